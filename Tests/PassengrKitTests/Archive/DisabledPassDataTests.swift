import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// `status` of the enabled passes leaves the conditions and weather of the others unread; anything
/// that may write the archive reads them, so a write never loses them.
@Suite(.hangGuard) struct DisabledPassDataTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("disabled-\(UUID().uuidString)")

  /// The shipped recording's archive (six enabled passes with data) upgraded to schema 3, with the
  /// first enabled pass that has weather disabled; and that pass's id.
  func storeWithADisabledPass() async throws -> (store: ArchiveStore, id: Int) {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let store = ArchiveStore(directory: directory)
    try Fixtures.data("cases/archive-schema-2/passengr.json").write(to: store.archiveURL)
    let id = try #require(try store.read()?.passes.first { $0.pass.isEnabled && $0.weather != nil }?.pass.id)
    try await store.transaction(keepsBackup: false) { passes in
      guard let index = passes.archive.passes.firstIndex(where: { $0.pass.id == id }) else { return }
      passes.archive.passes[index].pass.isEnabled = false
    }
    return (store, id)
  }

  @Test func aReaderOfTheEnabledPassesLeavesTheOthersDataUnread() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (written, id) = try await storeWithADisabledPass()
    let full = try #require(try ArchiveStore(directory: directory).read())
    let disabled = try #require(full.passes.first { $0.pass.id == id })
    #expect(disabled.conditions != nil && disabled.weather != nil, "the disabled pass's data is saved")

    let store = ArchiveStore(directory: written.directory)
    let light = try #require(try store.read(includesDisabled: false))
    let skipped = try #require(light.passes.first { $0.pass.id == id })
    #expect(skipped.conditions == nil && skipped.weather == nil)
    #expect(skipped.lastAttempt == disabled.lastAttempt && skipped.lastError == disabled.lastError)
    #expect(skipped.pass == disabled.pass)
    // The enabled passes are as the whole read has them; of the others, all but their data.
    #expect(light.passes.filter(\.pass.isEnabled) == full.passes.filter(\.pass.isEnabled))
    #expect(light.passes.contains { $0.conditions != nil })
    let withoutData = full.passes.map { entry in
      var entry = entry
      if !entry.pass.isEnabled { (entry.conditions, entry.weather) = (nil, nil) }
      return entry
    }
    #expect(light.passes == withoutData)

    // Asked for afterwards, the data is there, and a transaction writes it back.
    #expect(try store.read()?.passes.first { $0.pass.id == id } == disabled)
    _ = try store.read(includesDisabled: false)
    try await store.transaction(keepsBackup: false) { passes in passes.archive.refreshCount += 1 }
    #expect(try ArchiveStore(directory: directory).read()?.passes.first { $0.pass.id == id } == disabled)
  }

  @Test func anEntryWrittenWholeIsReadWhole() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var archive = try ArchiveFormat.decode(try Fixtures.data("cases/archive-schema-2/passengr.json"), path: "fixture")
    let index = try #require(archive.passes.firstIndex { $0.pass.isEnabled && $0.conditions != nil })
    archive.passes[index].pass.isEnabled = false
    // A catalogue pass that differs from the catalogue is written whole (as are earlier schemas').
    archive.passes[index].pass.name += " (renamed)"
    let decoded = try ArchiveFormat.decode(try ArchiveFormat.encode(archive), path: "archive", includesDisabled: false)
    #expect(decoded.passes.first { $0.pass.id == archive.passes[index].pass.id }?.conditions != nil)
  }
}
