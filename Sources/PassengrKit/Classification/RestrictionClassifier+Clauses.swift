import FoundationEssentials

extension RestrictionClassifier {
  /// Cleans `text` and cuts it into normalised clauses: at sentence and list punctuation (keeping
  /// "10,000" and "3.5" whole), at dashes standing between words, and before "but" and "however".
  static func clauses(of text: String) -> [String] {
    clauses(ofCleaned: FrenchWording.inEnglish(TextSanitizer.clean(text)))
  }

  /// `clauses(of:)` for text `TextSanitizer.clean` has already cleaned.
  static func clauses(ofCleaned cleaned: String) -> [String] {
    // Each piece, and whether it ended at a colon: "Chain controls lifted: No restrictions" is two
    // clauses, "Restrictions: None" and "CHAINS REQUIRED: Traction tires allowed in place of chains"
    // one (see `joiningColons`).
    var pieces: [(text: String, colon: Bool)] = []
    var current = ""
    var depth = 0  // brackets open around a place's list, whose commas cut nothing
    var opened = 0
    let characters = Array(cleaned)
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : " "
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      let isSeparator: Bool
      // Letters, digits and spaces cut nothing: told by their byte, without comparing Characters.
      if let byte = character.asciiValue, !mayCut(byte) {
        if byte == UInt8(ascii: "(") {
          depth += isPlaceInBrackets(characters, from: index) ? 1 : 0
          opened += 1
        } else if byte == UInt8(ascii: ")"), opened > 0 {
          opened -= 1
          depth = min(depth, opened)
        }
        current.append(character)
        continue
      }
      switch character {
      case ".":
        isSeparator = !(previous.isNumber && next.isNumber) && !isAbbreviationPoint(characters, at: index)
      case ";":
        // "between Exit 21; NY 9N (Lake George) and …": New York's exits name themselves after a
        // semicolon, inside a place ("Exit 34; I-90 closed both directions" starts a statement).
        isSeparator =
          !(previous.isNumber && next.isNumber)
          && !(next == " " && isExitNumber(characters, before: index) && isExitName(characters, after: index)
            && isExitInAPlace(characters, before: index))
      case "!", "|", "?", "\u{2026}", "\u{FF0E}", "\u{3002}", "\u{FF1B}", "\u{FF01}", "\u{FF1F}":
        isSeparator = !(previous.isNumber && next.isNumber)
      case ",":
        // "Rest area at Bliss (I-84 WB, MP 133) closed": a comma inside brackets lists where.
        // "on Tuesday, Sept. 16": a date's parts.
        // "Road, trailheads and campgrounds closed": the road first in a list one closure closes.
        if depth == 0, isRoadListComma(current, characters, at: index) {
          current += " and"
          continue
        }
        isSeparator = !(previous.isNumber && next.isNumber) && depth == 0 && !isDateComma(characters, at: index)
      case ":":
        // "Exit 176: Vail" names the exit; it cuts no clause ("at exit 5: right lane closed" does).
        isSeparator = next == " " && !(isExitNumber(characters, before: index) && isExitName(characters, after: index))
      case "/" where previous == " " && next == "/" || previous == "/" && next == " ":
        // "EB 80 REOPENED AT COLFAX // CHAINS R2 STILL IN EFFECT": the CHP's double slash.
        isSeparator = true
      case "-", "/":
        // " - " and " / " between words separate; "All-Wheel", "I-90", "E/B" and "Vehicles/ Except"
        // do not, nor does the dash of a span of time ("nightly 8 PM - 6 AM", "2100 - 0500 hrs").
        // ("Exit 178: US 220 - LOCK HAVEN/ALTOONA": the town after an exit's route is its name.)
        isSeparator =
          previous == " " && next == " " && !isTimeSpan(characters, at: index)
          && !(character == "-" && isInExitName(characters, at: index) && isExitInAPlace(characters, before: index))
          && !(character == "-" && isPlaceNameDash(characters, at: index))
      case "\u{2013}", "\u{2014}", "\u{2015}", "\u{2012}":
        // En and em dashes never join a word.
        isSeparator = true
      default:
        isSeparator = false
      }
      if isSeparator {
        // "COMMERCIAL VEHICLES - chains required": a dash after a class's label is its colon.
        let labels =
          character == ":"
          || ["-", "\u{2013}", "\u{2014}"].contains(character)
            && isHeavyClassLabel(normalize(current).split(separator: " ").map(String.init))
        pieces.append((current, labels))
        current = ""
      } else {
        current.append(character)
      }
    }
    pieces.append((current, false))
    var clauses: [String] = []
    var separator: Character = "."
    // "Update: All lanes … have reopened", "Note: …", "Closure type: Alternating Traffic": a field's
    // name that only says what follows.
    let notes: Set<String> = [
      "update", "updated", "note", "notes", "remarks", "comments", "comment", "info", "closure type", "work type",
      // A post's category: "Travel Alert: snow and ice covered patches", "generalInfo: …".
      "travel alert", "road weather alert", "weather alert", "winter weather alert", "generalinfo", "general info",
      "general information",
      "event type", "incident type", "type", "type of closure",
      // A record's weather and surface fields written out ("RoadCondition: Snow Covered", "Air
      // Temperature: 3.5", "WindGust: 41"): the value is read, the key says nothing.
      "roadcondition", "road condition", "road conditions", "weathercondition", "weather condition", "surfacestatus",
      "surface status", "surface condition", "pavement condition", "primary condition", "secondary condition",
      "secondary conditions", "airtemperature", "air temperature", "temperature", "surfacetemperature",
      "surface temperature", "windgust", "wind gust", "windspeed", "wind speed", "winddirection", "wind direction",
    ]
    var kind: String? = nil  // "full" after "Closure type:": the closure is the road's
    for (at, piece) in pieces.enumerated() {
      // "Closed: Right lane closed due to stopped vehicle": the key of a record that states its own
      // closure after it says no more than that closure.
      if piece.colon, ["closed", "closure"].contains(normalize(piece.text)), at + 1 < pieces.count,
        normalize(pieces[at + 1].text).split(separator: " ").contains(where: {
          ["closed", "closure", "blocked", "blocking"].contains($0)
        })
      {
        separator = "."
        continue
      }
      // "All other vehicles: no restrictions", "Passenger vehicles: chains required": a label that
      // names every vehicle, a car among them, says no more than what follows it says of a car.
      if piece.colon, at + 1 < pieces.count, isEveryoneLabel(normalize(piece.text)),
        read(clause: normalize(pieces[at + 1].text)) == .lifting
      {
        separator = "."
        continue
      }
      if piece.colon, notes.contains(normalize(piece.text)) {
        separator = "."
        let name = normalize(piece.text)
        kind = name.hasSuffix("type") || name == "type of closure" ? "" : nil
        continue
      }
      // "Closure type: Full", "Type: Complete": a full closure, told as a field.
      if kind != nil,
        ["full", "complete", "total", "hard", "entire road", "full closure"].contains(normalize(piece.text))
      {
        clauses.append("full closure")
        kind = nil
        separator = "."
        continue
      }
      kind = nil
      let parts = splitContrast(piece.text).map(normalize).flatMap(splitConjoined).flatMap(splitRestated)
        .flatMap(splitAfterNotInEffect)
      for (offset, part) in parts.enumerated() where !part.isEmpty {
        if offset == 0, let last = clauses.last,
          belongsToPrevious(part, after: last, separator: separator, labels: piece.colon && parts.count == 1)
        {
          clauses[clauses.count - 1] = "\(last) \(part)"
        } else {
          clauses.append(part)
        }
      }
      separator = piece.colon ? ":" : "."
    }
    return joiningLevels(clauses)
  }

  /// Whether the brackets opening at `index` hold only a place's list: routes, directions,
  /// mileposts, exits and names ("(I-84 WB, MP 133)", "(Snoqualmie Pass, Exit 34 to 62)"), with no
  /// word of a state ("(rock slide, no ETA)", "(ROAD CLOSED TOO, AVALANCHE)").
  static func isPlaceInBrackets(_ characters: [Character], from index: Int) -> Bool {
    guard let close = characters[index...].firstIndex(of: ")") else { return false }
    let content = String(characters[(index + 1)..<close])
    guard content.contains(",") else { return false }
    let lowerWords: Set<String> = [
      "mp", "exit", "to", "and", "of", "at", "near", "milepost", "mile", "km", "co", "the",
    ]
    let raw = content.split(whereSeparator: { $0 == " " || $0 == "," })
    guard
      raw.allSatisfy({ word in
        word.first.map { $0.isUppercase || $0.isNumber } == true || lowerWords.contains(word.lowercased())
      })
    else { return false }
    let words = normalize(content).split(separator: " ").map(String.init)
    let states = stateWords.union(ClauseStatement.barred).union(RoadTerms.roadStateWords)
    return !words.contains(where: { states.contains($0) || Lexicon.advisoryPhrases.contains($0) })
      && !words.contains(where: { ["avoid", "travel", "too", "also", "avalanche", "snow", "ice"].contains($0) })
  }

  /// Whether the spaced dash at `index` stands between two times: "8 PM", "10:00" or "2100" before
  /// it, a figure after it ("Highway 9 - 2 right lanes closed" is no span).
  static func isTimeSpan(_ characters: [Character], at index: Int) -> Bool {
    guard index >= 2, index + 2 < characters.count, characters[index + 2].isNumber else { return false }
    var start = index - 1
    while start > 0, characters[start - 1] != " " { start -= 1 }
    let word = String(characters[start..<(index - 1)]).lowercased()
    if ["am", "pm", "a.m.", "p.m.", "a.m", "p.m"].contains(word) { return true }
    if word.count == 4, word.allSatisfy(\.isNumber) { return true }
    if let colon = word.firstIndex(of: ":") {
      let minutes = word[word.index(after: colon)...]
      return minutes.count == 2 && minutes.allSatisfy(\.isNumber) && word[..<colon].allSatisfy(\.isNumber)
    }
    return false
  }

  /// Whether `clauses(ofCleaned:)` may cut at the ASCII character `byte`: any other never cuts.
  private static func mayCut(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "."), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: "?"),
      UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "/"):
      return true
    default:
      return false
    }
  }

  /// Words whose point shortens them and ends no sentence: "Mt. Baker Hwy", "Jct. of SR 4".
  static let abbreviations: Set<String> = [
    "mt", "mtn", "st", "ste", "jct", "co", "ft", "mi", "rd", "hwy", "ave", "approx", "nat'l", "natl",
  ]

  /// Whether the word after the colon at `index` is an exit's name ("Exit 176: Vail"): written with a
  /// capital, and no word a statement starts with ("Right lane closed", "Traffic", "All lanes").
  static func isExitName(_ characters: [Character], after index: Int) -> Bool {
    let rest = characters[(index + 1)...].drop { $0 == " " }
    guard let first = rest.first, first.isUppercase else { return false }
    let word = String(rest.prefix { $0.isLetter }).lowercased()
    let starts: Set<String> = [
      "right", "left", "lane", "lanes", "all", "both", "road", "ramp", "closed", "the", "traffic", "shoulder", "one",
      "two", "no", "chains", "chain", "expect", "center", "exit", "entrance", "on", "off", "eastbound", "westbound",
      "northbound", "southbound", "crews", "a", "use", "travel",
    ]
    // ("Exit 71: I-78/US 22": an interstate's one letter before its hyphen.)
    if word == "i", rest.dropFirst().first == "-" { return true }
    return !starts.contains(word) && word.count > 1
  }

  /// Whether the dash at `index` stands inside an exit's name: after "Exit 178: US 220" (a colon or
  /// a semicolon after the exit's number, then a few words and no other mark) and before a name.
  static func isInExitName(_ characters: [Character], at index: Int) -> Bool {
    var at = index - 1
    var words = 0
    while at > 0, index - at < 48 {
      let character = characters[at]
      if character == ":" || character == ";" {
        return words >= 1 && words <= 5 && isExitNumber(characters, before: at) && isExitName(characters, after: at)
          && isExitName(characters, after: index)
      }
      if character == " " { words += 1 }
      // ("Exit 71: I-78/US 22 - LEHIGH VALLEY": a route's own hyphen joins its name.)
      let joining = character == "-" && characters[at - 1] != " " && characters[at + 1] != " "
      if !(character.isLetter || character.isNumber || character == " " || character == "/" || joining) {
        return false
      }
      at -= 1
    }
    return false
  }

  /// Whether the spaced dash at `index` joins a numbered place to its town, inside a place: "near MM
  /// 101 - Bradford", "at PA 150 - LOCK HAVEN", "between PA 449 - GOLD and …", "and Exit 24 - CR 11
  /// (Bolton Landing)". A few words after it, up to a mark or the next place, none saying a state.
  static func isPlaceNameDash(_ characters: [Character], at index: Int) -> Bool {
    let before = String(characters[max(0, index - 30)..<index]).lowercased()
      .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    guard before.count >= 3, let number = before.last, number.first?.isNumber == true, number.count <= 5,
      [
        "pa", "us", "sr", "mm", "cr", "ny", "nh", "vt", "me", "ma", "oh", "nj", "md", "va", "wv", "route", "rt", "hwy",
        "mp", "exit", "marker", "milepost",
      ].contains(before[before.count - 2]),
      ["at", "near", "between", "and", "to", "from", "of", "past", "beyond", "via", "before", "after"].contains(
        before[before.count - 3]),
      isExitName(characters, after: index)
    else { return false }
    var written: [String] = []
    var word = ""
    for character in characters[(index + 1)...] {
      if character.isLetter || character.isNumber || character == "-" || character == "/" || character == "'" {
        word.append(character)
        continue
      }
      if !word.isEmpty { written.append(word) }
      word = ""
      if character != " " { break }
      if let last = written.last, ["and", "to"].contains(last) { break }
    }
    if !word.isEmpty { written.append(word) }
    if let last = written.last, ["and", "to"].contains(last) { written.removeLast() }
    let words = written.map { $0.lowercased() }
    let states = closureWords.union(ClauseStatement.openings).union([
      "blocked", "blocking", "chains", "chain", "crash", "lane", "lanes", "road", "highway", "traffic", "expect",
      "delays", "restricted", "restriction", "restrictions",
    ])
    guard !words.isEmpty, words.count <= 3, !words.contains(where: states.contains) else { return false }
    // A route after the dash ("Exit 23 - US 9 (Warrensburg)"), or a town in capitals amid lower case
    // ("at PA 150 - LOCK HAVEN"), that is no hazard or event; after an exit only a route. A word
    // written as a name may say what happens there ("MM 29 - Tornado"), and cuts.
    let route =
      words.count >= 2 && Lexicon.routePrefixes.union(["us", "cr", "sr"]).contains(words[0])
      && words[1].first?.isNumber == true
    if before[before.count - 2] == "exit" { return route }
    let capitals =
      written.joined().contains(where: \.isLetter) && !written.joined().contains(where: \.isLowercase)
      && characters[max(0, index - 60)..<index].contains(where: \.isLowercase)
    let plain = words.allSatisfy { word in
      !ClauseStatement.namesAHazard(word) && !Lexicon.eventWords.contains(word)
        && !Lexicon.ordinaryBarred.contains(word)
        && !Lexicon.impassableStates.contains(word)
    }
    return route || capitals && plain
  }

  /// Whether the last "Exit" before `index` stands in a place, after a word that says where
  /// ("between Exit 21", "at Exit 52", "and Exit 74"), never at the start of a statement.
  static func isExitInAPlace(_ characters: [Character], before index: Int) -> Bool {
    let text = String(characters[max(0, index - 80)..<index]).lowercased()
    let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    guard let exit = words.lastIndex(of: "exit"), exit > 0 else { return false }
    return ["between", "and", "at", "near", "to", "from", "of", "past", "beyond", "via", "before", "after"].contains(
      words[exit - 1])
  }

  /// Whether the characters before `index` end with "Exit" and a number ("Exit 176").
  static func isExitNumber(_ characters: [Character], before index: Int) -> Bool {
    var at = index
    while at > 0, characters[at - 1].isNumber { at -= 1 }
    guard at < index, at > 0, characters[at - 1] == " " else { return false }
    let word = String(characters[max(0, at - 5)..<(at - 1)]).lowercased()
    return word == "exit"
  }

  /// Whether the point at `index` shortens a word: inside one ("U.S", "tripcheck.com"), after an
  /// initial ("U.S. 97", never "W/B."), or after an abbreviation ("Mt. Baker").
  private static func isAbbreviationPoint(_ characters: [Character], at index: Int) -> Bool {
    if index + 1 < characters.count, characters[index + 1].isLetter { return true }
    var start = index
    while start > 0, characters[start - 1].isLetter || characters[start - 1] == "'" { start -= 1 }
    let word = String(characters[start..<index]).lowercased()
    if word.isEmpty { return false }
    // "… at Lillooet Lake Rd. Detour not available", "… at 6:15 a.m. The roadway is bare": a
    // street's abbreviation or a time before a capital ends its sentence ("Mt. Baker" does not).
    var capitalFollows =
      index + 2 < characters.count && characters[index + 1] == " " && characters[index + 2].isUppercase
    // "11 p.m. Friday", "a.m. Nov. 2": a day or a month after a time carries on its sentence.
    if capitalFollows {
      let next = String(characters[(index + 2)...].prefix { $0.isLetter }).lowercased()
      let dates: Set<String> = [
        "mon", "tue", "wed", "thu", "fri", "sat", "sun", "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep",
        "oct", "nov", "dec",
      ]
      if dates.contains(String(next.prefix(3))) || dates.contains(next) { capitalFollows = false }
    }
    if capitalFollows, ["rd", "ave", "hwy", "blvd"].contains(word) { return false }
    // "Snow on the road above 4000 ft. Chains required": a distance's unit before a capital ends its
    // sentence; "3 mi. East of Pendleton" carries on to where.
    if capitalFollows, ["ft", "mi"].contains(word), start >= 2, characters[start - 1] == " ",
      characters[start - 2].isNumber
    {
      let next = String(characters[(index + 2)...].prefix { $0.isLetter }).lowercased()
      let ways: Set<String> = [
        "n", "s", "e", "w", "ne", "nw", "se", "sw", "north", "south", "east", "west", "northeast", "northwest",
        "southeast", "southwest", "nb", "sb", "eb", "wb", "northbound", "southbound", "eastbound", "westbound",
      ]
      if !ways.contains(next) { return false }
    }
    // "vehicles over 10,000 lbs. GVW must use chains": a weight's unit before what it weighs.
    // ("a GVW of 10,000 lbs. or less": the sentence carries on in lower case.)
    if ["lbs", "lb"].contains(word), index + 2 < characters.count, characters[index + 1] == " " {
      let next = String(characters[(index + 2)...].prefix { $0.isLetter }).lowercased()
      if ["gvw", "gvwr", "gross"].contains(next) || characters[index + 2].isLowercase { return true }
    }
    if capitalFollows, word == "m", start >= 2, characters[start - 1] == ".",
      ["a", "p", "A", "P"].contains(characters[start - 2])
    {
      return false
    }
    // "through Nov. 21 for ditch cleaning", "Sept. 3": a month's abbreviation before its day.
    let months: Set<String> = [
      "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    ]
    if months.contains(word), index + 2 < characters.count, characters[index + 1] == " ",
      characters[index + 2].isNumber
    {
      return true
    }
    // "U.S. 97": a letter after a point is an initial; "W/B." ends a sentence.
    return word.count == 1 && start > 0 && characters[start - 1] == "." || abbreviations.contains(word)
  }

  /// Whether a clause reads with the one before it: after a colon, a label of one word
  /// ("Restrictions: None", "Highway: chains required") or one word after it, and a heading's
  /// elaboration ("CHAINS REQUIRED: Traction tires allowed in place of chains …"); after any
  /// separator, the vehicles a closure is for ("Closed to Light, High Profile Vehicles").
  /// `labels` says the clause is itself a label before a colon ("Chains required. Trucks: screening
  /// at Kingvale"): it names whom what follows binds, never whom the rule before it binds.
  private static func belongsToPrevious(
    _ clause: String, after previous: String, separator: Character, labels: Bool = false
  ) -> Bool {
    // "Right Lane, Right Shoulder closed": a list of the road's parts before what is said of them.
    let parts = previous.split(separator: " ").map(String.init)
    if parts.count <= 4, parts.contains(where: Lexicon.laneWords.contains),
      parts.allSatisfy({
        Lexicon.laneWords.contains($0) || Lexicon.laneQualifiers.contains($0) || Lexicon.roadsideWords.contains($0)
          || $0 == "and" || $0 == "the" || $0.allSatisfy(\.isNumber)
      }),
      clause.split(separator: " ").contains(where: { closureWords.contains(String($0)) })
    {
      return true
    }
    if previous.hasSuffix(" to light") || previous.hasSuffix(" to empty"),
      clause.hasPrefix("high profile") || clause.hasPrefix("and high profile")
    {
      return true
    }
    if isSecondClass(clause, after: parts) { return true }
    if isMoreClasses(clause, after: parts) { return true }
    // "Chains Required - All Vehicles", "Chain Law Level 1 - Commercial Vehicles": whom the rule
    // before binds, told apart.
    let classes: Set<String> = [
      "all vehicles", "commercial vehicles", "commercial vehicles only", "passenger vehicles", "all others",
      "trucks", "trucks only", "all traffic", "commercial motor vehicles", "commercial traffic",
    ]
    let said = Wording(previous)
    // ("Chains Required - All Vehicles Including All Wheel Drive": the class with its own tail.)
    let named = classes.contains { named in
      clause == named || ["including", "except", "excluding"].contains { clause.hasPrefix("\(named) \($0) ") }
    }
    if named, !labels,
      said.hasAny(["chains required", "chain law", "traction law", "chain control", "chain controls", "in effect"]),
      !said.hasAny(["commercial", "passenger", "vehicles", "trucks", "all", "cars", "towing", "trailers"])
    {
      return true
    }
    guard separator == ":" else { return false }
    // "Vehicles over 10,000 GVW: chains required on Mt Rose Hwy", "COMMERCIAL VEHICLES: CHAINS
    // REQUIRED": a label naming a class of vehicle is whom what follows binds.
    // (Never with another class after it: "…: chains required and passenger vehicles must chain up".)
    if isHeavyClassLabel(parts),
      !clause.split(separator: " ").contains(where: {
        ["passenger", "cars", "car", "all", "everyone", "others", "other", "2wd", "autos", "motorists"].contains($0)
      })
    {
      return true
    }
    // A word the reader does not know before an opening ("Whiteout: No restrictions") is no field's
    // label: it stays a clause of its own, so it keeps the opening from `open`.
    if !previous.contains(" "), !fieldLabels.contains(previous), read(clause: previous) == .unrecognised,
      read(clause: clause) == .lifting
    {
      return false
    }
    // "ATTENTION: ROAD CLOSED", "Caltrans: road closed": the road named as a subject of its own,
    // so the word before never makes it a street of that name ("Attention Road").
    let subjectFirst = clause.split(separator: " ").map(String.init)
    if subjectFirst.count >= 2,
      ["road", "highway", "roadway", "route", "freeway", "interstate", "hwy"].contains(subjectFirst[0]),
      stateWords.contains(subjectFirst[1]) || ["is", "are", "has", "remains", "will"].contains(subjectFirst[1])
    {
      return false
    }
    if !previous.contains(" ") || !clause.contains(" ") { return true }
    if Wording(clause).hasAny(["in place of chains", "not sufficient", "are not sufficient"]) { return true }
    // "I-90 at Snoqualmie Pass: chains required": a label naming what the restriction is on. A
    // label before an opening stays a clause of its own ("Tow crews on scene: No restrictions"
    // is no opening), and so does every statement ("Chain controls lifted: No restrictions").
    // "Incident on I-87 southbound at exit 5: right lane and shoulder closed", "Highway 401
    // Westbound: service centre closed": an event's label or a route's header before a statement
    // with a subject of its own stays apart, so the label never becomes that statement's subject.
    let own = clause.split(separator: " ").map(String.init)
    let labelled =
      parts.first.map { Lexicon.eventHeads.contains($0) || ["incident", "accident"].contains($0) } == true
      || ClauseStatement.isHeader(parts, isFirst: true)
      || parts.contains(where: { ["at", "on", "near", "between"].contains($0) })
    if labelled, let first = own.first, !stateWords.contains(first),
      !["chains", "chain", "traction", "no", "road", "highway", "pass"].contains(first),
      own.contains(where: stateWords.contains)
    {
      return false
    }
    switch (read(clause: previous), read(clause: clause)) {
    case (_, .unrecognised): return true
    case (.unrecognised, .restriction): return true
    default: return false
    }
  }

  /// Whether the comma at `index` sits between a weekday and its date: "Tuesday, Sept. 16",
  /// "Fri, Jan 9".
  static func isDateComma(_ characters: [Character], at index: Int) -> Bool {
    var start = index
    while start > 0, characters[start - 1].isLetter { start -= 1 }
    let before = String(characters[start..<index]).lowercased()
    guard ClauseStatement.weekdays.contains(before) else { return false }
    var end = index + 1
    while end < characters.count, characters[end] == " " { end += 1 }
    var stop = end
    while stop < characters.count, characters[stop].isLetter || characters[stop].isNumber { stop += 1 }
    let after = String(characters[end..<stop]).lowercased()
    return ClauseStatement.months.contains(after) || !after.isEmpty && after.allSatisfy(\.isNumber)
  }

  /// Whether the comma at `index` lists the road first among what one closure closes: "Road,
  /// trailheads and campgrounds closed", "Highway, rest area and campground closed". The piece
  /// before it is the road's word alone, and the rest of the sentence lists with "and" and closes.
  static func isRoadListComma(_ current: String, _ characters: [Character], at index: Int) -> Bool {
    let roads: Set<String> = ["road", "roads", "highway", "highways", "roadway", "the road", "the highway", "mainline"]
    // ("Highway, rest areas, and campgrounds are closed": the list goes on after the road's comma.)
    let listed = normalize(current).split(separator: " ").map(String.init)
    let road = listed.firstIndex(of: "and").map { Array(listed[..<$0]) } ?? listed
    // ("Mount Rose Highway, trailheads and campgrounds closed": a highway named. Never a route by
    // its number, which heads what follows: "US 2, rest areas and sno-parks closed".)
    let named =
      road.count <= 4 && ["highway", "pass"].contains(road.last ?? "")
      && !road.contains(where: { Lexicon.laneWords.contains($0) || Lexicon.connectorWords.contains($0) })
    guard roads.contains(road.joined(separator: " ")) || named,
      !listed.contains(where: { closureWords.contains($0) || isNumber($0) && !named })
    else { return false }
    var end = index + 1
    while end < characters.count, !".;!?:".contains(characters[end]) { end += 1 }
    let rest = normalize(String(characters[(index + 1)..<end])).split(separator: " ").map(String.init)
    guard let state = rest.firstIndex(where: { closureWords.contains($0) }) else { return false }
    return listed.count > road.count || rest[..<state].contains("and")
  }

  /// Whether a label is only a class of vehicles other than a car: "Commercial vehicles", "Vehicles
  /// over 10,000 GVW", "Trucks and vehicles towing trailers".
  static func isHeavyClassLabel(_ words: [String]) -> Bool {
    guard words.count <= 10, words.contains(where: classHeads.contains) else { return false }
    // "Vehicles over 10 ft high", "over 26,000 lbs": a size that sets the larger vehicles apart.
    let sized = words.indices.contains { at in
      ["over", "exceeding", "than"].contains(words[at]) && at + 1 < words.count && isNumber(words[at + 1])
    }
    // Never beside every vehicle ("Commercial and all vehicles").
    let everyone = words.indices.contains { at in
      words[at] == "all" && at + 1 < words.count && ["vehicles", "vehicle", "traffic"].contains(words[at + 1])
    }
    return (words.contains(where: classWords.contains) || sized) && !everyone
      && words.allSatisfy({ classWords.contains($0) || classJoiners.contains($0) || isNumber($0) })
  }

  /// The words that join a class's words and its size: "vehicles over 10 ft high or 40 ft long".
  private static let classJoiners: Set<String> = [
    "vehicles", "vehicle", "over", "with", "and", "or", "than", "more", "lbs", "lb", "pounds", "only", "all", "the",
    "ft", "feet", "in", "of", "greater", "heavier", "exceeding", "rated", "high", "long", "wide", "tall", "length",
    "height", "width",
  ]

  /// The words of `Lexicon.heavyVehicles` that name a class in a label, not a measure, a load or a
  /// rule: the lexicon's class words ("motor" too, as in "motor coaches"), without the words that
  /// join a class to its size and those of what it carries.
  private static let classWords = Lexicon.heavyClassWords.union(["motor"])
    .subtracting(classJoiners).subtracting([
      "load", "loads", "maximum", "chains", "rating", "no", "restriction", "weight", "gross", "permits", "goods",
      "materials", "material", "longer", "taller", "wider", "axles",
    ])

  /// The vehicles a class is named by ("Hazmat", "Hazardous" alone may be an event or a state).
  private static let classHeads: Set<String> = [
    "vehicles", "vehicle", "trucks", "truck", "trailers", "trailer", "buses", "bus", "rvs", "semis", "semi", "cmvs",
    "cmv", "motorcycles", "campers", "camper", "motorhomes", "tractors", "tractor", "rigs", "haulers", "carriers",
    "cvs", "motorcoaches", "coaches",
  ]

  /// Whether a label names every vehicle, a car among them: "All other vehicles", "Passenger
  /// vehicles", "All traffic".
  static func isEveryoneLabel(_ label: String) -> Bool { everyoneLabels.contains(label) }

  private static let everyoneLabels: Set<String> = [
    "all other vehicles", "other vehicles", "all others", "all other traffic", "other traffic", "passenger vehicles",
    "passenger cars", "cars", "light vehicles", "autos", "non commercial vehicles", "noncommercial vehicles",
    "everyone else", "all other motorists", "motorists",
  ]

  /// Words that make a clause a rule or a closure some class of vehicle is bound by: what a class
  /// told after it (`isSecondClass`, `isMoreClasses`) belongs to.
  private static let rulingWords: Set<String> = [
    "closed", "closure", "required", "prohibited", "restricted", "banned", "mandatory", "law", "recommended",
    "advised",
  ]

  /// Whether `clause` names another class of vehicles for the rule or closure before it, with no
  /// verb of its own: "Chains required on commercial vehicles, and on passenger vehicles without
  /// winter tires", "Closed to trucks, and to cars". Read apart, the second class says nothing and
  /// the first is a rule for trucks only; read together, the rule binds cars.
  private static func isSecondClass(_ clause: String, after previous: [String]) -> Bool {
    var words = clause.split(separator: " ").map(String.init)[...]
    guard let first = words.first, ["and", "or", "plus", "also"].contains(first) else { return false }
    words = words.dropFirst()
    if words.first == "also" { words = words.dropFirst() }
    let nouns: Set<String> = [
      "vehicles", "vehicle", "cars", "car", "autos", "automobiles", "trucks", "truck", "commercial", "trailers",
      "rvs", "buses", "motorists", "drivers", "motorcycles", "passenger", "private",
    ]
    guard let head = words.first, ["on", "for", "to", "in"].contains(head) else { return false }
    // Only the words of a class of vehicles and its tires: "and on Zorbs" stays a clause of its own.
    let classWords: Set<String> = [
      "on", "for", "to", "in", "all", "passenger", "private", "light", "other", "without", "with", "winter", "snow",
      "traction", "tires", "tyres", "m", "s", "and", "or", "the", "those", "adequate", "approved", "proper",
      "four", "wheel", "drive", "4wd", "awd", "rated", "mud", "season", "two", "front", "rear", "2wd", "fwd", "rwd",
      "summer", "studded", "weather",
    ]
    return previous.contains(where: rulingWords.contains)
      && words.allSatisfy { classWords.contains($0) || nouns.contains($0) }
  }

  /// Whether `clause` only names more classes of vehicle after a rule or closure that ends with a
  /// class: "Closed to commercial vehicles, passenger vehicles", "Closed to trucks, buses,
  /// passenger vehicles". Read apart, the first would be the trucks' alone.
  private static func isMoreClasses(_ clause: String, after previous: [String]) -> Bool {
    let nouns: Set<String> = [
      "vehicles", "vehicle", "cars", "car", "autos", "automobiles", "trucks", "truck", "buses", "bus", "rvs",
      "trailers", "motorcycles", "motorists", "traffic", "pickups", "suvs", "vans", "campers", "motorhomes",
    ]
    let qualifiers: Set<String> = [
      "passenger", "commercial", "private", "light", "all", "other", "and", "or", "the", "two", "four", "wheel",
      "drive", "front", "rear", "without", "with", "snow", "winter", "summer", "tires", "tyres", "traction", "m", "s",
      "season", "weather", "studded", "2wd", "fwd", "rwd", "heavy", "empty", "high", "profile", "duty", "small",
      "large", "motor", "tractor", "semi",
    ]
    let words = clause.split(separator: " ").map(String.init)
    guard let last = previous.last, nouns.contains(last), previous.contains(where: rulingWords.contains),
      !words.isEmpty, words.contains(where: nouns.contains),
      words.allSatisfy({ nouns.contains($0) || qualifiers.contains($0) })
    else { return false }
    return true
  }

  /// The one-word labels of an agency's fields: "Restrictions: None", "Status: Open".
  static let fieldLabels: Set<String> = [
    "restrictions", "restriction", "status", "conditions", "condition", "road", "roads", "pass", "highway", "note",
    "notes", "update", "updated", "current", "currently", "eastbound", "westbound", "northbound", "southbound",
    "traffic", "travel", "state", "summary", "comment", "comments", "remarks", "report", "info", "information",
  ]

  /// "Chain Law - Level 2", "R-2: Chain controls": a level standing in a clause of its own belongs
  /// to the chain law or control before it, so it is read with it.
  private static func joiningLevels(_ clauses: [String]) -> [String] {
    guard clauses.count > 1 else { return clauses }
    var joined: [String] = []
    for clause in clauses {
      let isLevel =
        clause.hasPrefix("level ")
        && clause.split(separator: " ").dropFirst().first.map { ["1", "2", "3", "one", "two", "three"].contains($0) }
          == true
      if isLevel, let last = joined.last,
        Wording(last).hasAny(["chain law", "chain laws", "traction law", "chain control", "chain controls"])
      {
        joined[joined.count - 1] = "\(last) \(clause)"
      } else {
        joined.append(clause)
      }
    }
    return joined
  }

  /// "Reopened from A to B but remains closed beyond": each side is a clause of its own.
  private static func splitContrast(_ clause: String) -> [String] {
    var parts: [String] = []
    var current: [Substring] = []
    for word in clause.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      // ("Traffic held while crews clear the slide": how long the hold lasts, no contrast.)
      let holding = current.contains { ["held", "holding", "holds", "hold", "stopped"].contains($0.lowercased()) }
      if ["but", "however", "although", "though", "while"].contains(word.lowercased()), !current.isEmpty,
        !(word.lowercased() == "while" && holding)
      {
        parts.append(current.map(String.init).joined(separator: " "))
        current = []
      } else {
        current.append(word)
      }
    }
    parts.append(current.map(String.init).joined(separator: " "))
    return parts
  }

  /// Words that state what a subject's state is: a clause holds a statement of its own when it has one.
  static let stateWords: Set<String> = closureWords.union([
    "open", "opened", "reopened", "required", "prohibited", "banned", "screened", "held", "stopped", "effect",
    "lifted", "cancelled", "canceled", "cleared", "concluded",
  ])

  /// Words a predicate may open with: after "and", one of them carries on the subject before it
  /// ("closed and will reopen at noon", "was closed and has reopened").
  static let predicateStarts: Set<String> = [
    "is", "are", "was", "were", "has", "have", "had", "will", "would", "remains", "remain", "be", "been", "then",
    "later", "now", "since", "expected", "should", "may", "could", "might", "not", "no", "still", "also",
  ]

  /// "The rest area is closed and I-90 is closed in both directions", "Weigh station closed and
  /// chains required from Verdi to the state line", "On-ramps closed and all lanes closed": two
  /// subjects, each with its own state, joined by "and": each side is a clause of its own, so that
  /// what one speaks of never decides what the other says. A side with no subject of its own
  /// ("… and has since reopened") stays with the one before it.
  /// "PASSENGER CHAIN LAW NOT IN EFFECT TRACTION LAW IN EFFECT", a sign's lines run together: one
  /// rule told not in effect, then another told in effect, are two clauses.
  static func splitAfterNotInEffect(_ clause: String) -> [String] {
    let tokens = clause.split(separator: " ").map(String.init)
    guard
      let cut = tokens.indices.first(where: { at in
        at + 3 < tokens.count && tokens[at...].starts(with: ["not", "in", "effect"])
      })
    else { return [clause] }
    let rest = Array(tokens[(cut + 3)...])
    // (Only a rule's name after it, itself in effect: never "… not in effect until the storm".)
    guard let head = rest.first,
      ["traction", "chain", "chains", "passenger", "commercial", "code", "r1", "r2", "r3", "the"].contains(head),
      rest.indices.contains(where: { at in rest[at...].starts(with: ["in", "effect"]) })
    else { return [clause] }
    return [tokens[..<(cut + 3)].joined(separator: " ")] + splitAfterNotInEffect(rest.joined(separator: " "))
  }

  static func splitConjoined(_ clause: String) -> [String] {
    let tokens = clause.split(separator: " ").map(String.init)
    guard tokens.count > 3, tokens.contains("and") else { return [clause] }
    var parts: [String] = []
    var start = 0
    for index in tokens.indices where tokens[index] == "and" && index > start && index + 1 < tokens.count {
      let left = tokens[start..<index]
      let right = tokens[(index + 1)...]
      // "The OR 35 closure between US 26 and Hood River Meadows has been lifted": "and" ends a
      // stretch, not a statement.
      if let state = left.lastIndex(where: stateWords.contains),
        left[state...].contains(where: {
          ["between", "from"].contains($0)
        })
      {
        continue
      }
      // "No oversize loads and traction tires required": a prohibition heads its own statement.
      let leftStates = left.contains(where: stateWords.contains) || left.first == "no" && left.count >= 2
      guard let first = right.first, leftStates,
        !predicateStarts.contains(first), !stateWords.contains(first),
        right.contains(where: stateWords.contains)
      else { continue }
      parts.append(left.joined(separator: " "))
      start = index + 1
    }
    parts.append(tokens[start...].joined(separator: " "))
    return parts
  }

  /// The words that start a chain or traction rule's own statement.
  static let ruleStarts: [[String]] = [
    ["chains", "are", "required"], ["chains", "required"], ["chains", "or", "snow", "tires"],
    ["chains", "or", "traction", "tires"], ["chain", "controls", "are"], ["chain", "control", "is"],
    ["traction", "tires", "required"], ["traction", "tires", "are", "required"], ["snow", "tires", "or", "chains"],
  ]

  /// "Chains or snow tires are required from Camino to Meyers Chains are required on single axle
  /// drive vehicles towing trailers from Kyburz to Meyers": a second rule run into the first where
  /// a feed's line break or stop was lost. Each is a clause of its own, so that the trailers the
  /// second names are never said of the first. A rule joined by "and", "or" or a preposition
  /// ("snow tires and chains required") is one statement.
  static func splitRestated(_ clause: String) -> [String] {
    let tokens = clause.split(separator: " ").map(String.init)
    guard tokens.count >= 6, tokens.contains(where: { $0 == "required" || $0 == "effect" }) else { return [clause] }
    var parts: [String] = []
    var start = 0
    for index in tokens.indices where index - start >= 3 {
      guard ruleStarts.contains(where: { tokens[index...].starts(with: $0) }) else { continue }
      let left = tokens[start..<index]
      guard left.contains(where: { $0 == "required" || $0 == "effect" }),
        let before = left.last,
        !["and", "or", "nor", "on", "of", "with", "without", "carry", "carrying", "use", "using", "no", "not"].contains(
          before)
      else { continue }
      parts.append(left.joined(separator: " "))
      start = index
    }
    parts.append(tokens[start...].joined(separator: " "))
    return parts
  }

  /// Apostrophes in every form a keyboard or a font gives them.
  static let apostrophes: Set<Character> = [
    "'", "\u{2019}", "\u{2018}", "\u{02BC}", "`", "\u{00B4}", "\u{FF07}", "\u{2032}",
  ]

  /// Contractions written without their apostrophe, and what they say.
  static let bareContractions: [String: String] = [
    "isnt": "is not", "arent": "are not", "wasnt": "was not", "werent": "were not", "wont": "will not",
    "cant": "cannot",
    "hasnt": "has not", "havent": "have not", "hadnt": "had not", "doesnt": "does not", "dont": "do not",
    "didnt": "did not",
    "aint": "is not", "wouldnt": "would not", "shouldnt": "should not", "couldnt": "could not", "neednt": "need not",
  ]

  /// A clause in the form it is read in: lower case; contractions spelled out, with or without
  /// their apostrophe; joiners and other invisible marks removed; every other character that is
  /// neither a letter nor a digit a space (a comma or point between digits kept: "10,000");
  /// abbreviations and common misspellings in their one spelling (`RoadSpelling`); white space
  /// collapsed.
  static func normalize(_ clause: String) -> String {
    if clause.utf8.allSatisfy({ $0 < 0x80 }) { return words(of: asciiFolded(clause)) }
    var text = ""
    text.reserveCapacity(clause.utf8.count)
    // Joiners, variation selectors and combining marks go first: inside a word they would hide it.
    var scalars = String.UnicodeScalarView()
    for scalar in clause.unicodeScalars
    where scalar.isASCII || ![.format, .nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory) {
      scalars.append(scalar)
    }
    let characters = Array(String(scalars).lowercased())
    for (index, character) in characters.enumerated() {
      if apostrophes.contains(character) {
        text.append("'")
      } else if character.isLetter || character.isNumber {
        text.append(character)
      } else if character == "," || character == "." {
        let between =
          index > 0 && characters[index - 1].isNumber && index + 1 < characters.count && characters[index + 1].isNumber
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
        let between =
          index > 0 && (0x30...0x39).contains(bytes[index - 1]) && index + 1 < bytes.count
          && (0x30...0x39).contains(bytes[index + 1])
        folded.append(between ? byte : 0x20)
      default: folded.append(0x20)
      }
    }
    return String(decoding: folded, as: UTF8.self)
  }

  /// What a vehicle carries or is, after "W/" ("with") and "W/O" ("without").
  private static let carried: Set<String> = [
    "snow", "chains", "chain", "traction", "winter", "studded", "tires", "tire", "m", "mud", "3pmsf", "adequate",
    "proper", "approved", "4wd", "awd",
  ]

  /// The words a lane's abbreviation "LN" follows: a way, a side, a lane's kind, what blocks it.
  private static let lanePlaces: Set<String> = [
    "eb", "wb", "nb", "sb", "eastbound", "westbound", "northbound", "southbound", "right", "left", "rt", "lt",
    "center", "ctr", "centre", "middle", "slow", "fast", "hov", "turn", "passing", "travel", "blkg", "blocking", "blkd",
    "blocked", "the", "one", "each", "outside", "inside", "truck", "climbing", "single", "of", "in",
  ]

  /// What "RT" and "LT" are the right and left of: "RT LN", "LT SHLDR".
  private static let laneSides: Set<String> = ["ln", "lane", "lanes", "lns", "shoulder", "shoulders", "shldr", "shld"]

  /// Folded text as words: contractions spelled out, apostrophes dropped, each word in its one
  /// spelling, and a direction cut in two ("E/B", "east bound", "E-bound") made one word.
  private static func words(of text: String) -> String {
    var words: [String] = []
    let pieces = text.split(separator: " ")
    for (index, piece) in pieces.enumerated() {
      var word = String(piece)
      // "BLK PU IN CD": a dispatcher's colour before a vehicle ("black pickup"), not "blocking".
      if word == "blk", index + 1 < pieces.count, RoadSpelling.vehicleNouns.contains(String(pieces[index + 1])) {
        words.append("black")
        continue
      }
      if word.utf8.contains(0x27) {
        if word == "won't" {
          words += ["will", "not"]
          continue
        }
        if word == "can't" {
          words.append("cannot")
          continue
        }
        if word.hasSuffix("n't") {
          words += [String(word.dropLast(3)), "not"]
          continue
        }
        word.removeAll { $0 == "'" }
      }
      if let spelled = bareContractions[word] {
        words += spelled.split(separator: " ").map(String.init)
        continue
      }
      // "Opened May 22", "closed until mid-May": the month, never the hedge "may".
      if word == "may" {
        let next = index + 1 < pieces.count ? String(pieces[index + 1]) : ""
        let day = Int(next.prefix { $0.isNumber }).map { (1...31).contains($0) } ?? false
        let dayWord =
          day && (next.allSatisfy(\.isNumber) || ["st", "nd", "rd", "th"].contains(String(next.drop { $0.isNumber })))
        let before: Set<String> = [
          "in", "until", "through", "thru", "by", "of", "since", "mid", "late", "early", "till",
        ]
        if dayWord || words.last.map(before.contains) == true, !["be", "have", "not", "also", "still"].contains(next) {
          words.append("month")
          continue
        }
      }
      // "U.S. 20": a route's kind, its letters apart.
      if word == "s", words.last == "u", index + 1 < pieces.count, isNumber(String(pieces[index + 1])) {
        words[words.count - 1] = "us"
        continue
      }
      // "Sunday through Thursday": the days, from one to the other.
      if ["through", "thru"].contains(word), index > 0, index + 1 < pieces.count {
        let days: Set<Substring> = [
          "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed",
          "thu", "thur", "thurs", "fri", "sat", "sun",
        ]
        if days.contains(pieces[index - 1]), days.contains(pieces[index + 1]) {
          words.append("to")
          continue
        }
      }
      // "46th St", "3rd Ave": a numbered street, by its number.
      if index + 1 < pieces.count,
        ["st", "street", "ave", "avenue", "rd", "road", "blvd", "boulevard", "dr", "drive", "way", "pl"].contains(
          pieces[index + 1]),
        let digits = Optional(word.prefix(while: \.isNumber)), (1...4).contains(digits.count),
        ["st", "nd", "rd", "th"].contains(String(word.dropFirst(digits.count)))
      {
        words.append(String(digits))
        continue
      }
      // "I-35W", "I-35E": a route's number with its branch's letter is that route.
      if index > 0, ["i", "us", "interstate"].contains(pieces[index - 1]), word.count >= 2, word.count <= 4,
        let last = word.last, "nsew".contains(last), word.dropLast().allSatisfy(\.isNumber)
      {
        words.append(String(word.dropLast()))
        continue
      }
      // "BLKG SB LN", "#1 LN", "RT LN CLSD": a lane after a way, a side or a number ("Moana Ln" is a
      // street's name).
      if word == "ln" {
        let previous = index > 0 ? String(pieces[index - 1]) : ""
        // "ALL LN BLOCKED", "BOTH LN CLSD": every lane.
        if ["all", "both"].contains(previous) {
          words.append("lanes")
          continue
        }
        // ("ALL LN", "BOTH LN", "EB AND WB LN": every lane, said as one.)
        let twoWays =
          index > 2 && ["and", "&"].contains(pieces[index - 2])
          || pieces[max(0, index - 3)..<index].contains(where: { ["all", "both"].contains($0) })
        words.append((lanePlaces.contains(previous) || isNumber(previous)) && !twoWays ? "lane" : "ln")
        continue
      }
      if let spelled = RoadSpelling.words[word] {
        words += spelled
        continue
      }
      if word == "b" || word == "bound", let last = words.last, let way = RoadSpelling.compass[last] {
        words[words.count - 1] = way
        continue
      }
      // "W/ snow tires", "cars OK W/O chains": with and without, before what a vehicle has.
      let next = index + 1 < pieces.count ? String(pieces[index + 1]) : ""
      // "RT LN CLSD", "LT SHLDR": right and left before a lane or a shoulder ("RT 9" stays a route).
      // ("BOTH RT AND LT LNS": both, read as they stand.)
      let previous = index > 0 ? String(pieces[index - 1]) : ""
      // "4-wheel/all-wheel drive", "2 wheel drive": the drive, in the words the rules are read by.
      if ["4", "2"].contains(word), next == "wheel" {
        words.append(word == "4" ? "four" : "two")
        continue
      }
      if word == "rt" || word == "lt", laneSides.contains(next), !["and", "both", "&"].contains(previous) {
        words.append(word == "rt" ? "right" : "left")
        continue
      }
      if word == "w", carried.contains(next) {
        words.append("with")
        continue
      }
      if word == "o", words.last == "w", carried.contains(next) {
        words[words.count - 1] = "without"
        continue
      }
      // Dispatchers' "S/O Baker", "N/O Grapevine": south of, north of.
      if word == "o", let last = words.last, let point = ["n": "north", "s": "south", "e": "east", "w": "west"][last] {
        words[words.count - 1] = point
        words.append("of")
        continue
      }
      words.append(word)
    }
    return wholeWidth(words).joined(separator: " ")
  }

  /// "Blocking shoulder to shoulder", "BLKD SHLDR TO SHLDR", "left shoulder to right shoulder": the
  /// whole width of the road, every lane (read as "all lanes", never as a shoulder).
  private static func wholeWidth(_ words: [String]) -> [String] {
    guard words.count >= 3, words.contains("shoulder") else { return words }
    // ("Right shoulder and left shoulder closed" is two shoulders, not the width between them.)
    let spans: [[String]] = ["to", "through"].flatMap { join -> [[String]] in
      [
        ["left", "shoulder", join, "right", "shoulder"], ["right", "shoulder", join, "left", "shoulder"],
        ["shoulder", join, "shoulder"],
      ]
    }
    var result: [String] = []
    var index = 0
    while index < words.count {
      if let span = spans.first(where: { words[index...].starts(with: $0) }) {
        result += ["all", "lanes"]
        index += span.count
      } else {
        result.append(words[index])
        index += 1
      }
    }
    return result
  }
}
