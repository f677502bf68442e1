import FoundationEssentials

/// The clauses that only make sense beside the others of their text, read last: what a rule's
/// own sentences say of tires and drive ("All vehicles must have snow tires. M+S or all-weather
/// tires with 3/16 inch tread, or chains."), an exemption ("4WD/AWD with M+S tires OK"), a rule
/// enforced at a checkpoint ("vehicles without 4WD/AWD or chains will be turned around"), a closure
/// with no subject of its own after a facility's ("Rest area closed at Canyon Hot Springs. Closed
/// for the winter season."), an event or a lane blockage told as cleared or ended, and the
/// services, permits and parking of the places beside the road. A step of `RoadWords.read`; it
/// reads only `Lexicon` and never lowers a closure of the road.
enum StatementContext {
  /// `words` with every clause that explains, enforces or follows another read for what it is.
  static func read(_ words: RoadWords) -> RoadWords {
    var words = words
    // "Single lane alternating traffic will be in effect. … Estimated time of re-opening Fri Jan 13":
    // when nothing in the text closes the road, the time it reopens is when the work ends.
    let closes = words.statements.contains { statement in
      statement.level?.isClosure == true && !isReopeningTime(statement.clause.split(separator: " ").map(String.init))
    }
    if !closes {
      for index in words.statements.indices where !words.statements[index].isAgencyTerm {
        let tokens = words.statements[index].clause.split(separator: " ").map(String.init)
        if words.statements[index].level?.isClosure == true, isReopeningTime(tokens),
          words.statements.contains(where: { $0.level == .trafficDelays })
        {
          words.statements[index].meaning = .information
        }
      }
    }
    let rules = words.statements.compactMap { statement -> RestrictionLevel? in
      guard case .restriction(let level) = statement.meaning, Lexicon.ruleLevels.contains(level) else { return nil }
      return level
    }
    for index in words.statements.indices {
      let statement = words.statements[index]
      let tokens = statement.clause.split(separator: " ").map(String.init)
      // "Chains Required - All Vehicles Except AWD", "All vehicles must use chains, except 4WD/AWD
      // vehicles": an exemption told apart lowers chains on all to chains, and says nothing more.
      if statement.meaning == .unrecognised || statement.meaning == .restriction(.unknown), !rules.isEmpty,
        isExemption(tokens)
      {
        words.statements[index].meaning = .information
        if index > 0, words.statements[index - 1].meaning == .restriction(.chainsAll) {
          words.statements[index - 1].meaning = .restriction(.chainsRequired)
        }
      }
      // "Chains required on all vehicles, 4x4 included": four-wheel drive told bound too, beside a
      // chain rule, is chains on every vehicle.
      // ("Chains Required - No Exemptions": nobody let off, so every vehicle.)
      let noneExempt = [["no", "exemptions"], ["no", "exceptions"], ["no", "exemption"], ["no", "exception"]].contains(
        tokens)
      if statement.meaning == .unrecognised && isFourWheelDriveIncluded(tokens)
        || statement.meaning == .information && noneExempt,
        rules.contains(where: { $0 == .chainsRequired || $0 == .chainsAll })
      {
        words.statements[index].meaning = .restriction(.chainsAll)
      }
    }
    // "Vehicles must have tire chains, adequate snow tires, or all-wheel drive": a rule cut at its
    // commas is read whole, as one list of what will do.
    words = joinedLists(words)
    // The rules each clause stands beside are the other clauses' (as read before this step): a
    // clause is never beside itself ("Vehicles without snow tires must use chains", alone, is the
    // rule, not a repetition of one).
    let stated = words.statements.map { statement -> RestrictionLevel? in
      guard case .restriction(let level) = statement.meaning, Lexicon.ruleLevels.contains(level) else { return nil }
      return level
    }
    for index in words.statements.indices where !words.statements[index].isAgencyTerm {
      let statement = words.statements[index]
      let tokens = statement.clause.split(separator: " ").map(String.init)
      let previous = index > 0 ? words.statements[index - 1] : nil
      let beside = stated.indices.compactMap { $0 == index ? nil : stated[$0] }
      if let meaning = meaning(of: tokens, beside: beside, after: previous, current: statement.meaning) {
        words.statements[index].meaning = meaning
      }
    }
    // The facility's label before its closure ("… at Temagami Truck Inspection Station - Closed").
    for index in words.statements.indices.dropFirst()
    where words.statements[index].meaning == .information && words.statements[index - 1].meaning == .unrecognised {
      let tokens = words.statements[index].clause.split(separator: " ").map(String.init)
      if tokens.count <= 2, isSubjectless(tokens),
        Wording(words.statements[index - 1].clause).hasAny(Lexicon.facilities),
        !isStretch(words.statements[index - 1].clause)
      {
        words.statements[index - 1].meaning = .information
      }
    }
    // "Chain controls in effect. Chains or snow tires required.": the sign that controls are up,
    // beside the rule that says which, is that rule.
    let specific = words.statements.contains { statement in
      // A requirement, never advice: chain controls are at least R-1.
      guard let level = statement.level, Lexicon.ruleLevels.contains(level),
        level.rank >= RestrictionLevel.tractionRequired.rank
      else { return false }
      return !isGenericChainControl(statement.clause)
    }
    if specific {
      for index in words.statements.indices
      where isGenericChainControl(words.statements[index].clause) && words.statements[index].level == .chainsRequired {
        words.statements[index].meaning = .information
      }
      // "Travel advisory in effect between Hope and Merritt. Vehicles must be equipped with winter
      // tires.": the notice of a winter advisory stretch, beside the rule it sets, is that rule.
      for index in words.statements.indices
      where words.statements[index].clause.hasPrefix("travel advisory in effect")
        && words.statements[index].level == .travelAdvisory
        && !words.statements[index].clause.split(separator: " ").contains(where: {
          ["not", "no", "closed", "closure", "avoid", "unnecessary"].contains($0)
        })
      {
        words.statements[index].meaning = .information
      }
    }
    // "Closed for the season … Reopens June 15", "Rest area closed. Reopening spring 2026": when
    // what the text closes opens again; the closure stands.
    let closesSomething = words.statements.contains { statement in
      statement.clause.split(separator: " ").contains { ["closed", "closure", "closures"].contains($0) }
    }
    if closesSomething {
      let seasons: Set<String> = ["spring", "summer", "fall", "autumn", "winter", "season", "late", "early", "mid"]
      for index in words.statements.indices where words.statements[index].meaning == .unrecognised {
        let tokens = words.statements[index].clause.split(separator: " ").map(String.init)
        guard let first = tokens.first,
          ["reopens", "reopening", "reopen"].contains(first)
            || tokens.prefix(2)
              .elementsEqual(["expected", "to"]) && tokens.dropFirst(2).first == "reopen"
        else { continue }
        let when = tokens.drop { !["reopens", "reopening", "reopen"].contains($0) }.dropFirst()
        guard !when.isEmpty,
          when.allSatisfy({
            ClauseStatement.timeWords.contains($0) || seasons.contains($0) || RestrictionClassifier.isNumber($0)
              || ClauseStatement.isStamp($0) || ["in", "on", "by", "the", "of", "around", "approximately"].contains($0)
          })
        else { continue }
        words.statements[index].meaning = .information
      }
    }
    // After Caltrans' R-1 exemption, "all other vehicles must install chains" binds no car with
    // snow tires: the exemption's traction requirement is the car's.
    let exempted = words.statements.contains {
      carsProceedWithoutChains($0.clause.split(separator: " ").map(String.init)) == .restriction(.tractionRequired)
    }
    if exempted {
      for index in words.statements.indices
      where words.statements[index].clause.hasPrefix("all other vehicles")
        && words.statements[index].level.map(Lexicon.ruleLevels.contains) == true
      {
        words.statements[index].meaning = .information
      }
    }
    // "Vehicle incident at Sunday Summit. Road now open. All lanes open.": the incident's label,
    // beside the whole road told open again, is over.
    let allOpen = words.statements.contains { statement in
      statement.meaning == .lifting
        && Wording(statement.clause).hasAny([
          "all lanes open", "all lanes are open", "all lanes reopened", "all lanes have reopened", "road now open",
          "road is now open", "highway is now open", "all lanes are now open", "all lanes now open",
        ])
    }
    if allOpen, !words.statements.contains(where: { $0.level?.isClosure == true || $0.meaning == .unrecognised }) {
      for index in words.statements.indices
      where words.statements[index].meaning == .restriction(.trafficDelays)
        && isIncidentLabel(words.statements[index].clause.split(separator: " ").map(String.init))
      {
        words.statements[index].meaning = .information
      }
    }
    words = closureLaterOpenUntilThen(words)
    words = lanesClosedTrafficPassing(words)
    words = endedRecord(words)
    words = hazardBesideItsImpact(words)
    words = chainControlsBesideTheirTerms(words)
    words = restrictionsHeading(words)
    words = closureTimesOfALaneClosure(words)
    words = bothCarriagewaysClosed(words)
    return allowingTires(words)
  }

