import Foundation
import Networking

/// Where built-in source URLs really point: another server (mirror, proxy, local fixture server)
/// or a local directory laid out by URL path, such as the shipped `Fixtures/`.
///
/// In a directory, `https://host/a/b` is the file `a/b` (or `a/b/index.html` when `a/b` is a
/// directory), and a URL with a query, `https://host/a/Page?Route=WY22`, is the file
/// `a/Page?Route=WY22` (as `wget` saves it) or else `a/Page@Route=WY22` (as `wget
/// --restrict-file-names=windows` does); a `/` in the query is written `%2F`.
enum BaseLocation: Equatable, Sendable {
  /// Replace scheme, host and port; keep path and query.
  case remote(URL)
  /// Read `directory + path (+ ?query)` from disk.
  case directory(URL)

  /// Reads `--base-url` / `PASSENGR_BASE_URL`: an http(s) URL, or a directory that exists.
  init(parsing value: String, currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws {
    if let url = URL(string: value), url.isWebAddress {
      self = .remote(url)
      return
    }
    let path = value.hasPrefix("file://") ? (URL(string: value)?.path ?? value) : value
    let directory = path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw PassengrError.invalidBaseURL(value)
    }
    self = .directory(directory.standardizedFileURL)
  }

  /// Where a built-in `url` is read from.
  func resolve(_ url: URL) -> Target {
    switch self {
    case .remote(let base):
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
      components.scheme = base.scheme
      components.host = base.host
      components.port = base.port
      return .http(components.url ?? url)
    case .directory(let root):
      var segments = url.path.split(separator: "/").map(String.init).filter { $0 != ".." && $0 != "." }
      if let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery, !query.isEmpty {
        let last = segments.popLast() ?? "index.html"
        let written = query.replacingOccurrences(of: "/", with: "%2F")
        let folder = segments.reduce(root) { $0.appendingPathComponent($1) }
        let candidates = ["\(last)?\(written)", "\(last)@\(written)"].map { folder.appendingPathComponent($0) }
        return .file(candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0])
      }
      var file = segments.reduce(root) { $0.appendingPathComponent($1) }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue {
        file.appendPathComponent("index.html")
      }
      return .file(file)
    }
  }

  enum Target: Equatable {
    case http(URL)
    case file(URL)
  }
}
