import FoundationEssentials

extension PassengrSession {
  /// Saves a trip: `specs` are `PASS[:DIRECTION]` in driving order (`stevens:east`, `blewett:s`,
  /// `snoqualmie`); without a direction both count. An existing name needs `replace`.
  public func addTrip(_ name: String, _ specs: [String], replace: Bool = false) async throws -> Trip {
    try await tripList.addTrip(name, specs, replace: replace)
  }

  /// The saved trips, in the order they were added.
  public func trips() throws -> [Trip] {
    try tripList.trips()
  }

  /// The trip called `name` (case-insensitively).
  public func trip(named name: String) throws -> Trip {
    try tripList.trip(named: name)
  }

  /// Deletes the trip called `name`; returns it.
  public func removeTrip(_ name: String) async throws -> Trip {
    try await tripList.removeTrip(name)
  }

  /// Checks a drive: refreshes its passes like `status` (enabled or not), then judges each
  /// direction driven.
  public func check(_ query: CheckQuery, now: Date? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws
    -> CheckResult
  {
    try await checks.check(query, now: now, progress: progress)
  }
}
