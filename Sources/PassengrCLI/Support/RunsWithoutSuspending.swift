/// A command that can often finish where it starts, on the main thread, before anything suspends:
/// the entry point asks it first and runs the asynchronous rest only when it could not.
///
/// The first suspension of a process starts the concurrency runtime's worker threads, and starting
/// and ending them cost a fifth of `status --offline` when it showed saved data: work with nothing
/// to wait for runs without them. (`SendableMetatype`: no conformance is isolated to an actor, so
/// the entry point's cast to it leaves a command it hands to a task its own.)
protocol RunsWithoutSuspending: SendableMetatype {
  /// Runs the command as far as it can without suspending: nil when that was all of it, else the
  /// rest, to run as the command's asynchronous body. Throws as the command does.
  func runWithoutSuspending() throws -> (@Sendable () async throws -> Void)?
}
