import FoundationEssentials

extension HTMLReport {
  /// A trip's page: `check`'s answer first (the trip, the verdict in `check`'s words, the worst
  /// direction driven, each pass in driving order in the direction driven), then each pass's card
  /// in driving order with the direction driven first.
  func render(_ check: CheckResult) -> String {
    let name = (check.trip ?? "drive") + (check.isReturn ? " (return)" : "")
    let verdict = Self.words(check.verdict)
    var html = "<section class=\"drive\" aria-labelledby=\"drive-name\" data-verdict=\"\(check.verdict.rawValue)\">\n"
    html += "<h2 id=\"drive-name\">Can this drive be made?</h2>\n"
    html +=
      "<p class=\"badge verdict \(Self.verdictClass(check.verdict))\" data-verdict=\"\(check.verdict.rawValue)\">\(Self.escape(verdict))</p>\n"
    html += "<p class=\"why\">\(Self.escape(check.summary))</p>\n"
    if let worst = Self.worstLeg(check.legs) {
      html +=
        "<p class=\"worst\" data-level=\"\(worst.level.rawValue)\">Worst direction driven: \(link(worst)) "
        + "\(Self.escape(Self.way(worst))), <span class=\"level \(Self.levelClass(worst.level))\">\(Self.escape(worst.level.phrase))</span></p>\n"
    }
    html += "<ol class=\"legs\" aria-label=\"Passes in driving order\">\n"
    for leg in check.legs {
      html += "<li data-level=\"\(leg.level.rawValue)\" data-direction=\"\(leg.direction.rawValue)\">\(link(leg))"
      if !leg.pass.highway.isEmpty { html += " <span class=\"highway\">\(Self.escape(leg.pass.highway))</span>" }
      html += " <strong class=\"driven\">\(Self.escape(Self.way(leg)))</strong>"
      html += " <span class=\"level \(Self.levelClass(leg.level))\">\(Self.escape(leg.level.phrase))</span>"
      if leg.isStale {
        html += " <span class=\"stale-tag\">(stale)</span>"
      } else if leg.isOld {
        html += " <span class=\"stale-tag\">(old)</span>"
      }
      html += "<br><span class=\"text\">\(Self.escape(CheckRenderer.text(of: leg, now: check.now)))</span></li>\n"
    }
    html += "</ol>\n</section>"
    var seen = Set<Int>()
    let rows = Dictionary(
      check.rows.compactMap { row in row.id.map { ($0, row) } }, uniquingKeysWith: { first, _ in first })
    for leg in check.legs where seen.insert(leg.pass.id).inserted {
      guard let row = rows[leg.pass.id] else { continue }
      html += "\n" + section(row, leg: leg)
    }
    let title = "\(verdict) · \(name) · Mountain pass conditions"
    return page(title: title, heading: "Trip \(name)", body: html, rows: check.rows)
  }

  /// The leg whose level is the drive's worst: the first in driving order of those.
  static func worstLeg(_ legs: [CheckLeg]) -> CheckLeg? {
    legs.enumerated().max { lhs, rhs in
      lhs.element.level.rank != rhs.element.level.rank
        ? lhs.element.level.rank < rhs.element.level.rank : lhs.offset > rhs.offset
    }?.element
  }

  /// The verdict as `check` words it: "Go", "Restrictions", "No go", "Unknown".
  static func words(_ verdict: Verdict) -> String {
    capitalized(verdict.rawValue.replacing("_", with: " "))
  }

  private static func verdictClass(_ verdict: Verdict) -> String {
    switch verdict {
    case .go: return "ok"
    case .restrictions: return "caution"
    case .noGo: return "danger closure"
    case .unknown: return "unknown"
    }
  }

  /// "eastbound", or "both ways" for a pass driven without a direction.
  private static func way(_ leg: CheckLeg) -> String {
    leg.direction == .both ? "both ways" : leg.direction.rawValue
  }

  /// The pass's name, linked to its card.
  private func link(_ leg: CheckLeg) -> String {
    "<a href=\"#pass-\(leg.pass.id)\">\(Self.escape(leg.pass.name))</a>"
  }
}
