import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand {
  struct Doctor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "doctor",
      abstract:
        "Check versions, the data directory, the archive, every host a refresh would contact and each agency's key.",
      discussion:
        "Exits 0 when all is well, 1 when something wants attention (a source that cannot be reached, failed refreshes, a key the source in use needs that is missing or was refused, leftover files), 2 when no source can be reached or the data directory, its lock file or the archive cannot be used."
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the checks as JSON on one line (schema passengr.doctor/1, in docs/json.md).")
    var json = false

    @Flag(help: "Indent the JSON, one value a line, for people.")
    var pretty = false

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global, checkingDirectory: false)
        let now = Date()
        let checks = await context.session.doctor(now: now)
        if json {
          Console.out(
            try Reports.doctorJSON(checks, now: now, layout: JSONLayout(isPretty: pretty)) {
              ($0.label, $0.detail(now: now))
            })
        } else {
          // Labels padded to the longest and two spaces more: columns never run together.
          // Each detail wraps beside its label to the terminal's width.
          let width = (checks.map(\.label.count).max() ?? 0) + 2
          let lines = checks.flatMap {
            HangingLines.render($0.label, $0.text(now: now), labelWidth: width, width: Console.changeWidth)
          }
          Console.out(lines.joined(separator: "\n"))
        }
        switch DoctorCheck.severity(of: checks) {
        case 2: throw ExitStatus.trouble
        case 1: throw ExitStatus.changes
        default: return
        }
      }
    }

  }
}
