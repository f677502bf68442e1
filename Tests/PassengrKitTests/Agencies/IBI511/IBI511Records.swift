import Foundation

@testable import PassengrKit

/// Records as the platform writes them, for tests: an event, a segment, a pass record near a
/// catalogue pass's summit, and readings of them at one moment.
enum IBI511Records {
  /// The moment every test reading is judged at: a winter afternoon.
  static let now = Date(timeIntervalSince1970: 1_736_893_800)
  static var nowSeconds: Int { Int(now.timeIntervalSince1970) }

  /// The catalogue site of `id`.
  static func site(_ id: Int) -> IBI511Site {
    let all = ITDCatalogue.sites + UDOTCatalogue.sites + NDOTCatalogue.sites + ADOTCatalogue.sites
    return all.first { $0.pass.id == id } ?? all[0]
  }

  /// A line through `site`'s summit, `span` degrees each way, as a polyline.
  static func polyline(through site: IBI511Site, span: Double = 0.02, offset: Double = 0) -> String {
    let summit = site.summit
    return IBI511Polyline.encode([
      Coordinate(summit.latitude + offset - span, summit.longitude - span),
      Coordinate(summit.latitude + offset, summit.longitude),
      Coordinate(summit.latitude + offset + span, summit.longitude + span),
    ])
  }

  /// An event at `site`'s summit on its road, restricting nothing, with `changes` applied.
  static func event(at site: IBI511Site, _ changes: [String: Any] = [:]) -> [String: Any] {
    var record: [String: Any] = [
      "ID": 4021, "SourceId": "ERS-4021", "Organization": "ERS",
      "RoadwayName": site.pass.highway.replacingOccurrences(of: " ", with: "-"),
      "DirectionOfTravel": "Both Directions", "Description": "Snowplows working", "Comment": "",
      "Reported": nowSeconds - 3600,
      "LastUpdated": nowSeconds - 600, "StartDate": nowSeconds - 3600, "PlannedEndDate": NSNull(),
      "LanesAffected": "No Data",
      "Latitude": site.summit.latitude + 0.01, "Longitude": site.summit.longitude + 0.01, "LatitudeSecondary": 0,
      "LongitudeSecondary": 0,
      "EventType": "generalInfo", "EventSubType": "", "IsFullClosure": false, "Severity": "Minor",
      "EncodedPolyline": "",
    ]
    for (key, value) in changes { record[key] = value }
    return record
  }

  /// A road-condition segment over `site`'s summit, current and restricting nothing.
  static func segment(at site: IBI511Site, _ changes: [String: Any] = [:]) -> [String: Any] {
    var record: [String: Any] = [
      "Id": 1756, "SourceId": "23",
      "RoadwayName": "\(site.pass.highway.replacingOccurrences(of: " ", with: "-")) \(site.pass.name)",
      "RoadCondition": "Dry", "WeatherCondition": "Fair", "Restriction": "None",
      "EncodedPolyline": polyline(through: site),
      "LastUpdated": nowSeconds - 900,
    ]
    for (key, value) in changes { record[key] = value }
    return record
  }

  /// A winter-road stretch over `site`'s summit (Idaho's keys, with spaces).
  static func stretch(at site: IBI511Site, _ changes: [String: Any] = [:]) -> [String: Any] {
    var record: [String: Any] = [
      "Id": 1201, "LocationDescription": "\(site.pass.name): the stretch over the summit",
      "Primary Condition": "Bare Dry",
      "Secondary Conditions": [String](), "Visibility": "Good", "Weather Conditions": "Fair", "AreaName": "District 2",
      "RoadwayName": site.pass.highway.replacingOccurrences(of: " ", with: "-"),
      "EncodedPolyline": polyline(through: site),
      "LastUpdated": nowSeconds - 900,
    ]
    for (key, value) in changes { record[key] = value }
    return record
  }

  /// An answer of `records`.
  static func answer(_ records: [[String: Any]], kind: IBI511Resource.Kind = .event) throws -> IBI511Answer {
    let data = try JSONSerialization.data(withJSONObject: records)
    return try IBI511Answer.decode(data, resource: IBI511Resource(agency: .udot, host: "test", kind: kind), url: "test")
  }

  /// What `deployment` reads of `site` from these answers (a kind missing from `answers` failed).
  static func conditions(
    _ deployment: IBI511Deployment, _ site: IBI511Site, _ answers: [IBI511Resource.Kind: Result<IBI511Answer, Error>],
    now: Date = now
  ) -> Result<PassConditions, Error> {
    var all = answers
    for kind in deployment.kinds where all[kind] == nil {
      all[kind] = .failure(SourceError.source(deployment.agency, IBI511Failure.notSaved(missing: kind.rawValue)))
    }
    return IBI511Reading(deployment: deployment, answers: all, now: now, fetchedAt: now).conditions(for: site)
  }

  /// The levels of each direction, in order.
  static func levels(_ result: Result<PassConditions, Error>) -> [RestrictionLevel] {
    (try? result.get())?.restrictions.map(\.level) ?? []
  }
}
