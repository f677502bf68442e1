import ArgumentParser
import PassengrKit

/// What is wrong with a command line, in our own words, found by walking the arguments as typed
/// through the `CommandTree`: the first unknown word wins (a mistyped command or subcommand before
/// anything it would have taken), then unknown options, missing or refused values, extra and
/// missing arguments.
struct UsageDiagnosis {
  /// The command path used (`["trip", "add"]`; `["status"]` when no command was named), as far
  /// as the words name one.
  var path: [String] = []
  /// What is wrong, or nil when the walk found nothing (a check of the command's own `validate()`
  /// then failed, whose message is ours already).
  var problem: String?

  /// The default command, which takes every first word that names no command.
  static let defaultCommand = "status"

  /// Walks `words` (the arguments as typed, without the program name) through `tree`.
  init(_ words: [String], tree: CommandTree) {
    let commands = tree.subcommands.map(\.name).filter { $0 != "help" }
    guard let first = words.first else {
      path = [Self.defaultCommand]
      return
    }
    // `help COMMAND…`: the usage is that command's; what is wrong, ArgumentParser's own check.
    if first == "help" {
      var node = tree
      for word in words.dropFirst() {
        guard let next = node.subcommand(word), word != "help" else { break }
        path.append(word)
        node = next
      }
      return
    }
    if let command = tree.subcommand(first) {
      path = [first]
      walk(Array(words.dropFirst()), in: command)
      return
    }
    path = [Self.defaultCommand]
    guard let status = tree.subcommand(Self.defaultCommand) else { return }
    // A later word that names a command shows what was meant: the first word is a mistyped
    // command (`triip list`), or options came before the command (`--data-dir X list`).
    let positionals = Self.positionals(words, in: status)
    if let later = positionals.dropFirst(first.hasPrefix("-") ? 0 : 1).first(where: { commands.contains(words[$0]) }) {
      let command = words[later]
      if first.hasPrefix("-") {
        path = [command]
        let rest = words.enumerated().filter { $0.offset != later }.map { Self.quoted($0.element) }.joined(
          separator: " ")
        problem = "'\(command)' is a command: put options after it, as in 'passengr \(command) \(rest)'"
      } else {
        let near = first.lowercased().nearest(in: commands)
        path = near.map { [$0] } ?? []
        problem = "'\(first)' is not a command" + (near.map { "; did you mean '\($0)'?" } ?? "; see 'passengr help'")
      }
      return
    }
    walk(words, in: status)
  }

  /// `word` as a shell would need it typed: quoted when empty or holding spaces or quotes.
  static func quoted(_ word: String) -> String {
    guard word.isEmpty || word.contains(where: { " \"'$\\".contains($0) }) else { return word }
    return "'" + word.replacingEvery("'", with: "'\\''") + "'"
  }

