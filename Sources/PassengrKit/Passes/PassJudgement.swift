import Foundation

/// The one judgement of a pass: its level over a set of directions. Every level a user sees (the
/// table badge, JSON `level`, the HTML summary and title, `--fail-on`, `check`, `watch` and the
/// hook's `PASSENGR_WORST_LEVEL`) comes from here.
///
/// A direction's level is what its sources published for it; a direction with no report counts
/// `unknown`. Data that is not current (stale, or read with an error or a partial failure) proves
/// nothing short of a closure, so its lesser levels count `unknown` too. The directions combine by
/// `RestrictionLevel.rank`: a known closure outranks `unknown`, and `unknown` outranks `open` and
/// every lesser restriction, so `open` needs every direction current and open.
public struct PassJudgement: Equatable, Sendable {
  /// One direction considered.
  public struct Direction: Equatable, Sendable {
    /// Which way.
    public internal(set) var direction: TravelDirection
    /// What its sources said: the worst published restriction for it; `unknown` when none.
    public internal(set) var published: RestrictionLevel
    /// What it counts for: `published`, or `unknown` when the data is not current and `published`
    /// is no closure.
    public internal(set) var level: RestrictionLevel
    /// The text that set `published`; nil when nothing was published.
    public internal(set) var text: String?
  }

  /// The directions considered, in the order asked.
  public internal(set) var directions: [Direction]
  /// The pass's level over them.
  public internal(set) var level: RestrictionLevel

  /// Judges `conditions` over `directions` (`.both` stands for itself: a report for both ways).
  /// Without conditions, or without directions to judge, the level is `unknown`.
  init(conditions: PassConditions?, over directions: [TravelDirection], isCurrent: Bool) {
    self.directions = directions.map { way in
      let published = conditions?.restrictions(for: way) ?? []
      let worst = published.isEmpty ? RestrictionLevel.unknown : RestrictionLevel.worst(of: published.map(\.level))
      let level = isCurrent || worst.isClosure ? worst : .unknown
      return Direction(direction: way, published: worst, level: level, text: published.first { $0.level == worst }?.text)
    }
    level = conditions == nil ? .unknown : RestrictionLevel.worst(of: self.directions.map(\.level))
  }

  /// Whether a direction's sources published a level at or above `threshold` (a stale closure still
  /// stops a drive; `unknown` meets no threshold).
  public func meets(_ threshold: RestrictionLevel) -> Bool {
    directions.contains { $0.published.isAtLeast(threshold) }
  }

  /// The direction that set the level, for its text: the first whose level is the pass's.
  var deciding: Direction? {
    directions.first { $0.level == level } ?? directions.first
  }
}

extension PassConditions {
  /// The restrictions published for `direction`: those for it and those for both directions.
  func restrictions(for direction: TravelDirection) -> [Restriction] {
    restrictions.filter { $0.direction == direction || $0.direction == .both }
  }
}
