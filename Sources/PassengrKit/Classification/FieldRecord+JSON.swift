import FoundationEssentials

/// A record written as JSON: an object ("{\"RoadCondition\": \"Wet\", \"Restriction\": \"None\"}"), its
/// members without the braces ("\"locationName\": \"KINGVALE\", \"status\": \"R-2\", …"), or one object
/// under a name ("RestrictionOne: {\"TravelDirection\": \"Eastbound\", \"RestrictionText\": \"No
/// restrictions\"}"). It is parsed as the feeds are (`JSONValue`), so a comma inside a value never
/// splits it, and written as a flat record's fields between bars, in the order the text gives them:
///
/// - a string, a number or a flag is "name: value"; a list of words is "name: a, b";
/// - an object within is its own members (the name over it says only where they sit);
/// - a lane impact (an object with `laneClosures` and `laneCount`, read as a `LaneMap`) is said in
///   words, with its direction: "westbound right lane closed", "eastbound all lanes closed", nothing
///   when no travel lane is closed and none is named; a map nobody can read is left as written, for
///   the reader not to understand.
extension FieldRecord {
  /// `text` as a flat record's fields between bars, or nil when it is no JSON record.
  static func jsonRecord(_ text: String) -> String? {
    var body = Substring(text.trimmingSpaces())
    guard body.hasSuffix("}") || body.hasPrefix("\"") else { return nil }
    if !body.hasPrefix("{"), !body.hasPrefix("\""), let brace = body.firstIndex(of: "{") {
      // "RestrictionOne: {…}": a name and its mark, then the object.
      let head = body[..<brace].trimmingScalars(where: { $0 == " " })
      guard let mark = head.last, mark == ":" || mark == "=",
        head.dropLast().allSatisfy({ $0.isLetter || $0.isNumber || " -_.\"".contains($0) })
      else { return nil }
      body = body[brace...]
    } else if body.hasPrefix("\""), !body.hasPrefix("{") {
      // "\"driving-restriction\": {…}" or "\"locationName\": \"KINGVALE\", …": members without braces.
      body = "{" + body + "}"
    }
    guard body.hasPrefix("{"), body.hasSuffix("}"), body.utf8.count <= 20_000,
      let value = try? JSONValue(parsing: Data(body.utf8)), var members = value.object
    else { return nil }
    // One object under a name: its members are the record.
    if members.count == 1, let only = members.values.first?.object { members = only }
    var cells: [String] = []
    flatten(members, in: body, into: &cells)
    guard !cells.isEmpty else { return nil }
    return cells.joined(separator: " | ")
  }

  /// The members of `object` as cells, in the order `text` names them.
  private static func flatten(_ object: [String: JSONValue], in text: Substring, into cells: inout [String]) {
    if object["laneClosures"] != nil, object["laneCount"] != nil {
      cells.append(laneImpact(object))
      return
    }
    let ordered = object.keys.sorted { first, second in
      let a = text.firstRange(of: "\"\(first)\"")?.lowerBound ?? text.endIndex
      let b = text.firstRange(of: "\"\(second)\"")?.lowerBound ?? text.endIndex
      return a == b ? first < second : a < b
    }
    for key in ordered {
      guard let value = object[key] else { continue }
      switch value {
      case .object(let inner):
        flatten(inner, in: text, into: &cells)
      case .array(let elements):
        if elements.contains(where: { $0.object != nil }) {
          for element in elements {
            if let inner = element.object {
              flatten(inner, in: text, into: &cells)
            } else {
              cells.append("\(key): \(words(of: element))")
            }
          }
        } else {
          cells.append("\(key): \(elements.map(words(of:)).joined(separator: ", "))")
        }
      default:
        cells.append("\(key): \(words(of: value))")
      }
    }
  }

  /// A value as words; a bar in it never ends a field.
  private static func words(of value: JSONValue) -> String {
    let said: String
    switch value {
    case .string(let text): said = text
    case .number(let number): said = number.text
    case .bool(let flag): said = flag ? "true" : "false"
    case .null: said = "null"
    case .array(let elements): said = elements.map(words(of:)).joined(separator: ", ")
    case .object: said = ""
    }
    return said.replacing("|", with: " ")
  }

  /// A lane impact in words, its direction first.
  private static func laneImpact(_ object: [String: JSONValue]) -> String {
    let map = object["laneClosures"].map(words(of:)) ?? ""
    let count = object["laneCount"].map(words(of:)).flatMap { Int($0.trimmingSpaces()) }
    let direction = object["direction"]?.string.flatMap(TravelDirection.init(text:)).flatMap {
      $0 == .both ? nil : $0
    }
    let way = direction.map { "\($0.rawValue) " } ?? ""
    let named: [String]
    switch object["closedLaneTypes"] {
    case .array(let list)?: named = list.map(words(of:)).map { $0.lowercased() }.filter { !$0.isEmpty }
    case let value?: named = [words(of: value).lowercased()].filter { !$0.isEmpty }
    case nil: named = []
    }
    let said: String
    switch LaneMap.state(map: map, laneCount: count) {
    case .allClosed: said = "all lanes closed"
    case .lanesClosed: said = named.isEmpty ? "lane closed" : named.joined(separator: " and ") + " closed"
    case .open: said = named.isEmpty ? "" : named.joined(separator: " and ") + " closed"
    case .unreadable: return "laneClosures: \(map) laneCount: \(count.map(String.init) ?? "")"
    }
    return said.isEmpty ? "" : way + said
  }
}
