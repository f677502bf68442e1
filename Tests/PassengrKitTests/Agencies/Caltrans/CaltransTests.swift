import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// Caltrans chain controls: every quirk of the live feeds has a fixture and a test here.
@Suite(.hangGuard) struct CaltransTests {
  /// The fixtures' record time, 2025-01-10 20:57:03 Pacific, plus an hour: a fresh feed.
  static let fixtureNow = Date(timeIntervalSince1970: 1_736_571_423 + 3600)

  func feed(_ district: Int) throws -> ChainControlFeed {
    let path = "data/d\(district)/cc/ccStatusD\(district < 10 ? "0" : "")\(district).json"
    return try ChainControlFeed.decode(try Fixtures.data(path), district: district, url: path)
  }

  func conditions(_ name: String, feeds: [ChainControlFeed]) throws -> PassConditions? {
    let pass = try #require(Caltrans().catalogue.first { $0.name.hasPrefix(name) })
    return ChainControlFeed.conditions(
      for: try #require(pass.corridor), directions: pass.directions, in: feeds, fetchedAt: Self.fixtureNow)
  }

  @Test func recordTimesArePacificLocalTime() throws {
    #expect(try feed(3).generatedAt(now: Self.fixtureNow) == Date(timeIntervalSince1970: 1_736_571_423))
    // Summer: PDT, seven hours behind UTC.
    #expect(ChainControlFeed.date("2026-09-29", "20:57:03") == Date(timeIntervalSince1970: 1_790_740_623))
  }

  @Test func entriesThatAreNotRecordsAreSkippedAndCounted() throws {
    let nine = try feed(9)
    #expect(nine.skipped == 2)
    #expect(nine.checkpoints.count == 3)
    let conway = try #require(try conditions("Conway", feeds: [nine]))
    #expect(conway.notes == ["district 9 feed: 2 unreadable records skipped"])
  }

  @Test(arguments: [
    ("R-0", RestrictionLevel.open), ("R-1", .tractionRequired), ("R-2", .chainsRequired), ("R-3", .chainsAll),
    ("r-2", .chainsRequired), ("-118.1307759", .unknown), ("", .unknown), ("R-4", .unknown),
  ])
  func statusCodesMapToLevels(status: String, expected: RestrictionLevel) {
    let checkpoint = ChainControlCheckpoint(
      index: "x", district: 3, locationName: "X", direction: .eastbound, county: "Placer", route: "I-80",
      isInService: true,
      status: status, statusDescription: "", recordedAt: nil)
    #expect(checkpoint.level == expected)
  }

  @Test func aLongitudeInTheStatusFieldIsUnknownNeverOpen() throws {
    let tejon = try #require(try conditions("Tejon", feeds: [try feed(7), try feed(6)]))
    #expect(tejon.restriction(.northbound)?.level == .unknown)
    #expect(tejon.restriction(.northbound)?.text == "unreadable status '-118.1307759' at CASTAIC")
    #expect(tejon.restriction(.southbound)?.level == .open)
    #expect(tejon.level == .unknown)
  }

  @Test func anEmptyDescriptionShowsTheCodesMeaning() throws {
    let carson = try #require(try conditions("Carson", feeds: [try feed(10)]))
    let east = try #require(carson.restriction(.eastbound))
    #expect(east.level == .tractionRequired)
    #expect(east.text.hasPrefix("R-1 at PICKETTS JUNCTION: Chains or traction devices are required"))
  }

  @Test func outOfServiceCheckpointsAreIgnoredAndStarCountsForBothDirections() throws {
    // Yuba: a retired R-3 gate is out of service; the one "*" checkpoint reports R-0 both ways.
    let yuba = try #require(try conditions("Yuba", feeds: [try feed(3)]))
    #expect(yuba.restriction(.eastbound)?.level == .open)
    #expect(yuba.restriction(.westbound)?.level == .open)
    // Sonora spans two districts: an R-2 in Tuolumne westbound, an R-2 "*" in Mono.
    let sonora = try #require(try conditions("Sonora", feeds: [try feed(10), try feed(9)]))
    #expect(sonora.restriction(.eastbound)?.level == .chainsRequired)
    #expect(sonora.restriction(.westbound)?.level == .chainsRequired)
  }

  @Test func aDirectionIsTheWorstOfItsCheckpoints() throws {
    // Donner eastbound: TRUCKEE R-2 and NYACK R-1.
    let donner = try #require(try conditions("Donner", feeds: [try feed(3)]))
    #expect(donner.restriction(.eastbound)?.level == .chainsRequired)
    #expect(donner.restriction(.eastbound)?.text.hasPrefix("R-2 at TRUCKEE") == true)
  }

  @Test func anUnreadableCheckpointOutranksOpenButNotAKnownRestriction() {
    func checkpoint(_ status: String) -> ChainControlCheckpoint {
      ChainControlCheckpoint(
        index: status, district: 3, locationName: status, direction: nil, county: "Placer", route: "I-80",
        isInService: true, status: status, statusDescription: "", recordedAt: nil)
    }
    let corridor = Corridor(route: "I-80", counties: ["Placer"], districts: [3])
    func level(_ statuses: [String]) -> RestrictionLevel? {
      let feed = ChainControlFeed(district: 3, checkpoints: statuses.map(checkpoint), skipped: 0)
      return ChainControlFeed.conditions(for: corridor, directions: .eastWest, in: [feed], fetchedAt: Self.fixtureNow)?
        .level
    }
    #expect(level(["R-0", "garbage"]) == .unknown)
    // What cannot be read may be worse than R-1: unknown outranks every lesser restriction.
    #expect(level(["R-1", "garbage"]) == .unknown)
    #expect(level(["R-1", "R-2"]) == .chainsRequired)
    #expect(level(["R-0", "R-0"]) == .open)
  }

  @Test func aPassWithNoInServiceCheckpointIsAnErrorSayingSo() async throws {
    let server = try TestHTTPServer.serving(Fixtures.directory)
    // A corridor on a route District 3's feed does not carry.
    var lost = try #require(Caltrans().catalogue.first { $0.name == "Yuba Pass" })
    lost.corridor?.route = "SR-89"
    let results = await source(server, now: Self.fixtureNow).conditions(for: [lost])
    #expect(
      throws: SourceError.source(
        .caltrans, CaltransFailure.noCheckpoints(pass: "Yuba Pass", route: "SR-89", districts: "3"))
    ) { try results[lost.id]?.get() }
  }

