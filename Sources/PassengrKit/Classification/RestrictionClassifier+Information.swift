import FoundationEssentials

extension RestrictionClassifier {
  // MARK: Information

  /// Words that restrict, or may: information never carries one ("due to snow the gates remain
  /// locked" is no mere reason).
  static let restrictiveWords: Set<String> = [
    "not", "no", "never", "cannot", "nor", "closed", "closure", "closures", "close", "closes", "closing", "gate",
    "gated", "gates", "locked",
    "passable", "impassable", "prohibited", "beyond", "only", "blocked", "blocking", "stopped", "turned", "held",
    "holding", "until", "open",
    "opened", "reopen", "reopened", "chains", "chain", "traction", "restricted", "restrictions", "restriction",
    "barricaded", "impossible",
    "possible", "possibly", "unsafe", "allowed", "permitted", "denied", "except", "shut", "will", "may", "might",
    "expected", "unnecessary",
    "avoid", "delay", "delays", "delayed", "detour", "escort", "escorted", "pilot", "flaggers", "law", "required",
    "requirement", "mandatory",
    "must", "emergency", "impassible", "stranded", "avalanche", "whiteout", "blizzard", "severe", "warning", "alert",
    "evacuation", "fire",
    "wildfire", "flood", "flooding", "washout", "washed", "collapsed", "crash", "collision", "incident", "disabled",
    "spinout", "spinouts",
    "jackknifed", "hazmat", "spill",
  ]

  /// What a reason may name as the cause of a restriction: hazards, not restrictions.
  static let hazards: Set<String> = [
    "avalanche", "whiteout", "blizzard", "severe", "fire", "wildfire", "flood", "flooding", "washout", "washed",
    "collapsed", "crash",
    "collision", "incident", "disabled", "spinout", "spinouts", "jackknifed", "hazmat", "spill", "stranded",
    "emergency", "evacuation",
  ]

  /// The harmless vocabulary of road and weather reports, caution and equipment notices, learned
  /// from the agencies' real wording: "Bare and dry", "Compact snow and ice on the road", "Snowing
  /// heavily", "Patchy fog", "Slick in Spots", "Use extreme caution", "Plows working".
  static let reportWords: Set<String> = [
    // Surface.
    "bare", "dry", "drying", "wet", "damp", "moist", "pavement", "paved", "standing", "water", "puddles", "puddling",
    "ice", "icy", "iced",
    "black", "frost", "frosty", "frozen", "freezing", "slick", "slippery", "slush", "slushy", "snow", "snowy",
    "snowpack", "compact",
    "compacted", "packed", "pack", "breaking", "drifted", "drifting", "drifts", "blowing", "blown", "loose", "gravel",
    "sand", "sanded",
    "sanding", "deicer", "deicing", "treated", "chemical", "chemicals", "salt", "salted", "plowed", "plowing", "plows",
    "plow",
    "snowplows", "snowplow", "graders", "grader", "rock", "rocks", "falling", "rockfall", "debris", "mud", "wildlife",
    "animals", "deer",
    "elk", "livestock", "ruts", "rutted", "potholes", "uneven", "rough", "dusting", "accumulation", "accumulating",
    "trace", "fresh", "floor",
    "conditions", "condition", "ground",
    // Weather.
    "fog", "foggy", "skies", "sky", "total", "lightly", "mix", "inchs", "melting", "rainfall", "pooling",
    "forecasted", "forecast", "developing", "clogged", "drains", "removal", "machinery", "squalls", "accumulations",
    "heavier", "lighter", "slight", "widespread", "flurry", "snowfalls", "rains", "showery", "wintery", "mist", "misty",
    "haze", "hazy", "smoke", "smoky", "rain", "raining", "rainy", "showers", "shower",
    "drizzle",
    "sleet", "hail", "snowing", "snowfall", "flurries", "light", "heavy", "heavily", "moderate", "steady", "continuous",
    "continuously",
    "hard", "cloudy", "clouds", "overcast", "partly", "mostly", "clear", "clearing", "sunny", "sun", "fair", "cold",
    "cool", "warm", "mild",
    "windy", "wind", "winds", "gusts", "gusty", "gusting", "strong", "breezy", "calm", "temperature", "temperatures",
    "temp",
    "visibility", "reduced", "limited", "poor", "precipitation", "precip", "thunderstorms", "thunderstorm", "lightning",
    "scattered",
    "isolated", "intermittent", "patchy", "patches", "dense", "thick", "weather", "winter", "wintry",
    "mainly", "moderately", "moderate", "spray", "vis", "slushy", "inches", "wetness", "sheltered",
    // Caution and equipment.
    "caution", "cautious", "extreme", "extra", "driving", "care", "carefully", "slow", "slowly", "watch", "aware",
    "prepared",
    "equipment", "maintenance", "working",
  ]

