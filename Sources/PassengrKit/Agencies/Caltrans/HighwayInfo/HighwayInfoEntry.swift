import Foundation

/// One entry of a Caltrans highway-information page, read into facts: what it is, which way, where,
/// why and when. `level(at:)` says what it means for a passenger car.
struct HighwayInfoEntry: Equatable, Sendable {
  /// What an entry is.
  enum Kind: String, Equatable, Sendable {
    case closure, reopening, chains, oneWayControl = "one-way-control", laneClosure = "lane-closure", trucksOnly = "trucks-only", advisory,
      information
    /// Restricting or opening words that cannot be read for certain (a partial or conditional
    /// opening, a look-alike letter): the directions it concerns read unknown.
    case unclear
  }

  var kind: Kind
  /// A closure for the winter or the season.
  var isSeasonal = false
  /// The level a chain sentence states (the classifier's, with Caltrans' wordings).
  var chainLevel: RestrictionLevel?
  /// The one direction it is limited to; nil for both.
  var direction: TravelDirection?
  /// The places it names, as written, without counties: "Colfax", "Nevada State Line", "Tioga Pass".
  var places: [String] = []
  /// "Due to snow".
  var reason: String?
  /// When it holds; nil when it says no time.
  var time: HighwayInfoTime?
  /// The area header it stands under: "IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA".
  var area: String?
  /// The sentence, abridged of the "Motorists are advised …" boilerplate.
  var text: String

  /// The passenger-car level at `now`: closures `closed` (`closed_for_season` for the winter), a
  /// windowed closure only inside its window, chains their level, one-way control `traffic_delays`;
  /// nil for what never sets a passenger level (reopenings, trucks, advisories, information) and
  /// for a closure still to come.
  func level(at now: Date) -> RestrictionLevel? {
    switch kind {
    case .closure:
      if let time, !time.isInForce(at: now) { return nil }
      return isSeasonal ? .closedForSeason : .closed
    case .chains:
      if let time, !time.isInForce(at: now) { return nil }
      return chainLevel
    case .oneWayControl, .laneClosure:
      if let time, !time.isInForce(at: now) { return nil }
      return .trafficDelays
    case .unclear:
      if let time, !time.isInForce(at: now) { return nil }
      return .unknown
    case .reopening, .trucksOnly, .advisory, .information:
      return nil
    }
  }

  /// Whether it is a restriction still to come at `now` (shown as upcoming).
  func isUpcoming(at now: Date) -> Bool {
    isRestricting && time?.isUpcoming(at: now) == true
  }

  /// Whether it is of a kind that restricts travel (a closure, chains, traffic control).
  var isRestricting: Bool { [.closure, .unclear, .chains, .oneWayControl, .laneClosure].contains(kind) }

  /// Whether it concerns the pass direction `direction`: entries without one concern both, and so
  /// does one limited to a direction the pass does not run ("northbound" on east–west Yuba Pass).
  func concerns(_ direction: TravelDirection) -> Bool { self.direction?.caltransCovers(direction) ?? true }
}

