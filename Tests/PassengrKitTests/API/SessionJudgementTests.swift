import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// A `PassengrSession` on a temporary data directory, reading a copy of the fixtures as its base
/// directory, checked through its typed results (levels, verdicts, trip resolution) without
/// spawning the binary: where the fail-open paths hid.
@Suite(.hangGuard) struct SessionJudgementTests {
  /// A data directory and a base directory holding a copy of `Fixtures/`, both removed afterwards.
  final class World {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
    var data: URL { root.appendingPathComponent("data") }
    var base: URL { root.appendingPathComponent("base") }

    init() throws {
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: Fixtures.directory, to: base)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// A session over this world, its clock at `now`.
    func session(now: Date = CaltransTests.fixtureNow) throws -> PassengrSession {
      var settings = PassengrSession.Settings()
      settings.dataDirectory = data.path
      settings.baseURL = base.path
      settings.environment = [:]
      settings.clock = { now }
      // Status and check fetch within their query's 15 s deadline; a request's timeout stretches
      // it, so reading the fixtures is never cut short, however busy the machine.
      settings.timeout = .hangBound
      settings.deadline = .hangBound
      return try PassengrSession(settings)
    }

    /// Sets the WSDOT feed's restrictions of the pass whose name starts with `name`; nil drops one.
    func setRestrictions(of name: String, _ one: [String: String]?, _ two: [String: String]?) throws {
      try edit("mobile/MountainPassConditions.json") { document in
        guard var root = document as? [String: Any],
          var result = root["GetMountainPassConditionsResult"] as? [String: Any],
          var passes = result["PassCondition"] as? [[String: Any]]
        else { return }
        for index in passes.indices where (passes[index]["MountainPassName"] as? String)?.hasPrefix(name) == true {
          passes[index]["RestrictionOne"] = one
          passes[index]["RestrictionTwo"] = two
        }
        result["PassCondition"] = passes
        root["GetMountainPassConditionsResult"] = result
        document = root
      }
    }

    /// Rewrites the JSON file at `path` (under the base directory).
    func edit(_ path: String, _ change: (inout Any) -> Void) throws {
      let url = base.appendingPathComponent(path)
      var document = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
      change(&document)
      try JSONSerialization.data(withJSONObject: document).write(to: url)
    }
  }

  /// The feed carried only Stevens Pass's eastbound restriction: the pass is not open.
  @Test func aDirectionWithoutAReportIsUnknownAndSoIsThePass() async throws {
    let world = try World()
    try world.setRestrictions(
      of: "Stevens", ["RestrictionText": "No restrictions", "TravelDirection": "Eastbound"], nil)
    let session = try world.session()
    var query = StatusQuery()
    query.passes = ["stevens"]
    let result = try await session.status(query)
    let stevens = try #require(result.rows.first)
    #expect(stevens.conditions?.restrictions.map(\.direction) == [.eastbound])
    #expect(stevens.level == .unknown, "one direction published is not the pass open")
    #expect(stevens.judgement.directions.map(\.level) == [.open, .unknown])
    // Driving only the published way can be cleared; driving the other way cannot.
    var east = CheckQuery()
    east.passes = ["stevens:east"]
    #expect(try await session.check(east).verdict == .go)
    var west = CheckQuery()
    west.passes = ["stevens:west"]
    let unknown = try await session.check(west)
    #expect(unknown.verdict == .unknown)
    #expect(unknown.summary.contains("Stevens Pass westbound: no report for this direction"), "\(unknown.summary)")
  }

  /// A pass the user added with only an eastbound query is judged over eastbound: it reports on
  /// nothing else, and a westbound leg over it is refused.
  @Test func aCustomPassIsJudgedOverTheDirectionsItHasQueriesFor() throws {
    let custom = CustomPass(url: URL(string: "https://example.org/pass")!, queries: [.eastbound: "//span[@id='east']"])
    let pass = Pass(id: 1000, name: "Old Pass", highway: "", custom: custom, order: 1, isEnabled: true)
    let now = CaltransTests.fixtureNow
    let conditions = PassConditions(
      restrictions: [Restriction(direction: .eastbound, text: "No restrictions")], roadConditions: nil, weather: nil,
      temperatureF: nil,
      updatedAt: nil, fetchedAt: now)
    let saved = PassDataSource(archive: PassArchive(passes: [ArchivedPass(pass: pass, conditions: conditions)]))
    let row = try #require(saved.rows(for: [pass], now: now, maxAge: 300).first)
    #expect(row.directions == [.eastbound])
    #expect(row.level == .open)
    #expect(throws: SelectionError.self) { try TripService.legs(["old:west"], in: saved, agencies: .all) }
    #expect(try TripService.legs(["old:east"], in: saved, agencies: .all).first?.direction == .eastbound)
  }

