import ArgumentParser
import FoundationEssentials
import PassengrKit

/// Where data lives and where it comes from; shared by every command that touches either.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .customLong("data-dir"),
    help: ArgumentHelp(
      "Where passengr.json and history live (default: PASSENGR_DATA_DIR, $XDG_DATA_HOME/passengr, ~/.local/share/passengr).",
      valueName: "dir"), completion: .directory)
  var dataDirectory: String?

  @Option(
    name: .customLong("base-url"),
    help: ArgumentHelp(
      "Read every built-in source from this server or local directory instead (default: PASSENGR_BASE_URL). 'Fixtures' runs offline on the shipped fixtures.",
      valueName: "url-or-dir"))
  var baseURL: String?

  @Option(
    help: ArgumentHelp(
      "Which source an agency's passes come from; repeat for several agencies. Each agency's first source is its default; see 'passengr key list' for the sources that need a key.",
      valueName: "source"))
  var source: [SourceName] = []

  @Option(
    name: .customLong("access-code-file"),
    help: ArgumentHelp(
      "Deprecated: a file holding the key Passengr 0.1 called the access code (default: its environment variable, then its key file).",
      valueName: "file", visibility: .hidden))
  var accessCodeFile: String?

  @Option(
    help: ArgumentHelp("How long one request may take, from 1s to 10m (default: 15s).", valueName: "span"),
    transform: TimeSpan.parse)
  var timeout: TimeSpan = TimeSpan(seconds: 15)

  @Flag(
    name: .customLong("no-weather"),
    help: "Ask NWS for no forecast or alerts when refreshing (the road data is unchanged).")
  var noWeather = false

  func validate() throws {
    // An empty directory would silently fall back to the real one: refuse it.
    if let dataDirectory, Self.isBlank(dataDirectory) {
      throw ValidationError(
        "--data-dir '\(dataDirectory)' names no directory; give a path, or leave the option out for the default")
    }
    // An empty base URL would read the working directory as the agencies' servers: refuse it too.
    if let baseURL, Self.isBlank(baseURL) {
      throw ValidationError(
        "--base-url '\(baseURL)' names no server or directory; give one, or leave the option out for the agencies' own servers"
      )
    }
    try timeout.validate("--timeout", within: 1...600)
  }

  /// Whether `text` is empty or only what `trimmingCharacters(in: .whitespaces)` removes (a tab,
  /// Unicode's space separators, and the zero-width space Foundation counts with them), without
  /// Foundation's string bridging, which cost as much as reading the command line.
  static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy {
      $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator
    }
  }
}

extension SourceName: ExpressibleByArgument {
  public init?(argument: String) {
    guard let name = SourceName.all.first(where: { $0.rawValue == argument.lowercased() }) else { return nil }
    self = name
  }

  public static var allValueStrings: [String] { SourceName.all.map(\.rawValue) }

  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension RestrictionLevel: ExpressibleByArgument {
  /// A level a threshold can name; `unknown` is none (it meets no threshold).
  public init?(argument: String) {
    guard let level = RestrictionLevel(name: argument), level != .unknown else { return nil }
    self = level
  }

  public static var allValueStrings: [String] { allCases.filter { $0 != .unknown }.map(\.rawValue) }
}
