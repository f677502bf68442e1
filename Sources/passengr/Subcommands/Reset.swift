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
        let context = try Context(global)
        if let aside = try context.store.reset() {
          Console.error("moved the old archive to \(aside.path); started over with the built-in passes")
        } else {
          Console.error("started with the built-in passes in \(context.store.archiveURL.path)")
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
        let context = try Context(global)
        let (archive, aside) = try context.store.restore()
        let kept = aside.map { "; the archive it replaced is kept as \($0.lastPathComponent)" } ?? ""
        Console.error("restored \(context.store.archiveURL.path) from the backup (\(archive.passes.count) passes)\(kept)")
      }
    }
  }
}
