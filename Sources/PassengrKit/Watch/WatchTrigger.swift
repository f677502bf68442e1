import FoundationEssentials

/// When `watch` runs its command.
public enum WatchTrigger: String, CaseIterable, Sendable {
  /// After a refresh that changed something.
  case changes
  /// After a refresh that made something worse.
  case escalations
  /// When a source starts or stops failing.
  case failures
}
