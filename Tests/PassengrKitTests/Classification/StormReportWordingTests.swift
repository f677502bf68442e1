import Foundation
import Testing

@testable import PassengrKit

/// What a storm day's reports say beside a stated level: crews at work and what they report of the
/// snow, how high and how hard it falls, advice to be ready or where not to chain, a route written
/// after its way as Caltrans writes it, ODOT's codes named as records name them. None hides a
/// closure or a rule beside it.
@Suite struct StormReportWordingTests {
  static func level(_ text: String, agency: String? = nil) -> RestrictionLevel {
    WordingLevel.of(text, agency: agency)
  }

  @Test(arguments: [
    "Take it slow.", "Prepare to stop.", "Give yourself extra time.",
    "Make sure your vehicle is winter ready before heading out.", "Plows will be out all night.",
    "Plows are cycling through.", "Snowplows remain in the area.", "Crews report 6 inches of new snow.",
    "Crews treat the roadway.", "Snow level 2000 feet.", "Frzg fog.", "Snow is coming down hard at the summit.",
  ])
  func reportsAndAdviceLeaveTheStatedLevel(text: String) {
    #expect(Self.level("No restrictions. " + text) == .open, "\(text)")
    #expect(Self.level("Road closed. " + text).isClosure, "\(text)")
    #expect(Self.level("Chains required. " + text) == .chainsRequired, "\(text)")
  }

  /// Crews that report a road's state, advice that is a rule, a stop with no place: read, never
  /// set aside.
  @Test(arguments: [
    "Crews report 3 feet of snow on the road.", "Plows pulled off the road.", "Do not stop.",
    "Make sure you have chains.", "Crews report road closed.", "Plows are stuck.", "Crews report the pass is out.",
    "Snow level on roadway 36 inches.", "Snow coming down across the road.", "40 inches on the road.",
    "Snow accumulation of 30 inches on the roadway.", "Do not chain in the travel lanes.", "Westbound 0 open.",
  ])
  func crewsAndAdviceThatSayMoreAreRead(text: String) {
    #expect(Self.level(text) != .open, "\(text)")
  }

  /// A clause about a facility, a lane, a ramp or a shoulder that runs into the road's own closure
  /// or a chain rule is not understood: the closure is never the facility's alone.
  @Test(arguments: [
    "Exit 34 closed (I-90 closed, both directions).", "Ramp closed (mainline closed, both directions).",
    "Pedestrians please use the trail since the highway is closed",
    "VEHICLES USING THE SHOULDER TO GET AROUND ROAD NOW CLOSED", "Rest area closed (chains required).",
  ])
  func aClosureRunIntoAFacilitysClauseIsRead(text: String) {
    let level = Self.level(text)
    #expect(level == .unknown || level.isClosure, "\(text): \(level)")
  }

  /// … while a facility, a lane or a side road named with the road's words stays what it is.
  @Test(
    arguments: [
      ("Rest area on Highway 20 closed.", RestrictionLevel.open), ("Vail Pass Rest Area closed.", .open),
      ("Chain-up area closed.", .open), ("Exit 34 ramp closed. Use Exit 35.", .trafficDelays),
      (
        "A single lane of SR 9 between Alderwood Lane and Mosier Road may be closed. Flaggers will alternate traffic.",
        .trafficDelays
      ),
    ] as [(String, RestrictionLevel)])
  func facilitiesNamedWithTheRoadsWordsStayTheirs(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// "Eastbound 80 at Kingvale": a way before a route's number says where; a way before a count
  /// does not ("Westbound 2 lanes closed").
  @Test func aWayBeforeARoutesNumberIsAPlace() {
    #expect(Self.level("Eastbound 80 at Kingvale. Right lane closed.") == .trafficDelays)
    #expect(Self.level("Eastbound 80 closed at Kingvale.").isClosure)
    #expect(ClauseStatement.isWayBeforeRoute(["eastbound", "80", "at", "kingvale"], at: 0))
    #expect(!ClauseStatement.isWayBeforeRoute(["westbound", "2", "lanes", "closed"], at: 0))
    #expect(!ClauseStatement.isWayBeforeRoute(["eastbound", "50", "mph", "winds"], at: 0))
    #expect(!ClauseStatement.isWayBeforeRoute(["at", "eastbound", "80"], at: 1))
  }

  /// ODOT's codes named as its records name them, at their words' levels.
  @Test(arguments: [
    ("Restriction: A - Carry chains or traction tires (MP 241-250).", RestrictionLevel.tractionAdvised),
    ("Restriction: C", .tractionRequired), ("Restriction: D", .chainsAll),
  ])
  func odotsCodesByName(text: String, level: RestrictionLevel) {
    #expect(Self.level(text, agency: "odot") == level, "\(text)")
    #expect(Self.level("No restrictions. " + text, agency: "odot") != .open, "\(text)")
  }
}