  /// Words that neither say nor restrict anything on their own: places, connectors, times, units,
  /// compass points and the verbs of advice ("use", "drive", "allow").
  static let neutralWords: Set<String> = Set([
    "the", "a", "an", "and", "or", "of", "on", "in", "at", "to", "near", "above", "below", "over", "along",
    "throughout", "across",
    "by", "some", "few", "several", "many", "spots", "spot", "areas", "area", "places", "sections", "section",
    "stretches", "portions",
    "road", "roads", "roadway", "roadways", "highway", "route", "lanes", "lane", "shoulder", "shoulders", "summit",
    "pass", "curves",
    "bridges", "bridge", "overpasses", "decks", "shaded", "shady", "elevations", "elevation", "higher", "lower", "high",
    "low", "milepost",
    "mp", "mile", "miles", "m", "as", "hrs", "am", "pm", "eastbound", "westbound", "northbound", "southbound", "both",
    "directions",
    "northerly", "southerly", "easterly", "westerly", "east", "west", "north", "south", "northeast", "northwest",
    "southeast", "southwest",
    "overnight", "morning", "afternoon", "evening", "night", "tonight", "today", "new", "depth", "roadside", "surface",
    "surfaces",
    "use", "drive", "with", "be", "reduce", "speed", "speeds", "allow", "time", "motorists", "drivers", "advised",
    "urged", "are", "is",
    "please", "expect", "good", "up", "since", "approx", "approximately", "w", "has", "have", "reducing",
  ]).union(units)

  /// Units that, beside a number, make a reading: "28 F", "-2 C", "gusts to 40 mph", "3 inches".
  static let units: Set<String> = [
    "f", "c", "degrees", "degree", "deg", "mph", "kph", "kmh", "ft", "feet", "foot", "inches", "inch", "in", "cm", "mm",
  ]

  /// Words after which a place may be named freely ("above Glacier", "between Wilson and the Idaho
  /// State Line"): a place name is no word the vocabulary can know.
  static let placeWords: Set<String> = [
    "at", "near", "above", "below", "between", "from", "over", "along", "across", "past", "around", "in", "on",
  ]

  /// Clauses that say why, when or how to drive, and set no level: "due to snow", "for the season",
  /// "use caution", "motorists are advised to use an alternate route", "at milepost 134", and the
  /// road and weather reports of `benignWords`.
  static func isInformation(_ tokens: [String], words: String) -> Bool {
    guard let first = tokens.first else { return true }
    // "Use I-90", "take US 2", "give up on the pass": sent another way, or told to give up.
    if sendsElsewhere(tokens) { return false }
    let wording = Wording(tokens.joined(separator: " "))
    // Notices for others than a car that need no restrictive word to be read as such.
    if isNoticeForOthers(wording) { return true }
    if wording.hasAny(["no report", "no precipitation", "clear no precipitation"]) && tokens.count <= 4 { return true }
    // A reason names its hazard ("due to flooding", "because of a collision"), never a restriction
    // or a hedge ("due to snow the gates remain locked").
    // Every word of the reason must be known: "due to a crash", "because of heavy snow", never "due
    // to gridlock".
    if ["due", "because"].contains(first),
      !tokens.contains(where: { restrictiveWords.contains($0) && !hazards.contains($0) }),
      tokens.allSatisfy({
        hazards.contains($0) || reportWords.contains($0) || neutralWords.contains($0) || Lexicon.eventWords.contains($0)
          || [
            "due", "because", "of", "to", "a", "an", "the", "vehicle", "vehicles", "work", "earlier", "slides",
            "rockslides", "mudslides", "landslides", "washouts", "collisions", "crashes", "incidents", "spills",
            "fires",
            "avalanches", "storm", "storms", "emergency", "repairs", "hazards", "hazard", "danger", "risk",
          ].contains($0)
          || isNumber($0)
      })
    {
      return true
    }
    if tokens.contains(where: restrictiveWords.contains) { return false }
    // "Reduced speeds between Beckley and Princeton", "speed limit reduced to 45 mph": traffic
    // slowed, a state of the road (the advice "reduce speed" is no state).
    if wording.hasAny(Lexicon.slowedTraffic) { return false }
    if seasonQualifiers.contains(tokens.joined(separator: " ")) { return true }
    // "Use an alternate route" is no mere advice: alone it says the road is not to be used.
    let advice = ["use caution", "drive with caution", "drive carefully", "be prepared", "watch for", "slow down"]
    if advice.contains(where: { words.hasPrefix(" \($0) ") }),
      ClauseStatement.isPlainly(tokens, saying: advice + Lexicon.adviceSentences)
    {
      return true
    }
    // A place alone: "at milepost 134", "near mp 60", "eastbound". A time alone is no mere
    // information: beside an opening it says when ("Open - at 5 pm").
    let placeOnly: Set<String> = [
      "at", "near", "milepost", "mp", "mile", "post", "eastbound", "westbound", "northbound", "southbound",
      "both", "directions", "on", "from", "to", "and", "i", "us", "sr", "wy", "or", "ca", "highway", "route",
      "interstate", "state",
    ]
    if tokens.allSatisfy({ placeOnly.contains($0) || isNumber($0) }) {
      return !tokens.contains { ["hrs", "am", "pm", "noon", "midnight", "today", "tonight", "tomorrow"].contains($0) }
    }
    return isReport(tokens)
  }

