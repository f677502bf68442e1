import FoundationEssentials

/// One resource of one state's 511 deployment: its events, its road conditions, its winter roads
/// or its pass list, each the whole state in one answer.
struct IBI511Resource: Equatable, Sendable {
  /// What a resource tells.
  enum Kind: String, Equatable, Sendable, CaseIterable {
    /// Closures, incidents, roadwork: `api/v2/get/event`.
    case event
    /// The road-condition segments: `api/v2/get/roadconditions`.
    case roadConditions = "roadconditions"
    /// The winter-road stretches: `api/v3/get/winterroads`.
    case winterRoads = "winterroads"
    /// The platform's own pass list, with weather stations: `api/v2/get/mountainpasses`.
    case mountainPasses = "mountainpasses"

    /// The API version its path carries.
    var version: String { self == .winterRoads ? "v3" : "v2" }

    /// Whether its records say how the road is (the only positive evidence the platform gives).
    var isRoadCondition: Bool { self == .roadConditions || self == .winterRoads }
  }

  /// The agency whose deployment it is.
  var agency: AgencyID
  /// The deployment's host: "511.idaho.gov".
  var host: String
  /// What it tells.
  var kind: Kind

  /// "event", "winterroads": the resource's name in its path.
  var name: String { kind.rawValue }

  /// The health name of the resource: "itd-event".
  var healthName: String { "\(agency.rawValue)-\(name)" }

  /// `https://{host}/api/{version}/get/{resource}?format=json`; the loader adds the key.
  var url: URL {
    URL(string: "https://\(host)/api/\(kind.version)/get/\(kind.rawValue)?format=json")
      ?? URL(fileURLWithPath: "/api/\(kind.version)/get/\(kind.rawValue)")
  }
}
