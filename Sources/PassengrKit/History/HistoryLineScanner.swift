import Foundation

/// Reads one history line as `HistoryRecord.encode(to:)` and `JSONOutput` write it: a flat JSON
/// object of strings, integers, booleans, nulls and `{"text", "level"}` objects. Gives up (nil) on
/// everything else.
struct HistoryLineScanner {
  private let bytes: UnsafeRawBufferPointer
  private var index = 0

  /// A scanner over the bytes of one line.
  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// A value the scanner reads.
  private enum Value {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case null
    case change(ConditionChange.Value)
  }

  /// The keys a record has; a repeated or unknown key is not the plain shape.
  private static let recordKeys = ["schema", "at", "passId", "name", "field", "old", "new", "escalation", "refresh"]
  /// The keys of an old or new value.
  private static let changeKeys = ["text", "level"]

  /// The record, or nil when the line is anything but the plain shape.
  mutating func record() -> HistoryRecord? {
    var schema: String?
    var at: Date?
    var passID: Int?
    var name: String?
    var field: ChangeField?
    var old: ConditionChange.Value?
    var new: ConditionChange.Value?
    var escalation: Bool?
    var refresh: Int?
    var seen: UInt16 = 0
    guard take(0x7B) else { return nil }
    if !take(0x7D) {
      repeat {
        guard let key = string(), let bit = Self.recordKeys.firstIndex(of: key), seen & (1 << bit) == 0, take(0x3A),
          let value = value()
        else {
          return nil
        }
        seen |= 1 << bit
        switch (key, value) {
        case ("schema", .string(let text)): schema = text
        case ("at", .string(let text)):
          guard let date = Self.date(text) else { return nil }
          at = date
        case ("passId", .integer(let number)): passID = number
        case ("name", .string(let text)): name = text
        case ("field", .string(let text)): field = ChangeField(rawValue: text)
        case ("old", .change(let change)): old = change
        case ("old", .null): old = nil
        case ("new", .change(let change)): new = change
        case ("new", .null): new = nil
        case ("escalation", .boolean(let flag)): escalation = flag
        case ("refresh", .integer(let number)): refresh = number
        case ("refresh", .null): refresh = nil
        default: return nil
        }
      } while take(0x2C)
      guard take(0x7D) else { return nil }
    }
    skipSpaces()
    guard index == bytes.count, let schema, let at, let passID, let name, let field, let escalation else { return nil }
    return HistoryRecord(
      schema: schema, at: at, passID: passID, name: name, field: field, old: old, new: new, escalation: escalation,
      refresh: refresh)
  }

  private mutating func value() -> Value? {
    skipSpaces()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case 0x22: return string().map(Value.string)
    case 0x7B: return change().map(Value.change)
    case 0x74: return word([0x74, 0x72, 0x75, 0x65]) ? .boolean(true) : nil
    case 0x66: return word([0x66, 0x61, 0x6C, 0x73, 0x65]) ? .boolean(false) : nil
    case 0x6E: return word([0x6E, 0x75, 0x6C, 0x6C]) ? .null : nil
    default: return integer().map(Value.integer)
    }
  }

  /// `{"text": …, "level": …}`, each a string or null, either missing.
  private mutating func change() -> ConditionChange.Value? {
    guard take(0x7B) else { return nil }
    var text: String?
    var level: RestrictionLevel?
    var seen: UInt8 = 0
    if !take(0x7D) {
      repeat {
        guard let key = string(), let bit = Self.changeKeys.firstIndex(of: key), seen & (1 << bit) == 0, take(0x3A),
          let value = value()
        else {
          return nil
        }
        seen |= 1 << bit
        switch (key, value) {
        case ("text", .string(let string)): text = string
        case ("text", .null): text = nil
        case ("level", .string(let raw)):
          guard let known = RestrictionLevel(rawValue: raw) else { return nil }
          level = known
        case ("level", .null): level = nil
        default: return nil
        }
      } while take(0x2C)
      guard take(0x7D) else { return nil }
    }
    return ConditionChange.Value(text: text, level: level)
  }

  /// A string without escapes (those go to `JSONDecoder`), as valid UTF-8.
  private mutating func string() -> String? {
    skipSpaces()
    guard index < bytes.count, bytes[index] == 0x22 else { return nil }
    let start = index + 1
    var end = start
    var isASCII = true
    while end < bytes.count, bytes[end] != 0x22 {
      // A backslash or a control character: not the plain shape.
      guard bytes[end] != 0x5C, bytes[end] >= 0x20 else { return nil }
      if bytes[end] >= 0x80 { isASCII = false }
      end += 1
    }
    guard end < bytes.count else { return nil }
    index = end + 1
    let text = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
    return isASCII ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
  }

  /// A plain integer: an optional minus and up to 18 digits, no fraction or exponent.
  private mutating func integer() -> Int? {
    var end = index
    let negative = end < bytes.count && bytes[end] == 0x2D
    if negative { end += 1 }
    let digitsStart = end
    var value = 0
    while end < bytes.count, (0x30...0x39).contains(bytes[end]), end - digitsStart < 18 {
      value = value * 10 + Int(bytes[end] - 0x30)
      end += 1
    }
    guard end > digitsStart,
      end == bytes.count || ![0x2E, 0x65, 0x45].contains(bytes[end]) && !(0x30...0x39).contains(bytes[end])
    else {
      return nil
    }
    // JSON has no leading zeros.
    guard bytes[digitsStart] != 0x30 || end - digitsStart == 1 else { return nil }
    index = end
    return negative ? -value : value
  }

  private mutating func word(_ utf8: [UInt8]) -> Bool {
    guard index + utf8.count <= bytes.count, zip(utf8, bytes[index..<index + utf8.count]).allSatisfy({ $0 == $1 })
    else { return false }
    index += utf8.count
    return true
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    skipSpaces()
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipSpaces() {
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A else { return }
      index += 1
    }
  }

  /// "2025-01-10T20:45:00Z", the form `JSONEncoder`'s `.iso8601` writes; nil for any other.
  static func date(_ text: String) -> Date? {
    let utf8 = Array(text.utf8)
    guard utf8.count == 20, utf8[4] == 0x2D, utf8[7] == 0x2D, utf8[10] == 0x54, utf8[13] == 0x3A, utf8[16] == 0x3A,
      utf8[19] == 0x5A
    else {
      return nil
    }
    func number(_ start: Int, _ count: Int) -> Int? {
      var value = 0
      for byte in utf8[start..<start + count] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
      let minute = number(14, 2), let second = number(17, 2),
      year >= 1, (1...12).contains(month), hour < 24, minute < 60, second < 60
    else { return nil }
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let monthDays = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard (1...monthDays[month - 1]).contains(day) else { return nil }
    // Days from 1970-01-01 to the civil date (Howard Hinnant's days_from_civil).
    let shifted = month <= 2 ? year - 1 : year
    let era = shifted / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3_600 + minute * 60 + second))
  }
}
