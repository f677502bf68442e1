import CCurl
import FoundationEssentials
import Synchronization

/// One libcurl transfer, and after it the next ones to the same host (`reuse`), over the
/// connections it keeps open. The C handle lives and dies with this object and never leaves it;
/// `cancel` may race `perform` from any thread.
final class CurlTransfer: Sendable {
  /// What came back.
  struct Reply: Sendable {
    var outcome: ccurl_outcome
    var status: Int
    var headers: [String: String]
    var body: Data
    var message: String
  }

  // The handle is only touched by perform (one thread) and cancel (which libcurl allows from
  // any thread, and which the mutex keeps from running after destroy).
  private nonisolated(unsafe) let handle: OpaquePointer
  private let isFinished = Mutex(false)

  /// The library loaded on the first request.
  static let library = "libcurl.so.4"

  /// Why libcurl cannot be used, or nil once it is loaded: it is loaded on the first transfer (and
  /// only then, once per process), so commands that fetch nothing never pay for loading it.
  static let loadProblem: String? = problem(loading: library)

  /// Loads `library`; nil on success, else the reason in one line.
  static func problem(loading library: String) -> String? {
    var message = [CChar](repeating: 0, count: 512)
    guard ccurl_load(library, &message, message.count) != 0 else { return nil }
    return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// A GET of `url`; nil when libcurl cannot allocate a transfer. Check `loadProblem` first.
  init?(url: URL, headers: [String: String], timeout: Duration, maxBodyBytes: Int) {
    guard Self.loadProblem == nil else { return nil }
    let milliseconds = max(1, Int((timeout.seconds * 1000).rounded(.up)))
    guard let handle = ccurl_transfer_create(url.absoluteString, milliseconds, max(0, maxBodyBytes)) else { return nil }
    self.handle = handle
    add(headers)
  }

  /// Makes a transfer whose last `perform` succeeded ready for a GET of `url` (same host), over
  /// the connection it kept open. Not while anyone may still call `perform` or `cancel`.
  func reuse(url: URL, headers: [String: String], timeout: Duration, maxBodyBytes: Int) {
    let milliseconds = max(1, Int((timeout.seconds * 1000).rounded(.up)))
    ccurl_transfer_reuse(handle, url.absoluteString, milliseconds, max(0, maxBodyBytes))
    isFinished.withLock { $0 = false }
    add(headers)
  }

  private func add(_ headers: [String: String]) {
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      // Header injection is impossible by construction: line breaks are never sent.
      let line = "\(name): \(value)".filter { $0 != "\r" && $0 != "\n" }
      _ = ccurl_transfer_add_header(handle, line)
    }
  }

  deinit { ccurl_transfer_destroy(handle) }

  /// Runs the transfer on the calling thread, which it blocks.
  func perform() -> Reply {
    let outcome = ccurl_transfer_perform(handle)
    isFinished.withLock { $0 = true }
    var bodyLength = 0
    let body = ccurl_transfer_body(handle, &bodyLength).map { Data(bytes: $0, count: bodyLength) } ?? Data()
    var headerLength = 0
    let block = ccurl_transfer_headers(handle, &headerLength).map { Data(bytes: $0, count: headerLength) } ?? Data()
    let message = ccurl_transfer_error(handle).map { String(cString: $0) } ?? ""
    return Reply(
      outcome: outcome, status: ccurl_transfer_status(handle), headers: Self.headers(in: block), body: body,
      message: message)
  }

  /// Stops a running transfer at once; does nothing after it ended.
  func cancel() {
    isFinished.withLock { finished in
      if !finished { ccurl_transfer_cancel(handle) }
    }
  }

  /// Header fields of a raw header block, names lowercased; repeated fields joined with ", ".
  static func headers(in block: Data) -> [String: String] {
    var headers: [String: String] = [:]
    for line in String(decoding: block, as: UTF8.self).split(whereSeparator: { $0 == "\r\n" || $0 == "\n" }).dropFirst()
    {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingSpaces().lowercased()
      let value = line[line.index(after: colon)...].trimmingSpaces()
      headers[name] = headers[name].map { "\($0), \(value)" } ?? value
    }
    return headers
  }
}
