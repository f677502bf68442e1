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
      case ".", ";", "!", "|", "?", "\u{2026}", "\u{FF0E}", "\u{3002}", "\u{FF1B}", "\u{FF01}", "\u{FF1F}":
        isSeparator = !(previous.isNumber && next.isNumber)
      case ",":
        isSeparator = !(previous.isNumber && next.isNumber)
      case "-":
        // " - " between words separates; "All-Wheel" and "I-90" do not.
        isSeparator = previous == " " && next == " "
      case "\u{2013}", "\u{2014}", "\u{2015}", "\u{2012}":
        // En and em dashes never join a word.
        isSeparator = true
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

  /// Apostrophes in every form a keyboard or a font gives them.
  static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{2018}", "\u{02BC}", "`", "\u{00B4}", "\u{FF07}", "\u{2032}"]

  /// Contractions written without their apostrophe, and what they say.
  static let bareContractions: [String: String] = [
    "isnt": "is not", "arent": "are not", "wasnt": "was not", "werent": "were not", "wont": "will not", "cant": "cannot",
    "hasnt": "has not", "havent": "have not", "hadnt": "had not", "doesnt": "does not", "dont": "do not", "didnt": "did not",
    "aint": "is not", "wouldnt": "would not", "shouldnt": "should not", "couldnt": "could not", "neednt": "need not",
  ]

  /// A clause in the form it is read in: lower case; contractions spelled out, with or without
  /// their apostrophe; joiners and other invisible marks removed; every other character that is
  /// neither a letter nor a digit a space (a comma or point between digits kept: "10,000");
  /// "4wd" and "awd" spelled out; white space collapsed.
  static func normalize(_ clause: String) -> String {
    if clause.utf8.allSatisfy({ $0 < 0x80 }) { return words(of: asciiFolded(clause)) }
    var text = ""
    text.reserveCapacity(clause.utf8.count)
    // Joiners, variation selectors and combining marks go first: inside a word they would hide it.
    var scalars = String.UnicodeScalarView()
    for scalar in clause.unicodeScalars where scalar.isASCII || ![.format, .nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory) {
      scalars.append(scalar)
    }
    let characters = Array(String(scalars).lowercased())
    for (index, character) in characters.enumerated() {
      if apostrophes.contains(character) {
        text.append("'")
      } else if character.isLetter || character.isNumber {
        text.append(character)
      } else if character == "," || character == "." {
        let between = index > 0 && characters[index - 1].isNumber && index + 1 < characters.count && characters[index + 1].isNumber
        text.append(between ? character : " ")
      } else {
        text.append(" ")
      }
    }
    return words(of: text)
  }

  /// ASCII text folded byte by byte as `normalize` folds any text: lower case, letters, digits and
  /// apostrophes kept, a comma or point between digits kept, everything else a space.
  private static func asciiFolded(_ clause: String) -> String {
    let bytes = Array(clause.utf8)
    var folded: [UInt8] = []
    folded.reserveCapacity(bytes.count)
    for (index, byte) in bytes.enumerated() {
      switch byte {
      case 0x41...0x5A: folded.append(byte + 0x20)
      case 0x61...0x7A, 0x30...0x39, 0x27: folded.append(byte)
      case 0x60: folded.append(0x27)
      case 0x2C, 0x2E:
        let between = index > 0 && (0x30...0x39).contains(bytes[index - 1]) && index + 1 < bytes.count && (0x30...0x39).contains(bytes[index + 1])
        folded.append(between ? byte : 0x20)
      default: folded.append(0x20)
      }
    }
    return String(decoding: folded, as: UTF8.self)
  }

  /// Folded text as words: contractions spelled out, apostrophes dropped, "4wd" and "awd" spelled out.
  private static func words(of text: String) -> String {
    let words = text.split(separator: " ").flatMap { word -> [String] in
      var word = String(word)
      if word.utf8.contains(0x27) {
        if word == "won't" { return ["will", "not"] }
        if word == "can't" { return ["cannot"] }
        if word.hasSuffix("n't") { return [String(word.dropLast(3)), "not"] }
        word.removeAll { $0 == "'" }
      }
      if let spelled = bareContractions[word] { return spelled.split(separator: " ").map(String.init) }
      if word == "4wd" { return ["four", "wheel", "drive"] }
      if word == "awd" { return ["all", "wheel", "drive"] }
      return [word]
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
      // Past closures ("previously closed", "was closed") say nothing of now.
      if hasAny(["previously closed", "was closed", "were closed", "had been closed", "earlier closure"]) && !hasAny(["is closed", "remains closed", "still closed"]) {
        return .information
      }
      // A closure still to come is not the state now, and not open either; one in force now
      // ("remains closed and will be closed through the weekend") is a closure.
      if !hasPresentClosure(tokens) { return .unrecognised }
      if isPartialClosure(tokens) { return .restriction(.trafficDelays) }
      // Closed only to a class of vehicle: a car is not stopped, but this is no opening either.
      let vehicleClass = hasAny(["trucks", "truck", "commercial", "oversize", "trailers", "high profile", "rvs", "campers", "permit loads"])
      let everyone = hasAny(["all vehicles", "all traffic", "including", "all lanes", "passenger", "passenger vehicles", "cars", "autos", "motorists",
                             "everyone", "all"])
      if vehicleClass && !everyone { return .unrecognised }
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

  /// The closure words a clause may use.
  static let closureWords: Set<String> = ["closed", "closure", "closures", "close", "closes", "closing", "shut", "blocked", "impassable"]

  /// Whether a closure word in `tokens` states the present: not preceded by "will", "will be",
  /// "to" or "to be" ("will close at 8 pm", "scheduled to be closed").
  static func hasPresentClosure(_ tokens: [String]) -> Bool {
    tokens.indices.contains { index in
      guard closureWords.contains(tokens[index]) else { return false }
      let before = tokens[max(0, index - 2)..<index]
      let isFuture = before.contains("will") || before.last == "to" || (before.last == "be" && before.contains("to"))
        || (tokens[index] == "closing" && index + 1 < tokens.count && ["at", "from", "tonight", "tomorrow"].contains(tokens[index + 1]))
      let isUpcoming = index > 0 && ["upcoming", "planned", "scheduled", "future"].contains(tokens[index - 1])
      return !isFuture && !isUpcoming
    }
  }

  /// Whether only part of the road is closed: a lane, the shoulder, a ramp or a rest area is what
  /// the closure word speaks of ("one lane closed", "the on ramp is closed"), never "all lanes",
  /// "both lanes" or "westbound lanes", nor a closure *at* a ramp ("road closed at the on ramp").
  static func isPartialClosure(_ tokens: [String]) -> Bool {
    guard let at = tokens.firstIndex(where: closureWords.contains) else { return false }
    let subject = tokens[..<at]
    let whole = ["all", "both", "eastbound", "westbound", "northbound", "southbound", "road", "highway", "pass"]
    if subject.contains(where: whole.contains) { return false }
    let parts: Set<String> = ["lane", "lanes", "shoulder", "shoulders", "ramp", "ramps", "area", "turnout", "turnouts", "exit", "vista"]
    if subject.contains(where: parts.contains) { return true }
    // "Lane closure near milepost 60", "closed: left lane".
    let rest = Array(tokens[(at + 1)...])
    return tokens[at] == "closure" && at > 0 && ["lane", "shoulder", "ramp"].contains(tokens[at - 1])
      || (rest.first.map { ["lane", "lanes", "shoulder"].contains($0) } ?? false)
      || zip(rest, rest.dropFirst()).contains { ["one", "single", "left", "right"].contains($0) && ["lane", "lanes"].contains($1) } && !rest.contains("at")
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
    "no closures", "no road closures", "no closures or restrictions", "no restrictions or closures", "no delays", "not closed",
    "restrictions none", "restriction none", "closures none",
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
    "was", "were", "had", "almost", "nearly", "far", "as", "lower", "upper", "section", "sections", "portion", "portions", "part", "parts",
    "of", "whether", "unknown", "west", "east", "north", "south", "from", "between", "segment", "segments", "up", "mostly", "mainly",
    "largely", "likely", "probably", "possibly", "reportedly", "formerly", "previously", "earlier", "yesterday", "eastbound", "westbound",
    "northbound", "southbound", "except", "gate", "gated", "status", "data", "unavailable", "maybe", "perhaps", "sometimes", "usually",
    "normally", "soon", "already", "still", "remain", "remains",
  ]

  static func isOpenStatement(_ tokens: [String]) -> Bool {
    var body = tokens
    // "… at this time", "… currently", "… westbound", "… in both directions".
    if body.suffix(3) == ["at", "this", "time"] { body.removeLast(3) }
    if body.suffix(3) == ["in", "both", "directions"] { body.removeLast(3) }
    if body.suffix(2) == ["both", "directions"] { body.removeLast(2) }
    if body.last == "currently" { body.removeLast() }
    let plain = openPredicates.contains { predicate in
      guard let subject = subject(of: body, before: predicate) ?? pastLifting(body, predicate: predicate) else { return false }
      return isPlainName(subject)
    }
    // "Traction advisory no longer in effect", "chain controls lifted": a lifting whose subject is
    // nothing but the name of the restriction lifted.
    let named = liftingPredicates.contains { predicate in
      guard let subject = subject(of: body, before: predicate) ?? pastLifting(body, predicate: predicate), !subject.isEmpty else { return false }
      return subject.allSatisfy(restrictionNouns.contains)
    }
    return plain || named
  }

  /// A subject that only names the road: at most five words of ASCII letters and digits (a
  /// look-alike letter may hide a "not"), no signal word, not a question ("is the road open").
  private static func isPlainName(_ subject: [String]) -> Bool {
    guard subject.count <= 5, !subject.contains(where: signalWords.contains) else { return false }
    guard subject.allSatisfy({ $0.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) } }) else { return false }
    if let first = subject.first, ["is", "are", "was", "were", "will", "does", "do", "has", "have", "can", "could", "should"].contains(first) {
      return false
    }
    return true
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
    let after = tokens[(at + 1)...]
    let timeFollows = zip(after, after.dropFirst()).contains { word, next in
      ["at", "by", "around", "about", "approximately"].contains(word) && (next.first?.isNumber == true || ["noon", "midnight", "dawn"].contains(next))
    }
    let notYet = has(["pending", "eta", "tentatively", "postponed", "delayed", "scheduled"])
    if !before.isDisjoint(with: future) || (timeFollows || notYet) && !has(["reopened", "opened"]) {
      return .restriction(.closed)
    }
    if has(["emergency", "local traffic", "local access", "residents", "through traffic", "authorized", "official", "snow removal", "equipment only",
            "crews only"]) {
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
    // Information never carries words that restrict: "due to snow the gates remain locked" is no
    // mere reason.
    let restrictive: Set<String> = ["not", "no", "never", "cannot", "nor", "closed", "closure", "close", "gate", "gated", "gates", "locked",
                                    "passable", "impassable", "prohibited", "beyond", "only", "blocked", "stopped", "turned", "held", "until",
                                    "open", "reopen", "reopened", "chains", "chain", "traction", "restricted", "restrictions", "barricaded",
                                    "impossible", "possible", "unsafe", "allowed", "permitted", "denied", "except", "shut"]
    if tokens.contains(where: restrictive.contains) { return false }
    if ["due", "because"].contains(first) { return true }
    if seasonQualifiers.contains(tokens.joined(separator: " ")) { return true }
    let advice = ["use caution", "drive with caution", "drive carefully", "motorists are advised", "motorists are urged", "use an alternate route",
                  "use alternate route", "be prepared", "watch for", "slow down"]
    if advice.contains(where: { words.hasPrefix(" \($0) ") }) { return true }
    // A place alone: "at milepost 134", "near mp 60", "eastbound". A time alone is no mere
    // information: beside an opening it says when ("Open - at 5 pm").
    let placeWords: Set<String> = ["at", "near", "milepost", "mp", "mile", "post", "eastbound", "westbound", "northbound", "southbound",
                                    "both", "directions", "on", "from", "to", "and"]
    if tokens.contains(where: { ["hrs", "am", "pm", "noon", "midnight", "today", "tonight", "tomorrow"].contains($0) }) { return false }
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
