import ArgumentParser
import FoundationEssentials
import Networking
import PassengrKit

extension PassengrCommand.TripCommand {
  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Save a trip: PASS[:DIRECTION] in driving order (east, west, north, south; none for both).")

    @Argument(help: "The trip's name (case-insensitive).")
    var name: String

    @Argument(
      help: ArgumentHelp(
        "Passes in driving order, each PASS[:DIRECTION], e.g. stevens:east blewett:south.",
        valueName: "pass[:direction]"), completion: .custom(DriveCompletion.passes))
    var passes: [String] = []

    @Flag(help: "Overwrite a trip of the same name.")
    var replace = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
      if passes.isEmpty { throw ValidationError("name at least one pass, as PASS[:DIRECTION]") }
      if name.trimmingSpaces().isEmpty { throw ValidationError("the trip needs a name") }
    }

    func run() async throws {
      try await Failure.reporting {
        let session = try Context(global).session
        let trip = try await session.addTrip(name, passes, replace: replace)
        Console.error(
          "saved \(trip.name): \(Reports.tripLine(trip, passes: try session.passes(includeDisabled: true)))")
      }
    }
  }
}
