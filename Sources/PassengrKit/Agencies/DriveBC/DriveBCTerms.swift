/// DriveBC's own terms for the one reader: the parts of its generated descriptions that place or
/// date an event and restrict nothing ("Highway 5, in both directions", "Next update time …",
/// "Last updated …", the event's id), and its phrases that state a level. Phrases are normalised as
/// the reader normalises clauses; everything else goes to the shared vocabulary, and a clause
/// neither knows keeps a direction from `open`.
enum DriveBCTerms {
  static let terms = RoadTerms(
    restrictions: [
      ("travel not recommended", .travelAdvisory),
      ("avoid unnecessary travel", .travelAdvisory),
      ("essential travel only", .travelAdvisory),
      ("single lane alternating traffic", .trafficDelays),
      ("alternating single lane traffic", .trafficDelays),
      ("single lane alternating", .trafficDelays),
    ],
    information: [])

  /// Reads `text` with BC's terms.
  static func read(_ text: String?) -> RoadWords { RoadWords.read(text, terms: terms) }
}
