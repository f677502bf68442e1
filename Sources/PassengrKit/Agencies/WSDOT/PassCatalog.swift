/// The WSDOT passes Passengr knows out of the box (docs/wsdot-data.md, "The passes"), keyed by MountainPassId.
enum PassCatalog {
  /// Every built-in pass, alphabetical, with the first-run choice of enabled passes.
  static let wsdot: [Pass] = {
    let entries: [(Int, String, String, Int, DirectionPair, String?)] = [
      (1, "Blewett Pass", "US 97", 4102, .northSouth, "blewett"),
      (2, "Cayuse Pass", "SR 123", 4675, .northSouth, "cayuse"),
      (3, "Chinook Pass", "SR 410", 5430, .eastWest, "chinook"),
      (5, "Crystal to Greenwater", "SR 410", 2600, .eastWest, "crystal-to-greenwater"),
      (15, "Disautel Pass", "SR 155", 3252, .northSouth, "disautel"),
      (14, "Loup Loup Pass", "SR 20", 4020, .eastWest, "loup-loup"),
      (13, "Manastash Ridge", "I-82", 2672, .eastWest, "manastash"),
      (6, "Mt. Baker Hwy", "SR 542", 4250, .eastWest, "mt-baker"),
      (7, "North Cascade Hwy", "SR 20", 5477, .eastWest, "north-cascades"),
      (8, "Satus Pass", "US 97", 3107, .northSouth, "satus"),
      (9, "Sherman Pass", "SR 20", 5575, .eastWest, "sherman"),
      (11, "Snoqualmie Pass", "I-90", 3022, .eastWest, "snoqualmie"),
      (10, "Stevens Pass", "US 2", 4061, .eastWest, "stevens"),
      (17, "Tiger Mountain", "SR 18", 1377, .eastWest, "tiger-mountain"),
      (16, "Wauconda Pass", "SR 20", 4310, .eastWest, "wauconda"),
      (12, "White Pass", "US 12", 4500, .eastWest, "white"),
    ]
    let enabled: Set<Int> = [1, 13, 8, 11, 10, 12]
    return entries.enumerated().map { index, entry in
      Pass(
        id: entry.0, name: entry.1, highway: entry.2, elevationFeet: entry.3, directions: entry.4,
        pageSlug: entry.5, order: index + 1, isEnabled: enabled.contains(entry.0), summit: summits[entry.0])
    }
  }()

  /// Where each pass's summit is (the highest point of the stretch WSDOT reports), by id.
  static let summits: [Int: Coordinate] = [
    1: Coordinate(47.3354, -120.5786), 2: Coordinate(46.8693, -121.5339), 3: Coordinate(46.8752, -121.5165),
    5: Coordinate(47.1098, -121.6180), 15: Coordinate(48.3795, -119.2303), 14: Coordinate(48.3918, -119.9061),
    13: Coordinate(46.8906, -120.4286), 6: Coordinate(48.8616, -121.6803), 7: Coordinate(48.5256, -120.6540),
    8: Coordinate(45.9851, -120.6556), 9: Coordinate(48.6048, -118.4662), 11: Coordinate(47.4245, -121.4138),
    10: Coordinate(47.7462, -121.0859), 17: Coordinate(47.4352, -121.9307), 16: Coordinate(48.7110, -118.6370),
    12: Coordinate(46.6387, -121.3909),
  ]

  /// The built-in pass with `id`.
  static func pass(id: Int) -> Pass? { wsdot.first { $0.id == id } }

  /// Splits a published name such as "White Pass  US 12" or "Stevens Pass US2" into name and highway.
  static func split(publishedName: String) -> (name: String, highway: String) {
    let clean = publishedName.collapsingSpaces()
    // The highway is the last word ("I-90", "SR18", "US2") or the last two ("US 12"):
    // I, US or SR, an optional hyphen or space, digits, an optional letter.
    var words = clean.split(separator: " ").map(String.init)
    func isRoute(_ text: String) -> Bool {
      for prefix in ["US", "SR", "I"] where text.hasPrefix(prefix) {
        var rest = text.dropFirst(prefix.count)
        if rest.first == "-" { rest = rest.dropFirst() }
        if let last = rest.last, last.isASCII, last.isUppercase { rest = rest.dropLast() }
        return TextScanner.isDigits(rest)
      }
      return false
    }
    let highway: String
    if words.count >= 2, let last = words.last, isRoute(last) {
      highway = last
      words.removeLast()
    } else if words.count >= 3, ["I", "US", "SR"].contains(words[words.count - 2]),
      isRoute(words[words.count - 2] + words[words.count - 1])
    {
      highway = words[words.count - 2] + " " + words[words.count - 1]
      words.removeLast(2)
    } else {
      return (clean, "")
    }
    let name = words.joined(separator: " ")
    // Character by character and string to string: the generic paths look their types up among
    // every conformance of the binary on first use.
    var road = highway.reduce(into: "") { $0.append($1 == "-" ? " " : $1) }
    if let digit = road.firstIndex(where: \.isNumber), road[road.index(before: digit)] != " " {
      road.insert(" ", at: digit)
    }
    if road.hasPrefix("I ") { road = "I-" + String(road.dropFirst(2)) }
    return (String(name), road)
  }
}

extension PassCatalog {
  /// The built-in pass a page title names ("Snoqualmie Pass I-90", "Snoqualmie Pass"), if any.
  static func pass(publishedName: String) -> Pass? {
    let name = split(publishedName: publishedName).name.lowercased()
    return wsdot.first { $0.name.lowercased() == name }
  }
}
