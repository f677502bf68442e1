import FoundationEssentials

/// Every way Passengr shows passes and changes, as text a front end prints: the terminal table,
/// the pass list, the HTML page and the JSON documents. Pure functions of the rows and records the
/// session returns.
public enum Reports {
  /// The status table: one card per pass, wrapped to `width`, coloured by level when `useColor`.
  public static func table(
    _ rows: [StatusRow], useColor: Bool, width: Int, now: Date, showsCameras: Bool = false
  ) -> String {
    TableRenderer(useColor: useColor, width: width, now: now, showsCameras: showsCameras).render(rows)
  }

  /// The list of passes: one line per pass (name, highway, each direction's judged level, the
  /// data's age), fitted to `width`, then a line per recording with its time.
  public static func lines(_ rows: [StatusRow], useColor: Bool, width: Int, now: Date) -> String {
    LineRenderer(useColor: useColor, width: width, now: now).render(rows)
  }

  /// "Fri Jan 10, 8:45 PM PST": a time of Passengr's own (a backup, a change) in the user's zone
  /// (`TZ`; Pacific when unset).
  public static func time(_ date: Date) -> String {
    ZonedTime.user(date)
  }

  /// "just now", "12 min ago", "3 h ago", "2 d ago": how long before `now` `date` was, as every
  /// report says it.
  public static func age(of date: Date, at now: Date) -> String {
    date.age(at: now)
  }

  /// The HTML report: one self-contained page (inline CSS, no script), every text escaped.
  public static func html(_ rows: [StatusRow], now: Date) -> String {
    HTMLReport(now: now).render(rows)
  }

  /// A trip's HTML report: `check`'s answer first, then each pass's card in driving order.
  public static func html(_ check: CheckResult) -> String {
    HTMLReport(now: check.now).render(check)
  }

  /// Writes an HTML report to `path` atomically, mode 0600.
  public static func writeHTML(_ page: String, to path: String) throws {
    try HTMLReport.write(page, to: path)
  }

  /// Throws unless a page may be written to `path`: missing, or a regular file (not a directory,
  /// device, pipe, socket or symbolic link). `report` asks before it refreshes, so a wrong path
  /// writes nothing at all.
  public static func checkPageTarget(_ path: String) throws {
    try HTMLReport.checkTarget(path)
  }

  /// `passengr.status/3`: the rows (each direction's answer), each agency's health, and each
  /// source's consecutive failures. Version 1's deprecated `source` and `sourceFailures` are gone.
  public static func statusJSON(_ result: StatusResult, layout: JSONLayout = JSONLayout()) throws -> String {
    try JSONOutput.document(
      schema: "passengr.status/3", generatedAt: result.now,
      extra: ["sources": .counts(result.sourceFailures), "agencies": .agencies(result.agencies)], rows: result.rows,
      layout: layout)
  }

  /// `passengr.list/3`: the passes as saved.
  public static func listJSON(_ rows: [StatusRow], now: Date, layout: JSONLayout = JSONLayout()) throws
    -> String
  {
    try JSONOutput.document(schema: "passengr.list/3", generatedAt: now, rows: rows, layout: layout)
  }

  /// `passengr.parse/3`: what `parse` read, with its format and where it came from.
  public static func parseJSON(
    _ parsed: ParsedDocument, location: String, now: Date, layout: JSONLayout = JSONLayout()
  ) throws -> String {
    try JSONOutput.document(
      schema: "passengr.parse/3", generatedAt: now,
      extra: ["format": .text(parsed.format.rawValue), "location": .text(location)],
      rows: parsed.rows, layout: layout)
  }

  /// `passengr.refresh/1`: whether anything was fetched, the changes, and each pass that failed.
  public static func refreshJSON(_ outcome: RefreshOutcome, now: Date, layout: JSONLayout = JSONLayout())
    throws -> String
  {
    struct Document: Encodable {
      var schema = "passengr.refresh/1"
      var generatedAt: Date
      var fetched: Bool
      var changes: [HistoryRecord]
      var failures: [[String: String]]
    }
    return try JSONOutput.encode(
      Document(
        generatedAt: now, fetched: outcome.fetchedAny, changes: outcome.records,
        failures: outcome.failures.map { ["pass": $0.pass.name, "error": $0.reason] }), pretty: layout.isPretty)
  }

  /// Which document of changes.
  public enum ChangesSchema: String, Sendable {
    /// The changes of the last refresh (a diff).
    case diff = "passengr.diff/1"
    /// The changes recorded in the history.
    case history = "passengr.history/1"
  }

  /// `passengr.diff/1` or `passengr.history/1`: the changes in one document.
  public static func changesJSON(
    _ records: [HistoryRecord], schema: ChangesSchema, now: Date, layout: JSONLayout = JSONLayout()
  ) throws -> String {
    struct Document: Encodable {
      var schema: String
      var generatedAt: Date
      var changes: [HistoryRecord]
    }
    return try JSONOutput.encode(
      Document(schema: schema.rawValue, generatedAt: now, changes: records), pretty: layout.isPretty)
  }

  /// One change as one line of JSON (`passengr.change/1`), for a stream of changes and a watch's command hook.
  public static func changeLine(_ record: HistoryRecord) throws -> String {
    try JSONOutput.encode(record, pretty: false)
  }
}

extension Reports {
  /// Changes for people, as `diff`, `history` and `watch` print them: the time of the refresh in
  /// the user's zone (`TZ`; Pacific when unset), with the zone named, then the change, wrapped to
  /// `width` under its time.
  public static func changes(_ records: [HistoryRecord], width: Int) -> String {
    // The changes of one refresh share its time: it is formatted (and its width counted) once.
    var last: (at: Date, text: String, width: Int)?
    var text = ""
    for record in records {
      let time: (text: String, width: Int)
      if let last, last.at == record.at {
        time = (last.text, last.width)
      } else {
        let formatted = ZonedTime.user(record.at)
        time = (formatted, formatted.count)
      }
      last = (record.at, time.text, time.width)
      if !text.isEmpty { text += "\n" }
      append(record, width: width, time: time.text, timeWidth: time.width, to: &text)
    }
    return text
  }

  /// One change, wrapped to `width`.
  public static func change(_ record: HistoryRecord, width: Int) -> String {
    change(record, width: width, time: ZonedTime.user(record.at))
  }

  /// One change, wrapped to `width`, under `time` (its time, formatted, `timeWidth` characters
  /// wide when the caller has counted them), appended to `text`.
  static func append(_ record: HistoryRecord, width: Int, time: String, timeWidth: Int? = nil, to text: inout String) {
    let indentWidth = (timeWidth ?? time.count) + 2
    let lines = TerminalText.lines(record.summary, width: max(20, width - indentWidth))
    for (index, line) in lines.enumerated() {
      if index == 0 {
        text += time
        text += "  "
      } else {
        text += "\n"
        text += String(repeating: " ", count: indentWidth)
      }
      text += line
    }
  }

  /// One change, wrapped to `width`, under `time` (its time, formatted).
  static func change(_ record: HistoryRecord, width: Int, time: String) -> String {
    var text = ""
    append(record, width: width, time: time, to: &text)
    return text
  }
}
