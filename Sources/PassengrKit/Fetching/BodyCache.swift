import FoundationEssentials

/// The last body of each URL, so a 304 can be answered from memory during `watch`, and what each
/// body was decoded to, so a 304 is not decoded again.
actor BodyCache {
  /// One URL's last body.
  private struct Entry {
    var data: Data
    var charset: String?
    /// Which body this is: decoded values are kept for one generation only.
    var generation: Int
    /// What the body was decoded to, by type.
    var decoded: [ObjectIdentifier: any Sendable] = [:]
  }

  private var entries: [URL: Entry] = [:]
  private var generations = 0

  /// The last body of `url`, with its generation.
  func body(for url: URL) -> (data: Data, charset: String?, generation: Int)? {
    entries[url].map { ($0.data, $0.charset, $0.generation) }
  }

  /// Keeps a new body for `url`; returns its generation.
  @discardableResult
  func store(_ data: Data, charset: String?, for url: URL) -> Int {
    generations += 1
    entries[url] = Entry(data: data, charset: charset, generation: generations)
    return generations
  }

  /// What body `generation` of `url` was decoded to as `T`, if it was.
  func decoded<T: Sendable>(for url: URL, generation: Int, as type: T.Type) -> T? {
    guard let entry = entries[url], entry.generation == generation else { return nil }
    return entry.decoded[ObjectIdentifier(type)] as? T
  }

  /// Keeps `value`, what body `generation` of `url` decodes to, unless a newer body came since.
  func keep<T: Sendable>(_ value: T, for url: URL, generation: Int) {
    guard entries[url]?.generation == generation else { return }
    entries[url]?.decoded[ObjectIdentifier(T.self)] = value
  }
}
