/// One clause of a text as the reader read it, so that a reading can be questioned clause by
/// clause.
public struct ReadClause: Equatable, Sendable {
  /// What the reader made of the clause.
  public enum Reading: Equatable, Sendable {
    /// A restriction at this level for the directions the clause covers.
    case restriction(RestrictionLevel)
    /// A statement that nothing restricts travel.
    case lifting
    /// Known words that restrict nothing (weather, advice, a reason).
    case information
    /// Words not understood: they keep the directions they cover from `open`.
    case notUnderstood
    /// Words that only say where or when, set aside.
    case label
  }

  /// The clause, normalised as the reader reads it (lower case, abbreviations spelt out).
  public var clause: String
  /// The direction the clause speaks of (`.both` when it names none).
  public var direction: TravelDirection
  /// What it says.
  public var reading: Reading

  /// The reading in one word or level: a level's raw value, `lifting`, `information`,
  /// `not_understood` or `label`.
  public var readingName: String {
    switch reading {
    case .restriction(let level): return level.rawValue
    case .lifting: return "lifting"
    case .information: return "information"
    case .notUnderstood: return "not_understood"
    case .label: return "label"
    }
  }
}

extension ReadClause.Reading {
  init(_ meaning: RoadWords.Statement.Meaning) {
    switch meaning {
    case .restriction(let level): self = .restriction(level)
    case .lifting: self = .lifting
    case .information: self = .information
    case .unrecognised: self = .notUnderstood
    }
  }
}
