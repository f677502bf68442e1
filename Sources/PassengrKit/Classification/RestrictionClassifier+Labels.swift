import FoundationEssentials

extension RestrictionClassifier {
  // MARK: Location labels

  /// `cleaned` without the location labels that head its sentences: "I 5 at Siskiyou Summit: Icy
  /// spots" → "Icy spots"; "… Interstate 80 between Exit 323, Happy Jack Rd and Exit 335, Buford:
  /// Drive with care." → "… Drive with care.". A label only says where the words that follow
  /// apply; the agency places the text by its record, so what is read is what follows. A label is
  /// kept (and read as before) when it is anything more than a place: a direction, a restriction,
  /// a negation or an event ("I-90 Eastbound:", "Tow crews on I-5:", "Closed at Exit 34:").
  static func withoutLocationLabels(_ cleaned: String) -> String {
    locationLabels(in: cleaned).text
  }

  /// `cleaned` without its location labels (see `withoutLocationLabels`), and the labels, in order.
  static func locationLabels(in cleaned: String) -> (text: String, labels: [String]) {
    guard cleaned.utf8.contains(UInt8(ascii: ":")) else { return (cleaned, []) }
    var text = Substring(cleaned)
    var result = ""
    var labels: [String] = []
    while let colon = text.firstIndex(of: ":") {
      let after = text.index(after: colon)
      // "Level 2:00" or "10:30" is no label; only a colon followed by a space ends one.
      guard after < text.endIndex, text[after] == " " else {
        result += text[...colon]
        text = text[after...]
        continue
      }
      let head = text[..<colon]
      // "Between Exit 213: Frisco and Exit 205: Silverthorne": inside a stretch the colon names an
      // exit; the label, if any, ends at a later colon ("Exit 323: Snoqualmie Pass closed" is one).
      let near = Array(text[text.index(colon, offsetBy: -min(12, text.distance(from: text.startIndex, to: colon)))...])
      let at = near.count - text.distance(from: colon, to: text.endIndex)
      let before = String(result.suffix(120)) + head
      let sentence = normalize(String(before.split(whereSeparator: { ".;!?".contains($0) }).last ?? ""))
        .split(separator: " ")
      // … and only where the words after the colon, to the sentence's end, are a place's.
      let following = normalize(
        String(text[after...].prefix { !".;!?".contains($0) })
      ).split(separator: " ").map(String.init)
      let eventful = restrictiveWords.union(closureWords).union(signalWords).union(labelEvents).union(
        Lexicon.eventWords
      )
      .union(ClauseStatement.barred).union(Lexicon.ordinaryBarred).subtracting([
        "to", "from", "between", "of", "and", "exit",
      ])
      if sentence.contains(where: { $0 == "between" || $0 == "from" || $0 == "at" }), isExitNumber(near, before: at),
        isExitName(near, after: at), !following.contains(where: eventful.contains)
      {
        result += text[...colon]
        text = text[after...]
        continue
      }
      // The longest label that is only a place, from the sentence's start or after a comma or a
      // spaced slash in it ("Traction Tires Advised, Tejon Pass (Grapevine): Icy spots"); a comma
      // may stand inside a label ("between Exit 323, Happy Jack Rd and Exit 335, Buford").
      let starts = [sentenceStart(in: head)] + softStarts(in: head[sentenceStart(in: head)...])
      if let start = starts.first(where: { isLocationLabel(String(head[$0...])) }) {
        // The space keeps the mark before the label a separator ("open. I 5: Icy" → "open. Icy").
        result += head[..<start] + " "
        labels.append(String(head[start...]).trimmingSpaces())
        text = text[after...].drop { $0 == " " }
        // "I 80: Rawlins - Walcott Jct": the stretch a route's label names, two places told by a
        // dash, to the sentence's end.
        let sentence = text.prefix { !".;!?".contains($0) }
        if isStretchOfNames(sentence) {
          labels.append(String(sentence).trimmingSpaces())
          text = text[sentence.endIndex...]
        }
      } else {
        result += text[...colon]
        text = text[after...]
      }
    }
    return (result + text, labels)
  }

  /// Where the sentence that ends `head` begins: after the last full stop, semicolon, question or
  /// exclamation mark, colon or spaced dash before it; the start of `head` when there is none.
  private static func sentenceStart(in head: Substring) -> Substring.Index {
    var index = head.endIndex
    while index > head.startIndex {
      let before = head.index(before: index)
      let character = head[before]
      let isEnd: Bool
      switch character {
      case ";", "!", "?", ":", "\u{2013}", "\u{2014}":
        isEnd = true
      case ".":
        // A point followed by a space ends a sentence, unless it shortens a word ("Mt. Baker").
        isEnd = index < head.endIndex && head[index] == " " && !isShortening(head[..<before])
      case "-":
        isEnd =
          index < head.endIndex && head[index] == " " && before > head.startIndex
          && head[head.index(before: before)] == " "
      default:
        isEnd = false
      }
      if isEnd { return index }
      index = before
    }
    return head.startIndex
  }

