import FoundationEssentials
import Synchronization

/// The finished transfers of one `CurlTransport`, per scheme, host and port, each holding the
/// connection it opened: the next request to that host takes one and reuses its connection
/// (libcurl checks it is still alive first). At most `perHost` wait per host, the concurrency a
/// client allows; the rest are freed, closing their connections.
final class CurlConnections: Sendable {
  /// The most idle transfers kept per host.
  static let perHost = 6

  private let idle = Mutex<[String: [CurlTransfer]]>([:])

  /// Creates an empty cache.
  init() {}

  /// An idle transfer to `url`'s host, if one is kept; it is the caller's alone from now on.
  func take(for url: URL) -> CurlTransfer? {
    let key = HostPacing.key(url)
    return idle.withLock { idle in idle[key]?.popLast() }
  }

  /// Keeps `transfer`, which just ended well talking to `url`'s host, for the next request there.
  func keep(_ transfer: CurlTransfer, for url: URL) {
    let key = HostPacing.key(url)
    idle.withLock { idle in
      guard idle[key, default: []].count < Self.perHost else { return }
      idle[key, default: []].append(transfer)
    }
  }
}
