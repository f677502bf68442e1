import FoundationEssentials

/// An agency's own terms for the one reader (`RoadWords`): phrases that state a level in that
/// agency's words (WYDOT's "No Unnecessary Travel", an ODOT code's text) and its boilerplate that
/// restricts nothing. The vocabulary every agency shares lives with the reader; only what is one
/// agency's own is declared in its folder and passed in.
struct RoadTerms: Sendable {
  /// Phrases (normalised as `RestrictionClassifier.normalize` does) and the level each states.
  var restrictions: [(phrase: String, level: RestrictionLevel)]
  /// Phrases (normalised) that restrict nothing: a clause made only of them is information.
  var information: [String]
  /// Whether a phrase, alone in its clause or followed only by when it holds ("Winter Storm Warning
  /// remains in effect until 10 AM MST Thursday"), states its level even where the shared reader
  /// reads those words otherwise: the Weather Service's alerts, which no road agency words.
  var definesClauses = false
  /// Whether the agency publishes weather, not roads: a clause the reader does not understand that
  /// has no word of a road's state (closed, chains, blocked, a law, a detour) is its forecast's
  /// prose ("Frostbite on exposed skin in as little as 10 minutes"), information. The Weather
  /// Service's alerts.
  var weatherProse = false

  /// Words of a road's state: prose with any of them is never weather (see `weatherProse`).
  static let roadStateWords: Set<String> = ClauseStatement.barred.union([
    "restricted", "restriction", "restrictions", "law", "detour", "detoured", "blocked", "blocking", "flooded",
    "washed", "washout", "collapsed", "gate", "gates", "stranded", "lane", "lanes", "ramp", "ramps", "delays",
    "delay", "open", "reopened", "escort", "pilot", "flaggers", "banned", "ban", "bans", "underwater", "submerged",
    "impossible", "down", "pulled", "stuck", "buried", "flooding", "highway", "highways", "interstate", "route",
    "travel", "barricade", "barricades", "roadblock", "avalanche", "slide", "rockslide", "mudslide", "debris",
    "emergency", "off", "suspended", "under", "block", "blocks", "blocking", "blocked", "water",
  ])

  /// Whether a normalised clause is weather prose of an agency that publishes only weather.
  func isWeatherProse(_ clause: String) -> Bool {
    // ("The requested forecast grid has expired": no forecast at all.)
    weatherProse && !clause.split(separator: " ").contains { Self.roadStateWords.contains(String($0)) }
      && !ClauseStatement.saysStale(clause.split(separator: " ").map(String.init))
  }

  /// No terms of an agency's own.
  static let none = RoadTerms(restrictions: [], information: [])

  /// Whether a word is a North American time zone's abbreviation: Eastern, Central, Mountain,
  /// Pacific, Alaska or Hawaii, standard or daylight time ("pst", "akdt").
  static func isTimeZone(_ word: Substring) -> Bool {
    guard word.hasSuffix("st") || word.hasSuffix("dt") else { return false }
    return ["e", "c", "m", "p", "ak", "h", "ha"].contains(String(word.dropLast(2)))
  }

  /// The level of a phrase that defines `clause` (see `definesClauses`), if one does.
  func definedLevel(of clause: String) -> RestrictionLevel? {
    guard definesClauses else { return nil }
    let times: Set<String> = [
      "remains", "remain", "in", "effect", "until", "from", "to", "through", "this", "morning", "afternoon", "evening",
      "tonight", "today", "tomorrow", "night", "am", "pm", "a", "p", "m", "noon", "midnight", "monday", "tuesday",
      "wednesday", "thursday", "friday", "saturday", "sunday", "and", "the", "for", "above", "below", "feet",
      "elevations", "issued", "by", "at",
      "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
      "december", "now", "is", "also", "expanded", "extended",
    ]
    let matched = restrictions.filter { term in
      guard clause == term.phrase || clause.hasPrefix(term.phrase + " ") else { return false }
      let tail = clause.dropFirst(term.phrase.count).split(separator: " ")
      return tail.allSatisfy {
        times.contains(String($0)) || Self.isTimeZone($0) || RestrictionClassifier.isNumber(String($0))
          || ClauseStatement.isStamp(String($0))
      }
    }
    return matched.isEmpty ? nil : RestrictionLevel.worst(of: matched.map(\.level))
  }

  /// The level this agency's terms give a normalised clause, if they name one; the worst of them.
  /// Two phrases that matched overlapping words are one statement, the one that begins first (the
  /// longer at the same word): "level 1 chain law in effect" is Level 1, never also the bare
  /// "chain law in effect".
  func level(of clause: String) -> RestrictionLevel? {
    let wording = Wording(clause)
    let padded = " \(clause) "
    let matched = restrictions.filter { wording.has($0.phrase) }.map { term in
      (term: term, range: padded.firstRange(of: " \(term.phrase) "))
    }
    let levels = matched.filter { match in
      guard let range = match.range else { return true }
      return !matched.contains { other in
        guard let theirs = other.range, theirs != range, theirs.overlaps(range) else { return false }
        return theirs.lowerBound < range.lowerBound
          || theirs.lowerBound == range.lowerBound && other.term.phrase.count > match.term.phrase.count
      }
    }.map(\.term.level)
    return levels.isEmpty ? nil : RestrictionLevel.worst(of: levels)
  }

  /// Whether a normalised clause is one of this agency's phrases that restrict nothing.
  func isInformation(_ clause: String) -> Bool {
    if information.contains(clause) { return true }
    // "Snow drifts 4 ft on roadway": a phrase of a report with the road buried after it.
    if SurfaceWording.buriesTheRoad(clause.split(separator: " ").map(String.init)) { return false }
    // One of its phrases run together with harmless words ("None Watch for equipment", a cell and
    // the words after it without a stop between).
    return information.contains { phrase in
      clause.hasPrefix(phrase + " ")
        && RestrictionClassifier.read(clause: String(clause.dropFirst(phrase.count + 1))) == .information
    }
  }

  /// Whether an entry of these terms matches a normalised clause: a phrase that states a level, or
  /// one that restricts nothing.
  func explains(_ clause: String) -> Bool {
    level(of: clause) != nil || isInformation(clause)
  }
}
