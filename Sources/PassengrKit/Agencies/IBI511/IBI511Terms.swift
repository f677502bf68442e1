/// The platform's own words that restrict nothing, from its field values: the placeholders of a
/// restriction field (`None`), fair-weather words, the plain visibility and surface grades. Phrases
/// are normalised as the reader normalises clauses. Everything else goes to the shared vocabulary;
/// a word neither knows keeps a direction from `open`.
enum IBI511Terms {
  static let terms = RoadTerms(
    restrictions: [
      ("no report", .unknown),
      // `LanesAffected` values that name some lanes: delays at least, whatever the event's code
      // says beside them. "All Lanes" and "Both Lanes" are left to the shared reader: a text that
      // says only that never reads `open`.
      ("right lane", .trafficDelays), ("left lane", .trafficDelays), ("center lane", .trafficDelays),
    ],
    information: [
      "none", "no restrictions", "no restriction", "fair", "clear", "good", "fair visibility", "good visibility",
      "partly cloudy",
      "cloudy", "overcast", "bare dry", "bare wet", "bare", "dry", "wet", "normal", "mostly cloudy",
      // `LanesAffected` values beside the lanes: nothing closed for a car.
      "no data", "shoulder", "right shoulder", "left shoulder",
    ])
}
