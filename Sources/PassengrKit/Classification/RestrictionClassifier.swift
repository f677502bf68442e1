import FoundationEssentials

/// Reads restriction text and says what it means, failing closed.
///
/// The text is cleaned (invisible characters, entities, white space), cut into clauses, and each
/// clause is read as one of: a known restriction (with its level), a known lifting (an explicit
/// statement that nothing restricts travel, standing as the clause's predicate), known information
/// that sets no level (a reason, a season, advice), or unrecognised. The clauses combine by
/// `RestrictionLevel.rank`: an unrecognised clause counts `unknown`, so it outranks an opening
/// beside it, and `open` needs at least one lifting and nothing else but information.
///
/// Negation, future and scope words attach to the clause they stand in: "not open", "will open at
/// noon", "expected to reopen", "open to emergency vehicles only" and "open with chains" are never
/// `open`; they read closed, the restriction they name, or unknown.
enum RestrictionClassifier {
  /// What one clause says.
  enum Reading: Equatable, Sendable {
    /// A restriction at this level (a closure, chains, delays).
    case restriction(RestrictionLevel)
    /// An explicit statement that nothing restricts travel: "No restrictions", "Pass is open".
    case lifting
    /// Known words that set no level: "Due to snow", "For the season", "Use caution".
    case information
    /// Words we do not recognise: they count `unknown`, never open.
    case unrecognised
  }

  /// The level `text` describes: what the one reader, `RoadWords`, reads of it over both
  /// directions.
  static func classify(_ text: String) -> RestrictionLevel {
    RoadWords.read(text).level
  }

  /// Whom an opening opens to, every car among them: "… reopened to westbound traffic", "open to
  /// passenger vehicles".
  static let openedTo: [[String]] = [
    ["to", "westbound", "traffic"], ["to", "eastbound", "traffic"], ["to", "northbound", "traffic"],
    ["to", "southbound", "traffic"], ["to", "all", "traffic"], ["to", "all", "vehicles"],
    ["to", "passenger", "vehicles"], ["to", "passenger", "cars"],
  ]

  /// Each clause of `text` with what it says, for `classify` and for the tests' generated texts.
  static func readings(_ text: String) -> [(clause: String, reading: Reading)] {
    clauses(of: text).map { ($0, read(clause: $0)) }
  }

  // MARK: One clause

  /// Whether a clause is two liftings joined by "and": "The highway is not affected and all lanes
  /// remain open".
  static func isEachPartLifting(_ tokens: [String]) -> Bool {
    guard tokens.count >= 5, let and = tokens.firstIndex(of: "and"), and >= 2, tokens.count - and >= 3 else {
      return false
    }
    return read(clause: tokens[..<and].joined(separator: " ")) == .lifting
      && read(clause: tokens[(and + 1)...].joined(separator: " ")) == .lifting
  }

