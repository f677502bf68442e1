import Foundation

extension PassengrSession {
  /// Stored changes, as `changes(_:)` found them.
  public struct Changes: Sendable {
    /// The changes, oldest first.
    public internal(set) var records: [HistoryRecord]
    /// Lines that could not be read (a torn last line after a power loss), said in words.
    public internal(set) var warnings: [String]
  }

  /// A saved page or feed as `parse(_:format:location:)` read it.
  public struct Parsed: Sendable {
    /// The format it was read as.
    var format: SourceFormat
    /// One row per pass or checkpoint in it.
    public internal(set) var rows: [StatusRow]
  }

  /// The passes in the user's order: those `names` names (by id, name or unique prefix), else the
  /// enabled ones, or every one with `includeDisabled`; only `agency`'s when given.
  public func passes(named names: [String] = [], agency: AgencyID? = nil, includeDisabled: Bool = false) throws
    -> [Pass]
  {
    let saved = try dataSource()
    let chosen =
      !names.isEmpty
      ? try saved.names(declaredBy: agencies).select(names)
      : includeDisabled ? saved.orderedPasses : saved.visiblePasses
    return saved.passes(chosen, of: agency)
  }

  /// Report rows for `passes` as saved, whatever their age (for `list --json`).
  public func rows(for passes: [Pass], now: Date? = nil) throws -> [StatusRow] {
    try dataSource().rows(for: passes, now: now ?? clock(), maxAge: .infinity, agencies: agencies, recording: recording)
  }

  /// The stored changes `query` asks for, and warnings about lines that could not be read (a
  /// torn last line after a power loss).
  public func changes(_ query: HistoryQuery) throws -> Changes {
    let saved = try dataSource()
    let refresh = query.since == nil && query.isLastRefreshOnly ? saved.archive.refreshCount : nil
    // The last refresh's changes are the end of the log: only that much is read.
    let (records, warnings) = try refresh.map(history.readLastRefresh) ?? history.read()
    var ids: Set<Int>?
    if !query.passes.isEmpty { ids = Set(try saved.names(declaredBy: agencies).select(query.passes).map(\.id)) }
    if let agency = query.agency {
      let theirs = Set(saved.passes(saved.orderedPasses, of: agency).map(\.id))
      ids = ids.map { $0.intersection(theirs) } ?? theirs
    }
    return Changes(records: query.filter(records, passIDs: ids, refresh: refresh), warnings: warnings)
  }

  /// Drops history older than `keep`, under the archive lock; returns how many changes went.
  public func prune(keep: TimeSpan, now: Date? = nil) async throws -> Int {
    let cutoff = (now ?? clock()).addingTimeInterval(-keep.seconds)
    return try await store.transaction { _ in try history.prune(olderThan: cutoff) }
  }

  /// The passes in a saved page or feed, read as `format` (`.auto` asks the built-in agencies), as
  /// `passengr parse` shows them; `location` names it in errors.
  public static func parse(_ data: Data, format: SourceFormat = .auto, location: String) throws -> Parsed {
    try parse(data, format: format, location: location, agencies: .all)
  }

  /// The passes in a saved page or feed, read as `format` (`.auto` asks this session's agencies).
  func parse(_ data: Data, format: SourceFormat = .auto, location: String) throws -> Parsed {
    try Self.parse(data, format: format, location: location, agencies: agencies)
  }

  static func parse(_ data: Data, format: SourceFormat, location: String, agencies: Agencies) throws -> Parsed {
    let parsed = try PassDocument.reports(from: data, format: format, location: location, agencies: agencies)
    let publisher = agencies.agency(reading: parsed.format)
    return Parsed(
      format: parsed.format,
      rows: parsed.reports.map { StatusRow(report: $0, publisher: publisher, agencies: agencies) })
  }

  /// The bytes of the file at `path`, for `parse`; a directory, a missing file, a file that is not a
  /// regular file (a FIFO, a device) or one larger than a page may be is an error.
  public static func readFile(_ path: String) throws -> Data {
    try PassDocument.read(path: path)
  }

  /// Everything on standard input, for `parse -`, up to the size a page may be; more is an error.
  public static func readStandardInput() throws -> Data {
    do {
      return try LocalFile.read(descriptor: 0)
    } catch {
      throw PassengrError.unreadableFile(path: "standard input", reason: error.reason)
    }
  }

  /// The candidate nearest to `word` when it is near enough to be a likely typo ("stauts" for
  /// "status"), as Passengr suggests pass and trip names; nil when none is.
  public static func suggestion(for word: String, among candidates: [String]) -> String? {
    word.nearest(in: candidates)
  }

  /// The level a restriction text describes, as a feed's pass is told it: see `answer(to:agency:now:)`.
  public static func classify(_ text: String, agency: AgencyID? = nil) -> RestrictionLevel {
    answer(to: text, agency: agency).level
  }

  /// The answer a driver gets for a pass whose agency publishes `text` for both directions, fresh:
  /// the same reader (with `agency`'s own terms, or the shared vocabulary alone) and the same
  /// judgement a feed's pass goes through, so `classify` never disagrees with `status`. Words it
  /// does not understand read `unknown`, never `open`.
  public static func answer(to text: String, agency id: AgencyID? = nil, now: Date = Date()) -> PassJudgement.Direction
  {
    let agency = id.flatMap(Agencies.all.agency)
    let cleaned = TextSanitizer.clean(text)
    let words = agency?.read(cleaned) ?? RoadWords.read(cleaned)
    let conditions = PassConditions(
      restrictions: [Restriction(direction: .both, text: cleaned, level: words.level)], roadConditions: nil,
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
