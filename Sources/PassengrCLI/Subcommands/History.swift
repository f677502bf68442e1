import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand {
  struct History: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "history", abstract: "Show the stored changes, newest last.")

    @OptionGroup var selection: HistoryOptions
    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let changes = try HistoryPrinter.load(
          global, HistoryQuery(passes: selection.passes, since: selection.sinceDate))
        try HistoryPrinter.print(
          changes, schema: .history, json: selection.json, jsonl: selection.jsonl, emptyMessage: "no changes recorded")
      }
    }
  }
}

extension PassengrCommand.History: RunsWithoutSuspending {
  /// The history is read and printed where the process started: a worker thread's malloc arena
  /// grows a page at a time (a system call each), and 20,000 records allocate many.
  func runWithoutSuspending() throws -> (@Sendable () async throws -> Void)? {
    try Failure.reportingWithoutSuspending {
      let changes = try HistoryPrinter.load(global, HistoryQuery(passes: selection.passes, since: selection.sinceDate))
      try HistoryPrinter.print(
        changes, schema: .history, json: selection.json, jsonl: selection.jsonl, emptyMessage: "no changes recorded")
    }
    return nil
  }
}
