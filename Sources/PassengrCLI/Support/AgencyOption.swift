import ArgumentParser
import Networking
import PassengrKit

/// `--agency wsdot|caltrans|custom`: only the passes of one agency.
struct AgencyOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Only passes of this agency, by its id or its state (idaho, wa).",
      valueName: "agency"))
  var agency: AgencyID?
}

/// An agency of the run: the built-in ones, or those a program running the command tree brings.
extension AgencyID: ExpressibleByArgument {
  public init?(argument: String) {
    let key = argument.lowercased().trimmingSpaces()
    let wanted = Self.states[key] ?? key
    guard let id = PassengrCommand.agencies.ids.first(where: { $0.rawValue == wanted }) else { return nil }
    self = id
  }

  /// The agency of each state whose passes Passengr reads, by the state's name and its code
  /// ("idaho", "id"): drivers name the state, not its department of transportation.
  static let states: [String: String] = {
    let table = [
      ("washington", "wa", "wsdot"), ("california", "ca", "caltrans"), ("oregon", "or", "odot"),
      ("wyoming", "wy", "wydot"), ("colorado", "co", "cdot"), ("montana", "mt", "mdt"), ("idaho", "id", "itd"),
      ("utah", "ut", "udot"), ("nevada", "nv", "ndot"), ("arizona", "az", "adot"),
      ("british columbia", "bc", "drivebc"),
    ]
    var states: [String: String] = [:]
    for (name, code, agency) in table {
      states[name] = agency
      states[code] = agency
    }
    return states
  }()

  /// The code of the state an agency's passes are in ("ID"); nil for passes of one's own.
  static func stateCode(of agency: AgencyID) -> String? {
    states.first { $0.value == agency.rawValue && $0.key.count == 2 }.map { $0.key.uppercased() }
  }

  public static var allValueStrings: [String] { PassengrCommand.agencies.ids.map(\.rawValue) }

  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
