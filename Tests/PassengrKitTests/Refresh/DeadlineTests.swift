import Foundation
import Networking
import Synchronization
import TestSupport
import Testing

@testable import PassengrKit

/// A deadline blames the request that did not answer, and nothing else.
@Suite(.hangGuard) struct DeadlineTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("deadline-\(UUID().uuidString)")

  @Test func aSlowPageFailsAloneWithItsOwnURL() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = TestHTTPServer.fileHandler(Fixtures.directory)
    let server = try TestHTTPServer { request in
      request.path.hasSuffix("/stevens") ? .init(delivery: .hang) : files(request)
    }
    var configuration = HTTPClientConfiguration()
    configuration.maxRetries = 0
    // The request never times out by itself: only the deadline ends it.
    configuration.timeout = .seconds(600)
    configuration.deadline = .seconds(600)
    let loader = ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL))
    let store = ArchiveStore(directory: directory)
    // The 12 s deadline passes once the two other pages are read and the hung one was asked for,
    // however long that takes on a busy machine.
    let done = PassesDone()
    let timer = DeadlineTimer { _, expire in
      let waiting = Task {
        try await server.waitForRequests(3, timeout: .seconds(300))
        while done.count < 2 { try await Task.sleep(for: .milliseconds(10)) }
        expire()
      }
      return { waiting.cancel() }
    }
    let refresher = Refresher(
      store: store, fetcher: ConditionsFetcher(chosen: [.wsdot: .wsdotPage], loader: loader, clock: Date.init),
      loader: loader,
      reachability: Reachability(),
      history: nil, deadline: TimeSpan(seconds: 12), timer: timer, clock: Date.init)
    let passes = try PassDataSource(archive: store.readOrInitial()).names(declaredBy: .all).select([
      "snoqualmie", "stevens", "white",
    ])
    let outcome = try await refresher.refresh(passes) { count, _ in done.note(count) }
    let failures = Dictionary(
      outcome.failures.map { ($0.pass.name, $0.reason) }, uniquingKeysWith: { first, _ in first })
    #expect(failures.count == 1, "\(failures)")
    let reason = try #require(failures["Stevens Pass"])
    #expect(reason.contains(server.url("/travel/real-time/mountainpasses/stevens").absoluteString), "\(reason)")
    #expect(reason.contains("within 12 s"), "\(reason)")
    #expect(outcome.dataSource.entry(passes[0].id)?.conditions != nil, "Snoqualmie's page answered and is kept")
  }

  /// Decoding runs on its own thread: a cancelled wait returns at once, not when the work ends.
  @Test func cpuBoundWorkNeverHoldsUpACancelledWait() async throws {
    let started = ContinuousClock.now
    let wait = Task {
      try await CPUWork.run {
        Thread.sleep(forTimeInterval: 600)
        return 1
      }
    }
    try await Task.sleep(for: .milliseconds(200))
    wait.cancel()
    await #expect(throws: NetworkError.cancelled) { try await wait.value }
    #expect(ContinuousClock.now - started < .seconds(300), "the wait lasted as long as the work (10 min)")
  }
}

/// How many passes a refresh has said are done, from its progress callbacks.
final class PassesDone: Sendable {
  private let highest = Mutex(0)

  var count: Int { highest.withLock { $0 } }

  func note(_ done: Int) { highest.withLock { $0 = max($0, done) } }
}
