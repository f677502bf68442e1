import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// DriveBC's list over the wire from a server on 127.0.0.1: pages followed by `pagination.next_url`
/// (one request each, never more), and every way an answer can fail leaving every BC pass without
/// an answer, said why, never open.
@Suite(.hangGuard) struct DriveBCFeedTests {
  /// Serves the recording's two pages at the mirror's paths, counting nothing but what it is asked.
  static func recordingServer(second: TestHTTPServer.Response? = nil) throws -> TestHTTPServer {
    let first = try Fixtures.data("api.open511.gov.bc.ca/events")
    let next = try Fixtures.data("api.open511.gov.bc.ca/events@offset=6")
    return try TestHTTPServer { request in
      let json = ["Content-Type": "application/json"]
      guard request.path == "/api.open511.gov.bc.ca/events" else {
        return .init(status: 404, text: "Not found")
      }
      if request.query == "offset=6" { return second ?? .init(headers: json, body: next) }
      return .init(headers: json, body: first)
    }
  }

  /// Whether every BC pass failed, each saying why.
  static func everyPassFails(_ reading: DriveBCReading) -> Bool {
    DriveBCCatalogue.sites.allSatisfy { site in
      guard case .failure(let error) = reading.conditions(for: site) else { return false }
      return !String(describing: error).isEmpty
    }
  }

  @Test func bothPagesAreReadWithOneRequestEach() async throws {
    let server = try Self.recordingServer()
    let reading = await DriveBCSource(loader: DriveBCFixture.serverLoader(server), clock: { DriveBCFixture.recorded })
      .read()
    let listing = try reading.listing.get()
    #expect(listing.pages.count == 2 && listing.events.count == 10 && listing.isComplete)
    #expect(server.requests.count == 2, "\(server.requests.map { "\($0.path)?\($0.query ?? "")" })")
    #expect(server.requests.map(\.query) == [nil, "offset=6"])
    #expect(server.requests.allSatisfy { $0.headers["accept"] == "application/json" })
    // What the second page says counts: Bonanza Pass is closed in its words.
    #expect(DriveBCFixture.levels(reading, "Bonanza Pass")?.values.allSatisfy { $0 == .closed } == true)
  }

  @Test(arguments: [
    "/events?offset=6", "https://api.open511.gov.bc.ca/events?offset=6", "events?offset=6",
    "http://127.0.0.1:9/api.open511.gov.bc.ca/events?offset=6",
  ])
  func aNextPageIsAlwaysAskedOfDriveBCsHost(next: String) throws {
    let url = try DriveBCFeed.resolve(next, from: "test")
    #expect(url.absoluteString == "https://api.open511.gov.bc.ca/events?offset=6")
  }

  @Test func aNextPageThatIsNoWebAddressFailsTheList() {
    #expect(throws: SourceError.self) { try DriveBCFeed.resolve("file:///etc/passwd", from: "test") }
  }

  @Test(arguments: [
    TestHTTPServer.Response(status: 404, text: "Not found"),
    TestHTTPServer.Response(status: 500, text: "Internal Server Error"),
    TestHTTPServer.Response(text: "{\"events\": [ {\"id\": "),
    TestHTTPServer.Response(text: "<html><body>Service unavailable</body></html>"),
    TestHTTPServer.Response(text: "{\"error\": {\"code\": 1005, \"message\": \"'limit' cannot exceed 500\"}}"),
    TestHTTPServer.Response(text: "[]"),
    TestHTTPServer.Response(text: "{\"events\": {}}"),
  ])
  func aSecondPageThatFailsLeavesEveryPassWithoutAnAnswer(second: TestHTTPServer.Response) async throws {
    let server = try Self.recordingServer(second: second)
    let reading = await DriveBCSource(loader: DriveBCFixture.serverLoader(server), clock: { DriveBCFixture.recorded })
      .read()
    #expect(throws: (any Error).self) { try reading.listing.get() }
    #expect(Self.everyPassFails(reading))
  }

  @Test(arguments: [
    (500, "Internal Server Error"), (200, "not json"), (200, ""), (200, "{\"events\": null}"),
    (200, "{\"meta\": {\"version\": \"v1\"}}"), (200, "{\"events\": [], \"pagination\": 5}"),
  ])
  func aFirstPageThatFailsLeavesEveryPassWithoutAnAnswer(status: Int, body: String) async throws {
    let server = try TestHTTPServer { _ in .init(status: status, text: body) }
    let reading = await DriveBCSource(loader: DriveBCFixture.serverLoader(server), clock: { DriveBCFixture.recorded })
      .read()
    #expect(Self.everyPassFails(reading))
    #expect(server.requests.count == 1)
  }

