/// The one spelling the reader knows each word by: agencies abbreviate ("CLSD", "Hwy", "EB",
/// "Req'd") and crews misspell ("closd", "chians", "requried") in a hurry, and a closure written
/// either way is the same closure. `RestrictionClassifier.normalize` rewrites each word with this
/// table, so every vocabulary after it names one spelling.
enum RoadSpelling {
  /// A word (lower case, apostrophes dropped) and the words it stands for.
  static let words: [String: [String]] = {
    var table: [String: [String]] = [
      "4wd": ["four", "wheel", "drive"], "awd": ["all", "wheel", "drive"],
      "rd": ["road"], "hwy": ["highway"], "hiway": ["highway"], "hgwy": ["highway"], "rte": ["route"],
      "thru": ["through"],
      "eb": ["eastbound"], "wb": ["westbound"], "nb": ["northbound"], "sb": ["southbound"],
      // Dispatchers' shorthand (CHP's CAD, 511 incident lines).
      "lns": ["lanes"], "mva": ["motor", "vehicle", "accident"], "blkd": ["blocked"], "blkg": ["blocking"],
      "blk": ["blocking"], "rdwy": ["roadway"],
      "brdg": ["bridge"], "veh": ["vehicle"], "vehs": ["vehicles"], "dirs": ["directions"], "trfc": ["traffic"],
      "rp": ["reporting", "party"], "rhs": ["right", "shoulder"], "lhs": ["left", "shoulder"], "enrt": ["en", "route"],
      "mins": ["minutes"], "jso": ["just", "south", "of"], "jno": ["just", "north", "of"],
      "jeo": ["just", "east", "of"], "jwo": ["just", "west", "of"], "ofr": ["off", "ramp"], "onr": ["on", "ramp"],
      "shldr": ["shoulder"], "tfc": ["traffic"], "trk": ["truck"], "trks": ["trucks"], "lrg": ["large"],
      "sml": ["small"], "shld": ["shoulder"], "trac": ["traction"], "frzg": ["freezing"],
      "smt": ["summit"], "govt": ["government"], "tc": ["traffic", "collision"], "clr": ["clear"],
    ]
    let misspelt: [String: [String]] = [
      "closed": [
        "clsd", "closd", "cloesd", "colsed", "clsoed", "clossed", "closeed", "clsed", "cosed", "closde", "cloased",
        "clo9sed", "cloed",
      ],
      "closure": ["closue", "closrue", "clousre", "cloure", "closur", "clsoure", "colsure", "closuer"],
      "closures": ["closrues", "clousres", "colsures", "closuers"],
      "chain": ["chian", "cahin", "chaine"],
      "chains": ["chians", "chanis", "cahins", "chaines", "chais", "chians"],
      "required": [
        "requried", "reqd", "requird", "reqired", "requred", "rquired", "requierd", "reqrd", "req", "rqd", "requred",
        "requireed", "requiered",
      ],
      "impassable": ["impassible", "impasable", "imapssable", "impassabel"],
      "traffic": ["trafic", "traffc", "trafffic"],
      "reopened": ["reopend", "reopned", "reoppened"],
    ]
    for (word, spellings) in misspelt {
      for spelling in spellings { table[spelling] = [word] }
    }
    return table
  }()

  /// Dispatchers' nouns of a vehicle: after "BLK" the word is a colour ("BLK PU", "BLK SUV").
  /// Only a car's kind or make: "BLK SEMI", "BLK VEH" may still say blocking.
  static let vehicleNouns: Set<String> = [
    "pu", "pickup", "suv", "sedan", "sdn", "cpe", "coupe", "jeep", "toyota", "honda", "ford", "chevy", "chevrolet",
    "dodge", "nissan", "bmw", "tesla", "subaru", "hyundai", "kia", "mazda", "gmc", "audi", "mercedes", "lexus",
    "acura", "vw", "volvo",
  ]

  /// The first half of a direction cut in two ("E/B", "east bound", "N-bound"), and the direction.
  static let compass: [String: String] = [
    "e": "eastbound", "east": "eastbound", "w": "westbound", "west": "westbound",
    "n": "northbound", "north": "northbound", "s": "southbound", "south": "southbound",
  ]
}
