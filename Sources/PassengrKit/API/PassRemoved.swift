import FoundationEssentials

/// What `remove` did.
public struct PassRemoved: Sendable {
  /// The pass removed.
  public internal(set) var pass: Pass
  /// The trips it was dropped from (only with `force`).
  public internal(set) var droppedFrom: [String]
  /// The trips removed because it was their only pass: an empty trip is never left behind.
  public internal(set) var removedTrips: [String]
}
