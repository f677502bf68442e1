import FoundationEssentials
import Networking

#if canImport(Glibc)
  import Glibc
#endif

/// Loads the bytes behind a source URL: over HTTP, or from disk under a base directory. Network
/// answers and redirects never lead to local files: only the user's base directory is read, and
/// only its regular files, no larger than a network body may be.
///
/// A loader made `for` an agency carries that agency's key (as a query item or a header, only to
/// the agency's own hosts or a mirror given as the base location, never to a local directory, which needs none)
/// and its pace, and keeps the key out of every location and error it returns.
struct ResourceLoader: Sendable {
  /// What was loaded.
  struct Resource: Sendable {
    /// The bytes.
    var data: Data
    /// The charset from `Content-Type`, if any.
    var charset: String?
    /// Where it was read from (a URL or a file path), for messages; never holds a key.
    var location: String
    /// The body cache's address and generation of an answer over HTTP: what its decoded value is
    /// kept under. Nil for files.
    var cached: (address: URL, generation: Int)?
    /// Whether the server said the body is unchanged (304) and it came from the cache.
    var isUnchanged = false
    /// The response's header fields, names in lower case (a feed's paging header); empty for files.
    var headers: [String: String] = [:]
  }

  /// What an agency's requests carry.
  struct Access: Sendable {
    /// The agency.
    var agency: AgencyID
    /// Its key's requirement.
    var requirement: AgencyKey
    /// The key; nil when none is set.
    var key: Secret?
    /// Where `key set` would keep it, for the message when it is missing.
    var file: String
  }

  private let client: HTTPClient

  /// How long a refresh through this loader may take in all, in whole seconds, for messages.
  var deadlineSeconds: Int { Int(client.configuration.deadline.components.seconds) }
  private let base: BaseLocation?
  private let bodies: BodyCache
  private let access: Access?
  private let minimumInterval: Duration?
  private let window: RequestWindow?
  /// How built-in URLs map onto the base location.
  let layout: BaseLocation.Layout

  /// Creates a loader; `base` redirects built-in URLs, laid out by path until `agency` says otherwise.
  init(client: HTTPClient, base: BaseLocation? = nil) {
    self.init(
      client: client, base: base, bodies: BodyCache(), access: nil, minimumInterval: nil, window: nil, layout: .byPath)
  }

  private init(
    client: HTTPClient, base: BaseLocation?, bodies: BodyCache, access: Access?, minimumInterval: Duration?,
    window: RequestWindow?,
    layout: BaseLocation.Layout
  ) {
    self.client = client
    self.base = base
    self.bodies = bodies
    self.access = access
    self.minimumInterval = minimumInterval
    self.window = window
    self.layout = layout
  }

  /// This loader for one agency's source: with its key (when the source needs one), its pace (a
  /// least interval, a window of so many requests per period) and its mirror layout.
  func agency(access: Access?, minimumInterval: Duration?, window: RequestWindow? = nil, layout: BaseLocation.Layout)
    -> ResourceLoader
  {
    ResourceLoader(
      client: client, base: base, bodies: bodies, access: access, minimumInterval: minimumInterval, window: window,
      layout: layout)
  }

  /// The window its requests are paced by, if any.
  var requestWindow: RequestWindow? { window }

  /// The largest body read, from the network or from a base directory.
  var maxBodyBytes: Int { client.configuration.maxBodyBytes }

  /// Where `url` is really read from (a file URL under a base directory), for reachability
  /// checks and `doctor`.
  func effectiveURL(for url: URL, isBuiltIn: Bool = true, layout: BaseLocation.Layout? = nil) -> URL {
    switch target(for: url, isBuiltIn: isBuiltIn, layout: layout ?? self.layout) {
    case .http(let resolved): return resolved
    case .file(let file): return file
    }
  }