extension HighwayInfoEntry {
  /// Reads one entry line (its area header already taken off). The line is cleaned first, so an
  /// invisible character inside a word never hides it. Every clause that uses closure, chain or
  /// traffic-control vocabulary makes the entry a restriction unless a lifting form covers it;
  /// an estimate of a reopening never ends a closure.
  /// Reads one line into its entries: usually one, but a line that restricts in two ways ("Is
  /// closed to eastbound traffic … - Chains are required for westbound traffic …") is two entries,
  /// each with the segments that only explain (reasons, times).
  static func parseAll(_ raw: String, area: String?) -> [HighwayInfoEntry] {
    let line = TextSanitizer.clean(raw)
    guard !line.hasPrefix("*") else { return [parse(line, area: area)] }
    let segments = Self.segments(line)
    // Reasons and boilerplate restrict nothing: only the other segments are read twice.
    let candidates = segments.filter { segment in
      let lower = segment.lowercased()
      return !isBoilerplate(segment) && !lower.hasPrefix("due to") && !lower.hasPrefix("because")
    }
    guard candidates.count > 1 else { return [parse(line, area: area)] }
    let restricting = candidates.filter { segment in
      [.closure, .unclear, .chains, .oneWayControl, .laneClosure].contains(kind(of: segment))
    }
    let ways = Set(restricting.map { direction(in: plainWords($0)) })
    // Split only where each restriction names its own places: "OPEN TO CRANE FLAT - CLOSED BEYOND"
    // is one entry, placed by its first half.
    let placesEach = restricting.allSatisfy { !(places(in: beforeReason($0)) + subjectPlace(of: $0)).isEmpty }
    guard restricting.count > 1, placesEach, ways.count > 1 || Set(restricting.map(kind(of:))).count > 1 else { return [parse(line, area: area)] }
    let explaining = segments.filter { !restricting.contains($0) && !isBoilerplate($0) }
    return restricting.map { parse(([$0] + explaining).joined(separator: " - "), area: area) }
  }