  func source(_ server: TestHTTPServer, now: Date) -> ChainControlSource {
    var configuration = HTTPClientConfiguration()
    configuration.retryBaseDelay = .milliseconds(20)
    configuration.maxRetries = 0
    let loader = ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL))
    return ChainControlSource(loader: loader, clock: { now })
  }

  @Test func onlyTheNeededDistrictsAreFetchedAndOneFailingAffectsOnlyItsPasses() async throws {
    let files = TestHTTPServer.fileHandler(Fixtures.directory)
    let server = try TestHTTPServer { request in
      request.path.hasPrefix("/data/d10/") ? .init(status: 500, text: "down") : files(request)
    }
    let passes = Caltrans().catalogue.filter { ["Donner Summit", "Carson Pass"].contains($0.name) }
    let results = await source(server, now: Self.fixtureNow).conditions(for: passes)
    #expect(Set(server.requests.map(\.path)) == ["/data/d3/cc/ccStatusD03.json", "/data/d10/cc/ccStatusD10.json"])
    #expect(try results[2001]?.get().level == .chainsRequired)
    #expect(throws: NetworkError.self) { try results[2004]?.get() }
  }

  /// A feed still served but no longer regenerated says "all clear" forever: it must read as stale.
  @Test func aFeedNoLongerRegeneratedIsStaleNeverOpen() async throws {
    let stale = try Fixtures.data("cases/caltrans-cc/stale-d3.json")
    let server = try TestHTTPServer { _ in .init(headers: ["Content-Type": "application/json"], body: stale) }
    let donner = try #require(Caltrans().catalogue.first { $0.name == "Donner Summit" })
    let results = await source(server, now: Self.fixtureNow).conditions(for: [donner])
    do {
      _ = try #require(results[2001]).get()
      Issue.record("a feed days old was read as current")
    } catch let error as SourceError {
      guard case .source(.caltrans, let failure) = error,
        case .staleFeed(let url, let age)? = failure.failure as? CaltransFailure
      else { throw error }
      #expect(url.hasSuffix("/data/d3/cc/ccStatusD03.json"))
      #expect(age == "3 d ago")
      #expect(error.description.contains("over 3 h ago"))
    }
    // Within three hours it is current.
    let fresh = await source(server, now: Date(timeIntervalSince1970: 1_736_255_400 + 2 * 3600)).conditions(for: [
      donner
    ])
    #expect(try fresh[2001]?.get().level == .open)
  }

  /// A retired gate left dated 2099 (or any record dated in the future) must not make an old feed
  /// read as current: staleness is judged from in-service records only, and future ones are counted.
  @Test func aFutureDatedOutOfServiceRecordDoesNotMakeAnOldFeedCurrent() async throws {
    let stale = String(decoding: try Fixtures.data("cases/caltrans-cc/stale-d3.json"), as: UTF8.self)
    let retired = """
      {"cc": {"index": "3-PLA-80-70-E-XX", "recordTimestamp": {"recordDate": "2099-01-01", "recordTime": "00:00:00"},
       "location": {"district": "3", "locationName": "OLD GATE", "direction": "East", "county": "Placer", "route": "I-80"},
       "inService": "false", "statusData": {"status": "R-0", "statusDescription": ""}}},
      {"cc": {"index": "3-PLA-80-71-E-XY", "recordTimestamp": {"recordDate": "2098-12-31", "recordTime": "00:00:00"},
       "location": {"district": "3", "locationName": "FUTURE GATE", "direction": "East", "county": "Placer", "route": "I-80"},
       "inService": "true", "statusData": {"status": "R-0", "statusDescription": ""}}},
      """
    let body = Data(stale.replacingOccurrences(of: "\"data\": [", with: "\"data\": [" + retired).utf8)
    let feed = try ChainControlFeed.decode(body, district: 3, url: "d3")
    let original = try ChainControlFeed.decode(Data(stale.utf8), district: 3, url: "d3")
    let newest = try #require(original.generatedAt(now: Self.fixtureNow))
    #expect(feed.checkpoints.contains { $0.locationName == "OLD GATE" })
    #expect(feed.futureRecords(now: Self.fixtureNow) == 2)
    #expect(feed.generatedAt(now: Self.fixtureNow) == newest)

    let server = try TestHTTPServer { _ in .init(headers: ["Content-Type": "application/json"], body: body) }
    let donner = try #require(Caltrans().catalogue.first { $0.name == "Donner Summit" })
    let results = await source(server, now: Self.fixtureNow).conditions(for: [donner])
    #expect(throws: SourceError.self, "a 3-day-old feed with a record dated 2099 was read as current") {
      try results[2001]?.get()
    }
    // Read fresh, the future record is ignored for the update time and counted in the notes.
    let corridor = try #require(donner.corridor)
    let fresh = try #require(
      ChainControlFeed.conditions(
        for: corridor, directions: donner.directions, in: [feed], fetchedAt: newest.addingTimeInterval(60)))
    #expect(fresh.updatedAt == newest)
    #expect(fresh.notes.contains("district 3 feed: 2 records dated in the future ignored"))
  }

  @Test func malformedJSONIsReportedWithLineAndColumn() throws {
    #expect {
      try ChainControlFeed.decode(try Fixtures.data("cases/caltrans-cc/malformed-d3.json"), district: 3, url: "d3.json")
    } throws: { error in
      guard case SourceError.malformed(let source, let url, let location, _) = error else { return false }
      return source == "caltrans-cc" && url == "d3.json" && location.hasPrefix("line 37, column 3")
    }
  }

  @Test func coordinatesOffTheEarthDoNotStopARecord() throws {
    let cajon = try #require(try conditions("Cajon", feeds: [try feed(8)]))
    #expect(cajon.restriction(.southbound)?.level == .open)
  }

  @Test func parseRecognisesAChainControlFeedAndListsItsCheckpoints() throws {
    let parsed = try PassDocument.reports(
      from: try Fixtures.data("data/d9/cc/ccStatusD09.json"), location: "d9", fetchedAt: Date())
    #expect(parsed.format == .caltransCC)
    #expect(
      parsed.reports.map(\.publishedName) == ["SONORA JUNCTION SR-108", "LEE VINING SR-120", "CONWAY SUMMIT US-395"])
    #expect(parsed.reports.map(\.conditions.level) == [.chainsRequired, .open, .tractionRequired])
  }
}
