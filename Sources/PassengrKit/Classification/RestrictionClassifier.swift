import Foundation

/// Reads restriction text and says what it means, failing closed.
///
/// The text is cleaned (invisible characters, entities, white space), cut into clauses, and each
/// clause is read as one of: a known restriction (with its level), a known lifting (an explicit
/// statement that nothing restricts travel, standing as the clause's predicate), known information
/// that sets no level (a reason, a season, advice), or unrecognised. The clauses combine by
/// `RestrictionLevel.rank`: an unrecognised clause counts `unknown`, so it outranks an opening
/// beside it, and `open` needs at least one lifting and nothing else but information.
///
/// Negation, future and scope words attach to the clause they stand in: "not open", "will open at
/// noon", "expected to reopen", "open to emergency vehicles only" and "open with chains" are never
/// `open`; they read closed, the restriction they name, or unknown.
enum RestrictionClassifier {
  /// What one clause says.
  enum Reading: Equatable, Sendable {
    /// A restriction at this level (a closure, chains, delays).
    case restriction(RestrictionLevel)
    /// An explicit statement that nothing restricts travel: "No restrictions", "Pass is open".
    case lifting
    /// Known words that set no level: "Due to snow", "For the season", "Use caution".
    case information
    /// Words we do not recognise: they count `unknown`, never open.
    case unrecognised
  }

  /// The level `text` describes.
  static func classify(_ text: String) -> RestrictionLevel {
    let clauses = clauses(of: text)
    var levels: [RestrictionLevel] = []
    for clause in clauses {
      switch read(clause: clause) {
      case .restriction(let level): levels.append(level)
      case .lifting: levels.append(.open)
      case .unrecognised: levels.append(.unknown)
      case .information: break
      }
    }
    guard !levels.isEmpty else { return .unknown }
    let worst = RestrictionLevel.worst(of: levels)
    // "Closed at milepost 134. For the season.": the qualifier may stand in a clause of its own.
    if worst == .closed, isSeasonal(" \(clauses.joined(separator: " ")) ") { return .closedForSeason }
    return worst
  }

  /// Each clause of `text` with what it says, for `classify` and for the tests' generated texts.
  static func readings(_ text: String) -> [(clause: String, reading: Reading)] {
    clauses(of: text).map { ($0, read(clause: $0)) }
  }

  // MARK: Clauses

  /// Cleans `text` and cuts it into normalised clauses: at sentence and list punctuation (keeping
  /// "10,000" and "3.5" whole), at dashes standing between words, and before "but" and "however".
  static func clauses(of text: String) -> [String] {
    let cleaned = TextSanitizer.clean(text)
    var clauses: [String] = []
    var current = ""
    let characters = Array(cleaned)
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : " "
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      let isSeparator: Bool
      switch character {
      case ".", ";", "!", "|":
        isSeparator = !(previous.isNumber && next.isNumber)
      case ",":
        isSeparator = !(previous.isNumber && next.isNumber)
      case "-", "\u{2013}", "\u{2014}":
        // " - " between words separates; "All-Wheel" and "I-90" do not.
        isSeparator = previous == " " && next == " "
      default:
        isSeparator = false
      }
      if isSeparator {
        clauses.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    clauses.append(current)
    return clauses.flatMap(splitContrast).map(normalize).filter { !$0.isEmpty }
  }

  /// "Reopened from A to B but remains closed beyond": each side is a clause of its own.
  private static func splitContrast(_ clause: String) -> [String] {
    var parts: [String] = []
    var current: [Substring] = []
    for word in clause.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      if ["but", "however", "although", "though", "while"].contains(word.lowercased()), !current.isEmpty {
        parts.append(current.joined(separator: " "))
        current = []
      } else {
        current.append(word)
      }
    }
    parts.append(current.joined(separator: " "))
    return parts
  }

