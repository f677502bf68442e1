import Foundation
import Testing

@testable import PassengrKit

/// I 5's page carries two passes, Tejon Pass under the Southern California area and Siskiyou
/// Summit under the Northern. An entry is placed by the places it names and by the area it stands
/// under: when the two agree it concerns its pass alone; when they disagree it counts for both
/// candidates, and under an area that is neither's it keeps the other pass from open.
@Suite struct CaltransAreaPlacementTests {
  static func levels(_ pass: String, _ lines: [String]) throws -> [RestrictionLevel] {
    try HighwayInfoFailClosedTests.levels(pass, route: "I 5", lines)
  }

  static let tejonClosures = [
    "I 5 between Gorman and Castaic impassable both ways due to avalanche control.",
    "Is closed from Castaic to Gorman (Los Angeles Co)",
    "Tejon Pass (Grapevine): Closure gates locked.", "I-5 Over Tejon Pass CLOSED FOR SEASON",
  ]

  @Test(arguments: tejonClosures)
  func aClosureNamingTejonUnderItsOwnAreaLeavesSiskiyouOpen(line: String) throws {
    let lines = [
      "[IN THE SOUTHERN CALIFORNIA AREA] \(line)",
      "[IN THE NORTHERN CALIFORNIA AREA] No traffic restrictions are reported for this area.",
    ]
    #expect(try Self.levels("Tejon", lines).allSatisfy(\.isClosure))
    #expect(try Self.levels("Siskiyou", lines) == [.open, .open])
  }

  @Test(arguments: tejonClosures)
  func aClosureNamingTejonUnderSiskiyousAreaClosesBoth(line: String) throws {
    let lines = [
      "[IN THE SOUTHERN CALIFORNIA AREA] No traffic restrictions are reported for this area.",
      "[IN THE NORTHERN CALIFORNIA AREA] \(line)",
    ]
    #expect(try Self.levels("Tejon", lines).allSatisfy(\.isClosure))
    #expect(try Self.levels("Siskiyou", lines).allSatisfy(\.isClosure))
  }

  @Test(arguments: tejonClosures)
  func aClosureNamingTejonUnderAnotherAreaKeepsSiskiyouFromOpen(line: String) throws {
    let lines = [
      "[IN THE SACRAMENTO VALLEY AREA] \(line)",
      "[IN THE NORTHERN CALIFORNIA AREA] No traffic restrictions are reported for this area.",
    ]
    #expect(try Self.levels("Tejon", lines).allSatisfy(\.isClosure))
    #expect(try Self.levels("Siskiyou", lines) == [.unknown, .unknown])
  }

  /// An uncertain entry of one direction leaves the other direction's report standing: no
  /// warning that would put the whole pass in doubt.
  @Test func anUncertainEntryOfOneDirectionLeavesTheOtherStanding() throws {
    let lines = [
      "[IN THE SACRAMENTO VALLEY AREA] I-5 at Siskiyou Summit: Snow on shoulders: Is closed to northbound traffic at the Jct of US 50 (Sacramento Co)"
    ]
    let tejon = try HighwayInfoTests.pass("Tejon")
    let page = try #require(HighwayInfoPage.parse(lines: ["I 5"] + lines, route: "I 5"))
    let combined = CaltransSource.combine(
      HighwayInfoTests.chainConditions(tejon, (.open, .open)), pass: tejon, page: .success(page),
      now: HighwayInfoTests.now)
    #expect(combined.restrictions.map(\.level) == [.unknown, .open])
    #expect(combined.warning == nil)
    #expect(combined.restrictions[0].gap == .unplaceable)
    #expect(combined.restrictions[0].gapDetail?.contains("Siskiyou Summit") == true)
  }

  /// A harmless line naming one pass under the other's area changes nothing.
  @Test func harmlessWordsUnderTheOtherAreaChangeNothing() throws {
    let lines = [
      "[IN THE NORTHERN CALIFORNIA AREA] Tejon Pass (Grapevine): Compact snow and ice.",
      "[IN THE SOUTHERN CALIFORNIA AREA] I5 /Grapevine/: Not closed",
    ]
    #expect(try Self.levels("Siskiyou", lines) == [.open, .open])
    #expect(try Self.levels("Tejon", lines) == [.open, .open])
  }

  /// The page's word that a pass's area is quiet is shown with the pass, as positive evidence.
  @Test func aQuietAreaIsShownWithItsPass() throws {
    let page = try #require(
      HighwayInfoPage.parse(
        lines: [
          "I 5",
          "[IN THE SOUTHERN CALIFORNIA AREA] [IN THE SOUTHERN CALIFORNIA AREA] No traffic restrictions are reported for this area.",
          "[IN THE NORTHERN CALIFORNIA AREA] No traffic restrictions are reported for this area.",
        ], route: "I 5"))
    #expect(page.quietAreas == ["IN THE SOUTHERN CALIFORNIA AREA", "IN THE NORTHERN CALIFORNIA AREA"])
    let tejon = try HighwayInfoTests.pass("Tejon")
    let combined = CaltransSource.combine(
      HighwayInfoTests.chainConditions(tejon, (.open, .open)), pass: tejon, page: .success(page),
      now: HighwayInfoTests.now)
    #expect(
      combined.reports.map(\.text) == [
        "[IN THE SOUTHERN CALIFORNIA AREA] No traffic restrictions are reported for this area."
      ])
  }

  /// A line that holds two sentences, each restricting its own place and direction, is two entries.
  @Test func eachSentenceOfALineIsPlacedOnItsOwn() throws {
    let line =
      "Is closed to northbound traffic at the Jct of US 50 (Sacramento Co) at 0400 hrs on 1/10/25. Level 1 chain law in effect at Castaic both ways. - Due to flooding"
    let tejon = try Self.levels("Tejon", [line])
    #expect(tejon == [.tractionRequired, .tractionRequired])
    let closed =
      "INTERSTATE 5 AT SISKIYOU SUMMIT CLOSED DUE TO BLOWING SNOW: Is closed to northbound traffic at the Jct of US 50 (Sacramento Co)"
    let siskiyou = try Self.levels("Siskiyou", [closed])
    #expect(siskiyou == [.closed, .closed])
  }
}

/// An entry that names counties on either side of a pass's may run over it.
@Suite struct CaltransCountySpanTests {
  @Test func aSpanBetweenCountiesOnEitherSideOfThePassKeepsItFromOpen() throws {
    let levels = try HighwayInfoFailClosedTests.levels(
      "Yuba", route: "SR 49", ["Is closed from the Jct of SR 20 (Nevada Co) to the Jct of SR 70 (Plumas Co)"])
    #expect(levels == [.unknown, .unknown])
  }

  @Test func aSpanBetweenCountiesOnOneSideLeavesThePassOpen() throws {
    let levels = try HighwayInfoFailClosedTests.levels(
      "Donner", route: "I 80", ["Is closed from the Jct of I 505 (Solano Co) to the Jct of I 5 (Yolo Co)"])
    #expect(levels == [.open, .open])
  }

  @Test func aCountyNotOnTheRouteInASpanKeepsThePassFromOpen() throws {
    let levels = try HighwayInfoFailClosedTests.levels(
      "Yuba", route: "SR 49", ["Is closed from Alpha (Nevda Co) to Omega (Plumas Co)"])
    #expect(levels == [.unknown, .unknown])
  }
}
