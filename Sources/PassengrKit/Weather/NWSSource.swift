import FoundationEssentials
import Networking

/// The National Weather Service's forecasts and alerts for every pass with a summit, shared by all
/// agencies (docs/nws-data.md): the point's forecast addresses and zones (kept while NWS's caching
/// headers allow, at most 7 days; an answer for another point is refused), the 12-hour and hourly
/// forecasts they name (reused while NWS's `max-age` lasts), and the alerts in force (asked at
/// every refresh, once per state or area for all passes in it, and matched to each pass by the
/// zones of its point). Requests go through the shared client, with the agencies' requests, by
/// host for a mirror or directory given as the base location. What it says never changes a road
/// level.
struct NWSSource: Sendable {
  /// The source's name in messages and JSON.
  static let name = "nws"
  /// Who publishes it, as reports credit it.
  static let attribution = "National Weather Service (NOAA), api.weather.gov"
  /// Why weather cut short by the refresh's deadline is missing: the deadline's, not NWS's trouble.
  static let lateDetail = "not answered by the time the road's data was in"
  /// The default contact in the `User-Agent` NWS asks for.
  static let defaultContact = "https://github.com/passengr/passengr"

  private let loader: ResourceLoader
  private let cache: NWSCache
  private let clock: @Sendable () -> Date
  private let headers: [String: String]

  /// A source reading through `loader` (by host for mirrors), keeping what lasts in `cacheFile`,
  /// naming `contact` (a web address or email) in its `User-Agent`.
  init(
    loader: ResourceLoader, cacheFile: URL?, contact: String? = nil, clock: @escaping @Sendable () -> Date
  ) {
    self.loader = loader.agency(access: nil, minimumInterval: nil, layout: .byHost)
    // A directory is read afresh every time: caching its files would hide an edit to them.
    cache = NWSCache(file: loader.readsFromDisk ? nil : cacheFile)
    self.clock = clock
    let contact =
      contact.map { $0.filter { !$0.isNewline && $0 != "(" && $0 != ")" } }.flatMap { $0.isEmpty ? nil : $0 }
      ?? Self.defaultContact
    headers = ["User-Agent": "Passengr/\(Passengr.version) (\(contact))", "Accept": "application/geo+json"]
  }

  /// The addresses of the point of `summit`, before any base-URL redirection.
  static func pointURL(_ summit: Coordinate) -> URL? { URL(string: "https://api.weather.gov/points/\(summit.rounded)") }
  /// The alerts in force in a state or area (`WA`), before any base-URL redirection.
  static func alertsURL(area: String) -> URL? {
    URL(string: "https://api.weather.gov/alerts/active/area/\(area)")
  }

  /// The weather of each pass with a summit, fetched now: what was obtained, and what went wrong.
  /// The alerts of every area whose zones a known point lies in are asked at once, beside the
  /// points and forecasts (and the road's requests, which run meanwhile); an area only a point
  /// fetched now reveals is asked when it is known. Each area is asked once.
  func weather(for passes: [Pass]) async -> [Int: PassWeather] {
    let located = passes.filter { $0.summit != nil }
    let areas = AreaAlerts()
    var known: Set<String> = []
    for summit in located.compactMap(\.summit) where Self.covers(summit) {
      guard let address = Self.pointURL(summit) else { continue }
      let point = await cache.point(loader.effectiveURL(for: address).absoluteString, now: clock())
      known.formUnion(Self.areas(of: point?.zones ?? []))
    }
    for area in known.sorted() { await areas.start(area) { await self.areaAlerts(area) } }
    let results = await Concurrently.results(for: located.map(\.id)) { id in
      guard let pass = located.first(where: { $0.id == id }), let summit = pass.summit else { return PassWeather() }
      return await weather(at: summit, areas: areas)
    }
    await areas.cancelAll()
    await cache.save(now: clock())
    return results.compactMapValues { try? $0.get() }
  }

  /// The states or areas of `zones` (`WA` of `WAZ568`), whose alert lists name them.
  static func areas(of zones: [String]) -> Set<String> { Set(zones.map { String($0.prefix(2)) }) }

