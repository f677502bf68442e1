import Foundation

extension PassDataSource {
  /// Report rows for `passes`, marking data stale when its last refresh failed or it is older
  /// than `maxAge`.
  public func rows(for passes: [Pass], now: Date, maxAge: TimeInterval) -> [StatusRow] {
    passes.map { pass in
      let entry = self.entry(pass.id)
      let conditions = entry?.conditions
      let isOld = conditions.map { now.timeIntervalSince($0.fetchedAt) > maxAge } ?? false
      return StatusRow(
        id: pass.id, name: pass.name, highway: pass.highway, order: pass.order, isEnabled: pass.isEnabled,
        elevationFeet: pass.elevationFeet, conditions: conditions,
        isStale: conditions != nil && (entry?.lastError != nil || isOld), error: entry?.lastError)
    }
  }

  /// The oldest fetch time among `passes`, or nil if any has no data at all.
  public func oldestFetch(of passes: [Pass]) -> Date? {
    var oldest: Date?
    for pass in passes {
      guard let fetched = entry(pass.id)?.conditions?.fetchedAt else { return nil }
      oldest = min(oldest ?? fetched, fetched)
    }
    return oldest
  }
}
