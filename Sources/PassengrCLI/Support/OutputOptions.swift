import ArgumentParser
import FoundationEssentials
import PassengrKit

/// How to print: JSON for scripts, or a table for people with colour when it helps.
struct OutputOptions: ParsableArguments {
  @Flag(
    name: .long, help: "Print JSON instead of a table, on one line (its schemas are in passengr(1) and docs/json.md).")
  var json = false

  @Flag(name: .long, help: "Indent the JSON, one value a line, for people.")
  var pretty = false

  @Flag(name: .long, help: "Never colour the table (also when NO_COLOR is set or stdout is not a terminal).")
  var noColor = false

  /// How the JSON is laid out: compact unless `--pretty`.
  var layout: JSONLayout { JSONLayout(isPretty: pretty) }

  var useColor: Bool {
    !noColor && Console.stdoutIsTerminal && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
  }
}
