import PassengrKit

/// `passengr list`: the passes in order under a header naming the columns. A view of the CLI's
/// own: its notes name the CLI's commands.
enum PassListRenderer {
  /// What comes before the NAME column: "POS  ON     ID  AGENCY    ST  ", in columns (ST: the
  /// state's code, "WA").
  private static let leadWidth = 30
  /// The NAME column is at least this wide, so short lists keep the usual layout.
  private static let leastNameWidth = 25
  /// Narrower than this, a name column would hold too little of a name to read.
  private static let narrowestNameWidth = 12

  /// The header and one line per pass, no wider than `width` columns: a name longer than its
  /// column is wrapped under itself, never cut; narrower than the columns need, each pass's name
  /// and highway go under its line. A hint when there is no pass; with `agency`, one that names it.
  static func render(_ passes: [Pass], notingPositions: Bool = true, width: Int = 100, agency: AgencyID? = nil)
    -> String
  {
    guard !passes.isEmpty else {
      guard let agency else { return "no passes enabled; 'passengr list --all' shows them all" }
      return "no \(agency.name) pass enabled; 'passengr list --agency \(agency) --all' shows them all, "
        + "'passengr enable --agency \(agency)' enables them"
    }
    let highwayWidth = max(TerminalText.columns("HIGHWAY"), passes.map { TerminalText.columns($0.highway) }.max() ?? 0)
    let longestName = passes.map { TerminalText.columns($0.name) }.max() ?? 0
    // As wide as the longest name when it fits, else what the width leaves beside the highways.
    let room = width - leadWidth - 1 - highwayWidth
    let nameWidth = max(narrowestNameWidth, min(max(leastNameWidth, longestName), room))
    // Too narrow for the name beside the rest: each pass's name and highway go under its line.
    let isStacked = room < narrowestNameWidth
    var lines = [
      isStacked
        ? "POS  ON     ID  AGENCY    ST\n     NAME HIGHWAY"
        : "POS  ON     ID  AGENCY    ST  " + TerminalText.padded("NAME", to: nameWidth) + " HIGHWAY"
    ]
    for pass in passes {
      let mark = pass.isEnabled ? "[x]" : "[ ]"
      let state = AgencyID.stateCode(of: pass.agency) ?? "-"
      let lead =
        "\(padded(pass.order, 3))  \(mark) \(padded(pass.id, 5))  "
        + TerminalText.padded(pass.agency.rawValue, to: 9) + " " + state
      if isStacked {
        lines.append(lead)
        let title = pass.highway.isEmpty ? pass.name : "\(pass.name)  \(pass.highway)"
        lines += TerminalText.lines(title, width: width - 5).map { "     " + $0 }
        continue
      }
      let names = TerminalText.lines(pass.name, width: nameWidth)
      let highway = pass.highway.isEmpty ? "" : " " + pass.highway
      let first = TerminalText.padded(lead, to: leadWidth)
      lines.append(first + (highway.isEmpty ? names[0] : TerminalText.padded(names[0], to: nameWidth) + highway))
      lines += names.dropFirst().map { String(repeating: " ", count: leadWidth) + $0 }
    }
    // Positions count every pass; when the list leaves some out, say what `move --to` counts.
    let positions = passes.map(\.order)
    let hasGaps =
      zip(positions, positions.dropFirst()).contains { $1 != $0 + 1 } || positions.first.map { $0 != 1 } == true
    if hasGaps && notingPositions {
      lines += TerminalText.lines(
        "(POS counts every pass, disabled ones too, as 'list --all' shows them: 'move PASS --to N' uses it)",
        width: width)
    }
    return lines.joined(separator: "\n")
  }

  private static func padded(_ number: Int, _ width: Int) -> String {
    let text = String(number)
    return text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