  /// "General purpose lanes closed. Express lanes closed.", "General purpose lanes closed; express
  /// lanes also closed": both of a highway's carriageways told closed, each in its own clause, are the
  /// road closed, as when one clause names both. One carriageway alone is delays.
  static func bothCarriagewaysClosed(_ words: RoadWords) -> RoadWords {
    var words = words
    // The words before each closure of lanes read as delays.
    let closed = words.statements.indices.compactMap { index -> (Int, [String])? in
      guard words.statements[index].meaning == .restriction(.trafficDelays), !words.statements[index].isAgencyTerm
      else { return nil }
      let tokens = words.statements[index].clause.split(separator: " ").map(String.init)
      guard let state = tokens.firstIndex(where: { ["closed", "blocked"].contains($0) }),
        !tokens[state...].contains(where: { ["reopened", "open", "lifted", "cleared", "except", "but"].contains($0) })
      else { return nil }
      let subject = tokens[..<state].filter {
        !["also", "are", "is", "now", "remain", "remains", "the", "all"].contains($0)
      }
      return (index, Array(subject))
    }
    for (first, subject) in closed {
      for (second, other) in closed where second > first {
        guard words.statements[first].covers(words.statements[second].direction),
          ClauseStatement.namesBothCarriageways(subject + ["and"] + other)
        else { continue }
        words.statements[first].meaning = .restriction(.closed)
        words.statements[second].meaning = .restriction(.closed)
      }
    }
    return words
  }

  /// "CO 82 over Independence Pass will close for the season Thursday at noon. The pass remains open
  /// until then": a closure to come, beside the road told open until it comes, is not yet.
  static func closureLaterOpenUntilThen(_ words: RoadWords) -> RoadWords {
    var words = words
    let untilThen = words.statements.indices.filter { index in
      let clause = " " + words.statements[index].clause + " "
      return [" open until then ", " open until that time ", " open until the closure ", " open until it closes "]
        .contains(where: clause.contains)
        && !clause.split(separator: " ").contains(where: {
          ["not", "no", "closed", "except", "only"].contains(String($0))
        })
    }
    guard !untilThen.isEmpty else { return words }
    let later = words.statements.indices.filter { index in
      guard words.statements[index].level?.isClosure == true, !words.statements[index].isAgencyTerm else {
        return false
      }
      let clause = " " + words.statements[index].clause + " "
      return [" will close ", " will be closed ", " is scheduled to close ", " is expected to close ", " will shut "]
        .contains(where: clause.contains)
    }
    guard !later.isEmpty,
      !words.statements.contains(where: { statement in
        statement.level?.isClosure == true
          && !later.contains(where: { words.statements[$0].clause == statement.clause })
      })
    else { return words }
    for index in later { words.statements[index].meaning = .information }
    for index in untilThen { words.statements[index].meaning = .lifting }
    return words
  }

  /// "Eastbound lanes blocked. Traffic alternating in the westbound lane with flaggers", "All SB
  /// lanes closed, traffic being diverted onto the right shoulder around the scene", "Inbound lanes
  /// closed. Traffic is being diverted to the outbound lanes via the crossover": one way's lanes
  /// closed, beside traffic told to pass on the other way's lanes or the shoulder, is traffic
  /// getting through: delays. Never traffic sent to another road.
  static func lanesClosedTrafficPassing(_ words: RoadWords) -> RoadWords {
    var words = words
    let ways: Set<String> = [
      "eastbound", "westbound", "northbound", "southbound", "inbound", "outbound", "eb", "wb", "nb", "sb",
    ]
    let passing = words.statements.indices.filter { index in
      let tokens = words.statements[index].clause.split(separator: " ").map(String.init)
      guard tokens.contains("traffic"),
        !tokens.contains(where: {
          RestrictionClassifier.isRouteToken($0)
            || ["exit", "detour", "detoured", "road", "highway", "route", "not", "no", "closed", "stopped", "held"]
              .contains($0)
        })
      else { return false }
      let turns =
        tokens.contains(where: { ["alternating", "alternate", "alternates"].contains($0) })
        && tokens.contains(where: Lexicon.laneWords.contains)
      let moved =
        tokens.contains(where: {
          ["diverted", "shifted", "moved", "routed", "crossed", "using", "getting"].contains($0)
        })
        && tokens.contains(where: { ["shoulder", "shoulders", "crossover", "lane", "lanes", "median"].contains($0) })
      return turns || moved
    }
    guard !passing.isEmpty else { return words }
    let closures = words.statements.indices.filter { index in
      guard words.statements[index].level?.isClosure == true, !words.statements[index].isAgencyTerm else {
        return false
      }
      let tokens = words.statements[index].clause.split(separator: " ").map(String.init)
      return tokens.contains(where: { ["lanes", "lane", "lns", "ln"].contains($0) })
        && tokens.contains(where: ways.contains)
        && !tokens.contains(where: {
          ["road", "highway", "roadway", "directions", "traffic", "season", "notice", "interstate", "freeway"]
            .contains($0)
        })
        // ("Both westbound lanes" are one way's; "both directions" are not.)
        && !tokens.indices.contains(where: { at in
          tokens[at] == "both" && (at + 1 == tokens.count || ["ways", "directions", "sides"].contains(tokens[at + 1]))
        })
    }
    // (Only one way's lanes: both ways' closed, with traffic "alternating", is no way through.)
    guard Set(closures.map { words.statements[$0].direction }).count <= 1,
      !closures.contains(where: { words.statements[$0].direction == .both })
        || closures.allSatisfy({ index in
          words.statements[index].clause.split(separator: " ").contains(where: { ways.contains(String($0)) })
        }),
      !words.statements.indices.contains(where: { index in
        words.statements[index].level?.isClosure == true && !closures.contains(index)
      })
    else { return words }
    // Traffic that passes the closed way: taking turns, round by the shoulder, a crossover or the
    // median, or told of that way (never "Eastbound traffic using the left lane" beside the
    // westbound lanes closed).
    let closedWay = closures.first.map { words.statements[$0].direction } ?? .both
    let passes = passing.contains { index in
      let tokens = words.statements[index].clause.split(separator: " ").map(String.init)
      if tokens.contains(where: {
        ["alternating", "alternate", "alternates", "shoulder", "shoulders", "crossover", "median"].contains($0)
      }) {
        return true
      }
      let way = words.statements[index].direction
      return way == closedWay || way == .both && closedWay == .both
    }
    guard passes else { return words }
    for index in closures { words.statements[index].meaning = .restriction(.trafficDelays) }
    // (Only what was not understood: "Earlier single lane alternating traffic has ended" stays over.)
    for index in passing
    where [.unrecognised, .restriction(.unknown)].contains(words.statements[index].meaning) {
      words.statements[index].meaning = .restriction(.trafficDelays)
    }
    return words
  }

