import FoundationEssentials

extension PassengrSession {

  /// The passes in a saved page or feed, read as `format` (`.auto` asks the built-in agencies), as
  /// a parsed document shows them, read at `readAt` (the front end's clock); `location` names it in errors.
  public static func parse(_ data: Data, format: SourceFormat = .auto, location: String, readAt: Date) throws
    -> ParsedDocument
  {
    try parse(data, format: format, location: location, readAt: readAt, agencies: .all)
  }

  /// The passes in a saved page or feed, read as `format` (`.auto` asks this session's agencies), at
  /// the session clock's now.
  func parse(_ data: Data, format: SourceFormat = .auto, location: String) throws -> ParsedDocument {
    try Self.parse(data, format: format, location: location, readAt: clock(), agencies: agencies)
  }

  static func parse(_ data: Data, format: SourceFormat, location: String, readAt: Date, agencies: Agencies) throws
    -> ParsedDocument
  {
    let parsed = try PassDocument.reports(
      from: data, format: format, location: location, fetchedAt: readAt, agencies: agencies)
    let publisher = agencies.agency(reading: parsed.format)
    return ParsedDocument(
      format: parsed.format,
      rows: parsed.reports.map { StatusRow(report: $0, publisher: publisher, agencies: agencies) })
  }

  /// The level a restriction text describes, as a feed's pass is told it at `now`: see `answer(to:agency:now:)`.
  public static func classify(_ text: String, agency: AgencyID? = nil, now: Date) -> RestrictionLevel {
    answer(to: text, agency: agency, now: now).level
  }

  /// Each clause of `text` as the reader reads it (with `agency`'s own terms), in order, then the
  /// labels of where and when it set aside: why `classify` prints what it prints.
  public static func clauses(of text: String, agency id: AgencyID? = nil) -> [ReadClause] {
    let words = read(text, agency: id)
    return words.statements.map {
      ReadClause(clause: $0.clause, direction: $0.direction, reading: ReadClause.Reading($0.meaning))
    } + words.labels.map { ReadClause(clause: $0, direction: .both, reading: .label) }
  }

  /// The id that reads a text as the National Weather Service publishes it: its alerts' words read with
  /// its own terms (see `NWSSource.terms`).
  public static let weatherService = AgencyID(rawValue: NWSSource.name)

  /// `text` read by the one reader with the terms of the agency `id` names (or of the Weather
  /// Service), or the shared vocabulary alone.
  static func read(_ text: String, agency id: AgencyID?) -> RoadWords {
    let cleaned = TextSanitizer.clean(text)
    if NWSSource.isNamed(id) || id == nil && NWSSource.signs(cleaned) {
      return RoadWords.read(cleaned, terms: NWSSource.terms)
    }
    return id.flatMap(Agencies.all.agency)?.read(cleaned) ?? RoadWords.read(cleaned)
  }

  /// The answer a driver gets for a pass whose agency publishes `text` for both directions, fresh:
  /// the same reader (with `agency`'s own terms, or the shared vocabulary alone) and the same
  /// judgement a feed's pass goes through, so `classify` never disagrees with `status`. Words it
  /// does not understand read `unknown`, never `open`.
  public static func answer(to text: String, agency id: AgencyID? = nil, now: Date) -> PassJudgement.Direction {
    let agency = id.flatMap(Agencies.all.agency)
    let cleaned = TextSanitizer.clean(text)
    let words = read(text, agency: id)
    var restriction = Restriction(direction: .both, text: cleaned, level: words.level)
    restriction.floor = words.floor(for: .both)
    let conditions = PassConditions(
      restrictions: [restriction], roadConditions: nil,
      weather: nil, temperatureF: nil,
      updatedAt: now, fetchedAt: now)
    var row = StatusRow(id: nil, agency: id, name: "", highway: "", directions: [.both], conditions: conditions)
    row.credit(agency)
    row.judgeAge(limit: agency?.oldAfter, now: now)
    return PassJudgement(row: row, over: [.both]).directions.first
      ?? PassJudgement.Direction(
        direction: .both, published: .unknown, level: .unknown, text: nil, currency: .noRecord, reason: .noData,
        advice: nil)
  }
}
