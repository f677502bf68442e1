import Foundation
import Markup

/// A Caltrans highway-information page (`https://roads.dot.ca.gov/roadinfo/i80`): the route, then
/// entries under area headers. Read as text, line by line, never by class or id: the markup has
/// changed over the years, the words have not.
struct HighwayInfoPage: Equatable, Sendable {
  /// The route as Caltrans writes it: "I 80", "US 50", "SR 89".
  var route: String
  /// The entries, in page order.
  var entries: [HighwayInfoEntry]

  /// The page of `route` ("I-80", "SR-4"): `https://roads.dot.ca.gov/roadinfo/i80`.
  static func url(route: String) -> URL {
    let slug = route.lowercased().filter { $0.isLetter || $0.isNumber }
    return URL(string: "https://roads.dot.ca.gov/roadinfo/\(slug)") ?? URL(fileURLWithPath: "/roadinfo/\(slug)")
  }

  /// Reads `data` (HTML, or plain text); a page with no route line is not highway information.
  static func decode(_ data: Data, charset: String?, url: String) throws -> HighwayInfoPage {
    let lines: [String]
    if !data.prefix(2048).contains(UInt8(ascii: "<")) {
      // Served as plain text: the lines are the text's own.
      lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map { $0.collapsingWhitespace() }.filter { !$0.isEmpty }
    } else {
      lines = try HTMLDocument(data: data, encoding: charset, url: url).documentNode.textLines
    }
    guard let page = parse(lines: lines) else { throw PassengrError.noPassData(source: SourceFormat.caltransRoadinfo.rawValue, url: url) }
    return page
  }

  /// The route line and the entries after it; nil when no line names a route.
  static func parse(lines: [String]) -> HighwayInfoPage? {
    guard let start = lines.firstIndex(where: { routeName($0) != nil }), let route = routeName(lines[start]) else { return nil }
    var entries: [HighwayInfoEntry] = []
    var area: String?
    for raw in lines[(start + 1)...] {
      var line = raw.trimmingCharacters(in: .whitespaces)
      if let (header, rest) = areaHeader(line) {
        area = header
        line = rest
      }
      guard !line.isEmpty else { continue }
      // The next route's header ends this one's entries (a page that holds several).
      if routeName(line) != nil { break }
      let lower = line.lowercased()
      if lower.hasPrefix("no traffic restrictions are reported") { continue }
      entries.append(HighwayInfoEntry.parse(line, area: area))
    }
    return HighwayInfoPage(route: route, entries: entries)
  }

  /// "I 80", "US 50", "SR 89" (or "I-80", "SR89") alone on a line: the route, normalised "SR 89".
  static func routeName(_ line: String) -> String? {
    let words = line.uppercased().replacingOccurrences(of: "-", with: " ").split(separator: " ")
    let joined: [Substring]
    switch words.count {
    case 1:
      let letters = words[0].prefix { $0.isLetter }
      joined = [letters, words[0].dropFirst(letters.count)]
    case 2: joined = words
    default: return nil
    }
    guard ["I", "US", "SR"].contains(String(joined[0])), let number = Int(joined[1]), number > 0, number < 1000 else { return nil }
    return "\(joined[0]) \(number)"
  }

  /// "[IN THE NORTHERN CALIFORNIA AREA] Is closed …" → the header and the rest of the line; also
  /// when the opening bracket was lost. nil for a line that is no header.
  static func areaHeader(_ line: String) -> (String, String)? {
    guard let close = line.firstIndex(of: "]") else { return nil }
    var header = line[..<close]
    if header.first == "[" { header = header.dropFirst() }
    let letters = header.filter(\.isLetter)
    // Headers are upper case ("IN THE SAN FRANCISCO BAY AREA - SOLANO CO", "EASTERN SIERRA NEVADA").
    guard !letters.isEmpty, letters == letters.uppercased(), header.count < 120 else { return nil }
    let rest = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
    return (header.trimmingCharacters(in: .whitespaces), rest)
  }
}
