import Foundation

/// The parts of an agency's text that say nothing about the road: when the record was updated and
/// will be again ("Last updated Thu Nov 28 at 3:05 PM PST", "Next update time …"), its id
/// ("(DBC-47147)", "(ID# 133627)"), a dispatcher's stamp ("Sep 16 2025  9:07AM [1]"), a marker
/// of cut text ("[Truncated]"), a sign's layout codes ("[jl3][fo2]"), a contact line. They are taken
/// out before the text is cut into clauses, so that words not understood are only words about the
/// road: a clause of boilerplate never keeps a direction from `open`, and never makes one either.
enum Boilerplate {
  /// A pattern, the cheap test that must pass before it is tried, and what replaces a match.
  private struct Rule: @unchecked Sendable {
    let marker: String
    let expression: NSRegularExpression?
    let replacement: String

    init(_ marker: String, _ pattern: String, _ replacement: String, options: NSRegularExpression.Options = []) {
      self.marker = marker
      expression = try? NSRegularExpression(pattern: pattern, options: options)
      self.replacement = replacement
    }
  }

  private static let weekday = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\\.?,?"
  private static let month = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?"

  private static let rules: [Rule] = [
    Rule("<", "<br\\s*/?>", ". ", options: .caseInsensitive),
    // Markup of text only; a script or anything else stays, words no reader understands.
    Rule(
      "<", "</?(?:br|p|div|span|a|b|i|u|strong|em|ul|ol|li|font|small|big|center|hr)\\b[^>]{0,200}>", " ",
      options: .caseInsensitive),
    Rule("runcated", "\\[Truncated\\]", " ", options: .caseInsensitive),
    Rule("(", "\\((?:ID#\\s*-?\\d+|DBC[A-Z]*-\\d+)\\)", ". "),
    Rule(
      "pdate",
      "\\b(?:Last updated|Next update time|Next update|Updated on|Updated)\\s*:?\\s+(?:on\\s+)?(?:\(weekday)\\s+)?"
        + "(?:\(month)\\s+\\d{1,2}|\\d{1,2}\\s+\(month))[^.]{0,40}?\\d{1,2}:\\d{2}\\s*(?:[AaPp]\\.?\\s?[Mm]\\.?)?"
        + "(?:\\s+[A-Z]{3,4}\\b)?\\.?",
      ". ", options: .caseInsensitive),
    Rule(":", "^\\s*\(month)\\s+\\d{1,2}\\s+\\d{4}\\s+\\d{1,2}:\\d{2}\\s*[AP]M\\s*(?:\\[\\d+\\])?", " "),
    Rule("[", "\\[(?:Shared|FSP|CHP)?\\]", " "),
    Rule("pdate", "^\\s*Update\\s+\\d{1,2}:\\d{2}\\s*[AaPp]\\.?[Mm]\\.?\\s*:", " ", options: .caseInsensitive),
    Rule("**", "\\*\\*[^*]{1,40}\\*\\*", ". "),
    Rule("ontact", "\\bContact\\s*:.*$", " ", options: [.dotMatchesLineSeparators]),
    Rule(
      "ontact", "\\b(?:MoTI\\s+)?Contact\\b[^.:]{0,60}?\\(?\\d{3}\\)?[- .]\\d{3}[- .]\\d{4}", " ",
      options: .caseInsensitive),
    Rule("[n", "\\[nl\\d*\\]", " "),
    // Caltrans' area headers: "[IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA]".
    Rule("[IN ", "\\[IN [^\\]]{3,80}\\]", ". "),
    Rule("[n", "\\[np\\d*\\]", ". "),
    Rule("http", "(?:and )?(?:link to media release )?https?://\\S+", " ", options: .caseInsensitive),
    Rule("www.", "\\bwww\\.\\S+", " ", options: .caseInsensitive),
    // CHP's injury notes ("1182-Trfc Collision-No Inj", "Unkn Inj"): nothing of the road.
    Rule("nj", "\\b(?:no|unkn|unk|minor|major)\\s+inj(?:ury|uries)?\\b", " ", options: .caseInsensitive),
    Rule("ext update", "\\bNext update time\\b[^.]*$", " "),
    Rule("ast updated", "\\bLast updated\\b[^.]*$", " "),
    Rule("0", "(\\d)([A-Z][a-z])", "$1 $2"),
    // A sign's layout codes carry a number ("[jl3]", "[pt30o0]", "[cf255,255,0]"); "[closed]" is words.
    Rule("[", "\\[[a-z]{2}\\d[0-9a-z,]*\\]", " "),
    Rule("schedule below", "Full schedule below\\s*:.*?(?=Comment\\s*:|$)", ". ", options: [.dotMatchesLineSeparators]),
    Rule("omment:", "\\bComment\\s*:", ". "),
  ]

  /// `cleaned` (see `TextSanitizer.clean`) without its boilerplate.
  static func stripped(_ cleaned: String) -> String {
    var text = cleaned
    for rule in rules where text.contains(rule.marker) {
      guard let expression = rule.expression else { continue }
      let range = NSRange(text.startIndex..<text.endIndex, in: text)
      text = expression.stringByReplacingMatches(
        in: text, options: [], range: range, withTemplate: rule.replacement)
    }
    return text
  }
}
