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
}
