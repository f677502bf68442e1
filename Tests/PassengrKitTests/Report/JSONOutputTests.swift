import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Passengr's JSON documents, as Foundation's `JSONEncoder` writes them with the options the README
/// documents: sorted keys, slashes unescaped, ISO 8601 dates in UTC to the second, absent values
/// written as `null`, pretty or on one line.
@Suite struct JSONOutputTests {
  @Test func documentsKeepNullsSortKeysAndWriteDatesToTheSecond() throws {
    // Every pass of the shipped feed, page and API fixtures, as status, parse and report write them.
    var rows: [StatusRow] = []
    for fixture in [
      "mobile/MountainPassConditions.json", "travel/real-time/mountainpasses/snoqualmie",
      "cases/wsdot-feed/markup-in-fields.json",
    ] {
      rows += try PassDocument.reports(from: try Fixtures.data(fixture), location: fixture, fetchedAt: Date()).reports
        .map {
          StatusRow(report: $0)
        }
    }
    #expect(rows.count > 10)
    let document = try JSONOutput.document(
      schema: "passengr.status/3", generatedAt: Date(timeIntervalSince1970: 1_736_571_800.9),
      extra: ["count": .number(2), "note": .text("a/b"), "levels": .counts(["open": 1, "closed": 0])], rows: rows,
      layout: JSONLayout(isPretty: true))
    #expect(document.contains("\"generatedAt\" : \"2025-01-11T05:03:20Z\""))
    #expect(document.contains("\"note\" : \"a/b\""))
    #expect(document.contains("\"nws\" : null") && document.contains("\"summit\" : null"))
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
    #expect(parsed.keys.sorted() == ["count", "generatedAt", "levels", "note", "passes", "schema"])
    // Keys come sorted in the text itself: "count" before "generatedAt" before "levels".
    let order = ["\"count\"", "\"generatedAt\"", "\"levels\"", "\"note\"", "\"passes\"", "\"schema\""].compactMap {
      document.range(of: $0)?.lowerBound
    }
    #expect(order.count == 6 && order == order.sorted())
  }

  @Test func aCompactDocumentIsOneLine() throws {
    let line = try JSONOutput.encode(["b": "x/y", "a": nil as String?], pretty: false)
    #expect(line == #"{"a":null,"b":"x/y"}"#)
  }

  @Test func notANumberIsAnError() {
    #expect(throws: EncodingError.self) { try JSONOutput.encode([Double.nan]) }
    #expect(throws: EncodingError.self) { try JSONOutput.encode(["t": Double.infinity]) }
  }
}
