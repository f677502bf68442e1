import FoundationEssentials

/// What `status` found.
public struct StatusResult: Sendable {
  /// One row per shown pass, in the user's order.
  public internal(set) var rows: [StatusRow]
  /// What kept the rows from current data; empty when nothing did.
  public internal(set) var problems: [StatusProblem]
  /// Whether nothing could be fetched and the saved data is missing or too old (exit 2).
  public internal(set) var isTrouble: Bool
  /// Whether no shown pass has any data at all: a front end shows the problem, not empty cards.
  public internal(set) var hasNothingToShow: Bool
  /// Consecutive failed refreshes per source name, for the origin in use.
  var sourceFailures: [String: Int]
  /// Each agency's health, in the session's order: the source in use, its failures in a row, its key.
  public internal(set) var agencies: [AgencyHealth] = []
  /// The time the rows were judged at.
  public internal(set) var now: Date
  /// The passes of the rows, as archived: what `check` judges directions against.
  var passes: [Pass] = []

  /// The passes at or above `threshold` (Stevens Pass is chains required, White Pass is closed),
  /// or nil when every row is cleared of it (`closed_for_season` counts as closed). A pass that
  /// cannot be cleared (unknown: missing, stale, partial or unreadable data) fails it too: the one
  /// rule `check` and `watch` follow (`ThresholdBreach.judging(_:against:)`).
  public func threshold(_ threshold: RestrictionLevel) -> ThresholdBreach? {
    StatusService.threshold(threshold, in: rows)
  }
}
