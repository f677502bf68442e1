import Foundation
@testable import PassengrKit
import TestSupport
import Testing

/// The page decoder's own XPaths must keep extraction linear in the page: the whole decode of a
/// 2 MB page against a 128 KB one, timed in the same run.
@Suite(.timeLimit(.minutes(2))) struct PageExtractionCostTests {
  @Test func decodingARenderedPageCostsInProportionToItsSize() async throws {
    let (small, large) = (try LargePage.make(atLeast: 128 * 1024), try LargePage.make(atLeast: 2 * 1024 * 1024))
    let (smallTime, largeTime) = try await OwnThread.run {
      (try LargePage.fastest(runs: 5) { _ = try PassDocument.reports(from: small, location: "small") },
       try LargePage.fastest(runs: 2) { _ = try PassDocument.reports(from: large, location: "large") })
    }
    let sizeRatio = Double(large.count) / Double(small.count)
    #expect(largeTime / smallTime < 3 * sizeRatio, "128 KB took \(smallTime) s, 2 MB took \(largeTime) s (size ratio \(sizeRatio))")
  }

  @Test func repeatedRowsGiveOneRestrictionPerDirection() throws {
    let report = try #require(try PassDocument.reports(from: LargePage.make(atLeast: 256 * 1024), location: "large").reports.first)
    #expect(report.conditions.restrictions.map(\.direction) == [.eastbound, .westbound])
  }
}
