import Foundation

/// A fresh data directory and a fixture server for one end-to-end test.
public final class Sandbox: Sendable {
  /// The temporary data directory.
  public let dataDirectory: URL
  /// A server answering from `Fixtures/`.
  public let server: TestHTTPServer

  public init() throws {
    dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    server = try TestHTTPServer(handler: Self.fixtures(feed: nil))
  }

  /// Answers from `Fixtures/`, the mobile feed (or `feed` in its place) as of now (see `WSDOTFixtures`).
  public static func fixtures(feed: String?) -> TestHTTPServer.Handler {
    let files = TestHTTPServer.fileHandler(Fixtures.directory)
    return { request in
      var request = request
      guard request.path == "/mobile/MountainPassConditions.json" else { return files(request) }
      if let feed { request.path = "/" + feed }
      var response = files(request)
      if response.status == 200 { response.body = WSDOTFixtures.ofNow(response.body) }
      return response
    }
  }

  deinit {
    server.stop()
    try? FileManager.default.removeItem(at: dataDirectory)
  }

  /// `passengr.json` in the data directory: the archive.
  public var archive: URL { dataDirectory.appendingPathComponent("passengr.json") }
  /// `passengr.plist` in the data directory: the archive as earlier versions wrote it.
  public var legacyArchive: URL { dataDirectory.appendingPathComponent("passengr.plist") }

  /// Runs `passengr arguments…` against this sandbox's data directory and server.
  public func run(_ arguments: [String], baseURL: String? = nil, environment: [String: String] = [:]) async throws
    -> CommandRunner.Output
  {
    try await CommandRunner.run(
      arguments + ["--data-dir", dataDirectory.path, "--base-url", baseURL ?? server.baseURL.absoluteString],
      environment: environment)
  }

  /// Serves `fixture` (a path under `Fixtures/`) in place of the mobile feed from now on, as of now.
  public func serveFeed(_ fixture: String) {
    server.setHandler(Self.fixtures(feed: fixture))
  }
}
