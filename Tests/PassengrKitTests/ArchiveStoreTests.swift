import Foundation
@testable import PassengrKit
import Testing

@Suite(.timeLimit(.minutes(1))) struct ArchiveStoreTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("archive-\(UUID().uuidString)")

  func conditions(_ text: String, at date: Date) -> PassConditions {
    PassConditions(restrictions: [Restriction(direction: .eastbound, text: text)], roadConditions: nil, weather: nil,
                   temperatureF: nil, updatedAt: nil, fetchedAt: date)
  }

  @Test func writesAreReadBackAndTheOldFileIsKeptAsBackup() throws {
    let store = ArchiveStore(directory: directory)
    defer { try? FileManager.default.removeItem(at: directory) }
    try store.update { archive in
      var source = PassDataSource(archive: archive)
      source.setEnabled([17], true)
      archive = source.archive
    }
    try store.update { archive in
      var source = PassDataSource(archive: archive)
      source.move(17, to: 1)
      archive = source.archive
    }
    let saved = try #require(try store.read())
    #expect(PassDataSource(archive: saved).visiblePasses.first?.id == 17)
    // The backup is the archive before the move: Tiger Mountain enabled, still in alphabetical place.
    let backup = try PropertyListDecoder().decode(PassArchive.self, from: Data(contentsOf: store.backupURL))
    let visible = PassDataSource(archive: backup).visiblePasses.map(\.id)
    #expect(visible.contains(17) && visible.first != 17)
  }

  @Test func aFailedWriteLeavesTheArchiveIntact() throws {
    let store = ArchiveStore(directory: directory)
    defer { try? FileManager.default.removeItem(at: directory) }
    try store.update { archive in archive.lastRefresh = Date(timeIntervalSince1970: 1) }
    let before = try Data(contentsOf: store.archiveURL)
    // A directory where the backup must go makes the write fail part-way, like a full disk would.
    try FileManager.default.createDirectory(at: store.backupURL, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: store.backupURL.appendingPathComponent("occupied"), withIntermediateDirectories: true)
    #expect { try store.update { archive in archive.lastRefresh = Date(timeIntervalSince1970: 2) } } throws: { error in
      guard case PassengrError.writeFailed(let path, _) = error else { return false }
      return path == store.backupURL.path
    }
    #expect(try Data(contentsOf: store.archiveURL) == before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.isEmpty)
  }

  @Test func aFailedRefreshKeepsTheLastKnownConditions() {
    var source = PassDataSource.initial()
    let first = Date(timeIntervalSince1970: 1_000)
    source.apply([11: .success(conditions("Chains required", at: first))], attemptedAt: first, sources: [11: "wsdot"])
    source.apply([11: .failure(PassengrError.noPassData(source: "wsdot", url: "u"))], attemptedAt: first.addingTimeInterval(60), sources: [11: "wsdot"])
    let entry = source.entry(11)
    #expect(entry?.conditions?.level == .chainsRequired)
    #expect(entry?.lastError?.contains("no pass data found") == true)
    #expect(source.archive.sourceFailures["wsdot"] == 1)
    let rows = source.rows(for: [PassCatalog.pass(id: 11)!], now: first.addingTimeInterval(60), maxAge: 300)
    #expect(rows.first?.isStale == true)
  }

  @Test func anOlderResultNeverOverwritesANewerOne() {
    var source = PassDataSource.initial()
    let newer = Date(timeIntervalSince1970: 2_000)
    source.apply([11: .success(conditions("Pass Closed", at: newer))], attemptedAt: newer, sources: [11: "wsdot"])
    let changes = source.apply([11: .success(conditions("No restrictions", at: newer.addingTimeInterval(-500)))], attemptedAt: newer, sources: [11: "wsdot"])
    #expect(changes.isEmpty)
    #expect(source.entry(11)?.conditions?.level == .closed)
  }

  @Test func moveShiftsTheOthersAndKeepsOrdersDense() {
    var source = PassDataSource.initial()
    source.move(12, to: 1)
    #expect(source.orderedPasses.map(\.order) == Array(1...27))
    #expect(source.orderedPasses.first?.id == 12)
    source.move(12, to: 99)
    #expect(source.orderedPasses.last?.id == 12)
  }
}
