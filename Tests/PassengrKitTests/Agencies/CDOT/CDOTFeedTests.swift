import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// CDOT's feed over the wire: pages followed by their `next-offset` header, the key sent as the
/// `apiKey` query item and never shown, a rejected key, a page that fails, paging that never ends.
@Suite(.hangGuard) struct CDOTFeedTests {
  /// Serves the recording's incidents in two pages, announcing the second as `header` says.
  static func pagedServer(header: String?, roadConditions: TestHTTPServer.Response? = nil) throws -> TestHTTPServer {
    let first = try Fixtures.data("data.cotrip.org/api/v1/incidents")
    let second = try Fixtures.data("data.cotrip.org/api/v1/incidents@offset=4")
    let segments = try Fixtures.data("data.cotrip.org/api/v1/roadConditions")
    return try TestHTTPServer { request in
      let json = ["Content-Type": "application/json"]
      switch request.path {
      case "/data.cotrip.org/api/v1/roadConditions":
        return roadConditions ?? .init(headers: json, body: segments)
      case "/data.cotrip.org/api/v1/incidents":
        if request.query?.contains("offset=4") == true { return .init(headers: json, body: second) }
        return .init(headers: json.merging(header.map { ["next-offset": $0] } ?? [:]) { $1 }, body: first)
      default:
        return .init(status: 404, text: "The current request is not defined by this API")
      }
    }
  }

  @Test(arguments: ["4", "b'4'"])
  func pagesAreFollowedByTheirHeaderAndTheKeyGoesAsApiKey(header: String) async throws {
    let server = try Self.pagedServer(header: header)
    let reading = await CDOTSource(loader: CDOTFixture.serverLoader(server), clock: { CDOTFixture.recorded }).read()
    let incidents = try reading.incidents.get()
    #expect(incidents.count == 8)
    #expect(incidents.contains { $0.headline == "Rock Slide" }, "the second page was read")
    let queries = server.requests.filter { $0.path.hasSuffix("/incidents") }.map { $0.query ?? "" }
    #expect(queries.sorted() == ["apiKey=cdot-key-0123", "offset=4&apiKey=cdot-key-0123"])
    // What the second page says counts: the rock slide keeps Red Mountain from open.
    let red = try reading.conditions(for: CDOTFixture.pass("Red Mountain Pass")).get()
    #expect(red.restrictions.allSatisfy { $0.level == .unknown })
  }

  @Test func withoutAHeaderTheFirstPageIsTheWholeList() async throws {
    let server = try Self.pagedServer(header: nil)
    let reading = await CDOTSource(loader: CDOTFixture.serverLoader(server), clock: { CDOTFixture.recorded }).read()
    #expect(try reading.incidents.get().count == 4)
  }

  @Test func aRecordingInADirectoryIsReadPageByPage() async throws {
    let reading = await CDOTFixture.reading()
    #expect(try reading.incidents.get().count == 8)
    #expect(try reading.segments.get().count == 16)
  }

