import FoundationEssentials

extension NWSSource {
  /// The Weather Service's own words, for reading an alert's headline or text as it publishes it
  /// (the reading of a text as the Weather Service's): a warning of a winter storm that makes travel hard or impossible is
  /// a travel advisory; a watch, an advisory or a statement is weather, and weather alone is
  /// information. Beside a pass the alerts never change a road's level (docs/nws-data.md); this
  /// reads the alert's words on their own.
  static let terms = RoadTerms(
    restrictions: [
      "winter storm warning", "blizzard warning", "ice storm warning", "snow squall warning",
      "lake effect snow warning",
      "heavy snow warning", "travel could be very difficult", "travel could be extremely difficult",
      "travel could be very difficult to impossible", "travel could be nearly impossible",
      "travel will be very difficult", "travel will be very difficult to impossible", "travel may be very difficult",
      "travel could be difficult to impossible", "travel will be extremely dangerous", "flash flood warning",
      "dust storm warning", "travel will be difficult", "travel could be difficult",
      "travel should be restricted to emergencies only", "travel should be restricted",
    ].map { ($0, RestrictionLevel.travelAdvisory) },
    // Its standing advice for a winter storm, cut at its commas: "If you must travel, keep an extra
    // flashlight, food, and water in your vehicle in case of an emergency."
    information: [
      "keep an extra flashlight", "food", "and water in your vehicle in case of an emergency",
      "water in your vehicle in case of an emergency", "in case of an emergency",
    ], definesClauses: true, weatherProse: true)

  /// Whether a text signs itself as the Weather Service's own, as its alerts' headlines do ("Winter
  /// Storm Warning issued January 8 at 2:41PM PST until … by NWS Seattle WA"): a text given with no
  /// agency is then read in its terms.
  static func signs(_ text: String) -> Bool {
    let words = " " + RestrictionClassifier.normalize(text) + " "
    return words.contains(" issued ")
      && [" by nws ", " by the national weather service ", " by national weather service "].contains(where: {
        words.contains($0)
      })
  }

  /// Whether `id` names the Weather Service.
  static func isNamed(_ id: AgencyID?) -> Bool { id?.rawValue == name }
}
