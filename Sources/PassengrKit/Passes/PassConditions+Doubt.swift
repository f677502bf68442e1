extension PassConditions {
  /// Keeps `ways` from `open` for `gap`: the one rule every agency's reader uses when something
  /// that may apply cannot be confirmed (a record it cannot place, a list it could not read).
  ///
  /// A direction among `ways` (and a restriction published for both directions, when any way is
  /// named) reads `unknown` when it is `open`, or below `unknown` and below `level`, what the
  /// unseen or unplaced record may state (a closure that may be here outranks a lesser
  /// restriction). Its words stay the agency's own; the restriction it had stays as its floor
  /// ("chains required; possibly worse"); `detail` (the record's words, or why a list failed) is
  /// kept beside the gap for the front ends to word. A closure, and a direction already
  /// `unknown`, is never touched: nothing is lowered.
  mutating func keepFromOpen(
    _ ways: [TravelDirection], mayBe level: RestrictionLevel, gap: Restriction.Gap, detail: String
  ) {
    guard !ways.isEmpty else { return }
    restrictions = restrictions.map { restriction in
      guard ways.contains(restriction.direction) || restriction.direction == .both else { return restriction }
      let raises =
        restriction.level == .open
        || (restriction.level.rank < RestrictionLevel.unknown.rank && level.rank > restriction.level.rank)
      guard raises else { return restriction }
      var kept = restriction
      kept.floor = restriction.floor ?? RoadWords.floor(of: [restriction.level])
      kept.level = .unknown
      kept.gap = gap
      kept.gapDetail = TextSanitizer.clean(detail)
      return kept
    }
  }
}