  /// "Cleared: Road closure on NY 3 …", "RESOLVED - Crash blocking all lanes": a record labelled
  /// over at its start tells of an event that has ended; what it says still holds ("… road remains
  /// closed") stands.
  static func endedRecord(_ words: RoadWords) -> RoadWords {
    var words = words
    // (Only a label the text starts with: "status: cleared | roadStatus: closed" is a record whose
    // other field says what goes on.)
    let opening = words.text.drop { !$0.isLetter }.prefix { $0.isLetter }.lowercased()
    guard ["cleared", "resolved", "ended", "incident", "event"].contains(opening),
      let first = words.statements.first, !first.isAgencyTerm, first.meaning == .information,
      [["cleared"], ["resolved"], ["ended"], ["incident", "cleared"], ["cleared", "incident"], ["event", "cleared"]]
        .contains(first.clause.split(separator: " ").map(String.init)),
      words.statements.count > 1
    else { return words }
    // Only the record's one statement, told as an event ("Road closure on NY 3", "Crash blocking all
    // lanes"): a road told closed as a state after it ("Resolved: Crash cleared. I-80 closed to all
    // traffic", "RESOLVED - Road closed") may be a new closure, and stands.
    let goesOn = Lexicon.recordGoesOn.union(["remains", "remain", "still", "now", "again", "until", "will"])
    let states: Set<String> = ["closed", "shut", "impassable", "impassible", "clsd", "place", "effect"]
    guard words.statements.count == 2, !words.statements[1].isAgencyTerm,
      case .restriction = words.statements[1].meaning
    else { return words }
    let tokens = words.statements[1].clause.split(separator: " ").map(String.init)
    guard !tokens.contains(where: { goesOn.contains($0) || states.contains($0) }) else { return words }
    words.statements[1].meaning = .information
    words.statements[0].meaning = .lifting
    return words
  }

  /// "Flooding on NY 28 at Hinckley Road. 1 lane of 2 closed, flagger directing traffic": a hazard's
  /// label and where it is, beside the agency's word of what it leaves open (lanes, flaggers, one
  /// way at a time) and nothing that closes, is that hazard's impact, told.
  static func hazardBesideItsImpact(_ words: RoadWords) -> RoadWords {
    var words = words
    let hazards: Set<String> = [
      "flooding", "flood", "rockfall", "rockslide", "rock", "mudslide", "landslide", "slide", "debris", "water",
      "high", "standing", "ponding", "fallen", "downed", "tree", "trees", "power", "lines", "line",
    ]
    let told = words.statements.contains { statement in
      guard statement.level == .trafficDelays else { return false }
      let tokens = statement.clause.split(separator: " ").map(String.init)
      return tokens.contains(where: {
        Lexicon.laneWords.contains($0)
          || ["flagger", "flaggers", "flagging", "alternating", "pilot", "alternate"].contains($0)
      })
    }
    guard told, !words.statements.contains(where: { $0.level?.isClosure == true }) else { return words }
    for index in words.statements.indices
    where [.unrecognised, .restriction(.unknown)].contains(words.statements[index].meaning) {
      let tokens = words.statements[index].clause.split(separator: " ").map(String.init)
      let label = tokens.prefix { hazards.contains($0) }
      // ("Flooding. Water over roadway. Right lane closed": the label alone.)
      if label.count == tokens.count, label.count <= 2,
        tokens.contains(where: { ["flooding", "rockfall", "rockslide", "mudslide", "landslide"].contains($0) })
      {
        words.statements[index].meaning = .information
        continue
      }
      guard
        label.contains(where: {
          [
            "flooding", "flood", "rockfall", "rockslide", "mudslide", "landslide", "slide", "water", "tree", "trees",
            "debris",
          ].contains($0)
        }),
        label.count < tokens.count,
        ["on", "at", "near", "in", "along"].contains(tokens[label.count])
          || RestrictionClassifier.isRouteToken(tokens[label.count])
          || Lexicon.routePrefixes.union(["highway", "route", "hwy"]).contains(tokens[label.count])
      else { continue }
      // Only where: "on", routes, numbers, directions and names, never a word of what happened.
      let rest = tokens[label.count...]
      let said = rest.contains { token in
        ClauseStatement.barred.contains(token) || RestrictionClassifier.closureWords.contains(token)
          || Lexicon.impassableStates.contains(token)
          || ["over", "across", "covering", "covers", "washed", "out", "under", "undermined", "collapsed", "gone"]
            .contains(token)
      }
      if !said { words.statements[index].meaning = .information }
    }
    return words
  }

  /// An incident's label, and where: "Vehicle incident", "Crash at Sunday Summit", "2 vehicle
  /// collision near MP 40". Never a lane, a hold or a closure named.
  static func isIncidentLabel(_ tokens: [String]) -> Bool {
    let label = tokens.prefix { !["at", "near", "on", "between", "in", "from"].contains($0) }
    let incident: Set<String> = [
      "vehicle", "vehicles", "incident", "crash", "collision", "accident", "motor", "disabled", "stalled", "spinout",
      "multi", "car", "minor", "non", "injury", "2", "3", "two", "three",
    ]
    return !label.isEmpty && label.allSatisfy(incident.contains)
      && label.contains(where: { ["incident", "crash", "collision", "accident", "spinout"].contains($0) })
      && !tokens.contains(where: { Lexicon.laneWords.contains($0) || ClauseStatement.barred.contains($0) })
  }

  /// "Chain controls remain in effect: chains or snow tires required": chain controls named in
  /// general, with the terms they set for a car told right beside them (traction tires in place of
  /// chains), are those terms. Only the controls' bare name (nothing of who or where), only a
  /// traction requirement just before or after, for the same direction.
  static func chainControlsBesideTheirTerms(_ words: RoadWords) -> RoadWords {
    var words = words
    let bare: Set<String> = [
      "chain", "chains", "control", "controls", "law", "laws", "requirement", "requirements", "restriction",
      "restrictions", "is", "are", "remain", "remains", "still", "now", "in", "effect", "currently", "the", "have",
      "has", "been", "put", "into", "place",
    ]
    for index in words.statements.indices where words.statements[index].level == .chainsRequired {
      let tokens = words.statements[index].clause.split(separator: " ").map(String.init)
      guard tokens.contains("chain"), tokens.contains(where: { ["control", "controls"].contains($0) }),
        tokens.allSatisfy(bare.contains)
      else { continue }
      let beside = [index - 1, index + 1].filter { words.statements.indices.contains($0) }
      if beside.contains(where: { other in
        words.statements[other].level == .tractionRequired
          && words.statements[other].covers(words.statements[index].direction)
          && words.statements[index].covers(words.statements[other].direction)
      }) {
        words.statements[index].meaning = .restriction(.tractionRequired)
      }
    }
    return words
  }

  /// "Restrictions on I-80 eastbound between Exit 101 … and Exit 111 …", "Restrictions due to
  /// winter storm on I-40 Eastbound from Exit 171 to Exit 195": a record's heading, first, before the
  /// sentences that say what the restrictions are, is where (only beside something stated).
  static func restrictionsHeading(_ words: RoadWords) -> RoadWords {
    guard let first = words.statements.first, first.meaning == .unrecognised || first.level == .unknown,
      ClauseStatement.isRestrictionsHeading(first.clause.split(separator: " ").map(String.init)),
      words.statements.dropFirst().contains(where: { $0.level.map { $0 != .open && $0 != .unknown } ?? false })
    else { return words }
    var words = words
    words.labels.append(first.clause)
    words.statements.removeFirst()
    return words
  }

  /// Caltrans' lane-closure record: "Lanes Closed: 1 of 2 (#2). … Closure times 2000-0600 nightly
  /// Mon-Thu": the hours of the record's closure, which is of lanes, beside it; no other closure.
  static func closureTimesOfALaneClosure(_ words: RoadWords) -> RoadWords {
    let times = words.statements.indices.filter { index in
      let tokens = words.statements[index].clause.split(separator: " ").map(String.init)
      return words.statements[index].level?.isClosure == true
        && (tokens.starts(with: ["closure", "times"]) || tokens.starts(with: ["closure", "hours"]))
    }
    guard !times.isEmpty,
      words.statements.contains(where: { $0.level == .trafficDelays }),
      !words.statements.indices.contains(where: { !times.contains($0) && words.statements[$0].level?.isClosure == true }
      )
    else { return words }
    var words = words
    for index in times { words.statements[index].meaning = .information }
    return words
  }

