import Foundation
import TestSupport
import Testing

@testable import Networking

/// The text helpers that stand in for Foundation's (so the modules need only
/// `FoundationEssentials`), held to Foundation's own answers on generated input.
struct FoundationlessTextTests {
  /// Scalars that trimming must tell apart: ASCII spaces and controls, Unicode's space separators
  /// and line ends, a combining mark, letters and quotes.
  static let alphabet: [Unicode.Scalar] = [
    " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2002}", "\u{200A}", "\u{200B}",
    "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}", "\u{301}", "a", "Z", "é", "\"", "'", "[",
    "]",
    "%", "2", "0", "F", "😀",
  ]

  static func texts(count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        scalars.append(alphabet.randomElement(using: &generator) ?? "a")
      }
      return String(scalars)
    }
  }

  @Test func trimmingIsFoundations() {
    let quotes = CharacterSet(charactersIn: "\"'")
    for text in Self.texts(count: 20_000, seed: 7) {
      #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(text.unicodeScalars.map(\.value))")
      #expect(
        text.trimmingSpacesAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines),
        "\(text.unicodeScalars.map(\.value))")
      #expect(
        text.trimmingScalars(where: { $0 == "\"" || $0 == "'" }) == text.trimmingCharacters(in: quotes),
        "\(text.unicodeScalars.map(\.value))")
      let slice = text.dropFirst()
      #expect(slice.trimmingSpaces() == slice.trimmingCharacters(in: .whitespaces))
    }
  }

  @Test func everyScalarIsSpaceAsFoundationSaysBelowU3100() {
    for value in UInt32(0)..<0x3100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(scalar.isSpaceOrTab == CharacterSet.whitespaces.contains(scalar), "U+\(String(value, radix: 16))")
      #expect(
        scalar.isSpaceOrNewline == CharacterSet.whitespacesAndNewlines.contains(scalar), "U+\(String(value, radix: 16))"
      )
    }
  }

  @Test func percentDecodingIsFoundations() {
    for text in Self.texts(count: 20_000, seed: 11) + [
      "%41%42", "%e2%82%ac", "%", "%4", "%zz", "a%20b", "%C3%A9", "%C3",
    ] {
      #expect(text.percentDecoded == text.removingPercentEncoding, "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test func decimalsAreStringFormats() {
    var generator = SeededGenerator(seed: 3)
    var values: [Double] = [0, -0.0, 0.05, 0.15, 0.25, 0.35, 1.45, 2.5, 1e20, -3.75, .infinity, -.infinity, .nan]
    for _ in 0..<5_000 { values.append(Double.random(in: -10_000...10_000, using: &generator)) }
    for _ in 0..<1_000 { values.append(Double(Int.random(in: 0...100_000, using: &generator)) / 100) }
    for value in values {
      for places in 0...3 {
        #expect(DecimalText.text(value, places: places) == String(format: "%.\(places)f", value), "\(value)")
      }
    }
  }

  @Test func httpDatesAreDateFormatters() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    var generator = SeededGenerator(seed: 5)
    for _ in 0..<5_000 {
      let instant = Date(
        timeIntervalSince1970: Double(Int.random(in: -2_000_000_000...8_000_000_000, using: &generator)))
      let text = formatter.string(from: instant)
      #expect(RetryAfter.date(text) == formatter.date(from: text), "\(text)")
      #expect(RetryAfter.date(text) == instant, "\(text)")
    }
    #expect(RetryAfter.date("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
    #expect(RetryAfter.date("sun, 6 nov 1994 08:49:37 UTC") == Date(timeIntervalSince1970: 784_111_777))
    for bad in [
      "Sun, 31 Feb 1994 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT", "Sunday, 06-Nov-94 08:49:37 GMT",
      "Sun Nov  6 08:49:37 1994", "Sun, 06 Nov 1994 08:49:37 PST", "Sun, 06 Nov 1994 08:49 GMT", "",
      "Sun, ٠٦ Nov 1994 08:49:37 GMT",
    ] {
      #expect(RetryAfter.date(bad) == nil, "\(bad)")
    }
    let now = Date(timeIntervalSince1970: 784_111_777)
    #expect(RetryAfter.delay(from: "Sun, 06 Nov 1994 08:50:37 GMT", now: now) == .seconds(60))
    #expect(RetryAfter.delay(from: " 120 ", now: now) == .seconds(120))
    #expect(RetryAfter.delay(from: "Sun, 06 Nov 1994 08:40:37 GMT", now: now) == .zero)
  }

  @Test func civilDatesRoundTrip() {
    for days in stride(from: -800_000, through: 3_000_000, by: 37) {
      let (year, month, day) = CivilDate.date(days: days)
      #expect(CivilDate.days(year: year, month: month, day: day) == days)
      #expect((1...CivilDate.daysIn(month: month, year: year)).contains(day))
    }
    #expect(CivilDate.weekday(days: 0) == 4)
    #expect(CivilDate.weekday(days: -1) == 3)
  }

  @Test func punctuationIsFoundations() {
    for value in UInt32(0)..<0x3_0000 {
      // Punctuation first assigned in Unicode 16 is punctuation to the standard library, not yet to
      // Foundation's older tables: 14 scalars of historic scripts.
      guard let scalar = Unicode.Scalar(value), (scalar.properties.age?.major ?? 0) < 16 else { continue }
      #expect(
        scalar.isPunctuation == CharacterSet.punctuationCharacters.contains(scalar), "U+\(String(value, radix: 16))")
    }
  }

  /// The searches and replacements the kit makes with the standard library's `firstRange(of:)`,
  /// `replacing(_:with:)` and our `lastRange(of:)`, against Foundation's, on texts made of the
  /// patterns' own pieces.
  @Test func searchesAreFoundations() {
    let patterns = [
      "(DBC", " (", " | ", "<!--", "-->", "](", "Date(", "<!-- passengr: ", "(ids", ": ", " — ", " pass", "-", "_", " ",
      ",", "\u{2019}",
    ]
    var generator = SeededGenerator(seed: 13)
    let pieces = patterns + ["a", "DBC", "é", "\u{301}", "<", "!", "—", "  ", "x y"]
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...7, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? ""
      }
      .joined()
      for pattern in patterns {
        let ours = text.lastRange(of: pattern).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
        let theirs = text.range(of: pattern, options: [.backwards, .literal]).map {
          text.utf8.distance(from: text.startIndex, to: $0.lowerBound)
        }
        #expect(ours == theirs, "\(pattern) in \(text.unicodeScalars.map(\.value))")
        guard !text.unicodeScalars.contains("\u{301}") else { continue }
        #expect(text.firstRange(of: pattern) == text.range(of: pattern), "\(pattern) in \(text)")
        #expect(
          text.replacing(pattern, with: "+") == text.replacingOccurrences(of: pattern, with: "+"),
          "\(pattern) in \(text)")
      }
    }
  }

  /// The byte search answers as the standard library's character search where texts are ASCII,
  /// and the standard library answers where they are not
  /// (a carriage return, a combining mark or a character canonically equal to an ASCII one, the
  /// Kelvin sign or the Greek question mark, makes the two differ byte by byte).
  @Test func containsIsTheStandardLibrarys() {
    let pieces = ["a", "b", " ", "\r", "\n", "\r\n", "\u{301}", "K", "\u{212A}", ";", "\u{37E}", "e", "é", "😀", "ab"]
    var generator = SeededGenerator(seed: 23)
    func text(_ count: ClosedRange<Int>) -> String {
      (0..<Int.random(in: count, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "a" }
        .joined()
    }
    var found = 0
    for _ in 0..<30_000 {
      let haystack = text(0...12)
      // Half the needles are cut from the haystack's scalars, so many are there.
      let scalars = Array(haystack.unicodeScalars)
      let needle: String
      if Bool.random(using: &generator), !scalars.isEmpty {
        let start = Int.random(in: 0..<scalars.count, using: &generator)
        let end = Int.random(in: start...scalars.count, using: &generator)
        needle = String(String.UnicodeScalarView(scalars[start..<end]))
      } else {
        needle = text(0...3)
      }
      let ours = haystack.contains(needle)
      #expect(
        ours == Self.charactersContain(haystack, needle), "\(haystack.debugDescription) \(needle.debugDescription)")
      if ours { found += 1 }
    }
    #expect(found > 5_000)
  }

  /// The standard library's meaning, written out: `needle`'s characters occur in a row among
  /// `haystack`'s (this file imports Foundation, whose `contains` would answer instead).
  static func charactersContain(_ haystack: String, _ needle: String) -> Bool {
    let (text, pattern) = (Array(haystack), Array(needle))
    guard pattern.count <= text.count else { return false }
    return (0...(text.count - pattern.count)).contains { text[$0..<($0 + pattern.count)].elementsEqual(pattern) }
  }

  @Test func caseBlindEqualityIsFoundations() {
    let words = ["WSDOT", "Actual", "Cancel"]
    var generator = SeededGenerator(seed: 17)
    for word in words {
      for _ in 0..<2_000 {
        let variant = String(
          word.map { Bool.random(using: &generator) ? Character($0.uppercased()) : Character($0.lowercased()) })
        let text =
          Bool.random(using: &generator)
          ? variant : variant + (["s", " ", "é", ""].randomElement(using: &generator) ?? "")
        #expect(text.equalsIgnoringCase(word) == (text.caseInsensitiveCompare(word) == .orderedSame), "\(text)")
      }
    }
  }
}
