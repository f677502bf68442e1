import FoundationEssentials

/// Renders `check`'s answer for people: one block per pass in driving order, then the verdict,
/// wrapped to the terminal width so that no word of a restriction or of the verdict is cut.
///
/// Wide enough, each pass is one row of columns (name, highway, direction driven, level) with its
/// text wrapped under itself; narrower, each pass is stacked: name, highway and direction, the
/// level, then the text, each wrapped to the width.
struct CheckRenderer: Sendable {
  /// Whether to colour levels with ANSI escapes.
  var useColor: Bool
  /// The width to wrap at.
  var width: Int
  /// "Now", for the age of old data.
  var now: Date

  /// The least room the text column needs beside the others before the blocks are stacked.
  static let leastTextRoom = 30

  /// Creates a renderer; widths under 20 columns are taken as 20.
  init(useColor: Bool, width: Int, now: Date) {
    self.useColor = useColor
    self.width = max(20, width)
    self.now = now
  }

  /// The whole answer.
  func render(_ result: CheckResult) -> String {
    let legs = result.legs
    // Agencies recorded at different times: each pass says its own, so no line looks as if it
    // came from the moment of another agency's recording.
    let showsEachRecording = Set(legs.compactMap(\.recordedAt)).count > 1
    func extras(_ leg: CheckLeg) -> [String] {
      var lines = Self.weather(of: leg)
      if showsEachRecording, let recorded = leg.recordedAt {
        lines.append("recorded \(ZonedTime.text(recorded, in: leg.zone, withYear: true))")
      }
      return lines
    }
    let nameWidth = legs.map { TerminalText.columns($0.pass.name) }.max() ?? 0
    let highwayWidth = legs.map { TerminalText.columns($0.pass.highway) }.max() ?? 0
    let directionWidth = legs.map(\.direction.rawValue.count).max() ?? 0
    let badgeWidth = legs.map { Self.badge($0).count }.max() ?? 0
    let headWidth = nameWidth + 2 + highwayWidth + 2 + directionWidth + 2 + badgeWidth + 2
    var lines: [String] = []
    if width - headWidth >= Self.leastTextRoom {
      for leg in legs {
        let head =
          Self.pad(leg.pass.name, nameWidth) + "  " + Self.pad(leg.pass.highway, highwayWidth) + "  "
          + Self.pad(leg.direction.rawValue, directionWidth) + "  "
        let badge = Self.badge(leg)
        let text = TerminalText.lines(Self.text(of: leg, now: now), width: width - headWidth)
        for (index, line) in text.enumerated() {
          if index == 0 {
            lines.append(
              head + paint(badge, leg.level) + String(repeating: " ", count: badgeWidth - badge.count + 2) + line)
          } else {
            lines.append(String(repeating: " ", count: headWidth) + line)
          }
        }
        for extra in extras(leg) {
          lines += TerminalText.lines(extra, width: width - headWidth).map {
            String(repeating: " ", count: headWidth) + $0
          }
        }
      }
    } else {
      for (index, leg) in legs.enumerated() {
        if index > 0 { lines.append("") }
        let title = [leg.pass.name, leg.pass.highway, leg.direction.rawValue].filter { !$0.isEmpty }.joined(
          separator: "  ")
        let badge = Self.badge(leg)
        if TerminalText.columns(title) + 2 + badge.count <= width {
          lines.append(title + "  " + paint(badge, leg.level))
        } else {
          lines += TerminalText.lines(title, width: width)
          lines += TerminalText.lines(badge, width: width - 2).map { "  " + paint($0, leg.level) }
        }
        lines += TerminalText.lines(Self.text(of: leg, now: now), width: width - 4).map { "    " + $0 }
        for extra in extras(leg) { lines += TerminalText.lines(extra, width: width - 4).map { "    " + $0 } }
      }
    }
    let label = result.trip.map { "\($0)\(result.isReturn ? " (return)" : "")" } ?? "drive"
    lines.append("")
    let verdict = TerminalText.lines("\(label): \(result.summary)", width: width)
    lines.append(verdict[0])
    if verdict.count > 1 {
      // The rest is indented so that it reads as one verdict; the indent comes out of the width.
      lines += TerminalText.lines(verdict.dropFirst().joined(separator: " "), width: width - 2).map { "  " + $0 }
    }
    if let at = result.at {
      let zone = result.legs.first?.zone ?? .pacific
      lines += TerminalText.lines(
        "(weather for \(ZonedTime.text(at, in: zone)); the levels are the roads' now)", width: width)
    }
    if showsEachRecording {
      lines += TerminalText.lines(
        "(recordings: each pass is judged at its agency's recorded time, shown under it)", width: width)
    } else if let recorded = result.legs.first(where: { $0.recordedAt == result.recordedAt }),
      let time = result.recordedAt
    {
      lines += TerminalText.lines(
        "(recorded \(ZonedTime.text(time, in: recorded.zone, withYear: true)): a recording, judged at that time)",
        width: width)
    }
    return lines.joined(separator: "\n")
  }

  /// "CHAINS REQUIRED", with "(STALE)" or "(OLD)" when the answer's data is not current for that
  /// reason.
  static func badge(_ leg: CheckLeg) -> String {
    let currency = leg.judgement.deciding?.currency
    return leg.level.phrase.uppercased() + (currency == .stale ? " (STALE)" : currency == .old ? " (OLD)" : "")
  }

  /// What a pass's line says: the words that set its level, and the answer's reason when it is
  /// about the data's age ("reported 685 d ago, older than WSDOT's 2d limit").
  static func text(of leg: CheckLeg, now: Date) -> String {
    guard let reason = leg.judgement.reason, reason.isCurrency, leg.judgement.deciding?.currency == .old else {
      return leg.text
    }
    return "\(leg.text) (\(reason))"
  }

  /// NWS beside a pass's line: the alerts in effect at the time of the drive and the forecast
  /// period then. Information only: the level is the road's.
  static func weather(of leg: CheckLeg) -> [String] {
    var lines = leg.alerts.map { "NWS alert: \(WeatherWording.alert($0, zone: leg.zone, now: .distantPast))" }
    if let period = leg.period { lines.append("NWS: " + WeatherWording.period(period, zone: leg.zone)) }
    return lines
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    TerminalText.padded(text, to: width)
  }

  /// `text` in the colour of `level` when colour is on.
  private func paint(_ text: String, _ level: RestrictionLevel) -> String {
    useColor ? TableRenderer.paint(text, level) : text
  }
}