  /// "CHAINS REQ'D MP 76-86. TRACTION TIRES OK UNDER 10K GVW NOT TOWING", "Chains required.
  /// Passenger cars with snow tires on two drive wheels may proceed without chains": a chain rule
  /// beside the tires a car may use in place of chains asks a car for those tires, a traction
  /// requirement (as Caltrans' R-1 and ODOT's code C are). Only a rule read as chains for cars
  /// (never chains on all vehicles) and in the clause just before or after the allowance, for the
  /// same direction, is lowered; the allowance itself is that requirement.
  static func allowingTires(_ words: RoadWords) -> RoadWords {
    var words = words
    let allowances = words.statements.indices.filter { index in
      let tokens = words.statements[index].clause.split(separator: " ").map(String.init)
      return isTireAllowance(tokens) || isCarsTireExemption(tokens)
    }
    guard !allowances.isEmpty else { return words }
    // "I-5: Chains required. US-97: Traction tires OK in place of chains": a text of two roads may
    // allow the tires on the other one; its rule stands.
    var routes: Set<String> = []
    for clause in words.labels + words.statements.map(\.clause) {
      // (Labels are kept as published: "I-5", "US-97".)
      let said = clause.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
      for at in said.indices {
        if RestrictionClassifier.isRouteToken(said[at]) { routes.insert(said[at]) }
        if Lexicon.routePrefixes.contains(said[at]), at + 1 < said.count, RestrictionClassifier.isNumber(said[at + 1]) {
          routes.insert(said[at + 1])
        }
      }
    }
    let oneRoad = routes.count <= 1
    for index in allowances where words.statements[index].level != .chainsAll {
      let beside = [index - 1, index + 1].filter { words.statements.indices.contains($0) }
      let rules = beside.filter { other in
        oneRoad && words.statements[other].level == .chainsRequired
          && (words.statements[other].covers(words.statements[index].direction))
      }
      guard
        !rules.isEmpty || words.statements[index].meaning == .unrecognised
          || words.statements[index].level == .chainsRequired
      else { continue }
      // Alone, with no rule beside it, the allowance still says a car needs those tires.
      words.statements[index].meaning = .restriction(.tractionRequired)
      for other in rules { words.statements[other].meaning = .restriction(.tractionRequired) }
    }
    return words
  }

  /// Whether a clause lets a car use tires in place of chains: "traction tires OK under 10K GVW not
  /// towing", "vehicles under 10,000 GVW not towing may use traction tires instead", "traction tires
  /// OK in lieu of chains for pass veh". Never with a word that denies it ("not sufficient", "no"),
  /// a rule of its own or a class heavier than a car.
  static func isTireAllowance(_ tokens: [String]) -> Bool {
    guard let tire = tokens.firstIndex(where: { ["tires", "tire", "tyres"].contains($0) }), tire > 0,
      ["traction", "snow", "winter"].contains(tokens[tire - 1])
    else {
      return false
    }
    let permits =
      tokens.contains { ["ok", "okay", "allowed", "permitted", "acceptable", "lieu", "instead"].contains($0) }
      || tokens.indices.contains { at in
        tokens[at] == "may" && at + 1 < tokens.count && ["use", "be"].contains(tokens[at + 1])
      }
    guard permits, tokens.allSatisfy(allowanceWords.contains) else { return false }
    // "not towing" is who may; any other "not" denies.
    if tokens.indices.contains(where: { tokens[$0] == "not" && ($0 + 1 == tokens.count || tokens[$0 + 1] != "towing") })
    {
      return false
    }
    // "in lieu of chains", "in place of chains", "instead of chains": the only chains it names.
    let chains = tokens.indices.filter { tokens[$0] == "chains" }
    return chains.allSatisfy { at in at >= 2 && tokens[at - 1] == "of" }
  }

  /// The words of a tire allowance for a car: every other word says what tires, for a car, in place
  /// of chains; never another vehicle (a four-wheel drive's exemption is R-2's chains), another
  /// place or time, or a word of the road.
  static let allowanceWords: Set<String> = [
    "tires", "tire", "tyres", "traction", "trac", "snow", "winter", "ok", "okay", "allowed", "permitted",
    "acceptable", "in", "lieu", "of", "place", "instead", "chains", "may", "use", "be", "used", "can", "for", "on",
    "passenger", "pass", "vehicles", "vehicle", "veh", "cars", "car", "autos", "light", "under", "10k", "10,000",
    "10000", "gvw", "lbs", "not", "towing", "and", "the", "are", "is", "with",
  ]

  /// Whether a clause lets cars with snow tires proceed without chains and says nothing else:
  /// "Passenger cars with snow tires on two drive wheels may proceed without chains" (Caltrans'
  /// R-1), never a four-wheel drive's ("4 wheel drive"), another place or another time.
  static func isCarsTireExemption(_ tokens: [String]) -> Bool {
    guard carsProceedWithoutChains(tokens) == .restriction(.tractionRequired) else { return false }
    let words: Set<String> = [
      "passenger", "cars", "car", "autos", "light", "trucks", "and", "with", "snow", "winter", "traction", "tires",
      "tire", "on", "at", "least", "two", "2", "drive", "wheels", "may", "can", "proceed", "continue", "travel",
      "without", "chains", "are", "exempt", "from", "allowed", "the", "vehicles",
    ]
    // "drive wheels" are a car's; "wheel drive" is a drivetrain's exemption.
    let drivetrain = tokens.indices.contains {
      $0 + 1 < tokens.count && tokens[$0] == "wheel" && tokens[$0 + 1] == "drive"
    }
    return !drivetrain && tokens.allSatisfy(words.contains)
  }

  /// The sign that chain controls are up, saying no more than where or since when: "Chain controls
  /// in effect", "Chain controls are in effect on SR-431 Mt. Rose Highway", "Chain control
  /// effective from".
  static func isGenericChainControl(_ clause: String) -> Bool {
    // "Chain Controls: chains or snow tires required": the sign alone, as a header of its rule.
    if ["chain controls", "chain control", "chain restrictions"].contains(clause) { return true }
    // "CHAIN CONTROLS SR-431: CHAINS OR SNOW TIRES REQUIRED": the sign and its road, as a header.
    for header in ["chain controls ", "chain control "] where clause.hasPrefix(header) {
      let rest = clause.dropFirst(header.count).split(separator: " ").map(String.init)
      if let first = rest.first, rest.count <= 4,
        Lexicon.routePrefixes.contains(first) || RestrictionClassifier.isRouteToken(first),
        rest.dropFirst().allSatisfy({ RestrictionClassifier.isNumber($0) || Lexicon.highwayWords.contains($0) })
      {
        return true
      }
    }
    let signs = [
      "chain controls in effect", "chain control in effect", "chain restrictions in effect",
      "chain controls are in effect", "chain control is in effect", "chain control effective from",
      "chain controls effective from", "chain control effective",
    ]
    guard let sign = signs.first(where: { clause == $0 || clause.hasPrefix($0 + " ") }) else { return false }
    // The legacy signs stood for more after them; the newer ones only for a place or a time.
    if ["chain controls in effect", "chain control in effect", "chain restrictions in effect"].contains(sign) {
      return true
    }
    let rest = clause.dropFirst(sign.count).split(separator: " ").map(String.init)
    guard let first = rest.first else { return true }
    let rule: Set<String> = [
      "chains", "chain", "required", "tires", "vehicles", "vehicle", "except", "all", "r", "level", "traction", "not",
      "no", "until", "only", "trucks",
    ]
    return ["on", "from", "at", "between", "over", "for", "in", "near"].contains(first)
      && !rest.contains(where: rule.contains)
  }

  /// How many lists are being read whole, one inside another.
  @TaskLocal static var listRounds = 0

