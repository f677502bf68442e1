import Foundation

/// Abbreviations road crews type for the words the one reader knows: "CLSD" for closed, "Req'd"
/// for required. Spelled out before the words are read, so "Rd clsd for avalanche control" is a
/// closure, not the delay its other words name. General vocabulary waiting for the reader itself;
/// it sits beside the agencies that need it until then.
enum RoadAbbreviations {
  /// Each abbreviation (a whole word, any case) and what it stands for.
  static let spelled: [(pattern: String, word: String)] = [
    ("clsd|clsed|closd|clos'd|cl'sd", "closed"),
    ("req'd|reqd|req’d|rqd", "required"),
  ]

  /// `text` with every abbreviation spelled out.
  static func expanded(_ text: String) -> String {
    var text = text
    for (pattern, word) in spelled {
      text = text.replacingOccurrences(of: "(?<![A-Za-z'’])(\(pattern))(?![A-Za-z'’])", with: word, options: [.regularExpression, .caseInsensitive])
    }
    return text
  }

  /// What `text` says, read by the one reader with its abbreviations spelled out; the words shown
  /// stay as published.
  static func read(_ text: String?, terms: RoadTerms = .none) -> RoadWords {
    guard let text else { return RoadWords.read(nil, terms: terms) }
    var words = RoadWords.read(expanded(text), terms: terms)
    words.text = TextSanitizer.clean(text)
    return words
  }
}
