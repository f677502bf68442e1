import FoundationEssentials

/// One cell of a segment's row (or of a sub-row under it), read by its class wherever it stands:
/// WYDOT's rows are found by their segment cell, and the cells of each kind may be one or several.
struct SegmentCell: Equatable, Sendable {
  /// What a cell is, by its class.
  enum Kind: Equatable, Sendable {
    /// Road conditions (a class ending in `cond`); on a closed row the merged closure cell.
    case conditions
    /// Advisories: a class of the impact scale with no suffix (`noimpact` … `closed`).
    case advisory
    /// Restrictions: a class ending in `restrict`.
    case restriction
    /// The report time (`rpttime`).
    case time
    /// Text in a cell of no known class after the segment: read like any other text.
    case text
  }

  /// What the cell is.
  var kind: Kind
  /// Its class tokens ("lowimpactcond", "extendedcond").
  var classes: [String]
  /// Its lines (split at `<br />`), cleaned; empty lines dropped.
  var lines: [String]
  /// How many columns it spans (1 when not given or not a sensible number).
  var span: Int
  /// The direction the cell speaks for: `.both`, or the one a directional sub-row names.
  var direction: TravelDirection

  /// The cell's text on one line.
  var text: String { lines.joined(separator: " ") }

  /// Whether the cell says nothing (no line, or only blanks).
  var isBlank: Bool { lines.allSatisfy { $0.allSatisfy { $0.isWhitespace } } }

  /// Whether its class marks the road closed: only the merged conditions cell that stands for the
  /// conditions, advisory and restriction columns, of class `closedcond` or `extendedcond` (the
  /// impact scale's top). `extended` alone marks a long-lasting event, not a closure: an
  /// `extendedimpact` advisory ("Falling Rock, No Trailer Traffic") stands beside an open road.
  var isClosedByClass: Bool { isMerged && (isExtended || classes.contains { $0.hasPrefix("closed") }) }

  /// Whether its class is `extendedcond` on a merged cell: closed for a long time (the season).
  var isExtended: Bool { isMerged && classes.contains("extendedcond") }

  /// Whether the cell spans the advisory and restriction columns (a closed row's shape).
  var isMerged: Bool { kind == .conditions && span > 1 }

  /// The classes of an advisory cell: the impact scale without a suffix.
  static let impactClasses: Set<String> = [
    "noimpact", "lowimpact", "modimpact", "highimpact", "extended", "closed", "extendedimpact", "closedimpact",
  ]

  /// Classes of cells that carry no report: the route and town (with its forecast link), cameras, sensors.
  static let ignoredClasses: Set<String> = [
    "route", "town", "townname", "cameras", "camera", "sensors", "sensor", "closurelocation", "region",
  ]

  /// The kind `classes` give a cell; nil for a cell of an ignored class or of no known class.
  static func kind(of classes: [String]) -> Kind? {
    if classes.contains(where: ignoredClasses.contains) { return nil }
    if classes.contains("rpttime") { return .time }
    if classes.contains(where: { $0.hasSuffix("restrict") }) { return .restriction }
    if classes.contains(where: { $0.hasSuffix("cond") }) { return .conditions }
    if classes.contains(where: impactClasses.contains) { return .advisory }
    return nil
  }

  /// A column span from the page, bounded: "3" → 3; empty, absurd or not a number → 1.
  static func span(_ attribute: String?) -> Int {
    guard let text = attribute?.trimmingSpaces(), text.count <= 3, let value = Int(text),
      (1...100).contains(value)
    else {
      return 1
    }
    return value
  }
}
