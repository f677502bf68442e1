import FoundationEssentials

/// What one clause states: what it speaks of, for whom, and when, from which the level it sets
/// for a car follows. A clause about the road, for every vehicle, now, sets the level its words
/// name; a closed lane is delays, a closed facility or shoulder is nothing, a rule for trucks is
/// nothing for a car, a closure that may come is an advisory, one scheduled is a closure. Clauses
/// that say nothing of the road's state (an event's label, a hazard notice, advice, a place, a
/// time) are read for what they are, and labels that only say where or when are set aside.
///
/// The clause reader (`RestrictionClassifier`) reads the words first; this is the last step of
/// `RoadWords.read`, and it reads only its `Lexicon`.
struct ClauseStatement: Equatable, Sendable {
  /// What a clause speaks of.
  enum Subject: Equatable, Sendable {
    /// The road itself, or nothing more precise.
    case road
    /// Some of its lanes.
    case lanes
    /// A shoulder, sidewalk or bike lane.
    case roadside
    /// A ramp, exit, turn or junction.
    case connector
    /// A facility beside the road: a rest area, a park and ride, a sno-park.
    case facility
    /// Another road, named, beside a highway the text names.
    case sideRoad
    /// The record itself ("has closed their incident").
    case record
  }

  /// When a clause's state holds.
  enum When: Equatable, Sendable {
    case now
    /// To come at a stated time, or planned: a record in force describes its schedule.
    case scheduled
    /// Possible, not stated: "may close", "closures possible".
    case possible
  }

  var subject: Subject
  var isForHeavyVehicles: Bool
  var when: When
  /// The words the text writes as names.
  var names: Set<String> = []

  /// The statement `tokens` make; `names` are the words the text writes as names (see
  /// `properNames`), when it tells.
  init(_ tokens: [String], names: Set<String> = []) {
    let clause = tokens.joined(separator: " ")
    let wording = Wording(clause)
    self.names = names
    subject = Self.subject(tokens, wording: wording, names: names)
    isForHeavyVehicles = Self.isForHeavyVehicles(tokens, wording: wording)
    // "Closures for avalanche control possible on short notice": closures called possible, of which
    // none is said to open ("closed, reopening possible by noon" is a closure now).
    let hedgedClosures =
      tokens.contains(where: ["closure", "closures"].contains)
      && tokens.contains(where: ["possible", "likely", "possibly"].contains)
      && !tokens.contains(where: { $0.hasPrefix("reopen") || Self.openings.contains($0) || $0 == "closed" })
    // "Pass closed and may reopen after avalanche control", "I-80 closed as blowing snow could
    // reduce visibility": a hedge after the road told closed, of something else, leaves it closed.
    let told = tokens.firstIndex { ["closed", "blocked"].contains($0) }
    let hedges = tokens.indices.filter { ["may", "might", "could", "if"].contains(tokens[$0]) }
    let hedging = hedges.contains { at in
      guard let told, at > told, tokens[at] != "if" else { return true }
      return tokens[(at + 1)...].prefix(3).contains {
        RestrictionClassifier.closureWords.contains($0) || ["close", "closes", "closure", "closures"].contains($0)
      }
    }
    if Lexicon.saysPossibleClosure(wording) || hedgedClosures || hedging,
      !wording.hasAny(Lexicon.closuresGoingOn)
    {
      when = .possible
    } else if tokens.contains(where: ["will", "planned", "scheduled", "starting", "beginning", "nightly"].contains) {
      when = .scheduled
    } else {
      when = .now
    }
  }

  // MARK: Subject

  /// Words that state an opening: what they open is a subject too ("fast lane remains open").
  static let openings: Set<String> = ["open", "opened", "reopen", "reopened", "reopens", "opens"]

  /// Words after which a place, not the subject, is named.
  static let placeStarts: Set<String> = [
    "at", "near", "on", "in", "of", "by", "from", "between", "to", "along", "for", "due", "because", "until", "south",
    "north", "east", "west", "beginning", "starting", "through", "beyond", "past",
  ]

  /// Whether a route named first is what a closure closes where a facility stands: "I-80 at the
  /// rest area is closed", "OR 58 near the Salt Creek Falls rest area closed to all traffic". No
  /// lane, shoulder or ramp is named.
  static func routeClosedAtAFacility(_ tokens: [String], wording: Wording) -> Bool {
    guard let place = tokens.firstIndex(where: placeStarts.contains), place > 0,
      wording.hasAny(Lexicon.facilities),
      // ("… at the summit parking area": a parking area is a facility, not the roadside.)
      !tokens.indices.contains(where: { index in
        let token = tokens[index]
        let parkingArea =
          token == "parking" && index + 1 < tokens.count && ["area", "areas"].contains(tokens[index + 1])
        return Lexicon.laneWords.contains(token) || Lexicon.roadsideWords.contains(token) && !parkingArea
          || ["ramp", "ramps", "exit", "lot", "entrance"].contains(token)
      })
    else { return false }
    let before = tokens[..<place]
    return before.contains(where: RestrictionClassifier.isRouteToken)
      || before.indices.contains { index in
        index + 1 < place && Lexicon.routePrefixes.union(["highway", "route", "hwy"]).contains(before[index])
          && RestrictionClassifier.isNumber(before[index + 1])
      }
  }

  /// What a closure after a place speaks of: the lanes or the roadside named right before its verb,
  /// or a facility with its own "the" after a place's name; nothing when the place's road is what it
  /// closes. `joined`: the words before the verb; `named`: how many of them stand before the place.
  private static func trailingSubject(_ joined: [String], named: Int, tokens: [String], at: Int) -> [String] {
    // "Eastbound I-90 at MP 52 right lane closed": after the place, the lanes or the roadside
    // right before the verb are what it closes.
    // ("… the slow lane will be closed Monday": the verb's helpers before it are set aside.)
    // "I-5 NB JSO Weed the rest area closed": so is a facility named last.
    let parts = Lexicon.laneWords.union(Lexicon.roadsideWords)
    let lane = parts.union(Lexicon.laneQualifiers).union(["and", "the", "&"])
    let helpers: Set<String> = ["will", "be", "is", "are", "was", "were", "been", "has", "have", "now", "currently"]
    var end = joined.count
    while end > named, helpers.contains(joined[end - 1]) { end -= 1 }
    var start = end
    while start > named, lane.contains(joined[start - 1]),
      !(start >= 2 && ["mp", "milepost", "exit", "km", "mile"].contains(joined[start - 2]))
    {
      start -= 1
    }
    // Only after a place's name, never as its object: "Pass beyond the lodge closed" is the pass,
    // and so is "I-90 near the Hyak sno-park closed". A facility after a name starts with its own
    // "the" ("… JSO Weed the rest area").
    func afterAName(_ from: Int, article: Bool) -> Bool {
      guard let place = joined[..<from].lastIndex(where: placeStarts.contains) else { return false }
      if article {
        // ("… near Lehi the truck parking area": the facility's own words may stand after "the".)
        guard let the = joined[(place + 1)..<from].lastIndex(of: "the"), from - the <= 3 else { return false }
        return joined[(place + 1)..<the].contains { !["the", "a", "an"].contains($0) }
      }
      return joined[(place + 1)..<from].contains { !["the", "a", "an"].contains($0) }
    }
    let trailing = joined[start..<end].drop { ["and", "the", "&"].contains($0) }
    // (Two lanes named, or more named after the verb, may be every lane: "right lane and left
    // lane closed", "right lane closed as well as left lane".)
    let moreLanes =
      joined[named..<end].filter { Lexicon.laneWords.contains($0) }.count > 1
      || joined[named..<end].contains("and")
        && joined[named..<end].filter({ fourWays.contains($0) }).count > 1
      || tokens[(at + 1)...].contains(where: Lexicon.laneWords.contains)
    // (Nor a facility closed for a hazard or everyone: "… the rest area closed due to a crash".)
    let rest = tokens[(at + 1)...]
    let roadsReason = rest.contains(where: {
      ["due", "because", "both", "directions", "all", "traffic", "crash", "collision", "incident", "accident"]
        .contains($0) || namesAHazard($0)
    })
    if trailing.contains(where: parts.contains), !moreLanes, afterAName(start, article: false) {
      return Array(trailing)
    } else if end > named,
      let facility = Lexicon.facilityPhrases.first(where: { phrase in
        joined[..<end].reversed().starts(with: phrase.reversed())
      }), end - facility.count >= named, !roadsReason,
      afterAName(end - facility.count, article: true)
    {
      return facility
    }
    return []
  }

  /// What the clause's closure speaks of: the words before its state word (up to a place) and, for
  /// "close X", "closure of X", "blocking X", the words after it.
  static func subject(_ tokens: [String], wording: Wording, names: Set<String> = []) -> Subject {
    if wording.hasAny(Lexicon.recordPhrases) { return .record }
    // "… at Cascade Lakes shoulder blocked": the word before the closure is what it closes.
    if let at = tokens.firstIndex(where: RestrictionClassifier.closureWords.contains), at > 0,
      ["shoulder", "shoulders", "sidewalk", "sidewalks"].contains(tokens[at - 1]),
      !tokens[..<at].contains(where: {
        Lexicon.laneWords.contains($0) || $0 == "and" || $0 == "road" || $0 == "roadway"
      }),
      // "… on shoulder blocking all lanes": what follows the word is what it blocks (never the
      // reason: "Right shoulder closed due to road work").
      !tokens[(at + 1)...].prefix(while: { !["due", "for", "because", "during", "while"].contains($0) }).prefix(4)
        .contains(where: {
          Lexicon.laneWords.contains($0) || ["road", "roadway", "highway", "traffic", "both", "all"].contains($0)
        })
    {
      return .roadside
    }
    // "A crash is blocking part of the road": some of its width, as a lane is. ("Part of the road
    // is closed" may be a stretch of it, and stays the road.)
    if wording.hasAny([
      "blocking part of the", "blocks part of the", "blocked part of the", "blocking a portion of the",
      "blocking part of", "blocking a portion of",
    ]),
      // (Never beside more: "… and both lanes", "… with the rest of the road closed".)
      !tokens.contains(where: {
        ["both", "all", "lanes", "rest", "other", "entire", "whole", "closed", "closure", "and", "plus", "well"]
          .contains($0)
      })
    {
      return .lanes
    }
    if namesWholeRoad(wording, subject: tokens) { return .road }
    guard
      let at = tokens.firstIndex(where: { RestrictionClassifier.closureWords.contains($0) || openings.contains($0) })
    else {
      return .road
    }
    // "Up to two lanes", "the on ramp", "off and on ramps": not places.
    var joined: [String] = []
    for (index, token) in tokens[..<at].enumerated() {
      let next = index + 1 < at ? tokens[index + 1] : ""
      if token == "up" && next == "to" || token == "to" && joined.last == "up" { continue }
      // "Port of Entry": a facility's name, not a place.
      if token == "of", joined.last == "port", next == "entry" { continue }
      if ["on", "off"].contains(token), ["ramp", "ramps", "and", "off", "on"].contains(next) {
        joined.append("ramp")
        continue
      }
      joined.append(token)
    }
    // Lanes counted: "2 of 2 lanes", "all three lanes", "every lane" are the road; "two of three
    // lanes" some lanes.
    if let counted = countedLanes(joined) { return counted }
    var named = Array(joined.prefix { !placeStarts.contains($0) })
    // "I-80 EB after the SR 89 ramp is closed": a route named first, then where it is past a ramp, is
    // the road. (Never a part named first: "Ramp after the bridge closed", "Right lane after …".)
    if let cut = named.firstIndex(where: { ["after", "behind", "beside", "before"].contains($0) }), cut > 0,
      Self.namesARoute(named[..<cut]),
      !named[..<cut].contains(where: {
        Lexicon.connectorWords.contains($0) || Lexicon.laneWords.contains($0) || Lexicon.roadsideWords.contains($0)
      })
    {
      named = Array(named[..<cut])
    }
    // A leading time ("nov 5 the southbound i 5 off ramp"): the subject follows it, so the whole
    // stretch before the verb is read.
    if named.isEmpty || named.allSatisfy({ RestrictionClassifier.isNumber($0) || timeWords.contains($0) }) {
      named = joined
    } else if named.count < joined.count {
      named += trailingSubject(joined, named: named.count, tokens: tokens, at: at)
    }
    let verb = tokens[at]
    // "The I-40 EB to I-25 SB ramp will also be closed", "I-680 SB to I-80 WB ramp (Omaha) closed
    // nightly": a ramp named right before the verb, its roads before it, is what closes. (Never in a
    // list: "I-5 and the ramp closed".)
    // ("… ramp (Omaha) closed": a name in brackets after the ramp is where it is.)
    var beforeVerb = Array(tokens[..<at].reversed().drop { verbHelpers.contains($0) || $0 == "also" })
    if beforeVerb.count > 1, names.contains(beforeVerb[0]) { beforeVerb.removeFirst() }
    // "Express to collector transfer closed": the way from one carriageway to the other.
    if let head = beforeVerb.first, ["transfer", "transfers"].contains(head),
      !tokens[(at + 1)...].contains(where: { ["along", "and", "mainline", "lanes", "both", "all"].contains($0) })
    {
      return .connector
    }
    // ("I-80 EB beyond the SR 89 ramp is closed": the road past the ramp.)
    if let head = beforeVerb.first, ["ramp", "ramps", "onramp", "offramp"].contains(head),
      !tokens[..<at].contains(where: {
        ["and", "&", "plus", "with", "lanes", "lane", "road", "highway", "mainline", "freeway", "interstate"].contains(
          $0)
          || placeStarts.union(["after", "before", "behind", "beside"]).subtracting(["to", "from"]).contains($0)
      }),
      // ("I-80 EB from the SR 89 ramp will be closed": from where; "… ramp will be closed along with
      // the mainline": the road too.)
      !tokens[..<at].indices.contains(where: { index in
        ["to", "from"].contains(tokens[index]) && index + 1 < at && tokens[index + 1] == "the"
      }),
      !tokens[(at + 1)...].contains(where: {
        [
          "along", "with", "plus", "well", "addition", "and", "&", "mainline", "lanes", "highway", "road", "roadway",
          "freeway", "interstate", "both", "all",
        ].contains($0) || RestrictionClassifier.isRouteToken($0)
      })
    {
      return .connector
    }
    // "Closed: Ramp from I-87 southbound to I-287 eastbound": a label's state word first, what it
    // closes after.
    if ["close", "closes", "closing", "closure", "closures", "blocking", "blocked"].contains(verb)
      || at == 0 && verb == "closed"
    {
      var after = Array(tokens[(at + 1)...])
      // ("Closed: Ramp from I-17 to I-40 and I-40 mainline in both directions": the road too.)
      if at == 0, verb == "closed",
        after.contains(where: {
          [
            "and", "&", "plus", "mainline", "highway", "road", "roadway", "freeway", "interstate", "lanes", "both",
            "all",
          ]
          .contains($0)
        })
      {
        return .road
      }
      if after.first == "of" { after.removeFirst() }
      // ("Closure of the on ramp at …": "on ramp" is a ramp, not a place.)
      if let on = after.indices.first(where: { index in
        ["on", "off"].contains(after[index]) && index + 1 < after.count && ["ramp", "ramps"].contains(after[index + 1])
      }) {
        after.remove(at: on)
      }
      // "Closure of two of three lanes northbound": lanes counted after the verb, and nothing more
      // closed after them.
      if let counted = countedLanes(Array(after.prefix(5))),
        !after.dropFirst(4).contains(where: {
          ["and", "then", "lane", "lanes", "all", "third", "mainline", "road", "highway", "both", "plus"].contains($0)
            || RestrictionClassifier.closureWords.contains($0)
        })
      {
        return counted
      }
      // "Closure / Exit 216": a numbered exit after the closure is where it is.
      if let exit = after.firstIndex(where: { $0 == "exit" || $0 == "exits" }), exit + 1 < after.count,
        RestrictionClassifier.isNumber(after[exit + 1])
      {
        after = Array(after[..<exit])
      }
      // "Closures for driveway access": what is closed, not why.
      if after.first == "for", after.count > 1,
        Lexicon.connectorWords.contains(after[1]) || Lexicon.roadsideWords.contains(after[1])
      {
        after.removeFirst()
      }
      named += after.prefix { !placeStarts.contains($0) }
    }
    let subject = Wording(named.joined(separator: " "))
    // "Autoroute 20 westbound partial closure" (Quebec's "fermeture partielle"): part of its width, as
    // a lane is. ("Road partially closed" may be a stretch of it, and stays the road.)
    if wording.hasAny(["partial closure", "partial closures"]),
      !tokens.contains(where: { ["full", "fully", "complete", "completely", "all", "both", "total"].contains($0) })
    {
      return .lanes
    }
    // "Express lanes and general purpose lanes closed", "Express and collector lanes closed": both
    // of a highway's carriageways closed are the road.
    if RestrictionClassifier.closureWords.contains(tokens[at]), namesBothCarriageways(named) { return .road }
    // "HWY 401 WB EXPRESS CLOSED AT KEELE ST - USE COLLECTORS": one of a highway's carriageways,
    // named without "lanes", beside the other that carries on.
    if let last = named.last(where: { !["is", "are", "now", "temporarily", "currently", "fully"].contains($0) }),
      ["express", "collectors", "collector"].contains(last), named.count > 1
    {
      return .lanes
    }
    // "Both off-ramps and the southbound lanes of I-5 are closed", "Parking lots and US 2 westbound
    // are closed", "Ramp and roadway closure": a list that names the road closes the road.
    // ("… the park and ride closed": one facility's name, no list.)
    let listed = joiningFacilityNames(named).contains("and")
    if listed, listNamesTheRoad(joiningFacilityNames(named)) { return .road }
    // "Access closed beyond the gate": the way in is the road.
    if named.filter({ !["the", "all", "public", "vehicle", "vehicular"].contains($0) }) == ["access"] { return .road }
    // "Frontage road and Highway 97 closed": a facility beside a road named too is no facility alone.
    // "MA 2 Mohawk Trail closed", "Hwy 40 Kananaskis Trail": a highway named a trail after its number.
    // ("SR 88 (Apache Trail) is closed": the verb's helpers after the name are not the name.)
    let helpers = verbHelpers
    let numberedTrail =
      named.indices.contains { index in
        index + 1 < named.count && Lexicon.routePrefixes.union(["highway", "route"]).contains(named[index])
          && named[index + 1].first?.isNumber == true
      } && ["trail", "connector"].contains(named.reversed().first { !helpers.contains($0) } ?? "")
    if numberedTrail { return .road }
    let namesAHighway =
      listed && named.contains { Lexicon.highwayWords.contains($0) && !["pass", "summit"].contains($0) }
    if !namesAHighway && subject.hasAny(["frontage road", "frontage roads"])
      || subject.hasAny(Lexicon.facilities) && !namesATrailRoad(named)
        && !named.contains(where: { ["lane", "lanes", "road", "highway", "roads", "highways"].contains($0) })
        && !namesAHighway
        && !facilityNamesAPlace(named) && !isRangeFromFacility(tokens, before: at)
    {
      // "Rest Area I-80 closed", "Chain area US 50 closed": a route's number after the facility with
      // no "on" or "at" between may name the road closed; not understood.
      if routeAfterFacility(named) { return .road }
      return .facility
    }
    // "Right lane and right shoulder closed": a lane beside the roadside closes a lane. A bike or
    // parking lane is roadside.
    let travelLane = named.indices.contains { index in
      Lexicon.laneWords.contains(named[index]) && (index == 0 || !Lexicon.roadsideWords.contains(named[index - 1]))
    }
    // ("typeOfClosure Shoulder HIGHWAY CLOSED": the highway is named closed after the shoulder.)
    let roadNamed = named.contains(where: { ["highway", "road", "roadway"].contains($0) })
    if named.contains(where: Lexicon.roadsideWords.contains), !travelLane, !roadNamed { return .roadside }
    // "Ramp from I-70 to US 6 closed along with I-70 in both directions": the road closed with it.
    if Self.closedAlongWithTheRoad(Array(tokens[(at + 1)...])) { return .road }
    if subject.hasAny([
      "turn lane", "turn lanes", "side street", "side streets", "side road", "side roads", "roundabout",
    ])
      || named.indices.contains(where: { at in
        // ("The East Entrance road through Sylvan Pass": a road's name, not a ramp.)
        Lexicon.connectorWords.contains(named[at])
          && !(named[at] == "entrance" && at + 1 < named.count && ["road", "highway"].contains(named[at + 1]))
      })
    {
      return .connector
    }
    if named.contains(where: Lexicon.laneWords.contains) {
      // Some lanes are named by count or place ("one lane", "the right lane", "up to two lanes");
      // "eastbound lanes", "all lanes", "both lanes" are the road.
      // (A route's number is no count: "I-80 EB lanes closed" is the road.)
      // ("Lane closed. Flagger ahead": one lane, said in the singular.)
      let partial =
        named.indices.contains { at in
          Lexicon.laneQualifiers.contains(named[at])
            || RestrictionClassifier.isNumber(named[at])
              && !(at > 0 && Lexicon.routeWords.contains(named[at - 1]))
        }
        || named.contains(where: { ["lane", "ln"].contains($0) })
          && !named.contains(where: { ["lanes", "lns", "and", "&", "all", "both", "every", "each"].contains($0) })
      let whole =
        subject.hasAny([
          "all lanes", "both lanes", "all travel lanes", "all eastbound lanes", "all westbound lanes",
        ]) || Self.namesEveryLane(named)
      return partial && !whole || joined.first == "up" ? .lanes : .road
    }
    if isSideRoad(named, names: names)
      || subject.hasAny([
        "local road", "local roads", "county road", "county roads", "forest road", "forest service road",
        "forest service roads", "city street", "city streets", "local street", "local streets",
      ])
    {
      return .sideRoad
    }
    return .road
  }

  /// Whether the words after a closure close the road along with what it names: "… closed along
  /// with I-70 in both directions", "… as well as the mainline", "together with the highway".
  static func closedAlongWithTheRoad(_ after: [String]) -> Bool {
    let joins: [[String]] = [["along", "with"], ["as", "well", "as"], ["together", "with"]]
    let road: Set<String> = ["mainline", "highway", "freeway", "interstate", "road", "roadway", "expressway"]
    for index in after.indices {
      guard let join = joins.first(where: { after[index...].starts(with: $0) }) else { continue }
      let named = after[(index + join.count)...].drop { ["the", "all", "of"].contains($0) }
      guard let first = named.first else { return false }
      return road.contains(first) || namesARoute(named.prefix(2))
    }
    return false
  }

  /// Whether `tokens` name a numbered route: "i 80", "us 6", "sr 89", "i80".
  static func namesARoute(_ tokens: ArraySlice<String>) -> Bool {
    tokens.indices.contains { at in
      RestrictionClassifier.isRouteToken(tokens[at])
        || Lexicon.routePrefixes.contains(tokens[at]) && at + 1 < tokens.endIndex
          && RestrictionClassifier.isNumber(tokens[at + 1])
    }
  }

  /// Whether the word before the closure's `head` ("connector") is a name, not a kind of ramp or a
  /// route: "Okanagan Connector closed"; never "the I-5 connector is closed", "westbound connector
  /// closed".
  static func namedOnly(_ tokens: [String], head: Set<String>) -> Bool {
    // (The head right before the closure and its helpers: "Lost Trail Pass rest area closed" is
    // the rest area's.)
    let helpers: Set<String> = [
      "is", "are", "was", "has", "been", "now", "currently", "temporarily", "remains", "fully",
    ]
    guard let verb = tokens.firstIndex(where: RestrictionClassifier.closureWords.contains),
      let at = tokens[..<verb].lastIndex(where: head.contains), at > 0,
      tokens[(at + 1)..<verb].allSatisfy(helpers.contains)
    else { return false }
    let before = tokens[at - 1]
    let kinds: Set<String> = [
      "the", "a", "an", "this", "that", "hiking", "bike", "bicycle", "nature", "pedestrian", "walking", "multi", "use",
      "ski", "snowmobile", "recreation", "recreational", "paved", "dirt", "forest", "interpretive", "horse",
      "equestrian", "atv", "ohv", "nordic", "fitness", "rail", "foot", "trail", "trails", "eastbound", "westbound",
      "northbound", "southbound", "hov", "express", "freeway", "interstate", "highway", "ramp", "on", "off", "direct",
      "transit", "collector", "and", "or", "of", "to", "from", "at", "near", "park", "area", "campground", "beach",
    ]
    return !kinds.contains(before) && before.utf8.allSatisfy({ (0x61...0x7A).contains($0) })
      && !RestrictionClassifier.isRouteToken(before)
  }

  /// The words that help a verb after its subject's name ("SR 88 (Apache Trail) is closed"): never
  /// the name.
  static let verbHelpers: Set<String> = [
    "is", "are", "was", "has", "have", "been", "remains", "remain", "now", "temporarily", "currently", "will", "be",
  ]

  /// Whether a name holds "trail" only as a word before its head, as a road's does ("Trail Ridge
  /// closed for the season"), and no other facility: the road, never a trail ("Pacific Crest Trail").
  static func namesATrailRoad(_ named: [String]) -> Bool {
    let core = Array(named.reversed().drop(while: verbHelpers.contains).reversed())
    guard let trail = core.firstIndex(where: { ["trail", "trails"].contains($0) }), trail + 1 < core.count,
      !["trail", "trails"].contains(core.last ?? "")
    else { return false }
    let rest = Array(core[(trail + 1)...])
    // ("Trail crossing", "trailhead", "trail parking lot": a trail's own facility.)
    return !Wording(core.joined(separator: " ")).hasAny(
      Lexicon.facilities.filter { !["trail", "trails"].contains($0) })
      && !["crossing", "crossings", "head", "heads", "parking", "lot", "access", "system"].contains(rest[0])
  }

  /// `words` with each facility's name that holds an "and" made one word ("park and ride" as
  /// "park_and_ride"): its "and" lists nothing.
  static func joiningFacilityNames(_ words: [String]) -> [String] {
    guard words.contains("and") else { return words }
    var out = words
    for parts in Lexicon.facilityPhrasesWithAnd {
      while let start = out.indices.first(where: { out[$0...].starts(with: parts) }) {
        out.replaceSubrange(start..<(start + parts.count), with: [parts.joined(separator: "_")])
      }
    }
    return out
  }

  /// Whether a clause keeps traffic to some of the lanes, named by their place or count, and says
  /// nothing more: "Northbound traffic in the inner lane only", "All traffic using the right lane".
  static func keptToSomeLanes(_ tokens: [String], names: Set<String>) -> Bool {
    guard tokens.contains(where: { ["traffic", "vehicles"].contains($0) }),
      let lane = tokens.firstIndex(where: Lexicon.laneWords.contains), lane > 0,
      Lexicon.laneQualifiers.contains(tokens[lane - 1]) && !["lane", "a", "some"].contains(tokens[lane - 1])
    else { return false }
    let words: Set<String> = [
      "traffic", "vehicles", "all", "in", "the", "using", "uses", "is", "are", "being", "kept", "to", "only", "on",
      "shifted", "moved", "routed", "into", "through", "work", "zone", "area", "at", "near", "and",
    ]
    return tokens.allSatisfy { token in
      words.contains(token) || Lexicon.laneWords.contains(token) || Lexicon.laneQualifiers.contains(token)
        || fourWays.contains(token) || RestrictionClassifier.isNumber(token) || placeNouns.contains(token)
        || RestrictionClassifier.isRouteToken(token) || Lexicon.routePrefixes.contains(token)
        || names.contains(token) && mayName(token)
    }
  }

  /// Whether what an opening leaves out is a direction ("… except for the eastbound lanes"), not a
  /// lane across it.
  static func exceptsADirection(_ tokens: [String]) -> Bool {
    guard let except = tokens.firstIndex(where: { $0 == "except" || $0 == "but" }) else { return false }
    let kept = tokens[(except + 1)...].drop { ["for", "the", "in", "on"].contains($0) }.prefix(3)
    let ways: Set<String> = ["eastbound", "westbound", "northbound", "southbound", "eb", "wb", "nb", "sb"]
    // ("… except eastbound weigh station", "… except the eastbound off-ramp": a facility or a ramp.)
    let plain = ways.union(Lexicon.laneWords).union(["traffic", "direction", "side", "and", "only"])
    return kept.contains(where: ways.contains)
      && tokens[(except + 1)...].drop(while: { ["for", "the", "in", "on"].contains($0) })
        .prefix(while: { !placeStarts.contains($0) }).allSatisfy(plain.contains)
  }

  /// "All lanes will be closed except one lane in each direction": a lane is left.
  static func leavesALane(_ tokens: [String]) -> Bool {
    guard let except = tokens.firstIndex(where: { $0 == "except" || $0 == "but" }) else { return false }
    return tokens[(except + 1)...].prefix(4).contains { $0 == "lane" || $0 == "lanes" }
  }

