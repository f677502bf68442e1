import FoundationEssentials

/// A closure stated in an agency's own free words about a pass, beside the field that carries its
/// level: WSDOT's road conditions, an ODOT crew comment, a Caltrans checkpoint description. Every
/// agency's words are read by this one reader, clause by clause, with `RestrictionClassifier`:
///
/// - a plain present closure ("Pass closed", "The pass is closed in both directions", "Road closed
///   at the summit") is `closed` (or `closed_for_season`);
/// - a closure that is partial, hedged, negated, to come, for one class of vehicle, or contradicted
///   by a reopening in the same words ("closed to trucks", "closures possible", "not closed to
///   traffic", "will close at 8 pm", "partially closed", "closed at 1 pm, reopened at 3 pm") is
///   `unknown`: never a closure we can show, never an opening either;
/// - a lane, ramp or shoulder closure is `traffic_delays`, as the classifier reads it anywhere;
/// - a closure of something beside the road ("rest area closed", "Sno-Park closed"), a past one
///   ("was closed earlier") and a plain lifting ("not closed", "no closures", "reopened") say
///   nothing of a closure now.
///
/// A clause without a closure word counts only when the classifier reads it as a closure ("not
/// open", "will reopen at noon", "open to emergency vehicles only"). The directions it concerns are
/// both, unless the clause names exactly one.
struct StatedClosure: Equatable, Sendable {
  /// `closed`, `closed_for_season`, `traffic_delays` or `unknown`.
  var level: RestrictionLevel
  /// The one direction the clause names; `.both` otherwise.
  var direction: TravelDirection
  /// The words as published, cleaned.
  var text: String

  /// What `text` says of closures, clause by clause; empty when it states none.
  static func read(_ text: String?) -> [StatedClosure] {
    guard let text, !text.isEmpty else { return [] }
    let cleaned = TextSanitizer.clean(text)
    var found: [StatedClosure] = []
    var reopens = false
    for clause in RestrictionClassifier.clauses(of: text) {
      let tokens = clause.split(separator: " ").map(String.init)
      let reading = RestrictionClassifier.read(clause: clause)
      let hasClosureWord = tokens.contains(where: RestrictionClassifier.closureWords.contains)
      if reading == .lifting {
        if tokens.contains(where: reopeningWords.contains) { reopens = true }
        continue
      }
      guard let level = level(of: reading, tokens: tokens, hasClosureWord: hasClosureWord) else { continue }
      found.append(StatedClosure(level: level, direction: direction(in: tokens), text: cleaned))
    }
    // "Closed at milepost 134. For the season.": the season may stand in a clause of its own.
    if found.contains(where: { $0.level == .closed }), RestrictionClassifier.classify(text) == .closedForSeason {
      found = found.map { stated in
        stated.level == .closed
          ? StatedClosure(level: .closedForSeason, direction: stated.direction, text: stated.text) : stated
      }
    }
    // "Closed at 1 pm, reopened at 3 pm": the words disagree with themselves; neither can be shown.
    if reopens {
      found = found.map { stated in
        stated.level.isClosure ? StatedClosure(level: .unknown, direction: stated.direction, text: stated.text) : stated
      }
    }
    return found
  }

  /// The level one clause states of a closure, or nil when it states none.
  static func level(of reading: RestrictionClassifier.Reading, tokens: [String], hasClosureWord: Bool)
    -> RestrictionLevel?
  {
    guard hasClosureWord else {
      // "Not open", "will reopen at noon": a closure said with an opening word.
      if case .restriction(let level) = reading, level.isClosure { return level }
      return nil
    }
    switch reading {
    case .lifting, .information:
      // "No closures", "was closed earlier": nothing closed now.
      return nil
    case .unrecognised:
      return isBesideTheRoad(tokens) ? nil : .unknown
    case .restriction(let level):
      if isBesideTheRoad(tokens) { return nil }
      if level.isClosure { return isQualified(tokens) ? .unknown : level }
      if level == .trafficDelays { return .trafficDelays }
      // A chain requirement worded with a closure word ("chains required, no closures"): unclear.
      return .unknown
    }
  }

  /// Words that, in a lifting, say a closure ended.
  static let reopeningWords: Set<String> = ["reopened", "opened", "lifted", "removed", "longer"]

