import Foundation
import Markup

/// A WYDOT route page (`https://www.wyoroad.info/pls/Browse/WRR.RoutesResults?SelectedRoute=WY22`):
/// one `table.grid` headed "Conditions", a row per segment. Town and route cells span rows, so a
/// row's cells are never found by position: the segment cell (`td.closurelocation`) is found, and
/// the cells after it are read by their classes. Nothing outside the conditions table (a legend
/// that says CLOSED, the district comments) is read as a segment.
struct RoutePage: Equatable, Sendable {
  /// Its rows, in page order.
  var rows: [SegmentRow]

  /// Reads `data` as the page of `route` ("WY22"; nil for whichever route it is). A page is accepted
  /// only when it holds a conditions table with segment rows and, when a route is expected, names
  /// that route: an error page, a menu or another route's page is a failed page, never an empty one.
  static func decode(_ data: Data, charset: String?, url: String, route expected: String? = nil) throws -> RoutePage {
    let document = try HTMLDocument(data: data, encoding: charset, url: url)
    let source = SourceFormat.wydotRoute.rawValue
    // `/descendant::`, not `//`: one walk of the tree, whatever the page's size.
    let tables = try document.nodes(matching: "/descendant::table[contains(@class,'grid')]").filter { table in
      guard table.hasClass("grid") else { return false }
      let headers = (try? table.nodes(matching: "descendant::th")) ?? []
      return headers.contains { $0.normalizedText.caseInsensitiveCompare("Conditions") == .orderedSame }
    }
    var rows: [SegmentRow] = []
    for table in tables {
      // The route cell spans the rows after it: each row without one is on the route of the last.
      var route: String?
      for cell in try table.nodes(matching: "descendant::td[contains(@class,'closurelocation')]") where cell.hasClass("closurelocation") {
        guard var row = Self.row(at: cell) else { continue }
        if row.route == nil { row.route = route }
        route = row.route
        rows.append(row)
      }
    }
    guard !rows.isEmpty else { throw PassengrError.noPassData(source: source, url: url) }
    if let expected, !tables.contains(where: { Self.names($0, route: expected) }) {
      throw PassengrError.notTheExpectedPage(url: url, reason: "its conditions table does not name the route \(Self.written(expected))")
    }
    return RoutePage(rows: rows)
  }

  /// The row whose segment cell is `cell`: the cells after it, by class.
  private static func row(at cell: Node) -> SegmentRow? {
    guard let tr = cell.parent, tr.name == "tr" else { return nil }
    let segment = TextSanitizer.clean(cell.normalizedText)
    guard !segment.isEmpty else { return nil }
    var row = SegmentRow(
      route: nil, segment: segment, conditionsClass: [], isMerged: false, conditions: nil, advisories: [], restrictions: [], reportTime: nil)
    var isAfter = false
    for element in tr.elements where element.name == "td" || element.name == "th" {
      if element == cell {
        isAfter = true
        continue
      }
      let classes = (element.attribute("class") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
      guard isAfter else {
        // Before the segment: the town and route cells (when this row carries them).
        let text = TextSanitizer.clean(element.normalizedText)
        if row.route == nil, routeWords(text) != nil { row.route = text }
        continue
      }
      let lines = element.textLines.map(TextSanitizer.clean).filter { !$0.isEmpty }
      if classes.contains("rpttime") {
        if row.reportTime == nil { row.reportTime = lines.joined(separator: " ") }
      } else if classes.contains(where: { $0.hasSuffix("restrict") }) {
        if row.restrictions.isEmpty { row.restrictions = lines }
      } else if classes.contains(where: { $0.hasSuffix("cond") }) {
        guard row.conditions == nil else { continue }
        row.conditionsClass = classes
        row.conditions = lines.joined(separator: " ")
        let span = Int(element.attribute("colspan")?.trimmingCharacters(in: .whitespaces) ?? "") ?? 1
        row.isMerged = span > 1
      } else if classes.contains(where: impactClasses.contains) {
        if row.advisories.isEmpty { row.advisories = lines }
      }
    }
    // No advisory or restriction cell after the conditions: the conditions cell stands for them.
    if row.conditions != nil, row.advisories.isEmpty, row.restrictions.isEmpty,
       !tr.elements.contains(where: { element in
         let classes = (element.attribute("class") ?? "").split(whereSeparator: \.isWhitespace)
         return classes.contains { impactClasses.contains(String($0)) || $0.hasSuffix("restrict") }
       }) {
      row.isMerged = true
    }
    return row
  }

  /// The classes of an advisory cell: the impact scale without a suffix.
  static let impactClasses: Set<String> = ["noimpact", "lowimpact", "modimpact", "highimpact", "extended", "closed"]

  /// The routes `text` mentions, each as its letters and numbers: "WY 22" → ("WY", ["22"]),
  /// "US 14/16/20" → ("US", ["14", "16", "20"]), "I-80" and "I80" → ("I", ["80"]).
  static func routes(in text: String) -> [(letters: String, numbers: [String])] {
    let words = text.uppercased().replacingOccurrences(of: "-", with: " ").split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" })
    var found: [(letters: String, numbers: [String])] = []
    for (index, word) in words.enumerated() {
      let letters = word.prefix { $0.isLetter }
      guard ["WY", "US", "I"].contains(String(letters)) else { continue }
      let glued = word.dropFirst(letters.count)
      let numbers = glued.isEmpty ? (index + 1 < words.count ? words[index + 1] : "") : glued
      guard numbers.first?.isNumber == true else { continue }
      found.append((String(letters), numbers.split(separator: "/").map(String.init)))
    }
    return found
  }

  /// The route `text` names, if it names one.
  static func routeWords(_ text: String) -> (String, String)? {
    routes(in: text).first.map { ($0.letters, $0.numbers.joined(separator: "/")) }
  }

  /// "WY22" → "WY 22".
  static func written(_ route: String) -> String {
    let letters = route.prefix { $0.isLetter }
    return "\(letters) \(route.dropFirst(letters.count))"
  }

  /// Whether `table` names `route` ("WY22", "US14A") in one of its cells: "WY 22", "WY-22", or one of
  /// several numbers of a shared stretch ("US 14/16/20"); "US 14A" does not name US 14.
  static func names(_ table: Node, route: String) -> Bool {
    let letters = route.prefix { $0.isLetter }.uppercased()
    let number = route.dropFirst(letters.count).uppercased()
    let cells = (try? table.nodes(matching: "descendant::td")) ?? []
    return cells.contains { cell in
      routes(in: cell.normalizedText).contains { $0.letters == letters && $0.numbers.contains(number) }
    }
  }
}