  /// What one normalised clause says.
  static func read(clause: String) -> Reading {
    // "Pay close attention to flaggers", "keep a close eye on conditions": near, not shut.
    for near in [" close attention ", " close eye ", " close watch "] where " \(clause) ".contains(near) {
      let plain = " \(clause) ".replacing(near, with: " \(near.dropFirst(7))")
      return read(clause: String(plain.dropFirst().dropLast()))
    }
    let words = " \(clause) "
    let wording = Wording(clause)
    func hasAny(_ phrases: [String]) -> Bool { wording.hasAny(phrases) }
    let tokens = clause.split(separator: " ").map(String.init)

    if hasAny([
      "no current information", "no information", "information not available", "not available", "unavailable",
      "no data",
    ]) {
      return .unrecognised
    }
    // "The pass reopened to westbound traffic at 4:10 p.m.": that way's opening, which the clause's
    // direction tells.
    // ("… reopened to all traffic", "open to passenger vehicles": every car.)
    var opened = tokens
    if let (at, length) = tokens.indices.lazy.compactMap({ index -> (Int, Int)? in
      guard ["reopened", "opened", "open", "reopens"].contains(tokens[index]),
        let phrase = Self.openedTo.first(where: { tokens[(index + 1)...].starts(with: $0) })
      else { return nil }
      return (index, phrase.count)
    }).first {
      opened.removeSubrange((at + 1)...(at + length))
    }
    // "The road is open up to the Diablo gate", "now open eastbound to Diablo", "open for 10 miles",
    // "open at Diablo to Rainy Pass": open as far as a place, closed beyond it perhaps.
    if opensOnlyAStretch(opened) { return .unrecognised }
    // "The road is now open at 4:10 p.m.", "open again as of 2 PM", "back open": open now, and
    // the time says since when.
    if let at = opened.firstIndex(where: { ["open", "reopened"].contains($0) }),
      at > 0 && ["now", "back"].contains(opened[at - 1]) || at + 1 < opened.count && opened[at + 1] == "again"
    {
      var plain = opened
      if at + 1 < plain.count, plain[at + 1] == "again" { plain.remove(at: at + 1) }
      if at > 0, ["now", "back"].contains(plain[at - 1]) { plain.remove(at: at - 1) }
      if let time = plain.lastIndex(of: "at"),
        plain[(time + 1)...].allSatisfy({ isNumber($0) || ["am", "pm", "a", "p", "m", "noon"].contains($0) }),
        time + 1 < plain.count
      {
        plain.removeSubrange(time...)
      }
      opened = plain
    }
    // "The requested forecast grid has expired": a stale report, no lifting.
    if ClauseStatement.saysStale(tokens) { return .unrecognised }
    if isOpenStatement(opened) || isNothingReported(tokens) || isLiftingWithReport(tokens) || isNotAffected(tokens)
      || isReopenedAfterPastClosure(tokens) || isOpenedAfter(opened) || isEventCleared(tokens)
      || isOpenForCars(tokens) || isEachPartLifting(tokens)
    {
      return .lifting
    }
    // Words about closures that close nothing: where to learn of them, an incident cleared, avalanche
    // work done. Nothing else in the clause may restrict.
    if hasAny(aboutClosures)
      && !tokens.contains(where: {
        ["not", "no", "until", "will", "remains", "remain", "still", "is", "are"].contains($0)
      })
    {
      return .information
    }

    // An opening that is not a plain statement: negated, future, conditional or partial.
    if let opening = openingReading(tokens, has: hasAny) { return opening }

    let closure = tokens.contains(where: closureWords.contains)
    if closure {
      // Past closures ("previously closed", "was closed") say nothing of now.
      // ("Earlier all lanes were blocked and traffic was diverted at Exit 268".)
      if hasAny([
        "previously closed", "was closed", "were closed", "had been closed", "had closed", "earlier closure",
        "were blocked", "was blocked", "had been blocked",
      ])
        && !hasAny(["is closed", "remains closed", "still closed", "has closed", "have closed", "remain blocked"])
      {
        return .information
      }
      // A closure still to come is not the state now, and not open either; one in force now
      // ("remains closed and will be closed through the weekend") is a closure. So is one hedged
      // ("closures possible") or negated in a way no lifting states.
      // "All lanes will be closed except one lane in each direction", "2 of 2 lanes closed
      // alternately": a lane is left to take turns through.
      if let except = tokens.firstIndex(where: { $0 == "except" || $0 == "but" }),
        tokens[(except + 1)...].prefix(4).contains(where: { $0 == "lane" || $0 == "lanes" }),
        tokens[..<except].contains(where: closureWords.contains)
      {
        return .restriction(.trafficDelays)
      }
      if hasAny(["closed alternately", "closed alternating", "alternately closed"]) {
        return .restriction(.trafficDelays)
      }
      // "A collision partially blocking the roadway": some of it, delays.
      if hasAny(["partially blocking", "partly blocking", "partially blocked", "partly blocked"]),
        !hasAny(["all lanes", "both directions", "fully"]), tokens.filter(closureWords.contains).count == 1
      {
        return .restriction(.trafficDelays)
      }
      if !hasPresentClosure(tokens) || StatedClosure.isQualified(tokens) { return .unrecognised }
      // "Rest area closed", "Sno-Park closed": nothing on the road itself.
      if StatedClosure.isBesideTheRoad(tokens) { return .information }
      if isPartialClosure(tokens) { return .restriction(.trafficDelays) }
      // Closed only to a class of vehicle ("Closed to Light, High Profile Vehicles"): a car is not
      // stopped, but the agency states a hazard as a known state: a travel advisory, never open.
      switch vehicleClass(closedIn: tokens) {
      case .heavy: return .information
      case .highProfile: return .restriction(.travelAdvisory)
      case nil: break
      }
      return .restriction(isSeasonal(words) ? .closedForSeason : .closed)
    }
    // "Travel Not Recommended status removed at 0900", "travel advisory lifted": the advice is over.
    if hasAny([
      "status removed", "status lifted", "advisory removed", "advisory lifted", "advisory cancelled",
      "advisory canceled", "advisory has been lifted", "advisory has been removed", "advisory has been cancelled",
    ]), !tokens.contains(where: closureWords.contains), !hasAny(["chains", "chain", "traction", "except", "until"]) {
      return .lifting
    }
    // "No Travel Advised" is advice (Minnesota's and North Dakota's highest advisory), not "no travel".
    if hasAny([
      "no travel advised", "no travel is advised", "no travel recommended", "no travel is still advised",
      "no travel still advised", "no travel remains advised", "no travel is now advised", "no travel is recommended",
    ])
      || hasAny(["no travel advisory"]) && !hasAny(["lifted", "cancelled", "canceled", "removed", "expired", "ended"])
    {
      return .restriction(.travelAdvisory)
    }
    // "SIGALERT ISSUED FOR ALL NB LNS": California's alert of a major incident, told for every lane
    // of a way, is that way shut.
    if tokens.contains("sigalert"), !hasAny(["cancelled", "canceled", "lifted", "no longer", "ended"]),
      hasAny(["all lanes", "entire roadway", "entire road"]) || ClauseStatement.namesEveryLane(tokens)
    {
      return .restriction(.closed)
    }
    // "Crash involving all lanes", "Collision in all lanes": an incident across every lane.
    if hasAny([
      "involving all lanes", "in all lanes", "across all lanes", "affecting all lanes", "involving both lanes",
      "across both lanes", "affecting both lanes",
    ]),
      tokens.contains(where: {
        [
          "crash", "collision", "incident", "accident", "vehicle", "vehicles", "semi", "truck", "jackknifed", "spill",
          "debris", "rollover", "fire",
        ].contains($0)
      }),
      !hasAny(["open", "reopened", "cleared", "no longer", "not", "partially"])
    {
      return .restriction(.closed)
    }
    if let stop = stoppedTraffic(tokens, has: hasAny) { return stop }
    if let gated = gatedAccess(tokens) { return gated }

    if let chains = chainReading(clause, has: hasAny) { return chains }

    // "No Unnecessary Travel", "travel not advised", "travel is not recommended for campers":
    // advice an agency states as the road's state, a travel advisory (a known state, never open).
    // Advice for towing and heavy vehicles only ("travel is not recommended for campers, trailers
    // or permit loads") restricts nothing for a passenger car.
    // "Travel on Hwy 12 over White Pass is discouraged until conditions improve": the same advice
    // with the road named between.
    let namedAdvice =
      tokens.first == "travel"
      && hasAny([
        "is discouraged", "is strongly discouraged", "is not recommended", "is not advised", "are discouraged",
        "are not recommended", "is highly discouraged",
      ])
    if hasAny(advisories) || namedAdvice || Lexicon.advisesAgainstTravel(tokens)
      || Lexicon.ratesConditionsSevere(tokens)
    {
      if isForTrucksOnly(tokens) { return .information }
      // "Motorists should avoid SR 20 because no traffic is getting through": advice to avoid a road
      // or a forecast of hard travel says no more than advice; beside a word that may say the road
      // is shut it is not understood.
      if hasAny(Self.avoidanceAdviceList), !hasAny(Self.statedAdvisories),
        tokens.contains(where: {
          closureWords.contains($0)
            || [
              "not", "no", "until", "impassable", "blocked", "stopped", "held", "turned", "shut", "nothing", "cannot",
              "unable",
            ].contains($0)
        }) || hasAny(["getting through", "get through", "getting by", "get by"])
      {
        return .unrecognised
      }
      // "Tractor trailers are advised to avoid the Gap": advice whose subject is trucks, every word
      // of it a truck's, and nothing more said.
      if let verb = tokens.firstIndex(where: { ["should", "are", "advised", "must", "urged"].contains($0) }), verb > 0 {
        let truckWords: Set<String> = [
          "tractor", "tractors", "trailers", "trailer", "tandem", "tandems", "doubles", "triples", "semi", "semis",
          "trucks", "truck", "truckers", "commercial", "vehicles", "cmv", "cmvs", "oversize", "oversized", "loads",
          "load", "heavy", "big", "rigs", "haulers", "and", "all", "the", "empty",
        ]
        let subject = tokens[..<verb]
        let trucks = subject.contains { !["vehicles", "and", "all", "the", "heavy", "big", "empty"].contains($0) }
        // What follows says only to avoid a place: "are advised to avoid the Gap", "should avoid
        // US-89 through Logan Canyon".
        let advice: Set<String> = [
          "should", "are", "is", "advised", "urged", "must", "strongly", "to", "avoid", "the", "this", "that", "pass",
          "area", "canyon", "route", "gap", "summit", "road", "highway", "corridor", "stretch", "notch", "grade",
          "through", "over", "on", "near", "between", "and",
        ]
        let tail = tokens[verb...]
        var names = 0
        let onlyAPlace = tail.indices.allSatisfy { at in
          let token = tokens[at]
          if advice.contains(token) && token != "and" || isNumber(token) || isRouteToken(token) { return true }
          if Lexicon.routePrefixes.contains(token), at + 1 < tokens.count, isNumber(tokens[at + 1]) { return true }
          names += 1
          return ClauseStatement.mayName(token) && names <= 3
        }
        // ("Trucks and vehicles": every vehicle; "commercial vehicles": trucks.)
        let everyVehicle = subject.indices.contains { at in
          subject[at] == "vehicles"
            && (at == subject.startIndex
              || !["commercial", "heavy", "oversize", "oversized", "cmv", "empty"].contains(subject[at - 1]))
        }
        if trucks, !everyVehicle, subject.allSatisfy(truckWords.contains), onlyAPlace {
          return .information
        }
      }
      return vehicleClass(after: tokens) == .heavy ? .information : .restriction(.travelAdvisory)
    }
    if hasAny([
      "avalanche control", "delayed", "delay", "delays", "stoppage", "alternating traffic", "pilot car", "flaggers",
      "flagger",
      "holding traffic", "traffic held", "one way traffic", "one way controlled traffic", "1 way controlled traffic",
      "controlled traffic",
    ]) {
      return .restriction(.trafficDelays)
    }
    if isInformation(tokens, words: words) { return .information }
    return .unrecognised
  }

