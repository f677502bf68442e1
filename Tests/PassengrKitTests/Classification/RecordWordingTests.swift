import Testing

@testable import PassengrKit

/// How records of other agencies head and word their events: a place run into what is there, a
/// stretch named by its exits, rules whose alternatives bind a car or not, advice, brief closures,
/// dispatchers' shorthand and the Weather Service's alerts.
@Suite struct RecordWordingTests {
  static func level(_ text: String) -> RestrictionLevel { RoadWords.read(text).level }

  @Test(arguments: [
    // A place that heads a record, run into what is there.
    ("I-89 Northbound near Exit 10 Waterbury: crash, left lane blocked. Use caution.", RestrictionLevel.trafficDelays),
    ("Hwy 11 David Thompson Hwy WB near Nordegg: construction - single lane alternating traffic.", .trafficDelays),
    ("US 41 NB between WIS 29 and Mason St: right lane closed, 9 PM to 5 AM, pavement repairs.", .trafficDelays),
    ("SH-21 between MP 40 and MP 44. Road work. Flagger controlled traffic.", .trafficDelays),
    ("Highway 17 Eastbound, Before Wawa, Right lane closed, Collision", .trafficDelays),
    // A stretch named by its exits, whatever follows the colon.
    ("Between Exit 213: Frisco and Exit 205: Silverthorne. Right lane closed due to a crash.", .trafficDelays),
    (
      "Between Exit 244: Idaho Springs and Exit 240: Mt. Evans from Mile Point 244 to Mile Point 240. Right lane "
        + "closed due to a crash. Passenger Vehicle Traction Law in effect.", .tractionRequired
    ),
    // … and the road's own closure after such a place still closes it.
    ("I-90 Closed near Exit 10 Waterbury crash", .closed),
    ("Exit 323: Snoqualmie Pass CLOSED FOR SEASON (both Directions). Bare and dry.", .closedForSeason),
    ("I-90 EB AT EXIT 10 NO TRAVEL", .closed),
    // A parkway is a highway: the record's own road, closed.
    (
      "Hwy 1A westbound: Bow Valley Parkway night closure (8 p.m. to 8 a.m.) from Johnston Canyon to Castle Junction.",
      .closed
    ),
  ])
  func aPlaceThatHeadsARecordLeavesWhatFollowsToBeRead(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// Words after a place that no reading knows are never taken for a place's name where they end
  /// the clause, and never make a plain report open: every alarming or unknown word, in every
  /// heading place, beside "No restrictions". (A word a sentence writes with a capital is a name,
  /// as everywhere in the reader: "… near Stowe".)
  @Test func anUnknownWordAfterAHeadingPlaceKeepsTheReportFromOpen() {
    let places = [
      "I-80 WB at Carlin Tunnels MP 280", "I-80 WB AT CARLIN TUNNELS MP 280", "US 41 NB between WIS 29 and Mason St",
      "Hwy 11 David Thompson Hwy WB near Nordegg", "I-26 WB MM 40-43 (Sam's Gap)", "VT 108 North near Stowe",
    ]
    let words = [
      "blockade", "snowbound", "BLOCKADE", "Impassable", "gated", "shut", "stuck", "buried", "avalanche", "gridlock",
      "inaccessible", "standstill", "washed out", "frobnicated", "FROBNICATED", "no travel", "closed", "CLSD", "chains",
    ]
    for place in places {
      for word in words {
        for text in ["No restrictions. \(place) \(word)", "No restrictions. \(place): \(word)", "\(place) \(word)"] {
          #expect(Self.level(text) != .open, "\(text)")
        }
      }
    }
  }

  /// Traffic, crews and ferries told of in known words are delays (or another way to travel);
  /// any word that may stop traffic or that no reading knows keeps the clause unread.
  @Test func whatOthersOnTheRoadDoIsDelaysOnlyInKnownWords() {
    #expect(Self.level("Traffic is getting by on the shoulder.") == .trafficDelays)
    #expect(Self.level("Tow is en route.") == .trafficDelays)
    #expect(Self.level("Ferry running on a reduced schedule.") == .open)
    for subject in ["Traffic", "Traffic is", "Ferry", "Sailings are", "Tow is"] {
      for words in [
        "halted", "frobnicated", "stuck", "stranded", "unable to get through", "turned around at the summit",
        "cannot get through", "must exit at Vail", "backed up for miles", "taking another route",
        "not moving",
      ] {
        let text = "No restrictions. \(subject) \(words)."
        let level = Self.level(text)
        #expect(level != .open && level != .trafficDelays, "\(text): \(level)")
      }
    }
    // Crews' work is told in open words, but never that they cannot get through.
    for words in ["unable to get through", "halted", "stranded", "trapped", "unable to reach the summit", "evacuated"] {
      let text = "No restrictions. Crews are \(words)."
      #expect(Self.level(text) != .open, "\(text)")
    }
  }

  /// What an adversarial read of these readings found: each stays short of `open`, and a closure
  /// stays a closure.
  @Test(arguments: [
    ("I 90 WB near Exit 10: Bridge Out in progress", RestrictionLevel.unknown),
    ("US 2 EB at Stevens Pass: Bridge Collapse this morning", .unknown),
    ("I 90 WB NEAR EXIT 10: BRIDGE OUT IN BOTH DIRECTIONS", .unknown),
    ("I 90 WB near Exit 10: Roadblock in place", .unknown),
    ("No restrictions. I 90 WB near Exit 10: Blockade", .unknown),
    ("No restrictions. US 41 NB between WIS 29 and Mason St: Sinkhole", .unknown),
    ("No restrictions. I-80 WB MM 255 OVERTURNED SEMI", .unknown),
    ("I-70 at Exit 216: Eisenhower Tunnel Safety closure", .closed),
    ("I 90 at Exit 47: Crash blocking all lanes", .closed),
    ("At Exit 176: Vail Pass closed", .closed),
    ("Between Exit 213: Frisco and Exit 205: Closed", .closed),
    ("ETA to clear avalanche debris 6 hrs", .unknown),
    ("Not suitable for trucks or passenger vehicles", .unknown),
    ("Motorists can use exit 10 to turn around", .unknown),
    ("Hazmat", .unknown),
    ("BOTH RT AND LT LNS BLOCKED", .closed),
    ("BLK BUS", .closed),
    ("1141 BLK SEMI JACKKNIFED", .closed),
    ("Crews will intermittently close lanes and the highway", .closed),
    ("Road could close for up to 12 hours", .travelAdvisory),
    ("The road may be closed briefly if conditions worsen", .travelAdvisory),
    ("Fire is on the highway", .unknown),
    ("Traffic is using Highway 3A", .unknown),
    ("Traffic is frozen in place", .unknown),
    ("The ferry is cancelled", .unknown),
    ("Emergency travel only past the gate", .unknown),
    ("All vehicles towing trailers must have chains", .open),
    ("Maintenance crews are pulled off the highway", .unknown),
    ("MA 2 Mohawk Trail closed", .closed),
    ("Chains required for vehicles towing trailers and cars with summer tires", .chainsRequired),
    ("Chains required on passenger vehicles towing trailers", .open),
    ("Hwy 40 Kananaskis Trail closed", .closed),
    // A trail known only by its name may be a highway named a trail (Arizona's "Apache Trail").
    ("Iron Goat Trail closed", .unknown),
    ("Apache Trail closed due to washout", .unknown),
    ("Oregon Trail closed", .unknown),
    ("The hiking trail is closed", .open),
    ("Iron Goat Trail trailhead closed", .open),
  ])
  func whatAnAdversaryTriedStaysShortOfOpen(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  @Test(arguments: [
    // Tires only on a four-wheel drive leave a two-wheel-drive car chains.
    ("All vehicles must have chains or be 4WD/AWD with M+S tires.", RestrictionLevel.chainsRequired),
    ("Chain Law in effect for SR-210. All vehicles must have chains or be 4WD/AWD with M+S tires.", .chainsRequired),
    ("Vehicles must have tire chains, adequate snow tires, or all-wheel drive", .tractionRequired),
    ("Chains or snow tires required", .tractionRequired),
    // British Columbia's designated routes: winter tires, or chains carried.
    ("Vehicles must be equipped with winter tires or carry chains.", .tractionRequired),
    ("Winter tires recommended", .tractionAdvised),
    (
      "Travel advisory in effect between Hope and Merritt for 115.0 km. Vehicles must be equipped with winter tires.",
      .tractionRequired
    ),
    ("Travel advisory in effect between Pearly Gates and Surprise Pullout for 33.9 km.", .travelAdvisory),
    ("Travel advisory in effect. Chains required. Travel not recommended.", .travelAdvisory),
    // Advice.
    ("Emergency travel only on US 89 north of Browning due to blizzard conditions.", .travelAdvisory),
    ("WSDOT recommends delaying travel over the pass until conditions improve.", .travelAdvisory),
    ("Travel is not recommended on I-80. If you must travel, allow extra time.", .travelAdvisory),
    ("Emergency travel only. Road closed.", .closed),
    ("If you must travel, carry chains.", .tractionAdvised),
    // Brief closures in the work's hours are its delays; a closure that may come is an advisory.
    (
      "Delays up to 30 minutes. Brief closures of up to 2 hours may occur Tue and Thu 10:00 AM to noon.", .trafficDelays
    ),
    ("Closures of up to 30 minutes may occur", .trafficDelays),
    ("Road may close", .travelAdvisory),
    ("Full closures may occur", .travelAdvisory),
    ("Highway currently open but may close intermittently for road conditions", .travelAdvisory),
    // A past reopening of a stretch; an opening of one is partial.
    ("Highway 11 has reopened between Cochrane and Hearst.", .open),
    ("UPDATE: Highway 17 has REOPENED between Marathon and White River.", .open),
    ("Open from Skykomish to the summit", .unknown),
    ("Road closed between A and B, reopened between B and C", .closed),
    ("SR-210 has reopened to uphill and downhill traffic. Traction Law remains in effect.", .tractionRequired),
    // Work and incidents in other words: delays.
    ("Left lane closed. Slower speeds advised.", .trafficDelays),
    ("The road has reopened following the earlier crash. Traffic is moving slowly through the area.", .trafficDelays),
    ("Special event at the ferry terminal. Expect heavy traffic for the long weekend.", .trafficDelays),
    ("Right lane closed due to a sinkhole. Traffic is using the left lane.", .trafficDelays),
    ("Crews are working to clear a crash. Expect delays.", .trafficDelays),
    ("Avalanche hazard reduction scheduled MP 100-106. Expect delays of up to 1 hour.", .trafficDelays),
    ("Construction: US-50 Spooner Summit. Lane shift.", .trafficDelays),
    ("Roadwork: SR-341 Geiger Grade. Flaggers will hold traffic for up to 15 minutes.", .trafficDelays),
    ("Crews will intermittently close lanes on SR 20 between milepost 110 and milepost 120.", .trafficDelays),
    ("Accident", .trafficDelays),
    // Advice, parking, services and rules for others: nothing for a car.
    ("Chain stations open. Passenger vehicles use caution.", .open),
    ("Snow plows are operating in the area. Please give them room to work.", .open),
    ("Vail Pass Rest Area closed, parking lot full. Traction Law Code 15 in effect.", .tractionRequired),
    ("Hazardous material carriers must use Loveland Pass. Permitted oversize loads are prohibited.", .open),
    ("Weight restrictions in effect on MN 11 from Warroad to Baudette. Seasonal load limits apply.", .open),
    ("I-91 Southbound Welcome Center closed for renovations. Portable restrooms available.", .open),
    ("Rest area closed at Griffith. Washroom facilities closed for the season.", .open),
    ("The westbound chain installation area is closed.", .open),
    ("Snow packed, icy spots. Driving not advised.", .travelAdvisory),
    // Liftings.
    ("Dec 14 2025  9:03AM [30] HARD CLOSURE OF WB 80 AT COLFAX TERMINATED", .open),
    ("Event cleared. All lanes open on I-35E Northbound at Cayuga St.", .open),
    ("US 285 closure has been lifted. All lanes open between Santa Fe and Lamy.", .open),
    ("The earlier closure of SR 12 White Pass has been lifted.", .open),
    ("Is open to 2-way traffic", .open),
    ("Right lane closed. Open between Santa Fe and Lamy.", .unknown),
    // When what the text closes opens again; the closure stands.
    (
      "Hwy 40 Kananaskis Trail closed for the season from Kananaskis Lakes Trail to Highwood House. Reopens June 15.",
      .closedForSeason
    ),
    ("Rest area closed on I-81 north at mile marker 199 (Fairfield). Reopening spring 2026.", .open),
    ("Reopens June 15.", .unknown),
    ("No restrictions. Reopens June 15.", .unknown),
    ("Road closed. Reopens when conditions improve.", .closed),
    // A month's abbreviation before its day ends no sentence.
    (
      "Flaggers will alternate traffic through a single lane on SR 410 near milepost 58 weekdays through Nov. 21 for "
        + "ditch cleaning.", .trafficDelays
    ),
    // A dispatcher's colour is no blocking.
    ("Jan 8 2026  6:41AM [2] BLK PU IN CD, NOT BLKG", .unknown),
    ("BLK #2 LN", .trafficDelays),
    ("BLK SUV BLKG #2 LN", .trafficDelays),
  ])
  func rulesAdviceAndReopeningsReadAsADriverReadsThem(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  @Test func aColourBeforeAVehicleIsNoBlocking() {
    #expect(RestrictionClassifier.normalize("BLK PU IN CD") == "black pu in cd")
    #expect(RestrictionClassifier.normalize("VEH BLK #1 LN").contains("blocking"))
  }

  @Test(arguments: [
    (
      "Blizzard Warning issued February 2 at 9:55PM MST until February 3 at 11:00AM MST by NWS Cheyenne WY",
      "travel_advisory"
    ),
    (
      "...WINTER STORM WARNING REMAINS IN EFFECT UNTIL 10 AM MST THURSDAY... Travel could be very difficult to "
        + "impossible. Heavy snow with total accumulations of 12 to 20 inches over the passes.", "travel_advisory"
    ),
    ("Wind Advisory issued March 4 at 10:01AM PST until March 4 at 8:00PM PST by NWS Reno NV", "open"),
    ("Winter Storm Watch issued December 1 at 2:00PM PST by NWS Seattle WA", "open"),
    ("Slight Chance Light Snow", "open"),
    ("Blizzard Warning. Road closed.", "closed"),
    ("Winter storm warning frobnicated", "unknown"),
    ("The Winter Storm Warning has been cancelled.", "open"),
  ])
  func theWeatherServicesWarningsAreTravelAdvisories(text: String, level: String) {
    let answer = PassengrSession.answer(to: text, agency: PassengrSession.weatherService, now: .now)
    #expect(answer.level.rawValue == level, "\(text)")
  }

  /// A road agency's field that names the same alert is weather beside its report: no level.
  @Test func aRoadAgencyNamingAnAlertStatesNoLevel() {
    #expect(
      Self.level("Blizzard Warning issued February 2 at 9:55PM MST until February 3 at 11:00AM MST by NWS Cheyenne WY")
        == .open)
  }
}
