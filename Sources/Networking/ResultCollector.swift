import Synchronization

/// Gathers one result per slot for `Future.all`, handing back the array when the last one lands.
final class ResultCollector<Value: Sendable>: Sendable {
  private struct Slots {
    var results: [Result<Value, Error>?]
    var remaining: Int
  }

  private let slots: Mutex<Slots>

  init(count: Int) {
    slots = Mutex(Slots(results: Array(repeating: nil, count: count), remaining: count))
  }

  /// Stores `result`; returns all results once every slot is filled, else nil.
  func store(_ result: Result<Value, Error>, at index: Int) -> [Result<Value, Error>]? {
    slots.withLock { slots in
      guard slots.results[index] == nil else { return nil }
      slots.results[index] = result
      slots.remaining -= 1
      return slots.remaining == 0 ? slots.results.compactMap { $0 } : nil
    }
  }
}
