import FoundationEssentials

/// Surface, weather, caution and equipment wording that restricts nothing: "Bare and wet, areas of
/// standing water", "Snow and ice on the roadway above Glacier", "Snowing heavily", "Use extreme
/// caution", "Watch for equipment". Learned from WSDOT's road and weather conditions and the
/// harmless wording other agencies use beside them.
///
/// It only ever turns a clause the one reader left not understood into information, and only when
/// every word of the clause is one of these words, a number, or one of at most three plain words of
/// a place named after a place word ("above Glacier", "near Newhalem"). A clause with any other word
/// keeps failing closed. A step of `RoadWords.read`.
enum SurfaceWording {
  /// Words that describe the road, the weather or care to take, and restrict nothing.
  static let words: Set<String> = [
    // Long descriptions' weather: "Roads remain partially covered", "Drifts are refilling quickly",
    // "Visibility may drop quickly in heavier bands", "lake effect snow bands".
    "partially", "partly", "drifts", "refilling", "refill", "quickly", "heavier", "bands", "band", "lake", "effect",
    "linger", "lingers", "lingering",
    // The road and its surface.
    "bare", "dry", "drying", "wet", "damp", "moist", "pavement", "road", "roads", "roadway", "roadways", "surface",
    "surfaces", "highway",
    "compact", "compacted", "packed", "snow", "snowy", "ice", "icy", "slush", "slushy", "frost", "frosty", "frozen",
    "black", "spots", "spot", "floor",
    "patches", "patch", "patchy", "areas", "area", "places", "sections", "standing", "water", "ponding", "puddles",
    "puddling", "sanded",
    "sanding", "sand", "deicer", "deiced", "deicing", "plowed", "plowing", "plows", "plow", "working", "progress",
    "shoulders", "shoulder",
    "shaded", "slick", "slippery", "loose", "gravel", "rock", "rocks", "rockfall", "falling", "debris", "covered",
    "cover", "inches", "inch",
    "new", "accumulation", "accumulating", "mud", "muddy", "potholes", "rough", "uneven", "grooved", "pavement",
    "glaze", "accumulations", "thin", "centre", "center", "track",
    "tracks", "wheel", "ruts", "rutted",
    // Weather.
    "rain", "raining", "rainy", "showers", "shower", "drizzle", "snowing", "snowfall", "light", "heavy", "heavily",
    "moderate", "flurries",
    "sleet", "hail", "freezing", "fog", "foggy", "dense", "mist", "misty", "haze", "hazy", "smoke", "smoky", "cloudy",
    "clouds", "overcast",
    "partly", "mostly", "sunny", "clear", "clearing", "fair", "sun", "windy", "wind", "winds", "breezy", "gusty",
    "gusts", "cold", "cool",
    "warm", "mild", "hot", "low", "reduced", "limited", "poor", "visibility", "blowing", "drifting", "drifts",
    "temperatures", "temperature",
    "degrees", "overnight", "tonight", "today", "morning", "afternoon", "evening", "scattered", "isolated",
    "occasional", "few", "some",
    "periods", "weather", "storm", "showery", "thunderstorms", "elevations", "elevation", "higher", "lower", "upper",
    "summit", "mph",
    "dust", "dusty", "crosswind", "crosswinds", "strong", "gale", "ground", "squall", "squalls", "snowsquall",
    "snowsqualls", "flurry", "graupel", "pellets", "rainfall",
    "precipitation", "precip", "wintry", "mix", "mixed", "thunder", "lightning", "calm", "breeze", "gust",
    "downpours", "sprinkles", "temps", "temp", "chill", "subzero", "thaw", "thawing", "melting", "refreeze",
    "refreezing", "refreezes", "glazed", "icing", "iced", "sunshine", "dark", "darkness", "night", "nighttime",
    "daytime", "daylight", "dawn", "dusk", "chance", "likely", "possible", "forecast", "forecasted", "humid",
    // More of the surface, and where on it.
    "widespread", "bridges", "bridge", "decks", "deck", "overpasses", "overpass", "curves", "corners", "hills", "hill",
    "grades", "grade", "banks", "snowbanks", "berms", "windrows", "greasy", "pretreated", "pretreating", "treated",
    "treating", "brine", "salt", "salted", "salting", "abrasives", "chemically", "chemical", "spreaders", "spreader",
    "graders", "grader", "snowplows", "snowplow", "widening",
    "several", "numerous", "most", "portions", "portion",
    "stretches", "stretch", "parts", "segments", "locations", "snowpacked", "snowcovered", "hardpack",
    "hardpacked", "dusting", "trace", "spotty", "moderately", "last", "past",
    "since", "vis", "mi", "times", "swirling", "seasonal", "minor", "normal", "typical", "good",
    // Short forms of the crews' reports: "SCT FROST", "LT SNOW", "HVY RAIN".
    "lt", "sct", "hvy", "mod", "ptly", "isol", "ocnl", "shwrs", "vsby", "approx",
    "present", "limit", "zone", "lake", "effect", "bands", "band", "activity",
    "n", "s", "e", "w", "ne", "nw", "se", "sw", "nne", "nnw", "sse", "ssw", "ene", "ese", "wnw", "wsw", "expect",
    "snowbanks", "summits", "moisture",
    // A forecast's and a report's grammar: "Lingering slick spots are possible on untreated roads",
    // "Wind chill values as low as 2", "Snow showers will taper off, with light additional
    // accumulations", "Black ice and blowing snow are still being reported".
    "lingering", "linger", "lingers", "untreated", "secondary", "values", "as", "additional", "taper", "tapers",
    "tapering", "diminish", "diminishing", "persist", "persists", "persisting", "continue", "continues", "continuing",
    "causing", "being", "drivers", "motorists", "travelers", "travellers", "this", "high",
    // Care and equipment.
    "use", "extreme", "caution", "care", "careful", "carefully", "drive", "driving", "watch", "equipment", "crews",
    "crew", "maintenance",
    "winter", "conditions", "condition", "be", "aware", "alert", "slow", "speed", "speeds", "allow", "extra",
    "time", "reduce", "increase", "following", "distance", "distances", "give", "them", "room",
    "leave", "space", "patient", "patience", "cautious", "cautiously", "attentive", "please", "headlights",
    // Words that join them.
    "and", "or", "with", "of", "on", "in", "the", "a", "an", "for", "at", "to", "up", "is", "are", "very", "also",
    "then", "throughout", "but",
    "above", "below", "near", "along", "over", "between", "from", "east", "west", "north", "south", "mp", "milepost",
    "feet", "ft",
    "pass", "passes", "eastbound", "westbound", "northbound", "southbound", "both", "directions", "direction", "all",
  ]

