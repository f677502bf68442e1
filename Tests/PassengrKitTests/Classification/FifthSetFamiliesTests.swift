import Testing

@testable import PassengrKit

/// Kinds of statement a fifth round of labelled texts showed the reader missing: a trail known only
/// by its name, both carriageways of a divided highway closed, bare lanes closed each way, a closure
/// a season or a year away, and a ramp named by the roads it joins.
@Suite struct FifthSetFamiliesTests {
  /// A trail known only by its name may be a highway named a trail (Arizona's SR 88 "Apache Trail"):
  /// not understood, never open. A trail of a kind, or trails, are facilities.
  @Test(
    arguments: [
      ("Apache Trail closed due to washout", RestrictionLevel.unknown),
      ("Oregon Trail closed", .unknown),
      ("The Apache Trail is closed between Tortilla Flat and Apache Lake", .unknown),
      ("The hiking trail is closed", .open),
      ("Snowmobile trails closed", .open),
      ("Nordic trails are closed for the season", .open),
      ("Iron Goat Trail trailhead closed", .open),
      ("US 2 and snowmobile trails closed", .closed),
      ("Lost Trail Pass rest area closed", .open),
    ])
  func aTrailKnownByItsName(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: "adot") == level, "\(text)")
  }

  /// Both carriageways of a divided highway closed are the road; one of them, or a lane of one, is
  /// delays.
  @Test(
    arguments: [
      ("Express lanes and general purpose lanes closed", RestrictionLevel.closed),
      ("Express and collector lanes closed eastbound and westbound", .closed),
      ("HOV and general purpose lanes closed westbound", .closed),
      ("I-90 express lanes and general purpose lanes closed due to collision", .closed),
      ("Express lanes closed. Use general purpose lanes.", .trafficDelays),
      ("HWY 401 WB EXPRESS CLOSED AT KEELE ST - USE COLLECTORS", .trafficDelays),
      ("Express lanes and right lane of general purpose lanes closed", .trafficDelays),
      ("HOV lane and right lane closed", .trafficDelays),
      ("Express lanes and general purpose lanes reopened", .open),
    ])
  func bothCarriageways(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: "wsdot") == level, "\(text)")
  }

  /// The lanes, named bare, closed with nothing after but their way are the road that way, as
  /// "Lanes closed both directions" is; lanes of a kind, or with the work's reason, stay delays.
  @Test(
    arguments: [
      ("Lanes blocked in both directions", RestrictionLevel.closed),
      ("Lanes closed in the eastbound direction", .closed),
      ("Lanes are closed eastbound", .closed),
      ("Rockslide near MP 40. Lanes blocked in both directions. Flaggers on scene.", .closed),
      ("Lanes closed both directions", .closed),
      ("Right lanes closed in both directions", .trafficDelays),
      ("Lanes closed for paving", .trafficDelays),
    ])
  func bareLanesEachWay(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: "wsdot") == level, "\(text)")
  }

  /// A closure a season or a year away says nothing of the road now; one that holds until then, is
  /// told with its day, or sits beside its reopening, is a closure.
  @Test(
    arguments: [
      ("Road closure expected in summer 2027 for the bridge replacement.", RestrictionLevel.open),
      ("Full closure of SR-28 between Spooner Junction and Sand Harbor is planned for spring 2027.", .open),
      ("A full closure for culvert replacement is planned for summer 2027.", .open),
      ("SR 20 will close in March 2027 for paving", .open),
      ("Road will be closed beginning next spring", .open),
      ("Road closed until spring 2027", .closedForSeason),
      ("Road will be closed through summer 2027", .closed),
      ("Road will be closed starting March 5, 2027", .closed),
      ("Road closed since 2024", .closed),
      ("Closed for construction, expected to reopen in summer 2027", .closed),
      ("Closure will continue into 2027", .closed),
      ("The highway will be closed for the 2027 season", .closed),
      ("Road closed. Will reopen in spring 2027", .closed),
      ("Road is closed and is expected to remain closed until spring 2027", .closedForSeason),
    ])
  func aClosureSeasonsAway(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: "wsdot") == level, "\(text)")
  }

  /// A ramp named right before its verb, the roads it joins before it, is what closes; a state word
  /// first, as a label, closes what follows it.
  @Test(
    arguments: [
      ("The I-40 EB to I-25 SB ramp will also be closed nightly.", RestrictionLevel.trafficDelays),
      ("Closed: Ramp from I-87 southbound to I-287 eastbound (Exit 15) for emergency repair", .trafficDelays),
      ("Fermeture de la bretelle d'accès à l'autoroute 15 nord depuis le boulevard Saint-Martin.", .trafficDelays),
      ("I-5 and the ramp closed", .closed),
      ("Closed: I-80 between Truckee and Colfax", .closed),
      ("Road to the ramp closed", .closed),
      ("Ramp closed. I-90 closed both directions", .closed),
      ("The I-5 connector is closed", .closed),
    ])
  func aRampNamedByItsRoads(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: "wsdot") == level, "\(text)")
  }
}

