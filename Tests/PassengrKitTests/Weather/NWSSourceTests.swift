import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// NWS through a loopback server in the real shapes: points → forecasts → alerts, the cache, and
/// every error shape said in one line with the road data untouched.
@Suite(.hangGuard) struct NWSSourceTests {
  /// The recording's moment (the WSDOT evening), so its forecasts are current.
  static let evening = Date(timeIntervalSince1970: 1_736_570_700)  // 2025-01-10T20:45:00-08:00
  let passes = [10, 11, 12].compactMap { Agencies.all.pass(id: $0) }

  func source(_ server: TestHTTPServer, cache: URL? = nil, now: Date = evening) -> NWSSource {
    var configuration = HTTPClientConfiguration()
    configuration.retryBaseDelay = .milliseconds(10)
    let loader = ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL))
    return NWSSource(loader: loader, cacheFile: cache, contact: "ops@example.org", clock: { now })
  }

  func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("nws-\(UUID().uuidString).json")
  }

  @Test func everyPassGetsItsPointsForecastsAndAlertsWithTheHeadersNWSAsksFor() async throws {
    let server = try TestHTTPServer(handler: NWSServer.handler())
    defer { server.stop() }
    let weather = await source(server).weather(for: passes)
    for pass in passes {
      let got = try #require(weather[pass.id])
      #expect(got.problems.isEmpty, "\(pass.name): \(got.problems)")
      #expect((got.forecast?.periods.count ?? 0) >= 10)
      #expect((got.hourly?.periods.count ?? 0) >= 24)
      #expect(got.forecast?.isOld(at: Self.evening) == false)
      #expect(got.alertsFetchedAt == Self.evening)
    }
    // Stevens: the warning replaces the watch it references.
    #expect(weather[10]?.alerts(at: Self.evening).map(\.event) == ["Winter Storm Warning"])
    let paths = server.requests.map(\.path)
    #expect(paths.contains("/api.weather.gov/points/47.7462,-121.0859"))
    #expect(server.requests.contains { $0.path == "/api.weather.gov/alerts/active/area/WA" })
    for request in server.requests {
      #expect(
        request.headers["user-agent"]?.hasPrefix("Passengr/") == true
          && request.headers["user-agent"]?.contains("ops@example.org") == true)
      #expect(request.headers["accept"] == "application/geo+json")
    }
  }

  @Test func aForecastIsReusedWhileItsMaxAgeLastsAndAlertsAreAskedEveryTime() async throws {
    let server = try TestHTTPServer(
      handler: NWSServer.handler(headers: [
        "Content-Type": "application/geo+json", "Cache-Control": "public, max-age=749, s-maxage=3600",
      ]))
    defer { server.stop() }
    let cache = temporaryFile()
    defer { try? FileManager.default.removeItem(at: cache) }
    let stevens = [passes[0]]
    _ = await source(server, cache: cache).weather(for: stevens)
    let second = await source(server, cache: cache, now: Self.evening.addingTimeInterval(600)).weather(for: stevens)
    #expect(second[10]?.forecast?.periods.isEmpty == false)
    let forecasts = server.requests.filter { $0.path.contains("/gridpoints/") }
    let points = server.requests.filter { $0.path.contains("/points/") }
    let alerts = server.requests.filter { $0.path.contains("/alerts/active") }
    #expect(forecasts.count == 2, "one 12-hour and one hourly forecast, then none: \(forecasts.map(\.path))")
    #expect(points.count == 1)
    #expect(alerts.count == 2)
    // Past max-age, the forecasts are asked again, and so is the point: NWS's headers allow no longer.
    _ = await source(server, cache: cache, now: Self.evening.addingTimeInterval(800)).weather(for: stevens)
    #expect(server.requests.filter { $0.path.contains("/gridpoints/") }.count == 4)
    #expect(server.requests.filter { $0.path.contains("/points/") }.count == 2)
  }

  @Test func anUnexpectedProblemIsRetriedTwiceThenSaidInOneLine() async throws {
    let problem = try Fixtures.data("cases/nws/problem-500.json")
    let server = try TestHTTPServer(
      handler: NWSServer.handler { request in
        request.path.hasSuffix("/forecast")
          ? .init(
            status: 500, headers: ["Content-Type": "application/problem+json", "X-Correlation-ID": "abc123"],
            body: problem) : nil
      })
    defer { server.stop() }
    let weather = try #require(await source(server).weather(for: [passes[0]])[10])
    #expect(server.requests.filter { $0.path.hasSuffix("/forecast") }.count == 3)
    #expect(weather.forecast == nil && weather.hourly != nil)
    let said = try #require(weather.problems.first)
    #expect(said.kind == .unavailable && said.description.contains("HTTP 500") && said.description.contains("abc123"))
    #expect(!said.description.contains("\n"))
  }

  @Test func anExpiredGridMeansNoCurrentForecastSaidWithItsIssueTime() async throws {
    let expired = try Fixtures.data("cases/nws/problem-503-expired.json")
    let server = try TestHTTPServer(
      handler: NWSServer.handler { request in
        request.path.contains("/gridpoints/")
          ? .init(status: 503, headers: ["Content-Type": "application/problem+json"], body: expired) : nil
      })
    defer { server.stop() }
    let weather = try #require(await source(server).weather(for: [passes[0]])[10])
    #expect(weather.forecast == nil)
    let said = try #require(weather.problems.first { $0.resource == "forecast" })
    #expect(said.kind == .gridExpired)
    #expect(said.description.contains("2025-01-09T11:36:27+00:00") && said.description.contains("expired"))
    // A forecast saved before is gone once NWS says the grid expired.
    let saved = PassWeather(forecast: WeatherForecast(periods: [], updatedAt: nil, fetchedAt: Self.evening, url: "x"))
    #expect(weather.merged(over: saved).forecast == nil)
  }

  @Test func aPointWithoutDataIsSaidOnceAndNotAskedAgain() async throws {
    let missing = try Fixtures.data("cases/nws/problem-404-invalid-point.json")
    let server = try TestHTTPServer(
      handler: NWSServer.handler { request in
        request.path.contains("/points/")
          ? .init(status: 404, headers: ["Content-Type": "application/problem+json"], body: missing) : nil
      })
    defer { server.stop() }
    let cache = temporaryFile()
    defer { try? FileManager.default.removeItem(at: cache) }
    let first = try #require(await source(server, cache: cache).weather(for: [passes[0]])[10])
    #expect(first.problems.map(\.kind) == [.noDataForPoint])
    #expect(server.requests.filter { $0.path.contains("/points/") }.count == 1, "a 404 is not retried")
    _ = await source(server, cache: cache, now: Self.evening.addingTimeInterval(3600)).weather(for: [passes[0]])
    #expect(server.requests.filter { $0.path.contains("/points/") }.count == 1, "nor asked again within a day")
  }

  @Test func aCDNRefusalIsRefusedByNWSNeverAJSONErrorAndBacksOff() async throws {
    let page = try Fixtures.data("cases/nws/cdn-403.html")
    let server = try TestHTTPServer(handler: { _ in
      .init(status: 403, headers: ["Content-Type": "text/html"], body: page)
    })
    defer { server.stop() }
    let cache = temporaryFile()
    defer { try? FileManager.default.removeItem(at: cache) }
    let first = try #require(await source(server, cache: cache).weather(for: [passes[0]])[10])
    #expect(first.problems.first?.kind == .refused)
    #expect(first.problems.allSatisfy { !$0.description.lowercased().contains("json") })
    #expect(first.problems.first?.description.contains("refused by NWS") == true)
    let asked = server.requests.count
    let later = try #require(
      await source(server, cache: cache, now: Self.evening.addingTimeInterval(120)).weather(for: [passes[0]])[10])
    #expect(server.requests.count == asked, "nothing is asked while the backoff lasts")
    #expect(later.problems.first?.kind == .refused)
  }

  @Test func aRedirectToTheRoundedPointIsFollowed() async throws {
    let server = try TestHTTPServer(
      handler: NWSServer.handler { request in
        request.path == "/api.weather.gov/points/47.7462,-121.0859"
          ? .init(
            status: 301,
            headers: [
              "Location": "/api.weather.gov/points/47.7462,-121.0859/", "Content-Type": "application/problem+json",
            ], body: Data("{}".utf8))
          : request.path == "/api.weather.gov/points/47.7462,-121.0859/"
            ? .init(status: 200, body: (try? Fixtures.data("api.weather.gov/points/47.7462,-121.0859")) ?? Data()) : nil
      })
    defer { server.stop() }
    let weather = try #require(await source(server).weather(for: [passes[0]])[10])
    #expect(weather.problems.isEmpty, "\(weather.problems)")
    #expect(weather.forecast != nil)
  }
}
