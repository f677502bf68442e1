/// What every error PassengrKit reports to a user is: one of the domain errors (`ArchiveError`,
/// `SelectionError`, `TripError`, `KeyError`, `SourceError`, `DocumentError`). A front end catches
/// `any PassengrFailure` and switches on the domain types for its own wording and exit codes.
public protocol PassengrFailure: Error, Sendable, CustomStringConvertible {
  /// Whether the user named something wrongly (a pass, a value), rather than something failing.
  var isUsageError: Bool { get }
}
