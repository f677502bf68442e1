/// Errors from reading sources, the archive and the pass list.
public enum PassengrError: Error, Equatable, Sendable {
  /// The page or feed parsed but held no pass data; its layout may have changed.
  case noPassData(source: String, url: String)
  /// The feed or page is malformed; `location` says where ("line 3, column 14").
  case malformed(source: String, url: String, location: String, reason: String)
  /// The WSDOT API refused the access code.
  case accessCodeRejected(url: String)
  /// The `wsdot-api` source needs an access code and none was found.
  case missingAccessCode
  /// The source answered but said nothing about this pass.
  case passNotInSource(id: Int, source: String)
  /// A local file (under `--base-url DIR`, or given to `parse`) is missing or unreadable.
  case unreadableFile(path: String, reason: String)
  /// A feed is still served but no longer regenerated: its newest record is `age` old.
  case staleFeed(url: String, age: String)
  /// The feed has no in-service chain-control checkpoint for the pass.
  case noCheckpoints(pass: String, route: String, districts: String)
  /// A pass's page URL is not http(s) with a host.
  case invalidPageURL(String)
  /// A pass definition names no direction of travel.
  case noDirection
  /// An XPath of a pass definition does not compile.
  case invalidXPath(field: String, reason: String)
  /// An XPath of a pass definition matches nothing on its page.
  case xpathMatchesNothing(field: String, url: String)
  /// The source did not answer within the refresh deadline.
  case deadlineExceeded(url: String, seconds: Int)
  /// The base URL is neither an http(s) URL nor an existing directory.
  case invalidBaseURL(String)
}
