/// The restriction published for one direction of travel.
public struct Restriction: Codable, Equatable, Sendable {
  /// Which way it applies.
  public var direction: TravelDirection
  /// The text exactly as published, whitespace normalised and control characters removed.
  public var text: String
  /// What the text means.
  public var level: RestrictionLevel

  /// Creates a restriction, classifying `text`.
  public init(direction: TravelDirection, text: String) {
    self.direction = direction
    self.text = TextSanitizer.clean(text)
    level = RestrictionClassifier.classify(self.text)
  }

  /// Creates a restriction whose level the source states outright (a Caltrans R-code).
  public init(direction: TravelDirection, text: String, level: RestrictionLevel) {
    self.direction = direction
    self.text = TextSanitizer.clean(text)
    self.level = level
  }
}
