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

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .customLong("max-age"), help: ArgumentHelp("Refresh when the saved data is older than this.", valueName: "duration"))
    var maxAge = TimeSpan(seconds: 300)

    @Option(name: .customLong("max-stale"), help: ArgumentHelp("Saved data older than this is not good enough when offline (exit 2).", valueName: "duration"))
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
      if failOn == .unknown { throw ValidationError("--fail-on needs a level in the escalation order, not unknown") }
    }

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global)
        let saved = try context.store.read()
        // The first run writes the initial pass list at once, so the archive exists from then on.
        if saved == nil { try context.store.update { _ in } }
        var dataSource = PassDataSource(archive: saved ?? PassDataSource.initial().archive)
        let selected = passes.isEmpty ? dataSource.visiblePasses : try dataSource.select(passes)
        let now = Date()
        let isOld = dataSource.oldestFetch(of: selected).map { now.timeIntervalSince($0) > maxAge.seconds } ?? true
        var trouble = false
        if refresh || (!offline && isOld) {
          let progress = ProgressLine()
          let outcome = try await context.refresher().refresh(selected) { done, total in progress.update(done: done, total: total) }
          progress.finish()
          dataSource = outcome.dataSource
          trouble = !report(outcome, dataSource: dataSource, selected: selected, now: now)
        } else if offline {
          trouble = !isUsable(dataSource, selected, now: now)
          if trouble { Console.error("no saved data fresh enough to show (--max-stale \(maxStale)); run without --offline") }
        }
        let failures = dataSource.archive.sourceFailures[global.source.rawValue] ?? 0
        if failures >= 2 { Console.error("the \(global.source.rawValue) source has failed \(failures) refreshes in a row") }
        let current = dataSource.orderedPasses.filter { pass in selected.contains { $0.id == pass.id } }
        let rows = dataSource.rows(for: current, now: now, maxAge: max(maxAge.seconds, 0))
        if output.json {
          Console.out(try JSONOutput.document(
            schema: "passengr.status/1", generatedAt: now,
            extra: ["source": .text(global.source.rawValue), "sourceFailures": .number(failures)], rows: rows))
        } else if rows.isEmpty {
          Console.error("no passes enabled; run 'passengr list --all' and 'passengr enable PASS'")
        } else {
          Console.out(TableRenderer(useColor: output.useColor, width: Console.width, now: now).render(rows))
        }
        if trouble { throw ExitStatus.trouble }
        if let failOn, rows.contains(where: { $0.level.isAtLeast(failOn) }) { throw ExitStatus.thresholdMet }
      }
    }

    /// Says on stderr what went wrong; false when there is nothing usable to show.
    private func report(_ outcome: RefreshOutcome, dataSource: PassDataSource, selected: [Pass], now: Date) -> Bool {
      let age = Self.describeSavedData(dataSource, selected, now: now)
      if let offline = outcome.offline {
        Console.error("offline: \(offline.description); \(age)")
        return isUsable(dataSource, selected, now: now)
      }
      if !outcome.fetchedAny, let first = outcome.failures.first {
        Console.error("could not refresh: \(first.reason); \(age)")
        return isUsable(dataSource, selected, now: now)
      }
      for failure in outcome.failures {
        let kept = dataSource.entry(failure.pass.id)?.conditions.map { "showing data from \(TableRenderer.age(from: $0.fetchedAt, to: now))" } ?? "no saved data"
        Console.error("\(failure.pass.name): \(failure.reason); \(kept)")
      }
      return true
    }

    /// "showing data from 3 h ago", "showing data from 3 h ago; no saved data for Tiger Mountain".
    static func describeSavedData(_ dataSource: PassDataSource, _ selected: [Pass], now: Date) -> String {
      let fetched = selected.compactMap { dataSource.entry($0.id)?.conditions?.fetchedAt }
      let missing = selected.filter { dataSource.entry($0.id)?.conditions == nil }.map(\.name)
      guard let oldest = fetched.min() else { return "no saved data to show" }
      let shown = "showing data from \(TableRenderer.age(from: oldest, to: now))"
      return missing.isEmpty ? shown : "\(shown); no saved data for \(missing.joined(separator: ", "))"
    }

    private func isUsable(_ dataSource: PassDataSource, _ selected: [Pass], now: Date) -> Bool {
      guard let oldest = dataSource.oldestFetch(of: selected) else { return selected.isEmpty }
      return now.timeIntervalSince(oldest) <= maxStale.seconds
    }
  }
}
