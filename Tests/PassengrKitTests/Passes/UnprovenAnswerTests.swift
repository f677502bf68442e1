import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// An answer that cannot show it is newer than the saved conditions (no update time that can be
/// read, one before 2000, or one in the future) never lifts a saved closure: the closure stays,
/// stale with the reason, and no lifting is recorded.
@Suite(.hangGuard) struct UnprovenAnswerTests {
  /// White Pass reopened, with `DateUpdated` set to each: missing, null, 1999, 14 h and 23 h ahead
  /// of the fetch.
  static let times: [(String, String?)] = [
    ("missing", nil), ("null", "null"), ("1999", "[1999, 1, 1, 1, 1]"), ("14 h ahead", "[2025, 1, 11, 11, 45]"),
    ("23 h ahead", "[2025, 1, 11, 20, 45]"),
  ]

  @Test(arguments: times.indices)
  func anUnprovenAnswerKeepsTheSavedClosure(case index: Int) async throws {
    let (name, text) = Self.times[index]
    let time = try text.map { try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed) }
    let times = UpdateTimeTests()
    let fixtures = try times.fixtures(editing: 12) { _ in }
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("unproven-data-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: fixtures)
      try? FileManager.default.removeItem(at: data)
    }
    var query = StatusQuery()
    query.passes = ["white"]
    query.mode = .always
    #expect(try await times.session(fixtures, data: data).status(query).rows.first?.level == .closed)

    try times.rewrite(fixtures, editing: 12) { record in
      for key in ["RestrictionOne", "RestrictionTwo"] {
        var restriction = record[key] as? [String: Any] ?? [:]
        restriction["RestrictionText"] = "No restrictions"
        record[key] = restriction
      }
      record["DateUpdated"] = time
      record["RoadCondition"] = "Bare and wet."
    }
    let later = try times.session(fixtures, data: data, now: UpdateTimeTests.now.addingTimeInterval(600))
    let outcome = try await later.refresh(["white"])
    #expect(outcome.changes.isEmpty, "\(name)")
    query.mode = .never
    let white = try #require(try await later.status(query).rows.first)
    #expect(white.level == .closed, "\(name)")
    #expect(
      white.isStale && white.error?.contains("nothing shows it is newer than the closure kept") == true,
      "\(name): \(String(describing: white.error))")
    var east = CheckQuery()
    east.passes = ["white:east"]
    east.mode = .never
    #expect(try await later.check(east).verdict == .noGo, "\(name)")
  }

  /// An answer without an update time that keeps the closure is taken as usual, and one that lifts
  /// a pass that was not closed is too (it reads `unknown` for want of a time, as before).
  @Test func anUnprovenAnswerThatLiftsNoClosureIsTaken() {
    let now = UpdateTimeTests.now
    let closed = PassConditions(
      restrictions: [Restriction(direction: .eastbound, text: "Pass Closed")], roadConditions: nil, weather: nil,
      temperatureF: nil,
      updatedAt: now.addingTimeInterval(-3600), fetchedAt: now.addingTimeInterval(-600))
    let stillClosed = PassConditions(
      restrictions: [Restriction(direction: .both, text: "Pass Closed")], roadConditions: nil, weather: nil,
      temperatureF: nil,
      updatedAt: nil, fetchedAt: now)
    #expect(RefreshMerge.wentBack(from: closed, to: stillClosed) == nil)
    let open = PassConditions(
      restrictions: [Restriction(direction: .eastbound, text: "No restrictions")], roadConditions: nil, weather: nil,
      temperatureF: nil,
      updatedAt: nil, fetchedAt: now)
    #expect(RefreshMerge.wentBack(from: open, to: open) == nil)
    #expect(RefreshMerge.wentBack(from: closed, to: open) != nil)
  }
}
