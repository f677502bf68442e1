import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// NWS never keeps a driver waiting for the road: once the road's answers are in, weather gets a
/// short grace, then what it has not answered is said and the saved weather stays.
@Suite(.hangGuard) struct WeatherGraceTests {
  @Test func aSlowNWSIsCutShortOnceTheRoadIsIn() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("grace-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = TestHTTPServer.fileHandler(Fixtures.directory)
    // NWS answers after a minute; the road at once.
    let server = try TestHTTPServer { request in
      guard request.path.hasPrefix("/api.weather.gov/") else { return files(request) }
      return .init(status: 200, body: Data("{}".utf8), delay: .seconds(60))
    }
    defer { server.stop() }
    let loader = ResourceLoader(client: HTTPClient(), base: .remote(server.baseURL))
    let store = ArchiveStore(directory: directory)
    // The grace's timer fires as soon as it is started (the road is in); the deadline's never.
    let timer = DeadlineTimer { deadline, expire in
      if deadline == Refresher.weatherGrace { expire() }
      return {}
    }
    var refresher = Refresher(
      store: store, fetcher: ConditionsFetcher(loader: loader, clock: Date.init), loader: loader,
      reachability: Reachability(),
      history: nil,
      deadline: Refresher.backgroundDeadline, timer: timer, clock: Date.init)
    refresher.weather = NWSSource(loader: loader, cacheFile: nil, clock: Date.init)
    let outcome = try await refresher.refresh()
    #expect(outcome.fetchedAny && outcome.failures.isEmpty, "\(outcome.failures.map(\.reason))")
    let stevens = try #require(outcome.dataSource.entry(10))
    #expect(stevens.conditions != nil)
    let said = try #require(stevens.weather?.problems.first)
    #expect(
      said.kind == .unavailable && said.detail.contains("not answered by the time the road's data was in"), "\(said)")
  }
}

/// A recording in a directory needs no network: its weather is read whole, never cut short by the
/// grace a live NWS gets; over HTTP the grace stands.
@Suite struct WeatherGraceChoiceTests {
  func session(base: String) throws -> PassengrSession {
    var settings = PassengrSession.Settings()
    settings.dataDirectory =
      FileManager.default.temporaryDirectory.appendingPathComponent("grace-\(UUID().uuidString)").path
    settings.baseURL = base
    settings.environment = [:]
    settings.weather = true
    return try PassengrSession(settings)
  }

  @Test func aRecordingIsReadWholeAndAServerGetsTheGrace() throws {
    let recording = try session(base: Fixtures.directory.path)
    defer { try? FileManager.default.removeItem(atPath: recording.dataDirectory) }
    #expect(recording.refresher().weatherGrace == nil)
    let mirror = try session(base: "http://127.0.0.1:9")
    defer { try? FileManager.default.removeItem(atPath: mirror.dataDirectory) }
    #expect(mirror.refresher().weatherGrace == Refresher.weatherGrace)
  }
}