  /// Phrases that speak of closures or incidents without closing anything.
  static let aboutClosures = [
    "closure signs", "closure sign", "closure information", "closure info", "closure updates", "closure update",
    "website for closures",
    "information on closures", "info on closures", "for closure information", "for closure info", "incident cleared",
    "incident has been cleared",
    "accident cleared", "collision cleared", "crash cleared", "blocking incident cleared",
    "avalanche control completed",
    "avalanche control complete", "avalanche control is complete", "avalanche control has been completed",
    "avalanche control work completed", "avalanche control work is complete", "avalanche control work complete",
    "avalanche control work has been completed", "avalanche work completed", "avalanche work complete",
    "avalanche control finished",
    "avalanche control is not planned", "no avalanche control planned",
  ]

  /// Advice an agency states as the road's state: never open, never a closure.
  static let advisories =
    [
      "no unnecessary travel", "unnecessary travel", "travel not advised", "travel is not advised",
      "travel not recommended",
      "travel is not recommended", "no trailer traffic", "no trailers", "no light trailers", "no high profile vehicles",
      "high profile vehicles prohibited", "trailers prohibited", "extreme blow over risk", "blow over risk",
      "high profile vehicles restricted", "high profile vehicles not advised", "high profile trailers not advised",
      "high profile vehicles are not advised", "light trailers not advised", "high profile vehicles subject to escort",
      "high profile vehicles are advised not to travel", "high profile vehicles advised not to travel",
      // Arizona's word in a dust storm: "Pull aside, stay alive".
      "pull aside", "dust storm warning",
      // Montana's worst report short of a closure.
      "severe driving conditions", "severe winter driving conditions",
      "only essential travel", "essential travel only", "no travel advised", "no travel is advised", "avoid travel",
      "travel strongly discouraged", "travel discouraged", "travel is discouraged",
      "advise against all non essential travel",
      "avoid all non essential travel", "non essential travel",
      "no travel recommended", "stay home if you can", "avoid the area", "do not travel", "delay travel",
      "delay your travel",
    ] + avoidanceAdviceList

