import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Wording and placing found by a black-box campaign on documents stranger than the fixtures:
/// both directions named in a field of one, an opening of one direction only, closures stated in
/// name fields, words in another JSON shape, text outside a page's tables, and harmless words about
/// closures that close nothing.
@Suite struct StrangerWordingTests {
  /// The shipped mobile feed with Manastash Ridge's `field` (a top-level key, or a restriction's
  /// text under `RestrictionOne`/`RestrictionTwo`) set to `text`.
  static func manastash(_ field: String, _ text: String) throws -> PassConditions {
    var root = try #require(
      try JSONSerialization.jsonObject(with: try Fixtures.data("mobile/MountainPassConditions.json")) as? [String: Any])
    var result = try #require(root["GetMountainPassConditionsResult"] as? [String: Any])
    var passes = try #require(result["PassCondition"] as? [[String: Any]])
    let index = try #require(passes.firstIndex { $0["MountainPassId"] as? Int == 13 })
    if field.hasPrefix("Restriction") {
      var restriction = try #require(passes[index][field] as? [String: Any])
      restriction["RestrictionText"] = text
      passes[index][field] = restriction
    } else {
      passes[index][field] = text
    }
    result["PassCondition"] = passes
    root["GetMountainPassConditionsResult"] = result
    let data = try JSONSerialization.data(withJSONObject: root)
    return try StatedClosureTests.report(13, in: data).conditions
  }

  @Test(arguments: [
    "Closed in both directions", "Closed EB and WB", "Closed eastbound and westbound", "Closed both ways",
    "Chains required both directions",
  ])
  func bothDirectionsNamedInOneDirectionsFieldReachBoth(text: String) throws {
    for field in ["RestrictionOne", "RestrictionTwo"] {
      let conditions = try Self.manastash(field, text)
      for way in [TravelDirection.eastbound, .westbound] {
        let level = try #require(conditions.restriction(way)?.level)
        #expect(level != .open && level != .unknown, "\(field) \(text) -> \(way): \(level)")
      }
    }
  }

  @Test(arguments: [
    "Westbound only open", "Open to westbound traffic only", "Only westbound lanes are open", "Open westbound only",
    "Westbound traffic only",
  ])
  func anOpeningOfOneDirectionOnlyClosesTheOther(text: String) throws {
    let words = RoadWords.read(text)
    #expect(words.level(for: .eastbound) == .closed, "\(text)")
    #expect(words.level(for: .westbound) != .open, "\(text)")
    let conditions = try Self.manastash("RoadCondition", text)
    #expect(conditions.restriction(.eastbound)?.level == .closed)
  }

  @Test func aClosureInAPassNameCloses() throws {
    let conditions = try Self.manastash("MountainPassName", "Manastash Ridge I-82 (CLOSED)")
    #expect(conditions.restrictions.allSatisfy { $0.level == .closed })
    // A name is otherwise no words to read: the plain name changes nothing.
    #expect(try Self.manastash("MountainPassName", "Manastash Ridge I-82").level == .open)
  }

  @Test func aClosureInACheckpointNameCloses() {
    func checkpoint(_ name: String) -> ChainControlCheckpoint {
      ChainControlCheckpoint(
        index: "x", district: 3, locationName: name, direction: .eastbound, county: "Sierra", route: "SR-49",
        isInService: true,
        status: "R-0", statusDescription: "", recordedAt: nil)
    }
    #expect(checkpoint("BASSETTS (CLOSED)").level == .closed)
    #expect(checkpoint("BASSETTS").level == .open)
    #expect(checkpoint("KINGVALE CHAIN CONTROL AREA").level == .open)
  }

  @Test func anODOTStationNameOrCommentsListThatSayClosedClose() throws {
    let listed = try ODOTReadingTests.reading([ODOTReadingTests.report(140, extra: ["comments": ["Road closed"]])])
      .conditions(for: ODOTReadingTests.santiam).get()
    #expect(listed.restrictions.contains { $0.level == .closed })
    var report = ODOTReadingTests.report(140)
    report["location"] = ["location-name": "\(ODOTReadingTests.stationName(140)) - CLOSED", "route-id": "X"]
    let named = try ODOTReadingTests.reading([report]).conditions(for: ODOTReadingTests.santiam).get()
    #expect(named.restrictions.contains { $0.level == .closed })
  }

  @Test func aClosureOutsideTheTablesOfAWYDOTPageThatNamesThePassCloses() throws {
    let rows = [RoutePageShape.ordinary(WYDOTGeneratedPageTests.teton)]
    for note in [
      "<p>WY 22 closed between Wilson and the Idaho State Line.</p>",
      "<div class=\"alert\">WY 22 between Wilson and the Idaho State Line: CLOSED</div>",
    ] {
      let conditions = try WYDOTGeneratedPageTests.teton(RoutePageShape.page(rows: rows, tables: [note]))
      #expect(conditions.restrictions.allSatisfy { $0.level.isClosure }, "\(note)")
    }
    // The page's shell says nothing of the road: a menu's "Road Closures" closes nothing.
    let shell = try WYDOTGeneratedPageTests.teton(
      RoutePageShape.page(rows: rows, tables: ["<div class=\"menu\">Road Closures</div><p>Travel information</p>"]))
    #expect(shell.restrictions.allSatisfy { !$0.level.isClosure })
  }

  /// Words about closures that close nothing; beside "No restrictions" the direction stays open.
  @Test(arguments: [
    "Watch for closure signs", "Check WSDOT website for closures", "For closure info call 511",
    "Blocking incident cleared",
    "Frontage road closed", "Opened", "Open with no restrictions", "Incident cleared, all lanes open",
    "Avalanche control completed",
    "No closures at Sexton Pass to Stage Pass NB",
  ])
  func wordsAboutClosuresThatCloseNothingKeepOpen(text: String) {
    #expect(RoadWords.read("No restrictions. \(text)").level == .open, "\(text)")
  }

  /// An agency's harmless phrase run together with harmless words is harmless; with anything else
  /// it is not understood.
  @Test func anAgencysHarmlessPhraseRunTogetherWithHarmlessWordsIsInformation() {
    #expect(
      RoadWords.read("None Watch for equipment on the roadway", terms: WYDOTWords.terms).statements.allSatisfy {
        $0.meaning == .information
      })
    // Responders on scene are an incident: delays, never open.
    #expect(RoadWords.read("None crews on scene", terms: WYDOTWords.terms).level == .trafficDelays)
  }

  @Test func eachDirectionOfAContrastKeepsItsOwnWord() {
    let words = RoadWords.read("Eastbound closed, westbound open")
    #expect(words.level(for: .eastbound) == .closed)
    #expect(words.level(for: .westbound) == .open)
  }
}
