import FoundationEssentials

/// One of CDOT's feeds (`incidents`, `roadConditions`), read whole: CDOT pages a long feed, naming
/// the next page's offset in the `next-offset` header (sometimes written as a Python bytes literal,
/// `b'500'`); no header, or an empty page, ends it. A page that fails fails the feed: part of a
/// list is no proof that nothing else is on it.
struct CDOTFeed: Sendable {
  /// The road-condition segments.
  static let roadConditions = CDOTFeed(path: "roadConditions")
  /// Closures, traction and chain laws and other events.
  static let incidents = CDOTFeed(path: "incidents")
  /// Scheduled work and seasonal closures, each in effect in its schedule's windows.
  static let plannedEvents = CDOTFeed(path: "plannedEvents")
  /// The most pages read of one feed (a statewide feed is a few).
  static let maxPages = 50
  /// What every request asks for besides the key.
  static let headers = ["Accept": "application/json"]

  /// The feed's path after `/api/v1/`, case as CDOT spells it (paths are case-sensitive).
  var path: String

  /// The address of the page at `offset` (the first page without one); the key is added by the loader.
  func url(offset: String? = nil) -> URL {
    var components = URLComponents()
    components.scheme = "https"
    components.host = "data.cotrip.org"
    components.path = "/api/v1/\(path)"
    if let offset { components.queryItems = [URLQueryItem(name: "offset", value: offset)] }
    return components.url ?? URL(fileURLWithPath: "/api/v1/\(path)")
  }

  /// Every record of the feed, page after page, through `loader`.
  func records(through loader: ResourceLoader) async throws -> [CDOTRecord] {
    var records: [CDOTRecord] = []
    var offset: String?
    var seen: Set<String> = []
    for _ in 0..<Self.maxPages {
      let resource = try await loader.load(url(offset: offset), headers: Self.headers)
      let count = records.count
      let path = self.path
      let page = try await CPUWork.run {
        try CDOTValue.features(resource.data, url: resource.location).enumerated().map {
          var record = CDOTRecord(feature: $0.element, index: count + $0.offset)
          record.isPlanned = path == Self.plannedEvents.path
          return record
        }
      }
      records += page
      guard !page.isEmpty, let next = nextOffset(resource.headers["next-offset"], loader: loader, read: records.count)
      else { return records }
      guard seen.insert(next).inserted, next != offset else {
        throw SourceError.source(.cdot, CDOTFailure.endlessPaging(url: resource.location, pages: seen.count))
      }
      offset = next
    }
    throw SourceError.source(.cdot, CDOTFailure.endlessPaging(url: url().absoluteString, pages: Self.maxPages))
  }

  /// The offset of the next page: the header's, without a bytes literal's quotes; nil when there is
  /// none. A recording in a directory keeps no headers: its next page is the file of the offset
  /// after the records `read` so far, when that file is there.
  func nextOffset(_ header: String?, loader: ResourceLoader, read: Int) -> String? {
    if let header {
      var value = header.trimmingSpaces()
      if value.hasPrefix("b'") || value.hasPrefix("b\"") { value.removeFirst(2) }
      value = value.trimmingScalars(where: { "'\" ".unicodeScalars.contains($0) })
      return value.isEmpty || value.lowercased() == "none" ? nil : value
    }
    guard loader.readsFromDisk else { return nil }
    let next = String(read)
    return FileManager.default.fileExists(atPath: loader.effectiveURL(for: url(offset: next)).path) ? next : nil
  }
}
