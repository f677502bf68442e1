import Foundation

/// Passengr's JSON encoder: the text Foundation's `JSONEncoder` writes with `.sortedKeys`,
/// `.withoutEscapingSlashes` and `.iso8601` dates (pretty or not), byte for byte, without its
/// run-time type checks of every value, which cost a `parse --json` a twentieth of its time.
/// `JSONTextEncoderTests` holds it to Foundation's output on generated documents.
struct JSONTextEncoder {
  /// Whether the text is indented (`.prettyPrinted`).
  var pretty = true

  /// `value` as JSON text.
  func encode<T: Encodable>(_ value: T) throws -> String {
    try JSONTextEncoder.node(for: value, codingPath: []).text(pretty: pretty)
  }

  /// The node `value` encodes to.
  static func node<T: Encodable>(for value: T, codingPath: [any CodingKey]) throws -> JSONNode {
    if let scalar = try scalar(value, codingPath: codingPath) { return JSONNode(.scalar(scalar)) }
    let encoder = NodeEncoder(node: JSONNode(.unset), codingPath: codingPath)
    try value.encode(to: encoder)
    return encoder.node
  }

  /// The JSON text of the values Foundation's encoder writes its own way (dates, URLs), nil for
  /// every other value.
  private static func scalar<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> String? {
    if let date = value as? Date {
      return JSONNode.text(of: try iso8601(date, codingPath: codingPath))
    }
    if let url = value as? URL {
      return JSONNode.text(of: url.absoluteString)
    }
    return nil
  }

  /// `date` as `2025-01-11T05:00:00Z` (whole seconds, rounded down). Years 1600 to 9999 are
  /// computed here; any other date is written by Foundation's formatter, whose calendar turns
  /// Julian before 1582.
  static func iso8601(_ date: Date, codingPath: [any CodingKey]) throws -> String {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    // -11,676,096,000 is 1600-01-01 and 253,402,300,800 is 10000-01-01, both UTC.
    guard seconds >= -11_676_096_000, seconds < 253_402_300_800, let whole = Int(exactly: seconds) else {
      return try foundationISO8601(date, codingPath: codingPath)
    }
    let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
    let secondOfDay = whole - days * 86_400
    let (year, month, day) = USZone.civil(days: days)
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
  }

  private static func foundationISO8601(_ date: Date, codingPath: [any CodingKey]) throws -> String {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let text = String(decoding: try encoder.encode([date]), as: UTF8.self)
    guard text.hasPrefix("[\""), text.hasSuffix("\"]") else {
      throw EncodingError.invalidValue(date, EncodingError.Context(codingPath: codingPath, debugDescription: "The date cannot be written."))
    }
    return String(text.dropFirst(2).dropLast(2))
  }

  /// A number as Foundation's encoder writes it: integers as they are, a whole double without
  /// ".0", others in Swift's shortest form; NaN and infinities cannot be written.
  static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F, codingPath: [any CodingKey]) throws -> String {
    guard value.isFinite else {
      throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) is not valid in JSON."))
    }
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}
