import FoundationEssentials

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

  /// What a query selects from the saved data, and whether showing it takes work that suspends.
  struct Selection {
    /// The archive as read; nil before the first run has written one.
    var saved: PassArchive?
    var dataSource: PassDataSource
    var selected: [Pass]
    var keepsGivenOrder: Bool
    /// Whether the query refreshes first (always, or because the saved data is old).
    var needsRefresh: Bool
  }

  /// Reads the archive, refreshes if the query asks for it, and says what to show. `progress` hears
  /// how many passes are done of how many. Throws for archive trouble and unknown pass names.
  func run(_ query: StatusQuery, now: Date, progress: (@Sendable (Int, Int) -> Void)? = nil)
    async throws -> StatusResult
  {
    let selection = try select(query, now: now)
    // The first run writes the initial pass list at once, so the archive exists from then on;
    // only once the names are known to be passes: a mistyped command writes nothing.
    if selection.saved == nil { try await store.transaction { _ in } }
    guard selection.needsRefresh else { return withoutRefresh(selection, query: query, now: now) }
    let outcome = try await refresher.refresh(selection.selected, progress: progress)
    var problems = outcome.problems
    var isTrouble = false
    if !outcome.fetchedAny,
      let problem = outcome.dataSource.offlineProblem(of: selection.selected, now: now, maxStale: query.maxStale)
    {
      isTrouble = true
      if problems.isEmpty { problems = [problem] }
    }
    return shown(
      selection, from: outcome.dataSource, problems: problems, isTrouble: isTrouble, query: query, now: now)
  }

  /// What to show from the saved data alone, without suspending: nil when the query needs the
  /// archive's first write or a refresh, which `run` does. Throws as `run` does.
  func savedStatus(_ query: StatusQuery, now: Date) throws -> StatusResult? {
    let selection = try select(query, now: now)
    guard selection.saved != nil, !selection.needsRefresh else { return nil }
    return withoutRefresh(selection, query: query, now: now)
  }

  /// Reads the archive and selects what the query names.
  private func select(_ query: StatusQuery, now: Date) throws -> Selection {
    // The enabled passes, the default, need nothing of the others but their last errors: a query
    // that never refreshes, or one that already reads less than a refresh writes (no hourly
    // forecasts asked), leaves their data unread. A refresh then
    // decodes the archive whole, as it does for the hourly forecasts.
    let readsLess = query.mode == .never || !query.includesHourly
    let saved = try store.read(
      includesHourly: query.includesHourly,
      includesDisabled: !readsLess || !query.passes.isEmpty || query.trip != nil)
    let dataSource = OriginScope.scoped(
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
    let isOld = dataSource.oldestFetch(of: selected).map { now.timeIntervalSince($0) > query.maxAge.seconds } ?? true
    return Selection(
      saved: saved, dataSource: dataSource, selected: selected, keepsGivenOrder: keepsGivenOrder,
      needsRefresh: query.mode == .always || (query.mode == .whenOld && isOld))
  }

  /// The saved data shown as it is; offline, with the problem of data too old to count.
  private func withoutRefresh(_ selection: Selection, query: StatusQuery, now: Date) -> StatusResult {
    guard query.mode == .never,
      let problem = selection.dataSource.offlineProblem(of: selection.selected, now: now, maxStale: query.maxStale)
    else {
      return shown(selection, from: selection.dataSource, problems: [], isTrouble: false, query: query, now: now)
    }
    return shown(selection, from: selection.dataSource, problems: [problem], isTrouble: true, query: query, now: now)
  }

  /// The rows of the selected passes from `dataSource`, with the problems and the agencies' health.
  private func shown(
    _ selection: Selection, from dataSource: PassDataSource, problems: [StatusProblem], isTrouble: Bool,
    query: StatusQuery, now: Date
  ) -> StatusResult {
    let selected = selection.selected
    let current =
      selection.keepsGivenOrder
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
    let problems = hasNothingToShow ? [.nothingToShow(causes: problems)] : problems
    let failures = OriginScope.health(dataSource.archive.sourceFailures, origin: origin)
    return StatusResult(
      rows: rows, problems: problems, isTrouble: isTrouble, hasNothingToShow: hasNothingToShow,
      sourceFailures: failures,
      agencies: health.health(
        sourceFailures: failures, lastErrors: AgencyHealthService.lastErrors(in: dataSource),
        inUse: Set((dataSource.visiblePasses + current).map(\.agency))),
      now: now, passes: current)
  }

  /// The passes that fail `threshold` (see `ThresholdBreach.judging(_:against:)`, the one rule).
  /// `judgements` pairs each pass's name with its judgement (over its own directions for `status`,
  /// over the directions driven for a trip).
  static func threshold(_ threshold: RestrictionLevel, in judgements: [(name: String, judgement: PassJudgement)])
    -> ThresholdBreach?
  {
    ThresholdBreach.judging(judgements, against: threshold)
  }

  /// `threshold(_:in:)` over rows, each judged over its own directions.
  static func threshold(_ threshold: RestrictionLevel, in rows: [StatusRow]) -> ThresholdBreach? {
    Self.threshold(threshold, in: rows.map { (name: $0.name, judgement: $0.judgement) })
  }
}
