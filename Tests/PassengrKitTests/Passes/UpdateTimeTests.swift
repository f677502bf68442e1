import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// An agency's update time is what shows its data is current: data without a readable one, or
/// with one ahead of the fetch, proves nothing short of a closure; and an answer older than the
/// saved one never replaces it.
@Suite(.hangGuard) struct UpdateTimeTests {
  /// An hour after Snoqualmie's fixture record was updated (2025-01-10 21:45 PST): every fixture
  /// record with its real time is current.
  static let now = Date(timeIntervalSince1970: 1_736_570_700 + 3600)

  /// A copy of the fixtures whose mobile feed record `id` is edited by `edit`, in a temp directory.
  func fixtures(editing id: Int, _ edit: (inout [String: Any]) -> Void) throws -> URL {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("times-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.directory, to: copy)
    try rewrite(copy, editing: id, edit)
    return copy
  }

  /// Edits record `id` of the mobile feed under `directory` in place.
  func rewrite(_ directory: URL, editing id: Int, _ edit: (inout [String: Any]) -> Void) throws {
    let feed = directory.appendingPathComponent("mobile/MountainPassConditions.json")
    var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: feed)) as? [String: Any])
    var result = try #require(document["GetMountainPassConditionsResult"] as? [String: Any])
    var records = try #require(result["PassCondition"] as? [[String: Any]])
    let index = try #require(records.firstIndex { ($0["MountainPassId"] as? Int) == id })
    edit(&records[index])
    result["PassCondition"] = records
    document["GetMountainPassConditionsResult"] = result
    try JSONSerialization.data(withJSONObject: document).write(to: feed)
  }

  /// A session over `fixtures` with its own data directory, its clock at `now`.
  func session(_ fixtures: URL, data: URL, now: Date = Self.now) throws -> PassengrSession {
    var settings = PassengrSession.Settings()
    settings.dataDirectory = data.path
    settings.baseURL = fixtures.path
    settings.environment = [:]
    settings.clock = { now }
    // A request's timeout stretches the query's 15 s deadline: reading the fixtures is never cut
    // short on a busy machine (the suite's time limit bounds a hang).
    settings.timeout = TimeSpan(seconds: 600)
    return try PassengrSession(settings)
  }

  /// What a feed may put in `DateUpdated` that shows no recent update: missing, null, empty,
  /// malformed, before 2000, years ahead, and ahead of the fetch by more than the skew (30 min
  /// and 23 h after the fetch at 21:45 PST).
  static let unreadable: [(String, String?)] = [
    ("missing", nil), ("null", "null"), ("empty", "[]"), ("day 32", "[2025, 1, 32, 20, 0]"),
    ("hour 24", "[2025, 1, 10, 24, 0]"),
    ("negative hour", "[2025, 1, 10, -1, 0]"), ("text", "\"yesterday\""), ("1999", "[1999, 1, 10, 20, 0]"),
    ("2035", "[2035, 1, 11, 23, 30]"),
    ("30 min ahead", "[2025, 1, 10, 22, 15]"), ("23 h ahead", "[2025, 1, 11, 20, 45]"),
  ]

  /// Manastash Ridge ("No restrictions") with such a time is not current: unknown, never go, and
  /// says why; White Pass ("Temporarily Closed") with it is still closed, and stops the drive.
  @Test(arguments: unreadable.indices)
  func noBelievableUpdateTimeIsNotCurrent(case index: Int) async throws {
    let (name, text) = Self.unreadable[index]
    let value = try text.map { try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed) }
    let fixtures = try fixtures(editing: 13) { record in record["DateUpdated"] = value }
    try rewrite(fixtures, editing: 12) { record in record["DateUpdated"] = value }
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("times-data-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: fixtures)
      try? FileManager.default.removeItem(at: data)
    }
    let session = try session(fixtures, data: data)
    var query = StatusQuery()
    query.passes = ["manastash", "white"]
    let rows = try await session.status(query).rows
    let manastash = try #require(rows.first { $0.name == "Manastash Ridge" })
    #expect(manastash.level == .unknown, "\(name)")
    #expect(manastash.isOld && !manastash.isCurrent, "\(name)")
    let ahead = name.hasSuffix("ahead")
    #expect(manastash.oldReason == (ahead ? .futureUpdateTime : .noUpdateTime), "\(name)")
    #expect(manastash.conditions?.updatedAt == nil || ahead, "\(name)")
    let white = try #require(rows.first { $0.name == "White Pass" })
    #expect(white.level == .closed, "\(name)")

    let json = try JSONOutput.encode(JSONPass(row: manastash), pretty: false)
    #expect(
      json.contains(ahead ? #""oldReason":"futureUpdateTime""# : #""oldReason":"noUpdateTime""#), "\(name): \(json)")
    let table = Reports.table(rows, useColor: false, width: 200, now: Self.now)
    #expect(
      table.contains(
        ahead ? "min after it was fetched: not current" : "no readable update time from WSDOT: not current"),
      "\(name): \(table)")

    var east = CheckQuery()
    east.passes = ["manastash:east"]
    let check = try await session.check(east)
    #expect(check.verdict == .unknown, "\(name)")
    let reason = ahead ? "min after it was fetched" : "Manastash Ridge eastbound: no readable update time from WSDOT"
    #expect(check.summary.contains(reason), "\(name): \(check.summary)")
    var both = CheckQuery()
    both.passes = ["manastash:east", "white:east"]
    #expect(try await session.check(both).verdict == .noGo, "\(name)")
  }

  /// A time a few minutes ahead of the fetch (clocks a little apart) still counts: the pass is open
  /// and the drive goes; so does the record's own time, as the fixture has it.
  @Test(arguments: [[2025, 1, 10, 21, 55], [2025, 1, 10, 20, 0]])
  func aTimeWithinTheSkewIsCurrent(time: [Int]) async throws {
    let fixtures = try fixtures(editing: 13) { record in record["DateUpdated"] = time }
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("times-data-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: fixtures)
      try? FileManager.default.removeItem(at: data)
    }
    let session = try session(fixtures, data: data)
    var east = CheckQuery()
    east.passes = ["manastash:east"]
    let check = try await session.check(east)
    #expect(check.verdict == .go, "\(check.summary)")
    #expect(check.rows.first?.oldReason == nil)
  }

  /// A refresh whose answer was updated before the saved conditions (a stale mirror or cache) keeps
  /// the saved ones: White Pass stays closed, reads stale with the reason, and no change is
  /// recorded; a newer answer then replaces them as usual.
  @Test(arguments: [[2025, 1, 10, 19, 0], [2025, 1, 10, 20, 29], [2025, 1, 8, 21, 0]])
  func anOlderAnswerNeverReplacesANewerOne(older: [Int]) async throws {
    let fixtures = try fixtures(editing: 12) { _ in }
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("times-data-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: fixtures)
      try? FileManager.default.removeItem(at: data)
    }
    var query = StatusQuery()
    query.passes = ["white"]
    query.mode = .always
    let first = try await session(fixtures, data: data).status(query).rows
    #expect(first.first?.level == .closed)

    func reopen(at time: [Int]) throws {
      try rewrite(fixtures, editing: 12) { record in
        for key in ["RestrictionOne", "RestrictionTwo"] {
          var restriction = record[key] as? [String: Any] ?? [:]
          restriction["RestrictionText"] = "No restrictions"
          record[key] = restriction
        }
        record["DateUpdated"] = time
        // Its conditions no longer say it is closed either.
        record["RoadCondition"] = "Bare and wet."
      }
    }
    try reopen(at: older)
    let later = try session(fixtures, data: data, now: Self.now.addingTimeInterval(60))
    let outcome = try await later.refresh(["white"])
    #expect(outcome.changes.isEmpty)
    let rows = try await later.status(
      {
        var offline = query
        offline.mode = .never
        return offline
      }()
    ).rows
    let white = try #require(rows.first)
    #expect(white.level == .closed)
    #expect(white.conditions?.restrictions.contains { $0.direction == .eastbound && $0.level == .closed } == true)
    #expect(white.isStale && white.error?.contains("older report") == true, "\(String(describing: white.error))")
    var east = CheckQuery()
    east.passes = ["white:east"]
    east.mode = .never
    #expect(try await later.check(east).verdict == .noGo)

    // A newer answer is taken: the change is recorded and the pass is open again.
    try reopen(at: [2025, 1, 10, 21, 30])
    let newer = try session(fixtures, data: data, now: Self.now.addingTimeInterval(120))
    #expect(try await newer.refresh(["white"]).changes.isEmpty == false)
    let reopened = try #require(
      try await newer.status(
        {
          var offline = query
          offline.mode = .never
          return offline
        }()
      ).rows.first)
    #expect(reopened.level == .open && reopened.error == nil)
  }
}
