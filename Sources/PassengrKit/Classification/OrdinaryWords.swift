import FoundationEssentials

extension Lexicon {
  /// Ordinary words of reports that can state no restriction by themselves: who is working and
  /// where, what a forecast issues, where to read more. A clause made only of them, of the words of
  /// surface and weather reports, places, times and figures says nothing of the road's state
  /// (`ClauseStatement.isOrdinary`). None of them closes, restricts, negates, limits or hedges:
  /// those words (`ClauseStatement.barred`, `ordinaryBarred`) keep a clause from being ordinary.
  static let ordinaryWords: Set<String> = [
    // Crews and their equipment at work.
    "plows", "plow", "snowplows", "snowplow", "plowing", "sanders", "sander", "graders", "grader", "crews", "crew",
    "trucks", "active", "operating", "working", "work", "present", "busy", "patrolling", "treating",
    "applying", "sanding", "salting", "clearing", "de", "icing", "deicing", "anti", "brine", "liquid", "material",
    "install", "installing", "installed", "netting", "fence", "fencing", "guardrail", "lights", "lighting",
    "cameras", "camera", "equipment", "mowing", "sweeping", "striping", "painting", "applied", "treated", "moving",
    "changing", "turning", "layer", "layers", "thin", "spotty", "covers", "cover", "normal", "typical", "good",
    "fair", "especially", "behind", "headlights", "their", "yes", "sheep", "bighorn",
    "moose", "bison", "cattle", "horses", "caribou", "minutes", "min", "mins", "snowpacked", "reduce", "speeds",
    "speed", "ongoing", "operations", "reporting", "party",
    // Where: ahead, the next miles, the area.
    "ahead", "next", "area", "areas", "vicinity", "region", "locations", "location", "stretch", "segment",
    "corridor", "mountain", "mountains", "passes", "valleys", "valley", "foothills", "higher", "elevations",
    // Forecasts and their issuers.
    "issued", "advisory", "warning", "watch", "statement", "outlook", "nws", "national", "service", "forecast",
    "forecasts", "expected", "possible", "likely", "chance", "slight", "periods", "period", "later", "developing",
    "ending", "becoming", "continuing", "continue", "continues", "through", "throughout", "early", "late",
    "tonight", "tomorrow", "today", "this", "weekend", "week", "hours", "hour", "few", "every", "after",
    "winds", "wind", "gusts", "gust", "high", "low", "storm", "storms", "system", "front", "cold", "arctic",
    "visibility", "visibilities", "mile", "miles", "quarter", "half", "less", "than", "fog", "dense",
    // Where to read more.
    "check", "before", "you", "your", "travel", "trip", "information", "info", "latest", "updates", "update",
    "updated", "visit", "call", "website", "online", "app", "conditions", "current", "currently", "calm", "weather",
    "every", "few", "please", "thank", "thanks", "caution", "use",
    "careful", "carefully", "slowly", "slow", "drive", "safely", "safe", "plan", "extra", "time",
    "allow", "give", "room", "patience", "for", "in", "place", "places", "temporary", "signs", "posted",
    // What the road and its weather are like: "Winter conditions exist", "Aggressive de-icing in
    // place", "Air temp 19F", "Approach w/ caution", "Winding roadway", "Severe crosswinds", "Swept
    // ice". Never "narrow", "hazardous" or "still": "Road narrow", "Hazardous conditions" and
    // "Water still over road" may say more than a report.
    "exist", "exists", "aggressive", "air", "approach", "approaching", "winding", "curvy", "steep", "cell",
    // "A winter storm arrives Saturday afternoon", "minimal visibility at times".
    "arrives", "arrive", "arriving", "arrival", "minimal", "times",
    // "Details to follow", "more on the project page", "use low-beam headlights", "winds 60 mph", "leave extra space and avoid sudden braking", "gusty winds will blow
    // around unsecured objects", "could significantly reduce visibility".
    "details", "project", "page", "beam", "beams", "mph", "kph", "leave",
    "space", "avoid", "sudden", "braking", "gusty", "unsecured", "objects", "significantly", "widespread", "reminds",
    "remind", "reminder", "around", "commute",
    // "Slight Chance Light Snow then Mostly Cloudy": a forecast's turn.
    "then",
    // "Highs around 30", "additional snow accumulations", "tall snow banks", "access rd plowed".
    "highs", "lows", "around", "additional", "tall", "banks", "bank", "snowbanks", "snowbank", "plowed", "roadside",
    // "Pavement visible", "bare and wet elsewhere", "center of lanes bare", "wet and improving", "limbs
    // on shoulders", "high snow walls", "wildfire smoke", "expected to increase after 4pm".
    "visible", "elsewhere", "improving", "improve", "improved", "limbs", "branches", "walls", "wall", "wildfire",
    "wildfires", "nearby", "increase", "increasing", "decrease", "decreasing", "bring", "brings", "bringing",
    "coverage", "reception", "crosswinds", "crosswind", "severe", "swept", "mixing", "mixed", "reducing",
    // Storm reports: "Snow falling heavily at the summit", "Wind NW 18 G 31", "Wind chills as low as
    // -30".
    "falling", "heavily", "steadily", "hard", "nw", "ne", "sw", "se", "nne", "ene", "ese", "sse", "ssw", "wsw",
    "wnw", "nnw", "chill", "chills", "inches", "inch", "new", "fresh", "accumulation", "accumulations",
    // "Temps in the single digits", "Snow expected to pick up after 4 PM", "Snow storage".
    "temps", "temperatures", "temperature", "single", "digits", "teens", "pick", "picks", "picking", "up", "storage",
    // "Adjacent snow depth 61 cm": the snow beside the road (never on it: `isDepthOnTheRoad`).
    "adjacent", "depth", "snowfall",
    // "Temps in the low 30s", "mid 40s", "upper teens".
    "mid", "upper", "lower",
    // "Follow us for updates", "Know before you go", "Snow levels dropping to 3000 feet", "Icy
    // mornings", "Roads can be icy in shaded spots".
    "follow", "us", "know", "little", "dropping", "rising", "mornings", "evenings", "nights", "afternoons", "shaded",
    "shady",
  ]

