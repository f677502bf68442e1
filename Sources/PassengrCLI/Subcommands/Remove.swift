import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand {
  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Remove a pass you added (built-in passes can only be disabled).")

    @Argument(help: "The pass, by id, name or unique prefix.", completion: .custom(PassNameCompletion.customPasses))
    var pass: String

    @Flag(help: "Remove it also when saved trips use it, dropping it from them.")
    var force = false

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let removed = try await Context(global).session.remove(pass, force: force)
        Console.error("removed \(removed.pass.name)")
        if !removed.droppedFrom.isEmpty {
          Console.error(
            "dropped it from the trip\(removed.droppedFrom.count == 1 ? "" : "s") \(removed.droppedFrom.joined(separator: ", "))"
          )
        }
        if !removed.removedTrips.isEmpty {
          let count = removed.removedTrips.count
          Console.error(
            "removed the trip\(count == 1 ? "" : "s") \(removed.removedTrips.joined(separator: ", ")), which had no other pass"
          )
        }
      }
    }
  }
}
