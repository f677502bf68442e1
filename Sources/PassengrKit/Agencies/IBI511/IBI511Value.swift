import FoundationEssentials
import Networking

/// One JSON value of a 511 answer, taken as it came: the platform writes one field as a number in
/// one state and a string in another, `""` or `"N/A"` for nothing, and lists where others have
/// strings. Every reading below accepts each of those spellings and nothing else.
enum IBI511Value: Decodable, Equatable, Sendable {
  case text(String)
  case number(Double)
  case flag(Bool)
  case list([IBI511Value])
  case object([String: IBI511Value])
  case null

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .flag(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .text(text)
    } else if let list = try? container.decode([IBI511Value].self) {
      self = .list(list)
    } else {
      self = .object(try container.decode([String: IBI511Value].self))
    }
  }

  /// Words that stand for nothing: the platform's placeholders for a missing value.
  static let placeholders: Set<String> = ["", "n/a", "na", "null", "none available"]

  /// Whether it says nothing: null, or a placeholder string.
  var isAbsent: Bool {
    switch self {
    case .null: return true
    case .text(let text):
      return Self.placeholders.contains(text.trimmingSpacesAndNewlines().lowercased())
    default: return false
    }
  }

  /// The value as text: a string (trimmed), or a number written plainly; nil for a placeholder, and
  /// for a list, an object or a flag, which are not text.
  var text: String? {
    switch self {
    case .text(let text):
      let trimmed = text.trimmingSpacesAndNewlines()
      return isAbsent ? nil : trimmed
    case .number(let number):
      guard number.isFinite else { return nil }
      if number == number.rounded(), abs(number) < 1e15, let whole = Int(exactly: number) { return String(whole) }
      return String(number)
    default: return nil
    }
  }

  /// The value as a finite number: a number, or a string that is one (`"9488"`, `" 25 "`).
  var number: Double? {
    switch self {
    case .number(let number): return number.isFinite ? number : nil
    case .text:
      guard let text, let number = Double(text), number.isFinite else { return nil }
      return number
    default: return nil
    }
  }

  /// The value as a whole number, when it is one exactly and of a size any field of the platform has.
  var integer: Int? {
    guard let number, abs(number) < 1e15 else { return nil }
    return Int(exactly: number)
  }

  /// The value as a truth: `true`/`false`, their strings, or 1/0.
  var flag: Bool? {
    switch self {
    case .flag(let flag): return flag
    case .number(let number): return number == 1 ? true : number == 0 ? false : nil
    case .text:
      switch text?.lowercased() {
      case "true", "yes", "1": return true
      case "false", "no", "0": return false
      default: return nil
      }
    default: return nil
    }
  }

  /// The value as a time: Unix seconds (a number or a numeric string; milliseconds when too large
  /// to be seconds), or an ISO 8601 string. Times before 1990 or after 2200 are no time.
  var date: Date? {
    if let seconds = number {
      let value = seconds > 1e11 ? seconds / 1000 : seconds
      return Self.isPlausible(value) ? Date(timeIntervalSince1970: value) : nil
    }
    guard let text else { return nil }
    return ISO8601Time.formatterDate(text) ?? ISO8601Time.formatterDate(text, fractionalSeconds: true)
  }

  /// Whether `seconds` since 1970 is a time the platform could mean.
  private static func isPlausible(_ seconds: Double) -> Bool { (631_152_000...7_258_118_400).contains(seconds) }

  /// The texts of a string or of a list of strings (`EncodedPolyline`, `Secondary Conditions`).
  var texts: [String]? {
    switch self {
    case .list(let items):
      let texts = items.compactMap(\.text)
      return texts.count == items.filter({ !$0.isAbsent }).count ? texts : nil
    default:
      if isAbsent { return [] }
      return text.map { [$0] }
    }
  }

  /// What kind of JSON value it is, for messages.
  var kind: String {
    switch self {
    case .text: return "a string"
    case .number: return "a number"
    case .flag: return "true or false"
    case .list: return "a list"
    case .object: return "an object"
    case .null: return "null"
    }
  }
}