  /// Built-in URLs follow the base location; user URLs are fetched as given.
  private func target(for url: URL, isBuiltIn: Bool, layout: BaseLocation.Layout) -> BaseLocation.Target {
    guard isBuiltIn, let base else { return .http(url) }
    return base.resolve(url, layout: layout)
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

  /// Loads `url`; built-in URLs follow the base location, user URLs are fetched as given. `headers`
  /// are sent with an HTTP request (an agency's `Accept`), never a secret: keys go by the agency's key.
  func load(_ url: URL, headers: [String: String] = [:], isBuiltIn: Bool = true) async throws -> Resource {
    switch target(for: url, isBuiltIn: isBuiltIn, layout: layout) {
    case .file(let file):
      let data: Data?
      do {
        // Held to the network's body cap; a FIFO, device or socket is refused at once.
        data = try LocalFile.readIfPresent(file, limit: maxBodyBytes)
      } catch {
        throw DocumentError.unreadableFile(path: file.path, reason: error.reason)
      }
      guard let data else {
        throw DocumentError.unreadableFile(path: file.path, reason: SystemMessage.words(for: ENOENT))
      }
      return Resource(data: data, charset: nil, location: file.path)
    case .http(let address):
      let (request, carriesKey) = try keyed(
        HTTPRequest(url: address, headers: headers, minimumInterval: minimumInterval, window: window),
        isBuiltIn: isBuiltIn)
      let redaction = KeyRedaction(key: access?.key?.value)
      let location = redaction.redact(request.url.absoluteString)
      let response: HTTPResponse
      do {
        response = try await client.response(for: request)
      } catch let error as NetworkError {
        if let access, case .badStatus(let status, _) = error, carriesKey,
          access.requirement.rejectedStatuses.contains(status)
        {
          throw KeyError.keyRejected(agency: access.agency, name: access.requirement.name, url: location)
        }
        throw redaction.redact(error)
      }
      // The cache is keyed by the address without the key: one key's answer is the address's answer.
      if response.isNotModified, let cached = await bodies.body(for: address) {
        return Resource(
          data: cached.data, charset: cached.charset, location: location, cached: (address, cached.generation),
          isUnchanged: true,
          headers: response.headers)
      }
      let generation = await bodies.store(response.body, charset: response.charset, for: address)
      return Resource(
        data: response.body, charset: response.charset, location: location, cached: (address, generation),
        headers: response.headers)
    }
  }

  /// What an API answered, whatever its status: for a source whose error bodies say what went
  /// wrong (NWS's problem+json, a CDN's HTML refusal). A file under a base directory answers 200.
  struct Answer: Sendable {
    /// The status (200 for a file).
    var status: Int
    /// Header fields, names lowercased; none for a file.
    var headers: [String: String]
    /// The body.
    var data: Data
    /// Where it was read from, for messages.
    var location: String
  }

  /// `url`'s answer, whatever its status (retries as `load` makes them); throws only when nothing
  /// was answered (the connection, the deadline) or a file cannot be read.
  func answer(_ url: URL, headers: [String: String] = [:]) async throws -> Answer {
    guard case .http(let address) = target(for: url, isBuiltIn: true, layout: layout) else {
      let resource = try await load(url, headers: headers)
      return Answer(status: 200, headers: [:], data: resource.data, location: resource.location)
    }
    let request = HTTPRequest(
      url: address, headers: headers, minimumInterval: minimumInterval, returnsErrorAnswers: true)
    let response = try await client.response(for: request)
    if response.isNotModified, let cached = await bodies.body(for: address) {
      return Answer(status: 200, headers: response.headers, data: cached.data, location: address.absoluteString)
    }
    if (200...299).contains(response.status) {
      _ = await bodies.store(response.body, charset: response.charset, for: address)
    }
    return Answer(
      status: response.status, headers: response.headers, data: response.body, location: address.absoluteString)
  }

  /// `decode` of what `url` answers (see `load`). When the server says the body is unchanged (a
  /// 304 during `watch`), the value that body was decoded to last time, without decoding it again;
  /// `decode` must depend on the resource only (no clock), so that value is still right.
  func decoded<T: Sendable>(
    _ url: URL, headers: [String: String] = [:], isBuiltIn: Bool = true,
    _ decode: @Sendable (Resource) async throws -> T
  ) async throws -> T {
    let resource = try await load(url, headers: headers, isBuiltIn: isBuiltIn)
    guard let cached = resource.cached else { return try await decode(resource) }
    if resource.isUnchanged,
      let value = await bodies.decoded(for: cached.address, generation: cached.generation, as: T.self)
    {
      return value
    }
    let value = try await decode(resource)
    await bodies.keep(value, for: cached.address, generation: cached.generation)
    return value
  }

  /// `request` with the agency's key, when it has one and the address may see it: a built-in URL
  /// sent to one of the agency's hosts, or to the mirror the user gave as the base location. Throws `missingKey`
  /// when the source needs a key and none is set.
  private func keyed(_ request: HTTPRequest, isBuiltIn: Bool) throws -> (HTTPRequest, carriesKey: Bool) {
    guard let access, isBuiltIn else { return (request, false) }
    let isMirror: Bool
    if case .remote = base { isMirror = true } else { isMirror = false }
    guard isMirror || access.requirement.mayBeSent(to: request.url) else { return (request, false) }
    guard let key = access.key else {
      throw KeyError.missingKey(
        agency: access.agency, name: access.requirement.name, variable: access.requirement.variable, file: access.file)
    }
    var request = request
    switch access.requirement.placement {
    case .query(let name):
      guard var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else {
        return (request, false)
      }
      // Every character but the unreserved ones escaped: `+`, `&` or `=` in a key reach the server as themselves.
      let item = [name, key.value].map { $0.percentEncoded(keeping: .unreserved) }.joined(separator: "=")
      components.percentEncodedQuery = [components.percentEncodedQuery, item].compactMap { $0 }.filter { !$0.isEmpty }
        .joined(separator: "&")
      guard let url = components.url else { return (request, false) }
      request.url = url
      request.privateQueryItems.insert(name)
    case .header(let name):
      request.headers[name] = key.value
      request.privateHeaders.insert(name)
    }
    return (request, true)
  }
}
