import FoundationEssentials
import Networking

/// Caltrans' two sources for a pass, read together: the district chain-control feeds and the
/// highway-information page of each route (closures, chain requirements, one-way control). A pass
/// is never "open" on chain controls alone: when its route's page cannot be read, its open
/// directions read unknown, saying why.
struct CaltransSource: AgencySource {
  /// The routes only one built-in pass lies on, worked out once: "the summit" on such a route's
  /// page is that pass.
  static let routesWithOnePass: Set<String> = {
    let routes = Caltrans().catalogue.compactMap { $0.corridor?.route }
    return Set(routes.filter { route in routes.filter { $0 == route }.count == 1 })
  }()

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
  var answersWholeCatalogue: Bool { false }
  var consultedNames: [String] { [Self.highwayInfoName] }
  // Only the feeds' hosts decide whether the pass can be fetched at all; a page that fails makes
  // its passes' open directions unknown instead.
  func requestURLs(for pass: Pass) -> [URL] { chains.requestURLs(for: pass) }
  // A refresh reads the route's highway-information page too: its host is needed as much.
  func contactedURLs(for pass: Pass) -> [(source: String, url: URL)] {
    requestURLs(for: pass).map { (name, $0) }
      + (pass.corridor.map { [(Self.highwayInfoName, HighwayInfoPage.url(route: $0.route))] } ?? [])
  }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    let routes = Array(Set(passes.compactMap { $0.corridor?.route })).sorted()
    async let feeds = chains.conditions(for: passes, progress: progress)
    let loader = self.loader
    let pages = await Concurrently.results(for: routes) { route -> HighwayInfoPage in
      try await loader.decoded(HighwayInfoPage.url(route: route)) { resource in
        try await CPUWork.run {
          try HighwayInfoPage.decode(resource.data, charset: resource.charset, url: resource.location, route: route)
        }
      }
    }
    var results = await feeds
    let now = clock()
    for pass in passes {
      guard let route = pass.corridor?.route, let chainResult = results[pass.id] else { continue }
      var page = pages[route] ?? .failure(SourceError.passNotInSource(id: pass.id, source: Self.highwayInfoName))
      if case .failure(let error) = page, (error as? NetworkError) == .cancelled || error is CancellationError {
        // Cut short by the refresh's deadline: say where it was still reading, not "cancelled".
        let url = loader.effectiveURL(for: HighwayInfoPage.url(route: route)).absoluteString
        page = .failure(
          SourceError.sourceFailed(
            reason: "\(url) was still being read when the refresh's \(loader.deadlineSeconds) s deadline passed"))
      }
      switch chainResult {
      case .success(let conditions):
        results[pass.id] = .success(Self.combine(conditions, pass: pass, page: page, now: now))
      case .failure(let error):
        // No chain controls for the pass (no in-service checkpoint, a district that failed): a
        // closure the page reports still stands, never hidden behind unknown.
        if case .success(let page) = page, let closed = Self.closures(of: pass, on: page, chainFailure: error, now: now)
        {
          results[pass.id] = .success(closed)
        }
      }
    }
    return results
  }

  /// Conditions from the page alone when the chain controls failed: each direction a closure in
  /// force covers is closed; the others unknown, the chain-control failure as the warning. Nil when
  /// the page closes no direction of the pass.
  static func closures(of pass: Pass, on page: HighwayInfoPage, chainFailure: Error, now: Date) -> PassConditions? {
    let closures = page.entries.filter { entry in
      entry.kind == .closure && entry.level(at: now) != nil && Stretch.concerns(entry, passID: pass.id, name: pass.name)
    }
    guard !closures.isEmpty else { return nil }
    let why = "chain controls could not be read: \(TextSanitizer.clean(String(describing: chainFailure)))"
    let restrictions = pass.directions.all.map { way -> Restriction in
      let closing = closures.filter { $0.concerns(way) }
      guard let entry = closing.max(by: { ($0.level(at: now)?.rank ?? 0) < ($1.level(at: now)?.rank ?? 0) }),
        let level = entry.level(at: now)
      else {
        return Restriction(direction: way, text: "no chain-control report (\(why))", level: .unknown)
      }
      return Restriction(direction: way, text: entry.text, level: level)
    }
    var conditions = PassConditions(
      restrictions: restrictions, roadConditions: nil, weather: nil, temperatureF: nil, updatedAt: nil, fetchedAt: now)
    conditions.consulted = [highwayInfoName]
    conditions.reports = closures.map { entry in
      PassConditions.Notice(
        source: highwayInfoName, direction: entry.direction, level: entry.level(at: now),
        kind: NoticeKind(rawValue: entry.kind.rawValue), text: entry.text)
    }
    conditions.warning = why
    return conditions
  }

  /// The chain controls of `pass` with what its route's page says on its stretch: each direction
  /// the worst of both, the worst one's text; every applied entry kept as a notice.
  static func combine(_ conditions: PassConditions, pass: Pass, page: Result<HighwayInfoPage, Error>, now: Date)
    -> PassConditions
  {
    var combined = conditions
    combined.consulted = [highwayInfoName]
    switch page {
    case .failure(let error):
      let reason = TextSanitizer.clean(String(describing: error))
      combined.partialFailures[highwayInfoName] = reason
      // The gap on each direction says what is missing; no words of ours stand in the agency's.
      combined.roadConditions = nil
      combined.keepFromOpen(pass.directions.all, mayBe: .closed, gap: .closuresNotChecked, detail: reason)
    case .success(let page):
      let isAlone = pass.corridor.map { Self.routesWithOnePass.contains($0.route) } ?? false
      let others = Caltrans.passes.filter { $0.corridor?.route == pass.corridor?.route && $0.id != pass.id }
      let standings = page.entries.map { AreaPlacement.standing(of: $0, toward: pass, among: others, isAlone: isAlone) }
      let applying = zip(page.entries, standings).filter { [.placed, .crossPlaced].contains($0.1) }.map(\.0)
      combined.reports = applying.map { entry in
        PassConditions.Notice(
          source: highwayInfoName, direction: entry.direction, level: entry.level(at: now),
          kind: NoticeKind(rawValue: entry.kind.rawValue),
          isUpcoming: entry.isUpcoming(at: now), text: entry.text)
      }
      // The page's word that the pass's own area is quiet: positive evidence, shown beside the rest.
      combined.reports += page.quietAreas.filter { AreaPlacement.contains($0, passID: pass.id) == true }.map { area in
        PassConditions.Notice(
          source: highwayInfoName, direction: nil, level: nil, kind: .information,
          text: "[\(area)] No traffic restrictions are reported for this area.")
      }
      combined.restrictions = conditions.restrictions.map { restriction in
        let candidates = applying.filter { $0.concerns(restriction.direction) }.compactMap { entry in
          entry.level(at: now).map { (entry, $0) }
        }
        guard let (entry, level) = candidates.max(by: { $0.1.rank < $1.1.rank }), level.rank > restriction.level.rank
        else {
          return restriction
        }
        return Restriction(direction: restriction.direction, text: entry.text, level: level)
      }
      // Both sources answered: the pass's state is complete, so no disclaimer.
      combined.roadConditions = nil
      // A restriction that names no place we can read may lie on this pass: the directions it may
      // cover cannot be called open.
      let unread = page.entries.filter { $0.isRestricting && $0.places.isEmpty && $0.level(at: now) != nil }
      // Entries that name another pass under an area that is neither's: not certain to lie elsewhere.
      let uncertain = zip(page.entries, standings).filter {
        $0.1 == .uncertain && $0.0.isRestricting && $0.0.level(at: now) != nil
      }.map(\.0)
      let unknownPlaces = page.entries.filter { Self.isUnplacedClosure($0, pass: pass, now: now) } + uncertain
      let unplaced = unread + unknownPlaces
      if !unplaced.isEmpty {
        if !unread.isEmpty {
          combined.notes.append(
            "highway information \(page.route): \(unread.count) entr\(unread.count == 1 ? "y" : "ies") named no place that could be read"
          )
        }
        // Each direction an entry may cover reads unknown unless it already stands at least as
        // high: a chain requirement is no answer to a closure that may lie on the pass. An entry of
        // one direction leaves the other direction's report standing.
        for entry in unplaced {
          combined.keepFromOpen(
            pass.directions.all.filter(entry.concerns), mayBe: entry.level(at: now) ?? .unknown, gap: .unplaceable,
            detail: entry.text)
        }
        combined.reports += unplaced.map { entry in
          PassConditions.Notice(
            source: highwayInfoName, direction: entry.direction, level: nil,
            kind: NoticeKind(rawValue: entry.kind.rawValue), text: entry.text)
        }
      }
    }
    return combined
  }

  /// Whether `entry` is a restriction in force (a closure, chains, traffic control, words not
  /// understood) on the route of `pass` that names places, none of them
  /// on the stretch of any built-in pass of the route, in one of the pass's counties or naming no
  /// county ("Is closed at Yuba Summit Lodge (Sierra Co)"), or counties on either side of the
  /// pass's ("from the Jct of SR 20 (Nevada Co) to the Jct of SR 70 (Plumas Co)" runs over Sierra
  /// County): it may lie on the pass, so the pass cannot be called open. Closures that name another
  /// county (the Bay Area, Sacramento) are elsewhere on the route.
  static func isUnplacedClosure(_ entry: HighwayInfoEntry, pass: Pass, now: Date) -> Bool {
    guard entry.isRestricting, !entry.places.isEmpty, let level = entry.level(at: now), level != .open,
      let corridor = pass.corridor
    else { return false }
    let onRoute = Caltrans.passes.filter { $0.corridor?.route == corridor.route }
    let isAlone = routesWithOnePass.contains(corridor.route)
    guard !onRoute.contains(where: { Stretch.concerns(entry, passID: $0.id, name: $0.name, isAlone: isAlone) }) else {
      return false
    }
    let named = Stretch.counties(in: entry.text)
    return named.isEmpty || !named.isDisjoint(with: corridor.counties.map(Stretch.key))
      || Stretch.mayCross(named, corridor)
  }
}