  /// Words of `ordinaryWords` that, in a clause, may still say the road is blocked ("trees down",
  /// "power lines down", "plows pulled out"): kept out of an ordinary clause.
  static let ordinaryBarred: Set<String> = [
    "buried", "under", "gone", "washed", "flooded", "submerged", "pulled", "stuck", "stranded", "trapped", "lines",
    "trees", "tree", "avalanche", "slide", "standstill", "zero", "impossible", "dangerous", "evacuate", "fire",
    "wildfire", "smoke", "emergency", "restricted", "restriction", "restrictions", "ban", "banned", "detour",
    "detoured", "diverted", "escort", "escorted", "pilot", "flagger", "flaggers", "flagging", "hold", "holds",
    "delay", "delays", "delayed", "lane", "lanes", "ramp", "ramps", "exit", "shoulder", "vehicles", "vehicle",
    "crash", "collision", "incident", "disabled", "stalled", "spinout", "jackknifed", "jackknife", "out", "down",
    "closed", "rockfall", "rock", "rocks", "debris", "flood", "flooding", "washout", "mudslide", "landslide",
    // Words of a road lost or shut, whoever writes them with a capital ("Bridge Collapse").
    "collapse", "collapsed", "sinkhole", "roadblock", "blockade", "barricade", "pileup", "lockdown", "standoff",
    "failure", "buckled", "overturned", "rollover", "fatal", "fatality", "explosion", "evacuation", "hazmat", "spill",
    "jam", "outage", "police", "activity", "water", "overturn", "gridlock", "snowbound", "impassable", "stuck",
    "whiteout", "blizzard", "emergency", "bridge",
  ]
}

