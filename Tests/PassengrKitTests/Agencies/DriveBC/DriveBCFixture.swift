import Foundation
import Networking
import TestSupport

@testable import PassengrKit

/// DriveBC's recording in `Fixtures/` (a winter morning, see `Fixtures/tools/drivebc.py`) read as a
/// refresh reads it, and the pieces tests build their own event lists from.
enum DriveBCFixture {
  /// 2026-01-17 07:30 PST, when the recording was made.
  static let recorded = Date(timeIntervalSince1970: 1_768_663_800)

  /// A loader of the recording directory, laid out by host as DriveBC's source is.
  static func directoryLoader() -> ResourceLoader {
    ResourceLoader(client: HTTPClient(configuration: HTTPClientConfiguration()), base: .directory(Fixtures.directory))
      .agency(access: nil, minimumInterval: nil, layout: .byHost)
  }

  /// A loader of `server` (a mirror laid out by host), without retries.
  static func serverLoader(_ server: TestHTTPServer) -> ResourceLoader {
    var configuration = HTTPClientConfiguration()
    configuration.retryBaseDelay = .milliseconds(10)
    configuration.maxRetries = 0
    return ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL))
      .agency(access: nil, minimumInterval: nil, layout: .byHost)
  }

  /// The recording read whole.
  static func reading() async -> DriveBCReading {
    await DriveBCSource(loader: directoryLoader(), clock: { recorded }).read()
  }

  /// The catalogue site called `name`.
  static func site(_ name: String) -> DriveBCSite {
    DriveBCCatalogue.sites.first { $0.pass.name == name } ?? DriveBCCatalogue.sites[0]
  }

  /// The levels of the pass called `name` by direction, or nil when it failed.
  static func levels(_ reading: DriveBCReading, _ name: String) -> [TravelDirection: RestrictionLevel]? {
    guard case .success(let conditions) = reading.conditions(for: site(name)) else { return nil }
    return Dictionary(conditions.restrictions.map { ($0.direction, $0.level) }, uniquingKeysWith: { first, _ in first })
  }

  /// One event in DriveBC's shape.
  static func event(
    id: String = "DBC-90001", status: String? = "ACTIVE", type: String = "INCIDENT", headline: String? = nil,
    description: String, roads: [[String: Any]], geography: [String: Any]?,
    updated: String = "2026-01-17T07:20:00-08:00", schedule: [String: Any]? = nil, subtypes: [String]? = nil
  ) -> [String: Any] {
    var event: [String: Any] = [
      "jurisdiction_url": "https://api.open511.gov.bc.ca/jurisdiction",
      "url": "https://api.open511.gov.bc.ca/events/drivebc.ca/\(id)", "id": "drivebc.ca/\(id)",
      "headline": headline ?? type, "created": "2026-01-17T05:00:00-08:00", "updated": updated,
      "description": description, "event_type": type, "severity": "MAJOR", "roads": roads,
      "schedule": schedule ?? ["intervals": ["2026-01-17T13:00:00+00:00/"]],
      "areas": [["url": "http://www.drivebc.ca/", "name": "Somewhere District", "id": "drivebc.ca/1"]],
    ]
    if let status { event["status"] = status }
    if let geography { event["geography"] = geography }
    if let subtypes { event["event_subtypes"] = subtypes }
    return event
  }

  /// A road entry.
  static func road(_ name: String, _ direction: String?, state: String? = nil) -> [String: Any] {
    var road: [String: Any] = ["name": name, "from": "Somewhere"]
    if let direction { road["direction"] = direction }
    if let state { road["state"] = state }
    return road
  }

  /// A GeoJSON point.
  static func point(_ at: Coordinate) -> [String: Any] {
    ["type": "Point", "coordinates": [at.longitude, at.latitude]]
  }

  /// A GeoJSON line.
  static func line(_ points: [Coordinate]) -> [String: Any] {
    ["type": "LineString", "coordinates": points.map { [$0.longitude, $0.latitude] }]
  }

  /// A page of `events` as bytes, naming `next` as its next page.
  static func page(_ events: [[String: Any]], next: String? = nil) throws -> Data {
    var pagination: [String: Any] = ["offset": "0"]
    if let next { pagination["next_url"] = next }
    return try JSONSerialization.data(withJSONObject: [
      "events": events, "pagination": pagination, "meta": ["url": "/events", "up_url": "", "version": "v1"],
    ])
  }

  /// The reading of a whole list of one page holding `events`, judged at the recording's time.
  static func reading(of events: [[String: Any]]) throws -> DriveBCReading {
    let page = try DriveBCPage.decode(try page(events), url: "test")
    return DriveBCReading(listing: .success(DriveBCListing(pages: [page])), now: recorded, fetchedAt: recorded)
  }

  /// A point `km` kilometres from `origin` towards `bearing` degrees (0 north, 90 east).
  static func offset(_ origin: Coordinate, km: Double, bearing: Double) -> Coordinate {
    let radians = bearing * .pi / 180
    let north = km * cos(radians) / 111.195
    let east = km * sin(radians) / (111.195 * cos(origin.latitude * .pi / 180))
    return Coordinate(origin.latitude + north, origin.longitude + east)
  }
}
