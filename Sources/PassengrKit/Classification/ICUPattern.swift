/// A regular expression written in ICU's syntax (as `NSRegularExpression` reads it), run by Swift's
/// `Regex` with ICU's meanings: scalar by scalar; `\s` as `[\t\n\f\r\p{Z}]`; `.` and `$` by ICU's line
/// ends; `\b` by ICU's word characters (letters, marks, digits, connectors, joiners), a mark or a
/// format character never starting a word; case ignored as ICU ignores it (the Kelvin sign is a
/// `k`, the long s an `s`, "ﬆ" is "st").
///
/// It reads the patterns the boilerplate rules use, not every pattern: a `\b` must follow a word
/// character or open the pattern; a look-behind only as `(?:^|(?<=[.:;]\s))` opening it; the
/// replacement is text with `$1`-style groups.
struct ICUPattern {
  /// What the regex looks for.
  private let regex: Regex<AnyRegexOutput>
  /// Whether the pattern opened with `^`: it matches once, at the start, or not at all.
  private let isAnchored: Bool
  /// Whether it opened with `\b`: a match starts where ICU sees a word boundary.
  private let startsAtBoundary: Bool
  /// Whether it opened with `(?:^|(?<=[.:;]\s))`: a match starts the text or follows those two.
  private let startsAfterPunctuation: Bool
  /// The scalars a match can start with, when the pattern says (nil: any, or any word character
  /// after `\b`), and whether a space can start it.
  private let firstScalars: Set<Unicode.Scalar>?
  private let startsWithSpace: Bool

  /// ICU's `\s` without its brackets.
  private static let space = #"\t\n\f\r\p{Z}"#
  /// ICU's line ends, for `.` and `$`.
  private static let lineEnds = #"\n\x{0B}\f\r\x{85}\x{2028}\x{2029}"#
  /// What ICU's `\b` after a word character asks of the next one: not a word character, not a mark.
  private static let wordEnd = #"(?![\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Grapheme_Extend}\p{Cf}])"#
  private static let afterPunctuation = #"(?:^|(?<=[.:;]\s))"#

