import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// One self-contained HTML page of the same rows the table and JSON show: inline CSS, no script,
/// nothing fetched but the camera images. Every text from a source is escaped, so a feed carrying
/// markup shows it as text.
struct HTMLReport: Sendable {
  /// "Now", for ages and the page's own time stamp: always the caller's (a report made at `now`).
  var now: Date

  /// The whole page.
  func render(_ rows: [StatusRow]) -> String {
    let body =
      rows.isEmpty
      ? "<p class=\"empty\">No passes to show.</p>"
      : summary(rows) + "\n" + rows.map { section($0) }.joined(separator: "\n")
    // The tab says the worst first, before the page is even looked at.
    let worst = RestrictionLevel.worst(of: rows.map(\.level))
    let title =
      rows.isEmpty ? "Mountain pass conditions" : "\(Self.capitalized(worst.phrase)) · Mountain pass conditions"
    return page(title: title, heading: "Mountain pass conditions", body: body, rows: rows)
  }

  /// "WSDOT recorded <time>Fri Jan 10 2025, 8:45 PM PST</time>; ODOT …", as HTML.
  static func recordingTimes(_ rows: [StatusRow]) -> String {
    rows.recordings.map { recording in
      "\(escape(recording.agencies.joined(separator: ", "))) recorded <time datetime=\"\(iso(recording.time))\">"
        + "\(escape(ZonedTime.text(recording.time, in: recording.zone, withYear: true)))</time>"
    }.joined(separator: "; ")
  }

  /// The page's small print under its heading: for a recording, that it is one and when each
  /// agency was recorded (the page is about then, not about when it was made); else when it was made.
  func generated(_ rows: [StatusRow]) -> String {
    guard rows.contains(where: { $0.recordedAt != nil }) else {
      return
        "<p class=\"generated\">Made by Passengr \(Self.escape(Passengr.version)) <time datetime=\"\(Self.iso(now))\">\(Self.escape(Self.time(now)))</time></p>"
    }
    return "<p class=\"generated recording\" data-recording=\"true\"><strong>A recording, not live data</strong>: "
      + "\(Self.recordingTimes(rows)), each judged at that time. Made by Passengr \(Self.escape(Passengr.version)).</p>"
  }

  /// A page of `body` under `heading`, with `title` in the tab; `rows` say whether it is a recording.
  func page(title: String, heading: String, body: String, rows: [StatusRow]) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <title>\(Self.escape(title))</title>
    <style>\(Self.style)</style>
    </head>
    <body>
    <header>
    <h1>\(Self.escape(heading))</h1>
    \(generated(rows))
    </header>
    <main>
    \(body)
    </main>
    </body>
    </html>

