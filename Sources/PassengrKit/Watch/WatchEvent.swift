import FoundationEssentials

/// What a watch tells its front end.
public enum WatchEvent: Sendable {
  /// What is watched and how often, once at the start.
  case watching(WatchStart)
  /// A change, as the history records it, whoever fetched it; each one once.
  case change(HistoryRecord)
  /// Something the watch could not do as promised, said once: changes pruned before they could
  /// be told, refreshes numbered again after a restore, a cursor that could not be saved.
  case warning(WatchWarning)
  /// A source started failing.
  case sourceFailing(source: String, reason: PassengrError)
  /// A source that was failing answered again.
  case sourceRecovered(source: String)
  /// A watched pass reached `failOn`; the watch ends.
  case thresholdMet(ThresholdBreach)
  /// The command failed or was stopped.
  case hookFailed(HookFailure)
}
