import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// An operation reads the archive once and decodes it once; the transaction reuses what it read
/// unless the file changed since, and then it reads it again, so nothing another run wrote is lost.
@Suite(.hangGuard) struct ArchiveReadTests: ReadsFixtures {
  let sessions: FixtureSessions

  init() throws {
    sessions = try FixtureSessions("reads")
  }

  /// A data directory with an archive that has been refreshed once.
  func prepared() async throws {
    var query = StatusQuery()
    query.mode = .always
    _ = try await session().status(query)
  }

  func status(_ mode: StatusQuery.Mode) -> StatusQuery {
    var query = StatusQuery()
    query.mode = mode
    return query
  }

  @Test func offlineStatusReadsAndDecodesTheArchiveOnce() async throws {
    try await prepared()
    let session = try session()
    _ = try await session.status(status(.never))
    #expect(session.store.cache.counts == ArchiveCache.Counts(reads: 1, decodes: 1))
  }

  @Test func statusWithARefreshReadsAndDecodesTheArchiveOnce() async throws {
    try await prepared()
    let probe = try session()
    let before = try probe.store.refreshCount()
    let session = try session()
    _ = try await session.status(status(.always))
    #expect(session.store.cache.counts == ArchiveCache.Counts(reads: 1, decodes: 1))
    #expect(try probe.store.refreshCount() == before + 1, "the refresh was written")
  }

  @Test(arguments: [StatusQuery.Mode.always, .never])
  func checkReadsAndDecodesTheArchiveOnce(mode: StatusQuery.Mode) async throws {
    try await prepared()
    _ = try await session().addTrip("over", ["stevens:east", "snoqualmie:west"])
    let session = try session()
    var query = CheckQuery()
    query.trip = "over"
    query.mode = mode
    let result = try await session.check(query)
    #expect(result.legs.count == 2)
    #expect(session.store.cache.counts == ArchiveCache.Counts(reads: 1, decodes: 1))
  }

  @Test func checkOfNamedPassesReadsAndDecodesTheArchiveOnce() async throws {
    try await prepared()
    let session = try session()
    var query = CheckQuery()
    query.passes = ["stevens:east"]
    _ = try await session.check(query)
    #expect(session.store.cache.counts == ArchiveCache.Counts(reads: 1, decodes: 1))
  }

  /// Two ticks of a watch: the file is read once in all (when it starts), and each tick decodes
  /// once at most (what the tick before wrote), never a header then the whole file.
  @Test func aWatchTickReadsTheArchiveAtMostOnce() async throws {
    try await prepared()
    let session = try session()
    let start = try session.store.refreshCount()
    let stop = StopRequest()
    var options = WatchOptions()
    options.interval = TimeSpan(seconds: 3600)
    options.resume = "reads"
    let watch = Task { try await session.watch(options, stop: stop) { _ in } }
    // The cursor says a tick has told its changes: the last thing a tick reads the archive for.
    let cursor = session.store.directory.appendingPathComponent("watch-reads.cursor")
    let told = { () -> Int in
      guard let data = try? Data(contentsOf: cursor),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { return 0 }
      return object["told"] as? Int ?? 0
    }
    try await waitUntil { told() >= start + 1 }
    let afterFirst = session.store.cache.counts
    stop.wake()
    try await waitUntil { told() >= start + 2 }
    stop.request()
    stop.wake()
    _ = try await watch.value
    let afterSecond = session.store.cache.counts
    #expect(afterFirst.reads == 1, "\(afterFirst)")
    #expect(afterFirst.decodes <= 1, "\(afterFirst)")
    #expect(afterSecond.reads == afterFirst.reads, "the second tick read the file again: \(afterSecond)")
    #expect(afterSecond.decodes - afterFirst.decodes <= 1, "\(afterSecond)")
  }

  /// Another run writes between this operation's read and its transaction: the transaction sees
  /// the file changed, reads it again and keeps the other run's edit.
  @Test func aChangeBetweenReadAndWriteIsReadAgainAndKept() async throws {
    let directory = root.appendingPathComponent("data")
    let mine = ArchiveStore(directory: directory)
    try await mine.transaction { _ in }
    let saved = try #require(try mine.read())
    #expect(PassDataSource(archive: saved).entry(17)?.pass.isEnabled == false)
    let readsBefore = mine.cache.counts.reads
    try await ArchiveStore(directory: directory).transaction { passes in passes.setEnabled([17], true) }
    try await mine.transaction { passes in passes.move(17, to: 1) }
    #expect(mine.cache.counts.reads == readsBefore + 1, "the changed file was read again")
    let after = try #require(try ArchiveStore(directory: directory).read())
    let visible = PassDataSource(archive: after).visiblePasses
    #expect(visible.first?.id == 17, "the other run's edit was lost: \(visible.map(\.id))")
  }

  /// Without another writer the transaction takes what the operation read: no second read.
  @Test func anUnchangedFileIsNotReadAgainByTheTransaction() async throws {
    let directory = root.appendingPathComponent("data")
    try await ArchiveStore(directory: directory).transaction { _ in }
    let store = ArchiveStore(directory: directory)
    _ = try store.read()
    try await store.transaction { passes in passes.setEnabled([17], true) }
    _ = try store.read()
    #expect(
      store.cache.counts == ArchiveCache.Counts(reads: 1, decodes: 2),
      "read once; decoded once, and once more what was written")
  }

  func waitUntil(_ condition: () throws -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(300)
    while try !condition() {
      guard ContinuousClock.now < deadline else {
        Issue.record("timed out")
        return
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}
