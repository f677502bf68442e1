extension PassengrSession {
  /// Why passes fail a threshold (`status`'s and `watch`'s `failOn`), with the facts a front end
  /// words: which passes, what level, or why they cannot be cleared.
  public enum ThresholdBreach: Equatable, Sendable {
    /// Passes whose sources said `threshold` or worse, each with the worst level said. A known
    /// closure counts even when the data is not current.
    case reached([Reached], threshold: RestrictionLevel)
    /// No pass reached `threshold`, but these cannot be cleared of it: their level is unknown.
    case uncleared([Uncleared], threshold: RestrictionLevel)

    /// A pass at or above the threshold.
    public struct Reached: Equatable, Sendable {
      /// "Stevens Pass", or "Stevens Pass eastbound" for one direction of a trip.
      public let name: String
      /// The worst level its sources said at or above the threshold.
      public let level: RestrictionLevel
    }

    /// A pass whose level is unknown, so it cannot be cleared.
    public struct Uncleared: Equatable, Sendable {
      /// "Stevens Pass".
      public let name: String
      /// Why it is unknown.
      public let reason: UnknownReason
    }

    /// Why a pass's level is unknown.
    public enum UnknownReason: Equatable, Sendable {
      /// It has no data at all.
      case noData
      /// Its data is older than it should be.
      case stale
      /// Its last refresh, or a source it consults, failed: the error in words.
      case error(String)
      /// Its report says something that cannot be read as a level.
      case unreadable
    }
  }
}
