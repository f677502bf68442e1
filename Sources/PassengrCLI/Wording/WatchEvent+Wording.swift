import PassengrKit

extension WatchStart {
  /// "watching the enabled passes every 10 min; stop with Ctrl-C".
  var line: String {
    let what =
      trip.map { "the trip \($0) (\(passes.joined(separator: ", ")))" }
      ?? (passes.isEmpty ? "the enabled passes" : passes.joined(separator: ", "))
    let place =
      resume.map { name in
        resumedAfter.map { "; resuming \(name) after refresh \($0)" } ?? "; keeping its place as \(name)"
      } ?? ""
    return "watching \(what) every \(interval)\(place); stop with Ctrl-C"
  }
}

extension WatchWarning {
  /// The warning as one stderr line.
  var line: String {
    switch self {
    case .cursorNotSaved(let error):
      return "the watch cursor was not saved: \(error.wording)"
    case .refreshesRenumbered(let from, let had):
      return
        "the archive numbers its refreshes again from \(from) (restored or reset), where this watch had reached \(had); watching on from there"
    case .changesPruned(let before):
      return "some changes before \(Reports.time(before)) were pruned before they could be told"
    case .historyBehind(let error):
      return "\(error.wording); watching on, and telling them once the history can be written"
    }
  }
}

extension HookFailure {
  /// The failure as one stderr line, naming the command as `--exec` gave it.
  var line: String {
    switch self {
    case .exited(let command, let status, let stderr):
      return
        "exec '\(command)' exited \(status)\(stderr.isEmpty ? "" : ": \(stderr)"); will try again at the next trigger"
    case .timedOut(let command, let limit, let stderr):
      return
        "exec '\(command)' took over \(limit) and was stopped\(stderr.isEmpty ? "" : ": \(stderr)"); will try again at the next trigger"
    case .notStarted(let command, let reason):
      return "exec '\(command)' could not start: \(reason)"
    case .dropped(let command, let count, let limit):
      return
        "exec '\(command)' has more than \(limit) records waiting: the \(count == 1 ? "oldest was" : "\(count) oldest were") dropped undelivered"
    }
  }
}
