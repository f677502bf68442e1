import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Networking

/// Waiting for a permit behind the concurrency limit is part of a request's time.
@Suite(.serialized, .hangGuard) struct ConcurrencyLimitTests {
  func client(_ adjust: (inout HTTPClientConfiguration) -> Void) -> HTTPClient {
    var configuration = HTTPClientConfiguration()
    configuration.maxConcurrentRequests = 1
    configuration.maxRetries = 0
    adjust(&configuration)
    return HTTPClient(configuration: configuration)
  }

  /// Holds the only permit until `release` is called.
  func holdThePermit(_ limiter: ConcurrencyLimiter) async throws -> (Task<Void, Error>, @Sendable () -> Void) {
    let gate = AsyncStream<Void>.makeStream()
    let entered = AsyncStream<Void>.makeStream()
    let holder = Task {
      try await limiter.withPermit(until: .now + .seconds(60), expired: .cancelled) {
        entered.continuation.finish()
        for await _ in gate.stream {}
      }
    }
    for await _ in entered.stream {}
    return (holder, { gate.continuation.finish() })
  }

  @Test func aWaitForAPermitEndsAtTheDeadline() async throws {
    let limiter = ConcurrencyLimiter(limit: 1)
    let (holder, release) = try await holdThePermit(limiter)
    let ran = Mutex(false)
    let expired = NetworkError.timedOut("queued", seconds: 0.2)
    await #expect(throws: expired) {
      try await limiter.withPermit(until: .now + .milliseconds(200), expired: expired) { ran.withLock { $0 = true } }
    }
    #expect(!ran.withLock { $0 }, "the queued work must not run after its deadline")
    release()
    try await holder.value
    // The permit is free again, and the expired waiter did not take it.
    try await limiter.withPermit(until: .now + .seconds(5), expired: expired) { ran.withLock { $0 = true } }
    #expect(ran.withLock { $0 })
  }

  @Test func cancellingAWaitForAPermitEndsIt() async throws {
    let limiter = ConcurrencyLimiter(limit: 1)
    let (holder, release) = try await holdThePermit(limiter)
    let queued = Task {
      try await limiter.withPermit(until: .now + .seconds(60), expired: .timedOut("the queue", seconds: 60)) { 1 }
    }
    try await Task.sleep(for: .milliseconds(50))
    queued.cancel()
    await #expect(throws: NetworkError.cancelled) { try await queued.value }
    release()
    try await holder.value
  }

  @Test func aRequestQueuedBehindAHungOneGivesUpWithinItsDeadline() async throws {
    let server = try TestHTTPServer { _ in .init(delivery: .hang) }
    let client = client {
      $0.timeout = .seconds(600)
      $0.deadline = .seconds(1)
    }
    let holder = Task { try await client.response(for: HTTPRequest(url: server.url("/first"))) }
    try await server.waitForRequests(1)
    try await Task.sleep(for: .milliseconds(500))
    let started = ContinuousClock.now
    await #expect(throws: NetworkError.self) { try await client.response(for: HTTPRequest(url: server.url("/queued"))) }
    // Queued half a second, then sent with what was left, never its 600 s timeout: the bound is
    // against that only, however loaded the machine.
    #expect(ContinuousClock.now - started < .seconds(300))
    _ = try? await holder.value
    server.stop()
  }

  /// A transport of another kind that throws its own error type.
  struct Failing: HTTPTransport {
    struct Oops: Error {}
    func send(_ request: HTTPRequest, timeout: Duration, maxBodyBytes: Int, maxRedirects: Int) async throws
      -> HTTPResponse
    {
      throw Oops()
    }
  }

  @Test func everyFailureLeavesTheClientAsANetworkError() async throws {
    let client = HTTPClient(transport: Failing())
    do {
      _ = try await client.response(for: HTTPRequest(url: try #require(URL(string: "http://127.0.0.1:9/x"))))
      Issue.record("the transport failed; so must the client")
    } catch {
      #expect(error is NetworkError, "\(type(of: error))")
    }
    let cancelled = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await HTTPClient().response(for: HTTPRequest(url: try #require(URL(string: "http://127.0.0.1:9/x"))))
    }
    await #expect(throws: NetworkError.cancelled) { try await cancelled.value }
  }
}
