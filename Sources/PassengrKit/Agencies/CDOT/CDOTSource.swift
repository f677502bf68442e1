import FoundationEssentials

/// CDOT's feed: the road conditions, the incidents and the planned events, each read whole (every
/// page) once per refresh, concurrently, through the shared loader, which adds the key as the
/// `apiKey` query item and paces the pages. One answer carries every Colorado pass.
struct CDOTSource: AgencySource {
  private let loader: ResourceLoader
  private let clock: @Sendable () -> Date

  /// Creates the source.
  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date) {
    self.loader = loader
    self.clock = clock
  }

  var name: String { AgencyID.cdot.rawValue }
  var answersWholeCatalogue: Bool { true }
  var consultedNames: [String] { [CDOTReading.incidentsName, CDOTReading.plannedEventsName] }
  func requestURLs(for pass: Pass) -> [URL] { [CDOTFeed.roadConditions.url()] }

  func contactedURLs(for pass: Pass) -> [(source: String, url: URL)] {
    [
      (name, CDOTFeed.roadConditions.url()), (CDOTReading.incidentsName, CDOTFeed.incidents.url()),
      (CDOTReading.plannedEventsName, CDOTFeed.plannedEvents.url()),
    ]
  }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    defer { progress?(passes.count) }
    let reading = await read()
    return Dictionary(passes.map { ($0.id, reading.conditions(for: $0)) }, uniquingKeysWith: { first, _ in first })
  }

  /// Reads the three feeds. A recording (a directory) is judged at its own newest time, not at the
  /// moment it is read: whether a planned event is in effect depends on it.
  func read() async -> CDOTReading {
    let loader = self.loader
    async let segments = Self.attempt { try await CDOTFeed.roadConditions.records(through: loader) }
    async let incidents = Self.attempt { try await CDOTFeed.incidents.records(through: loader) }
    async let planned = Self.attempt { try await CDOTFeed.plannedEvents.records(through: loader) }
    var reading = CDOTReading(segments: await segments, incidents: await incidents, fetchedAt: clock())
    reading.plannedEvents = await planned
    if loader.readsFromDisk {
      let fetchedAt = reading.fetchedAt
      let times = [reading.segments, reading.incidents, reading.plannedEvents].compactMap { try? $0.get() }.joined()
        .compactMap(\.updatedAt)
      reading.judgedAt = times.filter { $0 <= fetchedAt.addingTimeInterval(OldReason.skew) }.max()
    }
    return reading
  }

  /// The outcome of `body` as a value.
  private static func attempt<Value: Sendable>(_ body: @Sendable () async throws -> Value) async -> Result<Value, Error>
  {
    do { return .success(try await body()) } catch { return .failure(error) }
  }
}
