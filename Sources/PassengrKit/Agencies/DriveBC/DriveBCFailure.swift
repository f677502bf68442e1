/// What only DriveBC's event list can get wrong, in words a driver can act on.
enum DriveBCFailure: AgencyFailure {
  /// The answer at `url` is not an Open511 event list: `reason` says what it is.
  case notAnEventList(url: String, reason: String)
  /// Paging named a page already read, or went on past `pages` pages.
  case endlessPaging(url: String, pages: Int)
  /// A page named a next page that is not DriveBC's (another host, not a web address).
  case foreignNextPage(url: String, next: String)

  var description: String {
    switch self {
    case .notAnEventList(let url, let reason):
      return "the answer at \(url) is not DriveBC's Open511 event list: \(reason)"
    case .endlessPaging(let url, let pages):
      return "DriveBC's event list did not end after \(pages) pages (last asked: \(url))"
    case .foreignNextPage(let url, let next):
      return "the page at \(url) names a next page that is not DriveBC's: \(next)"
    }
  }
}
