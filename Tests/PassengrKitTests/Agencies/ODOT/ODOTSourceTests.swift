import Foundation
import Networking
import Synchronization
import TestSupport
import Testing

@testable import PassengrKit

/// TripCheck over a real HTTP server: the key in its header and nowhere else, a rejected key, a
/// 429's wait, the code list kept a day, and live answers judged against today.
@Suite(.hangGuard) struct ODOTSourceTests {
  /// A key no output, message or file but its own key file may ever contain.
  static let key = "0123456789abcdef0123456789abcdef"

  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-odot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  func session(
    base: String, environment: [String: String] = ["ODOT_TRIPCHECK_KEY": key], clock: (@Sendable () -> Date)? = nil
  ) throws -> PassengrSession {
    var settings = PassengrSession.Settings()
    settings.dataDirectory = root.appendingPathComponent("data").path
    settings.baseURL = base
    settings.environment = ["HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path].merging(
      environment
    ) { _, new in new }
    // Deadlines no test here waits for: a busy machine never cuts a fetch short.
    settings.timeout = TimeSpan(seconds: 600)
    settings.deadline = TimeSpan(seconds: 600)
    if let clock { settings.clock = clock }
    return try PassengrSession(settings)
  }

  /// TripCheck's three answers from the fixtures, only with the key in its header.
  static func server(
    key: String = key, reports: Data? = nil,
    before: (@Sendable (TestHTTPServer.Request) -> TestHTTPServer.Response?)? = nil
  ) throws -> TestHTTPServer {
    let files = TestHTTPServer.fileHandler(Fixtures.directory)
    return try TestHTTPServer { request in
      if let early = before?(request) { return early }
      guard request.headers["ocp-apim-subscription-key"] == key else {
        return .init(
          status: 401, text: #"{"statusCode": 401, "message": "Access denied due to invalid subscription key."}"#,
          headers: [
            "WWW-Authenticate":
              "AzureApiManagementKey realm=\"https://api.odot.state.or.us/tripcheck\",name=\"Ocp-Apim-Subscription-Key\",type=\"header\""
          ])
      }
      if request.path == "/tripcheck/RW/Reports", let reports {
        return .init(headers: ["Content-Type": "application/json"], body: reports)
      }
      // With the reports made just now, so is the incident list (an old one could not say what is closed).
      if request.path == "/tripcheck/Incidents", reports != nil, let incidents = try? TripCheckFixtures.incidentsOfNow()
      {
        return .init(headers: ["Content-Type": "application/json"], body: incidents)
      }
      return files(request)
    }
  }

  /// The winter fixture with every time moved so its answer was made just now.
  static func winterOfNow() throws -> Data { try TripCheckFixtures.winterOfNow() }

  func status(_ session: PassengrSession, _ passes: [String]) async throws -> StatusResult {
    var query = StatusQuery()
    query.passes = passes
    query.mode = .always
    return try await session.status(query)
  }

  /// Every file under the sandbox, as text.
  func writtenFiles() throws -> [(String, String)] {
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    return try paths.map { root.appendingPathComponent($0) }.filter { url in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }.map { ($0.path, String(decoding: try Data(contentsOf: $0), as: UTF8.self)) }
  }

