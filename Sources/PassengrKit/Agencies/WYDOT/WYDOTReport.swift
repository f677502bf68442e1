import FoundationEssentials

/// Turns route pages into a pass's conditions: each segment of the pass found by its text on its
/// route's page and read (`SegmentReading`); the pass as bad as its worst segment, both directions
/// alike; a segment missing from its page `unknown`, saying the layout may have changed.
enum WYDOTReport {
  /// The health name of the route pages (also the source's name).
  static let source = SourceName.wydot.rawValue

  /// A segment's text compared loosely: case, white space and the apostrophe's shape ignored.
  /// The exits a segment runs between ("Between Exit 323, Happy Jack Rd and Exit 335, Buford" →
  /// 323...335); nil unless it names two.
  static func exits(in text: String) -> ClosedRange<Int>? {
    let words = RestrictionClassifier.normalize(text).split(separator: " ")
    let numbers = zip(words, words.dropFirst()).compactMap { $0 == "exit" ? Int($1) : nil }
    guard numbers.count >= 2, let low = numbers.min(), let high = numbers.max(), low < high else { return nil }
    return low...high
  }

  static func key(_ text: String) -> String {
    TextSanitizer.clean(text).lowercased().replacing("\u{2019}", with: "'").replacing(
      "`", with: "'"
    )
    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The conditions of `pass` from `pages` (by route, as `SelectedRoute` takes it) at `now`, as
  /// published: the oldest segment's report time is the update time the judgement ages. Fails only
  /// when no page of the pass could be read.
  static func conditions(
    for pass: Pass, segments: [WYDOTCatalog.Segment], pages: [String: Result<RoutePage, Error>], now: Date
  ) -> Result<PassConditions, Error> {
    guard !segments.isEmpty else { return .failure(SourceError.passNotInSource(id: pass.id, source: source)) }
    let failures = segments.compactMap { segment -> Error? in
      if case .failure(let error) = pages[segment.route] { return error }
      return pages[segment.route] == nil ? SourceError.passNotInSource(id: pass.id, source: source) : nil
    }
    if failures.count == segments.count, let first = failures.first { return .failure(first) }

    let isSeveral = segments.count > 1
    let directions = pass.directions.all
    var levels: [TravelDirection: [(level: RestrictionLevel, text: String, gap: Restriction.Gap?)]] = [:]
    func add(
      _ level: RestrictionLevel, _ text: String, for direction: TravelDirection? = nil, gap: Restriction.Gap? = nil
    ) {
      for way in directions where direction == nil || direction == way {
        levels[way, default: []].append((level, text, gap))
      }
    }
    var problems: [String] = []
    var notices: [PassConditions.Notice] = []
    var conditionWords: [String] = []
    var times: [Date] = []
    var readings: [SegmentReading] = []
    for segment in segments {
      let named = { (text: String) in isSeveral ? "\(segment.text): \(text)" : text }
      let page: RoutePage
      switch pages[segment.route] {
      case .success(let found)?: page = found
      case .failure(let error)?:
        let why =
          "WYDOT's \(RoutePage.written(segment.route)) page could not be read: \(TextSanitizer.clean(String(describing: error)))"
        problems.append(why)
        add(.unknown, named(why))
        continue
      case nil:
        problems.append("WYDOT's \(RoutePage.written(segment.route)) page was not fetched")
        add(.unknown, named("no report"))
        continue
      }
      let places = DistrictComments(
        pass: pass, segments: segments.filter { $0.route == segment.route }, route: segment.route, page: page
      ).places
      let rows = page.rows.filter { key($0.segment) == key(segment.text) }
      guard !rows.isEmpty else {
        let why =
          "the segment \"\(segment.text)\" is missing from WYDOT's \(RoutePage.written(segment.route)) page: the page layout may have changed"
        problems.append(why)
        add(.unknown, isSeveral ? why : "No report for this segment: the page layout may have changed", gap: .noReport)
        continue
      }
      for row in rows {
        // A segment for one direction speaks for that direction alone (for both, off the pass's axis).
        let ways = directions.contains(row.direction) && row.direction != .both ? [row.direction] : directions
        let reading = SegmentReading(row, directions: ways, now: now, places: places)
        readings.append(reading)
        for restriction in reading.restrictions {
          add(restriction.level, named(restriction.text), for: restriction.direction)
        }
        if let problem = reading.timeProblem { problems.append(problem) }
        if let reported = row.reportedAt, Plausibility.isPlausible(reported, now: now) { times.append(reported) }
        if let words = row.conditions, !row.isClosedByClass, !words.isEmpty { conditionWords.append(named(words)) }
        if isSeveral {
          notices.append(
            PassConditions.Notice(
              source: source, direction: nil, level: reading.level, kind: .segment,
              text: "\(segment.text): \(reading.text)"))
        }
        for advisory in reading.advisories where advisory.text != reading.text || isSeveral {
          notices.append(
            PassConditions.Notice(
              source: source, direction: nil, level: advisory.level, kind: .advisory, text: named(advisory.text)))
        }
        for item in reading.information {
          let kind: NoticeKind = SegmentReading.isTruckLimit(item) ? .truckLimit : .advisory
          notices.append(
            PassConditions.Notice(source: source, direction: nil, level: nil, kind: kind, text: named(item)))
        }
      }
    }
    // The comments of each page the pass is on, read for its route and its segments.
    let commentsBefore = levels
    for route in segments.map(\.route).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
      guard case .success(let page)? = pages[route] else { continue }
      let comments = DistrictComments(
        pass: pass, segments: segments.filter { $0.route == route }, route: route, page: page)
      let mine = Set(segments.map { key($0.text) })
      // A row the catalogue does not know whose exits lie within one of the pass's own segments (a
      // segment split in two: "Between Exit 323, Happy Jack Rd and Exit 329, Vedauwoo") is on the
      // pass: what it reads short of open counts.
      let ownExits = segments.filter { $0.route == route }.compactMap { Self.exits(in: $0.text) }
      let catalogued = Set(WYDOTCatalog.segments.values.flatMap { $0 }.map { key($0.text) })
      for row in page.rows where !mine.contains(key(row.segment)) && !catalogued.contains(key(row.segment)) {
        guard let exits = Self.exits(in: row.segment),
          ownExits.contains(where: { $0.lowerBound <= exits.lowerBound && exits.upperBound <= $0.upperBound })
        else { continue }
        let reading = SegmentReading(row, directions: directions, now: now, places: comments.places)
        for restriction in reading.restrictions where restriction.level != .open {
          add(restriction.level, "\(row.segment): \(restriction.text)", for: restriction.direction)
        }
      }
      for row in page.rows where !mine.contains(key(row.segment)) {
        for (statement, text) in comments.statements(inRow: row) {
          guard let level = statement.level else { continue }
          let way: TravelDirection? = directions.contains(statement.direction) ? statement.direction : nil
          add(level, level == .unknown ? "words not understood that name this pass: \"\(text)\"" : text, for: way)
        }
      }
      // Text outside the tables: only a closure or chains it places on the pass counts.
      for (statement, text, placed) in comments.statements(in: page.notes) where placed {
        guard let level = statement.level, level != .unknown, level != .open else { continue }
        let way: TravelDirection? = directions.contains(statement.direction) ? statement.direction : nil
        add(level, "WYDOT's page for \(RoutePage.written(route)): \(text)", for: way)
      }
      for (statement, text, placed) in comments.statements(in: page.comments) {
        guard let level = statement.level else { continue }
        let way: TravelDirection? = directions.contains(statement.direction) ? statement.direction : nil
        if !placed {
          add(
            .unknown, "WYDOT's comments on \(RoutePage.written(route)) say \"\(text)\" without saying where", for: way,
            gap: .unplaceable)
        } else if level == .unknown {
          add(
            .unknown, "words not understood in WYDOT's comments on \(RoutePage.written(route)): \"\(text)\"", for: way)
        } else {
          add(level, "WYDOT's comments on \(RoutePage.written(route)): \(text)", for: way)
        }
      }
    }
    var restrictions: [Restriction] = directions.map { direction in
      let found = levels[direction] ?? []
      let worst = RestrictionLevel.worst(of: found.map(\.level))
      guard let deciding = found.first(where: { $0.level == worst }) else {
        return Restriction(direction: direction, text: "No report", gap: .noReport)
      }
      var restriction = Restriction(direction: direction, text: deciding.text, level: worst)
      restriction.gap = deciding.gap
      return restriction
    }
    // Segments that all say the same need no segment-by-segment account.
    if isSeveral, let first = readings.first, readings.count == segments.count,
      levels.mapValues(\.count) == commentsBefore.mapValues(\.count),
      readings.allSatisfy({ $0.restrictions == first.restrictions })
    {
      restrictions = first.restrictions.map {
        Restriction(
          direction: $0.direction,
          text: "\($0.text) (\(readings.count == 2 ? "both" : "all \(readings.count)") segments)", level: $0.level)
      }
      notices.removeAll { $0.kind == .segment }
    }
    var conditions = PassConditions(
      restrictions: restrictions,
      roadConditions: conditionWords.isEmpty ? nil : conditionWords.joined(separator: ". "), weather: nil,
      temperatureF: nil,
      // The pass is as old as its oldest segment's report.
      updatedAt: times.min(), fetchedAt: now)
    conditions.reports = notices
    if !problems.isEmpty { conditions.warning = problems.joined(separator: "; ") }
    return .success(conditions)
  }

