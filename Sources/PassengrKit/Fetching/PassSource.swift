import Networking

/// Somewhere pass conditions come from.
protocol PassSource: Sendable {
  /// Fetches conditions for `passes`, one result per pass id; one pass's failure never sinks another's.
  /// `progress` is told how many more passes are done, as they finish.
  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >]
}

extension PassSource {
  /// Fetches conditions without progress reports.
  func conditions(for passes: [Pass]) async -> [Int: Result<PassConditions, Error>] {
    await conditions(for: passes, progress: nil)
  }

  /// The same failure for every pass, when the one request they share fails.
  func failing(_ passes: [Pass], with error: Error) -> [Int: Result<PassConditions, Error>] {
    Dictionary(passes.map { ($0.id, .failure(error)) }, uniquingKeysWith: { first, _ in first })
  }

  /// Fetches every pass on its own, concurrently, one result per pass id, telling `progress` as
  /// each finishes. When the refresh is cancelled (its deadline), passes already read keep their
  /// results: only the ones still waiting fail.
  func eachPass(
    _ passes: [Pass], progress: (@Sendable (Int) -> Void)?,
    fetch: @escaping @Sendable (Pass) async throws -> PassConditions
  ) async -> [Int: Result<PassConditions, Error>] {
    await Concurrently.results(for: passes, keyedBy: \.id) { pass in
      defer { progress?(1) }
      return try await fetch(pass)
    }
  }

  /// Matches reports to passes by WSDOT id; names drift between seasons, ids do not.
  func matching(_ passes: [Pass], with reports: [PassReport], source: String) -> [Int: Result<PassConditions, Error>] {
    // A pass published twice keeps every restriction of both: the judgement takes the worst per
    // direction, so an open copy never hides a closed one.
    let byID = Dictionary(
      reports.compactMap { report in report.id.map { ($0, report) } },
      uniquingKeysWith: { first, second in
        var merged = first
        merged.conditions.restrictions += second.conditions.restrictions
        return merged
      })
    return Dictionary(
      passes.map { pass in
        (
          pass.id,
          byID[pass.id].map { .success($0.conditions) }
            ?? .failure(SourceError.passNotInSource(id: pass.id, source: source))
        )
      }, uniquingKeysWith: { first, _ in first })
  }
}
