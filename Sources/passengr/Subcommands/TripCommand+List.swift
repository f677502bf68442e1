import ArgumentParser
import Foundation
import PassengrKit

extension PassengrCommand.TripCommand {
  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the saved trips.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      try await Failure.reporting {
        let session = try Context(global).session
        let trips = try session.trips()
        let passes = try session.passes(includeDisabled: true)
        if output.json {
          Console.out(try Reports.tripsJSON(trips, passes: passes))
        } else if trips.isEmpty {
          Console.out("no trips saved; 'passengr trip add NAME PASS[:DIRECTION]...' saves one")
        } else {
          let width = trips.map(\.name.count).max() ?? 0
          Console.out(trips.map { "\($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(Reports.tripLine($0, passes: passes))" }.joined(separator: "\n"))
        }
      }
    }
  }
}