  /// Whether one item of a list joined by "and" names the road itself: a route and its number ("US 2
  /// westbound", "I 80"), the roadway, the highway or the mainline, or a direction's lanes.
  static func listNamesTheRoad(_ named: [String]) -> Bool {
    let items = named.split(separator: "and").map { Array($0.filter { !["the", "both", "all", "its"].contains($0) }) }
    let ways: Set<String> = ["eastbound", "westbound", "northbound", "southbound", "travel", "through", "traffic"]
    let sideRoads: Set<String> = ["frontage", "county", "local", "side", "access", "forest", "service", "private"]
    return items.contains { item in
      // "The southbound I-5 off-ramp", "the I-90 rest area": a part of the road named by its road.
      guard !item.isEmpty, !item.contains(where: sideRoads.contains),
        !item.contains(where: {
          Lexicon.connectorWords.contains($0) || Lexicon.roadsideWords.contains($0)
            || ["area", "areas", "lot", "lots", "station", "ramp", "ramps", "off", "on"].contains($0)
        })
      else { return false }
      // "Eastbound I-90 MP 52 right lane": some lanes of the road, named by its road.
      if item.contains(where: Lexicon.laneWords.contains),
        item.contains(where: { Lexicon.laneQualifiers.contains($0) && !["1", "2", "a", "up"].contains($0) })
      {
        return false
      }
      let numbered = zip(item, item.dropFirst()).contains {
        ["i", "us", "sr", "highway", "hwy", "route", "interstate"].contains($0) && RestrictionClassifier.isNumber($1)
      }
      // ("All roads and trails in the park": roads, all of them.)
      if numbered
        || item.contains(where: { ["roadway", "mainline", "highway", "road", "roads", "highways"].contains($0) })
      {
        return item.last != "road" || item.count == 1
      }
      // "All lanes and the runaway truck ramp": every lane.
      if !item.isEmpty, item.allSatisfy({ $0 == "lanes" }) { return true }
      // "the southbound lanes": a direction's lanes, not some of them.
      return item.contains(where: Lexicon.laneWords.contains) && item.contains(where: ways.contains)
        && !item.contains(where: { Lexicon.laneQualifiers.contains($0) || RestrictionClassifier.isNumber($0) })
    }
  }

