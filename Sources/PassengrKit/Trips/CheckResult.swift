import FoundationEssentials

/// The answer for a drive.
public struct CheckResult: Sendable {
  /// The trip's name; nil for passes named on the command line.
  public internal(set) var trip: String?
  /// Whether it was checked backwards.
  public internal(set) var isReturn: Bool
  /// The threshold used.
  public internal(set) var threshold: RestrictionLevel
  /// The verdict.
  public internal(set) var verdict: Verdict
  /// The worst level over the directions driven.
  public internal(set) var worst: RestrictionLevel
  /// The passes in driving order.
  public internal(set) var legs: [CheckLeg]
  /// One line that says why: what stops the drive, what to carry, what is not known.
  public internal(set) var summary: String
  /// What went wrong while refreshing, one line each.
  public internal(set) var problems: [StatusProblem]
  /// Whether no pass of the drive has any data at all (exit 2).
  public internal(set) var isNothingRead: Bool
  /// When it was judged.
  public internal(set) var now: Date
  /// Each pass's row as `status` shows it, in driving order: the cards of a drive's report.
  public internal(set) var rows: [StatusRow] = []
  /// When the newest data of the drive was recorded, when it was read from a recording; nil live.
  public var recordedAt: Date? { legs.compactMap(\.recordedAt).max() }
  /// The time of the drive asked with `at`; nil for now.
  public internal(set) var at: Date?
}