  @Test func theKeyTravelsInItsHeaderWithJSONAskedForAndIsShownNowhere() async throws {
    let server = try Self.server(reports: try Self.winterOfNow())
    defer { server.stop() }
    let session = try session(base: server.baseURL.absoluteString)
    let result = try await status(session, ["cabbage", "meacham", "santiam"])
    #expect(result.problems.isEmpty, "\(result.problems)")
    let paths = Set(server.requests.map(\.path))
    #expect(paths == ["/tripcheck/RW/Reports", "/tripcheck/RW/Metadata", "/tripcheck/Incidents"])
    for request in server.requests {
      #expect(request.headers["ocp-apim-subscription-key"] == Self.key)
      #expect(request.headers["accept"] == "application/json" && request.headers["cache-control"] == "no-cache")
      #expect(request.query == nil, "the key never goes in the address")
    }
    let rows = Dictionary(uniqueKeysWithValues: result.rows.map { ($0.name, $0) })
    #expect(rows["Cabbage Hill (Deadman Pass)"]?.judgement.level == .tractionAdvised)
    #expect(rows["Meacham"]?.conditions?.restriction(.westbound)?.level == .closed)
    #expect(rows["Santiam Pass"]?.judgement.level == .closed)
    #expect(rows["Santiam Pass"]?.attribution?.hasPrefix("Oregon Department of Transportation (ODOT)") == true)
    let health = try #require(result.agencies.first { $0.agency == .odot })
    #expect(health.key == .present && health.consecutiveFailures == 0)

    let json = try Reports.statusJSON(result)
    let html = Reports.html(result.rows, now: result.now)
    #expect(html.contains("Oregon Department of Transportation"))
    let doctor = await session.doctor()
    let present = doctor.first { $0.subject == .key(.odot) }?.finding
    guard case .keyPresent(_, .environment("ODOT_TRIPCHECK_KEY"), isNeeded: true) = present else {
      Issue.record("expected the key present from ODOT_TRIPCHECK_KEY, got \(String(describing: present))")
      return
    }
    let texts =
      [json, html, String(describing: session), String(reflecting: session)] + doctor.map { "\($0)" }
      + result.problems.map { "\($0)" }
    #expect(!texts.contains { $0.contains(Self.key) })
    for (path, text) in try writtenFiles() { #expect(!text.contains(Self.key), "\(path) holds the key") }
  }

  /// The kit names none of the CLI's commands: a missing or refused key is a typed error and a
  /// doctor's check that asks for the agency's key (`keyToSet`); the CLI says how to set one. An
  /// archive saved by an older Passengr, whose words named `passengr key set`, still reads as
  /// a refused key.
  @Test func keyProblemsNameNoCommandAndOldArchivesStillReadAsRefused() async throws {
    let rejected = KeyError.keyRejected(
      agency: .odot, name: "subscription key", url: "https://api.odot.state.or.us/tripcheck/RW/Reports")
    #expect(
      rejected.description
        == "the odot subscription key was rejected by https://api.odot.state.or.us/tripcheck/RW/Reports: check it")
    let missing = KeyError.missingKey(
      agency: .odot, name: "subscription key", variable: "ODOT_TRIPCHECK_KEY",
      file: "/home/me/.config/passengr/keys/odot")
    #expect(
      missing.description
        == "the odot source needs its subscription key: set ODOT_TRIPCHECK_KEY, or keep it in /home/me/.config/passengr/keys/odot"
    )

    let server = try Self.server(key: "another")
    defer { server.stop() }
    let session = try session(base: server.baseURL.absoluteString)
    _ = try await session.refresh(["cabbage"])
    let old =
      "the odot subscription key was rejected by \(server.baseURL.absoluteString)/tripcheck/RW/Reports: check it, then 'passengr key set odot' (or its environment variable)"
    try await session.store.transaction { passes in
      for index in passes.archive.passes.indices where passes.archive.passes[index].lastError != nil {
        passes.archive.passes[index].lastError = old
      }
    }
    let doctor = await session.doctor()
    let line = try #require(doctor.first { $0.subject == .key(.odot) })
    guard case .keyRejected = line.finding else {
      Issue.record("expected a rejected key, got \(line.finding)")
      return
    }
    #expect(line.keyToSet == .odot && !line.isHealthy)

