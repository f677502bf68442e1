import Foundation
import TestSupport
import Testing

extension EndToEnd {
/// What a driver reads before a drive: `check` at any terminal width, the trip's HTML page, old
/// data, and the names people use for passes and highways.
@Suite(.timeLimit(.minutes(3))) struct BeforeADriveTests {
  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// Whitespace folded to single spaces: text wrapped over lines reads as it was published.
  static func folded(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  /// `check` wraps like `status`: nothing past the width, no word of a restriction or of the
  /// verdict cut, at 50 to 220 columns.
  @Test(arguments: [50, 80, 100, 220])
  func checkWrapsToTheWidthAndCutsNoWord(columns: Int) async throws {
    let sandbox = try Sandbox()
    let drive = ["check", "stevens:east", "blewett:south", "white:west", "tejon:north", "snoqualmie:west"]
    let output = try await sandbox.run(drive, environment: ["COLUMNS": "\(columns)"])
    #expect(output.status == 3, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let long = lines.filter { $0.count > columns }
    #expect(long.isEmpty, "lines wider than \(columns): \(long.map { "\($0.count): \($0)" })")
    #expect(!output.stdout.contains("…"), "\(output.stdout)")
    let answer = try json(try await sandbox.run(drive + ["--json", "--offline", "--max-age", "1h"]).stdout)
    let shown = Self.folded(output.stdout)
    for leg in try #require(answer["passes"] as? [[String: Any]]) {
      let text = try #require(leg["text"] as? String)
      #expect(shown.contains(Self.folded(text)), "\(text) is cut at \(columns) columns:\n\(output.stdout)")
      #expect(shown.contains(try #require(leg["name"] as? String)))
    }
    let summary = try #require(answer["summary"] as? String)
    #expect(shown.contains("drive: " + Self.folded(summary)), "the verdict is cut at \(columns) columns:\n\(output.stdout)")
  }
}
}
