import FoundationEssentials

/// The one reader of an agency's words: what any text it publishes about a road (a restriction
/// field, road or weather conditions, a crew comment, an incident headline or comment, a table
/// cell, a comment table) says, clause by clause, and which directions each clause covers.
///
/// Every clause is one of: a restriction at a level (a closure, a chain or traction requirement,
/// an advisory, delays), a lifting ("No restrictions", "Pass is open"), information that restricts
/// nothing (surface and weather words, caution and equipment notices, the agencies' boilerplate),
/// or words not understood. Words not understood count `unknown` for the directions they cover:
/// they keep those directions from `open`, quoted, and never hide a known closure.
struct RoadWords: Equatable, Sendable {
  /// What one clause says, and of which directions.
  struct Statement: Equatable, Sendable {
    /// What it means for the directions it covers.
    enum Meaning: Equatable, Sendable {
      /// A restriction at this level (`unknown` for a closure that is hedged or contradicted).
      case restriction(RestrictionLevel)
      /// An explicit statement that nothing restricts travel.
      case lifting
      /// Known words that restrict nothing.
      case information
      /// Words not understood: `unknown` for the directions covered.
      case unrecognised

      /// The meaning of one clause as the classifier read it.
      init(_ reading: RestrictionClassifier.Reading) {
        switch reading {
        case .restriction(let level): self = .restriction(level)
        case .lifting: self = .lifting
        case .information: self = .information
        case .unrecognised: self = .unrecognised
        }
      }

      /// Whether it reads less than a closure and is understood: an opening, information, or a
      /// restriction short of a closure and of `unknown` (what a second statement may outrank).
      var isBelowAClosure: Bool {
        switch self {
        case .unrecognised: return false
        case .restriction(let level): return !level.isClosure && level != .unknown
        case .lifting, .information: return true
        }
      }

      /// The level this meaning sets for the directions it covers; nil for information.
      var level: RestrictionLevel? {
        switch self {
        case .restriction(let level): return level
        case .lifting: return .open
        case .information: return nil
        case .unrecognised: return .unknown
        }
      }
    }

    /// What the clause says.
    var meaning: Meaning
    /// The one direction the clause names, or `.both`.
    var direction: TravelDirection
    /// The clause as read (normalised).
    var clause: String
    /// Whether the clause names both directions in so many words ("in both directions", "EB and
    /// WB"): it speaks of both even in a field about one.
    var namesBoth = false
    /// Whether the level is an agency's own term's (`RoadTerms`), which the later steps keep.
    var isAgencyTerm = false

    /// The level the clause sets for a direction it covers; nil for information.
    var level: RestrictionLevel? { meaning.level }

    /// Whether the clause speaks of `direction` (a clause for both ways speaks of every direction).
    func covers(_ way: TravelDirection) -> Bool {
      direction == .both || way == .both || direction == way
    }
  }

  /// The words as published, cleaned.
  var text: String
  /// Each clause, in order.
  var statements: [Statement]
  /// The location labels set aside before the clauses were read ("I 80 between Laramie and
  /// Cheyenne" of "I 80 between Laramie and Cheyenne: CLOSED"): where the words say they apply,
  /// for an agency that places its texts by the places they name.
  var labels: [String] = []
  /// `text` with its boilerplate set aside (`Boilerplate.stripped`), kept so it is done once.
  var stripped: String?

