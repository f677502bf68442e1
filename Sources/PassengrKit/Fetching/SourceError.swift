/// Errors from fetching and reading agencies' data: the network, formats, the base location and the
/// choice of sources.
public enum SourceError: Error, Equatable, Sendable {
  /// The source's host could not be reached, so nothing was fetched; `reason` names the check.
  case offline(reason: String)
  /// The page or feed parsed but held no pass data; its layout may have changed.
  case noPassData(source: String, url: String)
  /// The feed or page is malformed; `location` says where ("line 3, column 14").
  case malformed(source: String, url: String, location: String, reason: String)
  /// One agency's own failure (a feed no longer regenerated, no checkpoint for a pass), in its words.
  case source(agency: AgencyID, SourceFailure)
  /// Parsing with no format given could not tell the format: no agency, or more than one, recognised it.
  case unrecognisedFormat(location: String, candidates: [String])
  /// The format named is one no agency reads.
  case unknownFormat(String, known: [String])
  /// A source was named that no agency has.
  case invalidSource(String)
  /// Two sources of one agency were named; it reads one.
  case conflictingSources(SourceName, SourceName, agency: AgencyID)
  /// A session was given agencies that clash (ids, id ranges, source or format names).
  case invalidAgencies([String])
  /// The source answered but said nothing about this pass.
  case passNotInSource(id: Int, source: String)
  /// The source did not answer within the refresh deadline.
  case deadlineExceeded(url: String, seconds: Int)
  /// The base URL is neither an http(s) URL nor an existing directory.
  case invalidBaseURL(String)
  /// A source answered with a page that is not the one asked for (a landing page, another route's
  /// page, a page that says nothing): it counts as a failed source, never as "nothing reported".
  case notTheExpectedPage(url: String, reason: String)
  /// Fetching or reading a source failed below Passengr (the network, the HTTP client, the markup
  /// parser); `reason` says what, where, in one clean line.
  case sourceFailed(reason: String)
}
