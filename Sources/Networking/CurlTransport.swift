import CCurl
import FoundationEssentials

/// Sends requests with libcurl, one transfer per attempt on a thread of its own.
///
/// Redirects are judged here, from the raw `Location` header, so no redirect ever reaches a
/// scheme other than http or https. The body cap stops the transfer itself: memory is bounded by
/// the cap, not by what the server sends. Each transport keeps the connections of its finished
/// transfers, per host, for the next requests (`CurlConnections`): a refresh asking one host for
/// twenty pages opens a few connections, not twenty.
public struct CurlTransport: HTTPTransport {
  private let connections = CurlConnections()

  /// Creates the transport, with a connection cache of its own.
  public init() {}

  public func send(_ request: HTTPRequest, timeout: Duration, maxBodyBytes: Int, maxRedirects: Int) async throws
    -> HTTPResponse
  {
    let started = ContinuousClock.now
    var url = request.url
    var headers = request.headers
    var redirects = 0
    while true {
      let remaining = timeout - (ContinuousClock.now - started)
      guard remaining > .zero else { throw NetworkError.timedOut(url.absoluteString, seconds: timeout.seconds) }
      let reply = try await perform(headers, url: url, timeout: remaining, maxBodyBytes: maxBodyBytes)
      if let error = Self.error(of: reply, url: url, timeout: timeout, maxBodyBytes: maxBodyBytes) { throw error }
      guard [301, 302, 303, 307, 308].contains(reply.status), let location = reply.headers["location"] else {
        return HTTPResponse(
          status: reply.status, headers: reply.headers, body: reply.body, url: url,
          duration: ContinuousClock.now - started)
      }
      guard let target = URL(string: location, relativeTo: url)?.absoluteURL, target.isWebAddress else {
        throw NetworkError.redirectRefused(to: location)
      }
      redirects += 1
      guard redirects <= maxRedirects else {
        throw NetworkError.tooManyRedirects(url: request.url.absoluteString, limit: maxRedirects)
      }
      // A secret header or query item goes to the scheme, host and port it was meant for, never
      // to one a redirect names (another host, another port, or https turned http).
      if HostPacing.key(target) != HostPacing.key(request.url) {
        for name in request.privateHeaders { headers[name] = nil }
        guard let stripped = target.removingQueryItems(named: request.privateQueryItems) else {
          throw NetworkError.redirectRefused(to: location)
        }
        url = stripped
      } else {
        url = target
      }
    }
  }

  private func perform(_ headers: [String: String], url: URL, timeout: Duration, maxBodyBytes: Int) async throws
    -> CurlTransfer.Reply
  {
    if let problem = CurlTransfer.loadProblem { throw NetworkError.transportUnavailable(reason: problem) }
    let transfer: CurlTransfer
    if let kept = connections.take(for: url) {
      kept.reuse(url: url, headers: headers, timeout: timeout, maxBodyBytes: maxBodyBytes)
      transfer = kept
    } else if let new = CurlTransfer(url: url, headers: headers, timeout: timeout, maxBodyBytes: maxBodyBytes) {
      transfer = new
    } else {
      throw NetworkError.transport(url.absoluteString, reason: "libcurl could not start a transfer")
    }
    // A blocking transfer gets a thread of its own; cancelling the caller stops the transfer.
    let reply = try await Future.onThread(onCancel: { transfer.cancel() }) { transfer.perform() }.value
    // Only a transfer that ended well is kept: one cut short may leave its connection mid-answer.
    if reply.outcome == CCURL_OK { connections.keep(transfer, for: url) }
    return reply
  }

  static func error(of reply: CurlTransfer.Reply, url: URL, timeout: Duration, maxBodyBytes: Int) -> NetworkError? {
    let address = url.absoluteString
    let host = url.host ?? address
    switch reply.outcome {
    case CCURL_OK: return nil
    case CCURL_CANCELLED: return .cancelled
    case CCURL_TOO_LARGE: return .tooLarge(url: address, limit: maxBodyBytes)
    case CCURL_TIMED_OUT: return .timedOut(address, seconds: timeout.seconds)
    case CCURL_CANNOT_RESOLVE: return .cannotResolveHost(host)
    case CCURL_CANNOT_CONNECT: return .connectionRefused(host)
    case CCURL_CONNECTION_LOST: return .connectionLost(address)
    case CCURL_BAD_URL: return .invalidURL(address)
    default: return .transport(address, reason: reply.message.isEmpty ? "transfer failed" : reply.message)
    }
  }
}