  /// Whether NWS forecasts `summit`: NWS covers the United States, so a summit in western Canada
  /// (north of the 49th parallel, between Alaska at 141° W and the Lake of the Woods at 95.15° W)
  /// has no forecast source, and no US forecast for a point nearby stands in for one.
  static func covers(_ summit: Coordinate) -> Bool {
    !(summit.latitude > 49.0 && summit.longitude > -141.0 && summit.longitude < -95.15)
  }

  /// Everything NWS says of `summit`; nothing asked of NWS for a summit it does not cover.
  func weather(at summit: Coordinate) async -> PassWeather {
    await weather(at: summit, areas: AreaAlerts())
  }

  /// Everything NWS says of `summit`, its alerts from the lists `areas` asks once for all passes.
  private func weather(at summit: Coordinate, areas: AreaAlerts) async -> PassWeather {
    var weather = PassWeather(origin: loader.origin)
    guard Self.covers(summit) else {
      weather.problems = [WeatherProblem(kind: .outsideCoverage, resource: "forecast", detail: summit.rounded)]
      return weather
    }
    let origin = loader.origin ?? "api.weather.gov"
    if let until = await cache.refusal(at: origin, now: clock()) {
      weather.problems = [
        WeatherProblem(
          kind: .refused, resource: "point", detail: "HTTP 403, access denied; next try after \(Self.iso(until))")
      ]
      return weather
    }
    switch await point(summit) {
    case .success(let point):
      // The point's areas are asked for their alerts now, beside its forecasts.
      let zones = point.zones ?? []
      for area in Self.areas(of: zones).sorted() { await areas.start(area) { await self.areaAlerts(area) } }
      switch await forecast(point.forecast, resource: "forecast") {
      case .success(let forecast):
        weather.forecast = forecast
        if let skipped = forecast.skippedPeriods {
          weather.problems.append(
            WeatherProblem(
              kind: .unreadable, resource: "forecast",
              detail: "\(skipped) period\(skipped == 1 ? "" : "s") without a readable start and end left out"))
        }
      case .failure(let problem): weather.problems.append(problem)
      }
      if let given = point.unusableHourly {
        weather.problems.append(
          WeatherProblem(
            kind: .unreadable, resource: "hourly forecast",
            detail: "the point names no usable address for it ('\(given.prefix(80))')"))
      }
      if let hourly = point.hourly {
        switch await forecast(hourly, resource: "hourly forecast") {
        case .success(let forecast): weather.hourly = forecast
        case .failure(let problem): weather.problems.append(problem)
        }
      }
      switch await alerts(in: zones, areas: areas) {
      case .success(let listed):
        weather.listedAlerts = listed
        weather.alertsFetchedAt = clock()
        for alert in listed where alert.isActual {
          guard let times = alert.unreadableTimes, !times.isEmpty else { continue }
          weather.problems.append(
            WeatherProblem(
              kind: .unreadable, resource: "alerts",
              detail:
                "the \(times.joined(separator: " and ")) of the \(alert.event) cannot be read; it is kept as in force"))
        }
      case .failure(let problem):
        weather.problems.append(problem)
      }
    case .failure(let problem):
      // Without the point, its zones are unknown and no alert can be placed: the saved ones stay.
      weather.problems.append(problem)
    }
    return weather
  }

  /// The alerts that name any of `zones` (one naming no zone counts for every pass of its area),
  /// from each area's list, once each however many lists carry it.
  private func alerts(in zones: [String], areas: AreaAlerts) async -> Result<[WeatherAlert], WeatherProblem> {
    guard !zones.isEmpty else {
      return .failure(
        WeatherProblem(
          kind: .unreadable, resource: "alerts", detail: "the point names no zone, so no alert can be placed"))
    }
    let wanted = Set(zones)
    var listed: [WeatherAlert] = []
    var seen: Set<String> = []
    for area in Self.areas(of: zones).sorted() {
      switch await areas.result(area, { await self.areaAlerts(area) }) {
      case .success(let alerts):
        for zoned in alerts where zoned.zones.isEmpty || !zoned.zones.isDisjoint(with: wanted) {
          if seen.insert(zoned.alert.id).inserted { listed.append(zoned.alert) }
        }
      case .failure(let problem):
        return .failure(problem)
      }
    }
    return .success(listed)
  }

