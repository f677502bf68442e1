import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand.TripCommand {
  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Delete a saved trip.")

    @Argument(help: "The trip's name.", completion: .custom(TripNames.complete))
    var name: String

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let trip = try await Context(global).session.removeTrip(name)
        Console.error("removed the trip \(trip.name)")
      }
    }
  }
}
