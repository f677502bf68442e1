import FoundationEssentials

/// Errors from fetching over the network, each with the URL or host it concerns.
public enum NetworkError: Error, Equatable, Sendable {
  /// The host name did not resolve to an address.
  case cannotResolveHost(String)
  /// Nothing accepted the connection on the host's port.
  case connectionRefused(String)
  /// The connection dropped before the response was complete.
  case connectionLost(String)
  /// No complete response arrived within the time allowed (`seconds`).
  case timedOut(String, seconds: Double)
  /// The server answered with a status that is not success (after any retries).
  case badStatus(Int, url: String)
  /// The response body is larger than the limit; the rest was not read.
  case tooLarge(url: String, limit: Int)
  /// More redirects than allowed.
  case tooManyRedirects(url: String, limit: Int)
  /// A redirect pointed at a scheme other than http or https; it was not followed.
  case redirectRefused(to: String)
  /// The work was cancelled before it finished.
  case cancelled
  /// The URL is malformed or not http/https.
  case invalidURL(String)
  /// Any other transport failure, with the system's description.
  case transport(String, reason: String)
  /// libcurl could not be loaded, so nothing can be fetched; `reason` says why and what to install.
  case transportUnavailable(reason: String)
}
