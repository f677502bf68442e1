import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// A `/points` answer is used only for the point asked, kept only as long as NWS's caching headers
/// allow, and NWS's trouble is told once, naming NWS.
@Suite(.hangGuard) struct NWSPointCheckTests {
  static let evening = Date(timeIntervalSince1970: 1_736_570_700)  // 2025-01-10T20:45:00-08:00
  let stevens = [Agencies.all.pass(id: 10)].compactMap { $0 }

  func source(_ server: TestHTTPServer, cache: URL? = nil, now: Date = evening) -> NWSSource {
    var configuration = HTTPClientConfiguration()
    configuration.retryBaseDelay = .milliseconds(10)
    let loader = ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL))
    return NWSSource(loader: loader, cacheFile: cache, contact: "ops@example.org", clock: { now })
  }

  /// A real points answer (Stevens Pass) moved to another place: its geometry and nothing else.
  static func pointsAnswer(longitude: Double, latitude: Double) throws -> Data {
    let data = try Fixtures.data("api.weather.gov/points/47.7462,-121.0859")
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["geometry"] = ["type": "Point", "coordinates": [longitude, latitude]]
    return try JSONSerialization.data(withJSONObject: object)
  }

  @Test func anAnswerForAnotherPlaceIsRefusedWithAMessage() async throws {
    let florida = try Self.pointsAnswer(longitude: -80.1918, latitude: 25.7617)
    let server = try TestHTTPServer(
      handler: NWSServer.handler { request in
        request.path.contains("/points/")
          ? .init(status: 200, headers: ["Content-Type": "application/geo+json"], body: florida) : nil
      })
    defer { server.stop() }
    let weather = try #require(await source(server).weather(for: stevens)[10])
    #expect(weather.forecast == nil && weather.hourly == nil)
    let problem = try #require(weather.problems.first { $0.resource == "point" })
    #expect(problem.description.contains("25.7617,-80.1918") && problem.description.contains("47.7462,-121.0859"))
    #expect(problem.description.contains("refused"))
    #expect(!server.requests.contains { $0.path.contains("/gridpoints/") }, "no forecast of Florida is asked for")
  }

  @Test(arguments: [(-121.0859, 47.7462, true), (-121.08594, 47.74618, true), (-121.0861, 47.7462, false)])
  func theAskedPointIsCheckedToNWSsFourDecimals(longitude: Double, latitude: Double, isAccepted: Bool) throws {
    let data = try Self.pointsAnswer(longitude: longitude, latitude: latitude)
    let asked = Coordinate(47.7462, -121.0859)
    let point = try? NWSDecoding.point(data, asked: asked, fetchedAt: Self.evening)
    #expect((point != nil) == isAccepted)
  }

  @Test func aGridAssignmentIsKeptOnlyAsLongAsTheHeadersAllow() throws {
    let fetched = Self.evening
    #expect(
      NWSDecoding.keptUntil(headers: ["cache-control": "public, max-age=3600"], fetchedAt: fetched)
        == fetched.addingTimeInterval(3600))
    #expect(
      NWSDecoding.keptUntil(headers: ["expires": "Sat, 11 Jan 2025 06:45:00 GMT"], fetchedAt: fetched)
        == fetched.addingTimeInterval(2 * 3600))
    #expect(NWSDecoding.keptUntil(headers: [:], fetchedAt: fetched) == nil)
    let point = NWSPoint(
      forecast: URL(fileURLWithPath: "/f"), hourly: nil, unusableHourly: nil, timeZone: nil, fetchedAt: fetched,
      keptUntil: nil)
    #expect(!point.isFresh(at: fetched), "an answer without caching headers, or from an older cache, is not kept")
  }

  @Test func nwsTroubleIsToldOnceNamingNWS() {
    let passes = [10, 11, 12].compactMap { Agencies.all.pass(id: $0) }
    let expired = WeatherProblem(kind: .gridExpired, resource: "forecast", detail: "2025-01-09T11:36:27+00:00")
    let refused = WeatherProblem(kind: .refused, resource: "alerts", detail: "HTTP 403, access denied")
    let missing = WeatherProblem(kind: .noDataForPoint, resource: "point", detail: "")
    // A pass NWS does not cover (British Columbia's) has no forecast source: no trouble to tell.
    let outside = WeatherProblem(kind: .outsideCoverage, resource: "forecast", detail: "50.0,-121.0")
    let weather = [
      10: PassWeather(problems: [expired, refused]), 11: PassWeather(problems: [expired]),
      12: PassWeather(problems: [missing, outside]),
    ]
    let groups = RefreshOutcome.weatherProblems(weather, passes: passes)
    #expect(groups.count == 2)
    #expect(groups.first?.passes.map(\.id) == [10, 11])
    #expect(groups.allSatisfy { $0.problem.description.contains("NWS") })
  }
}
