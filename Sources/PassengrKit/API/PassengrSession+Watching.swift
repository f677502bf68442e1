import FoundationEssentials

extension PassengrSession {

  /// Refreshes every `options.interval` until `stop` is requested (returns false) or a watched
  /// pass reaches `options.failOn` (returns true), telling `events` everything worth telling: every
  /// change the history records after the watch's cursor, whichever process fetched it.
  /// Throws for archive trouble, unknown pass names, and a `resume` name that is invalid, in use
  /// or whose cursor file is unreadable.
  public func watch(_ options: WatchOptions, stop: StopRequest, events: @escaping @Sendable (WatchEvent) -> Void)
    async throws -> Bool
  {
    try await Watcher(watchParts, options: options, stop: stop, events: events).run()
  }

}