  /// What lanes counted before a clause's state word speak of: "2 of 2 lanes", "all three
  /// lanes", "all 4 westbound lanes", "every lane" are the road; "two of three lanes", "1 of 2
  /// lanes" are some lanes. Nil when no lanes are counted.
  static func countedLanes(_ tokens: [String]) -> Subject? {
    let counts = ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6]
    func count(_ token: String) -> Int? { counts[token] ?? Int(token) }
    // ("2 of 4 main lanes", "2 of 3 through lanes": the kind of lane counted says no more.)
    let ways: Set<String> = [
      "eastbound", "westbound", "northbound", "southbound", "travel", "traffic", "of", "main", "mainline", "through",
      "general", "purpose",
    ]
    for index in tokens.indices {
      let rest = tokens[index...].filter { !ways.contains($0) || $0 == "of" }
      guard let lane = rest.firstIndex(where: { $0 == "lanes" || $0 == "lane" }) else { continue }
      let before = Array(rest[rest.startIndex..<lane])
      if tokens[index] == "every", before == ["every"] { return .road }
      if before.count == 2, before[0] == "all", count(before[1]) != nil { return .road }
      if before.count == 3, before[1] == "of", let part = count(before[0]), let whole = count(before[2]) {
        return part >= whole ? .road : .lanes
      }
    }
    // "Lanes 1 and 2 of 2", "lanes 1, 2 closed (of 2)": the lanes listed, counted against the whole.
    if let lanes = tokens.firstIndex(where: { $0 == "lanes" || $0 == "lane" }),
      let of = tokens[lanes...].firstIndex(of: "of"), of + 1 < tokens.count, let whole = count(tokens[of + 1]),
      of - lanes <= 8
    {
      let listed = tokens[(lanes + 1)..<of].filter { count($0) != nil }
      if !listed.isEmpty,
        tokens[(lanes + 1)..<of].allSatisfy({
          count($0) != nil || ["and", "closed", "blocked", "are", "is", "number", "no"].contains($0)
        })
      {
        return listed.count >= whole ? .road : .lanes
      }
    }
    return nil
  }

  /// Whether `tokens` close the lanes, named bare (an event before them aside), with nothing after
  /// but the way they run ("Lanes closed in the eastbound direction"), or both ways whatever follows
  /// ("Lanes blocked in both directions due to a crash", "Crash: lanes blocked in both directions").
  static func namesBareLanesEachWay(_ tokens: [String]) -> Bool {
    guard let state = tokens.firstIndex(where: { ["closed", "blocked"].contains($0) }) else { return false }
    let ways: Set<String> = [
      "in", "the", "both", "either", "directions", "direction", "ways", "way", "eastbound", "westbound",
      "northbound", "southbound", "eb", "wb", "nb", "sb",
    ]
    // ("Crash: lanes blocked …", "Crash with lanes blocked …": the event before the lanes.)
    let before = tokens[..<state].filter {
      !ways.contains($0) && !verbHelpers.contains($0) && !Lexicon.eventWords.contains($0)
        && !Lexicon.eventHeads.contains($0) && !["with", "as"].contains($0)
    }
    let after = Array(tokens[(state + 1)...])
    // ("Pavement preservation work: lanes closed in both directions", "Traffic backup as lanes are
    // blocked in both directions": the lanes start their own subject after a label or "as".)
    let heads: Set<String> = [
      "as", "with", "while", "where", "work", "construction", "maintenance", "project", "operations", "repairs",
      "repair", "paving", "backup", "closure", "incident", "crash", "collision", "emergency",
    ]
    let lanesAt = tokens[..<state].lastIndex { ["lanes", "lns"].contains($0) }
    let ownSubject =
      lanesAt.map { at in
        at > 0 && heads.contains(tokens[at - 1])
          && tokens[(at + 1)..<state].allSatisfy { ways.contains($0) || verbHelpers.contains($0) }
      } ?? false
    guard ["lanes", "lns"].contains(before.first ?? "") && before.count == 1 || ownSubject, !after.isEmpty else {
      return false
    }
    // ("Lanes blocked in both directions due to a crash", "Lanes closed eastbound and westbound at
    // Snoqualmie Pass": both ways' lanes, whatever follows.)
    let bothWays =
      zip(after, after.dropFirst()).contains { $0 == "both" && ["directions", "ways"].contains($1) }
      || Set(after).isSuperset(of: ["eastbound", "westbound"])
      || Set(after).isSuperset(of: ["northbound", "southbound"])
    return bothWays || after.allSatisfy(ways.contains) && after.contains(where: { $0 != "in" && $0 != "the" })
  }

  /// Whether `tokens` put a closure to come a season or a year away: "planned for spring 2027",
  /// "expected in summer 2027", "beginning next spring", "in 2027". Never a closure that holds until
  /// then ("closed until spring 2027", "through next summer", "since 2024"), nor one with a day.
  static func isSeasonsAway(_ tokens: [String]) -> Bool {
    let seasons: Set<String> = ["spring", "summer", "fall", "autumn", "winter", "year"]
    let future: Set<String> = [
      "will", "planned", "expected", "anticipated", "scheduled", "beginning", "starting", "begin", "begins",
      "upcoming", "future", "proposed",
    ]
    // ("Closed to all traffic for repairs scheduled to finish in 2027": closed now, whatever comes
    // later; "Road will be closed in spring 2027" is to come.)
    let closedNow = tokens.indices.contains { index in
      ["closed", "blocked", "shut"].contains(tokens[index])
        && !(index > 0 && ["be", "remain"].contains(tokens[index - 1]))
    }
    guard !closedNow, tokens.contains(where: future.contains),
      !tokens.contains(where: {
        [
          "until", "till", "til", "through", "thru", "since", "remains", "remain", "still", "currently", "now", "today",
          "tonight", "tomorrow", "nightly", "overnight", "daily", "continue", "continues", "continuing", "last",
          "lasts", "into", "end", "ends", "ending", "complete", "completed", "completion", "done", "finished", "finish",
          "finishes", "finishing", "wrap", "repairs",
        ].contains($0) || weekdays.contains($0) || $0.hasPrefix("reopen") || openings.contains($0)
      })
    else { return false }
    // "… will require a full closure later this year; dates will be announced": not yet, no day.
    let clause = " " + tokens.joined(separator: " ") + " "
    if [" later this year ", " dates will be announced ", " dates to be announced ", " date to be announced "].contains(
      where: clause.contains)
    {
      return true
    }
    return tokens.indices.contains { index in
      let token = tokens[index]
      let previous = index > 0 ? tokens[index - 1] : ""
      let next = index + 1 < tokens.count ? tokens[index + 1] : ""
      let year = token.count == 4 && token.hasPrefix("20") && token.allSatisfy(\.isNumber)
      // "spring 2027", "in 2027", "next summer" (never "May 5, 2027": a day).
      if seasons.contains(token), previous == "next" || (next.count == 4 && next.hasPrefix("20")) { return true }
      if year, ["in", "for"].contains(previous) { return true }
      if year, months.contains(previous), index < 2 || !tokens[index - 2].allSatisfy(\.isNumber) {
        return ["in", "for", "of", "early", "late", "mid"].contains(index >= 2 ? tokens[index - 2] : "")
      }
      return false
    }
  }

  /// Whether `named` lists a highway's express (or HOV) carriageway and its other one (collector,
  /// general purpose, local) together, and no lane of either but the HOV carriageway's one ("all
  /// general purpose lanes and the HOV lane"): the whole road.
  static func namesBothCarriageways(_ named: [String]) -> Bool {
    named.contains("and") && named.contains(where: { ["express", "hov", "carpool"].contains($0) })
      && named.contains(where: { ["collector", "collectors", "general", "local", "regular"].contains($0) })
      && !named.contains(where: {
        [
          "left", "right", "center", "centre", "inside", "outside", "one", "1", "2", "shoulder", "shoulders", "ramp",
          "ramps", "exit", "of",
        ].contains($0)
      })
      // ("… and the HOV lane": that carriageway's one lane; never another lane.)
      && named.indices.allSatisfy { at in
        named[at] != "lane" || at > 0 && ["hov", "express", "carpool", "reversible"].contains(named[at - 1])
      }
  }

  /// The whole road in so many words: "upgraded to a full closure", "the entire highway is closed",
  /// "all travel lanes and shoulders closed", "ramp and mainline closed".
  static func namesWholeRoad(_ wording: Wording, subject tokens: [String]) -> Bool {
    if wording.hasAny(["full road closure", "full highway closure", "entire highway", "entire road", "entire roadway"])
    {
      return true
    }
    // "Eastbound 50 Off-Ramp Full Closure": all of the ramp, not of the road.
    if wording.hasAny(["full closure", "fully closed", "completely closed"]) {
      let state = tokens.firstIndex { ["full", "fully", "completely"].contains($0) } ?? tokens.count
      let before = Array(tokens[..<state])
      let part =
        before.contains(where: { ["ramp", "ramps", "connector", "connectors", "offramp", "onramp"].contains($0) })
        || Wording(before.joined(separator: " ")).hasAny(Lexicon.facilities)
      // ("Off-Ramp Full Closure including mainline", "Freeway and Off-Ramp Full Closure": the road too.)
      let road: Set<String> = ["mainline", "freeway", "highway", "roadway", "road", "interstate", "expressway"]
      if !part || tokens.contains(where: road.contains)
        || tokens.contains(where: { Lexicon.laneWords.contains($0) || ["and", "&", "plus", "with"].contains($0) })
      {
        return true
      }
    }
    // Lanes named whole stand before the state word: "all lanes will reopen" later says nothing of it.
    let state =
      tokens.firstIndex { RestrictionClassifier.closureWords.contains($0) || openings.contains($0) } ?? tokens.count
    // ("Lanes 1 and 2 closed (of 2)": the count after the closure.)
    if countedLanes(Array(tokens[..<state])) == .road || countedLanes(tokens) == .road { return true }
    // "The other lane closed", "the remaining lanes blocked": what is left of the road once the
    // lanes already told of are out, the road itself (open, it is a lane left).
    if state < tokens.count, RestrictionClassifier.closureWords.contains(tokens[state]) {
      // Only the lanes themselves, said so plainly: "the other lane is closed", "remaining lanes
      // blocked by debris"; never a lane's shoulder, a turn or bike lane, a class of vehicle, a
      // closure now and then.
      var before = Array(tokens[..<state])
      if before.first == "the" { before.removeFirst() }
      while let last = before.last, ["is", "are", "was", "were", "now", "also", "been", "has", "have"].contains(last) {
        before.removeLast()
      }
      let after = tokens[(state + 1)...]
      let plain =
        before.count == 2 && ["other", "remaining", "last"].contains(before[0])
        && ["lane", "lanes"].contains(before[1])
      // Nothing after, or what blocks it: "… blocked by debris", "… closed due to a crash"; never
      // the work, the crew or the hours of a lane's closure ("for paving", "by flaggers", "9 pm to
      // 5 am").
      let hazards: Set<String> = [
        "debris", "rock", "rocks", "tree", "trees", "crash", "collision", "incident", "slide", "water", "snow",
        "ice", "flooding", "fire", "wreck", "vehicle", "vehicles", "truck", "semi", "boulder", "boulders", "mud",
      ]
      let blocked =
        after.isEmpty
        || after.first.map { ["by", "due", "because"].contains($0) } == true
          && after.contains(where: { hazards.contains($0) || namesAHazard($0) })
          && !after.contains(where: {
            RestrictionClassifier.isNumber($0) || isStamp($0) || timeWords.contains($0) && $0 != "to"
              || hedges.contains($0)
              || Lexicon.eventHeads.contains($0) && !hazards.contains($0) && !namesAHazard($0)
              || ["pilot", "flaggers", "flagger", "crews", "crew", "work", "except"].contains($0)
          })
      if plain, blocked, !tokens.contains(where: { $0 == "not" || $0 == "no" }) { return true }
    }
    // "… blocking all lanes", "blocking both lanes", "blocking the roadway": what it blocks.
    if state < tokens.count, ["blocking", "blocks", "block"].contains(tokens[state]),
      !tokens.contains(where: { ["partially", "partly", "part", "partial"].contains($0) })
    {
      let object = tokens[(state + 1)...].prefix(4).joined(separator: " ")
      if Wording(object).hasAny([
        "all lanes", "both lanes", "all travel lanes", "the road", "the roadway", "the highway", "roadway",
        "all traffic", "both directions",
      ]) || Self.namesEveryLane(Array(tokens[(state + 1)...].prefix(5)))
        || countedLanes(Array(tokens[(state + 1)...])) == .road
      {
        return true
      }
    }
    // A list before its first place ("Ramp and roadway closure"), never the "and" of a place.
    let head = Array(tokens[..<state].prefix { !placeStarts.contains($0) })
    let list = joiningFacilityNames(head)
    if list.contains("and"), listNamesTheRoad(list) { return true }
    // ("2 of 4 main lanes blocked": some of them, counted.)
    if countedLanes(Array(tokens[..<state])) == .lanes { return false }
    if Self.namesEveryLane(Array(tokens[..<state])) { return true }
    return Wording(tokens[..<state].joined(separator: " ")).hasAny([
      "only lane in each direction", "single lane in each direction", "only lane each direction",
      "all travel lanes", "all lanes", "through lanes", "mainline", "both lanes", "all eastbound lanes",
      "all westbound lanes", "all northbound lanes", "all southbound lanes", "no lanes", "main lanes",
      "mainline lanes",
    ])
  }

  /// Whether `tokens` name every lane of the road, or of one direction: "both eastbound lanes",
  /// "all NB travel lanes", "both of the westbound lanes".
  static func namesEveryLane(_ tokens: [String]) -> Bool {
    let between: Set<String> = [
      "eastbound", "westbound", "northbound", "southbound", "eb", "wb", "nb", "sb", "e", "w", "n", "s", "travel",
      "main", "through", "mainline", "of", "the", "traffic",
    ]
    return tokens.indices.contains { at in
      guard ["all", "both"].contains(tokens[at]) else { return false }
      // ("One of both eastbound lanes": one of them.)
      if at > 0, tokens[at - 1] == "of" { return false }
      var next = at + 1
      while next < tokens.count, next - at <= 4, between.contains(tokens[next]) { next += 1 }
      return next > at + 1 && next < tokens.count && ["lanes", "lns"].contains(tokens[next])
    }
  }

  /// The days of the week, as feeds spell them.
  static let weekdays: Set<String> = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed", "thu",
    "thur", "thurs", "fri", "sat", "sun",
  ]

  /// The months, as feeds spell them.
  static let months: Set<String> = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "january",
    "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
  ]

  /// Words of a time standing before a clause's subject.
  static let timeWords: Set<String> = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "january",
    "february", "march", "april", "june", "july", "august", "september", "october", "november", "december", "mon",
    "tue", "wed", "thu", "fri", "sat", "sun", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
    "sunday", "am", "pm", "noon", "midnight", "morning", "evening", "night", "tonight",
    "today", "tomorrow", "daily", "nightly", "overnight", "weekdays", "weekends", "weekend", "the", "and", "to",
    "from", "until", "through", "thru", "starting", "beginning", "on", "at", "of", "each", "every", "hours", "hrs",
    "hr", "round", "clock", "around", "further", "notice", "mid", "late", "early", "est", "2023", "2024", "2025",
    "2026", "a", "m", "p", "st", "nd", "rd", "th", "day", "days", "week", "weeks", "month", "months", "time", "times",
    "per", "effective", "immediately", "now", "continuing", "ongoing", "about", "approximately", "approx",
    "daytime", "nighttime", "mondays", "fridays", "sundays", "saturdays", "midday", "dawn", "dusk",
    "daylight", "nights", "weeknights", "weeknight", "tuesdays", "wednesdays", "thursdays",
  ]

  /// A named street ("Craig Road", "Blackcomb Way West", "Village Gate Blvd"): a name before a
  /// street word, no highway's word.
  static func isSideRoad(_ named: [String], names: Set<String> = []) -> Bool {
    let kept = named.filter {
      ![
        "the", "a", "an", "both", "directions", "direction", "is", "are", "will", "be", "been", "has", "have", "now",
        "remains", "remain", "currently", "temporarily", "fully", "completely", "eastbound", "westbound", "northbound",
        "southbound",
        // "Open. But road closed": a word that joins is no street's name.
        "but", "however", "and", "yet", "also", "then", "so", "or", "still",
      ].contains($0) && !timeWords.contains($0) && !RestrictionClassifier.isNumber($0)
    }
    guard kept.count >= 2, !kept.contains(where: Lexicon.highwayWords.contains) else { return false }
    let last = kept.last ?? ""
    let beforeLast = kept.count >= 3 ? kept[kept.count - 2] : ""
    guard let street = kept.lastIndex(where: Lexicon.streetWords.contains), street > 0,
      Lexicon.streetWords.contains(last)
        || (["east", "west", "north", "south"].contains(last) && Lexicon.streetWords.contains(beforeLast))
    else { return false }
    // The street's name: a word written as a name where the text tells, else no word of a report,
    // an event or the reader's vocabulary.
    let name = kept[street - 1]
    // "Whole road closed", "County-wide road closure", "Steep winding road closed": what the road
    // is like, never its name.
    let describing: Set<String> = [
      "wide", "whole", "entire", "full", "main", "mountain", "steep", "winding", "narrow", "this", "that", "same",
      "statewide", "countywide", "update", "updated", "updates", "note", "alert", "notice", "info", "information",
      "news", "breaking", "reminder", "again",
    ]
    if describing.contains(name) { return false }
    if names.contains(name) { return true }
    return !RestrictionClassifier.reportWords.contains(name) && !Lexicon.eventWords.contains(name)
      && !RestrictionClassifier.signalWords.contains(name)
  }

  // MARK: For whom

  /// Whether the clause's rule binds a class of vehicle other than a car: "Commercial chain up in
  /// effect", "ALL CMV MUST CHAIN UP", "Chain Control level MAX", "All vehicles towing trailers
  /// must have chains", "Permit loads are prohibited". A class named in a reason ("due to a
  /// jackknifed truck") or beside everyone ("all traffic including trucks") is not a limit.
  static func isForHeavyVehicles(_ tokens: [String], wording: Wording) -> Bool {
    let reason = tokens.firstIndex { ["due", "because", "after", "involving"].contains($0) } ?? tokens.count
    let stated = RestrictionClassifier.ruleScope(Array(tokens[..<reason]))
    // Caltrans' truck levels: "Chain Control level MAX", "level TS", "level MIN".
    if let level = stated.firstIndex(of: "level"), level + 1 < stated.count,
      ["max", "min", "ts", "maximum", "minimum"].contains(stated[level + 1])
    {
      return true
    }
    // "All vehicles over 10,000 GVW": every vehicle of that weight, not every vehicle.
    let joined = stated.joined(separator: " ")
    let replaced = ["passenger capacity", "all vehicles over"]
    let scope = Wording(
      ASCIIText.contains(anyOf: replaced, in: joined, ignoringCase: false) == false
        ? joined
        : joined.replacing("passenger capacity", with: "seats")
          .replacing("all vehicles over", with: "vehicles over"))
    // "Vehicles over 13 ft 6 in", "vehicles over 5,000 kg": a class by its size, only when a car
    // is never of that size ("all vehicles over 3,000 lbs" binds cars).
    let size = RestrictionClassifier.isLargerThanACar(stated)
    if size == false { return false }
    guard scope.hasAny(Lexicon.heavyVehicles) || size == true, scope.hasAny(Lexicon.vehicleRules) else { return false }
    // "Traction tires allowed in place of chains on vehicles under 10,000 GVW and not towing": the
    // lighter class, cars among them, is what the rule speaks of.
    if scope.hasAny(["not towing", "under 10,000", "under 10000", "less than 10,000", "in place of chains"])
      || RestrictionClassifier.namesLighterVehicles(stated)
    {
      return false
    }
    // "Closed for commercial vehicle recovery": the work's object, not the rule's class. (Only a
    // purpose right after the class's words: "Hazmat vehicles prohibited through the work zone" is
    // the class's rule.)
    let classNouns = Lexicon.heavyClassWords.union(["vehicle", "vehicles", "cmv", "cmvs"])
    if stated.indices.contains(where: { index in
      Lexicon.purposes.contains(stated[index]) && index > 0 && classNouns.contains(stated[index - 1])
    }) {
      return false
    }
    // "Traction law and chain law for commercial vehicles in effect": the traction law is every
    // driver's; only the chain law is the trucks'.
    if scope.hasAny(["traction law", "traction laws"]), scope.hasAny(["chain law", "chain laws"]) { return false }
    // "Except for trucks": everyone else.
    if let except = stated.firstIndex(where: { ["except", "excluding", "exempt"].contains($0) }),
      stated[except...].contains(where: { Lexicon.heavyVehicles.contains($0) })
    {
      return false
    }
    // "Chains required for vehicles towing trailers and cars with summer tires": cars named beside
    // the towing class are bound too (never "passenger vehicles towing trailers", a class of them).
    let padded = " \(joined) "
    let carsToo = Lexicon.everyone.contains { phrase in
      guard let range = padded.firstRange(of: " \(phrase) ") else { return false }
      let after = padded[range.upperBound...].split(separator: " ").prefix(2).map(String.init)
      let classOfThem =
        ["towing", "pulling", "over", "hauling"].contains(after.first ?? "")
        || after.first == "with" && ["trailers", "trailer", "a"].contains(after.dropFirst().first ?? "")
      return !classOfThem
    }
    if carsToo { return false }
    if namesOthersThanAClass(stated, size: size) { return false }
    // "Access limited to tow trucks": the class let through, everyone else kept out (never a lane
    // or a load: "Trucks are restricted to the right lane").
    if let limit = stated.indices.first(where: { index in
      ["limited", "restricted"].contains(stated[index]) && index + 1 < stated.count && stated[index + 1] == "to"
    }),
      !stated[(limit + 2)...].contains(where: {
        Lexicon.laneWords.contains($0) || RestrictionClassifier.isNumber($0) || Lexicon.roadsideWords.contains($0)
      })
    {
      return false
    }
    // "… and on two-wheel drive vehicles", "… and to vehicles without snow tires": cars among them.
    if scope.hasAny([
      "two wheel drive", "front wheel drive", "rear wheel drive", "2wd", "fwd", "rwd", "without snow tires",
      "without winter tires", "without traction tires", "without chains", "summer tires", "without m s",
      "without four wheel drive", "without all wheel drive",
    ]) {
      return false
    }
    if scope.hasAny(["vehicles towing", "towing trailers", "towing a trailer", "all cmv", "all commercial"]) {
      return true
    }
    // "Commercial Chain Law Code 18 and Passenger Traction Law Code 15 in effect": a rule for cars
    // named beside the one for trucks binds the car.
    if scope.hasAny(Lexicon.everyone) || scope.hasAny(["all vehicles", "all vehicle", "passenger"]) { return false }
    return true
  }

  /// Whether a rule's scope names drivers other than a class beside it, in words the list of
  /// everyone lacks: cars by their kind ("pickups", "SUVs", "4WD vehicles", "private vehicles"),
  /// people ("travelers", "drivers"), traffic of a way or a place ("through traffic", "eastbound
  /// traffic", "car traffic"), or all the rest ("all others", "everything else", "traffic
  /// including trucks"). A head noun ("traffic", "vehicles") counts when no class's word stands
  /// before it and no class's measure after it ("commercial vehicles", "vehicles towing trailers",
  /// "vehicles over 10,000 GVW" stay a class).
  static func namesOthersThanAClass(_ stated: [String], size: Bool?) -> Bool {
    // ("All commercial motor vehicles including buses and vans of 16 or more passenger capacity":
    // what a class includes is of it; "Drivers must have maximum chains": Caltrans' truck rule.)
    let stated = Array(stated.prefix { $0 != "including" })
    if Wording(stated.joined(separator: " ")).hasAny(["maximum chains", "max chains"]) { return false }
    let others: Set<String> = [
      "car", "cars", "auto", "autos", "private", "personal", "pickup", "pickups", "suv", "suvs", "van", "vans", "4wd",
      "awd", "4x4", "4x4s", "passenger", "passengers", "travelers", "travellers", "drivers", "motorists", "everyone",
      "everybody", "public", "others", "else", "every", "any", "residents",
    ]
    // ("Passenger vehicles towing trailers": a class of them.)
    let ofAClass: Set<String> = ["towing", "pulling", "hauling", "with"]
    if stated.indices.contains(where: { index in
      others.contains(stated[index]) && !stated[(index + 1)...].prefix(2).contains(where: ofAClass.contains)
    }) {
      return true
    }
    let heads: Set<String> = ["traffic", "vehicles", "vehicle"]
    let measures: Set<String> = [
      "towing", "pulling", "hauling", "carrying", "over", "with", "longer", "wider", "taller", "heavier", "exceeding",
      "more", "greater", "under", "of", "in", "gvw", "gvwr", "rated", "weight", "weighing", "rating", "including",
    ]
    guard size != true else { return false }
    return stated.indices.contains { index in
      guard heads.contains(stated[index]) else { return false }
      let before = index > 0 ? stated[index - 1] : ""
      let after = index + 1 < stated.count ? stated[index + 1] : ""
      // ("Heavy traffic", "recreational traffic": how much and whose, never a class.)
      if stated[index] == "traffic", ["heavy", "recreational"].contains(before) { return true }
      let classBefore =
        Lexicon.heavyClassWords.contains(before)
        || ["commercial", "heavy", "oversize", "oversized", "hazmat", "motor", "gross"].contains(before)
      return !classBefore && !measures.contains(after)
    }
  }

  // MARK: The level

  /// Tires that do in place of chains: the requirement is traction, not chains.
  /// Whether a closure is said to be brief ("brief closures", "closures of up to 30 minutes"): never
  /// a closure of every lane or until further notice, nor one that may come and go ("may close
  /// intermittently" for the road's conditions is an advisory).
  static func isBriefClosure(_ tokens: [String], hours: Double = 2) -> Bool {
    guard tokens.contains(where: { ["closure", "closures", "close", "closed"].contains($0) }),
      !tokens.contains(where: {
        ["full", "fully", "all", "complete", "notice", "indefinitely", "season", "if", "when", "unless", "worsen"]
          .contains($0)
      })
    else { return false }
    // "in 20-minute intervals": each closure that long.
    if let at = tokens.firstIndex(of: "intervals"), at >= 2, ["minute", "min"].contains(tokens[at - 1]),
      let count = Double(tokens[at - 2]), count <= 60
    {
      return true
    }
    // "up to 30 minutes", "up to 2 hours", "up to one hour", "up to an hour": never longer.
    let spelled: [String: Double] = [
      "one": 1, "an": 1, "a": 1, "two": 2, "three": 3, "four": 4, "fifteen": 15,
      "twenty": 20, "thirty": 30, "forty": 40,
    ]
    let lengths = tokens.indices.compactMap { at -> Double? in
      guard at + 3 < tokens.count, tokens[at] == "up", tokens[at + 1] == "to",
        let count = Double(tokens[at + 2]) ?? spelled[tokens[at + 2]]
      else { return nil }
      if ["minutes", "minute", "mins", "min"].contains(tokens[at + 3]) { return count / 60 }
      // "up to 1 hour 30 minutes", "1 hour and 45 minutes": the minutes count too.
      if ["hours", "hour", "hrs", "hr"].contains(tokens[at + 3]) {
        let minutes: Set<String> = ["minutes", "minute", "mins", "min"]
        let start = at + 4
        let end = min(tokens.count - 1, at + 7)
        let more =
          start < end
          && (start..<end).contains { index in
            RestrictionClassifier.isNumber(tokens[index]) && minutes.contains(tokens[index + 1])
          }
        return more ? count + 1 : count
      }
      return nil
    }
    if lengths.contains(where: { $0 > hours }) { return false }
    return !lengths.isEmpty || tokens.contains(where: { ["brief", "briefly", "short"].contains($0) })
  }

  /// Whether every tire the clause names is a four-wheel drive's ("chains or 4WD/AWD with M+S
  /// tires", "four wheel drive vehicles with snow tires"): no tire alone stands in place of chains.
  static func tiresOnlyWithDrive(_ tokens: [String]) -> Bool {
    let tireWords: Set<String> = ["tires", "tire", "tyres"]
    let tires = tokens.indices.filter { tireWords.contains(tokens[$0]) }
    guard !tires.isEmpty else { return false }
    return tires.allSatisfy { at in
      guard let with = tokens[max(0, at - 5)..<at].lastIndex(where: { ["with", "on"].contains($0) }) else {
        return false
      }
      let before = tokens[max(0, with - 4)..<with]
      return before.contains("drive") || before.contains("4x4") || before.contains("4x4s")
        || before.contains("vehicles") && before.contains("drive")
    }
  }

  /// The nouns that name the road itself beside a facility.
  static let roadNouns: Set<String> = [
    "road", "roadway", "highway", "hwy", "freeway", "fwy", "interstate", "route", "pass", "roads", "highways",
    "directions", "lanes", "lns", "mainline",
  ]

  /// The words that tell where a facility is ("Rest area on Highway 20").
  static let facilityPlaceWords: Set<String> = [
    "on", "at", "near", "off", "beside", "from", "of", "along", "over", "by", "past", "in",
  ]

  /// The words that join another subject to a facility ("Rest area and pass closed").
  static let subjectJoins: Set<String> = [
    "and", "with", "as", "but", "while", "plus", "also", "so", "since", "because", "now",
  ]

  /// A chain or traction rule's words, which a clause about a facility, a lane or a side road never
  /// holds of itself.
  static let chainRules = [
    "chains required", "chains are required", "chain law", "chain controls in effect", "chain control in effect",
    "traction law", "traction tires required", "chains or traction", "chains mandatory",
  ]

  /// The words before "road" that make it another road beside the road ("Frontage road closed").
  static let sideRoadWords: Set<String> = [
    "frontage", "access", "service", "side", "forest", "spur", "county", "private", "haul", "logging", "park",
  ]

  /// Whether a clause about a facility says the road itself closed too: "Rest area and pass
  /// closed", "Rest area closed along with the highway", "Pedestrians please use sidewalk as road is
  /// closed", two closures run together; never a road named as where the facility is ("Rest area
  /// on Highway 20 closed", "Rest area at Snoqualmie Pass is closed").
  static func saysTheRoadClosed(_ tokens: [String]) -> Bool {
    // Two closures in one clause ("Rest area closed road closed", lines run together): one may be
    // the road's.
    if tokens.filter({ RestrictionClassifier.closureWords.contains($0) }).count >= 2 { return true }
    // "Rest area unavailable due to the closure of SR 20", "… because US 95 is closed": the road's
    // closure told as the reason.
    if let reason = tokens.firstIndex(where: { ["due", "because", "as", "since"].contains($0) }) {
      let told = tokens[(reason + 1)...]
      let road: Set<String> = ["road", "roadway", "highway", "freeway", "interstate", "route", "pass", "mainline"]
      if told.contains(where: { RestrictionClassifier.closureWords.contains($0) || $0 == "closed" }),
        told.contains(where: { road.contains($0) || RestrictionClassifier.isRouteToken($0) })
          || told.indices.contains(where: { index in
            Lexicon.routePrefixes.contains(told[index]) && index + 1 < told.endIndex
              && RestrictionClassifier.isNumber(told[index + 1])
          })
      {
        return true
      }
    }
    // "… to get around road now closed": the road, named after no place word, then its closure.
    // (Only after a word that names nothing: "Snowy Range Road is closed" is a road's name.)
    let roads: Set<String> = ["road", "roadway", "highway", "freeway", "interstate", "route", "pass", "mainline"]
    let plain: Set<String> = ["the", "around", "and", "now", "as", "since", "but", "so", "while", "because", "also"]
    for index in tokens.indices.dropFirst() where roads.contains(tokens[index]) {
      let before = tokens[index - 1]
      guard plain.contains(before) || RestrictionClassifier.closureWords.contains(before) else { continue }
      let rest = tokens[(index + 1)...].drop { ["now", "is", "was", "remains", "has", "been", "also"].contains($0) }
      if let state = rest.first, RestrictionClassifier.closureWords.contains(state) { return true }
    }
    // A road named after a place word ("Rest area on Highway 20", "at Snoqualmie Pass") is where the
    // facility is, until a word joins another subject ("and", "with", "as").
    var inPlace = false
    // A road named before the facility names it ("Vail Pass Rest Area", "I-91 Southbound Welcome
    // Center"): only one joined to it, or told after its closure, is another subject.
    var joined = false
    for index in tokens.indices {
      let token = tokens[index]
      if subjectJoins.contains(token) || RestrictionClassifier.closureWords.contains(token) {
        inPlace = false
        joined = true
        continue
      }
      if facilityPlaceWords.contains(token) {
        inPlace = true
        continue
      }
      let route =
        Lexicon.routePrefixes.contains(token) && index + 1 < tokens.count
        && RestrictionClassifier.isNumber(tokens[index + 1])
      guard joined, !inPlace, roadNouns.contains(token) || route else { continue }
      // "Frontage road closed", "Access road closed": another road beside it, never the road.
      if index > 0, sideRoadWords.contains(tokens[index - 1]) { continue }
      if tokens.contains(where: RestrictionClassifier.closureWords.contains) { return true }
    }
    return false
  }

  /// Whether a clause about a lane, a ramp or a side road tells a route closed after its own closure:
  /// "Exit 34 closed (I-90 closed, both directions)", "Ramp closed (mainline closed)".
  static func saysTheRouteClosedToo(_ tokens: [String]) -> Bool {
    guard let first = tokens.firstIndex(where: RestrictionClassifier.closureWords.contains) else { return false }
    // "Closed: Ramp from I-17 to I-40 (I-40 also closed in both directions)": a route told "also"
    // closed, or named again right after itself where brackets were, is a second subject.
    let helpers: Set<String> = ["now", "is", "are", "was", "remains", "has", "been", "also"]
    var start = first
    while start > 0, helpers.contains(tokens[start - 1]) { start -= 1 }
    if start >= 3, Lexicon.routePrefixes.contains(tokens[start - 2]), RestrictionClassifier.isNumber(tokens[start - 1]),
      tokens[start..<first].contains("also")
        && !placeStarts.union(["onto", "toward", "towards", "the"]).contains(tokens[start - 3])
        || start >= 4 && tokens[(start - 4)..<(start - 2)] == tokens[(start - 2)..<start]
    {
      return true
    }
    var index = first + 1
    while index < tokens.count {
      var end: Int?
      if tokens[index] == "mainline" {
        end = index + 1
      } else if Lexicon.routePrefixes.contains(tokens[index]) || Lexicon.highwayWords.contains(tokens[index]),
        index + 1 < tokens.count, RestrictionClassifier.isNumber(tokens[index + 1])
      {
        end = index + 2
      }
      if let end, !facilityPlaceWords.contains(tokens[index - 1]) {
        let rest = tokens[end...].drop { ["now", "is", "was", "remains", "has", "been", "also"].contains($0) }
        if let state = rest.first, RestrictionClassifier.closureWords.contains(state) { return true }
      }
      index += 1
    }
    return false
  }

  /// Whether a clause bans only classes of vehicle a car is not, listed as Pennsylvania's and New
  /// York's tiers list them: "Tier 1 vehicle restriction: empty tractor-trailers, trailers being
  /// towed, RVs and motorcycles prohibited", "Commercial vehicle ban in effect on I-90 between Exit 46
  /// and the state line". Never with all vehicles, passenger vehicles (but towing) or cars named,
  /// nor a tier alone ("Tier 5 restriction in effect" may be every vehicle's).
  static func isBanOfClassesOtherThanCars(_ tokens: [String]) -> Bool {
    let bans = classBanWords
    let classes = vehicleClasses
    let joiners = classListJoiners
    guard tokens.contains(where: bans.contains),
      tokens.contains(where: { classes.contains($0) && !["being", "towed", "loaded", "empty"].contains($0) })
    else { return false }
    // Every vehicle, or a car, named; a closure, or an exception to the ban.
    if namesACar(tokens)
      || tokens.contains(where: ["traffic", "closed", "closure", "except", "only", "not"].contains)
    {
      return false
    }
    // Where it holds: routes, exits and numbers after a place word, and names no reading knows.
    var inPlace = false
    for token in tokens {
      if ["on", "between", "from", "at", "near", "to"].contains(token) { inPlace = true }
      if bans.contains(token) || classes.contains(token) || joiners.contains(token)
        || RestrictionClassifier.isNumber(token)
      {
        continue
      }
      if inPlace, Lexicon.routePrefixes.contains(token) || Lexicon.highwayWords.contains(token) || mayName(token),
        !barred.contains(token), !Lexicon.ordinaryBarred.contains(token), !Lexicon.eventWords.contains(token)
      {
        continue
      }
      return false
    }
    return true
  }

  /// Whether words name every vehicle or a car among those a rule is for: "all vehicles", "passenger
  /// vehicles" not towing, "cars", "motorists", "everyone".
  static func namesACar(_ tokens: [String]) -> Bool {
    tokens.indices.contains { index in
      let next = index + 1 < tokens.count ? tokens[index + 1] : ""
      let after = index + 2 < tokens.count ? tokens[index + 2] : ""
      return ["cars", "autos", "automobiles", "motorists", "everyone"].contains(tokens[index])
        || tokens[index] == "passenger" && !(["vehicles", "vehicle"].contains(next) && after == "towing")
        || tokens[index] == "all" && ["vehicles", "vehicle", "traffic"].contains(next)
    }
  }

  /// The words that ban a class of vehicle in a tier's list.
  static let classBanWords: Set<String> = [
    "prohibited", "ban", "banned", "restriction", "restrictions", "restricted", "no",
  ]

  /// The classes of vehicle a tier's list names, none of them a car.
  static let vehicleClasses: Set<String> = [
    "tractor", "tractors", "trailer", "trailers", "empty", "lightly", "loaded", "straight", "trucks", "truck", "cdl",
    "weighted", "rvs", "rv", "motorcycles", "motorcycle", "school", "buses", "bus", "towing", "towed", "being",
    "double", "doubles", "triple", "triples", "tandem", "tandems", "campers", "motorhomes", "commercial", "cmv",
    "cmvs", "semi", "semis", "combinations", "combination", "oversize", "oversized", "hazmat", "loads",
  ]

  /// The words a tier list's item may be made of, a car's among them.
  static let classListWords = vehicleClasses.union(classListJoiners).union([
    "cars", "autos", "automobiles", "motorists", "everyone", "prohibited", "banned", "no",
  ])

  /// The words that join a tier list's items, and say where it holds.
  static let classListJoiners: Set<String> = [
    "and", "or", "with", "the", "that", "are", "is", "tier", "level", "in", "effect", "vehicle", "vehicles",
    "passenger", "on", "between", "from", "to", "at", "near", "of", "exit", "exits", "state", "line", "until",
    "further", "notice", "now", "all",
  ]

  /// The words that put something on the road rather than name it: "Zorbs on road", "Trees across
  /// the highway", "Rocks covering the roadway".
  static let lyingWords: Set<String> = ["on", "in", "across", "over", "blocking", "covering", "off", "under", "onto"]

  /// The words of a size limit besides its measure and figure ("Width restricted to 12 ft").
  static let sizeLimitWords: Set<String> = [
    "restricted", "limited", "to", "limit", "restriction", "max", "maximum", "of", "is", "in", "effect", "ft",
    "feet", "inches", "lbs", "lb", "tons", "t", "m",
  ]

  /// Whether a clause limits a size only a truck reaches: "Width restricted to 12 ft", "Height
  /// limited to 13 ft 6 in", "Length restriction 75 feet", "Weight limit 40 tons". A car is under
  /// 8 ft wide and high, 20 ft long, 10,000 lb (5 tons).
  static func isTruckSizeLimit(_ tokens: [String]) -> Bool {
    guard let measure = tokens.first, ["width", "height", "length", "weight"].contains(measure), tokens.count <= 8
    else { return false }
    guard tokens.dropFirst().allSatisfy({ sizeLimitWords.contains($0) || RestrictionClassifier.isNumber($0) }),
      let at = tokens.firstIndex(where: RestrictionClassifier.isNumber), at + 1 < tokens.count,
      let value = Double(tokens[at].replacing(",", with: "")), value.isFinite
    else { return false }
    switch (measure, tokens[at + 1]) {
    case ("width", "ft"), ("width", "feet"), ("height", "ft"), ("height", "feet"): return value >= 8
    case ("length", "ft"), ("length", "feet"): return value >= 20
    case ("weight", "lbs"), ("weight", "lb"): return value >= 10_000
    case ("weight", "tons"), ("weight", "t"): return value >= 5
    default: return false
    }
  }

  /// The words that ban trailers, towing or high-profile vehicles.
  static let otherBanWords: Set<String> = [
    "prohibited", "banned", "not", "allowed", "permitted", "no", "restricted", "advised", "closed",
  ]

  /// The words a ban of trailers, towing or high-profile vehicles names them in.
  static let otherClassWords: Set<String> = [
    "trailer", "trailers", "towing", "high", "profile", "light", "vehicles", "vehicle", "oversize", "oversized",
    "traffic", "campers", "rvs", "and", "or", "are", "is", "all", "to",
  ]

  /// Whether a clause only bans trailers, towing or high-profile vehicles: "Vehicles towing
  /// trailers prohibited", "No trailer traffic", "Closed to light, high profile vehicles".
  static func isBanOfOthers(_ tokens: [String]) -> Bool {
    return tokens.contains(where: {
      ["trailer", "trailers", "towing", "profile", "oversize", "oversized"].contains($0)
    })
      && tokens.contains(where: otherBanWords.contains)
      && tokens.allSatisfy { otherBanWords.contains($0) || otherClassWords.contains($0) }
  }

  static let tireAlternatives = [
    "mud or snow tires", "snow tires or", "or snow tires", "winter tires", "m s or winter tires", "m s tires",
    "mud and snow tires", "traction tires or", "or traction tires", "four wheel drive or all wheel drive",
    "equipped with m s", "snow tires or use chains",
  ]

  /// `meaning` as this statement leaves it for a car, or nil when the clause is a label that says
  /// nothing (set aside). `isFirst`: the clause opens the text, where a record names its road.
  func refine(_ meaning: RoadWords.Statement.Meaning, tokens: [String], isFirst: Bool) -> RoadWords.Statement.Meaning? {
    let wording = Wording(tokens.joined(separator: " "))
    let hasClosureWord = tokens.contains(where: RestrictionClassifier.closureWords.contains)
    let negated = tokens.contains(where: ["not", "no", "never", "nor", "without"].contains)
    // "Road report expired": a stale report, whatever its subject.
    if Self.saysStale(tokens) { return .unrecognised }
    // "Roadwork - Planned", "Incident - Active": a record's status beside its label says nothing
    // of the road itself (alone, "Planned" is of nothing known).
    if meaning == .unrecognised, !isFirst, tokens.count <= 2,
      ["planned", "active", "scheduled", "ongoing", "in progress", "current", "confirmed", "verified"].contains(
        tokens.joined(separator: " "))
    {
      return .information
    }
    // "Vehicles under 10,000 GVW prohibited", "No vehicles under 26,000 GVW": cars kept out; "Open
    // only to vehicles over 10,000 GVW", "Restricted to trucks": everyone but them kept out. Never
    // a note about trucks (a lane kept for them, a chain rule, are read elsewhere).
    let ruleWords: Set<String> = ["chains", "chain", "traction", "tires", "tire", "lane", "lanes", "ln", "shoulder"]
    if !tokens.contains(where: ruleWords.contains), meaning.level?.isClosure != true {
      let kept: Set<String> = [
        "prohibited", "banned", "forbidden", "no", "closed", "closure", "held", "stopped", "detoured", "not", "exit",
        "stop", "turn",
      ]
      // ("Motorists are reminded to turn headlights on": a turn of the lights' switch.)
      let lights = tokens.indices.contains { at in
        tokens[at] == "turn"
          && tokens[(at + 1)...].prefix(3).contains(where: { ["headlights", "lights"].contains($0) })
      }
      if RestrictionClassifier.namesLighterVehicles(tokens),
        tokens.contains(where: { kept.contains($0) && !($0 == "turn" && lights) })
      {
        return .unrecognised
      }
      // (A bare "SEMI-TRUCKS ONLY" under a closed rest area's name is the facility's.)
      let onlyThem =
        wording.hasAny(["restricted to", "limited to", "open only to", "only open to", "reopened for", "open to"])
        || tokens.contains("only") && tokens.contains(where: ["open", "opened", "reopened", "allowed", "may"].contains)
      let them =
        tokens.contains { ["trucks", "commercial", "semis", "cmv", "cmvs"].contains($0) }
        || RestrictionClassifier.isLargerThanACar(tokens) == true
      if onlyThem, them, !tokens.contains(where: ["except", "use", "caution"].contains) { return .unrecognised }
    }
    // "The next westbound rest area is Price Creek at milepost 62": where the next facility is.
    if meaning == .unrecognised,
      tokens.starts(with: ["the", "next"]) || tokens.first == "next" || tokens.starts(with: ["the", "nearest"])
        || tokens.first == "nearest",
      tokens.indices.contains(where: { at in Lexicon.facilityPhrases.contains { tokens[at...].starts(with: $0) } }),
      !hasClosureWord, !negated
    {
      return .information
    }
    if subject == .record { return .information }
    // "0 of 2 lanes open", "zero lanes open in each direction": no lane is left open.
    if Self.countsNoLanes(tokens), meaning.level == nil || meaning.level?.isClosure == false {
      return .unrecognised
    }
    // "Lanes Affected: Total Closure", "Lanes Blocked: All", "2/2 lanes blocked": every lane.
    if Self.labelsEveryLane(tokens), meaning.level?.isClosure != true { return .restriction(.closed) }
    // "Brine trucks are out on I-40 and I-85 ahead of tonight's storm", "Plow trucks are out": the
    // season's equipment at work; "Slow moving paint trucks": a moving work zone, delays.
    if meaning == .unrecognised, let atWork = Self.equipmentAtWork(tokens, names: names) {
      return atWork ? .restriction(.trafficDelays) : .information
    }
    // "SR 20 under water", "Bridge out at MP 5": a road that cannot be driven is no label.
    if meaning == .unrecognised, Self.impassableStart(tokens) != nil { return .unrecognised }
    // "Mud covers the highway", "Tree on US 2 at MP 40 blocks the highway": something across the
    // road, however much of it is blocked, is no report of its surface.
    if meaning == .unrecognised, Self.obstruction(tokens) == .unrecognised { return .unrecognised }
    if meaning == .unrecognised || meaning == .restriction(.trafficDelays), Self.isHarmless(tokens, wording: wording) {
      return .information
    }
    // "No road closures anticipated": none to come, said so.
    if Self.foreseesNoRestriction(tokens) { return .information }
    // "Bridge deck work on I-64 is complete", "A new date will be announced": work over, or a
    // date still to be told, says nothing of the road now.
    if meaning == .unrecognised || meaning == .restriction(.trafficDelays),
      Self.isWorkEnded(tokens, names: names) || Self.isAnnouncementToCome(tokens, names: names)
        || Self.isWorkHours(tokens)
    {
      return .information
    }
    if Self.isLaneClosureLabel(wording),
      meaning.level?.isClosure == true || meaning == .unrecognised || meaning == .restriction(.unknown)
    {
      return .restriction(.trafficDelays)
    }
    // An opening that leaves the road less than whole ("open with one lane in each direction", "the
    // rest area is planned to reopen at 8 am"): what it speaks of decides.
    // "Right lane and right shoulder reopened": that part is whole again.
    if !hasClosureWord, meaning != .lifting, [.lanes, .roadside, .connector].contains(subject),
      tokens.contains(where: { ["reopened", "opened"].contains($0) }),
      // "One lane has reopened": one of several, the rest still closed.
      !tokens.contains(where: { ["one", "single", "1", "a", "only"].contains($0) }),
      // "… reopened after the crash was cleared": after what, told in the past.
      !tokens.contains(where: { Self.hedges.contains($0) && !Lexicon.laneWords.contains($0) && $0 != "after" })
    {
      return .information
    }
    // "The closure has been lifted except for the eastbound lanes", "Reopened except westbound":
    // one direction is still closed, which the clause's direction names.
    if Self.exceptsADirection(tokens),
      tokens.contains(where: { Self.openings.contains($0) || ["lifted", "cleared", "removed"].contains($0) })
    {
      return .restriction(.closed)
    }
    // "Northbound traffic in the inner lane only", "Traffic using the right lane": traffic kept to
    // some lanes, delays.
    if !hasClosureWord, meaning == .unrecognised, Self.keptToSomeLanes(tokens, names: names) {
      return .restriction(.trafficDelays)
    }
    // "All lanes are open except the right lane": one lane closed.
    if !hasClosureWord, tokens.contains(where: Self.openings.contains), Self.leavesALane(tokens),
      !tokens.contains(where: { ["not", "no", "will", "until"].contains($0) })
    {
      return .restriction(.trafficDelays)
    }
    if !hasClosureWord, meaning.level?.isClosure == true {
      switch subject {
      case .lanes, .connector, .sideRoad: return .restriction(.trafficDelays)
      case .facility, .roadside, .record: return .information
      case .road:
        if Self.leavesSomeLanes(tokens, wording: wording) { return .restriction(.trafficDelays) }
      }
    }
    // "The highway is open to two lanes of traffic", "one lane open in each direction", "Road open
    // to single lane alternating traffic".
    if !hasClosureWord, meaning == .unrecognised || meaning == .restriction(.unknown),
      Self.leavesSomeLanes(tokens, wording: wording)
    {
      return .restriction(.trafficDelays)
    }
    if !hasClosureWord, meaning == .unrecognised, tokens.contains(where: Self.openings.contains) {
      switch subject {
      case .lanes, .connector, .sideRoad, .facility, .roadside: return .information
      default: break
      }
    }
    // A rule for trucks is nothing for a car, and so is a chain rule set by weight (ODOT's "Chains
    // required on vehicles towing or over 10,000 GVW"); an agency's own advice for trailers ("No
    // Trailer Traffic") keeps what the reader made of it.
    let keptForCars = wording.hasAny(RestrictionClassifier.advisories)
    if isForHeavyVehicles, !keptForCars {
      switch meaning {
      case .restriction(let level) where !level.isClosure || !hasClosureWord:
        return .information
      case .unrecognised:
        return .information
      default:
        break
      }
    }
    if hasClosureWord, !Self.isLaneClosureLabel(wording) {
      switch meaning {
      case .restriction(.closed), .restriction(.closedForSeason), .restriction(.trafficDelays),
        .restriction(.unknown), .unrecognised, .information:
        break
      default:
        return meaning
      }
      switch subject {
      case .record, .facility, .roadside:
        // "Rest area closed (the highway also closed)", "Pedestrians please use sidewalk as road is
        // closed to all vehicles": the road told closed too is not the facility's.
        // "Rest area closed (chains required)": a chain rule run into the facility's clause.
        if Self.saysTheRoadClosed(tokens) || wording.hasAny(Self.chainRules) { return .unrecognised }
        // "Apache Trail closed due to washout", "Oregon Trail closed": a trail known only by its
        // name may be a highway (Arizona's SR 88), not understood; "the hiking trail" is a trail.
        if subject == .facility, !negated, Self.namedOnly(tokens, head: ["trail"]) { return .unrecognised }
        return negated && meaning == .unrecognised ? meaning : .information
      case .connector, .lanes:
        // "Exit 34 closed (I-90 closed, both directions)": the road told closed beside its exit.
        if Self.saysTheRouteClosedToo(tokens) || wording.hasAny(Self.chainRules) {
          return .unrecognised
        }
        // "Okanagan Connector closed in both directions": a connector known only by its name may be a
        // highway (BC's 97C), not understood; "the I-5 connector" is a ramp.
        if subject == .connector, !negated, Self.namedOnly(tokens, head: ["connector"]) { return .unrecognised }
        // "Closure of the right lane has been lifted": that part is whole again.
        if Self.endsAClosure(tokens) { return .information }
        return .restriction(.trafficDelays)
      case .sideRoad:
        if Self.saysTheRouteClosedToo(tokens) || wording.hasAny(Self.chainRules) {
          return .unrecognised
        }
        return .restriction(.trafficDelays)
      case .road:
        if meaning == .information { return meaning }
        // "The closure has been cleared", "Scheduled closure cancelled": the closure is the subject,
        // and it ended.
        if Self.endsAClosure(tokens) { return .lifting }
        // "In the event of a closure, updates will be posted here": no closure is stated.
        if wording.hasAny(["in the event of", "in case of", "in the case of", "if there is a closure"]) {
          return .information
        }
        // "Through lanes closed", "upgraded to a full closure": the reader's lane is the road.
        // "I-80 at the Elk Mountain rest area is closed": so is a route closed where a facility is.
        if meaning == .restriction(.trafficDelays), !negated, !Self.leavesALane(tokens),
          Self.namesWholeRoad(wording, subject: tokens) || Self.routeClosedAtAFacility(tokens, wording: wording)
            // "Express lanes and general purpose lanes closed", "Express and collector lanes
            // closed": both of a highway's carriageways.
            || Self.namesBothCarriageways(Array(tokens.prefix { !RestrictionClassifier.closureWords.contains($0) }))
            // "Lanes blocked in both directions", "Lanes closed in the eastbound direction": the
            // lanes, with only their way after, as "Lanes closed both directions" is.
            || Self.namesBareLanesEachWay(tokens)
            // "Ramp from I-70 to US 6 closed along with I-70 in both directions": the road with it.
            || tokens.firstIndex(where: RestrictionClassifier.closureWords.contains).map({
              Self.closedAlongWithTheRoad(Array(tokens[($0 + 1)...]))
            }) == true
        {
          return .restriction(.closed)
        }
        // "Crews will intermittently close lanes on SR 20 for tree removal": lanes closed by turns.
        if !negated, when != .possible, tokens.contains(where: { ["intermittently", "intermittent"].contains($0) }),
          tokens.contains(where: { ["lane", "lanes"].contains($0) }),
          !tokens.contains(where: {
            ["all", "both", "full", "fully", "highway", "road", "roadway", "pass", "route", "stopped", "held"].contains(
              $0)
          })
        {
          return .restriction(.trafficDelays)
        }
        // "Brief closures of up to 2 hours may occur Tue and Thu 10 AM to noon": closures that come
        // and go within the work's hours are its delays, as when they are stated outright.
        if when == .possible, !negated, Self.isBriefClosure(tokens) { return .restriction(.trafficDelays) }
        // "Expect closures of up to 1 hour during that window", "closed in 20-minute intervals":
        // closures that come and go, each brief, are delays as when they may occur. An hour at most:
        // "closures of up to 2 hours" in a window may stop a trip as a closure does.
        if !negated, Self.isBriefClosure(tokens, hours: 1),
          tokens.filter({ RestrictionClassifier.closureWords.contains($0) }).count == 1,
          tokens.contains("closures")
            // ("Closures of up to 15 minutes between 9 AM and 3 PM": closures, each told brief.)
            && tokens.contains(where: { ["expect", "intermittent", "periodic", "delays", "brief", "up"].contains($0) })
            || tokens.contains("intervals")
            // ("Road will be closed intermittently for up to 20 minutes at a time", "Road closed
            // intermittently for up to 20 minutes": each closure brief.)
            || tokens.contains("up")
              && tokens.contains(where: { ["intermittently", "intermittent", "periodically", "periodic"].contains($0) })
        {
          return .restriction(.trafficDelays)
        }
        // "Official detour for the future closure": a closure to come (never "… is now in effect").
        if !negated,
          tokens.indices.contains(where: { at in
            tokens[at] == "future" && at + 1 < tokens.count && ["closure", "closures"].contains(tokens[at + 1])
          }),
          !tokens.contains(where: {
            [
              "now", "effect", "begun", "began", "started", "starts", "today", "tonight", "current", "currently",
              "place", "underway", "active",
            ].contains($0)
          })
        {
          return .information
        }
        // "This is the final safety measure before the highway is closed" (Colorado's Code 16): a
        // closure named as what comes after, not now.
        if !negated, let before = tokens.firstIndex(of: "before"),
          let closure = tokens.firstIndex(where: RestrictionClassifier.closureWords.contains), closure > before + 1,
          tokens[(before + 1)..<closure].allSatisfy({
            [
              "the", "highway", "road", "roadway", "pass", "interstate", "route", "it", "is", "gets", "get", "being",
              "be",
              "can", "must", "are",
            ].contains($0)
          })
        {
          return .information
        }
        // "Full closure planned for spring 2027", "Road closure expected in summer 2027": a closure a
        // season or a year away says nothing of the road now.
        if !negated, Self.isSeasonsAway(tokens) { return .information }
        if when == .possible { return .restriction(.travelAdvisory) }
        if negated { return meaning }
        if meaning == .unrecognised || meaning == .restriction(.unknown) {
          if wording.hasAny(["was", "were", "previously", "earlier", "had been"]) { return meaning }
          let seasonal = RestrictionClassifier.isSeasonal(tokens.joined(separator: " "))
          return .restriction(seasonal ? .closedForSeason : .closed)
        }
        return meaning
      }
    }
    // ("Chains or snow tires required (R2)": Caltrans' own level, named beside the words of its R-1,
    // is the level.)
    if case .restriction(let level) = meaning, level == .chainsRequired || level == .chainsAll,
      wording.hasAny(Self.tireAlternatives), !wording.hasAny(["except", "r2", "r 2", "r3", "r 3"])
    {
      // "All vehicles must have chains or be 4WD/AWD with M+S tires": tires only on a four-wheel
      // drive leave a two-wheel-drive car chains, as Caltrans' R-2 does.
      return .restriction(Self.tiresOnlyWithDrive(tokens) ? .chainsRequired : .tractionRequired)
    }
    // "Vehicles must be equipped with M+S or winter tires": a traction requirement.
    // "4WD/AWD or snow tires required", "Winter tires mandatory on this route", "vehicles must have
    // 4WD/AWD or M+S tires with 5/32 inch tread, or chains": tires or drive in place of chains.
    if meaning == .unrecognised || meaning == .restriction(.chainsRequired),
      wording.hasAny([
        "must be equipped with", "required to have", "must have", "must use", "required", "mandatory", "must be",
      ]),
      wording.hasAny(
        Self.tireAlternatives + [
          "winter tires", "snow tires", "traction tires", "four wheel drive", "all wheel drive", "4x4", "m s",
        ]),
      !tokens.contains(where: ["not", "no", "except", "exempt", "trucks", "commercial"].contains),
      !tokens.contains(where: { $0 == "chains" || $0 == "chain" }) || wording.hasAny(["or chains", "or tire chains"])
    {
      // "4WD/AWD or chains required", "Chains or 4x4 required": drive alone in place of chains
      // leaves a two-wheel-drive car chains, as Caltrans' R-2 does.
      let tires =
        tokens.contains { ["tires", "tire", "tyres", "m", "studded", "autosock", "autosocks"].contains($0) }
        && !Self.tiresOnlyWithDrive(tokens)
      if !tires, tokens.contains(where: { $0 == "chains" || $0 == "chain" }) { return .restriction(.chainsRequired) }
      return .restriction(.tractionRequired)
    }
    if meaning == .restriction(.trafficDelays), Self.isHarmless(tokens, wording: wording) { return .information }
    guard meaning == .unrecognised else { return meaning }
    return Self.kind(of: tokens, wording: wording, isFirst: isFirst, meaning: meaning, names: names)
  }

  /// Whether an opening leaves some lanes, not the road: "open with one lane in each direction",
  /// "traffic will take turns moving through the open lane", "open to two lanes of traffic"; never
  /// "all lanes not passable", never with a negation.
  static func leavesSomeLanes(_ tokens: [String], wording: Wording) -> Bool {
    guard tokens.contains(where: openings.contains) || wording.hasAny(["take turns", "alternate traffic"]),
      tokens.contains(where: Lexicon.laneWords.contains),
      !tokens.contains(where: ["not", "no", "never", "only", "both", "passable", "impassable", "except"].contains)
    else { return false }
    return wording.hasAny([
      "one lane", "two lanes", "single lane", "1 lane", "2 lanes", "open lane", "the open lane", "fast lane",
      "slow lane", "left lane", "right lane", "one westbound lane", "one eastbound lane", "one northbound lane",
      "one southbound lane", "each lane", "a lane",
    ])
  }

  /// "Lane Closure", "Westbound 152 Lane Closure", "Moving Closure", "Rolling closures": a label of
  /// delays.
  static func isLaneClosureLabel(_ wording: Wording) -> Bool {
    // A rolling closure beside another closure word ("Rolling closures have been replaced by a
    // closure of both directions", "rolling roadblock and both directions blocked") is not one.
    let rolling = ["rolling closure", "rolling closures", "rolling roadblock", "rolling roadblocks"]
    if wording.hasAny(rolling),
      wording.count(of: RestrictionClassifier.closureWords) > 1
        || wording.hasAny(["both directions", "total", "full", "complete", "all lanes", "blocked"])
    {
      return false
    }
    return wording.hasAny([
      "lane closure", "lane closures", "moving closure", "alternating lanes closure", "periodic lane closures",
      "single lane closures", "side street closures", "shoulder closures", "shoulder closure",
      // Traffic held behind a moving block for minutes at a time: "Rolling closures for snow removal".
      "rolling closure", "rolling closures", "rolling roadblock", "rolling roadblocks",
    ]) && !wording.hasAny(["full closure", "road closure", "highway closure", "closed"])
  }

  /// "The closure on NY 73 has been cleared", "Scheduled closure cancelled": the closure is the
  /// subject, and it ended; never with a hedge, a future or a part.
  static func endsAClosure(_ tokens: [String]) -> Bool {
    guard let closure = tokens.firstIndex(where: { $0 == "closure" || $0 == "closures" }) else { return false }
    // "The scheduled weekend closure of SR 520 has been canceled due to the weather forecast": what
    // names the closure and why it ended hedge nothing.
    var tokens = tokens
    if let reason = tokens.firstIndex(where: { $0 == "due" || $0 == "because" }), reason > closure {
      // ("… canceled because the road is already closed by the slide": the road closed still.)
      if tokens[reason...].contains(where: { RestrictionClassifier.closureWords.contains($0) || $0 == "closed" }) {
        return false
      }
      tokens = Array(tokens[..<reason])
    }
    // ("… closure between FM 1626 and Slaughter Ln scheduled for tonight has been canceled": when
    // it was to be is no hedge once it is cancelled.)
    let cancelled = tokens[(closure + 1)...].contains { ["cancelled", "canceled"].contains($0) }
    tokens = tokens.enumerated().filter {
      !(($0.offset < closure || cancelled) && ["scheduled", "planned"].contains($0.element))
    }
    .map(\.element)
    guard let closure = tokens.firstIndex(where: { $0 == "closure" || $0 == "closures" }) else { return false }
    let rest = Wording(tokens[(closure + 1)...].joined(separator: " "))
    // "The weekend closure of Hwy 36 scheduled for May 16-19 will not take place": it never comes.
    if rest.hasAny(["will not take place", "will not happen", "will not occur", "is not happening"]),
      tokens.filter(RestrictionClassifier.closureWords.contains).count == 1,
      !tokens.contains(where: ["remains", "remain", "still", "until", "lane", "lanes", "closed"].contains)
    {
      return true
    }
    // "The closure scheduled for tonight has been postponed to next week": not tonight.
    if rest.hasAny(["has been postponed", "postponed", "has been rescheduled", "rescheduled"]),
      !tokens.contains(where: ["not", "no", "remains", "still", "closed", "lane", "lanes", "until"].contains),
      tokens.filter(RestrictionClassifier.closureWords.contains).count == 1
    {
      return true
    }
    let ends = [
      "has been cleared", "have been cleared", "has been lifted", "have been lifted", "cancelled", "canceled",
      "has ended", "is over", "was lifted", "lifted", "cleared", "terminated", "has been terminated",
      // "The overnight full closures for blasting have been completed": done with.
      "have been completed", "has been completed", "are complete", "is complete",
    ]
    let hedged: Set<String> = [
      "will", "may", "might", "could", "should", "if", "when", "expected", "pending", "not", "no", "until", "partially",
      "except", "only", "but", "later", "remains", "remain", "still", "scheduled", "hope", "hoped", "to", "with",
      "beyond", "again", "after", "before", "earlier", "chains", "soon", "planned",
    ]
    // The closure is the only closure word: "closed again after the earlier closure lifted" closes.
    let closureWords = tokens.filter(RestrictionClassifier.closureWords.contains)
    // ("The closure on I-15 from Dubois to the state line has been lifted": the "to" of a stretch
    // from one place to another hedges nothing; "expected to be lifted", "up to MP 20" do.)
    let hedge = tokens.indices.contains { at in
      guard hedged.contains(tokens[at]) else { return false }
      guard tokens[at] == "to" else { return true }
      // ("… between Exit 71 and Exit 110 (Missouri Valley to Sioux City) has been lifted": so is a
      // stretch told again after "between".)
      let stretch =
        (tokens[..<at].contains("from") || tokens[..<at].contains("between"))
        && !(at + 1 < tokens.count && tokens[at + 1] == "be")
        && !(at > 0 && tokens[at - 1] == "up")
      return !stretch
    }
    return closureWords.count == 1 && rest.hasAny(ends) && !hedge
  }

  /// Whether a clause tells only of work or an event over: "Bridge deck work on I-64 at the Nitro
  /// bridge is complete", "Avalanche control work has concluded", "Ramp work is finished", "Crews
  /// have finished the repairs". Nothing else may be said: no closure, no restriction, no hedge.
  static func isWorkEnded(_ tokens: [String], names: Set<String>) -> Bool {
    // ("Avalanche control work on I-90 has been cancelled for tonight": no work, so nothing of it.)
    let ends: Set<String> = [
      "complete", "completed", "finished", "concluded", "done", "ended", "wrapped", "cancelled", "canceled",
      "postponed",
    ]
    // (Work called off "for tonight" or "for tomorrow" is called off for then.)
    let calledOff = tokens.contains(where: ["cancelled", "canceled", "postponed"].contains)
    guard tokens.contains(where: ends.contains),
      tokens.contains(where: { Lexicon.eventWords.contains($0) && !["road", "highway", "traffic"].contains($0) }),
      !tokens.contains(where: {
        hedges.contains($0) && !(calledOff && ["tonight", "tomorrow"].contains($0)) || barred.contains($0)
          || ["remains", "remain", "still", "delays", "delay", "detour", "blocked", "blocking"].contains($0)
      })
    else { return false }
    let helpers: Set<String> = [
      "is", "are", "has", "have", "been", "was", "were", "now", "all", "the", "a", "an", "of", "for", "this", "crews",
      "crew", "workers", "contractor", "contractors", "project", "up", "season", "year", "day", "today", "on", "at",
      "in", "near", "between", "and", "from", "to",
    ]
    let reasons: Set<String> = ["due", "because", "changing", "weather", "conditions", "forecast", "tonight", "today"]
    return tokens.allSatisfy { token in
      ends.contains(token) || helpers.contains(token) || Lexicon.eventWords.contains(token) || reasons.contains(token)
        || placeNouns.contains(token) || fourWays.contains(token) || RestrictionClassifier.isNumber(token)
        || RestrictionClassifier.isRouteToken(token) || Lexicon.routePrefixes.contains(token)
        || Lexicon.connectorWords.contains(token) || names.contains(token) && mayName(token)
    }
  }

  /// Whether a clause tells only the hours of work: "Work ends by 3 p.m. each day", "Work hours are
  /// 7 a.m. to 5 p.m. weekdays", "Crews will work from 8 AM to 4 PM". When the work is, never what it
  /// does to the road: no closure, lane, stop or hedge beside it.
  static func isWorkHours(_ tokens: [String]) -> Bool {
    guard let first = tokens.first, ["work", "crews", "crew", "working", "workers"].contains(first),
      tokens.contains(where: { ["am", "pm", "noon", "midnight", "a", "p"].contains($0) })
    else { return false }
    let verbs: Set<String> = [
      "work", "works", "crews", "crew", "working", "workers", "hours", "hour", "ends", "end", "ending", "begins",
      "begin", "starts", "start", "runs", "run", "is", "are", "will", "be", "by", "between", "wraps", "up", "finish",
      "finishes", "stops", "stop", "typically", "usually", "generally", "expected", "scheduled", "for",
    ]
    return tokens.allSatisfy { token in
      verbs.contains(token) || timeWords.contains(token) || RestrictionClassifier.isNumber(token)
        || Self.weekdays.contains(token) || isStamp(token)
    }
  }

  /// What a clause says of maintenance equipment on the road, when that is all it says: true for
  /// equipment moving slowly in the lanes ("Slow moving paint trucks", "slow-moving work vehicles"),
  /// delays; false for equipment out or at work ("Plow trucks are out", "Brine trucks are out on
  /// I-40 ahead of tonight's storm", "Sanders operating"), nothing on the road for a car; nil when
  /// the clause says anything else.
  static func equipmentAtWork(_ tokens: [String], names: Set<String>) -> Bool? {
    let kinds: Set<String> = [
      "plow", "brine", "sand", "salt", "maintenance", "work", "paint", "striping", "mowing", "deicing", "highway",
      "snow", "removal", "anti", "icing", "slow", "moving",
    ]
    let machines: Set<String> = [
      "trucks", "truck", "vehicles", "vehicle", "equipment", "crews", "crew", "plows", "snowplows", "sanders", "sander",
      "graders", "grader", "spreaders", "sweepers", "mowers",
    ]
    // The machines' name: "plow trucks", "slow moving paint trucks", "plows and sanders".
    guard let first = tokens.firstIndex(where: { kinds.contains($0) || machines.contains($0) }) else { return nil }
    var last = first
    while last + 1 < tokens.count,
      kinds.contains(tokens[last + 1]) || machines.contains(tokens[last + 1])
        || tokens[last + 1] == "and" && last + 2 < tokens.count && machines.union(kinds).contains(tokens[last + 2])
    {
      last += 1
    }
    let name = tokens[first...last]
    // ("Snow removal" alone is an operation, not a machine; "work vehicles" need their kind.)
    guard name.contains(where: machines.contains),
      name.contains(where: { kinds.contains($0) && !["slow", "moving"].contains($0) })
        || name.contains(where: {
          ["plows", "snowplows", "sanders", "graders", "spreaders", "sweepers", "mowers"].contains($0)
        })
    else { return nil }
    let slow = name.contains("slow") && name.contains("moving")
    let states: Set<String> = ["out", "operating", "working", "active", "deployed", "treating"]
    let after = tokens[(last + 1)...]
    guard slow || after.contains(where: states.contains) else { return nil }
    let doing: Set<String> = [
      "are", "is", "out", "operating", "working", "active", "treating", "applying", "plowing", "sanding", "salting",
      "deployed", "on", "the", "roads", "road", "highway", "highways", "interstate", "in", "area", "ahead", "of",
      "and", "all", "at", "along", "across", "throughout", "before", "tonights", "storm", "please", "a", "an",
      "several", "multiple", "many", "still", "continue", "continuing", "to",
    ]
    let onlyThat = (tokens[..<first] + after).allSatisfy { token in
      doing.contains(token) || placeNouns.contains(token) || fourWays.contains(token)
        || RestrictionClassifier.isNumber(token) || RestrictionClassifier.isRouteToken(token)
        || Lexicon.routePrefixes.contains(token) || timeWords.contains(token) || names.contains(token) && mayName(token)
    }
    return onlyThat ? slow : nil
  }

  /// Whether a clause says only that a date or a time is still to be told: "A new date will be
  /// announced", "Exact dates will be announced at least two weeks in advance", "New date TBD",
  /// "TxDOT will reschedule".
  static func isAnnouncementToCome(_ tokens: [String], names: Set<String>) -> Bool {
    let told: Set<String> = ["announced", "posted", "determined", "reschedule", "rescheduled", "tbd", "confirmed"]
    guard tokens.contains(where: told.contains) else { return false }
    let words: Set<String> = [
      "a", "an", "the", "new", "exact", "final", "date", "dates", "time", "times", "will", "be", "is", "are", "to",
      "at", "least", "in", "advance", "later", "soon", "weeks", "week", "days", "two", "one", "three", "ahead", "of",
      "and", "work", "it", "they", "we",
    ]
    return tokens.allSatisfy { token in
      told.contains(token) || words.contains(token) || RestrictionClassifier.isNumber(token)
        || names.contains(token) && mayName(token)
    }
  }

  /// Words that keep a lifting from being one: the future, a hope, a condition, a part, a negation.
  static let hedges: Set<String> = [
    "will", "may", "might", "could", "should", "would", "expected", "expect", "pending", "if", "when", "once",
    "scheduled", "planned", "hope", "hoped", "hopefully", "soon", "yet", "not", "no", "until", "anticipated",
    "estimated", "later", "tomorrow", "tonight", "partially", "partly", "lane", "lanes", "but", "except", "only",
    "before", "after", "unless", "beyond", "chains", "emergency", "local",
  ]

  /// Words that, in a clause the reader did not understand, still restrict or hedge: such a clause
  /// keeps failing closed.
  static let barred: Set<String> = RestrictionClassifier.closureWords.union([
    "not", "no", "never", "chains", "chain", "traction", "stopped", "held", "holding", "prohibited", "required",
    "must", "impassable", "passable", "turned", "locked", "barricaded", "only", "except", "closed",
    "unsafe", "evacuation", "evacuate",
  ])

  /// What a clause the reader did not understand is, by its kind; nil for a label set aside.
  static func kind(
    of tokens: [String], wording: Wording, isFirst: Bool, meaning: RoadWords.Statement.Meaning,
    names: Set<String> = []
  ) -> RoadWords.Statement.Meaning? {
    if isHarmless(tokens, wording: wording) { return .information }
    // "Vehicles over 10 ft high or 40 ft long": a class of vehicle other than a car, alone.
    // ("I-80: Commercial vehicles only": whom the road is kept for, perhaps, not a label.)
    if RestrictionClassifier.isHeavyClassLabel(tokens), tokens.last != "only" { return .information }
    // "NOT IN LNS": a vehicle off the lanes, told so.
    if ["not in lanes", "not in the lanes", "not in lane", "not in the roadway", "not in roadway"].contains(
      tokens.joined(separator: " "))
    {
      return .information
    }
    if isTruckSizeLimit(tokens) || isBanOfClassesOtherThanCars(tokens) || isDetourForLargerVehicles(tokens) {
      return .information
    }
    // "If you must travel, allow extra time": the condition of the advice that follows it.
    // "Use collectors", after the express lanes closed: the other carriageway of the same road.
    if [
      "if you must travel", "if you must drive", "if travel is necessary", "if you must be on the road",
      "if you must go", "if you must venture out", "use collectors", "use the collectors", "use collector lanes",
      "use the collector lanes", "use express lanes", "use the express lanes", "use express",
    ].contains(tokens.joined(separator: " ")) {
      return .information
    }
    // "Emergency travel only", "essential travel only": advice whose own words would bar it.
    var restricted = tokens.contains(where: barred.contains)
    if restricted, let advice = Lexicon.advisoryPhrases.first(where: { wording.hasAny([$0]) }),
      !tokens.contains(where: { ["past", "beyond", "gate", "gates", "point", "restricted", "limited"].contains($0) })
    {
      var rest = " " + tokens.joined(separator: " ") + " "
      rest = rest.replacing(" \(advice) ", with: " ")
      restricted = rest.split(separator: " ").contains { barred.contains(String($0)) }
    }
    // "Please do not stop in the avalanche zone", "never stop in the travel lanes": advice whose own
    // words would bar it, and nothing barred beside them.
    if restricted, isPlainly(tokens, saying: Lexicon.adviceSentences) {
      var rest = " " + tokens.joined(separator: " ") + " "
      for advice in Lexicon.adviceSentences where rest.contains(" \(advice) ") {
        rest = rest.replacing(" \(advice) ", with: " ")
      }
      if !rest.split(separator: " ").contains(where: { barred.contains(String($0)) }) { return .information }
    }
    let laneLabel = isLaneClosureLabel(wording)
    if laneLabel { return .restriction(.trafficDelays) }
    if Lexicon.saysPossibleClosure(wording) { return .restriction(.travelAdvisory) }
    if !restricted || laneLabel {
      if let phrase = Lexicon.liftingPhrases.first(where: { wording.hasAny([$0]) }),
        !tokens.contains(where: Self.hedges.contains), restIsKnown(tokens, besides: phrase, names: names),
        !Self.opensAStretch(tokens, after: phrase), !RestrictionClassifier.opensOnlyAStretch(tokens)
      {
        return .lifting
      }
      if wording.hasAny(Lexicon.advisoryPhrases) { return .restriction(.travelAdvisory) }
      if wording.hasAny(Lexicon.delayPhrases) || laneLabel || wording.hasAny(Lexicon.incidentsOnTheShoulder) {
        return .restriction(.trafficDelays)
      }
      if wording.hasAny(Lexicon.passingPhrases), !tokens.contains(where: Lexicon.passingVetoes.contains) {
        return .restriction(.trafficDelays)
      }
      if wording.hasAny(Lexicon.turnPhrases), !tokens.contains(where: Lexicon.turnVetoes.contains) {
        return .restriction(.trafficDelays)
      }
    }
    if restricted { return meaning }
    // Winter operations are the season's routine: "Winter maintenance", "Plows working".
    if isPlainly(tokens, saying: Lexicon.winterOperations) { return .information }
    if isEventLabel(tokens, isFirst: isFirst) { return .restriction(.trafficDelays) }
    // "Type of Work: Slope Repair": the field of an event's label names the label.
    if tokens.starts(with: ["type", "of", "work"]), tokens.count > 3,
      isEventLabel(Array(tokens.dropFirst(3)), isFirst: true)
    {
      return .restriction(.trafficDelays)
    }
    // Why the work is done: "for maintenance work", "for construction north of Nulle Road".
    if tokens.first == "for", tokens.contains(where: Lexicon.eventHeads.contains) { return .information }
    // A reason told apart: "Reason: Tree Work", "due to slope repair", "because of the storm".
    if ["reason", "due", "because", "cause"].contains(tokens.first ?? ""),
      !tokens.contains(where: {
        acting.contains($0) && $0 != "work" || Lexicon.ordinaryBarred.contains($0) && !Lexicon.eventWords.contains($0)
      })
    {
      return .information
    }
    if wording.hasAny(Lexicon.incidentResponse), !tokens.contains(where: barred.contains) {
      return .restriction(.trafficDelays)
    }
    if isPlainly(tokens, saying: Lexicon.hazardNotices) || isPlainly(tokens, saying: Lexicon.adviceSentences)
      || isPlainly(tokens, saying: Lexicon.weatherWords)
    {
      return .information
    }
    if wording.hasAny(Lexicon.workDescriptions), !tokens.contains(where: Lexicon.workBarred.contains) {
      return .information
    }
    // The items of a list of parts beside the lanes: "RShoulder, Sidewalk, Bike Lane closed".
    if tokens.allSatisfy({ Lexicon.roadsideWords.contains($0) || ["and", "right", "left"].contains($0) }) {
      return .information
    }
    // The lanes a record's field lists as affected: "left lane, center lane", "right lane",
    // "Mobile Lanes". Some lanes, never all: delays.
    if isLaneList(tokens) { return .restriction(.trafficDelays) }
    if isLabel(tokens, isFirst: isFirst, names: names) { return nil }
    if isOrdinary(tokens, names: names) || isCrewReport(tokens) { return .information }
    // A row of a weight or size table: "Semi-trailer combos: 39T".
    if tokens.contains(where: { Lexicon.heavyVehicles.contains($0) }),
      tokens.allSatisfy({ Lexicon.tableWords.contains($0) || Lexicon.heavyVehicles.contains($0) || isStamp($0) })
    {
      return .information
    }
    // A size limit's field ("Width: 12 ft", "Height: 14 ft 6 in"): a limit only a truck reaches.
    if let measure = tokens.first, ["width", "height", "length", "weight"].contains(measure), tokens.count <= 6,
      tokens.contains(where: RestrictionClassifier.isNumber),
      tokens.dropFirst().allSatisfy({
        RestrictionClassifier.isNumber($0)
          || ["ft", "feet", "in", "inches", "lbs", "lb", "tons", "t", "m"].contains($0)
      })
    {
      return .information
    }
    if let reading = otherSubject(tokens, names: names) { return reading }
    return meaning
  }

  /// Whether a clause says no restriction is to come, and nothing more: "No road closures
  /// anticipated", "No lane closures are expected at this time", "no major delays expected". (Never
  /// "No travel": that word is a closure's.)
  static func foreseesNoRestriction(_ tokens: [String]) -> Bool {
    guard tokens.first == "no", tokens.count >= 3 else { return false }
    let nouns: Set<String> = [
      "closures", "closure", "delays", "delay", "restrictions", "restriction", "impacts", "impact", "blockages",
      "detours", "detour", "interruptions",
    ]
    let qualifiers: Set<String> = [
      "road", "roadway", "lane", "lanes", "full", "major", "significant", "long", "lengthy", "further", "additional",
      "other", "traffic", "highway", "mainline", "or",
    ]
    let foreseen: Set<String> = [
      "anticipated", "expected", "planned", "scheduled", "foreseen", "forecast", "predicted", "are", "is", "at", "this",
      "time", "currently", "to", "be",
    ]
    let body = tokens.dropFirst()
    guard let noun = body.lastIndex(where: nouns.contains),
      body.contains(where: {
        ["anticipated", "expected", "planned", "scheduled", "foreseen", "forecast", "predicted"].contains($0)
      })
    else { return false }
    return body[..<noun].allSatisfy { qualifiers.contains($0) || nouns.contains($0) }
      && body[(noun + 1)...].allSatisfy(foreseen.contains)
  }

  /// A clause about someone or something other than the road, with no word that may close,
  /// restrict, hedge, send elsewhere or tell of a hazard: traffic, crews and responders at work
  /// ("Traffic is getting by on the shoulder", "Crews are on site clearing debris", "Tow is en
  /// route") are delays; ferries and their sailings ("Sailings to Departure Bay cancelled due to high
  /// winds", "Ferry running on reduced schedule") are another way to travel, nothing on the road.
  static func otherSubject(_ tokens: [String], names: Set<String>) -> RoadWords.Statement.Meaning? {
    // ("Traffic is getting by in the left lane only": that one lane, no more.)
    let tokens = tokens.indices.filter { at in
      !(tokens[at] == "only" && at > 0 && ["lane", "lanes", "shoulder", "ln"].contains(tokens[at - 1]))
    }.map { tokens[$0] }
    let onTheRoad: Set<String> = [
      "traffic", "crews", "crew", "tow", "tows", "responders", "troopers", "police", "maintenance", "plows", "plow",
    ]
    let otherWays: Set<String> = ["sailings", "sailing", "ferry", "ferries", "transit", "trains", "train"]
    var start = 0
    // ("NDOT crews on site", "County road crews are working": whose crews they are says no more; a
    // department of transportation by its shape, a short name ending in "dot".)
    let owners: Set<String> = ["the", "a", "all", "update", "state", "county", "city", "highway", "road"]
    while start < tokens.count,
      owners.contains(tokens[start])
        || tokens[start].hasSuffix("dot") && tokens[start].count <= 7
          && tokens[start].utf8.allSatisfy({ (0x61...0x7A).contains($0) })
    {
      start += 1
    }
    guard start < tokens.count, tokens.count - start >= 2 else { return nil }
    let subject = tokens[start]
    guard onTheRoad.contains(subject) || otherWays.contains(subject) else { return nil }
    let sendsElsewhere: Set<String> = [
      "another", "alternate", "alternative", "alternatives", "instead", "avoid", "detour", "detoured", "diverted",
      "rerouted", "routed", "use", "take", "find", "stay", "home", "urged", "around", "back", "turn", "turned", "exit",
      "reopen", "reopened", "reopening", "open", "opened", "opening", "clear", "cleared", "through", "past", "pass",
      "standstill", "backed", "miles", "hours", "frozen", "place", "cancelled", "canceled", "suspended",
    ]
    let vetoed = barred.union(RestrictionClassifier.restrictiveWords).union(RestrictionClassifier.signalWords)
      .union(Lexicon.ordinaryBarred).union(sendsElsewhere)
      .subtracting([
        "lane", "lanes", "shoulder", "emergency", "vehicles", "vehicle", "delay", "delays", "delayed",
        "through", "to", "with", "of", "from", "between", "up",
      ])
      .union(["through", "past", "lanes"])
    // Only words known to say nothing of the road's state: what they do and where.
    let doing: Set<String> = [
      "is", "are", "being", "been", "has", "have", "getting", "gets", "using", "uses", "moving", "moves", "working",
      "running", "runs", "on", "at", "in", "by", "the", "a", "an", "scene", "site", "en", "route", "reduced",
      "schedule",
      "slowly", "normally", "heavy", "single", "file", "left", "right", "lane", "shoulder", "shoulders", "alternating",
      "due", "water", "clearing", "cleanup", "managing", "directing", "controlling", "control", "flagging", "present",
      "debris", "snow", "ice", "sanding", "plowing", "and", "of", "from", "to", "for", "with", "it", "its", "their",
      "there", "here", "area", "scheduled", "delayed", "delays", "delay", "waits", "wait", "sailing", "sailings",
      "cancelled", "canceled", "terminal", "service", "departures", "arrivals", "tow", "truck", "trucks", "vehicle",
      "vehicles", "responding", "responded", "arrived", "assisting", "investigating", "helping", "guiding", "escorting",
      "one", "two", "lanes", "way", "ways", "direction", "directions", "assist", "assistance", "performing",
      "removal", "doing", "conducting",
    ]
    let rest = tokens[(start + 1)...]
    let said = rest.allSatisfy { token in
      !vetoed.contains(token)
        || ["lane", "lanes", "delays", "delay", "delayed", "vehicle", "vehicles", "one"].contains(token)
          && !["through", "past"].contains(token)
    }
    let known = rest.allSatisfy { token in
      doing.contains(token) || Lexicon.ordinaryWords.contains(token)
        || RestrictionClassifier.reportWords.contains(token)
        || placeNouns.contains(token) || timeWords.contains(token) || RestrictionClassifier.isNumber(token)
        || isStamp(token) || names.contains(token)
    }
    // "Traffic is using Highway 3A": another road, as a detour is.
    // (Crews at work "on SR 431 between MM 10 and MM 14" are where they work.)
    let anotherRoad =
      subject == "traffic"
      && rest.contains { Lexicon.highwayWords.contains($0) || RestrictionClassifier.isRouteToken($0) }
    guard said, known, !anotherRoad else { return nil }
    return otherWays.contains(subject) ? .information : .restriction(.trafficDelays)
  }

  /// Whether a clause says one of the harmless phrases (services, work that stops, no impact) and,
  /// beside it, nothing that restricts: "No work on Sundays", "no expected delays".
  static func isHarmless(_ tokens: [String], wording: Wording) -> Bool {
    guard wording.hasAny(Lexicon.harmlessPhrases), !countsNoLanes(tokens) else { return false }
    let rest = Lexicon.harmlessPhrases.reduce(" " + tokens.joined(separator: " ") + " ") {
      $0.replacing(" \($1) ", with: " ")
    }
    // Nor anything that may say the road is blocked beside the harmless words: "Weight restrictions
    // in effect and bridge out at MP 45", "Lanes open and travel advisory" (they read `open`).
    let named: Set<String> = ["highway", "highways", "interstate", "route", "lane", "lanes", "travel", "open"]
    return !rest.split(separator: " ").contains { piece in
      let word = String(piece)
      return barred.contains(word) || hedges.contains(word) || word == "delays" || word == "delay"
        || namesAHazard(word) || RoadTerms.roadStateWords.contains(word) && !named.contains(word)
        || [
          "out", "away", "gone", "advisory", "warning", "shutdown", "snowbound", "missing", "damaged", "undermined",
          "avoid", "unnecessary", "essential", "discouraged", "recommended", "advised", "postpone", "delay",
        ].contains(word)
    }
  }

  /// Where a clause starts to say the road cannot be driven, before any reason it gives: at the
  /// road ("Delays and road collapsed" at "road", "Pilot car and the bridge is out" at "bridge",
  /// "SR 20 flooded" at "sr"); none in "Delays due to a washout", "Expect delays and right lane
  /// flooded" or "crews repair washed out culvert" (a lane, a thing repaired: not the road).
  static func impassableStart(_ tokens: [String]) -> Int? {
    // A reason runs to a word that joins a new statement: "Delays due to flooding and road
    // collapsed" states the collapse.
    var stated = tokens
    var reason: Int?
    for index in tokens.indices {
      if Lexicon.reasonStarts.contains(tokens[index]) { reason = index }
      if reason != nil, ["and", "with", "but", "while", "plus"].contains(tokens[index]) { reason = nil }
      // "… because the road is washed out": a verb says what is, and of what, no longer why.
      if let start = reason, ["is", "are", "has", "have"].contains(tokens[index]) {
        for back in (start + 1)..<index where tokens[back] != "to" && tokens[back] != "of" {
          stated[back] = tokens[back]
        }
        reason = nil
      }
      if reason != nil { stated[index] = "" }
    }
    for index in stated.indices where Lexicon.impassableAlone.contains(stated[index]) {
      let before = stated[max(0, index - 2)..<index]
      let next = index + 1 < stated.count ? stated[index + 1] : ""
      let after = next == "out" || next == "away" ? (index + 2 < stated.count ? stated[index + 2] : "") : next
      var at = index - 1
      while at >= 0, Lexicon.stateFillers.contains(stated[at]) { at -= 1 }
      let subject = at >= 0 ? stated[at] : ""
      if before.contains(where: Lexicon.notAStatement.contains) || Lexicon.notTheRoad.contains(after)
        || Lexicon.notTheRoad.contains(subject)
      {
        continue
      }
      return max(0, at)
    }
    for index in stated.indices {
      let word = stated[index]
      let next = index + 1 < stated.count ? stated[index + 1] : ""
      guard Lexicon.impassableStates.contains(word) || word == "under" && next == "water" else { continue }
      // "Road down to one lane": a count of lanes follows.
      if word == "down" && (next == "to" || next == "one") { continue }
      var at = index - 1
      while at >= 0, Lexicon.stateFillers.contains(stated[at]) { at -= 1 }
      guard at >= 0, !["not", "no", "never", "longer"].contains(stated[at]) else { continue }
      // "The bridge at MP 5 has failed", "the road near Alpha is gone": back over where it is.
      if !Lexicon.roadNouns.contains(stated[at]),
        let place = stated[max(0, at - 4)...at].lastIndex(where: { ["at", "near", "past", "beyond"].contains($0) }),
        place > 0, Lexicon.roadNouns.contains(stated[place - 1])
      {
        at = place - 1
      }
      if Lexicon.roadNouns.contains(stated[at]) || RestrictionClassifier.isRouteToken(stated[at]) {
        return at > 0 && stated[at - 1] == "the" ? at - 1 : at
      }
      // "SR 20 flooded", "Highway 1 gone": a route and its number.
      if at > 0, RestrictionClassifier.isNumber(stated[at]),
        Lexicon.routeWords.contains(stated[at - 1])
      {
        return at - 1
      }
    }
    return nil
  }

  /// Whether a clause counts no lane left: "0 of 2 lanes open", "0/2 lanes open", "lanes open: 0",
  /// "zero lanes open" (a figure 0 beside lanes).
  static func labelsEveryLane(_ tokens: [String]) -> Bool {
    let lanes: Set<String> = ["lane", "lanes", "ln", "lns"]
    let states: Set<String> = ["affected", "closed", "blocked", "closure", "closures", "impacted", "blocking"]
    let every: Set<String> = ["total", "full", "all", "both", "complete", "entire", "fully", "completely"]
    // "Lanes: Closed", "Lanes: Blocked" ("Lane closed. Flagger ahead": one lane, in the singular).
    if tokens.count == 2, ["lanes", "lns"].contains(tokens[0]), ["closed", "blocked"].contains(tokens[1]) {
      return true
    }
    if tokens.count >= 3, lanes.contains(tokens[0]), states.contains(tokens[1]) {
      let rest = tokens[2...]
      // "Lanes Affected: 2 of 2", "Lanes closed: three of three", "Left, Center, Right".
      let words = Array(rest)
      if let of = words.firstIndex(of: "of"), of > 0, of + 1 < words.count, words[of - 1] == words[of + 1] {
        return true
      }
      if words.contains("left"), words.contains("right") { return true }
      return rest.contains(where: every.contains)
        && rest.allSatisfy { every.contains($0) || states.contains($0) || lanes.contains($0) || $0 == "directions" }
    }
    // "2/2 lanes blocked", "2 of 2 lanes closed".
    let counted =
      tokens.first == tokens.dropFirst().first
      ? 2 : tokens.count > 2 && tokens[1] == "of" && tokens[0] == tokens[2] ? 3 : 0
    guard counted > 0, let count = Int(tokens[0]), count > 0, tokens.count == counted + 2 else { return false }
    return lanes.contains(tokens[counted]) && ["blocked", "closed"].contains(tokens[counted + 1])
  }

  static func countsNoLanes(_ tokens: [String]) -> Bool {
    tokens.indices.contains { index in
      guard tokens[index] == "0" || tokens[index] == "zero" || tokens[index] == "none" else { return false }
      let near = tokens[max(0, index - 3)..<min(tokens.count, index + 4)]
      return near.contains { $0 == "lane" || $0 == "lanes" || $0 == "ln" || $0 == "lns" }
    }
  }

  /// Whether a clause says one of `phrases` and nothing else than places, times and the harmless
  /// words of a report: "Watch for falling rock from Yale to Jackass Mountain Summit (67.6 km)", never
  /// "Use caution: gridlock".
  static func isPlainly(_ tokens: [String], saying phrases: [String]) -> Bool {
    let clause = " " + tokens.joined(separator: " ") + " "
    let said = phrases.filter { clause.contains(" \($0) ") }
    guard !said.isEmpty else { return false }
    let vocabulary = Set(said.flatMap { $0.split(separator: " ").map(String.init) })
    let author = authorWords(tokens)
    var inPlace = false
    for (index, token) in tokens.enumerated() {
      if index < author || isPublisherName(token) { continue }
      // "Consider using US 10 or MN 101 as an alternate": a route by its number.
      if Lexicon.routePrefixes.contains(token), index + 1 < tokens.count,
        RestrictionClassifier.isNumber(tokens[index + 1])
      {
        continue
      }
      if RestrictionClassifier.placeWords.contains(token)
        || ["between", "from", "of", "for", "through", "within", "when"].contains(token)
      {
        inPlace = true
        continue
      }
      if vocabulary.contains(token) || RestrictionClassifier.reportWords.contains(token)
        || Lexicon.weatherWords.contains(token) || Lexicon.ordinaryWords.contains(token)
        || RestrictionClassifier.neutralWords.contains(token) || placeNouns.contains(token) || timeWords.contains(token)
        || RestrictionClassifier.isNumber(token) || isStamp(token)
        || inPlace && !barred.contains(token) && !SurfaceWording.suspect.contains(token)
          && !Lexicon.ordinaryBarred.contains(token) && !Lexicon.trafficKept.contains(token)
      {
        continue
      }
      return false
    }
    return true
  }

  /// Whether a clause sends only vehicles larger than a car another way: "Vehicles over 10 feet wide
  /// should use SR-681 and SR-124", "Vehicles wider than 12 feet must detour via Rt. 16", "Vehicles
  /// over 10 tons must follow the posted detour". Never with every vehicle, a car or a closure named.
  static func isDetourForLargerVehicles(_ tokens: [String]) -> Bool {
    guard let first = tokens.first, ["vehicles", "trucks", "loads", "oversize", "overweight"].contains(first),
      RestrictionClassifier.isLargerThanACar(tokens) == true
        || tokens.contains(where: { ["wide", "wider", "long", "longer", "tall", "taller"].contains($0) })
          && tokens.contains(where: RestrictionClassifier.isNumber),
      tokens.contains(where: { ["use", "detour", "follow", "via", "take"].contains($0) }),
      tokens.contains(where: { ["should", "must", "will", "are"].contains($0) })
    else { return false }
    return !tokens.contains(where: {
      RestrictionClassifier.closureWords.contains($0)
        || ["all", "passenger", "cars", "everyone", "traffic", "chains", "chain", "not", "no"].contains($0)
    })
  }

  /// How many words lead a clause as its author, before what the author does: "ODOT geotechnical
  /// crews continue to monitor the slope", "The Idaho Transportation Department thanks motorists",
  /// "Caltrans reminds motorists to slow down". At most three words, none of a road's state, a
  /// hazard or an event ("Bridge out crews …" has no author).
  static func authorWords(_ tokens: [String]) -> Int {
    let acts: Set<String> = [
      "reminds", "thanks", "urges", "advises", "asks", "encourages", "crews", "crew", "geologists", "engineers",
      "snowplows", "plows", "staff", "officials", "maintenance",
    ]
    guard let act = tokens.prefix(4).firstIndex(where: acts.contains), act > 0 else { return 0 }
    let plain = tokens[..<act].allSatisfy { token in
      token.allSatisfy { $0.isLetter } && !barred.contains(token) && !Lexicon.ordinaryBarred.contains(token)
        && !SurfaceWording.suspect.contains(token) && !Lexicon.trafficKept.contains(token)
        && !RestrictionClassifier.hazards.contains(token)
        && !RestrictionClassifier.restrictiveWords.contains(token)
    }
    return plain ? act : 0
  }

  /// Whether a word names who publishes, by its form: a department of transportation's initials
  /// ("nysdot", "indot") or a 511 service ("511ny", "511pa").
  static func isPublisherName(_ token: String) -> Bool {
    token.count >= 4 && token.count <= 8 && token.hasSuffix("dot") && token.allSatisfy { $0.isLetter }
      || token.count >= 5 && token.count <= 8 && token.hasPrefix("511") && token.dropFirst(3).allSatisfy { $0.isLetter }
  }

  /// A clause that says only where or when: a record's road ("Highway 5 (Coquihalla South)",
  /// "Apex Mountain Rd, in both directions"), a place ("in Richmond", "between A and B for 2.3
  /// km"), a time ("Friday, Nov. 4", "9:30am to 1:30pm").
  static func isLabel(_ tokens: [String], isFirst: Bool, names: Set<String> = []) -> Bool {
    guard let first = tokens.first else { return true }
    if tokens.allSatisfy({ timeWords.contains($0) || RestrictionClassifier.isNumber($0) || isStamp($0) }) {
      return true
    }
    let ways: Set<String> = [
      "in", "both", "directions", "direction", "eastbound", "westbound", "northbound", "southbound", "and", "each",
    ]
    if tokens.allSatisfy(ways.contains) { return true }
    // "QEW Toronto-bound": a road and the way it is bound, a header.
    if tokens.last == "bound", tokens.count <= 4,
      !tokens.contains(where: { barred.contains($0) || acting.contains($0) })
    {
      return true
    }
    if tokens.contains(where: acting.contains) { return false }
    if ["in", "at", "near", "between", "from", "along", "on", "within", "around"].contains(first) { return true }
    return isHeader(tokens, isFirst: isFirst, names: names)
  }

  /// Words that act: a clause with one says more than where.
  static let acting: Set<String> = [
    "traffic", "diverted", "detoured", "detour", "rerouted", "routed", "exit", "exits", "use", "reduced",
    "alternating", "stop", "yield", "merge", "expect", "delays", "crews", "work", "will", "is", "are", "be",
    "lanes", "lane", "open", "opened", "reopen", "drivers", "motorists", "vehicles", "down", "across", "fallen",
    "stuck", "debris", "blocking", "blocked", "out",
  ]

  /// Whether `tokens` only head a record of restrictions with where they are: "restrictions on i 80
  /// eastbound between exit 101 …", "restrictions due to winter storm on i 40 eastbound from exit
  /// 171 …". Nothing of a state or a rule after the route.
  static func isRestrictionsHeading(_ tokens: [String]) -> Bool {
    var at = 0
    if at < tokens.count, ["speed", "vehicle", "lane", "travel"].contains(tokens[at]) { at += 1 }
    guard at < tokens.count, ["restriction", "restrictions"].contains(tokens[at]) else { return false }
    at += 1
    // ("… due to winter storm on …": why, before where.)
    if at + 1 < tokens.count, tokens[at] == "due", tokens[at + 1] == "to" {
      guard let on = tokens[at...].firstIndex(of: "on"), on - at <= 6 else { return false }
      at = on
    }
    guard at + 1 < tokens.count, tokens[at] == "on" else { return false }
    let rest = tokens[(at + 1)...]
    return !rest.contains(where: {
      barred.contains($0) || RestrictionClassifier.closureWords.contains($0) || ruleWords.contains($0)
        || Lexicon.eventHeads.contains($0) || openings.contains($0) || Lexicon.impassableStates.contains($0)
        || namesAHazard($0)
    })
  }

  /// A record's road as it heads the record: "Highway 5 (Coquihalla South)", "Highway 52 N (Heritage
  /// Highway)", "Apex Mountain Rd", "Johnston Bridge"; never words of an event or a report ("Trees
  /// down across the road").
  static func isHeader(_ tokens: [String], isFirst: Bool, names: Set<String> = []) -> Bool {
    guard tokens.count <= (isFirst ? 8 : 4) else { return false }
    let roadWords: Set<String> = ["highway", "hwy", "route", "sr", "us", "i", "bc", "interstate"]
    // "Highway 97C": a route's number may carry a letter.
    let routeNumber: (String) -> Bool = { RestrictionClassifier.isNumber($0) || isLettered($0) }
    let numbered = zip(tokens, tokens.dropFirst()).contains { roadWords.contains($0) && routeNumber($1) }
    if numbered {
      let unknown = tokens.filter { !Lexicon.highwayWords.contains($0) && !placeNouns.contains($0) && !routeNumber($0) }
      // "Highway 5 (Coquihalla South)": the words beside the number name the road. Never a word
      // shaped like a road's state ("Highway 101 underwater"), and in a text that writes names
      // with a capital, only such a name or a way.
      let ways: Set<String> = [
        "eastbound", "westbound", "northbound", "southbound", "both", "directions", "direction", "in", "and", "the",
        "of", "bound", "north", "south", "east", "west", "old", "new", "business", "loop", "spur", "bypass", "alt",
        "n", "s", "e", "w", "at", "near", "between", "from", "to", "on", "by", "past", "before", "after",
      ]
      // A short code written in capitals ("CSAH 23") may name a road too.
      let named = unknown.allSatisfy { word in
        if names.contains(word) { return !namesAHazard(word) }
        return !looksLikeAHazard(word)
          && (names.isEmpty || ways.contains(word) || RestrictionClassifier.isNumber(word)
            || word.count <= 4 && word.allSatisfy(\.isLetter))
      }
      return named && (tokens.count >= 2 && roadWords.contains(tokens[0]) || unknown.count <= 2)
        && !tokens.contains(where: { barred.contains($0) || Lexicon.eventHeads.contains($0) || ruleWords.contains($0) })
    }
    let ends: Set<String> = Lexicon.streetWords.union(["bridge", "tunnel", "highway", "hwy", "pass", "summit"])
    guard let last = tokens.last, ends.contains(last) else { return false }
    // "Zorbs on road", "Wombats on the highway": what lies on the road, never its name.
    let beforeRoad = tokens.dropLast().reversed().drop { $0 == "the" }.first
    if let beforeRoad, lyingWords.contains(beforeRoad) { return false }
    let unknown = tokens.dropLast().filter {
      !Lexicon.highwayWords.contains($0) && !placeNouns.contains($0) && !RestrictionClassifier.isNumber($0)
    }
    return unknown.count <= 2
      && !unknown.contains {
        Lexicon.eventWords.contains($0) || RestrictionClassifier.reportWords.contains($0) || barred.contains($0)
          || ruleWords.contains($0)
          || RestrictionClassifier.signalWords.contains($0) || Lexicon.weatherWords.contains($0)
      }
  }

  /// A number that carries a letter, as a route's or an exit's may: "97c", "4c", "216a".
  static func isLettered(_ token: String) -> Bool {
    token.count <= 5 && token.first?.isNumber == true && token.last?.isLetter == true
      && token.dropLast().allSatisfy(\.isNumber)
  }

  /// A time written as one word: "9", "30am", "dec23", "1 30pm".
  static func isStamp(_ token: String) -> Bool {
    // A North American time zone: PST, PDT, MST, MDT, CST, CDT, EST, EDT, AKST, AKDT.
    if ["p", "m", "c", "e", "ak"].contains(where: { token == $0 + "st" || token == $0 + "dt" }) { return true }
    let letters = token.filter(\.isLetter)
    let digits = token.filter(\.isNumber)
    guard !digits.isEmpty else { return false }
    return letters.isEmpty
      || [
        "am", "pm", "h", "hrs", "km", "m", "t", "ft", "lbs", "kg", "tons", "kmh", "mph", "cm", "st", "nd", "rd", "th",
      ]
      .contains(letters)
      || timeWords.contains(letters)
  }

  /// An event's label, with the place it names: "Road Construction", "Maintenance Operations", "2
  /// Vehicle Crash", "Utility work planned between A and B for 0.4 km", a project's name and
  /// number ("US 50 Las Anima Bridge Repair-86287").
  static func isEventLabel(_ tokens: [String], isFirst: Bool) -> Bool {
    // "Crash at exit 47 blocks all lanes", "Spinouts near the summit stop all traffic", "Rocks cover
    // both lanes": an event told doing something to the road is no label.
    let doing: Set<String> = [
      "blocks", "block", "stops", "stop", "shuts", "shut", "halts", "halt", "covers", "cover", "buries", "bury",
      "obstructs", "obstruct", "prevents", "prevent", "closes", "close", "takes", "take",
    ]
    if tokens.contains(where: doing.contains) { return false }
    // A project's name ends in its number: "US 40 Sand Springs Gulch to Craig Resurfacing Project-17393".
    if let last = tokens.last, RestrictionClassifier.isNumber(last), (4...6).contains(last.count),
      tokens.contains(where: Lexicon.eventHeads.contains)
    {
      return true
    }
    let head = Array(tokens.prefix { !placeStarts.contains($0) })
    guard head.contains(where: Lexicon.eventHeads.contains) else { return false }
    let known: (String) -> Bool = {
      Lexicon.eventWords.contains($0) || RestrictionClassifier.isNumber($0) || isStamp($0)
        || ["and", "or", "with", "km", "m", "miles", "mile", "kilometres", "kilometers", "metres", "meters"].contains(
          $0)
    }
    // A record's label may open with a name: "Saunders Bridge Maintenance 6 km east of Gold River".
    let unknown = head.filter { !known($0) }.count
    if unknown == 0 || isFirst && unknown <= 2 && head.first.map(known) == false && head.count > unknown {
      return true
    }
    // A project's name ends in its number.
    if let last = tokens.last, RestrictionClassifier.isNumber(last), (4...6).contains(last.count) { return true }
    return false
  }
}

