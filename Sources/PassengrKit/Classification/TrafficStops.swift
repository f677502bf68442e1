import FoundationEssentials

/// Words that stop traffic without a closure word: "traffic is being turned around", "gates
/// locked", "no through traffic", "not passable", "traffic held indefinitely", "all traffic
/// stopped". The one reader leaves most of them not understood and reads "traffic stopped" as a
/// delay; for a driver each is a closure now. A step of `RoadWords.read`.
enum TrafficStops {
  /// Phrases that stop traffic: the lexicon's one list.
  static var phrases: [String] { Lexicon.stopPhrases }

  /// Words that make a stopping phrase something other than a stop now: a lifting, the past, a
  /// hedge, the future, a short hold.
  static let hedges = [
    "no longer", "not being", "not turned", "not gated", "not barricaded", "was", "were", "earlier", "previously",
    "will", "expected",
    "may", "might", "possible", "possibly", "if", "when", "could", "lifted", "removed", "reopened",
    "no travel restrictions",
    "no traffic restrictions", "no travel delays", "minutes", "minute", "briefly", "intermittent", "intermittently",
    "periodically",
    "for up to",
  ]

  /// Whether a clause speaks of heavy vehicles only: trucks, commercial vehicles, trailers,
  /// oversize loads, with no word of everyone.
  static func isForHeavyVehicles(_ clause: String) -> Bool {
    // A class named in the reason ("turned around due to a jackknifed semi") stops everyone.
    let reasons: Set<String> = ["due", "because", "after", "following", "involving"]
    let stated = clause.split(separator: " ").prefix { !reasons.contains(String($0)) }.joined(separator: " ")
    let wording = Wording(stated)
    return wording.hasAny(Lexicon.heavyVehicles)
      && !wording.hasAny(Lexicon.everyone + ["all vehicles", "passenger"])
  }

  /// Whether a normalised clause stops traffic now.
  static func stops(_ clause: String) -> Bool {
    let wording = Wording(clause)
    return Lexicon.saysAStop(wording.hasAny) && !wording.hasAny(hedges)
  }

  /// `words` with every closure that is hedged, negated or limited ("closures possible", "may
  /// close", "partially closed") read as `unknown`, and every closure of something beside the road
  /// ("rest area closed") as information: what a stated closure has always meant.
  static func hedged(_ words: RoadWords) -> RoadWords {
    var words = words
    for index in words.statements.indices where words.statements[index].level?.isClosure == true {
      let tokens = words.statements[index].clause.split(separator: " ").map(String.init)
      if StatedClosure.isBesideTheRoad(tokens) {
        words.statements[index].meaning = .information
      } else if StatedClosure.isQualified(tokens) {
        words.statements[index].meaning = .restriction(.unknown)
      }
    }
    return words
  }

