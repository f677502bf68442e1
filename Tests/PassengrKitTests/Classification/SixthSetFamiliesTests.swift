import Testing

@testable import PassengrKit

/// Kinds of statement a sixth round of labelled texts (long multi-sentence descriptions) and an
/// adversarial read showed the reader missing: Caltrans levels beside R-1 words, the road beside a
/// ramp, closures told as reasons and in lists, both carriageways closed in separate clauses, the
/// boilerplate of long descriptions, and openings that are no reopening.
@Suite struct SixthSetFamiliesTests {
  /// A Caltrans R-level named beside the words of R-1 is that level; a rule told in force before a hedge of how long it lasts stays in force.
  @Test(
    arguments: [
      ("Chains or snow tires required (R2)", "caltrans", RestrictionLevel.chainsRequired),
      (
        "Chain controls remain in effect: chains or snow tires required [R2]", "caltrans",
        RestrictionLevel.chainsRequired
      ),
      ("Chains or snow tires required (R3)", "caltrans", RestrictionLevel.chainsAll),
      ("Chains or snow tires required", "caltrans", RestrictionLevel.tractionRequired),
      ("Chains required and could be required for several more hours", "caltrans", RestrictionLevel.chainsRequired),
      ("Chains could be required later today", "caltrans", RestrictionLevel.tractionAdvised),
    ] as [(String, String?, RestrictionLevel)])
  func caltransLevelsBesideTheirWords(text: String, agency: String?, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: agency) == level, "\(text)")
  }

  /// The road past a ramp, closed along with it, or told "also" closed after it is no ramp's closure; a ramp alone stays delays.
  @Test(
    arguments: [
      ("I-80 EB after the SR 89 ramp is closed", "caltrans", RestrictionLevel.closed),
      ("Ramp after the bridge closed", "caltrans", RestrictionLevel.trafficDelays),
      ("Ramp from I-70 to US 6 closed along with I-70 in both directions", "cdot", RestrictionLevel.closed),
      ("Ramp from I-70 to US 6 closed along with the right lane", "cdot", RestrictionLevel.trafficDelays),
      ("Closed: Ramp from I-17 to I-40 (I-40 also closed in both directions)", "adot", RestrictionLevel.unknown),
      ("The ramp to I-40 is also closed", "adot", RestrictionLevel.trafficDelays),
      ("Closed: Ramp from I-17 to I-40", "adot", RestrictionLevel.trafficDelays),
    ] as [(String, String?, RestrictionLevel)])
  func theRoadBesideARamp(text: String, agency: String?, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: agency) == level, "\(text)")
  }

  /// A closure told as a forecast's reason, the road first in a list one closure closes, and both carriageways closed in clauses of their own are the road closed.
  @Test(
    arguments: [
      (
        "Expect chain controls and road closures over Sierra passes as I-80 is closed at Colfax", "caltrans",
        RestrictionLevel.closed
      ),
      ("Expect chain controls and road closures over Sierra passes", "caltrans", RestrictionLevel.travelAdvisory),
      ("Road, trailheads and campgrounds closed", nil, RestrictionLevel.closed),
      ("Highway, rest area and campground closed", nil, RestrictionLevel.closed),
      ("Highway, rest areas, and campgrounds are closed", nil, RestrictionLevel.closed),
      ("Mount Rose Highway, trailheads and campgrounds closed", nil, .closed),
      ("US 2, rest areas and sno-parks closed", nil, .open),
      ("Trailheads and campgrounds closed", nil, RestrictionLevel.open),
      ("General purpose lanes closed. Express lanes closed.", "wsdot", RestrictionLevel.closed),
      ("General purpose lanes closed; express lanes also closed", "wsdot", RestrictionLevel.closed),
      ("General purpose lanes closed. Express lanes open.", "wsdot", RestrictionLevel.trafficDelays),
      ("Eastbound general purpose lanes closed. Westbound express lanes closed.", "wsdot", RestrictionLevel.closed),
      ("Pavement preservation work: lanes closed in both directions at milepost 40", nil, RestrictionLevel.closed),
      ("Traffic backup as lanes are blocked in both directions", nil, RestrictionLevel.closed),
      ("Pavement preservation work: right lanes closed in both directions", nil, RestrictionLevel.trafficDelays),
    ] as [(String, String?, RestrictionLevel)])
  func closuresToldAsReasonsAndLists(text: String, agency: String?, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: agency) == level, "\(text)")
  }

  /// The boilerplate of long descriptions (who watches, advice with a "not" of its own, where updates come, schedules, fines) restricts nothing; beside a closure it hides nothing.
  @Test(
    arguments: [
      ("ODOT geotechnical crews continue to monitor the slope", nil, RestrictionLevel.open),
      ("Caltrans reminds motorists to slow for the cone zone", nil, RestrictionLevel.open),
      ("Bridge out crews are assessing the damage", nil, RestrictionLevel.unknown),
      ("Please do not stop in the avalanche zone", nil, RestrictionLevel.open),
      ("Increase following distance and never stop in the travel lanes", nil, RestrictionLevel.open),
      ("Motorists must turn around", nil, RestrictionLevel.unknown),
      ("Do not stop in the avalanche zone, road closed", nil, RestrictionLevel.closed),
    ] as [(String, String?, RestrictionLevel)])
  func boilerplateOfLongDescriptions(text: String, agency: String?, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: agency) == level, "\(text)")
  }

  /// Open country, a road staying open, a lane still closed, a closure in the past, "no chain controls" for a car, a rule as a condition and a transfer between carriageways are read as what they say.
  @Test(
    arguments: [
      (
        "Motorists are urged to pay close attention to flaggers and signs in the work zone", nil,
        RestrictionLevel.trafficDelays
      ),
      ("Motorists should slow down and be alert for drifting snow in open areas", nil, RestrictionLevel.open),
      ("The highway is not affected and all lanes remain open", nil, RestrictionLevel.open),
      ("The road will remain open overnight", nil, RestrictionLevel.open),
      ("The road will not reopen until Friday", nil, RestrictionLevel.closed),
      ("Road remains closed and will not reopen tonight", nil, RestrictionLevel.closed),
      ("Reopening of the closed lane is expected by 6:00 PM", nil, RestrictionLevel.trafficDelays),
      ("Reopening of the road is expected by 6:00 PM", nil, RestrictionLevel.closed),
      ("Earlier all lanes were blocked and traffic was diverted at Exit 268", nil, RestrictionLevel.unknown),
      ("All lanes remain blocked", nil, RestrictionLevel.closed),
      ("No chain controls are in effect for passenger vehicles at this time", nil, RestrictionLevel.open),
      (
        "No chain controls are in effect at this time; LEVEL 2 CHAIN LAW IN EFFECT", nil,
        RestrictionLevel.chainsRequired
      ),
      ("Work is weather dependent and may be cancelled if chain controls are in effect", nil, RestrictionLevel.unknown),
      (
        "Motorists should be prepared for sudden closures and carry emergency supplies", nil,
        RestrictionLevel.travelAdvisory
      ),
      ("Express to collector transfer closed east of Highway 427", nil, RestrictionLevel.trafficDelays),
      ("Highway expected to be cleared by 6 PM", nil, .unknown),
      ("The crash is expected to be cleared by 2 PM", nil, .trafficDelays),
      (
        "Glacier Creek Road is closed for the season at the gate near milepost 2. SR 542 Mt. Baker Highway remains open.",
        nil, RestrictionLevel.unknown
      ),
      ("Elm Street is closed between First and Third; US 2 is not affected.", nil, .trafficDelays),
      ("VEH NOW ON RHS, LANES CLR", nil, RestrictionLevel.unknown),
      ("Until then SR 25 remains open with no restrictions", nil, RestrictionLevel.unknown),
      ("Updates will be posted to 511NY as they become available", nil, RestrictionLevel.open),
      ("This schedule is subject to change due to weather", nil, RestrictionLevel.open),
      ("Fines doubled when workers present", nil, RestrictionLevel.open),
    ] as [(String, String?, RestrictionLevel)])
  func openingsThatAreNotReopenings(text: String, agency: String?, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: agency) == level, "\(text)")
  }

  /// Long descriptions' second pass: the road staying open, a car told it has no rule, a rule
  /// lifted, weather that lingers or drops, an incident's clearance and a speed held down (delays),
  /// and larger vehicles sent another way; never a closure or a rule beside them.
  @Test(
    arguments: [
      ("I-10 mainline lanes will remain open", RestrictionLevel.open),
      ("Road will remain open until 8 PM", RestrictionLevel.closed),
      ("Passenger vehicles have no restrictions at this time", RestrictionLevel.open),
      ("Trucks have no restrictions", RestrictionLevel.open),
      ("Passenger vehicles are not required to chain", RestrictionLevel.open),
      ("All vehicles may now travel", RestrictionLevel.open),
      ("All vehicles may now travel except trucks", RestrictionLevel.unknown),
      ("NDOT has lifted chain controls", RestrictionLevel.open),
      ("The restriction for high-profile vehicles has been lifted as winds have diminished", RestrictionLevel.open),
      ("Traffic is now moving in both lanes", RestrictionLevel.open),
      ("Reopened northbound/southbound", RestrictionLevel.open),
      ("Road closed and all lanes remain open", RestrictionLevel.closed),
      ("No restrictions. Roads remain partially covered with snow and ice.", RestrictionLevel.open),
      ("No restrictions. Drifts are refilling quickly.", RestrictionLevel.open),
      ("No restrictions. Visibility may drop quickly in heavier bands.", RestrictionLevel.open),
      ("No restrictions. But roads remain snow packed near Snowbird.", RestrictionLevel.open),
      ("No restrictions. Snow covered and icy roads will linger through this evening.", RestrictionLevel.open),
      ("No restrictions. But chains required.", RestrictionLevel.chainsRequired),
      ("No restrictions. Consider using US 10 or MN 101 as an alternate.", RestrictionLevel.open),
      ("Estimated to clear by 2:45 PM", RestrictionLevel.trafficDelays),
      ("Speed is restricted to 45 MPH", RestrictionLevel.trafficDelays),
      ("Variable speed limit of 35 MPH in effect", RestrictionLevel.trafficDelays),
      ("Vehicles wider than 12 feet must detour via Rt. 16 and Rt. 94", RestrictionLevel.open),
      ("Vehicles over 10 tons must follow the posted detour using PA 879 and US 322", RestrictionLevel.open),
      ("All vehicles must detour via US 2", RestrictionLevel.unknown),
    ])
  func longDescriptionsSecondPass(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }
}
