import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand {
  struct Restore: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "restore",
      abstract:
        "Bring back the archive as it was before one of your last changes (the newest backup unless told); the current one is kept aside.",
      discussion:
        "A backup is kept before each change to the pass list or trips (enable, disable, move, add, remove, trip, reset, restore), the last 5; refreshes make none."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Which backup: 1 is the newest (see --list).")
    var generation: Int?

    @Flag(name: .long, help: "List the backups, newest first, and change nothing.")
    var list = false

    func validate() throws {
      if let generation, generation < 1 {
        throw ValidationError("the backup number counts from 1 (see 'passengr restore --list')")
      }
      if list, generation != nil { throw ValidationError("give a backup number or --list, not both") }
    }

    func run() async throws {
      try await Failure.reporting {
        let session = try Context(global).session
        if list {
          let backups = try session.backups()
          if backups.isEmpty {
            Console.error("no backups yet: one is kept before each change to the pass list or trips")
          }
          let labelWidth = (backups.map { String($0.generation).count }.max() ?? 0) + 2
          for backup in backups {
            let held = backup.passCount.map { "\($0) passes" } ?? "unreadable: \(backup.problem ?? "unknown reason")"
            let text = "\(Reports.time(backup.savedAt))  \(held)  \(backup.fileName)"
            Console.out(
              HangingLines.render(String(backup.generation), text, labelWidth: labelWidth, width: Console.changeWidth)
                .joined(separator: "\n"))
          }
          return
        }
        let restored = try await session.restore(generation: generation ?? 1)
        let kept = restored.keptAside.map { "; the archive it replaced is kept as \($0)" } ?? ""
        Console.error(
          "restored \(session.archivePath) from the backup \(restored.backup) (\(restored.passCount) passes)\(kept)")
      }
    }
  }
}
