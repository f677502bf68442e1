import FoundationEssentials

/// A JSON document as Passengr reads every source's answer (TripCheck, COtrip, DriveBC, Caltrans's
/// chain controls, NWS): what Foundation's `JSONSerialization` answered before, as values.
///
/// `JSONValue(parsing:)` accepts what `JSONSerialization` accepted (docs/development.md, "JSON"),
/// and its numbers keep the text and the kind Foundation gave them, so ids and words built from
/// numbers read as they did.
enum JSONValue: Equatable, Sendable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case number(JSONNumber)
  case bool(Bool)
  case null

  /// The members, when it is an object.
  var object: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The elements, when it is an array.
  var array: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The text, when it is a string.
  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The number, when it is one (a flag is not).
  var number: JSONNumber? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// Whether it is a number or a flag (what Foundation gave as an `NSNumber`).
  var isNumberOrFlag: Bool {
    switch self {
    case .number, .bool: return true
    default: return false
    }
  }

  /// Whether it is `null`.
  var isNull: Bool { self == .null }

  /// The elements when it is an array of objects only; nil when any element is something else
  /// (what Foundation's `as? [[String: Any]]` answered).
  var objects: [[String: JSONValue]]? {
    guard let elements = array else { return nil }
    var objects: [[String: JSONValue]] = []
    objects.reserveCapacity(elements.count)
    for element in elements {
      guard let object = element.object else { return nil }
      objects.append(object)
    }
    return objects
  }

  /// The elements when it is an array of strings only; nil otherwise.
  var strings: [String]? {
    guard let elements = array else { return nil }
    var strings: [String] = []
    strings.reserveCapacity(elements.count)
    for element in elements {
      guard let string = element.string else { return nil }
      strings.append(string)
    }
    return strings
  }

  /// It read as a flag the way Foundation's `as? Bool` did: `true` and `false`, and a number
  /// equal to 1 or 0; nil otherwise.
  var flag: Bool? {
    switch self {
    case .bool(let flag): return flag
    case .number(let number): return number.value == 1 ? true : number.value == 0 ? false : nil
    default: return nil
    }
  }

  /// The member `key`, when it is an object that has it.
  subscript(key: String) -> JSONValue? { object?[key] }
}
