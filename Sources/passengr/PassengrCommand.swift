import ArgumentParser
import PassengrKit

@main
struct PassengrCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "passengr",
    abstract: "Mountain-pass road conditions: restrictions, road and weather, from WSDOT.",
    discussion: ExitStatus.help,
    version: Passengr.version,
    subcommands: [Classify.self, Parse.self]
  )
}
