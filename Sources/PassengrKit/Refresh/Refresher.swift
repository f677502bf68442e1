import Foundation
import Networking
import Synchronization

/// Brings the archive up to date: checks the source can be reached, fetches, and merges the
/// results into the archive under its lock, so concurrent runs never lose each other's work.
public struct Refresher: Sendable {
  private let store: ArchiveStore
  private let fetcher: ConditionsFetcher
  private let loader: ResourceLoader
  private let reachability: Reachability
  private let clock: @Sendable () -> Date
  private let onChanges: @Sendable ([ConditionChange], Date, Int) throws -> Void

  /// Creates a refresher. `onChanges` runs under the archive lock with what changed, when, and the
  /// number of the refresh (for the history log).
  public init(
    store: ArchiveStore, fetcher: ConditionsFetcher, loader: ResourceLoader, reachability: Reachability = Reachability(),
    clock: @escaping @Sendable () -> Date = Date.init,
    onChanges: @escaping @Sendable ([ConditionChange], Date, Int) throws -> Void = { _, _, _ in }
  ) {
    self.store = store
    self.fetcher = fetcher
    self.loader = loader
    self.reachability = reachability
    self.clock = clock
    self.onChanges = onChanges
  }

  /// Refreshes `passes` (the visible ones when nil). Throws only for archive trouble; network
  /// trouble is reported in the outcome, and the last known data is kept.
  public func refresh(_ passes: [Pass]? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> RefreshOutcome {
    // Callers that name the passes have read the archive already; it is read again under the lock.
    let targets = try passes ?? PassDataSource(archive: store.readOrInitial()).visiblePasses
    let started = clock()
    let sourceURL = loader.effectiveURL(for: fetcher.sourceURL)
    var offline: ReachabilityFailure?
    if !loader.readsFromDisk, targets.contains(where: { !$0.isCustom }) {
      offline = await reachability.check(sourceURL)
    }
    let results: [Int: Result<PassConditions, Error>]
    if let offline {
      let error = OfflineError(failure: offline)
      results = Dictionary(uniqueKeysWithValues: targets.map { ($0.id, .failure(error)) })
    } else {
      let done = Counter()
      let total = targets.count
      progress?(0, total)
      results = await fetcher.conditions(for: targets) { count in progress?(done.add(count), total) }
    }
    let source = fetcher.source.rawValue
    let onChanges = self.onChanges
    let (after, changes) = try store.update { archive -> (PassDataSource, [ConditionChange]) in
      var dataSource = PassDataSource(archive: archive)
      let changes = dataSource.apply(results, attemptedAt: started, source: source)
      archive = dataSource.archive
      if !changes.isEmpty { try onChanges(changes, started, archive.refreshCount) }
      return (dataSource, changes)
    }
    let failures = targets.compactMap { pass -> (pass: Pass, reason: String)? in
      guard case .failure(let error) = results[pass.id] else { return nil }
      return (pass, TextSanitizer.clean(String(describing: error)))
    }
    return RefreshOutcome(
      dataSource: after, changes: changes, failures: failures, offline: offline,
      fetchedAny: results.values.contains { if case .success = $0 { return true } else { return false } })
  }
}

/// The error recorded for passes not fetched because the source was unreachable.
public struct OfflineError: Error, CustomStringConvertible, Sendable {
  public var failure: ReachabilityFailure
  public var description: String { "offline: \(failure.description)" }
}

/// Counts completed passes from concurrent callbacks.
final class Counter: Sendable {
  private let value = Mutex(0)

  func add(_ amount: Int) -> Int { value.withLock { $0 += amount; return $0 } }
}
