import ArgumentParser
import FoundationEssentials
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
        let progress = ProgressLine()
        let outcome = try await context.session.refresh(passes) { done, total in
          progress.update(done: done, total: total)
        }
        progress.finish()
        let now = Date()
        let records = outcome.records
        if output.json {
          Console.out(try Reports.refreshJSON(outcome, now: now, layout: output.layout))
        } else {
          // "no changes" only for what was fetched: a refresh that fetched nothing says so on stderr.
          let failed = outcome.failures.count
          if !records.isEmpty {
            Console.out(records.map(\.summary).joined(separator: "\n"))
          } else if outcome.fetchedAny {
            Console.out(failed == 0 ? "no changes" : "no changes in the passes fetched; \(failed) could not be fetched")
          }
        }
        outcome.problems.forEach { Console.error($0.line(now: now)) }
        if !outcome.fetchedAny && !outcome.failures.isEmpty { throw ExitStatus.trouble }
      }
    }
  }
}
