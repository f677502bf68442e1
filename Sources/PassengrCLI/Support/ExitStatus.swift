import ArgumentParser

/// Passengr's exit codes, documented in the README, docs/commands.md and `--help`.
enum ExitStatus {
  /// Something changed (`diff`, `watch`).
  static let changes = ExitCode(1)
  /// Runtime trouble: nothing could be fetched and no usable archive, unreadable archive, lock timeout.
  static let trouble = ExitCode(2)
  /// A `--fail-on` threshold was met.
  static let thresholdMet = ExitCode(3)

  static let help = """
    EXIT STATUS:
      0   success
      1   changes found (diff)
      2   trouble: nothing usable to show, a bad archive, a lock timeout
      3   a pass is at or above the --fail-on level, or its data is not current
      64  usage error
      130 interrupted (SIGINT, Ctrl-C); 143 stopped (SIGTERM)
    """
}
