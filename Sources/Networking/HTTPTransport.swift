import FoundationEssentials

/// Sends one HTTP request and returns its response, whatever the status. No retries, no policy:
/// that is `HTTPClient`'s job. Tests and other transports plug in here.
public protocol HTTPTransport: Sendable {
  /// Sends `request`, giving up after `timeout`, reading at most `maxBodyBytes` of body and
  /// following at most `maxRedirects` http(s) redirects.
  func send(_ request: HTTPRequest, timeout: Duration, maxBodyBytes: Int, maxRedirects: Int) async throws
    -> HTTPResponse
}