    """
  }

  /// Every pass in one compact table, worst first, each with its level per direction and a link
  /// to its card: what matters is on the first screen, also on a phone.
  private func summary(_ rows: [StatusRow]) -> String {
    let ordered = rows.enumerated().sorted { lhs, rhs in
      let (left, right) = (lhs.element.level.rank, rhs.element.level.rank)
      return left != right ? left > right : lhs.offset < rhs.offset
    }.map(\.element)
    var html = "<nav class=\"summary\" aria-label=\"Summary, worst first\">\n"
    if rows.contains(where: { $0.recordedAt != nil }) {
      html += "<p class=\"recording\" data-recording=\"true\">Recorded: \(Self.recordingTimes(rows))</p>\n"
    }
    html += "<table>\n"
    html +=
      "<thead><tr><th scope=\"col\">Pass</th><th scope=\"col\">Level</th><th scope=\"col\">By direction</th></tr></thead>\n<tbody>\n"
    for row in ordered {
      // Each direction as judged: an old or stale "open" reads unknown here too, with its reason.
      let directions = (row.conditions == nil ? [] : row.judgement.directions).map { answer in
        let why = answer.reason.map { reason in reason.isCurrency ? " (\(reason.short))" : "" } ?? ""
        return "<span class=\"way\">\(Self.escape(answer.direction.rawValue.capitalized)): "
          + "<span class=\"level \(Self.levelClass(answer.level))\" data-level=\"\(answer.level.rawValue)\">"
          + "\(Self.escape(answer.level.phrase + why))</span></span>"
      }.joined(separator: " ")
      html +=
        "<tr data-level=\"\(row.level.rawValue)\"><th scope=\"row\"><a href=\"#\(Self.anchor(row))\">\(Self.escape(row.name))</a></th>"
      html +=
        "<td>\(badge(row.level, element: "span"))</td><td>\(directions.isEmpty ? "no data yet" : directions)</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n</nav>"
  }

  /// The level as a badge: closures filled, everything else outlined, always in words.
  func badge(_ level: RestrictionLevel, element: String = "p") -> String {
    let closure = level == .closed || level == .closedForSeason ? " closure" : ""
    return
      "<\(element) class=\"badge \(Self.levelClass(level))\(closure)\" data-level=\"\(level.rawValue)\">\(Self.escape(Self.capitalized(level.phrase)))</\(element)>"
  }

  static func anchor(_ row: StatusRow) -> String { "pass-\(row.id.map(String.init) ?? slug(row.name))" }

  /// One pass's card; on a trip's page (`leg`), its level is the one over the directions driven,
  /// said with them, and the direction driven comes first.
  func section(_ row: StatusRow, leg: CheckLeg? = nil) -> String {
    let anchor = Self.anchor(row)
    var html = "<section class=\"pass\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)-name\">\n"
    var title = "<h2 id=\"\(anchor)-name\">\(Self.escape(row.name))"
    if !row.highway.isEmpty { title += " <span class=\"highway\">\(Self.escape(row.highway))</span>" }
    if let feet = row.elevationFeet { title += " <span class=\"elevation\">\(feet) ft</span>" }
    html += title + "</h2>\n"
    if let leg {
      html +=
        "<p class=\"driven\">Driven \(Self.escape(leg.direction == .both ? "both ways" : leg.direction.rawValue))</p>\n"
    }
    html += badge(leg?.level ?? row.level) + "\n"
    if row.isStale, let conditions = row.conditions {
      let why = row.error.map { ": \(Self.escape($0))" } ?? ""
      html +=
        "<p class=\"stale\" data-stale=\"true\"><strong>Stale</strong>: fetched \(Self.escape(conditions.fetchedAt.age(at: now)))\(why)</p>\n"
    } else if let error = row.error {
      html += "<p class=\"stale\" data-stale=\"true\"><strong>Not fetched</strong>: \(Self.escape(error))</p>\n"
    }
    if let oldness = row.oldness(now: now) {
      html +=
        "<p class=\"stale old\" data-old=\"true\"><strong>Old</strong>: \(Self.escape(oldness)); "
        + "not current, only a closure counts</p>\n"
    }
    html += alertsHTML(row)
    guard let conditions = row.conditions else {
      return html + "<p class=\"nodata\">No data yet.</p>\n" + forecastHTML(row) + "</section>"
    }
    html += "<table class=\"directions\">\n"
    // The direction driven first, the other way after it.
    let restrictions =
      leg.map { leg in
        conditions.restrictions.filter { $0.direction == leg.direction }
          + conditions.restrictions.filter { $0.direction != leg.direction }
      } ?? conditions.restrictions
    for restriction in restrictions {
      let text = restriction.text.isEmpty ? "(no text published)" : restriction.text
      html +=
        "<tr><th scope=\"row\">\(Self.escape(restriction.direction.rawValue.capitalized))</th><td>\(Self.escape(text))</td>"
      let judged = row.judged(restriction)
      html +=
        "<td class=\"levelcell\"><span class=\"level \(Self.levelClass(judged))\" data-level=\"\(judged.rawValue)\">"
        + "\(Self.escape(row.tag(restriction)))</span></td></tr>\n"
    }
    html += "</table>\n<dl>\n"
    if let reason = row.judgement.reason, reason.isToldBesideTheWords {
      html += "<dt>Why</dt><dd>\(Self.escape(reason.description))</dd>\n"
    }
    if let advice = (leg?.judgement ?? row.judgement).deciding?.advice {
      html += "<dt>Advice</dt><dd>\(Self.escape(advice))</dd>\n"
    }
    // As on the terminal's card, what a direction's row already says is not said twice.
    let shown = Set(conditions.restrictions.map { TableRenderer.comparable($0.text) })
    if let road = conditions.roadConditions, !shown.contains(TableRenderer.comparable(road)) {
      html += "<dt>Conditions</dt><dd>\(Self.escape(road))</dd>\n"
    }
    for notice in conditions.reports where !shown.contains(TableRenderer.comparable(notice.text)) {
      let tag = notice.level.map { $0.phrase } ?? (notice.isUpcoming ? "upcoming" : "information")
      if let dash = notice.text.firstRange(of: " — "),
        shown.contains(TableRenderer.comparable(String(notice.text[..<dash.lowerBound])))
      {
        let place = String(notice.text[dash.upperBound...])
        html += "<dt>Where</dt><dd>\(Self.escape(place)) <em>(\(Self.escape(tag)))</em></dd>\n"
        continue
      }
      let way =
        notice.direction.map { notice.text.lowercased().hasPrefix($0.rawValue) ? "" : "\($0.rawValue.capitalized): " }
        ?? ""
      html += "<dt>Notice</dt><dd>\(Self.escape(way + notice.text)) <em>(\(Self.escape(tag)))</em></dd>\n"
    }
    let weather = [conditions.weather, conditions.temperatureF.map { "\($0)°F" }].compactMap { $0 }.joined(
      separator: ", ")
    if !weather.isEmpty { html += "<dt>Weather</dt><dd>\(Self.escape(weather))</dd>\n" }
    html += "</dl>\n"
    if !conditions.forecast.isEmpty {
      html += "<h3>Forecast</h3>\n<ul class=\"forecast\">\n"
      for period in conditions.forecast {
        let day = period.day.isEmpty ? "" : "<strong>\(Self.escape(period.day))</strong>: "
        html += "<li>\(day)\(Self.escape(period.text))</li>\n"
      }
      html += "</ul>\n"
    }
    html += forecastHTML(row)
    if !conditions.cameras.isEmpty {
      html += "<div class=\"cameras\">\n"
      for camera in conditions.cameras {
        // The caption names the camera once; the image itself stays silent (alt="") so a picture
        // that cannot load does not repeat it.
        let caption = camera.title.isEmpty ? "Camera at \(row.name)" : camera.title
        html +=
          "<figure><img src=\"\(Self.escape(camera.url.absoluteString))\" alt=\"\" loading=\"lazy\" decoding=\"async\">"
        html += "<figcaption>\(Self.escape(caption))</figcaption></figure>\n"
      }
      html += "</div>\n"
    }
    let agency = row.agencyName ?? "the source"
    var times: [String] = []
    if let updated = conditions.updatedAt {
      let age = ZonedTime.age(of: updated, at: now, recordedAt: row.recordedAt)
      times.append(
        "Updated by \(Self.escape(agency)) <time datetime=\"\(Self.iso(updated))\">\(Self.escape(ZonedTime.text(updated, in: row.zone)))</time> (\(Self.escape(age)))"
      )
    }
    if let recorded = row.recordedAt {
      let text = ZonedTime.text(recorded, in: row.zone, withYear: true)
      times.append(
        "recorded <time datetime=\"\(Self.iso(recorded))\">\(Self.escape(text))</time>: a recording, judged at that time"
      )
    }
    times.append(
      "fetched by Passengr <time datetime=\"\(Self.iso(conditions.fetchedAt))\">\(Self.escape(Self.time(conditions.fetchedAt)))</time>"
    )
    html += "<p class=\"times\">\(times.joined(separator: "; "))</p>\n"
    if row.agencyNames.count > 1 {
      html += "<p class=\"credit\">Reported by \(Self.escape(row.agencyNames.joined(separator: " and ")))</p>\n"
    }
    if let attribution = row.attribution { html += "<p class=\"credit\">Data: \(Self.escape(attribution))</p>\n" }
    return html + "</section>"
  }

  /// `&`, `<`, `>`, `"` and `'` as character references: safe in text and in quoted attributes.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// The CSS class of `level`'s tone (`RestrictionLevel.tone`).
  static func levelClass(_ level: RestrictionLevel) -> String {
    switch level.tone {
    case .clear: return "ok"
    case .caution: return "caution"
    case .danger: return "danger"
    case .unknown: return "unknown"
    }
  }

  static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

  private static func slug(_ text: String) -> String {
    String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }

  static func iso(_ date: Date) -> String { date.formatted(.iso8601) }

  private static func time(_ date: Date) -> String { ZonedTime.user(date) }

  static let style = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1b1f24;--muted:#57606a;--card:#f6f8fa;--line:#d0d7de;\
    --ok:#1a7f37;--caution:#9a6700;--danger:#cf222e;--unknown:#8250df}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--card:#161b22;--line:#30363d;\
    --ok:#3fb950;--caution:#d29922;--danger:#f85149;--unknown:#a371f7}}
    *{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);\
    font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
    header,main{max-width:60rem;margin:0 auto;padding:1rem}h1{font-size:1.6rem;margin:.2rem 0}
    .generated,.times,.highway,.elevation{color:var(--muted)}.highway,.elevation{font-weight:normal;font-size:1rem}
    .pass{background:var(--card);border:1px solid var(--line);border-radius:.6rem;padding:1rem;margin:0 0 1rem}
    .pass h2{margin:0 0 .4rem;font-size:1.3rem}h3{font-size:1rem;margin:.8rem 0 .2rem}
    .badge{display:inline-block;margin:0 0 .6rem;padding:.15rem .7rem;border:2px solid;border-radius:1rem;font-weight:700}\
    .badge.closure{background:var(--danger);border-color:var(--danger);color:var(--bg)}\
    .summary table{border-collapse:collapse;width:100%;margin:0 0 1rem}.summary th,.summary td{text-align:left;\
    padding:.3rem .5rem .3rem 0;border-bottom:1px solid var(--line);vertical-align:middle}.summary .badge{margin:0;font-size:.9rem}\
    .summary a{color:inherit}.way{white-space:nowrap;margin-right:.6rem}.levelcell{width:11rem}
    .ok{color:var(--ok)}.caution{color:var(--caution)}.danger{color:var(--danger)}.unknown{color:var(--unknown)}
    .level{font-weight:600;white-space:nowrap}.stale{border-left:4px solid var(--danger);padding-left:.6rem}
    table.directions{border-collapse:collapse;width:100%}.directions th,.directions td{text-align:left;vertical-align:top;\
    padding:.3rem .5rem .3rem 0;border-top:1px solid var(--line)}.directions th{width:7rem}
    dl{display:grid;grid-template-columns:7rem 1fr;gap:.2rem .5rem;margin:.6rem 0}dt{font-weight:600}dd{margin:0}
    .forecast{margin:0;padding-left:1.2rem}.cameras{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));\
    gap:.6rem;margin-top:.8rem}figure{margin:0}img{width:100%;height:auto;border-radius:.4rem;background:var(--line)}
    figcaption{font-size:.85rem;color:var(--muted)}
    .alerts{border:2px solid var(--caution);border-radius:.5rem;padding:.4rem .8rem;margin:.4rem 0 .8rem}\
    .alerts h3{margin:.2rem 0;color:var(--caution)}.alerts ul{margin:.2rem 0;padding-left:1.2rem}.alerts .headline,.forecast .span{color:var(--muted)}
    .drive{border:2px solid var(--line);border-radius:.6rem;padding:1rem;margin:0 0 1rem}.drive h2{margin:0 0 .4rem;font-size:1.3rem}\
    .verdict{font-size:1.2rem}.why{margin:.2rem 0 .6rem}.legs{margin:.4rem 0 0;padding-left:1.4rem}.legs li{margin:0 0 .5rem}\
    .legs .text,.driven{overflow-wrap:anywhere}.driven{font-weight:700}.stale-tag{color:var(--danger)}
    header,.pass,.summary,.drive{overflow-wrap:anywhere}.recording{color:var(--muted)}\
    .generated.recording{color:var(--fg);border-left:4px solid var(--caution);padding-left:.6rem}
    @media (max-width:32rem){.summary thead{display:none}.summary td:last-child{font-size:.85rem}\
    .summary table,.summary tbody{display:block}.summary tr{display:grid;grid-template-columns:minmax(0,1fr) auto;\
    gap:0 .5rem;border-bottom:1px solid var(--line);padding:.3rem 0}.summary th,.summary td{border:0;padding:0;min-width:0}\
    .summary td:last-child{grid-column:1/-1}\
    .summary .way,.summary .level{white-space:normal}.summary .way{display:block;margin:0}.summary .badge{font-size:.8rem;padding:.1rem .4rem}\
    .directions,.directions tbody,.directions tr,.directions th,.directions td{display:block;width:auto}\
    .directions td{border-top:0;padding:.1rem 0}dl{grid-template-columns:1fr}}
    """
}