extension ClauseStatement {
  /// Whether a clause only says crews are at work, or what they report of the weather: "Plows will
  /// be out all night", "Plows are cycling through", "Snowplows remain in the area", "Crews report 6
  /// inches of new snow", "Crews are struggling to keep up". The crews lead; every other word is
  /// one of their work, where, when or the snow's, never a road's state ("Crews report the road
  /// closed" is not one).
  static func isCrewReport(_ tokens: [String]) -> Bool {
    // ("ADOT snowplows are out", "NDOT crews are plowing": a department of transportation's own
    // crews, told by its initials.)
    let tokens =
      tokens.first.map { $0.count <= 5 && $0.count > 3 && $0.hasSuffix("dot") } == true
      ? Array(tokens.dropFirst()) : tokens
    guard let first = tokens.first,
      crewWords.contains(first) || first == "the" && tokens.count > 1 && crewWords.contains(tokens[1])
    else { return false }
    let words = crewReportWords
    // "Crews report the pass is out": out, said of a road, is gone.
    if tokens.contains("out"),
      tokens.contains(where: ["road", "roads", "highway", "pass", "summit", "roadway"].contains)
    {
      return false
    }
    return tokens.dropFirst().allSatisfy {
      crewWords.contains($0) || words.contains($0) || RestrictionClassifier.isNumber($0)
    }
  }

  /// The crews a crew report leads with.
  static let crewWords: Set<String> = [
    "plows", "plow", "snowplows", "snowplow", "crews", "crew", "sanders", "graders", "maintenance",
  ]

  /// The words of a crew report after its crews: their work, where, when, and the snow's.
  static let crewReportWords: Set<String> = [
    "the", "will", "be", "are", "is", "remain", "remains", "out", "working", "on", "duty", "in", "area", "all",
    "night", "day", "overnight", "through", "cycling", "operating", "active", "continuing", "continue", "to",
    "work", "plowing", "sanding", "treating", "roads", "road", "highway", "pass", "summit", "tonight", "today",
    "throughout", "struggling", "keep", "up", "with", "snowfall", "it", "report", "reports", "reporting", "inches",
    "inch", "of", "new", "snow", "fresh", "and", "slick", "conditions", "places", "around", "clock", "doing",
    "their", "best", "there", "now", "at", "more", "icy", "ice", "spots", "compact", "packed", "slush", "slushy",
    "wet", "heavy", "blowing", "drifting", "treat", "treats", "sand", "sands", "salt", "salts", "salting",
    "roadway",
    // "Plows are unable to keep up".
    "unable",
  ]

  /// Whether a clause tells a depth of a foot or more on the road, whatever lies there ("40 inches on
  /// the road", "Snow accumulation of 30 inches on the roadway", "4 ft of fresh accumulation on the
  /// road"): a road buried, never a report.
  static func isDepthOnTheRoad(_ tokens: [String]) -> Bool {
    guard tokens.contains(where: { ["road", "roadway", "highway", "pavement", "lanes", "pass"].contains($0) }) else {
      return false
    }
    let forecast = tokens.contains {
      ["expected", "forecast", "forecasted", "possible", "likely", "could", "may", "will", "warning", "watch"].contains(
        $0)
    }
    for (index, token) in tokens.enumerated() where index + 1 < tokens.count {
      guard let value = Double(token.replacing(",", with: "")), value.isFinite else { continue }
      switch tokens[index + 1] {
      case "inches", "inch", "in": if value >= 12 { return true }
      case "feet", "foot", "ft": if value >= 1 { return true }
      // "61 cm of snow on the road"; never a forecast's ("25 to 40 cm expected").
      case "cm", "centimetres", "centimeters": if value >= 30, !forecast { return true }
      default: break
      }
    }
    return false
  }

  /// The words of a direction a route may carry before its place's name.
  static let directionWords: Set<String> = [
    "eastbound", "westbound", "northbound", "southbound", "both", "directions", "east", "west", "north", "south",
  ]