/// More kinds of the fifth round: a numbered place's town after a dash, notices of what is not
/// touched and where more will be told, traffic merging, alternated or backed up, a forecast of what
/// the weather does to the view, a weather alert ended, and closures a storm may bring to the passes.
@Suite struct FifthSetNoticesTests {
  /// A town after a numbered place's dash, inside a place, is where; a word that may say what
  /// happens there, or a dash after an exit before anything but a route, still cuts.
  @Test(
    arguments: [
      (
        "Construction on I-87 northbound between Exit 23 - US 9 (Warrensburg) and Exit 24 - CR 11 (Bolton Landing). Right lane closed.",
        RestrictionLevel.trafficDelays
      ),
      (
        "Roadwork on PA 6 both directions between PA 449 - GOLD and PA 44 - COUDERSPORT. Traffic is alternating with flaggers.",
        .trafficDelays
      ),
      ("Incident on US 220 southbound at PA 150 - LOCK HAVEN. There is a lane restriction.", .trafficDelays),
      ("No restrictions on I-80 at MM 29 - TORNADO", .unknown),
      ("No restrictions on I-80 at MM 29 - Tornado", .unknown),
      ("No restrictions on I-80 at Exit 29 - Tornado", .unknown),
      ("NO RESTRICTIONS AT MM 29 - FROBNICATED", .unknown),
      ("Crash at MP 40 - Road closed", .closed),
      ("Crash near MM 12 - Highway Closed", .closed),
    ])
  func aTownAfterADash(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// What a notice says is not touched, and where more will be told, restrict nothing; beside a
  /// closure it changes nothing.
  @Test(
    arguments: [
      ("No restrictions. Details will be posted on the project page.", RestrictionLevel.open),
      ("No restrictions. Details to follow.", .open),
      ("No restrictions. Permits will not be issued.", .open),
      ("No restrictions. No current impacts to traffic.", .open),
      ("No restrictions. No closure is in place now.", .open),
      ("Ramp closure. No mainline impact.", .trafficDelays),
      ("Single lane closures with flaggers. Night work is not scheduled.", .trafficDelays),
      ("Roadwork. Alternating one-way traffic. Unknown duration.", .trafficDelays),
      ("No restrictions. Reduce speed and use low-beam headlights.", .open),
      ("Road closed. Details to follow.", .closed),
      ("Road closed. No current impacts to traffic.", .closed),
    ])
  func noticesOfNothingTouched(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// Traffic merging, alternated, backed up or shifted is delays.
  @Test(
    arguments: [
      "Crash. Right lane blocked, traffic merging left.",
      "Northbound lane blocked. Traffic is being alternated in the southbound lane by UHP.",
      "Right lane closed. South traffic backup is approximately 2 miles.",
      "Bridge work. Lane shifts and reduced lane widths 9 PM to 5 AM.",
      "Traffic held up to 30 min, released on the half hour.",
    ])
  func trafficKeptMoving(text: String) {
    #expect(WordingLevel.of(text) == .trafficDelays, "\(text)")
  }

  /// A forecast of what the weather does to the view or the air, and a weather alert ended, are no
  /// restriction; closures a storm may bring to the passes are possible, not stated.
  @Test(
    arguments: [
      ("No restrictions. Widespread blowing snow could significantly reduce visibility.", RestrictionLevel.open),
      ("No restrictions. Gusty winds will blow around unsecured objects.", .open),
      ("No restrictions. The Winter Storm Warning is cancelled.", .open),
      ("No restrictions. Leave extra space and avoid sudden braking on icy roads.", .open),
      ("Expect chain controls and road closures over Sierra passes.", .travelAdvisory),
      ("No restrictions. The road closure is cancelled. Road closed.", .closed),
      ("No restrictions. Travel advisory cancelled.", .open),
      ("No restrictions. Zero visibility.", .unknown),
      ("No restrictions. Severe weather alert.", .unknown),
      ("Road closed. Expect chain controls and road closures over Sierra passes.", .closed),
    ])
  func forecastsAndAlertsEnded(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// Advice not to travel, for whom it names, and a forecast that travel will be dangerous, are
  /// advisories; the zones of an alert's "WHERE" bullet are where, and anything more in it is read.
  @Test(
    arguments: [
      (
        "Light high-profile vehicles are advised not to travel on I-90 between Ellensburg and Vantage.",
        RestrictionLevel.travelAdvisory
      ),
      ("Mackinac Bridge: High wind warning. High-profile vehicles subject to escort.", .travelAdvisory),
      ("Travel should be restricted to emergencies only.", .travelAdvisory),
      ("Travel could be very dangerous to impossible.", .travelAdvisory),
      (
        "Flaggers will hold traffic up to 20 minutes between MP 52 and MP 56. See project page for details.",
        .trafficDelays
      ),
      (
        "* WHAT...Blizzard conditions expected.\n\n* WHERE...Portions of central and eastern North Dakota.\n\n* WHEN...Until 6 AM CST Thursday.\n\n* IMPACTS...Travel could be very dangerous to impossible. The hazardous conditions could impact the Thursday morning commute.",
        .travelAdvisory
      ),
      (
        "* WHERE...Lower Columbia River Valley and the Cascade foothills. * WHEN...Until 10 AM PST Wednesday. No restrictions.",
        .open
      ),
      ("* WHERE...I-90 closed at Exit 34. * WHAT...Snow.", .closed),
    ])
  func adviceAndAlertZones(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// Chain controls named bare, beside the terms they set for a car, are those terms; alone, or
  /// beside chains, or beside terms of another road, they stay chains.
  @Test(
    arguments: [
      (
        "SR-431 Mt Rose Highway has REOPENED to all traffic. Chain controls remain in effect: chains or snow tires required.",
        RestrictionLevel.tractionRequired
      ),
      ("Chain controls in effect. Chains required.", .chainsRequired),
      ("Chain controls in effect.", .chainsRequired),
      ("Chain controls in effect. Chains or snow tires required on I-80. Chains required on US 50.", .chainsRequired),
    ])
  func chainControlsBesideTheirTerms(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: "ndot") == level, "\(text)")
  }

  /// A field's placeholder says nothing was reported: never open. ODOT's "No Report" (its weather's
  /// code 0) beside the road's words stands aside.
  @Test(
    arguments: [
      ("N/A", RestrictionLevel.unknown),
      ("TBD", .unknown),
      ("No Report. No restrictions", .open),
    ])
  func placeholders(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
    if level == .unknown { #expect(WordingLevel.of(text, agency: "ndot") == level, "\(text)") }
  }

  /// A forecast's turn, Colorado's Code 16 sentence, advice, a detour over and work not done on
  /// weekends restrict nothing; a closure named as what comes next is no closure now.
  @Test(
    arguments: [
      ("Slight Chance Light Snow then Mostly Cloudy", RestrictionLevel.open),
      (
        "Passenger Vehicle Chain Law (Code 16) in effect. All vehicles must have chains or an alternative traction device (like AutoSock). This is the final safety measure before the highway is closed.",
        .chainsAll
      ),
      ("Road closed before MP 40", .closed),
      ("Road will be closed before the storm", .closed),
      ("No restrictions. Motorists are reminded to watch for wildlife.", .open),
      ("No restrictions. If you must travel, carry extra water, blankets and a full tank of fuel.", .open),
      ("No restrictions. The detour is no longer in place.", .open),
      ("Road closed. The detour is no longer in place.", .closed),
      (
        "Single lane closure MP 12-13 for culvert work. Flaggers on site 8 am to 4:30 pm. 20 minute delays. No weekend work.",
        .trafficDelays
      ),
      ("Road reopened. Expect delays while traffic clears.", .trafficDelays),
      ("Pavement preservation. Chip seal. Pilot car in use, 20-minute delays.", .trafficDelays),
    ])
  func advicePlainly(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text, agency: "cdot") == level, "\(text)")
  }

  /// A record's "Restrictions on …" heading, before the sentences that say what they are, is where;
  /// alone, or beside words not understood, it is not understood. A speed restriction is delays,
  /// the speed limit told alone nothing.
  @Test(
    arguments: [
      (
        "Restrictions on I-80 eastbound between Exit 101: PA 255 - DUBOIS and Exit 111: PA 153 - PENFIELD. There is a speed restriction in place. The speed limit is 45 mph.",
        RestrictionLevel.trafficDelays
      ),
      (
        "Restrictions due to winter storm on I-40 Eastbound from Exit 171 Ash Fork to Exit 195 Flagstaff. Multiple jackknifed commercial vehicles. Traffic is down to one lane near Parks. Expect long delays.",
        .trafficDelays
      ),
      (
        "Restrictions on SR-89A Northbound and Southbound from MP 375 to MP 390 (Oak Creek Canyon). Flaggers will direct one-way traffic for rock fall mitigation. Delays up to 30 minutes.",
        .trafficDelays
      ),
      ("Restrictions on I-80 eastbound.", .unknown),
      ("Restrictions on I-80 eastbound. Frobnicated.", .unknown),
      ("Restrictions on I-80 eastbound. Expect delays. Frobnicated.", .unknown),
      ("Restrictions on I-80 eastbound closed at Exit 101. Expect delays.", .closed),
      ("No speed restrictions", .open),
      ("No restrictions. The speed limit is 45 mph.", .open),
    ])
  func restrictionsHeadings(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// Advice in a dust storm, a page to check, a road's shape, the weather worsening and no winter
  /// conditions reported restrict nothing.
  @Test(
    arguments: [
      "No restrictions. Dust storms are possible on I-10 between Casa Grande and Tucson.",
      "No restrictions. If you encounter low visibility, pull off the road, turn off all lights and set the emergency brake.",
      "No restrictions. Check QuickMap before you go.",
      "No restrictions. Steep grades and sharp curves.",
      "No restrictions. Road conditions statewide are deteriorating.",
      "No Winter Driving Conditions Reported",
    ])
  func adviceAndWeatherWorsening(text: String) {
    #expect(WordingLevel.of(text) == .open, "\(text)")
  }

  /// A closure lifted after its stretch is told again, or closures told completed, are over; a
  /// closure "later this year" with dates to come is not now.
  @Test(
    arguments: [
      (
        "The flood closure between Exit 71 and Exit 110 (Missouri Valley to Sioux City) has been lifted. Traffic is reduced to one lane in each direction.",
        RestrictionLevel.trafficDelays
      ),
      (
        "The overnight full closures for blasting have been completed. Single-lane traffic with pilot car continues from MP 380 to MP 385.",
        .trafficDelays
      ),
      (
        "A pipe replacement at MP 12.4 will require a full closure later this year; dates will be announced. Flaggers on site.",
        .trafficDelays
      ),
      ("Road closed later this year", .closed),
      ("Road is closed. Closure will be completed by Friday.", .closed),
      ("The closure between A and B up to MP 20 has been lifted", .closed),
      ("Road closed until further notice; dates will be announced", .closed),
    ])
  func closuresOverOrLater(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// What an adversary tried against this round's rules stays a closure: a road closed now with
  /// its repairs' end years away, the road beyond a ramp or named beside it, roads and trails,
  /// bare lanes both ways whatever follows, a hedge of something else after the road told closed.
  @Test(
    arguments: [
      "Closed to all traffic for repairs scheduled to finish in 2027",
      "SR 1 closed at Regent's Slide for repairs scheduled to finish in spring 2026",
      "Closed: Ramp from I-17 to I-40 and I-40 mainline in both directions",
      "I-80 EB beyond the SR 89 ramp is closed",
      "Roads and trails closed",
      "All roads and trails in the park are closed due to fire",
      "Lanes blocked in both directions due to a crash",
      "Lanes closed in both directions at Snoqualmie Pass",
      "Lanes closed eastbound and westbound near milepost 12",
      "Restrictions on I-80 eastbound between Colfax and Truckee. Lanes blocked in both directions due to spinouts.",
      "Pass closed and may reopen after avalanche control",
      "I-80 closed between Laramie and Rawlins as blowing snow could significantly reduce visibility",
      "Road closed; may close again",
      "Roads & trails closed",
      "Roads/trails closed",
      "Crash: lanes blocked in both directions",
      "Crash with lanes blocked in both directions",
      "The only lane in each direction is closed",
      "All general purpose lanes and the HOV lane are blocked",
      "The I-40 EB to I-25 SB ramp will be closed along with the mainline",
      "I-80 EB from the SR 89 ramp will be closed",
    ])
  func whatAnAdversaryTriedStaysClosed(text: String) {
    #expect(WordingLevel.of(text, agency: "wsdot") == .closed, "\(text)")
  }

  /// A detour for a future closure, and the closure times of a record whose closure is of lanes,
  /// close nothing now; a closure told in effect, a full closure's times, or a closure beside them
  /// stand.
  @Test(
    arguments: [
      (
        "SR 46 will close between SR 446 and SR 58 in spring 2027. Until then, the existing bridge is restricted to one lane with temporary signals. Official detour for the future closure: SR 446 to SR 58.",
        RestrictionLevel.trafficDelays
      ),
      (
        "Lane Closure - I-5 NB from Yreka to Hornbrook. Lanes Closed: 1 of 2 (#2). Work Type: Pavement Repair. Closure times 2000-0600 nightly Mon-Thu. Expect delays.",
        .trafficDelays
      ),
      (
        "I-26 East at Exit 33 (NC 191): Vehicle Crash. Condition: Lane Closed. Right lane closed. Estimated clearance 4:30 PM.",
        .trafficDelays
      ),
      ("Full Closure - SR 89. Closure times 2000-0600 nightly Mon-Thu.", .closed),
      ("Closure times 2000-0600", .closed),
      ("The future closure is now in effect", .closed),
      ("Road closed. Official detour for the future closure.", .closed),
      ("Right lane closed. Closure times 2000-0600. Road closed at MP 4.", .closed),
    ])
  func futureClosuresAndClosureTimes(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }
}
