import FoundationEssentials
import Markup

/// A WYDOT route page (`https://www.wyoroad.info/pls/Browse/WRR.RoutesResults?SelectedRoute=WY22`):
/// tables with a row per segment, then the district comments. Town and route cells span rows, so a
/// row's cells are never found by position: the segment cell (`td.closurelocation`) is found, and
/// every other cell of the row, before or after it, is read by its class; rows without a segment
/// cell under a segment's row (a directional sub-row) belong to it. Every table but the colour
/// legend is read: segment rows wherever they stand, and every other cell as a comment.
struct RoutePage: Equatable, Sendable {
  /// Its segments, in page order.
  var rows: [SegmentRow]
  /// The text of every cell outside a segment's rows (district comments, notes, further tables),
  /// each a cell's lines joined, in page order.
  var comments: [String]
  /// The text outside every table (an alert, a paragraph), each block's lines joined: read only
  /// for closures and chains it places on a pass, since a page's shell (menus, headings, links)
  /// says nothing of the road.
  var notes: [String] = []

  /// Reads `data` as the page of `route` ("WY22"; nil for whichever route it is). A page is accepted
  /// only when it holds segment rows and, when a route is expected, names that route somewhere (its
  /// title or headings, a route cell, a comment): an error page, a menu or another route's page is
  /// a failed page, never an empty one.
  static func decode(_ data: Data, charset: String?, url: String, route expected: String? = nil) throws -> RoutePage {
    let document = try HTMLDocument(data: data, encoding: charset, url: url)
    let source = SourceFormat.wydotRoute.rawValue
    // `/descendant::`, not `//`: one walk of the tree, whatever the page's size.
    // A query that fails is the page's failure, never a table read as empty.
    let tables = try document.nodes(matching: "/descendant::table").filter { try !isLegend($0) }
    var page = RoutePage(rows: [], comments: [])
    for table in tables { try page.read(table) }
    guard !page.rows.isEmpty else { throw SourceError.noPassData(source: source, url: url) }
    // Blocks outside the tables with no block inside them, links alone, scripts and styles left out.
    let blocks = try document.nodes(
      matching: """
        /descendant::*[self::p or self::div or self::li or self::h1 or self::h2 or self::h3 or self::h4 or self::h5 or self::h6 or self::pre \
        or self::blockquote or self::section or self::article or self::aside or self::span or self::font or self::center]\
        [not(ancestor::table)][not(ancestor::nav)][not(ancestor::header)][not(ancestor::footer)][not(ancestor::script)]\
        [not(descendant::p or descendant::div or descendant::li or descendant::table or descendant::section or descendant::article)]
        """)
    page.notes = try blocks.filter { try !Self.isLinkOnly($0) }.map { Self.lines(of: $0).joined(separator: ". ") }
      .filter { !$0.isEmpty }

    // The heading names the route when no row does ("WY 22" in the title or a caption).
    let headings = try document.nodes(
      matching:
        "/descendant::*[self::title or self::h1 or self::h2 or self::h3 or self::h4 or self::caption or self::th]"
    )
    .map { TextSanitizer.clean($0.normalizedText) }
    let named = headings + page.rows.compactMap(\.route) + page.comments
    if let expected {
      guard named.contains(where: { Self.text($0, names: expected) }) else {
        throw SourceError.notTheExpectedPage(
          url: url, reason: "neither its heading nor its tables name the route \(Self.written(expected))")
      }
    }
    let pageRoute =
      expected.map(Self.written) ?? headings.lazy.compactMap { Self.routeWords($0).map { "\($0.0) \($0.1)" } }.first
    for index in page.rows.indices where page.rows[index].route == nil { page.rows[index].route = pageRoute }
    return page
  }

  /// Whether `table` is the colour legend (its class or summary says so, or its first cell reads
  /// "Legend"): its cells name impact levels ("CLOSED"), not roads.
  private static func isLegend(_ table: Node) throws -> Bool {
    if table.hasClass("legend") || (table.attribute("summary") ?? "").lowercased().contains("legend") { return true }
    let first = try table.firstNode(matching: "descendant::td")?.normalizedText ?? ""
    return TextSanitizer.clean(first).lowercased() == "legend"
  }

