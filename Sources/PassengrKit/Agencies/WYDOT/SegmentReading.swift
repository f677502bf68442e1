import FoundationEssentials

/// What one segment's row means for a driver, direction by direction, failing closed: a cell whose
/// class says closed closes the road whatever its words; every text cell (each conditions, advisory,
/// restriction or other cell, wherever it stands, and those of sub-rows for the direction they
/// name) goes through the one reader with WYDOT's terms (`WYDOTWords`), so a closure closes, a
/// chain law sets its level and words not understood keep the direction from `open`, quoted. A row
/// that is not closed and lacks a conditions, advisory or restriction cell proves nothing. `open`
/// needs a readable, current report with nothing but understood, harmless words on it.
struct SegmentReading: Equatable, Sendable {
  /// Each direction asked for, with its level and the words that set it.
  var restrictions: [Restriction]
  /// What was published and sets no level: standing advisories, truck limits (a cell each).
  var information: [String]
  /// The advisory and restriction cells that set a level, each with it ("Chain Law - Level 2").
  var advisories: [(text: String, level: RestrictionLevel)]
  /// Why the report's time proves nothing, if it does not: a missing or unreadable report time.
  /// How old a readable time may be is no question for the reader: the judgement asks it, with
  /// WYDOT's limit (`WYDOT.oldAfter`), so what is saved is what was published.
  var timeProblem: String?

  /// The segment's worst level over the directions read.
  var level: RestrictionLevel { RestrictionLevel.worst(of: restrictions.map(\.level)) }

  /// The words that set `level`.
  var text: String { restrictions.first { $0.level == level }?.text ?? "No report" }

  /// Two readings are equal when they say the same (the tuples of `advisories` compared field by field).
  static func == (lhs: SegmentReading, rhs: SegmentReading) -> Bool {
    lhs.restrictions == rhs.restrictions && lhs.information == rhs.information && lhs.timeProblem == rhs.timeProblem
      && lhs.advisories.map(\.text) == rhs.advisories.map(\.text)
      && lhs.advisories.map(\.level) == rhs.advisories.map(\.level)
  }

  /// What a driver is told when nothing restricts the segment.
  static let nothingReported = "No closure, chain law or travel advisory reported"

  /// Reads `row` for `directions` at `now`; `places` are the words that name places on the page
  /// (harmless beside WYDOT's words).
  init(_ row: SegmentRow, directions: [TravelDirection] = [.both], now: Date, places: Set<String> = []) {
    information = []
    advisories = []
    let time = Self.timeProblem(row, now: now)
    timeProblem = time
    // Every text cell read once; its statements apply to the directions they and the cell cover.
    let read = row.cells.filter { $0.kind != .time }.map { cell in
      (cell, WYDOTWords.read(cell.lines.joined(separator: ". "), places: places))
    }
    for (cell, words) in read where cell.kind == .advisory || cell.kind == .restriction {
      let levels = words.statements.compactMap(\.level).filter { $0 != .open }
      if let worst = levels.isEmpty ? nil : RestrictionLevel.worst(of: levels) {
        advisories.append((cell.text, worst))
      } else if !words.statements.isEmpty, words.statements.contains(where: { $0.meaning == .information }),
        words.text.lowercased() != "none"
      {
        information.append(cell.lines.joined(separator: ", "))
      }
    }
    let axis = Set(directions)
    restrictions = directions.map { direction in
      // A cell or clause for a direction off the pass's axis speaks for both of its directions.
      func covers(_ way: TravelDirection) -> Bool {
        way == .both || direction == .both || way == direction || !axis.contains(way)
      }
      var found = Self.structure(row, covers: covers)
      for (cell, words) in read where covers(cell.direction) {
        for statement in words.statements where covers(statement.direction) {
          switch statement.meaning {
          case .restriction(let level): found.append((level, cell.text.isEmpty ? statement.clause : cell.text))
          case .unrecognised: found.append((.unknown, "unrecognised \(Self.label(cell.kind)) \"\(cell.text)\""))
          case .lifting, .information: break
          }
        }
      }
      var level = found.isEmpty ? .open : RestrictionLevel.worst(of: found.map(\.0))
      var text = found.first { $0.0 == level }?.1 ?? Self.nothingReported
      // A report without a readable time proves nothing short of a closure.
      if let timeProblem = time, !level.isClosure {
        level = .unknown
        text = found.first { $0.0 == .unknown }?.1 ?? timeProblem
      }
      return Restriction(direction: direction, text: text, level: level)
    }
  }

