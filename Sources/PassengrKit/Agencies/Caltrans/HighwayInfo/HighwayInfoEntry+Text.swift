import FoundationEssentials

/// How a highway-information line is cut and what its words say of time and scope, apart from
/// their meaning (which the one reader gives).
extension HighwayInfoEntry {
  /// Lower-case words with every punctuation mark a space: the form directions and phrases are
  /// looked up in ("(westbound traffic also)" names westbound).
  static func plainWords(_ text: String) -> String {
    text.foldedWords(separators: "-/,.;:()[]*'\"!?&{}<>=+~#|")
  }

  /// A segment that only says when: "from 2200 hrs to 0500 hrs nightly", "at 1600 hrs on 12/14/21".
  static func isTimeOnly(_ segment: String) -> Bool {
    let words = segment.lowercased().split(separator: " ")
    let timeWords: Set<Substring> = [
      "from", "to", "at", "on", "hrs", "hours", "each", "morning", "night", "evening", "daily", "nightly", "thru",
      "through", "until", "and", "between", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
      "sunday", "weekdays", "weekends",
    ]
    return words.contains { $0.first?.isNumber == true }
      && words.allSatisfy { timeWords.contains($0) || $0.first?.isNumber == true }
  }

  /// Lower case, hyphens and slashes as spaces, white space collapsed: the form clauses are read in.
  static func normalized(_ text: String) -> String {
    text.foldedWords()
  }

  /// "Reopened from A to B, but remains closed from B to C", "Eastbound is closed at A; westbound
  /// no longer closed": each side read on its own. Commas inside a county's parentheses stay.
  static func contrasts(_ segment: String) -> [String] {
    var parts: [String] = []
    var current: [Substring] = []
    var depth = 0
    let words = segment.split(separator: " ")
    for (index, word) in words.enumerated() {
      let isContrast =
        depth == 0 && !current.isEmpty && (3...8).contains(word.count)
        && ["but", "but,", "however", "however,"].contains(word.lowercased())
      if isContrast {
        parts.append(current.joined(separator: " ").trimmingScalars(where: { " ,;".unicodeScalars.contains($0) }))
        current = []
        continue
      }
      current.append(word)
      depth = max(0, depth + word.filter { $0 == "(" }.count - word.filter { $0 == ")" }.count)
      // A sentence's end splits too ("… IS BLOCKED DUE TO A COLLISION. Is closed …"), never an
      // abbreviation's point ("2 mi. west", "Jct.").
      let isSentenceEnd =
        word.last == "." && word.dropLast().filter(\.isLetter).count >= 3
        && word.dropLast().allSatisfy { $0.isLetter || $0 == ")" }
        && !["jct", "hwy", "approx", "mtn", "blvd", "natl"].contains(word.dropLast().lowercased().filter(\.isLetter))
      // A colon after a statement ends it ("I 5 at Siskiyou Summit closed: Is closed to northbound
      // traffic at …" is two clauses, each with its own direction); after a place alone it heads
      // what follows ("Siskiyou Summit: Closed").
      let endsStatement =
        word.last == ":" && word.count > 1
        && !RestrictionClassifier.isLocationLabel(
          current.joined(separator: " ").trimmingScalars(where: { ":".unicodeScalars.contains($0) }))
      // A date or a number ends a sentence when a capital starts the next ("… at 0400 hrs on
      // 1/10/25. Level 1 chain law in effect at Castaic").
      let next = index + 1 < words.count ? words[index + 1] : ""
      let numberEnds =
        word.last == "." && word.dropLast().last?.isNumber == true && next.first?.isUppercase == true
        && next.contains(where: \.isLowercase)
      if depth == 0, let last = word.last,
        numberEnds
          || (last == ";" || last == "," || isSentenceEnd || endsStatement)
            && !(word.dropLast().last?.isNumber ?? false)
      {
        parts.append(current.joined(separator: " ").trimmingScalars(where: { " ,;".unicodeScalars.contains($0) }))
        current = []
      }
    }
    parts.append(current.joined(separator: " "))
    return parts.filter { !$0.isEmpty }
  }

  /// The text without what estimates a reopening ("expected to reopen at 1800 hrs"): an estimate
  /// never ends a closure.
  static func withoutEstimates(_ text: String) -> String {
    let words = text.split(separator: " ")
    var kept: [Substring] = []
    var isEstimate = false
    for (index, word) in words.enumerated() {
      if word == "-" { isEstimate = false }
      let next = index + 1 < words.count ? words[index + 1] : ""
      let afterNext = index + 2 < words.count ? words[index + 2] : ""
      let reopensLater =
        (word == "will" || word == "to") && (next == "reopen" || (next == "be" && afterNext == "reopened"))
      if (word == "expected" && next == "to") || ["estimated", "anticipated", "eta", "reopening"].contains(word)
        || reopensLater
      {
        isEstimate = true
      }
      if !isEstimate { kept.append(word) }
    }
    return kept.joined(separator: " ")
  }

  /// A clause up to its reason: "closed from A to B due to a jackknifed truck" → "closed from A to B".
  static func beforeReason(_ clause: String) -> String {
    let words = clause.split(separator: " ")
    for index in words.indices {
      let word = words[index].lowercased()
      let next = index + 1 < words.count ? words[index + 1].lowercased() : ""
      if word == "because" || (word == "due" && next == "to") { return words[..<index].joined(separator: " ") }
    }
    return clause
  }

  /// The sentence cut at " - " and " – ".
  static func segments(_ text: String) -> [String] {
    var segments: [String] = []
    var current: [Substring] = []
    for word in text.split(separator: " ") {
      if word == "-" || word == "\u{2013}" || word == "\u{2014}" {
        if !current.isEmpty { segments.append(current.joined(separator: " ")) }
        current = []
      } else {
        current.append(word)
      }
    }
    if !current.isEmpty { segments.append(current.joined(separator: " ")) }
    return segments
  }

  /// "Motorists are advised to use an alternate route" and its kin say nothing about the road.
  static func isBoilerplate(_ segment: String) -> Bool {
    let lower = segment.lowercased()
    return lower.hasPrefix("motorists are advised") || lower.hasPrefix("motorists are urged")
      || lower.hasPrefix("use an alternate")
      || lower.hasPrefix("motorists should")
  }
}
