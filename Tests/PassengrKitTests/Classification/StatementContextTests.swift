import Foundation
import Testing

@testable import PassengrKit

/// The clauses read beside the others of their text (`StatementContext`), the ordinary words of
/// reports (`ClauseStatement.isOrdinary`), and an agency's terms kept as the entry says. Tables of
/// real-shaped wording and generated combinations: a rule's own explanation never hides the rule,
/// an alarming word never makes an ordinary clause, a rule for cars beside one for trucks binds.
@Suite struct StatementContextTests {
  static func level(_ text: String) -> RestrictionLevel { RoadWords.read(text).level }

  // MARK: Tires allowed in place of chains

  /// A chain rule beside the tires a car may use in its place, in either order and in every way
  /// crews write it, is the car's traction requirement (ODOT's code C, Caltrans' R-1).
  @Test func aChainRuleBesideTiresAllowedForACarIsTraction() {
    let rules = ["Chains required.", "CHAINS REQ'D MP 76-86.", "Chains required MP 71.6-88,", "CHAINS REQD -"]
    let allowances = [
      "TRACTION TIRES OK UNDER 10K GVW NOT TOWING.", "Trac tires OK on pass veh under 10K not towing.",
      "Vehicles under 10,000 GVW not towing may use traction tires instead.",
      "Traction tires OK in lieu of chains for passenger vehicles.", "Snow tires allowed on passenger cars.",
      "Passenger cars with snow tires on two drive wheels may proceed without chains.",
    ]
    for rule in rules {
      for allowance in allowances {
        #expect(Self.level("\(rule) \(allowance)") == .tractionRequired, "\(rule) \(allowance)")
      }
    }
    for allowance in allowances.prefix(4) {
      #expect(Self.level("\(allowance) Chains required.") == .tractionRequired, "\(allowance)")
    }
  }

  /// What no tire allowance for a car is: a four-wheel drive's exemption, studded tires, tires
  /// denied, tires for trucks, chains on every vehicle; and a rule two clauses away or for the
  /// other direction stays chains.
  @Test(arguments: [
    ("Chains required. 4WD with snow tires OK.", RestrictionLevel.chainsRequired),
    ("Chains required. Four wheel drive vehicles with snow tires OK.", .chainsRequired),
    ("Chains required. Studded tires OK.", .chainsRequired),
    ("Chains required. Traction tires OK for trucks only.", .chainsRequired),
    ("Chains required. Snow tires OK on vehicles over 10,000 GVW.", .chainsRequired),
    ("Chains required all vehicles. Traction tires OK.", .chainsAll),
    ("Chains required. Road closed at MP 40. Traction tires OK.", .closed),
    ("Eastbound chains required. Westbound traction tires OK for passenger vehicles.", .chainsRequired),
    ("Road closed. Traction tires OK.", .closed),
  ])
  func whatIsNoTireAllowanceKeepsTheRule(text: String, level: RestrictionLevel) {
    // The rule, or `unknown` with the rule as its floor (words not understood beside it).
    let words = RoadWords.read(text)
    #expect(words.level == level || words.level == .unknown && words.floor(for: .both) == level, "\(text)")
  }

