import Foundation

extension PassengrSession {
  /// When `watch` runs its command.
  public enum WatchTrigger: String, CaseIterable, Sendable {
    /// After a refresh that changed something.
    case changes
    /// After a refresh that made something worse.
    case escalations
    /// When a source starts or stops failing.
    case failures
  }

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
    case sourceFailing(source: String, reason: String)
    /// A source that was failing answered again.
    case sourceRecovered(source: String)
    /// A watched pass reached `failOn`; the watch ends.
    case thresholdMet(ThresholdBreach)
    /// The command failed or was stopped.
    case hookFailed(HookFailure)
  }

  /// Refreshes every `options.interval` until `stop` is requested (returns false) or a watched
  /// pass reaches `options.failOn` (returns true), telling `events` everything worth telling: every
  /// change the history records after the watch's cursor, whichever process fetched it.
  /// Throws for archive trouble, unknown pass names, and a `resume` name that is invalid, in use
  /// or whose cursor file is unreadable.
  public func watch(_ options: WatchOptions, stop: StopRequest, events: @escaping @Sendable (WatchEvent) -> Void)
    async throws -> Bool
  {
    try await Watcher(session: self, options: options, stop: stop, events: events).run()
  }

  /// Throws `PassengrError.invalidResumeName` unless `name` can name a watch's cursor: 1 to 64
  /// letters, digits, '.', '-' or '_', starting with a letter or digit (never a path).
  public static func checkResumeName(_ name: String) throws {
    try WatchCursor.check(name: name)
  }
}
