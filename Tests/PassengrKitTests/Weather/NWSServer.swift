import Foundation
import TestSupport

/// A loopback stand-in for api.weather.gov laid out by host, answering from the shipped NWS
/// recording (`Fixtures/api.weather.gov`) unless `override` answers a path first.
enum NWSServer {
  /// The recording's file for a request to `/api.weather.gov/PATH?Q`.
  static func file(_ request: TestHTTPServer.Request) -> URL? {
    guard request.path.hasPrefix("/api.weather.gov/") else { return nil }
    var url = Fixtures.directory.appendingPathComponent(String(request.path.dropFirst()))
    if let query = request.query, !query.isEmpty {
      url = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent)@\(query)")
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      url.appendPathComponent("index.html")
    }
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// A handler serving the recording, with `headers` on every success.
  static func handler(
    headers: [String: String] = ["Content-Type": "application/geo+json"],
    override: @escaping @Sendable (TestHTTPServer.Request) -> TestHTTPServer.Response? = { _ in nil }
  ) -> TestHTTPServer.Handler {
    { request in
      if let answer = override(request) { return answer }
      guard let file = file(request), let data = try? Data(contentsOf: file) else {
        return .init(
          status: 404, headers: ["Content-Type": "application/problem+json"],
          body: Data(#"{"title":"Not Found","status":404}"#.utf8))
      }
      return .init(status: 200, headers: headers, body: data)
    }
  }
}