  /// Direction labels are read however written ("W/B", "West Bound"); one that cannot be read is
  /// never guessed from the record's position: a restriction counts for both directions, an
  /// opening for neither.
  @Test(arguments: [
    (["Closed", "W/B"], ["No restrictions", "E/B"], [RestrictionLevel.open, .closed]),
    (["Closed", "West Bound"], ["No restrictions", "East\u{2060}bound"], [.open, .closed]),
    (["Closed", "Sideways"], ["No restrictions", "Eastbound"], [.closed, .closed]),
    (["No restrictions", "Sideways"], ["Chains required", "Eastbound"], [.chainsRequired, .unknown]),
  ])
  func directionLabelsAreReadNeverGuessed(one: [String], two: [String], expected: [RestrictionLevel]) async throws {
    let world = try World()
    try world.setRestrictions(
      of: "Stevens", ["RestrictionText": one[0], "TravelDirection": one[1]],
      ["RestrictionText": two[0], "TravelDirection": two[1]])
    var query = StatusQuery()
    query.passes = ["stevens"]
    let stevens = try #require(try await world.session().status(query).rows.first)
    #expect(stevens.judgement.directions.map(\.level) == expected)
  }

  /// A pass published twice keeps the restrictions of both: an open copy never hides a closed one.
  @Test func aPassPublishedTwiceIsJudgedOnBothCopies() async throws {
    let world = try World()
    try world.edit("mobile/MountainPassConditions.json") { document in
      guard var root = document as? [String: Any],
        var result = root["GetMountainPassConditionsResult"] as? [String: Any],
        var passes = result["PassCondition"] as? [[String: Any]],
        let index = passes.firstIndex(where: { ($0["MountainPassName"] as? String)?.hasPrefix("Stevens") == true })
      else { return }
      var open = passes[index]
      open["RestrictionOne"] = ["RestrictionText": "No restrictions", "TravelDirection": "Eastbound"]
      open["RestrictionTwo"] = ["RestrictionText": "No restrictions", "TravelDirection": "Westbound"]
      passes[index]["RestrictionOne"] = ["RestrictionText": "Pass closed", "TravelDirection": "Eastbound"]
      passes.insert(open, at: index)
      result["PassCondition"] = passes
      root["GetMountainPassConditionsResult"] = result
      document = root
    }
    var query = StatusQuery()
    query.passes = ["stevens"]
    let stevens = try #require(try await world.session().status(query).rows.first)
    #expect(stevens.level == .closed)
    let json = try Reports.statusJSON(try await world.session().status(query))
    #expect(json.contains("\"text\":\"Pass closed\""), "the closed copy is the one shown for eastbound")
  }

  /// A chain-control code of R-0 with a description that closes the highway is a closure.
  @Test func aDescriptionThatClosesOutranksItsCode() {
    let checkpoint = ChainControlCheckpoint(
      index: "1", district: 3, locationName: "Kingvale", direction: nil, county: "Placer", route: "I-80",
      isInService: true, status: "R-0",
      statusDescription: "Highway closed at Kingvale due to spinouts", recordedAt: nil)
    #expect(checkpoint.level == .closed)
    let plain = ChainControlCheckpoint(
      index: "2", district: 3, locationName: "Kingvale", direction: nil, county: "Placer", route: "I-80",
      isInService: true, status: "R-2",
      statusDescription: "Please see website", recordedAt: nil)
    #expect(plain.level == .chainsRequired, "a description that cannot be read leaves the code's level")
  }

