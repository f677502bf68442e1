import FoundationEssentials

/// WSDOT's three spellings of an update time: `[2025, 1, 10, 20, 45]` (Pacific wall clock, from the
/// mobile feed), `"/Date(1736536380000-0800)/"` (ms since the epoch, from the API's JSON), and
/// `2025-01-10T20:45:00` (Pacific wall clock, from the API's XML).
struct WSDOTTimestamp: Decodable, Equatable {
  var date: Date?
  /// Whether a time was given but names no real moment (month 13, February 31, 99:99).
  var isInvalid = false

  init(date: Date?) {
    self.date = date
  }

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let parts = try? container.decode([Int].self) {
      date = Self.date(fromParts: parts)
      isInvalid = date == nil
    } else if let text = try? container.decode(String.self) {
      date = Self.date(fromText: text)
      isInvalid = date == nil && !text.trimmingSpaces().isEmpty
    } else {
      date = nil
    }
  }

  static func date(fromParts parts: [Int]) -> Date? {
    guard parts.count >= 5, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
    return PacificTime.date(
      year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4],
      second: parts.count > 5 ? parts[5] : 0)
  }

  static func date(fromText text: String) -> Date? {
    if let open = text.firstRange(of: "Date("), let close = text[open.upperBound...].firstIndex(of: ")") {
      let inside = text[open.upperBound..<close]
      let digits = inside.prefix { $0.isNumber || $0 == "-" }
      let millis =
        digits.first == "-" ? "-" + digits.dropFirst().prefix(while: \.isNumber) : digits.prefix(while: \.isNumber)
      return Int64(millis).map { Date(timeIntervalSince1970: Double($0) / 1000) }
    }
    return PacificTime.date(localISO: text)
  }
}
