import Foundation

/// The policy behind `status` and `report`: refresh when the saved data is older than `maxAge`
/// (or always, or never), show the saved data when a refresh fails, and say whether what is shown
/// is good enough.
struct StatusService: Sendable {
  let store: ArchiveStore
  /// Where built-in sources are read from; saved data of other origins is never shown.
  let origin: String?
  let agencies: Agencies
  /// When a recording's data was recorded, which it is judged at.
  let recording: Recording?
  /// Fetches and archives the passes, appending the changes to the history.
  let refresher: Refresher
  /// The saved trips a query may name.
  let trips: TripService
  /// How each agency is doing.
  let health: AgencyHealthService

  /// Reads the archive, refreshes if the query asks for it, and says what to show. `progress` hears
  /// how many passes are done of how many. Throws for archive trouble and unknown pass names.
  func run(_ query: StatusQuery, now: Date = Date(), progress: (@Sendable (Int, Int) -> Void)? = nil)
    async throws -> StatusResult
  {
    let saved = try store.read()
    var dataSource = OriginScope.scoped(
      PassDataSource(archive: saved ?? PassDataSource.initial(agencies).archive), to: origin)
    var keepsGivenOrder = query.keepsGivenOrder
    let named: [Pass]
    if let trip = query.trip {
      // A trip shows its passes in driving order; one without passes is an error, never "all".
      named = try dataSource.drive(try trips.trip(named: trip, in: dataSource)).map(\.pass)
      keepsGivenOrder = true
    } else {
      named =
        query.passes.isEmpty
        ? dataSource.visiblePasses : try dataSource.names(declaredBy: agencies).select(query.passes)
    }
    let selected = dataSource.passes(named, of: query.agency)
    // An agency that takes every pass asked for leaves nothing to show: a wrong command line,
    // not "no passes enabled" (and never a silent pass of a threshold).
    if let agency = query.agency, selected.isEmpty, !named.isEmpty {
      throw SelectionError.noPassOfAgency(
        agency: agency, agencyName: agencies.agency(agency)?.name ?? agency.rawValue,
        passes: query.trip == nil && !query.passes.isEmpty ? named.map(\.name) : [], trip: query.trip)
    }
    // The first run writes the initial pass list at once, so the archive exists from then on;
    // only once the names are known to be passes: a mistyped command writes nothing.
    if saved == nil { try await store.transaction { _ in } }
    let isOld = dataSource.oldestFetch(of: selected).map { now.timeIntervalSince($0) > query.maxAge.seconds } ?? true
    var problems: [StatusProblem] = []
    var isTrouble = false
    if query.mode == .always || (query.mode == .whenOld && isOld) {
      let outcome = try await refresher.refresh(selected, progress: progress)
      dataSource = outcome.dataSource
      problems = outcome.problems
      if !outcome.fetchedAny, let problem = dataSource.offlineProblem(of: selected, now: now, maxStale: query.maxStale)
      {
        isTrouble = true
        if problems.isEmpty { problems = [problem] }
      }
    } else if query.mode == .never,
      let problem = dataSource.offlineProblem(of: selected, now: now, maxStale: query.maxStale)
    {
      isTrouble = true
      problems = [problem]
    }
    let current =
      keepsGivenOrder
      ? selected.compactMap { pass in dataSource.entry(pass.id)?.pass }
      : {
        let ids = Set(selected.map(\.id))
        return dataSource.orderedPasses.filter { ids.contains($0.id) }
      }()
    let rows = dataSource.rows(
      for: current, now: now, maxAge: max(query.maxAge.seconds, 0), agencies: agencies,
      recording: recording)
    // Nothing to show at all (a first run without network): one problem that carries what failed,
    // for the front end to say with what to do, instead of cards of "no data yet".
    let hasNothingToShow = isTrouble && !rows.isEmpty && rows.allSatisfy { $0.conditions == nil }
    if hasNothingToShow {
      problems = [.nothingToShow(causes: problems)]
    }
    let failures = OriginScope.health(dataSource.archive.sourceFailures, origin: origin)
    return StatusResult(
      rows: rows, problems: problems, isTrouble: isTrouble, hasNothingToShow: hasNothingToShow,
      sourceFailures: failures,
      agencies: health.health(
        sourceFailures: failures, lastErrors: AgencyHealthService.lastErrors(in: dataSource),
        inUse: Set((dataSource.visiblePasses + current).map(\.agency))),
      now: now, passes: current)
  }

  /// The passes with a direction judged at or above `threshold`, each with the worst judged level
  /// and its reason (a closure's age).
  /// `judgements` pairs each pass's name with its judgement (over its own directions for `status`,
  /// over the directions driven for a trip).
  static func threshold(_ threshold: RestrictionLevel, in judgements: [(name: String, judgement: PassJudgement)])
    -> ThresholdBreach?
  {
    let hits = judgements.compactMap { pair in pair.judgement.reached(threshold).map { (name: pair.name, answer: $0) } }
    guard !hits.isEmpty else { return nil }
    return .reached(
      hits.map { .init(name: $0.name, level: $0.answer.level, reason: $0.answer.reason) }, threshold: threshold)
  }

  /// `threshold(_:in:)` over rows, each judged over its own directions.
  static func threshold(_ threshold: RestrictionLevel, in rows: [StatusRow]) -> ThresholdBreach? {
    Self.threshold(threshold, in: rows.map { (name: $0.name, judgement: $0.judgement) })
  }
}
