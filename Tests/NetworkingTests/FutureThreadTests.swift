import Foundation
import Networking
import Synchronization
import TestSupport
import Testing

/// `Future.onThread`, the one bridge from blocking work to async code: the work runs on a thread
/// of its own, a cancelled waiter stops it through `onCancel`, and `start().result` waits for the
/// work itself whatever happens to the waiting task.
@Suite(.hangGuard) struct FutureThreadTests {
  /// A gate the blocking work waits on, opened from the test: no sleeps, no timing.
  final class Gate: Sendable {
    private let condition = NSCondition()
    private let state = Mutex(false)

    func open() {
      condition.lock()
      state.withLock { $0 = true }
      condition.broadcast()
      condition.unlock()
    }

    func wait() {
      condition.lock()
      while !state.withLock({ $0 }) { condition.wait() }
      condition.unlock()
    }
  }

  @Test func blockingWorkRunsOnAThreadOfItsOwn() async throws {
    let value = try await Future.onThread { Thread.isMainThread ? "main" : "own thread" }.value
    #expect(value == "own thread")
  }

  @Test func cancellingTheWaiterStopsTheWorkThroughOnCancel() async throws {
    let gate = Gate()
    let stopped = Mutex(false)
    let future = Future.onThread(
      onCancel: {
        stopped.withLock { $0 = true }
        gate.open()
      },
      {
        gate.wait()
        return 1
      })
    let waiter = Task { try await future.value }
    waiter.cancel()
    await #expect(throws: NetworkError.self) { try await waiter.value }
    #expect(stopped.withLock { $0 })
  }

  @Test func aStartedRunIsWaitedForEvenWhenTheWaitingTaskIsCancelled() async throws {
    let gate = Gate()
    let run = Future.onThread {
      gate.wait()
      return 7
    }.start()
    let waiter = Task { await run.result }
    waiter.cancel()
    gate.open()
    #expect(try await waiter.value.get() == 7)
  }
}