  /// `words` with a rule and the alternatives cut from it at its commas read as one clause: "vehicles
  /// must have tire chains", "adequate snow tires", "or all wheel drive" is a traction requirement.
  /// Only a rule followed by clauses of equipment alone, the last beginning with "or".
  static func joinedLists(_ words: RoadWords) -> RoadWords {
    // A list read whole is read again by the reader, which may cut it again: a few rounds at most.
    guard listRounds < 3 else { return words }
    var words = words
    var index = 0
    while index < words.statements.count {
      defer { index += 1 }
      guard let level = words.statements[index].level, Lexicon.ruleLevels.contains(level) else { continue }
      var end = index + 1
      while end < words.statements.count, end - index <= 3,
        isExplanation(words.statements[end].clause.split(separator: " ").map(String.init))
      {
        end += 1
      }
      // (Or a list's last part holding its "or": "Vehicles must have chains, adequate snow tires or
      // be 4WD/AWD"), never a rule of its own ("Chains or snow tires required").
      // (Only after a rule whose verb takes the list as its object: "must have", "need".)
      let last = words.statements[end - 1].clause
      let ruleWords = words.statements[index].clause.split(separator: " ")
      let listEnd =
        end - index == 2 && last.contains(" or ")
        && ruleWords.contains(where: { ["have", "need", "needs", "carry"].contains($0) })
        && ruleWords.last.map({ !["required", "effect"].contains($0) }) == true
        && !last.split(separator: " ").contains(where: {
          ["required", "require", "requires", "must", "mandatory", "effect", "advised", "recommended", "need", "needs"]
            .contains($0)
        })
      guard end - index >= 2, last.hasPrefix("or ") || listEnd else { continue }
      // "Traction Law in effect. 4WD/AWD with M+S or 3PMSF tires, or chains required.": what the
      // text spells out a car must have stands, even where it asks more than the rule's name (a
      // car without four-wheel drive needs chains).
      let spelled = words.statements[(index + 1)..<end].map(\.clause).joined(separator: " ")
      if var stated = $listRounds.withValue(listRounds + 1, operation: { RoadWords.read(spelled) }).level(for: .both),
        Lexicon.ruleLevels.contains(stated),
        stated.rank > level.rank
      {
        // ("All vehicles must have 4WD/AWD with M+S or 3PMSF tires, or chains": every vehicle needs
        // one of them, which asks chains of a car without four-wheel drive, never of every car.)
        let said = spelled.split(separator: " ").map(String.init)
        if stated == .chainsAll, said.contains("or"),
          said.contains(where: { ["tires", "tyres", "drive", "awd", "4wd", "3pmsf", "devices"].contains($0) })
        {
          stated = .chainsRequired
        }
        words.statements[index].meaning = .restriction(stated)
        for other in (index + 1)..<end { words.statements[other].meaning = .information }
        continue
      }
      guard !words.statements[index].isAgencyTerm else { continue }
      let whole = words.statements[index..<end].map(\.clause).joined(separator: " ")
      // Alternatives only ever ease the rule, never below a requirement ("… or carry and use chains").
      guard let joined = $listRounds.withValue(listRounds + 1, operation: { RoadWords.read(whole) }).level(for: .both),
        Lexicon.ruleLevels.contains(joined),
        joined.rank <= level.rank, joined.rank >= RestrictionLevel.tractionRequired.rank
      else { continue }
      words.statements[index].meaning = .restriction(joined)
      for other in (index + 1)..<end { words.statements[other].meaning = .information }
    }
    return words
  }

  /// What a clause means beside the others: nil when it stays as read.
  static func meaning(
    of tokens: [String], beside rules: [RestrictionLevel], after previous: RoadWords.Statement?,
    current: RoadWords.Statement.Meaning
  ) -> RoadWords.Statement.Meaning? {
    guard let first = tokens.first else { return nil }
    // "CHAIN UP AREA AT MP 64 FULL": drivers are chaining up, so a chain rule may be in force; never
    // `open` ("The chain station is not in use" is the station's).
    if tokens.contains("chain") || tokens.contains("chainup"),
      tokens.contains(where: { ["area", "areas", "station", "stations", "installers"].contains($0) }),
      tokens.contains(where: { ["full", "busy", "crowded", "congested", "overflowing"].contains($0) }),
      !tokens.contains(where: { ["not", "no"].contains($0) })
    {
      return .unrecognised
    }
    // "Road Closed signs removed", "Barricades have been removed": the closure's signs taken away.
    if tokens.contains(where: ["sign", "signs", "barricade", "barricades", "barriers", "gates", "gate"].contains),
      tokens.contains(where: ["removed", "pulled"].contains)
        || Wording(tokens.joined(separator: " ")).hasAny([
          "taken down"
        ]),
      !tokens.contains(where: ["not", "no", "will", "until", "before", "once", "when", "after", "being"].contains)
    {
      return .lifting
    }
    // "Vehicles not meeting requirements will be turned around at the Gravel Pit", "Vehicles without
    // proper tires may be turned back": the rule beside it, enforced; nothing more.
    if current == .unrecognised || current == .restriction(.unknown), !rules.isEmpty, isEnforcement(tokens) {
      return .information
    }
    // "CMVs must install chains at MP 212. Passenger vehicles exempt.": cars let off a rule.
    if current == .unrecognised, ["exempt", "exempted"].contains(tokens.last ?? ""), ClauseStatement.namesACar(tokens) {
      return .information
    }
    // "Cleared: crash on I-87 Northbound at Exit 26": an event's label told as over.
    if ["cleared", "resolved", "ended", "over"].contains(first), current != .lifting, current.level?.isClosure != true,
      !tokens.contains(where: ["not", "no", "will", "may", "until", "expected", "closed", "closure"].contains)
    {
      return .information
    }
    // A rule enforced: "vehicles without 4WD/AWD or chains will be turned around".
    if current == .unrecognised || current == .restriction(.unknown), let level = enforcedRule(tokens) {
      return .restriction(level)
    }
    if current.level?.isClosure == true, isClosureLater(tokens),
      !tokens.contains(where: { ["closed", "remains", "remain", "is", "now"].contains($0) })
    {
      return .information
    }
    // "2 of 2 lanes closed alternately": the lanes take turns, traffic passes.
    if current == .restriction(.closed), tokens.contains(where: { ["alternately", "alternating"].contains($0) }),
      tokens.contains(where: Lexicon.laneWords.contains)
    {
      return .restriction(.trafficDelays)
    }
    // Caltrans' R-1 told as an exemption: "Passenger cars and light trucks with snow tires on at least
    // two drive wheels may proceed without chains" asks a car for snow tires; with no tires named
    // ("Passenger vehicles may proceed without chains") it lifts the rule for a car.
    if current == .unrecognised || current == .restriction(.unknown), let level = carsProceedWithoutChains(tokens) {
      return level
    }
    // "Otherwise chains are required" after a traction rule: what a car without the tires needs.
    if tokens.first == "otherwise", rules.contains(where: { $0 == .tractionRequired || $0 == .tractionAdvised }) {
      return .information
    }
    // "Traction tires required; vehicles without traction tires must chain up": the same, told of
    // the vehicles without the tires.
    // ("2WD vehicles without them must use chains": the tires the rule before names.)
    if rules.contains(.tractionRequired), let without = tokens.firstIndex(of: "without"),
      tokens[(without + 1)...].prefix(3).contains(where: { ["tires", "tire", "tyres", "them"].contains($0) }),
      tokens.contains(where: { ["chain", "chains"].contains($0) }),
      tokens[..<without].allSatisfy({
        [
          "passenger", "vehicles", "vehicle", "cars", "all", "those", "any", "2wd", "two", "wheel", "drive", "front",
          "rear", "fwd", "rwd",
        ].contains($0)
      }),
      !tokens.contains(where: {
        RestrictionClassifier.closureWords.contains($0) || ["not", "no", "until"].contains($0)
      })
    {
      return .information
    }
    // "Chain-up area at Mile Marker 69 eastbound": a facility named, and where.
    if current == .unrecognised, isFacilityNamed(tokens) { return .information }
    // "Checkpoint at the mouth of the canyon", beside the rule it checks: where, and nothing more.
    if current == .unrecognised, !rules.isEmpty, tokens.first == "checkpoint",
      isFacilityNamed(["rest", "area"] + tokens.dropFirst())
    {
      return .information
    }
    // "Los Angeles Co", "Nevada Co": a county's name, where.
    if current == .unrecognised, let last = tokens.last, ["co", "county", "cos"].contains(last), tokens.count <= 4,
      !tokens.contains(where: { ClauseStatement.barred.contains($0) || Lexicon.ordinaryBarred.contains($0) })
    {
      return .information
    }
    // "Passenger vehicles: no restrictions": whom the next words speak of, a label.
    if current == .unrecognised,
      tokens.allSatisfy({
        ["passenger", "vehicles", "vehicle", "cars", "all", "other", "light", "motorists", "autos"].contains($0)
      }), tokens.contains(where: { ["passenger", "cars", "motorists", "autos"].contains($0) })
    {
      return .information
    }
    // Cleared or ended: "The earlier collision blocking the left lane has been cleared", "Earlier
    // single lane alternating traffic has ended", "The ramp closure at Exit 38 ended at 5 a.m.".
    if current != .lifting, current != .information, isEnded(tokens) {
      return current.level?.isClosure == true ? .lifting : .information
    }
    guard current == .unrecognised || current == .restriction(.unknown) else {
      // "Rest area closed at Canyon Hot Springs. Closed for the winter season.": a closure with no
      // subject right after a facility's closure is the facility's.
      if current.level?.isClosure == true, isSubjectless(tokens), let previous, previous.meaning == .information,
        isFacilityClosure(previous.clause)
      {
        return .information
      }
      // "Highway 11 Northbound at Temagami Truck Inspection Station - Closed": the facility the
      // label names is what closed.
      if current.level?.isClosure == true, tokens.count <= 2, isSubjectless(tokens), let previous,
        previous.meaning == .unrecognised,
        Wording(previous.clause).hasAny(Lexicon.facilities),
        !Wording(previous.clause).hasAny(["lane", "lanes", "road closed"]), !isStretch(previous.clause)
      {
        return .information
      }
      return nil
    }
    // Beside a rule, what it asks of tires and drive, and whom it exempts.
    if !rules.isEmpty, isExplanation(tokens) { return .information }
    // Beside chains on all, whom it binds: "All passenger vehicles", "including four wheel and all
    // wheel drive vehicles".
    if rules.contains(.chainsAll), isWhomChainsBind(tokens) { return .information }
    // "Chains recommended but not required": the rest of an advice.
    if rules.contains(.tractionAdvised),
      ["not required", "not mandatory", "but not required"].contains(
        tokens.joined(separator: " "))
    {
      return .information
    }
    if isService(tokens) || isSpeedLimit(tokens) || isLaneSurface(tokens) || isClosureLater(tokens)
      || ClauseStatement.isOrdinary(tokens)
    {
      return .information
    }
    if let level = delaysTold(tokens) { return .restriction(level) }
    return nil
  }

