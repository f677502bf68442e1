import Foundation

extension AgencyID {
  /// Washington State DOT.
  public static let wsdot = AgencyID(rawValue: "wsdot")
}

/// Washington State DOT: the mobile feed (default), the Traveler Information API or pass pages.
struct WSDOT: Agency {
  public var id: AgencyID { .wsdot }
  public var name: String { "WSDOT" }
  public var catalogue: [Pass] { PassCatalog.wsdot }

  /// Creates the agency.
  public init() {}

  public func source(_ settings: SourceSettings) -> any AgencySource {
    switch settings.wsdotSource {
    case .wsdot: return WSDOTFeedSource(loader: settings.loader, clock: settings.clock)
    case .wsdotAPI: return WSDOTAPISource(loader: settings.loader, accessCode: settings.accessCode, clock: settings.clock)
    case .wsdotPage: return WSDOTPageSource(loader: settings.loader, clock: settings.clock)
    }
  }
}

extension WSDOTFeedSource: AgencySource {
  public var name: String { SourceKind.wsdot.rawValue }
  public var probeURL: URL { Self.url }
  public var answersWholeCatalogue: Bool { true }
  public func requestURLs(for pass: Pass) -> [URL] { [Self.url] }
}

extension WSDOTAPISource: AgencySource {
  public var name: String { SourceKind.wsdotAPI.rawValue }
  public var probeURL: URL { Self.url }
  public var answersWholeCatalogue: Bool { true }
  public func requestURLs(for pass: Pass) -> [URL] { [Self.url] }
}

extension WSDOTPageSource: AgencySource {
  public var name: String { SourceKind.wsdotPage.rawValue }
  public var probeURL: URL { Self.url(slug: "snoqualmie") }
  public var answersWholeCatalogue: Bool { false }
  public func requestURLs(for pass: Pass) -> [URL] { pass.pageSlug.map { [Self.url(slug: $0)] } ?? [] }
}