  /// The words a rule speaks of: all of them, or those before "and", "but" or "while" when a
  /// statement of its own follows ("Chains required and trucks should use caution": the trucks are
  /// no limit of the rule).
  static func ruleScope(_ tokens: [String]) -> [String] {
    let modals: Set<String> = ["should", "must", "are", "is", "will", "may", "can", "need", "use", "advised"]
    guard let and = tokens.firstIndex(where: { ["and", "but", "while"].contains($0) }), and > 0,
      tokens[..<and].contains(where: { ["chains", "chain", "required", "law", "controls"].contains($0) }),
      tokens[(and + 1)...].prefix(5).contains(where: modals.contains)
    else { return tokens }
    return Array(tokens[..<and])
  }

  /// Advice to avoid a road and forecasts of hard travel (among `advisories`): advice, never more.
  /// A forecast that travel will be hard, told to drivers ("Heavy snow expected tonight. Travel may
  /// become difficult."), and a road drivers are told to avoid ("High-profile vehicles should avoid
  /// the canyon", "ADOT advises motorists to avoid SR-89A"): advice, for whom it names.
  static let avoidanceAdviceList = [
    "travel may be difficult", "travel may become difficult", "travel could become difficult",
    "travel could be very difficult", "travel could be difficult", "travel will be difficult",
    "travel will be very difficult", "travel could be dangerous", "travel will be dangerous",
    "travel will be extremely dangerous", "travel could be extremely dangerous", "travel may be dangerous",
    "should avoid", "advised to avoid", "advises motorists to avoid", "advise motorists to avoid", "urged to avoid",
    "urges motorists to avoid", "asks motorists to avoid",
    // "Travel could be very dangerous to impossible", "Travel should be restricted to emergencies
    // only".
    "travel could be very dangerous", "travel will be very dangerous", "travel may be very dangerous",
    "travel should be restricted to emergencies", "travel should be restricted to emergencies only",
  ]

  /// `avoidanceAdviceList`, to look a phrase up.
  static let avoidanceAdvice = Set(avoidanceAdviceList)

  /// The `advisories` an agency states as the road's state, besides advice to avoid it.
  static let statedAdvisories = advisories.filter { !avoidanceAdvice.contains($0) }

  /// Whether a clause is only a ban of a truck's kind of trailer: "Tractor-trailers prohibited",
  /// "Tandem trailers prohibited", "Doubles and triples not allowed". Trailers alone ("Trailers
  /// prohibited", "No trailer traffic") may be a car's, and stay advice.
  static func isForTrucksOnly(_ tokens: [String]) -> Bool {
    let bans: Set<String> = ["prohibited", "banned", "not", "allowed", "permitted"]
    guard let ban = tokens.firstIndex(where: bans.contains), ban > 0 else { return false }
    // After the ban, where and why only: "Tractor trailers prohibited on I-93 through Franconia
    // Notch due to snow"; never another statement ("… and all traffic stopped").
    let tail = tokens[ban...].drop(while: bans.contains)
    if let first = tail.first {
      let whereOrWhy: Set<String> = ["on", "through", "between", "from", "at", "near", "over", "in", "due", "because"]
      guard whereOrWhy.contains(first),
        !tail.contains(where: {
          ClauseStatement.barred.contains($0) || ["and", "all", "cars", "vehicles", "traffic", "everyone"].contains($0)
        })
      else { return false }
    }
    let trucks: Set<String> = [
      "tractor", "tractors", "tandem", "tandems", "double", "doubles", "triple", "triples", "semi", "semis", "truck",
      "trucks", "commercial", "cmv", "cmvs", "oversize", "oversized", "overweight",
    ]
    let named = Array(tokens[..<ban])
    // A trailer only after a truck's word for it ("tractor trailers", "tandem trailers"); trailers
    // alone, or all vehicles, may be a car's.
    return named.contains(where: trucks.contains)
      && named.indices.allSatisfy { index in
        let token = named[index]
        if ["trailer", "trailers"].contains(token) { return index > 0 && trucks.contains(named[index - 1]) }
        return trucks.contains(token) || ["and", "or", "empty"].contains(token)
      }
  }

