import ArgumentParser
import Foundation
import PassengrKit

@main
struct PassengrCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "passengr",
    abstract: "Mountain-pass conditions: restrictions, road and weather, from \(PassengrSession.agencyNamesInWords).",
    discussion: ExitStatus.help,
    version: PassengrSession.version,
    subcommands: [
      Status.self, Check.self, TripCommand.self, Report.self, Refresh.self, List.self, Enable.self, Disable.self, Move.self, Add.self, Remove.self,
      Diff.self, History.self, Watch.self, Prune.self, Reset.self, Restore.self, Doctor.self, KeyCommand.self, Parse.self, Classify.self,
    ]
  )

  /// Arguments that ArgumentParser answers at the top level when they stand alone.
  static let topLevelFlags: Set<String> = ["-h", "--help", "-help", "--help-hidden", "-help-hidden", "--version", "--experimental-dump-help"]

  /// `arguments` with `status` in front when they name no command: `passengr`, `passengr snoq`,
  /// `passengr --data-dir X`. The default command is inserted here rather than declared to
  /// ArgumentParser, which would build status's whole option set on every start, `--version` too;
  /// the rule is ArgumentParser's own (a first word that names no command, anything but a lone
  /// help or version flag).
  static func withDefaultCommand(_ arguments: [String]) -> [String] {
    guard let first = arguments.first else { return ["status"] }
    if first == "help" || first == "---completion" || configuration.subcommands.contains(where: { $0._commandName == first }) {
      return arguments
    }
    if arguments.count == 1, topLevelFlags.contains(first) { return arguments }
    if arguments.contains(where: { $0.hasPrefix("--generate-completion-script") }) { return arguments }
    return ["status"] + arguments
  }

  /// ArgumentParser's message as one line: a bulleted list of values joined with commas.
  static func oneLine(_ message: String) -> String {
    var lines = message.split(separator: "\n").map(String.init)
    let values = lines.filter { $0.hasPrefix("  - ") }.map { String($0.dropFirst(4)) }
    lines.removeAll { $0.hasPrefix("  - ") }
    return lines.joined(separator: " ")
      .replacingOccurrences(of: ". Please provide one of the following:", with: "; give one of: \(values.joined(separator: ", "))")
  }

  /// Runs the command; a usage error is one line on stderr, then the usage of the subcommand that
  /// was used, and exit 64. Help, version and other exits are ArgumentParser's.
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // The version alone needs no command definitions at all.
    if arguments == ["--version"] {
      print(PassengrSession.version)
      return
    }
    // `passengr help stauts` names no command: a usage error, not the top-level help.
    if arguments.first == "help", arguments.count >= 2, !arguments[1].hasPrefix("-"),
       !configuration.subcommands.contains(where: { $0._commandName == arguments[1] }) {
      let commands = configuration.subcommands.map { $0._commandName }
      let hint = PassengrSession.suggestion(for: arguments[1].lowercased(), among: commands).map { "; did you mean '\($0)'?" } ?? ""
      FileHandle.standardError.write(Data("passengr: no command '\(arguments[1])'\(hint)\nusage: passengr help <command>\nsee 'passengr help'\n".utf8))
      exit(withError: ExitCode.validationFailure)
    }
    do {
      var command = try await asyncParseAsRoot(withDefaultCommand(arguments))
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      // The usage of the command actually used, however deep: `trip add`, not `trip`.
      let text = Self.oneLine(message(for: error))
      var subcommand: ParsableCommand.Type = Status.self
      var path = ["passengr"]
      var matched = false
      var candidates = configuration.subcommands
      // Options before the command (`passengr --data-dir X list`): the usage is still list's.
      let words = arguments.first?.hasPrefix("-") == true
        ? Array(arguments.drop { !candidates.map { $0._commandName }.contains($0) })
        : arguments
      for argument in words {
        guard let next = candidates.first(where: { $0._commandName == argument }) else { break }
        if matched { path.append(subcommand._commandName) }
        subcommand = next
        matched = true
        candidates = next.configuration.subcommands
      }
      let lines = UsageMessage.lines(text, command: subcommand, parents: path, arguments: arguments)
      FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
      exit(withError: ExitCode.validationFailure)
    }
  }
}