extension ClauseStatement {
  /// What a report is made of: "forecast", "data", "information". Its expiring is staleness, no lifting.
  static let reportNouns: Set<String> = [
    "forecast", "forecasts", "grid", "data", "information", "info", "report", "reports", "message", "messages",
    "update", "updates", "page", "feed", "conditions",
  ]

  /// "The requested forecast grid has expired", "Road report outdated": the report is stale.
  static func saysStale(_ tokens: [String]) -> Bool {
    tokens.contains(where: { ["expired", "expires", "outdated", "stale"].contains($0) })
      && tokens.contains(where: reportNouns.contains)
  }
}

extension ClauseStatement {
  /// `words` with each clause read as a statement (see `refine`): labels of where and when set
  /// aside; a clause that only carries on the one before ("…, and ice-clogged drains") read as
  /// that one; a closure whose subject stands in the clauses before it ("Iron Goat Rest Area on US
  /// 2 at milepost 58, …, is closed for the season") read with that subject; a named street closed
  /// in the record's first clause the road itself (the record is about that street), elsewhere a
  /// side road (delays). A step of `RoadWords.read`.
  static func stated(_ words: RoadWords) -> RoadWords {
    var words = words
    var kept: [RoadWords.Statement] = []
    kept.reserveCapacity(words.statements.count)
    let stripped = words.stripped ?? Boilerplate.stripped(words.text)
    let names = properNames(in: stripped)
    // The names of places a text in capitals or title case tells by no capital ("CLE ELUM").
    let known = PlaceNames.words(in: RestrictionClassifier.normalize(stripped).split(separator: " ").map(String.init))
    let capitalised = capitalisedWords(in: stripped)
    var afterPlace = false  // whether the clause before was set aside as a place
    var pending: [Int] = []  // indices in `kept` of clauses not understood, in a row
    // "Closed to RVs, trailers, and passenger cars": a list cut into clauses that names everyone.
    let listsEveryone = words.statements.dropFirst().contains { statement in
      (statement.clause.hasPrefix("and ") || statement.clause.hasPrefix("or "))
        && Wording(statement.clause).hasAny(Lexicon.everyone + ["all vehicles"])
    }
    for (index, statement) in words.statements.enumerated() {
      var tokens = statement.clause.split(separator: " ").map(String.init)
      if listsEveryone, statement.meaning == .information,
        RestrictionClassifier.vehicleClass(closedIn: tokens) == .heavy
      {
        var closed = statement
        closed.meaning = .restriction(.closed)
        kept.append(closed)
        pending = []
        continue
      }
      // "…, and on Zorbs": a second class after a rule that the reader could not join to it is not
      // understood, never a place or a note.
      if tokens.count >= 2, ["and", "or"].contains(tokens[0]), ["on", "for", "to"].contains(tokens[1]), index > 0,
        Wording(words.statements[index - 1].clause).hasAny([
          "chains", "chain", "traction", "closed", "required", "prohibited", "restricted", "banned",
        ])
      {
        var unread = statement
        unread.meaning = .unrecognised
        kept.append(unread)
        pending.append(kept.count - 1)
        continue
      }
      // "The requested forecast grid was issued 09:14:51+00:00 and has expired": a predicate
      // without its subject tells of the clause before; a report's expiring is staleness.
      if let verb = tokens.firstIndex(where: { ["has", "have", "is", "are", "expired"].contains($0) }),
        tokens[verb...].contains("expired") || tokens[verb...].contains("expires"),
        tokens[..<verb].allSatisfy({ $0 == "and" || RestrictionClassifier.isNumber($0) }), index > 0,
        saysStale(words.statements[index - 1].clause.split(separator: " ").map(String.init) + ["expired"])
      {
        var unread = statement
        unread.meaning = .unrecognised
        kept.append(unread)
        pending.append(kept.count - 1)
        continue
      }
      var model = ClauseStatement(tokens, names: names)
      // A predicate without its subject: read it with the clauses not understood before it.
      let verbs: Set<String> = ["is", "are", "was", "were", "has", "have", "will", "remains", "remain"]
      var absorbed = false
      if let first = tokens.first, verbs.contains(first), let start = pending.first,
        tokens.contains(where: RestrictionClassifier.closureWords.contains)
      {
        let subject = kept[start].clause.split(separator: " ").map(String.init)
        let joined = ClauseStatement(subject + tokens, names: names)
        // ("US 2, east of the Stevens Pass Sno-Park, is closed", "I-80, including the rest area, is
        // closed": a road named in the clauses just before is the predicate's subject.)
        // (Never a route named after the facility: "Iron Goat Rest Area on US 2 …, is closed".)
        let roadBefore = words.statements[max(0, index - 3)..<index].contains { before in
          let said = before.clause.split(separator: " ").map(String.init)
          // (A clause of where, "6 miles west of the summit of Stevens Pass", names no subject.)
          // ("along with the interstate" names one more.)
          if let first = said.first, placeStarts.contains(first) || RestrictionClassifier.isNumber(first),
            !said.starts(with: ["along", "with"])
          {
            return false
          }
          let facilityAt = said.indices.first { at in
            Lexicon.facilityPhrases.contains { said[at...].starts(with: $0) }
          }
          guard
            let routeAt = said.indices.first(where: { at in
              RestrictionClassifier.isRouteToken(said[at])
                || ["interstate", "highway", "road", "freeway", "pass", "canyon"].contains(said[at])
                  && facilityAt == nil
                || Lexicon.routePrefixes.union(["highway", "route", "hwy"]).contains(said[at]) && at + 1 < said.count
                  && said[at + 1].first?.isNumber == true
            })
          else { return false }
          return facilityAt.map { routeAt < $0 } ?? true
        }
        if ![.road, .sideRoad].contains(joined.subject), !roadBefore {
          model = joined
          tokens = subject + tokens
          absorbed = true
        }
      }
      // An agency's own term states its level for that agency: read as the entry says.
      if statement.isAgencyTerm {
        kept.append(statement)
        pending = []
        continue
      }
      // "Rockslide near the road", "Wildfire near the road": a hazard where it is is never set aside.
      let read = model.refine(statement.meaning, tokens: tokens, isFirst: index == 0)
      // "Road drifted over", "Snow drifts 6 ft over roadway": a report of a road buried is no
      // report, whatever reading takes it for one.
      let buried =
        statement.meaning == .unrecognised && read == .information && SurfaceWording.buriesTheRoad(tokens)
      // "40 inches on the road", "4 ft of fresh accumulation on the road": a depth of a foot or more
      // on the road is a road buried, whichever reading took it for a report.
      if read == .information || statement.meaning == .information, isDepthOnTheRoad(tokens) {
        var unread = statement
        unread.meaning = .unrecognised
        kept.append(unread)
        pending.append(kept.count - 1)
        continue
      }
      if read == nil || buried, statement.meaning == .unrecognised,
        buried
          || tokens.contains(where: {
            hazardsWhere.contains($0) || Lexicon.impassableStates.contains($0)
          })
      {
        var unread = statement
        unread.meaning = .unrecognised
        kept.append(unread)
        pending.append(kept.count - 1)
        continue
      }
      guard var meaning = read else {
        words.labels.append(statement.clause)
        afterPlace =
          ClauseStatement.isHeader(tokens, isFirst: index == 0) || isOnlyPlace(tokens, names: names, known: known)
        continue
      }
      // "The highway remains open to traffic until snow closes it": open now, the closure to come.
      if case .restriction(let level) = meaning, level.isClosure, let until = tokens.firstIndex(of: "until"),
        tokens[..<until].contains(where: { ["open", "opened", "reopened"].contains($0) }),
        !tokens[..<until].contains(where: barred.contains),
        tokens[(until + 1)...].contains(where: { ["closes", "close", "closed", "closure"].contains($0) }),
        // Until a time or the weather closes it, never until a place ("open until the closure at MP
        // 40" is open only up to it).
        tokens[(until + 1)...].contains(where: {
          ["snow", "snows", "weather", "winter", "season", "storm"].contains($0)
        }),
        !tokens[(until + 1)...].contains(where: {
          ["at", "mp", "milepost", "summit", "point", "gate", "gates", "beyond", "past", "exit", "near"].contains($0)
        })
      {
        meaning = .lifting
      }
      // "Highway 1. Malahat. Overnight lane closures …", "Route 117, Mont-Laurier, in both
      // directions, …": after the record's road, a few names written with a capital say where.
      let namesAfterPlace =
        afterPlace && meaning == .unrecognised && tokens.count <= 4
        // Something must be stated after it ("Highway 1. Malahat. Overnight lane closures …"),
        // more than advice: a lone word before "Use caution" may be the hazard itself.
        && words.statements[(index + 1)...].contains(where: {
          if case .restriction = $0.meaning { return true }
          return $0.meaning == .lifting
        })
        && tokens.allSatisfy { capitalised.contains($0) && mayName($0) } && !namesFacility(tokens)
      afterPlace = false
      // "… near Exit 185 - Bellemont (MP 185)", "at Exit 226 - US 11 CARLISLE": an exit's name after it.
      // (Only beside something stated: an exit's name never makes a road open.)
      if meaning == .unrecognised, index > 0, namesAnExit(tokens, after: words.statements[index - 1].clause),
        words.statements.contains(where: {
          if case .restriction(let level) = $0.meaning { return level != .open && level != .unknown }
          return false
        })
      {
        words.labels.append(statement.clause)
        continue
      }
      if meaning == .unrecognised && isPlace(tokens, names: names, known: known)
        || meaning == .information && isOnlyPlace(tokens, names: names, known: known) || namesAfterPlace
      {
        words.labels.append(statement.clause)
        afterPlace = true
        continue
      }
      // "I-40 WB MM 140-141 (Grants): Crash", "US 41 NB between WIS 29 and Mason St: right lane
      // closed": where the record is, run into what is there; what follows the place is read.
      if meaning == .unrecognised {
        var label = false
        for rest in afterLeadingPlace(tokens, names: names, known: known) {
          // A clause that is all place is set aside only where no word of it was taken for a name
          // on a guess ("I-90 BLOCKADE NEAR EXIT 10" is not understood).
          guard !rest.isEmpty else {
            label = afterLeadingPlace(tokens, names: names, known: known, guessing: false).contains(where: \.isEmpty)
            break
          }
          let plain = RoadWords.Statement.Meaning(RestrictionClassifier.read(clause: rest.joined(separator: " ")))
          // A rest the reader sets aside as a label ("blockade" alone) is not understood here.
          guard let read = ClauseStatement(rest, names: names).refine(plain, tokens: rest, isFirst: false) else {
            continue
          }
          // What follows the place must state something: a hazard or a time alone ("Bridge Out in
          // progress", "High Water") says nothing that would let the road be open.
          if read != .unrecognised && read != .information {
            meaning = read
            break
          }
        }
        if label {
          words.labels.append(statement.clause)
          afterPlace = true
          continue
        }
      }
      // "Construction: US-50 Spooner Summit", "High wind warning: US-395 Washoe Valley": what is
      // there, then where; the words before the place are read.
      if meaning == .unrecognised, !RestrictionClassifier.sendsElsewhere(tokens),
        let head = beforeTrailingPlace(tokens, names: names, known: known)
      {
        let plain = RoadWords.Statement.Meaning(RestrictionClassifier.read(clause: head.joined(separator: " ")))
        if let read = ClauseStatement(head, names: names).refine(plain, tokens: head, isFirst: false),
          read != .unrecognised
        {
          meaning = read
        }
      }
      // "At milepost 72 near Lyle there is a rock slide": what is there, after where.
      if meaning == .unrecognised, let there = tokens.firstIndex(of: "there"), there + 2 < tokens.count,
        ["is", "are"].contains(tokens[there + 1]),
        there == 0 || isPlace(Array(tokens[..<there]), names: names, known: known)
          || isOnlyPlace(Array(tokens[..<there]), names: names, known: known)
      {
        var rest = Array(tokens[(there + 2)...])
        if ["a", "an"].contains(rest.first) { rest.removeFirst() }
        let plain = RoadWords.Statement.Meaning(RestrictionClassifier.read(clause: rest.joined(separator: " ")))
        if let read = ClauseStatement(rest, names: names).refine(plain, tokens: rest, isFirst: false),
          read != .unrecognised, read != .information
        {
          meaning = read
        }
      }
      if meaning == .unrecognised, let placed = inLaneOrOnShoulder(tokens) { meaning = placed }
      // "Up to 20 minutes": a wait told alone, as a delay's own field tells it.
      if meaning == .information, isWaitAlone(tokens) { meaning = .restriction(.trafficDelays) }
      if meaning == .information || meaning == .restriction(.trafficDelays), let blocking = obstruction(tokens),
        meaning == .information || blocking == .unrecognised
      {
        meaning = blocking
      }
      if meaning == .unrecognised, isFacilityAdvice(tokens, names: capitalised) { meaning = .information }
      if meaning == .unrecognised, isDrivingAdvice(tokens) { meaning = .information }
      // Words that send drivers another way or tell them to give up are never mere information.
      if meaning == .information, RestrictionClassifier.sendsElsewhere(tokens), !model.isForHeavyVehicles {
        meaning = .unrecognised
      }
      // "… until the road reopens", "… until I-70 reopens": whatever else it says, a road is shut.
      if meaning == .information, let until = tokens.firstIndex(of: "until"),
        tokens[until...].contains(where: { ["reopens", "reopen", "opens", "reopened"].contains($0) })
      {
        meaning = .unrecognised
      }
      // "…, and use caution": a harmless clause carried on. What follows the "and" must be
      // understood alone: "Road open, and frobnicated", "Road open, and road surface collapsed"
      // read `open`.
      if meaning == .unrecognised, let first = tokens.first, ["and", "or", "with"].contains(first),
        let previous = kept.last, previous.meaning == .information || previous.meaning == .lifting,
        !tokens.contains(where: barred.contains),
        RoadWords.read(tokens.dropFirst().joined(separator: " ")).statements.allSatisfy({
          $0.meaning == .information || $0.meaning == .lifting
        })
      {
        meaning = .information
      }
      // The record's first clause names its road, unless the record says its highway is untouched.
      // (The highway named: "CA-190 remains open"; "the road reopened on June 2" is the same road.)
      if model.subject == .sideRoad, meaning == .restriction(.trafficDelays), index == 0,
        !words.statements.dropFirst().contains(where: { statement in
          let said = statement.clause.split(separator: " ").map(String.init)
          return statement.meaning == .lifting
            && said.indices.contains { at in
              RestrictionClassifier.isRouteToken(said[at]) || ["highway", "interstate", "freeway"].contains(said[at])
                || Lexicon.routePrefixes.contains(said[at]) && at + 1 < said.count
                  && RestrictionClassifier.isNumber(said[at + 1])
            }
        })
      {
        // As the clause states it: "… is closed for the season" stays seasonal.
        meaning = statement.level?.isClosure == true ? statement.meaning : .restriction(.closed)
      } else if model.subject == .sideRoad, meaning == .restriction(.trafficDelays), index == 0,
        statement.level == .closedForSeason
      {
        // "Glacier Creek Road is closed for the season at the gate. SR 542 remains open": a road
        // closed for the season is no side street's work; which road the record is of, the words do
        // not say.
        meaning = .unrecognised
      }
      if absorbed {
        for at in pending.reversed() { words.labels.append(kept.remove(at: at).clause) }
        pending = []
      }
      var refined = statement
      refined.meaning = meaning
      kept.append(refined)
      if meaning == .unrecognised { pending.append(kept.count - 1) } else { pending = [] }
    }
    // "…is now clear", "…has rescinded", "Road open to traffic": the event the record names is over;
    // its label and advisory no longer delay anyone (a closure or chain rule stated stays).
    if let lifted = kept.lastIndex(where: {
      $0.meaning == .lifting && Wording($0.clause).hasAny(Lexicon.eventEnds)
    }) {
      for index in kept.indices where index < lifted {
        let tokens = kept[index].clause.split(separator: " ").map(String.init)
        let labelled =
          isEventLabel(tokens, isFirst: index == 0) || Wording(kept[index].clause).hasAny(["travel advisory"])
        if labelled,
          kept[index].meaning == .restriction(.trafficDelays) || kept[index].meaning == .restriction(.travelAdvisory)
        {
          kept[index].meaning = .information
        }
      }
    }
    // A detour beside a closure of a lane, a ramp or a side street is that closure's: delays; beside
    // a closure of the road ("Is closed at Colfax - Motorists are advised to use an alternate
    // route") it is the way round that closure, which says it all. Alone a detour may stand for a
    // closure of the road, and stays not understood.
    // (Beside a chain rule, a chain area named is where to meet it.)
    let chainRule = kept.contains { $0.level.map(Lexicon.ruleLevels.contains) == true }
    for index in kept.indices where kept[index].meaning == .unrecognised {
      let tokens = kept[index].clause.split(separator: " ").map(String.init)
      if isFacilityUse(tokens, beside: chainRule) || isClassWayRound(tokens) { kept[index].meaning = .information }
    }
    // (An event's label or "Expect delays" alone, "Road work, detour in place", tells no lane or
    // ramp closed: the detour may go round the road closed.)
    let delayed = kept.indices.contains { index in
      let tokens = kept[index].clause.split(separator: " ").map(String.init)
      return kept[index].meaning == .restriction(.trafficDelays) && !isEventLabel(tokens, isFirst: index == 0)
        && tokens.contains(where: {
          Lexicon.laneWords.contains($0) || Lexicon.connectorWords.contains($0)
            || [
              "flagger", "flaggers", "flagging", "pilot", "alternating", "held", "holding", "holds", "hold", "stopped",
            ].contains($0)
        })
    }
    let closed = kept.contains(where: { $0.level?.isClosure == true })
    if delayed || closed {
      for index in kept.indices where kept[index].meaning == .unrecognised {
        let tokens = kept[index].clause.split(separator: " ").map(String.init)
        if isWayRound(tokens), !tokens.contains(where: barred.contains) {
          kept[index].meaning = closed ? .information : .restriction(.trafficDelays)
        }
      }
    }
    // Beside a stated level of delays or worse, words of the work and the hazard it clears
    // ("Single lane alternating traffic while crews clear the slide", "Plow train clearing slide")
    // and the one lane of a two-lane road it blocks ("Debris is blocking the westbound lane" beside
    // alternating traffic or flaggers) are that work's delays. Alone they may stand for a closure.
    // Which ways the event touches ("Impacts both directions") is part of it, nothing alone.
    if kept.contains(where: { $0.level.map { $0 != .open && $0 != .unknown } == true }) {
      let sharing = kept.contains { Wording($0.clause).hasAny(Lexicon.sharedLanePhrases) }
      for index in kept.indices where kept[index].meaning == .unrecognised {
        let tokens = kept[index].clause.split(separator: " ").map(String.init)
        if isWorkOnAHazard(tokens) || sharing && blocksOneWaysLane(tokens) || isBackup(tokens)
          || isEventAtPlace(tokens, names: capitalised.union(names))
        {
          kept[index].meaning = .restriction(.trafficDelays)
        } else if Lexicon.impactNotes.contains(kept[index].clause) {
          kept[index].meaning = .information
        }
      }
    }
    // "Wildfire activity. Westbound traffic reduced to one lane with a pilot car", "Wildfire in the
    // vicinity. Road open.": a fire near the road, beside what the text states of the road (delays,
    // an advisory, or the road told open), is the reason for that; alone it may be the road shut.
    let roadOpen = kept.contains { statement in
      statement.meaning == .lifting
        && statement.clause.split(separator: " ").contains { ["open", "opened", "reopened"].contains($0) }
    }
    let stated = kept.contains { $0.level.map { $0 != .open && $0 != .unknown && !$0.isClosure } == true }
    if roadOpen || stated {
      for index in kept.indices where kept[index].meaning == .unrecognised {
        if isFireNearby(kept[index].clause.split(separator: " ").map(String.init), names: capitalised.union(names)) {
          kept[index].meaning = .information
        }
      }
    }
    // "Traction tires advised. Chains required on vehicles over 10,000 GVW.": beside a rule stated
    // for a car, a chain rule set by weight is for the heavier vehicles.
    let weighed = ["gvw", "10,000", "10000", "gross vehicle weight"]
    for index in kept.indices
    where [.tractionRequired, .tractionAdvised].contains(kept[index].level)
      && Wording(kept[index].clause).hasAny(weighed)
    {
      // ("No restrictions for autos at this time": a car is told it has none.)
      let carRule = kept.indices.contains { other in
        other != index && kept[other].covers(kept[index].direction)
          && ([.tractionAdvised, .tractionRequired].contains(kept[other].level)
            || kept[other].meaning == .lifting
              && Wording(kept[other].clause).hasAny(["autos", "cars", "passenger vehicles", "passenger cars"])
              && kept[other].clause.replacing("at this time", with: "").split(separator: " ").allSatisfy({
                ["no", "restrictions", "restriction", "for", "autos", "cars", "passenger", "vehicles", "other", "all"]
                  .contains($0)
              }))
          && !Wording(kept[other].clause).hasAny(weighed + ["towing", "trailers"])
      }
      if carRule { kept[index].meaning = .information }
    }
    closuresToCome(&kept)
    crossedOver(&kept)
    // "Tier 1 vehicle restriction in effect: empty tractor-trailers, passenger vehicles towing
    // trailers, RVs and motorcycles": the items of a ban of classes other than a car, cut at commas.
    // A car named among the items ("Tier 2: tractor trailers, passenger vehicles, RVs prohibited")
    // makes the ban a car's: not understood.
    let bansOfOthers = kept.indices.filter { index in
      kept[index].meaning == .information
        && Self.isBanOfClassesOtherThanCars(kept[index].clause.split(separator: " ").map(String.init))
    }
    if !bansOfOthers.isEmpty {
      // (Only a list's item: "Passenger vehicles use caution" beside the ban is advice.)
      let listWords = Self.classListWords
      let namesACar = kept.contains { statement in
        let tokens = statement.clause.split(separator: " ").map(String.init)
        guard [.unrecognised, .information].contains(statement.meaning),
          tokens.allSatisfy({ listWords.contains($0) || RestrictionClassifier.isNumber($0) })
        else { return false }
        return Self.namesACar(tokens)
      }
      if namesACar {
        for index in bansOfOthers { kept[index].meaning = .unrecognised }
      } else {
        for index in kept.indices where kept[index].meaning == .unrecognised {
          let tokens = kept[index].clause.split(separator: " ").map(String.init)
          if Self.isBanOfClassesOtherThanCars(tokens + ["prohibited"]) { kept[index].meaning = .information }
        }
      }
    }
    // "RT LN CLSD. LT LN CLSD.": the right lane and the left lane closed, told apart, may be every
    // lane of a two-lane road; no lane said to be left open, they are not understood as delays.
    let sides = kept.indices.filter { kept[$0].level == .trafficDelays }.compactMap { index -> (Int, String)? in
      let tokens = kept[index].clause.split(separator: " ").map(String.init)
      guard tokens.contains(where: { ["lane", "ln"].contains($0) }),
        tokens.contains(where: { ["closed", "blocked", "blocking", "closure"].contains($0) })
      else { return nil }
      let right = tokens.contains { ["right", "rt"].contains($0) }
      let left = tokens.contains { ["left", "lt"].contains($0) }
      return right != left ? (index, right ? "right" : "left") : nil
    }
    if let right = sides.first(where: { $0.1 == "right" }), let left = sides.first(where: { $0.1 == "left" }),
      kept[right.0].covers(kept[left.0].direction) || kept[left.0].covers(kept[right.0].direction),
      !kept.contains(where: { statement in
        // ("No shoulder": none to pass on.)
        statement.clause.split(separator: " ").first != "no"
          && statement.clause.split(separator: " ").contains {
            ["center", "centre", "middle", "remaining", "other", "open", "one", "single", "alternating", "shoulder"]
              .contains($0)
          }
      })
    {
      kept[left.0].meaning = .unrecognised
    }
    // "Chains required on all vehicles except all wheel drive. Vehicles towing trailers
    // prohibited.": beside a rule for a car, a ban of trailers or high-profile vehicles is theirs,
    // never the car's advisory above its chains. Alone it stays the agency's advice.
    for index in kept.indices where kept[index].level == .travelAdvisory {
      let tokens = kept[index].clause.split(separator: " ").map(String.init)
      guard Self.isBanOfOthers(tokens) else { continue }
      let carRule = kept.indices.contains { other in
        other != index && kept[other].covers(kept[index].direction)
          && kept[other].level.map(Lexicon.ruleLevels.contains) == true
      }
      if carRule { kept[index].meaning = .information }
    }
    // "Up to two lanes will be closed nightly beginning at 7 p.m. All lanes will reopen by 5 a.m.":
    // a reopening to come after lanes closed is when those lanes return, not the road closed now.
    for index in kept.indices where kept[index].meaning == .restriction(.closed) {
      let tokens = kept[index].clause.split(separator: " ").map(String.init)
      guard !tokens.contains(where: RestrictionClassifier.closureWords.contains),
        tokens.contains(where: { ["reopen", "open", "reopened"].contains($0) }),
        tokens.contains(where: { ["will", "expected"].contains($0) }),
        tokens.contains(where: Lexicon.laneWords.contains) || tokens.contains(where: Lexicon.connectorWords.contains),
        !tokens.contains(where: { ["not", "no", "until"].contains($0) }),
        kept[..<index].contains(where: { $0.meaning == .restriction(.trafficDelays) })
      else { continue }
      kept[index].meaning = .information
    }
    // "Chains required on all vehicles. 4WD vehicles exempt.": an exemption of four- and all-wheel
    // drive beside a chain rule is that rule's own (chains, not chains on all).
    if kept.contains(where: { $0.level == .chainsAll || $0.level == .chainsRequired }) {
      for index in kept.indices where kept[index].meaning == .unrecognised {
        let tokens = kept[index].clause.split(separator: " ").map(String.init)
        let wording = Wording(kept[index].clause)
        guard tokens.contains(where: ["exempt", "exempted", "exemption", "exempts"].contains),
          wording.hasAny(["four wheel drive", "all wheel drive", "4x4", "4x4s"]),
          !tokens.contains(where: { RestrictionClassifier.closureWords.contains($0) || ["not", "until"].contains($0) })
        else { continue }
        kept[index].meaning = .information
        for other in kept.indices where kept[other].level == .chainsAll && kept[other].covers(kept[index].direction) {
          kept[other].meaning = .restriction(.chainsRequired)
        }
      }
    }
    // "Chains required on all vehicles. AWD not exempt.", "No trac tire exemption": an exemption
    // denied beside a chain rule is that rule's own, and lowers nothing.
    if kept.contains(where: { $0.level == .chainsAll || $0.level == .chainsRequired }) {
      for index in kept.indices where kept[index].meaning == .unrecognised {
        let tokens = kept[index].clause.split(separator: " ").map(String.init)
        let denied =
          tokens.contains("not") && tokens.contains(where: ["exempt", "exempted"].contains)
          || tokens.first == "no"
            && tokens.contains(where: ["exemption", "exemptions", "exception", "exceptions"].contains)
        guard denied, !tokens.contains(where: { RestrictionClassifier.closureWords.contains($0) || $0 == "until" })
        else { continue }
        kept[index].meaning = .information
        // "4WD not exempt", "No exceptions": four-wheel drive needs chains too.
        let wording = Wording(kept[index].clause)
        if wording.hasAny(["four wheel drive", "all wheel drive", "4x4", "4x4s", "exceptions", "exception"]) {
          for other in kept.indices
          where kept[other].level == .chainsRequired && kept[other].covers(kept[index].direction) {
            kept[other].meaning = .restriction(.chainsAll)
          }
        }
      }
    }
    // "Vehicles not in compliance will be turned around at the base of the canyon": beside a chain or
    // traction rule, how it is enforced is that rule's own.
    if kept.contains(where: { $0.level.map(Lexicon.ruleLevels.contains) == true }) {
      for index in kept.indices where kept[index].meaning == .unrecognised {
        let wording = Wording(kept[index].clause)
        guard wording.hasAny(["not in compliance", "non compliant", "noncompliant", "without proper equipment"]),
          wording.hasAny(["turned around", "turned back", "cited", "fined", "ticketed"])
        else { continue }
        kept[index].meaning = .information
      }
    }
    // "SR-87 at Strawberry, closed earlier due to snow, has reopened": a closure told as earlier,
    // beside the road's reopening for the same way, is that reopening's history.
    // The reopening names no place, no part of the road and nothing beside it, and covers the
    // closure's way exactly; the closure is said once, as earlier, and nothing says it holds.
    let elsewhere: Set<String> = [
      "ramp", "ramps", "shoulder", "at", "near", "mp", "milepost", "between", "from", "to", "west", "east", "north",
      "south", "of", "beyond", "past",
    ]
    let reopened = kept.indices.filter { index in
      let tokens = kept[index].clause.split(separator: " ").map(String.init)
      return kept[index].meaning == .lifting && tokens.contains(where: ["reopened", "reopen"].contains)
        && !tokens.contains(where: { Lexicon.laneWords.contains($0) || elsewhere.contains($0) })
        && !tokens.contains(where: ["after", "following"].contains)
        && !Wording(kept[index].clause).hasAny(StatedClosure.facilities)
    }
    for index in kept.indices where kept[index].level?.isClosure == true {
      let tokens = kept[index].clause.split(separator: " ").map(String.init)
      let holds: Set<String> = [
        "still", "remains", "remain", "until", "now", "currently", "again", "not", "is", "are", "indefinitely",
      ]
      guard tokens.contains(where: ["earlier", "previously"].contains), !tokens.contains(where: holds.contains),
        tokens.filter(RestrictionClassifier.closureWords.contains).count == 1,
        reopened.contains(where: { $0 != index && kept[$0].direction == kept[index].direction })
      else { continue }
      kept[index].meaning = .information
    }
    // A closure in the past ("A crash had closed the road") says nothing of now: beside an opening
    // it is information, alone it is no evidence of one.
    if !kept.contains(where: { $0.meaning == .lifting }) {
      for index in kept.indices where kept[index].meaning == .information {
        let tokens = kept[index].clause.split(separator: " ").map(String.init)
        if tokens.contains(where: RestrictionClassifier.closureWords.contains),
          tokens.contains(where: ["was", "were", "had", "previously", "earlier"].contains)
        {
          kept[index].meaning = .unrecognised
        }
      }
    }
    words.statements = kept
    return words
  }

