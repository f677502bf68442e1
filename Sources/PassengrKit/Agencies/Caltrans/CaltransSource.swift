import Foundation

/// Caltrans' two sources for a pass, read together: the district chain-control feeds and the
/// highway-information page of each route (closures, chain requirements, one-way control). A pass
/// is never "open" on chain controls alone: when its route's page cannot be read, its open
/// directions read unknown, saying why.
struct CaltransSource: AgencySource {
  /// The health name of the highway-information pages.
  static let highwayInfoName = "caltrans-roadinfo"

  private let chains: ChainControlSource
  private let loader: ResourceLoader
  private let clock: @Sendable () -> Date

  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date) {
    chains = ChainControlSource(loader: loader, clock: clock)
    self.loader = loader
    self.clock = clock
  }

  var name: String { chains.name }
  var probeURL: URL { chains.probeURL }
  var answersWholeCatalogue: Bool { false }
  var consultedNames: [String] { [Self.highwayInfoName] }
  // Only the feeds' hosts decide whether the pass can be fetched at all; a page that fails makes
  // its passes' open directions unknown instead.
  func requestURLs(for pass: Pass) -> [URL] { chains.requestURLs(for: pass) }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<PassConditions, Error>] {
    let routes = Array(Set(passes.compactMap { $0.corridor?.route })).sorted()
    async let feeds = chains.conditions(for: passes, progress: progress)
    let loader = self.loader
    let pages = await Concurrently.results(for: routes) { route -> HighwayInfoPage in
      let resource = try await loader.load(HighwayInfoPage.url(route: route))
      return try await CPUWork.run { try HighwayInfoPage.decode(resource.data, charset: resource.charset, url: resource.location) }
    }
    var results = await feeds
    let now = clock()
    for pass in passes {
      guard case .success(let conditions) = results[pass.id], let route = pass.corridor?.route else { continue }
      let page = pages[route] ?? .failure(PassengrError.passNotInSource(id: pass.id, source: Self.highwayInfoName))
      results[pass.id] = .success(Self.combine(conditions, pass: pass, page: page, now: now))
    }
    return results
  }

  /// The chain controls of `pass` with what its route's page says on its stretch: each direction
  /// the worst of both, the worst one's text; every applied entry kept as a notice.
  static func combine(_ conditions: PassConditions, pass: Pass, page: Result<HighwayInfoPage, Error>, now: Date) -> PassConditions {
    var combined = conditions
    combined.consulted = [highwayInfoName]
    switch page {
    case .failure(let error):
      let why = "closures could not be checked: \(TextSanitizer.clean(String(describing: error)))"
      combined.partialFailures[highwayInfoName] = TextSanitizer.clean(String(describing: error))
      combined.warning = why
      combined.roadConditions = "Chain controls only: closures could not be checked."
      combined.restrictions = conditions.restrictions.map { restriction in
        guard restriction.level == .open else { return restriction }
        return Restriction(direction: restriction.direction, text: "\(restriction.text) (\(why))", level: .unknown)
      }
    case .success(let page):
      let applying = page.entries.filter { Stretch.concerns($0, passID: pass.id, name: pass.name) }
      combined.reports = applying.map { entry in
        PassConditions.Notice(
          source: highwayInfoName, direction: entry.direction, level: entry.level(at: now), kind: entry.kind.rawValue,
          isUpcoming: entry.isUpcoming(at: now), text: entry.text)
      }
      combined.restrictions = conditions.restrictions.map { restriction in
        let candidates = applying.filter { $0.concerns(restriction.direction) }.compactMap { entry in entry.level(at: now).map { (entry, $0) } }
        guard let (entry, level) = candidates.max(by: { $0.1.rank < $1.1.rank }), level.rank > restriction.level.rank else {
          return restriction
        }
        return Restriction(direction: restriction.direction, text: entry.text, level: level)
      }
      // Both sources answered: the pass's state is complete, so no disclaimer.
      combined.roadConditions = nil
      let unreadable = page.entries.filter { $0.places.isEmpty && [.closure, .chains, .oneWayControl].contains($0.kind) }.count
      if unreadable > 0 {
        combined.notes.append("highway information \(page.route): \(unreadable) entr\(unreadable == 1 ? "y" : "ies") named no place that could be read")
      }
    }
    return combined
  }
}
