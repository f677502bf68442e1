import Foundation
import Synchronization
import Testing

@testable import Networking

/// A host's window ("ten calls every 60 seconds") paces requests past it instead of sending them to
/// be refused. The clock is injected: a minute passes without a minute of waiting.
@Suite struct HostPacingWindowTests {
  /// A clock that moves only when told, and a sleep that records where it was asked to wake and
  /// returns at once (as if every request asked at the same moment).
  final class FakeClock: Sendable {
    let start = ContinuousClock.now
    private let state = Mutex<(offset: Duration, sleeps: [Duration])>((.zero, []))

    var now: ContinuousClock.Instant { start + state.withLock { $0.offset } }
    var sleeps: [Duration] { state.withLock { $0.sleeps } }
    func advance(_ duration: Duration) { state.withLock { $0.offset += duration } }

    func sleep(until instant: ContinuousClock.Instant) {
      state.withLock { $0.sleeps.append(start.duration(to: instant)) }
    }

    func pacing() -> HostPacing {
      HostPacing(now: { self.now }, sleep: { self.sleep(until: $0) })
    }
  }

  static let window = RequestWindow(count: 10, per: .seconds(60))
  static let idaho = URL(string: "https://511.idaho.gov/api/v2/get/event?format=json")!
  static let utah = URL(string: "https://www.udottraffic.utah.gov/api/v2/get/event?format=json")!

  func turn(_ pacing: HostPacing, _ url: URL = idaho, clock: FakeClock, deadline: Duration = .seconds(3600))
    async throws
  {
    try await pacing.takeTurn(
      at: url, interval: nil, window: Self.window, until: clock.start + deadline, expired: .cancelled)
  }

  @Test func theEleventhRequestInsideAMinuteWaitsUntilTheFirstIsAMinuteOld() async throws {
    let clock = FakeClock()
    let pacing = clock.pacing()
    for second in 0..<10 {
      try await turn(pacing, clock: clock)
      clock.advance(.seconds(1))
      #expect(clock.sleeps.isEmpty, "request \(second + 1) of ten goes at once")
    }
    try await turn(pacing, clock: clock)
    #expect(clock.sleeps == [.seconds(60)], "the eleventh waits for the first to leave the window")
    // The twelfth waits for the second, a second later.
    try await turn(pacing, clock: clock)
    #expect(clock.sleeps == [.seconds(60), .seconds(61)])
    // A minute on, the window has room again for those whose turns have passed.
    clock.advance(.seconds(62))
    try await turn(pacing, clock: clock)
    #expect(clock.sleeps.count == 2, "only two turns remain inside the last minute: this one goes at once")
  }

  @Test func anotherHostIsNotHeldByOneHostsWindow() async throws {
    let clock = FakeClock()
    let pacing = clock.pacing()
    for _ in 0..<10 { try await turn(pacing, clock: clock) }
    try await turn(pacing, Self.utah, clock: clock)
    #expect(clock.sleeps.isEmpty)
  }

  @Test func aWindowThatHasPassedHoldsNothing() async throws {
    let clock = FakeClock()
    let pacing = clock.pacing()
    for _ in 0..<10 { try await turn(pacing, clock: clock) }
    clock.advance(.seconds(61))
    for _ in 0..<10 { try await turn(pacing, clock: clock) }
    #expect(clock.sleeps.isEmpty)
  }

  @Test func concurrentRequestsPastTheWindowQueueOnePeriodApartInTurn() async throws {
    let clock = FakeClock()
    let pacing = clock.pacing()
    // Twenty-five asked at once: ten now, ten a minute later, five two minutes later.
    for _ in 0..<25 {
      try await pacing.takeTurn(
        at: Self.idaho, interval: nil, window: Self.window, until: clock.start + .seconds(3600), expired: .cancelled)
    }
    let waits = clock.sleeps
    #expect(waits.count == 15)
    #expect(waits.filter { $0 == .seconds(60) }.count == 10)
    #expect(waits.filter { $0 == .seconds(120) }.count == 5)
  }

  @Test func aTurnPastTheDeadlineFailsAsTheDeadlineInsteadOfBeingSentEarly() async throws {
    let clock = FakeClock()
    let pacing = clock.pacing()
    for _ in 0..<10 { try await turn(pacing, clock: clock, deadline: .seconds(45)) }
    let expired = NetworkError.timedOut("https://511.idaho.gov/", seconds: 45)
    await #expect(throws: expired) {
      try await pacing.takeTurn(
        at: Self.idaho, interval: nil, window: Self.window, until: clock.start + .seconds(45), expired: expired)
    }
    #expect(clock.sleeps.isEmpty)
  }

  @Test func aRequestCarriesItsWindowIntoTheClient() {
    let request = HTTPRequest(url: Self.idaho, window: Self.window)
    #expect(request.window == RequestWindow(count: 10, per: .seconds(60)))
    #expect(RequestWindow(count: 0, per: .seconds(1)).count == 1, "a window lets at least one request through")
  }
}