    let unset = try self.session(base: server.baseURL.absoluteString, environment: [:])
    let asking = try #require(await unset.doctor().first { $0.subject == .key(.odot) })
    #expect(asking.keyToSet == .odot)
    guard case .keyMissing(let key, isNeeded: true, isPassEnabled: _) = asking.finding else {
      Issue.record("expected a missing key, got \(asking.finding)")
      return
    }
    #expect(key.variable == "ODOT_TRIPCHECK_KEY" && key.file.hasSuffix("/passengr/keys/odot"), "\(key)")
  }

  @Test func aRejectedKeyIsSaidWithoutShowingIt() async throws {
    let server = try Self.server(key: "another")
    defer { server.stop() }
    let session = try session(base: server.baseURL.absoluteString)
    let outcome = try await session.refresh(["cabbage"])
    let failure = try #require(outcome.failures.first)
    guard case .key(.keyRejected(.odot, "subscription key", _)) = failure.error else {
      Issue.record("expected keyRejected, got \(failure.error)")
      return
    }
    #expect(failure.reason.contains("rejected") && !failure.reason.contains(Self.key), "\(failure.reason)")
    let doctor = await session.doctor()
    guard case .keyRejected = doctor.first(where: { $0.subject == .key(.odot) })?.finding else {
      Issue.record("expected a rejected key, got \(doctor)")
      return
    }
    #expect(!doctor.map { "\($0)" }.contains { $0.contains(Self.key) })
    for (path, text) in try writtenFiles() { #expect(!text.contains(Self.key), "\(path) holds the key") }
  }

  @Test func noKeyMeansNoRequestAndSaysHowToSetOne() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let session = try session(base: server.baseURL.absoluteString, environment: [:])
    // A missing key makes Oregon unhealthy only once an Oregon pass is enabled or shown.
    var query = StatusQuery()
    query.mode = .never
    query.passes = ["snoqualmie"]
    let elsewhere = try #require(try await session.status(query).agencies.first { $0.agency == .odot })
    #expect(elsewhere.key == .missing && elsewhere.isHealthy)
    query.passes = ["cabbage"]
    let shown = try #require(try await session.status(query).agencies.first { $0.agency == .odot })
    #expect(shown.key == .missing && !shown.isHealthy)
    let outcome = try await session.refresh(["cabbage"])
    #expect(
      outcome.failures.first?.error
        == .key(
          .missingKey(
            agency: .odot, name: "subscription key", variable: "ODOT_TRIPCHECK_KEY",
            file: root.appendingPathComponent("config/passengr/keys/odot").path)))
    // The problem carries the error itself, so a front end words the missing key without reading it back from text.
    guard case .sourceFailed(_, _, .key(.missingKey(.odot, _, "ODOT_TRIPCHECK_KEY", _)), _)? = outcome.problems.first
    else {
      Issue.record("not the missing key: \(outcome.problems)")
      return
    }
    #expect(server.requests.isEmpty)
    _ = try session.setKey(Data("\(Self.key)\n".utf8), for: .odot)
    let keyed = try self.session(base: server.baseURL.absoluteString, environment: [:])
    #expect(try await keyed.refresh(["cabbage"]).failures.isEmpty)
  }

  @Test func tooManyRequestsWaitsAsRetryAfterSays() async throws {
    let refused = Mutex(false)
    let server = try Self.server(reports: try Self.winterOfNow()) { request in
      guard request.path == "/tripcheck/RW/Reports" else { return nil }
      let first = refused.withLock { done in
        defer { done = true }
        return !done
      }
      return first
        ? .init(status: 429, text: "Rate limit is exceeded. Try again in 1 seconds.", headers: ["Retry-After": "1"])
        : nil
    }
    defer { server.stop() }
    let session = try session(base: server.baseURL.absoluteString)
    let started = ContinuousClock.now
    let outcome = try await session.refresh(["cabbage"])
    #expect(outcome.failures.isEmpty, "\(outcome.failures.map(\.reason))")
    #expect(server.requests.filter { $0.path == "/tripcheck/RW/Reports" }.count == 2)
    #expect(ContinuousClock.now - started >= .milliseconds(900), "the second request waited for Retry-After")
  }

  @Test func theCodeListIsKeptADayAndAskedAgainForACodeItDoesNotExplain() async throws {
    let reports = Mutex(try Self.winterOfNow())
    let server = try Self.server { request in
      request.path == "/tripcheck/RW/Reports"
        ? .init(headers: ["Content-Type": "application/json"], body: reports.withLock { $0 }) : nil
    }
    defer { server.stop() }
    let session = try session(base: server.baseURL.absoluteString)
    #expect(try await session.refresh(["cabbage"]).failures.isEmpty)
    #expect(try await session.refresh(["cabbage"]).failures.isEmpty)
    let metadataRequests = { server.requests.filter { $0.path == "/tripcheck/RW/Metadata" }.count }
    // The fixture's Diamond Lake carries code E, which the list lacks: every refresh asks again.
    #expect(metadataRequests() == 2, "the first refresh fetches it; the second asks again for code E")
    let file = root.appendingPathComponent("data/odot-metadata.json")
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    // Without code E, the saved list does: no further request.
    reports.withLock {
      $0 = Data(
        String(decoding: $0, as: UTF8.self).replacingOccurrences(
          of: "\"restriction-id\": \"E\"", with: "\"restriction-id\": \"C\""
        ).utf8)
    }
    #expect(try await session.refresh(["cabbage"]).failures.isEmpty)
    #expect(metadataRequests() == 2)
    // A day later it is asked for again.
    let later = try self.session(base: server.baseURL.absoluteString, clock: { Date().addingTimeInterval(25 * 3600) })
    _ = try await later.refresh(["cabbage"])
    #expect(metadataRequests() == 3)
  }

  @Test func aLiveAnswerIsJudgedAgainstTodayAndASavedDirectoryAgainstItsOwnTime() async throws {
    let server = try Self.server()
    defer { server.stop() }
    // Served live, the fixture's reports expired long ago: nothing in it is current.
    let live = try await status(try session(base: server.baseURL.absoluteString), ["sexton"])
    let sexton = try #require(live.rows.first)
    #expect(sexton.judgement.level == .unknown)
    #expect(sexton.conditions?.restriction(.northbound)?.text.contains("expired") == true)
    // One true reason: the report expired, not "no readable update time" beside it.
    #expect(
      sexton.judgement.directions.allSatisfy {
        $0.reason?.kind == "no_report" && $0.reason?.description.contains("expired") == true
      })
    let table = Reports.table([sexton], useColor: false, width: 100, now: Date())
    #expect(!table.contains("no readable update time"), "\(table)")
    // Read from a directory it is a recording: its expiries and its crews' reports are judged at
    // its own time, open.
    let saved = try await status(
      try session(base: Fixtures.directory.path, environment: [:]), ["sexton", "canyon creek"])
    let savedSexton = try #require(saved.rows.first { $0.name == "Sexton Pass" })
    #expect(savedSexton.conditions?.restriction(.northbound)?.level == .open)
    #expect(!savedSexton.isOld && savedSexton.judgement.level == .open)
    #expect(
      saved.rows.first { $0.name == "Canyon Creek Pass" }?.judgement.level == .unknown,
      "a report expired at the snapshot's time still is")
  }

  @Test func outOfSeasonEveryPassIsUnknownButAClosureShows() async throws {
    let summer = try Fixtures.data("cases/odot/reports-summer.json")
    let incidents = try Fixtures.data("cases/odot/incidents-summer.json")
    let server = try Self.server(reports: summer) { request in
      request.path == "/tripcheck/Incidents" && request.headers["ocp-apim-subscription-key"] == Self.key
        ? .init(headers: ["Content-Type": "application/json"], body: incidents) : nil
    }
    defer { server.stop() }
    let result = try await status(try session(base: server.baseURL.absoluteString), ["santiam", "diamond"])
    let santiam = try #require(result.rows.first { $0.name == "Santiam Pass" })
    #expect(santiam.judgement.level == .unknown)
    #expect(
      santiam.conditions?.restriction(.eastbound)?.text.contains(
        "ODOT files road reports only during winter operations") == true)
    // Fetched just now, the answer is "no reports this season": the true reason, not old data
    // without an update time.
    #expect(
      !santiam.isOld && santiam.judgement.directions.allSatisfy { $0.reason?.kind == "out_of_season" },
      "\(santiam.judgement) \(String(describing: santiam.error))")
    let table = Reports.table([santiam], useColor: false, width: 100, now: Date())
    #expect(!table.contains("no readable update time") && !table.contains("Old "), "\(table)")
    let diamond = try #require(result.rows.first { $0.name == "Diamond Lake Summit" })
    #expect(diamond.judgement.level == .closed)
    #expect(diamond.conditions?.reports.contains { $0.text.hasPrefix("A wildfire has closed the road.") } == true)
  }

  @Test func aSavedAnswerIsRecognisedAndParsedWithTheCodeListBesideIt() throws {
    let path = Fixtures.url("tripcheck/RW/Reports").path
    let parsed = try PassengrSession.parse(try Fixtures.data("tripcheck/RW/Reports"), location: path, readAt: Date())
    #expect(parsed.format == .odotReports)
    let cabbage = try #require(parsed.rows.first { $0.id == 3011 })
    // No incidents in a saved answer: an opening cannot be proved, and a closure may lie beyond
    // the traction rule, which stands as what is known.
    #expect(cabbage.conditions?.restriction(.eastbound)?.level == .unknown)
    #expect(cabbage.conditions?.restriction(.eastbound)?.floor == .tractionAdvised)
    #expect(cabbage.conditions?.restriction(.westbound)?.level == .unknown)
    let summer = try PassengrSession.parse(
      try Fixtures.data("cases/odot/reports-summer.json"), format: .odotReports, location: "summer.json", readAt: Date()
    )
    #expect(
      summer.rows.count == ODOTCatalogue.passes.count && summer.rows.allSatisfy { $0.judgement.level == .unknown })
    #expect(throws: SourceError.self) {
      try PassengrSession.parse(
        try Fixtures.data("tripcheck/Incidents"), format: .odotReports, location: "Incidents", readAt: Date())
    }
    // Cut JSON names where it broke.
    do {
      _ = try PassengrSession.parse(
        Data(#"{"road-weather-reports": [{"station-id": 1"#.utf8), format: .odotReports, location: "cut.json",
        readAt: Date())
      Issue.record("a cut answer was read")
    } catch SourceError.malformed(let source, let url, let location, _) {
      #expect(source == "odot" && url == "cut.json" && location.hasPrefix("line 1, column"), "\(location)")
    }
  }
}
