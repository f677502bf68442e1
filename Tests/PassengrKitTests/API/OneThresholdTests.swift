import Foundation
import Testing

@testable import PassengrKit

/// The one threshold rule (`ThresholdBreach.judging`): what reaches the level fails it, a known
/// closure however old; what is not current is never cleared; only current levels below it clear.
@Suite struct OneThresholdTests {
  func judgement(_ level: RestrictionLevel, isCurrent: Bool) -> PassJudgement {
    let restriction = Restriction(direction: .both, text: level.rawValue, level: level)
    let conditions = PassConditions(
      restrictions: [restriction], roadConditions: nil, weather: nil, temperatureF: nil, updatedAt: nil,
      fetchedAt: Date(timeIntervalSince1970: 0))
    return PassJudgement(conditions: conditions, over: [.eastbound, .westbound], isCurrent: isCurrent)
  }

  @Test(arguments: RestrictionLevel.allCases.filter { $0 != .unknown })
  func dataThatIsNotCurrentFailsEveryThreshold(threshold: RestrictionLevel) {
    for level in RestrictionLevel.allCases {
      let breach = ThresholdBreach.judging(
        [(name: "Pass", judgement: judgement(level, isCurrent: false))], against: threshold)
      #expect(breach != nil, "\(level) not current was cleared of \(threshold)")
    }
  }

  @Test(arguments: RestrictionLevel.allCases.filter { $0 != .unknown })
  func currentDataFailsExactlyAtOrAboveTheThreshold(threshold: RestrictionLevel) {
    for level in RestrictionLevel.allCases where level != .unknown {
      let breach = ThresholdBreach.judging(
        [(name: "Pass", judgement: judgement(level, isCurrent: true))], against: threshold)
      #expect((breach != nil) == level.isAtLeast(threshold), "\(level) against \(threshold)")
      if let breach, case .uncleared = breach { Issue.record("current \(level) was uncleared") }
    }
  }

  @Test func anOldClosureReachesAndIsNotMerelyUncleared() {
    let breach = ThresholdBreach.judging(
      [(name: "Pass", judgement: judgement(.closed, isCurrent: false))], against: .closed)
    guard case .reached(let passes, _) = breach else {
      Issue.record("\(String(describing: breach))")
      return
    }
    #expect(passes.map(\.level) == [.closed])
  }
}