  /// The alerts in force in `area`, with the zones each names: one request.
  private func areaAlerts(_ area: String) async -> Result<[NWSDecoding.ZonedAlert], WeatherProblem> {
    guard let address = Self.alertsURL(area: area) else {
      return .failure(WeatherProblem(kind: .unreadable, resource: "alerts", detail: "no address for area \(area)"))
    }
    switch await get(address, resource: "alerts") {
    case .success(let answer):
      do {
        return .success(try NWSDecoding.zonedAlerts(answer.data))
      } catch {
        return .failure(WeatherProblem(kind: .unreadable, resource: "alerts", detail: "\(error) at \(answer.location)"))
      }
    case .failure(let problem):
      return .failure(problem)
    }
  }

  private func point(_ summit: Coordinate) async -> Result<NWSPoint, WeatherProblem> {
    guard let address = Self.pointURL(summit) else {
      return .failure(WeatherProblem(kind: .noDataForPoint, resource: "point", detail: summit.rounded))
    }
    let key = loader.effectiveURL(for: address).absoluteString
    let now = clock()
    // A point an earlier version kept has no zones: asked again, once, for them.
    if let point = await cache.point(key, now: now), point.zones != nil { return .success(point) }
    if await cache.isMissing(key, now: now) {
      return .failure(
        WeatherProblem(
          kind: .noDataForPoint, resource: "point", detail: "said for \(summit.rounded) within the last day"))
    }
    switch await get(address, resource: "point") {
    case .success(let answer):
      do {
        let fetchedAt = clock()
        let point = try NWSDecoding.point(
          answer.data, asked: summit, fetchedAt: fetchedAt,
          keptUntil: NWSDecoding.keptUntil(headers: answer.headers, fetchedAt: fetchedAt))
        await cache.keep(point, for: key)
        return .success(point)
      } catch {
        return .failure(WeatherProblem(kind: .unreadable, resource: "point", detail: "\(error) at \(answer.location)"))
      }
    case .failure(let problem):
      // NWS has no data for the point: said once, and not asked again for a day.
      if problem.kind == .noDataForPoint { await cache.markMissing(key, now: now) }
      return .failure(problem)
    }
  }

  private func forecast(_ address: URL, resource: String) async -> Result<WeatherForecast, WeatherProblem> {
    let key = loader.effectiveURL(for: address).absoluteString
    if let kept = await cache.forecast(key, now: clock()) { return .success(kept) }
    switch await get(address, resource: resource) {
    case .success(let answer):
      do {
        let forecast = try NWSDecoding.forecast(
          answer.data, url: address.absoluteString, fetchedAt: clock(),
          maxAge: NWSDecoding.maxAge(answer.headers["cache-control"]))
        await cache.keep(forecast, for: key)
        return .success(forecast)
      } catch {
        return .failure(WeatherProblem(kind: .unreadable, resource: resource, detail: "\(error) at \(answer.location)"))
      }
    case .failure(let problem):
      return .failure(problem)
    }
  }

  /// One request: the answer when it succeeded, else what NWS (or its network) said. A refusal
  /// keeps NWS from being asked again for a while.
  private func get(_ address: URL, resource: String) async -> Result<ResourceLoader.Answer, WeatherProblem> {
    do {
      let answer = try await loader.answer(address, headers: headers)
      if (200...299).contains(answer.status) { return .success(answer) }
      let problem = NWSDecoding.problem(
        status: answer.status, headers: answer.headers, data: answer.data, resource: resource)
      if problem.kind == .refused { await cache.refuse(at: loader.origin ?? "api.weather.gov", now: clock()) }
      return .failure(problem)
    } catch NetworkError.cancelled {
      return .failure(
        WeatherProblem(
          kind: .unavailable, resource: resource, detail: Self.lateDetail))
    } catch {
      return .failure(
        WeatherProblem(kind: .unavailable, resource: resource, detail: TextSanitizer.clean(String(describing: error))))
    }
  }

  private static func iso(_ date: Date) -> String { date.formatted(.iso8601) }
}