  /// The sign that chain controls are up, as the header of its rule, is that rule; a traction rule's
  /// "vehicles without traction tires must chain up" is what a car without them needs.
  @Test(arguments: [
    ("Chain controls: Chains or snow tires required", RestrictionLevel.tractionRequired),
    ("CHAIN CONTROLS SR-431: CHAINS OR SNOW TIRES REQUIRED FROM MILE MARKER 8 TO INCLINE VILLAGE.", .tractionRequired),
    ("Chain controls", .chainsRequired),
    ("Traction tires required; vehicles without traction tires must chain up.", .tractionRequired),
    ("Traction Tires Required. Passenger vehicles without traction tires must chain up.", .tractionRequired),
    ("Vehicles without traction tires must chain up.", .chainsRequired),
    ("Traction tires required. Vehicles without traction tires closed.", .unknown),
  ])
  func aSignOrARulesEnforcementBesideItsRuleIsThatRule(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  @Test func aChainRuleTwoClausesAwayFromTheAllowanceStaysChains() {
    let words = RoadWords.read("Chains required on I-84. Sanders out. Traction tires OK for passenger vehicles.")
    #expect(words.statements.first?.level == .chainsRequired)
  }

  // MARK: A rule and its explanation

  /// Rules for a car, each with the level it states alone.
  static let rules: [(String, RestrictionLevel)] = [
    ("Traction Law in effect.", .tractionRequired), ("Traction devices required.", .tractionRequired),
    ("Chain Law Level 1 in effect.", .tractionRequired), ("Chains or snow tires required.", .tractionRequired),
    ("2WD must chain.", .chainsRequired), ("Chains required.", .chainsRequired),
    ("Chains required on all vehicles except four wheel drive.", .chainsRequired),
  ]

  /// What a rule's own sentences say of tires, drive and chains, or whom they exempt.
  static let explanations = [
    "All motorists need tires with at least 3/16 inch tread.",
    "M+S or all-weather tires with a minimum 3/16-inch tread.",
    "Or chains or an alternative traction device.", "4WD/AWD with M+S tires OK.", "4WD/AWD or chains.",
    "Snow tires or 4WD/AWD.", "Or 2WD with chains/traction devices.", "Vehicles must have adequate snow tires, chains.",
    "Studded tires OK.", "AutoSocks acceptable.",
  ]

  @Test func aRulesExplanationKeepsTheRulesLevel() {
    for (rule, stated) in Self.rules {
      #expect(Self.level(rule) == stated, "\(rule)")
      for explanation in Self.explanations {
        #expect(Self.level("\(rule) \(explanation)") == stated, "\(rule) \(explanation)")
        #expect(Self.level("\(explanation) \(rule)") == stated, "\(explanation) \(rule)")
      }
    }
  }

  @Test func anExplanationAloneIsNeverOpen() {
    for explanation in Self.explanations {
      #expect(Self.level(explanation) != .open, "\(explanation)")
    }
  }

  @Test(arguments: [
    ("Chains Required - All Vehicles Except AWD", RestrictionLevel.chainsRequired),
    ("Chain restriction in effect on SR-210: all vehicles must use chains, except 4WD/AWD vehicles.", .chainsRequired),
    ("All vehicles must use chains. All wheel drive vehicles exempt.", .chainsRequired),
    ("Chains required on all vehicles, including 4WD.", .chainsAll),
    ("Chains required on all vehicles. No exemptions.", .chainsAll),
  ])
  func anExemptionToldApartLowersChainsOnAll(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level)
  }

