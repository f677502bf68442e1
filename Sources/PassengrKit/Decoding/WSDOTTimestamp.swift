import Foundation

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
      isInvalid = date == nil && !text.trimmingCharacters(in: .whitespaces).isEmpty
    } else {
      date = nil
    }
  }

  static func date(fromParts parts: [Int]) -> Date? {
    guard parts.count >= 5, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
    return PacificTime.date(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4],
                            second: parts.count > 5 ? parts[5] : 0)
  }

  static func date(fromText text: String) -> Date? {
    if let open = text.range(of: "Date("), let close = text.range(of: ")", range: open.upperBound..<text.endIndex) {
      let inside = text[open.upperBound..<close.lowerBound]
      let digits = inside.prefix { $0.isNumber || $0 == "-" }
      let millis = digits.first == "-" ? "-" + digits.dropFirst().prefix(while: \.isNumber) : digits.prefix(while: \.isNumber)
      return Int64(millis).map { Date(timeIntervalSince1970: Double($0) / 1000) }
    }
    // yyyy-MM-ddTHH:mm, then optionally :ss.
    let bytes = Array(text.utf8)
    func digits(_ start: Int, _ count: Int) -> Int? {
      guard start + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[start..<start + count] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    func byte(_ index: Int, is character: Character) -> Bool { index < bytes.count && bytes[index] == character.asciiValue }
    guard let year = digits(0, 4), byte(4, is: "-"), let month = digits(5, 2), byte(7, is: "-"), let day = digits(8, 2),
          byte(10, is: "T"), let hour = digits(11, 2), byte(13, is: ":"), let minute = digits(14, 2) else { return nil }
    let second = byte(16, is: ":") ? digits(17, 2) ?? 0 : 0
    return PacificTime.date(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }
}
