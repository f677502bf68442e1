import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand {
  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List your passes in order; --all includes the disabled ones.")

    @Flag(help: "Include disabled passes.")
    var all = false

    @OptionGroup var filter: AgencyOption
    @OptionGroup var highways: HighwayOption
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      try await Failure.reporting {
        // Listing writes nothing: a read-only data directory still serves it.
        let session = try Context(global, readingOnly: true).session
        // A highway's passes are listed enabled or not, as --all would.
        let passes =
          highways.isGiven
          ? try session.passes(named: try highways.passes([], in: session), agency: filter.agency)
          : try session.passes(agency: filter.agency, includeDisabled: all)
        if output.json {
          let now = Date()
          Console.out(try Reports.listJSON(try session.rows(for: passes, now: now), now: now, layout: output.layout))
          return
        }
        Console.out(PassListRenderer.render(passes, notingPositions: !all, width: Console.width, agency: filter.agency))
      }
    }
  }
}
