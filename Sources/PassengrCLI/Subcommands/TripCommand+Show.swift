import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand.TripCommand {
  struct Show: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show", abstract: "Show one trip's passes in driving order.")

    @Argument(help: "The trip's name.", completion: .custom(TripNames.complete))
    var name: String

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      try await Failure.reporting {
        let session = try Context(global).session
        let trip = try session.trip(named: name)
        let passes = try session.passes(includeDisabled: true)
        Console.out(
          output.json
            ? try Reports.tripsJSON([trip], passes: passes, now: Date(), layout: output.layout)
            : "\(trip.name): \(Reports.tripLine(trip, passes: passes))")
      }
    }
  }
}
