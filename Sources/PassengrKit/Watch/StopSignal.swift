import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// SIGINT and SIGTERM ask a long-running loop to stop after the work in progress, so the archive
/// is never left half-written; a sleep between refreshes ends at once.
public final class StopSignal: @unchecked Sendable {
  // @unchecked: the dispatch sources are only touched in init; all mutable state is behind `state`.
  private let sources: [DispatchSourceSignal]

  private struct State {
    var isRequested = false
    var sleeper: CheckedContinuation<Void, Never>?
    /// Tells a timer whether the sleep it was set for is still the current one.
    var generation = 0
  }

  private let state = Mutex(State())

  /// Takes over SIGINT and SIGTERM for this process.
  public init() {
    sources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      return DispatchSource.makeSignalSource(signal: number, queue: .global())
    }
    for source in sources {
      source.setEventHandler { [self] in request() }
      source.resume()
    }
  }

  /// Whether a stop was asked for.
  public var isRequested: Bool { state.withLock { $0.isRequested } }

  /// Asks for a stop, as a signal does.
  public func request() {
    let sleeper = state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.isRequested = true
      defer { state.sleeper = nil }
      return state.sleeper
    }
    sleeper?.resume()
  }

  /// Sleeps for `seconds`, or until a stop is requested.
  public func sleep(seconds: Double) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let generation = state.withLock { state -> Int? in
        guard !state.isRequested else { return nil }
        state.generation += 1
        state.sleeper = continuation
        return state.generation
      }
      guard let generation else {
        continuation.resume()
        return
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
        let sleeper = state.withLock { state -> CheckedContinuation<Void, Never>? in
          guard state.generation == generation else { return nil }
          defer { state.sleeper = nil }
          return state.sleeper
        }
        sleeper?.resume()
      }
    }
  }
}
