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
      // A name two passes share (Wolf Creek Pass in Colorado and Utah) is told with its agency, as
      // it is typed: `cdot/Wolf Creek Pass`.
      let names = (try? session.passes(includeDisabled: true).map(\.name)) ?? []
      let name = { (pass: Pass) in
        names.filter { $0 == pass.name }.count > 1 ? "\(pass.agency)/\(pass.name)" : pass.name
      }
      if !changed.isEmpty { Console.error("\(word) \(changed.map(name).joined(separator: ", "))") }
      if !toggled.unchanged.isEmpty {
        Console.error(
          "\(toggled.unchanged.map(name).joined(separator: ", ")) \(toggled.unchanged.count == 1 ? "was" : "were") already \(word)"
        )
      }
    }
  }
}
