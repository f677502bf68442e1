import Foundation

/// One entry of a Caltrans highway-information page, read into facts: what it is, which way, where,
/// why and when. `level(at:)` says what it means for a passenger car.
struct HighwayInfoEntry: Equatable, Sendable {
  /// What an entry is.
  enum Kind: String, Equatable, Sendable {
    case closure, reopening, chains, oneWayControl = "one-way-control", trucksOnly = "trucks-only", advisory, information
  }

  var kind: Kind
  /// A closure for the winter or the season.
  var isSeasonal = false
  /// The level a chain sentence states (the classifier's, with Caltrans' R-1/R-2/R-3 wordings).
  var chainLevel: RestrictionLevel?
  /// The one direction it is limited to; nil for both.
  var direction: TravelDirection?
  /// The places it names, as written, without counties: "Colfax", "Nevada State Line", "Tioga Pass".
  var places: [String] = []
  /// "Due to snow".
  var reason: String?
  /// When it holds; nil when it says no time.
  var time: HighwayInfoTime?
  /// The area header it stands under: "IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA".
  var area: String?
  /// The sentence, abridged of the "Motorists are advised …" boilerplate.
  var text: String

  /// The passenger-car level at `now`: closures `closed` (`closed_for_season` for the winter), a
  /// windowed closure only inside its window, chains their level, one-way control `traffic_delays`;
  /// nil for what never sets a passenger level (reopenings, trucks, advisories, information) and
  /// for a closure still to come.
  func level(at now: Date) -> RestrictionLevel? {
    switch kind {
    case .closure:
      if let time, !time.isInForce(at: now) { return nil }
      return isSeasonal ? .closedForSeason : .closed
    case .chains:
      if let time, !time.isInForce(at: now) { return nil }
      return chainLevel
    case .oneWayControl:
      if let time, !time.isInForce(at: now) { return nil }
      return .trafficDelays
    case .reopening, .trucksOnly, .advisory, .information:
      return nil
    }
  }

  /// Whether it is a restriction still to come at `now` (shown as upcoming).
  func isUpcoming(at now: Date) -> Bool {
    [.closure, .chains, .oneWayControl].contains(kind) && time?.isUpcoming(at: now) == true
  }

  /// Whether it concerns `direction` (entries without one concern both).
  func concerns(_ direction: TravelDirection) -> Bool { self.direction == nil || self.direction == direction }
}

