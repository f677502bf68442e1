import ArgumentParser
import PassengrKit

extension PassengrCommand {
  struct Move: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "move", abstract: "Move a pass to another place in the list; the others shift.")

    @Argument(help: "The pass, by id, name or unique prefix.", completion: .custom(PassNameCompletion.complete))
    var pass: String

    @Option(help: "The new position, 1 for first.")
    var to: Int

    @OptionGroup var global: GlobalOptions

    func validate() throws {
      if to < 1 { throw ValidationError("--to counts from 1") }
    }

    func run() async throws {
      try await Failure.reporting {
        let moved = try await Context(global).session.move(pass, to: to)
        let last = moved.order < to ? " (the last)" : ""
        Console.error("moved \(moved.name) to position \(moved.order)\(last)")
      }
    }
  }
}
