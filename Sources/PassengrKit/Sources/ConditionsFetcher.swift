import Foundation

/// Fetches conditions for a list of passes: WSDOT passes from the chosen source, passes the user
/// added from their own pages, all at once.
public struct ConditionsFetcher: Sendable {
  /// The source used for WSDOT passes.
  public let source: SourceKind
  private let builtIn: any PassSource
  private let custom: CustomPageSource

  /// Creates a fetcher.
  public init(source: SourceKind, loader: ResourceLoader, accessCode: String? = nil, clock: @escaping @Sendable () -> Date = Date.init) {
    self.source = source
    switch source {
    case .wsdot: builtIn = WSDOTFeedSource(loader: loader, clock: clock)
    case .wsdotAPI: builtIn = WSDOTAPISource(loader: loader, accessCode: accessCode, clock: clock)
    case .wsdotPage: builtIn = WSDOTPageSource(loader: loader, clock: clock)
    }
    custom = CustomPageSource(loader: loader, clock: clock)
  }

  /// The URL the chosen source reads for WSDOT passes (before any base-URL redirection).
  public var sourceURL: URL {
    switch source {
    case .wsdot: return WSDOTFeedSource.url
    case .wsdotAPI: return WSDOTAPISource.url
    case .wsdotPage: return WSDOTPageSource.url(slug: "snoqualmie")
    }
  }

  /// Whether one answer of the built-in source carries every pass (the feed and the API do; pages
  /// come one per pass).
  public var answersWholeCatalogue: Bool { source != .wsdotPage }

  /// The name of the source `pass` is read from: the built-in source's, or the host of the page of
  /// a pass the user added. Health is counted per source.
  public func sourceName(for pass: Pass) -> String {
    guard let custom = pass.custom else { return source.rawValue }
    return custom.url.host.map { "custom \($0)" } ?? "custom"
  }

  /// One result per pass id; `progress` hears how many more passes are done.
  public func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)? = nil) async -> [Int: Result<PassConditions, Error>] {
    let wsdot = passes.filter { !$0.isCustom }
    let mine = passes.filter(\.isCustom)
    async let fromWSDOT = wsdot.isEmpty ? [:] : builtIn.conditions(for: wsdot, progress: progress)
    async let fromCustom = mine.isEmpty ? [:] : custom.conditions(for: mine, progress: progress)
    return await fromWSDOT.merging(fromCustom) { first, _ in first }
  }
}
