/// A route as TripCheck or a crew writes it, read into its system and number: `I-84`, `I84`,
/// `I084`, `Interstate 84` are one route; `84` is a route whose system is not said; `HWY372` is
/// ODOT's own highway number, which is not a route number.
struct ODOTRoute: Hashable, Sendable {
  /// The numbering a route belongs to.
  enum System: String, Sendable {
    /// Interstate (`I84`).
    case interstate = "I"
    /// U.S. route (`US20`).
    case us = "US"
    /// Oregon route (`OR58`).
    case oregon = "OR"
    /// ODOT's highway number (`HWY016`), which differs from the route number.
    case highway = "HWY"
    /// A number alone, or "Hwy 58"/"Route 58" in words: any of the above.
    case unstated = ""
  }

  /// How sure a match between two routes is.
  enum Match: Sendable {
    /// The same route.
    case same
    /// Perhaps the same: one of them does not say its system, or is an ODOT highway number.
    case possible
    /// Another route.
    case different
  }

  /// The numbering.
  var system: System
  /// The number, leading zeros dropped.
  var number: Int

  private static let prefixes: [String: System] = [
    "I": .interstate, "IH": .interstate, "INTERSTATE": .interstate,
    "US": .us, "USHWY": .us, "USHIGHWAY": .us, "USROUTE": .us, "USRT": .us,
    "OR": .oregon, "ORE": .oregon, "OREG": .oregon, "OREGON": .oregon, "ORHWY": .oregon, "ORROUTE": .oregon,
    "HWY": .highway, "ODOTHWY": .highway,
    "": .unstated, "SR": .unstated, "STATEROUTE": .unstated, "ROUTE": .unstated, "RT": .unstated, "HIGHWAY": .unstated,
  ]

  /// A route id as published ("I-84", "US20", "084", "ORE58", "HWY372"); nil when it names no route.
  init?(_ text: String?) {
    guard let text else { return nil }
    let letters = text.uppercased().unicodeScalars.filter {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
    }
    var prefix = ""
    var digits = ""
    for scalar in letters {
      if ("0"..."9").contains(scalar) {
        digits.unicodeScalars.append(scalar)
      } else if digits.isEmpty {
        prefix.unicodeScalars.append(scalar)
      } else {
        // A suffix ("I84EB", "US20B") says nothing of the route's number.
        break
      }
    }
    guard let system = Self.prefixes[prefix], let number = Self.number(digits) else { return nil }
    self.system = system
    self.number = number
  }

  /// A route from its parts.
  init(system: System, number: Int) {
    self.system = system
    self.number = number
  }

  /// A number of at most four digits, leading zeros dropped; nil otherwise.
  private static func number(_ digits: String) -> Int? {
    let trimmed = digits.drop { $0 == "0" }
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), trimmed.count <= 4 else {
      return nil
    }
    return trimmed.isEmpty ? 0 : Int(trimmed)
  }

  /// How this route (an incident's) matches a station's `route`, whose ODOT highway number is
  /// `highway` when its report gives one.
  func match(_ route: ODOTRoute, highway: Int? = nil) -> Match {
    if system == route.system { return number == route.number ? .same : .different }
    switch system {
    case .unstated:
      return number == route.number || number == highway ? .possible : .different
    case .highway:
      if let highway, number == highway { return .same }
      return number == route.number ? .possible : .different
    default:
      return .different
    }
  }

  /// The routes named in words ("I-84", "US 20", "Hwy 58", "OR-58", "Interstate 5"): a route
  /// system word followed by a number; a bare number is a milepost as often as a route, so it
  /// names none.
  static func mentioned(in text: String) -> [ODOTRoute] {
    let tokens = RestrictionClassifier.normalize(text).split(separator: " ").map { String($0).uppercased() }
    var found: [ODOTRoute] = []
    let words: [String: System] = [
      "I": .interstate, "IH": .interstate, "INTERSTATE": .interstate, "US": .us, "OR": .oregon, "ORE": .oregon,
      "OREGON": .oregon,
      "HWY": .unstated, "HIGHWAY": .unstated, "SR": .unstated, "ROUTE": .unstated, "RT": .unstated,
    ]
    for (index, token) in tokens.enumerated() {
      if let system = words[token], index + 1 < tokens.count, let number = number(tokens[index + 1]) {
        // "U.S. 20" reads as "u s 20"; "State Route 58" as "state route 58".
        found.append(ODOTRoute(system: system, number: number))
      } else if token == "S", index > 0, tokens[index - 1] == "U", index + 1 < tokens.count,
        let number = number(tokens[index + 1])
      {
        found.append(ODOTRoute(system: .us, number: number))
      } else if token.first?.isLetter == true, token.last?.isNumber == true, let route = ODOTRoute(token),
        route.system != .unstated
      {
        found.append(route)
      }
    }
    return found
  }
}
