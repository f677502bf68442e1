import Foundation

/// What one segment's row means for a driver, failing closed: a merged closed cell is a closure
/// whatever its words; a chain law sets its level; the advisories that limit travel keep the
/// segment from `open`; conditions, standing advisories and truck limits are information. Any
/// cell text that is none of these is read by `RestrictionClassifier`, and counts `unknown`
/// unless it names a closure. `open` needs a readable, current report with nothing but known
/// information on it.
struct SegmentReading: Equatable, Sendable {
  /// The segment's level, both directions.
  var level: RestrictionLevel
  /// The words that set it (a closure's or an advisory's, as published; or what could not be read).
  var text: String
  /// What was published and sets no level: standing advisories, truck limits.
  var information: [String]
  /// The advisories that set a level, each with it ("Chain Law - Level 2", "No Unnecessary Travel").
  var advisories: [(text: String, level: RestrictionLevel)]
  /// Why the report is not current, if it is not: an unreadable or old report time.
  var timeProblem: String?

  /// Two readings are equal when they say the same (the tuples of `advisories` compared field by field).
  static func == (lhs: SegmentReading, rhs: SegmentReading) -> Bool {
    lhs.level == rhs.level && lhs.text == rhs.text && lhs.information == rhs.information && lhs.timeProblem == rhs.timeProblem
      && lhs.advisories.map(\.text) == rhs.advisories.map(\.text) && lhs.advisories.map(\.level) == rhs.advisories.map(\.level)
  }

  /// The road conditions WYDOT reports (a report, not a restriction).
  static let conditionWords: [String] = [
    "dry", "wet", "slick in spots", "slick", "drifted snow", "blowing snow", "reduced visibility", "fog",
  ]

  /// What a phrase of an advisory or restriction cell says.
  enum Phrase: Equatable, Sendable {
    /// Nothing: "None".
    case nothing
    /// A standing advisory, shown with the pass: "Black Ice", "Falling Rock", "Strong Winds".
    case information
    /// A level set outright: the chain laws.
    case level(RestrictionLevel)
    /// Travel limited in a way our scale does not hold ("No Unnecessary Travel", "Closed to Light,
    /// High Profile Vehicles", "No Trailer Traffic"): never open, counted `unknown`, shown in words.
    case limit
  }

  /// The phrases of advisory and restriction cells, normalised (lower case, punctuation as spaces).
  static let phrases: [(words: [String], meaning: Phrase)] = {
    let table: [(String, Phrase)] = [
      ("none", .nothing),
      ("black ice", .information), ("falling rock", .information), ("falling rocks", .information),
      ("strong winds", .information), ("strong wind", .information),
      ("chain law level 1", .level(.tractionAdvised)), ("chain law level 2", .level(.tractionRequired)),
      ("no unnecessary travel", .limit), ("closed to light high profile vehicles", .limit), ("no trailer traffic", .limit),
    ]
    let split: [(words: [String], meaning: Phrase)] = table.map { entry in
      (words: entry.0.split(separator: " ").map(String.init), meaning: entry.1)
    }
    return split.sorted { $0.words.count > $1.words.count }
  }()

  /// Reads `row` at `now`; `maximumAge` (nil for a saved page, a snapshot) is how old a report
  /// may be and still count as current.
  init(_ row: SegmentRow, now: Date, maximumAge: TimeInterval?) {
    var levels: [RestrictionLevel] = []
    var deciding: [(RestrictionLevel, String)] = []
    information = []
    advisories = []
    timeProblem = nil
    let words = row.conditions ?? ""

    // Conditions: a closed cell by its class, whatever its words; a merged cell of another class
    // by its words; an ordinary cell by WYDOT's condition words.
    if row.isClosedByClass {
      let seasonal = row.isExtended || RestrictionClassifier.classify(words) == .closedForSeason
        || Wording(RestrictionClassifier.normalize(words)).hasAny(RestrictionClassifier.seasonQualifiers + ["season"])
      let level: RestrictionLevel = seasonal ? .closedForSeason : .closed
      levels.append(level)
      deciding.append((level, words.isEmpty ? "Closed (the cell gives no words)" : words))
    } else if row.conditions == nil {
      levels.append(.unknown)
      deciding.append((.unknown, "no conditions cell in the row: the page layout may have changed"))
    } else if row.isMerged || !Self.isConditionReport(words) {
      let level = Self.fallback(words)
      levels.append(level)
      let said = words.isEmpty ? "no conditions given" : "\"\(words)\""
      deciding.append((level, level == .unknown ? "unrecognised condition \(said)" : words))
    }

    // An open row always fills its advisory and restriction cells ("None" when there is nothing):
    // a cell missing or empty is no evidence that no chain law or advisory is in force.
    if !row.isClosedByClass, !row.isMerged {
      if row.advisories.isEmpty {
        levels.append(.unknown)
        deciding.append((.unknown, "no advisories given for \(row.segment): a chain law or travel advisory may be in force"))
      }
      if row.restrictions.isEmpty {
        levels.append(.unknown)
        deciding.append((.unknown, "no restrictions given for \(row.segment): a restriction may be in force"))
      }
    }

    // Advisories and restrictions, line by line.
    // A restriction cell of truck limits only is one item: the stretch with its limits.
    var lines = row.advisories + row.restrictions
    if !row.restrictions.isEmpty, row.restrictions.allSatisfy(Self.isTruckLimit) {
      information.append(row.restrictions.joined(separator: ", "))
      lines = row.advisories
    }
    for line in lines {
      if Self.isTruckLimit(line) {
        information.append(line)
        continue
      }
      let (meanings, leftover) = Self.read(line)
      for (phrase, text) in meanings {
        switch phrase {
        case .nothing: break
        case .information: information.append(text)
        case .level(let level):
          levels.append(level)
          advisories.append((text, level))
          deciding.append((level, text))
        case .limit:
          levels.append(.unknown)
          advisories.append((text, .unknown))
          deciding.append((.unknown, text))
        }
      }
      if !leftover.isEmpty {
        let level = Self.fallback(line)
        levels.append(level)
        deciding.append((level, level == .unknown ? "unrecognised advisory \"\(line)\"" : line))
      }
    }

    // The report time: unreadable or old, the report is not current, and proves nothing short of
    // a closure. A closure stays closed however old its report (seasonal ones are months old).
    var level = levels.isEmpty ? .open : RestrictionLevel.worst(of: levels)
    if let reported = row.reportedAt, Plausibility.isPlausible(reported, now: now) {
      if let maximumAge, now.timeIntervalSince(reported) > maximumAge, !level.isClosure {
        timeProblem = "WYDOT's report for \(row.segment) is from \(reported.age(at: now)), over \(Int(maximumAge / 3600)) h ago: it is not current"
      }
    } else {
      timeProblem = row.reportTime.map { "WYDOT's report time \"\($0)\" for \(row.segment) could not be read: the report is not current" }
        ?? "WYDOT gives no report time for \(row.segment): the report is not current"
    }
    if let timeProblem, !level.isClosure {
      level = .unknown
      deciding.append((.unknown, timeProblem))
    }
    self.level = level
    self.text = deciding.first { $0.0 == level }?.1 ?? "No closure, chain law or travel advisory reported"
  }

