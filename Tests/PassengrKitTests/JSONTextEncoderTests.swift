import Foundation
import Testing
import TestSupport
@testable import PassengrKit

/// Passengr's JSON encoder writes exactly what Foundation's `JSONEncoder` writes with the options
/// Passengr always used: generated documents (odd strings and keys, dates across centuries,
/// numbers of every size, nesting, optionals) and the real documents, pretty and compact.
@Suite struct JSONTextEncoderTests {
  /// A generated JSON-ish value, encoded through the ordinary `Encodable` paths.
  indirect enum Value: Encodable {
    case text(String), integer(Int), unsigned(UInt64), small(Int8), double(Double), float(Float), flag(Bool)
    case none, date(Date), url(URL), list([Value]), object([String: Value]), optional(Value?), record(Record)

    func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .text(let value): try container.encode(value)
      case .integer(let value): try container.encode(value)
      case .unsigned(let value): try container.encode(value)
      case .small(let value): try container.encode(value)
      case .double(let value): try container.encode(value)
      case .float(let value): try container.encode(value)
      case .flag(let value): try container.encode(value)
      case .none: try container.encodeNil()
      case .date(let value): try container.encode(value)
      case .url(let value): try container.encode(value)
      case .list(let value): try container.encode(value)
      case .object(let value): try container.encode(value)
      case .optional(let value): try container.encode(value)
      case .record(let value): try container.encode(value)
      }
    }
  }

  /// A keyed value written member by member, with a nested keyed and unkeyed container and
  /// `encodeIfPresent`, as hand-written `encode(to:)` methods do.
  struct Record: Encodable {
    var name: String
    var count: Int?
    var when: Date?
    var tags: [String]
    var inner: [String: Int]

    enum CodingKeys: String, CodingKey { case name, count, when, tags, inner, nested, pairs }

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encodeIfPresent(count, forKey: .count)
      try container.encode(when, forKey: .when)
      try container.encode(tags, forKey: .tags)
      try container.encode(inner, forKey: .inner)
      var nested = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .nested)
      try nested.encode(tags.count, forKey: .count)
      try nested.encodeNil(forKey: .name)
      var pairs = container.nestedUnkeyedContainer(forKey: .pairs)
      for tag in tags { try pairs.encode(tag); try pairs.encode(tag.utf8.count) }
    }
  }

  static let awkward: [String] = [
    "", "\"", "\\", "/", "</script>", "\u{7F}", "\u{1B}[31m", "\t\n\r\u{8}\u{C}", "\u{0}", "\u{1F}", "é", "e\u{301}",
    "\u{2028}\u{2029}", "\u{FEFF}", "😀", "👩‍👩‍👧", "🇺🇸", "雪", "ｗｉｄｅ", "Snoqualmie Pass", "I-90", "closed", "Z", "_", "a b",
  ]

  static func text(_ generator: inout SeededGenerator) -> String {
    let count = Int.random(in: 0...4, using: &generator)
    return (0..<count).map { _ in awkward.randomElement(using: &generator) ?? "" }.joined()
  }

  static func double(_ generator: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: return Double(Int.random(in: -100_000...100_000, using: &generator))
    case 1: return Double.random(in: -1...1, using: &generator)
    case 2: return Double(bitPattern: generator.next())
    case 3: return [0.0, -0.0, 0.1, 1e-7, 1e15, 1e16, 1e22, .leastNonzeroMagnitude, 1.7976931348623157e308, 123456789012345680].randomElement(using: &generator) ?? 0
    case 4: return Double.random(in: -1e300...1e300, using: &generator)
    default: return Double(Int.random(in: -50...120, using: &generator)) + 0.5
    }
  }

  static func date(_ generator: inout SeededGenerator) -> Date {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: return Date(timeIntervalSince1970: Double(Int.random(in: 1_500_000_000...1_900_000_000, using: &generator)))
    case 1: return Date(timeIntervalSince1970: Double.random(in: -15_000_000_000...260_000_000_000, using: &generator))
    case 2: return Date(timeIntervalSince1970: Double.random(in: -70_000_000_000...300_000_000_000_000, using: &generator))
    default: return Date(timeIntervalSince1970: Double(Int.random(in: -2_000_000...2_000_000, using: &generator)) / 7)
    }
  }

  static func value(_ generator: inout SeededGenerator, depth: Int) -> Value {
    let leaf = depth >= 4 || Int.random(in: 0..<3, using: &generator) == 0
    switch Int.random(in: 0..<(leaf ? 10 : 14), using: &generator) {
    case 0: return .text(text(&generator))
    case 1: return .integer(Int(bitPattern: UInt(generator.next())) >> Int.random(in: 0...63, using: &generator))
    case 2: return .unsigned(generator.next())
    case 3: return .small(Int8.random(in: .min ... .max, using: &generator))
    case 4:
      let value = double(&generator)
      return value.isFinite ? .double(value) : .double(0)
    case 5:
      let value = Float(double(&generator))
      return value.isFinite ? .float(value) : .float(1.5)
    case 6: return .flag(Bool.random(using: &generator))
    case 7: return .none
    case 8: return .date(date(&generator))
    case 9: return .url(URL(string: "https://example.com/\(Int.random(in: 0...99, using: &generator))?a=b&c=%20") ?? URL(fileURLWithPath: "/"))
    case 10: return .list((0..<Int.random(in: 0...4, using: &generator)).map { _ in value(&generator, depth: depth + 1) })
    case 11:
      var members: [String: Value] = [:]
      for _ in 0..<Int.random(in: 0...5, using: &generator) { members[text(&generator)] = value(&generator, depth: depth + 1) }
      return .object(members)
    case 12: return .optional(Bool.random(using: &generator) ? nil : value(&generator, depth: depth + 1))
    default:
      return .record(Record(
        name: text(&generator), count: Bool.random(using: &generator) ? nil : Int.random(in: -9...9, using: &generator),
        when: Bool.random(using: &generator) ? nil : date(&generator),
        tags: (0..<Int.random(in: 0...3, using: &generator)).map { _ in text(&generator) },
        inner: Dictionary((0..<Int.random(in: 0...3, using: &generator)).map { ("k\($0)" + text(&generator), $0) }, uniquingKeysWith: { first, _ in first })))
    }
  }

  static func foundation<T: Encodable>(_ value: T, pretty: Bool) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func generatedDocumentsMatchFoundationByteForByte() throws {
    var generator = SeededGenerator(seed: 0x4A53_4F4E)
    var compared = 0
    for round in 0..<3000 {
      let document = Self.value(&generator, depth: 0)
      for pretty in [true, false] {
        let expected = try Self.foundation(document, pretty: pretty)
        let written = try JSONTextEncoder(pretty: pretty).encode(document)
        #expect(written == expected, "round \(round), pretty \(pretty)")
        if written != expected { return }
        compared += 1
      }
    }
    #expect(compared == 6000)
  }

  @Test func datesMatchFoundationAcrossCenturies() throws {
    var generator = SeededGenerator(seed: 1582)
    let edges: [Double] = [
      0, -0.5, -1, 0.999, -11_676_096_000, -11_676_096_001, 253_402_300_799.9, 253_402_300_800, -12_219_292_800,
      951_782_400, 951_868_800, 4_107_542_400, 1_736_571_600.7,
    ]
    let instants = edges + (0..<5000).map { _ in Double.random(in: -13_000_000_000...260_000_000_000, using: &generator) }
    for instant in instants {
      let date = Date(timeIntervalSince1970: instant)
      #expect(try JSONTextEncoder(pretty: false).encode([date]) == Self.foundation([date], pretty: false), "\(instant)")
    }
  }

  @Test func realDocumentsMatchFoundation() throws {
    // Every pass of the shipped feed, page and API fixtures, as status, parse and report write them.
    var rows: [StatusRow] = []
    for fixture in ["mobile/MountainPassConditions.json", "travel/real-time/mountainpasses/snoqualmie", "cases/wsdot-feed/markup-in-fields.json"] {
      rows += try PassDocument.reports(from: try Fixtures.data(fixture), location: fixture).reports.map { StatusRow(report: $0) }
    }
    #expect(rows.count > 10)
    let passes = rows.map(JSONPass.init(row:))
    for pretty in [true, false] {
      #expect(try JSONOutput.encode(passes, pretty: pretty) == Self.foundation(passes, pretty: pretty))
    }
    let document = try JSONOutput.document(
      schema: "passengr.status/3", generatedAt: Date(timeIntervalSince1970: 1_736_571_800.9),
      extra: ["count": .number(2), "note": .text("a/b"), "levels": .counts(["open": 1, "closed": 0])], rows: rows)
    #expect(document.contains("\"generatedAt\" : \"2025-01-11T05:03:20Z\""))
    #expect(document.contains("\"note\" : \"a/b\""))
  }

  @Test func notANumberIsAnError() {
    #expect(throws: EncodingError.self) { try JSONTextEncoder().encode([Double.nan]) }
    #expect(throws: EncodingError.self) { try JSONTextEncoder().encode(["t": Double.infinity]) }
  }
}