  /// The class of vehicle a closure or advice is limited to.
  enum VehicleClass: Equatable, Sendable {
    /// Trucks, commercial, oversize, towing: a passenger car is not concerned.
    case heavy
    /// High-profile vehicles (light ones included): a hazard a driver of a tall car must know.
    case highProfile
  }

  /// The class a closure in `tokens` is limited to: the class must follow the closure word as its
  /// object ("closed to trucks", "closed for oversize loads", "closed to light, high profile
  /// vehicles"), never stand in a reason ("closed due to a jackknifed truck"), and never with
  /// everyone named beside it ("closed to all vehicles including trucks").
  static func vehicleClass(closedIn tokens: [String]) -> VehicleClass? {
    guard let at = tokens.firstIndex(where: closureWords.contains) else { return nil }
    // A second closure in the clause ("Closed to comm vehicles CO 9 closed at Hoosier Pass", lines
    // run together) may be everyone's.
    if tokens[(at + 1)...].contains(where: closureWords.contains) { return nil }
    return vehicleClass(after: Array(tokens[(at + 1)...]))
  }

  /// The class named as the object of "to"/"for" at the start of `tokens` (or after an advice
  /// phrase), nil when none or when everyone is named too.
  static func vehicleClass(after tokens: [String]) -> VehicleClass? {
    guard let object = tokens.firstIndex(where: { $0 == "to" || $0 == "for" }) else { return nil }
    let before = tokens[..<object]
    // "Closed at Kingvale to trucks" is fine; "closed due to a truck" is a reason, not a class.
    if before.contains("due") || before.contains("because") || before.contains("after") { return nil }
    // "Closed except for trucks": closed to everyone else.
    if before.contains("except") || before.contains("but") || before.contains("excluding") { return nil }
    // What follows a reason is why, never for whom: "closed to the state line due to semi crashes".
    let reasons: Set<String> = ["due", "because", "after", "following", "involving", "from"]
    // ("Closed to comm vehicles CO 9 closed at Hoosier Pass": a second closure run in ends it.)
    let named = Array(tokens[(object + 1)...].prefix(12).prefix { !reasons.contains($0) && !closureWords.contains($0) })
    // "… and to all vehicles towing trailers": every towing vehicle, not every vehicle.
    let wording = Wording(
      named.joined(separator: " ").replacing("all vehicles towing", with: "towing"))
    let everyone = wording.hasAny([
      "all vehicles", "all traffic", "including", "passenger", "passenger vehicles", "cars", "autos", "motorists",
      "everyone", "all lanes", "through traffic", "public", "other vehicles", "all other", "non commercial",
      "noncommercial", "other traffic", "light vehicles", "heavy vehicles", "two wheel drive", "front wheel drive",
      "rear wheel drive", "without snow tires", "without winter tires", "without traction tires", "without chains",
      "summer tires", "buses and cars",
    ])
    if everyone { return nil }
    // "Closed for commercial vehicle recovery": why it is closed, not for whom.
    if named.contains(where: Lexicon.purposes.contains) { return nil }
    // "Closed to vehicles over 6 feet wide": a size a car may have is everyone.
    if let larger = isLargerThanACar(named) { return larger ? .heavy : nil }
    // "Closed to vehicles and pedestrians", "closed to comm vehicles and vehicles", "closed to
    // vehicles under 10,000 GVW": vehicles named with no class of their own are every vehicle.
    let everyVehicle: Set<String> = ["vehicles", "vehicle", "traffic", "drivers", "motorists", "vehicular"]
    let classes: Set<String> = [
      "commercial", "comm", "heavy", "oversize", "oversized", "overweight", "hazmat", "large", "profile",
      "recreational", "unit", "permit", "industrial", "cdl", "trailer", "truck",
    ]
    let qualifiers: Set<String> = [
      "towing", "over", "with", "exceeding", "carrying", "longer", "wider", "taller", "heavier", "hauling", "pulling",
      "more", "greater", "above", "in",
    ]
    let unclassed = named.indices.contains { index in
      guard everyVehicle.contains(named[index]) else { return false }
      var before = index - 1
      if before >= 0, named[before] == "motor" { before -= 1 }
      if before >= 0, classes.contains(named[before]) { return false }
      if index + 1 < named.count, qualifiers.contains(named[index + 1]) { return false }
      return true
    }
    if unclassed { return nil }
    if wording.hasAny(["high profile", "light high profile", "light"]) { return .highProfile }
    // "Eisenhower Tunnel is closed to hazmat", "The tunnel is closed to hikers and bikes": loads of
    // hazardous materials, or those who travel without a car; never anyone else named with them.
    let others: Set<String> = [
      "hazmat", "hikers", "bikes", "bicycles", "bicyclists", "cyclists", "pedestrians", "walkers", "peds", "loads",
    ]
    let listed = named.prefix { !["for", "at", "on", "near", "between", "until", "the"].contains($0) || $0 == "the" }
    if listed.contains(where: others.contains),
      listed.allSatisfy({ others.contains($0) || ["and", "or", "the", "all"].contains($0) })
    {
      return .heavy
    }
    let heavy = Lexicon.heavyVehicles
    guard let first = named.first, heavy.contains(where: { wording.has($0) }) else { return nil }
    // The class stands right after "to"/"for" (an article or "all" before it at most).
    return ["the", "all", "any"].contains(first) || heavy.contains(where: { $0.hasPrefix(first) }) ? .heavy : nil
  }