  /// `words` with every clause that stops traffic now, and that the reader left not understood or
  /// read as a delay, a closure. Never lowers a clause.
  static func raised(_ words: RoadWords) -> RoadWords {
    var words = words
    for index in words.statements.indices {
      let meaning = words.statements[index].meaning
      guard meaning == .unrecognised || meaning == .restriction(.trafficDelays) || meaning == .restriction(.unknown)
      else { continue }
      let clause = words.statements[index].clause
      // Trucks turned around stop no car: left as the reader read it (never raised, never lowered).
      if stops(clause), !isForHeavyVehicles(clause) { words.statements[index].meaning = .restriction(.closed) }
    }
    // "EB traffic being held at Applegate for spinouts, no ETA": a hold with no end told in the
    // clause after it is a closure, and that clause says only how long. ("… held at Colfax - due to
    // multiple spinouts - until further notice": a reason told between.)
    for index in words.statements.indices.dropLast() {
      let clause = words.statements[index].clause
      var after = index + 1
      // ("… held at Winona while crews clear crashes. Expect lengthy delays; no estimated time": the
      // delays the hold makes told between.)
      while after + 1 < words.statements.count,
        ["due", "because", "for"].contains(words.statements[after].clause.split(separator: " ").first ?? "")
          || words.statements[after].clause.hasPrefix("expect ")
            && words.statements[after].meaning == .restriction(.trafficDelays)
      {
        after += 1
      }
      let next = words.statements[after]
      guard words.statements[index].meaning == .restriction(.trafficDelays),
        Wording(clause).hasAny(["held", "holding", "stopped", "being held", "traffic held"]),
        !Wording(clause).hasAny(hedges), !isForHeavyVehicles(clause),
        ["no eta", "no estimated time", "until further notice", "indefinitely", "no estimated time of reopening"]
          .contains(
            next.clause)
      else { continue }
      words.statements[index].meaning = .restriction(.closed)
      words.statements[after].meaning = .information
    }
    // "Traffic is being held from Grapevine to Castaic due to snow - motorists are advised to use an
    // alternate route": a hold that sends drivers another way is no wait, it is the road shut.
    let elsewhere = [
      "alternate route", "alternative route", "another route", "other routes", "alternate routes", "detour",
      "find another way", "seek another route",
    ]
    let sentAway = words.statements.contains { statement in
      let tokens = statement.clause.split(separator: " ").map(String.init)
      return Wording(statement.clause).hasAny(elsewhere + ["as an alternate", "instead"])
        || RestrictionClassifier.sendsElsewhere(tokens)
        || tokens.first == "consider"
          && tokens.indices.contains(where: { index in
            RestrictionClassifier.isRouteToken(tokens[index])
              || Lexicon.routePrefixes.union(["highway", "route", "hwy"]).contains(tokens[index])
                && index + 1 < tokens.count && RestrictionClassifier.isNumber(tokens[index + 1])
          })
    }
    for index in words.statements.indices where sentAway {
      let clause = words.statements[index].clause
      let wording = Wording(clause)
      guard words.statements[index].meaning == .restriction(.trafficDelays),
        wording.hasAny(["held", "holding", "being held", "traffic held", "stopped"]), !wording.hasAny(hedges),
        !wording.hasAny(briefHolds), !isForHeavyVehicles(clause),
        // (A hold by flaggers or for work is a work zone's wait, whatever way round is offered.)
        !wording.hasAny(["flaggers", "flagger", "pilot car", "construction", "work", "crews", "paving", "blasting"])
      else { continue }
      words.statements[index].meaning = .restriction(.closed)
    }
    return words
  }

