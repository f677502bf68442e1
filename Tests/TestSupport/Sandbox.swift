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
    server = try TestHTTPServer.serving(Fixtures.directory)
  }

  deinit {
    server.stop()
    try? FileManager.default.removeItem(at: dataDirectory)
  }

  /// `passengr.plist` in the data directory.
  public var archive: URL { dataDirectory.appendingPathComponent("passengr.plist") }

  /// Runs `passengr arguments…` against this sandbox's data directory and server.
  public func run(_ arguments: [String], baseURL: String? = nil, environment: [String: String] = [:]) async throws -> CommandRunner.Output {
    try await CommandRunner.run(
      arguments + ["--data-dir", dataDirectory.path, "--base-url", baseURL ?? server.baseURL.absoluteString],
      environment: environment)
  }

  /// Serves `fixture` (a path under `Fixtures/`) in place of the mobile feed from now on.
  public func serveFeed(_ fixture: String) {
    let files = TestHTTPServer.fileHandler(Fixtures.directory)
    server.setHandler { request in
      var request = request
      if request.path == "/mobile/MountainPassConditions.json" { request.path = "/" + fixture }
      return files(request)
    }
  }
}
