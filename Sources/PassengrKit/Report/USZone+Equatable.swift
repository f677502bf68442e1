import FoundationEssentials

/// Two zones are equal when they keep the same offset and abbreviations: rows compare by value.
extension USZone: Equatable {
  static func == (lhs: USZone, rhs: USZone) -> Bool {
    lhs.standardOffsetHours == rhs.standardOffsetHours && lhs.standardAbbreviation == rhs.standardAbbreviation
      && lhs.daylightAbbreviation == rhs.daylightAbbreviation
  }
}
