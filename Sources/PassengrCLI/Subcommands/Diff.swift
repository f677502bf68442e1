import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand {
  struct Diff: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "diff",
      abstract:
        "Show what changed in the last refresh, or since a time. Exits 0 for no change, 1 for changes, 2 for trouble.",
      discussion: """
        Without --since, the changes of the last refresh, whichever passengr made it: a refresh that \
        changed nothing leaves nothing to show, even if the one before did. To be told every change \
        once, as it is recorded, use 'passengr watch' (with --resume NAME to survive restarts).

        Example: passengr diff --since 1d --only-escalations snoqualmie
        """)

    @OptionGroup var selection: HistoryOptions

    @Flag(name: .customLong("only-escalations"), help: "Only changes to a worse restriction level.")
    var onlyEscalations = false

    @OptionGroup var filter: AgencyOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
      let changes = try await Failure.reporting { () -> [HistoryRecord] in
        // By default, the changes of the last refresh: none when it changed nothing.
        let query = HistoryQuery(
          passes: selection.passes, agency: filter.agency, since: selection.sinceDate, isLastRefreshOnly: true,
          onlyEscalations: onlyEscalations)
        let changes = try HistoryPrinter.load(global, query)
        // Like diff(1): no output for no change (the exit status says it), so cron mails nothing.
        try HistoryPrinter.print(
          changes, schema: .diff, json: selection.json, jsonl: selection.jsonl, emptyMessage: nil)
        return changes
      }
      if !changes.isEmpty { throw ExitStatus.changes }
    }
  }
}
