import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand.KeyCommand {
  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "Say which agencies take a key, where each is kept, and whether it is set (never the key).")

    @OptionGroup var global: GlobalOptions

    @Flag(
      help: "Print JSON on one line (schema passengr.keys/1, in docs/json.md): where each key is found, never the key.")
    var json = false

    @Flag(help: "Indent the JSON, one value a line, for people.")
    var pretty = false

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global, checkingDirectory: false)
        let statuses = context.session.keyStatuses()
        if json {
          Console.out(try Reports.keysJSON(statuses, now: Date(), layout: JSONLayout(isPretty: pretty)))
          return
        }
        let labelWidth = (statuses.map { $0.agency.rawValue.count }.max() ?? 0) + 2
        let lines = statuses.flatMap { status in
          let state = status.foundIn.map { "set (\($0))" } ?? "not set"
          let need =
            status.neededBy.isEmpty
            ? "every source" : "--source " + status.neededBy.map(\.rawValue).joined(separator: ", ")
          let text = "\(status.name): \(state); needed by \(need); \(status.variable) or \(status.file)"
          return HangingLines.render(status.agency.rawValue, text, labelWidth: labelWidth, width: Console.changeWidth)
        }
        Console.out(lines.isEmpty ? "no agency takes a key" : lines.joined(separator: "\n"))
      }
    }
  }
}
