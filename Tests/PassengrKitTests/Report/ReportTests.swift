import Foundation
import TestSupport
import Testing

@testable import PassengrKit

@Suite struct ReportTests {
  func snoqualmie(_ fixture: String) throws -> PassReport {
    let reports = try PassDocument.reports(from: try Fixtures.data(fixture), location: fixture, fetchedAt: Date())
      .reports
    return try #require(reports.first { $0.id == 11 })
  }

  @Test func theFeedsCamerasAndForecastAreKept() throws {
    let conditions = try snoqualmie("mobile/MountainPassConditions.json").conditions
    #expect(
      conditions.cameras.map(\.url.absoluteString) == [
        "https://images.wsdot.wa.gov/sc/snoqualmie0.jpg", "https://images.wsdot.wa.gov/sc/snoqualmie1.jpg",
      ])
    #expect(conditions.cameras.first?.title == "Snoqualmie Pass I-90 camera 0")
    #expect(
      conditions.forecast == [
        ForecastPeriod(day: "Tonight", text: "Snow likely. Low around 22."),
        ForecastPeriod(day: "Saturday", text: "A chance of snow showers. High near 31."),
      ])
  }

  @Test func onlyHTTPCameraURLsAreKept() throws {
    let cameras = try snoqualmie("cases/wsdot-feed/markup-in-fields.json").conditions.cameras
    #expect(cameras.count == 1, "javascript: and data: URLs are dropped")
    #expect(cameras.first?.url.scheme == "https")
    #expect(Camera(title: "x", url: "ftp://example.org/a.jpg") == nil)
    #expect(Camera(title: "x", url: "http:///no-host") == nil)
  }

  @Test func theAPIHasNoCamerasAndTheJSONSaysSoWithEmptyArrays() throws {
    let path = "Traffic/api/MountainPassConditions/MountainPassConditionsREST.svc/GetMountainPassConditionsAsJson"
    let report = try snoqualmie(path)
    let json = try JSONOutput.document(schema: "t", generatedAt: Date(), rows: [StatusRow(report: report)])
    // Compact, as every document is unless pretty is asked for.
    #expect(json.contains("\"cameras\":[]"))
    #expect(json.contains("\"forecast\":[]"))
  }

  @Test func implausibleNumbersInAFeedAreDroppedNotATrap() throws {
    let feed = """
      {"GetMountainPassConditionsResult":{"PassCondition":[{"MountainPassId":11,"MountainPassName":"Snoqualmie Pass I-90",
      "TemperatureInFahrenheit":1e300,"ElevationInFeet":-1e308,
      "RestrictionOne":{"RestrictionText":"No restrictions","TravelDirection":"Eastbound"}}]}}
      """
    let report = try #require(
      try PassDocument.reports(from: Data(feed.utf8), location: "feed", fetchedAt: Date()).reports.first)
    #expect(report.conditions.temperatureF == nil)
    #expect(report.elevationFeet == nil)
  }

  @Test func everyTextIsEscapedForHTML() {
    #expect(
      HTMLReport.escape("<a href=\"x\">Tom & 'Jerry'</a>")
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
  }

  @Test func thePageIsSelfContainedAndShowsEveryPassWithItsLevelInWords() throws {
    let reports = try PassDocument.reports(
      from: try Fixtures.data("cases/wsdot-feed/markup-in-fields.json"), location: "f", fetchedAt: Date()
    ).reports
    let rows = reports.map { StatusRow(report: $0) }
    let page = HTMLReport(now: Date()).render(rows)
    #expect(!page.contains("<script"), "no script at all, and none from the feed")
    #expect(!page.contains("<link") && !page.contains("@import") && !page.contains("url("), "no external assets")
    #expect(page.contains("&lt;script&gt;alert(&#39;road&#39;)&lt;/script&gt;"))
    #expect(page.components(separatedBy: "<section class=\"pass\"").count - 1 == rows.count)
    #expect(
      page.components(separatedBy: "<img ").count - 1 == rows.reduce(0) { $0 + ($1.conditions?.cameras.count ?? 0) })
    #expect(page.contains("loading=\"lazy\""))
    #expect(page.contains("prefers-color-scheme:dark"))
    #expect(page.contains(">Chains required</p>"))
  }

  @Test func theReportFileIsWrittenAtomicallyAsOwnerOnly() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("index.html").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    try HTMLReport.write("<!doctype html><p>new</p>", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "<!doctype html><p>new</p>")
    let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    #expect(mode == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["index.html"])
  }
}

extension ReportTests {
  /// With data for some passes and none for others, the summary never says "showing data from"
  /// and "no saved data" in one breath.
  @Test func theSavedDataSummaryNeverContradictsItself() {
    var passes = PassDataSource.initial()
    let now = Date()
    RefreshMerge.apply(
      [
        11: .success(
          PassConditions(
            restrictions: [Restriction(direction: .eastbound, text: "No restrictions")], roadConditions: nil,
            weather: nil,
            temperatureF: nil, updatedAt: nil, fetchedAt: now))
      ],
      attemptedAt: now, sources: [11: "wsdot"], to: &passes)
    let chosen = passes.visiblePasses
    let saved = passes.savedData(of: chosen)
    #expect(saved.oldestFetch == now)
    #expect(!saved.missing.isEmpty && !saved.missing.contains("Snoqualmie Pass"), "\(saved.missing)")
  }
}
