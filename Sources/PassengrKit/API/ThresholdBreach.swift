/// Why passes fail a threshold (`status`'s and `watch`'s `failOn`), with the facts a front end
/// words: which passes, what level, or why they cannot be cleared.
public enum ThresholdBreach: Equatable, Sendable {
  /// Passes judged at `threshold` or worse, each with the worst judged level. A known closure
  /// counts even when the data is not current, with its age as the reason.
  case reached([Reached], threshold: RestrictionLevel)
  /// No pass reached `threshold`, but these cannot be cleared of it: their level is unknown.
  case uncleared([Uncleared], threshold: RestrictionLevel)

  /// A pass at or above the threshold.
  public struct Reached: Equatable, Sendable {
    /// "Stevens Pass", or "Stevens Pass eastbound" for one direction of a trip.
    public let name: String
    /// The worst judged level at or above the threshold.
    public let level: RestrictionLevel
    /// What a driver must know beside it: an old closure's age, an advisory's words; nil when clear.
    public internal(set) var reason: PassJudgement.Reason? = nil
  }

  /// A pass whose level is unknown, so it cannot be cleared.
  public struct Uncleared: Equatable, Sendable {
    /// "Stevens Pass".
    public let name: String
    /// Why it is unknown: the judgement's reason.
    public let reason: PassJudgement.Reason
  }
}
