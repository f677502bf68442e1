import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand {
  struct Prune: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "prune",
      abstract: "Drop history older than --keep. (The log also cuts itself to its newest 2 MiB once it passes 4 MiB.)")

    @Option(
      help: ArgumentHelp("How much history to keep, e.g. 90d; a unit is required.", valueName: "span"),
      transform: TimeSpan.parse)
    var keep: TimeSpan

    @OptionGroup var global: GlobalOptions

    func validate() throws {
      try keep.validate("--keep", within: 1...TimeSpan.maximumSeconds)
    }

    func run() async throws {
      try await Failure.reporting {
        let removed = try await Context(global).session.prune(keep: keep)
        Console.error("removed \(removed) change\(removed == 1 ? "" : "s") older than \(keep)")
      }
    }
  }
}
