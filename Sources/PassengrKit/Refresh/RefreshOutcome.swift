import Foundation

/// What a refresh did.
public struct RefreshOutcome: Sendable {
  /// The passes and their conditions after the refresh was archived, as read from the origin in
  /// use (data from another origin is left out).
  var dataSource: PassDataSource
  /// What changed since the previous archive.
  var changes: [ConditionChange]
  /// Passes whose refresh failed, each with its source and why; their last known conditions were kept.
  public var failures: [Failure]
  /// Each source asked, with its health.
  var sources: [SourceReport]
  /// Why the source host could not be reached, when it could not, so nothing was fetched.
  var offline: String?
  /// Whether any pass was fetched successfully.
  public var fetchedAny: Bool
  /// When the refresh started: the time its history records carry.
  var startedAt: Date
  /// The changes as the history log recorded them: the refresh's start time and number.
  public var records: [HistoryRecord]

  /// Failures of passes whose source did answer (a pass missing from the feed, one bad page),
  /// grouped by reason; a failing source's passes are told by `sources` instead.
  var passFailures: [(reason: String, passes: [Pass])] {
    let failingSources = Set(sources.filter { !$0.isHealthy }.flatMap(\.passes).map(\.id))
    var groups: [(reason: String, passes: [Pass])] = []
    for failure in failures where !failingSources.contains(failure.pass.id) {
      if let index = groups.firstIndex(where: { $0.reason == failure.reason }) {
        groups[index].passes.append(failure.pass)
      } else {
        groups.append((failure.reason, [failure.pass]))
      }
    }
    return groups
  }

  /// One pass whose refresh failed.
  public struct Failure: Sendable {
    /// The pass; its last known conditions were kept.
    var pass: Pass
    /// The source it was read from: "wsdot", "caltrans", "custom example.org".
    var source: String
    /// Why.
    var error: PassengrError

    /// The error in words.
    var reason: String { error.description }
  }
}

extension RefreshOutcome {
  /// What went wrong, one line per problem, for stderr: each failing source once (never once per
  /// pass), then each reason passes failed for on their own, with what is shown instead.
  public func problems(now: Date) -> [String] {
    if let offline {
      let passes = sources.flatMap(\.passes)
      return ["offline: \(offline); \(dataSource.savedDataSummary(of: passes, now: now))"]
    }
    var lines: [String] = []
    for source in sources where !source.isHealthy {
      let streak = source.consecutiveFailures >= 2 ? " (\(source.consecutiveFailures) failed refreshes in a row)" : ""
      lines.append("could not refresh from \(source.name)\(streak): \(source.failure ?? "unknown error"); \(dataSource.savedDataSummary(of: source.passes, now: now))")
    }
    // A second source that answered for some passes but not for others (one route's page among
    // working ones): each such reason once, with the passes it leaves unknown.
    for source in sources where source.isHealthy {
      for (reason, passes) in source.failedFor.sorted(by: { $0.key < $1.key }) {
        lines.append("\(passes.map(\.name).joined(separator: ", ")): could not read \(source.name): \(reason); \(dataSource.savedDataSummary(of: passes, now: now))")
      }
    }
    for group in passFailures {
      let names = group.passes.map(\.name).joined(separator: ", ")
      lines.append("\(names): \(group.reason); \(dataSource.savedDataSummary(of: group.passes, now: now))")
    }
    return lines
  }
}
