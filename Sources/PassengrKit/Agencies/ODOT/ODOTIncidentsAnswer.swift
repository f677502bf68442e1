import FoundationEssentials

/// An answer of `Incidents`: every event ODOT lists, active or not.
struct ODOTIncidentsAnswer: Equatable, Sendable {
  /// Every incident listed, placed or not.
  var incidents: [ODOTIncident]
  /// The list's own time (`organization-information.last-update-time`); nil when missing or unreadable.
  var lastUpdate: Date? = nil

  /// How long a list stays current: ODOT's limit for its data (a day).
  static let oldAfter: TimeInterval = 86400

  /// Why the list cannot be taken as current at `now`: no readable time of its own, or older than
  /// a day. Nil when it is current.
  func staleness(at now: Date) -> ODOTFailure? {
    guard let lastUpdate else { return .incidentsUndated }
    return now.timeIntervalSince(lastUpdate) > Self.oldAfter ? .incidentsOld(age: lastUpdate.age(at: now)) : nil
  }

  /// Reads an answer; throws when `data` is not JSON or has no `incidents` list.
  static func decode(_ data: Data, url: String) throws -> ODOTIncidentsAnswer {
    let root = try ODOTValue.object(data, url: url)
    guard let list = root["incidents"]?.array else {
      throw SourceError.source(.odot, ODOTFailure.notTheAnswer(url: url, missing: "incidents"))
    }
    let organisation = root["organization-information"]?.object
    return ODOTIncidentsAnswer(
      incidents: list.compactMap { $0.object.map(ODOTIncident.init) },
      lastUpdate: (organisation?["last-update-time"]?.string).flatMap(ODOTTime.parse))
  }
}