  /// A row as parsing a saved report shows it: the segment with its level (read as a snapshot), its
  /// words, and the built-in passes it belongs to.
  static func report(_ row: SegmentRow, fetchedAt: Date) -> PassReport {
    let reading = SegmentReading(row, now: fetchedAt)
    let passes = WYDOTCatalog.passes.filter { pass in
      (WYDOTCatalog.segments[pass.id] ?? []).contains { key($0.text) == key(row.segment) }
    }
    var facts: [String] = []
    if row.isClosedByClass {
      facts.append(row.isExtended ? "closed (extended)" : "closed")
    } else if let words = row.conditions {
      facts.append(words)
    }
    facts += row.cells(.text).map(\.text)
    facts += reading.advisories.map(\.text) + reading.information
    if let time = row.reportTime { facts.append("reported \(time)" + (row.reportedAt == nil ? " (unreadable)" : "")) }
    facts.append("pass: " + (passes.isEmpty ? "no built-in pass" : passes.map(\.name).joined(separator: ", ")))
    var report = PassReport(
      id: nil, publishedName: row.segment, elevationFeet: nil,
      conditions: PassConditions(
        restrictions: [Restriction(direction: .both, text: reading.text, level: reading.level)],
        roadConditions: facts.joined(separator: " · "), weather: nil, temperatureF: nil, updatedAt: row.reportedAt,
        fetchedAt: fetchedAt))
    report.name = row.route.map { "\($0): \(row.segment)" } ?? row.segment
    report.highway = row.route
    return report
  }
}
