import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Scenario lists built from generated wording and positions, not only the recording: each rule of
/// the issue holds for every phrasing, direction spelling and place on the stretch a seeded
/// generator draws, and for invisible characters put into the words.
@Suite(.hangGuard) struct DriveBCGeneratedTests {
  static let seeds: [UInt64] = Array(1...24)

  /// Ways DriveBC (and its crews) say a road is closed.
  static let closing = [
    "Road closed.", "The road is closed.", "Highway closed.", "Road closed due to avalanche hazard.",
    "Road closed for avalanche control.", "ROAD CLOSED.", "Road closed. Detour not available.",
  ]
  /// DriveBC's location sentences around them.
  static let templates: [@Sendable (String, String, String) -> String] = [
    { road, direction, words in "\(road), \(direction). \(words) Last updated Sat Jan 17 at 7:10 AM PST. (DBC-1)" },
    { road, direction, words in
      "\(road), \(direction). Vehicle incident between A and B for 12 km (Somewhere). \(words) "
        + "Next update time Sat Jan 17 at 9:00 AM PST. Last updated Sat Jan 17 at 7:10 AM PST. (DBC-2)"
    },
    { _, _, words in words },
    { road, direction, words in "\(road), \(direction). \(words)" },
  ]

  /// A point on the pass's stretch: within two thirds of its radius, any bearing.
  static func near(_ site: DriveBCSite, _ random: inout SeededGenerator) -> Coordinate {
    DriveBCFixture.offset(
      site.summit, km: Double.random(in: 0...(site.radiusKm * 0.66), using: &random),
      bearing: Double.random(in: 0..<360, using: &random))
  }

  /// A geography reaching the stretch: a point on it, or a line through it from far away.
  static func reaching(_ site: DriveBCSite, _ random: inout SeededGenerator) -> [String: Any] {
    let at = near(site, &random)
    if Bool.random(using: &random) { return DriveBCFixture.point(at) }
    let bearing = Double.random(in: 0..<360, using: &random)
    let from = DriveBCFixture.offset(at, km: 60, bearing: bearing)
    let to = DriveBCFixture.offset(at, km: 60, bearing: bearing + 180)
    return DriveBCFixture.line([from, at, to])
  }

  /// Invisible characters that must change nothing.
  static func disguise(_ text: String, _ random: inout SeededGenerator) -> String {
    guard Bool.random(using: &random), let space = text.firstIndex(of: " ") else { return text }
    let mark = ["\u{200B}", "\u{00A0}", "\u{2060}", "  "].randomElement(using: &random) ?? ""
    return text.replacingCharacters(in: space...space, with: mark == "  " ? "  " : " \(mark)")
  }

