import Foundation
import Testing

@testable import PassengrKit

/// Records written flat, their fields between bars, tabs, lines or semicolons: each field read in
/// the role its name gives it (`FieldRecord`). A field of when, which record, an empty one or a
/// place says nothing; a lane-closure record's counts and kinds are said in words; a field that
/// might say more is read as any words are.
@Suite struct FieldRecordWordingTests {
  static func level(_ text: String, agency: String? = nil) -> RestrictionLevel {
    WordingLevel.of(text, agency: agency)
  }

  /// Records whose other fields say when, where, which or nothing: the stated level stands.
  @Test(
    arguments: [
      ("Conditions: Dry | Advisories: None | Restrictions: None | Last Report Time: Jan 20, 2026, 06:05 AM", .open),
      ("MT-1 | Georgetown Lake | Wet | None", .open),
      ("WESTBOUND Between Sundance and Moorcroft | Road Open | Black Ice | None", .open),
      ("weather-id=6 Rain | road-cond-id=1 Bare Pavement | air-temperature 3.5", .open),
      ("Chain Law - Level 1 | WY 28 | Farson to Lander (South Pass) | Direction: (blank)", .tractionRequired),
      (
        "RoadwayName: I-80 Pequop Summit | RoadCondition: Snow Covered | WeatherCondition: Snowing | Restriction:  | "
          + "LastUpdated: 1768374000", .open
      ),
      (
        "{\"Id\": 1762, \"RoadwayName\": \"I-80 Parleys Summit\", \"RoadCondition\": \"Wet\", \"Restriction\": \"None\"}",
        .open
      ),
      (
        "typeOfClosure: Lane | lanesClosed: 1 | totalExistingLanes: 2 | facility: Mainline | typeOfWork: Crack Sealing "
          + "| travelFlowDirection: East | beginCounty: ED | beginPostmile: 44.10 | estimatedDelay: 10", .trafficDelays
      ),
      (
        "typeOfClosure=Shoulder; facility=Mainline; lanesClosed=0; totalExistingLanes=3; typeOfWork=Weed Abatement; "
          + "beginLocationName=Castaic; estimatedDelay=0", .open
      ),
      ("Type: Full | Facility: Connector | Dir: NB | Route: 89 | Work: bridge joint repair", .trafficDelays),
      ("Type: Ramp Closure | Facility: On Ramp | Lanes: 1 | From 2200 to 0500", .trafficDelays),
      ("Type: Full | Facility: Mainline | Dir: NB | Route: 89", .closed),
      (
        "Hwy 50 | EB | PM 60.1-62.4 | Lane 1 | 0800-1600 | Kyburz | Rumble strip install | Delay: 10 min",
        .trafficDelays
      ),
      (
        "EventType: generalInfo | EventSubType: Winter Driving | RoadwayName: US-20 | Description: Traction tires "
          + "advised on US-20 over Targhee Pass. | Severity: Minor", .tractionAdvised
      ),
    ] as [(String, RestrictionLevel)])
  func fieldsThatSayNothingLeaveTheStatedLevel(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// Fields whose values may say more than their names: a closure in a place's, a time's, a work's
  /// or an id's field, a "None" after lanes told open, a code that is a word, a hazard's name, a
  /// full closure of the mainline or of every lane. None reads below what it states.
  @Test(arguments: [
    "Road open | Location: road closed at MP 5 | Dry",
    "Road open | Route: Closed | Dry",
    "Road open | Last Updated: closed until further notice | Dry",
    "Road open | typeOfWork: Road Closed for Paving | Dry",
    "Road open | Obstruction near Lander | Dry",
    "Road open | Kaput | Dry",
    "Lanes open | None | Dry",
    "Road open | event-id=CLSD | Dry",
    "Restriction: None | IsFullClosure: true | Facility: Mainline",
    "typeOfClosure: Full | facility: Mainline | travelFlowDirection: West | Restriction: None",
    "lanesClosed: 2 | totalExistingLanes: 2 | Restriction: None",
    "Lanes Closed: 2 of 2 | Restriction: None",
    "Road open | Location: Avalanche Gulch | Dry",
    "Road open | Direction: Westbound closed | Dry",
    "Location: I-70 Code 16 | Road Condition: Dry", "law-code-id=16 | route: I-70 | Road Condition: Dry",
    "I-80 | Donner Pass Road Closedd | Road Condition: Dry", "I-80 Donner Pass Cut Off | Wet | None",
    "Closures: SR-89 Emerald Bay | Road Condition: Dry | Updated: 10:00",
    "IsFullClosure: 1 | Route: I-5 | Road Condition: Dry",
    "I-80 | On Ramp | Type: Road Closed", "Road Condition: Wet | Restriction: None | ChainLevel: 2",
    "Road Condition: Wet | Restriction: None | IsOpen: 0", "closedLaneIds: ALL | route: I-80 | Road Condition: Dry",
    "typeOfWork: Total | route: I-5 | Road Condition: Dry", "I-80 Donner Pass | Snow | Travel | None",
    "Roadway Name: I-80 | Road Condition: Wet | Restriction: None | Delay: Indefinite",
    "I-80 WB | Lane | All of 2 | Paving",
    "Roadway Name: I-80 | Road Condition: Wet | Restriction: None | Lanes Closed: 2 | Lanes: 2",
    "closure.facility: Mainline | closure.typeOfClosure: Full | closures.facility: On Ramp | closures.typeOfClosure: Lane",
  ])
  func fieldsThatMaySayMoreAreRead(text: String) {
    let level = Self.level(text)
    #expect(level == .unknown || level.isClosure, "\(text): \(level)")
  }

  /// A kind of work that names a hazard is read, as an event's label: never nothing.
  @Test func workThatNamesAHazardIsRead() {
    #expect(Self.level("Road open | typeOfWork: Emergency Slide Removal | Dry") == .trafficDelays)
    #expect(Self.level("Road open | typeOfWork: Crack Sealing | Dry") == .open)
  }

  /// A record written a field a line keeps its fields apart; a record's kinds of closure and its
  /// counts written without names are read as Caltrans' records mean them; a Caltrans county's code
  /// before a postmile says where.
  @Test(
    arguments: [
      (
        "Type of Closure: Lane\nLanes Closed: 1 of 3\nFacility: Mainline\nDirection: Southbound\nRoute: 15\n"
          + "Location: Kenwood Ave to Cleghorn Rd (SBD 18.9/21.4)\nEstimated Delay: 10 minutes",
        RestrictionLevel.trafficDelays
      ),
      ("Type of Closure: Full\nFacility: Mainline\nLanes Closed: 2 of 2\nEstimated Delay: Detour", .closed),
      ("SR-70 | EB/WB | Mainline | Full | Bridge Replacement | PLU 17.9 | Detour via SR-89", .closed),
      ("EB I-80 | NEV 11.9 | Lane | 2 of 2 | Emergency Work", .closed),
      ("Westbound 50 Lane Closure | Lanes: 1 of 2 | Delay: 5 min", .trafficDelays),
      ("Moving Lane Closure - Litter Removal - SR-108 WB TUO 18.0/24.6 - 0800-1200 - Delay 5 min", .trafficDelays),
    ] as [(String, RestrictionLevel)])
  func recordsAsCaltransWritesThem(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// A line that is a field ends with a bar before a line that is one too; a line of words does not.
  @Test func fieldLinesKeepABar() {
    #expect(LineBreaks.sentences("Facility: Mainline\nLanes Closed: 2 of 2").contains(" | "))
    #expect(!LineBreaks.sentences("Chains required\non all vehicles").contains("|"))
  }

  /// A chain rule's field keeps its name, and a Caltrans level inside a place's field is read.
  @Test(arguments: [
    "Chain Controls: In Effect | Route: I-80 | Location: Kingvale to Truckee",
    "Location: I-80 Donner Summit R2 | Road Condition: Dry",
  ])
  func chainRulesInFieldsAreRead(text: String) {
    #expect(Self.level(text) == .chainsRequired, "\(text)")
  }

  /// A record about one direction keeps it: "Direction: West" and a place told westbound read as
  /// that direction, never dropped.
  @Test func aRecordsDirectionIsKept() {
    #expect(FieldRecord.rewritten(cell: "Direction: West") == "westbound")
    #expect(FieldRecord.rewritten(cell: "WESTBOUND Between Sundance and Moorcroft") == "westbound")
    #expect(FieldRecord.rewritten(cell: "Location: to WB I-80 (Truckee)") == "westbound")
    // A compass word inside a name is no direction.
    #expect(FieldRecord.rewritten(cell: "Farson to Lander (South Pass)") == "")
  }

  /// Numbers from outside are read without trapping: a count too big, negative or not a number is
  /// left as written.
  @Test(arguments: [
    "lanesClosed: 99999999999999999999 | totalExistingLanes: 2 | facility: Mainline",
    "lanesClosed: -1 | totalExistingLanes: 2 | facility: Mainline",
    "estimatedDelay: 9223372036854775808 | lanesClosed: 1 | totalExistingLanes: 2",
    "Lanes Closed: 1 of 99999999999999999999999 | Delay: x",
    "| | | : | = | :: |",
  ])
  func absurdNumbersNeverTrap(text: String) {
    #expect(Self.level(text) != .open, "\(text)")
  }

  /// A record written as JSON, whole, as members without braces, or as one object under a name, is
  /// split where JSON splits it (a comma inside a value never ends a field); a lane impact's map is
  /// read as CDOT's; a record's fields told one a line, or in a row between tabs, keep apart; a
  /// state's field says its state by its value.
  @Test(
    arguments: [
      ("RestrictionOne: {\"TravelDirection\": \"Eastbound\", \"RestrictionText\": \"No restrictions\"}", .open),
      (
        "\"driving-restriction\": {\"restriction-id\": \"B\", \"restriction-desc\": \"Chains required on vehicles "
          + "towing or over 10,000 GVW\"}", .tractionAdvised
      ),
      (
        "\"locationName\": \"KINGVALE\", \"direction\": \"West\", \"status\": \"R-2\", \"statusDescription\": "
          + "\"Chains or traction devices are required on all vehicles except four wheel/all wheel drive vehicles "
          + "with snow-tread tires on all four wheels.\"", .chainsRequired
      ),
      ("{\"Conditions\": \"Dry, bare\", \"Restriction\": \"None\", \"Updated\": \"Jan 4, 2026, 06:00\"}", .open),
      (
        "{\"direction\": \"west\", \"laneCount\": 2, \"laneClosures\": \"2000\", \"closedLaneTypes\": "
          + "[\"right lane\"]}", .trafficDelays
      ),
      (
        "{\"direction\": \"east\", \"laneCount\": 1, \"laneClosures\": \"4000\", \"closedLaneTypes\": "
          + "[\"through lanes\"]}", .closed
      ),
      ("{\"direction\": \"east\", \"laneCount\": 1, \"laneClosures\": \"zz\", \"closedLaneTypes\": []}", .unknown),
      ("route: SR-88\ndirection: East\nlocationName: SILVER LAKE\ninService: true\nstatus: R-0", .open),
      ("weather-desc: Snowing Hard\nroad-cond-desc: Packed Snow\nrestriction-desc: No restrictions", .open),
      ("CABBAGE HILL WB\tOvercast\tSpots of Ice\tNo restrictions", .open),
      ("CABBAGE HILL WB\tOvercast\tSpots of Ice\tClosed", .closed),
      ("headline: CONSTRUCTION | roads[0].state: ALL_LANES_OPEN | description: Watch for crews.", .trafficDelays),
      ("headline: INCIDENT | roads[0].state: CLOSED | description: Watch for crews.", .closed),
      ("Conditions: Dry | inService: true | status: open", .open),
      ("index: 3-ED-50-67.5-E-118 | locationName: TWIN BRIDGES | status: R-1 | statusDescription:", .tractionRequired),
    ] as [(String, RestrictionLevel)])
  func jsonAndLineRecordsAreReadByField(text: String, level: RestrictionLevel) {
    let agency = text.contains("R-") ? "caltrans" : text.contains("restriction-id") ? "odot" : nil
    #expect(Self.level(text, agency: agency) == level, "\(text)")
  }

  /// A record read the same by every agency's reader as by the shared one, where no agency's
  /// terms say otherwise.
  @Test func everyAgencyReadsARecordsFields() {
    let text = "Conditions: Dry | Advisories: None | Restrictions: None | Last Report Time: Jan 20, 2026, 06:05 AM"
    for agency in ["wsdot", "caltrans", "itd", "udot", "ndot", "wydot"] {
      #expect(Self.level(text, agency: agency) == .open, "\(agency)")
    }
  }
}

extension FieldRecord {
  /// One cell read as the only field of a record.
  static func rewritten(cell: String) -> String? {
    let fields = [field(cell)].compactMap { $0 }
    let record = Record(fields, bare: fields.isEmpty ? [cell] : [])
    if let field = fields.first, let role = role(of: field.key) { return rewritten(field, role: role, in: record) }
    return rewritten(bare: cell, before: nil)
  }
}
