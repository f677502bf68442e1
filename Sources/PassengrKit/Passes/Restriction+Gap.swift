extension Restriction {
  /// Why a reader gave a direction no level when it knows more than "words not understood": what
  /// the judgement's reason says instead of calling the report unreadable.
  public enum Gap: String, Codable, Sendable {
    /// The agency files no reports at this time of year (ODOT outside winter operations).
    case outOfSeason = "out_of_season"
    /// The agency's answer has nothing for this place (a station or segment missing from it).
    case noReport = "no_report"
    /// A closure was stated without saying where: it may be here.
    case unplaceable
    /// A structured code the agency's code list does not explain.
    case unexplainedCode = "unexplained_code"
  }

  /// A restriction the reader could give no level, and why.
  init(direction: TravelDirection, text: String, gap: Gap) {
    self.init(direction: direction, text: text, level: .unknown)
    self.gap = gap
  }
}
