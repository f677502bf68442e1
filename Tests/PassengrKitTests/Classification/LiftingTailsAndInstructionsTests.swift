import Foundation
import Testing

@testable import PassengrKit

/// What a lifting may end with (where, since when, why it had closed, in any order), instructions
/// that send a driver to a facility or a class of vehicle round the road, and the last parts of a
/// chain rule's list. Each reads its stated level; none reads below what it states.
@Suite struct LiftingTailsAndInstructionsTests {
  static func level(_ text: String, agency: String? = nil) -> RestrictionLevel {
    WordingLevel.of(text, agency: agency)
  }

  /// Every lifting with every tail, in every order: open. An opening to come, or a stretch opened
  /// as far as a place, never is.
  @Test func liftingsWithTheirTails() {
    let liftings = ["Chain requirements lifted", "SH-21 reopened", "Road reopened", "The closure has been lifted"]
    let places = ["", " on OR 58", " between Lowman and Stanley", " on I-90 over Lookout Pass"]
    let times = ["", " as of 1340", " as of 2:15 PM", " on 4/18", " at 1:15 p.m."]
    let causes = ["", " after avalanche control work"]
    for lifting in liftings {
      for place in places {
        for time in times {
          for cause in causes {
            let text = lifting + place + cause + time + "."
            #expect(Self.level(text) == .open, "\(text)")
          }
        }
      }
    }
    for text in [
      "SR 20 has reopened for the season between the Ross Dam trailhead (milepost 134) and the Silver Star gate "
        + "(milepost 171).",
      "Road reopened between Mount Currie and Duffey Lake (Cayoosh Pass) after avalanche control work.",
    ] {
      #expect(Self.level(text) == .open, "\(text)")
    }
    for text in [
      "Road will reopen on 4/18.", "Road open on Friday.", "Closure lifted after 5 PM.", "Road open to the gate.",
      "Highway 20 reopened to the gate", "Road closed. Reopened between A and B at 5 pm",
    ] {
      #expect(Self.level(text) != .open, "\(text)")
    }
  }

