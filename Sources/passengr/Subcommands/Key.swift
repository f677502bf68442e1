import ArgumentParser
import Foundation
import PassengrKit

extension PassengrCommand {
  struct KeyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "key",
      abstract: "Keep the keys agencies' sources need (API keys, access codes), one 0600 file per agency.",
      discussion: """
        A key is found in the agency's environment variable first, then in its file under the config \
        directory ($XDG_CONFIG_HOME/passengr/keys/AGENCY). It is sent only to the agency's own hosts or \
        a --base-url mirror, never printed, and not needed with a --base-url directory. \
        Variables: \(PassengrSession.keyVariables.joined(separator: ", ")).
        """,
      subcommands: [SetKey.self, List.self, Remove.self])
  }
}

extension PassengrCommand.KeyCommand {
  struct SetKey: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set",
      abstract: "Read AGENCY's key from standard input (without echo on a terminal) and save it, atomically, mode 0600.",
      discussion: "Example: passengr key set wsdot < code.txt. Empty input is a usage error; the old key, if any, is kept then.")

    @Argument(help: ArgumentHelp("The agency: \(AgencyID.all.map(\.rawValue).joined(separator: ", ")).", valueName: "agency"))
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

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "Say which agencies take a key, where each is kept, and whether it is set (never the key).")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global, checkingDirectory: false)
        let lines = context.session.keyStatuses().map { status in
          let state = status.foundIn.map { "set (\($0))" } ?? "not set"
          let need = status.neededBy.isEmpty ? "every source" : "--source " + status.neededBy.map(\.rawValue).joined(separator: ", ")
          return "\(status.agency)  \(status.name): \(state); needed by \(need); \(status.variable) or \(status.file)"
        }
        Console.out(lines.isEmpty ? "no agency takes a key" : lines.joined(separator: "\n"))
      }
    }
  }

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
