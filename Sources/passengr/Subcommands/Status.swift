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
        let saved = try context.store.read()
        // The first run writes the initial pass list at once, so the archive exists from then on.
        if saved == nil { try context.store.update { _ in } }
        var dataSource = PassDataSource(archive: saved ?? PassDataSource.initial().archive).scoped(to: context.loader.origin)
        let selected = dataSource.passes(passes.isEmpty ? dataSource.visiblePasses : try dataSource.select(passes), of: filter.agency)
        let now = Date()
        let isOld = dataSource.oldestFetch(of: selected).map { now.timeIntervalSince($0) > maxAge.seconds } ?? true
        var trouble = false
        if refresh || (!offline && isOld) {
          let progress = ProgressLine()
          let outcome = try await context.refresher().refresh(selected) { done, total in progress.update(done: done, total: total) }
          progress.finish()
          dataSource = outcome.dataSource
          outcome.problems(now: now).forEach(Console.error)
          if let problem = dataSource.offlineProblem(of: selected, now: now, maxStale: maxStale), !outcome.fetchedAny {
            trouble = true
            if outcome.problems(now: now).isEmpty { Console.error(problem) }
          }
        } else if offline, let problem = dataSource.offlineProblem(of: selected, now: now, maxStale: maxStale) {
          trouble = true
          Console.error(problem)
        }
        let current = dataSource.orderedPasses.filter { pass in selected.contains { $0.id == pass.id } }
        let rows = dataSource.rows(for: current, now: now, maxAge: max(maxAge.seconds, 0))
        if output.json {
          let failures = dataSource.archive.sourceFailures
          Console.out(try JSONOutput.document(
            schema: "passengr.status/1", generatedAt: now,
            extra: [
              "source": .text(global.source.rawValue), "sourceFailures": .number(failures[global.source.rawValue] ?? 0),
              "sources": .counts(failures),
            ], rows: rows))
        } else if rows.isEmpty {
          Console.error("no passes enabled; run 'passengr list --all' and 'passengr enable PASS'")
        } else {
          Console.out(TableRenderer(useColor: output.useColor, width: Console.width, now: now).render(rows))
        }
        if trouble { throw ExitStatus.trouble }
        if let failOn {
          let hits = rows.filter { $0.level.isAtLeast(failOn) }
          if !hits.isEmpty {
            Console.error("\(hits.map { "\($0.name) is \($0.level.phrase)" }.joined(separator: ", ")): at or above --fail-on \(failOn.rawValue)")
            throw ExitStatus.thresholdMet
          }
        }
      }
    }
  }
}
