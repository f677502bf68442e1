extension Restriction {
  /// Why a reader gave a direction no level when it knows more than "words not understood": what
  /// the judgement's reason says instead of calling the report unreadable.
  public enum Gap: String, Codable, Sendable {
    /// The agency files no reports at this time of year (ODOT outside winter operations).
    case outOfSeason = "out_of_season"
    /// The agency's answer has nothing for this place (a station or segment missing from it).
    case noReport = "no_report"
    /// A closure or other record was stated without saying where with certainty: it may be here.
    case unplaceable
    /// A structured code the agency's code list does not explain.
    case unexplainedCode = "unexplained_code"
    /// The list that would show a closure (incidents, events, highway information, a seasonal
    /// gate) could not be read or is too old to stand for now: a closure may be here unseen.
    case closuresNotChecked = "closures_not_checked"
    /// The agency's list was read only in part (entries that could not be read, a page that may
    /// not be the last): what is missing may be here.
    case partialFetch = "partial_fetch"
    /// A record that applies here could not be read whole (fields missing, words cut short).
    case incompleteRecord = "incomplete_record"
  }

  /// A restriction the reader could give no level, and why.
  init(direction: TravelDirection, text: String, gap: Gap) {
    self.init(direction: direction, text: text, level: .unknown)
    self.gap = gap
  }
}