  /// Lowercase; hyphens, slashes, colons and brackets as spaces; "4wd" and "awd" spelled out;
  /// "can't" and "won't" as "cannot" and "will not"; white space collapsed.
  static func normalize(_ clause: String) -> String {
    var text = clause.lowercased()
    // Contractions only where an apostrophe stands (a byte test: the replacements cost more).
    guard text.utf8.contains(where: { $0 == 0x27 || $0 >= 0x80 }) else {
      return text.foldedWords(separators: "-/:()[]*\"'").split(separator: " ").map { word -> String in
        word == "4wd" ? "four wheel drive" : word == "awd" ? "all wheel drive" : String(word)
      }.joined(separator: " ")
    }
    text = text
      .replacingOccurrences(of: "won't", with: "will not").replacingOccurrences(of: "won’t", with: "will not")
      .replacingOccurrences(of: "can't", with: "cannot").replacingOccurrences(of: "can’t", with: "cannot")
      .replacingOccurrences(of: "n't", with: " not").replacingOccurrences(of: "n’t", with: " not")
    text = String(text.map { "“”’".contains($0) ? " " : $0 })
    let words = text.foldedWords(separators: "-/:()[]*\"'").split(separator: " ").map { word -> String in
      word == "4wd" ? "four wheel drive" : word == "awd" ? "all wheel drive" : String(word)
    }
    return words.joined(separator: " ")
  }

  // MARK: One clause

  /// What one normalised clause says.
  static func read(clause: String) -> Reading {
    let words = " \(clause) "
    let wording = Wording(clause)
    func hasAny(_ phrases: [String]) -> Bool { wording.hasAny(phrases) }
    let tokens = clause.split(separator: " ").map(String.init)

    if hasAny(["no current information", "no information", "information not available", "not available", "unavailable", "no data"]) {
      return .unrecognised
    }
    if isOpenStatement(tokens) { return .lifting }

    // An opening that is not a plain statement: negated, future, conditional or partial.
    if let opening = openingReading(tokens, has: hasAny) { return opening }

    let closure = hasAny(["closed", "closure", "closures", "close", "closes", "closing", "shut", "blocked", "impassable"])
    if closure {
      // A closure still to come is not the state now, and not open either.
      if hasAny(["will close", "to close", "will be closed", "closing at", "closing from", "will shut", "upcoming", "planned closure", "scheduled closure"]) {
        return .unrecognised
      }
      if hasAny(["one lane", "single lane", "left lane", "right lane", "lane closure", "lane closures", "lanes closed", "lane closed", "shoulder", "ramp",
                 "rest area", "turnout", "chain up area"]) {
        return .restriction(.trafficDelays)
      }
      // Closed only to a class of vehicle: a car is not stopped, but this is no opening either.
      let vehicleClass = hasAny(["trucks", "truck", "commercial", "oversize", "trailers", "high profile", "rvs", "campers", "permit loads"])
      if vehicleClass && !hasAny(["all vehicles", "all traffic", "including", "all lanes"]) { return .unrecognised }
      return .restriction(isSeasonal(words) ? .closedForSeason : .closed)
    }

    if let chains = chainReading(clause, has: hasAny) { return chains }

    if hasAny(["oversize vehicles prohibited", "oversize vehicle prohibited", "oversize prohibited", "oversized vehicles prohibited"]) {
      return .restriction(.tractionAdvised)
    }
    if hasAny(["avalanche control", "delayed", "delay", "delays", "stopped", "stoppage", "alternating traffic", "pilot car", "flaggers", "flagger",
               "holding traffic", "traffic held", "one way traffic", "one way controlled traffic", "1 way controlled traffic", "controlled traffic"]) {
      return .restriction(.trafficDelays)
    }
    if isInformation(tokens, words: words) { return .information }
    return .unrecognised
  }

  // MARK: Openings

