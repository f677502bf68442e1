import Foundation
import Testing

@testable import PassengrKit

/// Reading the history after a cursor, and what pruning leaves behind for readers that were behind.
@Suite struct HistorySinceTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("history-since-\(UUID().uuidString)")

  func record(_ refresh: Int?, field: ChangeField = .weather, at seconds: Double = 0) -> HistoryRecord {
    let change = ConditionChange(
      passID: 11, name: "Snoqualmie Pass I-90", field: field, old: .init(text: "Snow"), new: .init(text: "Rain"))
    return HistoryRecord(change, at: Date(timeIntervalSince1970: 1_700_000_000 + seconds), refresh: refresh)
  }

  @Test func recordsAfterTheCursorUpToTheArchivesCount() {
    let all = [record(nil), record(1), record(2), record(2, field: .conditions), record(4), record(5)]
    #expect(HistoryLog.records(in: all, after: 1, through: 4).map(\.refresh) == [2, 2, 4])
    #expect(HistoryLog.records(in: all, after: 5, through: 5).isEmpty)
    #expect(HistoryLog.records(in: all, after: 0, through: 9).count == 5, "records from before numbering are never new")
  }

  /// After a reset or restore the archive numbers its refreshes again from lower down: the records
  /// of the old numbering are not news, the ones after the drop are.
  @Test func aRestartedNumberingLeavesTheOldRecordsBehind() {
    let all = [record(7), record(8), record(9), record(1), record(2)]
    #expect(HistoryLog.records(in: all, after: 0, through: 2).map(\.refresh) == [1, 2])
    // Before anything is recorded in the new numbering, nothing of the old one counts as new either.
    #expect(HistoryLog.records(in: [record(7), record(8), record(9)], after: 1, through: 1).isEmpty)
  }

  /// A restored archive numbers a refresh again: read by place, the new records after the
  /// cursor's last one are news though their number is not higher.
  @Test func whileTheLogHoldsTheCursorsPlaceWhatFollowsIsNew() {
    let old = [record(1), record(2), record(3)]
    let cursor = HistoryCursor(told: 3, seen: 3, last: old[2])
    let again = record(3, field: .conditions, at: 60)
    let split = HistoryLog.split(old + [again], after: cursor, undeliveredAfter: 3, through: 3)
    #expect(split.isInPlace)
    #expect(split.fresh == [again])
    #expect(split.undelivered.isEmpty)
    // Told but not delivered before a restart: the command still gets those, once.
    var behind = cursor
    behind.delivered = 1
    #expect(HistoryLog.split(old, after: behind, undeliveredAfter: 1, through: 3).undelivered.map(\.refresh) == [2, 3])
  }

  /// Pruning rewrote the log, so the cursor's place is gone: the refresh numbers say what is new.
  @Test func aRewrittenLogIsReadByRefreshNumber() {
    let cursor = HistoryCursor(told: 3, seen: 3, last: record(3))
    let pruned = [record(3), record(4), record(5)]
    let split = HistoryLog.split(pruned, after: cursor, undeliveredAfter: 3, through: 5)
    #expect(!split.isInPlace)
    #expect(split.fresh.map(\.refresh) == [4, 5])
  }

  @Test func pruningMarksTheNewestRefreshItRemoved() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let log = HistoryLog(directory: directory)
    try log.append([record(1, at: 0), record(2, at: 10), record(3, at: 20), record(4, at: 30)])
    #expect(try log.prune(olderThan: Date(timeIntervalSince1970: 1_700_000_000 - 5)) == 0)
    #expect(log.pruneMark() == nil, "a prune that removes nothing leaves no mark")

    #expect(try log.prune(olderThan: Date(timeIntervalSince1970: 1_700_000_015)) == 2)
    #expect(log.pruneMark() == HistoryPruneMark(through: 2, before: Date(timeIntervalSince1970: 1_700_000_010)))
    #expect(try log.prune(olderThan: nil, keepingAtMost: 1) == 1)
    #expect(log.pruneMark() == HistoryPruneMark(through: 3, before: Date(timeIntervalSince1970: 1_700_000_020)))
    #expect(try log.read().records.map(\.refresh) == [4])
    let mode = try FileManager.default.attributesOfItem(atPath: log.pruneMarkURL.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test func theMarkNeverGoesBack() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let log = HistoryLog(directory: directory)
    try log.append([record(5, at: 50), record(6, at: 60)])
    _ = try log.prune(olderThan: nil, keepingAtMost: 1)
    // A reset archive numbers from 1 again; pruning its first record keeps the higher mark.
    try log.append([record(1, at: 70)])
    _ = try log.prune(olderThan: nil, keepingAtMost: 1)
    #expect(log.pruneMark()?.through == 6)
  }
}
