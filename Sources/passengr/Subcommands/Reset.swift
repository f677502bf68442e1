import ArgumentParser
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

  struct Restore: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "restore", abstract: "Bring back the archive as it was before the last write (passengr.plist.bak); the current one is kept aside.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let session = try Context(global).session
        let restored = try await session.restore()
        let kept = restored.keptAside.map { "; the archive it replaced is kept as \($0)" } ?? ""
        Console.error("restored \(session.archivePath) from the backup (\(restored.passCount) passes)\(kept)")
      }
    }
  }
}
