import FoundationEssentials
import Networking

/// Runs CPU-bound decoding on a thread of its own rather than on the cooperative pool (two threads
/// on a two-core machine): a page that takes seconds to parse then delays no other pass, and a
/// refresh's deadline still ends the wait on time. The thread finishes its work; its answer, if
/// late, is dropped.
enum CPUWork {
  /// `body`'s value; throws `NetworkError.cancelled` as soon as the waiting task is cancelled.
  static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    if Task.isCancelled { throw NetworkError.cancelled }
    return try await Future.onThread(body).value
  }
}
