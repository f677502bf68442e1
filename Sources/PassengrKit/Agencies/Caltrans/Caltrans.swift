import FoundationEssentials

extension AgencyID {
  /// California DOT, for its chain controls.
  static let caltrans = AgencyID(rawValue: "caltrans")
}

extension SourceFormat {
  /// A Caltrans district chain-control feed: `{"data": [{"cc": {...}}, ...]}`.
  static let caltransCC = SourceFormat(rawValue: "caltrans-cc")
  /// A Caltrans highway-information page (closures, chains, one-way control), one route.
  static let caltransRoadinfo = SourceFormat(rawValue: "caltrans-roadinfo")
}

/// Caltrans: chain controls from the per-district CWWP2 feeds. All its passes start disabled.
struct Caltrans: Agency {
  var id: AgencyID { .caltrans }
  var name: String { "Caltrans" }
  /// Its recordings were laid out by path before mirrors were laid out by host.
  var mirrorLayout: BaseLocation.Layout { .byPath }
  var state: String? { "ca" }
  var aliases: [Int: [String]] { Self.aliases }
  /// Names drivers use for its passes besides its own.
  static let aliases: [Int: [String]] = [
    2001: ["Donner Pass"],
    2002: ["Echo Pass"],
    2004: ["Kit Carson Pass"],
    2007: ["Tioga Road"],
    2008: ["Grapevine", "The Grapevine", "Tejon", "Tejon Pass"],
    2009: ["Cajon Summit"],
  ]
  var attribution: String { "California Department of Transportation (Caltrans)" }
  /// The chain-control files are regenerated every few minutes, and a record's time is when its
  /// file was made: older than three hours, the file has stopped being regenerated.
  var oldAfter: TimeSpan? { TimeSpan(seconds: 3 * 3600) }
  var idRange: ClosedRange<Int> { 2000...2999 }
  var catalogue: [Pass] { Self.passes }
  var sourceNames: [SourceName] { [SourceName(rawValue: "caltrans")] }

  /// Creates the agency.
  init() {}

  var formats: [SourceFormat] { [.caltransCC, .caltransRoadinfo] }

  func recognise(_ data: Data) -> SourceFormat.Recognition? {
    let (first, head) = SourceFormat.head(of: data)
    if first == UInt8(ascii: "{") {
      return head.contains(bytes: "\"cc\"") && head.contains(bytes: "\"data\"") ? .certain(.caltransCC) : nil
    }
    guard first != UInt8(ascii: "[") else { return nil }
    if data.contains(bytes: "roads.dot.ca.gov") || data.contains(bytes: "traffic restrictions are reported")
      || data.contains(bytes: "TRAFFIC RESTRICTIONS ARE REPORTED") || data.contains(bytes: "Highway Information")
    {
      return .certain(.caltransRoadinfo)
    }
    return nil
  }

  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
    -> [PassReport]
  {
    if format == .caltransRoadinfo {
      let page = try HighwayInfoPage.decode(data, charset: charset, url: location)
      return page.entries.map { HighwayInfoReport.report($0, route: page.route, passes: Self.passes, at: fetchedAt) }
    }
    let feed = try ChainControlFeed.decode(data, district: 0, url: location)
    return feed.checkpoints.map { $0.report(fetchedAt: fetchedAt) }
  }

  func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
    CaltransSource(loader: settings.loader, clock: settings.clock)
  }

  /// The summits of California's chain-control corridors (docs/caltrans-data.md). Ids 2001 and up.
  static let passes: [Pass] = {
    let entries: [(Int, String, String, String, [String], [Int], DirectionPair, Int)] = [
      (2001, "Donner Summit", "I-80", "I-80", ["Placer", "Nevada"], [3], .eastWest, 7056),
      (2002, "Echo Summit", "US 50", "US-50", ["El Dorado"], [3], .eastWest, 7382),
      (2003, "Yuba Pass", "SR 49", "SR-49", ["Sierra"], [3], .eastWest, 6701),
      (2004, "Carson Pass", "SR 88", "SR-88", ["Alpine", "Amador"], [10], .eastWest, 8574),
      (2005, "Ebbetts Pass", "SR 4", "SR-4", ["Alpine", "Calaveras"], [10], .eastWest, 8730),
      (2006, "Sonora Pass", "SR 108", "SR-108", ["Tuolumne", "Mono"], [10, 9], .eastWest, 9624),
      (2007, "Tioga Pass", "SR 120", "SR-120", ["Tuolumne", "Mono"], [10, 9], .eastWest, 9943),
      (2008, "Tejon Pass (Grapevine)", "I-5", "I-5", ["Los Angeles", "Kern"], [7, 6], .northSouth, 4144),
      (2009, "Cajon Pass", "I-15", "I-15", ["San Bernardino"], [8], .northSouth, 4190),
      (2010, "Siskiyou Summit", "I-5", "I-5", ["Siskiyou"], [2], .northSouth, 4310),
      (2011, "Conway Summit", "US 395", "US-395", ["Mono"], [9], .northSouth, 8138),
    ]
    return entries.map { id, name, highway, route, counties, districts, directions, elevation in
      Pass(
        id: id, agency: .caltrans, name: name, highway: highway, elevationFeet: elevation, directions: directions,
        corridor: Corridor(route: route, counties: counties, districts: districts), summit: summits[id])
    }
  }()

  /// Where each summit is, by id.
  static let summits: [Int: Coordinate] = [
    2001: Coordinate(39.3167, -120.3272), 2002: Coordinate(38.8121, -120.0316), 2003: Coordinate(39.6163, -120.4920),
    2004: Coordinate(38.6947, -119.9882), 2005: Coordinate(38.5447, -119.8127), 2006: Coordinate(38.3283, -119.6372),
    2007: Coordinate(37.9107, -119.2578), 2008: Coordinate(34.8297, -118.8780), 2009: Coordinate(34.3151, -117.4696),
    2010: Coordinate(42.0708, -122.6012), 2011: Coordinate(38.0870, -119.1855),
  ]
}
