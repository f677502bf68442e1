import FoundationEssentials

extension AgencyID {
  /// Washington State DOT.
  static let wsdot = AgencyID(rawValue: "wsdot")
  /// The agency of a built-in pass that names none: Passengr 0.1 knew only WSDOT, and its archives
  /// and the passes made without an agency are WSDOT's.
  static var unnamed: AgencyID { .wsdot }
}

extension SourceName {
  /// WSDOT's mobile feed: one keyless request for every pass (the default).
  static let wsdot = SourceName(rawValue: "wsdot")
  /// The Traveler Information API; needs a free access code.
  static let wsdotAPI = SourceName(rawValue: "wsdot-api")
  /// One wsdot.com page per pass, scraped (useful with saved pages and mirrors).
  static let wsdotPage = SourceName(rawValue: "wsdot-page")
}

extension SourceFormat {
  /// WSDOT's mobile feed: `{"GetMountainPassConditionsResult":{"PassCondition":[...]}}`.
  static let wsdotFeed = SourceFormat(rawValue: "wsdot-feed")
  /// The Traveler Information API: a JSON array of passes, one pass object, or `ArrayOfPassCondition` XML.
  static let wsdotAPI = SourceFormat(rawValue: "wsdot-api")
  /// A wsdot.com pass page as a browser renders it (`div.condition` rows).
  static let wsdotPage = SourceFormat(rawValue: "wsdot-page")
  /// A 2008–2021 wsdot.com pass page (`PassInfo*` spans).
  static let legacyPage = SourceFormat(rawValue: "legacy-page")
}

/// Washington State DOT: the mobile feed (default), the Traveler Information API or pass pages.
struct WSDOT: Agency {
  var id: AgencyID { .wsdot }
  var name: String { "WSDOT" }
  /// Its recordings were laid out by path before mirrors were laid out by host.
  var mirrorLayout: BaseLocation.Layout { .byPath }
  var state: String? { "wa" }
  var aliases: [Int: [String]] { Self.aliases }
  /// Names drivers use for its passes besides its own.
  static let aliases: [Int: [String]] = [
    6: ["Mount Baker Highway", "Mt Baker Highway", "Mount Baker", "Mt Baker"],
    7: ["North Cascades Highway", "North Cascades Hwy", "North Cascades", "North Cascade Highway", "SR 20"],
    5: ["Crystal Mountain", "Greenwater"],
    11: ["Snoqualmie Summit"],
    // "white" has always meant White Pass, Idaho's White Bird Hill notwithstanding.
    12: ["White"],
    17: ["Tiger Summit"],
  ]
  var attribution: String { "Washington State Department of Transportation (WSDOT)" }
  /// WSDOT updates every pass at least daily in season: a report older than two days has missed
  /// an update (the off-season's weeks-old records included).
  var oldAfter: TimeSpan? { TimeSpan(seconds: 2 * 86400) }
  var idRange: ClosedRange<Int> { 1...999 }
  var catalogue: [Pass] { PassCatalog.wsdot }
  var sourceNames: [SourceName] { [.wsdot, .wsdotAPI, .wsdotPage] }

  /// The API's access code: `?AccessCode=` on wsdot.wa.gov, from `WSDOT_ACCESS_CODE`, the key file,
  /// or the file Passengr 0.1 read (`access-code` in the config directory).
  var key: AgencyKey? {
    AgencyKey(
      name: "access code", variable: "WSDOT_ACCESS_CODE", placement: .query("AccessCode"), hosts: ["wsdot.wa.gov"],
      neededBy: [.wsdotAPI], rejectedStatuses: [400, 401, 403], legacyFiles: ["access-code"], isAccessCodeFileKey: true)
  }

  /// Creates the agency.
  init() {}

  var formats: [SourceFormat] { [.wsdotFeed, .wsdotAPI, .wsdotPage, .legacyPage] }

  /// The feed and the API by their keys and namespace; any other JSON object or array only likely
  /// the API; HTML a pass page, sure only when it names wsdot or carries the old page's spans.
  func recognise(_ data: Data) -> SourceFormat.Recognition? {
    let (first, head) = SourceFormat.head(of: data)
    switch first {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      if head.contains(bytes: "GetMountainPassConditionsResult") { return .certain(.wsdotFeed) }
      return head.contains(bytes: "MountainPassId") ? .certain(.wsdotAPI) : .likely(.wsdotAPI)
    default:
      if head.contains(bytes: "ArrayOfPassCondition") || head.contains(bytes: "<PassCondition") {
        return .certain(.wsdotAPI)
      }
      if data.contains(bytes: "PassInfoRestrictions") { return .certain(.legacyPage) }
      return data.contains(bytes: "wsdot") || data.contains(bytes: "WSDOT") ? .certain(.wsdotPage) : .likely(.wsdotPage)
    }
  }

  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
    -> [PassReport]
  {
    let reports: [PassReport]
    switch format {
    case .wsdotAPI:
      let resource = ResourceLoader.Resource(data: data, charset: charset, location: location)
      reports = try WSDOTAPISource.decode(resource, location: location, fetchedAt: fetchedAt)
    case .wsdotPage, .legacyPage:
      var report = try PassPageDecoder.decode(
        data, format: format, charset: charset, url: location, fetchedAt: fetchedAt)
      let named = PageIdentity.pass(named: report.publishedName)
      report.id = named?.id
      if let named {
        // "Travel northbound" on an east–west pass cannot be placed: it counts for both directions.
        report.conditions.restrictions = DirectionPlacement.place(report.conditions.restrictions, on: named.directions)
      }
      reports = [report]
    case .wsdotFeed:
      reports = try FeedDecoder.mobileFeed(data, url: location, fetchedAt: fetchedAt)
    default:
      throw SourceError.unknownFormat(format.rawValue, known: formats.map(\.rawValue))
    }
    // WSDOT publishes "Snoqualmie Pass I-90": name and highway in one.
    return reports.map { report in
      var report = report
      let split = PassCatalog.split(publishedName: report.publishedName)
      report.name = split.name
      report.highway = split.highway
      return report
    }
  }

  func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
    switch name {
    case .wsdotAPI: return WSDOTAPISource(loader: settings.loader, clock: settings.clock)
    case .wsdotPage: return WSDOTPageSource(loader: settings.loader, clock: settings.clock)
    default: return WSDOTFeedSource(loader: settings.loader, clock: settings.clock)
    }
  }
}

extension WSDOTFeedSource: AgencySource {
  var name: String { SourceName.wsdot.rawValue }
  var answersWholeCatalogue: Bool { true }
  func requestURLs(for pass: Pass) -> [URL] { [Self.url] }
  /// Whether every record of the answer names its pass.
  var consultedNames: [String] { [UnattributedRecords.healthName] }
}

extension WSDOTAPISource: AgencySource {
  var name: String { SourceName.wsdotAPI.rawValue }
  var answersWholeCatalogue: Bool { true }
  func requestURLs(for pass: Pass) -> [URL] { [Self.url] }
  /// Whether every record of the answer names its pass.
  var consultedNames: [String] { [UnattributedRecords.healthName] }
}

extension WSDOTPageSource: AgencySource {
  var name: String { SourceName.wsdotPage.rawValue }
  var answersWholeCatalogue: Bool { false }
  func requestURLs(for pass: Pass) -> [URL] { pass.pageSlug.map { [Self.url(slug: $0)] } ?? [] }
}
