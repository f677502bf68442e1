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
        guard !passes.isEmpty else {
          Console.out("no passes enabled; 'passengr list --all' shows them all")
          return
        }
        let header = "POS  ON     ID  AGENCY    NAME                      HIGHWAY"
        let lines = passes.map { pass in
          let mark = pass.isEnabled ? "[x]" : "[ ]"
          let order = String(pass.order).leftPadded(to: 3)
          let id = String(pass.id).leftPadded(to: 5)
          let agency = pass.agency.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
          return "\(order)  \(mark) \(id)  \(agency) \(pass.name.padding(toLength: 25, withPad: " ", startingAt: 0)) \(pass.highway)"
        }
        Console.out(([header] + lines).joined(separator: "\n"))
      }
    }
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
