/// The built-in ways to get WSDOT pass data.
public enum SourceKind: String, CaseIterable, Codable, Sendable {
  /// WSDOT's mobile feed: one keyless request for every pass (the default).
  case wsdot
  /// The Traveler Information API; needs a free access code.
  case wsdotAPI = "wsdot-api"
  /// One wsdot.com page per pass, scraped (useful with saved pages and mirrors).
  case wsdotPage = "wsdot-page"
}