  /// Whether `words` are WYDOT road conditions only ("Dry", "Slick in Spots, Blowing Snow").
  static func isConditionReport(_ words: String) -> Bool {
    let parts = words.lowercased().split(whereSeparator: { $0 == "," || $0 == "/" || $0 == ";" || $0 == "&" })
      .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
      .flatMap { $0.components(separatedBy: " and ") }
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    return !parts.isEmpty && parts.allSatisfy(conditionWords.contains)
  }

  /// Text nothing else recognised: a closure when the classifier reads one, else `unknown`. Never
  /// open: a cell of this page that opens the road in free words is not one we have seen.
  static func fallback(_ text: String) -> RestrictionLevel {
    let level = RestrictionClassifier.classify(text)
    return level.isClosure ? level : .unknown
  }

  /// The known phrases of `line`, each with its words as published, and the words left over.
  static func read(_ line: String) -> (phrases: [(Phrase, String)], leftover: [String]) {
    // Commas, full stops and every kind of dash between words separate; none is a word.
    let spaced = String(line.map { ",.;\u{2013}\u{2014}".contains($0) ? " " : $0 })
    let tokens = RestrictionClassifier.normalize(spaced).split(separator: " ").map(String.init)
    var found: [(Phrase, String)] = []
    var leftover: [String] = []
    var index = 0
    while index < tokens.count {
      if let match = phrases.first(where: { tokens[index...].starts(with: $0.words) }) {
        found.append((match.meaning, shown(match.words)))
        index += match.words.count
      } else {
        if tokens[index] != "and" { leftover.append(tokens[index]) }
        index += 1
      }
    }
    return (found, leftover)
  }

  /// A phrase in WYDOT's spelling: "Chain Law - Level 2", "Closed to Light, High Profile Vehicles".
  private static func shown(_ words: [String]) -> String {
    switch words.joined(separator: " ") {
    case "chain law level 1": return "Chain Law - Level 1"
    case "chain law level 2": return "Chain Law - Level 2"
    case "closed to light high profile vehicles": return "Closed to Light, High Profile Vehicles"
    default: return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
  }

  /// A limit for trucks ("Weight restriction: 60000 lbs", "Width restriction: 12 ft", "Single unit
  /// 6+ axles: 32T") or the stretch it holds on ("WY 22 from milepost 6.000 to 17.490"): no
  /// passenger restriction, shown as information. Only a line made of nothing but such words and
  /// figures is one; any other word ("bridge out") makes it text to classify.
  static func isTruckLimit(_ line: String) -> Bool {
    let spaced = String(line.map { ",;\u{2013}\u{2014}".contains($0) ? " " : $0 })
    let tokens = RestrictionClassifier.normalize(spaced).split(separator: " ").map(String.init)
    let limits: Set<String> = ["weight", "width", "height", "length", "axle", "axles", "gvw"]
    guard tokens.contains(where: limits.contains) || isStretch(tokens) else { return false }
    return tokens.allSatisfy { token in
      truckWords.contains(token) || isFigure(token)
    }
  }

  /// The words a truck limit and its stretch are written with.
  private static let truckWords: Set<String> = [
    "weight", "width", "height", "length", "restriction", "restrictions", "limit", "limits", "axle", "axles", "gvw", "gross", "single",
    "unit", "units", "tandem", "lbs", "lb", "pounds", "ft", "feet", "tons", "ton", "t", "from", "milepost", "mp", "to", "of", "is", "in",
    "effect", "over", "maximum", "max", "wy", "us", "i", "and",
  ]

  /// "60000", "6.000", "6+", "32t", "12ft", "60,000" (commas already spaces): a figure with an optional unit.
  private static func isFigure(_ token: String) -> Bool {
    guard token.first?.isNumber == true else { return false }
    let unit = token.drop { $0.isNumber || $0 == "." || $0 == "+" }
    return ["", "t", "ft", "lbs", "lb", "k"].contains(String(unit))
  }

  /// "wy 22 from milepost 6.000 to 17.490": a stretch of route, named by its mileposts.
  private static func isStretch(_ tokens: [String]) -> Bool {
    tokens.count >= 2 && ["wy", "us", "i"].contains(tokens[0]) && tokens[1].first?.isNumber == true && tokens.contains("milepost")
  }
}
