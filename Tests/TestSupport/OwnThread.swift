import Foundation

/// Runs CPU-heavy test work on a thread of its own. Swift Testing runs tests on the cooperative
/// pool, which has one thread per core; seconds of parsing there would starve the timers of every
/// timing test running beside it.
public enum OwnThread {
  public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        do { continuation.resume(returning: try body()) } catch { continuation.resume(throwing: error) }
      }
    }
  }
}
