extension ZoneInfo {
  /// The zones Foundation's `TimeZone(abbreviation:)` took an abbreviation for (its
  /// `abbreviationDictionary`), so that `TZ=PST` still means Pacific time.
  static let abbreviations: [String: String] = [
    "ADT": "America/Halifax", "AKDT": "America/Juneau", "AKST": "America/Juneau",
    "ART": "America/Argentina/Buenos_Aires", "AST": "America/Halifax", "BDT": "Asia/Dhaka",
    "BRST": "America/Sao_Paulo", "BRT": "America/Sao_Paulo", "BST": "Europe/London", "CAT": "Africa/Harare",
    "CDT": "America/Chicago", "CEST": "Europe/Paris", "CET": "Europe/Paris", "CLST": "America/Santiago",
    "CLT": "America/Santiago", "COT": "America/Bogota", "CST": "America/Chicago", "EAT": "Africa/Addis_Ababa",
    "EDT": "America/New_York", "EEST": "Europe/Athens", "EET": "Europe/Athens", "EST": "America/New_York",
    "GMT": "GMT", "GST": "Asia/Dubai", "HKT": "Asia/Hong_Kong", "HST": "Pacific/Honolulu", "ICT": "Asia/Bangkok",
    "IRST": "Asia/Tehran", "IST": "Asia/Kolkata", "JST": "Asia/Tokyo", "KST": "Asia/Seoul",
    "MDT": "America/Denver", "MSD": "Europe/Moscow", "MSK": "Europe/Moscow", "MST": "America/Phoenix",
    "NDT": "America/St_Johns", "NST": "America/St_Johns", "NZDT": "Pacific/Auckland", "NZST": "Pacific/Auckland",
    "PDT": "America/Los_Angeles", "PET": "America/Lima", "PHT": "Asia/Manila", "PKT": "Asia/Karachi",
    "PST": "America/Los_Angeles", "SGT": "Asia/Singapore", "TRT": "Europe/Istanbul", "UTC": "UTC",
    "WAT": "Africa/Lagos", "WEST": "Europe/Lisbon", "WET": "Europe/Lisbon", "WIT": "Asia/Jakarta",
  ]

  /// The offset east of UTC a name of the form Foundation reads as a fixed zone gives: `GMT`,
  /// `UTC`, then `+` or `-` and `H`, `HH`, `HHMM` or `H:MM`/`HH:MM` (or with `.`), hours to 18.
  static func gmtOffset(named name: String) -> Int? {
    let bytes = Array(name.utf8)
    guard (3...9).contains(bytes.count), bytes.starts(with: "GMT".utf8) || bytes.starts(with: "UTC".utf8) else {
      return nil
    }
    if bytes.count == 3 { return 0 }
    guard bytes[3] == UInt8(ascii: "+") || bytes[3] == UInt8(ascii: "-") else { return nil }
    let sign = bytes[3] == UInt8(ascii: "-") ? -1 : 1
    var rest = bytes[4...]
    func digits(_ count: Int) -> Int? {
      guard rest.count >= count, rest.prefix(count).allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
      defer { rest = rest.dropFirst(count) }
      return rest.prefix(count).reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
    let hourDigits = rest.count >= 2 && (0x30...0x39).contains(rest[rest.startIndex + 1]) ? 2 : 1
    guard let hours = digits(hourDigits), hours <= 18 else { return nil }
    if rest.isEmpty { return sign * hours * 3_600 }
    if rest.first == UInt8(ascii: ":") || rest.first == UInt8(ascii: ".") {
      rest = rest.dropFirst()
    } else if hourDigits == 1 {
      return nil
    }
    guard rest.count == 2, let minutes = digits(2), minutes < 60, hours < 18 || minutes == 0 else { return nil }
    return sign * (hours * 3_600 + minutes * 60)
  }
}
