import FoundationEssentials
import Networking
import Synchronization

/// Brings the archive up to date: fetches within a deadline (saying, for a fetch that could not
/// connect, which reachability check fails: no route, a name that does not resolve), merges the
/// results into the archive under its lock (so concurrent runs never lose each other's work), with
/// what changed (`PassArchive.unrecorded`), and only then appends that to the history.
struct Refresher: Sendable {
  static let interactiveDeadline = PassengrSession.interactiveDeadline
  static let backgroundDeadline = PassengrSession.backgroundDeadline
  /// How long NWS may go on after the road's answers are in, unless told otherwise.
  static let weatherGrace = TimeSpan(seconds: 4)

  private let store: ArchiveStore
  private let fetcher: ConditionsFetcher
  private let loader: ResourceLoader
  private let reachability: Reachability
  private let history: HistoryLog?
  private let deadline: TimeSpan
  private let timer: DeadlineTimer
  private let clock: @Sendable () -> Date
  /// NWS's forecasts and alerts, fetched beside the road data; nil to fetch none.
  var weather: NWSSource?
  /// How long NWS may go on after the road's answers are in; nil for as long as the deadline allows.
  var weatherGrace: TimeSpan? = Refresher.weatherGrace

  /// Creates a refresher. Changes are committed with the archive and appended to `history`, if
  /// given, after it is written (the archive keeps them until the log has them). The whole network phase (reachability and fetch) ends by `deadline`.
  init(
    store: ArchiveStore, fetcher: ConditionsFetcher, loader: ResourceLoader, history: HistoryLog? = nil,
    deadline: TimeSpan = Refresher.backgroundDeadline, clock: @escaping @Sendable () -> Date
  ) {
    self.init(
      store: store, fetcher: fetcher, loader: loader, reachability: Reachability(), history: history,
      deadline: deadline, clock: clock)
  }

  init(
    store: ArchiveStore, fetcher: ConditionsFetcher, loader: ResourceLoader, reachability: Reachability,
    history: HistoryLog?, deadline: TimeSpan, timer: DeadlineTimer = .wallClock, clock: @escaping @Sendable () -> Date
  ) {
    self.store = store
    self.fetcher = fetcher
    self.loader = loader
    self.reachability = reachability
    self.history = history
    self.deadline = deadline
    self.timer = timer
    self.clock = clock
  }

