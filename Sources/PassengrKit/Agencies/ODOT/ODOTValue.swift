import FoundationEssentials
import Networking

/// Reads TripCheck's loosely typed JSON values: ids that arrive as `"7"`, `7` or `7.0`, numbers
/// that may be strings or null, flags that are the strings `"true"` and `"false"`.
enum ODOTValue {
  /// `value` as an id compared as text: trimmed, upper case, `7.0` read as `7`; nil when absent or empty.
  static func id(_ value: JSONValue?) -> String? {
    let text: String
    switch value {
    case .string(let string): text = string
    case .number(let number): text = number.text
    case .bool(let flag): text = flag ? "1" : "0"
    default: return nil
    }
    // Invisible characters (a zero-width space pasted into a code) are no part of it.
    let visible = String(
      String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .format }))
    let trimmed = visible.trimmingSpacesAndNewlines().uppercased()
    guard !trimmed.isEmpty else { return nil }
    if let number = Double(trimmed), number.isFinite, number == number.rounded(), abs(number) < 1e15,
      let whole = Int(exactly: number)
    {
      return String(whole)
    }
    return trimmed
  }

  /// `value` as a finite number (a JSON number or a numeric string); nil otherwise.
  static func number(_ value: JSONValue?) -> Double? { LooseJSON.number(value) }

  /// `value` as a milepost: a number above 0 (TripCheck writes 0 for "none") and below 1000 (no
  /// Oregon highway is longer); nil otherwise.
  static func milepost(_ value: JSONValue?) -> Double? {
    guard let number = number(value), number > 0, number < 1000 else { return nil }
    return number
  }

  /// `value` as cleaned text; nil when absent or empty.
  /// `value` read as words an agency wrote: a string, the strings of a list joined as sentences
  /// (["Road closed"]), or a number or flag as written. Nil when absent or empty. Words in another
  /// shape are still words to read, never dropped.
  static func words(_ value: JSONValue?) -> String? {
    switch value {
    case .array(let list):
      return TextSanitizer.cleanOptional(list.compactMap { words($0) }.joined(separator: ". "))
    case .number(let number): return number.text
    case .bool(let flag): return flag ? "1" : "0"
    default: return text(value)
    }
  }

  static func text(_ value: JSONValue?) -> String? {
    guard let string = value?.string else { return nil }
    return TextSanitizer.cleanOptional(string)
  }

  /// `value` read as a flag: the strings TripCheck sends ("true", "false") and their other
  /// spellings ("1", "yes", "Y", "active"; "0", "no", "N", "inactive"), a JSON boolean, or the
  /// number 1 or 0. Nil when absent or unreadable: neither yes nor no.
  static func flag(_ value: JSONValue?) -> Bool? {
    switch value {
    case .bool(let flag): return flag
    case .number(let number): return number.value == 1 ? true : number.value == 0 ? false : nil
    default: break
    }
    guard let string = value?.string else { return nil }
    switch TextSanitizer.clean(string).lowercased().filter({ $0.isLetter || $0.isNumber }) {
    case "true", "t", "1", "yes", "y", "active", "on": return true
    case "false", "f", "0", "no", "n", "inactive", "off": return false
    default: return nil
    }
  }

  /// A route as compared: letters and digits only, upper case (`I-84` and `I84` are one route).
  static func route(_ text: String) -> String {
    String(
      text.uppercased().unicodeScalars.filter {
        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
      }
      .map(Character.init))
  }

  /// The JSON object in `data`, or a failure naming `url`.
  static func object(_ data: Data, url: String) throws -> [String: JSONValue] {
    let root: JSONValue
    do {
      root = try JSONValue(parsing: data, fragmentsAllowed: true)
    } catch {
      let failure = JSONSyntaxLocator.firstError(in: Array(data))
      throw SourceError.malformed(
        source: SourceName.odot.rawValue, url: url, location: failure?.location ?? "the top level",
        reason: failure?.reason ?? "not JSON")
    }
    guard let object = root.object else {
      throw SourceError.source(.odot, ODOTFailure.unreadable(url: url, reason: "the top level is not an object"))
    }
    return object
  }
}
