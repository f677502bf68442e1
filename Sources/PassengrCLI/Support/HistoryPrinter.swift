import ArgumentParser
import FoundationEssentials
import PassengrKit

enum HistoryPrinter {
  /// The changes `query` asks for; warnings about unreadable lines go to stderr.
  static func load(_ options: GlobalOptions, _ query: HistoryQuery) throws -> [HistoryRecord] {
    // Reading the history writes nothing: a read-only data directory still serves it.
    let changes = try Context(options, readingOnly: true).session.changes(query)
    changes.warnings.forEach(Console.error)
    return changes.records
  }

  static func print(
    _ records: [HistoryRecord], schema: Reports.ChangesSchema, json: Bool, jsonl: Bool, emptyMessage: String?
  ) throws {
    if jsonl {
      for record in records { Console.out(try Reports.changeLine(record)) }
    } else if json {
      Console.out(try Reports.changesJSON(records, schema: schema, now: Date()))
    } else if records.isEmpty {
      if let emptyMessage { Console.out(emptyMessage) }
    } else {
      Console.out(Reports.changes(records, width: Console.changeWidth))
    }
  }
}
