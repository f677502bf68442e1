import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests over one long-lived URLSession (libcurl underneath on Linux).
public final class URLSessionTransport: HTTPTransport {
  private let session: URLSession
  private let delegate: SessionDelegate

  /// Creates a transport with its own session; no cookies, no cache, no credentials stored.
  public init() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpMaximumConnectionsPerHost = 8
    delegate = SessionDelegate()
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit {
    session.invalidateAndCancel()
  }

  public func send(_ request: HTTPRequest, timeout: Duration, maxBodyBytes: Int, maxRedirects: Int) async throws -> HTTPResponse {
    let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    let task = session.dataTask(with: urlRequest)
    let limits = SessionDelegate.Limits(maxBodyBytes: maxBodyBytes, maxRedirects: maxRedirects, timeoutSeconds: seconds)
    let started = ContinuousClock.now
    // A GCD timer, not Task.sleep: it fires on time even when the cooperative pool is busy.
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + seconds)
    timer.setEventHandler { [delegate] in
      delegate.fail(task, with: .timedOut(request.url.absoluteString, seconds: seconds))
    }
    timer.resume()
    defer { timer.cancel() }
    let completed = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        delegate.register(task, limits: limits, continuation: continuation)
        task.resume()
      }
    } onCancel: {
      delegate.fail(task, with: .cancelled)
    }
    return HTTPResponse(
      status: completed.response.statusCode,
      headers: Self.headers(of: completed.response),
      body: completed.body,
      url: completed.response.url ?? request.url,
      duration: ContinuousClock.now - started
    )
  }

  private static func headers(of response: HTTPURLResponse) -> [String: String] {
    var headers: [String: String] = [:]
    for (name, value) in response.allHeaderFields {
      headers[String(describing: name).lowercased()] = String(describing: value)
    }
    return headers
  }
}
