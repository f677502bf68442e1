import Foundation
import Synchronization

/// "refreshing 3/6 passes…" on stderr, only when stderr is a terminal and the refresh takes over
/// half a second; erased when done.
final class ProgressLine: Sendable {
  private struct State {
    var done = 0
    var total = 0
    var isShowing = false
    var isFinished = false
  }

  private let state = Mutex(State())
  private let enabled: Bool

  /// A progress line, shown only when `enabled` (by default, when stderr is a terminal).
  init(enabled: Bool = Terminal.stderrIsTerminal) {
    self.enabled = enabled
    guard enabled else { return }
    Task { [self] in
      try? await Task.sleep(for: .milliseconds(500))
      show(reveal: true)
    }
  }

  /// Says how many passes are done of how many.
  func update(done: Int, total: Int) {
    state.withLock { $0.done = done; $0.total = total }
    show(reveal: false)
  }

  /// Erases the line, if shown.
  func finish() {
    let wasShowing = state.withLock { state -> Bool in
      state.isFinished = true
      return state.isShowing
    }
    if wasShowing { write("\r\u{1B}[K") }
  }

  private func show(reveal: Bool) {
    guard enabled else { return }
    let line: String? = state.withLock { state in
      if reveal { state.isShowing = true }
      guard state.isShowing, !state.isFinished else { return nil }
      return "\r\u{1B}[Krefreshing \(state.done)/\(state.total) passes…"
    }
    if let line { write(line) }
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
