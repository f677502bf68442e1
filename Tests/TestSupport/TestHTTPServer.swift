import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A real HTTP/1.1 server on 127.0.0.1 (ephemeral port) for tests, one thread per connection.
public final class TestHTTPServer: Sendable {
  /// A request as the server saw it.
  public struct Request: Sendable {
    public var method: String
    /// The path without the query string.
    public var path: String
    public var query: String?
    /// Header fields, names lowercased.
    public var headers: [String: String]
  }

  /// How to deliver a response, to provoke each failure a client must survive.
  public enum Delivery: Sendable {
    case normal
    /// Accept the request and never answer.
    case hang
    /// Send headers, then this many body bytes, then close.
    case closeAfter(bytes: Int)
    /// Send the body in chunks with a pause before each.
    case trickle(chunkSize: Int, interval: Duration)
    /// Ignore `body`: send `chunk` `count` times, with no Content-Length, as fast as the client reads.
    case stream(chunk: Data, count: Int)
  }

  /// A response to send.
  public struct Response: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    public var delay: Duration
    public var delivery: Delivery
    /// Leave out `Content-Length`, so the body ends when the connection closes.
    public var omitContentLength: Bool

    public init(
      status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: Duration = .zero,
      delivery: Delivery = .normal, omitContentLength: Bool = false
    ) {
      self.status = status
      self.headers = headers
      self.body = body
      self.delay = delay
      self.delivery = delivery
      self.omitContentLength = omitContentLength
    }

