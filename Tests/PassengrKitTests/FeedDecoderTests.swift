import Foundation
@testable import PassengrKit
import TestSupport
import Testing

@Suite struct FeedDecoderTests {
  func reports(_ path: String) throws -> [PassReport] {
    try PassDocument.reports(from: Fixtures.data(path), location: path).reports
  }

  func report(_ id: Int, in reports: [PassReport]) throws -> PassReport {
    try #require(reports.first { $0.id == id })
  }

  @Test func mobileFeedYieldsEveryPassByID() throws {
    let reports = try reports("mobile/MountainPassConditions.json")
    #expect(reports.count == 16)
    let snoqualmie = try report(11, in: reports)
    #expect(snoqualmie.publishedName == "Snoqualmie Pass I-90")
    #expect(snoqualmie.conditions.restriction(.eastbound)?.level == .tractionAdvised)
    #expect(snoqualmie.conditions.restriction(.westbound)?.text == "No restrictions")
    #expect(snoqualmie.conditions.temperatureF == 28)
    #expect(snoqualmie.conditions.level == .tractionAdvised)
    // [2025, 1, 10, 20, 45] Pacific is 04:45 UTC the next day.
    #expect(snoqualmie.conditions.updatedAt == Date(timeIntervalSince1970: 1_736_570_700))
  }

  @Test func realQuirksAreHandled() throws {
    let reports = try reports("mobile/MountainPassConditions.json")
    let white = try report(12, in: reports)
    #expect(PassCatalog.split(publishedName: "White Pass  US 12") == ("White Pass", "US 12"))
    #expect(white.conditions.level == .closed)
    let blewett = try report(1, in: reports)
    #expect(blewett.conditions.restrictions.map(\.direction) == [.northbound, .southbound])
    #expect(blewett.conditions.temperatureF == nil)
    #expect(blewett.conditions.weather == nil)
    let tiger = try report(17, in: reports)
    #expect(PassCatalog.split(publishedName: tiger.publishedName) == ("Tiger Mountain", "SR 18"))
    #expect(PassCatalog.split(publishedName: "Stevens Pass US2") == ("Stevens Pass", "US 2"))
    #expect(try report(2, in: reports).conditions.level == .closedForSeason)
  }

  @Test func apiJSONDatesAgreeWithTheFeed() throws {
    let feed = try reports("mobile/MountainPassConditions.json")
    let api = try reports("Traffic/api/MountainPassConditions/MountainPassConditionsREST.svc/GetMountainPassConditionsAsJson")
    #expect(api.count == feed.count)
    for report in api {
      var twin = try self.report(try #require(report.id), in: feed).conditions
      twin.fetchedAt = report.conditions.fetchedAt
      // The API carries no cameras or forecasts; the feed does.
      #expect(!twin.cameras.isEmpty && !twin.forecast.isEmpty)
      twin.cameras = []
      twin.forecast = []
      #expect(report.conditions == twin, "pass \(report.id ?? 0)")
    }
  }

  @Test func apiXMLIsReadThroughNamespaces() throws {
    let reports = try reports("cases/wsdot-api/conditions.xml")
    #expect(reports.map(\.id) == [1, 11, 12])
    let blewett = try report(1, in: reports)
    #expect(blewett.conditions.temperatureF == nil)
    #expect(blewett.conditions.restrictions.map(\.direction) == [.northbound, .southbound])
    let snoqualmie = try report(11, in: reports)
    #expect(snoqualmie.conditions.level == .chainsRequired)
    #expect(snoqualmie.conditions.weather == "Snowing & blowing snow")
    #expect(snoqualmie.conditions.updatedAt == Date(timeIntervalSince1970: 1_736_570_700))
  }

  @Test func oneBadRecordDoesNotSinkTheFeed() throws {
    let reports = try reports("cases/wsdot-feed/one-bad-record.json")
    #expect(reports.count == 15)
    #expect(try report(2, in: reports).conditions.temperatureF == nil)
  }

  @Test func truncatedJSONNamesLineAndColumn() throws {
    #expect { try reports("cases/wsdot-feed/truncated.json") } throws: { error in
      guard case PassengrError.malformed(let source, let url, let location, _) = error else { return false }
      return source == "wsdot-feed" && url == "cases/wsdot-feed/truncated.json" && location.hasPrefix("line ") && location.contains("column")
    }
  }

  @Test(arguments: ["cases/wsdot-feed/empty.json", "cases/wsdot-feed/not-the-feed.json"])
  func feedWithoutPassesIsAnErrorNotOpen(path: String) throws {
    #expect(throws: PassengrError.noPassData(source: "wsdot-feed", url: path)) {
      try PassDocument.reports(from: Fixtures.data(path), format: .wsdotFeed, location: path)
    }
  }

  @Test func escapeSequencesFromTheFeedAreRemoved() throws {
    let snoqualmie = try report(11, in: reports("cases/wsdot-feed/escape-sequences.json"))
    #expect(snoqualmie.conditions.roadConditions == "Bare and dry.")
    #expect(snoqualmie.conditions.restriction(.eastbound)?.text == "No restrictions hidden")
    let all = [snoqualmie.conditions.roadConditions ?? ""] + snoqualmie.conditions.restrictions.map(\.text)
    #expect(!all.joined().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
  }
}
