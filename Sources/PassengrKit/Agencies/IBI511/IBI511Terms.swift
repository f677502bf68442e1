/// The platform's own words that restrict nothing, from its field values: the placeholders of a
/// restriction field (`None`), fair-weather words, the plain visibility and surface grades. Phrases
/// are normalised as the reader normalises clauses. Everything else goes to the shared vocabulary;
/// a word neither knows keeps a direction from `open`.
enum IBI511Terms {
  static let terms = RoadTerms(
    restrictions: [
      ("no report", .unknown)
    ],
    information: [
      "none", "no restrictions", "no restriction", "fair", "clear", "good", "fair visibility", "good visibility",
      "partly cloudy",
      "cloudy", "overcast", "bare dry", "bare wet", "bare", "dry", "wet", "normal", "mostly cloudy",
      // `LanesAffected` values: which lanes an event concerns; whether they are closed is its code's and words' to say.
      "no data", "all lanes", "right lane", "left lane", "center lane", "shoulder", "right shoulder", "left shoulder",
      "one lane",
      "both lanes", "unknown lanes",
    ])
}
