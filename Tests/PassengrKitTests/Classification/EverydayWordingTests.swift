import Testing

@testable import PassengrKit

/// Everyday words of reports, each kind read as a driver reads it, and never below what the text
/// states beside it.
@Suite struct EverydayWordingTests {
  /// The way traffic moves: delays.
  @Test(arguments: [
    "Traffic slowing in the area.", "Watch for slowed traffic.", "A crash is affecting traffic.",
    "Northbound traffic still slow approaching Bamberton.", "Traffic merges left.", "Full stops possible.",
    "Two-way head-to-head traffic in the SB lanes.", "Expect stop-and-go traffic.",
    "Intermittent holds of up to 1 hour.",
    "Traffic may be slowed behind the sweeper truck.",
  ])
  func trafficThatMovesSlowlyIsDelays(text: String) {
    #expect(RestrictionClassifier.classify(text) == .trafficDelays)
    #expect(RestrictionClassifier.classify(text.uppercased()) == .trafficDelays)
    #expect(RestrictionClassifier.classify("Road closed. " + text) == .closed)
    #expect(RestrictionClassifier.classify("No restrictions. " + text) == .trafficDelays)
  }

  /// Services, advice and the winter's routine beside an opening leave it open.
  @Test(arguments: [
    "Resort lots full.", "No cell service between Lake Louise and Jasper.", "No collisions.",
    "Violators subject to fines.", "See separate event.", "Make sure your tires are ready.", "Check tires.",
    "Do not stop on the highway.", "Watch for fire crews and equipment.", "See map for details.",
    "Be alert for workers and equipment.", "Check TripCheck before traveling.", "Sanding operations underway.",
    "No active construction projects reported at this time.",
    "Sanding completed.", "Sanded corners.",
  ])
  func servicesAdviceAndRoutineLeaveAnOpeningOpen(text: String) {
    #expect(RestrictionClassifier.classify("No restrictions. " + text) == .open)
    #expect(RestrictionClassifier.classify("Chains required. " + text) == .chainsRequired)
  }

