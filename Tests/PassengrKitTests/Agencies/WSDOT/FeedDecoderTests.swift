import Foundation
import TestSupport
import Testing

@testable import PassengrKit

@Suite struct FeedDecoderTests {
  func reports(_ path: String) throws -> [PassReport] {
    try PassDocument.reports(from: Fixtures.data(path), location: path, fetchedAt: Date()).reports
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
    let api = try reports(
      "Traffic/api/MountainPassConditions/MountainPassConditionsREST.svc/GetMountainPassConditionsAsJson")
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
    #expect(reports.filter { $0.id != nil }.count == 15)
    #expect(try report(2, in: reports).conditions.temperatureF == nil)
  }

  /// A record without a pass id never vanishes: it makes the feed partial (openings unknown, a
  /// warning, a note and a failed record health on every pass) and is kept, without an id, for `parse`.
  @Test func aRecordWithoutAPassIdMakesTheFeedPartial() throws {
    let reports = try reports("cases/wsdot-feed/one-bad-record.json")
    let skipped = try #require(reports.first { $0.id == nil })
    #expect(skipped.publishedName == "No id here" && skipped.conditions.level == .unknown)
    let white = try report(13, in: reports).conditions
    #expect(white.restriction(.westbound)?.level == .unknown)
    #expect(white.restriction(.westbound)?.text.contains("\"No id here\"") == true, "\(white.restrictions)")
    #expect(white.warning?.contains("partial") == true)
    #expect(white.partialFailures[UnattributedRecords.healthName]?.contains("skipped 1 record") == true)
    #expect(white.notes.contains { $0.contains("No id here") })
    // A known closure stands; a known chain requirement stands as published (the warning makes it not current).
    #expect(try report(2, in: reports).conditions.level == .closedForSeason)
    // The same feed with every record named: healthy, nothing partial.
    let clean = try self.reports("mobile/MountainPassConditions.json")
    #expect(
      clean.allSatisfy {
        $0.id != nil && $0.conditions.warning == nil && $0.conditions.consulted == [UnattributedRecords.healthName]
      })
  }

  /// A record without an id whose name is a pass's is that pass's record: its closure is not lost.
  @Test func aRecordWithoutAPassIdIsTakenByItsNameWhenThatIsCertain() throws {
    let reports = try reports("cases/wsdot-feed/closure-without-id.json")
    #expect(reports.allSatisfy { $0.id != nil && $0.conditions.warning == nil })
    let manastash = reports.filter { $0.id == 13 }
    #expect(manastash.count == 2 && manastash.contains { $0.conditions.level == .closed })
    let unnamed = try self.reports("cases/wsdot-feed/unattributed-closure.json")
    let kept = try #require(unnamed.first { $0.id == nil })
    #expect(
      kept.publishedName == "Manastash Summit Detour" && kept.conditions.restriction(.eastbound)?.level == .closed)
  }

  @Test func anAPIRecordWithoutAPassIdMakesTheAnswerPartialInJSONAndXML() throws {
    let api = "Traffic/api/MountainPassConditions/MountainPassConditionsREST.svc/GetMountainPassConditionsAsJson"
    var records = try #require(try JSONSerialization.jsonObject(with: try Fixtures.data(api)) as? [[String: Any]])
    records[0]["MountainPassId"] = "not a number"
    records[0]["MountainPassName"] = "Somewhere"
    let json = try PassDocument.reports(
      from: try JSONSerialization.data(withJSONObject: records), format: .wsdotAPI, location: "api", fetchedAt: Date()
    ).reports
    #expect(json.contains { $0.id == nil } && json.filter { $0.id != nil }.allSatisfy { $0.conditions.warning != nil })
    let xml = String(decoding: try Fixtures.data("cases/wsdot-api/conditions.xml"), as: UTF8.self)
      .replacingOccurrences(of: "<MountainPassId>1</MountainPassId>", with: "<MountainPassId></MountainPassId>")
      .replacingOccurrences(of: "Blewett Pass US 97", with: "Somewhere Else")
    let read = try PassDocument.reports(from: Data(xml.utf8), format: .wsdotAPI, location: "xml", fetchedAt: Date())
      .reports
    #expect(read.count == 3 && read.contains { $0.id == nil })
    #expect(try report(12, in: read).conditions.restriction(.eastbound)?.level == .unknown)
  }

  @Test func truncatedJSONNamesLineAndColumn() throws {
    #expect { try reports("cases/wsdot-feed/truncated.json") } throws: { error in
      guard case SourceError.malformed(let source, let url, let location, _) = error else { return false }
      return source == "wsdot-feed" && url == "cases/wsdot-feed/truncated.json" && location.hasPrefix("line ")
        && location.contains("column")
    }
  }

  @Test(arguments: ["cases/wsdot-feed/empty.json", "cases/wsdot-feed/not-the-feed.json"])
  func feedWithoutPassesIsAnErrorNotOpen(path: String) throws {
    #expect(throws: SourceError.noPassData(source: "wsdot-feed", url: path)) {
      try PassDocument.reports(from: Fixtures.data(path), format: .wsdotFeed, location: path, fetchedAt: Date())
    }
  }

  @Test func escapeSequencesFromTheFeedAreRemoved() throws {
    let snoqualmie = try report(11, in: reports("cases/wsdot-feed/escape-sequences.json"))
    #expect(snoqualmie.conditions.roadConditions == "Bare and dry.")
    #expect(snoqualmie.conditions.restriction(.eastbound)?.text == "No restrictions hidden")
    let all = [snoqualmie.conditions.roadConditions ?? ""] + snoqualmie.conditions.restrictions.map(\.text)
    #expect(
      !all.joined().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
  }
}
