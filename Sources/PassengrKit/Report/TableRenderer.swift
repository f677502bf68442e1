import Foundation
import Synchronization

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

  /// Creates a renderer.
  init(useColor: Bool, width: Int, now: Date = Date(), showsCameras: Bool = false) {
    self.useColor = useColor
    self.width = max(40, width)
    self.now = now
    self.showsCameras = showsCameras
  }

  /// The whole report.
  func render(_ rows: [StatusRow]) -> String {
    rows.map(render(row:)).joined(separator: "\n")
  }

  private static let labelWidth = 12

  func render(row: StatusRow) -> String {
    var lines: [String] = []
    var title = row.highway.isEmpty ? row.name : "\(row.name)  \(row.highway)"
    if let feet = row.elevationFeet { title += "  \(feet) ft" }
    let badge = row.level.phrase.uppercased()
    if title.count + 2 + badge.count <= width {
      lines.append(title + String(repeating: " ", count: width - title.count - badge.count) + paint(badge, row.level))
    } else {
      // Too narrow for both on one line: the level goes under the name, never past the edge.
      lines += Self.wrap(title, width: width)
      lines.append("  " + paint(badge, row.level))
    }
    if let conditions = row.conditions {
      for restriction in conditions.restrictions {
        let text = restriction.text.isEmpty ? "(no text published)" : restriction.text
        lines += field(restriction.direction.rawValue.capitalized, text, tag: restriction.level.phrase, level: restriction.level)
      }
      if let road = conditions.roadConditions { lines += field("Conditions", road) }
      for notice in conditions.reports {
        let way = notice.direction.map { notice.text.lowercased().hasPrefix($0.rawValue) ? "" : "\($0.rawValue.capitalized): " } ?? ""
        lines += field("Notice", way + notice.text, tag: notice.level?.phrase ?? (notice.isUpcoming ? "upcoming" : "information"), level: notice.level)
      }
      let weather = [conditions.weather, conditions.temperatureF.map { "\($0)°F" }].compactMap { $0 }.joined(separator: ", ")
      if !weather.isEmpty { lines += field("Weather", weather) }
      if let period = conditions.forecast.first {
        lines += field("Forecast", period.day.isEmpty ? period.text : "\(period.day): \(period.text)")
      }
      if showsCameras {
        for camera in conditions.cameras { lines += field("Camera", camera.title.isEmpty ? camera.url.absoluteString : "\(camera.title): \(camera.url.absoluteString)") }
        if conditions.cameras.isEmpty { lines += field("Camera", "none published") }
      }
      if let updated = conditions.updatedAt {
        lines += field("Updated", "\(Self.pacific(updated)) (\(updated.age(at: now)))")
      }
    } else {
      lines += field("Conditions", "no data yet")
    }
    if row.isStale, let conditions = row.conditions {
      lines += field("Stale", paint("fetched \(conditions.fetchedAt.age(at: now))", .chainsRequired))
    }
    if let oldness = row.oldness(now: now) {
      lines += field("Old", paint("\(oldness): not current, only a closure counts", .chainsRequired))
    }
    if let error = row.error { lines += field("Error", error) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "  Label       text that wraps
  ///                and goes on here [tag]": the tag is wrapped with the text, never past the width.
  private func field(_ label: String, _ text: String, tag: String? = nil, level: RestrictionLevel? = nil) -> [String] {
    let indent = 2 + Self.labelWidth
    // The tag wraps as one word: its spaces are held by a character no text carries.
    let hold: Character = "\u{1}"
    let plainTag = tag.map { "[" + $0.replacingOccurrences(of: " ", with: String(hold)) + "]" }
    let wrapped = Self.wrap(plainTag.map { "\(text) \($0)" } ?? text, width: max(10, width - indent))
    var lines: [String] = []
    for (index, line) in wrapped.enumerated() {
      let prefix = index == 0 ? "  " + label.padding(toLength: Self.labelWidth, withPad: " ", startingAt: 0) : String(repeating: " ", count: indent)
      var shown = line
      if index == wrapped.count - 1, let plainTag, let tag, shown.hasSuffix(plainTag) {
        let painted = "[" + (level.map { paint(tag, $0) } ?? tag) + "]"
        shown = String(shown.dropLast(plainTag.count)) + painted
      }
      lines.append(prefix + shown.replacingOccurrences(of: String(hold), with: " "))
    }
    return lines
  }

  /// `text` in lines of at most `width` characters, broken at spaces; a longer word is cut.
  static func wrap(_ text: String, width: Int) -> [String] {
    // Where every character is one Unicode scalar (no combining marks, CRLF or emoji sequences), the
    // text is wrapped on its scalars: the same lines, without breaking it into grapheme clusters.
    if text.unicodeScalars.allSatisfy(isAlone) || text.unicodeScalars.count == text.count { return wrapScalars(text, width: width) }
    return wrapCharacters(text, width: width)
  }

  /// Whether `scalar` is a character of its own whatever surrounds it: printable ASCII, Latin-1 and
  /// Latin Extended (below the combining marks at U+0300), general punctuation (U+2010–U+206F,
  /// from after the zero-width joiner) and arrows. A cheap test before counting characters.
  private static func isAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F, 0xA0..<0x300, 0x2010..<0x2070, 0x2190..<0x2200: return true
    default: return false
    }
  }

  /// `wrap` of any text, character by character.
  static func wrapCharacters(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    // The length of `current` in characters, kept as it grows: counting a String walks it.
    var length = 0
    for word in text.split(separator: " ") {
      let wordLength = word.count
      if length == 0 {
        current = String(word)
        length = wordLength
      } else if length + 1 + wordLength <= width {
        current += " "
        current += word
        length += 1 + wordLength
      } else {
        lines.append(current)
        current = String(word)
        length = wordLength
      }
      while length > width {
        lines.append(String(current.prefix(width)))
        current = String(current.dropFirst(width))
        length -= width
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// `wrap` of a text whose characters are each one scalar: words are found on its UTF-8 bytes
  /// (a space is byte 0x20) and measured by their scalars.
  private static func wrapScalars(_ text: String, width: Int) -> [String] {
    let utf8 = text.utf8
    // Words apart by single spaces, none around them: every line is a slice of the text.
    var previous: UInt8 = 0x20
    var isSpacedOnce = true
    for byte in utf8 {
      if byte == 0x20, previous == 0x20 { isSpacedOnce = false }
      previous = byte
    }
    if isSpacedOnce, previous != 0x20 { return wrapSlices(text, width: width) }
    var lines: [String] = []
    var current = ""
    var length = 0
    var index = utf8.startIndex
    while index < utf8.endIndex {
      guard utf8[index] != 0x20 else {
        index = utf8.index(after: index)
        continue
      }
      var end = index
      var wordLength = 0
      while end < utf8.endIndex, utf8[end] != 0x20 {
        // Every byte but a UTF-8 continuation byte starts a scalar, here a character.
        if utf8[end] & 0xC0 != 0x80 { wordLength += 1 }
        end = utf8.index(after: end)
      }
      let word = text[index..<end]
      index = end
      if length == 0 {
        current = String(word)
        length = wordLength
      } else if length + 1 + wordLength <= width {
        current += " "
        current += word
        length += 1 + wordLength
      } else {
        lines.append(current)
        current = String(word)
        length = wordLength
      }
      while length > width {
        let cut = current.unicodeScalars.index(current.startIndex, offsetBy: width)
        lines.append(String(current[..<cut]))
        current = String(current[cut...])
        length -= width
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// `wrapScalars` of a text whose words are apart by single spaces: the same lines, each cut from
  /// the text once.
  private static func wrapSlices(_ text: String, width: Int) -> [String] {
    let utf8 = text.utf8
    var lines: [String] = []
    var lineStart = utf8.startIndex
    var lineEnd = utf8.startIndex
    var length = 0
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let wordStart = index
      var wordLength = 0
      while index < utf8.endIndex, utf8[index] != 0x20 {
        if utf8[index] & 0xC0 != 0x80 { wordLength += 1 }
        index = utf8.index(after: index)
      }
      if length == 0 {
        lineStart = wordStart
        length = wordLength
      } else if length + 1 + wordLength <= width {
        length += 1 + wordLength
      } else {
        lines.append(String(text[lineStart..<lineEnd]))
        lineStart = wordStart
        length = wordLength
      }
      lineEnd = index
      while length > width {
        let cut = text.unicodeScalars.index(lineStart, offsetBy: width)
        lines.append(String(text[lineStart..<cut]))
        lineStart = cut
        length -= width
      }
      if index < utf8.endIndex { index = utf8.index(after: index) }
    }
    if length > 0 || lines.isEmpty { lines.append(String(text[lineStart..<lineEnd])) }
    return lines
  }

  private func paint(_ text: String, _ level: RestrictionLevel) -> String {
    useColor ? Self.paint(text, level) : text
  }

  /// `text` in the colour of `level`: green open, yellow delays and traction, red chains and
  /// closures, magenta unknown.
  static func paint(_ text: String, _ level: RestrictionLevel) -> String {
    let code: String
    switch level {
    case .open: code = "32"
    case .trafficDelays, .tractionAdvised, .tractionRequired: code = "33"
    case .chainsRequired, .chainsAll, .closed, .closedForSeason: code = "31"
    case .unknown: code = "35"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  /// "Fri Jan 10, 8:45 PM PST" in Pacific time: written out from `USZone`'s wall time, and through
  /// the time-zone database only for years before its rules (making that formatter costs more than
  /// the rest of a `status`).
  static func pacific(_ date: Date) -> String {
    guard let time = USZone.pacific.wallTime(of: date) else { return pacificFormatter.withLock { $0.string(from: date) } }
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
    let minute = (time.minute < 10 ? "0" : "") + String(time.minute)
    return "\(weekdays[time.weekday - 1]) \(months[time.month - 1]) \(time.day), \(hour):\(minute) \(time.hour < 12 ? "AM" : "PM") "
      + USZone.pacific.abbreviation(time)
  }

  /// The formatter for years before `USZone.firstYear`.
  private static let pacificFormatter: Mutex<DateFormatter> = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = PacificTime.zone ?? TimeZone(secondsFromGMT: -8 * 3600)
    formatter.dateFormat = "EEE MMM d, h:mm a zzz"
    return Mutex(formatter)
  }()
}