  @Test func aPageThatFailsFailsTheFeedAndNothingReadsOpen() async throws {
    let first = try Fixtures.data("data.cotrip.org/api/v1/incidents")
    let segments = try Fixtures.data("data.cotrip.org/api/v1/roadConditions")
    let planned = try Fixtures.data("data.cotrip.org/api/v1/plannedEvents")
    let server = try TestHTTPServer { request in
      if request.path.hasSuffix("/roadConditions") { return .init(body: segments) }
      if request.path.hasSuffix("/plannedEvents") { return .init(body: planned) }
      if request.query?.contains("offset=") == true { return .init(status: 500, text: "Internal Server Error") }
      return .init(headers: ["next-offset": "4"], body: first)
    }
    let reading = await CDOTSource(loader: CDOTFixture.serverLoader(server), clock: { CDOTFixture.recorded }).read()
    #expect(throws: (any Error).self) { try reading.incidents.get() }
    for pass in CDOTCatalogue.passes {
      guard case .success(let conditions) = reading.conditions(for: pass) else { continue }
      #expect(!conditions.restrictions.contains { $0.level == .open }, "\(pass.name)")
    }
    // The planned events' seasonal closure still stands.
    #expect(
      try reading.conditions(for: CDOTFixture.pass("Independence Pass")).get().restrictions.allSatisfy {
        $0.level == .closedForSeason
      })
  }

  @Test func pagingThatNeverEndsIsAFailureNotAList() async throws {
    let first = try Fixtures.data("data.cotrip.org/api/v1/incidents")
    let server = try TestHTTPServer { _ in .init(headers: ["next-offset": "4"], body: first) }
    let records = await Result { try await CDOTFeed.incidents.records(through: CDOTFixture.serverLoader(server)) }
    guard case .failure(let error) = records, case .source(let agency, let failure) = error as? SourceError else {
      Issue.record("expected a failure, got \(records)")
      return
    }
    #expect(agency == .cdot && failure.description.contains("did not end"))
  }

  @Test(arguments: [400, 401, 403])
  func aRejectedKeyIsSaidAndNeverShown(status: Int) async throws {
    let server = try TestHTTPServer { _ in .init(status: status, text: "Not Authorized") }
    let reading = await CDOTSource(
      loader: CDOTFixture.serverLoader(server, key: "secret-key-42"), clock: { CDOTFixture.recorded }
    ).read()
    guard case .failure(let error) = reading.segments,
      case .keyRejected(let agency, _, let url) = error as? KeyError
    else {
      Issue.record("expected a rejected key, got \(reading.segments)")
      return
    }
    #expect(agency == .cdot && url.contains("apiKey=REDACTED") && !url.contains("secret-key-42"))
    #expect(!String(describing: error).contains("secret-key-42"))
  }

  @Test(arguments: [
    #"{"type": "FeatureCollection"}"#, #"{"message": "Not Authorized"}"#,
    #"{"type": "FeatureCollection", "features": [1, 2]}"#,
    #"{"type": "FeatureCollection", "features": [{"properties": {"id": "#, "[]", "",
  ])
  func anAnswerThatIsNotTheFeedFailsItAndIsNeverAnEmptyList(body: String) async throws {
    let server = try TestHTTPServer { _ in .init(text: body) }
    let reading = await CDOTSource(loader: CDOTFixture.serverLoader(server), clock: { CDOTFixture.recorded }).read()
    #expect(throws: SourceError.self) { try reading.segments.get() }
    #expect(throws: SourceError.self) { try reading.incidents.get() }
    #expect(throws: (any Error).self) { try reading.conditions(for: CDOTFixture.pass("Hoosier Pass")).get() }
  }

  @Test func valuesNoRoadHasAreNotPositions() throws {
    let feature: [String: Any] = [
      "geometry": ["type": "MultiPoint", "coordinates": [[-106.2, 139.5], ["x", 39.5], [-106.217, 39.531]]],
      "properties": [
        "routeName": "I-70", "startMarker": "1e308", "endMarker": -4,
        "laneImpacts": [["laneCount": 2, "laneClosures": "2.5"]],
      ],
    ]
    let record = CDOTRecord(feature: JSONValue.members(feature), index: 0)
    #expect(record.points == [Coordinate(39.531, -106.217)])
    #expect(record.mileposts == nil && record.fullClosures.isEmpty)
  }

  @Test func theKeyIsSentOnlyToCDOTsHost() throws {
    let key = try #require(CDOT().key)
    #expect(key.placement == .query("apiKey") && key.variable == "CDOT_KEY")
    #expect(key.mayBeSent(to: CDOTFeed.incidents.url()))
    #expect(!key.mayBeSent(to: URL(string: "https://maps.cotrip.org/api/graphql")!))
    #expect(!key.mayBeSent(to: URL(string: "http://data.cotrip.org/api/v1/incidents")!))
  }

  @Test func aDirectoryMapsEachPageToItsFile() {
    let base = BaseLocation.directory(Fixtures.directory)
    #expect(
      base.resolve(CDOTFeed.incidents.url(), layout: .byHost)
        == .file(Fixtures.directory.appendingPathComponent("data.cotrip.org/api/v1/incidents")))
    #expect(
      base.resolve(CDOTFeed.incidents.url(offset: "4"), layout: .byHost)
        == .file(Fixtures.directory.appendingPathComponent("data.cotrip.org/api/v1/incidents@offset=4")))
    #expect(CDOTFeed.roadConditions.url().absoluteString == "https://data.cotrip.org/api/v1/roadConditions")
  }

  @Test func aSavedFeedIsRecognisedAndReadAsASnapshotThatOpensNothing() throws {
    let data = try Fixtures.data("data.cotrip.org/api/v1/roadConditions")
    #expect(CDOT().recognise(data) == .certain(.cdotFeed))
    let reports = try CDOT().reports(
      from: data, format: .cdotFeed, charset: nil, location: "roadConditions", fetchedAt: CDOTFixture.recorded)
    #expect(!reports.isEmpty)
    #expect(reports.allSatisfy { !$0.conditions.restrictions.contains { $0.level == .open } })
    // A saved page of planned events, read at a time inside the season's window.
    let planned = try CDOT().reports(
      from: try Fixtures.data("data.cotrip.org/api/v1/plannedEvents"), format: .cdotFeed, charset: nil,
      location: "plannedEvents", fetchedAt: CDOTFixture.recorded)
    #expect(
      planned.contains {
        $0.name == "Independence Pass" && $0.conditions.restrictions.allSatisfy { $0.level == .closedForSeason }
      })
  }
}

extension Result where Failure == any Error {
  /// The outcome of an async `body`.
  init(catching body: () async throws -> Success) async {
    do { self = .success(try await body()) } catch { self = .failure(error) }
  }
}
