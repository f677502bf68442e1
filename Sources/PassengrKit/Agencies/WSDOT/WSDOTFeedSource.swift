import FoundationEssentials

/// WSDOT's mobile feed: every pass in one keyless request.
struct WSDOTFeedSource: PassSource {
  /// The feed's address.
  static let url = URL(string: "https://data.wsdot.wa.gov/mobile/MountainPassConditions.json")!

  private let loader: ResourceLoader
  private let clock: @Sendable () -> Date

  /// Creates the source.
  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date) {
    self.loader = loader
    self.clock = clock
  }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    defer { progress?(passes.count) }
    do {
      // A 304 reuses the records the same body was read to; only the fetch time is new.
      let (records, location) = try await loader.decoded(Self.url) { resource in
        (
          try await CPUWork.run { try FeedDecoder.mobileFeedRecords(resource.data, url: resource.location) },
          resource.location
        )
      }
      let fetchedAt = clock()
      let reports = try FeedDecoder.mobileFeedReports(records, url: location, fetchedAt: fetchedAt)
      return matching(passes, with: reports, source: SourceName.wsdot.rawValue)
    } catch {
      return failing(passes, with: error)
    }
  }
}