  /// Whether a clause says only ordinary things: the words of surface and weather reports,
  /// `Lexicon.ordinaryWords`, places, times, figures, web addresses, and after a place word the
  /// names the text writes with a capital. "Plows operating in the area", "High winds next 12
  /// miles", "Wind Advisory issued March 2 at 9:02PM MST by NWS Cheyenne WY", "Please check
  /// cotrip.org before you travel". At least one word must be a report's, never only places.
  static func isOrdinary(_ tokens: [String], names: Set<String> = []) -> Bool {
    // "Visit cotrip.org for chain up station locations": a place's name, not a rule.
    var clause = " " + tokens.joined(separator: " ") + " "
    // "Snow level 2000 feet", "snow is coming down hard": how high it snows, and how it falls.
    // (Never of what lies on the road: "Snow level on roadway 36 inches", "Snow coming down across
    // the road".)
    let onTheRoad = tokens.contains {
      ["on", "onto", "across", "over", "road", "roadway", "highway", "lanes", "lane", "pavement"].contains($0)
    }
    for (phrase, report) in [
      ("snow level", "elevations"), ("snow levels", "elevations"), ("coming down hard", "falling"),
      ("coming down", "falling"),
    ] where !onTheRoad && clause.contains(" \(phrase) ") {
      clause = clause.replacing(" \(phrase) ", with: " \(report) ")
    }
    // "Details will be posted": where to read more.
    for (phrase, report) in [("will be posted", "posted")]
    where clause.contains(" \(phrase) ") {
      clause = clause.replacing(" \(phrase) ", with: " \(report) ")
    }
    // "Widespread blowing snow could significantly reduce visibility", "gusty winds will blow around
    // unsecured objects": what the weather will do to the view or the air, not to the road.
    let weather = tokens.contains { ["snow", "winds", "wind", "gusts", "fog", "rain", "visibility"].contains($0) }
    for modal in ["could", "will", "may", "might", "can"] where weather {
      for adverb in ["significantly ", "greatly ", "further ", "also ", ""] {
        for verb in ["reduce", "lower", "limit", "blow", "drop"] where clause.contains(" \(modal) \(adverb)\(verb) ") {
          clause = clause.replacing(" \(modal) \(adverb)\(verb) ", with: " reducing ")
        }
      }
    }
    // "The Winter Storm Warning is cancelled", "wind advisory has expired": a weather alert ended
    // (never a closure's, a chain rule's or travel's: "Travel advisory cancelled" lifts one).
    if tokens.contains(where: { ["warning", "advisory", "watch", "statement"].contains($0) }),
      !tokens.contains(where: {
        ["travel", "chain", "chains", "traction", "closure", "closures", "closed", "road", "roads", "highway", "no"]
          .contains($0)
      })
    {
      for ended in [
        " is cancelled ", " is canceled ", " has been cancelled ", " has been canceled ", " was cancelled ",
        " was canceled ", " cancelled ", " canceled ", " has expired ", " expired ",
      ] where clause.hasSuffix(ended) {
        clause = String(clause.dropLast(ended.count)) + " ending "
      }
    }
    // "Check before heading out", "before you head out": before a trip.
    for trip in ["heading out", "head out", "going out", "you go"] where clause.contains(" \(trip) ") {
      clause = clause.replacing(" \(trip) ", with: " travel ")
    }
    // "Little or no ice accumulation expected": a forecast's amount, no negation.
    for amount in ["little or no", "little to no"]
    where clause.contains(" \(amount) ") && !tokens.contains(where: { ["travel", "traffic", "access"].contains($0) })
      && tokens.contains(where: { ["accumulation", "accumulations", "snow", "ice", "rain"].contains($0) })
    {
      clause = clause.replacing(" \(amount) ", with: " little ")
    }
    for place in [
      "chain up station locations", "chain up stations", "chain up station", "chain up areas", "chain up area",
      "chain stations", "chain station", "chain installers",
    ] where clause.contains(" \(place) ") {
      clause = clause.replacing(" \(place) ", with: " area ")
    }
    let tokens = clause.split(separator: " ").map(String.init)
    if SurfaceWording.buriesTheRoad(tokens) || isDepthOnTheRoad(tokens) { return false }
    // "Mud covers the highway": something lying across the road is no report.
    if obstruction(tokens) == .unrecognised { return false }
    // "Forecast expired": a stale report is no report of the weather.
    if saysStale(tokens) { return false }
    var content = false
    var inPlace = false
    var routeLed = 0  // the words before this index are a route and its place's name
    for (index, token) in tokens.enumerated() {
      // "Use caution", "use headlights"; "Use I-90" sends drivers round, and says no more.
      if token == "use", index + 1 < tokens.count,
        !["caution", "care", "headlights", "extra", "low", "your", "winter", "good", "common"].contains(
          tokens[index + 1])
      {
        return false
      }
      if RestrictionClassifier.sendsElsewhere(tokens) { return false }
      if barred.contains(token) || Lexicon.ordinaryBarred.contains(token)
        || ["not", "no", "only", "except", "unless", "may", "might", "could", "will", "if"].contains(token)
      {
        return false
      }
      // "until March 3 at 6:00PM": until a time, never "until the storm passes" or "until further notice".
      if token == "until" {
        let months: Set<String> = [
          "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "january",
          "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
          "noon", "midnight", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "tonight",
          "tomorrow",
        ]
        guard index + 1 < tokens.count, months.contains(tokens[index + 1]) || isStamp(tokens[index + 1]) else {
          return false
        }
        continue
      }
      if RestrictionClassifier.placeWords.contains(token) || ["between", "from", "of", "to"].contains(token) {
        inPlace = true
        continue
      }
      // After a weather alert's name, a route by its number is where it is, and so are the names
      // after it: "High wind warning: US-395 Washoe Valley". Elsewhere a word after a route may be
      // what happens on it ("CO 9: Zorbs on road").
      if Lexicon.routePrefixes.contains(token) || Lexicon.highwayWords.contains(token),
        index + 1 < tokens.count, RestrictionClassifier.isNumber(tokens[index + 1]),
        tokens[..<index].contains(where: { ["warning", "advisory", "watch", "statement"].contains($0) })
      {
        inPlace = true
        continue
      }
      // A report that opens with its route and the place's name the text writes with capitals:
      // "SR 260 Forest Lakes: snow and ice, use caution", "I-40 WB Flagstaff snow/ice on road". The
      // names are only names ("Zorbs" is no report's word and no name here: it is not written as
      // one, or it looks like a hazard).
      if index == 0, Lexicon.routePrefixes.contains(token) || Lexicon.highwayWords.contains(token),
        tokens.count > 2, RestrictionClassifier.isNumber(tokens[1]), !names.isEmpty
      {
        var at = 2
        while at < tokens.count, directionWords.contains(tokens[at]) { at += 1 }
        var named = at
        while named < tokens.count, names.contains(tokens[named]), mayName(tokens[named]),
          !Lexicon.eventWords.contains(tokens[named]), !Lexicon.ordinaryBarred.contains(tokens[named])
        {
          named += 1
        }
        // ("CO 9 Zorbs on road": a name right before "on road" may be what lies there.)
        if named > at, named == tokens.count || !lyingWords.contains(tokens[named]) {
          routeLed = named
        }
      }
      if index < routeLed, index > 0 { continue }
      if index == 0, routeLed > 0 { continue }
      if Lexicon.ordinaryWords.contains(token) || RestrictionClassifier.reportWords.contains(token) {
        content = true
        // "High Wind Warning Seward Highway MP 80-90": an alert's name, then where it is.
        if ["warning", "advisory", "watch"].contains(token) { inPlace = true }
        continue
      }
      if RestrictionClassifier.neutralWords.contains(token) || placeNouns.contains(token) || timeWords.contains(token)
        || RestrictionClassifier.isNumber(token) || isStamp(token)
      {
        continue
      }
      // "cotrip org", "511ny org": an address.
      if index + 1 < tokens.count, ["org", "com", "gov", "net", "ca", "info"].contains(tokens[index + 1]) { continue }
      if ["org", "com", "gov", "net", "info", "www", "http", "https"].contains(token) { continue }
      // A reading written with its unit: "19F", "-5C", "35mph".
      if let digits = token.firstIndex(where: { !$0.isNumber }), digits != token.startIndex,
        ["f", "c", "mph", "kmh", "s"].contains(token[digits...])
      {
        continue
      }
      // A name after a place word: "near Cle Elum", "by NWS Cheyenne WY".
      if inPlace, names.contains(token) || token.count <= 3 && token.allSatisfy(\.isLetter) && names.isEmpty {
        continue
      }
      return false
    }
    return content
  }
}
