import Foundation
import TestSupport
import Testing

@testable import PassengrKit

@Suite struct PassPageDecoderTests {
  func page(_ slug: String) throws -> Data { try Fixtures.data("travel/real-time/mountainpasses/\(slug)") }

  @Test func renderedPageIsReadByLabel() throws {
    let parsed = try PassDocument.reports(from: page("snoqualmie"), location: "snoqualmie", fetchedAt: Date())
    #expect(parsed.format == .wsdotPage)
    let report = try #require(parsed.reports.first)
    #expect(report.id == 11)
    #expect(report.elevationFeet == 3022)
    #expect(report.conditions.restrictions.map(\.direction) == [.eastbound, .westbound])
    #expect(report.conditions.level == .tractionAdvised)
    #expect(report.conditions.temperatureF == 28)
    #expect(report.conditions.roadConditions == "Compact snow and ice on the road.")
    #expect(report.conditions.updatedAt == Date(timeIntervalSince1970: 1_736_570_700))
  }

  @Test func northSouthLabelsAndMissingTemperature() throws {
    let report = try #require(
      try PassDocument.reports(from: page("blewett"), location: "blewett", fetchedAt: Date()).reports.first)
    #expect(report.id == 1)
    #expect(report.conditions.restrictions.map(\.direction) == [.northbound, .southbound])
    #expect(report.conditions.temperatureF == nil)
  }

  @Test func newSiteBuildHashesAndRowOrderDoNotMatter() throws {
    var html = String(decoding: try page("stevens"), as: UTF8.self).replacingOccurrences(
      of: "data-v-4f1c2a7e", with: "data-v-0badc0de")
    // Move the weather row to the front.
    let rows = html.components(separatedBy: "<div class=\"condition\"")
    let weather = try #require(rows.firstIndex { $0.contains(">Weather<") })
    var reordered = rows
    let moved = reordered.remove(at: weather)
    reordered.insert(moved, at: 1)
    html = reordered.joined(separator: "<div class=\"condition\"")
    let report = try #require(
      try PassDocument.reports(from: Data(html.utf8), location: "stevens", fetchedAt: Date()).reports.first)
    #expect(report.conditions.level == .chainsRequired)
    #expect(report.conditions.weather == "Snowing heavily")
  }

  @Test func legacyPageSpansAreRead() throws {
    let parsed = try PassDocument.reports(
      from: Fixtures.data("traffic/passes/snoqualmie/index.html"), location: "legacy", fetchedAt: Date())
    #expect(parsed.format == .legacyPage)
    let report = try #require(parsed.reports.first)
    #expect(report.id == 11)
    #expect(report.conditions.restrictions.map(\.level) == [.tractionRequired, .chainsRequired])
    #expect(report.conditions.temperatureF == 31)
    #expect(report.conditions.weather == "Snowing, 2\" new snow.")
    #expect(report.conditions.updatedAt != nil)
  }

  @Test func pageWithoutPassRowsIsAnError() throws {
    let html = Data(
      "<html><body><div id='app'><!----><p>Loading…</p></div><script src='/js/app.js'></script></body></html>".utf8)
    #expect(throws: SourceError.noPassData(source: "wsdot-page", url: "raw.html")) {
      try PassDocument.reports(from: html, format: .wsdotPage, location: "raw.html", fetchedAt: Date())
    }
  }
}
