/// What only CDOT's feed can get wrong, in words a driver can act on.
enum CDOTFailure: AgencyFailure {
  /// The answer at `url` is JSON but no GeoJSON feature collection (no `features` list of objects).
  case notAFeatureCollection(url: String)
  /// The feed at `url` kept pointing to pages already read, or to more pages than any feed has.
  case endlessPaging(url: String, pages: Int)
  /// A saved feed was read alone: the other feed is not part of it.
  case otherFeedNotSaved(String)

  var description: String {
    switch self {
    case .notAFeatureCollection(let url):
      return "the answer at \(url) is not CDOT's feed: it has no 'features' list of records"
    case .endlessPaging(let url, let pages):
      return
        "CDOT's feed at \(url) did not end after \(pages) pages (its next-offset repeats or keeps growing), so it cannot be read whole"
    case .otherFeedNotSaved(let feed):
      return "a saved CDOT feed carries no \(feed)"
    }
  }
}
