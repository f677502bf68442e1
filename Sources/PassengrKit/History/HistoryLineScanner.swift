import FoundationEssentials

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
  private static let recordKeys = [
    "schema", "at", "passId", "name", "field", "old", "new", "escalation", "refresh", "judgedOld", "currencyOld",
    "judgedNew", "currencyNew",
  ]
  /// The keys of an old or new value.
  private static let changeKeys = ["text", "level"]
  /// The keys' bytes, which a key is matched against where it lies, without making a string of it.
  private static let recordKeyBytes = recordKeys.map { Array($0.utf8) }
  private static let changeKeyBytes = changeKeys.map { Array($0.utf8) }
  /// Every level by its name: a hashed lookup costs a fraction of the enum's own string switch.
  private static let levels = Dictionary(uniqueKeysWithValues: RestrictionLevel.allCases.map { ($0.rawValue, $0) })

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
    var judged: [RestrictionLevel?] = [nil, nil]
    var currency: [PassJudgement.Currency?] = [nil, nil]
    var seen: UInt16 = 0
    guard take(0x7B) else { return nil }
    if !take(0x7D) {
      repeat {
        guard let bit = key(Self.recordKeyBytes), seen & (1 << bit) == 0, take(0x3A), let value = value() else {
          return nil
        }
        seen |= 1 << bit
        switch (Self.recordKeys[bit], value) {
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
        case ("judgedOld", .string(let raw)), ("judgedNew", .string(let raw)):
          guard let level = Self.levels[raw] else { return nil }
          judged[Self.recordKeys[bit] == "judgedOld" ? 0 : 1] = level
        case ("currencyOld", .string(let raw)), ("currencyNew", .string(let raw)):
          guard let known = PassJudgement.Currency(rawValue: raw) else { return nil }
          currency[Self.recordKeys[bit] == "currencyOld" ? 0 : 1] = known
        default: return nil
        }
      } while take(0x2C)
      guard take(0x7D) else { return nil }
    }
    skipSpaces()
    guard index == bytes.count, let schema, let at, let passID, let name, let field, let escalation else { return nil }
    // A level without its currency (or the other way round) is not a line Passengr writes.
    let pairs = zip(judged, currency).map { level, currency -> ConditionChange.Judged?? in
      switch (level, currency) {
      case (let level?, let currency?): return .some(ConditionChange.Judged(level: level, currency: currency))
      case (nil, nil): return .some(nil)
      default: return nil
      }
    }
    guard let judgedOld = pairs[0], let judgedNew = pairs[1] else { return nil }
    return HistoryRecord(
      schema: schema, at: at, passID: passID, name: name, field: field, old: old, new: new, escalation: escalation,
      refresh: refresh, judgedOld: judgedOld, judgedNew: judgedNew)
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
        guard let bit = key(Self.changeKeyBytes), seen & (1 << bit) == 0, take(0x3A), let value = value() else {
          return nil
        }
        seen |= 1 << bit
        switch (Self.changeKeys[bit], value) {
        case ("text", .string(let string)): text = string
        case ("text", .null): text = nil
        case ("level", .string(let raw)):
          guard let known = Self.levels[raw] else { return nil }
          level = known
        case ("level", .null): level = nil
        default: return nil
        }
      } while take(0x2C)
      guard take(0x7D) else { return nil }
    }
    return ConditionChange.Value(text: text, level: level)
  }

  /// A key without escapes: its position in `keys`, or nil for any other key.
  private mutating func key(_ keys: [[UInt8]]) -> Int? {
    skipSpaces()
    guard index < bytes.count, bytes[index] == 0x22 else { return nil }
    let start = index + 1
    var end = start
    while end < bytes.count, bytes[end] != 0x22 {
      guard bytes[end] != 0x5C else { return nil }
      end += 1
    }
    guard end < bytes.count else { return nil }
    for (position, key) in keys.enumerated() where key.count == end - start {
      guard key.indices.allSatisfy({ key[$0] == bytes[start + $0] }) else { continue }
      index = end + 1
      return position
    }
    return nil
  }

  /// A string without escapes (those go to `JSONDecoder`), as valid UTF-8.
  private mutating func string() -> String? {
    skipSpaces()
    guard index < bytes.count, bytes[index] == 0x22 else { return nil }
    let start = index + 1
    var end = start
    // Every byte of the string or'ed together: its top bit says whether any is not ASCII.
    var union: UInt8 = 0
    let count = bytes.count
    // The bytes are read through a local pointer: the loop is most of reading a history.
    guard let base = bytes.baseAddress else { return nil }
    while end < count {
      let byte = base.load(fromByteOffset: end, as: UInt8.self)
      if byte == 0x22 { break }
      // A backslash or a control character: not the plain shape.
      guard byte != 0x5C, byte >= 0x20 else { return nil }
      union |= byte
      end += 1
    }
    guard end < count else { return nil }
    index = end + 1
    let text = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
    return union < 0x80 ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
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
    text.utf8.count == 20 ? ISO8601Time.date(text) : nil
  }
}
