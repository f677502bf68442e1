import FoundationEssentials

/// One finding of the doctor: what was checked and what was found there, as values a front end
/// words in its own terms.
public struct DoctorCheck: Equatable, Sendable {
  /// What was checked: a version, the data directory, a key, a source's host.
  public let subject: Subject
  /// What was found.
  public let finding: Finding

  /// Creates a check.
  init(_ subject: Subject, _ finding: Finding) {
    self.subject = subject
    self.finding = finding
  }

  /// False when the user has something to fix.
  public var isHealthy: Bool {
    switch finding {
    case .failed, .consecutiveFailures, .inaccessible, .notARegularFile, .keyRejected, .keyReadableByOthers,
      .unreachable, .filesMissing:
      return false
    case .backup(let backup):
      return backup.passCount != nil
    case .keyMissing(_, let isNeeded, let isPassEnabled):
      // Oregon's key is no one's concern until an Oregon pass is shown.
      return !(isNeeded && isPassEnabled)
    case .version, .writable, .notCreatedYet, .archive, .droppedValues, .note, .history, .leftoverFiles, .noBackups,
      .keyNotNeededFromDirectory, .keyPresent, .reachable, .filesPresent:
      return true
    }
  }

  /// For a key's check that asks for a key (missing or refused): the agency whose key to set, for
  /// a front end to say how in its own terms.
  public var keyToSet: AgencyID? {
    switch finding {
    case .keyMissing(let key, _, _), .keyRejected(let key, _): return key.agency
    default: return nil
    }
  }

  /// Whether this checks a source's host, and whether that host answered.
  var isSourceReachable: Bool? {
    if case .source = subject { return isHealthy }
    return nil
  }
}

extension DoctorCheck {
  /// What `checks` add up to, as the doctor's exit status: 2 when no source can be reached (or the
  /// data directory, its lock, the archive or the history cannot be used), 1 when something else
  /// wants attention, 0 when all is well.
  public static func severity(of checks: [DoctorCheck]) -> Int {
    let sources = checks.compactMap(\.isSourceReachable)
    if !sources.isEmpty && !sources.contains(true) { return 2 }
    if checks.contains(where: { !$0.isHealthy && $0.subject.isVital }) { return 2 }
    return checks.contains { !$0.isHealthy } ? 1 : 0
  }
}