  /// Reads `text`, with an agency's own `terms`; nil or empty text says nothing. The one pipeline
  /// every agency's words go through: each clause read (abbreviations and misspellings in their
  /// one spelling, `RoadSpelling`), then surface and weather wording made information
  /// (`SurfaceWording`), hedged closures `unknown` and stops without a closure word closures
  /// (`TrafficStops`), each clause's statement (`ClauseStatement`), and last the clauses that only
  /// make sense beside the others (`StatementContext`).
  static func read(_ text: String?, terms: RoadTerms = .none) -> RoadWords {
    guard let text, !text.isEmpty else { return RoadWords(text: "", statements: []) }
    let words = plain(text, terms: terms)
    var read = StatementContext.read(
      ClauseStatement.stated(TrafficStops.raised(TrafficStops.hedged(SurfaceWording.softened(words)))))
    // "N/A", "TBD", "No data": a field's placeholder, the whole text, says nothing was reported,
    // never that nothing restricts the road. (ODOT's "No Report" is its weather's code 0, told beside
    // the road's; a field's "N/A" inside a record, or a placeholder the agency's own words call an
    // empty field, as the 511 platform's do, tells that field is empty.)
    if read.statements.count == 1, read.labels.isEmpty, !read.statements[0].isAgencyTerm,
      placeholders.contains(read.statements[0].clause), !terms.isInformation(read.statements[0].clause)
    {
      read.statements[0].meaning = .unrecognised
    }
    if terms.weatherProse {
      for index in read.statements.indices
      where read.statements[index].meaning == .unrecognised && terms.isWeatherProse(read.statements[index].clause) {
        // ("… was issued 09:14 and has expired": the clause before tells what expired.)
        let before = index > 0 ? read.statements[index - 1].clause : ""
        let joined = "\(before) \(read.statements[index].clause)"
        if ClauseStatement.saysStale(joined.split(separator: " ").map(String.init)) { continue }
        read.statements[index].meaning = .information
      }
    }
    read.statements = read.statements.flatMap { coordinatedKept($0, terms: terms) }
    read.statements = read.statements.flatMap { impassableKept($0, terms: terms) }
    return read
  }

  /// Whether `tokens` start with a road: its noun or a route, after "the" ("the bridge", "road",
  /// "SR 20", "I5").
  static func startsWithARoad(_ tokens: ArraySlice<String>) -> Bool {
    let words = tokens.first == "the" ? tokens.dropFirst() : tokens
    guard let first = words.first else { return false }
    if Lexicon.roadNouns.contains(first) || RestrictionClassifier.isRouteToken(first) { return true }
    let second = words.dropFirst().first ?? ""
    return Lexicon.routeWords.contains(first)
      && RestrictionClassifier.isNumber(second)
  }

  /// Words that join a second statement to a clause: "The road is open and the bridge is out".
  static let coordinators: Set<String> = ["and", "with", "but", "while", "plus", "also"]

  /// `statement`, and beside it what a second statement joined to it says on its own when that is
  /// worse: a clause read as an opening, information or a restriction below a closure accounts for
  /// every statement in it. A statement joined by a coordinator and starting with a road ("All
  /// lanes open and the roadway has failed", "No delays expected and the bridge at MP 5 has
  /// failed") is read alone; not understood, the clause is not understood (it read `open`), and a
  /// restriction it states stands beside the clause's.
  static func coordinatedKept(_ statement: Statement, terms: RoadTerms) -> [Statement] {
    guard statement.meaning.isBelowAClosure else { return [statement] }
    let tokens = statement.clause.split(separator: " ").map(String.init)
    guard
      let joint = tokens.indices.dropFirst().dropLast().first(where: { index in
        guard coordinators.contains(tokens[index]) else { return false }
        // "between Exit 46 and the Pennsylvania line": the end of a stretch, not a statement.
        if let between = tokens[..<index].lastIndex(of: "between"),
          !tokens[between..<index].contains(where: coordinators.contains)
        {
          return false
        }
        return startsWithARoad(tokens[(index + 1)...])
      })
    else { return [statement] }
    let second = read(tokens[(joint + 1)...].joined(separator: " "), terms: terms)
    let head = statement.level ?? .open
    let worse = second.statements.filter { stated in
      guard let level = stated.level, level != .open else { return false }
      return level == .unknown || level.rank > head.rank
    }
    guard !worse.isEmpty else { return [statement] }
    return [statement]
      + worse.map { stated in
        var kept = stated
        kept.clause = statement.clause
        if kept.direction == .both { kept.direction = statement.direction }
        return kept
      }
  }

