import Foundation

/// An answer of `Incidents`: every event ODOT lists, active or not.
struct ODOTIncidentsAnswer: Equatable, Sendable {
  /// The incidents that name a route.
  var incidents: [ODOTIncident]

  /// Reads an answer; throws when `data` is not JSON or has no `incidents` list.
  static func decode(_ data: Data, url: String) throws -> ODOTIncidentsAnswer {
    let root = try ODOTValue.object(data, url: url)
    guard let list = root["incidents"] as? [Any] else {
      throw PassengrError.source(.odot, ODOTFailure.notTheAnswer(url: url, missing: "incidents"))
    }
    return ODOTIncidentsAnswer(incidents: list.compactMap { ($0 as? [String: Any]).flatMap(ODOTIncident.init) })
  }
}
