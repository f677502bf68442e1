import Foundation
import Networking
import Synchronization
import TestSupport
import Testing

struct Boom: Error, Equatable {}

@Suite(.hangGuard) struct FutureTests {
  @Test func nothingRunsUntilStarted() async throws {
    let runs = Mutex(0)
    let future = Future<Int> { complete in
      runs.withLock { $0 += 1 }
      complete(.success(1))
    }
    #expect(runs.withLock { $0 } == 0)
    #expect(try await future.value == 1)
    #expect(try await future.value == 1)
    #expect(runs.withLock { $0 } == 2)
  }

  @Test func onlyTheFirstCompletionCounts() async throws {
    let deliveries = Mutex<[Int]>([])
    let future = Future<Int> { complete in
      complete(.success(1))
      complete(.success(2))
      complete(.failure(Boom()))
    }
    let run = future.start { result in deliveries.withLock { $0.append((try? result.get()) ?? -1) } }
    _ = await run.result
    #expect(deliveries.withLock { $0 } == [1])
  }

  @Test func lateSubscribersGetTheSameResult() async throws {
    let run = Future<String> { $0(.success("done")) }.start()
    _ = await run.result
    let late = Mutex<String?>(nil)
    run.subscribe { result in
      let value = try? result.get()
      late.withLock { $0 = value }
    }
    #expect(late.withLock { $0 } == "done")
  }

  @Test func callbacksMayReenterTheRunWithoutDeadlock() async throws {
    let run = Future<Int> { $0(.success(3)) }.start()
    let inner = Mutex(0)
    run.subscribe { _ in run.subscribe { result in inner.withLock { $0 = (try? result.get()) ?? 0 } } }
    #expect(inner.withLock { $0 } == 3)
  }

  @Test func timeoutFailsAndCancelsTheWork() async throws {
    let cancelled = Mutex(false)
    let slow = Future<Int> {
      do { try await Task.sleep(for: .seconds(600)) } catch {
        cancelled.withLock { $0 = true }
        throw error
      }
      return 1
    }
    let (_, time) = await Timing.measure(expected: .milliseconds(200)) {
      await #expect(throws: NetworkError.timedOut("slow", seconds: 0.2)) {
        try await slow.timeout(.milliseconds(200), label: "slow").value
      }
    }
    // The work would take 10 min; a busy two-core machine may stall the test for a minute, never that long.
    #expect(time.excess < .seconds(300))
    try await Task.sleep(for: .milliseconds(100))
    #expect(cancelled.withLock { $0 })
  }

  @Test func cancellingARunCompletesItOnceWithCancelled() async throws {
    let results = Mutex<[Result<Int, Error>]>([])
    let run = Future<Int> {
      try await Task.sleep(for: .seconds(10))
      return 1
    }.start { result in results.withLock { $0.append(result) } }
    run.cancel()
    run.cancel()
    _ = await run.result
    let delivered = results.withLock { $0 }
    #expect(delivered.count == 1)
    #expect(throws: NetworkError.cancelled) { try delivered.first?.get() }
  }

  @Test(.hangGuard) func cancellationClosesTheConnection() async throws {
    let server = try TestHTTPServer { _ in .init(delivery: .hang) }
    let client = HTTPClient.patient()
    let run = Future { try await client.response(for: HTTPRequest(url: server.url("/"))) }.start()
    // Only a bound against hangs (the default): with both cores busy, the request can wait minutes
    // for the cooperative pool before it is sent.
    try await server.waitForRequests(1)
    #expect(server.hungConnectionsClosed == 0)
    run.cancel()
    let result = await run.result
    #expect(throws: NetworkError.cancelled) { try result.get() }
    // The transfer itself stops: the server sees the client hang up, long before any timeout.
    try await server.waitForHungConnectionsClosed(1)
    server.stop()
  }
}