  /// Compiles `pattern`; throws what `Regex` throws for a pattern it cannot read.
  init(_ pattern: String, ignoresCase: Bool, dotMatchesLineSeparators: Bool) throws {
    var body = Substring(pattern)
    startsAfterPunctuation = body.hasPrefix(Self.afterPunctuation)
    if startsAfterPunctuation { body = body.dropFirst(Self.afterPunctuation.count) }
    startsAtBoundary = body.hasPrefix(#"\b"#)
    if startsAtBoundary { body = body.dropFirst(2) }
    isAnchored = body.hasPrefix("^")
    // A leading `\s+` or `\s*` starts with a space, or (`*`) with what follows it.
    var rest = body
    var startsWithSpace = false
    var spaceIsOptional = false
    if !startsAtBoundary, !isAnchored, rest.hasPrefix(#"\s+"#) || rest.hasPrefix(#"\s*"#) {
      startsWithSpace = true
      spaceIsOptional = rest.hasPrefix(#"\s*"#)
      rest = rest.dropFirst(3)
    }
    let letters = isAnchored ? nil : Self.firstLetters(of: rest, ignoresCase: ignoresCase)
    if startsWithSpace, spaceIsOptional, letters == nil { startsWithSpace = false }
    self.startsWithSpace = startsWithSpace
    firstScalars = startsWithSpace && !spaceIsOptional ? [] : letters
    var regex = try Regex(
      Self.translate(body, ignoresCase: ignoresCase, dotMatchesLineSeparators: dotMatchesLineSeparators)
    )
    .matchingSemantics(.unicodeScalar)
    if ignoresCase { regex = regex.ignoresCase() }
    if dotMatchesLineSeparators { regex = regex.dotMatchesNewlines() }
    self.regex = regex
  }

  /// `pattern` with ICU's meanings written out for Swift's `Regex`.
  static func translate(_ pattern: Substring, ignoresCase: Bool, dotMatchesLineSeparators: Bool) -> String {
    let scalars = Array(pattern.unicodeScalars)
    var out = ""
    var index = 0
    var inClass = false
    var classText = ""
    func emit(_ text: String) {
      if inClass { classText += text } else { out += text }
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      switch scalar {
      case "\\":
        guard let next else {
          emit("\\")
          index += 1
          continue
        }
        switch (next, inClass) {
        case ("s", false): emit("[\(space)]")
        case ("S", false): emit("[^\(space)]")
        case ("s", true): emit(space)
        case ("b", false): emit(wordEnd)
        default: emit("\\" + String(next))
        }
        index += 2
        continue
      case "[" where !inClass:
        inClass = true
        classText = "["
      case "]" where inClass && classText != "[" && classText != "[^":
        // A class that holds `s` or `k` in either case holds the long s and the Kelvin sign too.
        if ignoresCase, !classText.hasPrefix("[^"), classHolds(classText, "s") { classText += #"\x{17F}"# }
        if ignoresCase, !classText.hasPrefix("[^"), classHolds(classText, "k") { classText += #"\x{212A}"# }
        out += classText + "]"
        inClass = false
      case "." where !inClass:
        out += dotMatchesLineSeparators ? "." : "[^\(lineEnds)]"
      case "$" where !inClass:
        out += #"(?=(?:\r\n|["# + lineEnds + #"])?\z)"#
      case "s" where !inClass && ignoresCase, "S" where !inClass && ignoresCase:
        if let next, next == "t" || next == "T" {
          out += #"(?:[sS\x{17F}][tT]|\x{FB05}|\x{FB06})"#
          index += 2
          continue
        }
        out += #"[sS\x{17F}]"#
      case "k" where !inClass && ignoresCase, "K" where !inClass && ignoresCase:
        out += #"[kK\x{212A}]"#
      default:
        emit(String(scalar))
      }
      index += 1
    }
    return out
  }

  /// The letters a match of `pattern` can start with: its first letter, or each alternative's of an
  /// opening group (`(?:no|unk)`, an optional one adding what follows it); nil when it opens otherwise.
  static func firstLetters(of pattern: Substring, ignoresCase: Bool) -> Set<Unicode.Scalar>? {
    let scalars = Array(pattern.unicodeScalars)
    func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
    var letters: Set<Unicode.Scalar> = []
    var index = 0
    while true {
      guard index < scalars.count else { return nil }
      if isLetter(scalars[index]) {
        letters.insert(scalars[index])
        break
      }
      guard scalars[index...].starts(with: "(?:".unicodeScalars) else { return nil }
      // The alternatives of the group, to its closing parenthesis.
      var depth = 0
      var atAlternative = true
      var close = index
      for position in (index + 3)..<scalars.count {
        let scalar = scalars[position]
        if scalar == "\\" || scalar == "[" { if atAlternative { return nil } }
        if atAlternative, depth == 0 {
          guard isLetter(scalar) else { return nil }
          letters.insert(scalar)
          atAlternative = false
        }
        if scalar == "(" { depth += 1 }
        if scalar == ")" {
          if depth == 0 {
            close = position
            break
          }
          depth -= 1
        }
        if scalar == "|", depth == 0 { atAlternative = true }
      }
      guard close > index else { return nil }
      // An optional group: a match may start with what follows it.
      guard close + 1 < scalars.count, scalars[close + 1] == "?" else { break }
      index = close + 2
    }
    guard ignoresCase else { return letters }
    var folded: Set<Unicode.Scalar> = []
    for letter in letters {
      let lower = Character(letter).lowercased()
      for case let scalar in (lower + lower.uppercased()).unicodeScalars { folded.insert(scalar) }
      if lower == "s" { folded.formUnion(["\u{17F}", "\u{FB05}", "\u{FB06}"]) }
      if lower == "k" { folded.insert("\u{212A}") }
    }
    return folded
  }

  /// Whether the class written `text` (its opening bracket, no closing one) holds `letter` in
  /// either case, by a range of letters or as itself.
  private static func classHolds(_ text: String, _ letter: Character) -> Bool {
    let lower = String(letter)
    let upper = lower.uppercased()
    return text.contains("a-z") || text.contains("A-Z") || text.contains(lower) || text.contains(upper)
  }

  /// `text` with every match replaced by `template` (`$1` stands for the first group), found left to
  /// right as ICU finds them.
  func replacingMatches(in text: String, with template: String) -> String {
    if startsAtBoundary || firstScalars != nil { return replacingCandidateMatches(in: text, with: template) }
    var result = ""
    var kept = text.startIndex
    var from = text.startIndex
    var replaced = false
    while from <= text.endIndex {
      let found =
        isAnchored ? (from == text.startIndex ? text.firstMatch(of: regex) : nil) : text[from...].firstMatch(of: regex)
      guard let match = found else { break }
      let range = match.range
      if !accepts(range.lowerBound, in: text) {
        guard range.lowerBound < text.endIndex, !isAnchored else { break }
        from = text.unicodeScalars.index(after: range.lowerBound)
        continue
      }
      result += text[kept..<range.lowerBound]
      result += Self.expand(template, match)
      kept = range.upperBound
      replaced = true
      if isAnchored { break }
      if range.isEmpty {
        guard range.upperBound < text.endIndex else { break }
        from = text.unicodeScalars.index(after: range.upperBound)
      } else {
        from = range.upperBound
      }
    }
    guard replaced else { return text }
    result += text[kept...]
    return result
  }

  /// `replacingMatches` for a pattern that says what a match starts with (a word after `\b`, one of
  /// its first letters, a space): only there is the pattern tried (Swift's search tries every
  /// scalar, several times slower than ICU's).
  private func replacingCandidateMatches(in text: String, with template: String) -> String {
    let scalars = text.unicodeScalars
    var result = ""
    var kept = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let scalar = scalars[index]
      let isCandidate =
        (startsWithSpace && Self.isSpace(scalar)) || (firstScalars?.contains(scalar) ?? Self.isWordCharacter(scalar))
      if isCandidate, accepts(index, in: text),
        let match = text[index...].prefixMatch(of: regex), !match.range.isEmpty
      {
        result += text[kept..<index]
        result += Self.expand(template, match)
        kept = match.range.upperBound
        index = match.range.upperBound
        continue
      }
      index = scalars.index(after: index)
    }
    guard kept != text.startIndex else { return text }
    result += text[kept...]
    return result
  }

  /// Whether a match may start at `start`: the look-behind and the boundary the pattern opened with.
  private func accepts(_ start: String.Index, in text: String) -> Bool {
    let scalars = text.unicodeScalars
    if startsAfterPunctuation, start != text.startIndex {
      let before = scalars[scalars.startIndex..<start].suffix(2)
      guard before.count == 2, let mark = before.first, let space = before.last,
        ".:;".unicodeScalars.contains(mark), Self.isSpace(space)
      else { return false }
    }
    if startsAtBoundary { return Self.isBoundary(at: start, in: scalars) }
    return true
  }

  /// ICU's `\s`.
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\t", "\n", "\u{0C}", "\r": return true
    default:
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
      default: return false
      }
    }
  }

