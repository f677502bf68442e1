import Foundation
import Testing

@testable import PassengrKit

/// What dispatchers and web editors write around a stated level: the incident's narrative, the
/// crews and responders, a closure to come beside the road open until it comes, bans of others
/// beside a car's rule, lanes told one by one. Each reading keeps what is stated, and none lowers a
/// closure or a chain rule beside it.
@Suite struct IncidentAndScheduleWordingTests {
  static func level(_ text: String, agency: String? = nil) -> RestrictionLevel {
    WordingLevel.of(text, agency: agency)
  }

  /// Reports of the road and its weather in words the vocabulary learned from real feeds.
  @Test(arguments: [
    "Winter conditions exist.", "Aggressive de-icing in place.", "Air temp 19F.", "Approach w/ caution.",
    "Narrow road, no shoulders.", "Limited cell service.", "Severe crosswinds.", "Winding roadway.",
    "Plows still working.", "Swept ice.", "Light rain mixing with snow above 7,000 ft.",
    "Total snow accumulations of 2 to 4 feet.", "Speed advisory 35 mph on the bridge.",
    "Blowing snow reducing visibility.", "Width restricted to 12 ft.",
  ])
  func reportsLeaveAnOpeningOpenAndHideNothing(text: String) {
    #expect(Self.level("No restrictions. " + text) == .open, "\(text)")
    #expect(Self.level("Road closed. " + text).isClosure, "\(text)")
    #expect(Self.level("Chains required. " + text) == .chainsRequired, "\(text)")
  }

  /// Words those reports never swallow: a road narrowed, hazards unnamed, water or drifts still on
  /// the road, a size a car may have.
  @Test(arguments: [
    "Road narrow", "Hazardous conditions", "Road hazardous", "Water still over road",
    "Road still drifted over since last night", "Snow drifts 4 ft on roadway", "Width restricted to 6 ft.",
    "I-80 at Exit 29 - Hazmat",
  ])
  func wordsThatMaySayMoreStayUnread(text: String) {
    for agency in [nil, "cdot", "wsdot"] {
      #expect(Self.level("No restrictions. " + text, agency: agency) != .open, "\(agency ?? "shared"): \(text)")
    }
  }

  /// The incident's own narrative: traffic passing slowed, responders, what blocks part of a lane.
  @Test(arguments: [
    "I-84 EB crash at MP 222; vehicles using the right shoulder to get around.",
    "US26 EB MP 42: Crash blocking eastbound lane; traffic using the center turn lane to get around. Delays.",
    "1125 TRAFFIC HAZARD - TREE DOWN PARTIALLY BLKG EB LN SR 88 NEAR SILVER LAKE. CALTRANS NOTIFIED",
    "I-70 EB Exit 203 Frisco: Stalled vehicle. Right lane closed. CDOT Courtesy Patrol responding.",
    "US-95 SB MP 430: vehicle in ditch, tow working, shoulder & right lane closed 20 min",
    "I-15 NB at MP 243 (Malad Pass): Traffic slowed to 35 mph behind plows in echelon. Short delays.",
    "ID-55 southbound: slow-moving snow plow convoy from Cascade to Smiths Ferry. Expect delays.",
    "US-95 Lewiston Hill NB: slow moving snow plows, right lane closed for plowing",
    "Rolling slowdowns eastbound for avalanche control. Expect stops of up to 20 minutes.",
    "Sep 30 2025  11:42PM [4] BOULDER IN #2 LN, VEH'S SWERVING",
    "I-80 both directions: 20 minute traffic holds nightly for rock blasting. Traffic released between holds.",
    "Right lane closed 1 mile. Merge left.", "Road open to single lane alternating traffic.",
  ])
  func theIncidentsNarrativeIsItsDelays(text: String) {
    #expect(Self.level(text) == .trafficDelays, "\(text)")
  }

  /// The same narrative never lowers a closure, nor hides traffic that cannot pass.
  @Test(arguments: [
    "Road closed. Vehicles using the right shoulder to get around.", "Road closed. Caltrans notified.",
    "Tree down blocking both lanes. Caltrans notified.", "Traffic is backed up for miles.",
    "Traffic is backed up to County Line Rd.", "Road closed. Traffic released between holds.",
  ])
  func theNarrativeNeverLowersAClosure(text: String) {
    let level = Self.level(text)
    #expect(level != .open && level != .trafficDelays, "\(text): \(level)")
  }

