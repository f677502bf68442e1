import ArgumentParser
import Glibc
import PassengrKit

/// The `passengr` command tree. The `passengr` executable only calls `main(agencies:)`; a test
/// program runs the same tree with an agency of its own.
package struct PassengrCommand: AsyncParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "passengr",
    abstract: "Mountain-pass conditions: restrictions, road and weather, from \(AgencyWords.names).",
    discussion: ExitStatus.help,
    version: PassengrSession.version,
    subcommands: [
      Status.self, Check.self, TripCommand.self, Report.self, Refresh.self, List.self, Enable.self, Disable.self,
      Move.self, Add.self, Remove.self,
      Diff.self, History.self, Watch.self, Prune.self, Reset.self, Restore.self, Doctor.self, KeyCommand.self,
      Parse.self, Classify.self,
    ]
  )

  package init() {}

  /// The names of the subcommands, in their order: what a first word is checked against without
  /// building the command tree's configuration (its help texts cost more than a page's parse).
  /// A test holds it to `configuration`.
  static let commandNames = [
    "status", "check", "trip", "report", "refresh", "list", "enable", "disable", "move", "add", "remove", "diff",
    "history", "watch", "prune", "reset", "restore", "doctor", "key", "parse", "classify",
  ]

  /// Arguments that ArgumentParser answers at the top level when they stand alone.
  static let topLevelFlags: Set<String> = [
    "-h", "--help", "-help", "--help-hidden", "-help-hidden", "--version", "--experimental-dump-help",
  ]

  /// `arguments` with `status` in front when they name no command: `passengr`, `passengr snoq`,
  /// `passengr --data-dir X`. The default command is inserted here rather than declared to
  /// ArgumentParser, which would build status's whole option set on every start, `--version` too;
  /// the rule is ArgumentParser's own (a first word that names no command, anything but a lone
  /// help or version flag).
  static func withDefaultCommand(_ arguments: [String]) -> [String] {
    guard let first = arguments.first else { return ["status"] }
    if first == "help" || first == "---completion" || commandNames.contains(first) { return arguments }
    if arguments.count == 1, topLevelFlags.contains(first) { return arguments }
    if arguments.contains(where: { $0.hasPrefix("--generate-completion-script") }) { return arguments }
    return ["status"] + arguments
  }

  /// The agencies every session of this run works with: the built-in ones, unless a program that
  /// embeds the command tree (the test agency's) runs it with its own.
  @TaskLocal static var agencies = Agencies.all

  /// Runs the command line with `agencies` in place of the built-in ones.
  @MainActor package static func main(agencies: Agencies) async {
    await $agencies.withValue(agencies) { await main() }
  }

  /// Runs the command; a usage error is one line on stderr, then the usage of the subcommand that
  /// was used, and exit 64. Help, version and other exits are ArgumentParser's.
  ///
  /// Nothing here suspends before a synchronous command runs (the command line is parsed with the
  /// synchronous parser), so `parse`, `status` and the other synchronous commands run on the
  /// process's main thread: the first `await` would move them to a worker thread, whose malloc
  /// arena grows a page at a time (an `mprotect` per step), a sixth of `parse`'s time. It is
  /// isolated to the main actor, as the executable's `@main` entry that calls it is: a call from
  /// there to a nonisolated `main` would hop to a worker thread before anything runs.
  @MainActor package static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // The version alone needs no command definitions at all.
    if arguments == ["--version"] {
      print(PassengrSession.version)
      return
    }
    if arguments.first == "help" { helpWords(Array(arguments.dropFirst())) }
    // A plain line read by hand runs without a look-up of what its command conforms to (each
    // first cast scans every conformance in the binary).
    if let plain = PlainLine.command(arguments) {
      Interruption.process.endAtOnceOnSignal()
      do {
        switch plain {
        case .status(let status):
          if let rest = try status.runWithoutSuspending() { try await runInterruptibly(rest) }
        case .parse(let parse):
          try parse.run()
        }
      } catch {
        failed(error, arguments: arguments)
      }
      return
    }
    let command: ParsableCommand
    do {
      let line = withDefaultCommand(arguments)
      if let direct = DirectParse.command(line) {
        command = direct
      } else {
        command = try parseAsRoot(line)
      }
    } catch {
      // The command line itself is wrong: diagnosed from the command tree, in our own words.
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      let diagnosis = CommandTree.of(Self.self, for: arguments, defaultCommand: UsageDiagnosis.defaultCommand).map {
        UsageDiagnosis(arguments, tree: $0)
      }
      usageError(diagnosis?.problem ?? message(for: error), path: diagnosis?.path ?? [])
    }
    // Until an asynchronous command catches signals its own way, Ctrl-C ends it as interrupted.
    Interruption.process.endAtOnceOnSignal()
    do {
      if let first = command as? RunsWithoutSuspending {
        if let rest = try first.runWithoutSuspending() { try await runInterruptibly(rest) }
        return
      }
      var command = command
      if let asyncCommand = command as? AsyncParsableCommand {
        try await runInterruptibly(asyncCommand)
      } else {
        try command.run()
      }
    } catch {
      failed(error, arguments: arguments)
    }
  }

  /// Ends the process for `error`, which a command threw while running: a usage error found then
  /// (a pass that does not exist) is our own message, anything else ArgumentParser's exit.
  private static func failed(_ error: any Error, arguments: [String]) -> Never {
    guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
    let path =
      CommandTree.of(Self.self, for: arguments, defaultCommand: UsageDiagnosis.defaultCommand).map {
        UsageDiagnosis(arguments, tree: $0).path
      } ?? []
    usageError(message(for: error), path: path)
  }

  /// Runs `body` (the rest of a command that ran as far as it could without suspending) as
  /// `runInterruptibly(_:)` runs a command.
  static func runInterruptibly(_ body: @escaping @Sendable () async throws -> Void) async throws {
    try await interruptibly(Task { try await body() })
  }

  /// Runs `command` in a task of its own that SIGINT and SIGTERM cancel (see `Interruption`): a
  /// command cancelled so ends the process as interrupted, whatever it threw or returned.
  static func runInterruptibly(_ command: sending AsyncParsableCommand) async throws {
    try await interruptibly(
      Task {
        var command = command
        try await command.run()
      })
  }

  /// Waits for `running`, which SIGINT and SIGTERM cancel from now on.
  private static func interruptibly(_ running: Task<Void, any Error>) async throws {
    Interruption.process.catchSignals { running.cancel() }
    let result = await running.result
    if let signal = Interruption.process.cancellingSignal { Interruption.process.end(signal) }
    try result.get()
  }

  /// Checks the words after `help`: `passengr help stauts` or `help trip nosuch` names no command,
  /// a usage error rather than the nearest command's help; `help help` says how to use help.
  /// Returns when the words name a command (ArgumentParser then prints its help).
  static func helpWords(_ words: [String]) {
    let named = words.prefix { !$0.hasPrefix("-") }
    if named == ["help"] {
      print(
        "OVERVIEW: Show the help of passengr or of one of its commands.\n\nUSAGE: passengr help [<command> [<subcommand>]]"
      )
      Glibc.exit(0)
    }
    var command: ParsableCommand.Type = Self.self
    var path: [String] = []
    for word in named {
      guard let next = command.configuration.subcommands.first(where: { $0.typedName == word }) else {
        let names = command.configuration.subcommands.map { $0.typedName }
        let hint =
          word.lowercased().nearest(in: names).map {
            "; did you mean '\((path + [$0]).joined(separator: " "))'?"
          }
          ?? (path.isEmpty || names.isEmpty
            ? "" : "; \(path.joined(separator: " ")) has \(names.joined(separator: ", "))")
        let what = (path + [word]).joined(separator: " ")
        StandardStream.error.write(
          "passengr: no command '\(what)'\(hint)\nusage: passengr help <command> [<subcommand>]\nsee 'passengr help'\n")
        exit(withError: ExitCode.validationFailure)
      }
      path.append(word)
      command = next
    }
  }

  /// Writes the usage error `text` about the command at `path` (`["trip", "add"]`) to stderr with
  /// that command's usage, and exits 64.
  static func usageError(_ text: String, path: [String]) -> Never {
    var command: ParsableCommand.Type = Self.self
    var parents: [String] = []
    for word in path {
      guard let next = command.configuration.subcommands.first(where: { $0.typedName == word }) else { break }
      parents.append(command.typedName)
      command = next
    }
    let lines = UsageMessage.lines(text, command: command, parents: parents)
    StandardStream.error.write(lines.joined(separator: "\n") + "\n")
    exit(withError: ExitCode.validationFailure)
  }
}
