import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand {
  struct TripCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "trip",
      abstract: "Save drives as trips: passes in driving order, each with the direction driven.",
      discussion: """
        Example: passengr trip add wenatchee stevens:east blewett:south, then passengr check wenatchee \
        (and passengr check wenatchee --return for the way home).
        """,
      subcommands: [Add.self, List.self, Show.self, Remove.self])
  }
}
