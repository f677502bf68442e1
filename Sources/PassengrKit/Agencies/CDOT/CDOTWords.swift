import FoundationEssentials

/// CDOT's own words for the one reader (`RoadWords`): Colorado's law codes (Code 15, the Traction
/// Law; Code 16, the Passenger Vehicle Chain Law; Codes 17 and 18, chain laws for commercial
/// vehicles only), its seasonal closures, the ITIS phrases of its road conditions that restrict
/// nothing, and the place its incident messages open with ("Between County Road 5.5 and County Road
/// 6 (2 miles east of Fowler) from Mile Point 353.5 to Mile Point 353.8."). Every text of both feeds
/// goes through `read`.
enum CDOTWords {
  /// CDOT's phrases, normalised, each with the level it states. Code 16 binds every vehicle, four-
  /// and all-wheel drive included: chains on all. "Only necessary travel" is an advisory in CDOT's
  /// words, a known state.
  static let terms = RoadTerms(
    restrictions: [
      ("traction law", .tractionRequired), ("code 15", .tractionRequired),
      ("passenger vehicle chain law", .chainsAll), ("code 16", .chainsAll), ("passenger chain law", .chainsAll),
      ("chains or autosock required", .chainsAll), ("chains or autosocks required", .chainsAll),
      ("chains or an alternative traction device required", .chainsAll),
      ("closed for season", .closedForSeason), ("closed for the season", .closedForSeason),
      ("seasonal closure", .closedForSeason),
      ("snow tires or chains required", .tractionRequired), ("chains or snow tires required", .tractionRequired),
      ("snow tires required", .tractionRequired),
      ("only necessary travel", .travelAdvisory),
      // one lane taking turns, flaggers, a tunnel bore shared: passable with delay
      ("alternating traffic", .trafficDelays), ("alternating lanes", .trafficDelays),
      ("alternating one way traffic", .trafficDelays),
    ],
    information: [
      // the incident list's categories, statuses, severities and response levels
      "traffic", "confirmed report", "unconfirmed report", "minor", "moderate", "major", "intermediate", "low", "high",
      "maintenance operations", "road maintenance operations", "maintenance operation",
      // the sentinel of a segment whose forecast is elsewhere: no condition (alone, no report)
      "forecast text included",
      // road conditions CDOT words in ITIS phrases that restrict nothing
      "dry", "dry pavement", "wet", "wet pavement", "icy", "icy spots", "black ice", "snow", "snow packed",
      "snow packed spots",
      "snow packed icy spots", "snow drifts", "blowing snow", "fog", "visibility reduced", "reduced visibility",
      "strong winds",
      "winter storm", "falling rock", "reduce speed", "drive with extreme caution", "slush", "slushy",
      "spring conditions",
      // the kinds of work its messages name after the place ("Road construction.")
      "road construction", "bridge construction", "paving operations", "bridge repair", "bridge maintenance",
      "bridge maintenance operations", "culvert maintenance", "tunnel maintenance", "wall maintenance",
      "guardrail work", "guardrail repair", "traffic signal installation", "traffic sign installation",
      "concrete slab replacement", "striping operations", "chip seal operations", "crack sealing", "sign work",
      "rock work", "utility work", "emergency roadwork",
    ])

  /// CDOT's categories (`category`): what kind of record it is, never what it says of the road
  /// (the type and the words do). "Weather Restriction" files the Traction Law and the chain laws.
  static let categories: Set<String> = [
    "construction", "its work", "incident closures", "weather restriction", "maintenance", "crash", "environmental",
    "planned event", "outside agency activity", "traffic", "incident", "special event", "road closure",
  ]

  /// The level each `type` CDOT's forms offer states by itself: work and crashes are delays, a
  /// safety closure closes, a seasonal closure closes for the season. Types not here (laws, "Other",
  /// "Fire Activity") are read as words.
  static let types: [String: RestrictionLevel?] = {
    var table: [String: RestrictionLevel?] = [
      "safety closure": .closed, "road closed": .closed, "road closure": .closed, "full closure": .closed,
      "closed for the season": .closedForSeason, "closed for season": .closedForSeason,
      "seasonal closure": .closedForSeason,
      "1 vehicle crash": .trafficDelays, "2 vehicle crash": .trafficDelays, "3+ vehicle crash": .trafficDelays,
      "3 vehicle crash": .trafficDelays, "local event": nil, "race event": .trafficDelays,
      "funeral procession": .trafficDelays, "military movement": .trafficDelays,
    ]
    for work in [
      "road construction", "bridge construction", "paving operations", "guardrail", "traffic signal installation",
      "culvert maintenance", "bridge repair", "bridge maintenance operations", "wall maintenance",
      "concrete slab replacement", "road maintenance operations", "maintenance operations",
      "traffic sign installation", "it or fiber optics", "tunnel maintenance", "striping operations",
      "chip seal operations", "crack sealing", "sign work", "rock work", "utility work", "geological drilling",
      "emergency roadwork",
    ] {
      table[work] = .some(nil)
    }
    return table
  }()

