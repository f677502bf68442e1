extension PassConditions {
  /// Keeps `ways` short of what a record that may apply says: an open direction, and one below
  /// `level` (a closure that may be here outranks a lesser restriction), reads `unknown` with
  /// `note`. What an agency's reader does with a record it cannot place with certainty.
  mutating func doubt(_ ways: [TravelDirection], level: RestrictionLevel, note: String) {
    restrictions = restrictions.map { restriction in
      guard ways.contains(restriction.direction) else { return restriction }
      let raises =
        restriction.level == .open
        || (restriction.level.rank < RestrictionLevel.unknown.rank && level.rank > restriction.level.rank)
      guard raises else { return restriction }
      return Restriction(direction: restriction.direction, text: "\(restriction.text) (\(note))", level: .unknown)
    }
  }
}
