import FoundationEssentials

/// The key an agency's sources need (an API key, an access code): what it is called, where a request
/// carries it, and where the user keeps it. One mechanism for every agency: the environment
/// variable, else the agency's 0600 file under the config directory (where a saved key is written).
struct AgencyKey: Sendable {
  /// Where a request carries the key.
  enum Placement: Equatable, Sendable {
    /// A query item of this name: `?AccessCode=…`.
    case query(String)
    /// A header field of this name: `Ocp-Apim-Subscription-Key: …`.
    case header(String)
  }

  /// What the agency calls it, for messages: "access code", "subscription key".
  var name: String
  /// The environment variable that holds it: "WSDOT_ACCESS_CODE".
  var variable: String
  /// Where it goes in a request.
  var placement: Placement
  /// The agency's own hosts: the only ones (besides a mirror given as the base location) it is ever sent to.
  var hosts: [String]
  /// The sources that need it; empty when every source does.
  var neededBy: [SourceName] = []
  /// Statuses by which the agency says the key is wrong.
  var rejectedStatuses: Set<Int> = [401, 403]
  /// Older file names (relative to the config directory) still read, after the agency's key file.
  var legacyFiles: [String] = []
  /// Whether the access-code file Passengr 0.1 took (still honoured) names this key's file.
  var isAccessCodeFileKey = false

  /// Whether the source `name` needs the key.
  func isNeeded(by name: SourceName) -> Bool { neededBy.isEmpty || neededBy.contains(name) }

  /// Whether the key may be sent to `url`: one of the agency's hosts over https.
  func mayBeSent(to url: URL) -> Bool {
    guard url.scheme?.lowercased() == "https", let host = url.host?.lowercased() else { return false }
    return hosts.contains { host == $0.lowercased() }
  }
}
