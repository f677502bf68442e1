import FoundationEssentials

/// WYDOT's own words for the one reader (`RoadWords`): the phrases that state a level in WYDOT's
/// vocabulary (the chain laws, "No Unnecessary Travel", "Rolling closure"…), and the words of its
/// reports that restrict nothing (its eight road conditions, its standing advisories, truck limits,
/// the places its segments are named by). Every text of a route page goes through `read`.
enum WYDOTWords {
  /// WYDOT's phrases, normalised, each with the level it states. Level 1 of the chain law limits
  /// every vehicle to chains, adequate snow tires or all-wheel drive (a traction requirement for a
  /// car); level 2 to chains, or all-wheel drive on adequate snow tires (chains, four- and
  /// all-wheel drive exempt); a chain law in effect without its level is taken as level 2. "No Unnecessary
  /// Travel", closures to light, high-profile vehicles, a risk of their blowing over and "No Trailer
  /// Traffic" are travel advisories, a known state, never `open`.
  static let terms = RoadTerms(
    restrictions: [
      ("chain law level 1", .tractionRequired), ("level 1 chain law", .tractionRequired),
      ("chain law level 2", .chainsRequired), ("level 2 chain law", .chainsRequired),
      ("chain law in effect", .chainsRequired), ("chain law is in effect", .chainsRequired),
      ("chain law now in effect", .chainsRequired),
      ("chain law is now in effect", .chainsRequired),
      ("no unnecessary travel", .travelAdvisory), ("closed to light high profile vehicles", .travelAdvisory),
      ("no light high profile vehicles", .travelAdvisory),
      ("no trailer traffic", .travelAdvisory), ("extreme blow over risk", .travelAdvisory),
      ("high blow over risk", .travelAdvisory),
      ("rolling closure", .trafficDelays), ("rolling closures", .trafficDelays),
    ],
    information: [
      "none", "dry", "wet", "slick in spots", "slick", "drifted snow", "blowing snow", "reduced visibility", "fog",
      "black ice", "falling rock",
      "falling rocks", "strong winds", "strong wind",
    ])

  /// Words that, with figures and the names of places and routes, make a clause that restricts no
  /// car: WYDOT's conditions and standing advisories, truck limits and the stretches they hold on,
  /// and plain words of place. No word that could close, limit or negate is here.
  static let harmlessWords: Set<String> = [
    // conditions and standing advisories
    "dry", "wet", "slick", "in", "spots", "spot", "drifted", "drifting", "snow", "blowing", "reduced", "visibility",
    "fog", "black", "ice",
    "falling", "rock", "rocks", "strong", "winds", "wind", "gusts", "gusty", "none",
    // truck limits and their stretches
    "weight", "width", "height", "length", "restriction", "limit", "limits", "axle", "axles", "gvw", "gross", "single",
    "unit", "units",
    "tandem", "lbs", "lb", "pounds", "ft", "feet", "tons", "ton", "t", "from", "milepost", "mileposts", "mp", "to",
    "of", "is", "effect",
    "over", "maximum", "max", "wy", "us", "i", "and",
    // place
    "at", "near", "on", "the", "between", "canyon", "creek", "river", "lake", "area", "summit", "pass", "hill", "mile",
    "marker", "exit",
    "east", "west", "park", "natl", "national", "gate", "county", "line", "state", "jct", "junction", "rd", "has",
    "have", "there",
    // the road itself and its directions, however the reader spells them ("Rd" is "road")
    "road", "highway", "route", "interstate", "eastbound", "westbound", "northbound", "southbound",
  ]

  /// Reads `text` (a cell, a comment) with WYDOT's terms: WYDOT's spellings are joined first ("Chain
  /// Law - Level 2", "Closed to Light, High Profile Vehicles" are one phrase each), a closure stated
  /// beside a WYDOT phrase in one clause still closes, and a clause not understood that is made only
  /// of harmless words, figures and the names in `places` is information.
  static func read(_ text: String, places: Set<String> = []) -> RoadWords {
    let prepared = joined(TextSanitizer.clean(text))
    var words = RoadWords.read(prepared, terms: terms)
    words.statements = words.statements.map { statement in
      var statement = statement
      if case .restriction(let level) = statement.meaning, !level.isClosure,
        let closure = closureBeside(statement.clause)
      {
        statement.meaning = .restriction(closure)
      } else if statement.meaning == .unrecognised, isHarmless(statement.clause, places: places) {
        statement.meaning = .information
      }
      return statement
    }
    return words
  }

  /// WYDOT's phrases written as one: the dash of "Chain Law - Level 2" and the comma of "Light, High
  /// Profile" would otherwise cut them in two clauses.
  static func joined(_ text: String) -> String {
    text.replacing(#/(?i)chain\s+law\s*[-\u{2010}-\u{2015}:]+\s*level/#, with: "Chain Law Level")
      .replacing(#/(?i)light\s*,\s*high[\s-]*profile/#, with: "Light High Profile")
  }

  /// The closure a clause states besides the WYDOT phrases in it ("Road closed, rolling closure"),
  /// read by the reader with the phrases taken out; nil when there is none.
  private static func closureBeside(_ clause: String) -> RestrictionLevel? {
    var rest = " \(clause) "
    for term in terms.restrictions { rest = rest.replacing(" \(term.phrase) ", with: " ") }
    let remaining = rest.split(separator: " ").joined(separator: " ")
    // Only beside a WYDOT phrase: a clause with none is the reader's alone ("be prepared for
    // closures" is an advisory, not a closure).
    guard !remaining.isEmpty, remaining != clause,
      case .restriction(let level) = RestrictionClassifier.read(clause: remaining),
      level.isClosure
    else { return nil }
    return level
  }

  /// Whether a normalised clause is made only of harmless words, figures and route numbers, and the
  /// names of `places`.
  static func isHarmless(_ clause: String, places: Set<String>) -> Bool {
    let tokens = clause.split(separator: " ").map(String.init)
    guard !tokens.isEmpty else { return false }
    return tokens.allSatisfy { token in
      harmlessWords.contains(token) || places.contains(token) || isFigure(token)
    }
  }

  /// "60000", "6.000", "60,000", "6+", "32t", "12ft", "wy22": a figure with an optional unit, or a route.
  private static func isFigure(_ token: String) -> Bool {
    var body = Substring(token)
    for route in ["wy", "us", "i"] where body.hasPrefix(route) && body.dropFirst(route.count).first?.isNumber == true {
      body = body.dropFirst(route.count)
    }
    guard body.first?.isNumber == true else { return false }
    let unit = body.drop { $0.isNumber || $0 == "." || $0 == "," || $0 == "+" }
    return ["", "t", "ft", "lbs", "lb", "k", "a"].contains(String(unit))
  }
}
