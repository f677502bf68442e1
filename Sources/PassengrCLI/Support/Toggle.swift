import ArgumentParser
import PassengrKit

/// `enable` and `disable`: one edit of the list, told on stderr.
enum Toggle {
  static func set(_ names: [String], highways: HighwayOption, agency: AgencyID?, enabled: Bool, options: GlobalOptions)
    async throws
  {
    try await Failure.reporting {
      let session = try Context(options).session
      let toggled = try await session.setEnabled(try highways.passes(names, in: session), agency: agency, enabled)
      let word = enabled ? "enabled" : "disabled"
      let changed = toggled.passes.filter { pass in !toggled.unchanged.contains { $0.id == pass.id } }
      if !changed.isEmpty { Console.error("\(word) \(changed.map(\.name).joined(separator: ", "))") }
      if !toggled.unchanged.isEmpty {
        Console.error(
          "\(toggled.unchanged.map(\.name).joined(separator: ", ")) \(toggled.unchanged.count == 1 ? "was" : "were") already \(word)"
        )
      }
    }
  }
}