  /// A closure to come, beside words that the road is open until then: a warning (an advisory),
  /// neither open nor closed; told alone, or beside a closure now, it stays a closure.
  @Test func aClosureToComeBesideTheRoadOpenUntilThenIsAnAdvisory() {
    for text in [
      "SR 410 will close for the season on Tuesday. Until then the highway is open.",
      "SR-210 will close at 7:00 AM tomorrow for avalanche mitigation. Road is currently open.",
      "SR 410 is scheduled to close for the winter on Monday. The highway remains open until then.",
    ] {
      #expect(Self.level(text) == .travelAdvisory, "\(text)")
    }
    #expect(Self.level("SR 410 will close for the season on Tuesday.").isClosure)
    #expect(Self.level("Road closed at MP 5. Will close again tonight. Currently open westbound.").isClosure)
    #expect(Self.level("Road is not currently open. Will close at noon.").isClosure)
    // A closure that holds or goes on, one told as now, or another way or road open: closed.
    for text in [
      "Road will remain closed until further notice. Frontage road currently open.",
      "The highway is closed and will remain closed overnight. SR 20 currently open.",
      "Road closed and will reopen at 5 PM. Detour currently open.",
      "Closed for scheduled avalanche control. Currently open for emergency vehicles.",
      "Closed starting at MP 40. Currently open up to MP 40.",
      "Seasonal closure began Nov 1 and will continue until spring. Currently open to snowmobiles.",
      "Westbound will be closed until 8 PM. Eastbound currently open.",
      "Nightly closure in effect now. Open outside these times.",
      "Highway 1. Planned closure for construction, Tue Mar 3 from 10:00 am to 12:00 pm. Road open outside these times.",
    ] {
      #expect(Self.level(text).isClosure, "\(text)")
    }
  }