  /// How long a hold lasts, when its words say: true for a hold of hours, the night or until
  /// something changes ("held until visibility improves", "until 5 a.m.", "for several hours",
  /// "for up to 3 hours", "all night", "for an extended period"), false for a wait of minutes or an
  /// hour at most ("held for up to 15 minutes overnight", "for 15 mins until it is safe"); nil when
  /// nothing says how long.
  static func holdLength(_ tokens: [String]) -> Bool? {
    let minutes: Set<String> = ["minutes", "minute", "min", "mins"]
    let hourWords: Set<String> = ["hours", "hour", "hrs", "hr"]
    // "2hrs", "90min": a count run into its unit is the count and the unit; "1h30" is an hour and
    // more.
    let tokens = tokens.flatMap { token -> [String] in
      guard let first = token.first, first.isNumber else { return [token] }
      guard let cut = token.firstIndex(where: \.isLetter) else { return [token] }
      let count = String(token[..<cut])
      let unit = String(token[cut...])
      if hourWords.contains(unit) || minutes.contains(unit) { return [count, unit] }
      if unit.first == "h", unit.dropFirst().allSatisfy(\.isNumber), unit.count <= 3 {
        return unit.count > 1 && unit.dropFirst() != "00" ? ["over", count, "hour"] : [count, "hour"]
      }
      return [token]
    }
    // "for at least an hour", "1 hour minimum", "for over an hour", "more than an hour": no end told.
    if let hour = tokens.firstIndex(where: hourWords.contains) {
      let before = tokens[max(0, hour - 3)..<hour]
      // "an hour and a half", "one and a half hours", "an hour or more", "1 hour plus".
      let after = tokens[min(tokens.count, hour + 1)..<min(tokens.count, hour + 4)]
      if after.starts(with: ["and", "a", "half"]) || before.elementsEqual(["and", "a", "half"])
        || after.starts(with: ["or", "more"]) || after.first == "plus"
      {
        return true
      }
      let counts = before.compactMap { Double($0) }
      if before.contains(where: { ["several", "few", "multiple", "many"].contains($0) }) { return true }
      let around = tokens[max(0, hour - 4)..<min(tokens.count, hour + 2)]
      if around.contains("minimum") || before.contains("least") || before.contains("over") || before.contains("than") {
        return true
      }
      if let most = counts.max() { return most > 1 }
      // "for hours", "for an hour": hours are long; one hour is not.
      return !before.contains(where: { ["an", "one", "a"].contains($0) })
    }
    // "Traffic held from 6 AM to noon", "held 2200-0600": a window on the clock, hours long.
    if !tokens.contains(where: minutes.contains), let window = clockWindow(tokens), window > 1 { return true }
    if let minute = tokens.firstIndex(where: minutes.contains) {
      // "for 120 minutes", "a minimum of 90 minutes": an hour and a half or more is hours.
      let before = tokens[max(0, minute - 4)..<minute]
      let most = before.compactMap { Double($0) }.max() ?? 0
      if most >= 90, !before.contains(where: { ["up", "under", "less"].contains($0) }) { return true }
      if most > 0, before.contains(where: { ["least", "minimum", "over", "than"].contains($0) }), most >= 60 {
        return true
      }
      return false
    }
    let wording = Wording(tokens.joined(separator: " "))
    // ("Traffic stopped briefly overnight for blasting": each stop brief.)
    if wording.hasAny(briefHolds) { return false }
    // "… while crews clear the slide": a slide, rocks or an avalanche's snow take hours to clear;
    // spinouts or a crash ("while crews clear spinouts. Expect delays of 30 minutes") need not.
    if tokens.contains(where: { ["while", "as"].contains($0) }),
      tokens.contains(where: {
        [
          "slide", "slides", "rockslide", "mudslide", "landslide", "snowslide", "snowslides", "avalanche", "rocks",
          "rockfall", "tree", "trees", "washout", "boulders", "boulder", "lines", "flood", "flooding", "water", "fire",
          "wildfire", "hazmat", "spill", "tanker", "fatal", "fatality", "sinkhole", "bridge", "flow",
        ].contains($0)
      })
    {
      return true
    }
    if wording.hasAny([
      "overnight", "all night", "through the night", "all morning", "all afternoon", "all evening", "for the night",
      "extended period", "prolonged period",
      "undetermined", "unknown duration", "long time", "until", "till", "til", "ufn", "pending", "foreseeable",
      "no end", "rest of the day", "remainder of", "through the weekend", "through tomorrow", "into the evening",
      "into the night", "all day", "unknown amount", "unknown period", "no eta", "no estimate", "no estimated",
      "until cleared",
    ]) {
      return true
    }
    return nil
  }

  /// The hours between the two times a clause names ("from 6 AM to noon", "2200-0600", "10 PM until
  /// 4 AM"), nil when it names no two.
  static func clockWindow(_ tokens: [String]) -> Double? {
    var times: [Double] = []
    for (index, token) in tokens.enumerated() {
      if token == "noon" {
        times.append(12)
      } else if token == "midnight" {
        times.append(24)
      }
      // "2200", "0600": a 24-hour clock's four figures.
      // (Never a year: "Dec 2, 2025".)
      else if token.count == 4, token.allSatisfy(\.isNumber), let value = Int(token), value % 100 < 60,
        value <= 2400, !(2000...2099).contains(value)
      {
        times.append(Double(value / 100) + Double(value % 100) / 60)
      } else if let hour = Double(token), hour >= 1, hour <= 12 {
        // "6 am", "10 30 pm" (the colon is a space once normalised).
        var at = index + 1
        var minutes = 0.0
        if at < tokens.count, tokens[at].count == 2, let value = Double(tokens[at]), value < 60 {
          minutes = value
          at += 1
        }
        guard at < tokens.count, ["am", "pm", "a", "p"].contains(tokens[at]) else { continue }
        let pm = tokens[at] == "pm" || tokens[at] == "p"
        times.append((hour == 12 ? 0 : hour) + (pm ? 12 : 0) + minutes / 60)
      }
    }
    guard times.count >= 2 else { return nil }
    let span = times[1] - times[0]
    return span > 0 ? span : span + 24
  }

  /// Words that make a hold a wait of minutes: "held for up to 20 minutes", "brief holds".
  static let briefHolds = [
    "up to", "minutes", "minute", "min", "mins", "briefly", "brief", "short", "intermittent", "intermittently",
    "periodically", "periodic", "occasionally", "at times",
  ]
}