  @Test(arguments: [
    ("Lane restrictions near Tucker have been removed.", RestrictionLevel.open),
    ("The travel advisory for Highway 16 from Smithers to Houston has been cancelled.", .open),
    ("Chain controls are no longer in effect from Strawberry to Meyers /Echo Summit/ (El Dorado Co)", .open),
    ("PER CT CHAIN CONTROLS LIFTED", .open),
    ("Lane restrictions near Tucker have not been removed.", .unknown),
    ("Chain controls remain in effect from Strawberry to Meyers /Echo Summit/ (El Dorado Co)", .chainsRequired),
    ("The travel advisory for Highway 16 remains in effect.", .travelAdvisory),
  ])
  func aLiftingNamedWithItsPlaceLifts(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  @Test(arguments: [
    ("Chains required unless vehicle has snow tires.", RestrictionLevel.tractionRequired),
    ("2WD vehicles without proper tires must use chains.", .tractionRequired),
    ("Chains required without exception, even with snow tires.", .unknown),
    ("Chains required on all vehicles without exception.", .chainsAll),
    ("All vehicles must have chains or 4WD/AWD", .chainsRequired),
    ("Chains required on all vehicles.", .chainsAll),
    ("The Traction Law may be put in place on short notice.", .tractionAdvised),
    ("The Traction Law is in effect and may be extended.", .tractionRequired),
  ])
  func tiresOrDriveThatExcuseChainsLowerTheRule(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  @Test func aLawThatMayComeIsAdviceForTheAgencyToo() {
    let text = "Snow is forecast tonight and the Traction Law may be put in place on short notice."
    #expect(PassengrSession.classify(text, agency: AgencyID(rawValue: "cdot"), now: .distantPast) != .tractionRequired)
    #expect(RoadWords.read(text, terms: CDOTWords.terms).level == .tractionAdvised)
  }

  /// Caltrans' counties and landmarks say where; its lines read as without them.
  @Test(arguments: [
    (
      "Chains or snow tires are required from Tahoe City (Placer Co) to the Jct of I 80 (Nevada Co)",
      RestrictionLevel.tractionRequired
    ),
    ("Is closed from Colfax (Placer Co) to the Nevada State Line - Due to a crash", .closed),
    ("Chains are required on all vehicles from Strawberry to Meyers /Echo Summit/ (El Dorado Co)", .chainsAll),
    ("Is closed 2 mi north of the Jct of SR 44 (Tuolumne, Mono Co's) - Due to snow", .closed),
  ])
  func countiesAndLandmarksSayWhere(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
    #expect(!RoadWords.read(text).statements.contains { $0.meaning == .unrecognised })
  }

  @Test func aDriveBCIdWithItsPrefixIsBoilerplate() {
    #expect(
      RestrictionClassifier.classify("Winter tires required north of Squamish. (ID# DBC-83900)") == .tractionRequired)
  }

  /// Work on a hazard and one way's lane blocked are the delays stated beside them; alone they
  /// may stand for a closure and stay not understood.
  @Test func workOnAHazardAndOneWaysLaneAreTheDelaysBesideThem() {
    #expect(
      RestrictionClassifier.classify("Single lane alternating traffic while crews clear the slide.") == .trafficDelays)
    #expect(
      RestrictionClassifier.classify("PILOT CAR MP 41-44 WB, 15 MIN DELAYS, PLOW TRAIN CLEARING SLIDE")
        == .trafficDelays)
    #expect(RestrictionClassifier.classify("Crews clear the slide.") == .unknown)
    #expect(RestrictionClassifier.classify("No restrictions. Crews clear the slide.") == .unknown)
    #expect(RestrictionClassifier.classify("Road closed. Crews clear the slide.") == .closed)
    #expect(
      RestrictionClassifier.classify(
        "A downed tree is blocking the southbound lane. Flaggers are directing traffic around the scene.")
        == .trafficDelays)
    #expect(RestrictionClassifier.classify("A downed tree is blocking the southbound lane.") == .unknown)
    #expect(
      RestrictionClassifier.classify(
        "A downed tree is blocking both lanes. Flaggers are directing traffic around the scene.") != .trafficDelays)
    #expect(
      RestrictionClassifier.classify(
        "A downed tree is blocking the southbound lane until further notice. Flaggers are directing traffic.")
        != .trafficDelays)
  }

  /// The way round a closure says nothing more than the closure; beside a closed ramp it is its delays.
  @Test func theWayRoundAClosureIsPartOfIt() {
    let closure = "Is closed at Colfax (Placer Co) - Due to a crash - Motorists are advised to use an alternate route"
    #expect(RestrictionClassifier.classify(closure) == .closed)
    #expect(!RoadWords.read(closure).statements.contains { $0.meaning == .unrecognised })
    #expect(
      RestrictionClassifier.classify(
        "The on-ramp to westbound I 80 from Donner Pass Rd is closed - Motorists are advised to use the next on-ramp")
        == .trafficDelays)
    #expect(RestrictionClassifier.classify("Motorists are advised to use an alternate route") == .unknown)
  }

  /// A field that lists the lanes a record affects, or how long a wait lasts, is delays.
  @Test(arguments: [
    "left lane, center lane", "right lane", "Mobile Lanes", "right lane, right shoulder", "Up to 20 minutes", "15 min",
  ])
  func someLanesOrAWaitAreDelays(text: String) {
    #expect(RestrictionClassifier.classify(text) == .trafficDelays)
    #expect(RestrictionClassifier.classify("Road closed. " + text) == .closed)
  }

  @Test func allLanesOrADurationBesideAClosureAreNoDelays() {
    #expect(RestrictionClassifier.classify("all lanes") != .trafficDelays)
    #expect(RestrictionClassifier.classify("both lanes") != .trafficDelays)
    #expect(RestrictionClassifier.classify("Closed for up to 20 minutes") == .closed)
  }

  /// The dash of a span of time cuts no clause; a dash after a route's number does.
  @Test func aSpanOfTimeIsOneClause() {
    #expect(RestrictionClassifier.classify("Left lane closed nightly 8 PM - 6 AM for construction.") == .trafficDelays)
    #expect(RestrictionClassifier.classify("Right lane closed 22:00 - 05:00") == .trafficDelays)
    #expect(RestrictionClassifier.clauses(of: "Closed 2100 - 0500 hrs") == ["closed 2100 0500 hrs"])
    #expect(
      RestrictionClassifier.classify("Highway 400 Southbound between Highway 89 and Highway 9 - 2 right lanes closed")
        == .trafficDelays)
  }

  /// A route's label and the stretch it names ("I 80: Rawlins - Walcott Jct") say where.
  @Test func aStretchAfterARouteSaysWhere() {
    #expect(RestrictionClassifier.classify("No restrictions. I 80: Rawlins - Walcott Jct") == .open)
    #expect(RestrictionClassifier.classify("I 80: Rawlins - Walcott Jct: Closed") == .closed)
    #expect(RestrictionClassifier.classify("No restrictions. I 80: Rawlins - Blizzard Closed") != .open)
    #expect(RestrictionClassifier.classify("No restrictions. CO 9: Zorbs - Blizzard") != .open)
  }

  @Test func signalsOutAndChemicallyWetRoads() {
    #expect(
      RestrictionClassifier.classify(
        "Traffic signal malfunction at Junction Highway 95A. Signals flashing red. Treat as a four-way stop.")
        == .trafficDelays)
    #expect(RestrictionClassifier.classify("No restrictions. Chemically Wet") == .open)
  }

  /// The items of a list of classes a rule binds are the rule's: nothing for a car.
  @Test func theItemsOfAListOfClassesAreTheRules() {
    let text =
      "Speed restriction 45 MPH. Empty tractor trailers, tractor trailers w/ doubles, RVs and trailers PROHIBITED."
    #expect(!RoadWords.read(text).statements.contains { $0.meaning == .unrecognised })
    #expect(
      RestrictionClassifier.classify(
        "Closed to tractor trailers with empty trailers, tandem trailers, and passenger cars.") == .closed)
  }

  /// The level an agency's reader gives `text`.
  static func level(_ text: String, agency: String) -> RestrictionLevel? {
    Agencies.all.agency(AgencyID(rawValue: agency))?.read(text).level
  }

  /// What a text spells out a car must have stands, even where it asks more than the rule's name.
  @Test func alternativesSpelledOutStandOverTheLawsName() {
    #expect(
      Self.level(
        "TRACTION LAW IN EFFECT - SR-210 Little Cottonwood Canyon. 4WD/AWD with M+S or 3PMSF tires, or chains required.",
        agency: "udot") == .chainsRequired)
    #expect(
      Self.level("Traction law in effect: vehicles must have M+S tires, 3PMSF tires, or chains", agency: "udot")
        == .tractionRequired)
  }

  /// A 511 lanes field alone names some lanes (delays) or all of them (never `open`).
  @Test(arguments: ["itd", "udot", "ndot", "adot"])
  func aLanesFieldAloneIsNeverOpen(agency: String) {
    #expect(Self.level("Right Lane, Right Shoulder", agency: agency) == .trafficDelays)
    #expect(Self.level("Left Lane", agency: agency) == .trafficDelays)
    #expect(Self.level("All Lanes", agency: agency) != .open)
    #expect(Self.level("Both Lanes", agency: agency) != .open)
    #expect(Self.level("Right Shoulder", agency: agency) == .open)
  }

  /// How reports tell the weather and the surface: never a restriction beside an opening.
  @Test(arguments: [
    "Mainly bare with slushy sections", "Snowing moderately", "6 inches new snow since 4 AM",
    "Roadway has 2 inches of slush", "Vis approx 100 ft", "Heavy snow w/ blowing & drifting",
    "Spray reducing visibility", "31F", "-2C",
  ])
  func reportWordsLeaveAnOpeningOpen(text: String) {
    #expect(RestrictionClassifier.classify("No restrictions. " + text) == .open)
    #expect(RestrictionClassifier.classify("Chains required. " + text) == .chainsRequired)
  }

  /// The verbs those reports use never hide a road that cannot be driven.
  @Test(arguments: ["Roadway has washed out", "Bridge has collapsed", "Road has been closed since 4 AM"])
  func aReportsVerbsHideNoClosure(text: String) {
    #expect(RestrictionClassifier.classify("No restrictions. " + text) != .open)
  }

  /// A word after a spaced dash starts a clause, as after a stop: never a name ("Road").
  @Test(arguments: ["Chains required - ", "Bare and dry - ", "Bare and dry. - ", "Snowing \u{2013} "])
  func aWordAfterADashIsNoName(before: String) {
    #expect(RestrictionClassifier.classify(before + "Road closure: the road due to a rock slide.") == .closed)
    #expect(
      RestrictionClassifier.classify(before + "Road closure: The road (Eastbound)").rank >= RestrictionLevel.closed.rank
    )
  }

  /// A field that says it has no report says nothing of the road: alone never `open`.
  @Test func noReportAloneIsUnknown() {
    #expect(RestrictionClassifier.classify("No Report") == .unknown)
    #expect(RestrictionClassifier.classify("NO REPORT") == .unknown)
    #expect(RestrictionClassifier.classify("No restrictions. No report") == .open)
  }

  /// An agency's term never lowers a closure's word the later steps read, and CDOT's forecast
  /// sentinel alone reports nothing. A rolling closure holds traffic for minutes behind a moving
  /// block: delays, as WYDOT's term says; beside the road closed it stays closed.
  @Test func termsKeepClosuresAndSentinelsSayNothing() {
    #expect(Self.level("Rolling Closure", agency: "wydot") == .trafficDelays)
    #expect(Self.level("Rolling closures; road closed at Elk Mountain", agency: "wydot") == .closed)
    #expect(Self.level("Rolling closure, road closed", agency: "wydot") == .closed)
    #expect(Self.level("forecast text included", agency: "cdot") == .unknown)
    #expect(Self.level("No restrictions. dry, forecast text included", agency: "cdot") == .open)
    #expect(RestrictionClassifier.classify("Dust storm warning: I-10 between Casa Grande and Picacho Peak.") != .open)
  }

  /// The sign that chain controls are up, with only where or since when, is the rule beside it.
  @Test(arguments: [
    (
      "Chain controls are in effect on SR-431 Mt. Rose Highway: chains or snow tires required.",
      RestrictionLevel.tractionRequired
    ),
    ("Chain control effective from: 01/09/2026 05:42. Chains or snow tires are required.", .tractionRequired),
    ("Chain controls are in effect on SR-431", .chainsRequired),
    ("Chain controls are in effect on all vehicles. Chains or snow tires required.", .chainsRequired),
  ])
  func aChainControlSignIsTheRuleBesideIt(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  /// A lane-closure record's fields: the type of closure and of work name what follows.
  @Test func theFieldsOfALaneClosureRecord() {
    #expect(
      RestrictionClassifier.classify(
        "Type of Closure: One-Way Traffic | Type of Work: Slope Repair | Lanes Closed: 1 of 2 | Estimated Delay: 10 min"
      )
        == .trafficDelays)
    #expect(RestrictionClassifier.classify("Type of Closure: Full | Type of Work: Paving") == .closed)
    #expect(RestrictionClassifier.classify("Type of Work: Frobnication") == .unknown)
  }

  /// A lifting's phrase inside a clause lifts only where the rest of it is known and harmless.
  @Test(arguments: [
    "The road is open frob the traffic is frobbed", "Road is open zorb traffic is zorbed",
    "Road is open avalanche debris on roadway", "La route est ouverte mais la circulation est bloquée",
  ])
  func aLiftingBesideWordsNotUnderstoodIsNoOpening(text: String) {
    #expect(RestrictionClassifier.classify(text) != .open)
  }
}
