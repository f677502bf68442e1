import Foundation
import Markup
import TestSupport
import Testing

/// Reading a page must cost in proportion to its size. libxml2 evaluates `//*[predicate]` parent by
/// parent and merges the node sets with duplicate checks, so that form grows with the square of the
/// matches; `/descendant::*[predicate]` walks the tree once. Timed as a ratio between a 128 KB and a
/// 2 MB page measured in the same run, so a slow machine slows both alike.
@Suite(.timeLimit(.minutes(2))) struct LinearExtractionTests {
  static let query = "/descendant::*[contains(@class,'condition')]"

  static func extract(_ data: Data) throws -> Int {
    let document = try HTMLDocument(data: data)
    return try document.nodes(matching: query).count
  }

  @Test func extractionCostGrowsLinearlyWithThePage() async throws {
    let (small, large) = (try LargePage.make(atLeast: 128 * 1024), try LargePage.make(atLeast: 2 * 1024 * 1024))
    let (smallTime, largeTime) = try await OwnThread.run {
      (try LargePage.fastest(runs: 5) { _ = try Self.extract(small) }, try LargePage.fastest(runs: 2) { _ = try Self.extract(large) })
    }
    #expect(try Self.extract(large) > 10 * (try Self.extract(small)))
    let sizeRatio = Double(large.count) / Double(small.count)
    // Linear is about 1x the size ratio; the quadratic form measured over 10x. 3x leaves room for noise.
    #expect(largeTime / smallTime < 3 * sizeRatio, "128 KB took \(smallTime) s, 2 MB took \(largeTime) s (size ratio \(sizeRatio))")
  }

  @Test func theQuadraticFormIsWhatTheTestWouldCatch() async throws {
    // The same measurement on the `//` form must fail the bound, or the test above proves nothing.
    let (small, large) = (try LargePage.make(atLeast: 64 * 1024), try LargePage.make(atLeast: 1024 * 1024))
    let quadratic = "//*[contains(@class,'condition')]"
    let (smallTime, largeTime) = try await OwnThread.run {
      (try LargePage.fastest(runs: 3) { _ = try HTMLDocument(data: small).nodes(matching: quadratic) },
       try LargePage.fastest(runs: 1) { _ = try HTMLDocument(data: large).nodes(matching: quadratic) })
    }
    let sizeRatio = Double(large.count) / Double(small.count)
    #expect(largeTime / smallTime > 3 * sizeRatio, "the // form did not grow faster than the page: \(smallTime) s, \(largeTime) s")
  }
}
