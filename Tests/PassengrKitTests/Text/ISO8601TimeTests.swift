import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The hand reader of ISO 8601 times gives Foundation's instant for every text it takes, and takes
/// no text Foundation refuses; what it leaves (a fraction of a second, 31 April, which Foundation
/// reads as 1 May) is read by Foundation.
@Suite struct ISO8601TimeTests {
  /// A text of each shape the reader takes, with digits anywhere in their ranges.
  static func text(_ generator: inout SeededGenerator) -> String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let year = Int.random(in: 1900...2200, using: &generator)
    let month = Int.random(in: 1...12, using: &generator)
    // Day 31 of a short month and 29 February of a common year are refused by both readers.
    let day = Int.random(in: 1...31, using: &generator)
    let time = [Int.random(in: 0...23, using: &generator), Int.random(in: 0...59, using: &generator)]
    let second = Int.random(in: 0...59, using: &generator)
    let zone =
      Bool.random(using: &generator)
      ? "Z"
      : (Bool.random(using: &generator) ? "+" : "-") + two(Int.random(in: 0...14, using: &generator)) + ":"
        + two([0, 15, 30, 45, Int.random(in: 0...59, using: &generator)].randomElement(using: &generator) ?? 0)
    return "\(year)-\(two(month))-\(two(day))T\(two(time[0])):\(two(time[1])):\(two(second))\(zone)"
  }

  @Test func everyTakenTextIsFoundationsInstant() {
    var generator = SeededGenerator(seed: 8601)
    var taken = 0
    for _ in 0..<3_000 {
      let text = Self.text(&generator)
      let foundation = try? Date(text, strategy: Date.ISO8601FormatStyle())
      // Foundation rolls a day past its month's end over into the next month; the hand reader
      // leaves such a text to it.
      guard let date = ISO8601Time.date(text) else { continue }
      #expect(date == foundation, "\(text)")
      taken += 1
    }
    #expect(taken > 2_500, "the generated texts are mostly real dates")
  }

  @Test func leapDaysAndTheEdgesOfEachField() {
    for text in [
      "2000-02-29T00:00:00Z", "2024-02-29T23:59:59+14:00", "1900-03-01T00:00:00-14:00", "9999-12-31T23:59:59Z",
      "1970-01-01T00:00:00Z", "2025-01-10T20:45:00-08:00",
    ] {
      #expect(ISO8601Time.date(text) != nil, "\(text)")
      #expect(ISO8601Time.date(text) == (try? Date(text, strategy: Date.ISO8601FormatStyle())), "\(text)")
    }
    #expect(ISO8601Time.date("2025-01-10T20:45:00-08:00") == Date(timeIntervalSince1970: 1_736_570_700))
  }

  /// Out of range, another shape, or a form Foundation alone reads (the recording's stamp then asks
  /// Foundation): nil, never a guess.
  @Test(arguments: [
    "1900-02-29T00:00:00Z", "2023-02-29T00:00:00Z", "2025-04-31T00:00:00Z", "2025-13-01T00:00:00Z",
    "2025-00-01T00:00:00Z", "2025-01-00T00:00:00Z", "2025-01-01T24:00:00Z", "2025-01-01T00:60:00Z",
    "2025-01-01T00:00:60Z", "2025-01-01T00:00:00+15:00", "2025-01-01T00:00:00+01:60", "1899-12-31T23:59:59Z",
    "2025-01-01T00:00:00.5Z", "2025-01-01t00:00:00Z", "2025-01-01T00:00:00z", "2025-01-01T00:00:00+0100",
    "2025-01-01 00:00:00Z", "２025-01-01T00:00:00Z", "2025-01-01T00:00:00", "", "2025-1-01T00:00:00Z",
  ])
  func otherTextsAreNotTaken(text: String) {
    #expect(ISO8601Time.date(text) == nil)
  }

  @Test func aStampFoundationAloneReadsStillCounts() throws {
    let recording = try Recording(
      parsing: "wsdot 2025-01-10T20:45:00.250-08:00\nwydot 2025-04-31T00:00:00Z", path: "RECORDED")
    #expect(recording.stampedTime(of: .wsdot) == Date(timeIntervalSince1970: 1_736_570_700.25))
    #expect(
      recording.stampedTime(of: .wydot) == (try? Date("2025-04-31T00:00:00Z", strategy: Date.ISO8601FormatStyle())))
  }

  /// The hand writer gives Foundation's `.iso8601` text for any instant of its years, a fraction
  /// of a second just below the next included; outside them it leaves the date to Foundation.
  @Test func everyWrittenTextIsFoundations() throws {
    var generator = SeededGenerator(seed: 1_970)
    let fractions = [0, 0.5, 0.999_999_9, 0.999_999_999, 1e-9, -1e-9, 1e-12, -1e-12]
    var written = 0
    for index in 0..<20_000 {
      // From 1890 to 10010, around each year's edges as well as anywhere.
      let whole = Double(Int.random(in: -3_500_000_000...253_500_000_000, using: &generator))
      let fraction =
        index % 2 == 0 ? Double.random(in: 0..<1, using: &generator) : fractions[index / 2 % fractions.count]
      let date = Date(timeIntervalSinceReferenceDate: whole + fraction)
      guard let text = ISO8601Time.text(date) else {
        let year = date.formatted(.iso8601).split(separator: "-").first.flatMap { Int($0) }
        #expect(year.map { !(1900...9999).contains($0) } ?? true, "\(date.timeIntervalSinceReferenceDate)")
        continue
      }
      #expect(text == date.formatted(.iso8601), "\(date.timeIntervalSinceReferenceDate)")
      written += 1
    }
    #expect(written > 15_000)
    for text in ["1900-01-01T00:00:00Z", "1970-01-01T00:00:00Z", "2000-02-29T23:59:59Z", "9999-12-31T23:59:59Z"] {
      let date = try #require(ISO8601Time.date(text))
      #expect(ISO8601Time.text(date) == text)
    }
    #expect(ISO8601Time.text(Date(timeIntervalSince1970: -2_208_988_801)) == nil, "1899")
    #expect(ISO8601Time.text(Date(timeIntervalSince1970: .infinity)) == nil)
    #expect(ISO8601Time.text(Date(timeIntervalSince1970: .nan)) == nil)
  }
}
