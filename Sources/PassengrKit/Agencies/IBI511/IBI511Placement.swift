/// Where a record lies with respect to a pass, failing closed: `on` only when its roadway is the
/// pass's and its position is near the summit (or, for a segment, its name names the pass);
/// `off` only when what it gives places it elsewhere; anything between is `maybe`, which never
/// leaves a direction open.
enum IBI511Placement: Equatable, Sendable {
  case on
  case maybe(why: String)
  case off

  /// How far from the summit an event may lie and still be at the pass, in kilometres.
  static let eventRadius = 15.0
  /// How far from the summit a segment's geometry may pass and still be the pass's stretch.
  static let segmentRadius = 5.0

  /// How a written roadway compares with a pass's.
  enum Road: Equatable {
    case same, different, unreadable
  }

  /// Whether `text` names one of `site`'s roadways: `I-80`, `I 80`, `Interstate 80`, `SR-431`,
  /// `US-89` on `US 89/91`, with words after the road (`I-80 EB`, `SR-35 Wolf Creek Pass`).
  static func road(_ text: String?, of site: IBI511Site, state: String?) -> Road {
    guard let text, let written = highway(in: text, state: state) else { return .unreadable }
    return site.roadways.contains { $0.matches(written) || written.matches($0) } ? .same : .different
  }

  /// A road as the platform writes it, as people do: a number padded with zeros is the number
  /// (`I015` is I-15) and a direction letter after it is the direction of travel, not part of the
  /// route (`US-40E` is eastbound US 40).
  static func unpadded(_ text: String) -> String {
    text.replacing(#/(?i)\b(I|US|SR|SH|[A-Z]{2})([- ]?)0+([1-9])/#) { "\($0.output.1)\($0.output.2)\($0.output.3)" }
      .replacing(#/(?i)\b((?:I|US|SR|SH|[A-Z]{2})[- ]?[0-9]+)[EWNS]\b/#) { String($0.output.1) }
  }

  /// The highway `text` begins with, or names whole; nil when none can be read.
  static func highway(in text: String, state: String?) -> Highway? {
    let cleaned = unpadded(TextSanitizer.clean(text))
    if let whole = Highway(cleaned, state: state) { return whole }
    let head = cleaned.split(whereSeparator: { ":,(;".contains($0) }).first.map(String.init) ?? cleaned
    let tokens = head.split(separator: " ").map(String.init)
    for count in stride(from: min(3, tokens.count), through: 1, by: -1) {
      if let road = Highway(tokens.prefix(count).joined(separator: " "), state: state) { return road }
    }
    return nil
  }

  /// The roads named anywhere in `text` ("... on US-12 near Lolo Pass"), as highways.
  static func highways(namedIn text: String, state: String?) -> [Highway] {
    let tokens = unpadded(TextSanitizer.clean(text)).split(whereSeparator: { " ,;:()".contains($0) }).map(String.init)
    var found: [Highway] = []
    for (index, token) in tokens.enumerated() {
      if let road = Highway(token, state: state) {
        found.append(road)
        continue
      }
      if index + 1 < tokens.count,
        ["i", "us", "sr", "sh", "interstate", "hwy", "highway", "route"].contains(token.lowercased()),
        let road = Highway("\(token) \(tokens[index + 1])", state: state)
      {
        found.append(road)
      }
    }
    return found
  }

  /// Where `event` lies with respect to `site`.
  static func of(_ event: IBI511Event, at site: IBI511Site, state: String?) -> IBI511Placement {
    var road = road(event.roadway, of: site, state: state)
    var doubt = event.roadway.map { "its roadway is written \"\($0)\"" } ?? "it names no roadway"
    if road == .unreadable {
      // The roads its own words name stand in for a roadway that cannot be read.
      let named = event.words.flatMap { highways(namedIn: $0.text, state: state) }
      if !named.isEmpty {
        road =
          named.contains { written in site.roadways.contains { $0.matches(written) || written.matches($0) } }
          ? .unreadable : .different
        doubt += " (its words name \(named.count == 1 ? "a road" : "roads"))"
      }
    }
    let distance = event.allPoints.compactMap { SummitDistance.distance(from: site.summit, to: $0) }.min()
    switch (road, distance) {
    case (.different, _): return .off
    case (.same, let km?): return km <= eventRadius ? .on : .off
    case (.same, nil): return .maybe(why: "it gives no position")
    case (.unreadable, let km?): return km <= eventRadius ? .maybe(why: doubt) : .off
    case (.unreadable, nil): return .maybe(why: "\(doubt) and it gives no position")
    }
  }

  /// Where the segment `condition` lies with respect to `site`.
  static func of(_ condition: IBI511Condition, at site: IBI511Site, state: String?) -> IBI511Placement {
    let road = road(condition.roadway ?? condition.name, of: site, state: state)
    let named = site.isNamed(in: condition.name) || site.isNamed(in: condition.roadway)
    if road == .different { return .off }
    let distance = condition.polylines.compactMap { SummitDistance.distance(from: site.summit, to: $0) }.min()
    if let km = distance {
      if km <= segmentRadius { return road == .same || named ? .on : .maybe(why: "its roadway cannot be read") }
      let shown = km < 1e6 ? String(Int(km.rounded())) : "far"
      return named ? .maybe(why: "it is named for the pass but lies \(shown) km from its summit") : .off
    }
    if named && road == .same { return .on }
    return .maybe(why: "it gives no geometry")
  }
}
