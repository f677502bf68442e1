import Foundation

/// One line of `passengr doctor`: what was checked, what was found, and whether it is healthy.
public struct DoctorCheck: Equatable, Sendable {
  /// "data directory", "archive", "source wsdot".
  public internal(set) var label: String
  /// What was found.
  public internal(set) var detail: String
  /// False when the user has something to fix.
  public internal(set) var isHealthy: Bool
  /// Whether this checks a source's host, and whether that host answered.
  var isSourceReachable: Bool?
  /// For a source's check: the host a refresh contacts (`roads.dot.ca.gov`), even when a base URL
  /// sends the requests elsewhere.
  public internal(set) var host: String?
  /// For a source's check: one address a refresh fetches from that host.
  public internal(set) var url: URL?
  /// For a key's check that asks for a key (missing or refused): the agency whose key to set, for
  /// a front end to say how in its own terms.
  public internal(set) var keyToSet: AgencyID?

  /// Creates a check.
  init(
    _ label: String, _ detail: String, isHealthy: Bool = true, isSourceReachable: Bool? = nil, host: String? = nil,
    url: URL? = nil
  ) {
    self.label = label
    self.detail = detail
    self.isHealthy = isHealthy
    self.isSourceReachable = isSourceReachable
    self.host = host
    self.url = url
  }
}

extension DoctorCheck {
  /// What `checks` add up to, as `doctor`'s exit status: 2 when no source can be reached (or the
  /// data directory or archive cannot be used), 1 when something else wants attention, 0 when all is well.
  public static func severity(of checks: [DoctorCheck]) -> Int {
    let sources = checks.compactMap(\.isSourceReachable)
    if !sources.isEmpty && !sources.contains(true) { return 2 }
    if checks.contains(where: {
      !$0.isHealthy && $0.isSourceReachable == nil
        && ["data directory", "lock file", "archive", "history"].contains($0.label)
    }) {
      return 2
    }
    return checks.contains { !$0.isHealthy } ? 1 : 0
  }

  /// This check, saying it asks for `agency`'s key.
  func asking(_ agency: AgencyID) -> DoctorCheck {
    var check = self
    check.keyToSet = agency
    return check
  }
}
