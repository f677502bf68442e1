import FoundationEssentials

/// ODOT's TripCheck API: the road and weather reports, the code list (kept a day) and the
/// incidents, read concurrently through the shared loader, which adds the subscription key as a
/// header. One answer carries every Oregon pass.
struct ODOTSource: AgencySource {
  /// The road and weather reports of every station.
  static let reportsURL = URL(string: "https://api.odot.state.or.us/tripcheck/RW/Reports")!
  /// The code tables.
  static let metadataURL = URL(string: "https://api.odot.state.or.us/tripcheck/RW/Metadata")!
  /// Closures and other events.
  static let incidentsURL = URL(string: "https://api.odot.state.or.us/tripcheck/Incidents")!
  /// What every request asks for besides the key: JSON, and no cached copy on the way.
  static let headers = ["Accept": "application/json", "Cache-Control": "no-cache"]

  private let loader: ResourceLoader
  private let clock: @Sendable () -> Date
  private let cache: ODOTMetadataCache

  /// Creates the source; the code list is kept in `cacheDirectory` when there is one and the data
  /// comes from the network (a directory is read afresh each time).
  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date, cacheDirectory: URL? = nil) {
    self.loader = loader
    self.clock = clock
    cache = ODOTMetadataCache(directory: loader.readsFromDisk ? nil : cacheDirectory, origin: loader.origin)
  }

  var name: String { AgencyID.odot.rawValue }
  var answersWholeCatalogue: Bool { true }
  var consultedNames: [String] { [ODOTReading.incidentsName, ODOTReading.metadataName] }
  func requestURLs(for pass: Pass) -> [URL] { [Self.reportsURL] }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    defer { progress?(passes.count) }
    let reading = await read()
    return Dictionary(passes.map { ($0.id, reading.conditions(for: $0)) }, uniquingKeysWith: { first, _ in first })
  }

  /// Reads the three answers: the reports and incidents always, the code list when the saved one
  /// is older than a day, missing, or does not explain a code the reports carry.
  func read() async -> ODOTReading {
    let started = clock()
    let saved = cache.read(now: started)
    async let reports = attempt { try await fetchReports() }
    async let incidents = attempt { try await fetchIncidents() }
    async let fetched: Result<ODOTMetadata, Error>? =
      saved?.isFresh == true ? nil : attempt { try await fetchMetadata() }
    let answer = await reports
    var metadata: Result<ODOTMetadata, Error>
    switch (await fetched, saved) {
    case (.success(let list)?, _):
      cache.save(list, now: started)
      metadata = .success(list)
    case (.failure, let saved?):
      // A day-old list still explains the codes it has; a code it lacks reads unknown anyway.
      metadata = .success(saved.metadata)
    case (.failure(let error), nil):
      metadata = .failure(error)
    case (nil, let saved?):
      metadata = .success(saved.metadata)
      if case .success(let read) = answer, !read.reports.values.allSatisfy(saved.metadata.explains),
        case .success(let newer) = await attempt({ try await fetchMetadata() })
      {
        cache.save(newer, now: started)
        metadata = .success(newer)
      }
    case (nil, nil):
      metadata = .failure(SourceError.passNotInSource(id: 0, source: ODOTReading.metadataName))
    }
    let fetchedAt = clock()
    // A saved answer read from a directory is a snapshot: its reports expire against its own time.
    let now = loader.readsFromDisk ? ((try? answer.get())?.ownTime(or: fetchedAt) ?? fetchedAt) : fetchedAt
    return ODOTReading(reports: answer, metadata: metadata, incidents: await incidents, now: now, fetchedAt: fetchedAt)
  }

  /// The road and weather reports.
  private func fetchReports() async throws -> ODOTReportsAnswer {
    let resource = try await loader.load(Self.reportsURL, headers: Self.headers)
    return try await CPUWork.run { try ODOTReportsAnswer.decode(resource.data, url: resource.location) }
  }

  /// The incident list.
  private func fetchIncidents() async throws -> ODOTIncidentsAnswer {
    let resource = try await loader.load(Self.incidentsURL, headers: Self.headers)
    return try await CPUWork.run { try ODOTIncidentsAnswer.decode(resource.data, url: resource.location) }
  }

  /// The code tables.
  private func fetchMetadata() async throws -> ODOTMetadata {
    let resource = try await loader.load(Self.metadataURL, headers: Self.headers)
    return try ODOTMetadata.decode(resource.data, url: resource.location)
  }

  /// The outcome of `body` as a value.
  private func attempt<Value: Sendable>(_ body: @Sendable () async throws -> Value) async -> Result<Value, Error> {
    do { return .success(try await body()) } catch { return .failure(error) }
  }
}
