import ArgumentParser
import PassengrKit

extension PassengrCommand {
  struct Enable: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "enable", abstract: "Show passes in status and refresh.")

    @Argument(help: "Passes by id, name or unique prefix.", completion: .custom(PassNameCompletion.complete))
    var passes: [String] = []

    @OptionGroup var highways: HighwayOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
      if passes.isEmpty && !highways.isGiven { throw ValidationError("name at least one pass, or --highway") }
    }

    func run() async throws { try await Toggle.set(passes, highways: highways, enabled: true, options: global) }
  }

  struct Disable: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "disable", abstract: "Hide passes from status and refresh.")

    @Argument(help: "Passes by id, name or unique prefix.", completion: .custom(PassNameCompletion.complete))
    var passes: [String] = []

    @OptionGroup var highways: HighwayOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
      if passes.isEmpty && !highways.isGiven { throw ValidationError("name at least one pass, or --highway") }
    }

    func run() async throws { try await Toggle.set(passes, highways: highways, enabled: false, options: global) }
  }
}

enum Toggle {
  static func set(_ names: [String], highways: HighwayOption, enabled: Bool, options: GlobalOptions) async throws {
    try await Failure.reporting {
      let session = try Context(options).session
      let toggled = try await session.setEnabled(try highways.passes(names, in: session), enabled)
      let word = enabled ? "enabled" : "disabled"
      let changed = toggled.passes.filter { pass in !toggled.unchanged.contains { $0.id == pass.id } }
      if !changed.isEmpty { Console.error("\(word) \(changed.map(\.name).joined(separator: ", "))") }
      if !toggled.unchanged.isEmpty {
        Console.error("\(toggled.unchanged.map(\.name).joined(separator: ", ")) \(toggled.unchanged.count == 1 ? "was" : "were") already \(word)")
      }
    }
  }
}
