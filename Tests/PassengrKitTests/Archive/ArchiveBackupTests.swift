import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Backups are kept for the user's edits only, a few generations, each its own 0600 file; a
/// refresh never pushes one out, and `restore` takes the one asked for.
@Suite(.hangGuard) struct ArchiveBackupTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("backups-\(UUID().uuidString)")

  func enabled(_ data: Data) throws -> Set<Int> {
    let archive = try ArchiveFormat.decode(data, path: "backup")
    return Set(PassDataSource(archive: archive).visiblePasses.map(\.id))
  }

  func refresh(_ store: ArchiveStore, _ count: Int) async throws {
    for _ in 0..<count {
      try await store.transaction(keepsBackup: false) { passes in passes.archive.refreshCount += 1 }
    }
  }

  /// A backup is dated by the store's clock (the session's), never by the wall clock.
  @Test func aBackupIsDatedByTheStoresClock() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    var clocked = ArchiveStore(directory: directory)
    clocked.clock = { Date(timeIntervalSince1970: 1_000_000_000) }
    let store = clocked
    try await store.transaction { _ in }
    try await store.transaction { passes in passes.setEnabled([17], true) }
    #expect(try store.backups.generations().first?.savedAt == Date(timeIntervalSince1970: 1_000_000_000))
  }

  @Test func aRefreshNeverPushesOutTheCopyFromBeforeAnEdit() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    try await store.transaction { _ in }
    let good = try Data(contentsOf: store.archiveURL)
    try await store.transaction { passes in passes.setEnabled([17], true) }
    try await refresh(store, 10)
    let generations = try store.backups.generations()
    #expect(generations.count == 1)
    #expect(try Data(contentsOf: try #require(generations.first).url) == good)
  }

  @Test func onlyTheNewestGenerationsAreKeptEachAPrivateFile() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    try await store.transaction { _ in }
    let ids = Array(
      PassDataSource(archive: try #require(try store.read())).orderedPasses.filter { !$0.isEnabled }.map(\.id).prefix(7)
    )
    try #require(ids.count == 7)
    for id in ids {
      // All in one second: their numbers keep them in order.
      try await store.transaction(now: Date(timeIntervalSince1970: 1_000)) { passes in passes.setEnabled([id], true) }
    }
    let generations = try store.backups.generations()
    #expect(generations.count == ArchiveBackups.kept)
    #expect(generations.map(\.number) == Array(1...ArchiveBackups.kept))
    for generation in generations {
      let mode = try #require(
        try FileManager.default.attributesOfItem(atPath: generation.url.path)[.posixPermissions] as? Int)
      #expect(mode == 0o600, "\(generation.url.lastPathComponent): \(String(mode, radix: 8))")
    }
    // The newest is the archive before the last edit; the oldest kept, before the third.
    let newest = try enabled(Data(contentsOf: generations[0].url))
    #expect(newest.contains(ids[5]) && !newest.contains(ids[6]))
    let oldest = try enabled(Data(contentsOf: generations[4].url))
    #expect(oldest.contains(ids[1]) && !oldest.contains(ids[2]))
  }

  @Test func restoreTakesTheGenerationAskedForAndKeepsTheCurrentOneAsTheNewest() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    try await store.transaction { _ in }
    try await store.transaction { passes in passes.setEnabled([17], true) }
    try await store.transaction { passes in passes.setEnabled([16], true) }
    let current = try Data(contentsOf: store.archiveURL)
    let (archive, backup, aside) = try await store.restore(generation: 2)
    #expect(!Set(PassDataSource(archive: archive).visiblePasses.map(\.id)).contains(17))
    #expect(backup.lastPathComponent.hasPrefix("passengr.json.bak-"))
    #expect(try Data(contentsOf: try #require(aside)) == current)
    // The archive it replaced is the newest backup now: another restore undoes this one.
    #expect(try Data(contentsOf: try #require(try store.backups.generations().first).url) == current)
    await #expect(throws: ArchiveError.noSuchBackup(generation: 9, count: 3)) {
      try await store.restore(generation: 9)
    }
  }

  @Test func theSingleBackupOfEarlierVersionsIsKeptAsAGeneration() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    try await store.transaction { _ in }
    try await store.transaction { passes in passes.setEnabled([17], true) }
    let legacy = directory.appendingPathComponent("passengr.plist.bak")
    try FileManager.default.copyItem(at: store.archiveURL, to: legacy)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 100)], ofItemAtPath: legacy.path)
    try await store.transaction { passes in passes.setEnabled([16], true) }
    let generations = try store.backups.generations()
    #expect(generations.last?.url.lastPathComponent == "passengr.plist.bak")
    let (archive, _, _) = try await store.restore(generation: generations.count)
    let visible = Set(PassDataSource(archive: archive).visiblePasses.map(\.id))
    #expect(visible.contains(17) && !visible.contains(16))
  }

  @Test func aCorruptBackupIsNamedAndRestoreDoesNotSendTheUserBackToIt() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    try await store.transaction { _ in }
    try await store.transaction { passes in passes.setEnabled([17], true) }
    let current = try Data(contentsOf: store.archiveURL)
    let newest = try #require(try store.backups.generations().first).url
    try Data("<plist><dict><key>half".utf8).write(to: newest)
    do {
      _ = try await store.restore()
      Issue.record("a corrupt backup was restored")
    } catch let error as ArchiveError {
      guard case .unreadableBackup(let path, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(path == newest.path)
      let message = error.description
      #expect(message.contains(newest.path))
      #expect(!message.contains("go back to the backup"), "\(message)")
      #expect(
        message.contains("nothing was changed") && !message.contains("passengr reset")
          && !message.contains("restore --list"), "the kit names no command: \(message)")
    }
    #expect(try Data(contentsOf: store.archiveURL) == current, "the archive was touched")
  }

  @Test func noBackupBeforeAnyEditSaysWhyThereIsNone() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    try await store.transaction { _ in }
    try await refresh(store, 2)
    await #expect(throws: ArchiveError.noBackup(path: directory.path)) { try await store.restore() }
  }

  /// A data directory that cannot be listed may hold backups: an error naming it, never "none".
  /// (Tests run as root, whom permissions do not stop: a file where the directory should be
  /// cannot be listed either.) One that does not exist yet holds none.
  @Test func aDirectoryThatCannotBeListedIsAnErrorNotNoBackups() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try ArchiveBackups(directory: directory).generations().isEmpty)
    #expect(try LeftoverFiles.stale(in: directory).isEmpty)
    try Data("not a directory".utf8).write(to: directory)
    #expect(
      throws: ArchiveError.dataDirectory(path: directory.path, reason: "its files cannot be listed (not a directory)")
    ) {
      try ArchiveBackups(directory: directory).generations()
    }
    #expect(
      throws: ArchiveError.dataDirectory(path: directory.path, reason: "its files cannot be listed (not a directory)")
    ) {
      try LeftoverFiles.stale(in: directory)
    }
  }
}
