import Foundation
import Networking
import TestAgency
import TestSupport
import Testing

@testable import PassengrKit

/// A new agency is its folder and one line: a test agency, defined only in the tests, is listed, refreshed,
/// parsed, keyed (environment and `setKey`), doctored and reported like a built-in one.
@Suite(.hangGuard) struct PluggableAgencyTests {
  /// A key no output, message or file but its own key file may ever contain.
  static let key = "rdg-K3Y-7f1c+e9&a=b"
  static let document =
    #"{"ridgelinePasses": [{"id": 9001, "name": "Test Summit", "eastbound": "Chains required", "westbound": "Closed"}, {"id": 9002, "name": "Quiet Gap", "northbound": "No restrictions", "southbound": "No restrictions"}]}"#

  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-agency-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  var agencies: Agencies { Agencies(Agencies.all.list + [Ridgeline()]) }

  func session(base: String, environment: [String: String] = [:], agencies: Agencies? = nil) throws -> PassengrSession {
    var settings = PassengrSession.Settings()
    settings.dataDirectory = root.appendingPathComponent("data").path
    settings.baseURL = base
    settings.environment = ["HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path].merging(
      environment
    ) { _, new in new }
    settings.agencies = agencies ?? self.agencies
    // Deadlines no test here waits for: a busy machine never cuts a fetch short (the suite's time
    // limit bounds a hang); the pace test's next turn is an hour away, past them still.
    settings.timeout = TimeSpan(seconds: 600)
    settings.deadline = TimeSpan(seconds: 600)
    return try PassengrSession(settings)
  }

  /// A server answering Ridgeline's address only with the right key in its header.
  func server(expecting key: String = Self.key) throws -> TestHTTPServer {
    try TestHTTPServer { request in
      guard request.path == "/api.ridgeline.example/v1/passes", request.query == "region=north" else {
        return .init(status: 404, text: "no")
      }
      guard request.headers["x-ridgeline-key"] == key else { return .init(status: 401, text: "bad key") }
      return .init(text: Self.document, headers: ["Content-Type": "application/json"])
    }
  }

  /// Every file under the sandbox but the key file, as text.
  func writtenFiles(except keyFile: String? = nil) throws -> [(String, String)] {
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    return try paths.map { root.appendingPathComponent($0) }.filter { url in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
        && url.path != keyFile
    }.map { ($0.path, String(decoding: try Data(contentsOf: $0), as: UTF8.self)) }
  }