  /// Words after which a place's name may follow ("above Glacier").
  static let placeWords: Set<String> = ["above", "below", "near", "at", "between", "from", "to", "of", "over", "along"]

  /// Words that never stand in a place's name here: the reader's signal words and every word that
  /// may restrict, lift or hedge travel, in full or abbreviated.
  static let suspect: Set<String> = RestrictionClassifier.signalWords.union(RestrictionClassifier.closureWords).union([
    "clsd", "cls", "clsed", "closd", "impassible", "impasable", "passable", "travel", "traffic", "held", "hold",
    "holding", "turned", "turn",
    "turning", "gate", "gates", "gated", "locked", "stopped", "stop", "stopping", "detour", "detoured", "barricade",
    "barricades",
    "barricaded", "avalanche", "control", "controls", "r", "level", "law", "required", "req", "reqd", "requirement",
    "mandatory",
    "prohibited", "restriction", "restricted", "down", "blocked", "block", "blocking", "shutdown", "impossible",
    "unsafe", "denied", "spinout",
    "spinouts", "collision", "crash", "incident", "accident", "jackknife", "jackknifed", "slide", "washout", "washed",
    "flooded", "flooding",
    "hazard", "danger", "dangerous", "emergency", "advisory", "warning", "escort", "convoy", "lane", "lanes", "ramp",
    "exit", "access",
    "allowed", "permitted", "need", "needed", "must", "carry", "tires", "devices", "awd", "wheel", "drive",
    "deep", "away", "fell", "fallen", "condemned", "gone", "stuck", "swept", "missing", "buried",
  ])

