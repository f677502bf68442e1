import FoundationEssentials

/// The places a highway-information sentence names.
extension HighwayInfoEntry {
  /// The place a clause's subject names: "Tioga Pass is closed", "SR 120 remains closed" → the words
  /// before the verb, unless they are only a generic word ("Road closed", "All lanes are closed").
  static func subjectPlace(of clause: String) -> [String] {
    let words = clause.split(separator: " ").map(String.init)
    let verbs: Set<String> = [
      "is", "are", "remains", "remain", "has", "have", "was", "will", "closed", "reopened", "open",
    ]
    guard let verb = words.firstIndex(where: { verbs.contains($0.lowercased()) }), verb > 0 else { return [] }
    let subject = words[..<verb].joined(separator: " ")
    let generic: Set<String> = [
      "road", "the road", "highway", "the highway", "all lanes", "lanes", "gate", "the gate", "route", "traffic", "it",
      "eastbound", "westbound", "northbound", "southbound", "all traffic", "the pass", "pass",
    ]
    // "Crane Flat (Tuolumne Co) to Tioga Pass remains gated": a subject may be a stretch.
    let parts = withoutCounties(subject).components(separatedBy: " to ").flatMap {
      $0.components(separatedBy: " from ")
    }
    return parts.map(cleanPlace).filter { place in
      !place.isEmpty && !generic.contains(place.lowercased()) && place.contains(where: \.isLetter)
    }
  }

  /// The places a label heading a clause names: "Tejon Pass (Grapevine): Closed" → "Tejon Pass" and
  /// "Grapevine"; "I 5 at Siskiyou Summit: …" → "Siskiyou Summit". Only a label that is nothing
  /// but a place (`RestrictionClassifier.isLocationLabel`).
  static func labelPlaces(of clause: String) -> [String] {
    guard let colon = clause.firstRange(of: ": ") else { return [] }
    let label = String(clause[..<colon.lowerBound])
    guard RestrictionClassifier.isLocationLabel(label) else { return [] }
    let (landmarks, rest) = Self.landmarks(in: label)
    let pieces = rest.split(whereSeparator: { $0 == "(" || $0 == ")" }).map { $0.trimmingSpaces() }
    return landmarks
      + pieces.filter { !$0.isEmpty && !isCounty($0) }.map { cleanPlace(cleanPlace($0)) }.filter {
        $0.contains(where: \.isLetter)
      }
  }

  /// The places a clause names: "from A to B", "between A and B", "at A", "N mi east of A",
  /// landmarks in slashes; counties in parentheses (typos and all) left out.
  static func places(in clause: String) -> [String] {
    var text = withoutCounties(clause)
    var found: [String] = []
    // Landmarks: /Tioga Pass/ (never the slashes of a date such as 1/11/25).
    let (landmarks, rest) = Self.landmarks(in: text)
    found += landmarks
    text = rest
    let words = text.split(separator: " ").map(String.init)
    // Compared without the punctuation that ends a sentence or a list: "in effect." is no place.
    let lower = words.map { $0.lowercased().trimmingScalars(where: { ".,;:!?".unicodeScalars.contains($0) }) }
    // Words that end a place: the next preposition, a time, a verb phrase.
    let stops: Set<String> = [
      "from", "to", "at", "between", "and", "on", "due", "for", "each", "thru", "through", "until", "hrs", "is", "are",
      "in",
      "near", "beyond", "over", "past", "because", "-", "after", "before", "since", "while", "when", "where",
      "remains", "remain", "was", "were", "will", "has", "have", "gated", "closed", "open", "reopened", "be", "being",
      "both", "all", "lanes", "lane", "traffic", "direction", "directions", "ways", "eastbound", "westbound",
      "northbound", "southbound", "chains", "required",
    ]
    func place(from start: Int) -> (String, Int) {
      var end = start
      while end < words.count, !stops.contains(lower[end]) { end += 1 }
      return (words[start..<end].joined(separator: " "), end)
    }
    let directions: Set<String> = ["north", "south", "east", "west", "n", "s", "e", "w"]
    var index = 0
    while index < words.count {
      let word = lower[index]
      let next = index + 1 < words.count ? lower[index + 1] : ""
      let afterNext = index + 2 < words.count ? lower[index + 2] : ""
      // "N mi north of X": the place is X.
      let isOffset = word == "of" && index > 0 && directions.contains(lower[index - 1])
      let introduces =
        ["from", "to", "at", "between", "and", "near", "beyond", "over", "past"].contains(word)
        || (word == "in" && next != "effect") || isOffset
      // "to eastbound traffic", "at 1600 hrs" are no places.
      let isTime = next.first?.isNumber == true && afterNext.hasPrefix("hr")
      if introduces, !isTime,
        ![
          "eastbound", "westbound", "northbound", "southbound", "all", "traffic", "use", "", "nb", "sb", "eb", "wb",
          "n/b", "s/b",
          "e/b", "w/b", "effect", "both",
        ].contains(next)
      {
        let (name, end) = place(from: index + 1)
        let cleaned = Self.cleanPlace(name)
        if !cleaned.isEmpty { found.append(cleaned) }
        index = max(end, index + 1)
      } else {
        index += 1
      }
    }
    return found
  }

