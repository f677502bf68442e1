import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

@Suite(.hangGuard) struct SourceTests {
  func loader(_ server: TestHTTPServer) -> ResourceLoader {
    var configuration = HTTPClientConfiguration()
    configuration.retryBaseDelay = .milliseconds(20)
    return ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL))
  }

  let enabled = PassCatalog.wsdot.filter(\.isEnabled)

  /// `loader` carrying WSDOT's access code `code` (nil: none set), as the fetcher gives it to `wsdot-api`.
  func keyed(_ loader: ResourceLoader, code: String?) throws -> ResourceLoader {
    let key = try #require(WSDOT().key)
    return loader.agency(
      access: .init(agency: .wsdot, requirement: key, key: code.map(Secret.init), file: "keys/wsdot"),
      minimumInterval: nil, layout: .byPath)
  }

  @Test func feedSourceReadsThroughTheBaseURL() async throws {
    let server = try TestHTTPServer.serving(Fixtures.directory)
    let results = await WSDOTFeedSource(loader: loader(server), clock: Date.init).conditions(for: enabled)
    #expect(results.count == 6)
    #expect(try results[11]?.get().level == .tractionAdvised)
    #expect(try results[10]?.get().level == .chainsRequired)
    #expect(server.requests.map(\.path) == ["/mobile/MountainPassConditions.json"])
  }

  @Test func passMissingFromTheFeedFailsAlone() async throws {
    let server = try TestHTTPServer.serving(Fixtures.directory)
    let stranger = Pass(id: 99, name: "Nowhere Pass", highway: "SR 0")
    let results = await WSDOTFeedSource(loader: loader(server), clock: Date.init).conditions(for: enabled + [stranger])
    #expect(throws: SourceError.passNotInSource(id: 99, source: "wsdot")) { try results[99]?.get() }
    #expect((try? results[11]?.get()) != nil)
  }

  @Test func pageSourceFetchesEachPassAndIsolatesFailures() async throws {
    let server = try TestHTTPServer.serving(Fixtures.directory)
    var passes = enabled
    passes[0].pageSlug = "no-such-page"
    let results = await WSDOTPageSource(loader: loader(server), clock: Date.init).conditions(for: passes)
    #expect(server.requests.count == 6)
    #expect(throws: NetworkError.self) { try results[passes[0].id]?.get() }
    for pass in passes.dropFirst() { #expect((try? results[pass.id]?.get()) != nil, "\(pass.name)") }
    #expect(try results[12]?.get().level == .closed)
  }

  @Test func apiSourceSendsTheAccessCodeAndNeverShowsIt() async throws {
    let server = try TestHTTPServer.serving(Fixtures.directory)
    let results = await WSDOTAPISource(loader: try keyed(loader(server), code: "SECRET-CODE"), clock: Date.init)
      .conditions(for: enabled)
    #expect(try results[11]?.get().level == .tractionAdvised)
    #expect(server.requests.first?.query == "AccessCode=SECRET-CODE")

    server.setHandler { _ in
      .init(status: 400, text: "<html><body><h1>Request Error</h1><p>Invalid Access Code</p></body></html>")
    }
    let rejected = await WSDOTAPISource(loader: try keyed(loader(server), code: "SECRET-CODE"), clock: Date.init)
      .conditions(for: enabled)
    do {
      _ = try rejected[11]?.get()
      Issue.record("a 400 must be an error")
    } catch {
      guard case KeyError.keyRejected(.wsdot, "access code", let url) = error else {
        Issue.record("expected keyRejected, got \(error)")
        return
      }
      #expect(url.contains("AccessCode=REDACTED"))
      #expect(!"\(error)".contains("SECRET-CODE"))
    }
  }

  @Test func aKeyWithQueryCharactersArrivesWholeAndIsRedactedInEveryForm() async throws {
    let server = try TestHTTPServer { _ in .init(status: 403, text: "no") }
    defer { server.stop() }
    let code = "a+b&c=d/e f"
    let results = await WSDOTAPISource(loader: try keyed(loader(server), code: code), clock: Date.init).conditions(
      for: enabled)
    #expect(server.requests.first?.query == "AccessCode=a%2Bb%26c%3Dd%2Fe%20f")
    let error = try #require(
      results[11].flatMap { result -> Error? in if case .failure(let error) = result { error } else { nil } })
    let text = String(describing: error)
    #expect(text.contains("AccessCode=REDACTED"), "\(text)")
    #expect(!text.contains("a+b") && !text.contains("a%2Bb"), "\(text)")
  }

  @Test func anAgencyReadsOnlyItsOwnFormats() throws {
    #expect(
      throws: SourceError.unknownFormat(
        "caltrans-cc", known: ["wsdot-feed", "wsdot-api", "wsdot-page", "legacy-page"])
    ) {
      try WSDOT().reports(from: Data("{}".utf8), format: .caltransCC, charset: nil, location: "x", fetchedAt: Date())
    }
  }

  @Test func apiSourceWithoutACodeSaysHowToGetOne() async throws {
    let server = try TestHTTPServer.serving(Fixtures.directory)
    let results = await WSDOTAPISource(loader: try keyed(loader(server), code: nil), clock: Date.init).conditions(
      for: enabled)
    #expect(
      throws: KeyError.missingKey(
        agency: .wsdot, name: "access code", variable: "WSDOT_ACCESS_CODE", file: "keys/wsdot")
    ) {
      try results[11]?.get()
    }
    #expect(server.requests.isEmpty)
  }

  @Test func customPassReadsItsOwnXPaths() async throws {
    let server = try TestHTTPServer.serving(Fixtures.directory)
    let custom = CustomPass(
      url: server.url("/traffic/passes/snoqualmie/"),
      queries: [
        .eastbound: "//span[@id='PassInfoRestrictionsOne']", .westbound: "//span[@id='PassInfoRestrictionsTwo']",
        .conditions: "//span[@id='PassInfoConditions']", .temperature: "//span[@id='PassInfoTemperature']",
      ])
    let pass = Pass(id: 1000, name: "My Pass", highway: "", custom: custom)
    let results = await CustomPageSource(loader: loader(server), clock: Date.init).conditions(for: [pass])
    let conditions = try #require(try results[1000]?.get())
    #expect(conditions.level == .chainsRequired)
    #expect(conditions.temperatureF == 31)
    #expect(conditions.roadConditions == "Compact snow and ice on the roadway.")
  }

  @Test func baseDirectoryReadsTheMirrorFromDiskIgnoringQueries() async throws {
    let loader = ResourceLoader(client: HTTPClient(), base: try BaseLocation(parsing: Fixtures.directory.path))
    let fetcher = ConditionsFetcher(
      chosen: [.wsdot: .wsdotAPI], loader: loader, keys: [.wsdot: Secret("anything")], clock: Date.init)
    let results = await fetcher.conditions(for: enabled)
    #expect(try results[11]?.get().level == .tractionAdvised)
    let pages = await ConditionsFetcher(chosen: [.wsdot: .wsdotPage], loader: loader, clock: Date.init).conditions(
      for: enabled)
    #expect(try pages[10]?.get().level == .chainsRequired)
  }

  @Test func missingFileUnderTheBaseDirectoryNamesThePath() async throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let loader = ResourceLoader(client: HTTPClient(), base: .directory(empty))
    let results = await WSDOTFeedSource(loader: loader, clock: Date.init).conditions(for: enabled)
    #expect { try results[11]?.get() } throws: { error in
      guard case DocumentError.unreadableFile(let path, _) = error else { return false }
      return path.hasSuffix("/mobile/MountainPassConditions.json")
    }
  }

  @Test func baseURLParsing() throws {
    #expect(try BaseLocation(parsing: "http://127.0.0.1:8080") == .remote(URL(string: "http://127.0.0.1:8080")!))
    #expect(throws: SourceError.invalidBaseURL("/no/such/dir")) { try BaseLocation(parsing: "/no/such/dir") }
    #expect(throws: SourceError.invalidBaseURL("ftp://mirror")) { try BaseLocation(parsing: "ftp://mirror") }
  }
}
