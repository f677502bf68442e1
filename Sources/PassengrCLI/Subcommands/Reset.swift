import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand {
  struct Reset: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "reset",
      abstract: "Start over with the built-in passes; the old archive is moved aside, never deleted.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let session = try Context(global).session
        if let aside = try await session.reset() {
          Console.error("moved the old archive to \(aside); started over with the built-in passes")
        } else {
          Console.error("started with the built-in passes in \(session.archivePath)")
        }
      }
    }
  }
}
