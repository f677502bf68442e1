/// A highway as people write it: `I-90`, `I 90`, `i90`, `Interstate 90`, `US 2`, `US-2`, `SR 20`,
/// `CA-88`, `WY 22`, `US 14/16/20`. Two spellings of one highway compare equal whatever their case,
/// spaces, hyphens and dots.
struct Highway: Equatable, Sendable {
  /// What kind of road it is.
  enum Kind: Equatable, Sendable {
    /// An Interstate (`I-90`).
    case interstate
    /// A U.S. route (`US 2`).
    case us
    /// A state route (`SR 20`, `CA-88`, `OR 58`, `WY 22`).
    case state
  }

  /// The kind of road.
  var kind: Kind
  /// Its numbers, lower case: one, or several where routes share the road (`14`, `16`, `20`); `14a`.
  var numbers: [String]
  /// The state of a state route, as its two-letter code in lower case; nil when not said (`SR 20`).
  var state: String?

  /// The state each agency's state routes are in, for a pass whose highway says only `SR`.
  static func state(of agency: AgencyID) -> String? {
    switch agency.rawValue {
    case "wsdot": return "wa"
    case "caltrans": return "ca"
    case "odot": return "or"
    case "wydot": return "wy"
    default: return nil
    }
  }

  /// Reads `text`; nil when it is no highway. `state` is the state of a bare `SR`.
  init?(_ text: String, state defaultState: String? = nil) {
    let folded = text.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "/" }
    let prefix = String(folded.prefix { $0.isLetter })
    let rest = folded.dropFirst(prefix.count)
    let numbers = rest.split(separator: "/").map(String.init).filter { $0.first?.isNumber == true }
    guard !numbers.isEmpty, numbers.allSatisfy({ $0.allSatisfy { $0.isNumber || $0.isLetter } }) else { return nil }
    switch prefix {
    case "i", "interstate": kind = .interstate
    case "us", "usroute", "ushighway": kind = .us
    case "sr", "hwy", "highway", "route", "stateroute", "staterouteno": kind = .state; state = defaultState
    case "wa", "ca", "or", "wy": kind = .state; state = prefix
    default: return nil
    }
    self.numbers = numbers
  }

  /// Whether `other` names this highway (or one of the routes it carries): same kind, a number in
  /// common, and the same state where both say one.
  func matches(_ other: Highway) -> Bool {
    guard kind == other.kind, !Set(numbers).isDisjoint(with: other.numbers) else { return false }
    guard let state, let theirs = other.state else { return true }
    return state == theirs
  }
}
