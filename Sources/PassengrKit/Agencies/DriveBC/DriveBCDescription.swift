import FoundationEssentials

/// A DriveBC description taken apart: DriveBC writes each from a template whose sentences re-render
/// the event's own fields (the road and direction, "Until …", "Next update time …", "Last updated
/// …", the id in parentheses) around what the crew wrote. Those sentences are the form, already read
/// from the fields; only a sentence that is exactly one of them is set aside, and everything else
/// goes to the one reader. A chain-up notice in DriveBC's fixed words ("Commercial chain up in
/// effect", which DriveBC merges in from its commercial-vehicle system) is set aside as what it is:
/// a rule for commercial vehicles.
struct DriveBCDescription: Sendable {
  /// The crew's words, for the reader: the sentences that are no part of the template.
  var words: String
  /// The template sentences set aside.
  var form: [String]
  /// The sentences that say why and where in DriveBC's template ("Rock fall between Manning Park
  /// Lodge and Allison Pass for 5 km (Allison Pass)"), each with its cause ("Rock fall"): what the
  /// event is about, not what it does to the road.
  var causes: [(sentence: String, cause: String)]
  /// Whether it carries DriveBC's commercial chain-up sentence.
  var isCommercialChainUp: Bool
  /// The one direction its road sentence names ("Highway 5, northbound."), if it names one.
  var direction: TravelDirection? {
    for sentence in form {
      let key = Self.key(sentence)
      guard key.wholeMatch(of: Self.roadPattern) != nil, !key.contains("both directions") else { continue }
      for way in [TravelDirection.northbound, .southbound, .eastbound, .westbound] where key.contains(way.rawValue) {
        return way
      }
    }
    return nil
  }
  /// Whether DriveBC cut it short ("[Truncated] …") before its closing lines: what was cut may
  /// say anything. A description cut within its "Next update time …" or "Last updated …" lines lost
  /// only them: every sentence of the event stands before them.
  var isTruncated: Bool

  /// Takes `text` apart.
  init(_ text: String?) {
    var cleaned = TextSanitizer.clean(text ?? "")
    isTruncated = false
    for mark in ["[Truncated]", "[truncated]"] where cleaned.hasPrefix(mark) {
      cleaned = String(cleaned.dropFirst(mark.count)).trimmingSpaces()
      let lowered = cleaned.lowercased()
      isTruncated = !["next update time", "last updated"].contains(where: { lowered.contains($0) })
    }
    var kept: [String] = []
    var form: [String] = []
    var causes: [(String, String)] = []
    var chainUp = false
    for sentence in Self.sentences(of: cleaned) {
      let key = Self.key(sentence)
      if Self.isCommercialChainUp(key) {
        chainUp = true
        form.append(sentence)
      } else if Self.isForm(key) {
        form.append(sentence)
      } else if let cause = Self.cause(of: sentence) {
        causes.append((sentence, cause))
      } else {
        kept.append(sentence)
      }
    }
    words = kept.joined(separator: " ")
    self.form = form
    self.causes = causes
    isCommercialChainUp = chainUp
  }

  /// DriveBC's chain-up notice, as keys.
  static let commercialChainUp: Set<String> = [
    "commercial chain up in effect", "commercial chain-up in effect", "commercial vehicle chain up in effect",
    "commercial vehicle chain-up in effect", "mandatory commercial chain up in effect",
    "mandatory commercial chain-up in effect", "chain up in effect for commercial vehicles",
    "chain-up in effect for commercial vehicles", "commercial vehicles must chain up",
    "commercial vehicles must carry chains", "chains required for commercial vehicles",
  ]

  /// Whether a sentence's key is DriveBC's chain-up sentence, alone or followed only by where
  /// ("… between Salmo and Creston for 84 km (Kootenay Pass)"): nothing after it may state
  /// anything of the road.
  static func isCommercialChainUp(_ key: String) -> Bool {
    for phrase in commercialChainUp {
      if key == phrase { return true }
      guard key.hasPrefix(phrase + " ") else { continue }
      let rest = key.dropFirst(phrase.count + 1)
      guard ["between ", "at ", "from ", "near ", "on "].contains(where: { rest.hasPrefix($0) }) else { continue }
      let words = Set(rest.split(whereSeparator: { !$0.isLetter }).map(String.init))
      return words.isDisjoint(with: stating)
    }
    return false
  }

