import Foundation
import Testing

@testable import PassengrKit

/// WSDOT's texts read lately are kept with what they say: a text read again reads as it read the
/// first time, and as the reader reads it afresh, down to the bytes of each clause, even beside
/// another spelling of the same text.
@Suite struct WSDOTWordsMemoryTests {
  static let texts = [
    "Traction Tires Advised, Oversize Vehicles Prohibited.", "No restrictions",
    "Pass closed in both directions due to avalanche control. Café at the summit open.",
    "Pass closed in both directions due to avalanche control. Cafe\u{301} at the summit open.",
    "Chains required on all vehicles except all wheel drive.", "Oversize vehicles are prohibited", "", " ",
  ]

  @Test func aTextReadAgainReadsAsItDidAndAsTheReaderReadsIt() {
    for round in 0..<3 {
      for text in round == 1 ? Self.texts.reversed() : Self.texts {
        let kept = WSDOTWords.read(text)
        let afresh = RoadWords.read(text, terms: WSDOTWords.terms)
        #expect(kept.statements.map { Array($0.clause.utf8) } == afresh.statements.map { Array($0.clause.utf8) })
        #expect(kept.labels.map { Array($0.utf8) } == afresh.labels.map { Array($0.utf8) })
        #expect(WSDOTWords.read(text) == kept, "\(text)")
      }
    }
    #expect(WSDOTWords.read(nil) == RoadWords.read(nil, terms: WSDOTWords.terms))
  }
}
