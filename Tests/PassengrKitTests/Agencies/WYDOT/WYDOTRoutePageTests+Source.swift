import Foundation
import Markup
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// The route pages fetched: one request per page, a failing page failing only its passes.
extension WYDOTRoutePageTests {

  /// A server answering each route page's URL from the fixtures, by its query.
  static func server(failing: Set<String> = []) throws -> TestHTTPServer {
    try TestHTTPServer { request in
      guard request.path == "/pls/Browse/WRR.RoutesResults", let query = request.query,
        query.hasPrefix("SelectedRoute=")
      else {
        return .init(status: 404, text: "not found")
      }
      let route = String(query.dropFirst("SelectedRoute=".count))
      if failing.contains(route) { return .init(status: 500, text: "down") }
      guard let body = try? fixture(route) else { return .init(status: 404, text: "no route") }
      return .init(headers: ["Content-Type": "text/html; charset=utf-8"], body: body)
    }
  }

  static func source(_ server: TestHTTPServer) -> WYDOTSource {
    var configuration = HTTPClientConfiguration()
    configuration.retryBaseDelay = .milliseconds(20)
    configuration.maxRetries = 0
    return WYDOTSource(
      loader: ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL)),
      clock: { now })
  }

  @Test func oneRequestPerRoutePageNotPerPassAndAFailingPageFailsOnlyItsPasses() async throws {
    let server = try Self.server(failing: ["WY22"])
    defer { server.stop() }
    let passes = try ["Sherman Summit", "Elk Mountain", "Teton Pass", "Sylvan Pass (Yellowstone East)", "Granite Pass"]
      .map(Self.pass)
    let results = await Self.source(server).conditions(for: passes)
    #expect(
      server.requests.map { $0.query ?? "" }.sorted() == [
        "SelectedRoute=I80", "SelectedRoute=US14", "SelectedRoute=WY22",
      ])
    #expect(try results[4007]?.get().level == .open)
    #expect(try results[4008]?.get().level == .closed)
    #expect(try results[4004]?.get().level == .closedForSeason)
    #expect(try results[4005]?.get().level == .tractionRequired)
    #expect(throws: NetworkError.self) { try results[4001]?.get() }
  }

  @Test(arguments: ["WY22", "I80", "US14"])
  func mutatedRoutePagesAreReadOrRefusedWithATypedError(route: String) async throws {
    let original = try Self.fixture(route)
    let (parsed, refused, findings) = try await OwnThread.run { () -> (Int, Int, [String]) in
      var generator = SeededGenerator(state: UInt64(route.utf8.count) &* 7919)
      var counts = (0, 0, [String]())
      for _ in 0..<150 {
        let data = MutationTests.mutate(original, using: &generator)
        do {
          let reports = try PassDocument.reports(from: data, format: .wydotRoute, location: route, fetchedAt: Date())
            .reports
          counts.0 += 1
          let texts = reports.flatMap { $0.conditions.restrictions.map(\.text) + [$0.conditions.roadConditions ?? ""] }
          if texts.joined().unicodeScalars.contains(where: { $0.value == 0x1B }) {
            counts.2.append("escape kept: \(texts)")
          }
        } catch is any PassengrFailure {
          counts.1 += 1
        } catch is MarkupError {
          counts.1 += 1
        } catch {
          counts.2.append("\(type(of: error)): \(error)")
        }
      }
      return counts
    }
    #expect(findings.isEmpty, "\(findings)")
    #expect(parsed > 0 && refused > 0, "parsed \(parsed), refused \(refused)")
  }

  /// The session names itself to WYDOT: an identifying `User-Agent` on every route page request.
  @Test func routePagesAreAskedForWithAnIdentifyingUserAgent() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-wydot-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var settings = PassengrSession.Settings()
    settings.dataDirectory = root.path
    settings.baseURL = server.baseURL.absoluteString
    settings.environment = ["HOME": root.path]
    // Room for a loaded machine: the test is about the header, not the speed.
    settings.timeout = .hangBound
    settings.deadline = .hangBound
    let session = try PassengrSession(settings)
    let outcome = try await session.refresh(["Sherman Summit", "Elk Mountain"])
    #expect(outcome.failures.isEmpty, "\(outcome.failures.map(\.reason))")
    #expect(server.requests.count == 1)
    let agent = try #require(server.requests.first?.headers["user-agent"])
    #expect(agent.hasPrefix("passengr/") && agent.contains("github.com/passengr"), "\(agent)")
  }
}
