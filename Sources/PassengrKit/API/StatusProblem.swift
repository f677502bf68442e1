import FoundationEssentials

/// Something that kept `status`, `check` or `refresh` from showing current data, with the facts a
/// front end words it from: which source, what failed, what saved data is shown instead.
public enum StatusProblem: Equatable, Sendable {
  /// No source host could be reached, so nothing was fetched; `reason` names the check that failed.
  case offline(reason: String, saved: SavedData)
  /// A source failed for every pass it serves; they show their saved data.
  case sourceFailed(source: String, consecutiveFailures: Int, reason: PassengrError, saved: SavedData)
  /// A source that answered for some passes could not be read for these (one route's page among
  /// working ones), all for `reason`.
  case sourcePartlyFailed(source: String, passes: [String], reason: PassengrError, saved: SavedData)
  /// Passes whose source answered failed on their own, all for `reason`.
  case passesFailed(passes: [String], reason: PassengrError, saved: SavedData)
  /// Nothing was fetched (none was asked for, or none could be) and these passes have no saved data.
  case noSavedData(passes: [String])
  /// Nothing was fetched and the oldest saved data, fetched at `fetchedAt`, is older than the query's
  /// `maxStale`.
  case savedDataTooOld(fetchedAt: Date, maxStale: TimeSpan)
  /// Nothing could be fetched and no shown pass has any saved data: `causes` say what failed (empty
  /// when nothing more is known). A front end shows this instead of empty cards.
  indirect case nothingToShow(causes: [StatusProblem])

  /// What saved data a report shows in place of what could not be fetched.
  public struct SavedData: Equatable, Sendable {
    /// When the oldest of the saved data shown was fetched; nil when none of the passes has any.
    public let oldestFetch: Date?
    /// The passes with nothing saved yet, by name.
    public let missing: [String]
  }
}
