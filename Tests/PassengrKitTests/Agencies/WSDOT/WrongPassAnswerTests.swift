import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// An answer about another pass is never read as the pass asked for: a pass page whose heading
/// names another catalogue pass is a failed page, and a feed record whose MountainPassId and name
/// are different passes' is refused (the answer is partial).
@Suite(.hangGuard) struct WrongPassAnswerTests {
  /// A session over a copy of the fixtures edited by `edit` (see `UnplaceableDirectionTests`).
  func withFixtures(
    _ edit: (URL) throws -> Void, sources: [SourceName] = [], _ body: (PassengrSession) async throws -> Void
  ) async throws {
    try await UnplaceableDirectionTests().withFixtures(edit, sources: sources, body)
  }

  /// The page path of `slug` under `directory`.
  func page(_ directory: URL, _ slug: String) -> URL {
    directory.appendingPathComponent("travel/real-time/mountainpasses/\(slug)")
  }

  /// Manastash Ridge's page served at White Pass's address: White Pass (closed eastbound) is not
  /// read as open; its page failed, naming both passes, and the drive is not `go`.
  @Test func anotherPassesPageIsRefused() async throws {
    try await withFixtures(
      { directory in
        try FileManager.default.removeItem(at: page(directory, "white"))
        try FileManager.default.copyItem(at: page(directory, "manastash"), to: page(directory, "white"))
      }, sources: [.wsdotPage]
    ) { session in
      var query = StatusQuery()
      query.passes = ["white"]
      let row = try #require(try await session.status(query).rows.first)
      #expect(row.level == .unknown)
      #expect(
        row.error?.contains("it is Manastash Ridge's page (\"Manastash Ridge I-82\"), not White Pass's") == true,
        "\(String(describing: row.error))")
      var check = CheckQuery()
      check.passes = ["white:west"]
      let result1 = try await session.check(check).verdict
      #expect(result1 == .unknown)
    }
  }

  /// The real page is still read: White Pass is closed eastbound. A page whose heading and title
  /// cannot be read is read with a warning: its closure stands, its openings read `unknown`.
  @Test func aPageWithoutAReadableNameIsNotTrustedForOpenings() async throws {
    try await withFixtures({ _ in }, sources: [.wsdotPage]) { session in
      var check = CheckQuery()
      check.passes = ["white:east"]
      let result2 = try await session.check(check).verdict
      #expect(result2 == .noGo)
      check.passes = ["manastash:east"]
      let result3 = try await session.check(check).verdict
      #expect(result3 == .go)
    }
    try await withFixtures(
      { directory in
        for slug in ["manastash", "white"] {
          var html = try String(contentsOf: page(directory, slug), encoding: .utf8)
          html = html.replacingOccurrences(
            of: #"<h1 data-v-4f1c2a7e>[^<]*</h1>"#, with: "<h1 data-v-4f1c2a7e></h1>", options: .regularExpression)
          html = html.replacingOccurrences(
            of: #"<title>[^<]*</title>"#, with: "<title></title>", options: .regularExpression)
          try Data(html.utf8).write(to: page(directory, slug))
        }
      }, sources: [.wsdotPage]
    ) { session in
      var check = CheckQuery()
      check.passes = ["manastash:east"]
      let result = try await session.check(check)
      #expect(result.verdict == .unknown, "\(result.summary)")
      check.passes = ["white:east"]
      let result4 = try await session.check(check).verdict
      #expect(result4 == .noGo)
    }
  }

  /// Records 12 and 13 with their ids swapped: neither id is trusted against a name that is
  /// another pass's; White Pass does not read open, and the answer is partial.
  @Test func aRecordWhoseIdAndNameDisagreeIsRefused() async throws {
    try await withFixtures({ directory in
      try UpdateTimeTests().rewrite(directory, editing: 12) { $0["MountainPassId"] = 99 }
      try UpdateTimeTests().rewrite(directory, editing: 13) { $0["MountainPassId"] = 12 }
      try UpdateTimeTests().rewrite(directory, editing: 99) { $0["MountainPassId"] = 13 }
    }) { session in
      var query = StatusQuery()
      query.passes = ["white", "snoqualmie"]
      let rows = try await session.status(query).rows
      let white = try #require(rows.first { $0.name == "White Pass" })
      #expect(white.level != .open)
      let snoqualmie = try #require(rows.first { $0.name == "Snoqualmie Pass" })
      #expect(
        snoqualmie.error?.contains("whose MountainPassId and name are different passes'") == true,
        "\(String(describing: snoqualmie.error))")
      var check = CheckQuery()
      check.passes = ["white:west"]
      let result5 = try await session.check(check).verdict
      #expect(result5 != .go)
    }
  }
}
