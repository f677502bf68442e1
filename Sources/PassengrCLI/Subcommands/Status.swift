import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand {
  struct Status: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "status",
      abstract:
        "Show restrictions and conditions of your passes, refreshing when the data is old (the default command).",
      discussion: """
        Refreshes when the saved data is older than --max-age, then prints the enabled passes (or the ones named) \
        in order: one line per pass (its level each way and the data's age), or a card with every fact when one \
        pass is shown or with --cards. Fetching gives up after 15 s; without an answer it shows the saved data marked stale, says why \
        on stderr, and exits 0 while that data is no older than --max-stale, 2 otherwise.

        \(ExitStatus.help)
        """
    )

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    @Option(
      name: .customLong("fail-on"),
      help: ArgumentHelp(
        "Exit 3 when a shown pass is at or above this level, e.g. chains_required or closed, or its data is "
          + "not current (it cannot be cleared).", valueName: "level"))
    var failOn: RestrictionLevel?

    @Flag(help: "With --json, every NWS forecast period and the hourly ones (by default: the next day's).")
    var hourly = false

    @Flag(help: "List each pass's camera images (on its card).")
    var cameras = false

    @Flag(
      name: [.customLong("cards"), .customLong("long")],
      help: "Show every pass as a card with all its facts (the default when one pass is shown).")
    var cards = false

    func validate() throws {
      if failOn == .unknown {
        throw ValidationError("--fail-on takes a level of the escalation order: \(RestrictionLevel.thresholds)")
      }
    }

    func run() async throws {
      let display = self.display
      try await Failure.reporting {
        try display.show(try await selection.run(global))
      }
    }

    /// How a result is shown: the options it takes, as values a task can carry.
    struct Display: Sendable {
      var json: Bool
      var layout = JSONLayout()
      var useColor: Bool
      var cameras: Bool
      var cards: Bool
      var failOn: RestrictionLevel?

      /// Prints `result` and throws the exit status it calls for.
      func show(_ result: StatusResult) throws {
        if json {
          Console.out(try Reports.statusJSON(result, layout: layout))
        } else if result.hasNothingToShow {
          // The one stderr line says what failed and what to do; cards of "no data yet" would not.
        } else if result.rows.isEmpty {
          Console.error("no passes enabled; run 'passengr list --all' and 'passengr enable PASS'")
        } else if cards || cameras || result.rows.count == 1 {
          Console.out(
            Reports.table(
              result.rows, useColor: useColor, width: Console.width, now: result.now, showsCameras: cameras))
        } else {
          Console.out(Reports.lines(result.rows, useColor: useColor, width: Console.width, now: result.now))
        }
        if result.isTrouble { throw ExitStatus.trouble }
        if let failOn, let hit = result.threshold(failOn) {
          Console.error(hit.line)
          throw ExitStatus.thresholdMet
        }
      }
    }

    var display: Display {
      Display(
        json: output.json, layout: JSONLayout(isPretty: output.pretty, showsHourly: hourly), useColor: output.useColor,
        cameras: cameras, cards: cards, failOn: failOn)
    }
  }
}

extension PassengrCommand.Status: RunsWithoutSuspending {
  /// Saved data that is all the query needs (`--offline`, or fresh enough) is shown here; a
  /// refresh or the archive's first write is the rest, on the same session.
  func runWithoutSuspending() throws -> (@Sendable () async throws -> Void)? {
    let display = self.display
    return try Failure.reportingWithoutSuspending {
      var preparing = try selection.prepare(global)
      // Only `--json --hourly` shows the hourly forecasts: otherwise they are left unread.
      preparing.query.includesHourly = output.json && hourly
      let prepared = preparing
      if !selection.refresh, let result = try SelectionOptions.savedResult(prepared) {
        try display.show(result)
        return nil
      }
      return { try await Failure.reporting { try display.show(try await SelectionOptions.run(prepared)) } }
    }
  }
}
