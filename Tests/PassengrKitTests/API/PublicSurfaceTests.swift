import Foundation
import Synchronization
import TestSupport
import Testing

@testable import PassengrKit

/// What a front end reads: typed problems with their facts, typed change fields whose raw values
/// keep the formats on disk, a query that carries its own deadline, and messages that leave the
/// naming of flags and commands to the front end.
@Suite(.hangGuard) struct PublicSurfaceTests {
  /// A session on a fresh data directory reading the shipped fixtures, its clock at `now`.
  func session(_ data: URL, now: Date, baseURL: String = Fixtures.directory.path) throws -> PassengrSession {
    var settings = PassengrSession.Settings()
    settings.dataDirectory = data.path
    settings.baseURL = baseURL
    settings.environment = [:]
    settings.clock = { now }
    // A request's timeout stretches the query's deadline: fixtures are not cut short on a busy machine.
    settings.timeout = .hangBound
    settings.deadline = .hangBound
    return try PassengrSession(settings)
  }

  @Test func statusProblemsCarryTheFactsNotSentences() async throws {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("surface-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let now = Date()
    var offline = StatusQuery()
    offline.passes = ["snoqualmie", "stevens"]
    offline.mode = .never
    let empty = try await session(data, now: now).status(offline)
    #expect(empty.problems == [.nothingToShow(causes: [.noSavedData(passes: ["Snoqualmie Pass", "Stevens Pass"])])])
    #expect(empty.hasNothingToShow && empty.isTrouble)
    #expect(
      empty.threshold(.closed)
        == .uncleared(
          [.init(name: "Snoqualmie Pass", reason: .noData), .init(name: "Stevens Pass", reason: .noData)],
          threshold: .closed))

    // WSDOT's feed as a live server would answer it today: the fixtures as they are read old.
    let server = try TestHTTPServer(handler: Sandbox.fixtures(feed: nil))
    defer { server.stop() }
    var fetch = offline
    fetch.mode = .always
    let fetched = try await session(data, now: now, baseURL: server.baseURL.absoluteString).status(fetch)
    #expect(fetched.problems == [], "\(fetched.problems)")
    #expect(fetched.rows.map(\.level) == [.tractionAdvised, .chainsRequired])

    // A day later, offline, with an hour's tolerance: the saved data is too old, and says when it is from.
    offline.maxStale = TimeSpan(seconds: 3600)
    let later = try await session(data, now: now.addingTimeInterval(86400), baseURL: server.baseURL.absoluteString)
      .status(offline)
    guard case .savedDataTooOld(let fetchedAt, let maxStale)? = later.problems.first, later.problems.count == 1 else {
      Issue.record("not old saved data: \(later.problems)")
      return
    }
    // The archive keeps times to the millisecond.
    #expect(abs(fetchedAt.timeIntervalSince(now)) < 1 && maxStale == TimeSpan(seconds: 3600))
    #expect(later.rows.allSatisfy { $0.level == .unknown }, "old data proves nothing short of a closure")
  }

