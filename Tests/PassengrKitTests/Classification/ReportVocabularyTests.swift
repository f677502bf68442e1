import Testing

@testable import PassengrKit

/// The vocabulary of reports read as a driver reads it: the weather, the surface and the crews'
/// routine restrict nothing; a rule for trucks binds no car; a field that says nothing is no
/// evidence; and none of it ever lowers what the text states beside it.
@Suite struct ReportVocabularyTests {
  /// Weather, surface and the crews' routine, in the agencies' own words and short forms.
  @Test(arguments: [
    "Crews pretreating bridges.", "Plows and spreaders out.", "Crews continue pushing back snow banks.",
    "Blowing dust still possible.", "Blowing snow in open areas.", "Snow and ice covered sections remain.",
    "Scattered snow & ice remain.", "Temps near freezing.", "Strong crosswinds.", "Snowing moderately.",
    "3\" new snow since 4 AM.", "SCT FROST, PATCHY FOG", "Lt snow.", "Mostly Clear - Seasonal Conditions",
    "Minor conditions: patches of snow/ice", "Swirling snow.", "heavy snow, 6in new, vis down to 1/4 mi",
    "Ice still present, slow down.", "Smoke, limited visibility.", "Pullouts not plowed.",
    "Winter conditions on SH-75 between Ketchum and Stanley.", "Speed limits have returned to normal.",
  ])
  func weatherSurfaceAndRoutineLeaveAnOpeningOpen(text: String) {
    #expect(RestrictionClassifier.classify("No restrictions. " + text) == .open)
    #expect(RestrictionClassifier.classify("Road closed. " + text).isClosure)
    #expect(RestrictionClassifier.classify("Chains required. " + text) == .chainsRequired)
  }

  /// The words those reports may not swallow: an opening, an "out" or a "down" said of the road.
  @Test(arguments: [
    "Road out in open areas.", "Open areas.", "Bridge out.", "Trees down.", "Road out past the summit.",
    "Blizzard.", "Whiteout.", "Severe weather alert.", "Road may open.", "May reopen.", "Bridge collapse this morning.",
    "Partially open.", "The bridge over Deer Creek is gone.", "Allow 4 hours to cross the pass.",
    "Plan to spend the night in Cle Elum.",
  ])
  func aRoadOutOrDownIsNoReport(text: String) {
    #expect(RestrictionClassifier.classify("No restrictions. " + text) != .open)
  }

