import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Caltrans entries and checkpoints that name a direction the pass does not run, or the pass by a
/// name its stretch does not list, are never dropped: the pass cannot read open beside them.
@Suite struct CaltransPlacementTests {
  static let now = HighwayInfoTests.now

  /// Yuba Pass's directions after the shipped SR 49 page, its block replaced by `lines`, with R-0 both ways.
  static func yuba(_ lines: [String]) throws -> PassConditions {
    let body = try HighwayInfoFailClosedTests.sr49(
      block: ["SR 49", "[IN THE NORTHERN CALIFORNIA AREA & SIERRA NEVADA]"] + lines)
    let page = try HighwayInfoPage.decode(body, charset: nil, url: "sr49", route: "SR-49")
    let pass = try HighwayInfoTests.pass("Yuba")
    return CaltransSource.combine(
      HighwayInfoTests.chainConditions(pass, (.open, .open)), pass: pass, page: .success(page), now: now)
  }

  /// SR 49 is signed north–south, Yuba Pass catalogued east–west: "northbound" closes both ways.
  @Test(arguments: [
    "Is closed to northbound traffic at Yuba Pass (Sierra Co)",
    "Is closed to southbound traffic from Sierra City to Sierraville (Sierra Co)",
  ])
  func anOtherAxisClosureClosesBothDirections(line: String) throws {
    #expect(try Self.yuba([line]).restrictions.map(\.level) == [.closed, .closed])
  }

  /// A direction of the pass's own axis still limits the closure to it.
  @Test func anOwnAxisClosureClosesOnlyItsDirection() throws {
    #expect(
      try Self.yuba(["Is closed to eastbound traffic at Yuba Pass (Sierra Co)"]).restrictions.map(\.level) == [
        .closed, .open,
      ])
  }

  /// When the chain controls fail, the page alone closes both directions on an other-axis closure.
  @Test func anOtherAxisClosureClosesBothWithoutChainControls() throws {
    let body = try HighwayInfoFailClosedTests.sr49(block: [
      "SR 49", "Is closed to northbound traffic at Yuba Pass (Sierra Co)",
    ])
    let page = try HighwayInfoPage.decode(body, charset: nil, url: "sr49", route: "SR-49")
    let pass = try HighwayInfoTests.pass("Yuba")
    let closed = try #require(
      CaltransSource.closures(of: pass, on: page, chainFailure: SourceError.sourceFailed(reason: "x"), now: Self.now))
    #expect(closed.restrictions.map(\.level) == [.closed, .closed])
  }

  /// An in-service SR-49 checkpoint marked `North` or `South` counts for both of Yuba's directions;
  /// `East` for eastbound only.
  @Test(arguments: [
    (TravelDirection.northbound, [RestrictionLevel.chainsRequired, .chainsRequired]),
    (.southbound, [.chainsRequired, .chainsRequired]),
    (.eastbound, [.chainsRequired, .open]),
  ])
  func anOtherAxisCheckpointCountsForBoth(direction: TravelDirection, expected: [RestrictionLevel]) throws {
    var feed = try ChainControlFeed.decode(try Fixtures.data("data/d3/cc/ccStatusD03.json"), district: 3, url: "d3")
    let pass = try HighwayInfoTests.pass("Yuba")
    let corridor = try #require(pass.corridor)
    var checkpoint = try #require(
      feed.checkpoints.first { $0.isInService && $0.belongs(to: corridor) && $0.level == .open })
    checkpoint.index = "3-SIE-49-28.0-N-SC"
    checkpoint.locationName = "SIERRA CITY"
    checkpoint.direction = direction
    checkpoint.status = "R-2"
    checkpoint.statusDescription = ""
    feed.checkpoints.append(checkpoint)
    let conditions = try #require(
      ChainControlFeed.conditions(for: corridor, directions: pass.directions, in: [feed], fetchedAt: Self.now))
    #expect(conditions.restrictions.map(\.level) == expected)
  }

  /// The pass named by another summit word is the pass: "Yuba Summit" closes Yuba Pass.
  @Test(arguments: [
    "Is closed at Yuba Summit (Sierra Co)", "Is closed near the Yuba Pass Summit area",
    "IS CLOSED AT YUBA SUMMIT (SIERRA CO)",
  ])
  func theSummitByAnotherNameIsThePass(line: String) throws {
    #expect(try Self.yuba([line]).restrictions.map(\.level) == [.closed, .closed])
    let yuba = try HighwayInfoTests.pass("Yuba")
    #expect(Stretch.concerns(HighwayInfoTests.entry(line), passID: yuba.id, name: yuba.name))
  }

  /// "Yuba River" is not Yuba Pass, nor "Donner Lake Road" Donner Summit by the summit rule.
  @Test func aPlaceSharingThePassWordIsNotThePass() {
    #expect(!Stretch.namesSummit("yuba river", of: "Yuba Pass"))
    #expect(Stretch.namesSummit("donner pass", of: "Donner Summit"))
    #expect(Stretch.namesSummit("tejon summit", of: "Tejon Pass (Grapevine)"))
    #expect(!Stretch.namesSummit("tejon ranch", of: "Tejon Pass (Grapevine)"))
  }

  /// A closure in the pass's county (or naming none) at a place no stretch lists makes the open
  /// directions unknown, quoting it; one in another county does not touch the pass.
  @Test func aClosureAtAnUnknownPlaceInThePasssCountyIsUnknown() throws {
    let inCounty = try Self.yuba(["Is closed at Goodyears Bar (Sierra Co) - Due to a rockslide"])
    #expect(inCounty.restrictions.map(\.level) == [.unknown, .unknown])
    #expect(
      inCounty.restrictions.allSatisfy { $0.gap == .unplaceable && $0.gapDetail?.contains("Goodyears Bar") == true })
    #expect(inCounty.reports.contains { $0.text.contains("Goodyears Bar") })
    let noCounty = try Self.yuba(["Is closed at Goodyears Bar - Due to a rockslide"])
    #expect(noCounty.restrictions.map(\.level) == [.unknown, .unknown])
    let elsewhere = try Self.yuba(["Is closed at the Jct of SR 20 (Nevada Co) - Due to a collision"])
    #expect(elsewhere.restrictions.map(\.level) == [.open, .open])
  }

  /// Counties are read from the parentheses, lists included.
  @Test func countiesAreReadFromParentheses() {
    #expect(
      Stretch.counties(in: "Is closed from Kennedy Meadows (Tuolumne Co) to Leavitt Meadows (Tuolumne, Mono Co's)") == [
        "tuolumne", "mono",
      ])
    #expect(Stretch.counties(in: "IS CLOSED AT THE JCT OF SR 160 (CONTRA COSTA CO)") == ["contra costa"])
    #expect(Stretch.counties(in: "Is closed at Goodyears Bar").isEmpty)
  }
}
