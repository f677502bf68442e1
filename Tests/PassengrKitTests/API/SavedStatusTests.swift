import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// `savedStatus` shows the saved data without suspending, exactly as `status` shows it, and leaves
/// to `status` whatever suspends: the archive's first write and a refresh.
@Suite(.hangGuard) struct SavedStatusTests: ReadsFixtures {
  let sessions: FixtureSessions

  init() throws {
    sessions = try FixtureSessions("saved")
  }

  func query(_ mode: StatusQuery.Mode, maxAge: Double = 86_400, maxStale: Double = 86_400) -> StatusQuery {
    var query = StatusQuery()
    query.mode = mode
    query.maxAge = TimeSpan(seconds: maxAge)
    query.maxStale = TimeSpan(seconds: maxStale)
    // A refresh of the fixtures is never cut short here: every pass is fetched, so the data is fresh.
    query.deadline = TimeSpan(seconds: 600)
    return query
  }

  /// Offline and with fresh data, good data and data too old to count: the same answer, word for
  /// word, as `status` gives at the same moment.
  @Test func savedDataIsShownAsStatusShowsIt() async throws {
    _ = try await session().status(query(.always))
    let now = Date()
    for query in [query(.never), query(.whenOld), query(.never, maxStale: 0), query(.never, maxAge: 0)] {
      let saved = try #require(try session().savedStatus(query, now: now))
      let full = try await session().status(query, now: now)
      #expect(try Reports.statusJSON(saved) == Reports.statusJSON(full))
      #expect(saved.isTrouble == full.isTrouble && saved.problems.count == full.problems.count)
    }
    #expect(try session().savedStatus(query(.never, maxStale: 0), now: now)?.isTrouble == true)
  }

  @Test func theFirstWriteAndARefreshAreLeftToStatus() async throws {
    let archive = root.appendingPathComponent("data/passengr.json")
    #expect(try session().savedStatus(query(.never)) == nil, "no archive yet: its first write is status's")
    #expect(!FileManager.default.fileExists(atPath: archive.path), "and nothing was written")
    _ = try await session().status(query(.always))
    #expect(try session().savedStatus(query(.always)) == nil)
    #expect(try session().savedStatus(query(.whenOld, maxAge: 0)) == nil, "data older than the query allows")
    #expect(try session().savedStatus(query(.whenOld)) != nil)
  }

  /// What `savedStatus` read is what `status` refreshes from, in the same session: one read.
  @Test func statusAfterSavedStatusReadsTheArchiveNoMore() async throws {
    _ = try await session().status(query(.always))
    let session = try session()
    #expect(try session.savedStatus(query(.always)) == nil)
    _ = try await session.status(query(.always))
    #expect(session.store.cache.counts == ArchiveCache.Counts(reads: 1, decodes: 1))
  }

  @Test func anUnknownPassIsTheSameErrorAsStatusThrows() async throws {
    _ = try await session().status(query(.always))
    var query = query(.never)
    query.passes = ["nosuchpass"]
    #expect(throws: SelectionError.self) { try session().savedStatus(query) }
  }
}
