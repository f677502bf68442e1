import FoundationEssentials

extension RestrictionClassifier {
  // MARK: Openings

  /// Predicates that say nothing restricts travel. A clause is a lifting only when it ends in one
  /// of them (optionally followed by "at this time", or, after a past reopening, by its time), and
  /// what stands before is a plain name of at most five words with no signal word.
  static let openPredicates: [[String]] = [
    "open", "is open", "are open", "now open", "is now open", "remains open", "is open to all traffic",
    "remain open", "will remain open", "remains open to traffic", "remain open to traffic",
    "open to all traffic", "open to through traffic", "is open to through traffic", "reopened to through traffic",
    "has reopened to through traffic", "is now open to through traffic",
    "open to all vehicles", "open in both directions", "is open in both directions",
    "reopened", "has reopened", "has been reopened", "is reopened", "is now reopened", "was reopened", "were reopened",
    "re opened",
    "was opened", "were opened", "have been opened",
    "is re opened",
    "no restrictions", "no restriction", "no current restrictions", "no travel restrictions", "no traffic restrictions",
    "no restrictions in effect", "no restrictions are in effect", "no restrictions reported",
    "no restrictions are reported",
    "no traffic restrictions are reported", "no restrictions are reported for this area",
    "no traffic restrictions are reported for this area",
    "no chains", "no chain requirements", "no chain requirement", "no chain requirements at this time",
    "no chain or traction law in effect", "no chain or traction laws in effect", "no chain or traction law",
    "no chain law in effect", "no traction law in effect", "no chain or traction law in effect at this time",
    "no chain controls", "no chain control", "no chain controls in effect", "no chain controls are in effect",
    "no chain control in effect",
    "no chains required", "chains not required", "chains are not required", "chains no longer required",
    "chains are no longer required",
    "traction tires not required", "traction tires no longer required", "traction tires are no longer required",
    "restrictions lifted", "restrictions removed", "restrictions have been lifted", "restrictions have been removed",
    "all restrictions lifted",
    "closure lifted", "closure has been lifted", "closure removed", "no longer closed", "is no longer closed",
    "no closures", "no road closures", "no closures or restrictions", "no restrictions or closures", "no delays",
    "no closures are in place", "no closures in place", "there are no closures",
    "not closed",
    "restrictions none", "restriction none", "closures none", "reopened to all traffic", "has reopened to all traffic",
    "reopened to traffic",
    "has reopened to traffic", "is open to traffic", "open to traffic", "is not closed", "is no longer closed",
    "now open", "is now open",
    "have reopened", "have been reopened", "are reopened", "are now open", "are now reopened",
    "have reopened to all traffic",
    "are open to all traffic", "are open to traffic", "have reopened to traffic", "are not closed",
    "are no longer closed",
    "opened", "has opened", "has been opened", "is opened", "open with no restrictions", "is open with no restrictions",
    "open with no delays", "is open with no delays",
    "no restrictions for passenger vehicles", "no restrictions for passenger cars", "no restrictions for cars",
    "no restrictions for other vehicles", "no restrictions for all other vehicles", "no restrictions for autos",
    "no restrictions for light vehicles", "no restrictions for other traffic", "no restrictions for motorists",
    "no other restrictions", "no other restriction", "no further restrictions", "opened all lanes",
    "reopened all lanes",
    "no chains required for passenger vehicles", "no chains required for cars", "chains not required for cars",
    "chains not required for passenger vehicles", "no chains required for passenger cars",
    "no chain controls for passenger vehicles", "no chain controls for cars", "no chain controls for passenger cars",
    "no chain controls for p v", "no chain control for passenger vehicles", "passenger vehicles no restrictions",

    "cars ok without chains", "cars ok w o chains", "open to all other traffic", "is open to all other traffic",
    "open to all other vehicles", "is open to all other vehicles", "mainline lanes remain open",
    "mainline remains open", "mainline lanes open", "mainline is open", "mainline open",
    "all vehicles may travel", "all traffic may travel", "all other traffic may use the tunnel",
    "traffic now moving in both directions", "traffic is now moving in both directions",
    "traffic moving in both directions", "traffic is moving in both directions",
    "reopened for the summer season", "has reopened for the summer season", "reopened for the summer",
    "has reopened for the summer",
  ].map(ASCIIText.words)

  /// Predicates that lift the restriction their subject names.
  static let liftingPredicates: [[String]] = [
    "no longer in effect", "is no longer in effect", "are no longer in effect", "not in effect", "is not in effect",
    "are not in effect",
    "lifted", "has been lifted", "have been lifted", "removed", "has been removed", "have been removed",
    "no longer required",
    "are no longer required", "is no longer required", "not required", "are not required", "is not required",
    "cancelled", "canceled",
    "has been cancelled", "has been canceled", "was lifted", "were lifted", "was removed", "were removed",
    "was cancelled", "were cancelled", "was canceled", "were canceled",
  ].map(ASCIIText.words)

  /// The words that may name a lifted restriction: "traction advisory", "chain controls", "all restrictions".
  static let restrictionNouns: Set<String> = [
    "the", "all", "chains", "chain", "traction", "tires", "tire", "devices", "snow", "advisory", "advisories",
    "controls", "control",
    "restrictions", "restriction", "requirement", "requirements", "closure", "closures", "oversize", "vehicle",
    "vehicles", "prohibition",
    "law", "laws", "level", "1", "2", "3", "passenger", "code", "15", "16", "18", "r1", "r2", "r3", "r", "and",
    "expanded", "earlier", "previously",
    "previous", "posted", "travel", "alert", "alerts", "warning", "warnings", "winter", "storm", "blizzard", "wind",
    "ice", "weather", "watch", "lane", "lanes",
  ]

  /// Words that may never stand before an open predicate: negation, future and condition, scope,
  /// and restriction vocabulary.
  static let signalWords: Set<String> = [
    "not", "no", "never", "cannot", "nor", "yet", "will", "would", "shall", "expected", "expect", "expecting",
    "anticipated", "estimated",
    "estimate", "scheduled", "planned", "pending", "until", "if", "when", "once", "after", "before", "may", "might",
    "should", "could",
    "soon", "later", "tomorrow", "tonight", "hope", "hopes", "only", "except", "beyond", "partially", "partial",
    "partly", "lane", "lanes",
    "shoulder", "local", "emergency", "residents", "through", "to", "with", "without", "closed", "closure", "closing",
    "chains", "chain",
    "traction", "tires", "delays", "delayed", "restrictions", "restricted", "open", "opened", "reopen", "reopened",
    "reopening", "trucks",
    "vehicles", "one", "single", "temporarily", "briefly", "intermittently", "periodically", "escort", "escorted",
    "pilot", "convoy",
    "was", "were", "had", "almost", "nearly", "far", "as", "lower", "upper", "section", "sections", "portion",
    "portions", "part", "parts",
    "of", "whether", "unknown", "west", "east", "north", "south", "from", "between", "segment", "segments", "up",
    "mostly", "mainly",
    "largely", "likely", "probably", "possibly", "reportedly", "formerly", "previously", "earlier", "yesterday",
    "eastbound", "westbound",
    "northbound", "southbound", "except", "gate", "gated", "status", "data", "unavailable", "maybe", "perhaps",
    "sometimes", "usually",
    "normally", "soon", "already", "still", "remain", "remains", "half", "first",
  ]

