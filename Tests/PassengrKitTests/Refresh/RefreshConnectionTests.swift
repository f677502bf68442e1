import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// One refresh asks one mirror for every agency's pages: it does so over a few connections, not
/// one per request.
@Suite(.hangGuard) struct RefreshConnectionTests {
  @Test func aRefreshReusesItsConnections() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "passengr-connections-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let server = try TestHTTPServer.serving(Fixtures.directory)
    server.keepConnectionsAlive()
    var settings = PassengrSession.Settings()
    settings.dataDirectory = root.appendingPathComponent("data").path
    settings.baseURL = server.baseURL.absoluteString
    settings.environment = ["HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path]
    // Only a hang ends the refresh: on a busy machine every request still gets its answer.
    settings.timeout = .hangBound
    settings.deadline = .hangBound
    let session = try PassengrSession(settings)
    let every = try session.passes(includeDisabled: true).map { String($0.id) }
    let outcome = try await session.refresh(every)
    #expect(outcome.fetchedAny)
    let requests = server.requests.count
    #expect(requests > 6, "\(requests) requests")
    #expect(server.connectionsAccepted < requests, "\(server.connectionsAccepted) connections for \(requests) requests")
    print("one refresh: \(requests) requests over \(server.connectionsAccepted) connections")
  }
}
