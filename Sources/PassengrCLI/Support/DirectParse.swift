import ArgumentParser

/// A command line parsed under a root that knows only the command it names.
///
/// ArgumentParser's own root parse first looks for `--generate-completion-script` by running two
/// parsers of its own over the whole line, and builds the root's arguments before the command's:
/// a sixth of `status --offline`'s instructions, for a request the line does not make. A root
/// that is only a "super-command" skips that check. Whatever this parse cannot take (help,
/// version, completions, a command with subcommands, a line with a mistake in it) is left to the
/// full parse, so every message and exit is ArgumentParser's as before.
enum DirectParse {
  /// Words that the full parse answers itself (help, version, completion scripts).
  private static let reserved: Set<String> = [
    "-h", "--help", "-help", "--help-hidden", "-help-hidden", "--version", "--experimental-dump-help",
    "---completion",
  ]

  /// The command of `PassengrCommand` that `arguments` name (`["status", "--offline"]`), parsed
  /// and validated; nil when the full parse must see the line.
  static func command(_ arguments: [String]) -> sending ParsableCommand? {
    let subcommands = PassengrCommand.configuration.subcommands
    guard let first = arguments.first, let type = subcommands.first(where: { $0.typedName == first }),
      type.configuration.subcommands.isEmpty,
      !arguments.contains(where: { reserved.contains($0) || $0.hasPrefix("--generate-completion-script") })
    else { return nil }
    return type.parsedAlone(arguments)
  }
}

extension ParsableCommand {
  /// The command in `arguments` (its name first) parsed under `Alone<Self>`; nil on any error.
  fileprivate static func parsedAlone(_ arguments: [String]) -> sending ParsableCommand? {
    try? Alone<Self>.parseAsRoot(arguments)
  }
}

/// A root with `Command` as its only subcommand, named as a super-command so ArgumentParser
/// skips its completion-script check (see `DirectParse`). It never runs.
private struct Alone<Command: ParsableCommand>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "passengr", _superCommandName: "passengr", subcommands: [Command.self])
  }
}