  @Test func theInteractiveDeadlineIsTheQuerysOwn() async throws {
    #expect(StatusQuery().deadline == PassengrSession.interactiveDeadline)
    #expect(CheckQuery().deadline == PassengrSession.interactiveDeadline)
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("surface-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let files = TestHTTPServer.fileHandler(Fixtures.directory)
    let server = try TestHTTPServer { request in
      request.path.hasSuffix("/stevens") ? .init(delivery: .hang) : files(request)
    }
    defer { server.stop() }
    var settings = PassengrSession.Settings()
    settings.dataDirectory = data.path
    settings.baseURL = server.baseURL.absoluteString
    settings.sources = [SourceName(rawValue: "wsdot-page")]
    settings.environment = [:]
    // A request may take as long as the query's deadline: only that deadline can end the wait,
    // and it is told the same whichever of its two timers (the refresh's, the client's) sees it first.
    settings.timeout = TimeSpan(seconds: 2)
    // The session's own deadline is the background one; the query's is shorter and wins.
    #expect(settings.deadline == PassengrSession.backgroundDeadline)
    var query = StatusQuery()
    query.passes = ["stevens"]
    query.deadline = TimeSpan(seconds: 2)
    let result = try await PassengrSession(settings).status(query)
    // Nothing to show: the one cause is the source that did not answer in time.
    guard case .nothingToShow(let causes)? = result.problems.first,
      case .sourceFailed(let source, _, let reason, let saved)? = causes.first
    else {
      Issue.record("not a failing source: \(result.problems)")
      return
    }
    #expect(source == "wsdot-page" && saved.oldestFetch == nil)
    #expect(reason.description.contains("within 2 s"), "\(reason)")
  }

  @Test func watchEventsAreTyped() async throws {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("surface-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    var options = WatchOptions()
    options.passes = ["white"]
    options.failOn = .chainsRequired
    let events = Mutex<[WatchEvent]>([])
    let met = try await session(data, now: Date()).watch(options, stop: StopRequest()) { event in
      events.withLock { $0.append(event) }
    }
    #expect(met)
    let told = events.withLock { $0 }
    guard case .watching(let start)? = told.first, case .thresholdMet(let breach)? = told.last else {
      Issue.record("\(told)")
      return
    }
    #expect(
      start
        == WatchStart(
          trip: nil, passes: ["White Pass"], interval: TimeSpan(seconds: 600), resume: nil, resumedAfter: nil))
    #expect(breach == .reached([.init(name: "White Pass", level: .closed)], threshold: .chainsRequired))
  }

  @Test func changeFieldsKeepTheirRawValuesOnDisk() throws {
    let eastbound = ChangeField.restriction(.eastbound)
    #expect(
      eastbound.rawValue == "restrictions.eastbound" && eastbound.direction == .eastbound
        && eastbound.label == "eastbound")
    #expect(ChangeField.temperature.rawValue == "temperatureF" && ChangeField.weather.direction == nil)
    let change = ConditionChange(
      passID: 11, name: "Snoqualmie Pass I-90", field: eastbound, old: .init(text: "No restrictions", level: .open),
      new: .init(text: "Chains required", level: .chainsRequired))
    let record = HistoryRecord(change, at: Date(timeIntervalSince1970: 0), refresh: 3)
    let line = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
    #expect(line.contains(#""field":"restrictions.eastbound""#), "\(line)")
    #expect(record.summary == "Snoqualmie Pass I-90 eastbound: No restrictions → Chains required (escalation)")
    // A field a newer Passengr writes is kept as read, never dropped or refused.
    let newer = try JSONDecoder().decode(
      HistoryRecord.self, from: Data(line.replacingOccurrences(of: "restrictions.eastbound", with: "visibility").utf8))
    #expect(newer.field == ChangeField(rawValue: "visibility") && newer.field.direction == nil)
  }

  @Test(
    arguments: [
      ArchiveError.unreadable(path: "/d/passengr.json", reason: "bad"),
      ArchiveError.unsupportedVersion(path: "/d/passengr.json", version: 9),
      ArchiveError.unreadableCursor(path: "/d/watch-a.cursor", reason: "bad"),
      ArchiveError.cursorInUse(name: "a", path: "/d/watch-a.lock"),
      SelectionError.invalidResumeName("../x"),
      SelectionError.unknownPass("lolo", suggestion: "Loup Loup Pass"),
      SelectionError.unknownPass("zz", suggestion: nil),
      SelectionError.notCustom("Stevens Pass"),
      SourceError.unrecognisedFormat(location: "x.html", candidates: []),
      SourceError.unrecognisedFormat(location: "x.html", candidates: ["a", "b"]),
      DocumentError.invalidPageURL("ftp://x"), DocumentError.noDirection,
      DocumentError.invalidXPath(field: "eastbound", reason: "bad"),
      DocumentError.xpathMatchesNothing(field: "eastbound", url: "https://example.org"),
      TripError.unknownTrip("home", suggestion: "Home"), TripError.duplicateTrip("home"),
      TripError.passInTrips(pass: "Old Pass", trips: ["retro"]),
      SourceError.conflictingSources(
        SourceName(rawValue: "wsdot-api"), SourceName(rawValue: "wsdot-page"), agency: .wsdot),
    ] as [any PassengrFailure])
  func theKitsMessagesNameNoFlagOrCommand(_ error: any PassengrFailure) {
    #expect(!error.description.contains("--"), "\(error.description)")
    #expect(!error.description.contains("'passengr "), "\(error.description)")
  }
}
