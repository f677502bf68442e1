extension PassConditions {
  /// What a second source said about a pass, kept with its conditions and shown beside them: a
  /// closure or chain requirement from Caltrans' highway information, or information that sets no
  /// level (truck screening, a wind advisory, a closure still to come).
  public struct Notice: Codable, Equatable, Sendable {
    /// "caltrans-roadinfo".
    var source: String
    /// The direction it is limited to; nil for both.
    var direction: TravelDirection?
    /// The level it sets for a passenger car; nil for information and what is still to come.
    var level: RestrictionLevel?
    /// "closure", "chains", "one-way-control", "trucks-only", "advisory", "reopening", "information".
    var kind: String
    /// Whether it is a restriction announced for later (outside its time window now).
    var isUpcoming: Bool
    /// The sentence as published, abridged of boilerplate.
    var text: String

    /// Creates a notice.
    init(source: String, direction: TravelDirection?, level: RestrictionLevel?, kind: String, isUpcoming: Bool = false, text: String) {
      self.source = source
      self.direction = direction
      self.level = level
      self.kind = kind
      self.isUpcoming = isUpcoming
      self.text = TextSanitizer.clean(text)
    }
  }
}