  /// "Passing lanes snow covered", "right lane slushy": the surface of some lanes, a report.
  static func isLaneSurface(_ tokens: [String]) -> Bool {
    let rest = tokens.filter { !Lexicon.laneWords.contains($0) && !Lexicon.laneQualifiers.contains($0) && $0 != "the" }
    // "Rocks in left and right lanes": something lying there, not the surface.
    guard rest.count < tokens.count, !rest.isEmpty, ClauseStatement.obstruction(tokens) == nil else { return false }
    let surface: Set<String> = ["covered", "partly", "partially", "mostly", "and", "with", "in", "spots", "places"]
    return rest.allSatisfy { RestrictionClassifier.reportWords.contains($0) || surface.contains($0) }
      && !rest.contains(where: { ["reduced", "limited", "closed", "blocked"].contains($0) })
  }

  /// "The snow gates are expected to close for the season in mid-November": a closure months or
  /// weeks away, which says nothing of the road now.
  static func isClosureLater(_ tokens: [String]) -> Bool {
    let clause = " " + tokens.joined(separator: " ") + " "
    guard
      [
        " expected to close ", " scheduled to close ", " set to close ", " planned to close ", " will close ",
        // "ODOT plans a full closure of OR 35 … in spring 2027".
        " plans a full closure ", " plans a closure ", " plans to close ", " is planning a full closure ",
        " is planning to close ",
      ]
      .contains(where: clause.contains)
    else { return false }
    let later: Set<String> = [
      "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
      "december", "mid", "month", "months", "spring", "summer", "fall", "autumn", "weeks", "next", "season", "seasonal",
    ]
    let soon: Set<String> = ["today", "tonight", "now", "immediately", "am", "pm", "hour", "hours", "minutes", "noon"]
    return tokens.contains(where: later.contains) && !tokens.contains(where: soon.contains)
      && tokens.contains(where: {
        [
          "january", "february", "march", "april", "june", "july", "august", "september",
          "october", "november", "december", "mid", "spring", "summer", "fall", "autumn", "weeks", "month", "months",
        ]
        .contains($0)
      })
  }

  /// "Speed limit 45 mph", "the speed limit is 55 mph": the posted limit, nothing restricted.
  static func isSpeedLimit(_ tokens: [String]) -> Bool {
    guard
      let at = tokens.indices.first(where: {
        tokens[$0] == "speed" && $0 + 1 < tokens.count && tokens[$0 + 1] == "limit"
      })
    else { return false }
    let rest = tokens[(at + 2)...].filter { !["is", "of", "posted", "at", "the"].contains($0) }
    return tokens[..<at].allSatisfy({ ["the", "posted"].contains($0) }) && rest.count == 2
      && RestrictionClassifier.isNumber(rest[rest.startIndex])
      && ["mph", "km", "kmh"].contains(rest[rest.startIndex + 1])
  }

  /// Delays told in the shorthand of signs and dispatch: "20 min holds", "1-way controlled
  /// traffic", "one way traffic control"; nil for anything else.
  static func delaysTold(_ tokens: [String]) -> RestrictionLevel? {
    let clause = " " + tokens.joined(separator: " ") + " "
    let told = [
      " min holds ", " minute holds ", " min hold ", " minute hold ", " 1 way controlled traffic ",
      " one way controlled traffic ", " one way traffic control ", " 1 way traffic control ", " controlled traffic ",
    ]
    guard told.contains(where: clause.contains) else { return nil }
    let barred: Set<String> = ["closed", "closure", "indefinitely", "until", "not", "no", "chains", "chain"]
    return tokens.contains(where: barred.contains) ? nil : .trafficDelays
  }

  /// Whether a clause only tells when the road reopens: "Estimated time of re-opening Fri Jan 13",
  /// "ETA 4 pm", "expected to reopen at noon".
  static func isReopeningTime(_ tokens: [String]) -> Bool {
    // ("The road is expected to be fully open late this afternoon": when it opens again, told of
    // the road.)
    let subject: Set<String> = ["the", "road", "highway", "roadway", "route", "pass", "all", "lanes", "is", "are"]
    let said = Array(tokens.drop(while: subject.contains))
    let clause =
      said.count < tokens.count && said.starts(with: ["expected", "to"])
      ? said.joined(separator: " ") : tokens.joined(separator: " ")
    let starts = [
      "estimated time of reopening", "estimated time of re opening", "eta ", "expected to reopen",
      "expected to be fully open", "expected to be fully reopened", "expected to be open", "expected to be reopened",
    ]
    guard starts.contains(where: { clause.hasPrefix($0) }) else { return false }
    return !tokens.contains(where: { ["closed", "closure", "no", "not", "unknown", "until"].contains($0) })
  }

  // MARK: Rules

  /// Whether a clause only tells four-wheel drive bound too: "4x4 included", "including 4WD/AWD",
  /// "no exceptions, incl 4x4".
  static func isFourWheelDriveIncluded(_ tokens: [String]) -> Bool {
    let drive: Set<String> = ["4wd", "awd", "4x4", "4x4s", "wheel", "drive", "four", "all"]
    let words = drive.union(["included", "including", "incl", "no", "exceptions", "vehicles", "and", "or", "too"])
    return tokens.contains(where: { ["included", "including", "incl"].contains($0) })
      && tokens.contains(where: { drive.contains($0) && $0 != "all" }) && tokens.allSatisfy(words.contains)
  }

  /// Whether a clause only exempts from a chain rule: "All Vehicles Except AWD", "except 4WD/AWD
  /// vehicles", "4x4s with snow tires exempt".
  static func isExemption(_ tokens: [String]) -> Bool {
    guard let at = tokens.firstIndex(where: { ["except", "exempt", "excluding", "exempted"].contains($0) }) else {
      return false
    }
    let drive: Set<String> = ["4wd", "awd", "4x4", "4x4s", "wheel", "drive", "four", "all"]
    guard tokens.contains(where: drive.contains),
      !tokens.contains(where: { ["trucks", "commercial", "towing", "trailers", "not", "no", "closed"].contains($0) })
    else { return false }
    let allowed = equipment.union(["except", "exempt", "excluding", "exempted", "for"])
    return tokens[..<at].allSatisfy(allowed.contains) && tokens[at...].allSatisfy(allowed.contains)
  }

