import Foundation
import Testing

@testable import PassengrKit

/// Record shapes and vocabulary of the 511 systems, dispatch logs and weather alerts: places
/// named after a road's heading, things lying in a lane, facilities to use instead, advice told
/// as a command, a second class of vehicle after a comma, the Weather Service's prose. Each table
/// holds what must read one way, and beside it what looks alike and must not read `open`.
@Suite struct RecordShapesTests {
  static func level(_ text: String, terms: RoadTerms = .none) -> RestrictionLevel {
    RoadWords.read(text, terms: terms).level
  }

  @Test(arguments: [
    // After the record's road, a few names written with a capital say where.
    (
      "Highway 1. Malahat. Overnight lane closures between Goldstream Park and Tunnel Hill. Single lane alternating "
        + "traffic with up to 20 minute waits.", RestrictionLevel.trafficDelays
    ),
    // … only where something is stated after them: a lone word before a report may be the hazard.
    ("Route 132, Gaspésie, Winter conditions: Snow-covered pavement. Slippery. Drifting snow.", .unknown),
    (
      "Route 117, Mont-Laurier, in both directions, one lane open, alternating traffic with flag persons.",
      .trafficDelays
    ),
    // A name after a road's number, and a name that ends the place.
    ("Chains required. I-80 Verdi to the California state line.", .chainsRequired),
    ("Chains required. Idaho 21 between Lowman and Banner Summit.", .chainsRequired),
    ("Chains required. I-84 eastbound Hoosier Pass near Mile Point 79.", .chainsRequired),
    ("On I-84 Both directions: Between Exit 222 and Exit 245 (Declo to Sublett). Wind warning.", .open),
    (
      "Hwy 58 Willamette Pass: Chains or traction tires required from MP 50 to MP 70. Oakridge to Crescent Junction.",
      .tractionRequired
    ),
    // A facility's capitals never make it a place: its closure stays beside the road.
    (
      "Iron Goat Rest Area on US 2 at milepost 58, 6 miles west of the summit of Stevens Pass, is closed for the "
        + "season.", .open
    ),
  ])
  func namesSayWhere(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// Words shaped like a road's state, or the record's last word, are never taken for a name.
  @Test(arguments: [
    "Highway 1. Frobnicated.", "Highway 1. Kaput.", "Highway 5 Frobnicated.", "Highway 1, Washed-out.",
    "No restrictions. Highway 1. Impassible.", "No restrictions. I-80 Kaputting to the state line.",
    "No restrictions. Highway 3. Frobnicating. Expect nothing.",
  ])
  func stateShapedWordsAreNoNames(text: String) {
    #expect(Self.level(text) != .open, "\(text)")
  }

  @Test(arguments: [
    // One lane: delays; how much of the road is not said: not understood.
    ("Rocks in left lane.", RestrictionLevel.trafficDelays),
    ("Debris in #2 lane", .trafficDelays),
    ("Large mattress in #1 lane", .trafficDelays),
    ("Rocks on the roadway.", .trafficDelays),
    ("Rocks in both lanes.", .unknown),
    ("Debris across the road.", .unknown),
    // Blocking one lane named as one is that lane; more lanes, or the road, is not that.
    ("A fallen tree is blocking one lane. Crews are en route. Use caution.", .trafficDelays),
    ("Debris blocking the right lane.", .trafficDelays),
    ("A rock is blocking lane 2.", .trafficDelays),
    ("A tree is blocking two lanes.", .unknown),
    ("Debris blocking one lane and the shoulder.", .unknown),
    ("Rocks blocking both lanes.", .closed),
    ("Watch for rocks on the roadway.", .open),
    ("Compact snow in both lanes", .open),
    // A vehicle on the shoulder is beside the road.
    ("No restrictions. Vehicles on right shoulder.", .open),
    ("No restrictions. Zorbs on shoulder.", .unknown),
    // Dispatchers' shorthand.
    ("1182-Trfc Collision-No Inj: WB SR91 AT TUSTIN AVE - VEHS ON RHS, NO BLOCKAGE", .trafficDelays),
    ("[6] ALL LNS OPEN, ROADWAY CLEAR", .open),
    ("Lane Closure - Left Lane, 1 of 3 lanes closed, Work Type: Pavement Repair, 21:00 to 05:00", .trafficDelays),
    ("Closure type: Alternating Traffic; Flagging; Lanes Closed: 1 of 2; Work: Tree Trimming", .trafficDelays),
    ("IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA: SR 168 IS CLOSED AT 3 MI EAST OF SHAVER LAKE", .closed),
    ("IH 35 Southbound main lanes CLOSED at Riverside Dr for demolition. Traffic diverted to frontage road.", .closed),
    ("Signals are dark at SR 99 and S 188th St. Treat the intersection as an all-way stop.", .trafficDelays),
  ])
  func whatLiesOnTheRoad(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  @Test(arguments: [
    // Facilities to use instead, and what they offer.
    ("Rest area closed. Use rest area at Zopkios.", RestrictionLevel.open),
    // … never a chain-up place: to use one is to fit chains.
    ("I-80 WB Kingvale chain installation area closed for paving. Use chain area at Big Bend.", .unknown),
    (
      "Snoqualmie Pass: the Hyak chain-up area is closed for snow removal. Chain up at the Denny Creek chain-up area.",
      .unknown
    ),
    ("Highway 5. Brake check area closed. Commercial vehicles use Britton Creek Rest Area.", .open),
    ("Chains required. Chain up at the Denny Creek chain-up area.", .unknown),
    ("Use rest area at MP 5. Highway closed.", .closed),
    ("Rest area closed, frobnicate at rest area.", .unknown),
    // Advice told as a command.
    ("Slow down, turn on headlights, and avoid unnecessary lane changes.", .open),
    ("Keep a full tank of gas and let someone know your route.", .open),
    ("Don't crowd the plow.", .open),
    ("Reduce speed, increase following distance, and do not brake suddenly.", .open),
    ("Stay home if you can.", .travelAdvisory),
    ("Motorists should avoid the area if possible.", .travelAdvisory),
    ("Do not travel.", .travelAdvisory),
    ("Keep right, road closed ahead.", .closed),
    ("Carry chains.", .tractionAdvised),
    ("Check back later", .unknown),
    // Advice against travel with the road named between.
    ("Travel on Hwy 12 over White Pass is discouraged until conditions improve.", .travelAdvisory),
    ("Travel over White Pass on US 12 is not recommended this afternoon.", .travelAdvisory),
    ("Travel over White Pass is not recommended, road closed.", .closed),
    // A rule or closure that may come.
    ("Chain controls are likely on I-80 and US-50 over the Sierra.", .travelAdvisory),
    // (An advisory outranks a chain rule on the product's scale.)
    ("Chain controls in effect. Chain controls are likely on US 50.", .travelAdvisory),
    (
      "Heavy snow expected in the Cottonwood canyons. Road closures are likely tonight. Plan accordingly.",
      .travelAdvisory
    ),
    // Boilerplate.
    ("Highway 1, westbound. Shoulder blocked. Last updated 1:12 PM.", .open),
    ("Update: All lanes of eastbound I-90 at milepost 34 have reopened following an earlier collision.", .open),
  ])
  func adviceAndFacilities(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  @Test(arguments: [
    // A second class after a comma is bound by the rule before it.
    (
      "Highway 99, northbound. Chains required on commercial vehicles, and on passenger vehicles without winter "
        + "tires, from Pemberton to Lillooet.", RestrictionLevel.tractionRequired
    ),
    // Snow tires excuse a car from the chains, as winter tires do above: the traction rule.
    ("Chains required on trucks, and for cars without snow tires.", .tractionRequired),
    ("Closed to trucks, and to cars.", .closed),
    ("Vehicles must have tire chains, adequate snow tires, or all-wheel drive", .tractionRequired),
    // Rules for others, by size or weight.
    ("Highway 29. Road closed to vehicles over 5,000 kg between Hudson's Hope and Chetwynd.", .open),
    ("SR-12 near Bryce Canyon: Red Canyon tunnel. Vehicles over 13 ft 6 in must use alternate route.", .open),
    ("Chain Law (Code 18) for commercial motor vehicles in effect. Passenger vehicles: no restrictions.", .open),
    ("Light or empty trucks and trailers advised not to travel.", .open),
    ("Chains required for all vehicles over Snoqualmie Pass.", .chainsAll),
    ("Chains required on vehicles over the pass.", .chainsRequired),
    // A traction law beside the trucks' chain law binds cars.
    ("TRACTION LAW AND CHAIN LAW FOR COMMERCIAL VEHICLES IN EFFECT", .tractionRequired),
    // Tires only on a four-wheel drive leave chains for a car.
    ("Chains or all-season tires with 4WD required on SR 260 near Heber.", .chainsRequired),
    ("Chains or traction tires required.", .tractionRequired),
    // Reopenings after a past they name.
    ("All lanes reopened following crash on I-39/90 SB at Janesville.", .open),
    ("US-2 open after earlier closure near Marias Pass. Snow-packed and icy.", .open),
    ("Road open after 5 PM.", .unknown),
    ("US 2 open after earlier closure, closed again at milepost 40.", .closed),
    ("US-2 open after earlier closure but chains required.", .chainsRequired),
    ("All lanes of SR 167 are now open after an earlier collision at S 212th St.", .open),
    ("I-70 eastbound is open again at the Eisenhower Tunnel.", .open),
    ("Vehicle fire cleared at MP 212. All lanes open.", .open),
    ("Road closed at MP 5. Vehicle fire cleared at MP 212.", .closed),
    ("1097-ALL LNS NOW OPEN, ROADWAY CLEAR", .open),
    // A rule lifted where the clause says, and nothing more.
    ("The Traction Law (Code 15) has been lifted on CO 9 Hoosier Pass.", .open),
    ("Chain controls have been lifted on I-80 except for trucks.", .unknown),
    ("Chains required. Traction law lifted on US 6.", .chainsRequired),
    // Whom a rule binds, told apart after a dash; tires as the rule.
    ("US-95 Whitebird Hill: Chains Required - All Vehicles", .chainsAll),
    ("Chain Law Level 1 - Commercial Vehicles", .open),
    (
      "Commercial vehicle chain-up in effect at Kootenay Pass. Passenger vehicles require winter tires.",
      .tractionRequired
    ),
  ])
  func whomARuleBindsAndWhatReopens(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// A class no reading knows after a rule's comma is not understood: never a place, never the
  /// trucks' rule alone.
  @Test func anUnknownSecondClassIsNotUnderstood() {
    #expect(Self.level("Chains required on commercial vehicles, and on Zorbs.") == .unknown)
  }

  @Test(arguments: [
    // The Weather Service's prose is weather; a word of a road's state still counts.
    ("Extreme Cold Warning: Dangerously cold wind chills as low as 45 below zero.", RestrictionLevel.open),
    ("If you must travel, keep an extra flashlight, food, and water in your vehicle.", .open),
    ("* WHAT...Snow expected. * WHERE...Boise Mountains and Camas Prairie. * IMPACTS...Plan on slippery roads.", .open),
    ("Travel should be restricted to emergencies only.", .travelAdvisory),
    ("Flash Flood Warning until 6:15 PM MST.", .travelAdvisory),
    ("Low water crossings are flooded.", .unknown),
    ("Winter Storm Warning remains in effect until 5 PM PST. Chain controls are likely on I-80.", .travelAdvisory),
    ("Frobnication expected. Roads closed.", .closed),
  ])
  func theWeatherServicesProse(text: String, level: RestrictionLevel) {
    #expect(Self.level(text, terms: NWSSource.terms) == level, "\(text)")
  }

  /// What an adversarial read of these mechanisms tried: each stays short of `open`.
  @Test(arguments: [
    "Vehicle on shoulder blocking all lanes.", "Vehicle on shoulder and in all lanes.",
    "Highway 1. Malahat. Closure type: Full. Use caution.", "Highway 1. Closure type: Full. Use caution.",
    "Closed to vehicles above 1,500 kg.", "Closed to vehicles over 6 feet wide.",
    "Chains required on all vehicles over 3,000 lbs GVW.", "Chains required on vehicles over 4,000 lbs.",
    "Do not use SR 410 over Chinook Pass.", "Drive with chains from Kingvale to Truckee.",
    "I-90 Snoqualmie Pass. All vehicles chain up at the Denny Creek chain-up area.",
    "I-80 Donner Summit. All vehicles use chain-up area at Kingvale.", "All vehicles use the rest area at exit 47.",
    "Do not drive through the flooded area.", "SR 14: Hold at the barricade until released.",
    "Highway 3. Avalanches. Drive carefully.", "Highway 99. Rockslide. Use caution.",
    "Highway 1. Underwater. Use caution.", "Highway 101 underwater. Use caution.", "Do not pass the barricade.",
    "Obey barricades.", "Keep chains installed through the summit.", "Expect a 2 hour hold at the summit.",
    "Closures likely to continue through the night.", "Downed power lines in right lane.",
    "Police roadblock in #1 lane.", "Highway 3. Give up on the pass today.", "Highway 3. Stay in your vehicle.",
    "Highway 3. Use I-90.", "Highway 3. Leave I-90 at exit 34.", "Highway 3. Move to the shoulder and wait.",
    "US 2 Stevens Pass: Leave the interstate at Ellensburg. Use caution.", "Please let emergency crews through.",
    "Please keep to the convoy.", "Highway 5 frobnicated summit. Bare and dry.",
    // A second read: elevations are no vehicle's size, lists of classes bind cars, ways round.
    "Chains required above 4,000 feet", "Chain controls in effect above 5,000 feet on SR 88",
    "Traction tires required above 3,000 ft elevation", "Winter tires or chains required above 1,200 m",
    "Chains required on all vehicles over 4,000 feet elevation", "Closed to commercial vehicles, passenger vehicles",
    "Closed to trucks, buses, passenger vehicles",
    "Chains required on commercial vehicles, and on two-wheel drive vehicles",
    "Closed to trucks, and to vehicles without snow tires", "Chains required on trucks, buses, and cars",
    "I-90 Snoqualmie Pass. Seek alternate routes.", "Please plan an alternate route.",
    "Due to a collision, drivers should seek alternate routes.", "Plan to spend the night in Cle Elum.",
    "Allow 4 hours to cross the pass.", "Rocks in left and right lanes", "[4] ROCKS IN #1 AND #2 LNS",
    "Debris in northbound and southbound lanes", "Water across both lanes", "Standing water in all lanes",
    "Fallen tree in both lanes", "Eastbound I-90 at milepost 47: Traffic diverted at exit 47.",
  ])
  func whatAnAdversaryTriedStaysShortOfOpen(text: String) {
    #expect(Self.level(text) != .open, "\(text)")
  }

  @Test(arguments: [
    "Flood Warning. * IMPACTS...The highway is underwater near Klamath.", "Heavy snow. Travel will be impossible.",
    "Heavy snow. Travel banned.", "Heavy snow. Roads under water.", "Heavy snow. Snow drifts block the roads.",
    "Heavy snow. Road crews have suspended plowing.", "Heavy snow. Water over the road on Highway 12.",
  ])
  func theWeatherServicesWordsOfARoadStayShortOfOpen(text: String) {
    #expect(Self.level(text, terms: NWSSource.terms) != .open, "\(text)")
  }

  /// Prose that would be weather from the Weather Service is not understood from a road agency.
  @Test func proseIsWeatherOnlyFromTheWeatherService() {
    let prose = "Blow-overs are likely on I-80 between Laramie and Rawlins."
    #expect(Self.level(prose) == .unknown)
    #expect(Self.level(prose, terms: NWSSource.terms) == .open)
  }

  /// The other or remaining lanes closed after a lane already out: the road. Only the lanes
  /// themselves, said plainly; a thing blocking a lane and a lane's work stay as they were.
  @Test(arguments: [
    ("The other lane closed.", RestrictionLevel.closed),
    ("Right lane closed, other lane blocked by debris.", .closed),
    ("Tree blocking one lane and the other lane closed.", .closed),
    ("Remaining lanes closed.", .closed),
    ("The other lane is closed due to debris.", .closed),
    ("The other lane closed for pilot car operations", .trafficDelays),
    ("Remaining lanes closed for paving next week", .trafficDelays),
    ("The other lane closed by flaggers", .trafficDelays),
    ("One lane closed, the other lane is open.", .trafficDelays),
    ("Right lane closed. The remaining lanes are open.", .trafficDelays),
    ("Remaining lanes closed to trucks.", .trafficDelays),
    ("Other lane shoulder closed", .trafficDelays),
    ("The other lane closed intermittently", .trafficDelays),
    ("The other lane is not closed", .trafficDelays),
    ("Right lane closed. Road closed for repair.", .closed),
    ("Left lane closed - Guide rail repair", .trafficDelays),
    ("Tree blocking one lane.", .trafficDelays),
    ("Rocks blocking both lanes.", .closed),
    ("A fallen tree is blocking the road.", .closed),
    // No lane left open, counted (they read `open`): never open.
    ("Zero lanes open", .unknown),
    ("0 of 2 lanes open", .unknown),
    ("None of the lanes are open", .unknown),
    ("0 lanes open in each direction", .unknown),
    ("0/2 lanes open", .unknown),
    ("Lanes open: 0", .unknown),
    ("No lanes open", .closed),
    ("2 of 2 lanes open", .open),
    ("Temperature 0 F. Lanes open.", .open),
  ])
  func worksAndLanesAfterALaneSayHowMuchIsOut(text: String, level: RestrictionLevel) {
    #expect(PassengrSession.classify(text, now: Date()) == level, "\(text)")
  }

  /// Harmless words beside something that may block the road, and a height that is an elevation,
  /// not a vehicle's size: never open (they read `open`).
  @Test(arguments: [
    ("Weight restrictions in effect and bridge out at MP 45", RestrictionLevel.unknown),
    ("Weight restrictions in effect and road washed away near MP 12", .unknown),
    ("No parking: road collapsed at MP 12", .unknown),
    ("Lanes open and travel advisory", .travelAdvisory),
    ("Chains required for vehicles above 7,000 feet.", .chainsRequired),
    ("Road closed for vehicles above 7000 feet.", .closed),
    ("No travel for vehicles over 4,000 feet", .closed),
    ("Vehicles over 50 ft prohibited", .open),
    ("Weight restrictions in effect.", .open),
    ("No lane closures on I-90 this weekend", .open),
    ("I-70 EB at Exit 216A: high water", .trafficDelays),
    ("High water on roadway", .trafficDelays),
    ("Watch for high water", .open),
  ])
  func harmlessWordsAndSizesNeverHideABlockedRoad(text: String, level: RestrictionLevel) {
    #expect(PassengrSession.classify(text, now: Date()) == level, "\(text)")
  }

  /// An exit's number with a letter is a place like any exit's: what follows it is read.
  @Test(arguments: [
    ("Highway 102 Southbound near Exit 4C: Collision. Right lane closed.", RestrictionLevel.trafficDelays),
    ("I-90 EB near Exit 25A: Crash. Road closed.", .closed),
    ("I-5 NB at Exit 4C: road closed", .closed),
  ])
  func anExitsNumberMayCarryALetter(text: String, level: RestrictionLevel) {
    #expect(PassengrSession.classify(text, now: Date()) == level, "\(text)")
  }

  /// The nearest open facility is the facility's, not the road's.
  @Test(arguments: [
    (
      "Boron Safety Roadside Rest Area on SR-58 EB is closed for water system repairs. Nearest open rest area: "
        + "Coolgardie Mesa.", RestrictionLevel.open
    ),
    ("Nearest open rest area: Hyak. Chains required.", .chainsRequired),
    ("Rest area open. Road closed.", .closed),
  ])
  func aFacilitysNameHeadsWhatIsSaidOfIt(text: String, level: RestrictionLevel) {
    #expect(PassengrSession.classify(text, now: Date()) == level, "\(text)")
  }

  /// A clause read below a closure that also says the road cannot be driven ("No delays expected
  /// and bridge out" read delays, "Chains required and bridge out" chains): not understood beyond
  /// what it states, which stays the floor. Every known reading joined every way to every such
  /// statement; a reason after "due to" stays a reason.
  @Test func aRoadThatCannotBeDrivenIsNeverSwallowedByAMilderReading() {
    let known: [(String, RestrictionLevel?)] = [
      ("No delays expected", nil), ("Expect delays", .trafficDelays), ("Alternating traffic", .trafficDelays),
      ("Pilot car in use", .trafficDelays), ("Travel not advised", .travelAdvisory),
      ("Chains required", .chainsRequired), ("Road open", nil), ("No restrictions", nil),
      ("No lane closures", nil), ("Use caution", nil), ("Weight restrictions in effect", nil),
      ("The road is open", nil), ("All lanes open", nil), ("Drive with care", nil),
    ]
    let impassable = [
      "bridge out", "road washed away", "roadway flooded", "road collapsed", "highway snowbound",
      "the road is underwater", "road gone", "culvert washed out at MP 12", "pavement undermined",
      "the bridge is out at MP 5", "the roadway has failed at MP 22", "SR 20 under water",
      "the bridge at MP 5 has failed",
    ]
    for (phrase, floor) in known {
      for state in impassable {
        for joint in [" and ", ": ", ", ", " with ", " while ", " but "] {
          let text = phrase + joint + state
          let words = RoadWords.read(text)
          #expect(words.level == .unknown, "\(text)")
          #expect(words.floor(for: .both) == floor, "\(text)")
        }
      }
    }
    // Reasons and hazards to watch for are what they were.
    #expect(Self.level("Delays due to road washout") == .trafficDelays)
    #expect(Self.level("Expect delays due to a flooded roadway") == .trafficDelays)
    #expect(Self.level("Road closed, bridge out") == .closed)
    #expect(Self.level("Delays. Lanes open.") == .trafficDelays)
  }

  /// A second statement joined to an opening, a harmless word or a milder reading, and a label
  /// that says the road cannot be driven: an adversarial read found each read `open` or below a
  /// closure. None is `open`; each is not understood, with what the rest says as its floor.
  @Test(arguments: [
    // Set aside as a place's label (they read `open`, delays or an advisory).
    "Bridge out: Use caution", "SR 20 flooded at MP 3: Use caution", "Road submerged at MP 3: Drive with care",
    "Bridge out at MP 12: Expect delays", "Roadway flooded near MP 3: Pilot car in use",
    "Bridge out: Travel not advised", "Washed out bridge at MP 3: Use caution",
    // Joined to an opening or harmless words (they read `open`).
    "The road is open and the bridge is out at MP 5", "The highway is open and the road is gone at milepost 30",
    "Road is open and the road is under water near MP 3", "All lanes open and the roadway has failed at MP 22",
    "No delays expected and the bridge at MP 5 has failed", "Drive with care and road under water",
    "Roadway clear and the road is frobnicated",
    // Joined to a milder reading, after a reason or a place (they read delays, an advisory, chains).
    "Pilot car in use and the bridge is out at MP 14", "Expect delays and bridge completely out",
    "Travel not advised and the road is under water", "Delays due to flooding and road collapsed at MP 12",
    "Travel not advised due to flooding and bridge washed away", "Pilot car after MP 10 and bridge out at MP 14",
    "Chains required after the summit and road washed away at MP 30", "Pilot car in use and bridge down",
    "Expect delays and road undrivable", "Expect delays and roadbed failure", "Expect delays and BRDG OUT",
    "Chains required and road buried by avalanche",
  ])
  func aSecondStatementOrALabelNeverHidesARoadThatCannotBeDriven(text: String) {
    #expect(Self.level(text) == .unknown, "\(text)")
  }

  /// What the same words say of a lane, a thing repaired or removed, a stretch's end, a vehicle
  /// class listed: what they said before.
  @Test(arguments: [
    ("Expect delays and right lane flooded", RestrictionLevel.trafficDelays),
    ("Expect delays while crews repair washed out culvert", .trafficDelays),
    ("Expect delays while crews remove submerged vehicle", .trafficDelays),
    ("Flaggers directing traffic around flooded lane", .trafficDelays),
    ("Use caution near the collapsed guardrail", .open),
    ("Road open, no longer flooded", .unknown),
    ("Road open and the pavement is dry", .open),
    ("Road open and the rest area is closed", .open),
    ("Road down to one lane, expect delays", .trafficDelays),
    ("Chains required on vehicles over 10,000 GVW and all vehicles towing. Traction tires advised.", .tractionAdvised),
    ("Travel advisory in effect between Alpha and the end of Highway 52", .travelAdvisory),
    ("Chains required and the road is closed", .closed),
    ("Lanes open and SR 20 impassable at MP 4", .closed),
  ])
  func theSameWordsOfALaneOrAThingRepairedSayWhatTheySaid(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// A second adversarial read: a clause carried on by "and" after an opening, a place's name that
  /// took a verb, and a road named "But" read `open` or delays; what is there after "there is"
  /// is read.
  @Test(arguments: [
    // "…, and" anything after an opening was information (they read `open`).
    ("Road open, and frobnicated", RestrictionLevel.unknown), ("Road open, and road surface collapsed", .unknown),
    ("Open, and the tunnel is flooded", .unknown), ("Road open, and use caution", .open),
    ("Use caution, and watch for ice", .open),
    // A place's name ran on through a verb (they read `open`).
    ("The bridge over Elk Creek is out", .unknown), ("Bridge over Elk Creek out", .unknown),
    ("The bridge over Deer Creek is gone", .unknown), ("Compact snow and ice over Snoqualmie Pass", .open),
    ("Watch for deer near Deer Creek", .open),
    // What is there, after where (they read `unknown`, and one `open`).
    ("At milepost 72 there is a rock slide", .trafficDelays), ("Near Lyle there is a collision", .trafficDelays),
    ("There is a frobnication", .unknown), ("There is a bridge out", .unknown),
    // "But road" is no street (they read delays).
    ("Open. But road closed", .closed), ("Open, however road closed at MP 9", .closed),
    ("Lanes open, but road closed", .closed), ("I-5 open, but Mill Road closed", .trafficDelays),
    // The road that cannot be driven, said every other way (they read `open` or below a closure).
    ("The road near Elk Creek is flooded", .unknown), ("Hwy 3 at Elk Creek is underwater", .unknown),
    ("Drive with care: the road itself is washed out", .unknown),
    ("Drive with care: flooded roadway near MP 5", .unknown),
    ("Road open, and collapsed culvert at MP 4", .unknown), ("Slow down: the causeway is underwater", .unknown),
    ("Road open, and the low water crossing is flooded", .unknown), ("Hwy 3 Bridge Failure: Use caution", .unknown),
    ("SR 20 Road Gone: Use caution", .unknown), ("Bridge at MP 12 out: Use caution", .unknown),
    ("Expect delays due to construction and a bridge washed out", .unknown),
    ("Expect delays due to construction since the bridge is out", .unknown),
    ("Travel advisory because the road is washed out at MP 7", .unknown),
    ("Minor delays and County Road 12 underwater", .unknown),
    ("Minor delays and a section of road has fallen away", .unknown),
    // Said of something else, or as a reason, a repair or a hedge: what they said.
    ("Delays due to road washout", .trafficDelays), ("Expect delays due to a flooded roadway", .trafficDelays),
    ("One lane open around washed out section, expect delays", .trafficDelays),
    ("Pilot car in use while crews repair undermined shoulder", .trafficDelays),
    ("Travel advisory: roads may be flooded", .travelAdvisory),
  ])
  func whatASecondAdversarialReadFound(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }
}
