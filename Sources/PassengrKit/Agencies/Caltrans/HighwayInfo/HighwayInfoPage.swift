import FoundationEssentials
import Markup

/// A Caltrans highway-information page (`https://roads.dot.ca.gov/roadinfo/i80`): the route, then
/// entries under area headers. Read as text, line by line, never by class or id: the markup has
/// changed over the years, the words have not.
struct HighwayInfoPage: Equatable, Sendable {
  /// The route as Caltrans writes it: "I 80", "US 50", "SR 89".
  var route: String
  /// The entries, in page order.
  var entries: [HighwayInfoEntry]
  /// Whether the page says in so many words that nothing is reported (for the route or an area).
  var saysNothingReported = false
  /// The areas the page calls quiet ("[IN THE SOUTHERN CALIFORNIA AREA] No traffic restrictions
  /// are reported for this area."), as headed; "" for a quiet line under no header.
  var quietAreas: [String] = []

  /// The page of `route` ("I-80", "SR-4"): `https://roads.dot.ca.gov/roadinfo/i80`.
  static func url(route: String) -> URL {
    let slug = route.lowercased().filter { $0.isLetter || $0.isNumber }
    return URL(string: "https://roads.dot.ca.gov/roadinfo/\(slug)") ?? URL(fileURLWithPath: "/roadinfo/\(slug)")
  }

  /// Reads `data` (HTML, or plain text) as the page of `route` ("SR-120"; nil for whichever route
  /// it names first). A page is accepted only when it is that route's page and either lists
  /// entries or says explicitly that nothing is reported: a landing page, a menu of routes, another
  /// route's page or a page with nothing after its route line is a failed page, never "nothing
  /// reported".
  static func decode(_ data: Data, charset: String?, url: String, route expected: String? = nil) throws
    -> HighwayInfoPage
  {
    let lines: [String]
    if !data.prefix(2048).contains(UInt8(ascii: "<")) {
      // Served as plain text: the lines are the text's own.
      lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
    } else {
      lines = try HTMLDocument(data: data, encoding: charset, url: url).documentNode.textLines
    }
    let source = SourceFormat.caltransRoadinfo.rawValue
    guard let page = parse(lines: lines, route: expected.flatMap(routeName)) else {
      throw SourceError.noPassData(source: source, url: url)
    }
    guard !page.entries.isEmpty || page.saysNothingReported else {
      throw SourceError.notTheExpectedPage(
        url: url, reason: "it lists no entries for \(page.route) and does not say that nothing is reported")
    }
    return page
  }

  /// The entries under the route line of `route` (the first route named, when nil); nil when no
  /// line names that route. Lines are cleaned before anything is read from them.
  static func parse(lines raw: [String], route expected: String? = nil) -> HighwayInfoPage? {
    let lines = raw.map { TextSanitizer.clean($0) }.flatMap(splittingAtHeaders)
    guard let route = expected ?? lines.lazy.compactMap(routeName).first,
      lines.contains(where: { routeName($0) == route })
    else { return nil }
    var entries: [HighwayInfoEntry] = []
    var area: String?
    var saysNothingReported = false
    var quietAreas: [String] = []
    var isReading = false
    for line in lines {
      if let named = routeName(line) {
        // Another route's section ends this one's; the same route again continues it.
        isReading = named == route
        area = nil
        continue
      }
      guard isReading else { continue }
      // The page's footer ("Information reported as of the time of the request …") ends the
      // route's block: it and whatever follows it are never entries.
      if isFooter(line) {
        isReading = false
        continue
      }
      var rest = line
      // A header may come twice ("[IN THE … AREA] [IN THE … AREA] No traffic …"): the last one heads.
      while let (header, after) = areaHeader(rest) {
        area = header
        rest = after
      }
      guard !rest.isEmpty else { continue }
      let lower = rest.lowercased()
      if lower.hasPrefix("no traffic restrictions are reported") || lower.hasPrefix("no restrictions are reported") {
        saysNothingReported = true
        quietAreas.append(area ?? "")
        // Lines run together (inline markup): what follows the sentence is an entry of its own.
        guard let end = rest.firstIndex(of: ".") else { continue }
        rest = String(rest[rest.index(after: end)...]).trimmingSpaces()
        guard !rest.isEmpty else { continue }
      }
      entries += HighwayInfoEntry.parseAll(rest, area: area)
    }
    return HighwayInfoPage(
      route: route, entries: entries, saysNothingReported: saysNothingReported, quietAreas: quietAreas)
  }