  /// Refreshes `passes` (the visible ones when nil). Throws for archive trouble, and
  /// `CancellationError` when the task is cancelled before the archive is written (nothing is then
  /// saved); network trouble is reported in the outcome, and the last known data is kept.
  /// Throws `ArchiveError.historyBehind` when the archive was written but the history could not
  /// take its changes (they wait in the archive for the next refresh).
  func refresh(_ passes: [Pass]? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> RefreshOutcome
  {
    let (outcome, historyBehind) = try await refreshCarryingOn(passes, progress: progress)
    if let historyBehind { throw historyBehind }
    return outcome
  }

  /// Refreshes as `refresh` does, but a history that could not take the changes is returned beside
  /// the outcome (`ArchiveError.historyBehind`) instead of thrown: the archive was written and holds
  /// them, and the next refresh whose history can be written appends them. For a watch, which
  /// carries on.
  func refreshCarryingOn(_ passes: [Pass]? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws
    -> (outcome: RefreshOutcome, historyBehind: ArchiveError?)
  {
    // Callers that name the passes have read the archive already; it is read again under the lock.
    let targets = try passes ?? PassDataSource(archive: store.readOrInitial()).visiblePasses
    let started = clock()
    // A whole-catalogue answer carries every pass of its agency: ask for them all, keep the rest quietly.
    let others = fetcher.quietExtras(besides: targets)
    // NWS beside the road, at once; once the road's answers are in, weather gets a few seconds
    // more at most: it never keeps a driver waiting for the road's answer.
    let weatherWork = Task { await self.fetchWeather(for: targets) }
    let (fetched, offline) = await withTaskCancellationHandler {
      await fetchWithinDeadline(targets + others, progress: progress, total: targets.count)
    } onCancel: {
      weatherWork.cancel()
    }
    let weather = await withTaskCancellationHandler {
      guard let grace = weatherGrace else { return await weatherWork.value }
      return await Self.weather(
        of: weatherWork, within: grace, timer: timer, late: Self.late(targets, origin: loader.origin))
    } onCancel: {
      weatherWork.cancel()
    }
    // Cancelled by the caller (an interrupt, a stopped watch), not cut short by the deadline: what
    // was fetched is dropped whole, and no source is counted as failing.
    try Task.checkCancellation()
    let origin = loader.origin
    let asked = Dictionary(targets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var results: [Int: Result<PassConditions, Error>] = [:]
    var quiet: [Int: PassConditions] = [:]
    for (id, result) in fetched {
      let stamped = result.map { conditions -> PassConditions in
        var conditions = conditions
        if asked[id]?.isCustom != true { conditions.origin = origin }
        return conditions
      }
      if asked[id] != nil {
        results[id] = stamped
      } else if case .success(let conditions) = stamped {
        quiet[id] = conditions
      }
    }
    let sources = Dictionary(
      targets.map { ($0.id, fetcher.sourceName(for: $0)) }, uniquingKeysWith: { first, _ in first })
    let history = self.history
    // The history is the record: the changes are committed with the archive (its `unrecorded`
    // lines), then appended to the log. Should the append fail (or the run die before it), the
    // archive still holds them, and the next refresh appends whichever the log lacks, before its own.
    var historyBehind: ArchiveError?
    let (after, changes, records) = try await store.transaction(
      keepsBackup: false, now: started,
      { passes -> (PassDataSource, [ConditionChange], [HistoryRecord]) in
        var changes = RefreshMerge.apply(
          results, others: quiet, attemptedAt: started, sources: sources, origin: origin, to: &passes)
        changes += RefreshMerge.apply(weather: weather, at: started, to: &passes)
        let refresh = passes.archive.refreshCount
        let waiting = history?.carried(passes.archive.unrecorded, into: refresh) ?? []
        let records = waiting + changes.map { HistoryRecord($0, at: started, refresh: refresh) }
        passes.archive.unrecorded = history == nil ? [] : try records.map(HistoryLog.line)
        return (passes, changes, records)
      },
      afterCommit: { after, _, records in
        guard let history, !records.isEmpty else { return }
        do {
          try history.append(lines: after.archive.unrecorded)
        } catch {
          historyBehind = ArchiveError.historyBehind(
            path: history.url.path, reason: Self.reason(error), changes: records.count)
        }
      })
    let failures = targets.compactMap { pass -> RefreshOutcome.Failure? in
      guard case .failure(let error) = results[pass.id] else { return nil }
      return RefreshOutcome.Failure(pass: pass, error: PassengrError(wrapping: error))
    }
    var outcome = RefreshOutcome(
      dataSource: OriginScope.scoped(after, to: origin), changes: changes, failures: failures,
      sources: Self.reports(targets, results: results, sources: sources, origin: origin, archive: after.archive),
      offline: offline,
      fetchedAny: results.values.contains { if case .success = $0 { return true } else { return false } },
      startedAt: started, records: records)
    outcome.weatherProblems = RefreshOutcome.weatherProblems(weather, passes: targets)
    return (outcome, historyBehind)
  }

  /// Why writing the history failed, in the system's words when it gave them.
  private static func reason(_ error: Error) -> String {
    if case ArchiveError.writeFailed(_, let reason) = error { return reason }
    return "\(error)"
  }

  /// Fetches every pass, giving up on whatever is still running at the deadline. A fetch that could
  /// not connect is worded by the reachability checks of its hosts ("offline: no route"), which never
  /// stop a fetch themselves; `offline` is said only when every pass failed that way.
  private func fetchWithinDeadline(
    _ passes: [Pass], progress: (@Sendable (Int, Int) -> Void)?, total: Int
  ) async -> ([Int: Result<PassConditions, Error>], String?) {
    let addresses = Dictionary(
      passes.map { ($0.id, fetcher.requestURLs(for: $0, loader: loader)) }, uniquingKeysWith: { first, _ in first })
    let seconds = Int(deadline.seconds.rounded())
    let work = Task { [fetcher, reachability] () -> ([Int: Result<PassConditions, Error>], String?) in
      let done = Counter()
      progress?(0, total)
      var results = await fetcher.conditions(for: passes) { count in progress?(min(done.add(count), total), total) }
      let unconnected = passes.filter { pass in
        guard case .failure(let error) = results[pass.id] else { return false }
        return Self.isConnectionFailure(error)
      }
      let unreachable = await Self.unreachableHosts(
        among: unconnected.flatMap { addresses[$0.id] ?? [] }, reachability: reachability)
      for pass in unconnected {
        guard
          let failure = (addresses[pass.id] ?? []).lazy.compactMap({ url in Host(url).flatMap { unreachable[$0] } })
            .first
        else { continue }
        results[pass.id] = .failure(SourceError.offline(reason: failure.description))
      }
      let reasons = passes.map { pass -> String? in
        guard case .failure(SourceError.offline(let reason)) = results[pass.id] else { return nil }
        return reason
      }
      let offline =
        !passes.isEmpty && reasons.allSatisfy { $0 != nil }
        ? Set(reasons.compactMap { $0 }).sorted().joined(separator: "; ") : nil
      return (results, offline)
    }
    let stopTimer = timer.start(deadline) { work.cancel() }
    defer { stopTimer() }
    let (results, offline) = await withTaskCancellationHandler {
      await work.value
    } onCancel: {
      work.cancel()
    }
    // Whatever the deadline cut short says so, naming the address it was waiting for, not
    // "cancelled": what the timer cancelled, and a request the client gave up on because the same
    // deadline passed (whichever of the two noticed first, the words are the same).
    var late = results
    for pass in passes {
      let result = results[pass.id]
      var url = addresses[pass.id]?.first.map(\.absoluteString) ?? pass.name
      switch result {
      case nil:
        guard work.isCancelled else { continue }
      case .failure(let error) where (error as? NetworkError) == .cancelled || error is CancellationError:
        guard work.isCancelled else { continue }
      case .failure(NetworkError.timedOut(let address, let limit)) where abs(limit - deadline.seconds) < 0.001:
        url = address
      default:
        continue
      }
      late[pass.id] = .failure(SourceError.deadlineExceeded(url: url, seconds: seconds))
    }
    return (late, offline)
  }

  /// What `work` answers, or `late` when `grace` passes first (the work is then cancelled, and its
  /// requests still in flight are not waited for).
  private static func weather(
    of work: Task<[Int: PassWeather], Never>, within grace: TimeSpan, timer: DeadlineTimer, late: [Int: PassWeather]
  ) async -> [Int: PassWeather] {
    let race = Race()
    let weather = await withCheckedContinuation { (continuation: CheckedContinuation<[Int: PassWeather], Never>) in
      race.stop(
        timer.start(grace) {
          work.cancel()
          if race.claim() { continuation.resume(returning: late) }
        })
      Task {
        let value = await work.value
        if race.claim() { continuation.resume(returning: value) }
      }
    }
    race.stopTimer()
    return weather
  }

  /// Which of two finishes first, and the timer to stop after.
  private final class Race: Sendable {
    private let done = Mutex(false)
    private let stopping = Mutex<(@Sendable () -> Void)?>(nil)

    /// True for the first caller only.
    func claim() -> Bool {
      done.withLock { done in
        if done { return false }
        done = true
        return true
      }
    }
    func stop(_ stop: @escaping @Sendable () -> Void) { stopping.withLock { $0 = stop } }
    func stopTimer() { stopping.withLock { $0?() } }
  }

  /// The weather of `passes` NWS did not answer in time: said, the saved weather kept.
  private static func late(_ passes: [Pass], origin: String?) -> [Int: PassWeather] {
    let problem = WeatherProblem(
      kind: .unavailable, resource: "forecast and alerts", detail: NWSSource.lateDetail)
    return Dictionary(
      passes.filter { $0.summit.map(NWSSource.covers) == true }.map {
        ($0.id, PassWeather(problems: [problem], origin: origin))
      },
      uniquingKeysWith: { first, _ in first })
  }

  /// NWS's weather of `passes`, within the same deadline as the road data; whatever the deadline
  /// cuts short is said as a problem of that pass's weather, and what was saved stays.
  private func fetchWeather(for passes: [Pass]) async -> [Int: PassWeather] {
    guard let weather, passes.contains(where: { $0.summit != nil }) else { return [:] }
    let work = Task { await weather.weather(for: passes) }
    let stopTimer = timer.start(deadline) { work.cancel() }
    defer { stopTimer() }
    return await withTaskCancellationHandler {
      await work.value
    } onCancel: {
      work.cancel()
    }
  }

  /// A host and port a refresh connects to.
  private struct Host: Hashable, Sendable {
    var name: String
    var port: Int

    /// nil for files: they need no network.
    init?(_ url: URL) {
      guard !url.isFileURL, let name = url.host?.lowercased() else { return nil }
      self.name = name
      port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
  }

  /// Whether `error` says the fetch could not reach its server (rather than what the server said).
  private static func isConnectionFailure(_ error: Error) -> Bool {
    switch error as? NetworkError {
    case .cannotResolveHost, .connectionRefused, .connectionLost, .timedOut, .transport: return true
    default: return false
    }
  }

  /// Probes each distinct host once, all at once (loopback and files never), and returns the ones
  /// that failed with why.
  private static func unreachableHosts(among urls: [URL], reachability: Reachability) async -> [Host:
    ReachabilityFailure]
  {
    let hosts = Array(Set(urls.compactMap(Host.init)))
    let checked = await Concurrently.results(for: hosts) { host in
      await reachability.check(host: host.name, port: host.port)
    }
    return checked.compactMapValues { result in if case .success(let failure?) = result { failure } else { nil } }
  }

  /// One report per source asked, in the order of the passes.
  private static func reports(
    _ targets: [Pass], results: [Int: Result<PassConditions, Error>], sources: [Int: String], origin: String?,
    archive: PassArchive
  ) -> [SourceReport] {
    var reports: [SourceReport] = []
    var answered: Set<String> = []
    for pass in targets {
      guard let name = sources[pass.id], let result = results[pass.id] else { continue }
      // A source fails with the first reason its passes give, unless any of them was read.
      var reason: PassengrError?
      if case .failure(let error) = result {
        reason = PassengrError(wrapping: error)
      } else if case .success(let conditions) = result, conditions.partialFailures[name] == nil {
        answered.insert(name)
      }
      if let index = reports.firstIndex(where: { $0.name == name }) {
        reports[index].passes.append(pass)
        if reports[index].failure == nil { reports[index].failure = reason }
      } else {
        let health = OriginScope.healthKey(name, origin: pass.isCustom ? nil : origin)
        reports.append(
          SourceReport(
            name: name, passes: [pass], failure: reason, consecutiveFailures: archive.sourceFailures[health] ?? 0))
      }
    }
    // Second sources (Caltrans' highway information) answer for themselves, pass by pass.
    for pass in targets {
      guard case .success(let conditions) = results[pass.id] else { continue }
      for name in conditions.consulted {
        let failure = conditions.partialFailures[name]
        if failure == nil { answered.insert(name) }
        if reports.firstIndex(where: { $0.name == name }) == nil {
          let health = OriginScope.healthKey(name, origin: origin)
          reports.append(
            SourceReport(name: name, passes: [], failure: nil, consecutiveFailures: archive.sourceFailures[health] ?? 0)
          )
        }
        if let index = reports.firstIndex(where: { $0.name == name }) {
          reports[index].passes.append(pass)
          if reports[index].failure == nil {
            reports[index].failure = failure.map { .source(.sourceFailed(reason: $0)) }
          }
          if let failure { reports[index].failedFor[failure, default: []].append(pass) }
        }
      }
    }
    for index in reports.indices where answered.contains(reports[index].name) { reports[index].failure = nil }
    return reports
  }
}
