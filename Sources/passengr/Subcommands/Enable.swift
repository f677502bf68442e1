import ArgumentParser
import PassengrKit

extension PassengrCommand {
  struct Enable: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "enable", abstract: "Show passes in status and refresh.")

    @Argument(help: "Passes by id, name or unique prefix.")
    var passes: [String]

    @OptionGroup var global: GlobalOptions

    func validate() throws {
      if passes.isEmpty { throw ValidationError("name at least one pass") }
    }

    func run() async throws { try await Toggle.set(passes, enabled: true, options: global) }
  }

  struct Disable: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "disable", abstract: "Hide passes from status and refresh.")

    @Argument(help: "Passes by id, name or unique prefix.")
    var passes: [String]

    @OptionGroup var global: GlobalOptions

    func validate() throws {
      if passes.isEmpty { throw ValidationError("name at least one pass") }
    }

    func run() async throws { try await Toggle.set(passes, enabled: false, options: global) }
  }
}

enum Toggle {
  static func set(_ names: [String], enabled: Bool, options: GlobalOptions) async throws {
    try await Failure.reporting {
      let context = try Context(options)
      let changed = try context.store.update { archive -> [Pass] in
        var dataSource = PassDataSource(archive: archive)
        let chosen = try dataSource.select(names)
        dataSource.setEnabled(chosen.map(\.id), enabled)
        archive = dataSource.archive
        return chosen
      }
      Console.error("\(enabled ? "enabled" : "disabled") \(changed.map(\.name).joined(separator: ", "))")
    }
  }
}
