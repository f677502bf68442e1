import FoundationEssentials

/// DriveBC's Open511 event list, read whole: the first page at `/events`, then each page its
/// predecessor names in `pagination.next_url`, until one names none. The server decides how long a
/// page is. A page that fails fails the list: part of a list is no proof that nothing else is on it.
enum DriveBCFeed {
  /// The API's host.
  static let host = "api.open511.gov.bc.ca"
  /// The first page.
  static let url = URL(string: "https://\(host)/events") ?? URL(fileURLWithPath: "/events")
  /// What every request asks for: JSON (the API also speaks XML).
  static let headers = ["Accept": "application/json"]
  /// The most pages read of one list (a province-wide list is a handful of pages of 50).
  static let maxPages = 40
  /// The most pages asked of DriveBC's host in any minute.
  static let pagesPerMinute = 10

  /// Every page of the list, through `loader`: one request per page.
  static func listing(through loader: ResourceLoader) async throws -> DriveBCListing {
    var pages: [DriveBCPage] = []
    var next: URL? = url
    var asked: Set<String> = []
    while let address = next {
      guard pages.count < maxPages else {
        throw SourceError.source(.drivebc, DriveBCFailure.endlessPaging(url: address.absoluteString, pages: maxPages))
      }
      guard asked.insert(address.absoluteString).inserted else {
        throw SourceError.source(
          .drivebc, DriveBCFailure.endlessPaging(url: address.absoluteString, pages: pages.count))
      }
      let resource = try await loader.load(address, headers: headers)
      let page = try await CPUWork.run { try DriveBCPage.decode(resource.data, url: resource.location) }
      pages.append(page)
      next = try page.nextURL.map { try resolve($0, from: resource.location) }
    }
    return DriveBCListing(pages: pages)
  }

  /// The address of a page a `next_url` names, on DriveBC's host whatever host it was written
  /// with: relative (`/events?offset=50`), absolute, or a mirror's (`/api.open511.gov.bc.ca/events`).
  /// Only DriveBC's host is ever asked; the base location maps it as it maps the first page.
  static func resolve(_ next: String, from location: String) throws -> URL {
    guard let written = URL(string: next, relativeTo: url)?.absoluteURL,
      let scheme = written.scheme?.lowercased(), scheme == "https" || scheme == "http",
      var components = URLComponents(url: written, resolvingAgainstBaseURL: false)
    else {
      throw SourceError.source(.drivebc, DriveBCFailure.foreignNextPage(url: location, next: next))
    }
    var path = components.percentEncodedPath
    if let range = path.firstRange(of: "/\(host)/") { path = String(path[path.index(before: range.upperBound)...]) }
    components.scheme = "https"
    components.host = host
    components.port = nil
    components.user = nil
    components.password = nil
    components.fragment = nil
    components.percentEncodedPath = path.isEmpty ? "/events" : path
    guard let resolved = components.url else {
      throw SourceError.source(.drivebc, DriveBCFailure.foreignNextPage(url: location, next: next))
    }
    return resolved
  }
}
