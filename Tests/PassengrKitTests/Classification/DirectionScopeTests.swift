import Foundation
import Testing

@testable import PassengrKit

/// A clause names its directions or covers both; a later clause naming one direction never narrows
/// an earlier closure that named none; and words naming one direction of a pass restrict only it.
@Suite struct DirectionScopeTests {
  @Test func aClauseNamingOneDirectionCoversOnlyIt() {
    let words = RoadWords.read("Eastbound I-90 is closed at milepost 34 due to a collision.")
    #expect(words.statements.first?.direction == .eastbound)
    #expect(words.level(for: .eastbound) == .closed)
    #expect(words.level(for: .westbound) == nil)
  }

  @Test func aLaterDirectedClauseNeverNarrowsAnEarlierUndirectedClosure() {
    let words = RoadWords.read(
      "The pass is closed at milepost 34. Eastbound traffic is being turned around at North Bend.")
    #expect(words.statements.first?.direction == .both)
    #expect(words.level(for: .westbound) == .closed)
    #expect(words.level(for: .eastbound) == .closed)
  }

  @Test(arguments: ["EB", "E/B", "east bound", "to eastbound traffic", "(EB)", "in the eastbound direction", "E-bound"])
  func everyFormOfADirectionNamesIt(form: String) {
    #expect(RoadWords.read("Road closed \(form)").statements.first?.direction == .eastbound, "\(form)")
  }

  @Test func bothDirectionsNamedCoverBoth() {
    #expect(RoadWords.read("Closed eastbound and westbound").statements.first?.direction == .both)
    #expect(RoadWords.read("Closed in both directions").statements.first?.direction == .both)
  }

  static func conditions(_ restrictions: [Restriction]) -> PassConditions {
    PassConditions(
      restrictions: restrictions, roadConditions: nil, weather: nil, temperatureF: nil, updatedAt: nil,
      fetchedAt: Date())
  }

  /// WSDOT: conditions close one direction; the other keeps its own restriction (chains).
  @Test func aDirectedClosureLeavesTheOtherDirectionsOwnRestrictionStanding() {
    var wsdot = Self.conditions([
      Restriction(direction: .eastbound, text: "No restrictions"),
      Restriction(direction: .westbound, text: "Chains required"),
    ])
    wsdot.read(words: "Eastbound I-90 is closed at milepost 34 due to a collision.", label: "Conditions")
    #expect(wsdot.restrictions.map(\.level) == [.closed, .chainsRequired])
  }

  /// One restriction for both ways, and words naming one direction: split, so westbound stays open.
  @Test func aSingleBothWaysRestrictionIsSplitForADirectedClause() {
    var pass = Self.conditions([Restriction(direction: .both, text: "No restrictions")])
    pass.read(words: "Eastbound closed at milepost 34.", label: "Conditions", directions: [.eastbound, .westbound])
    #expect(pass.restrictions.map(\.direction) == [.eastbound, .westbound])
    #expect(pass.restrictions.map(\.level) == [.closed, .open])
  }

  /// Without the pass's directions a directed clause cannot be split: it speaks for both ways.
  @Test func withoutThePassDirectionsADirectedClauseSpeaksForBoth() {
    var pass = Self.conditions([Restriction(direction: .both, text: "No restrictions")])
    pass.read(words: "Eastbound closed at milepost 34.", label: "Conditions")
    #expect(pass.restrictions.map(\.level) == [.closed])
  }

  /// Undirected words over a both-ways restriction are never split.
  @Test func undirectedWordsLeaveABothWaysRestrictionWhole() {
    var pass = Self.conditions([Restriction(direction: .both, text: "No restrictions")])
    pass.read(
      words: "Bare and dry. Road closed at milepost 34.", label: "Conditions", directions: [.eastbound, .westbound])
    #expect(pass.restrictions.map(\.direction) == [.both])
    #expect(pass.restrictions.map(\.level) == [.closed])
  }

  /// Words not understood make an open direction unknown and quote them; harmless ones change nothing.
  @Test func wordsNotUnderstoodQuoteThemAndHarmlessOnesChangeNothing() {
    var pass = Self.conditions([
      Restriction(direction: .eastbound, text: "No restrictions"),
      Restriction(direction: .westbound, text: "No restrictions"),
    ])
    pass.read(words: "Compact snow and ice on the road. Use caution.", label: "Conditions")
    #expect(pass.restrictions.map(\.level) == [.open, .open])
    pass.read(words: "Avalanche danger high westbound", label: "Conditions")
    #expect(pass.restrictions.map(\.level) == [.open, .unknown])
    #expect(pass.restrictions.last?.text.contains("Avalanche danger high westbound") == true)
  }
}
