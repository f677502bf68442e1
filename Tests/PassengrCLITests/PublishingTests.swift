import Foundation
import TestSupport
import Testing

/// `report` never replaces a published page with one that knows less.
extension EndToEndSecondLane {
  @Suite(.hangGuard) struct PublishingTests {
    /// The number of passes a page records it knew.
    static func known(_ page: String) -> Int? {
      guard let range = page.range(of: "<!-- passengr: ", options: .backwards) else { return nil }
      return Int(page[range.upperBound...].prefix { $0.isNumber })
    }

    @Test func aRunThatReadNothingKeepsThePublishedPage() async throws {
      let sandbox = try Sandbox()
      let page = sandbox.dataDirectory.appendingPathComponent("status.html")
      let good = try await sandbox.run(["report", "--html", page.path])
      #expect(good.status == 0, "\(good.stderr)")
      let published = try String(contentsOf: page, encoding: .utf8)
      let known = try #require(Self.known(published))
      #expect(known > 0, "\(published.suffix(200))")
      #expect(
        published.contains("</html>\n<!-- passengr: \(known) of 6 passes with current data (ids "),
        "\(published.suffix(200))")
      #expect(published.hasSuffix(") -->\n"), "\(published.suffix(200))")

      // Every source down: the new page would know nothing.
      sandbox.server.setHandler { _ in .init(status: 500, text: "down") }
      let down = try await sandbox.run(["report", "--html", page.path, "--refresh", "--timeout", "2s"])
      #expect(down.status == 2, "\(down.stderr)")
      #expect(
        down.stderr.contains(
          "passengr: kept \(page.path) as it was: this run has current data for 0 of 6 passes, the page there has \(known); this run has none for "
        ), "\(down.stderr)")
      #expect(try String(contentsOf: page, encoding: .utf8) == published, "the good page stands")

      // A page older than --max-stale no longer stands for anything: it is replaced.
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(-2 * 86400)], ofItemAtPath: page.path)
      let old = try await sandbox.run(["report", "--html", page.path, "--offline"])
      #expect(!old.stderr.contains("kept "), "\(old.stderr)")
      #expect(Self.known(try String(contentsOf: page, encoding: .utf8)) == 0)
      // Standard output is never held back.
      let stdout = try await sandbox.run(["report", "--html", "-", "--offline"])
      #expect(stdout.stdout.contains("</html>"))
    }

    /// A trip's page follows the same rule: a run that read nothing keeps the good page, exit 2.
    @Test func aTripPageIsNotReplacedByOneThatKnowsLess() async throws {
      let sandbox = try Sandbox()
      let page = sandbox.dataDirectory.appendingPathComponent("trip.html")
      #expect(try await sandbox.run(["trip", "add", "t1", "snoqualmie:east", "white:west"]).status == 0)
      let good = try await sandbox.run(["report", "--html", page.path, "--trip", "t1"])
      #expect(good.status == 0 || good.status == 3, "\(good.stderr)")
      let published = try String(contentsOf: page, encoding: .utf8)
      #expect(published.contains("<!-- passengr: 2 of 2 passes with current data (ids "), "\(published.suffix(200))")

      sandbox.server.setHandler { _ in .init(status: 500, text: "down") }
      let down = try await sandbox.run(["report", "--html", page.path, "--trip", "t1", "--refresh", "--timeout", "2s"])
      #expect(down.status == 2, "\(down.stderr)")
      #expect(
        down.stderr.contains(
          "passengr: kept \(page.path) as it was: this run has current data for 0 of 2 passes, the page there has 2; this run has none for Snoqualmie Pass, White Pass\n"
        ), "\(down.stderr)")
      #expect(try String(contentsOf: page, encoding: .utf8) == published, "the good trip page stands")
    }

    /// Which passes a page knew counts, not how many: a page about other passes does not replace
    /// it, nor does one whose reports are all old; one that knows at least the same passes does.
    @Test func aPageKnowingOtherPassesDoesNotReplaceOneKnowingThese() async throws {
      let sandbox = try Sandbox()
      let page = sandbox.dataDirectory.appendingPathComponent("status.html")
      let two = try await sandbox.run(["report", "--html", page.path, "snoqualmie", "stevens"])
      #expect(two.status == 0, "\(two.stderr)")
      let published = try String(contentsOf: page, encoding: .utf8)
      #expect(Self.known(published) == 2, "\(published.suffix(200))")

      // Three passes with current data, none of them the page's two.
      let others = try await sandbox.run(["report", "--html", page.path, "blewett", "white", "manastash"])
      #expect(others.status == 2, "\(others.stderr)")
      #expect(
        others.stderr.contains(
          "passengr: kept \(page.path) as it was: this run has current data for 3 of 3 passes, the page there has 2; this run has none for Snoqualmie Pass, Stevens Pass\n"
        ), "\(others.stderr)")
      #expect(try String(contentsOf: page, encoding: .utf8) == published)

      // The same passes, every report old (the fixtures as shipped, not as of now): none is current.
      sandbox.server.setHandler(TestHTTPServer.fileHandler(Fixtures.directory))
      let old = try await sandbox.run(["report", "--html", page.path, "snoqualmie", "stevens", "--refresh"])
      #expect(old.status == 2, "\(old.stderr)")
      #expect(
        old.stderr.contains("passengr: kept \(page.path) as it was: this run has current data for 0 of 2 passes"),
        "\(old.stderr)")
      #expect(try String(contentsOf: page, encoding: .utf8) == published)

      // Current again, and more: the page knows at least what the one there knew, so it replaces it.
      sandbox.server.setHandler(Sandbox.fixtures(feed: nil))
      let more = try await sandbox.run(["report", "--html", page.path, "snoqualmie", "stevens", "blewett", "--refresh"])
      #expect(more.status == 0, "\(more.stderr)")
      #expect(!more.stderr.contains("kept "), "\(more.stderr)")
      #expect(Self.known(try String(contentsOf: page, encoding: .utf8)) == 3)
    }
  }
}