  /// Whether the closure word is hedged, negated or limited: "closures possible", "may close",
  /// "not closed to traffic", "partially closed", "closure likely", "closed expected" (never
  /// "closed, expected to reopen": that is a closure now).
  static func isQualified(_ tokens: [String]) -> Bool {
    let before: Set<String> = [
      "may", "might", "could", "possible", "possibly", "potential", "potentially", "likely", "probable", "probably",
      "expect", "expected",
      "anticipate", "anticipated", "chance", "if", "when", "should", "prepare", "not", "no", "never", "nor", "without",
      "partially", "partial",
      "partly", "intermittent", "intermittently", "periodic", "periodically", "occasional", "occasionally", "brief",
      "briefly", "short",
      "rolling", "sporadic",
    ]
    let after: Set<String> = [
      "possible", "possibly", "likely", "probable", "anticipated", "unlikely", "planned", "scheduled", "ahead",
    ]
    for (index, token) in tokens.enumerated() where RestrictionClassifier.closureWords.contains(token) {
      let preceding = tokens[max(0, index - 3)..<index]
      if preceding.contains(where: before.contains) { return true }
      let following = tokens[(index + 1)..<min(tokens.count, index + 3)]
      if following.contains(where: after.contains) { return true }
      if following.first == "expected", following.dropFirst().first != "to" { return true }
    }
    return false
  }

  /// Whether what the closure word speaks of stands beside the road, not on it: "rest area closed",
  /// "Sno-Park closed", "visitor center closed" (never "road closed at the rest area").
  static func isBesideTheRoad(_ tokens: [String]) -> Bool {
    guard let at = tokens.firstIndex(where: RestrictionClassifier.closureWords.contains) else { return false }
    let subject = tokens[..<at]
    // "Dodge Ridge Ski Area to Sonora Pass closed": the road between them.
    if ClauseStatement.isRangeFromFacility(tokens, before: at) { return false }
    // A frontage road runs beside the highway, not over the pass.
    if subject.count <= 3, Wording(subject.joined(separator: " ")).hasAny(["frontage road", "frontage roads"]) {
      return true
    }
    let road: Set<String> = [
      "road", "roads", "highway", "hwy", "pass", "route", "interstate", "summit", "lane", "lanes", "traffic",
      "eastbound", "westbound",
      "northbound", "southbound", "both", "all", "directions", "us", "sr", "i", "mainline", "bridge", "tunnel",
    ]
    // Only the words before a place count: "Rest area at Yuba Pass is closed" is the rest area's,
    // "Glacier Point Road beyond the ski area is closed" the road's.
    let places: Set<String> = [
      "at", "near", "on", "in", "of", "by", "beyond", "past", "from", "between", "through", "above", "below", "toward",
      "towards", "to",
    ]
    var named = Array(subject.prefix { !places.contains($0) })
    while let last = named.last, ClauseStatement.verbHelpers.contains(last) { named.removeLast() }
    // A facility named after the pass ("the Yuba Pass Sno-Park") is the facility; a highway named
    // a trail or a connector ("Hwy 40 Kananaskis Trail", "Highway 97C Okanagan Connector") is the road.
    let joined = " " + named.joined(separator: " ")
    let numbered = named.indices.contains { index in
      index + 1 < named.count && Lexicon.routePrefixes.union(["highway", "route"]).contains(named[index])
        && named[index + 1].first?.isNumber == true
    }
    if numbered, ["trail", "connector", "connectors"].contains(where: { joined.hasSuffix(" " + $0) }) { return false }
    // ("Highway and rest area closed", "I-90 and the park and ride closed": the road too.)
    let list = ClauseStatement.joiningFacilityNames(named)
    if list.contains("and"), ClauseStatement.listNamesTheRoad(list) { return false }
    // ("Roads and trails closed", "Roads/trails closed": the roads too.)
    if named.contains(where: { ["roads", "highways"].contains($0) }) { return false }
    if Lexicon.facilities.contains(where: { joined.hasSuffix(" " + $0) }) { return true }
    if named.contains(where: road.contains) { return false }
    // "OR 58 at the rest area is closed": a route named before the place is the road.
    if numbered || named.contains(where: RestrictionClassifier.isRouteToken)
      || named.indices.contains(where: { index in
        index + 1 < named.count && Lexicon.routePrefixes.contains(named[index])
          && RestrictionClassifier.isNumber(named[index + 1])
      })
    {
      return false
    }
    return Wording(subject.joined(separator: " ")).hasAny(Lexicon.facilities) && !ClauseStatement.namesATrailRoad(named)
  }