  @Test func aFailedListFailsEveryBCPassInTheFetcherSayingWhy() async throws {
    let server = try TestHTTPServer { _ in .init(status: 503, text: "Service Unavailable") }
    var configuration = HTTPClientConfiguration()
    configuration.maxRetries = 0
    configuration.retryBaseDelay = .milliseconds(10)
    let loader = ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL))
    let fetcher = ConditionsFetcher(loader: loader, clock: Date.init)
    let passes = DriveBCCatalogue.sites.map(\.pass)
    let results = await fetcher.conditions(for: passes, progress: nil)
    #expect(results.count == passes.count)
    for pass in passes {
      guard case .failure(let error) = results[pass.id] else {
        Issue.record("\(pass.name) has an answer")
        continue
      }
      #expect(String(describing: error).contains("503"), "\(error)")
    }
  }

  @Test func pagingThatNeverEndsIsAFailureNotAList() async throws {
    let server = try TestHTTPServer { request in
      let offset = Int(request.query?.split(separator: "=").last ?? "0") ?? 0
      let body = try? DriveBCFixture.page([], next: "/events?offset=\(offset + 1)")
      return .init(body: body ?? Data())
    }
    let listing = await Result { try await DriveBCFeed.listing(through: DriveBCFixture.serverLoader(server)) }
    guard case .failure(let error) = listing else {
      Issue.record("expected a failure")
      return
    }
    #expect(String(describing: error).contains("did not end"))
    #expect(server.requests.count == DriveBCFeed.maxPages)
  }

  @Test func aPageNamingItselfAgainIsAFailure() async throws {
    let server = try TestHTTPServer { _ in .init(body: (try? DriveBCFixture.page([], next: "/events")) ?? Data()) }
    let listing = await Result { try await DriveBCFeed.listing(through: DriveBCFixture.serverLoader(server)) }
    #expect(throws: SourceError.self) { try listing.get() }
    #expect(server.requests.count == 1)
  }

  @Test(arguments: [50, 500])
  func aLastPageAsLongAsAFullOneMayBeCutShortAndOpensNothing(count: Int) throws {
    let far = Coordinate(58.8, -122.7)  // Fort Nelson: on no pass's stretch
    let events = (0..<count).map { index in
      DriveBCFixture.event(
        id: "DBC-\(index)", description: "Road closed.", roads: [DriveBCFixture.road("Highway 97", "BOTH")],
        geography: DriveBCFixture.point(far))
    }
    let page = try DriveBCPage.decode(try DriveBCFixture.page(events), url: "test")
    let listing = DriveBCListing(pages: [page])
    #expect(!listing.isComplete)
    let reading = DriveBCReading(
      listing: .success(listing), now: DriveBCFixture.recorded, fetchedAt: DriveBCFixture.recorded)
    for site in DriveBCCatalogue.sites {
      let conditions = try reading.conditions(for: site).get()
      #expect(conditions.restrictions.allSatisfy { $0.level == .unknown && $0.gap == .noReport }, "\(site.pass.name)")
      #expect(conditions.warning?.contains("may not be whole") == true)
    }
  }

  @Test func aLastPageAsLongAsTheSizeItStatesMayBeCutShort() throws {
    let one = DriveBCFixture.event(description: "x", roads: [], geography: nil)
    let stated = Data(
      #"{"events": [{"id": "a"}, {"id": "b"}, {"id": "c"}], "pagination": {"offset": "0", "limit": 3}}"#.utf8)
    #expect(!DriveBCListing(pages: [try DriveBCPage.decode(stated, url: "a")]).isComplete)
    let first = try DriveBCPage.decode(try DriveBCFixture.page([one, one, one], next: "/events?offset=3"), url: "a")
    let shorter = try DriveBCPage.decode(try DriveBCFixture.page([one]), url: "c")
    #expect(DriveBCListing(pages: [first, shorter]).isComplete)
  }

  @Test func anEntryThatIsNoEventKeepsEveryPassFromOpen() throws {
    let data = Data(#"{"events": [42], "pagination": {"offset": "0"}}"#.utf8)
    let page = try DriveBCPage.decode(data, url: "test")
    let reading = DriveBCReading(
      listing: .success(DriveBCListing(pages: [page])), now: DriveBCFixture.recorded, fetchedAt: DriveBCFixture.recorded
    )
    for site in DriveBCCatalogue.sites {
      #expect(try reading.conditions(for: site).get().restrictions.allSatisfy { $0.level == .unknown })
    }
  }

  @Test func anEmptyWholeListSaysNoEventButShowsNoUpdateTime() throws {
    let reading = try DriveBCFixture.reading(of: [])
    let conditions = try reading.conditions(for: DriveBCFixture.site("Coquihalla Summit")).get()
    #expect(conditions.restrictions.allSatisfy { $0.level == .open && $0.text == "DriveBC: no event on this stretch" })
    // Nothing dated shows the list is current: the judgement keeps such a pass from `go`.
    #expect(conditions.updatedAt == nil)
  }
}

extension DriveBCFeedTests {
  /// The bad recordings under `Fixtures/cases/drivebc/`, each a directory laid out by host: a first
  /// page whose second page is missing, a page cut off mid-JSON, DriveBC's error object, an HTML
  /// outage page.
  @Test(arguments: ["missing-page", "malformed", "error-answer", "html-outage"])
  func aBadRecordingLeavesEveryPassWithoutAnAnswer(name: String) async throws {
    let directory = Fixtures.directory.appendingPathComponent("cases/drivebc/\(name)")
    let loader = ResourceLoader(
      client: HTTPClient(configuration: HTTPClientConfiguration()), base: .directory(directory)
    )
    .agency(access: nil, minimumInterval: nil, layout: .byHost)
    let reading = await DriveBCSource(loader: loader, clock: { DriveBCFixture.recorded }).read()
    #expect(Self.everyPassFails(reading), "\(reading.listing)")
    guard case .failure(let error) = reading.listing else { return }
    let said = String(describing: error)
    #expect(said.contains("api.open511.gov.bc.ca"), "the failure names where: \(said)")
  }
}
