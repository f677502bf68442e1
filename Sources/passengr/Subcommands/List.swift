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
        let context = try Context(global)
        let dataSource = try context.dataSource()
        let passes = dataSource.passes(all ? dataSource.orderedPasses : dataSource.visiblePasses, of: filter.agency)
        let now = Date()
        if output.json {
          Console.out(try JSONOutput.document(schema: "passengr.list/1", generatedAt: now, rows: dataSource.rows(for: passes, now: now, maxAge: .infinity)))
          return
        }
        Console.out(PassListRenderer.render(passes))
      }
    }
  }
}
