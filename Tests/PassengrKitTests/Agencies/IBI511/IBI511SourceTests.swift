import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// The four states through a mirror on 127.0.0.1 laid out by host: each resource asked once per
/// refresh for every pass of a state, the key a query item that no output keeps, a rejected key
/// said naming the agency, and one state (or one resource) failing without sinking the others.
@Suite(.hangGuard) struct IBI511SourceTests {
  static let key = "itd+K3Y&x=1"
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-511-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  func session(base: String, environment: [String: String]) throws -> PassengrSession {
    var settings = PassengrSession.Settings()
    settings.dataDirectory = root.appendingPathComponent("data").path
    settings.baseURL = base
    settings.environment = ["HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path].merging(
      environment
    ) { _, new in new }
    settings.timeout = TimeSpan(seconds: 600)
    settings.deadline = TimeSpan(seconds: 600)
    return try PassengrSession(settings)
  }

  /// A mirror serving the recordings at `/HOST/PATH`, answering `failing` paths with `status`.
  func mirror(failing: [String] = [], status: Int = 500, body: String = "oops") throws -> TestHTTPServer {
    try TestHTTPServer { request in
      guard request.query?.contains("format=json") == true else { return .init(status: 404, text: "no format") }
      if failing.contains(where: { request.path.hasPrefix($0) }) { return .init(status: status, text: body) }
      guard let data = try? Fixtures.data(String(request.path.dropFirst()) + "@format=json") else {
        return .init(status: 404, text: "none")
      }
      return .init(
        text: String(decoding: Self.current(data), as: UTF8.self), headers: ["Content-Type": "application/json"])
    }
  }

  /// A recording as a live server would send it now: every time moved by as long ago as it was recorded.
  static func current(_ data: Data) -> Data {
    guard var records = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else { return data }
    let shift = Int(Date().timeIntervalSince1970) - 1_736_893_800
    for index in records.indices {
      for field in ["LastUpdated", "Reported", "StartDate", "PlannedEndDate"] {
        if let time = records[index][field] as? Int { records[index][field] = time + shift }
      }
    }
    return (try? JSONSerialization.data(withJSONObject: records)) ?? data
  }

  static let environment = [
    "ITD_511_KEY": key, "UDOT_511_KEY": "udot-key", "NDOT_511_KEY": "ndot-key", "ADOT_511_KEY": "adot-key",
  ]

  func status(_ session: PassengrSession, _ passes: [String]) async throws -> [String: RestrictionLevel] {
    var query = StatusQuery()
    query.passes = passes
    query.mode = .never
    let rows = try await session.status(query).rows
    return Dictionary(rows.map { ($0.name, $0.level) }) { first, _ in first }
  }

  @Test func everyPassOfAStateIsOneRequestPerResourceWithTheKeyAsAQueryItem() async throws {
    let server = try mirror()
    defer { server.stop() }
    let session = try session(base: server.baseURL.absoluteString, environment: Self.environment)
    let idaho = ITDCatalogue.sites.map { String($0.pass.id) }
    let outcome = try await session.refresh(idaho)
    #expect(outcome.failures.isEmpty, "\(outcome.failures.map(\.reason))")
    let paths = server.requests.map(\.path).sorted()
    #expect(
      paths == [
        "/511.idaho.gov/api/v2/get/event", "/511.idaho.gov/api/v2/get/mountainpasses",
        "/511.idaho.gov/api/v3/get/winterroads",
      ])
    let encoded = "key=itd%2BK3Y%26x%3D1"
    #expect(server.requests.allSatisfy { $0.query == "format=json&\(encoded)" }, "\(server.requests.map(\.query))")
    let json = try Reports.statusJSON(try await session.status(StatusQuery()))
    #expect(!json.contains(Self.key) && !json.contains(encoded))
    let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    for file in files {
      let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
      #expect(!text.contains(Self.key) && !text.contains(encoded), "\(file) holds the key")
    }
  }

  @Test(arguments: [400, 401]) func aRejectedKeyIsSaidNamingTheAgency(status: Int) async throws {
    let server = try mirror(failing: ["/511.idaho.gov/"], status: status, body: "Invalid Key")
    defer { server.stop() }
    let session = try session(base: server.baseURL.absoluteString, environment: Self.environment)
    let refused = try await session.refresh(["Lolo Pass"])
    let failure = try #require(refused.failures.first)
    guard case .key(.keyRejected(.itd, "511 developer key", let url)) = failure.error else {
      Issue.record("expected keyRejected, got \(failure.error)")
      return
    }
    #expect(!url.contains(Self.key) && !failure.reason.contains(Self.key))
    #expect(failure.reason.contains("itd") || failure.reason.contains("ITD"), "\(failure.reason)")
  }

  @Test func aStateAnswersWhileAnotherFails() async throws {
    // A status no retry follows: the states share the mirror's host, and so its window.
    let server = try mirror(failing: ["/www.udottraffic.utah.gov/"], status: 404)
    defer { server.stop() }
    let session = try session(base: server.baseURL.absoluteString, environment: Self.environment)
    let outcome = try await session.refresh(["Lolo Pass", "Galena Summit", "Parleys Summit", "Spooner Summit"])
    #expect(outcome.failures.map(\.pass.name).sorted() == ["Parleys Summit"], "\(outcome.failures.map(\.reason))")
    let levels = try await status(session, ["Lolo Pass", "Galena Summit", "Spooner Summit"])
    #expect(levels == ["Lolo Pass": .tractionAdvised, "Galena Summit": .closed, "Spooner Summit": .open])
  }

  @Test func aResourceFailingFailsOnlyWhatNeedsIt() async throws {
    let server = try mirror(failing: ["/511.idaho.gov/api/v3/get/winterroads"], status: 404)
    defer { server.stop() }
    let session = try session(base: server.baseURL.absoluteString, environment: Self.environment)
    let outcome = try await session.refresh(["Galena Summit", "Lookout Pass"])
    #expect(outcome.failures.isEmpty, "\(outcome.failures.map(\.reason))")
    // The closure from the events stands; nothing is open without the winter roads.
    let levels = try await status(session, ["Galena Summit", "Lookout Pass"])
    #expect(levels == ["Galena Summit": .closed, "Lookout Pass": .unknown])
  }

  @Test func aMissingKeyIsSaidAndNothingIsAsked() async throws {
    let server = try mirror()
    defer { server.stop() }
    let session = try session(base: server.baseURL.absoluteString, environment: [:])
    let outcome = try await session.refresh(["Flagstaff Summit"])
    guard case .key(.missingKey(.adot, _, "ADOT_511_KEY", _))? = outcome.failures.first?.error else {
      Issue.record("expected missingKey, got \(outcome.failures.map(\.error))")
      return
    }
    #expect(server.requests.isEmpty)
  }

  @Test func eachStateIsPacedByThePlatformsWindow() throws {
    let states: [any Agency] = [ITD(), UDOT(), NDOT(), ADOT()]
    #expect(states.allSatisfy { $0.requestWindow == RequestWindow(count: 10, per: .seconds(60)) })
    #expect(states.allSatisfy { $0.key?.rejectedStatuses == [400, 401] && $0.key?.placement == .query("key") })
    #expect(
      states.map { $0.key?.hosts ?? [] } == [
        ["511.idaho.gov"], ["www.udottraffic.utah.gov"], ["www.nvroads.com"], ["az511.gov"],
      ])
    let loader = ResourceLoader(client: HTTPClient()).agency(
      access: nil, minimumInterval: nil, window: ITD().requestWindow, layout: .byHost)
    #expect(loader.requestWindow == RequestWindow(count: 10, per: .seconds(60)))
  }
}
