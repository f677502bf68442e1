extension PassConditions {
  /// What a second source said about a pass, kept with its conditions and shown beside them: a
  /// closure or chain requirement from Caltrans' highway information, or information that sets no
  /// level (truck screening, a wind advisory, a closure still to come).
  public struct Notice: Codable, Equatable, Sendable {
    /// "caltrans-roadinfo".
    var source: String
    /// The direction it is limited to; nil for both.
    public internal(set) var direction: TravelDirection?
    /// The level it sets for a passenger car; nil for information and what is still to come.
    public internal(set) var level: RestrictionLevel?
    /// What sort of thing it reports.
    public internal(set) var kind: NoticeKind
    /// Whether it is a restriction announced for later (outside its time window now).
    public internal(set) var isUpcoming: Bool
    /// The sentence as published, abridged of boilerplate.
    public internal(set) var text: String

    /// Creates a notice.
    init(
      source: String, direction: TravelDirection?, level: RestrictionLevel?, kind: NoticeKind, isUpcoming: Bool = false,
      text: String
    ) {
      self.source = source
      self.direction = direction
      self.level = level
      self.kind = kind
      self.isUpcoming = isUpcoming
      self.text = TextSanitizer.clean(text)
    }
  }
}