  /// Hazards a clause never stands aside as a label for: "Rockslide near the road", "bridge swept away".
  static let hazardsWhere: Set<String> = [
    "wildfire", "wildfires", "fire", "fires", "rockslide", "rockslides", "landslide", "mudslide", "slide", "avalanche",
    "avalanches", "flood", "flooding", "washout", "sinkhole", "collapse", "rockfall", "spill", "swept", "fell",
  ]

  /// Whether an opening phrase is followed by the stretch it opens ("The road is open to the gate",
  /// "… open from Skykomish to the summit"): beyond it the road may be closed, so no lifting.
  static func opensAStretch(_ tokens: [String], after phrase: String) -> Bool {
    let words = phrase.split(separator: " ").map(String.init)
    guard let last = words.last, openings.contains(last) || last == "opened",
      let start = tokens.indices.first(where: { tokens[$0...].starts(with: words) }),
      start + words.count < tokens.count
    else { return false }
    return ["to", "from", "between", "as"].contains(tokens[start + words.count])
      && !(tokens[start + words.count] == "to" && start + words.count + 1 < tokens.count
        && ["all", "traffic", "westbound", "eastbound", "northbound", "southbound", "passenger", "two", "both"]
          .contains(
            tokens[start + words.count + 1]))
  }

  /// Whether every word of `tokens` beside `phrase` is one the reader knows as neither saying nor
  /// restricting anything (a place, a time, a report's word, a name the text writes with a capital):
  /// "The road is open frob the traffic is frobbed" and "Road is open avalanche debris on roadway"
  /// are no lifting: an event's word beside it may be what stops the road.
  static func restIsKnown(_ tokens: [String], besides phrase: String, names: Set<String>) -> Bool {
    let words = phrase.split(separator: " ").map(String.init)
    guard let start = tokens.indices.first(where: { tokens[$0...].starts(with: words) }) else { return false }
    let rest = tokens[..<start] + tokens[(start + words.count)...]
    return rest.allSatisfy { token in
      RestrictionClassifier.neutralWords.contains(token) || RestrictionClassifier.reportWords.contains(token)
        || placeNouns.contains(token) || timeWords.contains(token) || RestrictionClassifier.isNumber(token)
        || isStamp(token) || names.contains(token) && mayName(token) || Lexicon.ordinaryWords.contains(token)
    }
  }

