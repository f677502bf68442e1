import ArgumentParser
import FoundationEssentials
import PassengrKit

/// Which changes `diff` and `history` show, and how.
struct HistoryOptions: ParsableArguments {
  @Argument(help: "Only these passes.")
  var passes: [String] = []

  @Option(
    help: ArgumentHelp("Only changes since a span back (2h, 7d) or a date (2025-01-10).", valueName: "span-or-date"))
  var since: String?

  @Flag(help: "One JSON document.") var json = false
  @Flag(help: "One JSON object per line.") var jsonl = false

  /// `--since` as a date, counted back from now.
  var sinceDate: Date? { since.flatMap { HistoryQuery.date(from: $0, now: Date()) } }

  func validate() throws {
    if json && jsonl { throw ValidationError("choose --json or --jsonl") }
    guard let since else { return }
    guard let date = sinceDate else {
      throw ValidationError(
        "--since '\(since)' is neither a span (\(TimeSpan.syntax)) nor a date (2025-01-10, ISO 8601)")
    }
    if date > Date() { throw ValidationError("--since '\(since)' is in the future") }
  }
}
