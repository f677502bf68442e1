import FoundationEssentials

/// One wsdot.com page per pass, fetched concurrently; each pass's failure stays its own.
struct WSDOTPageSource: PassSource {
  /// The page of the pass with slug `slug`.
  static func url(slug: String) -> URL {
    URL(string: "https://wsdot.com/travel/real-time/mountainpasses/")!.appendingPathComponent(slug)
  }

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
    let loader = self.loader
    let clock = self.clock
    return await eachPass(passes, progress: progress) { pass in
      guard let slug = pass.pageSlug else {
        throw SourceError.passNotInSource(id: pass.id, source: SourceName.wsdotPage.rawValue)
      }
      let resource = try await loader.load(Self.url(slug: slug))
      let format = resource.data.contains(bytes: "PassInfoRestrictions") ? SourceFormat.legacyPage : .wsdotPage
      let directions = pass.directions
      let fetchedAt = clock()
      // Off the cooperative pool: a huge page parses on its own thread, and the deadline still fires.
      return try await CPUWork.run {
        let report = try PassPageDecoder.decode(
          resource.data, format: format, charset: resource.charset, url: resource.location, fetchedAt: fetchedAt,
          directions: directions)
        // Another pass's page is never read as this one's.
        return try PageIdentity.confirm(report, is: pass, url: resource.location).conditions
      }
    }
  }
}