  /// The words of what a chain or traction rule asks of a vehicle: its tires, drive, chains,
  /// tread, and the words that join them.
  static let equipment: Set<String> = [
    "tires", "tire", "tread", "depth", "wheel", "wheels", "drive", "four", "all", "2wd", "4wd", "awd", "4x4", "4x4s",
    "two", "chains", "chain", "traction", "devices", "device", "snow", "mud", "m", "s", "weather", "rated",
    "winter", "studded", "studs", "autosock", "autosocks", "socks", "sock", "mountain", "snowflake", "symbol",
    "3pmsf", "peak", "three", "pmsf", "alternative", "adequate", "approved", "minimum", "least", "inch", "inches",
    "mm", "with", "or", "and", "a", "an", "the", "have", "has", "need", "needs", "must", "use", "using", "be",
    "equipped", "on", "at", "of", "vehicles", "vehicle", "motorists", "drivers", "cars", "passenger", "are", "is",
    "ok", "okay", "exempt", "allowed", "permitted", "acceptable", "fine", "good", "proper", "tyres", "tyre", "in",
    "good", "condition", "either", "required", "requires", "require", "to", "only", "4", "3", "16", "32", "5",
    "6", "fitted", "installed", "carry", "also", "plus", "w", "without",
    // "You can also use chains or an alternative traction device like AutoSock", "tires with the
    // mud/snow (M+S) designation", "so make sure your tires have at least 3/16\" of tread", "or chains/ATD".
    "you", "your", "can", "like", "such", "as", "designation", "designated", "marked", "so", "make", "sure", "atd",
    "atds",
    // "Tires with the mountain/snowflake icon", "All tires must have a minimum one-eighth inch tread".
    "icon", "logo", "one", "eighth", "quarter", "half", "8",
  ]

  /// Words that would make a clause about equipment say more than what a rule asks: a closure, a
  /// lifting, a class of vehicle named apart, a place beyond.
  static let notExplaining: Set<String> = [
    "not", "no", "closed", "closure", "including", "incl", "includes", "except", "excluding", "trucks", "truck",
    "commercial", "trailers", "trailer", "towing", "over", "lifted", "removed", "prohibited", "banned",
  ]

  /// Whether a clause only says what a rule stated beside it asks of a car's tires, drive and
  /// chains, or whom it exempts: "M+S or all-weather tires with a minimum 3/16-inch tread", "or
  /// 2WD with chains/traction devices", "4WD/AWD with M+S tires OK", "chains".
  static func isExplanation(_ tokens: [String]) -> Bool {
    let substantive: Set<String> = [
      "tires", "tire", "tread", "chains", "chain", "traction", "2wd", "4wd", "awd", "4x4", "4x4s", "studded",
      "autosock", "autosocks", "devices", "device", "wheel", "tyres", "atd", "atds",
    ]
    guard tokens.contains(where: substantive.contains), !tokens.contains(where: notExplaining.contains) else {
      return false
    }
    return tokens.allSatisfy { equipment.contains($0) || RestrictionClassifier.isNumber($0) }
  }

  /// What a clause that lets cars proceed without chains says for a car: traction required when it
  /// names the tires they need, a lifting when it names none; nil for any other clause.
  static func carsProceedWithoutChains(_ tokens: [String]) -> RoadWords.Statement.Meaning? {
    let clause = " " + tokens.joined(separator: " ") + " "
    let phrases = [
      " may proceed without chains ", " can proceed without chains ", " may continue without chains ",
      " are exempt from chains ", " are allowed without chains ", " may travel without chains ",
    ]
    guard
      ASCIIText.contains(anyOf: phrases, in: clause, ignoringCase: false) ?? phrases.contains(where: clause.contains),
      ["passenger", "cars", "autos", "light"].contains(where: { tokens.contains($0) }),
      !tokens.contains(where: {
        ["not", "no", "trucks", "commercial", "towing", "until", "will"].contains($0) && $0 != "trucks"
      })
    else { return nil }
    let tires = tokens.contains { ["tires", "tire", "tyres", "m", "4wd", "awd", "4x4"].contains($0) }
    return tires ? .restriction(.tractionRequired) : .lifting
  }

  /// Whether a clause names a facility and where it is: "Chain-up area at Mile Marker 69
  /// eastbound", or by the name before it: "Eisenhower Tunnel rest area", "Brookmere Chain-Off Area".
  static func isFacilityNamed(_ tokens: [String]) -> Bool {
    let clause = tokens.joined(separator: " ")
    if let place = (Lexicon.facilities + Lexicon.servicePlaces).first(where: { clause.hasSuffix(" " + $0) }) {
      let name = tokens.dropLast(place.split(separator: " ").count)
      // A name has no verb's place in it: "frobnicate at rest area" says something of the rest area.
      let joining: Set<String> = [
        "at", "on", "in", "near", "to", "for", "from", "by", "with", "into", "onto", "is", "are", "was", "were", "be",
        "and", "or", "but", "of", "off", "over", "past", "via", "the", "a", "an", "use", "using",
      ]
      if (1...4).contains(name.count),
        !name.contains(where: {
          joining.contains($0) || ClauseStatement.barred.contains($0) || Lexicon.ordinaryBarred.contains($0)
            || RestrictionClassifier.closureWords.contains($0) || RoadTerms.roadStateWords.contains($0)
        })
      {
        return true
      }
    }
    guard let place = (Lexicon.facilities + Lexicon.servicePlaces).first(where: { clause.hasPrefix($0 + " ") }) else {
      return false
    }
    let rest = tokens.dropFirst(place.split(separator: " ").count)
    guard let first = rest.first, ["at", "near", "on", "in", "between"].contains(first) else { return false }
    return !rest.contains { ClauseStatement.barred.contains($0) || Lexicon.ordinaryBarred.contains($0) && $0 != "exit" }
  }

  /// Whether a clause only names the vehicles a rule binds, every one included: "All passenger
  /// vehicles", "including four wheel and all wheel drive vehicles", "incl 4WD/AWD".
  static func isWhomChainsBind(_ tokens: [String]) -> Bool {
    let words: Set<String> = [
      "all", "passenger", "vehicles", "vehicle", "cars", "including", "incl", "includes", "four", "wheel", "drive",
      "and", "4wd", "awd", "4x4", "4x4s", "the", "every", "motorists", "all-wheel", "with", "without", "exception",
      "exceptions", "no",
    ]
    return tokens.contains(where: { ["all", "including", "incl", "every"].contains($0) })
      && tokens.allSatisfy(words.contains) && !(tokens.contains("except") || tokens.contains("exempt"))
  }

  /// Whether a clause only says a rule is enforced on those who do not meet it, where: "Vehicles not
  /// in compliance will be turned around at the canyon mouth".
  static func isEnforcement(_ tokens: [String]) -> Bool {
    let acts: Set<String> = ["turned", "cited", "ticketed", "fined", "denied", "refused"]
    guard let act = tokens.firstIndex(where: acts.contains) else { return false }
    let subject: Set<String> = [
      "vehicles", "vehicle", "cars", "motorists", "drivers", "not", "in", "compliance", "meeting", "requirements",
      "requirement", "the", "without", "proper", "adequate", "appropriate", "required", "equipment", "tires", "chains",
      "traction", "devices", "that", "who", "do", "does", "meet", "those", "non", "compliant", "will", "may", "be",
      "can", "are", "being",
    ]
    let after: Set<String> = ["around", "back", "at", "the", "away"]
    return tokens[..<act].allSatisfy(subject.contains)
      && tokens[..<act].contains(where: { ["vehicles", "vehicle", "cars", "motorists", "drivers"].contains($0) })
      && tokens[(act + 1)...].prefix(2).allSatisfy(after.contains)
  }

