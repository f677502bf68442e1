import ArgumentParser
import Foundation
import PassengrKit

extension PassengrCommand {
  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List your passes in order; --all includes the disabled ones.")

    @Flag(help: "Include disabled passes.")
    var all = false

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global)
        let dataSource = try context.dataSource()
        let passes = all ? dataSource.orderedPasses : dataSource.visiblePasses
        let now = Date()
        if output.json {
          Console.out(try JSONOutput.document(schema: "passengr.list/1", generatedAt: now, rows: dataSource.rows(for: passes, now: now, maxAge: .infinity)))
          return
        }
        var lines: [String] = []
        for pass in passes {
          let mark = pass.isEnabled ? "[x]" : "[ ]"
          let order = String(pass.order).leftPadded(to: 3)
          let id = String(pass.id).leftPadded(to: 5)
          let kind = pass.isCustom ? "  (custom)" : ""
          lines.append("\(order) \(mark) \(id)  \(pass.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(pass.highway)\(kind)")
        }
        Console.out(lines.isEmpty ? "no passes enabled; 'passengr list --all' shows them all" : lines.joined(separator: "\n"))
      }
    }
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
