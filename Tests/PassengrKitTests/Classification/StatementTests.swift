import Foundation
import Testing

@testable import PassengrKit

/// The statement model: what a clause speaks of (the road, some lanes, a ramp, a facility, another
/// road, the record), for whom, and when decide the level a car gets. Tables of real-shaped wording
/// for each kind, and generated sentences for the rules, so that the kinds are taught, not the
/// sentences.
@Suite struct StatementTests {
  static func level(_ text: String) -> RestrictionLevel { RoadWords.read(text).level }

  // MARK: What a clause speaks of

  static let subjects: [(String, RestrictionLevel)] = [
    // Some lanes: delays.
    ("Westbound Lane Closure", .trafficDelays), ("On SR 18 eastbound the right lane is closed", .trafficDelays),
    ("VEH BLOCKING LN # 1", .trafficDelays), ("Northbound slow lane is closed.", .trafficDelays),
    ("Up to two lanes of southbound I-5 will be closed nightly", .trafficDelays),
    ("A single lane of SR 9 may be closed from 7:30 a.m. to 5 p.m.", .trafficDelays),
    ("Collision blocking the 2 right lanes", .trafficDelays),
    ("Road will remain open with one lane in each direction", .trafficDelays),
    // Every lane is the road.
    ("Eastbound lanes closed", .closed), ("All lanes closed", .closed), ("Both lanes blocked", .closed),
    ("All lanes of westbound SR 18 will be closed from 8 p.m. to 8 a.m.", .closed),
    // Ramps, exits and turns: delays.
    ("The southbound I-5 off-ramp to Northeast 179th Street will close from 10 p.m. to 6 a.m.", .trafficDelays),
    ("Entrance ramp closed due to road construction", .trafficDelays),
    ("Southbound Turn Lane Closures on SR 290", .trafficDelays),
    // Beside the road: nothing for a car.
    ("Iron Goat Rest Area on US 2 at milepost 58, 6 miles west of the summit, is closed for the season.", .open),
    ("Sidewalks in both directions are closed due to risk of hazardous conditions", .open),
    ("Park and Ride at Exit 17 is closed", .open), ("Overpass closed at exit 214", .open),
    ("RShoulder, Sidewalk, Bike Lane closed", .open),
    // The record itself.
    ("[FSP] has closed their incident []", .open),
    // A named street: the record's own road when it opens the record, a side road beside a highway.
    ("Craig Road will be closed south of McFarlane Road for water main crossing.", .closed),
    ("Traffic pattern changes on Highway 99. Blackcomb Way West closed in both directions.", .trafficDelays),
    // The road, wherever a facility or a lane is only where.
    ("Road closed at the rest area", .closed), ("Highway closed between Exit 202 and the Iron Goat Rest Area", .closed),
    ("Road closed near the on-ramp to I-5", .closed), ("Closed between the park and ride and the summit", .closed),
  ]