  @Test(arguments: [
    (
      "SR-210: vehicles without 4WD/AWD or chains will be turned around at the Gravel Pit checkpoint.",
      RestrictionLevel.chainsRequired
    ),
    ("Vehicles without winter tires (M+S or mountain snowflake) may be turned back.", .tractionRequired),
    ("Cars without chains are not allowed past the checkpoint.", .chainsRequired),
    ("Vehicles without chains will be turned around.", .chainsRequired),
  ])
  func aRuleEnforcedAtACheckpointIsTheRule(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level)
  }

  // MARK: Cleared, ended, beside the road, later

  @Test(arguments: [
    (
      "Update 10:40 AM: The earlier collision blocking the left lane of SR 16 westbound has been cleared.",
      RestrictionLevel.open
    ),
    ("No lane closures. The ramp closure at Exit 38 ended at 5 a.m.", .open),
    ("Road open to traffic. Earlier single lane alternating traffic has ended.", .open),
    ("Cleared: crash on I-87 Northbound at Exit 26; all lanes open", .open),
    ("Right lane has reopened at Sardine Summit after the crash was cleared.", .open),
    // Never with a hedge, nor a closure still told.
    ("The earlier crash has been cleared but the road remains closed.", .closed),
    ("The collision blocking the left lane will be cleared by noon.", .trafficDelays),
    ("Right lane will reopen after the crash is cleared.", .trafficDelays),
  ])
  func whatIsToldAsClearedOrEndedLiftsNothingElse(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level)
  }

  @Test(arguments: [
    "Snow chains are available for purchase at the Kingvale gas station.",
    "Chain installers are available at Twin Bridges.", "Sno-Park permits are required at the Hyak Sno-Park.",
    "Truck parking at the Vantage rest area is full.", "The Morrison chain station is not in use.",
    "Motorists can use the rest area at Gold Run.", "Rest Area",
    "Rest area closed at Canyon Hot Springs. Closed for the winter season. Next rest area Albert Canyon.",
    "The Clear Creek vista point is closed for the winter.", "Speed limit 45 mph.",
    "Bare pavement, passing lanes snow covered", "No restrictions. Drive according to conditions.",
    "OR 242 remains open to traffic. The snow gates are expected to close for the season in mid-November.",
  ])
  func servicesAndPlacesBesideTheRoadAreOpen(text: String) {
    #expect(Self.level(text) == .open, "\(text)")
  }

  @Test(arguments: [
    ("Highway 1 closed at Canyon Hot Springs. Closed for the winter season.", RestrictionLevel.closedForSeason),
    ("The highway will close at 8 pm tonight for avalanche control.", .closed),
    ("Rest area closed. US 2 closed at milepost 64.", .closed),
  ])
  func theRoadsOwnClosuresStand(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level)
  }

  @Test func aOneDirectionLiftingIsThatDirections() {
    let words = RoadWords.read("No restrictions eastbound.")
    #expect(words.level(for: .eastbound) == .open)
    #expect(words.level(for: .westbound) == nil)
    #expect(RoadWords.read("No restrictions in the westbound direction.").level(for: .westbound) == .open)
  }

  // MARK: Ordinary words

  static let ordinary = [
    "Plows operating in the area", "Snow on roadway, plows active. Drive slowly.", "High winds next 12 miles",
    "Wind Advisory issued March 2 at 9:02PM MST until March 3 at 6:00PM MST by NWS Cheyenne WY",
    "Please check cotrip.org before you travel.", "Call 511 or visit 511NY.org for the latest travel information.",
    "Road conditions updated every few hours in calm weather.", "Fog near the summit, visibility under 1/4 mile.",
    "Snowplows working ahead. Use caution.", "Temporary signs posted.",
    // A route by its number is a place, and so are the names after it.
    "High wind warning: US-395 Washoe Valley.", "Winter storm warning I-80 Donner Summit",
  ]

  @Test func ordinaryReportsAreOpen() {
    for text in Self.ordinary { #expect(Self.level(text) == .open, "\(text)") }
  }

  /// Names after a route are places only after a weather alert's name: elsewhere a capitalised
  /// word after a route may be what happens on it.
  @Test func aWordAfterARouteIsAPlaceOnlyInAnAlertsName() {
    #expect(Self.level("High wind warning: US-395 Washoe Valley.") == .open)
    #expect(Self.level("CO 9: Zorbs on road.") != .open)
    #expect(Self.level("US-395 Washoe Valley.") != .open)
    #expect(Self.level("High wind warning: US-395 Washoe Valley closed.") == .closed)
  }

  /// Words that say the road may be blocked, put into every ordinary report: never `open`.
  static let alarming = [
    "closed", "blocked", "buried", "gone", "washed out", "under water", "impassable", "out", "down", "not passable",
    "stuck", "only", "avalanche", "detour",
  ]

  @Test func anAlarmingWordNeverMakesAnOrdinaryReport() {
    for text in Self.ordinary {
      let words = text.split(separator: " ").map(String.init)
      for word in Self.alarming {
        for at in [1, words.count] where at <= words.count {
          let changed = (words[..<at] + ["road", word] + words[at...]).joined(separator: " ")
          #expect(Self.level(changed) != .open, "\(changed)")
        }
      }
    }
  }

  // MARK: For whom

  static let truckRules = [
    "Commercial Chain Law Code 18", "Chains required on commercial vehicles", "Truck chain requirements",
    "Chain up for all trucks",
  ]
  static let carRules: [(String, RestrictionLevel)] = [
    ("Passenger Traction Law Code 15 in effect", .tractionRequired),
    ("chains required on passenger vehicles", .chainsRequired),
    ("traction tires required on passenger vehicles", .tractionRequired),
  ]

  @Test func aRuleForCarsBesideOneForTrucksBinds() {
    for truck in Self.truckRules {
      for (car, stated) in Self.carRules {
        let text = "\(truck) and \(car) on US 40 Rabbit Ears Pass."
        #expect(Self.level(text).rank >= stated.rank, "\(text)")
      }
    }
  }

  @Test func aChainRuleSetByWeightIsTheHeavierVehiclesButOregonsCodeListSaysOtherwise() {
    let text = "Chains required on vehicles towing or over 10,000 GVW"
    #expect(Self.level(text) == .open)
    // Code B's own text: a car carries chains or traction tires.
    let oregon = RoadWords.read(text, terms: ODOTTerms.terms)
    #expect(oregon.level == .tractionAdvised)
    #expect(oregon.statements.first?.isAgencyTerm == true)
  }
}

/// An agency's terms: two that match overlapping words are one statement, the first.
@Suite struct AgencyTermOverlapTests {
  @Test(arguments: [
    ("Level 1 Chain Law in Effect", RestrictionLevel.tractionRequired),
    ("Chain Law Level 1 in Effect", .tractionRequired), ("Level 2 Chain Law in Effect", .chainsRequired),
    ("Chain Law in Effect", .chainsRequired),
  ])
  func wyomingsLevelIsReadWhereverItStands(text: String, level: RestrictionLevel) {
    #expect(WYDOTWords.read(text).level == level)
  }
}