  /// Whether a clause sends drivers another way or tells them to give up: "Use I-90", "take Exit
  /// 5", "give up on the pass". Alone such words may stand for a closure.
  static func sendsElsewhere(_ tokens: [String]) -> Bool {
    tokens.indices.contains { index in
      guard index + 1 < tokens.count else { return false }
      let next = tokens[index + 1]
      switch tokens[index] {
      case "use", "take", "follow":
        return Lexicon.routePrefixes.contains(next) || Lexicon.highwayWords.contains(next)
          || ["exit", "exits", "another", "other", "alternate", "alternative", "detour"].contains(next)
          || isRouteToken(next)
      case "give": return next == "up"
      case "seek", "plan", "find", "consider", "choose", "select":
        let rest = tokens[(index + 1)...].prefix(4)
        return rest.contains {
          ["alternate", "alternative", "another", "other", "detour", "use", "different"].contains($0)
        }
      case "leave", "exit":
        return ["the", "this", "that"].contains(next) && index + 2 < tokens.count
          && (Lexicon.highwayWords.contains(tokens[index + 2])
            || ["interstate", "road", "freeway"].contains(tokens[index + 2]))
          || Lexicon.routePrefixes.contains(next) || Lexicon.highwayWords.contains(next) || isRouteToken(next)
          || ["at", "via"].contains(next)
      case "let": return tokens[(index + 1)...].contains("through")
      default: return false
      }
    }
  }

  /// A road or weather report made of `benignWords`, numbers, and after a place word any place
  /// name: "Snow and ice on the roadway above Glacier", "Wind west 10 to 20 mph", "28 F".
  static func isReport(_ tokens: [String]) -> Bool {
    if SurfaceWording.buriesTheRoad(tokens) { return false }
    var inPlace = false
    var said = false
    var measured = false
    for token in tokens {
      if placeWords.contains(token) { inPlace = true }
      // "The bridge over Elk Creek is out": a verb ends the place; what follows must be known. A
      // word that may say the road cannot be driven is never a place's name.
      if ["is", "are", "was", "were", "has", "have", "been"].contains(token) { inPlace = false }
      if inPlace, Lexicon.impassableStates.contains(token) || Lexicon.trafficKept.contains(token) {
        return false
      }
      if reportWords.contains(token) {
        said = true
      } else if isNumber(token) {
        measured = true
      } else if isTemperature(token) {
        // "31f", "-2c": a reading run into its unit.
        said = true
      } else if neutralWords.contains(token) {
        if measured && units.contains(token) { said = true }
      } else if !inPlace {
        return false
      }
    }
    return said
  }

  /// A temperature written as one word: "31f", "-2c", "28°f" as the reader leaves it.
  static func isTemperature(_ token: String) -> Bool {
    guard let unit = token.last, unit == "f" || unit == "c" else { return false }
    let figures = token.dropLast().drop { $0 == "-" }
    return (1...3).contains(figures.count) && figures.allSatisfy(\.isNumber)
  }

  /// Notices that concern vehicles other than a passenger car, or the agency's own boilerplate:
  /// "Oversize vehicles (are) prohibited", "Weight restriction: 60000 lbs", "Width restriction: 12
  /// ft". Never with words that close or require chains.
  static func isNoticeForOthers(_ wording: Wording) -> Bool {
    if wording.hasAny(["chain", "chains", "traction", "closed", "closure", "not", "travel", "all vehicles"]) {
      return false
    }
    if wording.hasAny([
      "oversize vehicles prohibited", "oversize vehicles are prohibited", "oversize vehicle prohibited",
      "oversize prohibited",
      "oversized vehicles prohibited", "oversized vehicles are prohibited", "oversize loads prohibited",
      "oversize loads are prohibited",
      "oversize vehicles are not allowed",
    ]) {
      return true
    }
    let limit = wording.hasAny([
      "weight restriction", "width restriction", "height restriction", "length restriction", "weight limit",
      "width limit",
      "height limit", "length limit", "axle", "axles", "gvw",
    ])
    return limit
      && wording.hasAny([
        "lbs", "lb", "pounds", "tons", "t", "ft", "feet", "gvw", "restriction", "limit", "axles", "axle",
      ])
  }

  /// Whether a word is a number ("10,000", "3.5", "28").
  static func isNumber(_ token: String) -> Bool {
    !token.isEmpty && token.allSatisfy { $0.isNumber || $0 == "," || $0 == "." }
  }

  /// Words that make a closure seasonal wherever they stand in the text: "closed at milepost 134
  /// for the season", "closed from Newhalem to Mazama for the winter", "closed until spring".
  static let seasonQualifiers = [
    "for the season", "for season", "for the winter", "for winter", "for the winter season", "winter season",
    "seasonal",
    "seasonally", "winter closure", "until spring", "for the remainder of the season", "rest of the season",
  ]

  static func isSeasonal(_ words: String) -> Bool {
    Wording(words.trimmingSpaces()).hasAny(seasonQualifiers)
  }
}
