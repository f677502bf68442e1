import Foundation
import Testing

@testable import PassengrKit

/// Every phrase of the lexicon, read by every agency: where an agency reads one differently from
/// the shared reader, it is because an entry of its own says so (`Agency.terms`).
@Suite struct EveryAgencyTests {
  /// Every phrase the lexicon and the clause reader know, as an agency would write it.
  static let phrases: [String] = Array(
    Set(
      Lexicon.stopPhrases + Lexicon.delayPhrases + Lexicon.advisoryPhrases + Lexicon.possibleClosures
        + Lexicon.liftingPhrases + Lexicon.hazardNotices + Lexicon.adviceSentences + Lexicon.harmlessPhrases
        + Lexicon.eventEnds + Lexicon.workDescriptions + Lexicon.winterOperations + Lexicon.incidentResponse
        + Lexicon.recordPhrases + Lexicon.facilities.map { "\($0) closed" }
        + Lexicon.heavyVehicles.map { "\($0) prohibited" }
        + RestrictionClassifier.advisories
        + [
          "Chains required", "Chains required on all vehicles", "Traction tires required", "Traction tires advised",
          "Chain controls in effect", "Chains or snow tires required", "Carry chains", "Road closed", "Pass closed",
          "Closed for the season", "No restrictions", "Pass is open", "Chains required except 4WD/AWD",
        ]
        // Every agency's own entries, read by every other agency too.
        + Agencies.all.list.flatMap { $0.terms.restrictions.map(\.phrase) + $0.terms.information })
  ).sorted()

  @Test func everyPhraseReadsTheSameForEveryAgencyUnlessAnEntrySaysOtherwise() {
    var differences: [String] = []
    for phrase in Self.phrases {
      let shared = RoadWords.read(phrase).level
      for agency in Agencies.all.list {
        let own = agency.read(phrase).level
        guard own != shared else { continue }
        let clause = RestrictionClassifier.normalize(phrase)
        if agency.terms.explains(clause) { continue }
        differences.append("\(agency.id.rawValue): \"\(phrase)\" reads \(own.rawValue), shared \(shared.rawValue)")
      }
    }
    #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.joined(separator: "\n"))")
  }

  /// The check can fail: an agency's entry makes its reading differ, and the entry explains it.
  @Test func anEntryIsWhatMakesAnAgencyDiffer() {
    let text = "Chains required on vehicles towing or over 10,000 GVW"
    let oregon = Agencies.all.list.first { $0.id.rawValue == "odot" }
    #expect(oregon?.read(text).level == .tractionAdvised)
    #expect(RoadWords.read(text).level == .open)
    #expect(oregon?.terms.explains(RestrictionClassifier.normalize(text)) == true)
    #expect(RoadTerms.none.explains(RestrictionClassifier.normalize(text)) == false)
  }
}
