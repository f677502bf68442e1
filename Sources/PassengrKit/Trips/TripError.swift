/// Errors about saved trips: naming, saving and checking them.
public enum TripError: Error, Equatable, Sendable {
  /// No saved trip has this name; the nearest one, if any is near.
  case unknownTrip(String, suggestion: String?)
  /// A trip with this name exists already (names compare case-insensitively).
  case duplicateTrip(String)
  /// The pass is part of saved trips; removing it must be forced, which drops it from them.
  case passInTrips(pass: String, trips: [String])
  /// A trip cannot have this name (it would be taken for a pass, or for a pass and a direction).
  case invalidTripName(String, reason: String)
  /// The trip has no passes (its last one was removed): it can be neither checked nor shown.
  case emptyTrip(String)
  /// The trip names a pass that no longer exists.
  case tripPassMissing(trip: String, id: Int)
}