  /// Predicates that say nothing restricts travel. A clause is a lifting only when it ends in one
  /// of them (optionally followed by "at this time", or, after a past reopening, by its time), and
  /// what stands before is a plain name of at most five words with no signal word.
  static let openPredicates: [[String]] = [
    "open", "is open", "are open", "now open", "is now open", "remains open", "is open to all traffic", "open to all traffic",
    "open to all vehicles", "open in both directions", "is open in both directions",
    "reopened", "has reopened", "has been reopened", "is reopened", "is now reopened", "was reopened", "re opened", "is re opened",
    "no restrictions", "no restriction", "no current restrictions", "no travel restrictions", "no traffic restrictions",
    "no restrictions in effect", "no restrictions are in effect", "no restrictions reported", "no restrictions are reported",
    "no traffic restrictions are reported", "no restrictions are reported for this area", "no traffic restrictions are reported for this area",
    "no chain controls", "no chain control", "no chain controls in effect", "no chain controls are in effect", "no chain control in effect",
    "no chains required", "chains not required", "chains are not required", "chains no longer required", "chains are no longer required",
    "traction tires not required", "traction tires no longer required", "traction tires are no longer required",
    "restrictions lifted", "restrictions removed", "restrictions have been lifted", "restrictions have been removed", "all restrictions lifted",
    "closure lifted", "closure has been lifted", "closure removed", "no longer closed", "is no longer closed",
    "none",
  ].map { $0.split(separator: " ").map(String.init) }

  /// Predicates that lift the restriction their subject names.
  static let liftingPredicates: [[String]] = [
    "no longer in effect", "is no longer in effect", "are no longer in effect", "not in effect", "is not in effect", "are not in effect",
    "lifted", "has been lifted", "have been lifted", "removed", "has been removed", "have been removed", "no longer required",
    "are no longer required", "is no longer required", "not required", "are not required", "is not required", "cancelled", "canceled",
    "has been cancelled", "has been canceled",
  ].map { $0.split(separator: " ").map(String.init) }

  /// The words that may name a lifted restriction: "traction advisory", "chain controls", "all restrictions".
  static let restrictionNouns: Set<String> = [
    "the", "all", "chains", "chain", "traction", "tires", "tire", "devices", "snow", "advisory", "advisories", "controls", "control",
    "restrictions", "restriction", "requirement", "requirements", "closure", "closures", "oversize", "vehicle", "vehicles", "prohibition",
  ]

  /// Words that may never stand before an open predicate: negation, future and condition, scope,
  /// and restriction vocabulary.
  static let signalWords: Set<String> = [
    "not", "no", "never", "cannot", "nor", "yet", "will", "would", "shall", "expected", "expect", "expecting", "anticipated", "estimated",
    "estimate", "scheduled", "planned", "pending", "until", "if", "when", "once", "after", "before", "may", "might", "should", "could",
    "soon", "later", "tomorrow", "tonight", "hope", "hopes", "only", "except", "beyond", "partially", "partial", "partly", "lane", "lanes",
    "shoulder", "local", "emergency", "residents", "through", "to", "with", "without", "closed", "closure", "closing", "chains", "chain",
    "traction", "tires", "delays", "delayed", "restrictions", "restricted", "open", "opened", "reopen", "reopened", "reopening", "trucks",
    "vehicles", "one", "single", "temporarily", "briefly", "intermittently", "periodically", "escort", "escorted", "pilot", "convoy",
  ]

  static func isOpenStatement(_ tokens: [String]) -> Bool {
    var body = tokens
    // "… at this time", "… currently", "… westbound", "… in both directions".
    if body.suffix(3) == ["at", "this", "time"] { body.removeLast(3) }
    if body.suffix(3) == ["in", "both", "directions"] { body.removeLast(3) }
    if body.suffix(2) == ["both", "directions"] { body.removeLast(2) }
    if let last = body.last, ["currently", "eastbound", "westbound", "northbound", "southbound"].contains(last) { body.removeLast() }
    let plain = openPredicates.contains { predicate in
      guard let subject = subject(of: body, before: predicate) ?? pastLifting(body, predicate: predicate) else { return false }
      return subject.count <= 5 && !subject.contains(where: signalWords.contains)
    }
    // "Traction advisory no longer in effect", "chain controls lifted": a lifting whose subject is
    // nothing but the name of the restriction lifted.
    let named = liftingPredicates.contains { predicate in
      guard let subject = subject(of: body, before: predicate) ?? pastLifting(body, predicate: predicate), !subject.isEmpty else { return false }
      return subject.allSatisfy(restrictionNouns.contains)
    }
    return plain || named
  }