  /// Whether `tokens` only name the exit the clause before ends with ("… at Exit 226" then "US 11
  /// CARLISLE", "Bellemont MP 185"): at most five words, each a route's code before its number, a
  /// number, a milepost's word, a place's noun or a word no reading knows.
  static func namesAnExit(_ tokens: [String], after previous: String) -> Bool {
    let before = previous.split(separator: " ").map(String.init)
    guard before.count >= 2, ["exit", "exits"].contains(before[before.count - 2]),
      RestrictionClassifier.isNumber(before[before.count - 1]) || isLettered(before[before.count - 1]),
      !tokens.isEmpty, tokens.count <= 5
    else { return false }
    return tokens.indices.allSatisfy { index in
      let token = tokens[index]
      let numbered = index + 1 < tokens.count && RestrictionClassifier.isNumber(tokens[index + 1])
      return Lexicon.routePrefixes.contains(token) && numbered || RestrictionClassifier.isNumber(token)
        || ["mp", "mm", "milepost"].contains(token) || Lexicon.streetWords.contains(token) && index > 0
        || mayName(token) && !placeNouns.contains(token) || ["road", "highway", "city", "county"].contains(token)
    }
  }

  /// A clause that only names some lanes: "left lane", "right lane", "center lane", "mobile lanes".
  static func isLaneList(_ tokens: [String]) -> Bool {
    let words: Set<String> = [
      "left", "right", "center", "centre", "middle", "inside", "outside", "lane", "lanes", "shoulder", "shoulders",
      "and", "hov", "turn", "mobile", "median", "passing", "climbing", "1", "2", "3", "4",
    ]
    return tokens.contains(where: { $0 == "lane" || $0 == "lanes" }) && tokens.allSatisfy(words.contains)
      && tokens.contains(where: { !["lane", "lanes", "and"].contains($0) })
  }

