import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Schema 3: a built-in pass is archived as a reference to the catalogue, the hourly forecasts
/// apart from the passes (read only by those who ask), and an archive of schema 2 is read as it
/// is and upgraded once, by the first write, which keeps it as `passengr.json.v2`.
@Suite(.hangGuard) struct ArchiveSchemaTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")

  /// `passengr.json` as the Passengr before schema 3 wrote it after a refresh of the shipped
  /// recording, with NWS's forecasts for the six enabled passes.
  func schemaTwo() throws -> Data { try Fixtures.data("cases/archive-schema-2/passengr.json") }

  func storeWithSchemaTwo() throws -> ArchiveStore {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let store = ArchiveStore(directory: directory)
    try schemaTwo().write(to: store.archiveURL)
    return store
  }

  func object(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func anArchiveOfSchemaTwoIsUpgradedOnceByTheFirstWrite() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try storeWithSchemaTwo()
    let old = try #require(try store.read())
    #expect(old.schemaVersion == 2)
    #expect(old.passes.contains { $0.weather?.hourly?.periods.isEmpty == false }, "the fixture has hourly forecasts")
    #expect(try Data(contentsOf: store.archiveURL) == (try schemaTwo()), "reading writes nothing")

    try await store.transaction(keepsBackup: false) { passes in passes.archive.refreshCount += 1 }
    let written = try Data(contentsOf: store.archiveURL)
    let json = try object(written)
    #expect(json["schemaVersion"] as? Int == 3)
    let entries = try #require(json["passes"] as? [[String: Any]])
    let builtIn = entries.compactMap { $0["pass"] as? [String: Any] }
    #expect(builtIn.count == old.passes.count)
    #expect(
      builtIn.allSatisfy { Set($0.keys) == ["id", "agency", "order", "isEnabled"] }, "no catalogue field repeated")
    #expect(!entries.contains { ($0["weather"] as? [String: Any])?["hourly"] != nil }, "hourly forecasts apart")
    #expect((json["hourly"] as? [String: Any])?.count == old.passes.filter { $0.weather?.hourly != nil }.count)

    // Everything the old file held is read back from the new one.
    let upgraded = try ArchiveFormat.decode(written, path: "upgraded")
    var expected = old
    expected.schemaVersion = 3
    expected.refreshCount += 1
    #expect(upgraded == expected)

    // The old file is kept once, as it was; another write leaves the copy alone.
    let copy = directory.appendingPathComponent("passengr.json.v2")
    #expect(try Data(contentsOf: copy) == (try schemaTwo()))
    try await store.transaction(keepsBackup: false) { passes in passes.archive.refreshCount += 1 }
    #expect(try Data(contentsOf: copy) == (try schemaTwo()))
    #expect(try store.read()?.schemaVersion == 3)
  }

  @Test func aReaderThatShowsNoHourlyForecastLeavesThemUnread() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try storeWithSchemaTwo()
    try await store.transaction(keepsBackup: false) { passes in passes.archive.refreshCount += 1 }
    let fresh = ArchiveStore(directory: directory)
    let light = try #require(try fresh.read(includesHourly: false))
    #expect(light.passes.allSatisfy { $0.weather?.hourly == nil })
    #expect(light.passes.contains { $0.weather?.forecast != nil }, "the 12-hour forecasts are read")
    // Asked for afterwards, they are there, and a transaction writes them back.
    let full = try #require(try fresh.read())
    #expect(full.passes.contains { $0.weather?.hourly?.periods.isEmpty == false })
    try await fresh.transaction(keepsBackup: false) { passes in passes.archive.refreshCount += 1 }
    #expect(try ArchiveStore(directory: directory).read()?.passes.map(\.weather) == full.passes.map(\.weather))
  }

  @Test func aBuiltInPassThatDiffersFromTheCatalogueIsWrittenWhole() throws {
    var archive = PassDataSource.initial().archive
    let index = try #require(archive.passes.firstIndex { $0.pass.id == 10 })
    archive.passes[index].pass.name = "Stevens Pass (renamed)"
    let json = try object(try ArchiveFormat.encode(archive))
    let entries = try #require(json["passes"] as? [[String: Any]])
    let stevens = try #require(entries.compactMap { $0["pass"] as? [String: Any] }.first { $0["id"] as? Int == 10 })
    #expect(stevens["name"] as? String == "Stevens Pass (renamed)")
    let decoded = try ArchiveFormat.decode(try ArchiveFormat.encode(archive), path: "archive")
    #expect(decoded.passes.first { $0.pass.id == 10 }?.pass.name == "Stevens Pass (renamed)")
  }

  @Test func aReferenceToAPassTheCatalogueDoesNotListIsDropped() throws {
    let text = #"""
      {"schemaVersion":3,"passes":[{"pass":{"id":10,"agency":"wsdot","order":1,"isEnabled":true}},
      {"pass":{"id":1999,"agency":"wsdot","order":2,"isEnabled":true}}],"sourceFailures":{},"refreshCount":0,"trips":[]}
      """#
    let archive = try ArchiveFormat.decode(Data(text.utf8), path: "p", agencies: Agencies([WSDOT()]))
    #expect(archive.passes.first?.pass.name == "Stevens Pass")
    #expect(archive.passes.first?.pass.isEnabled == true)
    #expect(!archive.passes.contains { $0.pass.id == 1999 })
  }
}