  /// `whole`: whether `tokens` are a clause's own words, not a part of them before something else:
  /// only a whole clause may end in whom and the season it opens for ("… reopened to vehicle traffic
  /// for the season"), never "Road opened to vehicles" before "5000 ft".
  static func isOpenStatement(_ tokens: [String], whole: Bool = true) -> Bool {
    // What a lifting may end with, in any order, peeled one at a time: where it holds ("Reopened
    // between Laramie and Cheyenne", "lifted on I-90 over Lookout Pass"), since when ("lifted on
    // SR-190 as of 2:15 PM", "reopened … on 4/18") and why it had closed ("reopened … after
    // avalanche control work").
    var rest = tokens
    // (Only a whole clause may end in whom and the season it opens for: never what stood before a
    // place.)
    var ownWords = whole
    for _ in 0..<5 {
      if isOpenStatementHere(rest, whole: ownWords) { return true }
      if let body = withoutTrailingTime(rest) ?? withoutTrailingCause(rest) {
        rest = body
      } else if let body = withoutTrailingPlace(rest) {
        // "Open from Skykomish to the summit": an opening of a stretch is partial (beyond it may be
        // closed); a lifting of a restriction may name one, and so may a past reopening ("Highway 11
        // has reopened between Cochrane and Hearst": the closure of that stretch is over).
        // "Highway 20 opened for the season to Rainy Pass": so is an opening as far as a place.
        let stretch =
          ["from", "between"].contains(rest[body.count])
          || rest[body.count] == "to" && ["open", "opens", "opened"].contains(body.last ?? "")
        // "All lanes open between Santa Fe and Lamy" after a closure's lifting: every lane of it.
        let everyLane = body.count >= 3 && body.suffix(3).elementsEqual(["all", "lanes", "open"])
        if stretch, !everyLane, let last = body.last, ["open", "opens", "reopen", "opened"].contains(last) {
          return false
        }
        rest = body
        ownWords = false
      } else {
        return false
      }
    }
    return false
  }

  /// Words that tell a lifting is done: only after one may a time or a cause be peeled ("open as of
  /// 5 PM" may be when it will open).
  static let pastLiftings: Set<String> = [
    "lifted", "cancelled", "canceled", "rescinded", "removed", "ended", "reopened", "expired",
  ]

  /// `tokens` without a time at their end, after a lifting told as done: "as of 2:15 PM", "as of
  /// 1340", "on 4/18", "on Tuesday", "at 1:15 p.m."; nil otherwise.
  static func withoutTrailingTime(_ tokens: [String]) -> [String]? {
    // "… were opened this morning", "… reopened earlier today".
    for day in [
      ["this", "morning"], ["this", "afternoon"], ["this", "evening"], ["earlier", "today"], ["today"], ["yesterday"],
      ["last", "night"], ["overnight"],
    ]
    where tokens.count > day.count + 1 && tokens.suffix(day.count).elementsEqual(day)
      && tokens.dropLast(day.count).contains(where: pastLiftings.contains)
    {
      return Array(tokens.dropLast(day.count))
    }
    let clock: Set<String> = [
      "am", "pm", "a", "m", "p", "noon", "midnight", "today", "this", "morning", "afternoon", "evening", "hrs",
    ]
    guard let start = tokens.indices.last(where: { ["as", "on", "at"].contains(tokens[$0]) }), start > 0,
      tokens.count - start >= 2, tokens.count - start <= 8
    else { return nil }
    var cut = start
    if tokens[start] == "as" {
      guard start + 1 < tokens.count, tokens[start + 1] == "of", tokens.count - start >= 3 else { return nil }
    } else if tokens[start] == "at" {
      // ("at 1:15 p.m." only: "at Yuba Pass" is a place.)
      guard
        isNumber(tokens[start + 1]) || ClauseStatement.isStamp(tokens[start + 1])
          || ["noon", "midnight"].contains(tokens[start + 1])
      else { return nil }
    }
    let time = tokens[(start + (tokens[start] == "as" ? 2 : 1))...]
    guard
      time.allSatisfy({
        isNumber($0) || clock.contains($0) || ClauseStatement.isStamp($0)
          || ClauseStatement.timeWords.contains($0) && !["until", "through", "thru", "to", "from"].contains($0)
      }), time.contains(where: { $0.contains(where: \.isNumber) || ClauseStatement.timeWords.contains($0) })
    else { return nil }
    while cut > 0, ["the"].contains(tokens[cut - 1]) { cut -= 1 }
    guard tokens[..<cut].contains(where: pastLiftings.contains) else { return nil }
    return Array(tokens[..<cut])
  }

  /// `tokens` without why a road had closed, after a reopening told as done: "… reopened after
  /// avalanche control work", "… reopened following a crash"; nil otherwise.
  static func withoutTrailingCause(_ tokens: [String]) -> [String]? {
    guard let start = tokens.indices.last(where: { ["after", "following"].contains(tokens[$0]) }), start > 0,
      tokens.count - start >= 2, tokens.count - start <= 6,
      tokens[..<start].contains(where: { ["reopened", "lifted", "cleared"].contains($0) }),
      // (Only work or an incident that is over: never "after 5 PM", "after the storm passes".)
      tokens[(start + 1)...].allSatisfy({
        Lexicon.eventWords.contains($0)
          || [
            "a", "an", "the", "avalanche", "control", "work", "crash", "collision",
            "slide", "earlier", "blasting", "mitigation", "clearing", "cleanup", "of", "and",
          ].contains($0)
      }),
      !tokens[(start + 1)...].contains(where: { signalWords.contains($0) && !["of"].contains($0) })
    else { return nil }
    return Array(tokens[..<start])
  }