  @Test(arguments: seeds)
  func aNorthboundClosureOnTheCoquihallaClosesNorthboundOnly(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let site = DriveBCFixture.site("Coquihalla Summit")
    let spelling = ["N", "NORTHBOUND", "Northbound", "NB"].randomElement(using: &random) ?? "N"
    let hasState = Bool.random(using: &random)
    let words =
      hasState && Bool.random(using: &random) ? "Vehicle incident." : (Self.closing.randomElement(using: &random) ?? "")
    let template = Self.templates.randomElement(using: &random) ?? Self.templates[0]
    let name = ["Highway 5", "Hwy 5", "BC-5"].randomElement(using: &random) ?? "Highway 5"
    let description = Self.disguise(template(name, "northbound", words), &random)
    let event = DriveBCFixture.event(
      description: description, roads: [DriveBCFixture.road(name, spelling, state: hasState ? "CLOSED" : nil)],
      geography: Self.reaching(site, &random))
    let levels = DriveBCFixture.levels(try DriveBCFixture.reading(of: [event]), "Coquihalla Summit")
    #expect(levels?[.northbound] == .closed, "\(description) \(spelling)")
    #expect(levels?[.southbound] != .closed && levels?[.southbound] != nil, "\(description)")
    if !hasState || words != "Vehicle incident." { #expect(levels?[.southbound] == .open, "\(description)") }
  }

  @Test(arguments: [nil, "NONE", "BOTH"])
  func roadsThatNameNoDirectionLeaveItToTheDescription(direction: String?) throws {
    let site = DriveBCFixture.site("Coquihalla Summit")
    let event = DriveBCFixture.event(
      description: "Highway 5, northbound. Road closed. Last updated Sat Jan 17 at 7:10 AM PST. (DBC-3)",
      roads: [DriveBCFixture.road("Highway 5", direction, state: "CLOSED")],
      geography: DriveBCFixture.point(site.summit))
    let levels = DriveBCFixture.levels(try DriveBCFixture.reading(of: [event]), "Coquihalla Summit")
    // `BOTH` says both in so many words; otherwise the description's direction is the event's.
    #expect(levels == [.northbound: .closed, .southbound: direction == "BOTH" ? .closed : .open])
  }

  @Test(arguments: seeds)
  func aCommercialChainUpOnKootenayIsNothingForACar(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let site = DriveBCFixture.site("Kootenay Pass")
    let phrase =
      ["Commercial chain up in effect", "Commercial Chain Up in effect", "COMMERCIAL CHAIN UP IN EFFECT"]
      .randomElement(using: &random) ?? ""
    let place = Bool.random(using: &random) ? " between Salmo and Creston for 84 km (Kootenay Pass)." : "."
    let description =
      "Highway 3, in both directions. \(phrase)\(place) Last updated Sat Jan 17 at 6:45 AM PST. (DBCCNUP-3321)"
    let event = DriveBCFixture.event(
      id: "DBCCNUP-3321", type: "ROAD_CONDITION", headline: Bool.random(using: &random) ? phrase : nil,
      description: Self.disguise(description, &random),
      roads: [DriveBCFixture.road("Highway 3", ["BOTH", "NONE"].randomElement(using: &random))],
      geography: Self.reaching(site, &random), subtypes: ["PARTLY_ICY"])
    let levels = DriveBCFixture.levels(try DriveBCFixture.reading(of: [event]), "Kootenay Pass")
    #expect(levels == [.eastbound: .open, .westbound: .open], "\(description)")
  }

  @Test(arguments: seeds)
  func rogersPassClosedBothWaysIsClosedBothWays(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let site = DriveBCFixture.site("Rogers Pass")
    let direction = ["BOTH", "NONE", nil].randomElement(using: &random) ?? nil
    let words = Self.closing.randomElement(using: &random) ?? ""
    let description = (Self.templates.randomElement(using: &random) ?? Self.templates[0])(
      "Highway 1", "in both directions", "Avalanche control work. \(words)")
    let event = DriveBCFixture.event(
      description: Self.disguise(description, &random),
      roads: [DriveBCFixture.road("Highway 1", direction, state: Bool.random(using: &random) ? "CLOSED" : nil)],
      geography: Self.reaching(site, &random))
    let levels = DriveBCFixture.levels(try DriveBCFixture.reading(of: [event]), "Rogers Pass")
    #expect(levels == [.eastbound: .closed, .westbound: .closed], "\(description)")
  }

  @Test(arguments: seeds)
  func allisonsAlternatingTrafficIsDelays(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let site = DriveBCFixture.site("Allison Pass")
    let cause =
      ["Rock fall", "Road maintenance work", "Vehicle incident", "Construction work"].randomElement(
        using: &random) ?? ""
    let byState = Bool.random(using: &random)
    let words = byState && Bool.random(using: &random) ? "" : " Single lane alternating traffic."
    let description =
      "Highway 3, in both directions. \(cause) between Manning Park Lodge and Allison Pass for 5 km (Allison Pass).\(words) "
      + "Last updated Sat Jan 17 at 6:50 AM PST. (DBC-51004)"
    let event = DriveBCFixture.event(
      type: "CONSTRUCTION", description: Self.disguise(description, &random),
      roads: [DriveBCFixture.road("Highway 3", "BOTH", state: byState ? "SINGLE_LANE_ALTERNATING" : nil)],
      geography: Self.reaching(site, &random))
    let levels = DriveBCFixture.levels(try DriveBCFixture.reading(of: [event]), "Allison Pass")
    if words.isEmpty {
      // The code alone says delays; the cause alone is not understood, so no better than that.
      #expect(levels?.values.allSatisfy { $0 == .trafficDelays || $0 == .unknown } == true, "\(description)")
      #expect(levels?.values.contains(.open) == false)
    } else {
      #expect(levels == [.eastbound: .trafficDelays, .westbound: .trafficDelays], "\(description)")
    }
  }

  @Test(arguments: seeds)
  func pinePasssPleaNotToTravelIsATravelAdvisory(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let site = DriveBCFixture.site("Pine Pass")
    let plea =
      [
        "Travel not recommended unless absolutely necessary.", "Travel not recommended.",
        "TRAVEL NOT RECOMMENDED UNLESS ABSOLUTELY NECESSARY.",
      ].randomElement(using: &random) ?? ""
    let description =
      "Highway 97, in both directions. Heavy snowfall between Mackenzie Junction and Chetwynd for 150 km (Pine Pass). "
      + "\(plea) Last updated Sat Jan 17 at 5:30 AM PST. (DBC-51005)"
    let event = DriveBCFixture.event(
      type: "WEATHER_CONDITION", description: Self.disguise(description, &random),
      roads: [DriveBCFixture.road("Highway 97", "BOTH", state: Bool.random(using: &random) ? "ALL_LANES_OPEN" : nil)],
      geography: Self.reaching(site, &random))
    let levels = DriveBCFixture.levels(try DriveBCFixture.reading(of: [event]), "Pine Pass")
    #expect(levels == [.northbound: .travelAdvisory, .southbound: .travelAdvisory], "\(description)")
  }

  @Test(arguments: seeds)
  func aClosureNotInForceDoesNotApply(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let name =
      ["Coquihalla Summit", "Rogers Pass", "Cayoosh Pass", "Kootenay Pass"].randomElement(using: &random) ?? ""
    let site = DriveBCFixture.site(name)
    let road = "Highway \(site.highwayNumber)"
    var status: String? = "ACTIVE"
    var schedule: [String: Any]?
    switch Int.random(in: 0..<4, using: &random) {
    case 0: status = "ARCHIVED"
    case 1: status = "INACTIVE"
    case 2: schedule = ["intervals": ["2026-01-10T08:00:00+00:00/2026-01-12T20:00:00+00:00"]]  // over
    default: schedule = ["intervals": ["2026-01-20T16:00:00-08:00/2026-01-20T22:00:00-08:00"]]  // to come
    }
    let event = DriveBCFixture.event(
      status: status, description: "\(road), in both directions. Road closed.",
      roads: [DriveBCFixture.road(road, "BOTH", state: "CLOSED")], geography: Self.reaching(site, &random),
      schedule: schedule)
    let levels = DriveBCFixture.levels(try DriveBCFixture.reading(of: [event]), name)
    #expect(levels?.values.allSatisfy { $0 == .open } == true, "\(status ?? "-") \(schedule ?? [:])")
  }

  @Test(arguments: seeds)
  func aClosureElsewhereOnHighwayOneDoesNotApply(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let rogers = DriveBCFixture.site("Rogers Pass")
    let kicking = DriveBCFixture.site("Kicking Horse Pass")
    let fraser = DriveBCFixture.site("Fraser Canyon")
    // Somewhere on a line from Kamloops to Golden, away from every Highway 1 stretch.
    var at = Coordinate(0, 0)
    repeat {
      let t = Double.random(in: 0...1, using: &random)
      at = Coordinate(50.67 + t * (51.30 - 50.67), -120.33 + t * (-116.96 + 120.33))
    } while [rogers, kicking, fraser].contains {
      (SummitDistance.distance(from: $0.summit, to: [at]) ?? 0) < $0.radiusKm + 2
    }
    let event = DriveBCFixture.event(
      description: "Highway 1, in both directions. \(Self.closing.randomElement(using: &random) ?? "")",
      roads: [DriveBCFixture.road("Highway 1", "BOTH", state: "CLOSED")], geography: DriveBCFixture.point(at))
    let reading = try DriveBCFixture.reading(of: [event])
    for name in ["Rogers Pass", "Kicking Horse Pass", "Fraser Canyon"] {
      #expect(DriveBCFixture.levels(reading, name)?.values.allSatisfy { $0 == .open } == true, "\(name) \(at)")
    }
    // The same closure at Rogers Pass's summit, but on another highway, does not apply either.
    let other = DriveBCFixture.event(
      description: "Highway 23, in both directions. Road closed.",
      roads: [DriveBCFixture.road("Highway 23", "BOTH", state: "CLOSED")],
      geography: DriveBCFixture.point(rogers.summit))
    #expect(
      DriveBCFixture.levels(try DriveBCFixture.reading(of: [other]), "Rogers Pass")?.values.allSatisfy { $0 == .open }
        == true)
  }