extension HTMLReport {
  /// Writes `html` to `path` atomically (temporary file, fsync, rename; mode 0600), so a web
  /// server publishing the file never serves half a page.
  static func write(_ html: String, to path: String) throws {
    try checkTarget(path)
    do {
      try AtomicFile.write(Data(html.utf8), to: URL(fileURLWithPath: path))
    } catch ArchiveError.writeFailed(let path, let reason) {
      throw DocumentError.fileNotWritten(path: path, reason: reason)
    }
  }

  /// Throws unless `path` is missing or a regular file. The page is renamed over `path`, which
  /// would replace a device (`/dev/null`), a pipe, a socket or a symbolic link (and the file it
  /// points to would no longer be updated) with a plain file: those are refused, as a directory is.
  static func checkTarget(_ path: String) throws {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }  // missing (or unreachable: the write says why)
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      return
    case S_IFDIR:
      throw DocumentError.notAFile(path: path)
    case S_IFLNK:
      throw DocumentError.notAPageFile(path: path, kind: "a symbolic link\(LocalFile.linkTargetPhrase(of: path))")
    case S_IFCHR, S_IFBLK:
      throw DocumentError.notAPageFile(path: path, kind: "a device")
    case S_IFIFO:
      throw DocumentError.notAPageFile(path: path, kind: "a named pipe")
    case S_IFSOCK:
      throw DocumentError.notAPageFile(path: path, kind: "a socket")
    default:
      throw DocumentError.notAPageFile(path: path, kind: "not a regular file")
    }
  }
}
