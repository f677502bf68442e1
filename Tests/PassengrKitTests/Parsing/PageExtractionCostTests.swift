import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Large pages read right. Whether their cost stays linear in the page is measured, not tested:
/// `Benchmarks/run-all.sh` times a 2 MB page against a 128 KB one in the same run.
@Suite(.hangGuard) struct PageExtractionCostTests {
  @Test func repeatedRowsGiveOneRestrictionPerDirection() throws {
    let report = try #require(
      try PassDocument.reports(from: LargePage.make(atLeast: 256 * 1024), location: "large", fetchedAt: Date()).reports
        .first)
    #expect(report.conditions.restrictions.map(\.direction) == [.eastbound, .westbound])
  }
}