  @Test func theBuiltInAgenciesAndTheTestAgencyHaveUniqueIdsInsideTheirRanges() throws {
    #expect(Agencies.all.problems == [])
    #expect(agencies.problems == [])
    for agency in Agencies.all.list {
      #expect(!agency.catalogue.isEmpty)
      #expect(agency.catalogue.allSatisfy { agency.idRange.contains($0.id) && $0.agency == agency.id }, "\(agency.id)")
    }
    let ids = Agencies.all.catalogue.map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  @Test func aSessionRefusesAgenciesThatClash() throws {
    struct Squatter: Agency {
      var id: AgencyID { AgencyID(rawValue: "squatter") }
      var name: String { "Squatter" }
      var attribution: String { "Squatter" }
      var idRange: ClosedRange<Int> { 2000...2100 }
      var catalogue: [Pass] { [Pass(id: 11, agency: id, name: "Fake Snoqualmie", highway: "I-90")] }
      var sourceNames: [SourceName] { [.wsdot] }
      var formats: [SourceFormat] { [] }
      func recognise(_ data: Data) -> SourceFormat.Recognition? { nil }
      func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
        -> [PassReport]
      { [] }
      func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
        WSDOTFeedSource(loader: settings.loader, clock: settings.clock)
      }
    }
    let problems = Agencies(Agencies.all.list + [Squatter()]).problems
    #expect(
      problems.contains { $0.contains("caltrans (2000...2999) and squatter (2000...2100) overlap") }, "\(problems)")
    #expect(problems.contains("pass id 11 is used twice"))
    #expect(problems.contains("squatter pass 11 (Fake Snoqualmie) is outside 2000...2100"))
    #expect(problems.contains("source name 'wsdot' is used twice"))
    var settings = PassengrSession.Settings()
    settings.dataDirectory = root.path
    settings.agencies = Agencies(Agencies.all.list + [Squatter()])
    #expect(throws: SourceError.invalidAgencies(problems)) { try PassengrSession(settings) }
  }

  @Test func aTestAgencyIsListedRefreshedAndReportedWithAKeyFromTheEnvironment() async throws {
    let server = try server()
    defer { server.stop() }
    let session = try session(base: server.baseURL.absoluteString, environment: ["RIDGELINE_KEY": Self.key])
    #expect(session.agencyIDs.contains(Ridgeline.id))
    let listed = try session.passes(includeDisabled: true)
    #expect(listed.contains { $0.id == 9001 && $0.agency == Ridgeline.id })
    let outcome = try await session.refresh(["Test Summit"])
    #expect(outcome.failures.isEmpty, "\(outcome.failures.map(\.reason))")
    #expect(server.requests.first?.headers["x-ridgeline-key"] == Self.key)

    var query = StatusQuery()
    query.passes = ["Test Summit"]
    query.mode = .never
    let status = try await session.status(query)
    let row = try #require(status.rows.first)
    #expect(row.level == .closed)
    #expect(row.attribution == Ridgeline().attribution)
    let health = try #require(status.agencies.first { $0.agency == Ridgeline.id })
    #expect(health.key == .present && health.consecutiveFailures == 0 && health.source == Ridgeline.source)

    let json = try Reports.statusJSON(status)
    #expect(json.contains("\"attribution\":\"Ridgeline Department of Transportation"))
    #expect(json.contains("\"id\":\"ridgeline\""))
    let html = Reports.html(status.rows, now: status.now)
    #expect(html.contains("Data: Ridgeline Department of Transportation"))
    #expect(html.contains("Updated by Ridgeline DOT") || !html.contains("Updated by WSDOT"))

    let doctor = await session.doctor()
    let line = try #require(doctor.first { $0.subject == .key(Ridgeline.id) })
    guard case .keyPresent(let key, .environment("RIDGELINE_KEY"), isNeeded: true) = line.finding else {
      Issue.record("expected the key present from RIDGELINE_KEY, got \(line.finding)")
      return
    }
    #expect(key.name == "subscription key" && key.variable == "RIDGELINE_KEY")
    #expect(line.isHealthy)

    let texts =
      [json, html, String(describing: session), String(reflecting: session)] + doctor.map { "\($0)" }
      + status.problems.map { "\($0)" }
      + outcome.failures.map(\.reason)
    #expect(!texts.contains { $0.contains(Self.key) })
    for (path, text) in try writtenFiles() { #expect(!text.contains(Self.key), "\(path) holds the key") }
  }

  @Test func keySetKeepsTheKeyInAPrivateFileThatTheNextSessionUses() async throws {
    let server = try server()
    defer { server.stop() }
    let first = try session(base: server.baseURL.absoluteString)
    let missing = try #require(first.keyStatuses().first { $0.agency == Ridgeline.id })
    #expect(missing.foundIn == nil && missing.isNeeded)
    #expect(throws: KeyError.invalidKey("no key on standard input")) {
      try first.setKey(Data("\n  \n".utf8), for: Ridgeline.id)
    }
    #expect(
      throws: KeyError.noKeyNeeded(
        agency: .caltrans, keyed: [.wsdot, .odot, .cdot, .itd, .udot, .ndot, .adot, Ridgeline.id])
    ) {
      try first.setKey(Data("x".utf8), for: .caltrans)
    }
    let saved = try first.setKey(Data("\(Self.key)\n".utf8), for: Ridgeline.id)
    let file = root.appendingPathComponent("config/passengr/keys/ridgeline")
    #expect(saved.file == file.path && saved.shadowedBy == nil)
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    let folder =
      try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)[.posixPermissions] as? Int
    #expect(mode == 0o600 && folder == 0o700)

    let second = try session(base: server.baseURL.absoluteString)
    #expect(second.keyStatuses().first { $0.agency == Ridgeline.id }?.foundIn == file.path)
    let outcome = try await second.refresh(["Test Summit"])
    #expect(outcome.failures.isEmpty, "\(outcome.failures.map(\.reason))")
    for (path, text) in try writtenFiles(except: file.path) {
      #expect(!text.contains(Self.key), "\(path) holds the key")
    }

    // A key file others can read is worth a doctor's line.
    #expect(chmod(file.path, 0o644) == 0)
    let check = await second.doctor().first { $0.subject == .key(Ridgeline.id) }
    #expect(check?.isHealthy == false)
    guard case .keyReadableByOthers(_, file.path, 0o644) = check?.finding else {
      Issue.record("expected a key readable by others, got \(String(describing: check))")
      return
    }

    #expect(try second.removeKey(for: Ridgeline.id) == file.path)
    #expect(try second.removeKey(for: Ridgeline.id) == nil)
  }

  @Test func aMissingOrRefusedKeyIsSaidPerAgencyAndNeverSent() async throws {
    let server = try server(expecting: "the-right-one")
    defer { server.stop() }
    let keyless = try session(base: server.baseURL.absoluteString)
    let missing = try await keyless.refresh(["Test Summit"])
    #expect(
      missing.failures.first?.error
        == .key(
          .missingKey(
            agency: Ridgeline.id, name: "subscription key", variable: "RIDGELINE_KEY",
            file: root.appendingPathComponent("config/passengr/keys/ridgeline").path)))
    #expect(server.requests.isEmpty, "no request goes out without the key it needs")
    let doctor = await keyless.doctor()
    let line = try #require(doctor.first { $0.subject == .key(Ridgeline.id) })
    guard case .keyMissing(let key, isNeeded: true, isPassEnabled: true) = line.finding else {
      Issue.record("expected a missing key, got \(line.finding)")
      return
    }
    #expect(!line.isHealthy && line.keyToSet == Ridgeline.id && key.variable == "RIDGELINE_KEY")

    let wrong = try session(base: server.baseURL.absoluteString, environment: ["RIDGELINE_KEY": Self.key])
    let refused = try await wrong.refresh(["Test Summit"])
    let failure = try #require(refused.failures.first)
    guard case .key(.keyRejected(Ridgeline.id, "subscription key", _)) = failure.error else {
      Issue.record("expected keyRejected, got \(failure.error)")
      return
    }
    var query = StatusQuery()
    query.passes = ["Test Summit"]
    query.mode = .never
    let health = try await wrong.status(query).agencies.first { $0.agency == Ridgeline.id }
    #expect(health?.key == .rejected)
    let checks = await wrong.doctor()
    let refusedLine = checks.first { $0.subject == .key(Ridgeline.id) }
    guard case .keyRejected(_, origin: .environment("RIDGELINE_KEY")) = refusedLine?.finding else {
      Issue.record("expected a rejected key, got \(String(describing: refusedLine))")
      return
    }
    #expect(!(checks.map { "\($0)" } + [failure.reason]).contains { $0.contains(Self.key) })
    for (path, text) in try writtenFiles() { #expect(!text.contains(Self.key), "\(path) holds the key") }
  }

  @Test func theAgencysPaceHoldsBetweenItsRequests() async throws {
    let server = try server()
    defer { server.stop() }
    var slow = Ridgeline()
    slow.minimumRequestInterval = .seconds(3600)
    let session = try session(
      base: server.baseURL.absoluteString, environment: ["RIDGELINE_KEY": Self.key],
      agencies: Agencies(Agencies.all.list + [slow]))
    #expect(try await session.refresh(["Test Summit"]).failures.isEmpty)
    // Its next turn is an hour away, past the deadline: the request is never sent.
    #expect(try await session.refresh(["Test Summit"]).failures.count == 1)
    #expect(server.requests.count == 1)
  }

  /// The names a session takes are its own agencies' declarations, not only the built-in ones':
  /// Ridgeline's alias and its state's highways select its passes wherever a pass is named.
  @Test func aSessionNamesItsAgencysPassesByAliasAndHighway() async throws {
    let session = try session(base: root.path)
    #expect(try session.passes(onHighway: "rt-9").map(\.id) == [9002])
    #expect(try session.passes(onHighway: "RT 21").map(\.id) == [9001])
    #expect(try session.passes(named: ["ridge top"], includeDisabled: true).map(\.id) == [9001])
    let trip = try await session.addTrip("over the top", ["ridge top:west"])
    #expect(trip.legs.map(\.passID) == [9001])
  }

  @Test func aDirectoryMirrorNeedsNoKeyAndMapsTheQueryToAFileName() async throws {
    let mirror = root.appendingPathComponent("mirror")
    // A new agency is mirrored by host, its query after an `@`.
    try FileManager.default.createDirectory(
      at: mirror.appendingPathComponent("api.ridgeline.example/v1"), withIntermediateDirectories: true)
    try Data(Self.document.utf8).write(
      to: mirror.appendingPathComponent("api.ridgeline.example/v1/passes@region=north"))
    let session = try session(base: mirror.path)
    let outcome = try await session.refresh(["Test Summit"])
    #expect(outcome.failures.isEmpty, "\(outcome.failures.map(\.reason))")
    #expect(session.keyStatuses().first?.isNeeded == false, "wsdot's default feed needs no key")
    let doctor = await session.doctor()
    guard case .keyNotNeededFromDirectory = doctor.first(where: { $0.subject == .key(Ridgeline.id) })?.finding else {
      Issue.record("expected no key needed for a directory, got \(doctor)")
      return
    }
  }

  @Test func parseAutoAsksEveryAgencyAndRefusesToChooseBetweenTwo() throws {
    let session = try session(base: root.path)
    let parsed = try session.parse(Data(Self.document.utf8), location: "saved.json")
    #expect(parsed.format == Ridgeline.format)
    #expect(parsed.rows.first?.name == "Test Summit" && parsed.rows.first?.attribution == Ridgeline().attribution)
    #expect(
      throws: SourceError.unrecognisedFormat(location: "saved.json", candidates: ["ridgeline-json", "twin-json"])
    ) {
      try PassengrSession.parse(
        Data(Self.document.utf8), format: .auto, location: "saved.json", readAt: Date(),
        agencies: Agencies(agencies.list + [RidgelineTwin()]))
    }
    // Built-ins alone do not claim Ridgeline's JSON as the WSDOT API just for starting with `{`.
    #expect(throws: SourceError.self) {
      try PassengrSession.parse(Data(Self.document.utf8), location: "saved.json", readAt: Date())
    }
    let feed = try PassengrSession.parse(
      try Fixtures.data("mobile/MountainPassConditions.json"), location: "feed", readAt: Date())
    #expect(feed.format == .wsdotFeed && feed.rows.first?.attribution == WSDOT().attribution)
  }
}

