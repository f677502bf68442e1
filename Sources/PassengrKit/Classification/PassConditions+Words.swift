import FoundationEssentials

extension PassConditions {
  /// Applies what an agency's `words` (a field it published, shown after `label`) say to the
  /// directions they cover: each direction takes the worse of its level and the words' level for
  /// it (by `RestrictionLevel.rank`), so a closure closes, a chain requirement raises, and words not
  /// understood make an open direction `unknown`, quoting them. Information changes nothing, and a
  /// lifting never lowers a level.
  ///
  /// `scope` limits the words to the directions they speak for (an ODOT station's). A clause that
  /// names a direction no restriction in scope has (northbound on an east-west pass) speaks for
  /// them all. Without a scope, a closure no restriction can carry is added, so it is never lost.
  ///
  /// `directions` are the pass's directions of travel. When the conditions hold one restriction for
  /// both ways and a clause names one of them ("Eastbound I-90 is closed at milepost 34"), that
  /// restriction is first split into one per direction, so the clause restricts only the direction
  /// it names; without them such a clause speaks for both.
  mutating func apply(
    _ words: RoadWords, label: String, scope: [TravelDirection]? = nil, directions: [TravelDirection]? = nil
  ) {
    guard !words.statements.isEmpty else { return }
    splitForDirectedWords(words, directions: directions)
    func isInScope(_ direction: TravelDirection) -> Bool { scope?.contains(direction) ?? true }
    let reachable = Set(restrictions.filter { isInScope($0.direction) }.map(\.direction))
    var statements = words.statements
    for index in statements.indices
    where statements[index].direction != .both && !reachable.contains(statements[index].direction) {
      statements[index].direction = .both
    }
    let quoted = "\(label): \(words.text)"
    restrictions = restrictions.map { restriction in
      guard isInScope(restriction.direction) else { return restriction }
      let levels = statements.filter { $0.covers(restriction.direction) }.compactMap(\.level)
      guard !levels.isEmpty else { return restriction }
      let raised = RestrictionLevel.worst(of: levels + [restriction.level])
      guard raised != restriction.level else { return restriction }
      if raised == .unknown {
        var unclear = Restriction(
          direction: restriction.direction, text: "\(restriction.text) (words not understood: \"\(quoted)\")",
          level: .unknown)
        // What is known stays the floor: the restriction's own level and what the words state.
        unclear.floor = RoadWords.floor(of: levels + [restriction.level] + [restriction.floor].compactMap { $0 })
        return unclear
      }
      return Restriction(direction: restriction.direction, text: quoted, level: raised)
    }
    guard scope == nil else { return }
    for statement in statements {
      guard let level = statement.level, level.isClosure else { continue }
      let carried = restrictions.contains { $0.level.rank >= level.rank && (statement.covers($0.direction)) }
      if !carried { restrictions.append(Restriction(direction: statement.direction, text: quoted, level: level)) }
    }
  }

  /// Reads `text` with the one reader and applies it (see `apply(_:label:scope:directions:)`).
  mutating func read(
    words text: String?, label: String, scope: [TravelDirection]? = nil, terms: RoadTerms = .none,
    directions: [TravelDirection]? = nil
  ) {
    apply(RoadWords.read(text, terms: terms), label: label, scope: scope, directions: directions)
  }

  /// One restriction for both ways, and words naming one of the pass's `directions` that set a
  /// level: the restriction becomes one per direction, each with the same words and level.
  private mutating func splitForDirectedWords(_ words: RoadWords, directions: [TravelDirection]?) {
    guard let directions, restrictions.count == 1, let whole = restrictions.first, whole.direction == .both else {
      return
    }
    let ways = directions.filter { $0 != .both }
    guard ways.count > 1,
      words.statements.contains(where: { $0.level != nil && $0.direction != .both && ways.contains($0.direction) })
    else { return }
    restrictions = ways.map { Restriction(direction: $0, text: whole.text, level: whole.level) }
  }
}
