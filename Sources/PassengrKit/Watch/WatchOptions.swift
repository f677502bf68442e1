import FoundationEssentials

/// What to watch and how.
public struct WatchOptions: Sendable {
  /// Passes by id, name or prefix; the enabled ones when empty.
  public var passes: [String] = []
  /// A saved trip to watch instead: its passes, and only changes to the directions driven.
  public var trip: String?
  /// Time between refreshes, with ±5% jitter.
  public var interval = TimeSpan(seconds: 600)
  /// Stop, reporting `thresholdMet`, when a watched pass reaches this level.
  public var failOn: RestrictionLevel?
  /// A command for `/bin/sh -c`, given the records on stdin; nil for none.
  public var exec: String?
  /// How long the command may run before it is stopped.
  public var execTimeout = TimeSpan(seconds: 30)
  /// When the command runs.
  public var trigger = WatchTrigger.changes
  /// A name to keep the watch's place in the history under (`watch-NAME.cursor` in the data
  /// directory), so a watch started again with it tells what changed while it was down; nil to
  /// start from now.
  public var resume: String?

  /// The defaults: the enabled passes every 10 minutes, no threshold, no command.
  public init() {}
}
