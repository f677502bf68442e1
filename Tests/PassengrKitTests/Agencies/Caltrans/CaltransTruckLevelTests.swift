import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Caltrans' truck levels (MAX, MIN, TS) bind trucks only: a car goes by the R-level posted at the
/// same place, and a direction with truck levels alone says nothing of what a car needs.
@Suite(.hangGuard) struct CaltransTruckLevelTests {
  static let now = Date(timeIntervalSince1970: 1_736_571_423 + 3600)

  func checkpoint(_ status: String, _ direction: TravelDirection, place: String = "KINGVALE", description: String = "")
    -> ChainControlCheckpoint
  {
    ChainControlCheckpoint(
      index: "3-PLA-80-69.01-\(direction == .westbound ? "W" : "E")-202", district: 3, locationName: place,
      direction: direction, county: "Placer", route: "I-80", isInService: true, status: status,
      statusDescription: description, recordedAt: Self.now.addingTimeInterval(-600))
  }

  func donner(_ checkpoints: [ChainControlCheckpoint]) throws -> PassConditions {
    let pass = try #require(Caltrans().catalogue.first { $0.corridor?.route == "I-80" })
    let feed = ChainControlFeed(district: 3, checkpoints: checkpoints, skipped: 0)
    let corridor = try #require(pass.corridor)
    let read = ChainControlFeed.conditions(
      for: corridor, directions: pass.directions, in: [feed], fetchedAt: Self.now)
    return try #require(read)
  }

  @Test(arguments: ["MAX", "MIN", "TS", "max"])
  func aCarGoesByTheRLevelBesideATruckLevel(truck: String) throws {
    let read = try donner([
      checkpoint("R-2", .westbound), checkpoint(truck, .westbound), checkpoint("R-0", .eastbound),
      checkpoint("R-1", .eastbound, place: "APPLEGATE"),
    ])
    #expect(read.restriction(.westbound)?.level == .chainsRequired, "\(read.restrictions)")
    #expect(read.restriction(.eastbound)?.level == .tractionRequired, "\(read.restrictions)")
    #expect(read.notes.contains { $0.contains(truck) && $0.contains("trucks only") })
  }

  @Test func truckLevelsAloneSayNothingOfACarAndAClosureInTheirWordsStillCloses() throws {
    let alone = try donner([checkpoint("TS", .westbound, place: "APPLEGATE"), checkpoint("R-0", .eastbound)])
    #expect(alone.restriction(.westbound)?.level == .unknown, "\(alone.restrictions)")
    #expect(alone.restriction(.eastbound)?.level == .open)
    let closed = try donner([
      checkpoint("MAX", .westbound, description: "Highway closed at Kingvale due to spinouts"),
      checkpoint("R-2", .westbound), checkpoint("R-0", .eastbound),
    ])
    #expect(closed.restriction(.westbound)?.level == .closed, "\(closed.restrictions)")
  }
}