  @Test(arguments: seeds)
  func aClosureStatedOnlyInItsDescriptionCloses(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let site = DriveBCCatalogue.sites.randomElement(using: &random) ?? DriveBCCatalogue.sites[0]
    let road = "Highway \(site.highwayNumber)"
    let words = Self.closing.randomElement(using: &random) ?? ""
    let description = Self.disguise(
      (Self.templates.randomElement(using: &random) ?? Self.templates[0])(road, "in both directions", words), &random)
    let event = DriveBCFixture.event(
      description: description,
      roads: [DriveBCFixture.road(road, ["BOTH", "NONE", nil].randomElement(using: &random) ?? nil)],
      geography: Self.reaching(site, &random))
    let levels = DriveBCFixture.levels(try DriveBCFixture.reading(of: [event]), site.pass.name)
    #expect(levels?.values.allSatisfy { $0 == .closed } == true, "\(site.pass.name): \(description)")
  }

  @Test(arguments: seeds)
  func anEventThatMayBeAtThePassKeepsItFromOpen(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let site = DriveBCCatalogue.sites.randomElement(using: &random) ?? DriveBCCatalogue.sites[0]
    // Its highway without a position, or a position at the pass without a readable road.
    let event: [String: Any]
    if Bool.random(using: &random) {
      event = DriveBCFixture.event(
        description: "Road closed.", roads: [DriveBCFixture.road("Highway \(site.highwayNumber)", "BOTH")],
        geography: nil)
    } else {
      event = DriveBCFixture.event(
        description: "Road closed.", roads: [DriveBCFixture.road("Trans-Canada", "BOTH")],
        geography: DriveBCFixture.point(Self.near(site, &random)))
    }
    let levels = DriveBCFixture.levels(try DriveBCFixture.reading(of: [event]), site.pass.name)
    #expect(levels?.values.allSatisfy { $0 == .unknown } == true, "\(site.pass.name)")
  }
}
