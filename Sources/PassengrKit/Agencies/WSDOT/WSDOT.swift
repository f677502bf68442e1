import Foundation

extension AgencyID {
  /// Washington State DOT.
  static let wsdot = AgencyID(rawValue: "wsdot")
}

/// Washington State DOT: the mobile feed (default), the Traveler Information API or pass pages.
struct WSDOT: Agency {
  var id: AgencyID { .wsdot }
  var name: String { "WSDOT" }
  var catalogue: [Pass] { PassCatalog.wsdot }

  /// Creates the agency.
  init() {}

  var endpoints: [(name: String, url: URL)] {
    [("wsdot", WSDOTFeedSource.url), ("wsdot-api", WSDOTAPISource.url), ("wsdot-page", WSDOTPageSource.url(slug: "snoqualmie"))]
  }

  var formats: [SourceFormat] { [.wsdotFeed, .wsdotAPI, .wsdotPage, .legacyPage] }

  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws -> [PassReport] {
    let reports: [PassReport]
    switch format {
    case .wsdotAPI:
      let resource = ResourceLoader.Resource(data: data, charset: charset, location: location)
      reports = try WSDOTAPISource.decode(resource, location: location, fetchedAt: fetchedAt)
    case .wsdotPage, .legacyPage:
      var report = try PassPageDecoder.decode(data, format: format, charset: charset, url: location, fetchedAt: fetchedAt)
      report.id = PassCatalog.pass(publishedName: report.publishedName)?.id
      reports = [report]
    default:
      reports = try FeedDecoder.mobileFeed(data, url: location, fetchedAt: fetchedAt)
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

  func credential(environment: [String: String], file: URL?) throws -> String? {
    try AccessCode.find(environment: environment, file: file)
  }

  func source(_ settings: SourceSettings) -> any AgencySource {
    switch settings.wsdotSource {
    case .wsdot: return WSDOTFeedSource(loader: settings.loader, clock: settings.clock)
    case .wsdotAPI: return WSDOTAPISource(loader: settings.loader, accessCode: settings.accessCode, clock: settings.clock)
    case .wsdotPage: return WSDOTPageSource(loader: settings.loader, clock: settings.clock)
    }
  }
}

extension WSDOTFeedSource: AgencySource {
  var name: String { SourceKind.wsdot.rawValue }
  var probeURL: URL { Self.url }
  var answersWholeCatalogue: Bool { true }
  func requestURLs(for pass: Pass) -> [URL] { [Self.url] }
}

extension WSDOTAPISource: AgencySource {
  var name: String { SourceKind.wsdotAPI.rawValue }
  var probeURL: URL { Self.url }
  var answersWholeCatalogue: Bool { true }
  func requestURLs(for pass: Pass) -> [URL] { [Self.url] }
}

extension WSDOTPageSource: AgencySource {
  var name: String { SourceKind.wsdotPage.rawValue }
  var probeURL: URL { Self.url(slug: "snoqualmie") }
  var answersWholeCatalogue: Bool { false }
  func requestURLs(for pass: Pass) -> [URL] { pass.pageSlug.map { [Self.url(slug: $0)] } ?? [] }
}
