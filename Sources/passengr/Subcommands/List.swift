import ArgumentParser
import Foundation
import PassengrKit

extension PassengrCommand {
  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List your passes in order; --all includes the disabled ones.")

    @Flag(help: "Include disabled passes.")
    var all = false

    @OptionGroup var filter: AgencyOption
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      try await Failure.reporting {
        let session = try Context(global).session
        let passes = try session.passes(agency: filter.agency, includeDisabled: all)
        if output.json {
          let now = Date()
          Console.out(try Reports.listJSON(try session.rows(for: passes, now: now), now: now))
          return
        }
        Console.out(PassListRenderer.render(passes, notingPositions: !all))
      }
    }
  }
}
