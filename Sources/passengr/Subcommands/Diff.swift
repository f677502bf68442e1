import ArgumentParser
import Foundation
import PassengrKit

extension PassengrCommand {
  struct Diff: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "diff",
      abstract: "Show what changed in the last refresh, or since a time. Exits 0 for no change, 1 for changes, 2 for trouble.",
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
        try HistoryPrinter.print(changes, schema: .diff, json: selection.json, jsonl: selection.jsonl, emptyMessage: nil)
        return changes
      }
      if !changes.isEmpty { throw ExitStatus.changes }
    }
  }

  struct History: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "history", abstract: "Show the stored changes, newest last.")

    @OptionGroup var selection: HistoryOptions
    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let changes = try HistoryPrinter.load(global, HistoryQuery(passes: selection.passes, since: selection.sinceDate))
        try HistoryPrinter.print(changes, schema: .history, json: selection.json, jsonl: selection.jsonl, emptyMessage: "no changes recorded")
      }
    }
  }

  struct Prune: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "prune",
      abstract: "Drop history older than --keep. (The log also cuts itself to its newest 2 MiB once it passes 4 MiB.)")

    @Option(help: ArgumentHelp("How much history to keep, e.g. 90d; a unit is required.", valueName: "span"), transform: TimeSpan.parse)
    var keep: TimeSpan

    @OptionGroup var global: GlobalOptions

    func validate() throws {
      try keep.validate("--keep", within: 1...TimeSpan.maximumSeconds)
    }

    func run() async throws {
      try await Failure.reporting {
        let removed = try await Context(global).session.prune(keep: keep)
        Console.error("removed \(removed) change\(removed == 1 ? "" : "s") older than \(keep)")
      }
    }
  }
}

enum HistoryPrinter {
  /// The changes `query` asks for; warnings about unreadable lines go to stderr.
  static func load(_ options: GlobalOptions, _ query: HistoryQuery) throws -> [HistoryRecord] {
    let changes = try Context(options).session.changes(query)
    changes.warnings.forEach(Console.error)
    return changes.records
  }

  static func print(_ records: [HistoryRecord], schema: Reports.ChangesSchema, json: Bool, jsonl: Bool, emptyMessage: String?) throws {
    if jsonl {
      for record in records { Console.out(try Reports.changeLine(record)) }
    } else if json {
      Console.out(try Reports.changesJSON(records, schema: schema))
    } else if records.isEmpty {
      if let emptyMessage { Console.out(emptyMessage) }
    } else {
      Console.out(Reports.changes(records, width: Console.changeWidth))
    }
  }
}