  /// A ban of trailers or high-profile vehicles beside a rule for a car is theirs: the car's rule
  /// is the answer. Alone it stays the agency's advisory.
  @Test func aBanOfOthersBesideACarsRuleIsTheirs() {
    #expect(
      Self.level(
        "Chains required on all vehicles except all wheel drive vehicles. Vehicles towing trailers prohibited.",
        agency: "wsdot") == .chainsRequired)
    #expect(
      Self.level("Chain Law Level 2, Closed to Light, High Profile Vehicles", agency: "wydot").rank
        >= RestrictionLevel.tractionRequired.rank)
    #expect(Self.level("Chain Law Level 2, Closed to Light, High Profile Vehicles", agency: "wydot") != .travelAdvisory)
    #expect(Self.level("Vehicles towing trailers prohibited.", agency: "wsdot") == .travelAdvisory)
    #expect(Self.level("Closed to Light, High Profile Vehicles", agency: "wydot") == .travelAdvisory)
    #expect(Self.level("Travel not recommended. Chains required.") == .travelAdvisory)
  }

  /// The right lane and the left lane closed, told apart, may be the whole road: never delays alone.
  @Test func theRightAndTheLeftLaneClosedAreNotDelays() {
    for text in ["RT LN CLSD. LT LN CLSD. NO SHLDR.", "Right lane closed. Left lane closed.", "RT LN CLSD, LT LN CLSD"]
    {
      let level = Self.level(text)
      #expect(level != .open && level != .trafficDelays, "\(text): \(level)")
    }
    #expect(Self.level("Right lane closed. Left lane closed. Traffic using the shoulder.") == .trafficDelays)
    #expect(Self.level("Right lane closed. Center lane open.") == .trafficDelays)
  }

  /// A closure for those who travel without a car, or for hazardous loads, leaves the road open.
  @Test func aClosureForOthersThanACarLeavesTheRoadOpen() {
    #expect(
      Self.level("The Snoqualmie Tunnel is closed to hikers and bikes for the season. I-90 is not affected.")
        == .open)
    #expect(Self.level("Eisenhower Tunnel is closed to hazmat.") == .open)
    #expect(Self.level("Eisenhower Tunnel is closed.").isClosure)
    #expect(Self.level("Tunnel closed to hikers and all traffic.").isClosure)
    // Anyone else named with them, vehicles with no class of their own, a size a car has.
    for text in [
      "Closed to vehicles and pedestrians.", "ROAD CLOSED TO PEDESTRIANS AND VEHICLES", "Closed to bikes/peds/vehicles",
      "Closed to comm vehicles and vehicles", "Closed to vehicles under 10,000 GVW.",
      "Closed to comm vehicles\nCO 9 closed",
      "Closed to bikes\nCO 82 closed over Independence Pass", "Closed to hikers\nCounty-wide road closure in effect",
      "No restrictions. Whole road closed.",
    ] {
      #expect(Self.level(text).isClosure, "\(text)")
    }
    #expect(Self.level("PEDESTRIANS PLEASE USE SIDEWALK AS ROAD IS CLOSED TO ALL VEHICLES") != .open)
    #expect(Self.level("Pedestrians please use the sidewalk as chains are required on the road.") == .chainsRequired)
    #expect(Self.level("Pedestrians please use sidewalk\nTire chains required") == .chainsRequired)
    #expect(Self.level("Closed to commercial vehicles.") == .open)
    #expect(Self.level("Closed to vehicles over 10,000 GVW.") == .open)
  }

  /// A comma inside brackets lists where; it cuts no clause.
  @Test func aCommaInsideBracketsCutsNoClause() {
    #expect(Self.level("Rest area at Bliss (I-84 WB, MP 133) closed for maintenance.") == .open)
    #expect(Self.level("Road closed (rock slide, no ETA)").isClosure)
    #expect(Self.level("Pass open (chains required, except AWD)") == .chainsRequired)
    // Brackets that state something are read as written.
    #expect(Self.level("Rest area closed (the highway also closed, both directions).") != .open)
    #expect(Self.level("Rest area on Highway 20 closed.") == .open)
    for text in [
      "No restrictions (rest area closed, road closed at MP 4)",
      "Closed to hikers (road closed too, avalanche danger).",
    ] {
      #expect(Self.level(text).isClosure, "\(text)")
    }
    #expect(Self.level("Rest area closed (avoid travel, blizzard).") != .open)
  }

  /// A reopening after a past it names, with that past's time, or in both directions.
  @Test func aReopeningAfterItsPastIsOpen() {
    #expect(Self.level("Reopened after earlier closure at 05:40.") == .open)
    #expect(
      Self.level("US 2 at Stevens Pass reopened in both directions at 1:15 PM following avalanche control work.")
        == .open)
    #expect(Self.level("Reopened after closure at 05:40. Road closed again at MP 5.").isClosure)
  }

  /// ODOT's code B text reads as the code does; a car told it has no restriction has none.
  @Test func odotsCodeBTextReadsAsItsCode() {
    #expect(Self.level("Chains required on vehicles towing or over 10,000 GVW", agency: "odot") == .tractionAdvised)
    #expect(
      Self.level(
        "Chains req'd on vehicles towing or over 10,000 GVW. No restrictions for autos at this time.", agency: "odot")
        == .open)
    #expect(
      Self.level("Traction tires advised. Chains required on vehicles towing or over 10,000 GVW.", agency: "odot")
        == .tractionAdvised)
  }

  /// A report that opens with its route and its place's name is a report; a name right before
  /// "on road", or a hazard's word written as a name, is not a place.
  @Test func aReportLedByItsRouteAndPlaceIsAReport() {
    for text in ["SR 260 Forest Lakes snow and ice, use caution.", "I-40 WB Flagstaff snow/ice on road, use caution."] {
      #expect(Self.level("No restrictions. " + text) == .open, "\(text)")
      #expect(Self.level("Chains required. " + text) == .chainsRequired, "\(text)")
    }
    for text in [
      "I-80 Donner Summit Spinouts.", "US 2 Stevens Pass Avalanche danger.", "SR 20 Rainy Pass Gone.",
      "I-90 Snoqualmie Pass Frobnicated.", "SR 20 Washington Pass Debris.",
    ] {
      #expect(Self.level("No restrictions. " + text) != .open, "\(text)")
    }
  }

  /// One way's lanes closed with its traffic crossed over to the other's lanes passes: delays.
  /// The road closed, a crossing denied, or another road's two-way traffic keeps the closure.
  @Test func oneWaysLanesClosedWithTrafficCrossedOverAreDelays() {
    for text in [
      "I-90 MP 229-233: Westbound lanes closed for reconstruction; all traffic head-to-head in the eastbound lanes.",
      "Eisenhower Tunnel. Eastbound bore closed. Alternating traffic through the westbound bore. Expect delays.",
      "The northbound lanes of SH-75 are closed due to a jackknifed semi. Northbound traffic is being diverted into the southbound lanes.",
      "Crash, westbound lanes blocked. Westbound traffic crossed over to the eastbound side, one lane each direction.",
    ] {
      #expect(Self.level(text) == .trafficDelays, "\(text)")
    }
    for text in [
      "Westbound lanes closed. Crossover not in use.", "Westbound I-90 closed. Two way traffic on the frontage road.",
      "Road closed. Crossover in place.", "Westbound lanes closed. Both directions closed at MP 5. Crossover in place.",
    ] {
      #expect(Self.level(text).isClosure, "\(text)")
    }
  }

  /// Closures that come and go, each brief: delays; a closure now of hours, or a full one, is not.
  @Test func briefClosuresThatComeAndGoAreDelays() {
    #expect(
      Self.level("Avalanche control Tuesday 10 AM - noon. Expect closures of up to 1 hour during that window.")
        == .trafficDelays)
    #expect(
      Self.level("The road will be closed in 20-minute intervals south of Darby for rock scaling.") == .trafficDelays)
    for text in [
      "Road closed for up to 2 hours.", "Expect closures of up to 2 hours.", "Expect closures of up to 6 hours.",
      "Expect full closures of up to 1 hour.",
      "Road closed in 90 minute intervals",
    ] {
      #expect(Self.level(text).isClosure, "\(text)")
    }
  }

  /// A second reading of this round's rules: crossings past, to come or on both ways; brief closures
  /// beside a closure, or longer than an hour; rolling closures beside a full one; a record's update
  /// key; a facility joined to the road.
  @Test func theRulesNeverLowerAClosureBesideThem() {
    for text in [
      "Westbound lanes closed. Eastbound lanes closed. Two way traffic was stopped.",
      "Eastbound bore closed. Westbound bore closed. One lane each direction after reopening.",
      "Westbound lanes closed. Eastbound lanes closed. Crews are building a crossover.",
      "Westbound lanes closed. Head to head traffic expected by noon.", "Expect closures up to 1 hour 30 minutes.",
      "Expect closures up to 1 hour\nROAD CLOSED AT SUMMIT DUE TO SPINOUTS",
      "Periodic closures up to 1 hour Hwy 20 closed at Santiam Jct.", "Rolling closure with a total closure at MP 50",
      "Rolling closures have been replaced by a closure of both directions",
      "Rolling roadblock and both directions blocked",
      "The road is currently open. Update 7 PM road closed.",
      "Scheduled to close at 6 PM. The road is currently open.\nUPDATE 6:05 PM: ROAD CLOSED.",
    ] {
      #expect(Self.level(text).isClosure, "\(text)")
    }
    for text in [
      "Rest area closed road closed", "REST AREA CLOSED\nI-90 CLOSED BOTH DIRECTIONS",
      "Rest area and pass closed due to avalanche.",
      "Rest area closed along with the highway", "Sno-park and Stevens Pass closed",
    ] {
      #expect(Self.level(text, agency: "wsdot") != .open, "\(text)")
    }
    // A road named as where the facility is, or before it, names it.
    for text in [
      "Rest area on Highway 20 closed.", "Rest area at Snoqualmie Pass is closed.", "The Yuba Pass Sno-Park is closed",
      "I-91 Southbound Welcome Center closed for renovations.", "Sidewalks in both directions are closed",
    ] {
      #expect(Self.level("No restrictions. " + text) == .open, "\(text)")
    }
  }

  /// Pennsylvania's and New York's tiers: a ban of classes other than a car, its items cut at
  /// commas, restricts no car; a car among the items, or every vehicle, is not understood.
  @Test func aBanOfClassesOtherThanACarRestrictsNoCar() {
    for text in [
      "Tier 1 vehicle restriction in effect on I-80: tractor trailers that are empty or lightly loaded, passenger vehicles towing trailers, RVs and motorcycles.",
      "Vehicle restriction in effect on I-80 between Exits 101 and 123: tractor-trailers, empty straight trucks, RVs, trailers and motorcycles prohibited.",
    ] {
      #expect(Self.level(text) == .open, "\(text)")
    }
    for text in [
      "Tier 2: tractor trailers, passenger vehicles, RVs prohibited.", "Tier 1 restriction: empty trucks, cars, RVs.",
      "Tier 4 restriction in effect on I-81. All vehicles prohibited.", "Tier 5 restriction in effect.",
    ] {
      #expect(Self.level(text) != .open, "\(text)")
    }
  }

  /// A closure's length at the very end of a text, or with its minutes, is read without a trap.
  @Test(arguments: [
    "Expect closures of up to 1 hour", "Expect closures of up to 1 hour.", "closures up to 2 hours",
    "Expect closures up to 1 hour 30", "Expect closures up to 1 hour and", "up to 1 hour", "closures of up to",
  ])
  func aClosuresLengthAtTheEndIsRead(text: String) {
    #expect(Self.level(text) != .open, "\(text)")
  }

  /// A rolling closure holds traffic behind a moving block for minutes: delays.
  @Test func aRollingClosureIsDelays() {
    #expect(
      Self.level("I80: Rolling closures for snow removal between Rawlins and Wamsutter. Expect 20-30 minute delays.")
        == .trafficDelays)
    #expect(Self.level("Rolling closures; road closed at Elk Mountain").isClosure)
  }

  /// A direction alone is where, never what: no evidence of the road's state.
  @Test func aDirectionAloneSaysNothing() {
    for text in ["E", "EB", "Both directions", "Westbound and eastbound"] {
      #expect(Self.level(text, agency: "odot") == .unknown, "\(text)")
    }
    #expect(Self.level("Eastbound. No restrictions.") == .open)
  }

  /// Colorado's commercial chain law told in force is nothing for a car; the passenger codes are.
  @Test func coloradosCommercialLawInForceIsNothingForACar() {
    #expect(Self.level("No restrictions. Code 18 in effect for CMVs.", agency: "cdot") == .open)
    #expect(Self.level("Code 16 in effect for CMVs.", agency: "cdot") != .open)
    #expect(Self.level("Code 18 in effect for CMVs. Road closed.", agency: "cdot").isClosure)
  }

  /// A line wrapped inside a phrase carries on its sentence; a line after a place in brackets that
  /// starts with a figure starts one.
  @Test func linesWrappedAndStartedAreReadAsWritten() {
    let wrapped =
      "I-80\n[IN THE SIERRA NEVADA]\nCHAINS ARE REQUIRED ON ALL VEHICLES EXCEPT 4-WHEEL-DRIVE VEHICLES WITH SNOW\n"
      + "TIRES ON ALL 4 WHEELS FROM 2.3 MI EAST OF BAXTER /PLACER CO/ TO DONNER LAKE\nINTERCHANGE /NEVADA CO/"
    #expect(Self.level(wrapped, agency: "caltrans") == .chainsRequired)
    let started =
      "SR 4\n[IN THE SIERRA NEVADA] Is closed to vehicles towing trailers from Big Trees State Park to Bear Valley"
      + " (Calaveras & Alpine Cos)\n1 lane traffic control will be in effect at Cottage Springs from 8 am to 3:30 pm"
    #expect(Self.level(started, agency: "caltrans") == .trafficDelays)
    #expect(LineBreaks.sentences("to Bear Valley (Alpine Co)\n1 lane closed at the summit").contains(". 1 lane"))
    #expect(!LineBreaks.sentences("VEHICLES WITH SNOW\nTIRES ON ALL 4 WHEELS").contains(". "))
    #expect(Self.level("Vehicles towing trailers prohibited\nTire chains required") == .chainsRequired)
  }
}
