import FoundationEssentials

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
    // Segments, and the sentences inside each ("… (Sacramento Co). Level 1 chain law in effect at
    // Castaic"): each restriction with its own places and direction may be an entry of its own.
    let segments = Self.splittingReasons(Self.segments(line)).flatMap(Self.contrasts).filter { !$0.isEmpty }
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
    let placesEach = restricting.allSatisfy {
      !(labelPlaces(of: $0) + places(in: beforeReason($0)) + subjectPlace(of: $0)).isEmpty
    }
    guard restricting.count > 1, placesEach, ways.count > 1 || Set(restricting.map(kind(of:))).count > 1 else {
      return [parse(line, area: area)]
    }
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
        main = String(stripped[stripped.index(after: colon)...]).trimmingSpaces()
      }
    }
    let segments = Self.splittingReasons(Self.segments(main))
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
      return Wording(Self.plainWords(clause.clause)).hasAny([
        "all vehicles", "passenger vehicles", "passenger cars", "all traffic",
      ])
    }
    if let worst = ranked.first(where: { kind in restricting.contains { $0.kind == kind } }) {
      entry.kind = worst
    } else if let other = ([.reopening, .trucksOnly, .advisory] as [Kind]).first(where: { kind in
      read.contains { $0.kind == kind }
    }) {
      entry.kind = other
    }
    // The clauses that set the kind: their direction, their time and their places are the entry's.
    let setting = restricting.filter { $0.kind == entry.kind }.map(\.clause)
    let all = segments.map { $0.lowercased() }.joined(separator: " - ")
    if entry.kind == .chains {
      entry.chainLevel = chainLevel(of: setting.isEmpty ? [main] : setting)
    }
    entry.isSeasonal =
      entry.kind == .closure
      && Wording(Self.plainWords(all)).hasAny([
        "for the winter", "winter closure", "for the season", "seasonal closure", "closed for season",
        "for the winter season", "until spring",
        "for the remainder of the season",
      ])
    if direction == nil {
      // Each clause that sets the kind names its directions; the entry is limited to one only when
      // every one of them names that same one. An undirected closure followed by a clause about one
      // direction ("Is closed at A - Eastbound traffic is being turned around at B") closes both.
      let scope = setting.isEmpty ? read.prefix(1).map(\.clause) : setting
      let named = Set(scope.map { Self.direction(in: Self.plainWords($0)) })
      direction = named.count == 1 ? named.first ?? nil : nil
    }
    // A direction label ("**For eastbound traffic:") never narrows a restriction that names both
    // directions, or the other one ("… - The highway is closed in both directions").
    if prefixed, let labelled = direction {
      let restrictingClauses = restricting.map(\.clause)
      let widens = restrictingClauses.contains { clause in
        let words = Self.plainWords(clause)
        let tokens = RestrictionClassifier.normalize(clause).split(separator: " ").map(String.init)
        return RoadWords.namesBoth(tokens) || Self.direction(in: words).map { $0 != labelled } ?? false
      }
      if widens { direction = nil }
    }
    entry.direction = direction
    // The time is the restriction's own: other clauses' clocks ("snow removal daily from 0700 hrs
    // to 1530 hrs", "next update at 1800 hrs") and estimates never bound it.
    let timed = (setting.isEmpty ? [clauses.first ?? main] : setting) + segments.filter(Self.isTimeOnly)
    entry.time = HighwayInfoTime.parse(Self.withoutEstimates(timed.map { $0.lowercased() }.joined(separator: " - ")))
    // Places from the clauses that set the kind; when those name none ("... - CLOSED BEYOND"), from
    // the whole entry; a subject that names a place counts too ("Tioga Pass is closed").
    let scopes = setting.isEmpty ? [clauses.first ?? main] : setting
    let placesOf = { (clause: String) in
      Self.labelPlaces(of: clause) + Self.places(in: Self.beforeReason(clause)) + Self.subjectPlace(of: clause)
    }
    let scoped = scopes.map(placesOf)
    entry.places = scoped.flatMap { $0 }
    if scoped.contains(where: \.isEmpty) {
      // A restricting clause that names no place of its own is placed by the rest of the entry.
      for place in clauses.flatMap(placesOf) where !entry.places.contains(place) { entry.places.append(place) }
    }
    entry.places = entry.places.flatMap { $0.split(separator: "/").map { $0.trimmingSpaces() } }
      .filter { !$0.isEmpty }
    entry.reason = segments.dropFirst().first {
      $0.lowercased().hasPrefix("due to") || $0.lowercased().hasPrefix("because")
    }
    let kept = segments.filter { !Self.isBoilerplate($0) }
    let label = direction.map { "For \($0.rawValue) traffic: " } ?? "For both directions: "
    entry.text = (prefixed ? label : "") + kept.joined(separator: " - ")
    return entry
  }

  /// The one direction named in `words`; nil when none, or when several are ("to eastbound and
  /// westbound traffic", "in both directions").
  static func direction(in words: String) -> TravelDirection? {
    let wording = Wording(words)
    if wording.hasAny(["both directions", "all directions"]) { return nil }
    let named = [TravelDirection.eastbound, .westbound, .northbound, .southbound].filter { wording.has($0.rawValue) }
    return named.count == 1 ? named[0] : nil
  }

  /// `segments` with a reason that runs into a restriction of its own ("Due to flooding No travel
  /// at Tejon Pass", a sentence that lost its separator) cut where the restriction starts: the
  /// longest opening that is only information stays the reason, the rest is read as a segment.
  static func splittingReasons(_ segments: [String]) -> [String] {
    segments.flatMap { segment -> [String] in
      let lower = segment.lowercased()
      guard lower.hasPrefix("due to") || lower.hasPrefix("because") else { return [segment] }
      let words = segment.split(separator: " ")
      guard words.count > 3 else { return [segment] }
      // Only a closure or chains the reader knows start a segment: a reason's words not understood,
      // and its delays ("due to avalanche control work"), stay in it.
      let restricting: [Kind] = [.closure, .chains]
      for cut in stride(from: words.count - 1, through: 2, by: -1) {
        let reason = words[..<cut].joined(separator: " ")
        let rest = words[cut...].joined(separator: " ")
        if kind(of: reason) == .information, restricting.contains(kind(of: rest)) { return [reason, rest] }
      }
      return [segment]
    }
  }

  /// What one clause is: what the one reader (with Caltrans' own forms, `CaltransWords`) makes of
  /// its words, the worst of its statements. A closure outranks everything (a lifting beside it
  /// never ends it: the reader reads each statement on its own); words not understood are unclear.
  static func kind(of clause: String) -> Kind {
    let ranked: [Kind] = [
      .closure, .unclear, .chains, .oneWayControl, .laneClosure, .reopening, .trucksOnly, .advisory, .information,
    ]
    let kinds = CaltransWords.read(clause).statements.map(kind(of:))
    return ranked.first(where: kinds.contains) ?? .information
  }

  /// What one statement of the reader is as an entry: its level's kind; for information, Caltrans'
  /// truck and advisory forms.
  static func kind(of statement: RoadWords.Statement) -> Kind {
    switch statement.meaning {
    case .restriction(let level):
      if level.isClosure { return .closure }
      if level == .trafficDelays {
        return RestrictionClassifier.isPartialClosure(statement.clause.split(separator: " ").map(String.init))
          ? .laneClosure : .oneWayControl
      }
      return level == .unknown || level == .open ? .unclear : .chains
    case .lifting:
      return .reopening
    case .unrecognised:
      return CaltransWords.form(of: statement.clause) == .trucksOnly ? .trucksOnly : .unclear
    case .information:
      switch CaltransWords.form(of: statement.clause) {
      case .trucksOnly?: return .trucksOnly
      case .advisory?: return .advisory
      default: return .information
      }
    }
  }

  /// The level the clauses of a chain entry state, by the one reader; chains required when they
  /// state none a chain entry can have.
  static func chainLevel(of clauses: [String]) -> RestrictionLevel {
    let levels = clauses.compactMap { CaltransWords.read($0).level(for: .both) }
    let chainLevels: [RestrictionLevel] = [.tractionAdvised, .tractionRequired, .chainsRequired, .chainsAll]
    let stated = levels.filter(chainLevels.contains)
    return stated.isEmpty ? .chainsRequired : RestrictionLevel.worst(of: stated)
  }
}
