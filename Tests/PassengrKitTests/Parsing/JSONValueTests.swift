import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The JSON reader and writer that replace Foundation's `JSONSerialization`, held to its answers:
/// the same documents accepted and refused, the same values (numbers of the same kind and text),
/// the same bytes written with sorted keys (alert ids are digests of them).
@Suite struct JSONValueTests {
  // MARK: - Generated documents

  /// Keys and strings use letters, digits and the punctuation agencies' keys carry, escapes,
  /// characters beyond ASCII and an emoji (a surrogate pair when escaped).
  static let keyAlphabet = Array("aAbBzZ019@_-#.$:/ ")
  static let textAlphabet: [String] = [
    "a", "Z", "7", " ", "/", "\\\\", "\\\"", "\\n", "\\t", "\\u00e9", "\\u0001", "\\ud83d\\ude00", "é", "日", "😀",
    "\\/", "\\b", "\\f", "\\r", "\u{7F}",
  ]

  static func literal(using generator: inout SeededGenerator) -> String {
    var text = Bool.random(using: &generator) ? "-" : ""
    let digits = Int.random(in: 1...22, using: &generator)
    if Int.random(in: 0...4, using: &generator) == 0 {
      text += "0"
    } else {
      text += String(Int.random(in: 1...9, using: &generator))
      for _ in 1..<digits { text += String(Int.random(in: 0...9, using: &generator)) }
    }
    if Bool.random(using: &generator) {
      text += "."
      for _ in 0..<Int.random(in: 1...12, using: &generator) {
        text += String(Int.random(in: 0...9, using: &generator))
      }
    }
    if Int.random(in: 0...2, using: &generator) == 0 {
      text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &generator) ?? "e"
      text += String(Int.random(in: 0...150, using: &generator))
    }
    return text
  }

  static func key(using generator: inout SeededGenerator) -> String {
    String(
      (0..<Int.random(in: 0...6, using: &generator)).map { _ in keyAlphabet.randomElement(using: &generator) ?? "a" })
  }

  static func document(depth: Int = 0, using generator: inout SeededGenerator) -> String {
    let choice = depth > 3 ? Int.random(in: 2...6, using: &generator) : Int.random(in: 0...6, using: &generator)
    let space = [" ", "", "\n", "\t", "\r\n"].randomElement(using: &generator) ?? ""
    switch choice {
    case 0:
      let members = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        "\"\(key(using: &generator))\"\(space):\(document(depth: depth + 1, using: &generator))"
      }
      return "{\(space)" + members.joined(separator: ",\(space)") + "}"
    case 1:
      let elements = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        document(depth: depth + 1, using: &generator)
      }
      return "[" + elements.joined(separator: ",") + "\(space)]"
    case 2:
      let pieces = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
        textAlphabet.randomElement(using: &generator) ?? "a"
      }
      return "\"" + pieces.joined() + "\""
    case 3, 4: return literal(using: &generator)
    case 5: return ["true", "false"].randomElement(using: &generator) ?? "true"
    default: return "null"
    }
  }

  /// A valid document changed by one edit: a byte dropped, doubled or replaced by one JSON
  /// treats specially, or a trailing comma.
  static func mutated(_ document: String, using generator: inout SeededGenerator) -> Data {
    var bytes = Array(document.utf8)
    guard !bytes.isEmpty else { return Data() }
    let at = Int.random(in: 0..<bytes.count, using: &generator)
    let specials = Array("{}[],:\"\\ -+.eE0x\u{1}".utf8) + [0xFF, 0xC3]
    switch Int.random(in: 0...3, using: &generator) {
    case 0: bytes.remove(at: at)
    case 1: bytes.insert(bytes[at], at: at)
    case 2: bytes[at] = specials.randomElement(using: &generator) ?? 0x20
    default: bytes.insert(contentsOf: Array(",".utf8), at: max(0, bytes.count - 1))
    }
    return Data(bytes)
  }

  // MARK: - Comparing with Foundation

  /// Whether `ours` is the value Foundation read as `theirs`, numbers by kind and text.
  static func matches(_ ours: JSONValue, _ theirs: Any) -> Bool {
    switch ours {
    case .object(let members):
      guard let object = theirs as? [String: Any], object.count == members.count else { return false }
      return members.allSatisfy { key, value in object[key].map { matches(value, $0) } ?? false }
    case .array(let elements):
      guard let list = theirs as? [Any], list.count == elements.count else { return false }
      return zip(elements, list).allSatisfy { matches($0, $1) }
    case .string(let text): return (theirs as? String) == text
    case .bool(let flag):
      guard let number = theirs as? NSNumber, isFlag(number) else { return false }
      return number.boolValue == flag
    case .null: return theirs is NSNull
    case .number(let number):
      guard let theirs = theirs as? NSNumber, !isFlag(theirs) else { return false }
      guard number.text == theirs.stringValue, (number.kind == .decimal) == (theirs is NSDecimalNumber) else {
        return false
      }
      // A decimal's `doubleValue` is Foundation's own rounding; ours is the nearest `Double`.
      return number.kind == .decimal || number.value == theirs.doubleValue
    }
  }

  static func isFlag(_ number: NSNumber) -> Bool {
    ObjectIdentifier(type(of: number)) == ObjectIdentifier(type(of: NSNumber(value: true)))
  }

  static func foundation(_ data: Data, fragments: Bool) -> Any? {
    try? JSONSerialization.jsonObject(with: data, options: fragments ? [.fragmentsAllowed] : [])
  }

  static func check(_ data: Data, fragments: Bool) {
    let theirs = foundation(data, fragments: fragments)
    let ours = try? JSONValue(parsing: data, fragmentsAllowed: fragments)
    let shown = String(decoding: data, as: UTF8.self)
    #expect((ours == nil) == (theirs == nil), "\(shown.debugDescription): ours \(String(describing: ours))")
    if let ours, let theirs {
      #expect(matches(ours, theirs), "\(shown.debugDescription): ours \(ours)")
    }
  }

  // MARK: - Tests

  @Test(arguments: [1, 2])
  func generatedDocumentsReadAsFoundationReadsThem(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<3_000 {
      let document = Self.document(using: &generator)
      Self.check(Data(document.utf8), fragments: true)
      Self.check(Data(document.utf8), fragments: false)
      Self.check(Self.mutated(document, using: &generator), fragments: true)
    }
  }

  @Test func numbersHaveFoundationsKindAndText() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<20_000 {
      Self.check(Data(Self.literal(using: &generator).utf8), fragments: true)
    }
    for literal in [
      "0", "-0", "-0.0", "7", "7.0", "1E2", "1e-7", "1e400", "-1e309", "1e-400", "18446744073709551615",
      "18446744073709551616", "-9223372036854775808", "-123456789012345678", "1234567890123456E2",
      "12345678901234567e0", "0.10000000000000000000", "5e-324", "1.7976931348623157e308",
    ] {
      Self.check(Data(literal.utf8), fragments: true)
    }
  }

  @Test func edgesOfTheGrammarAreFoundations() {
    let cases = [
      "", " ", "[1,]", "{\"a\":1,}", "[1,,2]", "[,]", "{,}", "{\"a\":1,\"a\":2}", "{\"a\" 1}", "{1:2}", "[1]x", "[1]\n",
      "[01]", "[1.]", "[.5]", "[-]", "[+1]", "[tru]", "[nul]", "[\"\\x\"]", "[\"\\u004\"]", "[\"\\ud800\"]",
      "[\"\\udc00\"]", "[\"\\ud83d\\u0041\"]", "[\"a\nb\"]", "[\"\u{7F}\"]", "[\"\\u0000\"]", "[NaN]", "[Infinity]",
      "\u{FEFF}[1]", "{\"a\":}", "7", "\"text\"", "null", "[] ]",
      String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
      String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
      String(repeating: "{\"a\":", count: 512) + "1" + String(repeating: "}", count: 512),
      String(repeating: "{\"a\":", count: 513) + "1" + String(repeating: "}", count: 513),
    ]
    for text in cases {
      Self.check(Data(text.utf8), fragments: true)
      Self.check(Data(text.utf8), fragments: false)
    }
    // Bytes that are not UTF-8, and the other Unicode forms Foundation recognises.
    let forms: [[UInt8]] = [
      [0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0xC3, 0x22, 0x5D], [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x5B, 0x5D],
      Array("[\"é\"]".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
      [0xFF, 0xFE] + Array("[1]".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
      [0xFE, 0xFF] + Array("{\"a\":\"日\"}".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
      Array("[7]".unicodeScalars.flatMap { [UInt8($0.value), 0, 0, 0] }),
    ]
    for bytes in forms { Self.check(Data(bytes), fragments: true) }
  }

  @Test func everyRecordedAnswerReadsAsFoundationReadsIt() throws {
    let root = Fixtures.directory
    let files =
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL } ?? []
    var documents = 0
    for file in files {
      guard let data = try? Data(contentsOf: file), let first = data.first(where: { $0 > 0x20 }),
        first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
      else { continue }
      Self.check(data, fragments: true)
      documents += 1
    }
    #expect(documents > 30)
  }

  @Test func sortedKeyBytesAreFoundations() throws {
    var generator = SeededGenerator(seed: 11)
    var compared = 0
    for _ in 0..<4_000 {
      let document = Self.document(using: &generator)
      guard let theirs = Self.foundation(Data(document.utf8), fragments: false),
        let ours = try? JSONValue(parsing: Data(document.utf8))
      else { continue }
      let written = try JSONSerialization.data(withJSONObject: theirs, options: [.sortedKeys])
      #expect(ours.sortedKeyBytes == Array(written), "\(document.debugDescription)")
      compared += 1
    }
    #expect(compared > 1_000)
  }

  @Test func keysAreOrderedAsFoundationOrdersThem() throws {
    var generator = SeededGenerator(seed: 13)
    for _ in 0..<2_000 {
      var object: [String: Any] = [:]
      for _ in 0..<Int.random(in: 2...8, using: &generator) { object[Self.key(using: &generator)] = 1 }
      let written = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      #expect(JSONValue(foundation: object).sortedKeyBytes == Array(written), "\(object.keys.sorted())")
    }
  }

  @Test func flagsAreWhatFoundationCastToBool() throws {
    for literal in [
      "true", "false", "0", "1", "-0", "1.0", "0.0", "-0.0", "2", "1e0", "1.000000000000000000", "\"true\"", "null",
    ] {
      let theirs = try #require(Self.foundation(Data(literal.utf8), fragments: true))
      let ours = try JSONValue(parsing: Data(literal.utf8), fragmentsAllowed: true)
      #expect(ours.flag == theirs as? Bool, "\(literal)")
    }
  }

  /// An alert without an id keeps the id earlier versions gave it: Foundation's bytes, or its
  /// description of a feature that is no object.
  @Test func alertDigestsAreThoseFoundationGave() throws {
    var generator = SeededGenerator(seed: 17)
    var documents = (0..<500).map { _ in Self.document(using: &generator) }
    documents += ["\"text\"", "\"a \\\"quoted\\\" word\"", "7", "7.5", "true", "false", "null", "[]", "{}"]
    let alerts = try Fixtures.data("api.weather.gov/alerts/active/area/WA")
    if let features = (try JSONSerialization.jsonObject(with: alerts) as? [String: Any])?["features"] as? [Any] {
      documents += try features.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
    }
    for document in documents {
      guard let theirs = Self.foundation(Data(document.utf8), fragments: true),
        let ours = try? JSONValue(parsing: Data(document.utf8), fragmentsAllowed: true)
      else { continue }
      #expect(NWSAlertDigest.id(of: ours) == Self.foundationDigest(theirs), "\(document.debugDescription)")
    }
  }

  /// The digest as it was computed with Foundation.
  static func foundationDigest(_ feature: Any?) -> String {
    let bytes: [UInt8]
    if let feature, JSONSerialization.isValidJSONObject(feature),
      let data = try? JSONSerialization.data(withJSONObject: feature, options: [.sortedKeys])
    {
      bytes = Array(data)
    } else {
      bytes = Array(String(describing: feature).utf8)
    }
    func fnv1a(_ offset: UInt64) -> String {
      var hash = offset
      for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
      }
      let digits = String(hash, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return "unidentified-" + fnv1a(0xcbf2_9ce4_8422_2325) + fnv1a(0x8422_2325_cbf2_9ce4)
  }
}