  /// A hazard named where it is, the work on it, a tow or a crew on the scene: beside the delays
  /// they make, those delays; a hazard alone may be the road shut, never open.
  @Test(arguments: [
    ("Rockfall reported near MP 40. One lane open, use caution.", RestrictionLevel.trafficDelays),
    ("Rockslide on SH-75 near Galena Summit (MP 156). One lane getting by, flaggers on scene.", .trafficDelays),
    (
      "Flaggers alternating one lane while crews repair a washout along the shoulder. Delays up to 15 minutes.",
      .trafficDelays
    ),
    ("Right lane closed. Tow in progress.", .trafficDelays),
    ("Right lane closed. Pilot vehicle in use.", .trafficDelays),
    ("Crash. Right lane closed; traffic getting by in the left lane.", .trafficDelays),
    ("Traffic will be held near milepost 64 for avalanche control. Holds up to 20 minutes.", .trafficDelays),
    ("Disabled tractor trailer on I-78 westbound. Right lane closed.", .trafficDelays),
    ("Crash: I-75 SB before Exit 277 (Cobb Pkwy). Right lane blocked.", .trafficDelays),
    ("Alternating Traffic | Impacts both directions", .trafficDelays),
    ("Rockslide on SH-75 near Galena Summit. Flaggers on scene. Road blocked.", .closed),
  ])
  func whatMakesTheDelaysIsThoseDelays(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  @Test(arguments: ["Rockfall reported near MP 40.", "Impacts both directions", "Rockslide on SH-75."])
  func aHazardOrAnImpactAloneIsNotOpen(text: String) {
    #expect(RestrictionClassifier.classify(text) != .open)
  }

  /// A ban of a truck's kind of trailer binds no car; trailers alone may be a car's.
  @Test(arguments: [
    ("Tractor-trailers prohibited. Passenger vehicles use caution.", RestrictionLevel.open),
    ("Tandem trailers prohibited", .open), ("Trailers prohibited", .travelAdvisory),
    ("Empty trailers prohibited", .travelAdvisory), ("No trailer traffic", .travelAdvisory),
  ])
  func aBanOfTrucksTrailersBindsNoCar(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  /// A truck's rule with the word for cars beside it: open for a car.
  @Test(arguments: [
    "Chains required for trucks. No chain controls for passenger vehicles.",
    "Chains required for trucks. Passenger vehicles no restrictions.",
    "Chains required for trucks. Passenger vehicles not affected.",
    "TRUCKS OVER 10,000 GVW CHAIN UP AT EXIT 6. CARS OK W/O CHAINS AT THIS TIME.",
    "Hazardous materials are prohibited from the tunnel. The tunnel is open to all other traffic.",
  ])
  func aRuleForTrucksBesideCarsClearedIsOpen(text: String) {
    #expect(RestrictionClassifier.classify(text) == .open)
  }

  /// "No chain controls" for cars is a lifting, never the chain control it names.
  @Test func noChainControlsForCarsIsNoChainControl() {
    #expect(RestrictionClassifier.classify("No chain controls for passenger vehicles.") == .open)
    #expect(RestrictionClassifier.classify("Chain controls for passenger vehicles.") != .open)
  }

  /// "W/" and "W/O" before what a vehicle carries are "with" and "without"; before a place, west.
  @Test(arguments: [
    ("4WD/AWD w/ snow tires or chains req'd", RestrictionLevel.chainsRequired),
    ("Chains required W/O Kingvale", .chainsRequired), ("Chains required W of Kingvale", .chainsRequired),
  ])
  func withAndWithoutAreReadSo(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  /// A field that says nothing of the road (no report, a record's status, a referral) is no
  /// evidence alone; beside a report it changes nothing.
  @Test(arguments: [
    "No Report Available", "No reports at this time", "Confirmed report", "CHECK COTRIP.ORG", "See map for details",
  ])
  func aFieldThatSaysNothingIsUnknownAlone(text: String) {
    #expect(RestrictionClassifier.classify(text) == .unknown)
    #expect(RestrictionClassifier.classify("Road closed. " + text) == .closed)
  }

  @Test func aReferralBesideAReportChangesNothing() {
    #expect(RestrictionClassifier.classify("Bare and dry. CHECK COTRIP.ORG") == .open)
    #expect(RestrictionClassifier.classify("Chains required. See map for details") == .chainsRequired)
  }

  /// Advice and warnings an agency states as the road's state: a travel advisory.
  @Test(arguments: [
    "Dust storm warning", "Low visibility due to blowing dust near Picacho Peak. Pull aside, stay alive.",
    "Severe Driving Conditions", "High profile vehicles restricted - strong crosswinds",
    "Travel not advised. Road may close with little notice.",
  ])
  func warningsAndPleasAreAdvisories(text: String) {
    #expect(RestrictionClassifier.classify(text) == .travelAdvisory)
  }

  /// A page's comment is never read; a weight's "lbs." ends no sentence before what it weighs.
  @Test func commentsAndWeightsAreNotWords() {
    #expect(RestrictionClassifier.classify("Snowplow operations. Expect delays. <!-- WT-430 -->") == .trafficDelays)
    #expect(
      RestrictionClassifier.classify(
        "Traction tires required. Vehicles towing and vehicles over 10,000 lbs. GVW must use chains.")
        == .tractionRequired)
  }
}
