import ArgumentParser
import Foundation

/// How to print: JSON for scripts, or a table for people with colour when it helps.
struct OutputOptions: ParsableArguments {
  @Flag(
    name: .long, help: "Print JSON instead of a table (its schema is in the man page, passengr(1), and the README).")
  var json = false

  @Flag(name: .long, help: "Never colour the table (also when NO_COLOR is set or stdout is not a terminal).")
  var noColor = false

  var useColor: Bool {
    !noColor && Console.stdoutIsTerminal && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
  }
}