  /// `tokens` without a place phrase at their end ("at Yuba Pass", "between Laramie and
  /// Cheyenne"): a place word, then at most six words none of which restricts, negates or hedges.
  /// Nil when they end in no such phrase.
  static func withoutTrailingPlace(_ tokens: [String]) -> [String]? {
    // "The earlier closure of SR 12 White Pass has been lifted": "of" a road's number names it.
    var placeStarts: Set<String> = ["at", "near", "on", "over", "between", "from", "in"]
    if let of = tokens.lastIndex(of: "of"), of + 1 < tokens.count,
      Lexicon.routePrefixes.union(Lexicon.highwayWords).contains(tokens[of + 1])
    {
      placeStarts.insert("of")
    }
    // "The travel advisory for Highway 16 has been cancelled": "for" a road's number names it.
    if let forRoad = tokens.lastIndex(of: "for"), forRoad + 1 < tokens.count,
      Lexicon.routePrefixes.union(Lexicon.highwayWords).contains(tokens[forRoad + 1])
    {
      placeStarts.insert("for")
    }
    // "… west of Marshall": a compass point and "of" start a place.
    if let compass = tokens.indices.last(where: {
      $0 + 1 < tokens.count && ["west", "east", "north", "south"].contains(tokens[$0]) && tokens[$0 + 1] == "of"
    }), compass > 0, tokens.count - compass <= 6,
      !tokens[(compass + 2)...].contains(where: { signalWords.union(restrictiveWords).union(closureWords).contains($0) }
      )
    {
      return Array(tokens[..<compass])
    }
    guard let start = tokens.lastIndex(where: placeStarts.contains), start > 0, tokens.count - start >= 2 else {
      return nil
    }
    // "between the Ross Dam trailhead (milepost 134) and the Silver Star gate (milepost 171)": both
    // ends of a stretch, each named in full.
    let stretch = tokens[start] == "between" && tokens[start...].contains("and")
    guard tokens.count - start <= (stretch ? 14 : 7) else { return nil }
    // "from A to B": the phrase starts at "from".
    var cut = start
    if let from = tokens[..<start].lastIndex(of: "from"), start - from <= 4, ["to"].contains(tokens[start]) == false,
      tokens[from...].contains("to")
    {
      cut = from
    }
    let place = tokens[(cut + 1)...]
    // "All lanes open on I-35E northbound at Cayuga St": the way of the road named is a place too.
    let allowed: Set<String> = [
      "to", "and", "of", "the", "west", "east", "north", "south", "pass", "summit", "eastbound", "westbound",
      "northbound", "southbound",
    ]
    // (A stretch's end may be a gate: "between Lowman and the Banner Summit gate".)
    let barred = signalWords.union(restrictiveWords).union(closureWords).subtracting(allowed)
      .subtracting(stretch ? ["gate"] : [])
    guard !place.contains(where: barred.contains), cut > 0 else { return nil }
    // A time is no place ("Open at 5 pm", "reopened at 1512 hrs"): figures only after a milepost or an exit.
    let times: Set<String> = [
      "am", "pm", "a", "p", "m", "hrs", "hr", "noon", "midnight", "tonight", "tomorrow", "today", "dawn", "dusk",
      "morning", "afternoon", "evening", "night", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
      "sunday",
    ]
    // "… on I-80", "on Highway 97": a route's number is a place too.
    let measured = place.indices.contains { at in
      ["milepost", "mp", "exit", "mile", "i", "us", "sr", "highway", "hwy", "route", "interstate"].contains(place[at])
        // "on OR 58", "on SH-21": a state's route.
        || Lexicon.routePrefixes.contains(place[at]) && at + 1 < place.endIndex && isNumber(place[at + 1])
    }
    guard !place.contains(where: times.contains), measured || !place.contains(where: { $0.contains(where: \.isNumber) })
    else { return nil }
    return Array(tokens[..<cut])
  }

