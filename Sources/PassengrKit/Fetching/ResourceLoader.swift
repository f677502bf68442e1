import Foundation
import Networking

/// Loads the bytes behind a source URL: over HTTP, or from disk under a base directory. Network
/// answers and redirects never lead to local files: only the user's base directory is read.
struct ResourceLoader: Sendable {
  /// What was loaded.
  struct Resource: Sendable {
    /// The bytes.
    var data: Data
    /// The charset from `Content-Type`, if any.
    var charset: String?
    /// Where it was read from (a URL or a file path), for messages.
    var location: String
  }

  private let client: HTTPClient
  private let base: BaseLocation?
  private let bodies = BodyCache()

  /// Creates a loader; `base` redirects built-in URLs.
  init(client: HTTPClient, base: BaseLocation? = nil) {
    self.client = client
    self.base = base
  }

  /// Where `url` is really read from (a file URL under a base directory), for reachability
  /// checks and `doctor`.
  func effectiveURL(for url: URL, isBuiltIn: Bool = true) -> URL {
    switch target(for: url, isBuiltIn: isBuiltIn) {
    case .http(let resolved): return resolved
    case .file(let file): return file
    }
  }

  /// Built-in URLs follow the base location; user URLs are fetched as given.
  private func target(for url: URL, isBuiltIn: Bool) -> BaseLocation.Target {
    guard isBuiltIn, let base else { return .http(url) }
    return base.resolve(url)
  }

  /// Where built-in sources are read from when it is not the agencies' own servers: the mirror's
  /// `scheme://host:port`, or the directory's path. nil for the real thing.
  var origin: String? {
    switch base {
    case nil: return nil
    case .remote(let url):
      var components = URLComponents()
      components.scheme = url.scheme?.lowercased()
      components.host = url.host?.lowercased()
      components.port = url.port
      return components.string ?? url.absoluteString
    case .directory(let directory): return directory.path
    }
  }

  /// Whether built-in URLs are read from disk (so no network check is needed).
  var readsFromDisk: Bool {
    if case .directory = base { return true }
    return false
  }

  /// Loads `url`; built-in URLs follow the base location, user URLs are fetched as given.
  func load(_ url: URL, isBuiltIn: Bool = true) async throws -> Resource {
    switch target(for: url, isBuiltIn: isBuiltIn) {
    case .file(let file):
      do {
        return Resource(data: try LocalFile.read(file), charset: nil, location: file.path)
      } catch {
        throw PassengrError.unreadableFile(path: file.path, reason: error.reason)
      }
    case .http(let address):
      let response = try await client.response(for: HTTPRequest(url: address))
      if response.isNotModified, let cached = await bodies.body(for: address) {
        return Resource(data: cached.data, charset: cached.charset, location: address.absoluteString)
      }
      await bodies.store(response.body, charset: response.charset, for: address)
      return Resource(data: response.body, charset: response.charset, location: address.absoluteString)
    }
  }
}