/// A new agency's state and aliases are its own declarations, read through the `Agency` protocol.
@Suite struct AgencyKnowledgeTests {
  private let names = PassNames(
    passes: Agencies.all.catalogue + Ridgeline().catalogue, agencies: Agencies(Agencies.all.list + [Ridgeline()]))

  @Test func anAgencysOwnRoadSystemIsItsDeclarationAndNoOneElses() throws {
    // Ridgeline writes its roads `RT 21`, a prefix it declares: its own system, not Idaho's SH 21
    // (Banner Summit, ITD 5006), which a bare `SH` or Idaho's code finds.
    #expect(try names.select(highway: "RT 21").map(\.id) == [9001])
    #expect(try names.select(highway: "rt-9").map(\.id) == [9002])
    #expect(try names.select(highway: "ID 21").map(\.id) == [5006])
    #expect(try names.select(highway: "SH 21").map(\.id) == [5006])
    #expect(throws: SelectionError.unknownHighway("WA 21")) { try names.select(highway: "WA 21") }
    // Without the agency in the set, its prefix is no highway at all.
    let without = PassNames(passes: Agencies.all.catalogue + Ridgeline().catalogue, agencies: .all)
    #expect(throws: SelectionError.unknownHighway("RT 21")) { try without.select(highway: "RT 21") }
  }

  @Test func anAgencysAliasesNameItsPasses() throws {
    #expect(try names.select("ridge top").id == 9001)
    #expect(try names.select("Grapevine").id == 2008)
    // Without the agency in the set, its alias names nothing.
    let without = PassNames(passes: Ridgeline().catalogue, agencies: .all)
    #expect(throws: (any Error).self) { try without.select("Ridge Top") }
  }
}

/// An agency's knowledge lives in its folder: the kit's code outside `Agencies/` names no agency.
@Suite struct AgencyFolderTests {
  @Test func noCodeOutsideTheAgencyFoldersNamesAnAgency() throws {
    let kit = Fixtures.packageRoot.appendingPathComponent("Sources/PassengrKit")
    let ids = Agencies.all.list.map(\.id.rawValue)
    let files =
      FileManager.default.enumerator(at: kit, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    var found: [String] = []
    for file in files where file.pathExtension == "swift" && !file.path.contains("/Sources/PassengrKit/Agencies/") {
      let text = try String(contentsOf: file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.components(separatedBy: "//")[0]
        for id in ids
        where code.contains("\"\(id)\"") || code.range(of: "\\.\(id)\\b", options: .regularExpression) != nil {
          found.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    #expect(!files.isEmpty)
  }
}