  /// The words before `predicate` when `tokens` ends with it.
  private static func subject(of tokens: [String], before predicate: [String]) -> [String]? {
    guard tokens.count >= predicate.count, Array(tokens.suffix(predicate.count)) == predicate else { return nil }
    return Array(tokens.dropLast(predicate.count))
  }

  /// "Reopened at 1512 hrs on 12 13 21", "restrictions lifted at 3 pm": a past lifting may be
  /// followed by when it happened (digits and time words only).
  private static func pastLifting(_ tokens: [String], predicate: [String]) -> [String]? {
    guard let last = predicate.last, ["reopened", "opened", "lifted", "removed"].contains(last) else { return nil }
    // When and where it happened, and for how long: "at 1512 hrs on 12 13 21", "at milepost 134 for the season".
    let trailerWords: Set<String> = ["at", "on", "hrs", "hr", "am", "pm", "a", "m", "p", "noon", "midnight", "near", "milepost", "mp", "for",
                                     "the", "season", "winter", "today", "this", "morning", "afternoon", "evening"]
    var end = tokens.count
    while end > 0, trailerWords.contains(tokens[end - 1]) || tokens[end - 1].allSatisfy({ $0.isNumber }) { end -= 1 }
    guard end < tokens.count else { return nil }
    return subject(of: Array(tokens[..<end]), before: predicate)
  }

  /// An opening that is not a plain statement: negated or future ("not open", "will open at noon",
  /// "expected to reopen"): closed now; partial ("open to emergency vehicles only", "open for local
  /// traffic only"): closed to a driver passing through, else unknown; with a condition ("open
  /// with chains"): the restriction it names. Nil when the clause has no opening word.
  private static func openingReading(_ tokens: [String], has: ([String]) -> Bool) -> Reading? {
    let openingWords: Set<String> = ["open", "opens", "opened", "opening", "reopen", "reopens", "reopened", "reopening"]
    guard let at = tokens.firstIndex(where: { openingWords.contains($0) || $0 == "re" }) else { return nil }
    let before = Set(tokens[..<at])
    let negations: Set<String> = ["not", "no", "never", "cannot", "nor", "yet"]
    if !before.isDisjoint(with: negations) { return .restriction(.closed) }
    let future: Set<String> = ["will", "would", "shall", "expected", "expect", "expecting", "anticipated", "estimated", "estimate", "scheduled",
                               "planned", "to", "may", "might", "should", "could", "hope", "hopes", "once", "when", "if", "until"]
    if !before.isDisjoint(with: future) || has(["pending", "eta", "tentatively", "by", "at", "around", "approximately"]) && !has(["reopened", "opened"]) {
      return .restriction(.closed)
    }
    if has(["emergency", "local traffic", "local access", "residents", "through traffic", "authorized", "official"]) {
      return .restriction(.closed)
    }
    if has(["closed", "closure"]) { return .restriction(.closed) }
    if has(["with chains", "chains required", "with chain"]) { return .restriction(.chainsRequired) }
    if has(["with traction tires", "traction tires required", "with snow tires"]) { return .restriction(.tractionRequired) }
    // "Open with …", "open to … only", "open from A to B", "partially open": not a plain opening.
    return .unrecognised
  }

  // MARK: Chains and traction

