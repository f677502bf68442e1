import FoundationEssentials

extension RoutePage {
  /// The routes `text` mentions, each as its letters and numbers: "WY 22" → ("WY", ["22"]),
  /// "US 14/16/20" → ("US", ["14", "16", "20"]), "I-80" and "I80" → ("I", ["80"]).
  static func routes(in text: String) -> [(letters: String, numbers: [String])] {
    let words = text.uppercased().replacing("-", with: " ").split(whereSeparator: {
      $0 == " " || $0 == "," || $0 == ":"
    })
    var found: [(letters: String, numbers: [String])] = []
    for (index, word) in words.enumerated() {
      let letters = word.prefix { $0.isLetter }
      guard ["WY", "US", "I"].contains(String(letters)) else { continue }
      let glued = word.dropFirst(letters.count)
      let numbers = glued.isEmpty ? (index + 1 < words.count ? words[index + 1] : "") : glued
      guard numbers.first?.isNumber == true else { continue }
      found.append((String(letters), numbers.split(separator: "/").map(String.init)))
    }
    return found
  }

  /// The route `text` names, if it names one.
  static func routeWords(_ text: String) -> (String, String)? {
    routes(in: text).first.map { ($0.letters, $0.numbers.joined(separator: "/")) }
  }

  /// "WY22" → "WY 22".
  static func written(_ route: String) -> String {
    let letters = route.prefix { $0.isLetter }
    return "\(letters) \(route.dropFirst(letters.count))"
  }

  /// Whether `text` names `route` ("WY22", "US14A"): "WY 22", "WY-22", or one of several numbers of
  /// a shared stretch ("US 14/16/20"); "US 14A" does not name US 14.
  static func text(_ text: String, names route: String) -> Bool {
    let letters = route.prefix { $0.isLetter }.uppercased()
    let number = route.dropFirst(letters.count).uppercased()
    return routes(in: text).contains { $0.letters == letters && $0.numbers.contains(number) }
  }
}