  /// A clause that is only how long a wait lasts: "up to 20 minutes", "15 min", "up to 1 hour".
  static func isWaitAlone(_ tokens: [String]) -> Bool {
    var rest = tokens[...]
    if rest.starts(with: ["up", "to"]) { rest = rest.dropFirst(2) }
    guard rest.count == 2, let count = rest.first, RestrictionClassifier.isNumber(count) || count.contains("-")
    else { return false }
    return ["minutes", "minute", "mins", "min", "hours", "hour", "hrs", "hr"].contains(rest[rest.startIndex + 1])
  }

  /// Words that send a driver round: "Use Exit 203 Frisco and CO 9", "Motorists are advised to use
  /// an alternate route", "Use SR 387 as the detour", "use the next on-ramp".
  static func isWayRound(_ tokens: [String]) -> Bool {
    if tokens.contains(where: { $0 == "detour" || $0 == "detours" }) || tokens.first == "use" { return true }
    return Wording(tokens.joined(separator: " ")).hasAny([
      "alternate route", "alternate routes", "alternative route", "next on ramp", "next off ramp", "next exit",
      "next ramp",
    ])
  }

  /// How far traffic is backed up, and nothing more: "Backup 2 miles", "Traffic backed up about 3
  /// miles". Beside delays or worse, it is those; alone it may stand for a closure.
  static func isBackup(_ tokens: [String]) -> Bool {
    let words: Set<String> = [
      "backup", "backups", "backed", "up", "traffic", "is", "are", "of", "about", "approximately", "nearly", "over",
      "miles", "mile", "mi", "km", "kilometres", "kilometers", "a", "half", "for", "the", "stretching", "extending",
      "back", "vehicles", "cars", "from", "to", "canyon", "mouth", "summit", "exit", "mp", "milepost",
    ]
    // ("Vehicles backed up from Solitude to the canyon mouth": the places it runs between are names.)
    let places = Set(
      tokens.indices.filter { at in at > 0 && ["from", "to"].contains(tokens[at - 1]) && !words.contains(tokens[at]) }
    )
    return tokens.contains(where: { ["backup", "backups", "backed"].contains($0) })
      && tokens.indices.allSatisfy({ at in
        words.contains(tokens[at]) || RestrictionClassifier.isNumber(tokens[at])
          || places.contains(at) && !ClauseStatement.barred.contains(tokens[at])
            && !RestrictionClassifier.restrictiveWords.contains(tokens[at])
      })
  }

  /// Words that send a driver to a facility beside the road, not round the road: "Use chain station
  /// at MP 183", "Drivers who need to chain up should use the chain-up area at milepost 52", "Pull
  /// off at the ski area lot instead", "Commercial vehicles continue to the next open scale at
  /// Rocker". Besides the facility's own words, none of a closure, a rule or a road's number.
  static func isFacilityUse(_ tokens: [String], beside chainRule: Bool = false) -> Bool {
    guard let verb = tokens.firstIndex(where: { ["use", "pull", "continue", "proceed"].contains($0) }),
      verb + 1 < tokens.count
    else { return false }
    var said = " " + tokens.joined(separator: " ") + " "
    // "who need to chain up": whom the facility serves.
    for whom in ["who need to chain up", "who need to chain", "needing to chain up", "that need to chain up"] {
      said = said.replacing(" \(whom) ", with: " ")
    }
    let after = " " + tokens[(verb + 1)...].joined(separator: " ") + " "
    guard let facility = Self.facilityUsePhrases.first(where: { after.contains(" \($0) ") }) else { return false }
    // Every vehicle sent through a facility is the road closed round it ("All vehicles use the rest
    // area at exit 47"); a chain area named with no one's need to chain may be chain control
    // ("Use the chain up area at MP 5").
    if tokens[..<verb].contains(where: { ["all", "everyone", "traffic", "motorists", "vehicles"].contains($0) })
      && !tokens[..<verb].contains(where: Lexicon.heavyClassWords.contains)
    {
      return false
    }
    if facility.contains("chain"), !chainRule, said == " " + tokens.joined(separator: " ") + " " { return false }
    said = said.replacing(" \(facility) ", with: " ")
    let rest = said.split(separator: " ").map(String.init)
    return !rest.contains(where: { barred.contains($0) || Lexicon.routePrefixes.contains($0) })
      && !rest.contains(where: { ["detour", "alternate", "alternative"].contains($0) })
  }

  /// The facilities a driver may be sent to, longest first: the lexicon's, and a lot.
  static let facilityUsePhrases: [String] = (Lexicon.facilities + ["lot", "ski area lot", "next open scale"])
    .sorted { $0.count > $1.count }

  /// A detour for a class of vehicle other than a car: "Hazmat traffic must use US 6 over Loveland
  /// Pass", "Trucks use Exit 203". The class's words, then the way round.
  static func isClassWayRound(_ tokens: [String]) -> Bool {
    guard let verb = tokens.firstIndex(where: { ["must", "should", "use", "are", "detour", "take"].contains($0) }),
      verb > 0
    else { return false }
    let subject = tokens[..<verb]
    let general: Set<String> = ["all", "traffic", "vehicles", "vehicle", "the"]
    guard subject.allSatisfy({ Lexicon.heavyClassWords.contains($0) || general.contains($0) }),
      subject.contains(where: { Lexicon.heavyClassWords.contains($0) && !general.contains($0) })
    else { return false }
    let rest = tokens[verb...]
    // (Never beside everyone or a closure: "… along with all other traffic", "… and passenger
    // traffic must use US 40", "… as must all other vehicles", "… until I-70 reopens".)
    let others: Set<String> = [
      "all", "other", "others", "passenger", "cars", "motorists", "everyone", "traffic", "vehicles", "and", "as",
      "also", "too", "until", "reopens", "reopen", "closed", "closure", "chains", "chain",
    ]
    if rest.contains(where: others.contains) { return false }
    return isWayRound(Array(rest)) || rest.contains("use")
  }

  /// Work on a hazard, told by who does it: "crews clear the slide", "crews are repairing a slide",
  /// "plow train clearing slide". Its only words that may say more are the hazard's.
  static func isWorkOnAHazard(_ tokens: [String]) -> Bool {
    let wording = Wording(tokens.joined(separator: " "))
    let workers = ["crews", "crew", "plow train", "plows", "workers", "maintenance crews", "road crews"]
    let hazards: Set<String> = [
      "slide", "debris", "tree", "trees", "rock", "rocks", "boulders", "avalanche", "mud", "drifts", "clear",
      "clearing", "rockfall", "rockslide", "mudslide", "landslide", "washout",
    ]
    // "Rockfall reported near MP 40", "Rockslide on SH-75 near Galena Summit": a hazard reported
    // where it is, beside the delays it makes; nothing more said of the road.
    let reported =
      tokens.count > 1 && hazards.contains(tokens[0])
      && (tokens.contains("reported") || ["on", "near", "at", "in", "between"].contains(tokens[1]))
      && !tokens.contains(where: {
        barred.contains($0) || Lexicon.impassableStates.contains($0)
          || [
            "blocking", "blocked", "blocks", "all", "until", "lanes", "roadway", "road", "highway", "across", "both",
            "entire",
          ].contains($0)
      })
    if reported { return true }
    guard
      reported || wording.hasAny(Lexicon.workDescriptions)
        || workers.contains(where: { tokens.starts(with: $0.split(separator: " ").map(String.init)) })
    else { return false }
    return tokens.contains(where: hazards.contains)
      && !tokens.contains(where: { Lexicon.workBarred.contains($0) && !hazards.contains($0) })
  }

  /// "Avalanche debris is blocking the westbound lane", "a downed tree is blocking the southbound
  /// lane": the one lane of one way, named by its way.
  static func blocksOneWaysLane(_ tokens: [String]) -> Bool {
    let ways: Set<String> = ["eastbound", "westbound", "northbound", "southbound", "uphill", "downhill"]
    guard tokens.contains(where: { ["blocking", "blocked", "blocks"].contains($0) }),
      let lane = tokens.firstIndex(of: "lane"), lane > 0, ways.contains(tokens[lane - 1])
    else { return false }
    let more: Set<String> = [
      "lanes", "all", "both", "road", "roadway", "highway", "closed", "closure", "not", "no", "until", "indefinitely",
    ]
    return !tokens.contains(where: more.contains)
  }

  /// The heads of an event at its place: an event's label's, and the slides of rock and mud.
  static let eventAtPlaceHeads = Lexicon.eventHeads.union([
    "rockslide", "rockslides", "rockfall", "mudslides", "landslides", "boulder", "boulders",
  ])

  /// Whether a clause is an event's label and where it is, in any order: "CRASH NB I-580 AT MOANA
  /// LN", "I-15 NB at 2100 S crash", "US-6 Spanish Fork Canyon construction MP 180-186", "Hwy 11 NB
  /// at Chamberlain seasonal paving", "northbound km 84 works". Beside a stated level it is that
  /// level's label. Every other word is a place's (a road's number, a way, a milepost, a place's
  /// noun) or, at most four, a name no reading knows; never a word that closes, restricts or hedges,
  /// nor one shaped like what a road is.
  static func isEventAtPlace(_ tokens: [String], names: Set<String>) -> Bool {
    var tokens = tokens
    // "crash in the chain-up area": a facility named is a place.
    if let chain = tokens.indices.first(where: {
      $0 + 2 < tokens.count && tokens[$0] == "chain" && tokens[$0 + 1] == "up"
        && ["area", "areas", "turnout", "turnouts"].contains(tokens[$0 + 2])
    }) {
      tokens.removeSubrange(chain..<(chain + 2))
    }
    let heads = eventAtPlaceHeads
    // "Slide on road", "Rockslide in roadway": what lies on the road itself may close it; "on
    // SH-75", a route named, is where.
    let onTheRoad = tokens.indices.contains { at in
      guard ["on", "in", "across", "covering", "blocking", "over"].contains(tokens[at]) else { return false }
      let next = tokens[(at + 1)...].drop { $0 == "the" }.first ?? ""
      return ["road", "roadway", "highway", "lanes", "lane", "pavement", "travel", "both", "all"].contains(next)
    }
    if onTheRoad { return false }
    guard tokens.contains(where: heads.contains),
      !tokens.contains(where: { barred.contains($0) || Lexicon.impassableStates.contains($0) || hedges.contains($0) })
    else { return false }
    let ways: Set<String> = [
      "eastbound", "westbound", "northbound", "southbound", "both", "directions", "bound", "ln", "st", "scheduled",
      "seasonal", "ongoing", "on", "mm", "milepost", "exit", "km", "rockslide", "rockslides", "rockfall",
    ]
    var unknown = 0
    for (at, token) in tokens.enumerated() {
      let numbered = at + 1 < tokens.count && RestrictionClassifier.isNumber(tokens[at + 1])
      if Lexicon.eventWords.contains(token) || placeNouns.contains(token) || ways.contains(token)
        || RestrictionClassifier.isNumber(token) || isStamp(token) || RestrictionClassifier.isRouteToken(token)
        || Lexicon.routePrefixes.contains(token) && numbered || Lexicon.highwayWords.contains(token)
      {
        continue
      }
      // "at 2100 S": a street's compass letter after its number.
      if token.count == 1, ["n", "s", "e", "w"].contains(token), at > 0, RestrictionClassifier.isNumber(tokens[at - 1])
      {
        continue
      }
      guard token.count > 1, token.allSatisfy(\.isLetter),
        mayName(token) || names.contains(token) && !looksLikeAHazard(token),
        !unnameable.contains(token)
      else { return false }
      unknown += 1
      if unknown > 4 { return false }
    }
    return true
  }

  /// Whether a clause only tells of a fire near the road: "Wildfire activity near SH-75 north of
  /// Stanley", "Wildfire in the vicinity", "Fire suppression crews working along the roadway from
  /// Incline Village to Spooner Junction". Never a fire on, over or across the road, nor with a
  /// word that closes, restricts or hedges.
  static func isFireNearby(_ tokens: [String], names: Set<String>) -> Bool {
    let fires: Set<String> = ["wildfire", "wildfires", "fire", "fires", "burn", "blaze"]
    let around: Set<String> = [
      "activity", "in", "the", "vicinity", "near", "nearby", "roadway", "road", "highway", "area", "areas", "and", "of",
      "from", "to", "between", "a", "an", "brush", "grass", "forest", "prescribed", "crews", "suppression", "working",
      "along", "north", "south", "east", "west", "both", "directions", "reported", "burning", "smoke", "mp", "milepost",
      "mile", "km", "eastbound", "westbound", "northbound", "southbound", "nearby", "large", "new", "active",
    ]
    // Near the road, never in it or burning across it: "Wildfire in the vicinity", "Brush fire near
    // SR 88"; "Fire in the roadway", "Fire burning both directions" are not.
    let near: Set<String> = ["near", "nearby", "vicinity", "activity", "along", "area", "areas", "suppression"]
    let inTheRoad = tokens.indices.contains { at in
      at + 2 < tokens.count && ["in", "on", "across", "over"].contains(tokens[at]) && tokens[at + 1] == "the"
        && ["roadway", "road", "highway", "lanes", "lane", "pavement"].contains(tokens[at + 2])
    }
    // A record's label, the fire's name alone ("Wildfire", "Brush fire"), says where no more than near.
    let label =
      tokens.count <= 2 && tokens.allSatisfy { fires.contains($0) || ["brush", "grass", "forest"].contains($0) }
    guard tokens.contains(where: fires.contains), label || tokens.contains(where: near.contains), !inTheRoad,
      !tokens.contains("burning") || tokens.contains("near")
    else { return false }
    return tokens.indices.allSatisfy { at in
      let token = tokens[at]
      if fires.contains(token) || around.contains(token) || RestrictionClassifier.isNumber(token) { return true }
      if Lexicon.routePrefixes.contains(token), at + 1 < tokens.count, RestrictionClassifier.isNumber(tokens[at + 1]) {
        return true
      }
      return names.contains(token) && mayName(token)
    }
  }

  /// Words written with a capital inside a sentence (not its first word): the names of places.
  static func properNames(in text: String) -> Set<String> {
    // Text in title case ("Drive Carefully", "Road Construction") or in capitals says nothing of
    // which words are names.
    let words = text.split(whereSeparator: { !$0.isLetter })
    let capitalised = words.filter { $0.first?.isUppercase == true }.count
    if words.isEmpty || capitalised * 4 > words.count * 3 { return [] }
    var names: Set<String> = []
    var sentenceStart = true
    let pieces = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    func isCapitalised(_ piece: Substring) -> Bool {
      piece.first(where: \.isLetter).map { $0.isUppercase } == true && piece.contains(where: \.isLowercase)
    }
    for (index, piece) in pieces.enumerated() {
      let word = ASCIIText.trimmingPunctuation(piece) ?? piece.trimmingScalars(where: \.isPunctuation)
      // "Boise Mountains and Camas Prairie.", "Oakridge to Crescent Junction.": a sentence's first
      // word no reading knows, before a name, is a name too.
      var startsAName = false
      if sentenceStart, isCapitalised(piece), piece.last.map({ !".,;:!?".contains($0) }) ?? false,
        index + 1 < pieces.count
      {
        let next = pieces[index + 1]
        let linked = ["to", "and", "-"].contains(next) && index + 2 < pieces.count && isCapitalised(pieces[index + 2])
        let parts = RestrictionClassifier.normalize(word).split(separator: " ").map(String.init)
        startsAName = (isCapitalised(next) || linked) && !parts.isEmpty && parts.allSatisfy(mayName)
      }
      if let first = word.first, first.isUppercase, !sentenceStart || startsAName, word.contains(where: \.isLowercase) {
        for part in RestrictionClassifier.normalize(word).split(separator: " ") { names.insert(String(part)) }
      }
      // "Mt. Evans": an abbreviation's point ends no sentence.
      let shortened = piece.last == "." && RestrictionClassifier.abbreviations.contains(word.lowercased())
      // A spaced dash cuts a clause as a stop does: "Chains required - Road closure: the road" names no
      // "Road".
      sentenceStart =
        !shortened && (piece.last.map { ".!?;".contains($0) } ?? false)
        || ["-", "\u{2013}", "\u{2014}"].contains(piece)
    }
    return names
  }

  /// Words written with a capital anywhere, a sentence's first word too, in a text that is neither
  /// in title case nor in capitals: "Malahat" in "Highway 1. Malahat. Overnight lane closures".
  static func capitalisedWords(in text: String) -> Set<String> {
    let words = text.split(whereSeparator: { !$0.isLetter })
    let capitalised = words.filter { $0.first?.isUppercase == true }
    if words.isEmpty || capitalised.count * 4 > words.count * 3 { return [] }
    var found: Set<String> = []
    for word in capitalised where word.contains(where: \.isLowercase) {
      for part in RestrictionClassifier.normalize(String(word)).split(separator: " ") { found.insert(String(part)) }
    }
    return found
  }

  /// What lies in a lane or on a shoulder: "Large mattress in #1 lane", "tire tread in left lane"
  /// (something in one lane: delays), "Vehicles on right shoulder" (a vehicle beside the road:
  /// information). Never with a word that closes, restricts or lifts, and never in every lane.
  static func inLaneOrOnShoulder(_ tokens: [String]) -> RoadWords.Statement.Meaning? {
    guard let at = tokens.lastIndex(where: { ["in", "on", "into"].contains($0) }), at > 0, at + 1 < tokens.count
    else { return nil }
    let head = tokens[..<at]
    var place = Array(tokens[(at + 1)...])
    while let last = place.last, RestrictionClassifier.isNumber(last) || StatedClosure.direction(in: [last]) != .both {
      place.removeLast()
    }
    if place.first == "the" { place.removeFirst() }
    let stated = RestrictionClassifier.restrictiveWords.union(barred).union(openings).union([
      "roadblock", "blockade", "police", "gas", "leak", "hazmat", "explosion", "shooting", "barricade", "barricades",
      "tanker", "wires", "lines", "power", "sinkhole", "collapse", "collapsed", "evacuation",
    ])
    guard !head.isEmpty, !head.contains(where: stated.contains),
      !place.contains(where: { ["all", "both", "every", "each", "and"].contains($0) })
    else { return nil }
    let sides: Set<String> = ["right", "left", "inside", "outside", "north", "south", "east", "west"]
    if let last = place.last, Lexicon.laneWords.contains(last), place.count <= 3,
      place.dropLast().allSatisfy({
        RestrictionClassifier.isNumber($0) || Lexicon.laneQualifiers.contains($0) || sides.contains($0)
      })
    {
      return .restriction(.trafficDelays)
    }
    let vehicles: Set<String> = [
      "vehicle", "vehicles", "car", "cars", "truck", "trucks", "semi", "semis", "rig", "big", "suv", "sedan", "pickup",
      "disabled", "stalled", "abandoned", "overturned", "stopped", "parked", "a", "an", "the", "one", "two", "fire",
      "crash", "collision", "tractor", "trailer",
    ]
    if place.last == "shoulder", place.count <= 2, place.dropLast().allSatisfy(sides.contains),
      head.allSatisfy({
        vehicles.contains($0) || RestrictionClassifier.isNumber($0) || RoadSpelling.vehicleNouns.contains($0)
      })
    {
      return .information
    }
    return nil
  }

  /// Something lying on the road that a report's words would pass as harmless: "Rocks in left
  /// lane" (one lane: delays), "Rocks in both lanes", "debris across the road" (how much is blocked
  /// is not said: not understood). A warning to watch for it ("Watch for rocks on the roadway")
  /// stays information.
  static func obstruction(_ tokens: [String]) -> RoadWords.Statement.Meaning? {
    // "Slide-off blocking right lane": a vehicle slid off the road, no slide of earth.
    var tokens = tokens
    if let slide = tokens.indices.first(where: {
      tokens[$0] == "slide" && $0 + 1 < tokens.count && tokens[$0 + 1] == "off"
    }) {
      tokens[slide] = "vehicle"
    }
    let objects: Set<String> = [
      "rock", "rocks", "rockfall", "boulder", "boulders", "debris", "tree", "trees", "mud", "mudslide", "slide",
      "landslide", "mattress", "ladder", "tire", "tread", "load", "cargo", "object", "objects", "livestock", "cattle",
      "cows", "horses", "horse",
    ]
    // "High water across the highway": the whole road under it.
    if tokens.contains("water"), tokens.contains(where: ["across", "covering", "covers"].contains) {
      return .unrecognised
    }
    // "Water over the road": flowing across it, at least delays; "high water" on it likewise.
    if let water = tokens.firstIndex(of: "water"),
      water + 1 < tokens.count && tokens[water + 1] == "over"
        || water > 0 && tokens[water - 1] == "high" && !tokens.contains(where: { ["watch", "possible"].contains($0) })
    {
      return .restriction(.trafficDelays)
    }
    // The verb before the first preposition: "Tree on US 2 at MP 40 blocks the highway" is said at "blocks".
    let verbs: Set<String> = ["across", "blocking", "covering", "cover", "covers", "block", "blocks"]
    // A crash or a vehicle stands in the road only where a verb says so: "Spun out vehicles near MP
    // 52 block both lanes" ("Vehicle on the shoulder" is not).
    let vehicles: Set<String> = [
      "vehicle", "vehicles", "semi", "semis", "crash", "collision", "incident", "accident", "wreck", "spinout",
      "spinouts", "jackknife", "jackknifed", "rollover", "car", "cars",
    ]
    // (Only the whole road blocked: how many lanes a crash blocks is the lane readers' to say.)
    if !tokens.contains(where: objects.contains), tokens.contains(where: vehicles.contains),
      let verb = tokens.firstIndex(where: verbs.contains)
    {
      // ("A collision partially blocking the roadway": some of it.)
      if tokens.contains(where: ["partially", "partly", "partial", "part"].contains) { return nil }
      let blocked = tokens[(verb + 1)...].filter { $0 != "the" }.prefix(2)
      let whole =
        blocked.first.map { ["highway", "road", "roadway", "interstate", "freeway"].contains($0) } == true
        || blocked.first.map { ["both", "all"].contains($0) } == true
          && blocked.dropFirst().first.map { ["lanes", "directions", "lns"].contains($0) } == true
      return whole ? .unrecognised : nil
    }
    let lying = objects
    guard tokens.contains(where: lying.contains) || tokens.contains("water"),
      !tokens.contains(where: { ["watch", "falling"].contains($0) })
    else { return nil }
    // "Alternating one-way traffic due to rockfall on SR-89A": the fall is why traffic takes turns.
    if let object = tokens.firstIndex(where: lying.contains), object >= 2,
      [["due", "to"], ["because", "of"]].contains(Array(tokens[(object - 2)..<object])),
      tokens[..<(object - 2)].contains(where: {
        ["alternating", "alternate", "flagging", "flaggers", "flagger", "pilot", "single", "lane"].contains($0)
      })
    {
      return nil
    }
    guard
      let at = tokens.firstIndex(where: verbs.contains)
        ?? tokens.firstIndex(where: { ["in", "on", "over"].contains($0) }),
      at > 0, tokens[..<at].contains(where: { lying.contains($0) || $0 == "water" })
    else { return nil }
    let said = tokens[(at + 1)...].filter { $0 != "the" && $0 != "#" }
    guard let first = said.first else { return nil }
    let road: Set<String> = ["road", "roadway", "highway", "lanes", "lane", "ln", "lns", "travel", "both", "all"]
    guard said.prefix(4).contains(where: road.contains) || Lexicon.laneQualifiers.contains(first) else { return nil }
    // Across, covering, in both or all lanes: perhaps the whole road. Blocking one lane named as
    // one ("blocking one lane", "blocking the right lane", "blocking lane 2") is that lane alone,
    // wherever it is ("… blocking the left lane on US 2 east of Skykomish").
    // (Which way and which road after the lane say where it is: "blocking right lane WB US-40".)
    let named = said.prefix { token in
      (!placeStarts.contains(token) || token == "to") && !RestrictionClassifier.isRouteToken(token)
        && !["eastbound", "westbound", "northbound", "southbound", "eb", "wb", "nb", "sb"].contains(token)
    }
    let place = named.contains(where: { $0 == "lane" || $0 == "ln" }) ? Array(named) : said
    // (More lanes told after the place, "… at milepost 50 and both lanes at milepost 52", or the
    // road's only lane, "the single lane", "the only lane open", are more than one lane of many.)
    let severalLanes =
      place.prefix(5).contains(where: {
        ["both", "all", "every", "each", "lanes", "lns", "and"].contains($0)
      })
      || said.filter({ ["lane", "ln", "lanes", "lns"].contains($0) }).count > 1
      || said.contains(where: { ["both", "all", "only", "single"].contains($0) })
      || Array(named) == ["lane"]
    // ("Tree down blocking #2 lane westbound": the lane by its number, then which way; never "the
    // southbound lane", which may be all of that way's road.)
    let numbered = place.contains(where: RestrictionClassifier.isNumber)
    let sides: Set<String> =
      numbered ? ["eastbound", "westbound", "northbound", "southbound", "eb", "wb", "nb", "sb"] : []
    let oneLane =
      place.filter({ !sides.contains($0) }).count <= 3 && place.contains(where: { $0 == "lane" || $0 == "ln" })
      && place.allSatisfy({
        $0 == "lane" || $0 == "ln" || RestrictionClassifier.isNumber($0) || sides.contains($0)
          || Lexicon.laneQualifiers.contains($0)
            && !["two", "three", "four", "some", "truck", "chain", "up"].contains($0)
      })
    // "Tree down partially blocking EB ln": part of what it names, never all of it.
    let partly = at > 0 && ["partially", "partly", "partial"].contains(tokens[at - 1]) && !severalLanes
    let whole =
      !partly
      && (["across", "covering", "cover", "covers"].contains(tokens[at])
        || ["blocking", "block", "blocks"].contains(tokens[at]) && !(oneLane && !severalLanes)
        || severalLanes)
    // Standing water on one lane is a report's; across the road it is not understood.
    if !tokens.contains(where: lying.contains) { return whole ? .unrecognised : nil }
    return whole ? .unrecognised : .restriction(.trafficDelays)
  }

