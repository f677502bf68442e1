/// Where a WSDOT restriction applies on its pass. A restriction published for a direction the pass
/// does not run ("Northbound" on east–west Manastash Ridge) cannot be placed, just as one under a
/// label that cannot be read: it is never dropped, and never read as the pass's own direction.
enum DirectionPlacement {
  /// `restrictions` placed on a pass whose road runs `pair`. One for a direction outside `pair`
  /// counts for both directions: a closure closes both; anything lesser (or unclassified) makes
  /// both `unknown`, naming what was published; an opening counts for neither, so a direction
  /// without a report of its own reads `unknown`.
  static func place(_ restrictions: [Restriction], on pair: DirectionPair) -> [Restriction] {
    restrictions.compactMap { restriction in
      guard restriction.direction != .both, !pair.all.contains(restriction.direction) else { return restriction }
      if restriction.level == .open { return nil }
      let why = "published for \(restriction.direction.rawValue), which this \(pair.rawValue) pass does not run"
      let level: RestrictionLevel = restriction.level.isClosure ? restriction.level : .unknown
      return Restriction(direction: .both, text: "\(restriction.text) (\(why))", level: level)
    }
  }
}
