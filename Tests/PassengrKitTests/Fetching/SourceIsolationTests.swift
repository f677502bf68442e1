import Foundation
import Networking
import Synchronization
import TestSupport
import Testing

@testable import PassengrKit

/// One source's trouble stays its own: a host that cannot be reached fails only the passes that
/// need it, and a failure through one origin never touches another origin's data or health. The
/// reachability checks word a failed fetch; they never stop one.
@Suite(.hangGuard) struct SourceIsolationTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID().uuidString)")
  /// An hour after the fixtures' district feeds were generated, so they read as current.
  static let now = Date(timeIntervalSince1970: 1_736_571_423 + 3600)

  /// Sends Caltrans' hosts and WSDOT's to local addresses (a real server, or a port nothing
  /// listens on, so the test never depends on the machine's network); other addresses go as they
  /// are. Remembers the hosts asked.
  final class RoutingTransport: HTTPTransport {
    let caltrans: URL
    let wsdot: URL
    let asked = Mutex<[String]>([])
    let real = CurlTransport()
    init(caltrans: URL, wsdot: URL) {
      self.caltrans = caltrans
      self.wsdot = wsdot
    }

    func send(_ request: HTTPRequest, timeout: Duration, maxBodyBytes: Int, maxRedirects: Int) async throws
      -> HTTPResponse
    {
      let host = request.url.host ?? ""
      asked.withLock { $0.append(host) }
      var routed = request
      let target =
        ["cwwp2.dot.ca.gov", "roads.dot.ca.gov"].contains(host) ? caltrans : host == "data.wsdot.wa.gov" ? wsdot : nil
      if let target, var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) {
        components.scheme = "http"
        components.host = target.host
        components.port = target.port
        routed = HTTPRequest(url: components.url ?? request.url)
      }
      return try await real.send(routed, timeout: timeout, maxBodyBytes: maxBodyBytes, maxRedirects: maxRedirects)
    }
  }

  /// An address on 127.0.0.1 that refuses connections.
  static func closedPort() throws -> URL {
    let server = try TestHTTPServer { _ in .init() }
    let url = server.baseURL
    server.stop()
    return url
  }

  /// A loader whose every fetch of a built-in source is refused.
  static func refusedLoader() throws -> ResourceLoader {
    let closed = try closedPort()
    return ResourceLoader(
      client: HTTPClient(configuration: quickClient, transport: RoutingTransport(caltrans: closed, wsdot: closed)))
  }

  /// Probes for a machine where only Caltrans' host resolves.
  static let onlyCaltransResolves = Reachability.Probes(
    hasInterface: { true }, hasDefaultRoute: { true },
    resolve: { $0 == "cwwp2.dot.ca.gov" ? ["127.0.0.1"] : [] }, connect: { _, _, _ in nil })

  func refresher(store: ArchiveStore, loader: ResourceLoader, probes: Reachability.Probes) -> Refresher {
    Refresher(
      store: store, fetcher: ConditionsFetcher(loader: loader, clock: { Self.now }), loader: loader,
      reachability: Reachability(probes: probes), history: HistoryLog(directory: store.directory),
      deadline: .init(seconds: 600),
      clock: { Self.now })
  }

  static var quickClient: HTTPClientConfiguration {
    var configuration = HTTPClientConfiguration()
    configuration.retryBaseDelay = .milliseconds(20)
    configuration.maxRetries = 0
    return configuration
  }

  @Test func anUnresolvableWSDOTHostFailsOnlyWSDOTsPasses() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let caltrans = try TestHTTPServer.serving(Fixtures.directory)
    let custom = try TestHTTPServer.serving(Fixtures.directory)
    let transport = RoutingTransport(caltrans: caltrans.baseURL, wsdot: try Self.closedPort())
    let loader = ResourceLoader(client: HTTPClient(configuration: Self.quickClient, transport: transport))
    let store = ArchiveStore(directory: directory)
    let (snoqualmie, donner, mine) = try await store.transaction { passes -> (Pass, Pass, Pass) in
      let mine = try UserPasses.add(
        name: "Old Snoqualmie", highway: "I-90",
        custom: CustomPass(
          url: custom.url("/traffic/passes/snoqualmie/"), queries: [.eastbound: "//span[@id='PassInfoRestrictionsOne']"]
        ), to: &passes)
      return (
        try passes.names(declaredBy: .all).select("snoqualmie"), try passes.names(declaredBy: .all).select("donner"),
        mine
      )
    }

    let outcome = try await refresher(store: store, loader: loader, probes: Self.onlyCaltransResolves).refresh([
      snoqualmie, donner, mine,
    ])

    #expect(outcome.offline == nil, "some sources answered: this is not offline")
    #expect(transport.asked.withLock { $0 }.contains("data.wsdot.wa.gov"), "the checks never stop a fetch")
    #expect(custom.requests.count == 1, "the custom page was fetched")
    #expect(caltrans.requests.count == 2, "the district feed and the route's highway information were fetched")
    let rows = outcome.dataSource.rows(for: [snoqualmie, donner, mine], now: Self.now, maxAge: 3600)
    #expect(rows[1].conditions != nil && !rows[1].isStale && rows[1].error == nil, "Caltrans is fresh: \(rows[1])")
    #expect(
      rows[2].conditions != nil && !rows[2].isStale && rows[2].error == nil, "the custom pass is fresh: \(rows[2])")
    #expect(rows[0].error == "offline: cannot resolve data.wsdot.wa.gov", "\(String(describing: rows[0].error))")
    let bySource = Dictionary(outcome.sources.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(bySource["wsdot"]?.failure == .source(.offline(reason: "cannot resolve data.wsdot.wa.gov")))
    #expect(bySource["caltrans"]?.isHealthy == true)
    #expect(bySource["custom 127.0.0.1"]?.isHealthy == true)
    #expect(outcome.problems.count == 1)
    guard case .sourceFailed(let source, _, let reason, _)? = outcome.problems.first else {
      Issue.record("not a failing source: \(outcome.problems)")
      return
    }
    #expect(source == "wsdot" && reason == .source(.offline(reason: "cannot resolve data.wsdot.wa.gov")))
    let archive = try #require(try store.read())
    #expect(archive.sourceFailures == ["wsdot": 1, "caltrans": 0, "caltrans-roadinfo": 0, "custom 127.0.0.1": 0])
  }

  @Test func whenNoHostCanBeReachedTheRefreshIsOfflineNamingTheHosts() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    let loader = try Self.refusedLoader()
    let nothing = Reachability.Probes(
      hasInterface: { true }, hasDefaultRoute: { true }, resolve: { _ in [] }, connect: { _, _, _ in nil })
    let passes = try PassDataSource(archive: store.readOrInitial()).names(declaredBy: .all).select([
      "snoqualmie", "donner",
    ])
    let outcome = try await refresher(store: store, loader: loader, probes: nothing).refresh(passes)
    #expect(outcome.offline == "cannot resolve cwwp2.dot.ca.gov; cannot resolve data.wsdot.wa.gov")
    #expect(!outcome.fetchedAny)
  }

  /// The quick start's demo data, then a live refresh that fails: the demo stays as it was.
  @Test func aFailedLiveRefreshLeavesTheDemoDataAndItsHealthAlone() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ArchiveStore(directory: directory)
    let demo = ResourceLoader(client: HTTPClient(configuration: Self.quickClient), base: .directory(Fixtures.directory))
    let live = try Self.refusedLoader()
    let nothing = Reachability.Probes(
      hasInterface: { true }, hasDefaultRoute: { true }, resolve: { _ in [] }, connect: { _, _, _ in nil })
    let demoOutcome = try await refresher(store: store, loader: demo, probes: nothing).refresh()
    #expect(demoOutcome.fetchedAny && demoOutcome.failures.isEmpty)
    let visible = demoOutcome.dataSource.visiblePasses

    let liveOutcome = try await refresher(store: store, loader: live, probes: nothing).refresh()
    #expect(!liveOutcome.fetchedAny)
    #expect(liveOutcome.failures.count == visible.count)

    let archive = try #require(try store.read())
    let shownAsDemo = OriginScope.scoped(PassDataSource(archive: archive), to: demo.origin).rows(
      for: visible, now: Self.now, maxAge: .infinity)
    #expect(
      shownAsDemo.allSatisfy { $0.conditions != nil && !$0.isStale && $0.error == nil }, "\(shownAsDemo.map(\.error))")
    #expect(OriginScope.health(archive.sourceFailures, origin: demo.origin)["wsdot"] == 0)
    #expect(OriginScope.health(archive.sourceFailures, origin: nil)["wsdot"] == 1)
    // Shown live, the same passes have no data and carry the live error.
    let shownLive = OriginScope.scoped(PassDataSource(archive: archive), to: nil).rows(
      for: visible, now: Self.now, maxAge: .infinity)
    #expect(shownLive.allSatisfy { $0.conditions == nil && $0.error == "offline: cannot resolve data.wsdot.wa.gov" })
  }

  /// Checks that call a host unreachable (no route, no name) do not stop its fetch: a server that
  /// answers is read, and the pass is fresh.
  @Test func aHostTheChecksCallUnreachableIsFetchedAnyway() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let wsdot = try TestHTTPServer.serving(Fixtures.directory)
    let closed = try Self.closedPort()
    let loader = ResourceLoader(
      client: HTTPClient(
        configuration: Self.quickClient, transport: RoutingTransport(caltrans: closed, wsdot: wsdot.baseURL)))
    let store = ArchiveStore(directory: directory)
    let noRoute = Reachability.Probes(
      hasInterface: { true }, hasDefaultRoute: { false }, resolve: { _ in [] },
      connect: { _, _, _ in .connectionRefused("x") })
    let snoqualmie = try PassDataSource(archive: store.readOrInitial()).names(declaredBy: .all).select("snoqualmie")
    let outcome = try await refresher(store: store, loader: loader, probes: noRoute).refresh([snoqualmie])
    #expect(outcome.failures.isEmpty, "\(outcome.failures.map(\.error))")
    #expect(outcome.offline == nil)
    let row = try #require(outcome.dataSource.rows(for: [snoqualmie], now: Self.now, maxAge: .infinity).first)
    #expect(row.conditions != nil && row.error == nil, "\(row)")
  }
}