  @Test(arguments: subjects)
  func whatAClauseSpeaksOfDecidesItsLevel(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  // MARK: For whom

  static let vehicles: [(String, RestrictionLevel)] = [
    ("Commercial chain up in effect between Exit 202 and Exit 217", .open),
    ("ALL CMV MUST CHAIN UP", .open), ("Westbound Interstate 80 Chain Control level MAX", .open),
    ("Chains or alternative traction devices required for all commercial motor vehicles", .open),
    // Chains for towing alone ask nothing of a car (in Caltrans' R-1 text, the sentence beside it does).
    ("All vehicles towing trailers must have chains on one drive axle", .open),
    ("Permit loads are prohibited over the summit", .open),
    ("Bridge is open to vehicles with gross vehicle weight rating of 10,000 kilograms or lower", .open),
    // Everyone, or a class only in the reason: the road.
    ("Road closed to all traffic including trucks", .closed), ("Semi truck blocking the road", .closed),
    ("Road closed due to a jackknifed semi", .closed),
    ("Commercial vehicles must chain up. Chains required on all vehicles", .chainsAll),
    // The agency's own advice for trailers, and a chain rule set by weight, keep their levels.
    ("No Trailer Traffic", .travelAdvisory),
    ("Chains required on vehicles towing or over 10,000 GVW", .open),
    // Tires that do in place of chains: traction, not chains.
    (
      "Passenger vehicles are required to have mud or snow tires or use chains or alternative traction devices or be a four wheel drive or all wheel drive vehicle.",
      .tractionRequired
    ),
    ("Vehicles must be equipped with M+S or winter tires.", .tractionRequired),
    (
      "Chains are required on all vehicles except passenger vehicles and light-duty trucks under 6,000 pounds gross weight and equipped with snow tires on at least two drive wheels. Chains must be carried by vehicles using snow tires. All vehicles towing trailers must have chains on one drive axle.",
      .tractionRequired
    ),
  ]

  @Test(arguments: vehicles)
  func aRuleForTrucksSaysNothingOfACar(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// What an adversarial read found: a class of vehicle as the work's object, a list that names
  /// everyone, "except", the whole road named by its lanes, a numbered exit after the closure word,
  /// a chain law for every vehicle. Each must read at least what it says.
  static let wholeRoad: [(String, RestrictionLevel)] = [
    ("Closed for commercial vehicle recovery.", .closed), ("Road closed for trailer recovery.", .closed),
    ("Closed for oversize load move.", .closed),
    ("Road closed to vehicles with trailers and all other vehicles.", .closed),
    ("Closed to commercial and non-commercial vehicles.", .closed),
    ("Closed to RVs, trailers, and passenger cars.", .closed), ("Highway closed except for trucks.", .closed),
    ("Chains required on trucks and all other vehicles.", .chainsRequired),
    ("All travel lanes and shoulders closed.", .closed), ("No lanes open.", .closed),
    ("Through lanes closed in both directions.", .closed), ("Ramp and mainline closed.", .closed),
    ("Previously reported lane closure has been upgraded to a full closure.", .closed),
    ("I-70 WB / SAFETY CLOSURE / EXIT 216", .closed), ("Chain Law in effect for all vehicles.", .chainsRequired),
    ("Road closure will be lifted at noon", .closed), ("Closure lifted except for trucks", .closed),
  ]

  /// A closure that is the subject of its own ending is over; one only spoken of is no closure.
  @Test func aClosureThatEndedOrIsOnlySpokenOfClosesNothing() {
    #expect(Self.level("The closure on NY 73 has been cleared. All lanes open.") == .open)
    #expect(Self.level("The closure on US 2 has been lifted.") == .open)
    #expect(Self.level("In the event of a closure, updates will be posted here.") != .closed)
  }

  @Test(arguments: wholeRoad)
  func noWordingOfAClosureOfTheRoadReadsLess(text: String, level: RestrictionLevel) {
    #expect(Self.level(text).rank >= level.rank, "\(text): \(Self.level(text))")
    #expect(Self.level(text) != .open, "\(text)")
  }

  // MARK: When

  static let times: [(String, RestrictionLevel)] = [
    ("Road will be closed from 8 pm to 5 am", .closed), ("Road closure planned.", .closed),
    ("Road will be closed in both directions because of Avalanche Control, 7:00 am to 9:00 am on Wed Dec 5.", .closed),
    ("Road may close tonight", .travelAdvisory), ("Road closures possible anytime.", .travelAdvisory),
    ("Highway currently open but may close intermittently for road conditions", .travelAdvisory),
    // The past alone says nothing of now; beside an opening, nothing against it.
    ("A crash had closed the road", .unknown), ("A crash had closed the road. No restrictions", .open),
  ]

  @Test(arguments: times)
  func whenAStatementHoldsDecidesItsLevel(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  // MARK: Kinds of clause that set no level of their own

  static let kinds: [(String, RestrictionLevel)] = [
    // Event labels: delays at most.
    ("Road Construction", .trafficDelays), ("Maintenance Operations", .trafficDelays),
    ("2 Vehicle Crash", .trafficDelays), ("US 50 Las Anima Bridge Repair-86287", .trafficDelays),
    ("Utility work planned between Balsam Ave and Miami River Dr for 0.4 km (Harrison Hot Springs).", .trafficDelays),
    ("Vehicle Incident 8 km south of Kamloops.", .trafficDelays),
    // Winter work, hazards, weather, advice: open.
    ("Winter maintenance", .open),
    ("Watch for potholes from Box Canyon to Exit 256, Kingsvale (Coldwater Road).", .open),
    ("Falling Ice from Yale to Jackass Mountain Summit (67.6 km).", .open),
    ("Wildlife advisory in effect between Green Mountain Rd and Apex Mountain Rd. WILD HORSES IN THE AREA.", .open),
    ("Winter driving conditions between Sunrise Rd and 9th Ave S for 31.8 km. Watch for slippery sections.", .open),
    ("Drive Carefully", .open), ("Reduce your speed", .open),
    // Delays, advisories, reopenings.
    ("The road is reduced to single lane alternating traffic with pilot car.", .trafficDelays),
    ("Travel not recommended unless essential.", .travelAdvisory),
    ("Road reopened from Exit 177 to Exit 202, Portia Interchange.", .open),
    ("Landslide between Messiter and Six Mile. Road open to traffic. Road is now open to traffic.", .open),
    // Words not understood still keep a direction from open, wherever they stand.
    ("Use caution: gridlock", .unknown), ("Gridlock near Exit 5", .unknown),
    ("No restrictions. Gridlock near Exit 5", .unknown), ("Use Alternate Route", .unknown),
    ("No restrictions. At Mile Point 190 all traffic must exit at Vail.", .unknown),
  ]

  @Test(arguments: kinds)
  func eachKindOfClauseIsReadForWhatItIs(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  // MARK: Labels and boilerplate

  /// Where and when alone, and an agency's boilerplate, say nothing: `unknown`, never `open`.
  @Test(arguments: [
    "Highway 5 (Coquihalla South).", "Highway 5. Last updated Mon Mar 16 at 6:51 AM PDT. (DBCRCON-247101)",
    "[Truncated] Highway 99, in both directions.", "Friday, Nov. 4", "(DBC-47147)", "Highway 5",
  ])
  func labelsAloneSayNothing(text: String) {
    #expect(Self.level(text) == .unknown, "\(text)")
  }

  /// Boilerplate after any reading changes nothing of it.
  @Test func boilerplateChangesNoReading() {
    let readings = Self.subjects + Self.vehicles + Self.times + Self.kinds
    let tails = [
      " Last updated Thu Nov 28 at 3:05 PM PST", " Next update time Sat Dec 24 at 6:00 PM PST. (DBC-47699)",
      " Updated on Tue May 15 at 9:36 am. (ID# 133757)", " <br /><br /> Last updated Fri Nov 22 at 9:47 AM PST",
    ]
    for (text, level) in readings {
      let sentence = text.hasSuffix(".") ? text : text + "."
      for tail in tails {
        #expect(Self.level(sentence + tail) == level, "\(sentence + tail)")
      }
    }
  }

  // MARK: Generated

  /// Every closure of the road, with a lane, a ramp or a facility named only as the place, stays a
  /// closure; the same words as the subject are delays or nothing.
  @Test func aPartNamedAsThePlaceNeverHidesAClosureOfTheRoad() {
    let subjects = ["Road", "The highway", "I-90", "US 2", "The pass", "Highway 5", "Eastbound I-90"]
    let places = [
      "at the rest area", "near the on-ramp", "between the park and ride and the summit", "at the right lane",
      "near the sidewalk", "at Exit 214", "from the brake check to the chain-up area", "at the Sno-Park",
    ]
    let verbs = ["closed", "is closed", "will be closed", "has been closed", "is blocked", "CLSD"]
    for subject in subjects {
      for place in places {
        for verb in verbs {
          let text = "\(subject) \(verb) \(place)"
          #expect(Self.level(text).isClosure, "\(text)")
          #expect(Self.level("No restrictions. \(text)").isClosure, "\(text)")
        }
      }
    }
  }

  @Test func partsBesideTheLanesAndFacilitiesAreNothingAndLanesAreDelays() {
    let verbs = ["is closed", "closed", "will be closed", "are closed", "remains closed"]
    for verb in verbs {
      for part in ["The right lane", "One lane", "The slow lane", "Up to two lanes", "The left lane of I-5"] {
        #expect(Self.level("\(part) \(verb)") == .trafficDelays, "\(part) \(verb)")
      }
      for part in ["The on-ramp", "The off-ramp to Main Street", "The southbound turn lane"] {
        #expect(Self.level("\(part) \(verb)") == .trafficDelays, "\(part) \(verb)")
      }
      for part in ["The rest area", "The Sno-Park", "The sidewalk", "The shoulder", "The park and ride"] {
        #expect(Self.level("\(part) \(verb)") == .open, "\(part) \(verb)")
      }
    }
  }

  @Test func aClassOfTrucksNeverLimitsAClosureInItsReason() {
    for vehicle in ["a jackknifed semi", "a truck fire", "a stalled commercial vehicle", "an oversize load"] {
      for text in ["Road closed due to \(vehicle)", "Highway blocked because of \(vehicle)"] {
        #expect(Self.level(text).isClosure, "\(text)")
      }
    }
  }

  // MARK: What is known is never lost

  /// Words not understood beside a known restriction keep it as the floor of an `unknown` answer,
  /// in the reader, in the conditions it is applied to, and in the answer every surface shows.
  @Test func aKnownRestrictionStaysTheFloorOfWordsNotUnderstood() throws {
    let words = RoadWords.read("Chains required on all vehicles. Xyzzy frobnicated.")
    #expect(words.level == .unknown)
    #expect(words.floor(for: .both) == .chainsAll)
    #expect(RoadWords.read("Xyzzy frobnicated.").floor(for: .both) == nil)
    #expect(RoadWords.read("Chains required on all vehicles.").floor(for: .both) == nil)

    let answer = PassengrSession.answer(to: "Traction tires required. Gridlock near Exit 5.", now: Date())
    #expect(answer.level == .unknown)
    #expect(answer.floor == .tractionRequired)
    let reason = try #require(answer.reason)
    #expect(reason.kind == "possibly_worse")
    #expect(reason.description.hasPrefix("traction required; possibly worse: "))

    var conditions = PassConditions(
      restrictions: [Restriction(direction: .eastbound, text: "Chains required", level: .chainsRequired)],
      roadConditions: nil, weather: nil, temperatureF: nil, updatedAt: nil, fetchedAt: Date())
    conditions.read(words: "Xyzzy frobnicated", label: "Conditions")
    #expect(conditions.restrictions.first?.level == .unknown)
    #expect(conditions.restrictions.first?.floor == .chainsRequired)
  }

  // MARK: What a record says of its own road beside what it reports

  static let untouched: [(String, RestrictionLevel)] = [
    ("US 2 is not affected.", .open), ("Mainline traffic not affected.", .open),
    ("Highway 20 traffic will not be impacted by the ramp closure.", .open),
    ("Westbound unaffected. Eastbound closed.", .closed),
    // A side street that opens a record is the record's road, unless the record says its highway is untouched.
    ("Elm Street is closed between First and Third; US 2 is not affected.", .trafficDelays),
    ("Elm Street is closed between First and Third.", .closed),
    ("No restrictions. Local road closed at Elm Street.", .trafficDelays),
    // Never a hedge, a part or a condition.
    ("The road is not affected until further notice", .unknown), ("Left lane not affected", .unknown),
  ]

  @Test(arguments: untouched)
  func aRoadStatedUntouchedIsOpen(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  static let reopenedAfter: [(String, RestrictionLevel)] = [
    ("The road was closed earlier this morning due to a crash and has since reopened.", .open),
    ("I-90 was closed for avalanche control but is now open.", .open),
    ("The road was closed earlier this morning due to a crash. It has since reopened.", .open),
    // What is still to come, or still so, is no opening.
    ("The road was closed earlier and will reopen at noon.", .closed),
    ("The road was closed earlier and remains closed.", .closed),
    ("The left lane was closed earlier and is expected to reopen at noon.", .trafficDelays),
  ]

  @Test(arguments: reopenedAfter)
  func aClosureToldInThePastThenAnOpeningIsOpen(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  @Test func noRestrictionForCarsBesideATruckRuleIsOpen() {
    #expect(
      Self.level("No restrictions for passenger vehicles. Chains required on commercial vehicles over 10,000 GVW.")
        == .open)
    #expect(Self.level("No restrictions for cars. Trucks must carry chains.") == .open)
    // ODOT's rule set by weight alone asks a car for traction tires.
    #expect(Self.level("Chains required on vehicles over 10,000 GVW.") == .open)
  }

  // MARK: Families of real wording

  static let families: [(String, RestrictionLevel)] = [
    // Two statements joined by "and": what one speaks of never decides the other.
    ("The Snoqualmie Summit rest area is closed and I-90 is closed in both directions.", .closed),
    (
      "Weigh station closed and chains required except 4WD/AWD with snow tires from Verdi to the state line.",
      .chainsRequired
    ),
    ("The Exit 205 off-ramp is closed and westbound I-70 is closed at Silverthorne.", .closed),
    ("No oversize loads and traction tires required on SR 20.", .tractionRequired),
    ("Road reopened. The OR 35 closure between US 26 and Hood River Meadows has been lifted.", .open),
    // A list naming the road closes it.
    ("Both off-ramps and the southbound lanes of I-5 are closed at Exit 6.", .closed),
    ("Parking lots and US 2 westbound are closed at the summit.", .closed),
    ("Ramp and roadway closure: I-80 eastbound at Exit 178.", .closed),
    ("Frontage road and Highway 97 closed at Summerland due to a rock slide.", .closed),
    ("Access closed beyond the gate due to avalanche danger.", .closed),
    (
      "The southbound I-5 off- and on-ramps at the Gee Creek Rest Area will close from 10 p.m. to 6 a.m.",
      .trafficDelays
    ),
    // Lanes counted.
    ("2 of 2 lanes closed", .closed), ("All three lanes are closed", .closed), ("Every lane is closed", .closed),
    ("Two of three lanes of southbound I-5 will close from 11 p.m. Friday to 5 a.m. Saturday.", .trafficDelays),
    ("Right Lane, Right Shoulder closed", .trafficDelays), ("Right lane and right shoulder closed", .trafficDelays),
    ("All lanes will be closed except one lane in each direction.", .trafficDelays),
    ("A collision partially blocking the roadway. Use caution.", .trafficDelays),
    // Facilities.
    ("Port of entry closed; all lanes open.", .open), ("Chain station closed.", .open),
    ("The Keechelus Lake boat launch is closed for the winter. I-90 traffic is not affected.", .open),
    ("The sidewalk on the eastbound bridge is closed. All traffic lanes remain open.", .open),
    ("Incident on I-87 southbound at exit 5: right lane and shoulder closed.", .trafficDelays),
    // Endings.
    (
      "The pass was closed overnight for avalanche control and reopened at 6:15 a.m. The roadway is bare and wet.",
      .open
    ),
    ("SR 504 has reopened at milepost 45 after landslide repairs were completed. Thank you for your patience.", .open),
    ("Road open after 5 pm", .unknown),
    ("The collision on SR 18 at Tiger Mountain summit has been cleared and all lanes are open.", .open),
    ("Collision not cleared", .unknown),
    ("The scheduled weekend closure of SR 520 has been canceled due to the weather forecast.", .open),
    ("The closure scheduled for tonight on I-5 has been postponed to next week.", .open),
    ("Chain controls were lifted at 1415 hrs. Roadway open.", .open),
    ("The Passenger Vehicle Chain Law is not in effect.", .open),
    ("Closure of the right lane has been lifted. All lanes open.", .open),
    ("Hwy 23 has reopened west of Marshall after the earlier closure.", .open),
    // Stops.
    ("Dec 26 2025  6:10AM [4] ALL LNS BLKD", .closed),
    ("Dec 26 2025  7:44AM [10] EB TRAFFIC BEING HELD AT APPLEGATE FOR SPINOUTS, NO ETA", .closed),
    ("Gates are down on I-94 from Moorhead to Fergus Falls.", .closed),
    ("No Travel Advised on I-90 due to blowing snow.", .travelAdvisory),
    ("Only essential travel is advised tonight.", .travelAdvisory),
    // For whom.
    ("Traction tires advised. Chains required on vehicles over 10,000 GVW.", .tractionAdvised),
    ("Chains required on all vehicles. 4WD vehicles exempt.", .chainsRequired),
    ("4x4 or snow tires required beyond the turnoff.", .tractionRequired),
    ("Winter tires mandatory on this route until April 30.", .tractionRequired),
    ("Vehicles over 50 feet in length are prohibited.", .open),
    ("Tractor trailer and bus ban in effect on I-90.", .open),
    ("Closed to light, high-profile vehicles and to all vehicles towing trailers.", .travelAdvisory),
    ("Chain Law for commercial vehicles (Code 18) in effect. Passenger vehicles are not affected.", .open),
    ("No chains required for passenger vehicles. Commercial vehicles must chain up at the brake check.", .open),
    ("Traction devices (chains or AutoSocks) required on every vehicle.", .chainsAll),
    // Labels and weather.
    ("Abandoned Vehicle", .trafficDelays), ("SIG Alert", .trafficDelays),
    ("CHP is escorting traffic over the Grapevine in groups. Expect long delays.", .trafficDelays),
    ("Blizzard Warning until 6 AM MST. Heavy snow expected above 3000 feet.", .open),
    ("No restrictions. Fully Snow Covered", .open), ("No restrictions. Compact snow and ice, sanders are out.", .open),
    ("Dense Fog Advisory until 11 AM. Visibility one quarter mile or less.", .open),
    // More endings, stops, advisories and rules.
    ("No restrictions eastbound.", .open), ("Travel alert lifted for I-29.", .open),
    ("The pass is open in both directions. Earlier chain requirements have been lifted.", .open),
    (
      "Eastbound trucks over 10,000 lbs GVW must use the Applegate chain area. No passenger vehicle restrictions at this time.",
      .open
    ),
    ("The Thruway Plattekill service area is closed for reconstruction. Travel lanes not affected.", .open),
    ("Highway 401 Eastbound, at Highway 8: right lane and right shoulder reopened.", .open),
    ("All lanes are open except the right lane near Exit 12.", .trafficDelays),
    ("The right lane, right shoulder and the Exit 9 off-ramp are closed on northbound I-89.", .trafficDelays),
    ("1182-Trfc Collision-No Inj", .trafficDelays),
    ("Travel ban in effect on all state highways in Erie County.", .closed),
    ("No motor vehicles past the Lake Alpine gate.", .closed), ("Both lanes gone.", .closed),
    ("Motorists are urged to avoid travel between Rawlins and Laramie.", .travelAdvisory),
    ("US-95: Closed to trucks and trailers. Passenger cars allowed with chains.", .chainsRequired),
    ("Chains mandatory for all vehicles, including 4x4, at the summit.", .chainsAll),
    (
      "All vehicles must use chains. All wheel drive vehicles with approved traction tires are exempt.", .chainsRequired
    ),
    ("WY22: Teton Pass has reopened following avalanche mitigation.", .open),
  ]

  @Test(arguments: families)
  func familiesOfRealWordingReadAsADriverReadsThem(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// Whatever stands first, a closure or chain rule of the road joined to it by "and" is never lost.
  @Test func aStatementJoinedByAndIsNeverLostToWhatStandsBeforeIt() {
    let firsts = [
      "The rest area is closed", "Weigh station closed", "The sidewalk is closed", "The left lane is closed",
      "Oversize loads are prohibited", "The off-ramp is closed", "Trucks are being screened at Applegate",
      "The parking lot is closed", "Chain controls lifted", "The boat launch is closed", "Port of entry closed",
    ]
    let seconds: [(String, RestrictionLevel)] = [
      ("I-90 is closed in both directions", .closed), ("US 2 westbound is closed", .closed),
      ("the highway is closed at the summit", .closed), ("chains are required on all vehicles", .chainsAll),
      ("traction tires are required over the summit", .tractionRequired),
      ("all lanes of northbound I-15 are closed", .closed), ("chain controls R2 are in effect", .chainsRequired),
    ]
    for first in firsts {
      for (second, level) in seconds {
        let text = "\(first) and \(second)."
        #expect(Self.level(text).rank >= level.rank, "\(text) → \(Self.level(text))")
      }
    }
  }
}
