import ArgumentParser
import PassengrKit

/// The command lines most runs are made of (`status` with its plain options, `parse PAGE --json`),
/// read by hand into the same command values ArgumentParser makes.
///
/// ArgumentParser builds a command's options by reflection, and the first use of its metadata and
/// conformances cost more than a third of `status --offline`'s instructions. A line this reader is
/// unsure of in any way (a word it does not know, an option or flag given twice, a value that
/// starts with a dash, `--`, help, version, completions, a value its type refuses, a line that
/// fails validation) is left to the full parse, so every message and exit stays ArgumentParser's.
/// A test holds the two parses to the same command on generated lines. An option added to `status`,
/// `parse` or the option groups they share must be set here too (left unset, it would stop the run
/// when read): `PlainLineTests` fails until it is, since an unset option describes itself as a
/// definition, not a value.
enum PlainLine {
  /// A command read by hand, by its type: the entry point runs it without asking what it
  /// conforms to.
  case status(PassengrCommand.Status)
  case parse(PassengrCommand.Parse)

  /// The command, as the full parse returns it.
  var command: ParsableCommand {
    switch self {
    case .status(let status): status
    case .parse(let parse): parse
    }
  }

  /// The command `arguments` name (`["status", "--offline"]`, or `["--offline"]` for the default
  /// command), read and validated; nil when the full parse must read the line.
  static func command(_ arguments: [String]) -> PlainLine? {
    guard let name = arguments.first else { return (try? status([])).map(Self.status) }
    switch name {
    case "status": return (try? status(arguments.dropFirst())).map(Self.status)
    case "parse": return (try? parse(arguments.dropFirst())).map(Self.parse)
    // A line that starts with an option is status's (a first word that may name a command or a
    // pass is left to the full parse).
    case _ where name.hasPrefix("--"): return (try? status(arguments[...])).map(Self.status)
    default: return nil
    }
  }

  /// `status`'s flags and options that this reader takes; any other is the full parse's.
  private static let statusFlags: Set<String> = [
    "--offline", "--refresh", "--json", "--pretty", "--no-color", "--hourly", "--cameras", "--cards", "--long",
    "--no-weather",
  ]
  private static let statusOptions: Set<String> = [
    "--data-dir", "--base-url", "--agency", "--highway", "--trip", "--max-age", "--max-stale", "--timeout",
    "--fail-on",
  ]

  private static func status(_ words: ArraySlice<String>) throws -> PassengrCommand.Status? {
    guard let line = PlainWords(words, flags: statusFlags, options: statusOptions),
      !(line.has("--cards") && line.has("--long"))
    else { return nil }
    var selection = SelectionOptions()
    selection.passes = line.operands
    var filter = AgencyOption()
    filter.agency = try line.value("--agency", AgencyID.init(argument:))
    try filter.validate()
    selection.filter = filter
    var highways = HighwayOption()
    highways.highway = line.values["--highway"].map { [$0] } ?? []
    try highways.validate()
    selection.highways = highways
    selection.trip = line.values["--trip"]
    selection.maxAge = try line.value("--max-age", TimeSpan.parse) ?? StatusQuery().maxAge
    selection.maxStale = try line.value("--max-stale", TimeSpan.parse) ?? StatusQuery().maxStale
    selection.offline = line.has("--offline")
    selection.refresh = line.has("--refresh")
    try selection.validate()

    var command = PassengrCommand.Status()
    command.selection = selection
    command.global = try global(line)
    command.output = try output(line)
    command.failOn = try line.value("--fail-on", RestrictionLevel.init(argument:))
    command.hourly = line.has("--hourly")
    command.cameras = line.has("--cameras")
    command.cards = line.has("--cards") || line.has("--long")
    try command.validate()
    return command
  }

  private static func parse(_ words: ArraySlice<String>) throws -> PassengrCommand.Parse? {
    guard let line = PlainWords(words, flags: ["--json", "--pretty", "--no-color"], options: ["--format"]),
      line.operands.count == 1
    else { return nil }
    var command = PassengrCommand.Parse()
    command.file = line.operands[0]
    command.format = try line.value("--format", SourceFormat.init(argument:)) ?? .auto
    command.output = try output(line)
    try command.validate()
    return command
  }

  /// The options every command that reads data shares; only those this reader takes can be given.
  private static func global(_ line: PlainWords) throws -> GlobalOptions {
    var global = GlobalOptions()
    global.dataDirectory = line.values["--data-dir"]
    global.baseURL = line.values["--base-url"]
    global.source = []
    global.accessCodeFile = nil
    global.timeout = try line.value("--timeout", TimeSpan.parse) ?? TimeSpan(seconds: 15)
    global.noWeather = line.has("--no-weather")
    try global.validate()
    return global
  }

  private static func output(_ line: PlainWords) throws -> OutputOptions {
    var output = OutputOptions()
    output.json = line.has("--json")
    output.pretty = line.has("--pretty")
    output.noColor = line.has("--no-color")
    try output.validate()
    return output
  }
}

/// The words after a command's name, read by hand: flags, options each with one value (`--name
/// value` or `--name=value`), and operands. Nil for anything else.
struct PlainWords {
  private(set) var flags: Set<String> = []
  private(set) var values: [String: String] = [:]
  private(set) var operands: [String] = []

  /// Reads `words`; nil when one is not a flag in `knownFlags`, an option in `knownOptions` with
  /// its value, or an operand (`-` is one: standard input), or when a flag or option comes twice.
  init?(_ words: ArraySlice<String>, flags knownFlags: Set<String>, options knownOptions: Set<String>) {
    var waiting: String?
    for word in words {
      if let option = waiting {
        guard !word.hasPrefix("-") else { return nil }
        values[option] = word
        waiting = nil
      } else if !word.hasPrefix("-") || word == "-" {
        operands.append(word)
      } else if let equals = word.firstIndex(of: "=") {
        // `--name=` with nothing after it is an error of the full parse's.
        let name = String(word[..<equals])
        let value = String(word[word.index(after: equals)...])
        guard knownOptions.contains(name), values[name] == nil, !value.isEmpty else { return nil }
        values[name] = value
      } else if knownFlags.contains(word) {
        guard flags.insert(word).inserted else { return nil }
      } else if knownOptions.contains(word), values[word] == nil {
        waiting = word
      } else {
        return nil
      }
    }
    if waiting != nil { return nil }
  }

  /// Whether the flag `name` was given.
  func has(_ name: String) -> Bool { flags.contains(name) }

  /// The value of the option `name` made by `make`, nil when it was not given; throws when
  /// `make` refuses it.
  func value<Value>(_ name: String, _ make: (String) throws -> Value?) throws -> Value? {
    guard let text = values[name] else { return nil }
    guard let value = try make(text) else { throw Refused() }
    return value
  }

  /// A value its type does not take: the full parse says so.
  struct Refused: Error {}
}
