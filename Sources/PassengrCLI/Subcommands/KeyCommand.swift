import ArgumentParser
import FoundationEssentials
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
        Variables: \(AgencyWords.keyVariables.joined(separator: ", ")).
        """,
      subcommands: [SetKey.self, List.self, Remove.self])
  }
}
