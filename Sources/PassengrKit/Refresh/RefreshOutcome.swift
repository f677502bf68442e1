import FoundationEssentials

/// What a refresh did.
public struct RefreshOutcome: Sendable {
  /// The passes and their conditions after the refresh was archived, as read from the origin in
  /// use (data from another origin is left out).
  var dataSource: PassDataSource
  /// What changed since the previous archive.
  public internal(set) var changes: [ConditionChange]
  /// Passes whose refresh failed, each with its source and why; their last known conditions were kept.
  public internal(set) var failures: [Failure]
  /// Each source asked, with its health.
  var sources: [SourceReport]
  /// Why the source host could not be reached, when it could not, so nothing was fetched.
  var offline: String?
  /// Whether any pass was fetched successfully.
  public internal(set) var fetchedAny: Bool
  /// When the refresh started: the time its history records carry.
  var startedAt: Date
  /// The changes as the history log recorded them: the refresh's start time and number.
  public internal(set) var records: [HistoryRecord]
  /// What went wrong with NWS's weather, each kind of trouble once, with the passes it left
  /// without current weather.
  var weatherProblems: [(problem: WeatherProblem, passes: [Pass])] = []

  /// NWS's troubles of `weather` (by pass id) among `passes`, each kind once: NWS having no data
  /// for a point, or covering no pass outside the United States, is no trouble to tell at every
  /// refresh, and weather the deadline cut short is the deadline's (the refresh says so), not NWS's.
  static func weatherProblems(_ weather: [Int: PassWeather], passes: [Pass]) -> [(
    problem: WeatherProblem, passes: [Pass]
  )] {
    var groups: [(problem: WeatherProblem, passes: [Pass])] = []
    for pass in passes {
      for problem in weather[pass.id]?.problems ?? []
      where problem.kind != .noDataForPoint && problem.kind != .outsideCoverage
        && problem.detail != NWSSource.lateDetail
      {
        if let index = groups.firstIndex(where: {
          $0.problem.kind == problem.kind && $0.problem.resource == problem.resource
        }) {
          if !groups[index].passes.contains(where: { $0.id == pass.id }) { groups[index].passes.append(pass) }
        } else {
          groups.append((problem, [pass]))
        }
      }
    }
    return groups
  }

  /// Failures of passes whose source did answer (a pass missing from the feed, one bad page),
  /// grouped by reason; a failing source's passes are told by `sources` instead.
  var passFailures: [(reason: PassengrError, passes: [Pass])] {
    let failingSources = Set(sources.filter { !$0.isHealthy }.flatMap(\.passes).map(\.id))
    var groups: [(reason: PassengrError, passes: [Pass])] = []
    for failure in failures where !failingSources.contains(failure.pass.id) {
      if let index = groups.firstIndex(where: { $0.reason.description == failure.reason }) {
        groups[index].passes.append(failure.pass)
      } else {
        groups.append((failure.error, [failure.pass]))
      }
    }
    return groups
  }

  /// One pass whose refresh failed.
  public struct Failure: Sendable {
    /// The pass; its last known conditions were kept.
    public internal(set) var pass: Pass
    /// Why.
    public internal(set) var error: PassengrError

    /// The error in words.
    public var reason: String { error.description }
  }
}

extension RefreshOutcome {
  /// What went wrong: each failing source once (never once per pass), then each reason passes
  /// failed for on their own, with what is shown instead.
  public var problems: [StatusProblem] {
    if let offline {
      return [.offline(reason: offline, saved: dataSource.savedData(of: sources.flatMap(\.passes)))]
    }
    var problems: [StatusProblem] = []
    for source in sources {
      guard let failure = source.failure else { continue }
      problems.append(
        .sourceFailed(
          source: source.name, consecutiveFailures: source.consecutiveFailures,
          reason: failure,
          saved: dataSource.savedData(of: source.passes)))
    }
    // A second source that answered for some passes but not for others (one route's page among
    // working ones): each such reason once, with the passes it leaves unknown.
    for source in sources where source.isHealthy {
      for (reason, passes) in source.failedFor.sorted(by: { $0.key < $1.key }) {
        problems.append(
          .sourcePartlyFailed(
            source: source.name, passes: passes.map(\.name), reason: .source(.sourceFailed(reason: reason)),
            saved: dataSource.savedData(of: passes)))
      }
    }
    // NWS is a source too: its trouble is told once, naming it, and the road's answer stands.
    for (problem, passes) in weatherProblems {
      problems.append(
        .sourcePartlyFailed(
          source: "NWS \(problem.resource)", passes: passes.map(\.name),
          reason: .source(.sourceFailed(reason: problem.description)), saved: dataSource.savedData(of: passes)))
    }
    for group in passFailures {
      problems.append(
        .passesFailed(
          passes: group.passes.map(\.name), reason: group.reason, saved: dataSource.savedData(of: group.passes)))
    }
    return problems
  }
}
