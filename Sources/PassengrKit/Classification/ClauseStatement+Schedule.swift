extension ClauseStatement {
  // MARK: A closure to come beside the road open until then

  /// Words that say the road is open until a closure comes.
  static let openUntil = [
    "currently open", "is open now", "open until then", "until then the highway is open",
    "until then the road is open", "until then the pass is open", "remain open until then",
    "remains open until then", "open for now",
  ]

  /// The words of the open road told with no other subject: "Road is currently open", "Both
  /// highways remain open until then"; never "Detour currently open", "Westbound currently open",
  /// "open to MP 40".
  static let openRoadWords: Set<String> = [
    "road", "roadway", "highway", "highways", "pass", "the", "is", "are", "it", "both", "remains", "remain", "open",
    "until", "then", "currently", "now", "for", "still", "and",
  ]

  /// A closure told in its own words as to come.
  static let closingToCome = [
    "will close", "scheduled to close", "set to close", "planned to close", "expected to close", "is closing",
    "closes at", "closes on",
  ]

  /// Words that say a closure holds now or goes on: "will remain closed", "closed and will reopen".
  static let closureHolding: Set<String> = [
    "remain", "remains", "stay", "stays", "continue", "continues", "reopen", "reopens", "reopened", "now",
    "currently", "effect", "until", "closed", "closure", "starting", "beginning", "through", "again", "already",
  ]

  /// "SR 410 will close for the season on Tuesday. Until then the highway is open.", "SR-210 will
  /// close at 7:00 AM tomorrow. Road is currently open.": a closure to come, beside words that the
  /// road is open until it comes, warns of it: an advisory, never open (a trip may come after it)
  /// and never the road shut now. Any closure told as now keeps every closure.
  static func closuresToCome(_ kept: inout [RoadWords.Statement]) {
    let openNow = kept.indices.filter { index in
      kept[index].clause.contains("open") && Wording(kept[index].clause).hasAny(openUntil)
        && kept[index].clause.split(separator: " ").allSatisfy { openRoadWords.contains(String($0)) }
    }
    guard !openNow.isEmpty else { return }
    let closures = kept.indices.filter { kept[$0].level?.isClosure == true && !openNow.contains($0) }
    guard !closures.isEmpty,
      closures.allSatisfy({ index in
        Wording(kept[index].clause).hasAny(closingToCome)
          && !kept[index].clause.split(separator: " ").contains { closureHolding.contains(String($0)) }
      })
    else { return }
    for index in closures { kept[index].meaning = .restriction(.travelAdvisory) }
    for index in openNow { kept[index].meaning = .lifting }
  }

  // MARK: One way's traffic crossed over to the other's lanes

  /// Words that say one way's traffic shares the other's lanes.
  static let crossingWords = [
    "crossover", "crossed over", "crosses over", "cross over", "head to head", "one lane each direction",
    "one lane in each direction", "1 lane each direction", "1 lane in each direction", "two way traffic",
    "diverted into the southbound lanes", "diverted into the northbound lanes", "diverted into the eastbound lanes",
    "diverted into the westbound lanes", "diverted into the opposing lanes", "through the westbound bore",
    "through the eastbound bore", "to the eastbound side", "to the westbound side", "to the northbound side",
    "to the southbound side",
  ]

  /// Words beside a crossing that say it is not taken now: to come, past, ended or hoped for.
  static let crossingVetoes: Set<String> = [
    "not", "no", "closed", "until", "will", "may", "suspended", "after", "once", "expected", "hope", "hopes",
    "was", "were", "had", "been", "ended", "halted", "discontinued", "removed", "previously", "stopped", "building",
    "built", "by", "tonight", "tomorrow", "later", "soon", "planned", "scheduled", "when", "if", "reopening",
    "reopened", "could", "might", "should",
  ]

  /// The four ways a closure may name.
  static let fourWays: Set<String> = ["eastbound", "westbound", "northbound", "southbound"]

  /// "Westbound lanes closed for reconstruction; all traffic head-to-head in the eastbound lanes",
  /// "Eastbound bore closed. Alternating traffic through the westbound bore": one way's lanes
  /// closed, its traffic crossed over to the other's, passes: delays. Never the road or both ways
  /// closed, nor beside a word that says the crossing does not hold now.
  static func crossedOver(_ kept: inout [RoadWords.Statement]) {
    let crossed = kept.contains { statement in
      Wording(statement.clause).hasAny(crossingWords)
        && !statement.clause.split(separator: " ").contains(where: { crossingVetoes.contains(String($0)) })
    }
    guard crossed else { return }
    // One way closed only: both ways' lanes closed leave nothing to cross to.
    let closedWays = Set(
      kept.filter { $0.level?.isClosure == true }.flatMap { statement in
        statement.clause.split(separator: " ").map(String.init).filter { fourWays.contains($0) }
      })
    guard closedWays.count == 1 else { return }
    for index in kept.indices where kept[index].level == .closed {
      let tokens = kept[index].clause.split(separator: " ").map(String.init)
      let oneWay =
        tokens.filter { fourWays.contains($0) }.count == 1
        && tokens.filter({ RestrictionClassifier.closureWords.contains($0) }).count == 1
      guard oneWay, tokens.contains(where: { ["lanes", "bore", "side", "lns"].contains($0) }),
        !tokens.contains(where: {
          ["both", "all", "road", "highway", "roadway", "interstate", "full", "entire", "directions"].contains($0)
        })
      else { continue }
      kept[index].meaning = .restriction(.trafficDelays)
    }
  }
}