  /// ICU's word characters: letters, marks, decimal digits, connectors and the two joiners.
  static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value == 0x200C || scalar.value == 0x200D { return true }
    if scalar.properties.isAlphabetic { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
    default: return false
    }
  }

  /// What ICU skips when it looks for a boundary: marks that extend a character, and format characters.
  private static func isExtending(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isGraphemeExtend || scalar.properties.generalCategory == .format
  }

  /// ICU's `\b` at `index`: not before an extending scalar; else a word character on exactly one
  /// side, the extending scalars before `index` skipped.
  static func isBoundary(at index: String.Index, in scalars: String.UnicodeScalarView) -> Bool {
    var isWord = false
    if index < scalars.endIndex {
      let scalar = scalars[index]
      if isExtending(scalar) { return false }
      isWord = isWordCharacter(scalar)
    }
    var before = index
    var wasWord = false
    while before > scalars.startIndex {
      before = scalars.index(before: before)
      let scalar = scalars[before]
      if !isExtending(scalar) {
        wasWord = isWordCharacter(scalar)
        break
      }
    }
    return isWord != wasWord
  }

  /// `template` with `$N` replaced by group N of `match` (nothing for a group that took no part).
  private static func expand(_ template: String, _ match: Regex<AnyRegexOutput>.Match) -> String {
    guard template.contains("$") else { return template }
    var out = ""
    var scalars = template.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      if scalar == "$", let digit = pending, let group = Int(String(digit)), group < match.output.count {
        out += match.output[group].substring.map(String.init) ?? ""
        pending = scalars.next()
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
