import ArgumentParser
import PassengrKit

extension PassengrCommand {
  struct Enable: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "enable", abstract: "Show passes in status and refresh.")

    @Argument(help: "Passes by id, name or unique prefix.", completion: .custom(PassNameCompletion.complete))
    var passes: [String] = []

    @OptionGroup var highways: HighwayOption
    @OptionGroup var filter: AgencyOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
      if passes.isEmpty && !highways.isGiven && filter.agency == nil {
        throw ValidationError("name at least one pass, or --highway, or --agency")
      }
    }

    func run() async throws {
      try await Toggle.set(passes, highways: highways, agency: filter.agency, enabled: true, options: global)
    }
  }
}
