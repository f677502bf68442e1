import Foundation

/// CDOT's feed: the road conditions and the incidents, each read whole (every page) once per
/// refresh, concurrently, through the shared loader, which adds the key as the `apiKey` query item.
/// One answer carries every Colorado pass.
struct CDOTSource: AgencySource {
  private let loader: ResourceLoader
  private let clock: @Sendable () -> Date

  /// Creates the source.
  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date = Date.init) {
    self.loader = loader
    self.clock = clock
  }

  var name: String { AgencyID.cdot.rawValue }
  var answersWholeCatalogue: Bool { true }
  var consultedNames: [String] { [CDOTReading.incidentsName] }
  func requestURLs(for pass: Pass) -> [URL] { [CDOTFeed.roadConditions.url()] }

  func contactedURLs(for pass: Pass) -> [(source: String, url: URL)] {
    [(name, CDOTFeed.roadConditions.url()), (CDOTReading.incidentsName, CDOTFeed.incidents.url())]
  }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    defer { progress?(passes.count) }
    let reading = await read()
    return Dictionary(passes.map { ($0.id, reading.conditions(for: $0)) }, uniquingKeysWith: { first, _ in first })
  }

  /// Reads both feeds.
  func read() async -> CDOTReading {
    let loader = self.loader
    async let segments = Self.attempt { try await CDOTFeed.roadConditions.records(through: loader) }
    async let incidents = Self.attempt { try await CDOTFeed.incidents.records(through: loader) }
    return CDOTReading(segments: await segments, incidents: await incidents, fetchedAt: clock())
  }

  /// The outcome of `body` as a value.
  private static func attempt<Value: Sendable>(_ body: @Sendable () async throws -> Value) async -> Result<Value, Error>
  {
    do { return .success(try await body()) } catch { return .failure(error) }
  }
}