  /// `statement`, or the same clause not understood when the level read is below a closure and the
  /// clause also says the road cannot be driven ("No delays expected and bridge out"); beside it
  /// stays what the words before that say alone, when it is the level read ("Chains required and
  /// bridge out": chains, possibly worse). Nothing is read `open`, and "possibly worse" quotes
  /// the clause.
  static func impassableKept(_ statement: Statement, terms: RoadTerms) -> [Statement] {
    guard statement.meaning.isBelowAClosure else { return [statement] }
    let tokens = statement.clause.split(separator: " ").map(String.init)
    guard let start = ClauseStatement.impassableStart(tokens) else { return [statement] }
    var notUnderstood = statement
    notUnderstood.meaning = .unrecognised
    guard let level = statement.level, level != .open else { return [notUnderstood] }
    var before = tokens[..<start]
    while let last = before.last, ["and", "with", "but", "while", "plus"].contains(last) { before.removeLast() }
    let stated = read(before.joined(separator: " "), terms: terms)
    return stated.level == level ? [statement, notUnderstood] : [notUnderstood]
  }

  /// Whether the shared reader read `clause` as a rule that may come ("The Traction Law may be put
  /// in place on short notice": advice to be ready), which an agency's name of the rule inside it
  /// does not put in force.
  static func isHedgedRule(_ clause: String, meaning: Statement.Meaning) -> Bool {
    guard meaning == .restriction(.tractionAdvised) || meaning == .restriction(.travelAdvisory) else { return false }
    return clause.split(separator: " ").contains { ["may", "might", "could"].contains($0) }
  }

  /// What a field holds in place of a report: nothing reported.
  static let placeholders: Set<String> = [
    "n a", "na", "tbd", "tba", "no data", "not available", "unavailable", "no information", "no info", "pending",
  ]

  /// The clauses of `text` as the classifier reads each, with the agency's terms: the first step of
  /// `read`, which the later steps consult on parts of a clause.
  static func plain(_ text: String?, terms: RoadTerms = .none) -> RoadWords {
    guard let text, !text.isEmpty else { return RoadWords(text: "", statements: []) }
    let cleaned = FrenchWording.inEnglish(TextSanitizer.clean(text))
    // A label that only says where ("I 5 at Siskiyou Summit: Icy spots") is no statement.
    let stripped = Boilerplate.stripped(cleaned)
    let (unlabelled, labels) = RestrictionClassifier.locationLabels(in: stripped)
    let clauses = RestrictionClassifier.clauses(ofCleaned: unlabelled)
    var statements: [Statement] = []
    statements.reserveCapacity(clauses.count)
    for clause in clauses {
      var meaning = Statement.Meaning(RestrictionClassifier.read(clause: clause))
      var isAgencyTerm = false
      // An agency's own phrase states its level; a worse reading of the same clause stands. A
      // clause the reader read as a lifting of it ("The Passenger Vehicle Chain Law is not in
      // effect", "Traction Law no longer in effect") names the phrase to lift it.
      if let level = terms.definedLevel(of: clause) {
        meaning = .restriction(level)
        isAgencyTerm = true
      } else if !terms.restrictions.isEmpty, meaning != .lifting, !isHedgedRule(clause, meaning: meaning),
        let level = terms.level(of: clause)
      {
        // An entry that is the whole clause, which the shared reader understood too, is kept by
        // every later step (ODOT's code B text); an entry inside a longer clause leaves the rest to
        // them ("Chain law in effect for commercial vehicles only" binds no car), and so do words
        // the shared reader did not understand ("Rolling closure in effect; traffic is being held").
        let whole = terms.restrictions.contains { $0.phrase == clause }
        isAgencyTerm = meaning != .unrecognised && whole
        // An entry that is the whole clause says what the clause is, where the shared reader could
        // not ("Left Lane", a 511 lanes field): its level, not unknown. A clause with a closure's
        // word in it ("Rolling Closure") keeps what the later steps make of that word.
        let closing = clause.split(separator: " ").contains { RestrictionClassifier.closureWords.contains(String($0)) }
        // An entry that is the whole clause and a rule, where the shared reader read a rule too, is
        // what the agency's rule means for a car (ODOT's code B text: a car carries chains or
        // traction tires); the shared reader's reading of a rule set by weight is not a car's.
        let ruled =
          whole && Lexicon.ruleLevels.contains(level) && meaning.level.map(Lexicon.ruleLevels.contains) == true
        let read =
          meaning == .unrecognised && whole && !closing || ruled ? [] : [meaning.level].compactMap { $0 }
        meaning = .restriction(RestrictionLevel.worst(of: [level] + read))
      } else if meaning == .unrecognised, terms.isInformation(clause) {
        meaning = .information
      }
      let tokens = clause.split(separator: " ").map(String.init)
      var direction = StatedClosure.direction(in: tokens)
      // "Eastbound closed at milepost 34; no estimated time of reopening": a clause that only
      // carries on the one before (its reason, how long, what to do) speaks of the same direction.
      if direction == .both, !tokens.contains("both"), let previous = statements.last, previous.level != nil,
        meaning != .lifting,
        continuations.contains(where: { clause.hasPrefix($0) })
      {
        direction = previous.direction
      }
      statements.append(
        Statement(
          meaning: meaning, direction: direction, clause: clause, namesBoth: Self.namesBoth(tokens),
          isAgencyTerm: isAgencyTerm))
      // "Westbound only open", "open to westbound traffic only": the other way is not open. Its
      // own way keeps what the reader made of it; the other reads closed.
      if let other = Self.otherWayOfOnlyOpening(tokens, direction: direction, meaning: meaning) {
        statements.append(Statement(meaning: .restriction(.closed), direction: other, clause: clause))
      }
    }
    // "Closed at milepost 134. For the season.": the season may stand in a clause of its own.
    if statements.contains(where: { $0.meaning == .restriction(.closed) }),
      RestrictionClassifier.isSeasonal(clauses.joined(separator: " "))
    {
      for index in statements.indices where statements[index].meaning == .restriction(.closed) {
        statements[index].meaning = .restriction(.closedForSeason)
      }
    }
    return RoadWords(text: cleaned, statements: statements, labels: labels, stripped: stripped)
  }