/// More families of real wording, each read as a driver reads it.
@Suite struct MoreFamiliesTests {
  @Test(arguments: [
    ("Studded tires or chains required on passenger vehicles beyond MP 20.", RestrictionLevel.tractionRequired),
    ("Chains or winter tires required.", .tractionRequired),
    ("Carry chains. Chains may be required later today.", .tractionAdvised),
    ("Road closed. Chains may be required.", .closed),
    ("One-way traffic control with flagging, 2 of 2 lanes closed alternately", .trafficDelays),
    (
      "QEW Toronto-bound, at Burlington Skyway: left lane and left shoulder closed for emergency repairs.",
      .trafficDelays
    ),
    ("Previously posted chain requirements have been lifted as of 2:15 p.m. Roads are bare and wet.", .open),
    (
      "Chain Law (Code 18) for commercial motor vehicles in effect. Passenger vehicles: no restrictions. "
        + "Visit cotrip.org for chain up station locations.", .open
    ),
    ("Jan 3 2026  6:50AM [19] 1098 ALL LNS OPEN, ROADWAY CLEAR", .open),
    ("Dec 27 2025  4:45AM [13] CT ADVISED CHAIN CONTROLS LIFTED, ALL LNS OPEN", .open),
    (
      "Highway 1. Single lane alternating traffic will be in effect. Estimated time of re-opening Fri Jan 13, "
        + "2023 at 4:00 PM PST.", .trafficDelays
    ),
    ("Highway 1 closed due to a crash. Estimated time of reopening 4:00 PM.", .closed),
    (
      "Passenger Vehicle Chain Law (Code 16) in effect. All passenger vehicles, including four wheel and all wheel "
        + "drive vehicles, are required to have chains or an alternative traction device.", .chainsAll
    ),
  ])
  func readsAsADriverReadsIt(text: String, level: RestrictionLevel) {
    #expect(RoadWords.read(text).level == level)
  }

  @Test func wyomingsChainLawForTrucksOnlyBindsNoCar() {
    #expect(WYDOTWords.read("Chain Law in effect for commercial vehicles only").level == .open)
    #expect(WYDOTWords.read("Chain Law in effect").level == .chainsRequired)
  }
}

/// Families learned from a second set of real-shaped texts.
@Suite struct SecondSetFamiliesTests {
  @Test(arguments: [
    (
      "Dense Fog Advisory issued November 22 at 4:10AM PST until November 22 at 11:00AM PST by NWS Reno NV",
      RestrictionLevel.open
    ),
    ("Special Weather Statement issued January 28 at 5:14AM MST by NWS Pocatello ID", .open),
    ("Disabled vehicle on NY 73 both directions at Cascade Lakes shoulder blocked", .open),
    (
      "Passenger cars and light trucks with snow tires on at least two drive wheels may proceed without chains; all "
        + "other vehicles must install chains or traction devices.", .tractionRequired
    ),
    ("Chain controls lifted. Passenger vehicles may proceed without chains.", .open),
    (
      "Chain Law Level 1 is in effect. Vehicles must have tire chains, adequate snow tires, or all-wheel drive.",
      .tractionRequired
    ),
    ("Vehicles must have M+S or snow tires, or carry and use chains.", .tractionRequired),
    ("Chain controls lifted on I-80 from Verdi to the California state line.", .open),
    ("Highway 97C. Freezing rain between Aspen Grove and Elkhart. Watch for black ice.", .open),
    ("Thin layer of ice in shaded areas.", .open), ("Rain changing to snow above 3500 feet.", .open),
    ("Chains required for commercial vehicles over Lookout Pass. Chain-up area at Mile Marker 69 eastbound.", .open),
    // A facility named by its name alone is where the next words speak of.
    ("At Exit 262: Eisenhower Tunnel rest area. Rest area closed due to maintenance.", .open),
    ("Brookmere Chain-Off Area.", .open),
    ("Highway closed rest area.", .closed),
    (
      "Traction Law in effect: vehicles must have 4WD/AWD or M+S tires with at least 3/16 inch tread, otherwise chains "
        + "are required.", .tractionRequired
    ),
    ("Winter tire and chain-up regulations in effect. Passenger vehicles must have winter tires.", .tractionRequired),
    ("Rest area closed at Zopkios. Washrooms unavailable. Road open to traffic.", .open),
  ])
  func readsAsADriverReadsIt(text: String, level: RestrictionLevel) {
    #expect(RoadWords.read(text).level == level)
  }

  @Test func aStopLiftedIsNoClosure() {
    #expect(RoadWords.read("The no travel advisory on Hwy 2 from Bagley to Bemidji has been lifted.").level != .closed)
  }
}

/// A class of vehicle named in a closure's reason never makes the closure that class's.
@Suite struct ReasonIsNoClassTests {
  @Test func aClassInTheReasonClosesForEveryone() {
    let classes = [
      "semi", "semis", "truck", "trucks", "trailer", "bus", "rv", "big rig", "commercial vehicle", "tractor",
    ]
    for vehicle in classes {
      for text in [
        "I-90 closed Westbound from Missoula to the Idaho state line due to multiple \(vehicle) crashes at Lookout Pass.",
        "Highway closed to the state line because of a \(vehicle) fire.",
        "Traffic is being turned around due to a jackknifed \(vehicle).",
      ] {
        #expect(RoadWords.read(text).level == .closed, "\(text)")
      }
    }
  }
}
