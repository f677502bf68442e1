import FoundationEssentials

/// One segment of a route page as published: its segment cell's text, then every cell of its row
/// (and of the directional sub-rows under it), each read by class wherever it stands. A closed row
/// has one merged conditions cell in place of the conditions, advisory and restriction cells.
struct SegmentRow: Equatable, Sendable {
  /// The route as WYDOT writes it ("WY 22"): the row's route cell, or the page's heading.
  var route: String?
  /// The segment cell's text: "Between Wilson and the Idaho State Line".
  var segment: String
  /// Every cell of the row and its sub-rows that carries a report, in page order.
  var cells: [SegmentCell]
  /// The direction the segment is for, when its cell names one ("<strong>NORTHBOUND</strong>
  /// Between the Colorado State Line and Cheyenne"); `.both` otherwise.
  var direction: TravelDirection = .both

  /// The cells of `kind`.
  func cells(_ kind: SegmentCell.Kind) -> [SegmentCell] { cells.filter { $0.kind == kind } }

  /// The report time as written (the first time cell's); nil when there is none.
  var reportTime: String? { cells(.time).first.map(\.text) }

  /// When it was reported; nil when the time cannot be read.
  var reportedAt: Date? { reportTime.flatMap(MountainTime.date(reportTime:)) }

  /// Whether a merged cell's class marks the row closed (`closedcond`, or `extendedcond`: the season).
  var isClosedByClass: Bool { cells.contains(where: \.isClosedByClass) }

  /// Whether a closing cell's class is `extendedcond`.
  var isExtended: Bool { cells.contains(where: \.isExtended) }

  /// The conditions cells' words, joined; nil when the row has none.
  var conditions: String? {
    let found = cells(.conditions)
    return found.isEmpty ? nil : found.map(\.text).joined(separator: "; ")
  }
}
