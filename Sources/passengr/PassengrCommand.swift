import ArgumentParser
import PassengrKit

@main
struct PassengrCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "passengr",
    abstract: "Mountain-pass road conditions: restrictions, road and weather, from WSDOT.",
    discussion: ExitStatus.help,
    version: Passengr.version,
    subcommands: [
      Status.self, Report.self, Refresh.self, List.self, Enable.self, Disable.self, Move.self, Add.self, Remove.self,
      Diff.self, History.self, Watch.self, Prune.self, Reset.self, Restore.self, Doctor.self, Parse.self, Classify.self,
    ],
    defaultSubcommand: Status.self
  )
}
