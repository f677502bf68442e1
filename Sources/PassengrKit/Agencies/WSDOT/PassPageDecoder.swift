import FoundationEssentials
import Markup

/// Scrapes a pass page: the current wsdot.com layout as a browser renders it, or the legacy
/// `PassInfo*` spans. Rows are matched by their label text, never by position or `data-v-*` hashes.
enum PassPageDecoder {
  static func decode(
    _ data: Data, format: SourceFormat, charset: String?, url: String, fetchedAt: Date, directions: DirectionPair? = nil
  ) throws -> PassReport {
    let document = try HTMLDocument(data: data, encoding: charset, url: url)
    let report =
      try format == .legacyPage
      ? legacy(document, fetchedAt: fetchedAt, directions: directions)
      : modern(document, fetchedAt: fetchedAt, directions: directions)
    guard var report, !report.conditions.restrictions.isEmpty else {
      throw SourceError.noPassData(source: format.rawValue, url: url)
    }
    if let directions {
      // "Travel northbound" on an east–west pass cannot be placed: it counts for both directions.
      report.conditions.restrictions = DirectionPlacement.place(report.conditions.restrictions, on: directions)
    }
    WSDOTWords.applyConditions(to: &report.conditions)
    return report
  }

  private static func modern(_ document: HTMLDocument, fetchedAt: Date, directions: DirectionPair?) throws
    -> PassReport?
  {
    var values: [String: String] = [:]
    var restrictions: [Restriction] = []
    // Labels whose row was taken: a page that repeats rows costs one set look-up per repeat.
    var taken = Set<String>()
    // The class token matched by a walk of the tree: no XPath engine, no string per element.
    for row in document.documentNode.descendants(withClass: "condition") {
      guard let labelNode = row.firstDescendant(withClass: "conditionLabel") else { continue }
      let label = labelNode.normalizedText.lowercased()
      guard !label.isEmpty, !taken.contains(label) else { continue }
      // The first row of a label is the one shown; a page that repeats rows says no more, and its
      // values are not even read.
      if label.hasPrefix("travel") || label.hasPrefix("restriction"), let direction = TravelDirection.named(in: label) {
        guard !restrictions.contains(where: { $0.direction == direction }),
          let value = row.firstDescendant(withClass: "conditionValue")
        else { continue }
        restrictions.append(WSDOTWords.restriction(direction, text: value.normalizedText))
      } else {
        let key = trimmingColonsAndSpaces(label)
        guard values[key] == nil, let value = row.firstDescendant(withClass: "conditionValue") else { continue }
        values[key] = value.normalizedText
      }
      taken.insert(label)
    }
    guard !restrictions.isEmpty else { return nil }
    let title = document.documentNode.firstDescendant(named: "h1")?.normalizedText ?? ""
    return PassReport(
      id: nil,
      publishedName: title.isEmpty
        ? document.documentNode.firstDescendant(named: "title")?.normalizedText ?? "" : title,
      elevationFeet: values["elevation"].flatMap(firstInteger),
      conditions: PassConditions(
        restrictions: restrictions, roadConditions: values["conditions"], weather: values["weather"],
        temperatureF: values["temperature"].flatMap(fahrenheit),
        updatedAt: values["last updated"].flatMap(PacificTime.date(fromPageText:)), fetchedAt: fetchedAt))
  }

  private static func legacy(_ document: HTMLDocument, fetchedAt: Date, directions: DirectionPair?) throws
    -> PassReport?
  {
    func span(_ id: String) throws -> Node? {
      // ASP.NET may prefix ids (ctl00_..._PassInfoWeather): match the end of the id.
      try document.firstNode(
        matching:
          "/descendant::*[@id='\(id)' or substring(@id, string-length(@id) - \(id.count - 1)) = '_\(id.dropFirst())' ]")
    }
    func text(_ id: String) throws -> String? { try span(id).map(\.normalizedText) }
    let pair = (directions ?? .eastWest).directions
    var restrictions: [Restriction] = []
    for (id, fallback) in [("PassInfoRestrictionsOne", pair.0), ("PassInfoRestrictionsTwo", pair.1)] {
      guard let node = try span(id) else { continue }
      let label = try node.string(of: "normalize-space(ancestor::tr[1]/td[1])")
      restrictions.append(
        WSDOTWords.restriction(TravelDirection.named(in: label) ?? fallback, text: node.normalizedText))
    }
    guard !restrictions.isEmpty else { return nil }
    let title = try document.string(of: "normalize-space(/descendant::*[@id='PassPageBoxPanel'][1]/descendant::h1[1])")
    return PassReport(
      id: nil,
      publishedName: title.isEmpty
        ? try document.string(of: "normalize-space(/descendant::title[1])").replacing("WSDOT - ", with: "") : title,
      elevationFeet: try text("PassInfoElevationF").flatMap(firstInteger),
      conditions: PassConditions(
        restrictions: restrictions, roadConditions: try text("PassInfoConditions"),
        weather: try text("PassInfoWeather"),
        temperatureF: try text("PassInfoTemperature").flatMap(fahrenheit),
        updatedAt: try text("PassInfoLastUpdate").flatMap(PacificTime.date(fromPageText:)), fetchedAt: fetchedAt))
  }

  /// `label` without the colons and spaces around it ("elevation:" is "elevation"), on its bytes:
  /// both are ASCII, so no Unicode look-up is needed.
  static func trimmingColonsAndSpaces(_ label: String) -> String {
    let isTrimmed = { (byte: UInt8) in byte == 0x3A || byte == 0x20 }
    guard let first = label.utf8.firstIndex(where: { !isTrimmed($0) }),
      let last = label.utf8.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(decoding: label.utf8[first..<label.utf8.index(after: last)], as: UTF8.self)
  }

  /// 28 from "28°F / -2°C as of 8:45 PM"; nil for "N/A".
  static func fahrenheit(_ text: String) -> Int? {
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      // A number not glued to a word before it, then spaces, an optional degree sign, then F alone.
      let startsWord = index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
      guard startsWord, let (number, end) = TextScanner.number(in: characters, at: index) else {
        index += 1
        continue
      }
      var next = end
      while next < characters.count, characters[next] == " " { next += 1 }
      if next < characters.count, characters[next] == "°" { next += 1 }
      while next < characters.count, characters[next] == " " { next += 1 }
      let endsWord = next + 1 >= characters.count || !(characters[next + 1].isLetter || characters[next + 1].isNumber)
      if next < characters.count, characters[next] == "F", endsWord { return Double(number)?.measurement }
      index = max(end, index + 1)
    }
    return nil
  }

  /// 4061 from "4061 ft / 1238 m" or "4,061 ft".
  static func firstInteger(_ text: String) -> Int? {
    let characters = Array(text)
    for index in characters.indices where characters[index].isASCII && characters[index].isNumber {
      let start = index > 0 && characters[index - 1] == "-" ? index - 1 : index
      return TextScanner.number(in: characters, at: start, allowingCommas: true).flatMap { Int($0.text) }
    }
    return nil
  }
}
