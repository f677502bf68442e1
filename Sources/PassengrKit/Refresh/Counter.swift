import Synchronization

/// Counts completed passes from concurrent callbacks.
final class Counter: Sendable {
  private let value = Mutex(0)

  func add(_ amount: Int) -> Int {
    value.withLock {
      $0 += amount
      return $0
    }
  }
}
