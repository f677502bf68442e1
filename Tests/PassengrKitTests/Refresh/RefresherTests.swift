import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// The refresher against a real local server and a real data directory.
@Suite(.hangGuard) struct RefresherTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("refresher-\(UUID().uuidString)")

  func refresher(_ server: TestHTTPServer, store: ArchiveStore, deadline: TimeSpan = .hangBound)
    -> Refresher
  {
    var configuration = HTTPClientConfiguration()
    configuration.retryBaseDelay = .milliseconds(20)
    configuration.maxRetries = 0
    let loader = ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL))
    return Refresher(
      store: store, fetcher: ConditionsFetcher(loader: loader, clock: Date.init), loader: loader,
      history: HistoryLog(directory: store.directory), deadline: deadline, clock: Date.init)
  }

  /// The archive cannot be taken in (something else is in its place when the refresh comes to
  /// merge): the history must not record a refresh that never happened, and the next refresh's
  /// number must be new. (A refresh keeps no backup, so a backup in the way no longer stops it.)
  @Test func historyNeverGetsAheadOfTheArchive() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = try TestHTTPServer.serving(Fixtures.directory)
    let store = ArchiveStore(directory: directory)
    let history = HistoryLog(directory: directory)
    let refresher = refresher(server, store: store)
    _ = try await refresher.refresh()
    let files = TestHTTPServer.fileHandler(Fixtures.directory)
    server.setHandler { request in
      var request = request
      if request.path == "/mobile/MountainPassConditions.json" {
        request.path = "/cases/wsdot-feed/snoqualmie-chains.json"
      }
      return files(request)
    }
    let aside = directory.appendingPathComponent("aside.json")
    try FileManager.default.moveItem(at: store.archiveURL, to: aside)
    try FileManager.default.createDirectory(
      at: store.archiveURL.appendingPathComponent("occupied"), withIntermediateDirectories: true)
    await #expect(throws: ArchiveError.self) { try await refresher.refresh() }
    #expect(try history.read().records.isEmpty, "history recorded a refresh the archive never took")
    try FileManager.default.removeItem(at: store.archiveURL)
    try FileManager.default.moveItem(at: aside, to: store.archiveURL)
    let outcome = try await refresher.refresh()
    #expect(!outcome.changes.isEmpty)
    let records = try history.read().records
    #expect(!records.isEmpty)
    #expect(records.allSatisfy { $0.refresh == outcome.dataSource.archive.refreshCount })
  }

  @Test func aWholeCatalogueAnswerIsKeptForEveryPassButOnlyTheAskedOnesAreChanges() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = try TestHTTPServer.serving(Fixtures.directory)
    let store = ArchiveStore(directory: directory)
    let outcome = try await refresher(server, store: store).refresh()
    let archive = try #require(try store.read())
    let wsdot = archive.passes.filter { $0.pass.agency == .wsdot }
    #expect(wsdot.count == 16)
    #expect(wsdot.allSatisfy { $0.conditions != nil }, "every pass of the feed is archived")
    #expect(
      archive.passes.filter { $0.pass.agency == .caltrans }.allSatisfy { $0.conditions == nil },
      "no district feed was asked for")
    #expect(outcome.failures.isEmpty)
    #expect(server.requests.count == 1)
  }

  @Test func theDeadlineCutsAHungFetchShortAndSaysSo() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = try TestHTTPServer { _ in .init(delivery: .hang) }
    let store = ArchiveStore(directory: directory)
    let outcome = try await refresher(server, store: store, deadline: TimeSpan(seconds: 1)).refresh()
    // The fetch hangs forever: any end proves the deadline (the suite's hang guard bounds it); a
    // loaded machine decides how long that end takes, so it is not checked here.
    #expect(!outcome.fetchedAny)
    let source = try #require(outcome.sources.first)
    #expect(source.name == "wsdot")
    let reason = try #require(source.failure).description
    #expect(reason.contains("within 1 s") || reason.contains("timed out"), "\(reason)")
    #expect(outcome.problems.count == 1)
    server.stop()
  }
}

/// What `apply` and `scoped` decide, without any I/O.
@Suite struct PassDataSourcePolicyTests {
  func conditions(_ text: String, at date: Date, origin: String? = nil) -> PassConditions {
    PassConditions(
      restrictions: [Restriction(direction: .eastbound, text: text)], roadConditions: nil, weather: nil,
      temperatureF: nil, updatedAt: nil, fetchedAt: date, origin: origin)
  }

  @Test func dataFromAnotherOriginIsNeverShownAsThisOnes() {
    var source = PassDataSource.initial()
    let now = Date()
    RefreshMerge.apply(
      [11: .success(conditions("Pass Closed", at: now, origin: "/demo/Fixtures"))], attemptedAt: now,
      sources: [11: "wsdot"], to: &source)
    #expect(OriginScope.scoped(source, to: "/demo/Fixtures").entry(11)?.conditions != nil)
    #expect(OriginScope.scoped(source, to: nil).entry(11)?.conditions == nil)
    #expect(OriginScope.scoped(source, to: "http://127.0.0.1:8080").entry(11)?.conditions == nil)
    // The live source's first answer is a fresh start, not a change from the demo's data.
    let changes = RefreshMerge.apply(
      [11: .success(conditions("No restrictions", at: now))], attemptedAt: now, sources: [11: "wsdot"], to: &source)
    #expect(changes.isEmpty)
    #expect(OriginScope.scoped(source, to: nil).entry(11)?.conditions?.restrictions.first?.text == "No restrictions")
  }

  @Test func healthIsCountedPerSource() {
    var source = PassDataSource.initial()
    let now = Date()
    let failure = SourceError.noPassData(source: "wsdot", url: "u")
    for _ in 0..<3 {
      RefreshMerge.apply(
        [11: .failure(failure), 1000: .success(conditions("Open", at: now))], attemptedAt: now,
        sources: [11: "wsdot", 1000: "custom example.org"], to: &source)
    }
    #expect(source.archive.sourceFailures["wsdot"] == 3, "a custom page's success must not hide the feed's failures")
    RefreshMerge.apply(
      [11: .success(conditions("Open", at: now))], attemptedAt: now, sources: [11: "wsdot"], to: &source)
    #expect(source.archive.sourceFailures["wsdot"] == 0)
  }

  @Test func anArchiveWithDuplicateIdsIsRefusedAtDecode() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dup-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var archive = PassDataSource.initial().archive
    archive.passes.append(archive.passes[0])
    let store = ArchiveStore(directory: directory)
    try ArchiveFormat.encode(archive).write(to: store.archiveURL)
    #expect(throws: ArchiveError.unreadable(path: store.archiveURL.path, reason: "pass id 1 appears twice")) {
      try store.read()
    }
  }
}
