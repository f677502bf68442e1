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
  /// Two phrases that matched overlapping words are one statement, the one that begins first (the
  /// longer at the same word): "level 1 chain law in effect" is Level 1, never also the bare
  /// "chain law in effect".
  func level(of clause: String) -> RestrictionLevel? {
    let wording = Wording(clause)
    let padded = " \(clause) "
    let matched = restrictions.filter { wording.has($0.phrase) }.map { term in
      (term: term, range: padded.range(of: " \(term.phrase) "))
    }
    let levels = matched.filter { match in
      guard let range = match.range else { return true }
      return !matched.contains { other in
        guard let theirs = other.range, theirs != range, theirs.overlaps(range) else { return false }
        return theirs.lowerBound < range.lowerBound
          || theirs.lowerBound == range.lowerBound && other.term.phrase.count > match.term.phrase.count
      }
    }.map(\.term.level)
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

  /// Whether an entry of these terms matches a normalised clause: a phrase that states a level, or
  /// one that restricts nothing.
  func explains(_ clause: String) -> Bool {
    level(of: clause) != nil || isInformation(clause)
  }
}
