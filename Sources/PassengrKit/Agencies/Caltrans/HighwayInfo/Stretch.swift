import FoundationEssentials

/// Each California pass's stretch of road: the places along it from its west or south end to its
/// east or north end, as highway information names them (the summit included), extended with the
/// names the chain-control checkpoints use. An entry concerns a pass when it names one of them.
enum Stretch {
  /// By pass id.
  static let places: [Int: [String]] = [
    2001: [
      "Donner Pass", "Auburn", "Applegate", "Colfax", "Gold Run", "Dutch Flat", "Alta", "Baxter", "Crystal Springs",
      "Drum Forebay",
      "Blue Canyon", "Nyack", "Emigrant Gap", "Yuba Gap", "Cisco Grove", "Big Bend", "Rainbow", "Kingvale",
      "Soda Springs",
      "Donner Summit", "Donner Lake", "Truckee", "Hirschdale", "Floriston", "Farad", "Nevada State Line",
    ],
    2002: [
      "Placerville", "Camino", "Pollock Pines", "Riverton", "Kyburz", "Strawberry", "Twin Bridges", "Echo Summit",
      "Meyers",
      "South Lake Tahoe",
    ],
    2003: ["Downieville", "Sierra City", "Bassetts", "Yuba Pass", "Sattley", "Sierraville"],
    2004: [
      "Pine Grove", "Pioneer", "Buckhorn", "Cook's Station", "Dew Drop", "Ham's Station", "Peddler Hill", "Silver Lake",
      "Kirkwood", "Carson Pass", "Red Lake", "Picketts Jct", "Woodfords", "Nevada State Line",
    ],
    2005: [
      "Arnold", "Dorrington", "Tamarack", "Bear Valley", "Lake Alpine", "Mosquito Lake", "Hermit Valley",
      "Ebbetts Pass",
      "Silver Creek", "Markleeville", "Jct of SR 89",
    ],
    2006: [
      "Long Barn", "Strawberry", "Pinecrest", "Dardanelle", "Kennedy Meadows", "Sonora Pass", "Leavitt Meadows",
      "Jct of US 395",
      "Sonora Jct",
    ],
    2007: [
      "Tioga Road", "Groveland", "Buck Meadows", "Crane Flat", "Tuolumne Meadows", "Tioga Pass", "Ellery Lake",
      "Lee Vining", "Jct of US 395",
      "Yosemite National Park",
    ],
    2008: [
      "Castaic", "Templin Hwy", "Gorman", "Tejon Pass", "Lebec", "Frazier Park", "Fort Tejon", "Grapevine", "Laval Rd",
    ],
    2009: [
      "Devore", "Kenwood", "Cleghorn", "Cajon", "Cajon Jct", "Cajon Pass", "Cajon Summit", "Oak Hill", "Hesperia",
      "Victorville",
    ],
    2010: ["Yreka", "Hornbrook", "Hilt", "Siskiyou Summit", "Oregon State Line"],
    2011: ["Bridgeport", "Virginia Lakes", "Conway Summit", "Mono Lake", "Lee Vining"],
  ]

  /// The counties each route of a pass runs through, in order from its south or west end (as
  /// keys), so that an entry spanning counties is known to cross those between them.
  static let routeCounties: [String: [String]] = [
    "I-80": ["san francisco", "alameda", "contra costa", "solano", "yolo", "sacramento", "placer", "nevada"],
    "US-50": ["yolo", "sacramento", "el dorado"],
    "SR-49": [
      "madera", "mariposa", "tuolumne", "calaveras", "amador", "el dorado", "placer", "nevada", "yuba", "sierra",
      "plumas",
    ],
    "SR-88": ["san joaquin", "amador", "alpine"],
    "SR-4": ["contra costa", "san joaquin", "stanislaus", "calaveras", "alpine"],
    "SR-108": ["stanislaus", "tuolumne", "mono"],
    "SR-120": ["san joaquin", "stanislaus", "tuolumne", "mariposa", "mono"],
    "I-5": [
      "san diego", "orange", "los angeles", "kern", "kings", "fresno", "merced", "stanislaus", "san joaquin",
      "sacramento", "yolo",
      "colusa", "glenn", "tehama", "shasta", "siskiyou",
    ],
    "I-15": ["san diego", "riverside", "san bernardino"],
    "US-395": ["san bernardino", "kern", "inyo", "mono", "alpine", "sierra", "lassen", "modoc"],
  ]

  /// Whether an entry naming the counties `named` (two or more) may cross the stretch of a pass on
  /// `corridor`: one of the pass's counties lies between two it names on the route, or one it
  /// names is not known on the route (a typo, another spelling).
  static func mayCross(_ named: Set<String>, _ corridor: Corridor) -> Bool {
    guard named.count >= 2, let order = routeCounties[corridor.route] else { return false }
    let positions = named.map { order.firstIndex(of: $0) }
    if positions.contains(nil) { return true }
    let spots = positions.compactMap { $0 }
    guard let low = spots.min(), let high = spots.max() else { return false }
    return corridor.counties.map(key).contains { county in
      order.firstIndex(of: county).map { $0 > low && $0 < high } ?? false
    }
  }

  /// The places' keys, by pass id, computed once.
  static let keys: [Int: Set<String>] = places.mapValues { Set($0.map(key)) }

