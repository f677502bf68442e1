/// How one agency is doing, the same for every agency: the source in use, how many refreshes in a
/// row it failed, and whether the key it needs is there. A status document lists one per agency.
public struct AgencyHealth: Equatable, Sendable {
  /// Whether the agency's key is there, as far as Passengr can tell without sending it.
  public enum KeyState: String, Sendable {
    /// The source in use needs no key.
    case notNeeded = "not_needed"
    /// A key is set (environment, key file or option).
    case present
    /// The source in use needs a key and none is set.
    case missing
    /// A key is set and the agency refused it in the last refresh.
    case rejected
  }

  /// The agency's id.
  public internal(set) var agency: AgencyID
  /// The agency's name, as it calls itself.
  public internal(set) var name: String
  /// The credit its publisher asks for.
  public internal(set) var attribution: String
  /// The source in use (one of the agency's sources).
  public internal(set) var source: SourceName
  /// Consecutive failed refreshes of its worst source (the one in use and any it consults), for
  /// the origin in use; 0 when all answered last time.
  public internal(set) var consecutiveFailures: Int
  /// The same per health name: one per source the agency consults.
  public internal(set) var sources: [String: Int]
  /// Its key.
  public internal(set) var key: KeyState
  /// Whether any of its passes is enabled or shown: a missing key of an agency nobody uses is no trouble.
  var isInUse = true

  /// Whether every source of the agency answered in its last refresh and, if it is in use, its key is there.
  public var isHealthy: Bool { consecutiveFailures == 0 && (key != .missing || !isInUse) && key != .rejected }
}