  /// What stands beside a road: a closure of one closes no road.
  static let facilities = [
    "rest area", "rest areas", "rest stop", "sno park", "snopark", "sno parks", "snow park", "visitor center",
    "visitors center",
    "restroom", "restrooms", "campground", "campgrounds", "parking lot", "parking area", "ski area", "lodge", "store",
    "trail", "trails",
    "trailhead", "picnic area", "viewpoint", "weigh station", "scale", "scales", "chain up area", "chain up areas",
    "chainup area",
    "chainup areas", "chain off area", "chain off areas", "brake check area", "brake check areas", "turnout",
    "turnouts", "pullout",
    "pullouts", "service area", "service areas", "port of entry", "ports of entry", "port entry", "chain station",
    "chain stations", "chain up station",
    "chain up stations", "brake check", "service centre", "service center", "service plaza", "carpool lot",
    "commuter lot", "project office", "office", "overlook", "trail crossing", "boat launch", "boat launches",
    "boat ramp", "chain installer area", "chain installer areas",
    "chain area", "chain areas", "toilets", "welcome center", "information center", "sno park lot",
  ]

  /// The one direction `tokens` name ("eastbound", "east bound", "eb"), or `.both`.
  static func direction(in tokens: [String]) -> TravelDirection {
    var named: Set<TravelDirection> = []
    for (index, token) in tokens.enumerated() {
      let next = index + 1 < tokens.count ? tokens[index + 1] : ""
      let word = next == "bound" ? token + next : token
      if let way = TravelDirection(text: word), way != .both, word.count > 1,
        ["bound", "eb", "wb", "nb", "sb"].contains(where: word.hasSuffix)
      {
        named.insert(way)
      }
    }
    if tokens.contains("both") { return .both }
    return named.count == 1 ? named.first ?? .both : .both
  }

  /// `level` as this statement leaves it: raised to a closure or to delays it states; an opening
  /// made `unknown` by an unclear one (a known chain requirement stands).
  func raise(_ level: RestrictionLevel) -> RestrictionLevel {
    if self.level == .unknown { return level == .open ? .unknown : level }
    return self.level.rank > level.rank ? self.level : level
  }
}

extension PassConditions {
  /// Applies the closures stated in `words` (the agency's own conditions or comment, shown after
  /// `label`): a present closure closes the directions it concerns, lane closures delay them, an
  /// unclear one makes those that read open `unknown`. `scope` limits it to the directions the
  /// words speak for (an ODOT station's). A direction named that no restriction in scope has
  /// stands for them all. Without a scope, a closure no restriction can carry is added for both
  /// directions, so it is never lost.
  mutating func applyStatedClosure(in words: String?, label: String, scope: [TravelDirection]? = nil) {
    for var stated in StatedClosure.read(words) {
      func isInScope(_ direction: TravelDirection) -> Bool { scope?.contains(direction) ?? true }
      let reachable = restrictions.filter { isInScope($0.direction) }.map(\.direction)
      if stated.direction != .both, !reachable.contains(stated.direction) {
        stated.direction = .both
      }
      func concerns(_ restriction: Restriction) -> Bool {
        isInScope(restriction.direction)
          && (stated.direction == .both || restriction.direction == .both || restriction.direction == stated.direction)
      }
      let shown = stated.level == .unknown ? nil : "\(label): \(stated.text)"
      let why = "\(label) may state a closure: \"\(stated.text)\""
      restrictions = restrictions.map { restriction in
        guard concerns(restriction) else { return restriction }
        let raised = stated.raise(restriction.level)
        guard raised != restriction.level else { return restriction }
        return Restriction(
          direction: restriction.direction, text: shown ?? "\(restriction.text) (\(why))", level: raised)
      }
      if scope == nil, stated.level.isClosure,
        !restrictions.contains(where: { $0.level.rank >= stated.level.rank && concerns($0) })
      {
        restrictions.append(Restriction(direction: stated.direction, text: shown ?? why, level: stated.level))
      }
    }
  }
}