    public init(status: Int = 200, text: String, headers: [String: String] = [:]) {
      self.init(status: status, headers: headers, body: Data(text.utf8))
    }
  }

  public typealias Handler = @Sendable (Request) -> Response

  private struct State {
    var handler: Handler
    var requests: [Request] = []
    var connections: Set<Int32> = []
    var active = 0
    var peakActive = 0
    var hungClosed = 0
    var isStopped = false
    var accepted = 0
    var keepsAlive = false
  }

  /// The port the server listens on.
  public let port: Int
  private let listener: Int32
  private let state: Mutex<State>

  /// Starts listening at once; `handler` answers every request.
  public init(handler: @escaping Handler) throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.EMFILE) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(fd, 256) == 0 else {
      close(fd)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    listener = fd
    port = Int(UInt16(bigEndian: address.sin_port))
    state = Mutex(State(handler: handler))
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  deinit { stop() }

  /// `http://127.0.0.1:PORT`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// The URL of `path` on this server.
  public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

  /// Replaces the handler, e.g. to change a fixture between two refreshes.
  public func setHandler(_ handler: @escaping Handler) { state.withLock { $0.handler = handler } }

  /// Every request received so far.
  public var requests: [Request] { state.withLock { $0.requests } }

  /// Waits until at least `count` requests have arrived; throws after `timeout`.
  public func waitForRequests(_ count: Int, timeout: Duration = .seconds(300)) async throws {
    let deadline = ContinuousClock.now + timeout
    while requests.count < count {
      guard ContinuousClock.now < deadline else { throw POSIXError(.ETIMEDOUT) }
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// How many `.hang` connections the client closed (the server itself never closes them).
  public var hungConnectionsClosed: Int { state.withLock { $0.hungClosed } }

  /// Waits until the client has closed `count` hung connections; throws after `timeout`.
  public func waitForHungConnectionsClosed(_ count: Int, timeout: Duration = .seconds(300)) async throws {
    let deadline = ContinuousClock.now + timeout
    while hungConnectionsClosed < count {
      guard ContinuousClock.now < deadline else { throw POSIXError(.ETIMEDOUT) }
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// How many connections the server has accepted.
  public var connectionsAccepted: Int { state.withLock { $0.accepted } }

  /// Keeps connections open after a whole answer (`Connection: keep-alive`), for the client's next
  /// request, instead of closing each after one.
  public func keepConnectionsAlive() { state.withLock { $0.keepsAlive = true } }

  /// The most requests that were being answered at the same moment.
  public var peakConcurrency: Int { state.withLock { $0.peakActive } }

  /// Stops listening and closes every open connection.
  public func stop() {
    let connections: Set<Int32>? = state.withLock { state in
      guard !state.isStopped else { return nil }
      state.isStopped = true
      return state.connections
    }
    guard let connections else { return }
    // Only shut down here: the accept loop closes the listener when it ends. Closed here, its
    // descriptor number could go to the next server's socket before the loop's last accept, which
    // would then take (and drop) that server's connections.
    shutdown(listener, Int32(SHUT_RDWR))
    for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
  }

  private func acceptLoop() {
    defer { close(listener) }
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR { continue }
        return
      }
      let accepted = state.withLock { state -> Bool in
        guard !state.isStopped else { return false }
        state.connections.insert(connection)
        state.accepted += 1
        return true
      }
      guard accepted else {
        close(connection)
        return
      }
      Thread.detachNewThread { [self] in serve(connection) }
    }
  }

  private func serve(_ connection: Int32) {
    defer {
      state.withLock { _ = $0.connections.remove(connection) }
      close(connection)
    }
    while let request = readRequest(connection), answer(request, on: connection) {}
  }

  /// Answers `request`; returns whether the connection stays open for another.
  private func answer(_ request: Request, on connection: Int32) -> Bool {
    let handler = state.withLock { state -> Handler in
      state.requests.append(request)
      state.active += 1
      state.peakActive = max(state.peakActive, state.active)
      return state.handler
    }
    // A request counts as active until its answer starts: a client that has read the whole answer
    // may send its next request before this thread gets to close the connection.
    var isActive = true
    let finish = {
      if isActive {
        isActive = false
        self.state.withLock { $0.active -= 1 }
      }
    }
    defer { finish() }
    let response = handler(request)
    if response.delay > .zero { Thread.sleep(forTimeInterval: Self.seconds(response.delay)) }
    if case .hang = response.delivery {} else { finish() }
    if case .hang = response.delivery {
      var byte: UInt8 = 0
      while true {
        let count = recv(connection, &byte, 1, 0)
        if count > 0 || (count < 0 && errno == EINTR) { continue }
        if count == 0 { state.withLock { $0.hungClosed += 1 } }
        break
      }
      return false
    }
    var keepsAlive = state.withLock { $0.keepsAlive }
    if case .normal = response.delivery {} else { keepsAlive = false }
    if response.omitContentLength { keepsAlive = false }
    var head =
      "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\nConnection: \(keepsAlive ? "keep-alive" : "close")\r\n"
    var headers = response.headers
    if case .stream = response.delivery {
      // The length is unknown until the connection closes.
    } else if !response.omitContentLength, headers["Content-Length"] == nil {
      headers["Content-Length"] = String(response.body.count)
    }
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    head += "\r\n"
    guard write(connection, Data(head.utf8)) else { return false }
    let body = request.method == "HEAD" ? Data() : response.body
    switch response.delivery {
    case .normal, .hang:
      _ = write(connection, body)
    case .closeAfter(let bytes):
      _ = write(connection, body.prefix(bytes))
    case .stream(let chunk, let count):
      for _ in 0..<count { guard write(connection, chunk) else { break } }
    case .trickle(let chunkSize, let interval):
      var offset = 0
      while offset < body.count {
        Thread.sleep(forTimeInterval: Self.seconds(interval))
        let end = min(offset + max(1, chunkSize), body.count)
        guard write(connection, body[offset..<end]) else { return false }
        offset = end
      }
    }
    if keepsAlive { return true }
    shutdown(connection, Int32(SHUT_WR))
    return false
  }

  private func readRequest(_ connection: Int32) -> Request? {
    var buffer = Data()
    var chunk = [UInt8](repeating: 0, count: 4096)
    let terminator = Data("\r\n\r\n".utf8)
    while buffer.range(of: terminator) == nil {
      let count = recv(connection, &chunk, chunk.count, 0)
      // Other tests' child processes send SIGCHLD, which interrupts blocking calls.
      if count < 0, errno == EINTR { continue }
      guard count > 0, buffer.count < 1 << 16 else { return nil }
      buffer.append(contentsOf: chunk[0..<count])
    }
    let text = String(decoding: buffer, as: UTF8.self)
    let lines = text.components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let target = String(parts[1])
    let pieces = target.split(separator: "?", maxSplits: 1)
    return Request(
      method: String(parts[0]), path: String(pieces.first ?? ""), query: pieces.count > 1 ? String(pieces[1]) : nil,
      headers: headers)
  }

  private func write(_ connection: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        if sent < 0, errno == EINTR { continue }
        if sent <= 0 { return false }
        offset += sent
      }
      return true
    }
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 301: return "Moved Permanently"
    case 302: return "Found"
    case 304: return "Not Modified"
    case 400: return "Bad Request"
    case 404: return "Not Found"
    case 429: return "Too Many Requests"
    case 500: return "Internal Server Error"
    case 503: return "Service Unavailable"
    default: return "Status"
    }
  }
}

extension TestHTTPServer {
  /// A server answering from files under `directory`, by URL path (query ignored); a directory
  /// path serves its `index.html`. Like `python3 -m http.server`.
  public static func serving(_ directory: URL) throws -> TestHTTPServer {
    try TestHTTPServer(handler: fileHandler(directory))
  }

  /// The handler `serving(_:)` uses, to restore it after a test swapped handlers.
  public static func fileHandler(_ directory: URL) -> Handler {
    { request in
      let relative = request.path.removingPercentEncoding ?? request.path
      guard !relative.contains("..") else { return Response(status: 400, text: "bad path") }
      var file = directory.appendingPathComponent(String(relative.drop(while: { $0 == "/" })))
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue {
        file.appendPathComponent("index.html")
      }
      guard let body = try? Data(contentsOf: file) else { return Response(status: 404, text: "not found") }
      let type: String
      switch file.pathExtension {
      case "json", "js": type = "application/json; charset=utf-8"
      case "xml": type = "application/xml; charset=utf-8"
      default: type = "text/html; charset=utf-8"
      }
      return Response(headers: ["Content-Type": type], body: body)
    }
  }
}
