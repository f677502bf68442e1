import Foundation

/// Runs CPU-heavy test work on a thread of its own. Swift Testing runs tests on the cooperative
/// pool, which has one thread per core; seconds of parsing there would starve the timers of every
/// timing test running beside it.
///
/// One such campaign runs at a time: several at once on two cores would take the CPU from the
/// pool's threads as surely as running on them. The suites that use it bound their time generously.
public enum OwnThread {
  /// One heavy campaign at a time.
  private static let turn = DispatchSemaphore(value: 1)

  public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        turn.wait()
        defer { turn.signal() }
        do { continuation.resume(returning: try body()) } catch { continuation.resume(throwing: error) }
      }
    }
  }
}