  /// The level a known `type` states (nil inside: information); nil when the type is not known.
  static func typeLevel(_ type: String) -> RestrictionLevel?? {
    types[TextSanitizer.clean(type).lowercased()]
  }

  /// What one entry of `additionalImpacts` states: alternating traffic and moving lane closures
  /// are delays; "Impacts both directions" and the notes of a crash say where or why, nothing of
  /// the level (nil inside). Nil when the entry is not known: then it is words to read.
  static func additionalImpact(_ entry: String) -> RestrictionLevel?? {
    switch TextSanitizer.clean(entry).lowercased() {
    case "alternating traffic", "alternating lanes", "mobile lanes", "slower speeds advised", "cmv - jack knife":
      return .some(.trafficDelays)
    case "impacts both directions", "cmv involved": return .some(nil)
    default: return nil
    }
  }

  /// The sentence of an incident message that only says where (`Between … and … from Mile Point …
  /// to Mile Point …`, `At … at Mile Point …`).
  private static var placeSentence: Regex<(Substring, Substring, Substring)> {
    #/(?i)^(between|at|near|on|from)\b.*\b(mile\s*point|milepost|mile\s*marker)s?\b/#
  }

  /// The sentence of a planned event's message that only says when ("Starting Tuesday at 9:00PM MST
  /// until November 13 at 6:00AM", "Full schedule below: • November 13, 9:00AM - November 13,
  /// 1:00PM"): the `schedule` field says it, structured.
  private static var whenSentence: Regex<Substring> {
    #/(?i)^\s*(?:starting|beginning|begins|until|from|through|full schedule|schedule|•)/#
  }
  private static var timeWords: Regex<Substring> {
    #/(?i)\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tonight|tomorrow|\d{1,2}(?::\d{2})?\s*(?:am|pm))\b/#
  }

  /// The chain laws of commercial vehicles alone (Codes 17 and 18, "commercial vehicle chain law"):
  /// information for a car. A clause naming Code 15 or 16 besides them states that code's level.
  private static var commercialLaw: Regex<(Substring, Substring, Substring?)> {
    #/(?i)\b(code\s*1[78]|commercial\s+(vehicle\s+)?chain\s+law|chain\s+law\s+for\s+commercial)\b/#
  }
  private static var passengerLaw: Regex<(Substring, Substring)> {
    #/(?i)\b(code\s*1[56]|traction\s+law|passenger\s+vehicle\s+chain\s+law|all\s+vehicles)\b/#
  }

  /// Reads `text` with CDOT's terms: the sentences that only say where or when are set aside (when
  /// they state nothing else), and a clause that only states a chain law for commercial vehicles is
  /// information.
  static func read(_ text: String) -> RoadWords {
    let cleaned = TextSanitizer.clean(text)
    let kept = sentences(of: cleaned).filter { !isPlace($0) && !isWhen($0) }
    var words = RoadWords.read(kept.joined(separator: ". "), terms: terms)
    words.text = cleaned
    words.statements = words.statements.map { statement in
      var statement = statement
      if case .restriction(let level) = statement.meaning,
        [.tractionAdvised, .tractionRequired, .chainsRequired].contains(level),
        statement.clause.contains(commercialLaw), !statement.clause.contains(passengerLaw)
      {
        statement.meaning = .information
      }
      // "Code 18 in effect for CMVs": the commercial law told in force, and nothing else.
      if statement.meaning == .unrecognised, statement.clause.contains(commercialLaw),
        !statement.clause.contains(passengerLaw),
        statement.clause.split(separator: " ").allSatisfy({
          commercialLawWords.contains(String($0)) || commercialWords.contains(String($0))
        })
      {
        statement.meaning = .information
      }
      return statement
    }
    return words
  }

  /// The words a commercial chain law is told in force with: "Code 18 in effect for CMVs".
  private static let commercialLawWords: Set<String> = [
    "code", "17", "18", "in", "effect", "for", "is", "now", "all", "vehicles", "vehicle", "motor", "chain", "law",
  ]

