import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The start of `history --since` read by hand, held to what Foundation's formatters read: an ISO
/// 8601 time, or a Pacific date or date and time, on generated texts around the changes of the clocks.
@Suite struct HistoryQueryDateTests {
  static func foundation(_ text: String) -> Date? {
    if let date = ISO8601DateFormatter().date(from: text) { return date }
    let day = DateFormatter()
    day.locale = Locale(identifier: "en_US_POSIX")
    day.timeZone = TimeZone(identifier: "America/Los_Angeles")
    for format in ["yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm", "yyyy-MM-dd"] {
      day.dateFormat = format
      if let date = day.date(from: text) { return date }
    }
    return nil
  }

  @Test func generatedTextsReadAsFoundationReadThem() {
    var generator = SeededGenerator(seed: 9)
    let pieces: [[String]] = [
      ["", "", " "],
      ["2025", "2024", "1975", "1986", "2007", "2006", "1999", "1960", "02025"],
      ["-"],
      ["03", "04", "10", "11", "1", "12", "02", "13", "0"],
      ["-"],
      ["01", "02", "03", "08", "09", "10", "28", "29", "30", "31", "5", "32", "00"],
      ["", "T", " ", "  ", "x", "T", " "],
      ["00", "01", "02", "03", "1", "12", "23", "24", ""],
      [":", ":", ":", ""],
      ["00", "30", "59", "5", "60", ""],
      ["", "", "", " ", "Z", ":00", "x"],
    ]
    for _ in 0..<5_000 {
      let text = pieces.map { $0.randomElement(using: &generator) ?? "" }.joined()
      #expect(HistoryQuery.date(from: text, now: Date()) == Self.foundation(text), "\(text)")
    }
  }
}
