import ArgumentParser
import Foundation
import PassengrKit

extension PassengrCommand {
  struct Refresh: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "refresh",
      abstract: "Fetch and archive now, and print what changed since the previous archive.")

    @Argument(help: "Passes to refresh; default: the enabled ones.")
    var passes: [String] = []

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global)
        let dataSource = try context.dataSource()
        let selected = passes.isEmpty ? dataSource.visiblePasses : try dataSource.select(passes)
        let progress = ProgressLine()
        let outcome = try await context.refresher().refresh(selected) { done, total in progress.update(done: done, total: total) }
        progress.finish()
        let now = Date()
        let records = outcome.records
        if output.json {
          struct Document: Encodable {
            var schema = "passengr.refresh/1"
            var generatedAt: Date
            var fetched: Bool
            var changes: [HistoryRecord]
            var failures: [[String: String]]
          }
          Console.out(try JSONOutput.encode(Document(
            generatedAt: now, fetched: outcome.fetchedAny, changes: records,
            failures: outcome.failures.map { ["pass": $0.pass.name, "error": $0.reason] })))
        } else {
          Console.out(records.isEmpty ? "no changes" : records.map(\.summary).joined(separator: "\n"))
        }
        outcome.problems(now: now).forEach(Console.error)
        if !outcome.fetchedAny && !selected.isEmpty { throw ExitStatus.trouble }
      }
    }
  }
}