  /// The sentences of `text`: split after `.` followed by a space, and before an id in parentheses.
  static func sentences(of text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    var characters = Array(text)
    // An id glued to the sentence before it: "… 9:12 AM PST.(DBC-28386)".
    if let open = text.lastRange(of: "(DBC") {
      let index = text.distance(from: text.startIndex, to: open.lowerBound)
      if index > 0, characters[index - 1] != " " { characters.insert(" ", at: index) }
    }
    for (index, character) in characters.enumerated() {
      current.append(character)
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      if character == ".", next == " " {
        sentences.append(current.trimmingSpaces())
        current = ""
      }
    }
    let rest = current.trimmingSpaces()
    if !rest.isEmpty {
      // "… Last updated Wed Dec 14 at 9:12 AM PST (DBC-28386)": the id is a sentence of its own.
      if rest.hasSuffix(")"), let open = rest.lastRange(of: " ("),
        isForm(key(String(rest[open.upperBound...]).dropLast().description))
      {
        sentences.append(String(rest[..<open.lowerBound]))
        sentences.append(String(rest[rest.index(after: open.lowerBound)...]))
      } else {
        sentences.append(rest)
      }
    }
    return sentences.filter { !$0.isEmpty }
  }

  /// A sentence lower-cased, its final stop and surrounding parentheses dropped, spaces single.
  static func key(_ sentence: String) -> String {
    var text = sentence.lowercased().trimmingSpaces()
    while text.hasSuffix(".") { text.removeLast() }
    if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
    return text.split(separator: " ").joined(separator: " ")
  }

  /// Whether a sentence's key is one of the template's: the road and direction, the end time, the
  /// next and last update times, the id. A sentence with a word that could state something of the
  /// road ("closed", "lane", "traffic") is never one.
  static func isForm(_ key: String) -> Bool {
    let words = Set(key.split(whereSeparator: { !$0.isLetter }).map(String.init))
    guard words.isDisjoint(with: stating) else { return false }
    if key.wholeMatch(of: idPattern) != nil { return true }
    if key.wholeMatch(of: roadPattern) != nil { return true }
    for lead in ["until ", "next update time ", "next update ", "last updated ", "updated "] where key.hasPrefix(lead) {
      return String(key.dropFirst(lead.count)).wholeMatch(of: timePattern) != nil
    }
    return false
  }

  /// The cause of a sentence in the template's shape "{cause} between {place} and {place} for {n}
  /// km ({area})" or "{cause} at {place} ({area})", when the cause has no word that could state
  /// something of the road itself; nil for any other sentence.
  static func cause(of sentence: String) -> String? {
    var text = sentence.trimmingSpaces()
    while text.hasSuffix(".") { text.removeLast() }
    guard let match = text.wholeMatch(of: causePattern) else { return nil }
    let cause = String(match.output.1).trimmingSpaces()
    let words = Set(cause.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    guard !cause.isEmpty, words.isDisjoint(with: stating) else { return nil }
    return cause
  }

  /// "Rock fall between Manning Park Lodge and Allison Pass for 5 km (Allison Pass)".
  private static var causePattern: Regex<(Substring, Substring)> {
    #/(?i)([A-Za-z][A-Za-z '\-]{2,60}?) (?:planned )?(?:between .+ and .+|at .+|near .+)(?: for [0-9]+(?:\.[0-9]+)? ?km)?(?: \(.+\))?/#
  }

  /// Words that may state something of the road: no template sentence holds one.
  static let stating: Set<String> = [
    "closed", "closure", "closures", "close", "closing", "open", "opened", "reopened", "chain", "chains", "lane",
    "lanes", "traffic", "travel", "restricted", "restriction", "restrictions", "delay", "delays", "alternating",
    "stopped", "blocked", "detour", "not", "no", "only", "except", "impassable", "avalanche",
  ]

  /// "dbc-28386", "drivebc.ca/dbc-28386", "dbccnup-1234".
  private static var idPattern: Regex<Substring> { #/(?:drivebc\.ca\/)?(?:dbc|dbcrcon|dbccnup|ride)-[a-z0-9-]+/# }
  /// "highway 3, in both directions", "hwy 5 northbound", "other roads, in both directions",
  /// "quesnel-hixon road, eastbound": a road's name and one direction, nothing else.
  static var roadPattern: Regex<Substring> {
    #/(?:(?:highway|hwy|route|bc)[ -][0-9]+[a-z]?|other roads|(?:[a-z0-9'&.\-]+ ){0,4}(?:road|rd|street|st|avenue|ave|drive|dr|way|parkway|connector|bridge|trail|highway|hwy)),? (?:in )?(?:both directions|(?:north|south|east|west)bound(?: direction)?)/#
  }
  /// "wed dec 14 at 9:12 am pst", "wednesday, december 14, 2022 at 9:12 am", "tbd", "further notice".
  private static var timePattern: Regex<Substring> {
    #/(?:(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,? )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* [0-9]{1,2}(?:,? [0-9]{4})?(?: at [0-9]{1,2}(?::[0-9]{2})? ?(?:am|pm|a\.m\.|p\.m\.)(?: (?:pst|pdt|mst|mdt))?)?|further notice|tbd)/#
  }
}