  /// `words` with every clause the reader left not understood that is only surface, weather or
  /// care wording made information.
  /// A clause that is a lifting run together with such wording ("No restrictions Bare and wet", a
  /// field whose sentences lost their stop) is that lifting.
  static func softened(_ words: RoadWords) -> RoadWords {
    var words = words
    for index in words.statements.indices where words.statements[index].meaning == .unrecognised {
      let clause = words.statements[index].clause
      if isHarmless(clause) {
        words.statements[index].meaning = .information
      } else if isLiftingBesideHarmlessWords(clause) {
        words.statements[index].meaning = .lifting
      }
    }
    return words
  }

  /// Whether a normalised clause is a lifting the reader knows, before or after harmless wording.
  static func isLiftingBesideHarmlessWords(_ clause: String) -> Bool {
    let tokens = clause.split(separator: " ")
    guard tokens.count > 1 else { return false }
    for cut in 1..<tokens.count {
      let left = tokens[..<cut].joined(separator: " ")
      let right = tokens[cut...].joined(separator: " ")
      // "Open from Skykomish to the summit": a place right after an opening is its scope (a
      // partial opening), not a report beside it.
      // "Open tonight": a time right after an opening says when it opens.
      let when: Set<String> = [
        "tonight", "tomorrow", "today", "overnight", "morning", "afternoon", "evening", "later", "soon",
      ]
      if isLifting(left), !placeWords.contains(String(tokens[cut])), !when.contains(String(tokens[cut])),
        isHarmless(right)
      {
        return true
      }
      // "Road partly opened", "Portion of Tioga Road reopened": words that scope the opening are
      // not a report beside it.
      let scoping: Set<String> = [
        "portion", "portions", "part", "parts", "partly", "partially", "half", "some", "section", "sections",
        "segment", "segments", "stretch", "stretches", "first", "most", "mostly", "several", "areas", "area", "places",
        "spots", "lower", "upper", "only", "west", "east", "north", "south",
      ]
      if isHarmless(left), !tokens[..<cut].contains(where: { scoping.contains(String($0)) }), isLifting(right) {
        return true
      }
    }
    return false
  }

  /// Whether the one reader reads `words` as a lifting and nothing else.
  private static func isLifting(_ words: String) -> Bool {
    let statements = RoadWords.plain(words).statements
    return !statements.isEmpty && statements.allSatisfy { $0.meaning == .lifting }
  }