  /// The indices of the positional words of `words` for `command` (option values skipped).
  static func positionals(_ words: [String], in command: CommandTree) -> [Int] {
    var found: [Int] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == "--" { return found + Array(words.indices.dropFirst(index + 1)) }
      if word.hasPrefix("-"), word.count > 1 {
        let name = String(word.split(separator: "=", maxSplits: 1).first ?? "")
        if command.named(name)?.kind == .option, !word.contains("=") { index += 1 }
      } else {
        found.append(index)
      }
      index += 1
    }
    return found
  }

  /// Diagnoses `words` as the arguments of `command`, descending into its subcommands.
  private mutating func walk(_ words: [String], in command: CommandTree) {
    var command = command
    var given = 0
    var seen: Set<String> = []
    var index = 0
    // Where the current command's own words start: after the subcommand that chose it.
    var start = 0
    while index < words.count {
      let word = words[index]
      index += 1
      if word == "--" {
        given += words.count - index
        break
      }
      if word.hasPrefix("-"), word.count > 1, Double(word) == nil {
        let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        if ["-h", "--help", "-help", "--version", "--help-hidden", "-help-hidden"].contains(name) { continue }
        guard let argument = command.named(name) ?? Self.shortFlags(name, in: command) else {
          let near = name.hasPrefix("--") ? name.nearest(in: command.longNames) : nil
          problem = "unknown option \(name)" + (near.map { "; did you mean '\($0)'?" } ?? "")
          return
        }
        seen.formUnion(argument.typedNames)
        guard argument.kind == .option else {
          if parts.count > 1 {
            problem = "\(name) takes no value"
            return
          }
          continue
        }
        // `--data-dir=` gives no value, as ArgumentParser reads it.
        var value = parts.count > 1 ? (parts[1].isEmpty ? nil : parts[1]) : nil
        if parts.count == 1, index < words.count,
          !words[index].hasPrefix("-") || words[index] == "-" || Self.isNegative(words[index])
        {
          value = words[index]
          index += 1
        }
        guard let value else {
          problem = "\(name) needs a value" + (argument.valueName.map { " (<\($0)>)" } ?? "")
          return
        }
        if let refused = Self.refusal(of: value, for: name, argument) {
          problem = refused
          return
        }
        continue
      }
      // A positional word: a subcommand where the command has them and takes no words itself.
      if !command.subcommands.isEmpty, command.positionals.isEmpty {
        let names = command.subcommands.map(\.name).filter { $0 != "help" }
        guard let sub = command.subcommand(word) else {
          let near = word.lowercased().nearest(in: names)
          problem =
            "'\(word)' is not a \(path.joined(separator: " ")) subcommand"
            + (near.map { "; did you mean '\($0)'?" } ?? "; give one of \(names.joined(separator: ", "))")
          return
        }
        path.append(word)
        command = sub
        given = 0
        seen = []
        start = index
        continue
      }
      // A word of a fixed list (`key set odt`): the nearest value, as for an option's.
      let positionals = command.positionals
      if let argument = given < positionals.count ? positionals[given] : positionals.last(where: \.isRepeating),
        let refused = Self.refusal(of: word, for: "<\(argument.valueName ?? "value")>", argument)
      {
        problem = refused.replacingEvery("<\(argument.valueName ?? "value")>: ", with: "")
        return
      }
      given += 1
    }
    if command.positionals.isEmpty, !command.subcommands.isEmpty {
      return
    }
    let positionals = command.positionals
    let own = Array(words[start...])
    if !positionals.contains(where: \.isRepeating), given > positionals.count {
      let extra = Self.positionals(own, in: command).dropFirst(positionals.count).first.map { own[$0] } ?? ""
      problem = missingPosition(command, words: own, seen: seen) ?? "unexpected argument '\(extra)'"
      return
    }
    if let missing = positionals.dropFirst(given).first(where: { !$0.isOptional }) {
      problem = "missing \(missing.display)"
      return
    }
    problem = missingPosition(command, words: own, seen: seen)
  }

  /// A required option not given: "missing --html <file>"; for `move`, a number given as a
  /// second word is the position meant.
  private func missingPosition(_ command: CommandTree, words: [String], seen: Set<String>) -> String? {
    guard
      let missing = command.arguments.first(where: {
        $0.kind == .option && !$0.isOptional && seen.isDisjoint(with: $0.typedNames)
      })
    else {
      return nil
    }
    let given = Self.positionals(words, in: command).map { words[$0] }
    if path == ["move"], missing.typedNames.contains("--to"),
      let number = given.dropFirst().first(where: { Int($0) != nil })
    {
      return
        "'\(number)' is not a pass: give the position with --to, as in 'passengr move \(given.first ?? "PASS") --to \(number)'"
    }
    return "missing \(missing.display)"
  }

  /// Whether `word` is a negative number or span ("-3", "-1m"): a value, never an option, since no
  /// option's name starts with a digit.
  static func isNegative(_ word: String) -> Bool {
    word.hasPrefix("-") && word.dropFirst().first.map { $0.isNumber || $0 == "." } == true
  }

  /// `-abc` as flags `-a`, `-b`, `-c` of `command`, when each is one.
  private static func shortFlags(_ word: String, in command: CommandTree) -> CommandTree.Argument? {
    guard !word.hasPrefix("--"), word.count > 2 else { return nil }
    let flags = word.dropFirst().map { command.named("-\($0)") }
    guard flags.allSatisfy({ $0?.kind == .flag }) else { return nil }
    return flags.last ?? nil
  }

  /// Why `value` is refused for option `name`: not one of a fixed list (with the nearest as a
  /// suggestion, else every value), or not a span.
  private static func refusal(of value: String, for name: String, _ argument: CommandTree.Argument) -> String? {
    // Source names are read exactly as written ("wsdot-page"), unlike levels.
    if name == "--source", !SourceName.all.map(\.rawValue).contains(value.lowercased()) {
      let known = SourceName.all.map(\.rawValue)
      let near = value.lowercased().nearest(in: known)
      return "--source: no source called '\(value)'"
        + (near.map { "; did you mean '\($0)'?" } ?? "; sources: \(known.joined(separator: ", "))")
    }
    if let values = argument.allValues, !values.isEmpty {
      let key = { (text: String) in text.lowercased().replacingEvery("-", with: "_") }
      guard
        !values.contains(where: {
          key($0) == key(value) || key($0).replacingEvery("_", with: "") == key(value)
        })
      else {
        return nil
      }
      if let near = value.lowercased().nearest(in: values) {
        return "\(name): '\(value)' is not a valid value; did you mean '\(near)'?"
      }
      return "\(name): '\(value)' is not one of \(values.joined(separator: ", "))"
    }
    if argument.valueName == "span" {
      do { _ = try TimeSpan.parse(value) } catch {
        let why =
          value.hasPrefix("-")
          ? "'\(value)' is negative: give a span such as 30s, 10m, 2h or 1d" : String(describing: error)
        return "\(name): \(why)"
      }
    }
    if name == "--to", Int(value).map({ $0 >= 1 }) != true {
      return "--to: '\(value)' is not a position: give 1 for the first place, 2 for the second, and so on"
    }
    return nil
  }
}