  /// The places after a comma or a spaced slash in `sentence`, first to last.
  private static func softStarts(in sentence: Substring) -> [Substring.Index] {
    var starts: [Substring.Index] = []
    var index = sentence.startIndex
    while index < sentence.endIndex {
      let next = sentence.index(after: index)
      let isComma = sentence[index] == ","
      let isSlash =
        sentence[index] == "/" && index > sentence.startIndex && sentence[sentence.index(before: index)] == " "
        && next < sentence.endIndex && sentence[next] == " "
      if isComma || isSlash { starts.append(next) }
      index = next
    }
    return starts
  }

  /// Whether the word just before a point is one the point shortens: "Mt", "Jct", an initial.
  private static func isShortening(_ text: Substring) -> Bool {
    let word = text.reversed().prefix { $0.isLetter }
    return word.count == 1 || abbreviations.contains(String(word.reversed()).lowercased())
  }

  /// Words that say a label is about a road and where on it: routes and the features of a road.
  static let labelMarkers: Set<String> = [
    "highway", "route", "interstate", "pass", "summit", "exit", "exits", "milepost", "mp", "jct", "junction", "bridge",
    "tunnel", "grade",
    "canyon", "corridor",
  ]

  /// Route kinds that mark a label only with their number: "I 5", "US 97", "OR 58" ("snow or
  /// ice" is no route).
  static let routeKinds: Set<String> = Lexicon.routePrefixes.union(["state"])

  /// Words no mere place holds: what happens on a road, who is on it, and how much of it.
  static let labelEvents: Set<String> = [
    "tow", "towing", "crew", "crews", "scene", "police", "trooper", "troopers", "responders", "fire", "vehicle",
    "vehicles", "truck", "trucks",
    "car", "cars", "wreck", "debris", "update", "updated", "report", "reported", "reports", "status", "conditions",
    "condition", "traffic",
    "lane", "lanes", "shoulder", "ramp", "ramps", "work", "works", "construction", "project", "warning", "advisory",
    "notice", "alert",
    "eastbound", "westbound", "northbound", "southbound", "both", "directions", "direction", "only", "all", "partial",
    "part",
  ]

  /// Whether `label` is only a place: at most 16 words, one of them a road marker ("I 5", "Tejon
  /// Pass", "Exit 323", "SR120"), none of them a word that restricts, negates, conditions, names a
  /// direction or an event. Place names themselves are any other words.
  static func isLocationLabel(_ label: String) -> Bool {
    let tokens = normalize(label).split(separator: " ").map(String.init)
    guard !tokens.isEmpty, tokens.count <= 16 else { return false }
    let connectors: Set<String> = ["to", "from", "between", "of", "west", "east", "north", "south", "up"]
    let barred = restrictiveWords.union(closureWords).union(signalWords).union(labelEvents).subtracting(connectors)
    guard !tokens.contains(where: barred.contains) else { return false }
    // "Bridge out: Use caution", "SR 20 flooded at MP 3: Drive with care", "Washed out bridge at
    // MP 3: Use caution": a road that cannot be driven is no place. (A word of weather may head
    // one: "I-5 at Siskiyou Summit: Snow on shoulders: …".)
    let placeWords: Set<String> = ["out", "down", "gone", "missing"]
    guard ClauseStatement.impassableStart(tokens) == nil,
      !tokens.contains(where: { Lexicon.impassableStates.contains($0) && !placeWords.contains($0) })
    else { return false }
    return tokens.indices.contains { index in
      let token = tokens[index]
      let numbered = index + 1 < tokens.count && isNumber(tokens[index + 1])
      return labelMarkers.contains(token) || isRouteToken(token) || routeKinds.contains(token) && numbered
    }
  }

  /// "Rawlins - Walcott Jct", "Laramie - Cheyenne": names written with a capital, at most four on
  /// each side of a spaced dash, none a word that may close, restrict or tell of a hazard.
  static func isStretchOfNames(_ text: Substring) -> Bool {
    let sides = text.split(separator: " - ", omittingEmptySubsequences: false)
    guard sides.count == 2 else { return false }
    let barred = restrictiveWords.union(closureWords).union(signalWords).union(labelEvents).union(
      Lexicon.eventWords
    )
    .union(ClauseStatement.barred).union(Lexicon.ordinaryBarred)
    return sides.allSatisfy { side in
      let words = side.split(separator: " ")
      return (1...4).contains(words.count)
        && words.allSatisfy { word in
          guard let first = word.first, first.isUppercase, word.allSatisfy({ $0.isLetter || $0 == "." || $0 == "'" })
          else { return false }
          return !barred.contains(normalize(String(word)))
        }
    }
  }

  /// "i5", "us97", "sr120", "i90": a route written as one word.
  static func isRouteToken(_ token: String) -> Bool {
    let letters = token.prefix { $0.isLetter }
    let digits = token.dropFirst(letters.count)
    return Lexicon.routePrefixes.contains(String(letters)) && !digits.isEmpty
      && digits.allSatisfy(\.isNumber)
  }
}
