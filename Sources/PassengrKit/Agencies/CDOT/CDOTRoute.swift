/// A route as CDOT's `routeName` writes it: the highway, and the direction of travel its suffix
/// names ("US-50E" is eastbound US 50; "I_70W" westbound I-70; "CO-82" both ways).
struct CDOTRoute: Equatable, Sendable {
  /// The highway, whatever its spelling ("I-70", "SH-82" and "CO 82" compare equal).
  var highway: Highway
  /// The direction the suffix names; nil when it names none.
  var direction: TravelDirection?

  /// Reads `text`; nil when it is no highway.
  init?(_ text: String) {
    var letters = Array(text.replacing("_", with: "-").trimmingSpaces())
    var direction: TravelDirection?
    // A suffix is one of E, W, N, S after the number, with or without a space or hyphen.
    if let last = letters.last, let way = Self.suffixes[Character(last.lowercased())] {
      var rest = letters.dropLast()
      while let end = rest.last, end == " " || end == "-" { rest = rest.dropLast() }
      if rest.last?.isNumber == true {
        direction = way
        letters = Array(rest)
      }
    }
    guard let highway = Highway(String(letters), state: "co") else { return nil }
    self.highway = highway
    self.direction = direction
  }

  /// The direction each suffix names.
  private static let suffixes: [Character: TravelDirection] = [
    "e": .eastbound, "w": .westbound, "n": .northbound, "s": .southbound,
  ]

  /// The direction a `direction` field names ("east", "Westbound", "WB"); nil for "both", none or words not known.
  static func direction(of word: String?) -> TravelDirection? {
    guard let word = word?.lowercased().trimmingSpaces() else { return nil }
    switch word {
    case "east", "eastbound", "eb", "e": return .eastbound
    case "west", "westbound", "wb", "w": return .westbound
    case "north", "northbound", "nb", "n": return .northbound
    case "south", "southbound", "sb", "s": return .southbound
    default: return nil
    }
  }

  /// Whether `word` is a direction field that names no one direction on purpose ("both", "all").
  static func namesEveryDirection(_ word: String?) -> Bool {
    guard let word = word?.lowercased().trimmingSpaces() else { return true }
    return ["", "both", "all", "both directions", "none", "unknown"].contains(word)
  }
}