  /// Whether a size or weight a clause names ("vehicles over 13 ft 6 in", "over 5,000 kg", "all
  /// vehicles over 3,000 lbs GVW") sets apart vehicles larger than a passenger car: true when it
  /// does, false when a car may be among them, nil when the clause names none. A car weighs less
  /// than 4,500 kg (10,000 lb gross), is under 8 ft high and wide and 20 ft long.
  static func isLargerThanACar(_ tokens: [String]) -> Bool? {
    // "Vehicles under 26,000 GVW", "weighing 10,000 lbs or less": the lighter ones, cars among them.
    if namesLighterVehicles(tokens) { return false }
    let comparisons: Set<String> = [
      "over", "above", "exceeding", "greater", "more", "heavier", "wider", "longer", "taller", "higher",
    ]
    for index in tokens.indices where comparisons.contains(tokens[index]) {
      var at = index + 1
      if at < tokens.count, tokens[at] == "than" { at += 1 }
      guard at + 1 < tokens.count, let value = Double(tokens[at].replacing(",", with: "")),
        value.isFinite
      else { continue }
      let unit = tokens[at + 1]
      let around = Set(tokens[max(0, index - 1)...index] + tokens[(at + 2)...].prefix(3))
      // A size belongs to vehicles named just before it, or to a dimension named beside it;
      // "chains required above 4,000 feet" is an elevation.
      let vehicles: Set<String> = [
        "vehicles", "vehicle", "trucks", "truck", "loads", "load", "trailers", "trailer", "rvs", "combinations",
        "units", "buses", "cars", "motorhomes", "campers", "gvw", "gvwr", "weighing", "weight", "length", "width",
        "height",
      ]
      let named = tokens[max(0, index - 3)..<index].contains(where: vehicles.contains)
      let dimensioned = !around.isDisjoint(with: [
        "wide", "width", "wider", "long", "length", "longer", "high", "height", "tall", "taller", "higher",
      ])
      let elevation = tokens[(at + 1)...].prefix(3).contains {
        ["elevation", "elevations", "elev", "asl"].contains($0)
      }
      guard named || dimensioned, !elevation else { continue }
      let wide = !around.isDisjoint(with: ["wide", "width", "wider"])
      let long = !around.isDisjoint(with: ["long", "length", "longer"])
      let high = !around.isDisjoint(with: ["high", "height", "tall", "taller", "higher"])
      switch unit {
      case "kg", "kgs", "kilograms": return value >= 4500
      case "lbs", "lb", "pounds", "gvw", "gvwr": return value >= 10000
      case "tons", "ton": return value >= 5
      case "tonnes", "tonne", "t": return value >= 4.5
      // No vehicle is hundreds of feet long: "vehicles above 7,000 feet" is where they are.
      case "ft", "feet", "foot":
        guard value <= 200 else { continue }
        if long { return value >= 20 }
        if wide || high { return value >= 8 }
        return value >= 10
      case "m", "metres", "meters", "metre", "meter":
        guard value <= 60 else { continue }
        if long { return value >= 7 }
        if wide || high { return value >= 2.5 }
        return value >= 6
      default: continue
      }
    }
    return nil
  }

  /// Words that stop every driver without a closure word: "no travel", "no through traffic",
  /// "traffic is being turned around", "gates locked", "not passable", "traffic stopped", "held
  /// indefinitely". Stopped or held only for a while ("held for up to 30 minutes", "may be
  /// stopped") is delays; a stop that has ended ("no longer stopped") is not understood.
  static func stoppedTraffic(_ tokens: [String], has hasAny: ([String]) -> Bool) -> Reading? {
    // "Traffic in the eastbound direction is stopped", "Traffic on I-5 southbound has been stopped":
    // traffic told stopped with where between.
    let toldStopped = tokens.indices.contains { at in
      tokens[at] == "stopped" && at >= 2 && ["is", "are", "been"].contains(tokens[at - 1])
        && tokens[..<(at - 1)].contains("traffic") && !tokens[..<at].contains(where: ["not", "no", "never"].contains)
    }
    let stops = Lexicon.saysAStop(hasAny) || toldStopped
    // ("Traffic holds until further notice", "Indefinite traffic hold", "90-minute hold": a hold
    // told as a noun.)
    guard
      stops
        || hasAny([
          "stopped", "held", "holding", "holds traffic", "hold traffic", "traffic holds", "traffic hold", "holds of",
          "hold of", "minute hold", "minute holds", "hour hold", "hour holds", "indefinite hold",
          // "Intermittent safety holds for snow removal", "Holds may last up to 30 minutes".
          "safety hold", "safety holds", "holds may", "holds will", "holds last", "holds up to", "holds can",
        ])
    else { return nil }
    if hasAny(["no longer", "not being", "not stopped", "not held"]) { return .unrecognised }
    // "The no travel advisory on Hwy 2 has been lifted": the stop's lifting, read as one below.
    if hasAny(["lifted", "rescinded", "cancelled", "canceled", "has ended", "have ended", "removed"]) { return nil }
    if hasAny(["indefinitely", "indefinite", "until further notice", "no estimated time"]) {
      return .restriction(.closed)
    }
    // "Held for up to 15 minutes overnight", "held for 15 mins until it is safe": a wait of minutes.
    // A hold of hours, the night, or until something changes ("until visibility improves", "until
    // 5 a.m.", "for an extended period") is the road shut.
    if let hold = TrafficStops.holdLength(tokens) { return .restriction(hold ? .closed : .trafficDelays) }
    let brief = hasAny(TrafficStops.briefHolds)
    let hedged = hasAny(["may", "might", "could", "possible", "possibly", "if", "when", "will", "expect", "expected"])
    if brief { return .restriction(.trafficDelays) }
    if hedged { return stops ? .unrecognised : .restriction(.trafficDelays) }
    // "Westbound traffic held", "holding traffic": a hold with no word of how long is delays.
    return .restriction(stops ? .closed : .trafficDelays)
  }