  /// Whether `tokens` name both directions: "both directions", "both ways", "either direction",
  /// "each direction", or two opposite directions ("EB and WB", "eastbound and westbound").
  static func namesBoth(_ tokens: [String]) -> Bool {
    let ways = Set(
      tokens.compactMap { token -> TravelDirection? in
        ["eastbound", "westbound", "northbound", "southbound"].contains(token) ? TravelDirection(text: token) : nil
      })
    if ways.contains(.eastbound) && ways.contains(.westbound)
      || ways.contains(.northbound) && ways.contains(.southbound)
    {
      return true
    }
    return zip(tokens, tokens.dropFirst()).contains {
      ["both", "either", "each"].contains($0) && ["directions", "direction", "ways", "way"].contains($1)
    }
  }

  /// The direction a one-way opening leaves out ("Westbound only open", "Open to westbound traffic
  /// only", "Westbound traffic only"), or nil when the clause is none.
  static func otherWayOfOnlyOpening(_ tokens: [String], direction: TravelDirection, meaning: Statement.Meaning)
    -> TravelDirection?
  {
    guard direction != .both, tokens.contains("only"), meaning.level?.isClosure != true else { return nil }
    let opening: Set<String> = ["open", "opened", "reopened", "traffic", "lanes", "lane", "allowed", "permitted"]
    guard tokens.contains(where: opening.contains) else { return nil }
    // "Northbound traffic in the inner lane only": one way's lanes narrowed, no way left out.
    if let only = tokens.firstIndex(of: "only"), only >= 2, Lexicon.laneWords.contains(tokens[only - 1]),
      Lexicon.laneQualifiers.contains(tokens[only - 2])
    {
      return nil
    }
    switch direction {
    case .eastbound: return .westbound
    case .westbound: return .eastbound
    case .northbound: return .southbound
    case .southbound: return .northbound
    case .both: return nil
    }
  }

