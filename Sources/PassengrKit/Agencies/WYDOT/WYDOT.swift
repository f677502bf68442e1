import FoundationEssentials

extension AgencyID {
  /// Wyoming DOT, for its route pages.
  static let wydot = AgencyID(rawValue: "wydot")
}

extension SourceName {
  /// WYDOT's route pages on wyoroad.info: one keyless request per route.
  static let wydot = SourceName(rawValue: "wydot")
}

extension SourceFormat {
  /// A WYDOT route page (`WRR.RoutesResults?SelectedRoute=WY22`): the conditions table of one route.
  static let wydotRoute = SourceFormat(rawValue: "wydot-route")
}

/// Wyoming DOT: the server-rendered route pages of wyoroad.info, one per route, each segment of a
/// route one row. All its passes start disabled.
struct WYDOT: Agency {
  var id: AgencyID { .wydot }
  var name: String { "WYDOT" }
  /// Its recordings were laid out by path before mirrors were laid out by host.
  var mirrorLayout: BaseLocation.Layout { .byPath }
  var state: String? { "wy" }
  var aliases: [Int: [String]] { Self.aliases }
  /// Names drivers use for its passes besides its own.
  static let aliases: [Int: [String]] = [
    4004: ["Sylvan Pass", "Yellowstone East"],
    4005: ["Bighorns", "Bighorn Mountains"],
    4007: ["Sherman Hill"],
  ]
  var attribution: String { "Wyoming Department of Transportation (WYDOT), wyoroad.info" }
  /// WYDOT reports every few hours in calm weather: a segment not reported for twelve hours has
  /// missed several.
  var oldAfter: TimeSpan? { TimeSpan(seconds: 12 * 3600) }
  /// Wyoming keeps Mountain time; its reports print in it.
  var zone: USZone { .mountain }
  var idRange: ClosedRange<Int> { 4000...4999 }
  var catalogue: [Pass] { WYDOTCatalog.passes }
  var sourceNames: [SourceName] { [.wydot] }

  /// Creates the agency.
  init() {}

  var formats: [SourceFormat] { [.wydotRoute] }

  /// A route page names its host, its form or its segment cells' class.
  func recognise(_ data: Data) -> SourceFormat.Recognition? {
    let (first, _) = SourceFormat.head(of: data)
    guard first != UInt8(ascii: "{"), first != UInt8(ascii: "[") else { return nil }
    if data.contains(bytes: "wyoroad.info") || data.contains(bytes: "RoutesResults")
      || data.contains(bytes: "closurelocation")
    {
      return .certain(.wydotRoute)
    }
    return nil
  }

  /// One row per segment of the page, with its level as read (no age judged: a saved page is a
  /// snapshot) and the built-in passes it belongs to.
  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
    -> [PassReport]
  {
    guard format == .wydotRoute else {
      throw SourceError.unknownFormat(format.rawValue, known: formats.map(\.rawValue))
    }
    let page = try RoutePage.decode(data, charset: charset, url: location)
    return page.rows.map { WYDOTReport.report($0, fetchedAt: fetchedAt) }
  }

  func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
    WYDOTSource(loader: settings.loader, clock: settings.clock)
  }
}