  /// Whether a weight sets apart the lighter vehicles, every car among them: "vehicles under 26,000
  /// GVW", "with a GVW less than 14,000", "weighing up to 10,000 lbs", "10,000 lbs or less", "not
  /// exceeding 8,500 lbs GVWR". A rule for them binds cars.
  static func namesLighterVehicles(_ tokens: [String]) -> Bool {
    let weights: Set<String> = [
      "gvw", "gvwr", "lbs", "lb", "pounds", "weight", "weighing", "weigh", "kg", "kgs", "tons", "ton", "tonnes",
      "gross",
    ]
    func isWeight(_ token: String) -> Bool {
      if isNumber(token) { return true }
      // "10k", "10000lb", "26,000lbs": a count with its unit run in.
      guard let first = token.first, first.isNumber, let cut = token.firstIndex(where: \.isLetter) else { return false }
      return ["k", "lb", "lbs", "kg", "t"].contains(String(token[cut...]))
    }
    let weighed = tokens.contains(where: weights.contains) || tokens.contains { isWeight($0) && !isNumber($0) }
    guard weighed else { return false }
    // "Chains required regardless of GVW", "on all GVW": every weight, a car's among them.
    let wording = Wording(tokens.joined(separator: " "))
    if wording.hasAny(["regardless of", "irrespective of", "no matter", "all gvw", "any gvw", "every gvw"]) {
      return true
    }
    for index in tokens.indices where isWeight(tokens[index]) {
      let before = tokens[max(0, index - 3)..<index]
      let after = tokens[(index + 1)...].prefix(4)
      if before.contains(where: { ["under", "below", "less", "lighter", "lower"].contains($0) }) { return true }
      // "not over 10,000 GVW", "no more than", "no heavier than".
      if before.contains(where: { ["not", "no"].contains($0) }),
        before.contains(where: { ["over", "more", "heavier", "above", "exceeding", "greater"].contains($0) })
      {
        return true
      }
      if before.contains("up") && before.contains("to") || before.contains("exceeding") && before.contains("not") {
        return true
      }
      if let or = after.firstIndex(where: { ["or", "and"].contains($0) }), or + 1 < tokens.count,
        ["less", "under", "lighter", "below"].contains(tokens[or + 1])
      {
        return true
      }
    }
    return false
  }

  /// Whether a present opening ("open", not "reopened") is followed by how far it goes: "up to
  /// Marblemount", "to the gate", "eastbound to Diablo", "for 10 miles", "at Diablo to Rainy Pass",
  /// "from Skykomish to the summit". Whom it is open to ("to all traffic", "to westbound traffic",
  /// "to the public") is no stretch.
  static func opensOnlyAStretch(_ tokens: [String]) -> Bool {
    // (A negated or future opening is another reading's: "is not open between mileposts 100 and 120".)
    guard let open = tokens.firstIndex(where: { ["open", "opens"].contains($0) }),
      !tokens[..<open].contains(where: {
        ["not", "no", "never", "cannot", "nor", "yet", "will", "expected", "may", "until", "when", "once"].contains($0)
      })
    else { return false }
    let fillers: Set<String> = [
      "now", "again", "back", "eastbound", "westbound", "northbound", "southbound", "only", "currently",
    ]
    let after = Array(tokens[(open + 1)...].drop(while: fillers.contains))
    guard let next = after.first else { return false }
    let whom: Set<String> = [
      "all", "traffic", "westbound", "eastbound", "northbound", "southbound", "passenger", "two", "both", "vehicles",
      "public", "through", "local", "emergency", "residents", "uphill", "downhill", "2", "one", "single", "cars",
      "motor", "vehicle", "vehicular", "autos", "general", "regular", "normal", "passengers",
    ]
    switch next {
    case "up", "from", "between", "beyond": return true
    case "to":
      let object = after.dropFirst().drop { $0 == "the" }
      return object.first.map { !whom.contains($0) } ?? false
    case "for": return after.dropFirst().first.map(isNumber) ?? false
    case "at": return after.dropFirst().contains("to")
    default: return false
    }
  }

