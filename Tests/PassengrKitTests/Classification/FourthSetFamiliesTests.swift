import Testing

@testable import PassengrKit

/// Kinds of statement a fourth round of labelled texts showed the reader missing: a highway named a
/// trail before its verb, exits named after a colon, a semicolon or a dash, a record labelled over at
/// its start, the signs of a closure taken away, restrictions foreseen as none, a hazard's label
/// beside the lanes it leaves, a slide-off in one lane, a carriageway of a divided highway, work
/// called off, and a closure to come beside the road told open until then.
@Suite struct FourthSetFamiliesTests {
  /// A numbered highway named a trail is the road, whatever helps its verb; a trail alone is a
  /// facility.
  @Test(
    arguments: [
      ("SR 88 (Apache Trail) is closed.", RestrictionLevel.closed),
      ("SR-88 (Apache Trail) remains closed between Tortilla Flat and Apache Lake due to storm damage.", .closed),
      ("Hwy 40 Kananaskis Trail is now closed", .closed),
      // (A trail known only by its name may be a highway named a trail: not understood.)
      ("The Pacific Crest Trail is closed.", .unknown),
      ("Trail Ridge closed for the season.", .closedForSeason),
      ("Trail Ridge is closed.", .closed),
      ("Trail crossing closed", .open),
    ])
  func aHighwayNamedATrail(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: "adot") == level, "\(text)")
  }

  /// An exit's name after its number, behind a colon, a semicolon or a dash, is where; what is
  /// stated around it is read.
  @Test(
    arguments: [
      "Roadwork on I-80 westbound between Exit 178: US 220 - LOCK HAVEN/ALTOONA and Exit 173: PA 64 - ZION. Traffic shifted to a single lane through the work zone. Expect delays.",
      "Crash on I-81 northbound at Exit 52: US 11 - MIDDLESEX. Right lane closed.",
      "Construction on I-87 northbound between Exit 21; NY 9N (Lake George) and Exit 22; US 9 (Lake George), right lane closed until 3:00 PM",
    ])
  func exitsNamedAfterTheirNumbers(text: String) {
    #expect(WordingLevel.of(text) == .trafficDelays, "\(text)")
    // (A statement that starts at the exit is no exit's name: "Exit 34; I-90 closed both directions".)
    #expect(WordingLevel.of("Exit 34; I-90 closed both directions") == .closed)
    #expect(WordingLevel.of("Exit 195; Copper Mountain - I-70 closed both directions") == .closed)
    // The same place beside a closure of the road closes it.
    #expect(WordingLevel.of(text + ". Road closed.") == .closed, "\(text)")
  }

  /// A record labelled over at its start tells of an event that ended; what still holds stands,
  /// and a status among a record's fields is the record's.
  @Test(
    arguments: [
      ("Cleared: Road closure on NY 3 both directions between Tupper Lake and Cranberry Lake", RestrictionLevel.open),
      ("RESOLVED - Crash blocking all lanes on I-90", .open),
      ("Cleared: crash. Road remains closed", .closed),
      ("Cleared: crash on I-90. Road still closed at MP 5", .closed),
      ("status: cleared | event: crash | roadStatus: closed", .closed),
      ("Resolved: Crash cleared. I-80 closed to all traffic.", .closed),
      ("Resolved: Disabled vehicle removed. SR 20 is closed at Yuba Pass due to snow.", .closed),
      ("RESOLVED - Road closed.", .closed),
      ("Cleared // I-90 closed", .closed),
      ("Resolved: Crash cleared. Safety closure in place on westbound I-70 at the Eisenhower Tunnel.", .closed),
      ("Road closure on NY 3 both directions", .closed),
    ])
  func aRecordLabelledOver(text: String, level: RestrictionLevel) {
    let read = WordingLevel.of(text)
    if level == .closed {
      #expect(read.isClosure, "\(text)")
    } else {
      #expect(read == level, "\(text)")
    }
  }

  /// The signs or barricades of a closure taken away reopen it; signs to come down later do not.
  @Test(
    arguments: [
      (
        "Hwy 11, Both directions, One lane closed, Traffic control in place. Road Closed signs removed.",
        RestrictionLevel.trafficDelays
      ),
      ("Hwy 10. The road is open. Barricades have been removed.", .open),
      ("Road closed. Barricades will not be removed until Monday.", .closed),
    ])
  func closureSignsTakenAway(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// No restriction foreseen is nothing restricted; "No travel" is a closure's word.
  @Test(
    arguments: [
      ("No closures expected.", RestrictionLevel.open),
      ("No road closures anticipated, expect heavy traffic", .trafficDelays),
      ("No lane closures are expected at this time.", .open),
      ("No major delays anticipated.", .open),
      ("No travel.", .closed),
      ("No closures expected. Road closed at MP 5.", .closed),
    ])
  func noRestrictionForeseen(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// A hazard's label and where it is, beside the lanes and flaggers that pass it, is that hazard's
  /// impact told; alone, or beside a closure, it is what it was.
  @Test(
    arguments: [
      (
        "Flooding on NY 28 both directions at Hinckley Road (Town of Russia), 1 lane of 2 closed, flagger directing traffic",
        RestrictionLevel.trafficDelays
      ),
      ("Rockslide on SH-75 near Galena Summit. One lane open with flaggers.", .trafficDelays),
      ("Flooding on NY 28. Road closed.", .closed),
      ("Rockslide on SH-75 near Galena Summit.", .unknown),
      ("Flooding on NY 28 over the road. One lane open with flaggers.", .unknown),
    ])
  func aHazardBesideItsImpact(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// A vehicle slid off into one lane, or traffic taking turns because of a fall, is delays; a
  /// fall or a slide blocking every lane is not.
  @Test(
    arguments: [
      ("Slide-off blocking right lane WB US-40 Daniels Summit MP 41. Use caution.", RestrictionLevel.trafficDelays),
      (
        "Alternating one-way traffic due to rockfall on SR-89A Both directions near Oak Creek Canyon switchbacks (MP 386)",
        .trafficDelays
      ),
      ("Rockfall blocking both lanes on SR-89A", .closed),
    ])
  func slideOffsAndFallsThatLeaveALane(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: "adot") == level, "\(text)")
  }

  /// One carriageway of a divided highway (express or collectors) closed, the other told to
  /// use, is delays.
  @Test func aCarriagewayOfADividedHighway() {
    #expect(
      WordingLevel.of("HWY 401 WB EXPRESS CLOSED AT KEELE ST FOR EMERGENCY ROAD REPAIRS - USE COLLECTORS")
        == .trafficDelays)
    #expect(WordingLevel.of("HWY 401 WB CLOSED AT KEELE ST") == .closed)
  }

  /// Cars let off a rule for trucks; work called off; a closure to come beside the road told open
  /// until then.
  @Test(
    arguments: [
      (
        "US-6 Soldier Summit: CMVs must install chains at chain-up area MP 212. Passenger vehicles exempt.",
        RestrictionLevel.open
      ),
      (
        "Avalanche control work on I-90 has been cancelled for tonight due to changing weather conditions. Both directions of the pass will remain open.",
        .open
      ),
      (
        "CO 82 over Independence Pass will close for the season Thursday at noon. The pass remains open until then with winter driving conditions.",
        .open
      ),
      ("CO 82 over Independence Pass will close for the season Thursday at noon.", .closedForSeason),
      ("The road will close at noon. It remains open until then. Road closed at MP 5.", .closed),
    ])
  func exemptionsCallingOffAndClosuresToCome(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: "cdot") == level, "\(text)")
  }

  /// Storm and limit notices beside a clear restriction field keep it open; a blizzard alone, zero
  /// visibility and a severe weather alert do not.
  @Test(
    arguments: [
      ("Blizzard conditions with near zero visibility.", RestrictionLevel.open),
      ("Weight limits posted at 24 tons on town highways during mud season.", .open),
      ("Please observe posted signs.", .open),
      ("Blizzard.", .unknown),
      ("Zero visibility", .unknown),
      ("Severe weather alert.", .unknown),
    ])
  func stormAndLimitNotices(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of("No restrictions. " + text) == level, "\(text)")
  }

  /// One lane said in the singular is a lane ("Lane closed. Flagger ahead."); lanes in the plural,
  /// or all of one way's, are the road.
  @Test(
    arguments: [
      ("Lane closed. Flagger ahead.", RestrictionLevel.trafficDelays),
      ("US 14A Boulder Canyon near Deadwood: Lane closed, flagger ahead", .trafficDelays),
      (
        "Road Construction on US 95 northbound. Lane closed. Flagger in place. Expect 15 minute delays.", .trafficDelays
      ),
      ("Lanes closed", .closed),
      ("ALL EB LN CLOSED", .closed),
    ])
  func oneLaneInTheSingular(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// Closures that come and go, each an hour at most in words ("up to one hour", "up to an
  /// hour"), are delays; longer, or of no told length, they close.
  @Test(
    arguments: [
      (
        "Avalanche control work planned Thursday from 8:00AM to 10:00AM MST. Expect intermittent closures of up to one hour.",
        RestrictionLevel.trafficDelays
      ),
      ("Expect intermittent closures of up to an hour.", .trafficDelays),
      ("Expect intermittent closures of up to three hours.", .closed),
    ])
  func briefClosuresCountedInWords(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// An interstate's exit name after a colon ("Exit 71: I-78/US 22 - LEHIGH VALLEY") is where.
  @Test func anInterstateNamingAnExit() {
    let text =
      "Jackknifed tractor trailer on I-76 westbound between Exit 161: US 30 - BREEZEWOOD and Exit 146: I-99/US 220 - BEDFORD. Left lane closed."
    #expect(WordingLevel.of(text) == .trafficDelays)
    #expect(
      WordingLevel.of(
        "Crash cleanup on I-476 northbound between Exit 71: I-78/US 22 - LEHIGH VALLEY and Exit 74: US 209 - MAHONING VALLEY. Road closed."
      ) == .closed)
  }

  /// A forecast's grammar and a weather service's headline, beside a clear restriction field, keep
  /// it open: what the weather will do, what lingers or remains, the care asked, a warning in
  /// effect or ending. Never a fall reported, the road under water, or a whiteout alone.
  @Test(
    arguments: [
      ("Drivers should use caution as icy areas remain.", RestrictionLevel.open),
      ("Winter driving conditions remain.", .open),
      ("Black ice and blowing snow are still being reported.", .open),
      ("Lingering slick spots are possible on untreated roads through the morning.", .open),
      ("Winter weather advisory remains in effect until 10 AM MST this morning.", .open),
      ("Winter Storm Warning remains in effect until 4 AM PST Saturday above 4000 feet.", .open),
      ("The winter storm warning will expire at noon.", .open),
      ("Wind chill values as low as 2.", .open),
      ("The snow could be heavy at times.", .open),
      ("Snow showers will taper off this afternoon, with only light additional accumulations.", .open),
      ("High winds and blowing snow are causing whiteout conditions on the pass.", .open),
      ("Secondary roads may remain snow covered.", .open),
      ("Difficult", .open),
      ("Rockfall reported near MP 40.", .unknown),
      ("Road still under water", .unknown),
      ("Whiteout.", .unknown),
      ("Snow could close the road.", .travelAdvisory),
    ])
  func aForecastsGrammar(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of("No restrictions. " + text) == level, "\(text)")
  }

  /// One way's lanes closed beside traffic told to pass on the other way's lanes or the shoulder
  /// is traffic getting through; both ways closed, or traffic sent to another road, is not.
  @Test(
    arguments: [
      (
        "US-12 MacDonald Pass: Crash. Eastbound lanes blocked. Traffic alternating in the westbound lane with flaggers. Expect delays.",
        RestrictionLevel.trafficDelays
      ),
      (
        "Crash. I-15 SB at MP 190 (Nephi). All SB lanes closed, traffic being diverted onto the right shoulder around the scene.",
        .trafficDelays
      ),
      (
        "Glenn Highway: Inbound lanes closed at Eklutna (MP 26) due to a crash. Traffic is being diverted to the outbound lanes via the crossover, one lane in each direction. Expect delays.",
        .trafficDelays
      ),
      ("Eastbound lanes closed. Westbound lanes closed. Traffic alternating in the left lane.", .closed),
      ("Eastbound lanes closed. Traffic diverted to US 30.", .closed),
      ("Westbound lanes closed. Eastbound traffic using left lane only.", .closed),
      ("Road open to traffic. Earlier single lane alternating traffic has ended.", .open),
    ])
  func oneWaysLanesClosedTrafficPassing(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// When the road is expected to be whole again, beside the lanes and flaggers told now, is when;
  /// a hazard's label beside them is that hazard's impact.
  @Test func aReopeningExpectedBesideTheLanesToldNow() {
    let text =
      "Rockslide on SH 55 in both directions from Mile 90 to Mile 92, 3 miles south of Smiths Ferry. The southbound lane is blocked. Traffic is alternating with flaggers. Expect delays of up to 30 minutes. The road is expected to be fully open late this afternoon."
    #expect(WordingLevel.of(text, agency: "itd") == .trafficDelays)
  }

  /// "All vehicles must have 4WD/AWD with M+S or 3PMSF tires, or chains" asks chains of a car without
  /// four-wheel drive, never of every car.
  @Test func everyVehicleNeedingOneOfThemIsNoChainsOnAll() {
    let text =
      "SR-210 Little Cottonwood Canyon: Traction Law in effect. All vehicles must have 4WD/AWD with M+S or 3PMSF tires, or chains/approved traction devices. Vehicles not in compliance will be turned around at the canyon mouth."
    #expect(WordingLevel.of(text, agency: "udot") == .chainsRequired)
  }

  /// Crowds and their care: a backup between two places, holiday and snow-play traffic, a bus to
  /// consider, the shoulder kept clear, crews of a named agency at work on a named road; and no
  /// chains, said so.
  @Test(
    arguments: [
      (
        "Heavy ski traffic. Vehicles backed up from Solitude to the canyon mouth. Expect significant delays. Consider UTA ski bus.",
        RestrictionLevel.trafficDelays
      ),
      (
        "Heavy snowplay traffic. Parking on the shoulder is prohibited. Illegally parked vehicles will be towed.",
        .trafficDelays
      ),
      ("NDOT crews performing snow removal on SR 431 between MM 10 and MM 14.", .trafficDelays),
      ("OR 138 E Diamond Lake smt: No restrictions. No chains.", .open),
      ("Traffic is using Highway 3A", .unknown),
      ("Road closed. Parking on the shoulder is prohibited.", .closed),
    ])
  func crowdsAndTheirCare(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// A rule enforced on those who do not meet it, beside the rule, says nothing more; alone it is
  /// not understood. Travel at one's own risk is advice against it; a convoy behind a grader and
  /// local access kept are what they are; a hazard's one-word label beside the lanes it leaves is
  /// its impact told.
  @Test(
    arguments: [
      (
        "Mt Seymour Road: Winter tires or chains required Oct 1 - Apr 30. Vehicles without proper tires may be turned back.",
        RestrictionLevel.tractionRequired
      ),
      (
        "Traction Law in effect on SR-210. Vehicles must be 4WD/AWD with M+S or 3PMSF tires, or have chains installed. Vehicles not meeting requirements will be turned around at the Gravel Pit.",
        .chainsRequired
      ),
      ("Vehicles will be turned around.", .unknown),
      (
        "Richardson Highway: No travel advised between MP 185 and MP 225 (Isabel Pass). Travel is at your own risk.",
        .travelAdvisory
      ),
      (
        "Dalton Highway MP 235-245 (Atigun Pass): Traffic is being convoyed over the pass behind a grader. Expect delays of 1-2 hours.",
        .trafficDelays
      ),
      (
        "Hill Road, 36th St to Collister Dr: Eastbound lane closed, flaggers alternating traffic. Local access maintained.",
        .trafficDelays
      ),
      ("Flooding. Water over roadway. Right lane closed on IA 175 near Onawa.", .trafficDelays),
      ("Flooding.", .unknown),
      ("Flooding. Road closed.", .closed),
    ])
  func enforcementRiskConvoysAndLabels(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: "udot") == level, "\(text)")
  }

  /// Short phrases of the agencies' real wording: no chain or traction law, a rule that does not
  /// apply to cars, a ramp's full closure, a partial closure, short holds, a waiting time, care
  /// asked of cars, the nearest facility, winter operations, pilot cars in use, fog lights on.
  @Test(
    arguments: [
      ("No chain or traction law in effect at this time.", RestrictionLevel.open),
      ("This requirement does not apply to passenger vehicles.", .open),
      ("Offramp full closure", .trafficDelays),
      ("Autoroute 20 westbound partial closure. 1 lane out of 2 closed between Exit 143 and Exit 147.", .trafficDelays),
      ("Road partially closed", .closed),
      ("Slide cleanup. Flaggers on scene. Short holds.", .trafficDelays),
      ("Waiting time approximately 60 minutes", .trafficDelays),
      ("Passenger cars use caution.", .open),
      ("The nearest rest area is Indian John Hill at milepost 89.", .open),
      ("Snow plow operations are underway on county roads.", .open),
      ("Pilot cars are in use from 7 AM to 7 PM daily.", .trafficDelays),
      ("Fog guidance lights activated.", .open),
    ])
  func shortPhrasesOfRealWording(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of("No restrictions. " + text) == level, "\(text)")
  }

  /// A sign's lines run together ("PASSENGER CHAIN LAW NOT IN EFFECT TRACTION LAW IN EFFECT") and
  /// the CHP's double slash ("EB 80 REOPENED AT COLFAX // CHAINS R2 STILL IN EFFECT") cut two
  /// statements: the rule still in force stands beside what was lifted.
  @Test func twoStatementsRunTogether() {
    #expect(
      WordingLevel.of(
        "[jp2][jl3][fo1]PASSENGER CHAIN LAW[nl][jl3][fo1]NOT IN EFFECT[nl][jl3][fo1]TRACTION LAW IN EFFECT",
        agency: "cdot") == .tractionRequired)
    #expect(
      WordingLevel.of(
        "Jan 14 2026  9:44AM [21] EB 80 REOPENED AT COLFAX // CHAINS R2 STILL IN EFFECT", agency: "caltrans")
        == .chainsRequired)
    #expect(WordingLevel.of("Chain law not in effect", agency: "cdot") == .open)
  }

  /// Both lanes of one way blocked, that way's traffic sent through the median crossover, is
  /// traffic getting through; an emergency closure lifted with traffic back to normal is open; a
  /// department of transportation's crews, named by its initials, are crews.
  @Test(
    arguments: [
      (
        "Crash involving a semi on US 6 near MP 210 (Soldier Summit) blocking both westbound lanes. Westbound traffic is being diverted through the median crossover. One lane each direction in the eastbound lanes.",
        RestrictionLevel.trafficDelays
      ),
      ("Crash blocking both directions. Traffic is being diverted through the median crossover.", .closed),
      ("The emergency closure has been lifted. Traffic is back to normal.", .open),
      ("PennDOT crews on site", .trafficDelays),
    ])
  func crossoversAndNormalTraffic(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// A chain-up area full says drivers are chaining: never `open`, wherever it is told.
  @Test(arguments: [
    "CHAIN UP AREA AT MP 64 FULL, USE PULLOUT AT MP 66", "Chain up area full", "Chain area at MP 5 is full",
  ])
  func aChainAreaFullIsNeverOpen(text: String) {
    #expect(WordingLevel.of(text, agency: "odot") == .unknown, "\(text)")
    #expect(WordingLevel.of("No restrictions. " + text) == .unknown, "\(text)")
  }

  /// A connector known only by its name may be a highway (BC's Okanagan Connector): not understood;
  /// one named by a route or a way is a ramp, or the route.
  @Test(
    arguments: [
      ("Okanagan Connector closed in both directions.", RestrictionLevel.unknown),
      ("Westbound connector closed", .trafficDelays),
      ("The I-5 connector is closed", .closed),
    ])
  func aConnectorKnownByItsName(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: "drivebc") == level, "\(text)")
  }
}
