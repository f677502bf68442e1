import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Every text Caltrans publishes is read by the one reader: a checkpoint's status description and
/// every highway-information entry. Generated closure and chain sentences never leave a direction
/// they cover open, whatever the status code; harmless wording keeps the level; a closure said
/// without the word "closed" closes; an undirected closure is never narrowed by a later clause
/// about one direction.
@Suite struct CaltransEveryWordTests {
  /// A checkpoint at Kingvale with `status` and `description`.
  static func checkpoint(_ status: String, _ description: String, direction: TravelDirection? = nil)
    -> ChainControlCheckpoint
  {
    ChainControlCheckpoint(
      index: "03-PLA-80-R63-E", district: 3, locationName: "KINGVALE", direction: direction, county: "Placer",
      route: "I-80", isInService: true,
      status: status, statusDescription: description, recordedAt: nil)
  }

  static let quiet = "No chain controls are in effect at this time."
  static let r2 =
    "Chains or traction devices are required on all vehicles except four-wheel/all-wheel drive vehicles with snow-tread tires on all four wheels."

  @Test func closingWordsInACheckpointDescriptionNeverLeaveItOpen() {
    var sentences = RoadSentences(seed: 3400)
    for _ in 0..<400 {
      let sentence = sentences.restricting()
      let description = sentences.place(sentence, in: Self.quiet, at: sentences.position())
      let level = Self.checkpoint("R-0", description).level
      #expect(level.honours(sentence.requires ?? .closed), "R-0 \"\(description)\" read \(level)")
    }
  }

  @Test(arguments: [
    "Traffic is being turned around at Kingvale.", "Vehicles are being turned around at Soda Springs",
    "TRAFFIC TURNED AROUND AT KINGVALE",
    "Eastbound traffic is being turned around at Kingvale", "Motorists are turned around at the Kingvale exit",
    "No through traffic at Kingvale", "Highway is not passable at Kingvale", "Gates are locked at Kingvale",
    "Gate closed at Kingvale",
    "Traffic held indefinitely at Kingvale", "Road clsd at Kingvale",
  ])
  func aCheckpointAtR0WhoseDescriptionStopsTrafficIsClosed(description: String) {
    #expect(Self.checkpoint("R-0", description).level == .closed)
    #expect(Self.checkpoint("R-0", "\(Self.quiet) \(description)").level == .closed)
  }

  @Test func harmlessWordsInADescriptionKeepTheCode() {
    var sentences = RoadSentences(seed: 77)
    for _ in 0..<150 {
      let sentence = sentences.harmless()
      let position: RoadSentences.Position = Bool.random(using: &sentences.generator) ? .suffix : .ownSentence
      let open = sentences.place(sentence, in: Self.quiet, at: position)
      #expect(Self.checkpoint("R-0", open).level == .open, "\(open)")
      let chains = sentences.place(sentence, in: Self.r2, at: position)
      #expect(Self.checkpoint("R-2", chains).level == .chainsRequired, "\(chains)")
    }
  }

  @Test func wordsNotUnderstoodKeepAnR0FromOpenAndLeaveAChainCodeStanding() {
    #expect(Self.checkpoint("R-0", "Please see website").level == .unknown)
    #expect(Self.checkpoint("R-2", "Please see website").level == .chainsRequired)
    #expect(Self.checkpoint("R-0", "").level == .open)
  }

  // MARK: Highway information

  static let places = [
    "at Kingvale (Placer Co)", "at Soda Springs (Nevada Co)", "from Colfax (Placer Co) to Truckee (Nevada Co)",
    "near Donner Lake (Nevada Co)", "2 mi west of Truckee (Nevada Co)", "over Donner Summit",
  ]
  static let states = [
    "Is closed", "IS CLOSED", "Has been closed", "Remains closed", "Is now closed", "Is closed to all traffic",
    "Is blocked",
    "Is impassable", "Is shut", "Is CLSD", "Is not passable", "Traffic is being turned around", "Traffic is stopped",
    "Gates are closed", "No through traffic", "No travel",
  ]
  static let scopes: [(words: String, direction: TravelDirection?)] = [
    ("", nil), (" in both directions", nil), (" to eastbound traffic", .eastbound),
    (" to westbound traffic", .westbound),
    (" to eastbound and westbound traffic", nil), (" eastbound", .eastbound), (" westbound", .westbound),
  ]
  static let reasons = [
    "", " - Due to spinouts", " - Due to multiple spinouts - Motorists are advised to use an alternate route",
    " - Due to reduced visibility", " at 1600 hrs on 1/10/25 - Due to a traffic collision",
    " due to a jackknifed truck",
  ]