  /// `whole`: whether `tokens` are the clause's own words, not what is left before a place.
  private static func isOpenStatementHere(_ tokens: [String], whole: Bool = true) -> Bool {
    var body = tokens
    // "… at this time", "… currently", "… westbound", "… in both directions".
    if body.suffix(3) == ["at", "this", "time"] { body.removeLast(3) }
    if body.suffix(3) == ["in", "both", "directions"] { body.removeLast(3) }
    if body.suffix(2) == ["both", "directions"] { body.removeLast(2) }
    // "… has reopened to uphill and downhill traffic", "… to two way traffic": every way of it.
    for whole in [
      ["to", "uphill", "and", "downhill", "traffic"], ["to", "two", "way", "traffic"], ["to", "2", "way", "traffic"],
      // "… reopened to westbound traffic": that way's, which the clause speaks of.
      ["to", "westbound", "traffic"], ["to", "eastbound", "traffic"], ["to", "northbound", "traffic"],
      ["to", "southbound", "traffic"],
    ]
    where body.count > whole.count && body.suffix(whole.count).elementsEqual(whole)
      && ["reopened", "opened", "open"].contains(body[body.count - whole.count - 1])
    {
      body.removeLast(whole.count)
    }
    // "… reopened to vehicle traffic for the season", "… is now open to motor vehicles for the
    // season": the season it opens for, and every vehicle it opens to.
    let openings: Set<String> = ["open", "opened", "reopened"]
    for season in [
      ["for", "the", "season"], ["for", "the", "summer", "season"], ["for", "the", "summer"], ["for", "the", "year"],
    ]
    where whole && body.count > season.count && body.suffix(season.count).elementsEqual(season) {
      body.removeLast(season.count)
      break
    }
    for whom in [
      ["to", "vehicle", "traffic"], ["to", "motor", "vehicles"], ["to", "motor", "vehicle", "traffic"],
      ["to", "vehicles"],
      ["to", "all", "vehicles"], ["to", "motorists"],
    ]
    where whole && body.count > whom.count && body.suffix(whom.count).elementsEqual(whom)
      && openings.contains(body[body.count - whom.count - 1])
    {
      body.removeLast(whom.count)
      break
    }
    if body.last == "currently" { body.removeLast() }
    // "The road is open its full length": all of it.
    for length in [["its", "full", "length"], ["its", "entire", "length"], ["for", "its", "full", "length"]]
    where body.count > length.count + 1 && body.suffix(length.count).elementsEqual(length)
      && openings.contains(body[body.count - length.count - 1])
    {
      body.removeLast(length.count)
    }
    // "I-70 eastbound is open again": open as it was.
    if body.last == "again", body.count > 1, ["open", "reopened", "opened"].contains(body[body.count - 2]) {
      body.removeLast()
    }
    // "… lifted as of 2:15 p.m.": when it was lifted.
    // "… cancelled at 1:15 p.m.": the hour too.
    // (Only after a lifting told as done: "open at 5 pm" is an opening to come.)
    if let at = body.indices.last(where: { body[$0] == "at" }), at > 0, body.count - at >= 2, body.count - at <= 5,
      ["cancelled", "canceled", "lifted", "removed", "rescinded", "ended", "expired"].contains(body[at - 1]),
      ClauseStatement.isStamp(body[at + 1]),
      body[(at + 1)...].allSatisfy({
        ClauseStatement.isStamp($0) || ["a", "p", "m", "am", "pm", "noon"].contains($0)
      })
    {
      body.removeLast(body.count - at)
    }
    if let asOf = body.indices.first(where: { $0 + 1 < body.count && body[$0] == "as" && body[$0 + 1] == "of" }),
      asOf > 0, body.count - asOf <= 6,
      body[(asOf + 2)...].allSatisfy({
        ClauseStatement.isStamp($0) || ["a", "p", "m", "am", "pm", "noon", "today"].contains($0)
      })
    {
      body.removeLast(body.count - asOf)
    }
    // "Previously posted chain requirements have been lifted": the restriction as it was posted.
    while let first = body.first, ["previously", "posted", "previous", "earlier"].contains(first), body.count > 2 {
      body.removeFirst()
    }
    // "No restrictions eastbound", "open in the westbound direction": one way's opening, which the
    // clause's direction carries.
    let ways: Set<String> = ["eastbound", "westbound", "northbound", "southbound"]
    if body.count > 2, body.suffix(3).first == "the", body.last == "direction", ways.contains(body[body.count - 2]) {
      body.removeLast(3)
      if body.last == "in" { body.removeLast() }
    } else if body.count > 1, let last = body.last, ways.contains(last) {
      body.removeLast()
    }
    let plain = openPredicates.contains { predicate in
      guard let subject = subject(of: body, before: predicate) ?? pastLifting(body, predicate: predicate) else {
        return false
      }
      return isPlainName(subject)
    }
    // "Traction advisory no longer in effect", "chain controls lifted": a lifting whose subject is
    // nothing but the name of the restriction lifted.
    let named = liftingPredicates.contains { predicate in
      guard var subject = subject(of: body, before: predicate) ?? pastLifting(body, predicate: predicate),
        !subject.isEmpty
      else { return false }
      // "The closure at Yuba Pass has been lifted": the restriction's name, then where it held
      // ("The travel advisory for Highway 16 from Smithers to Houston": two places in a row).
      // "The no travel advisory … has been lifted": North Dakota's and Minnesota's advisory, by its name.
      if let no = subject.indices.first(where: { subject[$0...].starts(with: ["no", "travel", "advisory"]) }) {
        subject.remove(at: no)
      }
      var named = withoutTrailingPlace(subject) ?? subject
      if !named.allSatisfy(restrictionNouns.contains), let shorter = withoutTrailingPlace(named) { named = shorter }
      // ("The no travel advisory for southwest North Dakota", "The vehicle restriction on I-81 from
      // the Maryland state line to I-78": the restriction's name, then where it held, however told.)
      if !named.allSatisfy(restrictionNouns.contains),
        let cut = named.firstIndex(where: { ["for", "on", "from", "between", "at", "near", "in", "over"].contains($0) }
        ),
        cut > 1, named[..<cut].allSatisfy(restrictionNouns.contains),
        named[..<cut].contains(where: {
          ["advisory", "restriction", "restrictions", "closure", "law", "controls", "control", "warning"].contains($0)
        }),
        !named[cut...].contains(where: { signalWords.union(restrictiveWords).union(closureWords).contains($0) })
      {
        named = Array(named[..<cut])
      }
      return named.allSatisfy(restrictionNouns.contains)
    }
    return plain || named
  }

