import PassengrKit

/// `passengr list`: the passes in order under a header naming the columns. A view of the CLI's
/// own: its notes name the CLI's commands.
enum PassListRenderer {
  /// The header.
  static let header = "POS  ON     ID  AGENCY    NAME                      HIGHWAY"

  /// The header and one line per pass; a hint when there is none.
  static func render(_ passes: [Pass], notingPositions: Bool = true) -> String {
    guard !passes.isEmpty else { return "no passes enabled; 'passengr list --all' shows them all" }
    let lines = passes.map { pass -> String in
      let mark = pass.isEnabled ? "[x]" : "[ ]"
      let agency = pass.agency.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
      let name = pass.name.padding(toLength: 25, withPad: " ", startingAt: 0)
      return "\(padded(pass.order, 3))  \(mark) \(padded(pass.id, 5))  \(agency) \(name) \(pass.highway)"
    }
    // Positions count every pass; when the list leaves some out, say what `move --to` counts.
    let positions = passes.map(\.order)
    let hasGaps = zip(positions, positions.dropFirst()).contains { $1 != $0 + 1 } || positions.first.map { $0 != 1 } == true
    let note = hasGaps && notingPositions ? ["(POS counts every pass, disabled ones too, as 'list --all' shows them: 'move PASS --to N' uses it)"] : []
    return ([header] + lines + note).joined(separator: "\n")
  }

  private static func padded(_ number: Int, _ width: Int) -> String {
    let text = String(number)
    return text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