  /// Donner Summit's directions (eastbound, westbound) after its page says `line`, at R-0 both ways.
  static func donner(_ line: String) throws -> [RestrictionLevel] {
    try HighwayInfoFailClosedTests.levels(
      "Donner", route: "I 80", ["[IN THE NORTHERN CALIFORNIA AREA & SIERRA NEVADA]", line])
  }

  @Test func closuresInAnyFormOnTheStretchNeverLeaveADirectionTheyCoverOpen() throws {
    var generator = SeededGenerator(seed: 120)
    func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &generator)] }
    for _ in 0..<250 {
      let (scope, direction) = pick(Self.scopes)
      var line = "\(pick(Self.states))\(scope) \(pick(Self.places))\(pick(Self.reasons))"
      if Int.random(in: 0..<6, using: &generator) == 0 { line = line.uppercased() }
      let levels = try Self.donner(line)
      let covered = [TravelDirection.eastbound, .westbound].enumerated().filter {
        direction == nil || $0.element == direction
      }
      for (index, way) in covered {
        #expect(levels[index].honours(.closed), "\"\(line)\" left \(way) \(levels[index])")
      }
    }
  }

  @Test func chainsInAnyFormOnTheStretchNeverLeaveADirectionOpen() throws {
    var sentences = RoadSentences(seed: 121)
    for _ in 0..<120 {
      let sentence = sentences.chain()
      let line = "\(sentence.text) from Kingvale (Placer Co) to 2 mi west of Truckee (Nevada Co)"
      let levels = try Self.donner(line)
      let covered = [TravelDirection.eastbound, .westbound].enumerated().filter {
        sentence.direction == nil || $0.element == sentence.direction
      }
      for (index, way) in covered {
        #expect(levels[index].honours(sentence.requires ?? .chainsRequired), "\"\(line)\" left \(way) \(levels[index])")
      }
    }
  }

  @Test(arguments: [
    "Is closed at Kingvale (Placer Co) - Eastbound traffic is being turned around at Colfax",
    "Is closed at Kingvale (Placer Co), westbound traffic is being held at Truckee",
    "Is closed from Colfax (Placer Co) to Truckee (Nevada Co) - Due to spinouts - Eastbound trucks are being screened at Applegate",
    "Is closed at Kingvale (Placer Co) - Westbound traffic is being turned around",
    "Road closed at Soda Springs (Nevada Co); eastbound traffic held at Truckee",
  ])
  func anUndirectedClosureFollowedByAClauseAboutOneDirectionClosesBoth(line: String) throws {
    #expect(try Self.donner(line) == [.closed, .closed])
  }

  @Test func aRestrictionRunIntoAnotherEntrysReasonStillCounts() throws {
    let elsewhere =
      "Is closed to northbound traffic at the Jct of US 50 (Sacramento Co) at 0400 hrs on 1/10/25 - Due to flooding"
    #expect(try Self.donner("\(elsewhere) No travel on Interstate 80 at Kingvale (Placer Co)") == [.closed, .closed])
    #expect(
      try Self.donner("\(elsewhere) CHAINS MUST BE CARRIED AT KINGVALE ALL LANES, BOTH DIRECTIONS.").allSatisfy {
        $0.honours(.tractionAdvised)
      })
    #expect(try Self.donner("Chains Req'd at Kingvale both ways.") == [.chainsRequired, .chainsRequired])
  }

  @Test func aClosureOfOneDirectionLeavesTheOther() throws {
    #expect(
      try Self.donner("Is closed to eastbound traffic at Kingvale (Placer Co) - Due to spinouts") == [.closed, .open])
    #expect(try Self.donner("Westbound traffic is being turned around at Truckee (Nevada Co)") == [.open, .closed])
  }

  @Test(arguments: [
    "Eastbound trucks are being screened at Applegate (Placer Co) - Drivers must have maximum chains",
    "A high wind advisory is in effect at Kingvale (Placer Co) - Travel is not recommended for campers, trailers or permit loads",
    "Is reopened at Kingvale (Placer Co) at 1512 hrs on 1/10/25",
    "Please research chain control locations as Caltrans is currently working to update chain control descriptions",
  ])
  func caltransOwnHarmlessFormsKeepAnOpenPassOpen(line: String) throws {
    #expect(try Self.donner(line) == [.open, .open])
  }
}
