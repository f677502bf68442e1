import Foundation
import TestSupport
import Testing

/// `report` never replaces a published page with one that knows less.
extension EndToEnd {
@Suite(.timeLimit(.minutes(3))) struct PublishingTests {
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
    #expect(published.hasSuffix("</html>\n<!-- passengr: \(known) of 6 passes with current data -->\n"), "\(published.suffix(200))")

    // Every source down: the new page would know nothing.
    sandbox.server.setHandler { _ in .init(status: 500, text: "down") }
    let down = try await sandbox.run(["report", "--html", page.path, "--refresh", "--timeout", "2s"])
    #expect(down.status == 2, "\(down.stderr)")
    #expect(down.stderr.contains("passengr: kept \(page.path) as it was: this run has current data for 0 of 6 passes, the page there has \(known)\n"), "\(down.stderr)")
    #expect(try String(contentsOf: page, encoding: .utf8) == published, "the good page stands")

    // A page older than --max-stale no longer stands for anything: it is replaced.
    try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-2 * 86400)], ofItemAtPath: page.path)
    let old = try await sandbox.run(["report", "--html", page.path, "--offline"])
    #expect(!old.stderr.contains("kept "), "\(old.stderr)")
    #expect(Self.known(try String(contentsOf: page, encoding: .utf8)) == 0)
    // Standard output is never held back.
    let stdout = try await sandbox.run(["report", "--html", "-", "--offline"])
    #expect(stdout.stdout.contains("</html>"))
  }
}
}