  /// A trip with no passes left is an error for check, status and watch: never "go", never "every
  /// enabled pass".
  @Test func aTripWithoutPassesIsAnErrorEverywhere() async throws {
    let world = try World()
    let session = try world.session()
    // An archive an older Passengr left with an empty trip in it.
    try await session.store.transaction { passes in passes.archive.trips.append(Trip(name: "solo", legs: [])) }
    var check = CheckQuery()
    check.trip = "solo"
    await #expect(throws: TripError.emptyTrip("solo")) { try await session.check(check) }
    var status = StatusQuery()
    status.trip = "solo"
    await #expect(throws: TripError.emptyTrip("solo")) { try await session.status(status) }
    var watch = WatchOptions()
    watch.trip = "solo"
    await #expect(throws: TripError.emptyTrip("solo")) {
      try await session.watch(watch, stop: StopRequest()) { _ in }
    }
    await #expect(throws: SelectionError.nothingToCheck) { try await session.check(CheckQuery()) }
  }

  /// The trip drives westbound (chains); only eastbound is closed: the drive is not stopped, and
  /// the watch's threshold and the hook's worst level judge the directions driven.
  @Test func aClosureTheOtherWayNeitherStopsTheDriveNorTheWatch() async throws {
    let world = try World()
    try world.setRestrictions(
      of: "Snoqualmie", ["RestrictionText": "Pass closed", "TravelDirection": "Eastbound"],
      ["RestrictionText": "Chains required on all vehicles except all wheel drive", "TravelDirection": "Westbound"])
    let session = try world.session()
    _ = try await session.addTrip("west", ["snoqualmie:west"])
    var check = CheckQuery()
    check.trip = "west"
    let answer = try await session.check(check)
    #expect(answer.verdict == .restrictions)
    #expect(answer.legs.map(\.level) == [.chainsRequired])
    let saved = try session.dataSource()
    let driven = try saved.drive(try session.trip(named: "west"))
    let rows = saved.rows(for: driven.map(\.pass), now: CaltransTests.fixtureNow, maxAge: .infinity)
    let judged = Watcher.judgements(rows, driven: driven)
    #expect(StatusService.threshold(.closed, in: judged) == nil, "the eastbound closure is not on this drive")
    #expect(judged.map(\.judgement.level) == [.chainsRequired])
    // Without the trip the pass is closed, and status's threshold says so.
    #expect(
      StatusService.threshold(.closed, in: rows)
        == .reached([.init(name: "Snoqualmie Pass", level: .closed)], threshold: .closed))
  }

  /// Tioga in January: the district feeds have no SR 120 checkpoint in service, the highway
  /// information closes it for the winter: the closure stands, never unknown.
  @Test func aClosureStandsWhenThePassHasNoCheckpoint() async throws {
    let world = try World()
    for path in ["data/d9/cc/ccStatusD09.json", "data/d10/cc/ccStatusD10.json"] {
      try world.edit(path) { document in
        guard var root = document as? [String: Any], let entries = root["data"] as? [Any] else { return }
        root["data"] = entries.filter { entry in
          let location = ((entry as? [String: Any])?["cc"] as? [String: Any])?["location"] as? [String: Any]
          return (location?["route"] as? String) != "SR-120"
        }
        document = root
      }
    }
    let session = try world.session()
    var query = StatusQuery()
    query.passes = ["tioga"]
    let tioga = try #require(try await session.status(query).rows.first)
    #expect(tioga.level == .closedForSeason, "\(String(describing: tioga.conditions?.restrictions))")
    #expect(tioga.error?.contains("chain controls could not be read") == true)
    var check = CheckQuery()
    check.passes = ["tioga:east"]
    #expect(try await session.check(check).verdict == .noGo)
  }

  /// Donner's chain controls say R-0 while its route's page closes it for a jackknifed truck: closed.
  @Test func aClosureForATruckIsAClosure() async throws {
    let world = try World()
    let page =
      "I 80\n[IN THE NORTHERN CALIFORNIA AREA & SIERRA NEVADA]\nIs closed from Colfax (Placer Co) to Truckee (Nevada Co) due to a jackknifed truck\n"
    try Data(page.utf8).write(to: world.base.appendingPathComponent("roadinfo/i80"))
    let session = try world.session()
    _ = try await session.setEnabled(["donner"], true)
    var query = StatusQuery()
    query.passes = ["donner"]
    let donner = try #require(try await session.status(query).rows.first)
    #expect(donner.level == .closed, "\(String(describing: donner.conditions?.restrictions))")
  }

  /// A route page that is a menu of routes (no entries, no "nothing reported") is a failed page:
  /// the route's open directions read unknown.
  @Test func aMenuInPlaceOfTheRoutePageLeavesNothingOpen() async throws {
    let world = try World()
    try Data("Highway Information\nI 5\nI 80\nUS 50\nSR 120\n".utf8).write(
      to: world.base.appendingPathComponent("roadinfo/i80"))
    let session = try world.session()
    _ = try await session.setEnabled(["donner"], true)
    var query = StatusQuery()
    query.passes = ["donner"]
    let donner = try #require(try await session.status(query).rows.first)
    #expect(donner.level != .open)
    #expect(!(donner.conditions?.restrictions.contains { $0.level == .open } ?? true))
  }
}