  /// The rule a checkpoint enforces: "vehicles without 4WD/AWD or chains will be turned around",
  /// "vehicles without winter tires may be turned back", "cars without chains are not allowed past
  /// Kingvale": what the vehicle must have, read as "… required". Nil for anything else.
  static func enforcedRule(_ tokens: [String]) -> RestrictionLevel? {
    // "Rental cars with all-season tires will be turned around": tires a rule does not take.
    if let with = tokens.firstIndex(of: "with"), with <= 3,
      tokens[..<with].allSatisfy({ ["vehicles", "cars", "rental", "rentals", "passenger", "any"].contains($0) }),
      let turned = tokens.firstIndex(where: { ["turned", "denied", "refused", "cited", "fined"].contains($0) }),
      turned > with,
      tokens[(with + 1)..<turned].allSatisfy({
        ["all", "season", "summer", "bald", "worn", "tires", "tyres", "only", "will", "be", "are", "may"].contains($0)
      }), tokens[(with + 1)..<turned].contains(where: { ["season", "summer", "bald", "worn"].contains($0) })
    {
      return .tractionRequired
    }
    guard let without = tokens.firstIndex(of: "without"), without <= 3,
      tokens[..<without].allSatisfy({
        ["vehicles", "cars", "motorists", "drivers", "all", "any", "passenger", "rental"].contains($0)
      })
    else { return nil }
    let enforcing: [[String]] = [
      ["turned", "around"], ["turned", "back"], ["not", "allowed"], ["not", "permitted"], ["denied"], ["refused"],
      ["cited"], ["ticketed"], ["fined"], ["prohibited"], ["not", "be", "allowed"], ["stopped"],
    ]
    let rest = Array(tokens[(without + 1)...])
    guard
      let end = rest.firstIndex(where: {
        ["will", "may", "can", "are", "must", "shall", "could", "be", "being", "not", "turned", "prohibited"].contains(
          $0)
      }),
      end > 0
    else { return nil }
    let tail = Array(rest[end...])
    let enforced = enforcing.contains { phrase in
      tail.indices.contains { Array(tail[$0...].prefix(phrase.count)) == phrase }
    }
    guard enforced else { return nil }
    let asked = Array(rest[..<end])
    guard asked.allSatisfy({ equipment.contains($0) || RestrictionClassifier.isNumber($0) }) else { return nil }
    let clause = (asked + ["required"]).joined(separator: " ")
    // Read whole, as the rule would be written ("winter tires or chains required"); it holds no
    // "without", so this step does not come back here.
    guard let level = RoadWords.read(clause).level(for: .both), Lexicon.ruleLevels.contains(level) else { return nil }
    return level
  }

  // MARK: Cleared, ended, beside the road

  /// Whether a clause tells that what it names has ended: "… has been cleared", "… has ended",
  /// "… ended at 5 a.m.", never with a hedge or a word of what is to come.
  static func isEnded(_ tokens: [String]) -> Bool {
    let endings: [[String]] = [
      ["has", "been", "cleared"], ["have", "been", "cleared"], ["has", "ended"], ["have", "ended"], ["ended"],
      ["is", "over"], ["has", "cleared"], ["have", "cleared"],
    ]
    guard
      let (at, length) = tokens.indices.lazy.compactMap({ index -> (Int, Int)? in
        endings.first { Array(tokens[index...].prefix($0.count)) == $0 }.map { (index, $0.count) }
      }).first
    else { return false }
    let hedges: Set<String> = [
      "not", "no", "will", "may", "might", "could", "until", "expected", "when", "if", "once", "after", "before",
      "still", "remain", "remains", "but", "yet", "except", "only", "however",
    ]
    if tokens.contains(where: hedges.contains) { return false }
    // What ended is an event or a restriction told as earlier, or a lane's or ramp's blockage.
    let subject = Set(tokens[..<at])
    let events: Set<String> = [
      "earlier", "previous", "previously", "collision", "crash", "incident", "stall", "stalled", "disabled",
      "rollover", "jackknife", "jackknifed", "spin", "wreck",
      "alternating", "closure", "closures", "blockage", "hold", "holds", "delays", "delay", "lane", "lanes", "ramp",
      "ramps", "shoulder", "restriction", "restrictions", "spinout", "debris", "hazard", "event", "work",
    ]
    guard !subject.isDisjoint(with: events) else { return false }
    // What comes after is a time or a place at most: "ended at 5 a.m.", "cleared as of 2:15 p.m.".
    return tokens[(at + length)...].allSatisfy {
      [
        "at", "as", "of", "by", "around", "about", "this", "morning", "afternoon", "evening", "today", "a", "p", "m",
        "am", "pm", "noon", "midnight", "for", "the", "season", "winter", "year",
      ].contains($0) || RestrictionClassifier.isNumber($0) || ClauseStatement.isStamp($0)
    }
  }

  /// Whether a label names a stretch of road from or to a facility ("Rest area to Rawlins",
  /// "Elk Mountain Rest Area to Walcott Junction"): the road between, never the facility.
  static func isStretch(_ clause: String) -> Bool {
    let tokens = clause.split(separator: " ")
    return tokens.contains("to") || tokens.contains("between") || tokens.contains("thru")
      || tokens.contains("through")
  }

  /// Whether a clause has no subject before its closure: "Closed for the winter season".
  static func isSubjectless(_ tokens: [String]) -> Bool {
    // "Seasonal closure", "Temporary closure": a closure's kind, no subject either.
    let tokens =
      tokens.first.map({ ["seasonal", "temporary", "winter"].contains($0) }) == true
      ? Array(tokens.dropFirst()) : tokens
    guard let first = tokens.first else { return false }
    return ["closed", "closure", "closes", "closing"].contains(first)
      && !tokens.contains(where: { Lexicon.highwayWords.contains($0) || Lexicon.laneWords.contains($0) })
  }

  /// Whether a clause closes a facility beside the road ("Rest area closed at Canyon Hot Springs").
  static func isFacilityClosure(_ clause: String) -> Bool {
    let tokens = clause.split(separator: " ").map(String.init)
    return tokens.contains(where: RestrictionClassifier.closureWords.contains)
      && ClauseStatement.subject(tokens, wording: Wording(clause)) == .facility
  }

  /// Whether a clause tells only of the services, permits, parking or use of the places beside the
  /// road: "Snow chains are available for purchase at the Kingvale gas station", "Chain installers
  /// are available at Twin Bridges", "Sno-Park permits are required at Hyak", "Truck parking at the
  /// Vantage rest area is full", "The Morrison chain station is not in use", "Motorists can use the
  /// rest area at Gold Run", "Rest Area", "Next rest area Albert Canyon".
  static func isService(_ tokens: [String]) -> Bool {
    let clause = tokens.joined(separator: " ")
    let wording = Wording(clause)
    let facility = wording.hasAny(Lexicon.facilities + Lexicon.servicePlaces)
    let barred: Set<String> = [
      "closed", "closure", "closures", "blocked", "blocking", "lane", "lanes", "road", "highway", "traffic", "delays",
      "turned", "stopped", "prohibited", "only", "until", "must", "wait", "attempt", "not", "reopens",
    ]
    // "All vehicles use the rest area", "use chain up area at Kingvale": every driver sent off the
    // road, or to fit chains, is no service.
    if tokens.contains(where: { ["all", "chain", "chains"].contains($0) }), wording.hasAny(["use", "chain up at"]),
      !wording.hasAny(["in use"])
    {
      return false
    }
    let outOfUse = ["not in use", "is full", "are full", "unavailable", "is not available", "are not available"]
    // (Out of use says no more than "not": "Rest area unavailable due to the closure of SR 20"
    // tells the road closed.)
    let outOfUseOnly =
      facility && wording.hasAny(outOfUse) && tokens.allSatisfy({ !barred.contains($0) || $0 == "not" })
    if tokens.contains(where: barred.contains) && !outOfUseOnly {
      return false
    }
    // "Rest Area", "Chain Up Area": a facility's name alone, an event's label.
    if facility, tokens.count <= 6, tokens.allSatisfy({ !RestrictionClassifier.signalWords.contains($0) }),
      Lexicon.facilities.contains(where: {
        clause == $0 || clause == "next " + $0 || clause.hasPrefix("next " + $0 + " ")
      })
    {
      return true
    }
    if wording.hasAny(Lexicon.services) && !tokens.contains("not") && !tokens.contains("no") { return true }
    if facility,
      wording.hasAny(
        outOfUse + [
          "permits are required", "permit required", "permits required", "can use", "may use", "should use", "use the",
        ])
    {
      return true
    }
    return false
  }
}
