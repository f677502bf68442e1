/// The command line of `passengr-bar`: where the data is, and what to summarise.
struct BarOptions: Equatable, Sendable {
  /// `--data-dir DIR`; nil for Passengr's default data directory.
  var dataDirectory: String?
  /// `--base-url URL|DIR`; nil for the agencies' own servers.
  var baseURL: String?
  /// `--offline`: show the saved data, fetch nothing.
  var isOffline = false
  /// `--trip NAME`: a saved trip, judged over the directions driven, instead of the enabled passes.
  var trip: String?
  /// `--help`.
  var wantsHelp = false

  /// What `--help` prints.
  static let usage = """
    usage: passengr-bar [--trip NAME] [--offline] [--data-dir DIR] [--base-url URL|DIR]
    One line for a status bar: each enabled pass (or each pass of a trip) and its level.
    """

  /// Reads `arguments` (without the program name). Throws a `BarOptions.Problem` naming the
  /// argument that is wrong.
  init(_ arguments: [String]) throws(Problem) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--help", "-h": wantsHelp = true
      case "--offline": isOffline = true
      case "--data-dir": dataDirectory = try Self.value(of: argument, from: &rest)
      case "--base-url": baseURL = try Self.value(of: argument, from: &rest)
      case "--trip": trip = try Self.value(of: argument, from: &rest)
      default: throw .unknownArgument(argument)
      }
    }
  }

  /// The value after `option`.
  private static func value(of option: String, from rest: inout ArraySlice<String>) throws(Problem) -> String {
    guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw .missingValue(option) }
    return value
  }

  /// A command line that cannot be read.
  enum Problem: Error, Equatable, CustomStringConvertible {
    /// An argument `passengr-bar` does not take.
    case unknownArgument(String)
    /// An option given without its value.
    case missingValue(String)

    /// One line naming what is wrong.
    var description: String {
      switch self {
      case .unknownArgument(let argument): return "unknown argument '\(argument)'; see --help"
      case .missingValue(let option): return "\(option) needs a value"
      }
    }
  }
}
