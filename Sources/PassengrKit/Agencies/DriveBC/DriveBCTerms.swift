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

  /// Reads `text` as DriveBC writes it: its template sentences (`DriveBCDescription`) are
  /// information, DriveBC's commercial chain-up sentence is information for a car, and the crew's
  /// words go through the one reader with BC's terms.
  static func read(_ text: String?) -> RoadWords {
    let description = DriveBCDescription(text)
    var words = RoadWords.read(description.words, terms: terms)
    // A cause says why: when the other sentences state what it does to the road ("Rock fall …
    // Single lane alternating traffic"), it is their reason; alone, its cause is all there is to read.
    let statesImpact = words.statements.contains {
      if case .restriction(let level) = $0.meaning { return level != .unknown }
      return false
    }
    let causes = description.causes.map(\.cause)
    if !statesImpact, !causes.isEmpty {
      words = RoadWords.read((causes + [description.words]).joined(separator: ". "), terms: terms)
    }
    words.text = TextSanitizer.clean(text ?? "")
    var setAside = description.form
    if statesImpact { setAside += description.causes.map(\.sentence) }
    words.statements += setAside.map {
      RoadWords.Statement(meaning: .information, direction: .both, clause: DriveBCDescription.key($0))
    }
    if description.isTruncated {
      words.statements.append(
        RoadWords.Statement(meaning: .unrecognised, direction: .both, clause: "[truncated]"))
    }
    return words
  }
}