  /// The names between slashes (`/Tioga Pass/`, `/in Truckee/`) and the text without them; slashes
  /// inside a word or a date are left alone.
  static func landmarks(in text: String) -> ([String], String) {
    let characters = Array(text)
    var names: [String] = []
    var rest = ""
    var index = 0
    while index < characters.count {
      let opensHere = characters[index] == "/" && (index == 0 || characters[index - 1] == " ")
      if opensHere, let close = characters[(index + 1)...].firstIndex(of: "/"),
        close + 1 == characters.count || characters[close + 1] == " " || characters[close + 1] == "("
      {
        let name = String(characters[(index + 1)..<close]).trimmingSpaces()
        if name.contains(where: \.isLetter) {
          names.append(cleanPlace(name))
          rest += " "
          index = close + 1
          continue
        }
      }
      rest.append(characters[index])
      index += 1
    }
    return (names.filter { !$0.isEmpty }, rest)
  }

  /// "the Jct of SR 4" → "Jct of SR 4"; "2 mi north of the Jct of SR 44" → "Jct of SR 44"; empty for
  /// what is no place (a time, a date).
  static func cleanPlace(_ raw: String) -> String {
    var words = raw.split(separator: " ").map(String.init)
    // "N mi east of X", "N miles north of X": the place is X.
    let compass: Set<String> = [
      "north", "south", "east", "west", "n", "s", "e", "w", "no", "so", "n.", "s.", "e.", "w.",
    ]
    if let of = words.firstIndex(where: { $0.lowercased() == "of" }), of >= 2,
      ["mi", "mile", "miles", "mi."].contains(words[of - 2].lowercased())
        || compass.contains(words[of - 1].lowercased())
    {
      words = Array(words[(of + 1)...])
    }
    while let first = words.first,
      ["the", "in", "at", "near", "of", "beyond", "over", "past"].contains(first.lowercased())
    { words.removeFirst() }
    words = droppingRoute(words)
    // "Sierra City E-bound", "Kingvale (eastbound)": a direction after a place is no part of it.
    let directionWords: Set<String> = [
      "eastbound", "westbound", "northbound", "southbound", "eb", "wb", "nb", "sb", "ebound", "wbound", "nbound",
      "sbound",
    ]
    while words.count > 1, let last = words.last, directionWords.contains(last.filter(\.isLetter).lowercased()) {
      words.removeLast()
    }
    // A stray character left after a county ("(Tuolumne Co)о") is no part of the name.
    while let last = words.last, last.count == 1, !(last.first?.isNumber ?? false) { words.removeLast() }
    let place = words.joined(separator: " ").trimmingScalars(where: { " .,;:*".unicodeScalars.contains($0) })
    guard !place.isEmpty, place.first?.isNumber != true || place.contains(where: \.isLetter) && !place.contains("/")
    else { return "" }
    return place
  }

  /// `words` without a route written before a place ("I 5 Siskiyou Summit", "Interstate 80 Kingvale"):
  /// the route is no part of the place's name. Unchanged when nothing would be left.
  static func droppingRoute(_ words: [String]) -> [String] {
    let kinds: Set<String> = ["i", "us", "u.s.", "sr", "hwy", "highway", "route", "interstate", "state", "ca"]
    var rest = words[...]
    var dropped = false
    while let first = rest.first, kinds.contains(first.lowercased()) {
      rest = rest.dropFirst()
      dropped = true
    }
    if dropped, let number = rest.first, number.allSatisfy(\.isNumber) {
      rest = rest.dropFirst()
    } else if !dropped, let first = rest.first {
      let lower = first.lowercased()
      let letters = lower.prefix { $0.isLetter }
      let digits = lower.dropFirst(letters.count).drop { $0 == "-" }
      if ["i", "us", "sr"].contains(String(letters)), !digits.isEmpty, digits.allSatisfy(\.isNumber) {
        rest = rest.dropFirst()
      }
    }
    guard rest.count < words.count, !rest.isEmpty, dropped || rest.count == words.count - 1 else { return words }
    return Array(rest)
  }

  /// The clause without "(Placer Co)", "(Tuolumne, Mono Co's)", "(ALPINE CO0" and the like.
  /// "Placer Co", "Tuolumne, Mono Co's", "PLumas Co", "Alpine County", "SIERRA CO": a county.
  static func isCounty(_ text: String) -> Bool {
    let words = text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" })
    guard let last = words.last else { return true }
    return ["co", "co's", "cos", "county", "counties", "cty"].contains(String(last))
  }

  static func withoutCounties(_ text: String) -> String {
    var result = ""
    var depth = 0
    var pending = ""
    for character in text {
      if character == "(" {
        depth += 1
        pending = ""
        continue
      }
      if depth > 0 {
        if character == ")" {
          depth -= 1
          // Only a county goes: "(Crane Flat to Tioga Pass)" names places and stays.
          if !Self.isCounty(pending) { result += " " + pending + " " }
          pending = ""
        } else {
          pending.append(character)
          // A parenthesis never closed ("(ALPINE CO0 ..."): give the text back after a county word.
          if pending.count > 40 {
            depth = 0
            result += " " + pending
            pending = ""
          }
        }
        continue
      }
      result.append(character)
    }
    return result.split(separator: " ").joined(separator: " ")
  }
}
