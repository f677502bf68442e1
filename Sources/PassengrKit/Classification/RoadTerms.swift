import Foundation

/// An agency's own terms for the one reader (`RoadWords`): phrases that state a level in that
/// agency's words (WYDOT's "No Unnecessary Travel", an ODOT code's text) and its boilerplate that
/// restricts nothing. The vocabulary every agency shares lives with the reader; only what is one
/// agency's own is declared in its folder and passed in.
struct RoadTerms: Sendable {
  /// Phrases (normalised as `RestrictionClassifier.normalize` does) and the level each states.
  var restrictions: [(phrase: String, level: RestrictionLevel)]
  /// Phrases (normalised) that restrict nothing: a clause made only of them is information.
  var information: [String]

  /// No terms of an agency's own.
  static let none = RoadTerms(restrictions: [], information: [])

  /// The level this agency's terms give a normalised clause, if they name one; the worst of them.
  func level(of clause: String) -> RestrictionLevel? {
    let wording = Wording(clause)
    let levels = restrictions.filter { wording.has($0.phrase) }.map(\.level)
    return levels.isEmpty ? nil : RestrictionLevel.worst(of: levels)
  }

  /// Whether a normalised clause is one of this agency's phrases that restrict nothing.
  func isInformation(_ clause: String) -> Bool {
    if information.contains(clause) { return true }
    // One of its phrases run together with harmless words ("None Watch for equipment", a cell and
    // the words after it without a stop between).
    return information.contains { phrase in
      clause.hasPrefix(phrase + " ")
        && RestrictionClassifier.read(clause: String(clause.dropFirst(phrase.count + 1))) == .information
    }
  }
}
