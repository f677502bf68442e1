import ArgumentParser
import PassengrKit

@main
struct PassengrCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "passengr",
    abstract: "Mountain-pass road conditions: restrictions, road and weather, from WSDOT.",
    version: Passengr.version
  )
}