extension HighwayInfoEntry {
  /// Reads one entry line (its area header already taken off).
  static func parse(_ line: String, area: String?) -> HighwayInfoEntry {
    var main = line.trimmingCharacters(in: .whitespaces)
    var direction: TravelDirection?
    // "**For eastbound traffic: Chains are required ..."
    if main.hasPrefix("*") {
      let stripped = main.drop { $0 == "*" }
      if let colon = stripped.firstIndex(of: ":") {
        direction = TravelDirection.named(in: stripped[..<colon].lowercased())
        main = String(stripped[stripped.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
      }
    }
    let segments = Self.segments(main)
    let clause = segments.first ?? main
    let rest = segments.dropFirst()
    let lower = " " + clause.lowercased() + " "
    let all = segments.map { $0.lowercased() }.joined(separator: " - ")

    var entry = HighwayInfoEntry(kind: .information, area: area, text: "")
    let words = Set(lower.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map(String.init))
    if words.contains("truck") || words.contains("trucks") {
      entry.kind = .trucksOnly
    } else if lower.contains("reopened") || lower.contains("re-opened") {
      entry.kind = .reopening
    } else if lower.contains(" is closed") || lower.hasPrefix(" closed") || lower.contains(" closure") || lower.hasPrefix(" is now closed") {
      entry.kind = .closure
    } else if lower.contains(" chain") && (lower.contains(" required") || lower.contains(" in effect")) {
      entry.kind = .chains
      let level = RestrictionClassifier.classify(clause)
      entry.chainLevel = [.tractionRequired, .chainsRequired, .chainsAll].contains(level) ? level : .chainsRequired
    } else if lower.contains("1-way") || lower.contains("one-way") || lower.contains("one way") || lower.contains("controlled traffic") {
      entry.kind = .oneWayControl
    } else if lower.contains("advisory") || lower.contains(" wind") {
      entry.kind = .advisory
    }
    entry.isSeasonal = entry.kind == .closure
      && ["for the winter", "winter closure", "for the season", "seasonal closure", "closed for season", "for the winter season"]
        .contains { all.contains($0) }
    if direction == nil {
      direction = ["eastbound", "westbound", "northbound", "southbound"].first { lower.contains(" \($0) ") || lower.contains(" \($0)") }
        .flatMap { TravelDirection.named(in: $0) }
    }
    entry.direction = direction
    entry.time = HighwayInfoTime.parse(all)
    entry.places = places(in: clause)
    entry.reason = rest.first { $0.lowercased().hasPrefix("due to") || $0.lowercased().hasPrefix("because") }
    let kept = segments.filter { !Self.isBoilerplate($0) }
    entry.text = (direction != nil && line.hasPrefix("*") ? "For \(direction?.rawValue ?? "") traffic: " : "") + kept.joined(separator: " - ")
    return entry
  }

  /// The sentence cut at " - " and " – ".
  static func segments(_ text: String) -> [String] {
    text.replacingOccurrences(of: " – ", with: " - ").replacingOccurrences(of: " — ", with: " - ")
      .components(separatedBy: " - ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// "Motorists are advised to use an alternate route" and its kin say nothing about the road.
  static func isBoilerplate(_ segment: String) -> Bool {
    let lower = segment.lowercased()
    return lower.hasPrefix("motorists are advised") || lower.hasPrefix("motorists are urged") || lower.hasPrefix("use an alternate")
      || lower.hasPrefix("motorists should")
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
    let lower = words.map { $0.lowercased() }
    // Words that end a place: the next preposition, a time, a verb phrase.
    let stops: Set<String> = ["from", "to", "at", "between", "and", "on", "due", "for", "each", "thru", "through", "until", "hrs", "is", "are", "in"]
    func place(from start: Int) -> (String, Int) {
      var end = start
      while end < words.count, !stops.contains(lower[end]) { end += 1 }
      return (words[start..<end].joined(separator: " "), end)
    }
    let directions: Set<String> = ["north", "south", "east", "west"]
    var index = 0
    while index < words.count {
      let word = lower[index]
      let next = index + 1 < words.count ? lower[index + 1] : ""
      let afterNext = index + 2 < words.count ? lower[index + 2] : ""
      // "N mi north of X": the place is X.
      let isOffset = word == "of" && index > 0 && directions.contains(lower[index - 1])
      let introduces = ["from", "to", "at", "between", "and"].contains(word) || (word == "in" && next != "effect") || isOffset
      // "to eastbound traffic", "at 1600 hrs" are no places.
      let isTime = next.first?.isNumber == true && afterNext.hasPrefix("hr")
      if introduces, !isTime, !["eastbound", "westbound", "northbound", "southbound", "all", "traffic", "use", ""].contains(next) {
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
         close + 1 == characters.count || characters[close + 1] == " " || characters[close + 1] == "(" {
        let name = String(characters[(index + 1)..<close]).trimmingCharacters(in: .whitespaces)
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
    if let of = words.firstIndex(where: { $0.lowercased() == "of" }), of >= 2,
       ["mi", "mile", "miles", "mi."].contains(words[of - 2].lowercased()) || ["north", "south", "east", "west"].contains(words[of - 1].lowercased()) {
      words = Array(words[(of + 1)...])
    }
    while let first = words.first, ["the", "in", "at"].contains(first.lowercased()) { words.removeFirst() }
    let place = words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: " .,;:*"))
    guard !place.isEmpty, place.first?.isNumber != true || place.contains(where: \.isLetter) && !place.contains("/") else { return "" }
    return place
  }

  /// The clause without "(Placer Co)", "(Tuolumne, Mono Co's)", "(ALPINE CO0" and the like.
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
