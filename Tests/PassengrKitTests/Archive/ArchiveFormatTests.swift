import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The archive is JSON (`passengr.json`); an earlier version's XML property list (`passengr.plist`)
/// is read as it is, upgraded by the first write, kept once as it was, and its backups restore.
@Suite(.hangGuard) struct ArchiveFormatTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("format-\(UUID().uuidString)")

  /// An archive as a schema-2 Passengr wrote it: an XML property list, with a trip, an enabled
  /// pass and saved conditions.
  func legacyArchive() throws -> (archive: PassArchive, data: Data) {
    var archive = PassDataSource.initial().archive
    archive.trips = [Trip(name: "commute", legs: [Trip.Leg(passID: 1, direction: .westbound)])]
    let index = try #require(archive.passes.firstIndex { $0.pass.id == 17 })
    archive.passes[index].pass.isEnabled = true
    archive.passes[index].conditions = PassConditions(
      restrictions: [Restriction(direction: .eastbound, text: "Chains required")], roadConditions: nil, weather: nil,
      temperatureF: 28, updatedAt: Date(timeIntervalSince1970: 1_736_570_000),
      fetchedAt: Date(timeIntervalSince1970: 1_736_570_100))
    archive.refreshCount = 7
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    return (archive, try encoder.encode(archive))
  }

  func writeLegacy(_ data: Data, in store: ArchiveStore) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try data.write(to: store.legacyURL)
  }

  @Test func anEarlierVersionsArchiveIsReadWithoutWritingAnything() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    let (archive, data) = try legacyArchive()
    try writeLegacy(data, in: store)
    #expect(store.readURL == store.legacyURL)
    let read = try #require(try store.read())
    #expect(read.trips == archive.trips && read.refreshCount == 7)
    #expect(read.passes.first { $0.pass.id == 17 }?.conditions == archive.passes.first { $0.pass.id == 17 }?.conditions)
    #expect(!FileManager.default.fileExists(atPath: store.archiveURL.path))
    #expect(try Data(contentsOf: store.legacyURL) == data)
  }

  @Test(arguments: [true, false]) func theFirstWriteUpgradesAndKeepsTheOldFileOnce(keepsBackup: Bool) async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    let (archive, data) = try legacyArchive()
    try writeLegacy(data, in: store)
    try await store.transaction(keepsBackup: keepsBackup) { passes in passes.archive.refreshCount += 1 }
    let written = try Data(contentsOf: store.archiveURL)
    #expect(ArchiveFormat(of: written) == .json)
    let upgraded = try ArchiveFormat.decode(written, path: "upgraded")
    #expect(upgraded.refreshCount == 8 && upgraded.trips == archive.trips)
    #expect(upgraded.passes.first { $0.pass.id == 17 }?.pass.isEnabled == true)
    #expect(!FileManager.default.fileExists(atPath: store.legacyURL.path), "one archive is left")
    #expect(store.readURL == store.archiveURL)
    let copy = store.legacyCopyURL(schemaVersion: 2)
    #expect(copy.lastPathComponent == "passengr.plist.v2")
    #expect(try Data(contentsOf: copy) == data)
    // The copy is made once: another write leaves it alone.
    try await store.transaction { passes in passes.archive.refreshCount += 1 }
    #expect(try Data(contentsOf: copy) == data)
  }

  @Test func aBackupOfTheOldFileKeepsItsNameAndRestoresInTheNewFormat() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    let (_, data) = try legacyArchive()
    try writeLegacy(data, in: store)
    try await store.transaction { passes in passes.setEnabled([17], false) }
    let backup = try #require(try store.backups.generations().first)
    #expect(backup.url.lastPathComponent.hasPrefix("passengr.plist.bak-"))
    #expect(try Data(contentsOf: backup.url) == data)
    // A later edit's backup is this version's, and the older one is still a generation.
    try await store.transaction { passes in passes.setEnabled([16], true) }
    let generations = try store.backups.generations()
    #expect(generations.count == 2)
    #expect(generations[0].url.lastPathComponent.hasPrefix("passengr.json.bak-"))
    let (restored, from, _) = try await store.restore(generation: 2)
    #expect(from == backup.url)
    #expect(restored.passes.first { $0.pass.id == 17 }?.pass.isEnabled == true)
    #expect(ArchiveFormat(of: try Data(contentsOf: store.archiveURL)) == .json)
    #expect(try store.read() == restored)
  }

  @Test func anEarlierVersionsArchiveThatIsALinkIsReadButNotUpgraded() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    let (_, data) = try legacyArchive()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let real = directory.appendingPathComponent("elsewhere.plist")
    try data.write(to: real)
    try FileManager.default.createSymbolicLink(at: store.legacyURL, withDestinationURL: real)
    #expect(try store.read()?.refreshCount == 7)
    await #expect {
      try await store.transaction { passes in passes.archive.refreshCount += 1 }
    } throws: { error in
      guard case ArchiveError.writeFailed(let path, let reason) = error else { return false }
      return path == store.legacyURL.path && reason.contains("symbolic link")
    }
    #expect(!FileManager.default.fileExists(atPath: store.archiveURL.path))
    #expect(try Data(contentsOf: real) == data)
  }

  @Test func resetOverAnEarlierVersionsUnreadableArchiveKeepsItAsideAndLeavesOneArchive() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    let garbage = Data("<plist><dict><key>half".utf8)
    try writeLegacy(garbage, in: store)
    #expect(throws: ArchiveError.self) { try store.read() }
    let aside = try #require(try await store.reset(now: Date(timeIntervalSince1970: 9_000)))
    #expect(aside.lastPathComponent == "passengr.plist.reset-9000")
    #expect(try Data(contentsOf: aside) == garbage)
    #expect(!FileManager.default.fileExists(atPath: store.legacyURL.path))
    #expect(try ArchiveStore(directory: directory).read() != nil)
  }

  @Test func timesKeepTheirFractionsAndNumbersThatAreNotFiniteSurvive() throws {
    var archive = PassDataSource.initial().archive
    let time = Date(timeIntervalSince1970: 1_736_570_123.456_789)
    archive.lastRefresh = time
    var forecast = WeatherForecast(periods: [], updatedAt: time, fetchedAt: time, url: "x")
    for value in [Double.nan, .infinity, -.infinity] {
      forecast.elevationMeters = value
      var weather = PassWeather(forecast: forecast)
      weather.alertsFetchedAt = time
      archive.passes[0].weather = weather
      let decoded = try ArchiveFormat.decode(try ArchiveFormat.encode(archive), path: "archive")
      #expect(decoded.lastRefresh == time)
      let elevation = try #require(decoded.passes[0].weather?.forecast?.elevationMeters)
      #expect(elevation.isNaN ? value.isNaN : elevation == value)
    }
  }

  @Test(arguments: ["", "   ", "{", "[]", "{\"schemaVersion\": \"two\"}", "<plist><dict>"])
  func whatIsNotAnArchiveIsUnreadableNotATrap(text: String) {
    #expect(throws: ArchiveError.self) { try ArchiveFormat.decode(Data(text.utf8), path: "p") }
  }
}