  static func parse(_ raw: String, area: String?) -> HighwayInfoEntry {
    let line = TextSanitizer.clean(raw)
    var main = line
    var direction: TravelDirection?
    var prefixed = false
    // "**For eastbound traffic: Chains are required ...", "**For eastbound and westbound traffic: ..."
    if main.hasPrefix("*") {
      let stripped = main.drop { $0 == "*" }
      if let colon = stripped.firstIndex(of: ":") {
        let label = String(stripped[..<colon])
        prefixed = TravelDirection.named(in: label.lowercased()) != nil
        direction = Self.direction(in: Self.plainWords(label))
        main = String(stripped[stripped.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
      }
    }
    let segments = Self.segments(main)
    let clauses = segments.filter { !Self.isBoilerplate($0) }.flatMap(Self.contrasts)
    var entry = HighwayInfoEntry(kind: .information, area: area.map(TextSanitizer.clean), text: "")
    let read = clauses.map { (clause: $0, kind: Self.kind(of: $0)) }
    // A sentence about trucks is about trucks throughout ("... - Drivers must have maximum chains"),
    // unless a clause closes the road or requires chains of all vehicles.
    let aboutTrucks = read.first?.kind == .trucksOnly
    let ranked: [Kind] = [.closure, .unclear, .chains, .oneWayControl, .laneClosure]
    let restricting = read.filter { clause in
      guard ranked.contains(clause.kind) else { return false }
      guard aboutTrucks, clause.kind != .closure else { return true }
      return Wording(Self.plainWords(clause.clause)).hasAny(["all vehicles", "passenger vehicles", "passenger cars", "all traffic"])
    }
    if let worst = ranked.first(where: { kind in restricting.contains { $0.kind == kind } }) {
      entry.kind = worst
    } else if let other = ([.reopening, .trucksOnly, .advisory] as [Kind]).first(where: { kind in read.contains { $0.kind == kind } }) {
      entry.kind = other
    }
    // The clauses that set the kind: their direction, their time and their places are the entry's.
    let setting = restricting.filter { $0.kind == entry.kind }.map(\.clause)
    let all = segments.map { $0.lowercased() }.joined(separator: " - ")
    if entry.kind == .chains {
      let level = RestrictionClassifier.classify(setting.first ?? main)
      entry.chainLevel = [.tractionRequired, .chainsRequired, .chainsAll].contains(level) ? level : .chainsRequired
    }
    entry.isSeasonal = entry.kind == .closure
      && Wording(Self.plainWords(all)).hasAny([
        "for the winter", "winter closure", "for the season", "seasonal closure", "closed for season", "for the winter season", "until spring",
        "for the remainder of the season"])
    if direction == nil {
      // Directions are read as a list over the clauses that set the kind: one named is that one;
      // two or "both directions" are both.
      let scope = setting.isEmpty ? read.prefix(1).map(\.clause) : setting
      direction = Self.direction(in: scope.map(Self.plainWords).joined(separator: " "))
    }
    entry.direction = direction
    // The time is the restriction's own: other clauses' clocks ("snow removal daily from 0700 hrs
    // to 1530 hrs", "next update at 1800 hrs") and estimates never bound it.
    let timed = (setting.isEmpty ? [clauses.first ?? main] : setting) + segments.filter(Self.isTimeOnly)
    entry.time = HighwayInfoTime.parse(Self.withoutEstimates(timed.map { $0.lowercased() }.joined(separator: " - ")))
    // Places from the clauses that set the kind; when those name none ("... - CLOSED BEYOND"), from
    // the whole entry; a subject that names a place counts too ("Tioga Pass is closed").
    let scopes = setting.isEmpty ? [clauses.first ?? main] : setting
    let placesOf = { (clause: String) in Self.places(in: Self.beforeReason(clause)) + Self.subjectPlace(of: clause) }
    let scoped = scopes.map(placesOf)
    entry.places = scoped.flatMap { $0 }
    if scoped.contains(where: \.isEmpty) {
      // A restricting clause that names no place of its own is placed by the rest of the entry.
      for place in clauses.flatMap(placesOf) where !entry.places.contains(place) { entry.places.append(place) }
    }
    entry.places = entry.places.flatMap { $0.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    entry.reason = segments.dropFirst().first { $0.lowercased().hasPrefix("due to") || $0.lowercased().hasPrefix("because") }
    let kept = segments.filter { !Self.isBoilerplate($0) }
    let label = direction.map { "For \($0.rawValue) traffic: " } ?? "For both directions: "
    entry.text = (prefixed ? label : "") + kept.joined(separator: " - ")
    return entry
  }

  /// Lower-case words with every punctuation mark a space: the form directions and phrases are
  /// looked up in ("(westbound traffic also)" names westbound).
  static func plainWords(_ text: String) -> String {
    text.foldedWords(separators: "-/,.;:()[]*'\"!?&{}<>=+~#|")
  }

  /// A segment that only says when: "from 2200 hrs to 0500 hrs nightly", "at 1600 hrs on 12/14/21".
  static func isTimeOnly(_ segment: String) -> Bool {
    let words = segment.lowercased().split(separator: " ")
    let timeWords: Set<Substring> = ["from", "to", "at", "on", "hrs", "hours", "each", "morning", "night", "evening", "daily", "nightly", "thru",
                                     "through", "until", "and", "between", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                     "sunday", "weekdays", "weekends"]
    return words.contains { $0.first?.isNumber == true } && words.allSatisfy { timeWords.contains($0) || $0.first?.isNumber == true }
  }

  /// Lower case, hyphens and slashes as spaces, white space collapsed: the form clauses are read in.
  static func normalized(_ text: String) -> String {
    text.foldedWords()
  }

  /// "Reopened from A to B, but remains closed from B to C", "Eastbound is closed at A; westbound
  /// no longer closed": each side read on its own. Commas inside a county's parentheses stay.
  static func contrasts(_ segment: String) -> [String] {
    var parts: [String] = []
    var current: [Substring] = []
    var depth = 0
    for word in segment.split(separator: " ") {
      let isContrast = depth == 0 && !current.isEmpty && (3...8).contains(word.count) && ["but", "but,", "however", "however,"].contains(word.lowercased())
      if isContrast {
        parts.append(current.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: " ,;")))
        current = []
        continue
      }
      current.append(word)
      depth = max(0, depth + word.filter { $0 == "(" }.count - word.filter { $0 == ")" }.count)
      if depth == 0, let last = word.last, last == ";" || last == ",", !(word.dropLast().last?.isNumber ?? false) {
        parts.append(current.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: " ,;")))
        current = []
      }
    }
    parts.append(current.joined(separator: " "))
    return parts.filter { !$0.isEmpty }
  }

  /// What one clause is, by its vocabulary. Closure words (and words that stop traffic: gated,
  /// prohibited, not passable, turned around) outrank everything but an explicit lifting of the
  /// closure; an opening is read by the restriction classifier, so a negated, future or partial one
  /// ("has not yet been reopened", "open to emergency vehicles only") is a closure or unclear; a
  /// word with a letter outside ASCII (a look-alike inside "closed") makes the clause unclear.
  static func kind(of clause: String) -> Kind {
    let normalized = RestrictionClassifier.normalize(clause)
    let wording = Wording(normalized)
    func has(_ phrases: [String]) -> Bool { wording.hasAny(phrases) }
    let tokens = normalized.split(separator: " ").map(String.init)
    if has(["please research", "working to update"]) { return .information }
    let isPlainASCII = normalized.utf8.allSatisfy { $0 < 0x80 }
    let liftings = ["closure lifted", "closure has been lifted", "closure is lifted", "closure removed", "closure has been removed", "no longer closed",
                    "closure cancelled", "closure canceled", "closure was lifted"]
    // Closure words left once the liftings are taken out: "closed again after the earlier closure
    // lifted" still closes.
    let lifts = has(liftings)
    var rest = " \(normalized) "
    if lifts {
      for lifting in liftings where wording.has(lifting) { rest = rest.replacingOccurrences(of: " \(lifting) ", with: " ") }
    }
    let restTokens = lifts ? rest.split(separator: " ").map(String.init) : tokens
    let closes = restTokens.contains(where: RestrictionClassifier.closureWords.contains)
    let stops = has(["gated", "gate closed", "prohibited", "not allowed", "no traffic", "turned around", "turning around", "not passable",
                     "impassable", "barricaded", "no access", "no through traffic", "travel is not possible", "not open"])
    if !closes && !stops && lifts { return .reopening }
    if closes || stops {
      if RestrictionClassifier.isPartialClosure(restTokens) { return .laneClosure }
      let vehicles = ["trucks", "truck", "trailers", "vehicles", "rvs", "campers", "oversize", "tractor"]
      if has(vehicles), !has(["passenger", "cars", "autos", "motorists", "all vehicles", "all traffic", "everyone"]), closedToAVehicleClassOnly(" \(normalized) ") {
        return .trucksOnly
      }
      return .closure
    }
    if !isPlainASCII && tokens.contains(where: { !$0.utf8.allSatisfy { $0 < 0x80 } }) { return .unclear }
    if isAboutTrucks(" \(normalized) ") { return .trucksOnly }
    if has(["open", "opened", "opens", "opening", "reopen", "reopened", "reopens", "reopening", "re opened"]) {
      // "Is reopened 11 mi north of Truckee at 1512 hrs on 12/13/21": a reopening that happened,
      // with its place and time, and nothing that limits, negates or postpones it.
      let done = has(["is reopened", "has reopened", "has been reopened", "was reopened", "reopened", "is re opened", "is now open"])
      let hedged = has(["not", "no", "never", "yet", "only", "emergency", "local", "residents", "expected", "will", "until", "pending", "partially",
                        "except", "delayed", "postponed", "tentatively", "may", "might", "if", "when", "beyond", "escorted", "escort"])
      if done && !hedged { return .reopening }
      switch RestrictionClassifier.read(clause: normalized) {
      case .lifting: return .reopening
      case .restriction(let level) where level.isClosure: return .closure
      case .restriction(.trafficDelays): return .oneWayControl
      case .restriction: return .chains
      case .information: return .information
      case .unrecognised: return .unclear
      }
    }
    if has(["chain", "chains"]) { return .chains }
    if has(["1 way", "one way", "controlled traffic", "traffic control", "pilot car", "escorted", "escort", "alternating traffic", "traffic breaks",
            "holding traffic", "traffic is being held", "being held", "flaggers"]) {
      return .oneWayControl
    }
    if has(["advisory", "wind", "winds"]) { return .advisory }
    // "Is clos", "Is closed fr…": an entry that starts as a sentence about the road's state ("Is
    // closed …", "Are …") but says nothing that can be read is cut off or garbled, not information.
    if let first = tokens.first, ["is", "are", "has", "was"].contains(first) { return .unclear }
    return .information
  }

  /// "Is closed to trucks", "closed to vehicles towing trailers": closed to a class of vehicle only
  /// (never "closed to all vehicles including trucks", nor "closed … due to a jackknifed truck").
  private static func closedToAVehicleClassOnly(_ words: String) -> Bool {
    let reason = beforeReason(words)
    let wording = Wording(reason.trimmingCharacters(in: .whitespaces))
    guard !wording.hasAny(["all vehicles", "all traffic", "including"]) else { return false }
    let tokens = reason.split(separator: " ").map(String.init)
    guard let to = tokens.firstIndex(of: "to") else { return false }
    let skip: Set<String> = ["all", "eastbound", "westbound", "northbound", "southbound", "commercial", "large", "heavy", "big", "rig"]
    let next = tokens[(to + 1)...].first { !skip.contains($0) } ?? ""
    let afterTo = tokens[(to + 1)...].prefix(3)
    return ["trucks", "truck", "trailers", "vehicles", "rvs", "campers", "oversize", "tractor"].contains(next)
      && (next != "vehicles" || afterTo.contains("commercial") || tokens.dropFirst(to + 1).prefix(4).contains("towing"))
  }

  /// "Eastbound trucks are being screened", "All westbound trucks are required to stop": trucks are
  /// the subject.
  private static func isAboutTrucks(_ words: String) -> Bool {
    let tokens = words.split(separator: " ").map(String.init)
    let lead: Set<String> = ["all", "eastbound", "westbound", "northbound", "southbound", "commercial", "big", "rig", "large"]
    let subject = tokens.first { !lead.contains($0) } ?? ""
    return ["trucks", "truck", "trucking", "truckers", "tractor"].contains(subject)
  }

  /// The one direction named in `words`; nil when none, or when several are ("to eastbound and
  /// westbound traffic", "in both directions").
  static func direction(in words: String) -> TravelDirection? {
    let wording = Wording(words)
    if wording.hasAny(["both directions", "all directions"]) { return nil }
    let named = [TravelDirection.eastbound, .westbound, .northbound, .southbound].filter { wording.has($0.rawValue) }
    return named.count == 1 ? named[0] : nil
  }

  /// The text without what estimates a reopening ("expected to reopen at 1800 hrs"): an estimate
  /// never ends a closure.
  static func withoutEstimates(_ text: String) -> String {
    let words = text.split(separator: " ")
    var kept: [Substring] = []
    var isEstimate = false
    for (index, word) in words.enumerated() {
      if word == "-" { isEstimate = false }
      let next = index + 1 < words.count ? words[index + 1] : ""
      let afterNext = index + 2 < words.count ? words[index + 2] : ""
      let reopensLater = (word == "will" || word == "to") && (next == "reopen" || (next == "be" && afterNext == "reopened"))
      if (word == "expected" && next == "to") || ["estimated", "anticipated", "eta", "reopening"].contains(word) || reopensLater {
        isEstimate = true
      }
      if !isEstimate { kept.append(word) }
    }
    return kept.joined(separator: " ")
  }

  /// The place a clause's subject names: "Tioga Pass is closed", "SR 120 remains closed" → the words
  /// before the verb, unless they are only a generic word ("Road closed", "All lanes are closed").
  static func subjectPlace(of clause: String) -> [String] {
    let words = clause.split(separator: " ").map(String.init)
    let verbs: Set<String> = ["is", "are", "remains", "remain", "has", "have", "was", "will", "closed", "reopened", "open"]
    guard let verb = words.firstIndex(where: { verbs.contains($0.lowercased()) }), verb > 0 else { return [] }
    let subject = words[..<verb].joined(separator: " ")
    let generic: Set<String> = ["road", "the road", "highway", "the highway", "all lanes", "lanes", "gate", "the gate", "route", "traffic", "it",
                                "eastbound", "westbound", "northbound", "southbound", "all traffic", "the pass", "pass"]
    // "Crane Flat (Tuolumne Co) to Tioga Pass remains gated": a subject may be a stretch.
    let parts = withoutCounties(subject).components(separatedBy: " to ").flatMap { $0.components(separatedBy: " from ") }
    return parts.map(cleanPlace).filter { place in
      !place.isEmpty && !generic.contains(place.lowercased()) && place.contains(where: \.isLetter)
    }
  }

  /// A clause up to its reason: "closed from A to B due to a jackknifed truck" → "closed from A to B".
  static func beforeReason(_ clause: String) -> String {
    let words = clause.split(separator: " ")
    for index in words.indices {
      let word = words[index].lowercased()
      let next = index + 1 < words.count ? words[index + 1].lowercased() : ""
      if word == "because" || (word == "due" && next == "to") { return words[..<index].joined(separator: " ") }
    }
    return clause
  }

  /// The sentence cut at " - " and " – ".
  static func segments(_ text: String) -> [String] {
    var segments: [String] = []
    var current: [Substring] = []
    for word in text.split(separator: " ") {
      if word == "-" || word == "\u{2013}" || word == "\u{2014}" {
        if !current.isEmpty { segments.append(current.joined(separator: " ")) }
        current = []
      } else {
        current.append(word)
      }
    }
    if !current.isEmpty { segments.append(current.joined(separator: " ")) }
    return segments
  }

  /// "Motorists are advised to use an alternate route" and its kin say nothing about the road.
  static func isBoilerplate(_ segment: String) -> Bool {
    let lower = segment.lowercased()
    return lower.hasPrefix("motorists are advised") || lower.hasPrefix("motorists are urged") || lower.hasPrefix("use an alternate")
      || lower.hasPrefix("motorists should")
  }

  /// The places a clause names: "from A to B", "between A and B", "at A", "N mi east of A",
  /// landmarks in slashes; counties in parentheses (typos and all) left out.
  static func places(in clause: String) -> [String] {
    var text = withoutCounties(clause)
    var found: [String] = []
    // Landmarks: /Tioga Pass/ (never the slashes of a date such as 1/11/25).
    let (landmarks, rest) = Self.landmarks(in: text)
    found += landmarks
    text = rest
    let words = text.split(separator: " ").map(String.init)
    let lower = words.map { $0.lowercased() }
    // Words that end a place: the next preposition, a time, a verb phrase.
    let stops: Set<String> = ["from", "to", "at", "between", "and", "on", "due", "for", "each", "thru", "through", "until", "hrs", "is", "are", "in",
                              "near", "beyond", "over", "past", "because", "-", "after", "before", "since", "while", "when", "where",
                              "remains", "remain", "was", "were", "will", "has", "have", "gated", "closed", "open", "reopened", "be", "being"]
    func place(from start: Int) -> (String, Int) {
      var end = start
      while end < words.count, !stops.contains(lower[end]) { end += 1 }
      return (words[start..<end].joined(separator: " "), end)
    }
    let directions: Set<String> = ["north", "south", "east", "west", "n", "s", "e", "w"]
    var index = 0
    while index < words.count {
      let word = lower[index]
      let next = index + 1 < words.count ? lower[index + 1] : ""
      let afterNext = index + 2 < words.count ? lower[index + 2] : ""
      // "N mi north of X": the place is X.
      let isOffset = word == "of" && index > 0 && directions.contains(lower[index - 1])
      let introduces = ["from", "to", "at", "between", "and", "near", "beyond", "over", "past"].contains(word) || (word == "in" && next != "effect") || isOffset
      // "to eastbound traffic", "at 1600 hrs" are no places.
      let isTime = next.first?.isNumber == true && afterNext.hasPrefix("hr")
      if introduces, !isTime, !["eastbound", "westbound", "northbound", "southbound", "all", "traffic", "use", ""].contains(next) {
        let (name, end) = place(from: index + 1)
        let cleaned = Self.cleanPlace(name)
        if !cleaned.isEmpty { found.append(cleaned) }
        index = max(end, index + 1)
      } else {
        index += 1
      }
    }
    return found
  }

  /// The names between slashes (`/Tioga Pass/`, `/in Truckee/`) and the text without them; slashes
  /// inside a word or a date are left alone.
  static func landmarks(in text: String) -> ([String], String) {
    let characters = Array(text)
    var names: [String] = []
    var rest = ""
    var index = 0
    while index < characters.count {
      let opensHere = characters[index] == "/" && (index == 0 || characters[index - 1] == " ")
      if opensHere, let close = characters[(index + 1)...].firstIndex(of: "/"),
         close + 1 == characters.count || characters[close + 1] == " " || characters[close + 1] == "(" {
        let name = String(characters[(index + 1)..<close]).trimmingCharacters(in: .whitespaces)
        if name.contains(where: \.isLetter) {
          names.append(cleanPlace(name))
          rest += " "
          index = close + 1
          continue
        }
      }
      rest.append(characters[index])
      index += 1
    }
    return (names.filter { !$0.isEmpty }, rest)
  }

  /// "the Jct of SR 4" → "Jct of SR 4"; "2 mi north of the Jct of SR 44" → "Jct of SR 44"; empty for
  /// what is no place (a time, a date).
  static func cleanPlace(_ raw: String) -> String {
    var words = raw.split(separator: " ").map(String.init)
    // "N mi east of X", "N miles north of X": the place is X.
    let compass: Set<String> = ["north", "south", "east", "west", "n", "s", "e", "w", "no", "so", "n.", "s.", "e.", "w."]
    if let of = words.firstIndex(where: { $0.lowercased() == "of" }), of >= 2,
       ["mi", "mile", "miles", "mi."].contains(words[of - 2].lowercased()) || compass.contains(words[of - 1].lowercased()) {
      words = Array(words[(of + 1)...])
    }
    while let first = words.first, ["the", "in", "at", "near", "of", "beyond", "over", "past"].contains(first.lowercased()) { words.removeFirst() }
    // A stray character left after a county ("(Tuolumne Co)о") is no part of the name.
    while let last = words.last, last.count == 1, !(last.first?.isNumber ?? false) { words.removeLast() }
    let place = words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: " .,;:*"))
    guard !place.isEmpty, place.first?.isNumber != true || place.contains(where: \.isLetter) && !place.contains("/") else { return "" }
    return place
  }

  /// The clause without "(Placer Co)", "(Tuolumne, Mono Co's)", "(ALPINE CO0" and the like.
  /// "Placer Co", "Tuolumne, Mono Co's", "PLumas Co", "Alpine County", "SIERRA CO": a county.
  static func isCounty(_ text: String) -> Bool {
    let words = text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" })
    guard let last = words.last else { return true }
    return ["co", "co's", "cos", "county", "counties", "cty"].contains(String(last))
  }

  static func withoutCounties(_ text: String) -> String {
    var result = ""
    var depth = 0
    var pending = ""
    for character in text {
      if character == "(" {
        depth += 1
        pending = ""
        continue
      }
      if depth > 0 {
        if character == ")" {
          depth -= 1
          // Only a county goes: "(Crane Flat to Tioga Pass)" names places and stays.
          if !Self.isCounty(pending) { result += " " + pending + " " }
          pending = ""
        } else {
          pending.append(character)
          // A parenthesis never closed ("(ALPINE CO0 ..."): give the text back after a county word.
          if pending.count > 40 {
            depth = 0
            result += " " + pending
            pending = ""
          }
        }
        continue
      }
      result.append(character)
    }
    return result.split(separator: " ").joined(separator: " ")
  }
}
