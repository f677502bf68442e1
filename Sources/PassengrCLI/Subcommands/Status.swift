import ArgumentParser
import Foundation
import PassengrKit

extension PassengrCommand {
  struct Status: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "status",
      abstract:
        "Show restrictions and conditions of your passes, refreshing when the data is old (the default command).",
      discussion: """
        Refreshes when the saved data is older than --max-age, then prints the enabled passes (or the ones named) \
        in order. Fetching gives up after 15 s; without an answer it shows the saved data marked stale, says why \
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
        "Exit 3 when a shown pass is at or above this level, e.g. chains_required or closed.", valueName: "level"))
    var failOn: RestrictionLevel?

    @Flag(help: "List each pass's camera images.")
    var cameras = false

    func validate() throws {
      if failOn == .unknown {
        throw ValidationError("--fail-on takes a level of the escalation order: \(RestrictionLevel.thresholds)")
      }
    }

    func run() async throws {
      try await Failure.reporting {
        let result = try await selection.run(global)
        if output.json {
          Console.out(try Reports.statusJSON(result))
        } else if result.hasNothingToShow {
          // The one stderr line says what failed and what to do; cards of "no data yet" would not.
        } else if result.rows.isEmpty {
          Console.error("no passes enabled; run 'passengr list --all' and 'passengr enable PASS'")
        } else {
          Console.out(
            Reports.table(
              result.rows, useColor: output.useColor, width: Console.width, now: result.now, showsCameras: cameras))
        }
        if result.isTrouble { throw ExitStatus.trouble }
        if let failOn, let hit = result.threshold(failOn) {
          Console.error(hit.line)
          throw ExitStatus.thresholdMet
        }
      }
    }
  }
}