  /// What the row's shape says for a direction (the cells `covers` accepts): a closed class closes
  /// (for the season when extended or its words say so); a merged cell not marked closed proves
  /// nothing short of the closure its words state; a missing or blank cell proves nothing.
  private static func structure(_ row: SegmentRow, covers: (TravelDirection) -> Bool) -> [(RestrictionLevel, String)] {
    let cells = row.cells.filter { covers($0.direction) }
    if let closed = cells.first(where: \.isClosedByClass) {
      let words = closed.text
      let normalized = RestrictionClassifier.normalize(words)
      let seasonal =
        cells.contains(where: \.isExtended) || RestrictionClassifier.classify(words) == .closedForSeason
        || Wording(normalized).hasAny(RestrictionClassifier.seasonQualifiers + ["season"])
      return [(seasonal ? .closedForSeason : .closed, words.isEmpty ? "Closed (the cell gives no words)" : words)]
    }
    let conditions = cells.filter { $0.kind == .conditions }
    guard !conditions.isEmpty else {
      return [(.unknown, "no conditions cell for \(row.segment): the page layout may have changed")]
    }
    if let merged = conditions.first(where: \.isMerged) {
      return [
        (
          .unknown,
          "unrecognised condition \"\(merged.text.isEmpty ? "no conditions given" : merged.text)\" in a cell that stands for the advisories and restrictions"
        )
      ]
    }
    var found: [(RestrictionLevel, String)] = []
    // A closed class on a cell that does not stand for the whole row is not WYDOT's closed row: not
    // a closure by its class, never open either; its words decide beside it.
    if let marked = cells.first(where: { cell in
      !cell.isMerged && cell.classes.contains { $0.hasPrefix("closed") || $0 == "extendedcond" }
    }) {
      found.append((.unknown, "a cell marked closed that does not stand for the whole row: \"\(marked.text)\""))
    }
    if conditions.allSatisfy(\.isBlank) { found.append((.unknown, "no conditions given for \(row.segment)")) }
    // An open row always fills its advisory and restriction cells ("None" when there is nothing):
    // a cell missing or empty is no evidence that no chain law or advisory is in force.
    if cells.allSatisfy({ $0.kind != .advisory || $0.isBlank }) {
      found.append((.unknown, "no advisories given for \(row.segment): a chain law or travel advisory may be in force"))
    }
    if cells.allSatisfy({ $0.kind != .restriction || $0.isBlank }) {
      found.append((.unknown, "no restrictions given for \(row.segment): a restriction may be in force"))
    }
    return found
  }

  /// Why `row`'s report time proves nothing, or nil.
  private static func timeProblem(_ row: SegmentRow, now: Date) -> String? {
    guard let reported = row.reportedAt, Plausibility.isPlausible(reported, now: now) else {
      return row.reportTime.map {
        "WYDOT's report time \"\($0)\" for \(row.segment) could not be read: the report is not current"
      }
        ?? "WYDOT gives no report time for \(row.segment): the report is not current"
    }
    return nil
  }

  /// How a cell of `kind` is named to a driver.
  private static func label(_ kind: SegmentCell.Kind) -> String {
    switch kind {
    case .conditions: return "condition"
    case .advisory: return "advisory"
    case .restriction: return "restriction"
    case .time: return "report time"
    case .text: return "text"
    }
  }

  /// Whether `line` is a truck limit or its stretch ("Weight restriction: 60000 lbs", "WY 22 from
  /// milepost 6.000 to 17.490"): a line the reader leaves without a level, naming a limit word.
  static func isTruckLimit(_ line: String) -> Bool {
    let words = WYDOTWords.read(line)
    let tokens = Set(words.statements.flatMap { $0.clause.split(separator: " ").map(String.init) })
    return words.statements.allSatisfy { $0.meaning == .information }
      && !tokens.isDisjoint(with: ["weight", "width", "height", "length", "axle", "axles", "gvw", "milepost"])
  }
}