  /// `line` cut before each area header that stands inside it ("Is closed at Kirkwood [IN THE
  /// CENTRAL CALIFORNIA AREA] Is closed at Red Lake": two lines run together).
  static func splittingAtHeaders(_ line: String) -> [String] {
    var parts: [String] = []
    var rest = Substring(line)
    var searchFrom = rest.startIndex
    while let open = rest[searchFrom...].firstIndex(of: "["), open > rest.startIndex {
      // Inside a line only a header that reads like an area ("[IN THE … AREA]", "[EASTERN SIERRA
      // NEVADA]") starts a new one: "[R-2]" is a code.
      if let (header, _) = areaHeader(String(rest[open...])), Self.looksLikeArea(header) {
        let before = rest[..<open].trimmingSpaces()
        if !before.isEmpty { parts.append(before) }
        rest = rest[open...]
        searchFrom = rest.index(after: rest.startIndex)
      } else {
        searchFrom = rest.index(after: open)
      }
    }
    parts.append(String(rest))
    return parts
  }

  /// Whether a header reads like an area: "IN THE …", or one that names an area, the Sierra or a county.
  static func looksLikeArea(_ header: String) -> Bool {
    let words = " \(header.uppercased()) "
    return header.uppercased().hasPrefix("IN THE ") || words.contains(" AREA ") || words.contains(" SIERRA ")
      || words.contains(" CO ")
  }

  /// The page's own footer: "Information reported as of the time of the request. For current
  /// conditions call 1-800-427-7623." (in either order, or the phone line alone).
  static func isFooter(_ line: String) -> Bool {
    let lower = line.lowercased()
    return lower.hasPrefix("information reported as of") || lower.hasPrefix("for current conditions call")
      || lower.contains("1-800-427-7623")
      || lower.contains("1-800-427-road")
  }

  /// "I 80", "US 50", "SR 89" (or "I-80", "SR89") alone on a line: the route, normalised "SR 89".
  static func routeName(_ line: String) -> String? {
    // "US 395" at the longest, with some white space: anything longer is no route line.
    guard line.utf8.count <= 16 else { return nil }
    let words = line.uppercased().replacing("-", with: " ").split(separator: " ")
    let joined: [Substring]
    switch words.count {
    case 1:
      let letters = words[0].prefix { $0.isLetter }
      joined = [letters, words[0].dropFirst(letters.count)]
    case 2: joined = words
    default: return nil
    }
    guard ["I", "US", "SR"].contains(String(joined[0])), let number = Int(joined[1]), number > 0, number < 1000 else {
      return nil
    }
    return "\(joined[0]) \(number)"
  }

  /// "[IN THE NORTHERN CALIFORNIA AREA] Is closed …" → the header and the rest of the line; also
  /// when the opening bracket was lost. nil for a line that is no header.
  static func areaHeader(_ line: String) -> (String, String)? {
    guard line.utf8.contains(UInt8(ascii: "]")), let close = line.firstIndex(of: "]") else { return nil }
    var header = line[..<close]
    let bracketed = header.first == "["
    if bracketed { header = header.dropFirst() }
    // Headers are upper case ("IN THE SAN FRANCISCO BAY AREA - SOLANO CO", "EASTERN SIERRA NEVADA").
    let isUpperCase =
      header.utf8.allSatisfy { $0 < 0x80 }
      ? header.utf8.contains { (0x41...0x5A).contains($0) } && !header.utf8.contains { (0x61...0x7A).contains($0) }
      : {
        let letters = header.filter(\.isLetter)
        return !letters.isEmpty && letters == letters.uppercased()
      }()
    guard isUpperCase, header.utf8.count < 240 else { return nil }
    // Without its opening bracket a header must read like one: an upper-case entry with a "]" in
    // it ("IS CLOSED AT ... ]") is an entry, not a header.
    if !bracketed {
      let words = " \(header.uppercased()) "
      let looksLikeArea =
        header.uppercased().hasPrefix("IN THE ") || words.contains(" AREA ") || words.contains(" SIERRA ")
        || words.contains(" CO ")
      let sentence = [" IS ", " ARE ", " CLOSED ", " CHAINS ", " REQUIRED ", " REOPENED ", " TRAFFIC ", " DUE "]
        .contains { words.contains($0) }
      guard looksLikeArea, !sentence else { return nil }
    }
    let rest = line[line.index(after: close)...].trimmingSpaces()
    return (header.trimmingSpaces(), rest)
  }
}
