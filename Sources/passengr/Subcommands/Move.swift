import ArgumentParser
import PassengrKit

extension PassengrCommand {
  struct Move: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "move", abstract: "Move a pass to another place in the list; the others shift.")

    @Argument(help: "The pass, by id, name or unique prefix.")
    var pass: String

    @Option(help: "The new position, 1 for first.")
    var to: Int

    @OptionGroup var global: GlobalOptions

    func validate() throws {
      if to < 1 { throw ValidationError("--to counts from 1") }
    }

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global)
        let moved = try context.store.update { archive -> (Pass, Int) in
          var dataSource = PassDataSource(archive: archive)
          let chosen = try dataSource.select(pass)
          dataSource.move(chosen.id, to: to)
          archive = dataSource.archive
          return (chosen, dataSource.entry(chosen.id)?.pass.order ?? to)
        }
        let last = moved.1 < to ? " (the last)" : ""
        Console.error("moved \(moved.0.name) to position \(moved.1)\(last)")
      }
    }
  }
}
