import ArgumentParser
import Foundation
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
