import Synchronization

/// "refreshing 3/6 passes…" on stderr, only when stderr is a terminal and the refresh takes over
/// half a second; erased when done, or when the command is interrupted.
final class ProgressLine: Sendable {
  private struct State {
    var done = 0
    var total = 0
    var isShowing = false
    var isFinished = false
  }

  /// The line shown last, so an interrupt can erase it: a command shows one at a time.
  private static let current = Mutex<ProgressLine?>(nil)

  private let state = Mutex(State())
  private let enabled: Bool

  /// A progress line, shown only when `enabled` (by default, when stderr is a terminal).
  init(enabled: Bool = Terminal.stderrIsTerminal) {
    self.enabled = enabled
    guard enabled else { return }
    Self.current.withLock { $0 = self }
    Task { [self] in
      try? await Task.sleep(for: .milliseconds(500))
      show(reveal: true)
    }
  }

  /// Erases the line shown, if any, for good: the passes an interrupt cut short are not "done".
  static func clear() {
    current.withLock { $0 }?.finish()
  }

  /// Says how many passes are done of how many.
  func update(done: Int, total: Int) {
    state.withLock {
      $0.done = done
      $0.total = total
    }
    show(reveal: false)
  }

  /// Erases the line, if shown; nothing is shown after.
  func finish() {
    // Written under the lock, so no update drawn meanwhile lands after the erase.
    state.withLock { state in
      if state.isShowing, !state.isFinished { write("\r\u{1B}[K") }
      state.isFinished = true
    }
  }

  private func show(reveal: Bool) {
    guard enabled else { return }
    state.withLock { state in
      if reveal { state.isShowing = true }
      guard state.isShowing, !state.isFinished else { return }
      write("\r\u{1B}[Krefreshing \(state.done)/\(state.total) passes…")
    }
  }

  private func write(_ text: String) {
    StandardStream.error.write(text)
  }
}
