import Foundation
import Testing

@testable import PassengrKit

/// Records set in columns (tabs, runs of spaces, names glued to values), the place names a text in
/// capitals tells by no capital (`PlaceNames`), and the words of incidents, holds and liftings that
/// real reports use. Each reads its stated level; none reads below what it states.
@Suite struct ColumnsAndPlacesWordingTests {
  static func level(_ text: String, agency: String? = nil) -> RestrictionLevel {
    WordingLevel.of(text, agency: agency)
  }

  /// Columns: a tab or a run of spaces between cells, one of them a field by its name, is a bar.
  /// Facilities closed stay beside the road: "Rest area to remain closed", "Lost Trail Pass rest
  /// area closed".
  @Test(arguments: ["Rest area to remain closed", "Lost Trail Pass rest area closed"])
  func facilitiesStayFacilities(text: String) {
    #expect(Self.level(text) == .open, "\(text)")
  }

  @Test func columnsOfARecordAreItsFields() {
    #expect(
      LineBreaks.sentences("CABBAGE HILL EB  I84  weather-id 6 Rain  road-cond-id 1 Bare Pavement")
        == "CABBAGE HILL EB | I84 | weather-id 6 Rain | road-cond-id 1 Bare Pavement")
    #expect(LineBreaks.sentences("Route: SR-4\tBEAR VALLEY\tR-0") == "Route: SR-4 | BEAR VALLEY | R-0")
    // Prose with two spaces after its stops, and a dispatcher's padding, have no fields.
    #expect(
      LineBreaks.sentences("Wet pavement.  Snow expected later.  Use caution.")
        == "Wet pavement.  Snow expected later.  Use caution.")
    #expect(LineBreaks.sentences("VEH BLOCKING  LN # 1  PAPER PLT") == "VEH BLOCKING  LN # 1  PAPER PLT")
  }

  /// Records in columns or with names glued to their values, whose other fields say where, when,
  /// which or nothing: the stated level stands.
  @Test(
    arguments: [
      ("CABBAGE HILL EB  I84  air-temperature 3.0  weather-id 6 Rain  road-cond-id 1 Bare Pavement", .open),
      (
        "closureID C12MV  I-5 SB  Mainline  Moving  Striping  lanesClosed 1  totalExistingLanes 4  estimatedDelay 0",
        .trafficDelays
      ),
      (
        "C4MM | SR-1 | Both | Mainline | One-Way Traffic | lanesClosed 1 of 2 | Bridge Work | estimatedDelay: 15",
        .trafficDelays
      ),
      (
        "C9QX SR-20 WB typeOfClosure=Lane facility=Mainline lanesClosed=1 totalExistingLanes=2 estimatedDelay=5",
        .trafficDelays
      ),
      ("station-id 41 | GOVT CAMP | US26 MP 53.80 | entry-time 2026-01-17T05:15:00-08:00 | road: Packed Snow", .open),
      ("No restrictions | OpenTMS-Incident26010512345 | I-70W | MP 213.5", .open),
      ("No restrictions | C7RE | -4.5C | Overcast", .open),
      (
        "Type: Lane   Lanes Closed: 1 of 1   Facility: Mainline   Est. Delay: 15 min   Duration: Continuous",
        .trafficDelays
      ),
      ("closureID: C1AB  route: I-80 W  facility: Rest Area  typeOfClosure: Full  typeOfWork: Building Work", .open),
      ("WILLAMETTE PASS  OR58  weather-id 1 Clear  road-cond-id 1 Bare Pavement  driving-restriction \"0\"", .open),
      ("Crash | I-25N | MP 163.2 | Left lane closed | status: confirmed report", .trafficDelays),
      ("inService:true | R-0 | No chain controls are in effect at this time.", .open),
    ] as [(String, RestrictionLevel)])
  func recordsInColumnsReadTheirStatedLevel(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// A lane-closure record whose closure is over: picked up (1098) or cancelled (1022), or a
  /// record whose own status is cleared. Only then: a closure set up (1097) stands.
  @Test(
    arguments: [
      (
        "C10AF SR-108 EB typeOfClosure=Full facility=Mainline lanesClosed=2 totalExistingLanes=2 "
          + "code1097=2026-01-14T07:00 code1098=2026-01-14T15:40", .open
      ),
      ("C2QX US-97 NB Mainline Full Closure | Emergency Work | code1022: Y (closure cancelled)", .open),
      ("Full closure | Mainline | 1097: 09/22/2026 07:12\n1098: 09/22/2026 14:48", .open),
      ("OpenTMS-Incident25120419844 | Crash | US-285S | MP 185-207 | status: cleared", .open),
      (
        "C10AF SR-108 EB typeOfClosure=Full facility=Mainline lanesClosed=2 totalExistingLanes=2 "
          + "code1097=2026-01-14T07:00", .closed
      ),
      ("Full closure | Mainline | code1098: false | code1097: 2026-01-14T07:00", .closed),
      ("OpenTMS-Incident25120419844 | Road Closed | US-285S | status: active", .closed),
    ] as [(String, RestrictionLevel)])
  func aClosureRecordEndsOnlyWhenItsCodeOrStatusSaysSo(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// An end told beside a field that says the closure or a rule goes on, or a code whose value is
  /// no time, is not an end: the record keeps its closure or is not understood.
  @Test(arguments: [
    "type: collision | status: cleared | remarks: I-90 remains closed for avalanche control",
    "restriction: Chains required | event: spinout | status: cleared",
    "Traction Law: in effect | Incident: crash | Status: Resolved",
    "status: cleared | event: crash | roadStatus: closed",
    "OpenTMS-Incident25120419844 | Road Closed | US-285S | status: cleared",
    "Status: Ended | Headline: Closure extended through Friday | I-80",
    "closureID C12MV  typeOfClosure Full  facility Mainline  code1098 pending",
    "closureID C12MV  typeOfClosure Full  facility Mainline  code1098 est 1600",
    "closureID C12MV  code1022 1400  roadStatus Closed",
    "Full closure | Mainline | code1098: 2026-01-14 15:40 | remarks: SR-88 remains closed",
  ])
  func anEndBesideWhatGoesOnIsNoEnd(text: String) {
    let level = Self.level(text)
    #expect(level == .unknown || level.isAtLeast(.tractionRequired), "\(text)")
  }

  /// A facility's words inside a place's name, or at one end of a stretch, are no facility: the
  /// road is closed. ("ALL LN", "BOTH LN": every lane.)
  @Test(arguments: [
    "US 93 LOST TRAIL PASS CLOSED",
    "HWY 108 DODGE RIDGE SKI AREA TO SONORA PASS CLOSED",
    "I-70 VAIL PASS REST AREA TO COPPER MOUNTAIN CLOSED",
    "ALL LN BLOCKED MP 47",
    "BOTH LN CLSD MP 12",
    "ALL EB LN CLOSED",
    "I-80 EB LANES CLOSED AT KINGVALE",
    "I-90 westbound lanes are closed at MP 34",
    "typeOfClosure Shoulder  HIGHWAY CLOSED",
    "Closures possible: I-90 closed",
  ])
  func facilityWordsInPlacesAndEveryLaneCloseTheRoad(text: String) {
    let level = Self.level(text)
    #expect(level == .unknown || level.isClosure, "\(text)")
  }

  /// A facility followed by a route's number with nothing between may name the road closed: never
  /// read as the facility's alone. Its own milepost in brackets says where the facility is.
  @Test func aRouteAfterAFacilityIsNotTheFacilitysAlone() {
    for text in ["Rest Area I-80 closed", "Chain area US 50 closed", "Brake check area US 50 closed"] {
      #expect(Self.level(text) != .open, "\(text)")
    }
    #expect(Self.level("Dena Mora rest area (I-90 MP 62) closed for the season.") == .open)
  }

  /// Fields glued or columned never lose a closure, a chain rule or a hazard.
  @Test(arguments: [
    "Road open  Location: road closed at MP 5  Dry",
    "closureID C12MV  I-5 SB  typeOfClosure Full  facility Mainline",
    "station-id 38 | SANTIAM PASS SMT | entry-time 2026-01-14T06:42:00-08:00 | Chains required",
    "No restrictions  weather-id 6 Rain  I-80 CLOSED AT KINGVALE",
    "No restrictions | status: open | road-cond-id 4 Standing Water/Flooding | Bridge out",
  ])
  func columnsNeverHideARestriction(text: String) {
    #expect(Self.level(text) != .open, "\(text)")
  }

  /// Places a text in capitals or title case names: known names are where, never what.
  @Test(
    arguments: [
      ("Chains required. MVA WB I-90 MP 89 CLE ELUM", .chainsRequired),
      ("CHAIN CONTROLS LIFTED I-80 KINGVALE TO DRUM FOREBAY. R-0 BOTH DIRECTIONS", .open),
      ("SNOW TIRES OR CHAINS REQUIRED - NM 475 TO SKI SANTA FE", .tractionRequired),
      ("No restrictions | R2 | KINGVALE", .chainsRequired),
      ("Route: SR-4 | BEAR VALLEY | Markleeville | R-0 | No chain controls are in effect at this time.", .open),
      ("GOVT CAMP  US26  MP 53.80-54.50  road-cond-id 6 Packed Snow", .open),
    ] as [(String, RestrictionLevel)])
  func knownPlacesInCapitalsAreWhere(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// A name the list does not hold, or a hazard where a name may stand, stays not understood.
  @Test(arguments: [
    "I-90 BLOCKADE NEAR EXIT 10. Chains required.",
    "Chains required. I-80 FROBNICATED NEAR KINGVALE",
    "No restrictions. I-80 KINGVALE AVALANCHE",
    "No restrictions. US 26 GOVT CAMP WASHOUT",
  ])
  func unknownWordsBesidePlacesStayUnread(text: String) {
    #expect(Self.level(text) != .open, "\(text)")
    #expect(!PlaceNames.isName(["avalanche"]) && !PlaceNames.isName(["closed"]))
  }

  /// Incidents, holds and liftings in the words real reports use.
  @Test(
    arguments: [
      ("DISABLED VEH BLKG SB LN - US 95 MP 47 - USE CAUTION", .trafficDelays),
      ("CRASH: NB I-580 AT MOANA LN, LEFT LANE BLOCKED. EXPECT DELAYS.", .trafficDelays),
      ("1183-Trfc Collision-Unkn Inj  I80 W / KINGVALE  SEMI JACKKNIFED BLKG #1 LN", .trafficDelays),
      ("Semi spun out at MP 54, blocking the right lane.", .trafficDelays),
      ("Vehicles over the embankment NB SR-17 MP 63. Slow down and move over.", .trafficDelays),
      ("EB I-80 - TRAFFIC HELD AT APPLEGATE FOR SPINOUTS. RELEASES EVERY 20 MIN.", .trafficDelays),
      ("Expect delays of up to 20 minutes. Road remains open between holds.", .trafficDelays),
      ("Delays up to 30 min due to brief closures for tree removal, SR 20 MP 170-175.", .trafficDelays),
      ("Closures for avalanche control possible on short notice.", .travelAdvisory),
      ("Highway 5. Chain-up and removal areas are closed at Box Canyon.", .open),
      ("Traction tire requirement cancelled at 1:15 p.m. No restrictions at this time.", .open),
      ("The Traction Law on westbound I-70 between Dotsero and Vail has been lifted.", .open),
      ("No restrictions. Snow covered. Give our plows room to work!", .open),
      ("Slow moving snowplows on I-80. Please do not pass.", .trafficDelays),
      ("No restrictions. Dry pavement, temps in the single digits, wind chill -15", .open),
      ("No restrictions. Wet pavement. Snow expected to pick up after 4 PM.", .open),
    ] as [(String, RestrictionLevel)])
  func reportsWordsReadAsADriverReadsThem(text: String, level: RestrictionLevel) {
    #expect(Self.level(text) == level, "\(text)")
  }

  /// A text that signs itself as the Weather Service's, given with no agency, is read in its terms;
  /// one that does not sign, or a road agency's field naming the alert, is weather.
  @Test func aSignedWeatherServiceHeadlineIsReadInItsTerms() {
    let now = Date(timeIntervalSince1970: 1_768_000_000)
    let signed = "Winter Storm Warning issued January 8 at 2:41PM PST until January 10 at 4:00AM PST by NWS Seattle WA"
    #expect(PassengrSession.classify(signed, now: now) == .travelAdvisory)
    #expect(PassengrSession.classify("No restrictions. Winter Storm Warning in effect until 4 AM.", now: now) == .open)
    #expect(PassengrSession.classify(signed, agency: AgencyID(rawValue: "wsdot"), now: now) == .open)
    #expect(NWSSource.signs("Wind Advisory issued March 2 at 9:02PM MST until March 3 by NWS Cheyenne WY"))
    #expect(!NWSSource.signs("Chains required. Issued by WSDOT at 6 AM."))
  }

  /// Closures these words sit beside are never softened.
  @Test(arguments: [
    "Highway closed, reopening possible by noon.",
    "Road closure in effect. Reopening possible at noon.",
    "Traffic stopped indefinitely. Releases every 20 min once the slide is cleared.",
    "Road closed. Do not pass this point.",
    "The chain law on I-70 except for trucks has been lifted",
    "No restrictions. 61 cm of snow on the road",
    "Chains required. Traffic moving.",
  ])
  func closuresBesideThoseWordsStand(text: String) {
    #expect(Self.level(text) != .open && Self.level(text) != .trafficDelays, "\(text)")
  }
}
