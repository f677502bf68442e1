/// Which way a restriction applies.
public enum TravelDirection: String, CaseIterable, Codable, Sendable {
  case eastbound, westbound, northbound, southbound, both

  /// Reads WSDOT's spellings: "Eastbound", "EB", "east", "Both Directions".
  init?(text: String) {
    // "W/B", "West Bound", "Westbound\u{2060}": letters only, cleaned first.
    let key = TextSanitizer.clean(text).lowercased().filter { $0.isLetter }
    switch key {
    case "eastbound", "east", "eb", "e": self = .eastbound
    case "westbound", "west", "wb", "w": self = .westbound
    case "northbound", "north", "nb", "n": self = .northbound
    case "southbound", "south", "sb", "s": self = .southbound
    case "both", "bothdirections", "all", "alldirections": self = .both
    default: return nil
    }
  }

  /// The direction named in a label such as "Travel eastbound" or "Restrictions Westbound:".
  static func named(in label: String) -> TravelDirection? {
    let lower = label.lowercased()
    return [TravelDirection.eastbound, .westbound, .northbound, .southbound].first { lower.contains($0.rawValue) }
  }
}
