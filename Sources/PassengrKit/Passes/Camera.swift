import FoundationEssentials
import Networking

/// A camera image of a pass, as its agency publishes it.
public struct Camera: Codable, Equatable, Sendable {
  /// "Snoqualmie Pass I-90 summit".
  public internal(set) var title: String
  /// The image; always http or https.
  public internal(set) var url: URL

  /// A camera, or nil when `url` is not an http(s) URL with a host (a `javascript:` or `data:`
  /// address in a feed is dropped, never shown).
  init?(title: String, url: String) {
    guard let address = URL(string: url.trimmingSpaces()), address.isWebAddress else { return nil }
    self.title = TextSanitizer.clean(title)
    self.url = address
  }
}