  /// Words that say a clause is about commercial vehicles ("required for commercial vehicles").
  private static let commercialWords: Set<String> = [
    "commercial", "cmv", "cmvs", "truck", "trucks", "semi", "semis", "tractor", "trailers",
  ]

  /// `words` of a record whose only law binds commercial vehicles (Code 18): a chain or traction
  /// requirement it states for commercial vehicles ("Chains or alternative traction devices
  /// required for commercial vehicles") is information for a car; any other stays.
  static func commercialOnly(_ words: RoadWords) -> RoadWords {
    var words = words
    words.statements = words.statements.map { statement in
      var statement = statement
      if case .restriction(let level) = statement.meaning,
        [.tractionAdvised, .tractionRequired, .chainsRequired, .chainsAll].contains(level),
        !statement.clause.contains(passengerLaw),
        !Set(statement.clause.split(separator: " ").map(String.init)).isDisjoint(with: commercialWords)
      {
        statement.meaning = .information
      }
      return statement
    }
    return words
  }

  /// Words a clause explaining what a law requires is made of ("Passenger vehicles are required to
  /// have mud or snow (M+S) tires, or all-weather tires, or a four wheel drive or all wheel drive
  /// vehicle", "All tires must have at least 3/16 inch tread depth").
  private static let lawWords: Set<String> = [
    "tires", "tire", "tread", "depth", "wheel", "drive", "4wd", "awd", "4x4", "chains", "chain", "traction", "devices",
    "device", "snow", "mud", "m", "s", "all", "weather", "rated", "winter",
  ]

  /// `words` of a record whose law code (15 or 16) states its level: a clause not understood that
  /// only explains what the law asks of a vehicle's tires or equipment is the law's own text,
  /// information beside the code. A clause about anything else stays not understood.
  static func explainingLaw(_ words: RoadWords) -> RoadWords {
    var words = words
    words.statements = words.statements.map { statement in
      var statement = statement
      let tokens = Set(statement.clause.split(separator: " ").map(String.init))
      if statement.meaning == .unrecognised, !tokens.isDisjoint(with: lawWords),
        !tokens.contains(where: { CDOTReading.alarming.contains($0) && !lawWords.contains($0) })
      {
        statement.meaning = .information
      }
      return statement
    }
    return words
  }

  /// The level of a law code in `text` ("Traction Law Code 15", "code 16"): the worst code there
  /// for a car; nil when it names none of 15 to 18. Codes 17 and 18 alone bind commercial vehicles
  /// only: no level for a car, but a code (`hasCode`).
  static func code(in text: String) -> (level: RestrictionLevel?, hasCode: Bool) {
    let codes = text.matches(of: #/(?i)\bcode\s*(1[5-8])\b/#).map { String($0.output.1) }
    // "Traction/Chain Law Code 15 and 18" names 18 after "and".
    let also = text.matches(of: #/(?i)\bcode\s*1[5-8]\s*(?:and|&|,|/)\s*(1[5-8])\b/#).map { String($0.output.1) }
    let all = codes + also
    if all.contains("16") { return (.chainsAll, true) }
    if all.contains("15") { return (.tractionRequired, true) }
    return (nil, !all.isEmpty)
  }

  /// The sentences of `text`: split after a full stop followed by a space (a decimal point is no stop).
  private static func sentences(of text: String) -> [String] {
    text.split(separator: #/\.\s+/#).map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
  }

  /// Whether `sentence` only says when: it opens as CDOT's schedules do, names a day or a time,
  /// names nothing alarming ("closed", "chains"), and read alone states no restriction or lifting.
  private static func isWhen(_ sentence: String) -> Bool {
    guard sentence.contains(whenSentence), sentence.contains(timeWords),
      !RestrictionClassifier.normalize(sentence).split(separator: " ").contains(where: {
        CDOTReading.alarming.contains(String($0))
      })
    else { return false }
    return RoadWords.read(sentence, terms: terms).statements.allSatisfy { statement in
      statement.meaning == .unrecognised || statement.meaning == .information
    }
  }

  /// Whether `sentence` only says where: it opens as CDOT's places do, and read alone it states no
  /// restriction and no lifting.
  private static func isPlace(_ sentence: String) -> Bool {
    guard sentence.contains(placeSentence) else { return false }
    return RoadWords.read(sentence, terms: terms).statements.allSatisfy { statement in
      statement.meaning == .unrecognised || statement.meaning == .information
    }
  }
}
