import Foundation
import Synchronization
import TestSupport
import Testing

@testable import PassengrKit

/// An alert that appears or ends between two refreshes is a change (`field: alerts`), recorded in
/// the history as `watch` and its hooks read it; an update of an alert is not.
@Suite(.hangGuard) struct AlertChangeTests {
  @Test func anAlertThatAppearsOrEndsIsRecordedAsAChangeOfAlerts() async throws {
    let stevens = "alerts/active@point=47.7462,-121.0859"
    let recorded = try Fixtures.data("api.weather.gov/\(stevens)")
    let listed = Mutex<Data>(recorded)
    let files = Sandbox.fixtures(feed: nil)
    let server = try TestHTTPServer(
      handler: NWSServer.handler { request in
        if request.path.hasPrefix("/api.weather.gov/alerts/active") {
          return .init(status: 200, body: listed.withLock { $0 })
        }
        return request.path.hasPrefix("/api.weather.gov/") ? nil : files(request)
      })
    defer { server.stop() }
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("alerts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    var settings = PassengrSession.Settings()
    settings.dataDirectory = data.path
    settings.baseURL = server.baseURL.absoluteString
    settings.environment = [:]
    settings.weather = true
    settings.clock = { NWSSourceTests.evening }
    // NWS is waited for as long as the deadline allows: a busy machine never cuts it short.
    settings.weatherGrace = .hangBound
    settings.deadline = .hangBound
    settings.timeout = .hangBound
    let session = try PassengrSession(settings)
    let first = try await session.refresh(["stevens"])
    #expect(!first.changes.contains { $0.field == .alerts }, "a first fetch is no change")

    // A second alert is listed: it appears.
    var document = try #require(try JSONSerialization.jsonObject(with: recorded) as? [String: Any])
    var features = try #require(document["features"] as? [[String: Any]])
    var wind = try #require(features.first)
    var properties = try #require(wind["properties"] as? [String: Any])
    properties["id"] = "urn:oid:wind-1"
    properties["event"] = "High Wind Warning"
    properties["references"] = []
    properties["messageType"] = "Alert"
    wind["properties"] = properties
    features.append(wind)
    document["features"] = features
    listed.withLock { $0 = (try? JSONSerialization.data(withJSONObject: document)) ?? Data() }
    let second = try await session.refresh(["stevens"])
    let appeared = second.changes.filter { $0.field == .alerts }
    #expect(
      appeared.count == 1 && appeared.first?.old == nil
        && appeared.first?.new?.text?.hasPrefix("High Wind Warning") == true, "\(appeared)")

    // Nothing is listed any more: both end.
    listed.withLock { $0 = Data(#"{"type":"FeatureCollection","features":[]}"#.utf8) }
    let third = try await session.refresh(["stevens"])
    let ended = third.changes.filter { $0.field == .alerts }
    #expect(ended.count == 2 && ended.allSatisfy { $0.new == nil }, "\(ended)")
    #expect(third.records.contains { $0.field == .alerts })
  }
}