  /// A subject that only names the road: at most five words of ASCII letters and digits (a
  /// look-alike letter may hide a "not"), no signal word, not a question ("is the road open").
  static func isPlainName(_ subject: [String]) -> Bool {
    // "Road to open", "pass to be reopened": an opening to come.
    if subject.last == "to" || subject.suffix(2) == ["to", "be"] { return false }
    var subject = subject
    // "All lanes has reopened", "both lanes are open": the whole road, not a lane of it.
    if subject.count >= 2, ["all", "both"].contains(subject[0]), ["lanes", "lane"].contains(subject[1]) {
      subject.removeFirst(2)
    } else if subject.count >= 3, ["all", "both"].contains(subject[0]),
      ["traffic", "travel", "through"].contains(subject[1]), subject[2] == "lanes"
    {
      subject.removeFirst(3)
    } else if subject.suffix(3) == ["general", "purpose", "lanes"] {
      subject.removeLast(3)
    } else if [["travel", "lanes"], ["through", "lanes"], ["traffic", "lanes"], ["all", "travel", "lanes"]].contains(
      subject)
    {
      return true
    }
    // "Closure gate open", "gates are open": the gates that close the road stand open.
    // "The seasonal closure gates", "the winter gates": so do the gates of a season's closure.
    let gate = subject.drop(while: { ["the", "seasonal", "winter", "season", "closure"].contains($0) })
    if [["gate"], ["gates"]].contains(Array(gate)) { return true }
    // "Westbound open", "eastbound lanes are open": one whole direction (the clause's own).
    let ways: Set<String> = ["eastbound", "westbound", "northbound", "southbound"]
    if let first = subject.first, ways.contains(first),
      subject.count == 1 || subject.count == 2 && ["lanes", "traffic"].contains(subject[1])
    {
      return true
    }
    guard subject.allSatisfy({ $0.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) } }) else {
      return false
    }
    if let first = subject.first,
      ["is", "are", "was", "were", "will", "does", "do", "has", "have", "can", "could", "should"].contains(first)
    {
      return false
    }
    if subject.count <= 5, !subject.contains(where: signalWords.contains) { return true }
    // "Crystal to Greenwater is open": a name of two places joined by "to", nothing else signalling.
    if subject.count <= 5, let to = subject.firstIndex(of: "to"), to > 0, to < subject.count - 1,
      !subject.enumerated().contains(where: { $0.offset != to && signalWords.contains($0.element) })
    {
      return true
    }
    return isRoadStretch(subject)
  }

  /// A longer subject that only names a stretch of road and its direction: "The highway near Sexton
  /// Pass to Stage Pass southbound", "I 5 from Yreka to the Oregon State Line". It names a road,
  /// and its only signal words are those of a place: "from", "to", "between", "of", compass points
  /// and directions. The direction it names is the lifting's own.
  static func isRoadStretch(_ subject: [String]) -> Bool {
    guard subject.count <= 14 else { return false }
    let placeSignals: Set<String> = [
      "to", "from", "between", "of", "west", "east", "north", "south", "eastbound", "westbound", "northbound",
      "southbound",
    ]
    let roads = Lexicon.routePrefixes.union(["road", "highway", "route", "interstate", "pass", "summit"])
    guard subject.contains(where: { roads.contains($0) || isRouteToken($0) }) else { return false }
    let barred = signalWords.union(restrictiveWords).union(closureWords).subtracting(placeSignals)
    return !subject.contains(where: barred.contains)
  }

  /// The words before `predicate` when `tokens` ends with it.
  static func subject(of tokens: [String], before predicate: [String]) -> [String]? {
    guard tokens.count >= predicate.count, tokens.suffix(predicate.count).elementsEqual(predicate) else { return nil }
    return Array(tokens.dropLast(predicate.count))
  }

  /// What a past reopening may follow: an event over, told with its time ("this morning's
  /// rockslide", "an earlier crash", "avalanche control work").
  private static let pastCauses: Set<String> = [
    "the", "a", "an", "earlier", "this", "morning", "mornings", "s", "afternoon", "afternoons", "overnight",
    "last", "night", "nights", "yesterday", "yesterdays", "todays", "previous", "crash", "collision", "incident",
    "closure", "rockslide", "landslide", "mudslide", "slide", "avalanche", "control", "work", "mitigation", "storm",
    "jackknifed", "jackknife", "semi", "truck", "spinout", "spinouts", "dust", "fire", "flooding", "snow",
    "winter", "weather", "clean", "up", "cleanup", "repairs", "repair", "was", "cleared", "crews", "and",
  ]
  private static let fillers: Set<String> = [
    "the", "a", "an", "earlier", "this", "morning", "mornings", "s", "afternoon", "afternoons", "overnight", "last",
    "night", "nights", "yesterday", "yesterdays", "todays", "previous", "was", "and", "up",
  ]

  /// When and where a past lifting happened, and for how long: "at 1512 hrs on 12 13 21", "at
  /// milepost 134 for the season".
  private static let liftingTrailers: Set<String> = [
    "at", "on", "hrs", "hr", "am", "pm", "a", "m", "p", "noon", "midnight", "near", "milepost", "mp", "for",
    "in", "both", "directions", "the", "season", "winter", "today", "this", "morning", "afternoon", "evening", "summer",
    "monday", "tuesday",
    "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "june", "july",
    "august", "september", "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep",
    "sept", "oct", "nov", "dec", "month",
  ]

  /// "Reopened at 1512 hrs on 12 13 21", "restrictions lifted at 3 pm": a past lifting may be
  /// followed by when it happened (digits and time words only).
  static func pastLifting(_ tokens: [String], predicate: [String]) -> [String]? {
    guard let last = predicate.last, ["reopened", "opened", "lifted", "removed"].contains(last) else { return nil }
    var end = tokens.count
    // "… has reopened after the earlier crash", "… following this morning's rockslide": why it had
    // closed, told as over.
    if let cause = tokens.lastIndex(where: { ["after", "following"].contains($0) }), cause > 0,
      tokens.indices.contains(cause + 1),
      tokens[(cause + 1)...].allSatisfy({ pastCauses.contains($0) || Lexicon.eventWords.contains($0) }),
      tokens[(cause + 1)...].contains(where: {
        Lexicon.eventHeads.contains($0) || pastCauses.contains($0) && !fillers.contains($0)
      })
    {
      end = cause
    }
    while end > 0, liftingTrailers.contains(tokens[end - 1]) || tokens[end - 1].allSatisfy({ $0.isNumber }) { end -= 1 }
    guard end < tokens.count else { return nil }
    return subject(of: Array(tokens[..<end]), before: predicate)
  }

  /// An opening that is not a plain statement: negated or future ("not open", "will open at noon",
  /// "expected to reopen"): closed now; partial ("open to emergency vehicles only", "open for local
  /// traffic only"): closed to a driver passing through, else unknown; with a condition ("open
  /// with chains"): the restriction it names. Nil when the clause has no opening word.
  static func openingReading(_ tokens: [String], has: ([String]) -> Bool) -> Reading? {
    let openingWords: Set<String> = [
      "open", "opens", "opened", "opening", "reopen", "reopens", "reopened", "reopening",
    ]
    guard let at = tokens.firstIndex(where: { openingWords.contains($0) || $0 == "re" }) else { return nil }
    // "Be alert for drifting snow in open areas": open country, not an opening.
    if tokens[at] == "open", at + 1 < tokens.count,
      SurfaceWording.openStretches.union(["flats", "spaces", "ground"]).contains(tokens[at + 1])
    {
      return nil
    }
    // "Open water across roadway": water on the road, no opening.
    if tokens[at] == "open", at + 1 < tokens.count, tokens[at + 1] == "water" { return .unrecognised }
    // What is said before the opening in its own part of the clause: "The highway is not affected
    // and all lanes remain open" negates nothing of the opening.
    let start = tokens[..<at].lastIndex(where: { ["and", "but", "while", "so"].contains($0) }).map { $0 + 1 } ?? 0
    let before = Set(tokens[start..<at])
    let negations: Set<String> = ["not", "no", "never", "cannot", "nor", "yet"]
    if !before.isDisjoint(with: negations) { return .restriction(.closed) }
    // "The road will remain open overnight", "is expected to stay open": open now, and staying so.
    // ("Until then SR 25 remains open": open until a closure told before it.)
    if at > 0, ["remain", "remains", "stay", "stays"].contains(tokens[at - 1]),
      !tokens.dropFirst(tokens.starts(with: ["until", "then"]) ? 2 : 0).contains(where: {
        ["until", "till", "then", "after", "before", "except", "only"].contains($0)
      })
    {
      return nil
    }
    // "Reopening of the closed lane is expected by 6:00 PM": a lane still closed, delays.
    if tokens.indices.contains(where: { index in
      tokens[index] == "closed" && index + 1 < tokens.count && ["lane", "shoulder", "ramp"].contains(tokens[index + 1])
    }), !tokens.contains(where: { ["road", "highway", "lanes", "roadway", "pass", "both", "all"].contains($0) }) {
      return .restriction(.trafficDelays)
    }
    let future: Set<String> = [
      "will", "would", "shall", "expected", "expect", "expecting", "anticipated", "estimated", "estimate", "scheduled",
      "planned", "may", "might", "should", "could", "hope", "hopes", "once", "when", "if", "until",
    ]
    // "To" says "to come" only just before the opening ("set to reopen", "to be reopened"), never
    // in a place before it ("Sexton Pass to Stage Pass reopened").
    let toCome = at >= 1 && tokens[at - 1] == "to" || at >= 2 && tokens[at - 2] == "to" && tokens[at - 1] == "be"
    let after = tokens[(at + 1)...]
    let timeFollows = zip(after, after.dropFirst()).contains { word, next in
      ["at", "by", "around", "about", "approximately"].contains(word)
        && (next.first?.isNumber == true || ["noon", "midnight", "dawn"].contains(next))
    }
    let notYet = has(["pending", "eta", "tentatively", "postponed", "delayed", "scheduled"])
    if !before.isDisjoint(with: future) || toCome || (timeFollows || notYet) && !has(["reopened", "opened"]) {
      return .restriction(.closed)
    }
    // ("Open to through traffic" is open to everyone passing; "no through traffic" is a stop, read
    // apart.)
    if has([
      "emergency", "local traffic", "local access", "residents", "authorized", "official", "snow removal",
      "equipment only", "crews only", "except through traffic", "not to through traffic",
    ]) {
      return .restriction(.closed)
    }
    if has(["closed", "closure"]) { return .restriction(.closed) }
    // "Open with traction tires advised", "open with chains recommended": advice beside the opening.
    if has(["advised", "recommended", "suggested"]), !has(["required", "not advised", "not recommended"]),
      has(["traction tires", "chains", "snow tires", "winter tires", "traction devices"])
    {
      return .restriction(.tractionAdvised)
    }
    if has(["with chains", "chains required", "with chain"]) { return .restriction(.chainsRequired) }
    if has(["with traction tires", "traction tires required", "with snow tires"]) {
      return .restriction(.tractionRequired)
    }
    // "Open with …", "open to … only", "open from A to B", "partially open": not a plain opening.
    return .unrecognised
  }

  /// "No closures reported", "No road closures at this time", "No closures or chain controls in
  /// effect", "No chain restrictions near Snoqualmie Pass": nothing but the names of restrictions
  /// after a "no", then at most a report word, a time, and a place free of any signal word.
  static func isNothingReported(_ tokens: [String]) -> Bool {
    // "There are no lane closures on US 12 this week".
    var tokens = tokens
    if tokens.count > 3, tokens[0] == "there", ["are", "is"].contains(tokens[1]) { tokens.removeFirst(2) }
    guard tokens.first == "no", tokens.count > 1 else { return false }
    let named: Set<String> = [
      "closures", "closure", "restrictions", "restriction", "chain", "chains", "controls", "control", "delays",
      "requirements", "law", "laws", "road", "traffic", "travel", "or", "and", "current", "known", "reported",
      "lane", "full", "passenger", "vehicle", "vehicles", "car",
    ]
    let core: Set<String> = [
      "closures", "closure", "restrictions", "restriction", "controls", "control", "delays", "requirements", "law",
      "laws",
    ]
    var index = 1
    while index < tokens.count, named.contains(tokens[index]) { index += 1 }
    let subject = tokens[1..<index]
    // "No travel", "no through traffic": a stop, not a lifting.
    guard subject.contains(where: core.contains) else { return false }
    // Names of restrictions joined by "or" or "and" ("no closures or chain controls"); a restriction
    // named right after another ("no restrictions chain controls in effect") is a second statement.
    let names = Array(subject)
    for index in names.indices.dropLast()
    where core.contains(names[index]) && !["or", "and", "reported"].contains(names[index + 1]) {
      return false
    }
    let rest = tokens[index...]
    let quiet: Set<String> = [
      "reported", "are", "is", "in", "effect", "at", "this", "time", "currently", "today", "on", "near", "over",
      "between", "and", "the", "for", "area", "of",
      // "No chain controls are in effect for passenger vehicles at this time": for a car.
      "passenger", "vehicles", "cars", "autos",
    ]
    let trailer = Array(rest.drop { quiet.contains($0) })
    // What follows is a place ("at", "near", "between" … dropped above), or nothing.
    if !trailer.isEmpty, let first = rest.first,
      !["at", "on", "near", "over", "between", "for", "in", "from"].contains(first)
    {
      return false
    }
    // A place may follow ("at Snoqualmie Pass", "between Wilson and the Idaho State Line"), free of
    // anything that would change what is said.
    let barred = signalWords.union(closureWords).union(restrictiveWords).subtracting([
      "west", "east", "north", "south", "between", "from", "of", "to",
      "eastbound", "westbound", "northbound", "southbound",
    ])
    return trailer.count <= 8 && !trailer.contains(where: barred.contains)
  }

  /// Words one of which every lifting holds.
  static let liftingWords: Set<String> = [
    "no", "not", "open", "opened", "reopened", "lifted", "removed", "none", "cancelled", "canceled",
  ]

  /// "No restrictions compact snow and ice", "No restrictions not closed": a lifting and, after it
  /// with no mark between, words that restrict nothing or lift too. Both halves must be understood.
  static func isLiftingWithReport(_ tokens: [String]) -> Bool {
    guard tokens.count > 2, tokens.contains(where: liftingWords.contains) else { return false }
    for cut in 1..<tokens.count {
      let head = Array(tokens[..<cut])
      guard isOpenStatement(head, whole: false) || isNothingReported(head) else { continue }
      let tail = Array(tokens[cut...])
      // "Highway 20 opened for the season to Rainy Pass": how far, or to whom, it opened.
      if let first = tail.first,
        ["to", "from", "between", "until", "till", "up", "as", "beyond", "past"].contains(first)
      {
        return false
      }
      // "Open at 1600", "open tonight": a time after an opening says when it opens, not a report.
      let times: Set<String> = [
        "am", "pm", "hrs", "hr", "noon", "midnight", "tonight", "tomorrow", "today", "later", "soon", "dawn", "dusk",
      ]
      if tail.contains(where: times.contains)
        || zip(tail, tail.dropFirst()).contains(where: {
          ["at", "by", "around"].contains($0) && $1.first?.isNumber == true
        })
      {
        return false
      }
      // "No restrictions westbound" is an opening of one direction, read as a clause of its own.
      if tail.contains(where: { ["eastbound", "westbound", "northbound", "southbound"].contains($0) }) { return false }
      if isOpenStatement(tail) || isNothingReported(tail)
        || isInformation(tail, words: " \(tail.joined(separator: " ")) ")
      {
        return true
      }
    }
    return false
  }

  /// Whether a clause tells the road open, or a car free of any rule, in the forms long descriptions
  /// use: the road staying open ("The road will remain open overnight", "I-10 mainline lanes will
  /// remain open"), a car told it has no rule ("Passenger vehicles have no restrictions at this
  /// time", "Passenger vehicles are not required to chain", "All vehicles may now travel"), a rule
  /// lifted ("NDOT has lifted chain controls", "The restriction for high-profile vehicles has been
  /// lifted as winds have diminished"), traffic moving in every lane, and both ways reopened.
  static func isOpenForCars(_ tokens: [String]) -> Bool {
    let hedges: Set<String> = [
      "until", "till", "then", "except", "only", "but", "if", "unless", "may", "might", "could", "expected", "when",
      "closed", "closure", "closures", "blocked", "required", "chains", "not", "no",
    ]
    let times: Set<String> = [
      "overnight", "tonight", "today", "this", "weekend", "morning", "afternoon", "evening", "night", "through",
      "the", "to", "traffic", "all", "in", "both", "directions", "at", "time", "for", "now", "during", "work",
    ]
    let roads: Set<String> = [
      "road", "roads", "highway", "roadway", "lanes", "mainline", "pass", "interstate", "freeway", "route", "the",
      "all",
      "travel", "both", "eastbound", "westbound", "northbound", "southbound", "directions",
    ]
    // The road staying open.
    if let open = tokens.firstIndex(of: "open"), open >= 2, ["remain", "stay"].contains(tokens[open - 1]),
      tokens[open - 2] == "will"
    {
      let subject = tokens[..<(open - 2)]
      let tail = tokens[(open + 1)...]
      if !subject.isEmpty,
        subject.allSatisfy({ roads.contains($0) || Lexicon.routePrefixes.contains($0) || isNumber($0) }),
        tail.allSatisfy(times.contains), !tokens.contains(where: hedges.contains)
      {
        return true
      }
    }
    let cars: [[String]] = [
      ["passenger", "vehicles"], ["passenger", "cars"], ["cars"], ["autos"], ["all", "other", "vehicles"],
      ["other", "vehicles"], ["all", "vehicles"], ["all", "traffic"], ["passenger", "vehicle"],
    ]
    for car in cars where tokens.starts(with: car) {
      let rest = Array(tokens.dropFirst(car.count))
      let told: [[String]] = [
        ["have", "no", "restrictions"], ["has", "no", "restrictions"], ["are", "not", "required", "to", "chain"],
        ["are", "not", "required", "to", "chain", "up"], ["are", "not", "required", "to", "use", "chains"],
        ["may", "now", "travel"], ["may", "now", "proceed"], ["can", "now", "travel"],
      ]
      for form in told where rest.starts(with: form) {
        if rest.dropFirst(form.count).allSatisfy({
          ["at", "this", "time", "currently", "on", "the", "pass"].contains($0)
        }) {
          return true
        }
      }
    }
    // A rule lifted: chain controls, or one for high-profile vehicles, and why at most.
    var body = tokens
    if let reason = body.firstIndex(where: { ["as", "because", "since"].contains($0) }) {
      let why = body[(reason + 1)...]
      guard !why.contains(where: hedges.contains) else { return false }
      body = Array(body[..<reason])
    }
    let lifted: [[String]] = [
      ["has", "lifted", "chain", "controls"], ["has", "lifted", "the", "chain", "controls"],
      ["has", "lifted", "chain", "restrictions"],
      ["the", "restriction", "for", "high", "profile", "vehicles", "has", "been", "lifted"],
      ["the", "restrictions", "for", "high", "profile", "vehicles", "have", "been", "lifted"],
    ]
    for form in lifted {
      guard let at = body.indices.first(where: { body[$0...].starts(with: form) }), at + form.count == body.count
      else { continue }
      // (Only a publisher before "has lifted": "NDOT has lifted chain controls".)
      if at == 0
        || at <= 2 && form.first == "has"
          && body[..<at].allSatisfy({ $0.allSatisfy(\.isLetter) && !hedges.contains($0) })
      {
        return true
      }
    }
    // Traffic moving in every lane; both ways reopened.
    if [
      ["traffic", "is", "now", "moving", "in", "both", "lanes"], ["traffic", "is", "moving", "in", "all", "lanes"],
      ["traffic", "is", "now", "moving", "in", "all", "lanes"], ["traffic", "is", "moving", "in", "both", "lanes"],
    ]
    .contains(tokens) {
      return true
    }
    if tokens.first == "reopened", tokens.count >= 3,
      Set(tokens.dropFirst()).isSubset(of: [
        "northbound", "southbound", "eastbound", "westbound", "and", "in", "both", "directions",
      ]),
      tokens.contains("both") || Set(tokens).isSuperset(of: ["northbound", "southbound"])
        || Set(tokens).isSuperset(of: ["eastbound", "westbound"])
    {
      return true
    }
    return false
  }

  /// "US 2 is not affected", "Mainline traffic will not be impacted by the ramp closure", "Westbound
  /// unaffected": the road, or one way of it, stated untouched by what the text reports beside it.
  /// The subject is a plain name of the road or its traffic, never a lane, a ramp or a hedge.
  static func isNotAffected(_ tokens: [String]) -> Bool {
    let states: [[String]] = [
      ["not", "be", "affected"], ["not", "be", "impacted"], ["not", "affected"], ["not", "impacted"], ["unaffected"],
      ["unimpacted"], ["not", "restricted"], ["unrestricted"], ["permitted"], ["allowed"], ["may", "proceed"],
      ["can", "proceed"], ["proceed"],
    ]
    for state in states {
      guard let at = tokens.indices.first(where: { Array(tokens[$0...].prefix(state.count)) == state }) else {
        continue
      }
      // "… by the closure of Elm Street": what it is untouched by, never a hedge or a negation.
      var tail = tokens[(at + state.count)...]
      // "All other traffic proceed with caution", "All vehicles proceed on I-90": carrying on, on
      // the road named.
      if state.last == "proceed" {
        if tail.starts(with: ["with", "caution"]) { tail = tail.dropFirst(2) }
        if tail.first == "on", tail.count <= 3,
          tail.dropFirst().allSatisfy({ Lexicon.routePrefixes.contains($0) || isNumber($0) || isRouteToken($0) })
        {
          tail = []
        }
        if !tail.isEmpty { return false }
      }
      if let first = tail.first, first != "by" && first != "at" || tail.count > 12 { return false }
      let hedges: Set<String> = [
        "not", "no", "may", "might", "could", "if", "until", "expected", "except", "only", "but",
      ]
      if tail.contains(where: hedges.contains) { return false }
      var subject = Array(tokens[..<at])
      while let last = subject.last,
        ["is", "are", "be", "will", "remains", "remain", "currently", "being"].contains(last)
      {
        subject.removeLast()
      }
      let traffic: Set<String> = [
        "traffic", "mainline", "through", "travel", "the", "main", "line", "lanes", "all", "general", "purpose",
      ]
      let parts: Set<String> = ["lane", "ramp", "ramps", "shoulder", "exit", "turn", "sidewalk"]
      guard !subject.isEmpty, !subject.contains(where: parts.contains),
        subject.first != "lanes" || subject.count > 1
      else { return false }
      let named = subject.filter { !traffic.contains($0) }
      // "Passenger vehicles permitted": said only of cars, never of the road ("US 2 allowed").
      // "Passenger vehicles are not affected": the car the answer is for.
      let cars: [[String]] = [
        ["passenger", "vehicles"], ["passenger", "cars"], ["cars"], ["motorists"], ["light", "vehicles"],
        ["other", "vehicles"], ["all", "other", "vehicles"],
      ]
      if ["permitted", "allowed", "may", "can", "proceed"].contains(state[0]) {
        return cars.contains(named)
          || state == ["proceed"]
            && [["all", "vehicles"], ["all", "other"], ["other"], ["all", "other", "traffic"], ["all", "others"]]
              .contains(subject)
      }
      return named.isEmpty || cars.contains(named) || isPlainName(named)
    }
    return false
  }

  /// "The road was closed earlier this morning due to a crash and has since reopened", "I-90 was
  /// closed for avalanche control but is now open": a closure told in the past, then an opening
  /// of now in the same clause. No hedge, no part of the road, nothing to come.
  static func isReopenedAfterPastClosure(_ tokens: [String]) -> Bool {
    guard let join = tokens.lastIndex(where: { $0 == "and" || $0 == "but" }), join > 0 else { return false }
    let head = tokens[..<join]
    guard head.contains(where: closureWords.contains),
      head.contains(where: ["was", "were", "had", "previously", "earlier"].contains),
      !head.contains(
        where: [
          "will", "may", "might", "until", "expected", "not", "still", "remains", "lane", "lanes",
          "ramp", "shoulder",
        ].contains)
    else { return false }
    var tail = Array(tokens[(join + 1)...])
    tail.removeAll { $0 == "since" || $0 == "now" }
    return !tail.isEmpty && isOpenStatement(["road"] + tail)
  }

  /// "SR 504 has reopened at milepost 45 after landslide repairs were completed", "I-70 reopened in
  /// both directions at Vail Pass after a safety closure earlier today": an opening, then the past
  /// it ends. What follows "after" tells no time to come and hedges nothing.
  static func isOpenedAfter(_ tokens: [String]) -> Bool {
    guard let after = tokens.firstIndex(where: { $0 == "after" || $0 == "following" }), after > 0 else {
      return false
    }
    let head = Array(tokens[..<after])
    let tail = tokens[(after + 1)...]
    // "US-2 open after earlier closure near Marias Pass": a bare "open" ends a past it names.
    let past = tail.contains(where: { ["earlier", "previous", "prior"].contains($0) })
    guard let last = head.lastIndex(where: { ["reopened", "opened", "open"].contains($0) }),
      head[..<last].contains(where: { ["has", "have", "was", "were", "is", "are", "been"].contains($0) })
        || head[last] == "reopened" || past,
      !tail.isEmpty
    else { return false }
    let barred: Set<String> = [
      "will", "may", "might", "could", "until", "expected", "not", "no", "only", "except", "lane", "lanes", "am", "pm",
      "noon", "midnight", "tonight", "tomorrow", "hours", "minutes", "still", "remains", "chains", "chain",
      "traction", "if", "when", "once",
    ]
    // A number only names a road or a milepost ("following crash on I-39/90 SB"), never a time.
    let tailWords = Array(tail)
    let untimed = tailWords.indices.allSatisfy { index in
      guard tailWords[index].first?.isNumber == true else { return true }
      // "… after an earlier collision at S 212th St": a street's number.
      if index + 1 < tailWords.count, Lexicon.streetWords.contains(tailWords[index + 1]) { return true }
      var at = index - 1
      while at >= 0, tailWords[at].first?.isNumber == true { at -= 1 }
      return at >= 0
        && (Lexicon.routePrefixes.contains(tailWords[at]) || Lexicon.highwayWords.contains(tailWords[at])
          || ["milepost", "mp", "mm", "exit", "marker"].contains(tailWords[at]))
    }
    // "Reopened after earlier closure at 05:40": the time of a past it names as past.
    guard !tail.contains(where: barred.contains), untimed || past else { return false }
    return isOpenStatement(head)
  }

  /// "The collision on SR 18 at Tiger Mountain summit has been cleared", "The earlier collision on
  /// I-5 has cleared", "Debris removed": the event the record told of is gone from the road.
  static func isEventCleared(_ tokens: [String]) -> Bool {
    // "Crews have cleared the crash scene", "Troopers cleared the collision": who cleared it.
    let clearers: Set<String> = ["crews", "crew", "responders", "tow", "troopers", "police", "chp", "firefighters"]
    if let first = tokens.first, clearers.contains(first),
      let cleared = tokens.firstIndex(of: "cleared"),
      tokens[..<cleared].allSatisfy({ clearers.contains($0) || ["have", "has", "now", "all"].contains($0) }),
      tokens[(cleared + 1)...].allSatisfy({
        ["the", "a", "an", "scene", "earlier", "from", "roadway", "of", "up"].contains($0)
          || Lexicon.eventWords.contains($0)
      }),
      tokens[(cleared + 1)...].contains(where: {
        ["crash", "collision", "accident", "incident", "debris", "spill", "spinout", "slide", "fire"].contains($0)
      })
    {
      return true
    }
    // "Vehicle fire cleared at MP 212": where it was, after.
    if let body = withoutTrailingPlace(tokens), body.count < tokens.count, isEventClearedHere(body) { return true }
    return isEventClearedHere(tokens)
  }

  private static func isEventClearedHere(_ tokens: [String]) -> Bool {
    let events: Set<String> = [
      "collision", "crash", "accident", "incident", "debris", "stall", "stalled", "disabled", "spill", "slide",
      "rockslide", "landslide", "hazard", "obstruction", "vehicle", "fire", "spinout",
    ]
    let ends: [[String]] = [
      ["has", "been", "cleared"], ["have", "been", "cleared"], ["has", "cleared"], ["is", "cleared"], ["cleared"],
      ["has", "been", "removed"], ["removed"], ["is", "gone"], ["is", "clear"], ["is", "now", "clear"],
      ["has", "been", "moved"],
    ]
    guard let end = ends.first(where: { tokens.count > $0.count && Array(tokens.suffix($0.count)) == $0 }) else {
      return false
    }
    let subject = tokens.dropLast(end.count)
    let barred = signalWords.union(closureWords).union(restrictiveWords).subtracting([
      "west", "east", "north", "south", "eastbound", "westbound", "northbound", "southbound", "of", "earlier",
      "vehicles", "from", "between", "lanes", "lane",
    ]).subtracting(events)
    return subject.contains(where: events.contains) && subject.count <= 16 && !subject.contains(where: barred.contains)
  }
}