  /// A driver sent to a facility, or a class of vehicle sent round: nothing for a car. A driver of
  /// any car sent round, or a class told of a closure, is not that.
  @Test(
    arguments: [
      // (A chain area named with no one's need to chain may be chain control in force; every vehicle
      // sent through a facility is the road closed round it.)
      ("Use chain station at MP 183", .unknown),
      ("All vehicles use the rest area at exit 47.", .unknown),
      ("Drivers who need to chain up should use the chain-up area at milepost 52 near Hyak.", .open),
      ("Pull off at the ski area lot instead.", .open),
      ("Commercial vehicles continue to the next open scale at Rocker.", .open),
      ("Hazmat traffic must use US 6 over Loveland Pass.", .open),
      ("Trucks must use chains.", .open),
      ("Use chain up area at MP 5. Chains required.", .chainsRequired),
      ("Use the rest area at MP 5, road closed", .closed),
      ("Use alternate route.", .unknown),
      ("Use Mercury Hwy for local access.", .unknown),
      ("All vehicles must use US 6", .unknown),
      ("Trucks must use US 6 as road closed", .closed),
    ] as [(String, RestrictionLevel)])
  func instructions(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// A chain rule's list read whole, four-wheel drive told bound too, and tires a rule turns back.
  @Test(
    arguments: [
      ("Chains required on all vehicles, 4x4 included.", .chainsAll),
      ("Chains required, 4x4 included", .chainsAll),
      ("Chains required on all vehicles, no exceptions, including 4WD.", .chainsAll),
      ("Traction tires required, 4x4 included", .unknown),
      ("Chain Law Level 1 in effect. Vehicles must have chains, adequate snow tires or be 4WD/AWD.", .tractionRequired),
      ("Vehicles must have chains, snow tires or 4WD.", .tractionRequired),
      ("Chains required, snow tires or 4WD recommended", .chainsRequired),
      (
        "Chain controls in effect from Callahan Ranch Rd to Incline Village. Chains or snow tires required.",
        .tractionRequired
      ),
      (
        "4WD/AWD or snow tires required. Rental cars with all-season tires will be turned around at the gate.",
        .tractionRequired
      ),
      ("Chains required on all vehicles. Vehicles with snow tires will be turned around.", .unknown),
      ("Single lane closure for paving. Traffic controlled by flaggers. Detour not required.", .trafficDelays),
    ] as [(String, RestrictionLevel)])
  func chainListsAndInclusions(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// Words of real reports read as a driver reads them: a class's label before a dash, a weekday
  /// and its date, a backup beside a closed lane, facilities beside the road, a planned closure,
  /// a cancelled one, the gates and the interlodge that close a canyon road.
  @Test(
    arguments: [
      (
        "I-90 Lookout Pass: COMMERCIAL VEHICLES - chains required westbound MP 0 to MP 5. Passenger vehicles: no "
          + "restrictions.", .open
      ),
      ("COMMERCIAL VEHICLES - chains required. Passenger vehicles - chains required.", .chainsRequired),
      ("SR 20 North Cascades Highway reopened for the season at 11 a.m. Friday, May 8.", .open),
      ("SR 20 North Cascades Highway reopened for the season at noon Friday, May 2.", .open),
      (
        "CANCELED: The planned overnight closure of eastbound I-90 at Snoqualmie Pass for rock blasting on Tuesday, "
          + "Sept. 16 has been canceled because of equipment problems. Travelers will not see delays.", .open
      ),
      ("Road closed. Travelers will not see delays.", .closed),
      (
        "I-64 WB at MM 99: right lane closed for crash investigation. Left lane getting by. Backup 2 miles.",
        .trafficDelays
      ),
      ("Backup 2 miles.", .unknown),
      (
        "THE TRUCK BRAKE INSPECTION AREA 1.3 MI EAST OF THE DONNER LAKE INTERCHANGE IS CLOSED - DUE TO CONSTRUCTION",
        .open
      ),
      ("Columbia Icefield Discovery Centre closed for the season. Highway open.", .open),
      (
        "Tahoe Meadows trailhead lot full and closed to entry. Do not park on the shoulder; vehicles will be towed.",
        .open
      ),
      (
        "ODOT plans a full closure of OR 35 at the White River bridge in spring 2027 for bridge replacement. No "
          + "closures are in place at this time.", .open
      ),
      ("Eastbound 88 Full Closure -- CANCELLED\nWork: Rock slope repair\nThis closure has been cancelled.", .open),
      ("INTERLODGE in effect at Alta and Snowbird.", .closed),
      ("Canyon road shut from Wasatch Blvd to Alta; no uphill or downhill travel.", .closed),
      ("The road is open its full length, weather permitting.", .open),
      ("Speed limit returned to normal.", .open),
    ] as [(String, RestrictionLevel)])
  func realReportWords(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// More of real reports: lanes of no travel named, a crash across part of the road's width, a
  /// snow floor, advice to fit tires, gates opened this morning, a closure's kind after a rest
  /// area's closure, British Columbia's requirement for cars.
  @Test(
    arguments: [
      ("Left shoulder closed due to guardrail repair. No travel lanes are affected.", .open),
      ("No travel. Lanes closed", .closed),
      ("No travel lanes open", .closed),
      ("A crash is blocking part of the road. Expect delays.", .trafficDelays),
      ("Part of the road is closed.", .closed),
      ("Winter Conditions - Snow Floor, Scattered Ice", .open),
      ("Drive with caution and do not pass plows.", .open),
      // (Plows pulled off the road may be the road given up: not understood.)
      ("Travel not advised. Blowing snow. Plows are pulled off the road.", .unknown),
      ("Passenger vehicles should have traction tires.", .tractionAdvised),
      ("Drivers who need to chain up should use the chain-up area at milepost 52 near Hyak.", .open),
      ("Seasonal gates on SR-39 were opened this morning.", .open),
      ("Rest area closed at Bear Lake. Seasonal closure. Highway open.", .open),
      ("Road closed. Seasonal closure.", .closedForSeason),
    ] as [(String, RestrictionLevel)])
  func moreReportWords(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// British Columbia's winter tire and chain requirement asks a car for winter tires.
  @Test func britishColumbiasRequirementIsTiresForACar() {
    let text = "Winter tire and chain requirement in effect between Revelstoke and Golden."
    #expect(Self.level(text, agency: "drivebc") == .tractionRequired)
  }

  /// What an adversary tried: a road closed where a facility stands, told in one clause or cut
  /// at commas; a stretch from a facility; a lifting's flag unset; a class sent round beside
  /// everyone; part of the road blocked beside more. None reads below what it states.
  /// The words an unset lifting's flag stands for are never understood, alone or beside a plain
  /// lifting: the record never reads open.
  @Test func anUnsetLiftingIsNeverUnderstood() {
    let words = RoadWords.read(FieldRecord.unsetLifting)
    #expect(!words.statements.isEmpty)
    #expect(words.statements.allSatisfy { $0.meaning == .unrecognised })
    for text in ["No restrictions | closureLifted: false | status: open", "Road open | chainControlsLifted: N | x: y"] {
      #expect(Self.level(text) != .open, "\(text)")
    }
  }

  @Test(
    arguments: [
      ("OR 58 at the Salt Creek Falls rest area is closed to all traffic", .closed),
      ("I-80 at the rest area is closed", .closed),
      ("US 2, east of the Stevens Pass Sno-Park, is closed", .closed),
      ("I-80, including the rest area, is closed", .closed),
      ("The rest area, along with the interstate, is closed", .closed),
      ("I-80 westbound, beyond the rest area, is closed to all traffic", .closed),
      ("Big Cottonwood Canyon, beyond the Solitude parking lot, is closed", .closed),
      ("SR 89A, north of the Slide Rock State Park parking lot, is closed", .closed),
      ("Rest area to Rawlins - CLOSED", .closed),
      ("I-80: Elk Mountain Rest Area to Walcott Junction - Closed", .closed),
      ("Open: N", .closed),
      ("Road Open: N", .closed),
      ("Chain controls lifted: N", .unknown),
      ("closure lifted: false", .unknown),
      ("{\"closureLifted\":false}", .unknown),
      ("{\"chainControlsLifted\":\"N\"}", .unknown),
      ("Hazmat traffic must use US 6 along with all other traffic", .unknown),
      ("Hazmat traffic must use US 6 and passenger traffic must use US 40", .unknown),
      ("Crash blocking part of the road and both lanes", .closed),
      ("Motorists must use the rest area.", .unknown),
      ("All traffic must use the rest area until the road reopens", .unknown),
      ("All commercial and passenger traffic must use US 6", .unknown),
      ("Commercial vehicles must use US 6 until I-70 reopens", .unknown),
    ] as [(String, RestrictionLevel)])
  func whatAnAdversaryTried(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// What stays the facility's: a rest area named before the road it is on.
  @Test(
    arguments: [
      "Iron Goat Rest Area on US 2 at milepost 58, 6 miles west of the summit of Stevens Pass, is closed for the season.",
      "Rest area at Yuba Pass is closed", "I-90 rest area at Exit 5 closed", "{\"closureLifted\":true}",
    ])
  func whatStaysTheFacilitys(text: String) {
    #expect(Self.level(text) == .open, "\(text)")
  }
}
