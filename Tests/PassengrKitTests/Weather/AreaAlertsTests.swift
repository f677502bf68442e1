import Foundation
import Networking
import Synchronization
import TestSupport
import Testing

@testable import PassengrKit

/// NWS's active alerts are asked once per state for every pass in it, matched to each pass by the
/// zones of its point, and asked beside the forecasts rather than after them.
@Suite(.hangGuard) struct AreaAlertsTests {
  /// Stevens, Snoqualmie and White (one zone), Satus and Sherman (Washington), Donner and Echo
  /// (California).
  let passes = [10, 11, 12, 8, 16, 2001, 2002].compactMap { Agencies.all.pass(id: $0) }

  func source(_ server: TestHTTPServer, cache: URL? = nil) -> NWSSource {
    var configuration = HTTPClientConfiguration()
    configuration.retryBaseDelay = .milliseconds(10)
    let loader = ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL))
    return NWSSource(loader: loader, cacheFile: cache, contact: "ops@example.org", clock: { NWSSourceTests.evening })
  }

  @Test func oneAlertsRequestPerStateServesEveryPassInIt() async throws {
    let server = try TestHTTPServer(handler: NWSServer.handler())
    defer { server.stop() }
    let weather = await source(server).weather(for: passes)
    let alerts = server.requests.filter { $0.path.contains("/alerts/") }
    #expect(
      alerts.map(\.path).sorted() == [
        "/api.weather.gov/alerts/active/area/CA", "/api.weather.gov/alerts/active/area/WA",
      ])
    #expect(!server.requests.contains { $0.query?.contains("point=") == true })
    for pass in passes {
      #expect(weather[pass.id]?.alertsFetchedAt == NWSSourceTests.evening, "\(pass.name)")
    }
    // Each pass has the alerts that name one of its zones, and no other pass's.
    for id in [10, 11, 12] {
      #expect(weather[id]?.alerts(at: NWSSourceTests.evening).map(\.event) == ["Winter Storm Warning"])
    }
    #expect(weather[8]?.listedAlerts.isEmpty == true)
    #expect(weather[16]?.listedAlerts.map(\.event) == ["Winter Weather Advisory", "Winter Weather Advisory"])
    #expect(weather[2001]?.listedAlerts.map(\.event) == ["Winter Storm Warning"])
    #expect(weather[2002]?.listedAlerts.map(\.event) == ["Winter Storm Warning"])
  }

  @Test func anAlertNamingNoZoneIsShownForEveryPassOfItsArea() async throws {
    let unplaced = Data(
      #"{"type":"FeatureCollection","features":[{"properties":{"id":"urn:oid:x","event":"High Wind Warning","status":"Actual","messageType":"Alert","severity":"Severe","onset":"2025-01-10T12:00:00-08:00","ends":"2025-01-11T12:00:00-08:00"}}]}"#
        .utf8)
    let server = try TestHTTPServer(
      handler: NWSServer.handler { request in
        request.path == "/api.weather.gov/alerts/active/area/WA"
          ? .init(status: 200, headers: ["Content-Type": "application/geo+json"], body: unplaced) : nil
      })
    defer { server.stop() }
    let weather = await source(server).weather(for: Array(passes.prefix(3)))
    for pass in passes.prefix(3) {
      #expect(weather[pass.id]?.listedAlerts.map(\.event) == ["High Wind Warning"], "\(pass.name)")
    }
  }

  @Test func aPointCachedByAnEarlierVersionIsAskedAgainForItsZones() async throws {
    let server = try TestHTTPServer(handler: NWSServer.handler())
    defer { server.stop() }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("nws-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: cache) }
    let key = "\(server.baseURL.absoluteString)/api.weather.gov/points/47.7462,-121.0859"
    let old =
      #"{"points":{"\#(key)":{"forecast":"https://api.weather.gov/gridpoints/SEW/162,63/forecast","fetchedAt":758000000,"keptUntil":758500000}}}"#
    try Data(old.utf8).write(to: cache)
    let weather = await source(server, cache: cache).weather(for: [passes[0]])
    #expect(server.requests.contains { $0.path == "/api.weather.gov/points/47.7462,-121.0859" })
    #expect(weather[10]?.alerts(at: NWSSourceTests.evening).map(\.event) == ["Winter Storm Warning"])
  }

  @Test func theAlertsOfKnownPointsAreAskedBeforeAnyForecastIsAnswered() async throws {
    // The forecasts are held until the alerts request has arrived: were alerts asked only after a
    // pass's forecasts, no forecast would be answered until the hang bound, and none would be read.
    let alertsAsked = Mutex(false)
    let server = try TestHTTPServer(
      handler: NWSServer.handler { request in
        if request.path.contains("/alerts/") { alertsAsked.withLock { $0 = true } }
        // Points are kept for a day, so the second refresh knows them from the start.
        if request.path.contains("/points/"), let file = NWSServer.file(request), let body = try? Data(contentsOf: file)
        {
          return .init(
            status: 200, headers: ["Content-Type": "application/geo+json", "Cache-Control": "max-age=86400"], body: body
          )
        }
        if request.path.contains("/gridpoints/") {
          let giveUp = Date().addingTimeInterval(10)
          while !alertsAsked.withLock({ $0 }), Date() < giveUp { usleep(2_000) }
          if !alertsAsked.withLock({ $0 }) { return .init(status: 503, body: Data()) }
        }
        return nil
      })
    defer { server.stop() }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("nws-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: cache) }
    _ = await source(server, cache: cache).weather(for: Array(passes.prefix(3)))
    alertsAsked.withLock { $0 = false }
    let weather = await source(server, cache: cache).weather(for: Array(passes.prefix(3)))
    for pass in passes.prefix(3) {
      #expect(weather[pass.id]?.forecast != nil, "\(pass.name): \(weather[pass.id]?.problems ?? [])")
    }
  }
}
