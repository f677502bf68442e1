import FoundationEssentials

extension AgencyID {
  /// Colorado DOT, for its COtrip data feed.
  static let cdot = AgencyID(rawValue: "cdot")
}

extension SourceName {
  /// COtrip's data feed: road conditions and incidents read together.
  static let cdot = SourceName(rawValue: "cdot")
}

extension SourceFormat {
  /// A saved page of a CDOT feed: a GeoJSON feature collection of `roadConditions` or `incidents`.
  static let cdotFeed = SourceFormat(rawValue: "cdot-feed")
}

/// Colorado DOT: road-condition segments and incidents (closures, the Traction Law and the chain
/// laws) from the COtrip data feed (a key on subscription). All its passes start disabled.
struct CDOT: Agency {
  var id: AgencyID { .cdot }
  var name: String { "CDOT" }
  var state: String? { "co" }
  var aliases: [Int: [String]] { CDOTCatalogue.aliases }
  var attribution: String { "Colorado Department of Transportation (CDOT), COtrip" }
  /// Operators update segments several times a day in storms: a segment not updated for twelve
  /// hours proves nothing short of a closure.
  var oldAfter: TimeSpan? { TimeSpan(seconds: 12 * 3600) }
  /// Colorado keeps Mountain time.
  var zone: USZone { .mountain }
  var idRange: ClosedRange<Int> { 10000...10999 }
  var catalogue: [Pass] { CDOTCatalogue.passes }
  var sourceNames: [SourceName] { [.cdot] }
  /// One consumer of the feed waits this long between pages; so does Passengr.
  var minimumRequestInterval: Duration? { .milliseconds(750) }

  /// The key, sent as the `apiKey` query item to CDOT's data host only (or a mirror given as the base location).
  var key: AgencyKey? {
    AgencyKey(
      name: "API key", variable: "CDOT_KEY", placement: .query("apiKey"), hosts: ["data.cotrip.org"],
      rejectedStatuses: [400, 401, 403])
  }

  /// Creates the agency.
  init() {}

  var formats: [SourceFormat] { [.cdotFeed] }

  /// A feature collection with CDOT's marks: its `OpenTMS-` ids or its incident and segment fields.
  func recognise(_ data: Data) -> SourceFormat.Recognition? {
    let (first, head) = SourceFormat.head(of: data)
    guard first == UInt8(ascii: "{"), head.contains(bytes: "FeatureCollection") else { return nil }
    let marks = ["OpenTMS-", "travelerInformationMessage", "currentConditions", "routeSegmentIndex"]
    return marks.contains { head.contains(bytes: $0) } ? .certain(.cdotFeed) : nil
  }

  /// A saved page of one feed, read as one refresh reads both, the other failing: a page of
  /// segments alone cannot show that no incident closes a pass, and a page of incidents alone has
  /// no segment to show a pass open. The passes it says anything of, judged as a snapshot.
  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
    -> [PassReport]
  {
    guard format == .cdotFeed else {
      throw SourceError.unknownFormat(format.rawValue, known: formats.map(\.rawValue))
    }
    let features = try CDOTValue.features(data, url: location)
    let records = features.enumerated().map { CDOTRecord(feature: $0.element, index: $0.offset) }
    let isSegments = features.contains { $0["properties"]?["currentConditions"] != nil }
    let reading = CDOTReading(
      segments: isSegments
        ? .success(records) : .failure(SourceError.source(.cdot, CDOTFailure.otherFeedNotSaved("road conditions"))),
      incidents: isSegments
        ? .failure(SourceError.source(.cdot, CDOTFailure.otherFeedNotSaved("incidents"))) : .success(records),
      fetchedAt: fetchedAt)
    return catalogue.compactMap { pass -> PassReport? in
      guard let place = CDOTCatalogue.places[pass.id],
        records.contains(where: { CDOTPlacement.of($0, at: place) != .off }),
        case .success(let conditions) = reading.conditions(for: pass)
      else { return nil }
      var report = PassReport(
        id: pass.id, publishedName: pass.name, elevationFeet: pass.elevationFeet, conditions: conditions)
      report.name = pass.name
      report.highway = pass.highway
      return report
    }
  }

  func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
    CDOTSource(loader: settings.loader, clock: settings.clock)
  }
}
