import FoundationEssentials

/// Renders rows as one line per pass, like `gh` or `kubectl get`: the name, the highway, the age of
/// the data and the judged level of each direction (coloured by level); then one line per recording
/// with its time.
///
/// Too narrow for that, each pass's age and levels go under its name, indented, so no word is cut.
struct LineRenderer: Sendable {
  /// Whether to colour levels with ANSI escapes.
  var useColor: Bool
  /// The width to fit.
  var width: Int
  /// "Now", for ages.
  var now: Date

  /// Creates a renderer; widths under 20 columns are taken as 20.
  init(useColor: Bool, width: Int, now: Date) {
    self.useColor = useColor
    self.width = max(20, width)
    self.now = now
  }

  /// The least room the levels need beside the other columns before each pass is stacked.
  static let leastLevelsRoom = 24

  /// One direction's cell: "EB chains required", with the level in its colour.
  struct Cell {
    var plain: String
    var painted: String
  }

  /// The whole list.
  func render(_ rows: [StatusRow]) -> String {
    // A pass on a state line names its agencies; two passes of one name each name their own.
    let names = rows.map { row in
      if row.agencyNames.count > 1 { return "\(row.name) (\(row.agencyNames.joined(separator: ", ")))" }
      if let agency = row.agencyName, rows.filter({ $0.name == row.name }).count > 1 {
        return "\(row.name) (\(agency))"
      }
      return row.name
    }
    let highways = rows.map(\.highway)
    let cells = rows.map(cells(of:))
    let ages = rows.map(age(of:))
    let nameWidth = max(4, names.map(TerminalText.columns).max() ?? 0)
    let highwayWidth = max(7, highways.map(TerminalText.columns).max() ?? 0)
    let ageWidth = max(3, ages.map(\.count).max() ?? 0)
    let headWidth = nameWidth + 2 + highwayWidth + 2 + ageWidth + 2
    // The levels come last: each way in its own column when that fits, else one after the other.
    let columns = cells.map(\.count).max() ?? 0
    var cellWidths = [Int](repeating: 0, count: columns)
    for row in cells {
      for (index, cell) in row.enumerated() { cellWidths[index] = max(cellWidths[index], cell.plain.count) }
    }
    let alignedWidth = cellWidths.reduce(0, +) + 2 * max(0, columns - 1)
    let isAligned = headWidth + alignedWidth <= width
    var lines: [String] = []
    let room = width - headWidth
    if room >= Self.leastLevelsRoom {
      lines.append(
        TerminalText.padded("PASS", to: nameWidth) + "  " + TerminalText.padded("HIGHWAY", to: highwayWidth) + "  "
          + TerminalText.padded("AGE", to: ageWidth) + "  LEVELS")
      for (index, row) in cells.enumerated() {
        var line = TerminalText.padded(names[index], to: nameWidth) + "  "
        line += TerminalText.padded(highways[index], to: highwayWidth) + "  "
        line += TerminalText.padded(ages[index], to: ageWidth) + "  "
        if isAligned {
          for (column, cell) in row.enumerated() {
            if column > 0 { line += "  " }
            line += cell.painted
            if column < row.count - 1 { line += String(repeating: " ", count: cellWidths[column] - cell.plain.count) }
          }
          lines.append(line)
          continue
        }
        // The levels wrap under themselves, a way at a time, as `check`'s text does.
        let indent = String(repeating: " ", count: headWidth)
        var used = 0
        var first = true
        for cell in row {
          let cellWidth = cell.plain.count
          if used > 0, used + 2 + cellWidth <= room {
            line += "  " + cell.painted
            used += 2 + cellWidth
          } else if cellWidth <= room {
            if used > 0 {
              lines.append(line)
              line = indent
            }
            line += cell.painted
            used = cellWidth
          } else {
            if used > 0 || !first {
              lines.append(line)
              line = indent
            }
            let pieces = TerminalText.lines(cell.plain, width: room)
            line += pieces.joined(separator: "\n" + indent)
            used = TerminalText.columns(pieces.last ?? "")
          }
          first = false
        }
        lines.append(line)
      }
    } else {
      // Too narrow for one line: the name and highway, then the age and levels under them.
      for (index, row) in cells.enumerated() {
        let title = [names[index], highways[index]].filter { !$0.isEmpty }.joined(separator: "  ")
        lines += TerminalText.lines(title, width: width)
        let plain = ([ages[index]] + row.map(\.plain)).joined(separator: "  ")
        if TerminalText.columns(plain) <= width - 4 {
          lines.append("    " + ([ages[index]] + row.map(\.painted)).joined(separator: "  "))
        } else {
          lines += TerminalText.lines(plain, width: width - 4).map { "    " + $0 }
        }
      }
    }
    lines += recordings(rows).flatMap { TerminalText.lines($0, width: width) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each direction's cell of `row`: its judged level, marked when the data is stale or old.
  func cells(of row: StatusRow) -> [Cell] {
    let answers = row.judgement.directions
    guard !answers.isEmpty else {
      let phrase = row.level.phrase
      return [Cell(plain: phrase, painted: paint(phrase, row.level))]
    }
    let phrases = answers.map { answer in
      answer.level.phrase + (answer.currency == .stale ? " (stale)" : answer.currency == .old ? " (old)" : "")
    }
    // Every way alike: one cell, "EB/WB open", so the line stays short.
    if answers.count > 1, Set(phrases).count == 1, Set(answers.map(\.level)).count == 1 {
      let ways = answers.map { Self.abbreviation($0.direction) }.joined(separator: "/")
      return [Cell(plain: "\(ways) \(phrases[0])", painted: "\(ways) " + paint(phrases[0], answers[0].level))]
    }
    return zip(answers, phrases).map { answer, phrase in
      let way = Self.abbreviation(answer.direction)
      return Cell(plain: "\(way) \(phrase)", painted: "\(way) " + paint(phrase, answer.level))
    }
  }

  /// How old the row's data is by its agency's update time ("53 min", "2 d"), before the recording
  /// for a recording; "no data" or "no time" when there is none.
  func age(of row: StatusRow) -> String {
    guard let conditions = row.conditions else { return "no data" }
    guard let updated = conditions.updatedAt else { return "no time" }
    // A refresh's error or stale data shows in the levels ("unknown", "(stale)"); the card says why.
    let age = updated.age(at: row.recordedAt ?? now)
    return age.hasSuffix(" ago") ? String(age.dropLast(4)) : age
  }

  /// What says the list is of a recording: "Recorded Fri Jan 10 2025, 8:45 PM PST (WSDOT): a
  /// recording, ages are before it"; for several recorded times, each agency's, one after the other
  /// (wrapped by the caller), so that twenty passes of every agency still fit a screen.
  func recordings(_ rows: [StatusRow]) -> [String] {
    let seen = rows.recordings
    guard let first = seen.first else { return [] }
    if seen.count == 1 {
      return [
        "",
        "Recorded \(ZonedTime.text(first.time, in: first.zone, withYear: true)) "
          + "(\(first.agencies.joined(separator: ", "))): a recording, ages are before it",
      ]
    }
    let each = seen.map { recording in
      recording.agencies.joined(separator: ", ") + " "
        + ZonedTime.text(recording.time, in: recording.zone, withYear: true)
    }
    return ["", "Recordings, ages are before them: " + each.joined(separator: "; ")]
  }

  /// "EB", "WB", "NB", "SB"; "both" for a report of both ways.
  static func abbreviation(_ direction: TravelDirection) -> String {
    switch direction {
    case .eastbound: return "EB"
    case .westbound: return "WB"
    case .northbound: return "NB"
    case .southbound: return "SB"
    case .both: return "both"
    }
  }

  private static func trimmed(_ line: String) -> String {
    var line = line
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }

  private func paint(_ text: String, _ level: RestrictionLevel) -> String {
    useColor ? TableRenderer.paint(text, level) : text
  }
}