  /// How a clause that carries on the one before it begins.
  static let continuations = [
    "no estimated time", "no eta", "due to ", "because ", "until further notice", "use an alternate route",
    "use alternate route", "seek alternate route", "seek an alternate route",
    "expected to reopen", "expect to reopen", "estimated time of reopening", "for avalanche control",
    "for winter conditions",
  ]

  /// Only the clauses that state a closure: what a name field says of the road ("Manastash Ridge
  /// I-82 (CLOSED)", "OCHOCO SUMMIT - CLOSED"). A name is otherwise words no vocabulary knows
  /// ("Kingvale chain control area" names a place), so nothing else of it counts.
  var statedClosures: RoadWords {
    var words = self
    words.statements = statements.filter { statement in
      guard case .restriction(let level) = statement.meaning else { return false }
      return level.isClosure
    }
    return words
  }

  /// Whether the words say anything at all (a clause that is more than information).
  var isEmpty: Bool { statements.allSatisfy { $0.level == nil } }

  /// The level these words give `direction`: the worst of the clauses that cover it, by
  /// `RestrictionLevel.rank`; nil when no clause covering it sets a level (information only).
  func level(for direction: TravelDirection) -> RestrictionLevel? {
    let levels = statements.filter { $0.covers(direction) }.compactMap(\.level)
    return levels.isEmpty ? nil : RestrictionLevel.worst(of: levels)
  }

  /// What is known beneath words not understood for `direction`: when they leave it `unknown`, the
  /// worst restriction the understood clauses state (delays, a traction or chain rule, an advisory);
  /// nil when the level is known, or nothing restrictive was understood.
  func floor(for direction: TravelDirection) -> RestrictionLevel? {
    guard level(for: direction) == .unknown else { return nil }
    return Self.floor(of: statements.filter { $0.covers(direction) }.compactMap(\.level))
  }

  /// The worst restriction among `levels` that is neither `open` nor `unknown`; nil for none.
  static func floor(of levels: [RestrictionLevel]) -> RestrictionLevel? {
    let known = levels.filter { $0 != .open && $0 != .unknown }
    return known.isEmpty ? nil : RestrictionLevel.worst(of: known)
  }

  /// The level of the words over both directions: what `classify` prints. Words that are all
  /// understood and restrict nothing ("Watch for falling rock", "Bare and wet") read `open`; words
  /// that say nothing at all (no clause, or only labels of where and when) read `unknown`.
  var level: RestrictionLevel {
    if let level = level(for: .both) { return level }
    if statements.isEmpty || statements.allSatisfy({ Self.saysNothing($0.clause) }) { return .unknown }
    return .open
  }

  /// Whether a clause read as information says nothing of the road when it stands alone: a field
  /// that says it has nothing to say ("No Report", "No report available"), a record's status
  /// ("Confirmed report"), a referral ("Check COtrip.org", "See map for details"). Beside other
  /// words a weather field's "No report" is no precipitation, and information.
  static func saysNothing(_ clause: String) -> Bool {
    let tokens = clause.split(separator: " ").map(String.init)
    let silent: [[String]] = [["no", "report"], ["no", "reports"], ["forecast", "text", "included"]]
    let filler: Set<String> = ["available", "currently", "at", "this", "time", "received", "yet"]
    if silent.contains(where: { tokens.starts(with: $0) && tokens.dropFirst($0.count).allSatisfy(filler.contains) }) {
      return true
    }
    let statuses: Set<String> = ["confirmed", "unconfirmed", "verified", "report", "reported", "status"]
    if tokens.allSatisfy(statuses.contains) { return true }
    // A direction alone ("E", "EB", "Both directions"): where, never what.
    let ways: Set<String> = [
      "e", "w", "n", "s", "eastbound", "westbound", "northbound", "southbound", "both", "directions", "direction",
      "east", "west", "north", "south", "and",
    ]
    if !tokens.isEmpty, tokens.allSatisfy(ways.contains) { return true }
    let referrals: Set<String> = ["check", "see", "visit", "call", "dial", "monitor"]
    guard let first = tokens.first, referrals.contains(first), tokens.count <= 8 else { return false }
    return !tokens.contains(where: ClauseStatement.barred.contains)
  }
}
