import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The one way requests are fanned out: every piece of work at once, one `Result` per key, so one
/// failure never sinks the others (what `Future.all` did before it was folded into this).
@Suite(.hangGuard) struct ConcurrentlyTests {
  struct Boom: Error {}

  @Test func oneResultPerKeyAndAFailureSinksOnlyItsOwn() async throws {
    let results = await Concurrently.results(for: Array(0..<1000)) { index -> Int in
      try await Task.sleep(for: .microseconds(Int.random(in: 0...2000)))
      if index.isMultiple(of: 7) { throw Boom() }
      return index
    }
    #expect(results.count == 1000)
    for (index, result) in results {
      if index.isMultiple(of: 7) {
        #expect(throws: Boom.self) { try result.get() }
      } else {
        #expect(try result.get() == index)
      }
    }
  }

  @Test func nothingToDoIsNoResults() async {
    let results = await Concurrently.results(for: [Int]()) { $0 }
    #expect(results.isEmpty)
  }

  /// Cancelling the waiting task reaches every piece of work: each one still gives its result
  /// (here, the cancellation), and none is lost.
  @Test func cancellingReachesEveryPieceOfWork() async throws {
    let work = Task {
      await Concurrently.results(for: Array(0..<10)) { index -> Int in
        try await Task.sleep(for: .seconds(30))
        return index
      }
    }
    try await Task.sleep(for: .milliseconds(50))
    work.cancel()
    let results = await work.value
    #expect(results.count == 10)
    #expect(results.values.allSatisfy { if case .failure = $0 { true } else { false } })
  }
}
