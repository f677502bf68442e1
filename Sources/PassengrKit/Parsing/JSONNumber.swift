import FoundationEssentials

/// A JSON number as written, and as Foundation's `JSONSerialization` kept it: a whole number
/// (`Int64` or `UInt64`), a `Decimal` (long literals), or a `Double`. The kind decides its text
/// (`stringValue`: `7`, `7.0`, `1e-07`) and how it is written back.
struct JSONNumber: Equatable, Sendable {
  /// How Foundation stored it.
  enum Kind: Equatable, Sendable {
    /// A literal without fraction or exponent that fits `Int64` (negative, at most 18 digits) or
    /// `UInt64`.
    case whole
    /// A literal whose digits before a lowercase `e` (sign and point counted) number more than
    /// 17, or a whole number too large for the kinds above, that `Decimal` holds.
    case decimal
    /// Every other number.
    case binary
  }

  /// The literal as written in the document.
  let literal: String
  /// How Foundation stored it.
  let kind: Kind
  /// The nearest `Double`; always finite.
  let value: Double

  /// The number read from `literal`, which must already have JSON's number grammar; nil when no
  /// finite `Double` is near it (Foundation refused such a number: "not representable").
  init?(literal: String) {
    self.literal = literal
    let kind = Self.kind(of: literal)
    guard let value = Double(literal), value.isFinite else { return nil }
    self.kind = kind
    self.value = value
  }

  /// The text Foundation's `NSNumber.stringValue` gave it: `7`, `7.0`, `100.0` for `1E2`,
  /// `1e-07`, `0.1` for `0.10000000000000000000`.
  var text: String {
    switch kind {
    case .whole:
      if literal.hasPrefix("-") { return Int64(literal).map(String.init) ?? literal }
      return UInt64(literal).map(String.init) ?? literal
    case .decimal:
      return Decimal(string: literal).map(\.description) ?? literal
    case .binary:
      return value.description
    }
  }

  /// The text Foundation's `JSONSerialization` wrote for it: a whole `Double` loses its `.0`.
  var writtenText: String {
    guard kind == .binary else { return text }
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// Foundation's choice between its kinds (measured against `JSONSerialization` on generated
  /// literals: docs/development.md, "JSON").
  private static func kind(of literal: String) -> Kind {
    let bytes = literal.utf8
    let isWhole = !bytes.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    if isWhole {
      if literal.hasPrefix("-") {
        if bytes.count - 1 <= 18, Int64(literal) != nil { return .whole }
      } else if UInt64(literal) != nil {
        return .whole
      }
      return isDecimal(literal) ? .decimal : .binary
    }
    // Foundation measures the digits before a lowercase `e` only: `1234567890123456E2` is long.
    let mantissa = bytes.prefix { $0 != UInt8(ascii: "e") }
    guard mantissa.count > 17 else { return .binary }
    if let marker = bytes.firstIndex(of: UInt8(ascii: "e")) {
      let exponent = literal.utf8[bytes.index(after: marker)...].filter { $0 != UInt8(ascii: "+") }
      if let value = Int(String(decoding: exponent, as: UTF8.self)), !(-128...127).contains(value) {
        return .binary
      }
    }
    return isDecimal(literal) ? .decimal : .binary
  }

  private static func isDecimal(_ literal: String) -> Bool {
    guard let decimal = Decimal(string: literal) else { return false }
    return !decimal.isNaN
  }
}
