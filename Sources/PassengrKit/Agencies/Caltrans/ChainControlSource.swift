import FoundationEssentials
import Networking

/// Caltrans chain controls: fetches only the district feeds the asked passes need, concurrently,
/// through the same loader (and so the same concurrency limit and deadlines) as every source. A
/// district that fails, or whose feed has stopped being regenerated, fails only its own passes.
struct ChainControlSource: AgencySource {
  /// How old a feed's newest record may be before the feed counts as no longer regenerated.
  static let maximumAge: TimeInterval = 3 * 3600

  /// The feed of district `number`: `https://cwwp2.dot.ca.gov/data/d3/cc/ccStatusD03.json`.
  static func url(district number: Int) -> URL {
    let padded = number < 10 ? "0\(number)" : "\(number)"
    return URL(string: "https://cwwp2.dot.ca.gov/data/d\(number)/cc/ccStatusD\(padded).json")
      ?? URL(fileURLWithPath: "/data/d\(number)/cc/ccStatusD\(padded).json")
  }

  private let loader: ResourceLoader
  private let clock: @Sendable () -> Date

  /// Creates the source.
  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date) {
    self.loader = loader
    self.clock = clock
  }

  var name: String { AgencyID.caltrans.rawValue }
  var answersWholeCatalogue: Bool { false }
  func requestURLs(for pass: Pass) -> [URL] { (pass.corridor?.districts ?? []).map { Self.url(district: $0) } }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    defer { progress?(passes.count) }
    let districts = Array(Set(passes.flatMap { $0.corridor?.districts ?? [] })).sorted()
    let loader = self.loader
    let clock = self.clock
    // A saved file (a directory given as the base location) is a snapshot shown with its own times; only a feed
    // served live can have stopped being regenerated.
    let judgesAge = !loader.readsFromDisk
    // One result per district; a district still waiting at the deadline fails alone.
    let byDistrict = await Concurrently.results(for: districts) { district -> ChainControlFeed in
      let (feed, location) = try await loader.decoded(Self.url(district: district)) { resource in
        (
          try await CPUWork.run {
            try ChainControlFeed.decode(resource.data, district: district, url: resource.location)
          }, resource.location
        )
      }
      let now = clock()
      if judgesAge, now.timeIntervalSince(feed.generatedAt(now: now) ?? .distantPast) > Self.maximumAge {
        let age = feed.generatedAt(now: now).map { $0.age(at: now) } ?? "at no time an in-service record gives"
        throw SourceError.source(.caltrans, CaltransFailure.staleFeed(url: location, age: age))
      }
      return feed
    }
    let fetchedAt = clock()
    var answers: [Int: Result<PassConditions, Error>] = [:]
    for pass in passes {
      guard let corridor = pass.corridor else {
        answers[pass.id] = .failure(SourceError.passNotInSource(id: pass.id, source: name))
        continue
      }
      var feeds: [ChainControlFeed] = []
      var failure: Error?
      for district in corridor.districts {
        switch byDistrict[district] {
        case .success(let feed): feeds.append(feed)
        case .failure(let error): failure = failure ?? error
        case nil: failure = failure ?? SourceError.passNotInSource(id: pass.id, source: name)
        }
      }
      if let failure {
        answers[pass.id] = .failure(failure)
      } else if let conditions = ChainControlFeed.conditions(
        for: corridor, directions: pass.directions, in: feeds, fetchedAt: fetchedAt)
      {
        answers[pass.id] = .success(conditions)
      } else {
        answers[pass.id] = .failure(
          SourceError.source(
            .caltrans,
            CaltransFailure.noCheckpoints(
              pass: pass.name, route: corridor.route,
              districts: corridor.districts.map { "\($0)" }.joined(separator: ", "))))
      }
    }
    return answers
  }
}
