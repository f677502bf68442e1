import FoundationEssentials
import Networking

/// Where built-in source URLs really point: another server (mirror, proxy, local fixture server)
/// or a local directory laid out by URL, such as the shipped `Fixtures/`.
///
/// Sources added from the National Weather Service on are laid out by host (`Layout.byHost`):
/// `https://host/a/b?Q` is `BASE/host/a/b?Q` on a mirror and `DIR/host/a/b@Q` in a directory, so
/// agencies that share paths never share files. The first four agencies' sources keep their
/// layout by path alone (`Layout.byPath`): `https://host/a/b` is `BASE/a/b` or the file `DIR/a/b`.
///
/// In a directory, a path that is a directory means its `index.html`, and a URL with a query,
/// `https://host/a/Page?Route=WY22`, is the file `a/Page?Route=WY22` (as `wget` saves it) or else
/// `a/Page@Route=WY22` (as wget does when it restricts file names for Windows); a `/` in the query is
/// written `%2F`.
enum BaseLocation: Equatable, Sendable {
  /// How a source's URLs map onto a base location.
  enum Layout: Equatable, Sendable {
    /// The path alone: the first four agencies' sources.
    case byPath
    /// The host, then the path: every source added since.
    case byHost
  }

  /// Replace scheme, host and port; keep path and query.
  case remote(URL)
  /// Read `directory + path (+ ?query)` from disk.
  case directory(URL)

  /// Reads a base location (from the front end or `PASSENGR_BASE_URL`): an http(s) URL, or a directory that exists.
  init(parsing value: String, currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    throws
  {
    if let url = URL(string: value), url.isWebAddress {
      self = .remote(url)
      return
    }
    let path = value.hasPrefix("file://") ? (URL(string: value)?.path ?? value) : value
    let directory = path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory
    else {
      throw SourceError.invalidBaseURL(value)
    }
    self = .directory(directory.standardizedFileURL)
  }

  /// Where a built-in `url` is read from, laid out as `layout`.
  func resolve(_ url: URL, layout: Layout = .byPath) -> Target {
    let host = url.host?.lowercased() ?? ""
    switch self {
    case .remote(let base):
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
      components.scheme = base.scheme
      components.host = base.host
      components.port = base.port
      if layout == .byHost {
        // The mirror's own path, then the host: `http://mirror/m` + `api.weather.gov/points/1,2`.
        let prefix = base.path.hasSuffix("/") ? String(base.path.dropLast()) : base.path
        components.percentEncodedPath =
          prefix + "/" + host + (components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath)
      }
      return .http(components.url ?? url)
    case .directory(let root):
      var segments = url.path.split(separator: "/").map(String.init).filter { $0 != ".." && $0 != "." }
      if layout == .byHost, !host.isEmpty, host != "..", host != "." { segments.insert(host, at: 0) }
      if let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery, !query.isEmpty {
        let last = segments.popLast() ?? "index.html"
        let written = query.replacingScalars(of: "/", with: "%2F")
        let folder = segments.reduce(root) { $0.appendingPathComponent($1) }
        // By host the `@` form is the layout's own, named when neither file is there.
        let names = ["\(last)?\(written)", "\(last)@\(written)"]
        let candidates = (layout == .byHost ? names.reversed() : names).map { folder.appendingPathComponent($0) }
        return .file(candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0])
      }
      var file = segments.reduce(root) { $0.appendingPathComponent($1) }
      var isDirectory = false
      if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory {
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
