/// The restriction published for one direction of travel.
public struct Restriction: Codable, Equatable, Sendable {
  /// Which way it applies.
  public internal(set) var direction: TravelDirection
  /// The text exactly as published, whitespace normalised, each control character a space.
  public internal(set) var text: String
  /// What the text means.
  public internal(set) var level: RestrictionLevel
  /// Why the reader gave no level, when it knows (see `Gap`); nil otherwise. Saved with the data
  /// so a later judgement tells the true reason.
  public internal(set) var gap: Gap?
  /// What `gap` is about, for a front end to word: the words of the record that may apply, or why
  /// the list that would show a closure could not be read. Never part of `text`, which is the
  /// agency's words alone. Nil for a gap that needs none, and in archives written before it.
  public internal(set) var gapDetail: String?
  /// The restriction known beneath words not understood: when `level` is `unknown` only because
  /// some words could not be read while others stated this (chains, a traction law, delays), the
  /// answer keeps it as its floor ("chains required; possibly worse"). Nil otherwise. Saved with the
  /// data; earlier archives have none.
  public internal(set) var floor: RestrictionLevel?

  /// Creates a restriction, classifying `text`.
  init(direction: TravelDirection, text: String) {
    self.direction = direction
    self.text = TextSanitizer.clean(text)
    let words = RoadWords.read(self.text)
    level = words.level
    floor = words.floor(for: .both)
  }

  /// Creates a restriction whose level the source states outright (a Caltrans R-code).
  init(direction: TravelDirection, text: String, level: RestrictionLevel) {
    self.direction = direction
    self.text = TextSanitizer.clean(text)
    self.level = level
  }
}