  /// Whether `entry` names a place of pass `id`'s stretch (or the pass itself, `name`). Names are
  /// matched whole: "Arnold Industrial Way" is not Arnold; "Truckee (Nevada Co)" and "Jct of SR 4
  /// Monitor Pass" name their places.
  static func concerns(_ entry: HighwayInfoEntry, passID id: Int, name: String, isAlone: Bool = false) -> Bool {
    let stretch = (keys[id] ?? []).union([key(name)])
    return entry.places.map(key).contains { place in
      // "At the summit" on the page of a route with one pass is that pass.
      (isAlone && ["summit", "pass", "pass summit", "summit area"].contains(place)) || stretch.contains(place)
        || stretch.contains { matches(place, $0) }
        || namesSummit(place, of: name)
    }
  }

  /// Whether `place` (a key) is the pass `name` called by another summit word: "Yuba Summit",
  /// "the Yuba Pass Summit area", "Donner Pass" for Donner Summit. The pass's own name without
  /// "Pass", "Summit" or a parenthesised alias, then "summit" or "pass", then feature words only;
  /// "Yuba River" is not Yuba Pass.
  static func namesSummit(_ place: String, of name: String) -> Bool {
    let bare = name.split(separator: "(").first.map(String.init) ?? name
    let core = key(bare).split(separator: " ").filter { $0 != "pass" && $0 != "summit" }
    var words = place.split(separator: " ")[...]
    while let first = words.first, qualifiers.contains(String(first)), first != "summit" { words = words.dropFirst() }
    guard !core.isEmpty, words.count > core.count, Array(words.prefix(core.count)) == core else { return false }
    let after = words.dropFirst(core.count)
    guard let word = after.first, word == "summit" || word == "pass" else { return false }
    return after.allSatisfy { features.contains(String($0)) || $0.allSatisfy(\.isNumber) }
  }

  /// The words that end a county in parentheses.
  private static let countyWords: Set<String> = ["co", "cos", "county", "counties", "cty"]

  /// The counties an entry's sentence names in parentheses, as keys: "(Sierra Co)" is "sierra",
  /// "(Tuolumne, Mono Co's)" is "tuolumne" and "mono". Empty when it names none.
  static func counties(in text: String) -> Set<String> {
    var found: Set<String> = []
    for group in text.split(separator: "(").dropFirst() {
      let inside =
        group.split(separator: ")", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
      guard let last = key(inside).split(separator: " ").last, countyWords.contains(String(last)) else { continue }
      let names = inside.lowercased().split(whereSeparator: { $0 == "," || $0 == "&" }).flatMap {
        $0.components(separatedBy: " and ")
      }
      for name in names {
        let county = key(name).split(separator: " ").filter { !countyWords.contains(String($0)) }
        if !county.isEmpty { found.insert(county.joined(separator: " ")) }
      }
    }
    return found
  }

  /// Words that name a feature of a place, not another place: "the Kingvale exit", "the Donner
  /// Lake Interchange", "the Tioga Pass entrance station", "Applegate Rd", "Crane Flat eastward".
  static let features: Set<String> = [
    "gate", "gates", "exit", "exits", "interchange", "entrance", "station", "rd", "area", "summit", "vista", "point",
    "oc", "overcrossing",
    "undercrossing", "bridge", "tunnel", "eastward", "westward", "northward", "southward", "vicinity", "jct", "ramp",
    "ramps", "offramp",
    "onramp", "off", "on", "checkpoint", "inspection", "turnout", "parking", "lot", "snopark", "sno", "park", "limits",
    "city", "town",
    "community", "village", "exits", "chain", "control", "area", "vista", "hill", "grade", "gas", "store", "market",
    "lodge", "campground",
    "visitor", "center", "inspection", "agricultural", "rest", "hwy", "sr", "us", "i", "sno", "weigh", "scales",
    "maintenance", "yard",
    "airport", "dam", "river", "creek", "pass", "overlook", "trailhead", "line",
  ]
  /// Words that only say where on a place: "downtown Truckee", "the summit of Donner Pass".
  static let qualifiers: Set<String> = [
    "downtown", "near", "central", "north", "south", "east", "west", "summit", "of", "upper", "lower", "old",
  ]

  /// Whether `place` is `stop` with only feature words after it or qualifiers before it: whole
  /// names only ("Arnold Industrial Way" is not Arnold).
  static func matches(_ place: String, _ stop: String) -> Bool {
    let words = place.split(separator: " ")
    let stopWords = stop.split(separator: " ")
    guard !stopWords.isEmpty, words.count > stopWords.count else { return false }
    for start in 0...(words.count - stopWords.count) where Array(words[start..<(start + stopWords.count)]) == stopWords
    {
      let after = words[(start + stopWords.count)...]
      if words[..<start].allSatisfy({ qualifiers.contains(String($0)) })
        && after.allSatisfy({ features.contains(String($0)) || $0.allSatisfy(\.isNumber) })
      {
        return true
      }
    }
    return false
  }

  /// A place compared loosely: case, punctuation and apostrophes ignored, "Junction" as "Jct",
  /// "Road" as "Rd", "Highway" as "Hwy", "National" as "Natl", no leading "the".
  static func key(_ place: String) -> String {
    let replacements = [
      "junction": "jct", "road": "rd", "highway": "hwy", "national": "natl", "mount": "mt", "saint": "st",
      "mdws": "meadows",
      "mdw": "meadow", "mtn": "mountain", "jct.": "jct", "pk": "park", "lk": "lake", "spgs": "springs",
      "spg": "springs",
    ]
    let words = String(
      place.lowercased().compactMap { character -> Character? in
        character == "-" ? " " : character.isLetter || character.isNumber || character == " " ? character : nil
      }
    ).split(separator: " ").map { replacements[String($0)] ?? String($0) }
    return (words.first == "the" ? Array(words.dropFirst()) : words).joined(separator: " ")
  }
}
