import Foundation

/// One row of a route page's conditions table, as published: the segment, then its cells read by
/// class. A closed row has one merged cell in place of the conditions, advisory and restriction cells.
struct SegmentRow: Equatable, Sendable {
  /// The route the page is for, as WYDOT writes it in the table ("WY 22"), when a cell names it.
  var route: String?
  /// The segment cell's text: "Between Wilson and the Idaho State Line".
  var segment: String
  /// The conditions cell's class tokens ("lowimpactcond", "extendedcond").
  var conditionsClass: [String]
  /// Whether the conditions cell spans the advisory and restriction columns (a closed row).
  var isMerged: Bool
  /// The conditions cell's words (the closure's words on a merged cell); nil when there is no cell.
  var conditions: String?
  /// The advisory cell's lines (split at `<br />`); empty when there is no cell.
  var advisories: [String]
  /// The restriction cell's lines.
  var restrictions: [String]
  /// The report time as written; nil when there is no time cell.
  var reportTime: String?

  /// When it was reported; nil when the time cannot be read.
  var reportedAt: Date? { reportTime.flatMap(MountainTime.date(reportTime:)) }

  /// Whether a class of the conditions cell marks the row closed: `closedcond`, or `extendedcond`
  /// (closed for a long time: the season).
  var isClosedByClass: Bool { conditionsClass.contains("closedcond") || isExtended }

  /// Whether the conditions cell's class is `extendedcond`.
  var isExtended: Bool { conditionsClass.contains("extendedcond") }
}
