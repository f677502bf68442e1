import Foundation

/// The last body of each URL, so a 304 can be answered from memory during `watch`.
actor BodyCache {
  private var bodies: [URL: (data: Data, charset: String?)] = [:]

  func body(for url: URL) -> (data: Data, charset: String?)? { bodies[url] }

  func store(_ data: Data, charset: String?, for url: URL) { bodies[url] = (data, charset) }
}
