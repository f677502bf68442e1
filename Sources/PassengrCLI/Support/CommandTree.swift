import ArgumentParser
import FoundationEssentials

/// What Passengr's command line accepts: each command's name, options (with their value names and
/// allowed values), positionals and subcommands.
///
/// It is read from ArgumentParser's own structured description of the commands (the JSON it
/// prints for `--experimental-dump-help`, reached through the public `message(for:)`), so usage
/// errors are diagnosed from the definitions themselves, never from ArgumentParser's sentences.
struct CommandTree: Decodable, Sendable {
  /// The command's name as typed (`trip`, `add`).
  let name: String
  /// Its subcommands, in declaration order.
  let subcommands: [CommandTree]
  /// Its options, flags and positionals, those of its option groups included.
  let arguments: [Argument]

  /// One option, flag or positional.
  struct Argument: Decodable, Sendable {
    /// What kind of argument it is.
    enum Kind: String, Decodable, Sendable {
      case positional, option, flag
    }

    /// One spelling of a named argument.
    struct Name: Decodable, Sendable {
      /// `long`, `short` or `longWithSingleDash`.
      let kind: String
      /// The name without dashes.
      let name: String

      /// The name as typed: `--all`, `-h`.
      var typed: String { kind == "long" ? "--" + name : "-" + name }
    }

    let kind: Kind
    let names: [Name]
    let valueName: String?
    let isOptional: Bool
    let isRepeating: Bool
    /// The values it takes, when they are a fixed list (levels, agencies, sources).
    let allValues: [String]?

    /// The spellings as typed.
    var typedNames: [String] { names.map(\.typed) }

    /// How the argument reads in a message: `--html <file>`, `<pass>`.
    var display: String {
      let value = valueName.map { "<\($0)>" } ?? ""
      guard let name = names.first(where: { $0.kind == "long" }) ?? names.first else { return value }
      return kind == .option ? "\(name.typed) \(value)" : name.typed
    }

    private enum CodingKeys: String, CodingKey {
      case kind, names, valueName, isOptional, isRepeating, allValues
    }

    init(from decoder: Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      kind = try container.decode(Kind.self, forKey: .kind)
      names = try container.decodeIfPresent([Name].self, forKey: .names) ?? []
      valueName = try container.decodeIfPresent(String.self, forKey: .valueName)
      isOptional = try container.decodeIfPresent(Bool.self, forKey: .isOptional) ?? true
      isRepeating = try container.decodeIfPresent(Bool.self, forKey: .isRepeating) ?? false
      allValues = try container.decodeIfPresent([String].self, forKey: .allValues)
    }
  }

  private enum CodingKeys: String, CodingKey {
    case commandName, subcommands, arguments
  }

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .commandName)
    subcommands = try container.decodeIfPresent([CommandTree].self, forKey: .subcommands) ?? []
    arguments = try container.decodeIfPresent([Argument].self, forKey: .arguments) ?? []
  }

  /// The envelope of the description: a version and the root command.
  private struct Description: Decodable {
    let command: CommandTree
  }

  /// A command with these parts.
  init(name: String, subcommands: [CommandTree] = [], arguments: [Argument] = []) {
    self.name = name
    self.subcommands = subcommands
    self.arguments = arguments
  }

  /// The tree `words` are read against: `root` with its commands' names, and in full only the
  /// command the first word names (`defaultCommand` when it names none), so a usage error costs
  /// one command's description, not the whole tree's. Nil if ArgumentParser does not describe it.
  static func of(_ root: ParsableCommand.Type, for words: [String], defaultCommand: String) -> CommandTree? {
    let names = root.configuration.subcommands.map { $0.typedName }
    let first = words.first.flatMap { word in names.contains(word) ? word : nil } ?? defaultCommand
    let text: String
    do {
      _ = try root.parseAsRoot([first, "--experimental-dump-help"])
      return nil
    } catch {
      text = root.message(for: error)
    }
    guard let command = try? JSONDecoder().decode(Description.self, from: Data(text.utf8)).command,
      command.name == first
    else { return nil }
    return CommandTree(name: root.typedName, subcommands: names.map { $0 == first ? command : CommandTree(name: $0) })
  }

  /// The subcommand called `word`.
  func subcommand(_ word: String) -> CommandTree? {
    subcommands.first { $0.name == word && $0.name != "help" } ?? subcommands.first { $0.name == word }
  }

  /// The named argument spelled `typed` (`--all`, `-h`).
  func named(_ typed: String) -> Argument? {
    arguments.first { $0.kind != .positional && $0.typedNames.contains(typed) }
  }

  /// The positionals, in order.
  var positionals: [Argument] { arguments.filter { $0.kind == .positional } }

  /// Every long option and flag name, as typed.
  var longNames: [String] {
    arguments.filter { $0.kind != .positional }.flatMap(\.names).filter { $0.kind == "long" }.map(\.typed)
  }
}
