/// A highway as people write it: `I-90`, `I 90`, `i90`, `Interstate 90`, `US 2`, `US-2`, `SR 20`,
/// `CA-88`, `WY 22`, `SH 21`, `US 14/16/20`. Two spellings of one highway compare equal whatever their case,
/// spaces, hyphens and dots.
struct Highway: Equatable, Sendable {
  /// What kind of road it is.
  enum Kind: Equatable, Sendable {
    /// An Interstate (`I-90`).
    case interstate
    /// A U.S. route (`US 2`).
    case us
    /// A state route (`SR 20`, `SH 21`, `CA-88`, `OR 58`, `WY 22`).
    case state
    /// A road of a system an agency declares by its prefix (the test agency's `RT 21`): no state
    /// route, and found only by that prefix.
    case system(String)
    /// A road of that number, whatever its kind (`Hwy 20`, `Highway 2`, `Route 97`).
    case any
  }

  /// The kind of road.
  var kind: Kind
  /// Its numbers, lower case: one, or several where routes share the road (`14`, `16`, `20`); `14a`.
  var numbers: [String]
  /// The state of a state route, as its two-letter code in lower case; nil when not said (`SR 20`).
  var state: String?

  /// Reads `text`; nil when it is no highway. `state` is the state of a bare `SR`. The words before
  /// the number say the kind (`I`, `Interstate`, `US`, `SR`, `State Route`, a state's code); one
  /// hyphen, dot or run of spaces may stand between them and the number; the numbers themselves
  /// (`90`, `14/16/20`, `14A`) take nothing inside them, so `I-9 0` and `I--90` are no highway.
  /// `Hwy`, `Highway` and `Route` say no kind: they name every road of that number. `routes` are
  /// the prefixes agencies declare for roads of their own system, each with the state it is in.
  init?(_ text: String, state defaultState: String? = nil, routes: [String: String] = [:]) {
    var lowered = Array(text.lowercased())
    while lowered.first == " " { lowered.removeFirst() }
    while lowered.last == " " { lowered.removeLast() }
    var index = 0
    var prefix = ""
    while index < lowered.count, lowered[index].isLetter || lowered[index] == " " {
      if lowered[index] != " " { prefix.append(lowered[index]) }
      index += 1
    }
    if index < lowered.count, lowered[index] == "-" || lowered[index] == "." { index += 1 }
    // Character by character: a string made of the slice whole goes through the generic path,
    // whose first use looks the slice's type up among every conformance of the binary.
    let rest = lowered[index...].reduce(into: "") { $0.append($1) }
    let numbers = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard !rest.isEmpty,
      numbers.allSatisfy({ number in
        guard let first = number.first, first.isASCII, first.isNumber else { return false }
        let digits = number.prefix { $0.isASCII && $0.isNumber }
        let tail = number.dropFirst(digits.count)
        return tail.isEmpty || (tail.count == 1 && tail.allSatisfy { $0.isASCII && $0.isLetter })
      })
    else { return nil }
    switch prefix {
    case "i", "interstate": kind = .interstate
    case "us", "usroute", "ushighway": kind = .us
    case "sr", "sh", "stateroute", "statehighway":
      kind = .state
      state = defaultState
    case "hwy", "highway", "route": kind = .any
    case _ where Self.stateCodes.contains(prefix):
      kind = .state
      state = prefix
    case _ where routes[prefix] != nil:
      kind = .system(prefix)
      state = routes[prefix]
    default: return nil
    }
    self.numbers = numbers
  }

  /// The two-letter codes of the states (and the District of Columbia), in lower case: `CO 9`,
  /// `MT 287` and `WY 22` are state routes of their states.
  static let stateCodes: Set<String> = [
    "al", "ak", "az", "ar", "ca", "co", "ct", "de", "dc", "fl", "ga", "hi", "id", "il", "in", "ia", "ks", "ky", "la",
    "me",
    "md", "ma", "mi", "mn", "ms", "mo", "mt", "ne", "nv", "nh", "nj", "nm", "ny", "nc", "nd", "oh", "ok", "or", "pa",
    "ri",
    "sc", "sd", "tn", "tx", "ut", "vt", "va", "wa", "wv", "wi", "wy",
  ]

  /// Whether `other`, as someone asked for it, names this highway: the same kind (or a kind not
  /// said), every number asked for among the routes this road carries (`US 20` finds
  /// `US 14/16/20`; `US 14/16/20` finds only roads that carry all three), and the same state where
  /// both say one.
  func matches(_ other: Highway) -> Bool {
    guard kind == other.kind || kind == .any || other.kind == .any, Set(other.numbers).isSubset(of: numbers) else {
      return false
    }
    guard let state, let theirs = other.state else { return true }
    return state == theirs
  }
}
