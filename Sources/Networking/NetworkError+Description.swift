import FoundationEssentials

extension NetworkError: CustomStringConvertible, LocalizedError {
  /// A one-line message a user can act on.
  public var description: String {
    switch self {
    case .cannotResolveHost(let host):
      return "cannot resolve \(host): check the network or DNS"
    case .connectionRefused(let host):
      return "connection refused by \(host): the server is down or the port is wrong"
    case .connectionLost(let url):
      return "connection lost while reading \(url)"
    case .timedOut(let url, let seconds):
      return "timed out after \(Self.format(seconds)) s waiting for \(url)"
    case .badStatus(let code, let url):
      return "HTTP \(code) from \(url)"
    case .tooLarge(let url, let limit):
      return "response from \(url) is larger than the \(limit)-byte limit"
    case .tooManyRedirects(let url, let limit):
      return "more than \(limit) redirects from \(url)"
    case .redirectRefused(let target):
      return "refused a redirect to \(target): only http and https are followed"
    case .cancelled:
      return "cancelled"
    case .invalidURL(let url):
      return "invalid URL '\(url)': only http and https URLs are fetched"
    case .transport(let url, let reason):
      return "network error fetching \(url): \(reason)"
    case .transportUnavailable(let reason):
      return "nothing can be fetched: \(reason)"
    }
  }

  public var errorDescription: String? { description }

  /// Whether trying again may help: connection trouble and timeouts, not refusals by policy.
  public var isTransient: Bool {
    switch self {
    case .connectionRefused, .connectionLost, .timedOut, .transport: return true
    case .badStatus(let code, _): return code == 429 || (500...599).contains(code)
    default: return false
    }
  }

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : DecimalText.text(seconds, places: 1)
  }
}
