import FoundationEssentials

/// WYDOT's route pages: one request per route the asked passes need (not per pass), concurrently,
/// through the same loader, limits and deadlines as every source. A page that fails fails only the
/// passes on it.
struct WYDOTSource: AgencySource {
  /// The page of `route` ("WY22", "I80"): `https://www.wyoroad.info/pls/Browse/WRR.RoutesResults?SelectedRoute=WY22`.
  static func url(route: String) -> URL {
    let slug = route.uppercased().filter { $0.isLetter || $0.isNumber }
    return URL(string: "https://www.wyoroad.info/pls/Browse/WRR.RoutesResults?SelectedRoute=\(slug)")
      ?? URL(fileURLWithPath: "/pls/Browse/WRR.RoutesResults")
  }

  private let loader: ResourceLoader
  private let clock: @Sendable () -> Date

  /// Creates the source.
  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date) {
    self.loader = loader
    self.clock = clock
  }

  var name: String { WYDOTReport.source }
  var answersWholeCatalogue: Bool { false }
  func requestURLs(for pass: Pass) -> [URL] { WYDOTCatalog.routes(of: pass).map { Self.url(route: $0) } }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    defer { progress?(passes.count) }
    let routes = passes.flatMap(WYDOTCatalog.routes(of:)).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    let loader = self.loader
    let pages = await Concurrently.results(for: routes) { route -> RoutePage in
      try await loader.decoded(Self.url(route: route)) { resource in
        try await CPUWork.run {
          try RoutePage.decode(resource.data, charset: resource.charset, url: resource.location, route: route)
        }
      }
    }
    let now = clock()
    return Dictionary(
      passes.map { pass in
        (
          pass.id,
          WYDOTReport.conditions(for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: pages, now: now)
        )
      }, uniquingKeysWith: { first, _ in first })
  }
}
