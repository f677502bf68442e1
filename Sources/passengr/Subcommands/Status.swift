import ArgumentParser
import Foundation
import PassengrKit

extension PassengrCommand {
  struct Status: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show restrictions and conditions of your passes, refreshing when the data is old (the default command).",
      discussion: """
        Refreshes when the saved data is older than --max-age, then prints the enabled passes (or the
        ones named) in order. Without a network it shows the saved data and its age on stderr, and
        exits 0 while that data is no older than --max-stale, 2 otherwise.

        \(ExitStatus.help)
        """
    )

    @Argument(help: "Passes to show, by id, name or unique prefix (snoq); default: the enabled ones.")
    var passes: [String] = []

    @OptionGroup var filter: AgencyOption
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .customLong("max-age"), help: ArgumentHelp("Refresh when the saved data is older than this.", valueName: "span"), transform: TimeSpan.parse)
    var maxAge = TimeSpan(seconds: 300)

    @Option(name: .customLong("max-stale"), help: ArgumentHelp("Saved data older than this is not good enough when offline (exit 2).", valueName: "span"), transform: TimeSpan.parse)
    var maxStale = TimeSpan(seconds: 86400)

    @Flag(help: "Never fetch; show the saved data.")
    var offline = false

    @Flag(help: "Always fetch, however fresh the saved data is.")
    var refresh = false

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 3 when a shown pass is at or above this level, e.g. chains_required or closed.", valueName: "level"))
    var failOn: RestrictionLevel?

    func validate() throws {
      let commands = PassengrCommand.configuration.subcommands.map { $0._commandName }
      if let command = passes.first(where: commands.contains) {
        throw ValidationError("'\(command)' is a command: put options after it, as in 'passengr \(command) --data-dir DIR'")
      }
      if offline && refresh { throw ValidationError("--offline and --refresh contradict each other") }
      try maxAge.validate("--max-age", within: 0...TimeSpan.maximumSeconds)
      try maxStale.validate("--max-stale", within: 0...TimeSpan.maximumSeconds)
      if failOn == .unknown { throw ValidationError("--fail-on needs a level in the escalation order, not unknown") }
    }

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global, deadline: Refresher.interactiveDeadline)
        var query = StatusService.Query()
        query.passes = passes
        query.agency = filter.agency
        query.maxAge = maxAge
        query.maxStale = maxStale
        query.mode = offline ? .never : refresh ? .always : .whenOld
        let progress = ProgressLine()
        let result = try await StatusService(session: context.session).run(query) { done, total in progress.update(done: done, total: total) }
        progress.finish()
        result.problems.forEach(Console.error)
        if output.json {
          Console.out(try JSONOutput.document(
            schema: "passengr.status/1", generatedAt: result.now,
            extra: [
              "source": .text(global.source.rawValue), "sourceFailures": .number(result.sourceFailures[global.source.rawValue] ?? 0),
              "sources": .counts(result.sourceFailures),
            ], rows: result.rows))
        } else if result.rows.isEmpty {
          Console.error("no passes enabled; run 'passengr list --all' and 'passengr enable PASS'")
        } else {
          Console.out(TableRenderer(useColor: output.useColor, width: Console.width, now: result.now).render(result.rows))
        }
        if result.isTrouble { throw ExitStatus.trouble }
        if let failOn, let hit = StatusService.threshold(failOn, in: result.rows) {
          Console.error(hit)
          throw ExitStatus.thresholdMet
        }
      }
    }
  }
}
