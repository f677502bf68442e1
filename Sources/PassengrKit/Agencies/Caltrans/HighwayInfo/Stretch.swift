import Foundation

/// Each California pass's stretch of road: the places along it from its west or south end to its
/// east or north end, as highway information names them (the summit included), extended with the
/// names the chain-control checkpoints use. An entry concerns a pass when it names one of them.
enum Stretch {
  /// By pass id.
  static let places: [Int: [String]] = [
    2001: ["Auburn", "Applegate", "Colfax", "Gold Run", "Dutch Flat", "Alta", "Baxter", "Crystal Springs", "Drum Forebay",
           "Blue Canyon", "Nyack", "Emigrant Gap", "Yuba Gap", "Cisco Grove", "Big Bend", "Rainbow", "Kingvale", "Soda Springs",
           "Donner Summit", "Donner Lake", "Truckee", "Hirschdale", "Floriston", "Farad", "Nevada State Line"],
    2002: ["Placerville", "Camino", "Pollock Pines", "Riverton", "Kyburz", "Strawberry", "Twin Bridges", "Echo Summit", "Meyers",
           "South Lake Tahoe"],
    2003: ["Downieville", "Sierra City", "Bassetts", "Yuba Pass", "Sattley", "Sierraville"],
    2004: ["Pine Grove", "Pioneer", "Buckhorn", "Cook's Station", "Dew Drop", "Ham's Station", "Peddler Hill", "Silver Lake",
           "Kirkwood", "Carson Pass", "Red Lake", "Picketts Jct", "Woodfords", "Nevada State Line"],
    2005: ["Arnold", "Dorrington", "Tamarack", "Bear Valley", "Lake Alpine", "Mosquito Lake", "Hermit Valley", "Ebbetts Pass",
           "Silver Creek", "Markleeville", "Jct of SR 89"],
    2006: ["Long Barn", "Strawberry", "Pinecrest", "Dardanelle", "Kennedy Meadows", "Sonora Pass", "Leavitt Meadows", "Jct of US 395",
           "Sonora Jct"],
    2007: ["Groveland", "Buck Meadows", "Crane Flat", "Tuolumne Meadows", "Tioga Pass", "Ellery Lake", "Lee Vining", "Jct of US 395",
           "Yosemite National Park"],
    2008: ["Castaic", "Templin Hwy", "Gorman", "Tejon Pass", "Lebec", "Frazier Park", "Fort Tejon", "Grapevine", "Laval Rd"],
    2009: ["Devore", "Kenwood", "Cleghorn", "Cajon Jct", "Cajon Pass", "Cajon Summit", "Oak Hill", "Hesperia", "Victorville"],
    2010: ["Yreka", "Hornbrook", "Hilt", "Siskiyou Summit", "Oregon State Line"],
    2011: ["Bridgeport", "Virginia Lakes", "Conway Summit", "Mono Lake", "Lee Vining"],
  ]

  /// The places' keys, by pass id, computed once.
  static let keys: [Int: Set<String>] = places.mapValues { Set($0.map(key)) }

  /// Whether `entry` names a place of pass `id`'s stretch (or the pass itself, `name`). Names are
  /// matched whole: "Arnold Industrial Way" is not Arnold; "Truckee (Nevada Co)" and "Jct of SR 4
  /// Monitor Pass" name their places.
  static func concerns(_ entry: HighwayInfoEntry, passID id: Int, name: String) -> Bool {
    let stretch = (keys[id] ?? []).union([key(name)])
    return entry.places.map(key).contains { place in
      stretch.contains(place) || stretch.contains(withoutQualifiers(place))
    }
  }

  /// A place without words that only say where on it: "downtown truckee", "truckee area", "summit of
  /// donner summit" read as the place itself.
  private static func withoutQualifiers(_ place: String) -> String {
    var words = place.split(separator: " ").map(String.init)
    while let first = words.first, ["downtown", "near", "central", "north", "south", "east", "west", "summit", "of"].contains(first), words.count > 1 {
      words.removeFirst()
    }
    while let last = words.last, ["area", "vicinity", "city", "limits"].contains(last), words.count > 1 { words.removeLast() }
    return words.joined(separator: " ")
  }

  /// A place compared loosely: case, punctuation and apostrophes ignored, "Junction" as "Jct",
  /// "Road" as "Rd", "Highway" as "Hwy", "National" as "Natl", no leading "the".
  static func key(_ place: String) -> String {
    let replacements = ["junction": "jct", "road": "rd", "highway": "hwy", "national": "natl", "mount": "mt", "saint": "st"]
    let words = String(place.lowercased().compactMap { character -> Character? in
      character == "-" ? " " : character.isLetter || character.isNumber || character == " " ? character : nil
    }).split(separator: " ").map { replacements[String($0)] ?? String($0) }
    return (words.first == "the" ? Array(words.dropFirst()) : words).joined(separator: " ")
  }
}