  private static func chainReading(_ clause: String, has hasAny: ([String]) -> Bool) -> Reading? {
    let negated = hasAny(["not required", "no longer required", "not needed", "no longer needed", "not in effect", "no longer in effect", "lifted", "removed",
                          "no chains", "no traction", "not"])
    let chains = hasAny(["chains", "chain"])
    let traction = hasAny(["traction"]) && !hasAny(["traction control"])
    guard chains || traction else { return nil }
    // A negated requirement that is not a plain statement ("chains not required for vehicles with
    // …") is no opening we can trust.
    if negated { return .unrecognised }
    let required = hasAny(["required", "require", "requirement", "requirements", "mandatory", "must"])
    if chains {
      // Chains or traction (snow) tires as alternatives: tires suffice, so this is the traction
      // requirement (Oregon: "Chains or traction tires required"; Idaho and Nevada: "Snow tires or
      // chains required"). Caltrans' "traction devices" are chain-like, not tires.
      let tiresSuffice = hasAny(["chains or traction tires", "chains or snow tires", "snow tires or chains", "traction tires or chains"])
      if required && tiresSuffice && !hasAny(["all vehicles"]) { return .restriction(.tractionRequired) }
      // Carrying chains, or a chain advisory, is advice, not a requirement to fit them.
      if !required && hasAny(["carry", "advised", "advisory", "recommended", "suggested"]) { return .restriction(.tractionAdvised) }
      // Caltrans signs "Chain controls in effect" whenever R-1 to R-3 applies.
      if hasAny(["chain controls in effect", "chain control in effect", "chain controls are in effect", "chain controls", "chain control"]) {
        return .restriction(.chainsRequired)
      }
      if required {
        let heavyOnly = clause.contains("10,000") || clause.contains("10000") || hasAny([
          "gvw", "gross vehicle weight", "commercial", "trucks", "vehicles over", "over 10", "towing", "trailers"])
        if heavyOnly { return .restriction(.tractionRequired) }
        if hasAny(["except", "exempt", "excluding"]) { return .restriction(.chainsRequired) }
        if hasAny(["all vehicles", "all vehicle", "including all wheel drive", "including four wheel drive"]) { return .restriction(.chainsAll) }
        return .restriction(.chainsRequired)
      }
      // Chains named without saying what of them: not open, not readable.
      return .unrecognised
    }
    // Traction named as a noun, with or without "tires": "Traction Advisory", "traction devices advised".
    if hasAny(["required", "require", "requirement", "requirements", "mandatory"]) { return .restriction(.tractionRequired) }
    if hasAny(["advised", "advisory", "advisories", "advise", "recommended", "suggested"]) { return .restriction(.tractionAdvised) }
    return .unrecognised
  }

  // MARK: Information

  /// Clauses that say why, when or how to drive, and set no level: "due to snow", "for the season",
  /// "use caution", "motorists are advised to use an alternate route", "at milepost 134".
  private static func isInformation(_ tokens: [String], words: String) -> Bool {
    guard let first = tokens.first else { return true }
    if ["due", "because"].contains(first) { return true }
    if seasonQualifiers.contains(tokens.joined(separator: " ")) { return true }
    let advice = ["use caution", "drive with caution", "drive carefully", "motorists are advised", "motorists are urged", "use an alternate route",
                  "use alternate route", "be prepared", "watch for", "slow down"]
    if advice.contains(where: { words.hasPrefix(" \($0) ") }) { return true }
    // A place or a time alone: "at milepost 134", "near mp 60", "eastbound".
    let placeWords: Set<String> = ["at", "near", "milepost", "mp", "mile", "post", "eastbound", "westbound", "northbound", "southbound",
                                    "both", "directions", "hrs", "am", "pm", "on", "from", "to", "and"]
    return tokens.allSatisfy { placeWords.contains($0) || $0.allSatisfy { $0.isNumber || $0 == "," } }
  }

  /// Words that make a closure seasonal wherever they stand in the text: "closed at milepost 134
  /// for the season", "closed from Newhalem to Mazama for the winter", "closed until spring".
  static let seasonQualifiers = [
    "for the season", "for season", "for the winter", "for winter", "for the winter season", "winter season", "seasonal",
    "seasonally", "winter closure", "until spring", "for the remainder of the season", "rest of the season",
  ]

  private static func isSeasonal(_ words: String) -> Bool {
    Wording(words.trimmingCharacters(in: .whitespaces)).hasAny(seasonQualifiers)
  }
}
