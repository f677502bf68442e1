import Foundation

/// Reads TripCheck's loosely typed JSON values: ids that arrive as `"7"`, `7` or `7.0`, numbers
/// that may be strings or null, flags that are the strings `"true"` and `"false"`.
enum ODOTValue {
  /// `value` as an id compared as text: trimmed, upper case, `7.0` read as `7`; nil when absent or empty.
  static func id(_ value: Any?) -> String? {
    let text: String
    switch value {
    case let string as String: text = string
    case let number as NSNumber: text = number.stringValue
    default: return nil
    }
    // Invisible characters (a zero-width space pasted into a code) are no part of it.
    let visible = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .format }))
    let trimmed = visible.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    guard !trimmed.isEmpty else { return nil }
    if let number = Double(trimmed), number.isFinite, number == number.rounded(), abs(number) < 1e15, let whole = Int(exactly: number) {
      return String(whole)
    }
    return trimmed
  }

  /// `value` as a finite number (a JSON number or a numeric string); nil otherwise.
  static func number(_ value: Any?) -> Double? {
    let number: Double?
    switch value {
    case let string as String: number = Double(string.trimmingCharacters(in: .whitespaces))
    case let value as NSNumber: number = isFlag(value) ? nil : value.doubleValue
    default: number = nil
    }
    guard let number, number.isFinite else { return nil }
    return number
  }

  /// `value` as cleaned text; nil when absent or empty.
  static func text(_ value: Any?) -> String? {
    guard let string = value as? String else { return nil }
    return TextSanitizer.cleanOptional(string)
  }

  /// Whether `value` is the flag "true" (the string TripCheck sends, or a JSON `true`).
  static func isTrue(_ value: Any?) -> Bool {
    if let string = value as? String { return string.trimmingCharacters(in: .whitespaces).lowercased() == "true" }
    if let number = value as? NSNumber, isFlag(number) { return number.boolValue }
    return false
  }

  /// Whether `number` is a JSON `true` or `false` rather than a number.
  private static func isFlag(_ number: NSNumber) -> Bool {
    ObjectIdentifier(type(of: number)) == ObjectIdentifier(type(of: NSNumber(value: true)))
  }

  /// A route as compared: letters and digits only, upper case (`I-84` and `I84` are one route).
  static func route(_ text: String) -> String {
    String(text.uppercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) && $0.isASCII }.map(Character.init))
  }

  /// The JSON object in `data`, or a failure naming `url`.
  static func object(_ data: Data, url: String) throws -> [String: Any] {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      let failure = JSONSyntaxLocator.firstError(in: Array(data))
      throw PassengrError.malformed(
        source: SourceName.odot.rawValue, url: url, location: failure?.location ?? "the top level", reason: failure?.reason ?? "not JSON")
    }
    guard let object = root as? [String: Any] else {
      throw PassengrError.source(.odot, ODOTFailure.unreadable(url: url, reason: "the top level is not an object"))
    }
    return object
  }
}
