import Foundation

/// WSDOT's mobile feed: every pass in one keyless request.
struct WSDOTFeedSource: PassSource {
  /// The feed's address.
  static let url = URL(string: "https://data.wsdot.wa.gov/mobile/MountainPassConditions.json")!

  private let loader: ResourceLoader
  private let clock: @Sendable () -> Date

  /// Creates the source.
  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date = Date.init) {
    self.loader = loader
    self.clock = clock
  }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<PassConditions, Error>] {
    defer { progress?(passes.count) }
    do {
      let resource = try await loader.load(Self.url)
      let fetchedAt = clock()
      let reports = try await CPUWork.run { try FeedDecoder.mobileFeed(resource.data, url: resource.location, fetchedAt: fetchedAt) }
      return matching(passes, with: reports, source: SourceName.wsdot.rawValue)
    } catch {
      return failing(passes, with: error)
    }
  }
}
