import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand.KeyCommand {
  struct SetKey: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set",
      abstract:
        "Read AGENCY's key from standard input (without echo on a terminal) and save it, atomically, mode 0600.",
      discussion:
        "Example: passengr key set wsdot < code.txt. Empty input is a usage error; the old key, if any, is kept then.")

    @Argument(
      help: ArgumentHelp(
        "An agency whose sources take a key ('passengr key list' names them).",
        valueName: "agency"),
      completion: .list(PassengrCommand.agencies.keyedIDs.map(\.rawValue)))
    var agency: AgencyID

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global, checkingDirectory: false)
        let input = SecretInput.read(prompt: "\(agency) key (not shown): ")
        let saved = try context.session.setKey(input, for: agency)
        Console.error("saved the \(agency) key to \(saved.file)")
        if let variable = saved.shadowedBy {
          Console.error("note: \(variable) is set and is used before the file; unset it to use the saved key")
        }
      }
    }
  }
}