  /// Access kept for those who must pass and no one else ("Access limited to emergency
  /// responders", "Travel restricted to local residents only"): the road shut to a driver passing
  /// through. Limits of size or lanes ("restricted to one lane", "limited to 10 tons") keep their
  /// own readings.
  static func gatedAccess(_ tokens: [String]) -> Reading? {
    guard
      let limit = tokens.indices.first(where: { index in
        ["limited", "restricted"].contains(tokens[index]) && index + 1 < tokens.count && tokens[index + 1] == "to"
      })
    else { return nil }
    let subject = tokens[..<limit].filter { !["is", "are", "now", "currently", "the", "all"].contains($0) }
    guard subject.contains(where: { ["access", "travel", "traffic", "road", "highway", "entry"].contains($0) })
    else { return nil }
    // ("Access to the park is limited to permit holders", "Traffic is limited to one lane for utility
    // crews", "Travel is limited to 10 tons", "… restricted to essential travel is no longer in
    // effect": a facility's, a lane's or a load's limit, or one lifted.)
    let object = tokens[(limit + 2)...]
    if subject.contains(where: { ["park", "lot", "trail", "campground", "area", "facility"].contains($0) })
      || object.contains(where: {
        isNumber($0) || Lexicon.laneWords.contains($0) || ["one", "single", "two"].contains($0)
      })
      || tokens.contains(where: { ["lifted", "longer", "ended", "rescinded", "cancelled", "canceled"].contains($0) })
    {
      return nil
    }
    let gatekeepers: Set<String> = [
      "emergency", "responders", "local", "residents", "resident", "authorized", "official", "crews", "permit",
      "permits", "essential", "personnel",
    ]
    return tokens[(limit + 2)...].contains(where: gatekeepers.contains) ? .restriction(.closed) : nil
  }

  /// Phrases that stop every driver without a closure word: the lexicon's one list.
  static var stopPhrases: [String] { Lexicon.stopPhrases }

  /// The closure words a clause may use.
  static let closureWords: Set<String> = [
    "closed", "closure", "closures", "close", "closes", "closing", "shut", "blocked", "blocking", "impassable",
  ]

  /// Whether a closure word in `tokens` states the present: not preceded by "will", "will be",
  /// "to" or "to be" ("will close at 8 pm", "scheduled to be closed").
  static func hasPresentClosure(_ tokens: [String]) -> Bool {
    tokens.indices.contains { index in
      guard closureWords.contains(tokens[index]) else { return false }
      let before = tokens[max(0, index - 2)..<index]
      let isFuture =
        before.contains("will") && !before.contains("remain") || before.last == "to"
        || (before.last == "be" && before.contains("to"))
        || (tokens[index] == "closing" && index + 1 < tokens.count
          && ["at", "from", "tonight", "tomorrow"].contains(tokens[index + 1]))
      let isUpcoming = index > 0 && ["upcoming", "planned", "scheduled", "future"].contains(tokens[index - 1])
      return !isFuture && !isUpcoming
    }
  }

  /// Whether only part of the road is closed: a lane, the shoulder, a ramp or a rest area is what
  /// the closure word speaks of ("one lane closed", "the on ramp is closed"), never "all lanes",
  /// "both lanes" or "westbound lanes", nor a closure *at* a ramp ("road closed at the on ramp").
  static func isPartialClosure(_ tokens: [String]) -> Bool {
    guard let at = tokens.firstIndex(where: closureWords.contains) else { return false }
    // An exit named as a place is no part closed: "I-80 from Exit 5 to Exit 10 closed" closes I-80.
    let places: Set<String> = ["from", "to", "between", "at", "near", "beyond", "past", "and"]
    let subject = tokens[..<at].indices.filter { index in
      !(["exit", "exits"].contains(tokens[index]) && index > 0 && places.contains(tokens[index - 1])
        && index + 1 < at && isNumber(tokens[index + 1]))
    }.map { tokens[$0] }
    let whole = ["all", "both", "eastbound", "westbound", "northbound", "southbound", "road", "highway", "pass"]
    if subject.contains(where: whole.contains) { return false }
    // "Rest area to Rawlins closed", "SR 431 at the summit parking area is closed": the road from
    // a facility, or at one.
    if ClauseStatement.isRangeFromFacility(tokens, before: at)
      || ClauseStatement.routeClosedAtAFacility(tokens, wording: Wording(tokens.joined(separator: " ")))
    {
      return false
    }
    let parts: Set<String> = [
      "lane", "lanes", "shoulder", "shoulders", "ramp", "ramps", "area", "turnout", "turnouts", "exit", "vista",
    ]
    if subject.contains(where: parts.contains) { return true }
    // "Lane closure near milepost 60", "closed: left lane".
    let rest = Array(tokens[(at + 1)...])
    return tokens[at] == "closure" && at > 0 && ["lane", "shoulder", "ramp"].contains(tokens[at - 1])
      || (rest.first.map { ["lane", "lanes", "shoulder"].contains($0) } ?? false)
      || zip(rest, rest.dropFirst()).contains {
        ["one", "single", "left", "right"].contains($0) && ["lane", "lanes"].contains($1)
      } && !rest.contains("at")
  }
}