  /// Reads the rows of `table` (its own, not a nested table's): segment rows, sub-rows under the
  /// last segment, and every other cell as a comment.
  private mutating func read(_ table: Node) throws {
    let trs = try table.nodes(matching: "tr | thead/tr | tbody/tr | tfoot/tr")
    var current: Int?
    var route: String?
    for tr in trs {
      let elements = tr.elements.filter { $0.name == "td" || $0.name == "th" }
      let direction = Self.direction(of: elements)
      if let segmentCell = elements.first(where: { $0.name == "td" && $0.hasClass("closurelocation") }),
        case (let way, let segment) = Self.directed(TextSanitizer.clean(segmentCell.normalizedText)), !segment.isEmpty
      {
        var row = SegmentRow(route: nil, segment: segment, cells: [], direction: way)
        let direction = direction == .both ? way : direction
        var isAfter = false
        for element in elements {
          if element == segmentCell {
            isAfter = true
            continue
          }
          if let cell = try Self.cell(element, isAfterSegment: isAfter, direction: direction) {
            row.cells.append(cell)
          } else if !isAfter, row.route == nil, Self.routeWords(TextSanitizer.clean(element.normalizedText)) != nil {
            row.route = TextSanitizer.clean(element.normalizedText)
          }
        }
        // The route cell spans the rows after it: each row without one is on the route of the last.
        if row.route == nil { row.route = route }
        route = row.route
        rows.append(row)
        current = rows.count - 1
      } else if let current,
        elements.contains(where: { SegmentCell.kind(of: Self.classes($0)) != nil }) || direction != .both,
        !elements.contains(where: Self.namesASegment)
      {
        // A sub-row: its cells belong to the segment above, for the direction it names.
        rows[current].cells += try elements.compactMap { try Self.cell($0, isAfterSegment: true, direction: direction) }
      } else {
        // The cells of one row are one comment, so that a place in one cell stays with the words
        // of the next (a segment whose cell lost its class, then its status).
        // A district's name ("District 3 (Southwest)") labels its comments: it says nothing of a road.
        let texts = try elements.filter {
          try $0.name == "td" && !Self.isLinkOnly($0) && !$0.hasClass("region")
            && !Self.isDistrictLabel(TextSanitizer.clean($0.normalizedText))
        }.map {
          Self.lines(of: $0).joined(separator: ". ")
        }
        let text = texts.filter { !$0.isEmpty }.joined(separator: ". ")
        if !text.isEmpty { comments.append(text) }
      }
    }
  }

  /// The report cell `element` is, by class; nil for a route, town, camera or sensor cell, a cell
  /// of no known class before the segment (the town), a link alone, or a direction's name.
  private static func cell(_ element: Node, isAfterSegment: Bool, direction: TravelDirection) throws -> SegmentCell? {
    let classes = classes(element)
    let lines = lines(of: element)
    var kind = SegmentCell.kind(of: classes)
    if kind == nil {
      guard isAfterSegment, !classes.contains(where: SegmentCell.ignoredClasses.contains), !lines.isEmpty,
        try !isLinkOnly(element),
        directionName(lines.joined(separator: " ")) == nil
      else { return nil }
      kind = .text
    }
    guard let kind else { return nil }
    return SegmentCell(
      kind: kind, classes: classes, lines: lines, span: SegmentCell.span(element.attribute("colspan")),
      direction: direction)
  }

  private static func classes(_ element: Node) -> [String] {
    (element.attribute("class") ?? "").lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
  }

  private static func lines(of element: Node) -> [String] {
    element.textLines.map(TextSanitizer.clean).filter { !$0.isEmpty }
  }

  /// Whether a cell reads like a segment ("Between Wilson and …"): a row holding one is another
  /// segment whose cell lost its class, never a sub-row of the segment above.
  private static func namesASegment(_ element: Node) -> Bool {
    let text = TextSanitizer.clean(element.normalizedText).lowercased()
    return text.hasPrefix("between ") && text.contains(" and ")
  }

  /// Whether the cell's text is all inside links ("Cameras", "NWS Forecast").
  private static func isLinkOnly(_ element: Node) throws -> Bool {
    let links = try element.nodes(matching: "descendant::a").map { TextSanitizer.clean($0.normalizedText) }.joined(
      separator: " ")
    let own = TextSanitizer.clean(element.normalizedText)
    return !links.isEmpty && own.filter { !$0.isWhitespace } == links.filter { !$0.isWhitespace }
  }

  /// The direction a row names in a cell of its own ("Eastbound", "WB"); `.both` when none.
  private static func direction(of elements: [Node]) -> TravelDirection {
    let named = elements.compactMap { directionName(TextSanitizer.clean($0.normalizedText)) }
    return Set(named).count == 1 ? named[0] : .both
  }

  /// A segment cell's text without the direction it opens with ("NORTHBOUND Between the Colorado
  /// State Line and Cheyenne" → northbound and the rest); `.both` and the text when it names none.
  static func directed(_ text: String) -> (TravelDirection, String) {
    guard let match = text.prefixMatch(of: #/(?i)(northbound|southbound|eastbound|westbound)\s*[:,-]?\s*/#),
      let way = directionName(String(match.output.1))
    else { return (.both, text) }
    return (way, String(text[match.range.upperBound...]))
  }

  /// Whether `text` is a district's name and nothing else ("District 3 (Southwest)", "District 1").
  static func isDistrictLabel(_ text: String) -> Bool {
    text.wholeMatch(of: #/(?i)district\s*\d+\s*(\([a-z ]+\))?\s*:?/#) != nil
  }

  /// The direction `text` is the name of, and nothing else ("Eastbound", "E/B", "WB", "West Bound").
  static func directionName(_ text: String) -> TravelDirection? {
    let key = text.lowercased().filter(\.isLetter)
    guard ["eastbound", "westbound", "northbound", "southbound", "eb", "wb", "nb", "sb"].contains(key) else {
      return nil
    }
    return TravelDirection(text: key)
  }
}
