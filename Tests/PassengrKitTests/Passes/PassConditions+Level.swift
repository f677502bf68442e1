@testable import PassengrKit

extension PassConditions {
  /// The level over the directions these conditions publish, judged as current (tests of decoders
  /// compare what was read, before any staleness).
  var level: RestrictionLevel {
    var directions: [TravelDirection] = []
    for restriction in restrictions where !directions.contains(restriction.direction) {
      directions.append(restriction.direction)
    }
    return PassJudgement(conditions: self, over: directions, isCurrent: true).level
  }
}
