import FoundationEssentials
import Networking

/// Keeps a key out of every message: the key, and its percent-encoded form, become "REDACTED".
struct KeyRedaction: Sendable {
  /// The key to hide; nil hides nothing.
  let key: String?

  /// `text` without the key.
  func redact(_ text: String) -> String {
    guard let key, !key.isEmpty else { return text }
    var text = text.replacingScalars(of: key, with: "REDACTED")
    for allowed in [PercentEncodingSet.unreserved, .alphanumerics, .urlQueryAllowed] {
      let encoded = key.percentEncoded(keeping: allowed)
      if encoded != key { text = text.replacingScalars(of: encoded, with: "REDACTED") }
    }
    return text
  }

  /// `error` with the key hidden in every text it carries.
  func redact(_ error: NetworkError) -> NetworkError {
    let hide = { (text: String) in redact(text) }
    switch error {
    case .connectionLost(let url): return .connectionLost(hide(url))
    case .timedOut(let url, let seconds): return .timedOut(hide(url), seconds: seconds)
    case .badStatus(let status, let url): return .badStatus(status, url: hide(url))
    case .tooLarge(let url, let limit): return .tooLarge(url: hide(url), limit: limit)
    case .tooManyRedirects(let url, let limit): return .tooManyRedirects(url: hide(url), limit: limit)
    case .redirectRefused(let target): return .redirectRefused(to: hide(target))
    case .invalidURL(let url): return .invalidURL(hide(url))
    case .transport(let url, let reason): return .transport(hide(url), reason: hide(reason))
    case .cannotResolveHost(let host): return .cannotResolveHost(hide(host))
    case .connectionRefused(let host): return .connectionRefused(hide(host))
    default: return error
    }
  }
}