  /// Whether a normalised clause says only how the road and the weather are, or to take care.
  static func isHarmless(_ clause: String) -> Bool {
    let tokens = clause.split(separator: " ").map(String.init)
    guard !tokens.isEmpty, !RestrictionClassifier.sendsElsewhere(tokens) else { return false }
    // Water said of the road or a bridge ("Bridge deck covered with water") may be a flood; only
    // its standing patches are a report.
    let roadNouns: Set<String> = ["road", "roads", "roadway", "highway", "bridge", "bridges", "deck", "decks", "lanes"]
    if tokens.contains("water"), tokens.contains(where: roadNouns.contains),
      !tokens.contains(where: ["standing", "areas", "patches", "spots", "ponding", "puddles"].contains)
        || tokens.contains(where: { ["over", "across", "covering", "covers"].contains($0) })
    {
      return false
    }
    // "Mud covers the highway", "Rocks covering the roadway": a fall across the road, not its surface.
    if tokens.contains(where: ["mud", "rock", "rocks", "rockfall", "debris", "boulder", "boulders"].contains),
      tokens.contains(where: ["covers", "cover", "covering", "across", "blocking", "blocks", "block"].contains)
    {
      return false
    }
    if buriesTheRoad(tokens) { return false }
    // "Rock Fall", an event's type alone: rock has come down onto the road (a report's "Falling
    // rock" warns of it, and "Rocks on the road" tells the surface).
    if ["rock fall", "rock falls", "rockfall", "rockfalls"].contains(clause) { return false }
    // "Difficult", a rating of the driving alone (as "Fair" and "Good" are).
    if clause == "difficult" { return true }
    // "Reduced speeds": traffic slowed, delays; no report of the weather.
    if Wording(clause).hasAny(Lexicon.slowedTraffic) { return false }
    // "4 wheel drive": a drivetrain, never a report's wheel tracks.
    if tokens.indices.contains(where: { $0 + 1 < tokens.count && tokens[$0] == "wheel" && tokens[$0 + 1] == "drive" }) {
      return false
    }
    var nameBudget = 0
    for (index, token) in tokens.enumerated() {
      // "Blowing snow in open areas", "plows and spreaders out": an opening and an "out" said of
      // neither the road nor anything on it.
      let before = index > 0 ? tokens[index - 1] : ""
      let after = index + 1 < tokens.count ? tokens[index + 1] : ""
      if token == "open", ["in", "across", "through", "over"].contains(before), openStretches.contains(after) {
        continue
      }
      if token == "out", equipment.contains(before),
        !tokens.contains(where: {
          ["road", "roads", "roadway", "highway", "bridge", "bridges", "lane", "lanes"].contains($0)
        })
      {
        continue
      }
      // "Vis under 1/4 mi": a distance the view falls under.
      if token == "under", ["vis", "visibility"].contains(before) { continue }
      // "Slow down", "vis down to 1/4 mi": a speed or a distance that falls, nothing down on the road.
      if token == "down", ["slow", "vis", "visibility", "visibilities"].contains(before) { continue }
      // "Heavy snow last 2 hrs": the hours a report looks back over.
      if ["hrs", "hours", "hour", "hr"].contains(token), index >= 2, RestrictionClassifier.isNumber(before),
        ["last", "past"].contains(tokens[index - 2])
      {
        continue
      }
      // "Icy spots remain", "roads remain slippery", "ice still present", "otherwise bare": a surface
      // that lasts, only beside the surface it says lasts (never "road still under water").
      if ["remain", "remains", "still", "otherwise"].contains(token), tokens.contains(where: lasting.contains) {
        continue
      }
      // "The snow could be heavy at times", "Secondary roads may remain snow covered", "Snow showers
      // will taper off", "Drivers should use caution": what the weather will do, or the care asked,
      // never what the road will be (a word of that kind is suspect, and fails the clause).
      // ("… could significantly reduce visibility", "gusty winds will blow around": an adverb
      // between, and what the wind does.)
      let verb =
        ["significantly", "greatly", "further", "likely", "quickly", "also"].contains(after) && index + 2 < tokens.count
        ? tokens[index + 2] : after
      if ["could", "may", "will", "might", "should"].contains(token),
        tokens.contains(where: lasting.contains)
          || token == "should",
        [
          "be", "remain", "taper", "continue", "develop", "become", "linger", "persist", "diminish", "increase",
          "decrease", "use", "drive", "allow", "expect", "slow", "reduce", "blow",
        ].contains(verb)
      {
        continue
      }
      // "The Winter Storm Warning is cancelled": a weather alert ended.
      if ["cancelled", "canceled", "expired"].contains(token),
        tokens[..<index].contains(where: { ["warning", "advisory", "watch", "statement"].contains($0) }),
        !tokens.contains(where: { ["travel", "chain", "chains", "traction", "closure", "closed", "road"].contains($0) })
      {
        continue
      }
      // "Snow showers will taper off", "whiteout conditions", "through the morning".
      if token == "off", ["taper", "tapers", "tapering"].contains(before) { continue }
      // "Black ice and blowing snow are still being reported": a surface reported, never a fall
      // ("Rockfall reported near MP 40" tells of rock come down).
      if ["reported", "observed"].contains(token), tokens.contains(where: lasting.contains),
        !tokens.contains(where: {
          ["rock", "rocks", "rockfall", "debris", "mud", "boulder", "boulders", "slide", "tree", "trees"].contains($0)
        })
      {
        continue
      }
      // "with only light additional accumulations": little more to come.
      if token == "only", ["light", "minor", "a", "trace", "occasional", "isolated", "scattered"].contains(after) {
        continue
      }
      if ["whiteout", "whiteouts"].contains(token), after == "conditions" { continue }
      if token == "through", index + 2 < tokens.count + 1,
        ["morning", "afternoon", "evening", "night", "overnight", "day", "weekend", "tonight", "today", "the", "this"]
          .contains(after),
        !["the", "this"].contains(after)
          || index + 2 < tokens.count
            && ["morning", "afternoon", "evening", "night", "day", "weekend", "overnight"].contains(tokens[index + 2])
      {
        continue
      }
      // "No snow on rd", "no ice": a surface the report says is not there.
      // ("No snow plowing", "no snow removal" are not.)
      if token == "no", ["snow", "ice", "frost", "slush", "precipitation", "precip", "rain", "new"].contains(after),
        index + 2 >= tokens.count
          || (placeWords.union(["on", "in", "snow", "road", "rd", "roads", "roadway", "pavement"]))
            .contains(tokens[index + 2])
      {
        continue
      }
      // "34F", "-5F", "28°F": a temperature run into its unit.
      if let unit = ["f", "c"].first(where: { token.hasSuffix($0) }), token.count > 1,
        RestrictionClassifier.isNumber(String(token.dropLast(unit.count)).trimmingPrefix("-").description)
      {
        continue
      }
      // "Wildfire smoke": the smoke, not the fire.
      if token == "wildfire", after == "smoke" { continue }
      // "Smoke may limit visibility": a hedge of what the weather does to the view.
      if token == "may", ["reduce", "limit", "lower"].contains(after) { continue }
      // "Visibility may drop to zero", "temperatures dropping": what falls is the view or the cold.
      if ["may", "drop", "drops", "dropping"].contains(token), tokens[..<index].contains(where: measures.contains),
        token != "may" || ["drop", "fall"].contains(after)
      {
        continue
      }
      // "3\" new since 4am": an hour run into its figure.
      if let unit = ["am", "pm"].first(where: { token.hasSuffix($0) }),
        RestrictionClassifier.isNumber(String(token.dropLast(unit.count)))
      {
        continue
      }
      // "6in new", "2IN NEW SNOW": a depth run into its figure.
      if let unit = ["in", "cm"].first(where: { token.hasSuffix($0) }),
        let depth = Double(token.dropLast(unit.count)), depth <= (unit == "in" ? 12 : 30)
      {
        continue
      }
      // "on SH 75 between Ketchum and Stanley": a route's code before its number.
      if Lexicon.routePrefixes.contains(token), RestrictionClassifier.isNumber(after) { continue }
      if token.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2C || $0 == 0x2E })
        && token.utf8.first.map({ (0x30...0x39).contains($0) }) == true
      {
        continue
      }
      if words.contains(token) {
        // A name follows its place word at once: "near Newhalem", never "near MP 40 bridge swept".
        if placeWords.contains(token) {
          nameBudget = 3
        } else if !["pass", "summit", "mp", "milepost", "the", "and", "of"].contains(token) {
          nameBudget = 0
        }
        continue
      }
      let isPlainWord = token.count > 1 && token.utf8.allSatisfy { (0x61...0x7A).contains($0) }
      // A name is never a hazard's word or an event's ("at Stevens Pass bridge collapse"), nor what
      // makes a road impassable ("the bridge over Deer Creek is gone"), unless said of what is not
      // the road ("near the collapsed guardrail").
      let ofSomethingElse = Lexicon.notTheRoad.contains(after)
      let hazard = ClauseStatement.namesAHazard(token) || Lexicon.impassableStates.contains(token)
      guard nameBudget > 0, isPlainWord, !suspect.contains(token),
        !Lexicon.eventWords.contains(token) || Lexicon.notTheRoad.contains(token),
        !hazard || ofSomethingElse
      else { return false }
      nameBudget -= 1
    }
    // Words of a place alone ("at Glacier") say nothing of the road either, but a clause must name
    // at least one surface, weather or care word to be read as such.
    return tokens.contains { words.contains($0) && !placeWords.contains($0) && !joiners.contains($0) }
  }

  /// Whether words that read as a report say the road is buried: "Road drifted over", "Snow drifts
  /// 6 ft over roadway". Snow deeper than a foot (never a height or a view: "above 4000 ft",
  /// "visibility 50 ft"), and a place word with no place after it.
  static func buriesTheRoad(_ tokens: [String]) -> Bool {
    // ("14 ft 6 in": inches.)
    if let last = tokens.last, ["over", "under", "across", "in", "on", "up"].contains(last),
      tokens.count < 2 || !RestrictionClassifier.isNumber(tokens[tokens.count - 2])
    {
      return true
    }
    let snowy = tokens.contains { ["snow", "drifts", "drift", "drifting", "drifted", "snowdrifts"].contains($0) }
    guard snowy else { return false }
    // A hundred feet and more is a height or a view ("above 4000 ft", "down to 3000 ft"). Inches
    // over a foot, centimetres over 30 and metres count too ("18 inches of snow", "4ft", "1 m").
    // A forecast's snowfall ("12-18 inches of new snow possible") is weather, not the road buried.
    let view: Set<String> = ["visibility", "vis"]
    if tokens.contains(where: {
      ["expected", "possible", "forecast", "forecasted", "likely", "tonight", "accumulations", "accumulation"].contains(
        $0)
    }) {
      return false
    }
    return tokens.indices.contains { at in
      let token = tokens[at]
      if at > 0, view.contains(tokens[at - 1]) { return false }
      if token.hasSuffix("ft"), let depth = Double(token.dropLast(2)), depth > 1, depth < 100 { return true }
      guard at + 1 < tokens.count, let depth = Double(token) else { return false }
      switch tokens[at + 1] {
      case "ft", "feet", "foot": return depth > 1 && depth < 100
      case "inches", "inch": return depth > 12
      case "cm", "centimetres", "centimeters": return depth > 30
      default: return false
      }
    }
  }

  /// A surface a report may say remains: "icy spots remain", "roads remain slippery".
  private static let lasting: Set<String> = [
    "ice", "icy", "slick", "slippery", "wet", "snow", "snowy", "slush", "slushy", "frost", "frosty", "packed",
    "compact", "compacted", "snowpacked", "bare", "dry", "spots", "patches", "fog", "greasy", "sanded", "conditions",
    "showers", "blowing", "drifting", "rain", "winds", "wind", "visibility", "covered", "flurries", "snowfall",
  ]

  /// What may drop in a report: the view or the cold ("Visibility may drop to zero").
  private static let measures: Set<String> = ["visibility", "vis", "temperatures", "temps", "temperature"]

  /// What an "open" may be said of in a report of the weather: "in open areas", "across open country".
  static let openStretches: Set<String> = ["areas", "area", "country", "stretches", "terrain", "sections", "fields"]

  /// The equipment and crews that are "out" on a report of the road: "sanders out", "plows and spreaders out".
  static let equipment: Set<String> = [
    "plows", "sanders", "spreaders", "graders", "crews", "snowplows", "plowtrucks", "trucks",
  ]

  /// Words that join others and say nothing alone.
  private static let joiners: Set<String> = [
    "and", "or", "with", "of", "on", "in", "the", "a", "an", "for", "at", "to", "up", "is", "are", "very", "also",
    "then", "throughout", "but",
    "east", "west", "north", "south", "mp", "milepost", "be", "feet", "ft", "pass", "passes", "eastbound", "westbound",
    "northbound",
    "southbound", "both", "directions", "direction", "all", "road", "roads", "roadway", "roadways", "highway", "areas",
    "area", "places",
    "sections", "spots", "spot", "summit", "upper", "lower", "higher", "elevations", "elevation",
  ]
}
