import Testing

@testable import PassengrKit

/// Kinds of statement a third labelled set showed the reader missing: every lane of one direction
/// blocked, a wind advisory for campers, trailers and high-profile vehicles cut at its commas, an
/// event's type alone, the hours of work, an opening told with its date in May, and the codes and
/// event types records carry beside their words.
@Suite struct ThirdSetFamiliesTests {
  /// Every lane of one direction, or of the road, blocked or closed is the road (or that way) shut;
  /// one of them is a lane.
  @Test(
    arguments: [
      ("A crash is blocking both eastbound lanes.", RestrictionLevel.closed),
      ("Crash blocking all NB travel lanes", .closed),
      ("Both of the westbound lanes are closed", .closed),
      ("A jackknifed semi is blocking both southbound lanes near MP 12.", .closed),
      ("All eastbound lanes blocked at Exit 5", .closed),
      ("One of both eastbound lanes closed", .trafficDelays),
      ("A crash is blocking the right eastbound lane.", .trafficDelays),
      ("A crash is blocking one of two lanes.", .trafficDelays),
    ])
  func everyLaneOfOneWay(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// Advice against travel for high-profile vehicles, campers and trailers, cut at its commas, is
  /// one list: a wind hazard stated as the road's state, an advisory (never `open`) for every
  /// agency. Trailers or trucks alone are theirs: nothing for a car.
  @Test(
    arguments: [
      "Travel is not recommended for campers, trailers or high profile vehicles",
      "A high wind advisory is in effect from Conway Summit to the Jct of SR 167 (Mono Co) - Travel is not recommended for campers, trailers or high profile vehicles",
      "Travel not recommended for campers, motorhomes, or high profile vehicles",
    ])
  func highProfileListsAreAdvisories(text: String) {
    for agency in [nil, "caltrans", "wsdot", "odot", "wydot", "cdot", "itd"] {
      #expect(WordingLevel.of(text, agency: agency) == .travelAdvisory, "\(text) (\(agency ?? "shared"))")
    }
  }

  @Test(arguments: ["Tractor trailers prohibited", "Closed to trucks", "Travel not recommended for semi trailers"])
  func truckTrailersAreTrucks(text: String) {
    #expect(WordingLevel.of(text) == .open, "\(text)")
  }

  /// "Rock Fall" as an event's type alone: rock on the road, delays; a report's warning of falling
  /// rock is the surface's.
  @Test func rockFallAloneIsSomethingOnTheRoad() {
    #expect(WordingLevel.of("Rock Fall") == .trafficDelays)
    #expect(WordingLevel.of("Watch for falling rock") == .open)
  }

  /// The hours of work say when, not what: beside the delays they keep the delays.
  @Test(
    arguments: [
      "Flaggers will alternate traffic on US 97 for guardrail repair. Expect delays of up to 15 minutes. Work ends by 3 p.m. each day.",
      "One lane with flaggers. Work hours are 7 a.m. to 5 p.m. weekdays.",
      "Expect delays. Crews will work from 8 AM to 4 PM.",
    ])
  func workHoursAreWhen(text: String) {
    #expect(WordingLevel.of(text) == .trafficDelays, "\(text)")
  }

  @Test func workHoursNeverHideAClosure() {
    #expect(WordingLevel.of("Work ends by 3 p.m. each day; road closed until then.") == .closed)
    #expect(WordingLevel.of("Work hours are 7 a.m. to 5 p.m. and the road will be closed.") != .open)
  }

  /// "May" before a day, or after "until"/"in", is the month: an opening with its date is an
  /// opening, and the hedge "may" keeps its reading.
  @Test func mayBeforeADayIsTheMonth() {
    #expect(WordingLevel.of("Gate opened for the season May 22") == .open)
    #expect(WordingLevel.of("Road opened on May 22") == .open)
    #expect(WordingLevel.of("Road reopened May 3rd") == .open)
    #expect(WordingLevel.of("Road may close") == .travelAdvisory)
    #expect(WordingLevel.of("Traffic may be delayed") == .trafficDelays)
    #expect(WordingLevel.of("Closed until mid-May").isClosure)
  }

  /// Holds told in hours and a half, or in clock form, are hours.
  @Test(
    arguments: [
      "Expect holds of an hour and a half while crews work", "Traffic stopped for 1h30 for blasting",
      "Traffic held one and a half hours",
    ])
  func longHoldsInOtherWords(text: String) {
    #expect(WordingLevel.of(text) == .closed, "\(text)")
  }

  @Test func anHourAtMostIsDelays() {
    #expect(WordingLevel.of("Traffic held for up to 1 hour") == .trafficDelays)
    #expect(WordingLevel.of("Traffic stopped for up to 1h for blasting") == .trafficDelays)
    #expect(WordingLevel.of("Traffic held 30 min") == .trafficDelays)
  }

  /// Codes and event types records carry: ODOT's event type code, IBI 511's event type, a pass
  /// page's link to its disclaimer.
  @Test func recordCodesAndTypes() {
    #expect(
      WordingLevel.of(
        "RW | Bridge Repair | US 26, 3 miles East of Government Camp | No to Minimum Delay | One lane with temporary signal at MP 57.",
        agency: "odot") == .trafficDelays)
    #expect(WordingLevel.of("RW", agency: "odot") == .trafficDelays)
    #expect(WordingLevel.of("RW") == .unknown)
    #expect(
      WordingLevel.of(
        "accidentsAndIncidents | Crash | I-84 Eastbound | MP 64 | LanesAffected: Left Lane", agency: "itd")
        == .trafficDelays)
    #expect(WordingLevel.of("accidentsAndIncidents | Road closed", agency: "itd") == .closed)
    #expect(WordingLevel.of("No restrictions. Bare and wet. [Disclaimer]") == .open)
  }

  /// A rule told of the vehicles without the tires is the traction rule itself when it stands
  /// alone; beside a traction rule it repeats it ("without them": the tires named before). It was
  /// read as information alone, `open`.
  @Test(
    arguments: [
      "Vehicles without adequate tires must use chains", "Vehicles without snow tires must use chains",
      "Vehicles without adequate tires are required to use chains", "Vehicles without proper tires must use chains",
      "Passenger vehicles without adequate tires must use chains",
      "Cars without adequate traction tires must use chains",
      "Vehicles without snow tires must have chains", "Vehicles without snow tires must install chains",
    ])
  func vehiclesWithoutTheTiresNeedChains(text: String) {
    for agency in [nil, "wsdot", "caltrans", "odot", "wydot", "cdot", "itd", "udot", "ndot", "adot", "mdt"] {
      let level = WordingLevel.of(text, agency: agency)
      #expect([.tractionRequired, .chainsRequired, .chainsAll].contains(level), "\(text) \(agency ?? "")")
    }
  }

  @Test func withoutThemIsTheTiresBefore() {
    #expect(
      WordingLevel.of(
        "Traction Law in effect: 4WD/AWD or M+S/3-peak tires with at least 3/16\" tread required; 2WD vehicles without them must use chains."
      ) == .tractionRequired)
    #expect(
      WordingLevel.of("Traction tires required; vehicles without traction tires must chain up") == .tractionRequired)
    #expect(WordingLevel.of("2WD vehicles without them must use chains.") == .chainsRequired)
  }

  /// Closures that come and go, each told brief, are delays; each told long stays a closure.
  @Test func intermittentClosuresByTheirLength() {
    #expect(WordingLevel.of("Road closed intermittently for up to 20 minutes.") == .trafficDelays)
    #expect(WordingLevel.of("Road closed intermittently for up to 2 hours.") == .closed)
    #expect(WordingLevel.of("Road closed intermittently.") != .open)
  }

  /// A distance's unit before a capital ends its sentence: the rule after it is read on its own.
  @Test func aUnitBeforeACapitalEndsTheSentence() {
    let words = RoadWords.read("Snow on road surface above 4000 ft. Chains required.")
    #expect(words.statements.contains { $0.clause == "chains required" && $0.meaning == .restriction(.chainsRequired) })
    #expect(WordingLevel.of("Closed 3 mi. East of Pendleton") == .closed)
  }

  /// "Shoulder to shoulder" is the whole width of the road, every lane: it read as a shoulder,
  /// `open`, for every agency. Two shoulders named are two shoulders.
  @Test(
    arguments: [
      "Crash blocking shoulder to shoulder", "BLKD SHLDR TO SHLDR", "Blocked: left shoulder to right shoulder",
      "Crash blocking left shoulder through right shoulder",
      "No restrictions. Collision is blocking shoulder to shoulder.",
      "Traction tires advised. Expect delays. Crash blocking shoulder to shoulder at MP 52.",
    ])
  func shoulderToShoulderIsEveryLane(text: String) {
    for agency in [nil, "wsdot", "caltrans", "odot", "cdot", "itd", "udot", "ndot", "adot"] {
      #expect(WordingLevel.of(text, agency: agency) == .closed, "\(text) \(agency ?? "")")
    }
  }

  @Test func twoShouldersAreShoulders() {
    #expect(WordingLevel.of("Right shoulder and left shoulder closed") == .open)
  }

  /// Lanes listed and counted against the whole: all of them is the road.
  @Test(
    arguments: [
      ("Crash blocking lanes 1 and 2 of 2", RestrictionLevel.closed), ("Lanes 1 and 2 closed (of 2)", .closed),
      ("Crash blocking lanes 1 and 2 of 3", .trafficDelays), ("Lanes 1 and 2 of 4 closed", .trafficDelays),
      ("Lane 2 of 2 closed", .trafficDelays),
    ])
  func lanesListedAndCounted(text: String, level: RestrictionLevel) {
    #expect(WordingLevel.of(text) == level, "\(text)")
  }

  /// A weight's unit before lower case carries its sentence on: the weight limits who is closed out.
  @Test func aWeightBeforeLowerCaseCarriesOn() {
    #expect(WordingLevel.of("Closed to vehicles with a GVW of 10,000 lbs. or less due to high winds") == .closed)
  }

  /// A chain law for the lighter vehicles binds cars: chains on every vehicle, as a passenger
  /// vehicle chain law does; for the heavier ones it binds no car.
  @Test func aChainLawForLighterVehicles() {
    for agency in [nil, "cdot", "wydot"] {
      #expect(WordingLevel.of("Chain law in effect for vehicles under 26,001 lbs", agency: agency) == .chainsAll)
      #expect(WordingLevel.of("Chain law in effect for vehicles over 26,001 lbs", agency: agency) == .open)
    }
  }

  /// "Open to through traffic" is open to everyone passing; open only to local traffic is not.
  @Test func openToThroughTraffic() {
    #expect(WordingLevel.of("WY70: Battle Highway is open to through traffic.", agency: "wydot") == .open)
    #expect(
      WordingLevel.of(
        "US212: The Beartooth Highway is open to through traffic. Expect up to 15 minute delays at the paving project near milepost 25.",
        agency: "wydot") == .trafficDelays)
    #expect(WordingLevel.of("Open to local traffic only, no through traffic").isClosure)
    #expect(WordingLevel.of("Road is not open to through traffic").isClosure)
    #expect(WordingLevel.of("Open to through traffic only") != .open)
  }

  /// A closure lifted "from A to B" is lifted there; "expected to be lifted" and "up to" still hedge.
  @Test func aClosureLiftedFromAToB() {
    #expect(
      WordingLevel.of(
        "The closure on I-15 Northbound from Dubois to the Montana state line (MP 150 to 196) has been lifted. Blowing snow and reduced visibility remain.",
        agency: "itd") == .open)
    #expect(WordingLevel.of("The closure from Dubois is expected to be lifted").isClosure)
    #expect(WordingLevel.of("The closure has been lifted from MP 10 up to MP 20").isClosure)
  }

  /// North Dakota's "No travel advised" told with "still" is the same advisory.
  @Test func noTravelStillAdvised() {
    #expect(
      WordingLevel.of(
        "The road closure on I-29 from Fargo to the Canadian border has been lifted. No travel is still advised north of Grand Forks."
      ) == .travelAdvisory)
    #expect(WordingLevel.of("No travel").isClosure)
  }

  /// Safety holds told with their length or as intermittent are delays; hours of them close.
  @Test func safetyHolds() {
    #expect(
      WordingLevel.of("Intermittent safety holds for snow removal. Holds may last up to 30 minutes.") == .trafficDelays)
    #expect(WordingLevel.of("Holds may last several hours").isClosure)
  }

  /// Plows still at work, a travel alert's label, the Weather Service's standing advice.
  @Test func plowsAlertsAndStandingAdvice() {
    #expect(
      WordingLevel.of(
        "Road reopened on US 2 between Grand Rapids and Bemidji. Snowplows are still working in the area.")
        == .open)
    #expect(WordingLevel.of("Travel Alert - Icy Roads") == .travelAdvisory)
    let standing = RoadWords.read(
      "Travel should be restricted to emergencies only. If you must travel, keep an extra flashlight, food, and water in your vehicle in case of an emergency.",
      terms: NWSSource.terms)
    #expect(standing.level(for: .both) == .travelAdvisory)
  }

  /// A detour beside an event's label or "expect delays" alone tells no lane or ramp closed: it may
  /// go round the road closed (it read delays). Beside a lane closed it is that lane's.
  @Test func aDetourBesideALabel() {
    for text in [
      "Road work, detour in place", "Culvert replacement. Detour in place via Old Highway 30.",
      "Roadwork. Detour in place. Expect delays.", "Collision. Detour in place. Expect long delays.",
    ] {
      #expect(WordingLevel.of(text) == .unknown, "\(text)")
    }
    #expect(WordingLevel.of("Right lane closed. Use detour.") == .trafficDelays)
  }

  /// Traffic told stopped with where between, a Sigalert for every lane, an incident in every
  /// lane, a hold over a window of hours: each stops a car (they read delays).
  @Test(
    arguments: [
      "Traffic in the eastbound direction is stopped due to a crash", "SIGALERT ISSUED FOR ALL NB LNS",
      "NB LNS OPEN, SB SIGALERT FOR ALL LNS", "Crash involving all lanes", "Collision in all lanes",
      "Traffic held from 6 AM to noon", "Traffic held 2200-0600", "Avalanche control, traffic held all morning",
      "Avalanche control, traffic held from 6 AM to noon",
    ])
  func stopsOfEveryLaneOrForHours(text: String) {
    for agency in [nil, "wsdot", "caltrans", "odot", "mdt"] {
      #expect(WordingLevel.of(text, agency: agency).isClosure, "\(text) \(agency ?? "")")
    }
  }

  @Test func theirNeighboursKeepTheirReading() {
    #expect(WordingLevel.of("Traffic held from 8 AM to 8:15 AM") == .trafficDelays)
    #expect(WordingLevel.of("Slush in all lanes") == .open)
    #expect(WordingLevel.of("Traffic is not stopped") != .open)
  }

  /// A record's status beside its label, and the condition "if you must go" before advice, say
  /// nothing of the road; a closure beside a status keeps it.
  @Test func statusesAndConditions() {
    #expect(WordingLevel.of("Roadwork - Planned") == .trafficDelays)
    #expect(WordingLevel.of("Road Closed - Planned").isClosure)
    #expect(WordingLevel.of("Planned") == .unknown)
    #expect(
      WordingLevel.of("Avoid travel over the passes tonight. If you must go, carry chains.") == .travelAdvisory)
  }
}
