import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand.KeyCommand {
  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Delete AGENCY's key file.")

    @Argument(help: ArgumentHelp("The agency.", valueName: "agency"))
    var agency: AgencyID

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global, checkingDirectory: false)
        if let file = try context.session.removeKey(for: agency) {
          Console.error("removed \(file)")
        } else {
          Console.error("no \(agency) key file to remove")
        }
      }
    }
  }
}
