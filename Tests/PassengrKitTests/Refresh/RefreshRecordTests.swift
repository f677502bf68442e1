import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// The history is the record: a refresh's changes and its archive are committed as one, whatever
/// step fails (the archive write, the history append, the run between the two, an append cut short).
@Suite(.hangGuard) struct RefreshRecordTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("refresh-record-\(UUID().uuidString)")

  /// A refresher over a local server of the fixtures, its archive and its history.
  struct Rig {
    let server: TestHTTPServer
    let store: ArchiveStore
    let history: HistoryLog
    let refresher: Refresher

    /// Serves the feed in which Snoqualmie needs chains eastbound: four changes after the recording.
    func serveChains() {
      let files = TestHTTPServer.fileHandler(Fixtures.directory)
      server.setHandler { request in
        var request = request
        if request.path == "/mobile/MountainPassConditions.json" {
          request.path = "/cases/wsdot-feed/snoqualmie-chains.json"
        }
        return files(request)
      }
    }

    /// What `diff` shows: the changes of the archive's last refresh.
    func diff() throws -> [HistoryRecord] {
      let service = HistoryService(
        store: store, origin: nil, history: history, agencies: .all, clock: { Date(timeIntervalSince1970: 0) })
      return try service.changes(HistoryQuery(isLastRefreshOnly: true)).records
    }
  }

  func rig() throws -> Rig {
    let server = try TestHTTPServer.serving(Fixtures.directory)
    var configuration = HTTPClientConfiguration()
    configuration.retryBaseDelay = .milliseconds(20)
    configuration.maxRetries = 0
    let loader = ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL))
    let store = ArchiveStore(directory: directory)
    let history = HistoryLog(directory: directory)
    let refresher = Refresher(
      store: store, fetcher: ConditionsFetcher(loader: loader, clock: Date.init), loader: loader, history: history,
      deadline: .hangBound, clock: Date.init)
    return Rig(server: server, store: store, history: history, refresher: refresher)
  }

  /// `history.jsonl` is a directory for one refresh: the refresh says its changes wait (and not
  /// that the archive is intact), the archive keeps them, and once the history can be written the
  /// next refresh appends and tells them, once; `diff` and a watch's cursor agree with the log.
  @Test func aChangeTheHistoryCouldNotTakeIsToldOnceItCan() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let rig = try rig()
    _ = try await rig.refresher.refresh()
    let cursor = try await rig.history.now(in: rig.store)
    rig.serveChains()
    try FileManager.default.createDirectory(at: rig.history.url, withIntermediateDirectories: true)
    do {
      _ = try await rig.refresher.refresh()
      Issue.record("a refresh whose history could not be written said nothing")
    } catch let error as ArchiveError {
      guard case .historyBehind(let path, _, let changes) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(path == rig.history.url.path)
      #expect(changes == 4)
      #expect(!error.description.contains("intact"), "\(error.description)")
      #expect(error.description.contains("the refresh was saved"), "\(error.description)")
    }
    let saved = try #require(try rig.store.read())
    #expect(saved.unrecorded.count == 4, "the archive keeps what the history could not take")
    #expect(
      saved.passes.first { $0.pass.id == 11 }?.conditions?.restrictions.contains { $0.level == .chainsRequired } == true
    )

    try FileManager.default.removeItem(at: rig.history.url)
    let recovered = try await rig.refresher.refresh()
    #expect(recovered.changes.isEmpty, "nothing new was fetched")
    #expect(recovered.records.count == 4, "the waiting changes are told now")
    let count = recovered.dataSource.archive.refreshCount
    #expect(recovered.records.allSatisfy { $0.refresh == count })
    let logged = try rig.history.read().records
    #expect(logged == recovered.records)
    #expect(logged.contains { $0.escalation && $0.passID == 11 })
    #expect(try rig.diff() == logged, "diff shows what the history holds")
    let since = try await rig.history.records(after: cursor, undeliveredAfter: cursor.told, in: rig.store)
    #expect(since.fresh == logged, "a watch tells what the history holds")

    let quiet = try await rig.refresher.refresh()
    #expect(quiet.records.isEmpty)
    #expect(try rig.history.read().records.count == 4, "told once")
    #expect(try rig.store.read()?.unrecorded.isEmpty == true)
  }

  /// The run dies after the archive is written and before (or while) the history is appended: the
  /// next refresh appends what the log lacks, and nothing twice.
  @Test(arguments: [0, 1, 3]) func aRunThatDiedBeforeItsHistoryLosesNoChange(written: Int) async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let rig = try rig()
    _ = try await rig.refresher.refresh()
    rig.serveChains()
    let dead = try await rig.refresher.refresh()
    #expect(dead.records.count == 4)
    // What the log held when the run died: the first `written` lines of its append.
    let lines = try #require(try rig.store.read()).unrecorded
    #expect(lines.count == 4)
    try FileManager.default.removeItem(at: rig.history.url)
    try rig.history.append(lines: Array(lines.prefix(written)))

    _ = try await rig.refresher.refresh()
    let logged = try rig.history.read().records
    #expect(logged.count == 4, "every change once: \(logged.map(\.summary))")
    #expect(Set(logged.map(\.field)).count == 4)
    _ = try await rig.refresher.refresh()
    #expect(try rig.history.read().records.count == 4)
    #expect(try rig.store.read()?.unrecorded.isEmpty == true, "the log holds them: the archive lets them go")
  }

  /// The archive cannot be written: nothing reaches the history, and the message that the
  /// previous archive is intact is true; the next refresh that can write tells the change.
  @Test func anArchiveThatCannotBeWrittenRecordsNothing() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let rig = try rig()
    _ = try await rig.refresher.refresh()
    let before = try Data(contentsOf: rig.store.archiveURL)
    rig.serveChains()
    // The temporary file the archive is written through cannot be made: a directory in the way
    // of the data directory's write permission.
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: directory.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path) }
    guard access(directory.path, W_OK) != 0 else { return }  // root writes anyway: nothing to prove
    await #expect(throws: ArchiveError.self) { try await rig.refresher.refresh() }
    #expect(try Data(contentsOf: rig.store.archiveURL) == before, "the previous archive is intact")
    #expect(try rig.history.read().records.isEmpty)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
    let outcome = try await rig.refresher.refresh()
    #expect(outcome.records.count == 4)
    #expect(try rig.history.read().records == outcome.records)
  }

  /// A prune first appends what a refresh left waiting: it never takes (nor later repeats) a
  /// change the log never had.
  @Test func aPruneAppendsWhatWaitsFirst() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let rig = try rig()
    _ = try await rig.refresher.refresh()
    rig.serveChains()
    try FileManager.default.createDirectory(at: rig.history.url, withIntermediateDirectories: true)
    await #expect(throws: ArchiveError.self) { try await rig.refresher.refresh() }
    try FileManager.default.removeItem(at: rig.history.url)
    let service = HistoryService(
      store: rig.store, origin: nil, history: rig.history, agencies: .all, clock: { Date(timeIntervalSince1970: 0) })
    #expect(try await service.prune(keep: TimeSpan(seconds: 1)) == 0)
    #expect(try rig.history.read().records.count == 4)
    #expect(try rig.store.read()?.unrecorded.isEmpty == true)
    _ = try await rig.refresher.refresh()
    #expect(try rig.history.read().records.count == 4)
  }
}
