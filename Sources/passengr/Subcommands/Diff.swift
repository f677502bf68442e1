import ArgumentParser
import Foundation
import PassengrKit

extension PassengrCommand {
  struct Diff: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "diff",
      abstract: "Show what changed in the last refresh, or since a time. Exits 0 for no change, 1 for changes, 2 for trouble.",
      discussion: "Example: passengr diff --since 1d --only-escalations snoqualmie")

    @OptionGroup var selection: HistoryOptions

    @Flag(name: .customLong("only-escalations"), help: "Only changes to a worse restriction level.")
    var onlyEscalations = false

    @OptionGroup var filter: AgencyOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
      let changes = try await Failure.reporting { () -> [HistoryRecord] in
        let (dataSource, records, named) = try HistoryPrinter.load(global, passes: selection.passes)
        let ids = filter.agency.map { agency in
          Set(dataSource.passes(dataSource.orderedPasses, of: agency).map(\.id)).intersection(named ?? Set(dataSource.orderedPasses.map(\.id)))
        } ?? named
        // By default, the changes of the last refresh: none when it changed nothing.
        let query = selection.sinceDate.map { HistoryQuery(since: $0, passIDs: ids, onlyEscalations: onlyEscalations) }
          ?? HistoryQuery(refresh: dataSource.archive.refreshCount, passIDs: ids, onlyEscalations: onlyEscalations)
        let changes = query.filter(records)
        // Like diff(1): no output for no change (the exit status says it), so cron mails nothing.
        try HistoryPrinter.print(changes, schema: "passengr.diff/1", json: selection.json, jsonl: selection.jsonl, emptyMessage: nil)
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
        let (_, records, ids) = try HistoryPrinter.load(global, passes: selection.passes)
        let query = HistoryQuery(since: selection.sinceDate, passIDs: ids)
        try HistoryPrinter.print(
          query.filter(records), schema: "passengr.history/1", json: selection.json, jsonl: selection.jsonl,
          emptyMessage: "no changes recorded")
      }
    }
  }

  struct Prune: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "prune",
      abstract: "Drop history older than --keep. (The log also caps itself at \(HistoryLog.automaticCap) records once it passes 4 MiB.)")

    @Option(help: ArgumentHelp("How much history to keep, e.g. 90d; a unit is required.", valueName: "span"), transform: TimeSpan.parse)
    var keep: TimeSpan

    @OptionGroup var global: GlobalOptions

    func validate() throws {
      try keep.validate("--keep", within: 1...TimeSpan.maximumSeconds)
    }

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global)
        let log = HistoryLog(directory: context.store.directory)
        let cutoff = Date().addingTimeInterval(-keep.seconds)
        let removed = try context.store.update { _ in try log.prune(olderThan: cutoff) }
        Console.error("removed \(removed) change\(removed == 1 ? "" : "s") older than \(keep)")
      }
    }
  }
}

enum HistoryPrinter {
  /// The archive, every readable history record (warning on stderr about unreadable lines), and
  /// the ids of the passes named, if any.
  static func load(_ options: GlobalOptions, passes: [String]) throws -> (PassDataSource, [HistoryRecord], Set<Int>?) {
    let context = try Context(options)
    let dataSource = try context.dataSource()
    let (records, warnings) = try HistoryLog(directory: context.store.directory).read()
    warnings.forEach(Console.error)
    let ids = passes.isEmpty ? nil : Set(try dataSource.select(passes).map(\.id))
    return (dataSource, records, ids)
  }

  static func print(_ records: [HistoryRecord], schema: String, json: Bool, jsonl: Bool, emptyMessage: String?) throws {
    if jsonl {
      for record in records { Console.out(try JSONOutput.encode(record, pretty: false)) }
    } else if json {
      struct Document: Encodable {
        var schema: String
        var generatedAt: Date
        var changes: [HistoryRecord]
      }
      Console.out(try JSONOutput.encode(Document(schema: schema, generatedAt: Date(), changes: records)))
    } else if records.isEmpty {
      if let emptyMessage { Console.out(emptyMessage) }
    } else {
      Console.out(records.map { "\(Console.clock($0.at))  \($0.summary)" }.joined(separator: "\n"))
    }
  }
}
