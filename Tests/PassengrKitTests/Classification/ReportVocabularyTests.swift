import Foundation
import Testing

@testable import PassengrKit

/// The vocabulary of reports read as a driver reads it: the weather, the surface and the crews'
/// routine restrict nothing; a rule for trucks binds no car; a field that says nothing is no
/// evidence; and none of it ever lowers what the text states beside it.
@Suite struct ReportVocabularyTests {
  /// Weather, surface and the crews' routine, in the agencies' own words and short forms.
  @Test(arguments: [
    "Crews pretreating bridges.", "Plows and spreaders out.",
    "Blowing dust possible.", "Blowing snow in open areas.",
    "Scattered snow & ice.", "Temps near freezing.", "Strong crosswinds.", "Snowing moderately.",
    "3\" new snow since 4 AM.", "SCT FROST, PATCHY FOG", "Lt snow.", "Mostly Clear - Seasonal Conditions",
    "Minor conditions: patches of snow/ice", "Swirling snow.", "heavy snow, 6in new, vis down to 1/4 mi",
    "Ice present, slow down.", "Smoke, limited visibility.",
    "Winter conditions on SH-75 between Ketchum and Stanley.", "Speed limits have returned to normal.",
    "Heavy snow last 2 hrs.", "Smoke may limit visibility.", "Chaussée partiellement enneigée, visibilité bonne",
    "Lake effect snow bands with reduced visibility.", "Wildfire smoke.", "Snowplow activity.",
    "Plows have cleared the road; packed snow near the summit.", "Trace moisture.",
    "Light snow. 3\" new since 4am, winds SW 10-15 mph at the summit", "Visibility may drop to zero.",
    "Expect snowbanks near the summits.", "Width: 12 ft | Height: 14 ft 6 in",
    "Icy spots remain, drive with caution.", "Roads remain slippery.", "Ice still present, slow down.",
    "Spots of ice on bridge decks early AM. Otherwise bare.", "WET, NO SNOW ON RD. 34F LIGHT RAIN",
    "Scattered snow & ice remain.", "Snow above 4000 ft.", "Visibility 50 ft in blowing snow.",
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
    "Partially open.", "The bridge over Deer Creek is gone.", "Rockslide near the road.", "Wildfire near the road.",
    "Road may drop.", "#RoadClosed", "Road still under water", "Road under 2 ft of water", "Bridge deck under water",
    "Water covering bridge deck", "Bridge deck covered with water", "Near MP 40 bridge swept away",
    "Between MP 40 and MP 44 bridge fell", "Water remains over road", "60in snow on roadway",
    "Zero visibility", "Hazardous conditions", "Barely passable with care", "Snow and ice #NoThruTraffic",
    "Allow 4 hours to cross the pass.",
    "Plan to spend the night in Cle Elum.", "Road drifted over", "Snow drifts 6 ft over roadway",
    "Snow drifts up to 3 feet on roadway", "Road still slippery and under water", "Snow remains over",
    "No snow removal", "Road remains icy and flooded",
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
    ("Trucks and trailers prohibited", .travelAdvisory),
    ("Trucks and all vehicles and trailers prohibited", .travelAdvisory),
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

  /// Crews' shorthand: "RT LN" is the right lane ("RT 9" stays a route), R-levels and codes lifted
  /// lift, "CV" is a commercial vehicle.
  @Test(arguments: [
    ("RT LN CLSD EB MP 103 BRIDGE WORK", RestrictionLevel.trafficDelays), ("RT 9 CLSD", .closed),
    ("R2 chain controls lifted at 11:20.", .open), ("Traction/Chain Law Code 15 and 18 Lifted", .open),
    ("CV chains required", .open), ("CHAINS ON ALL VEH MP 74-82 - NO TRAC TIRE EXEMPTION", .chainsAll),
    ("Chains required on all vehicles. AWD not exempt.", .chainsAll),
  ])
  func crewsShorthandIsReadSo(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  @Test func anExemptionDeniedAloneIsNotOpen() {
    #expect(RestrictionClassifier.classify("AWD not exempt.") != .open)
  }

  /// A closure told as earlier beside the road's reopening for the same way is history; anything
  /// else beside it keeps the closure.
  @Test(arguments: [
    ("SR-87 at Strawberry (MP 270), closed earlier due to snow, has reopened. Use caution.", RestrictionLevel.open),
    ("SR-87 closed earlier due to snow. Right lane reopened.", .closed),
    ("SR-87 closed earlier due to snow, remains closed. Road reopened at the junction.", .closed),
    ("Westbound closed earlier due to snow. Eastbound has reopened.", .closed),
    ("I-80 closed earlier in both directions; eastbound has reopened", .closed),
    ("Road closed earlier at MP 40. Road has reopened at MP 10.", .closed),
    ("Road closed earlier for the season. Sno-park reopened.", .closedForSeason),
    ("SR-87 closed earlier due to snow and is closed; has reopened", .closed),
  ])
  func aClosureEarlierBesideAReopeningIsHistory(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  /// A facility after a place's word is where the road is closed, not what is closed.
  @Test(arguments: [
    ("Glacier Point Road beyond the ski area is closed.", RestrictionLevel.closed),
    ("Glacier Point Road beyond Badger Pass Ski Area is closed for the season.", .closedForSeason),
    ("Tioga Road and Glacier Point Road beyond Badger Pass Ski Area are closed for the season.", .closedForSeason),
    ("Road past the rest area is closed.", .closed), ("Rest area past Yuba Pass is closed.", .open),
  ])
  func aFacilityAfterAPlaceWordIsWhere(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  /// A named pass and its way head a report; a hazard's word never names one.
  @Test(arguments: [
    ("CABBAGE HILL WB: FREEZING FOG, BLACK ICE REPORTED NEAR MP 220, USE CAUTION", RestrictionLevel.open),
    ("Cabbage Hill WB: Freezing fog", .open), ("AVALANCHE PASS WB: Freezing fog", .unknown),
    ("CLOSED PASS WB: freezing fog", .closed),
  ])
  func aPassAndItsWayHeadAReport(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  @Test func avalancheWorkCompletedBesideAReopeningIsOver() {
    let text =
      "Highway 3, in both directions. Avalanche control work completed between West Avalanche Gate and East "
      + "Avalanche Gate (Kootenay Pass). Road reopened. Compact snow, use caution."
    #expect(RestrictionClassifier.classify(text) == .open)
    #expect(RestrictionClassifier.classify("Avalanche control work completed. Road closed.") == .closed)
  }

  /// A reopening told with why the road had closed, over: open. One to come is not.
  @Test(arguments: [
    ("All lanes of I-10 EB have REOPENED near Casa Grande following an earlier crash.", RestrictionLevel.open),
    ("SR-28 has REOPENED between Sand Harbor and Incline Village after this morning's rockslide.", .open),
    ("Road reopened after crews cleared the slide.", .open), ("Road will be reopened after the crash", .closed),
    ("Road reopened after 6 pm.", .unknown), ("Crews will hold traffic until further notice", .closed),
    ("Nothing getting by", .unknown), ("The no travel advisory has been lifted.", .open),
    ("The no travel advisory has not been lifted.", .unknown),
  ])
  func aReopeningAfterItsCauseIsOpen(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  /// What a rule's record says beside it: a car told it has none, four-wheel drive instead of
  /// chains, how the rule is enforced, when it began; an exit's name after the exit.
  @Test(arguments: [
    (
      "Chains req'd on vehicles towing or over 10,000 GVW. No restrictions for autos at this time.",
      RestrictionLevel.open
    ),
    (
      "US-93 Lost Trail Pass: chains required on vehicles over 10,000 GVW. Passenger vehicles use extreme caution.",
      .open
    ),
    ("All vehicles must have chains or be 4WD/AWD.", .chainsRequired),
    (
      "Traction Law in effect. Vehicles not in compliance will be turned around at the base of the canyon.",
      .tractionRequired
    ),
    ("Vehicles not in compliance will be turned around at the base of the canyon.", .unknown),
    ("Truck chain requirements are maximum for all trucks. Chain control effective from: 12/24/2025 08:19", .open),
    ("Chain control effective from: 12/24/2025 08:19", .unknown),
    ("R-2. Chain control effective from 12/24/2025 8:19 AM", .chainsRequired),
    ("Left lane closed due to disabled vehicle on I-40 Eastbound near Exit 185 - Bellemont (MP 185)", .trafficDelays),
    ("Crash at Exit 29 - Closed", .closed), ("Crash at Exit 29 - Frobnicated", .unknown),
    ("No restrictions on I-80 at Exit 29 - Tornado", .unknown),
    ("I-80 from Exit 5 to Exit 10 closed", .closed), ("I-80 beyond Exit 10 is closed", .closed),
    ("Chains required on vehicles over 10,000 GVW and passenger vehicles.", .chainsRequired),
    (
      "Traction tires required on autos and vehicles over 10,000 GVW. No restrictions for autos west of summit.",
      .tractionRequired
    ),
    ("I-94 is open. A no travel advisory stays in effect for the rest of the region.", .travelAdvisory),
  ])
  func whatARecordSaysBesideItsRule(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  /// A post's hashtag is no word of the road, unless it may say what the road is.
  @Test(arguments: [
    ("Crash on I-80 EB. #UtahTraffic", RestrictionLevel.trafficDelays), ("Crash. #1 lane blocked", .trafficDelays),
    ("No restrictions. #CLOSED", .closed), ("No restrictions. #wawx", .open),
    ("I-90 Thruway between Exit 57 and Exit 61: commercial vehicle ban LIFTED. All vehicles may travel.", .open),
    ("Landslide on SH-14. Debris removal underway; road reduced to one lane with a pilot car.", .trafficDelays),
  ])
  func hashtagsAndWhatFollowsAnEvent(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
  }

  /// A road opened for the season, to every vehicle: "reopened for the season at 11 a.m. Friday",
  /// "has reopened to vehicle traffic for the season", "is now open to motor vehicles".
  @Test(arguments: [
    "SR 20 North Cascades Highway reopened for the season at 11 a.m. Friday.",
    "OR 242 McKenzie Pass Hwy has reopened to vehicle traffic for the season.",
    "OR 242 (McKenzie Highway) is now open to motor vehicles for the season.",
    "SR-190 Guardsman Pass has reopened for the season.",
    "The Lassen Volcanic National Park Highway opened for the season on June 14.",
    "The full 30-mile highway is open to vehicles.",
  ])
  func aRoadOpenedForTheSeasonIsOpen(text: String) {
    #expect(RestrictionClassifier.classify(text) == .open)
    #expect(RestrictionClassifier.classify(text + " Road closed at MP 40.").isClosure)
  }

  /// What is no seasonal opening: one to come, one for others, one of a stretch's part.
  @Test(arguments: [
    "SR 20 will reopen for the season on Friday.", "Road open to emergency vehicles for the season.",
    "Open for the season to snowmobiles only.", "Expected to reopen for the season in May.",
    "Not open for the season.",
  ])
  func anOpeningToComeOrForOthersIsNotOpen(text: String) {
    #expect(RestrictionClassifier.classify(text) != .open)
  }

  /// Traffic let through in turns and the work that makes it: delays, never more, never open.
  @Test(arguments: [
    "Eastbound traffic is being metered at the tunnel due to heavy volume.",
    "Snow plow escort in effect near the summit.",
    "Holds of 15-20 minutes.", "US-212 near Red Lodge: chip seal.", "Mill and overlay, MP 6.0 to 17.5.",
    "Crews chip seal the roadway.", "Moving lane closure. Expect slow moving vehicles.",
    "Expect congestion as held traffic is released.", "Expect heavy traffic for a while as the backup clears.",
    "Convoy escort in effect km 343 to km 409.", "Pavement marking operations.",
  ])
  func trafficLetThroughInTurnsIsDelays(text: String) {
    #expect(RestrictionClassifier.classify(text) == .trafficDelays, "\(text)")
    #expect(RestrictionClassifier.classify("Road closed. " + text).isClosure, "\(text)")
  }

  /// Advice to avoid a road or a forecast that travel will be hard: an advisory, unless the advice
  /// is only for trucks; never open.
  @Test(arguments: [
    ("High-profile vehicles should avoid the canyon.", RestrictionLevel.travelAdvisory),
    ("ADOT advises motorists to avoid SR-89A through Oak Creek Canyon this evening.", .travelAdvisory),
    ("Heavy snow expected tonight. Travel may become difficult.", .travelAdvisory),
    ("Travel may be difficult on mountain routes.", .travelAdvisory),
    ("Drivers of campers, trailers and high-profile vehicles should avoid the pass.", .travelAdvisory),
    ("Tractor trailers are advised to avoid the Gap.", .open),
    ("Trucks and passenger cars should avoid the pass.", .travelAdvisory),
  ])
  func adviceToAvoidIsAnAdvisory(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level, "\(text)")
  }

  /// The boilerplate of posts and pages says nothing: "Good news:", "Check DriveBC before you go",
  /// "More info: TripCheck", "so please drive carefully", "travel lanes not blocked".
  @Test(arguments: [
    "Good news: US 40 has reopened.", "Road open. Check DriveBC before you go.",
    "Chain controls lifted, so please drive carefully!", "No restrictions. More info: TripCheck.",
    "No restrictions. Turn on headlights and watch for fire crews and equipment entering the highway.",
    "No restrictions. Loose gravel; windshield damage possible.", "No restrictions. Travel lanes not blocked.",
    "Road open. No restrooms.", "RoadCondition: Snow Covered | WeatherCondition: Blowing Snow | Restriction: None.",
    "No restrictions. Primary Condition: Partly Snow Covered. Secondary Conditions: Icy Spots.",
  ])
  func boilerplateOfPostsSaysNothing(text: String) {
    #expect(RestrictionClassifier.classify(text) == .open, "\(text)")
    #expect(RestrictionClassifier.classify(text + " Road closed at MP 40.").isClosure, "\(text)")
  }

  /// A fire near the road beside what the text states of the road is that statement's reason; alone,
  /// or on, over or across the road, it is never read open.
  @Test(arguments: [
    ("Road open. Wildfire in the vicinity.", RestrictionLevel.open),
    ("Wildfire activity. Westbound traffic reduced to one lane with a pilot car.", .trafficDelays),
    (
      "Wildfire activity near SH-75 north of Stanley, milepost 190 to 201. Pilot car escorting traffic.", .trafficDelays
    ),
    (
      "SR-28 Lake Tahoe: Fire suppression crews working along the roadway from Incline Village to Spooner Junction. Expect intermittent lane closures and delays.",
      .trafficDelays
    ),
    ("Wildfire in the vicinity.", .unknown), ("Chain controls lifted. Wildfire near the road.", .unknown),
    ("Road open. Wildfire across the road.", .unknown), ("Road open. Wildfire burning over the highway.", .unknown),
    ("Road open. Wildfire near the road, highway closed at MP 40.", .closed),
  ])
  func aFireNearTheRoadIsTheReasonForWhatIsStated(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level, "\(text)")
  }

  /// CHP's log entries run together, Caltrans asking for a sander or a sign, a checkpoint written out
  /// flat and a record's ISO date: where and when, never what; a word that may say what the road is
  /// is always read.
  @Test(arguments: [
    (
      "Jan 12 2025  6:05AM [4] PER CALTRANS TRUCK SCREENING AT APPLEGATE EB, PASSENGER VEHS NOT AFFECTED  / Jan 12 2025  6:06AM [5] NO CHAIN CONTROLS FOR P/V AT THIS TIME",
      RestrictionLevel.open
    ),
    (
      "Jan 12 2026  6:41AM [3] 1039 CT REQ SAND, VEH SPUN OUT BLKG #2 LN EB 80 JEO DONNER LAKE INTERCHANGE",
      .trafficDelays
    ),
    (
      "Dec 30 2024  4:47PM [2] 1141 ENRT \nDec 30 2024  4:49PM [3] VEH OVER THE SIDE, 1 VEH BLKG #2 LN \nDec 30 2024  4:58PM [6] REQ CT FOR SIGN",
      .trafficDelays
    ),
    ("3-ED-50-76.28-E-148 | US-50 | East | R-2 | 2025-01-06 05:12:40", .chainsRequired),
    ("10-ALP-4-0.65-W-14W,West,SR-4,R-2,2026-01-12,05:48:10", .chainsRequired),
    ("3-ED-50-76.28-E-148 | CLOSED | US-50 | East | R-2", .closed),
    ("3-ED-50-76.28-E-148 | ROAD CLOSED AT MEYERS | US-50 | R-0", .closed),
    ("3-ED-50-76.28-E-148 | IMPASSABLE | US-50 | R-0", .closed),
    ("Jan 12 2025  6:05AM [4] NO CHAIN CONTROLS  Jan 12 2025  6:06AM [5] RDWY CLSD", .closed),
  ])
  func logStampsAndRecordFieldsAreWhereAndWhen(text: String, level: RestrictionLevel) {
    #expect(
      PassengrSession.answer(to: text, agency: .caltrans, now: Date(timeIntervalSince1970: 1_780_000_000)).level
        == level, "\(text)")
  }

  /// An event's label and where it is, in any order, beside the delays it makes, is that label;
  /// alone, or with a word that closes, it never makes the road open or less than stated.
  @Test(arguments: [
    "CRASH: NB I-580 AT MOANA LN, LEFT LANE BLOCKED. EXPECT DELAYS.",
    "I-15 NB at 2100 S: Crash, right two lanes blocked. Expect delays.",
    "CRASH: I-81 SB near MM 64 in Franklin County. Right lane closed, backups approaching 2 miles.",
    "Hwy 1 (Trans-Canada Hwy) EB in Banff National Park: Collision, left lane blocked near Castle Junction.",
    "Rockslide on SH-75 both directions near Galena Summit (MP 156). One lane getting by, flaggers on scene.",
    "I-90 Lookout Pass eastbound: crash in the chain-up area, right lane blocked near MP 2. Expect delays.",
    "US-6 Spanish Fork Canyon construction MP 180-186. One lane each direction; expect delays.",
    "Hwy 11 NB at Chamberlain: seasonal paving. Traffic reduced to one lane with a pilot vehicle.",
  ])
  func anEventAtItsPlaceBesideItsDelaysIsThoseDelays(text: String) {
    #expect(RestrictionClassifier.classify(text) == .trafficDelays, "\(text)")
    #expect(RestrictionClassifier.classify(text + " Road closed at MP 40.").isClosure, "\(text)")
  }

  @Test(arguments: [
    ("Crash NB I-580 at Moana Ln.", RestrictionLevel.unknown),
    ("Crash NB I-580 at Moana Ln, road blocked. Expect delays.", .closed),
    ("Crash NB I-580 at Moana Ln not passable. Expect delays.", .closed),
    ("Crash NB I-580 closed at Moana Ln. Expect delays.", .closed),
    ("Crash NB I-580 at Moana Ln until further notice. Expect delays.", .unknown),
    ("Expect delays. Rockslide in roadway.", .unknown),
    ("Expect delays. Slide on road between MP 5 and MP 9.", .unknown),
  ])
  func anEventAtItsPlaceAloneOrClosingIsNotDelays(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level, "\(text)")
  }

  /// What an adversarial read of these rules tried: a tire allowance for another vehicle, place or
  /// time, or beside a closure; advice to avoid beside a closure or for more than trucks; holds and
  /// escorts that do not end; openings of a part or as far as a place; a checkpoint's field that
  /// says the road is gone. Never read open, and never below what is stated.
  @Test(arguments: [
    ("Chains required. Traction tires OK for 4 wheel drive.", RestrictionLevel.chainsRequired),
    ("Chains required. Traction tires OK for SUVs.", .chainsRequired),
    ("Chains required. Traction tires OK after 6 PM.", .chainsRequired),
    ("Chains required at the summit. Traction tires OK in lieu of chains below the summit.", .chainsRequired),
    ("Chains required. Traction tires previously allowed in lieu of chains.", .chainsRequired),
    ("Chains required. Road shut at the summit and traction tires OK in lieu of chains below.", .closed),
    ("I-5: Chains required. US-97: Traction tires OK in place of chains.", .chainsRequired),
    (
      "Chains required on vehicles towing or over 10,000 GVW. Chains required on vehicles under 10,000 GVW.",
      .chainsRequired
    ),
    ("Chains required and trucks should use caution", .chainsRequired),
    ("3-ED-50-76.28-E-148 | STRAWBERRY | US-50 | East | R-2 | 2025-01-06 05:12:40", .chainsRequired),
    ("Motorists should avoid SR 20 because no traffic is getting through.", .unknown),
    ("Truckers are advised to avoid the pass and motorists should delay travel.", .travelAdvisory),
    ("Trucks and pickups should avoid the pass.", .travelAdvisory),
    ("Trucks and vehicles should avoid the pass.", .travelAdvisory),
    ("Semis should avoid the area due to long delays", .travelAdvisory),
    ("Holds of all traffic until further notice.", .closed),
    ("Plow escorts suspended until further notice.", .unknown),
    ("Escort program in effect after the road reopens.", .unknown),
    ("Travel lanes not blocked and avoid unnecessary travel.", .unknown),
    ("Portion of Tioga Road reopened to vehicle traffic for the season", .unknown),
    ("Road partly opened for the season", .unknown),
    ("First 12 miles reopened to motorists", .unknown),
    ("Road opened to vehicles below 5000 ft", .unknown),
    ("Highway 20 opened for the season to Rainy Pass", .unknown),
    ("Tioga Road closed for the season. Last year the road reopened on June 2.", .closedForSeason),
    ("3-ED-50-76.28-E-148 | ROAD WASHED OUT | US-50 | East | No restrictions", .closed),
    ("3-ED-50-76.28-E-148 | BRIDGE OUT | US-50 | East | No restrictions", .unknown),
    ("Road open. Fire in the roadway near MP 40.", .trafficDelays),
    ("Roads remain snow covered 4 wheel drive", .unknown),
  ])
  func whatAnAdversaryTriedOfTheseRulesStaysAsStated(text: String, level: RestrictionLevel) {
    // What is stated, or `unknown` with what is stated as its floor ("chains required; possibly worse").
    let words = RoadWords.read(text)
    let read = words.level(for: .both)
    #expect(
      read == level || read == .unknown && words.floor(for: .both) == level, "\(text): \(String(describing: read))")
  }
}