  /// Advice on how to drive, told as a command: "Slow down, turn on headlights", "Keep a full tank
  /// of gas and let someone know your route", "Don't crowd the plow", "Never pass a plow on the
  /// right", "Pack winter gear". Never advice not to travel or to turn back, and never with a word
  /// of the road's state.
  static func isDrivingAdvice(_ tokens: [String]) -> Bool {
    var words = tokens[...]
    while let first = words.first,
      ["please", "and", "also", "always", "motorists", "drivers", "should", "but", "so"].contains(first)
    {
      words = words.dropFirst()
    }
    guard words.count <= 16, let verb = words.first else { return false }
    if isPreparedness(Array(words)) { return true }
    let commands: Set<String> = [
      "slow", "keep", "pack", "give", "increase", "reduce", "know", "plan", "allow", "let", "visit", "call", "dial",
      "watch", "bring", "dress", "charge", "fill", "turn", "move", "buckle", "be", "carry", "take", "leave", "stay",
      "do", "never", "dont", "use",
    ]
    guard commands.contains(verb) else { return false }
    var rest = Array(words.dropFirst())
    // "Do not pass plows on the right", "never pass a plow", "don't crowd the plow": what not to do
    // beside a plow or at the wheel, nothing else.
    if verb == "do" || verb == "never" || verb == "dont" {
      if rest.first == "not" { rest.removeFirst() }
      guard let act = rest.first, ["pass", "crowd", "brake", "tailgate"].contains(act) else { return false }
      // ("Please do not pass": no passing, said alone; "do not pass this point" is a stop.)
      if act == "pass", rest.count > 1,
        !rest.contains(where: {
          [
            "plow", "plows", "snowplow", "snowplows", "right", "paint", "painting", "striping", "sweeper", "sweepers",
            "grader", "graders", "sander", "sanders", "pilot", "equipment",
          ].contains($0)
        })
      {
        return false
      }
    }
    // "Leave extra following distance", "stay back", "turn on headlights": never leave a road, stay
    // in a vehicle or turn round.
    if verb == "leave", !rest.contains(where: { ["distance", "room", "space"].contains($0) }) { return false }
    if verb == "stay", !rest.contains(where: { ["back", "alert", "behind"].contains($0) }) { return false }
    if verb == "turn", rest.first != "on" { return false }
    if verb == "take", !rest.contains(where: { ["slow", "care", "time", "breaks", "it"].contains($0) }) {
      return false
    }
    // "Take it slow", "take it easy".
    if verb == "take", rest == ["it", "slow"] || rest == ["it", "easy"] || rest == ["it", "slowly"] { return true }
    if verb == "give",
      !rest.contains(where: { ["room", "space", "distance", "them", "plows", "crews", "time"].contains($0) })
    {
      return false
    }
    if verb == "move", rest.first != "over" { return false }
    // "Use Timberline Rd pullouts", "use the brake check area": where to pull off, and no more.
    // (Never a chain-up area: to use one is to fit chains.)
    if verb == "use" {
      let pulls: Set<String> = ["pullouts", "pullout", "turnouts", "turnout", "area", "areas"]
      let places: Set<String> = ["the", "brake", "check", "at", "near", "mp", "milepost", "exit", "road"]
      return rest.contains(where: pulls.contains) && !rest.contains(where: { ["chain", "chains"].contains($0) })
        && rest.allSatisfy({
          pulls.contains($0) || places.contains($0) || placeNouns.contains($0) || RestrictionClassifier.isNumber($0)
            || mayName($0) && !barred.contains($0) && !Lexicon.ordinaryBarred.contains($0)
        })
    }
    // "Plan ahead", "allow extra time"; never "plan to spend the night", "allow 4 hours to cross".
    if verb == "plan", rest.first != "ahead" { return false }
    if verb == "allow", !["extra", "plenty", "more", "additional"].contains(rest.first ?? "") { return false }
    let stated = RestrictionClassifier.restrictiveWords.union(barred).union(openings).union(Lexicon.eventWords)
      .subtracting(["not", "no", "emergency", "until", "vehicle", "vehicles", "driver"])
      .union([
        "closed", "closure", "closures", "traction", "required", "law", "chain", "chains", "barricade", "barricades",
        "roadblock", "gate", "gates", "detour", "exit", "hold", "holds", "water", "flooded", "flood", "flooding",
        "off", "home", "around", "back", "alternate", "alternative", "travel", "trip", "trips", "area", "tires",
        "installed", "install", "police", "stop", "stopped", "convoy", "convoys", "escort", "pilot", "follow",
      ])
      .subtracting(verb == "stay" ? ["back"] : [])
    // "Do not pass painting trucks": the work's vehicles are whom not to pass.
    if rest.first == "pass" {
      let working = Lexicon.eventWords.union(["truck", "trucks", "crew", "crews", "equipment", "pilot"])
        .subtracting(["closed", "closure", "closures"])
      return !rest.contains(where: { stated.contains($0) && !working.contains($0) })
    }
    return !rest.contains(where: stated.contains)
  }

  /// Advice to be ready, whole clauses.
  static let readinessAdvice: Set<String> = [
    "prepare to stop", "prepare for winter driving conditions", "prepare for winter driving",
    "prepare for winter conditions",
    "prepare for changing conditions", "prepare for icy conditions", "prepare for slow traffic",
    "be prepared to stop", "be prepared for winter driving conditions", "be prepared for changing conditions",
    "no stopping", "no stopping or standing", "no parking",
  ]

  /// The words of "make sure" a vehicle is ready.
  static let vehicleReadyWords: Set<String> = [
    "your", "you", "vehicle", "car", "is", "are", "have", "has", "winter", "ready", "prepared", "an", "a", "the",
    "emergency", "kit", "full", "tank", "of", "gas", "fuel", "good", "before", "heading", "out", "leaving", "and",
    "headlights", "on", "wipers", "working", "windows", "clear", "cleared", "snow", "off", "roof",
  ]

  /// Where not to stop or park: the travel lanes, the shoulder.
  static let travelLanePlaces: Set<String> = [
    "in the travel lanes", "in the travel lane", "in travel lanes", "in the lanes", "in the lane", "on the shoulder",
    "on the shoulders", "on the roadway", "on the highway", "on the bridge", "in the roadway", "in the fire area",
    "in fire area", "in the work zone", "in the burn area", "along the highway", "along the roadway",
  ]

  /// Whether a clause tells drivers to be ready, or where not to stop or chain: "Prepare to stop",
  /// "Prepare for winter driving conditions", "Make sure your vehicle is winter ready before heading
  /// out", "Do not chain in the travel lanes". Never "be prepared for closures", never chains to
  /// carry ("Make sure you have chains" is a rule's advice, read elsewhere).
  static func isPreparedness(_ words: [String]) -> Bool {
    let phrase = words.joined(separator: " ")
    if readinessAdvice.contains(phrase) { return true }
    // "Make sure your vehicle is winter ready before heading out".
    if words.starts(with: ["make", "sure"]) {
      return words.count > 2 && words.dropFirst(2).allSatisfy(vehicleReadyWords.contains)
    }
    // "Do not chain in the travel lanes", "don't stop on the shoulder".
    var rest = words[...]
    if rest.starts(with: ["do", "not"]) {
      rest = rest.dropFirst(2)
    } else if rest.first == "dont" {
      rest = rest.dropFirst()
    }
    // (Never "Do not chain in the travel lanes": chains are being fitted.)
    guard rest.count < words.count, let act = rest.first, ["stop", "park"].contains(act) else { return false }
    rest = rest.dropFirst()
    if act == "chain", rest.first == "up" { rest = rest.dropFirst() }
    return travelLanePlaces.contains(rest.joined(separator: " "))
  }

  /// Where to go instead of a facility, or what it offers: "Use chain area at Big Bend",
  /// "Commercial vehicles use Britton Creek Rest Area", "Chain up at the Denny Creek chain-up
  /// area". Without the facility's own words nothing in the clause closes, restricts or opens.
  static func isFacilityAdvice(_ tokens: [String], names: Set<String>) -> Bool {
    var rest = " " + tokens.joined(separator: " ") + " "
    var named = false
    for phrase in (Lexicon.facilities + Lexicon.servicePlaces).sorted(by: { $0.count > $1.count })
    where rest.contains(" \(phrase) ") {
      // "Nearest open rest area": the facility is open, not the road.
      rest = rest.replacing(" open \(phrase) ", with: " ").replacing(" \(phrase) ", with: " ")
      named = true
    }
    guard named else { return false }
    let words = rest.split(separator: " ").map(String.init)
    let stated = RestrictionClassifier.restrictiveWords.union(barred).union(openings).union([
      "road", "roads", "highway", "lane", "lanes", "traffic", "travel", "delays", "detour",
    ])
    // Never a chain-up place (to use one is to fit chains), and never all vehicles sent there.
    if tokens.contains(where: { ["chain", "chains", "all"].contains($0) }) { return false }
    let advice: Set<String> = [
      "use", "at", "available", "nearest", "instead", "the", "a", "an", "in", "on", "to", "of", "near",
      "commercial", "trucks", "vehicles", "please", "mp", "milepost", "exit", "east", "west", "north", "south",
      "eastbound",
      "westbound", "northbound", "southbound", "next", "miles", "km", "or", "and",
    ]
    return !words.contains(where: stated.contains)
      && words.contains(where: { ["use", "available", "nearest", "instead"].contains($0) })
      && words.allSatisfy {
        advice.contains($0) || names.contains($0) || placeNouns.contains($0) || RestrictionClassifier.isNumber($0)
      }
  }

  /// Whether a clause names a facility beside the road ("Iron Goat Rest Area on US 2"): never
  /// only a place, whatever its capitals.
  static func namesFacility(_ tokens: [String]) -> Bool {
    Wording(tokens.joined(separator: " ")).hasAny(Lexicon.facilities + Lexicon.servicePlaces)
  }

  /// Nouns of places: a clause of them and of names says only where.
  static let placeNouns: Set<String> = [
    "road", "street", "avenue", "ave", "boulevard", "blvd", "way", "drive", "interchange", "junction", "exit", "summit",
    "pass", "creek", "river", "lake", "valley", "district", "trail", "bridge", "highway", "park", "mountain", "hill",
    "canyon", "gate", "camp", "border", "boundary", "village", "town", "city", "county", "point", "mile", "milepost",
    "mp", "km", "kilometres", "kilometers", "miles", "metres", "meters", "m", "end", "start", "of", "to", "from",
    "near", "at", "and", "the", "with", "north", "south", "east", "west", "northeast", "northwest", "southeast",
    "southwest", "about", "approximately", "just", "including", "i", "us", "sr", "wy", "bc", "route", "snowshed",
    "line",
    "tunnel",
    "national", "provincial", "area", "in", "between", "for", "rd", "within", "entrance", "a", "up", "past",
    "before", "grade", "gap", "notch", "divide", "ridge", "saddle", "peak", "junction", "springs", "flat",
    "flats", "meadows", "crossing", "line", "state", "mountains", "prairie", "plains", "basin", "range", "foothills",
    "highlands", "plateau", "lakes", "peaks", "hills", "valleys", "region",
    // Kinds of road, as signs and feeds shorten them: "Glenmore Tr", "Deerfoot Trail", "CTH JJ".
    "st", "tr", "trl", "dr", "pkwy", "parkway", "fwy", "freeway", "expressway", "expy", "expwy", "ct", "pl", "cir",
    "rte", "crescent", "cres", "terrace", "loop", "bypass", "byp", "turnpike", "tpke", "thruway", "cth", "sth", "cr",
    "collectors", "collector",
    // Counties and towns: "Brown Co", "Dauphin and Lebanon counties".
    "co", "cnty", "counties", "twp", "township", "parish", "borough", "municipality",
    // Where along it: "approaching Weston Road", "mile marker 100-105".
    "approaching", "beyond", "after", "toward", "towards", "via", "across", "outside", "marker", "markers", "mm",
    "mileposts",
  ]

  /// A clause that only says where: "76 kilometers north of Kitwanga", "Portia Interchange",
  /// "Santa Fe Trail and the end of I-25 (Trinidad)". Every word is a number, a place's noun or a
  /// name written with a capital inside a sentence, and at least one says where.
  static func isPlace(_ tokens: [String], names: Set<String>, known: Set<String> = []) -> Bool {
    let told = known.isEmpty ? names : names.union(known)
    // "Winter Road Conditions: US 41 Brown Co": a report's heading before the place it is of.
    var tokens = tokens
    for heading in [["winter", "road", "conditions"], ["road", "conditions"], ["current", "conditions"]]
    where tokens.count > heading.count && tokens.starts(with: heading) {
      tokens.removeFirst(heading.count)
      break
    }
    // "SR 20 under water": a road that cannot be driven is no place.
    if impassableStart(tokens) != nil { return false }
    // "Exit 192" is a place; "all traffic must exit" is not.
    let acts = tokens.indices.contains { index in
      let token = tokens[index]
      if ["exit", "exits"].contains(token), index + 1 < tokens.count, RestrictionClassifier.isNumber(tokens[index + 1])
      {
        return false
      }
      return barred.contains(token) || openings.contains(token) || acting.contains(token)
    }
    // ("Deerfoot Trail at Glenmore Tr": a trail after a name is a road's name, not a facility.)
    let roadTrails = tokens.indices.filter { index in
      ["trail", "trails"].contains(tokens[index]) && index > 0 && told.contains(tokens[index - 1])
        && !namesAHazard(tokens[index - 1])
    }
    let facility = namesFacility(tokens.indices.filter { !roadTrails.contains($0) }.map { tokens[$0] })
    guard !tokens.isEmpty, !acts, !facility, !RestrictionClassifier.sendsElsewhere(tokens) else {
      return false
    }
    // A named place and its mileposts, in capitals: "LA VETA PASS MP 276-282".
    if tokens.count <= 8, let marker = tokens.firstIndex(where: { ["mp", "milepost"].contains($0) }),
      marker + 1 < tokens.count, RestrictionClassifier.isNumber(tokens[marker + 1]),
      tokens[marker...].allSatisfy({ RestrictionClassifier.isNumber($0) || ["mp", "milepost", "to"].contains($0) }),
      tokens[..<marker].contains(where: { ["pass", "summit", "hill", "canyon", "creek"].contains($0) })
    {
      return true
    }
    // A named pass and its way, in any case: "CABBAGE HILL WB", "Siskiyou Summit southbound". Only
    // words no reading knows stand in its name.
    let ways: Set<String> = ["eastbound", "westbound", "northbound", "southbound"]
    if tokens.count >= 2, tokens.count <= 5, let way = tokens.last, ways.contains(way) {
      let name = tokens.dropLast()
      let nouns: Set<String> = ["pass", "summit", "hill", "canyon", "grade", "gap", "notch", "divide", "mountain"]
      if let noun = name.last, nouns.contains(noun), name.count >= 2, name.dropLast().allSatisfy(mayName) {
        return true
      }
    }
    var said = false
    for (index, token) in tokens.enumerated() {
      // "VT 125 East", "SH 21 between MP 40 and MP 44", "MM 4.1": a route's code or a mile marker
      // before its number.
      let numbered = index + 1 < tokens.count && RestrictionClassifier.isNumber(tokens[index + 1])
      if numbered
        && (Lexicon.routePrefixes.contains(token) || token == "mm" || FieldRecord.postmileCounties.contains(token))
      {
        said = true
      } else if RestrictionClassifier.isNumber(token) || isStamp(token) || placeNouns.contains(token) {
        said = true
      } else if fourWays.contains(token) {
        // "Deerfoot Trail southbound at Glenmore Tr": a way says where, never what.
        continue
      } else if !(told.contains(token) && !isStateShaped(token) && !namesAHazard(token))
        && !timeWords.contains(token)
        && !["carrying", "continuing"].contains(token)
      {
        return false
      }
    }
    return said
  }

  /// Whether every facility's word a subject holds is part of a place's name: "Lost Trail Pass",
  /// "Rest Area Summit", never "Lost Trail Pass rest area".
  static func facilityNamesAPlace(_ named: [String]) -> Bool {
    var found = false
    for words in Lexicon.facilityPhrases {
      for start in named.indices where named[start...].starts(with: words) {
        found = true
        let next = start + words.count
        guard next < named.count, Lexicon.placeNameEnds.contains(named[next]) else { return false }
      }
    }
    return found
  }

  /// Whether a route's number follows a facility's words in a subject with nothing between ("rest
  /// area i 80", "brake check area us 50").
  static func routeAfterFacility(_ named: [String]) -> Bool {
    for words in Lexicon.facilityPhrases {
      for start in named.indices where named[start...].starts(with: words) {
        var next = start + words.count
        while next < named.count,
          ["open", "closed", "eastbound", "westbound", "northbound", "southbound"].contains(named[next])
        {
          next += 1
        }
        guard next < named.count else { continue }
        let routeEnd =
          RestrictionClassifier.isRouteToken(named[next])
          ? next + 1
          : Lexicon.routePrefixes.contains(named[next]) && next + 1 < named.count
            && RestrictionClassifier.isNumber(named[next + 1]) ? next + 2 : nil
        // ("Dena Mora rest area (I-90 MP 62)": the facility's own milepost says where it is.)
        if let routeEnd,
          routeEnd >= named.count || !["mp", "milepost", "mile", "exit", "mm", "km"].contains(named[routeEnd])
        {
          return true
        }
      }
    }
    return false
  }

  /// Whether a closure's subject is a stretch that starts at a facility and runs to a place ("Dodge
  /// Ridge Ski Area to Sonora Pass closed", "Vail Pass Rest Area to Copper Mountain closed"): the
  /// road between them, not the facility.
  static func isRangeFromFacility(_ tokens: [String], before verb: Int) -> Bool {
    guard let to = tokens[..<verb].firstIndex(where: { ["to", "thru", "through"].contains($0) }), to + 1 < verb else {
      return false
    }
    let head = Wording(tokens[..<to].joined(separator: " "))
    let words = Array(tokens[(to + 1)..<verb])
    let tail = Wording(words.joined(separator: " "))
    // The far end is a place, never what a closure's words go on to ("to remain closed", "to all
    // traffic").
    return head.hasAny(Lexicon.facilities) && !tail.hasAny(Lexicon.facilities)
      && !words.contains(where: {
        ["remain", "remains", "be", "stay", "stays", "reopen", "open", "all", "trucks", "vehicles", "traffic", "the"]
          .contains($0)
      })
  }

  /// A rule's words, which no header names a place by: "I-70 Code 16" is Colorado's chain law.
  static let ruleWords: Set<String> = [
    "code", "codes", "law", "laws", "level", "tier", "traction", "chain", "chains", "permit", "permits",
  ]

  /// Words no place is named by: every word a reading knows, and the words of a road shut.
  static let unnameable: Set<String> = barred.union(RestrictionClassifier.restrictiveWords)
    .union(RestrictionClassifier.signalWords).union(Lexicon.ordinaryBarred).union(Lexicon.eventWords).union(acting)
    .union(openings).union(Lexicon.ordinaryWords).union(RestrictionClassifier.reportWords)
    .union([
      "snowbound", "inaccessible", "obstructed", "gridlock", "gridlocked", "jammed", "suspended", "halted", "shut",
      "shutdown", "icy", "ice", "snow", "drifted", "drifts", "buried", "washed", "flooded", "gated", "gate",
    ])
    .union(ruleWords)

  /// Whether a word the text writes with a capital may be a place's name where nothing else says
  /// so ("I-80 Verdi", "Highway 1. Malahat."): a word of letters no reading knows, never shaped like
  /// what a road is ("Frobnicated", "Impassible", "Flooding").
  static func mayName(_ token: String) -> Bool {
    token.count > 1 && token.allSatisfy(\.isLetter) && !unnameable.contains(token) && !looksLikeAHazard(token)
  }

  /// Whether a word has the shape of what a road is ("frobnicated", "kaputting", "impassible"); a
  /// short word in "-ing" is a name's ("King Rd", "Spring Creek").
  static func isStateShaped(_ token: String) -> Bool {
    ["ed", "able", "ible"].contains(where: { token.hasSuffix($0) }) || token.hasSuffix("ing") && token.count >= 7
  }

  /// Whether a word tells of a hazard rather than a place, whatever its capital: "Rockslide",
  /// "Avalanches", "Underwater", "Washouts", or shaped like a road's state.
  static func looksLikeAHazard(_ token: String) -> Bool {
    isStateShaped(token) || namesAHazard(token)
  }

  /// Whether a word a text writes as a name is still a hazard's word: "Highway 101 Underwater".
  /// Names may end in "-ing" ("King Rd", "Redding"); a hazard's own words and compounds never name.
  static func namesAHazard(_ token: String) -> Bool {
    let words: Set<String> = [
      "avalanche", "avalanches", "flood", "floods", "fire", "fires", "smoke", "crash", "crashes", "wreck", "wrecks",
      "blockage", "collapse", "spill", "spills", "debris", "storm", "storms", "impasse", "jam", "gridlock",
      "evacuation", "hazard", "hazards", "danger", "detour", "barricade", "barricades", "roadblock", "stop",
      "stoppage", "gate", "gates", "ice", "snow", "snowdrifts", "drifts", "rocks", "boulders", "fog", "smog",
      "outage", "wildfire", "wildfires", "sinkholes", "standstill", "cut", "tornado", "tornadoes", "earthquake",
      "landslide", "landslides", "hail", "lightning",
    ]
    let compounds = [
      "slide", "lanche", "washout", "rockfall", "mudflow", "underwater", "blizzard", "whiteout", "sinkhole", "closure",
      "closing", "blocked", "impass", "slip", "slump", "subsid", "heave", "wreck", "flood", "fire", "shut", "block",
      "collaps", "debris", "overflow", "outage", "washed", "erosion", "obstruct", "imped", "accident", "incident",
      "halt", "chain", "turnaround", "cable", "stud", "drift", "lockout", "cutoff", "clos",
    ]
    return words.contains(token) || compounds.contains(where: { token.contains($0) })
  }

  /// The ways to read a clause headed by a place ("i 40 westbound mm 140 141 grants" before
  /// "crash"): the words after each place that may head it, the longest place first. A place is a
  /// road's number, then its direction, mileposts, places' nouns and names: a word the text writes
  /// with a capital (or, in a text that tells no names, at most three words after a place word or
  /// a milepost) that no reading knows, never a word that closes, restricts, hedges or tells of an
  /// event. Empty when the clause heads with no road's number; an empty rest when it is all place.
  static func afterLeadingPlace(
    _ tokens: [String], names: Set<String>, known: Set<String> = [], guessing: Bool = true
  ) -> [[String]] {
    let told = known.isEmpty ? names : names.union(known)
    guard tokens.count >= 2, !namesFacility(tokens), !RestrictionClassifier.sendsElsewhere(tokens) else { return [] }
    let ways: Set<String> = ["eastbound", "westbound", "northbound", "southbound", "both", "directions", "bound"]
    let starts: Set<String> = [
      "near", "at", "between", "of", "in", "on", "from", "to", "past", "before", "by", "and", "east", "west", "north",
      "south", "the", "towards", "toward", "just", "after",
    ]
    // A Caltrans county's code heads its postmiles as a marker does: "SR 108 WB TUO 18.0/24.6".
    let markers: Set<String> = Set(["mp", "mm", "milepost", "exit", "km", "mile", "marker", "post"])
      .union(FieldRecord.postmileCounties)
    let kept: Set<String> = [
      "to", "from", "between", "of", "west", "east", "north", "south", "eastbound", "westbound", "northbound",
      "southbound", "highway", "road", "bridge", "tunnel", "way", "exit", "mile", "miles", "point", "marker", "post",
      "km", "before",
    ]
    let vetoed = unnameable.subtracting(kept)
    let roadWords = Lexicon.highwayWords.union(placeNouns)
    // The nouns a place's name ends with ("Spooner Summit", "Washoe Valley").
    let placeNames = Lexicon.highwayWords.union([
      "summit", "grade", "gap", "notch", "valley", "canyon", "creek", "river", "lake", "ridge", "hill", "mountain",
      "junction", "springs", "divide", "saddle", "peak", "bridge", "tunnel", "tunnels", "flat", "flats", "meadows",
      "crossing", "county", "city", "town", "village", "interchange", "road", "street", "avenue",
    ])
    var places: [Int] = []
    var named = false  // a name may stand here: after a place word, a milepost's number or a name
    var unnamed = 0  // words taken as names in a text that tells none, since the last place word
    var route = false
    for (index, token) in tokens.enumerated() {
      if vetoed.contains(token) { break }
      // An exit's or a milepost's number may carry a letter: "exit 4c", "mp 25a".
      let number =
        RestrictionClassifier.isNumber(token) || index > 0 && markers.contains(tokens[index - 1]) && isLettered(token)
      let numbered = index + 1 < tokens.count && RestrictionClassifier.isNumber(tokens[index + 1])
      // "I80 W", "SR 50 E": a compass letter after a route's number is its way.
      let compass =
        ["n", "s", "e", "w"].contains(token) && index > 0
        && (RestrictionClassifier.isRouteToken(tokens[index - 1])
          || index > 1 && RestrictionClassifier.isNumber(tokens[index - 1])
            && Lexicon.routeWords.contains(tokens[index - 2]))
      // "David Thompson Highway": names before a road's word.
      let beforeRoad =
        tokens[(index + 1)...].prefix(3).firstIndex { !told.contains($0) || roadWords.contains($0) }.map {
          roadWords.contains(tokens[$0])
        } ?? false
      if Lexicon.routePrefixes.contains(token) && numbered || Lexicon.highwayWords.contains(token)
        || RestrictionClassifier.isRouteToken(token) || isWayBeforeRoute(tokens, at: index)
      {
        route = true
        named = false
      } else if number || ways.contains(token) || compass {
        named = index > 0 && markers.contains(tokens[index - 1]) || named && number
      } else if starts.contains(token) || markers.contains(token) || placeNouns.contains(token) {
        named = true
        unnamed = 0
      } else if told.contains(token) && (named || beforeRoad || route && mayName(token)) {
        // "I-80 Verdi to the California state line": a name may follow a road's number.
        named = true
      } else if guessing, names.isEmpty, named, unnamed < 3, token.allSatisfy(\.isLetter), token.count > 1 {
        unnamed += 1
      } else if guessing || mayName(token), names.isEmpty, route, token.allSatisfy(\.isLetter), token.count > 1,
        let noun = tokens[(index + 1)...].prefix(3).firstIndex(where: { placeNames.contains($0) }),
        tokens[index..<noun].allSatisfy({ !vetoed.contains($0) && $0.allSatisfy(\.isLetter) })
      {
        // "US-50 SPOONER SUMMIT", "SR-341 GEIGER GRADE": a name before a place's noun.
        named = true
      } else {
        break
      }
      // A place may end here unless its last word is only taken for a name; the whole clause is a
      // place only when it ends in a number, a place's noun or a way ("… Blockade" is no place).
      let sure =
        number || ways.contains(token) || compass || roadWords.contains(token) || Lexicon.streetWords.contains(token)
        || told.contains(token) && mayName(token)
      if route, unnamed == 0 || index + 1 < tokens.count, index + 1 < tokens.count || sure {
        places.append(index + 1)
      }
    }
    return places.reversed().map { Array(tokens[$0...]) }
  }

  /// Whether the way at `index` heads a route's number as Caltrans writes it ("Eastbound 80 at
  /// Kingvale", "Northbound 395 north of Bishop"): a way first in the clause, then a number of one
  /// to three figures that counts nothing ("Westbound 2 lanes closed", "eastbound 50 mph winds").
  static func isWayBeforeRoute(_ tokens: [String], at index: Int) -> Bool {
    guard index == 0, index + 1 < tokens.count, fourWays.contains(tokens[index]) else { return false }
    let number = tokens[index + 1]
    guard (1...3).contains(number.count), number.allSatisfy(\.isNumber) else { return false }
    let counted: Set<String> = [
      "lane", "lanes", "ln", "of", "mile", "miles", "mi", "mph", "minutes", "min", "mins", "ft", "feet", "inch",
      "inches", "hours", "hour", "hrs", "km", "vehicles", "vehicle", "cars", "trucks", "percent", "degrees", "to",
      "and", "or", "x", "open", "opened", "closed", "blocked", "reopened",
    ]
    if number.allSatisfy({ $0 == "0" }) { return false }
    if index + 2 < tokens.count, counted.contains(tokens[index + 2]) { return false }
    return true
  }

  /// The words before a place that ends a clause ("construction" before "us 50 spooner summit"):
  /// at most four words before a road's number from which to the end the clause is only a place
  /// (see `afterLeadingPlace`); nil when it ends in no such place.
  static func beforeTrailingPlace(_ tokens: [String], names: Set<String>, known: Set<String> = []) -> [String]? {
    for start in 1..<min(tokens.count, 5) {
      let token = tokens[start]
      let numbered = start + 1 < tokens.count && RestrictionClassifier.isNumber(tokens[start + 1])
      guard Lexicon.routePrefixes.contains(token) && numbered || RestrictionClassifier.isRouteToken(token) else {
        continue
      }
      guard afterLeadingPlace(Array(tokens[start...]), names: names, known: known).contains(where: \.isEmpty) else {
        return nil
      }
      var head = Array(tokens[..<start])
      while let last = head.last,
        ["on", "at", "near", "in", "of", "eastbound", "westbound", "northbound", "southbound", "both", "directions"]
          .contains(last)
      {
        head.removeLast()
      }
      return head.isEmpty ? nil : head
    }
    return nil
  }

  /// Whether a clause is only a place, every word a place's noun, a road's, a number, a direction or
  /// a name: "Highway 5", "US 97 at milepost 12". Read as information by the clause reader, it is
  /// no evidence of anything and is set aside.
  static func isOnlyPlace(_ tokens: [String], names: Set<String>, known: Set<String> = []) -> Bool {
    let told = known.isEmpty ? names : names.union(known)
    if impassableStart(tokens) != nil { return false }
    let ways: Set<String> = ["eastbound", "westbound", "northbound", "southbound", "both", "directions", "in", "on"]
    let connectors: Set<String> = [
      "of", "to", "and", "the", "at", "near", "in", "on", "with", "a", "up", "past", "from", "between", "for",
      "within", "entrance", "end", "start", "about", "approximately", "just", "both", "directions",
    ]
    let says = tokens.contains {
      RestrictionClassifier.isNumber($0) || placeNouns.contains($0) && !connectors.contains($0)
        || Lexicon.highwayWords.contains($0)
    }
    return says
      && tokens.allSatisfy {
        placeNouns.contains($0) || Lexicon.highwayWords.contains($0) || Lexicon.streetWords.contains($0)
          || ways.contains($0) || told.contains($0) || RestrictionClassifier.isNumber($0)
          || Lexicon.routePrefixes.contains($0) || ["state", "milepost", "mp", "mm", "post"].contains($0)
      }
  }
}
