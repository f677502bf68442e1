import FoundationEssentials

/// Renders rows as blocks for people: a title line with the overall level, then one labelled line
/// per fact, wrapped to the terminal width so no text is cut.
struct TableRenderer: Sendable {
  /// Whether to colour levels with ANSI escapes.
  var useColor: Bool
  /// The width to wrap at.
  var width: Int
  /// "Now", for ages.
  var now: Date
  /// Whether to list each pass's camera images.
  var showsCameras: Bool

  /// The widest a card's title line gets: on a wide terminal the level stays beside the pass's
  /// name, not a screen away; the text wraps at the terminal's width, as `check`'s does.
  static let widest = 100

  /// Creates a renderer; widths under 20 columns are taken as 20.
  init(useColor: Bool, width: Int, now: Date, showsCameras: Bool = false) {
    self.useColor = useColor
    self.width = max(20, width)
    self.now = now
    self.showsCameras = showsCameras
  }

  /// The whole report.
  func render(_ rows: [StatusRow]) -> String {
    rows.map(render(row:)).joined(separator: "\n")
  }

  private static let labelWidth = 12
  /// The least room a field's text needs beside its label before the text goes under the label.
  private static let leastTextRoom = 20

  func render(row: StatusRow) -> String {
    var lines: [String] = []
    var title = row.highway.isEmpty ? row.name : "\(row.name)  \(row.highway)"
    if let feet = row.elevationFeet { title += "  \(feet) ft" }
    let badge = row.level.phrase.uppercased()
    let titleColumns = TerminalText.columns(title)
    let titleWidth = min(width, Self.widest)
    if titleColumns + 2 + badge.count <= titleWidth {
      lines.append(
        title + String(repeating: " ", count: titleWidth - titleColumns - badge.count) + paint(badge, row.level))
    } else {
      // Too narrow for both on one line: the level goes under the name, never past the edge.
      lines += TerminalText.lines(title, width: width)
      lines += TerminalText.lines(badge, width: width - 2).map { "  " + paint($0, row.level) }
    }
    // A pass on a state line says who reports it: its words are credited to each agency below.
    if row.agencyNames.count > 1 { lines += field("Agencies", row.agencyNames.joined(separator: ", ")) }
    if let conditions = row.conditions {
      for restriction in conditions.restrictions {
        let text = restriction.text.isEmpty ? "(no text published)" : restriction.text
        lines += field(
          restriction.direction.rawValue.capitalized, text, tag: row.tag(restriction), level: row.judged(restriction))
      }
      // A line that says what a direction's line already says is not printed twice: Caltrans' and
      // CDOT's directions take their text from the very notice or condition, and ODOT's notice
      // adds only where ("… — US-20, 3 miles West of Santiam Pass"), which is what is shown of it.
      let shown = Set(conditions.restrictions.map { Self.comparable($0.text) })
      if let road = conditions.roadConditions, !shown.contains(Self.comparable(road)) {
        lines += field("Conditions", road)
      }
      for notice in conditions.reports where !shown.contains(Self.comparable(notice.text)) {
        let tag = notice.level?.phrase ?? (notice.isUpcoming ? "upcoming" : "information")
        if let dash = notice.text.firstRange(of: " — "),
          shown.contains(Self.comparable(String(notice.text[..<dash.lowerBound])))
        {
          lines += field("Where", String(notice.text[dash.upperBound...]), tag: tag, level: notice.level)
          continue
        }
        let way =
          notice.direction.map { notice.text.lowercased().hasPrefix($0.rawValue) ? "" : "\($0.rawValue.capitalized): " }
          ?? ""
        lines += field("Notice", way + notice.text, tag: tag, level: notice.level)
      }
      let weather = [conditions.weather, conditions.temperatureF.map { "\($0)°F" }].compactMap { $0 }.joined(
        separator: ", ")
      if !weather.isEmpty { lines += field("Weather", weather) }
      if let period = conditions.forecast.first {
        lines += field("Forecast", period.day.isEmpty ? period.text : "\(period.day): \(period.text)")
      }
      if showsCameras {
        for camera in conditions.cameras {
          lines += field(
            "Camera", camera.title.isEmpty ? camera.url.absoluteString : "\(camera.title): \(camera.url.absoluteString)"
          )
        }
        if conditions.cameras.isEmpty { lines += field("Camera", "none published") }
      }
      if let updated = conditions.updatedAt {
        lines += field(
          "Updated",
          "\(ZonedTime.text(updated, in: row.zone)) (\(ZonedTime.age(of: updated, at: now, recordedAt: row.recordedAt)))"
        )
      }
    } else {
      lines += field("Conditions", "no data yet")
    }
    lines += weatherLines(row)
    if let recorded = row.recordedAt {
      lines += field(
        "Recorded", ZonedTime.text(recorded, in: row.zone, withYear: true) + ": a recording, judged at that time")
    }
    if row.isStale, let conditions = row.conditions {
      lines += field("Stale", paint("fetched \(conditions.fetchedAt.age(at: now))", .chainsRequired))
    }
    if let oldness = row.oldness(now: now) {
      lines += field("Old", paint("\(oldness): not current, only a closure counts", .chainsRequired))
    }
    if let reason = row.judgement.reason, reason.isToldBesideTheWords, row.conditions != nil {
      lines += field("Why", reason.description)
    }
    if let advice = row.judgement.deciding?.advice { lines += field("Advice", advice) }
    if let error = row.error { lines += field("Error", error) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// NWS beside the road: each alert in force, the period now or next with the forecast's source
  /// and age, and what kept NWS from answering.
  private func weatherLines(_ row: StatusRow) -> [String] {
    guard let weather = row.weather else { return [] }
    let at = row.weatherTime
    var lines: [String] = []
    let asked = WeatherWording.alertsAge(weather, now: now, recordedAt: row.recordedAt)
    for alert in row.alerts {
      lines += field("NWS alert", WeatherWording.alert(alert, zone: row.zone, now: at) + asked)
    }
    if let forecast = weather.forecast, let period = forecast.next(at: at) {
      lines += field(
        "NWS",
        WeatherWording.period(period, zone: row.zone)
          + " (\(WeatherWording.source(of: forecast, now: at, recordedAt: row.recordedAt)))")
    }
    for problem in weather.problems { lines += field("NWS", problem.description) }
    return lines
  }

  /// "  Label       text that wraps
  ///                and goes on here [tag]": the tag is wrapped with the text, never past the width.
  private func field(_ label: String, _ text: String, tag: String? = nil, level: RestrictionLevel? = nil) -> [String] {
    let indent = 2 + Self.labelWidth
    // The tag wraps as one word: its spaces are held by a no-break space, which cleaned text never
    // carries (it is collapsed into a space) and which takes a column as the space it stands for.
    let hold: Unicode.Scalar = "\u{A0}"
    let plainTag = tag.map { "[" + Self.replacing(" ", with: hold, in: $0) + "]" }
    // Too narrow for the label and the text side by side: the text goes under its label.
    let isBeside = width - indent >= Self.leastTextRoom
    let textIndent = isBeside ? indent : 4
    let wrapped = TerminalText.lines(plainTag.map { "\(text) \($0)" } ?? text, width: width - textIndent)
    var lines = isBeside ? [] : ["  " + label]
    for (index, line) in wrapped.enumerated() {
      let prefix =
        index == 0 && isBeside
        ? "  " + label.padded(to: Self.labelWidth)
        : String(repeating: " ", count: textIndent)
      var shown = line
      if index == wrapped.count - 1, let plainTag, let tag, shown.hasSuffix(plainTag) {
        let painted = "[" + (level.map { paint(tag, $0) } ?? tag) + "]"
        shown = String(shown.dropLast(plainTag.count)) + painted
      }
      lines.append(prefix + Self.replacing(hold, with: " ", in: shown))
    }
    return lines
  }

  /// `text` as two texts are compared for saying the same: case, spaces and a final full stop do
  /// not count.
  static func comparable(_ text: String) -> String {
    var words = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    while words.hasSuffix(".") { words.removeLast() }
    return words
  }

  /// `text` with every `scalar` made `replacement`: one pass over its scalars, where Foundation's
  /// `replacingOccurrences` goes through a Unicode-aware search costing more than the whole row.
  private static func replacing(_ scalar: Unicode.Scalar, with replacement: Unicode.Scalar, in text: String) -> String {
    guard text.unicodeScalars.contains(scalar) else { return text }
    var result = String.UnicodeScalarView()
    for each in text.unicodeScalars { result.append(each == scalar ? replacement : each) }
    return String(result)
  }

  private func paint(_ text: String, _ level: RestrictionLevel) -> String {
    useColor ? Self.paint(text, level) : text
  }

  /// `text` in the colour of `level`'s tone (`RestrictionLevel.tone`): green, yellow, red, magenta.
  static func paint(_ text: String, _ level: RestrictionLevel) -> String {
    let code: String
    switch level.tone {
    case .clear: code = "32"
    case .caution: code = "33"
    case .danger: code = "31"
    case .unknown: code = "35"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  /// "Fri Jan 10, 8:45 PM PST" in Pacific time (see `ZonedTime`).
  static func pacific(_ date: Date) -> String { ZonedTime.text(date, in: .pacific) }
}
