import FoundationEssentials
import Networking

/// A time zone of the system's time-zone database (`/usr/share/zoneinfo`, or `TZDIR`), read from
/// its TZif file (RFC 8536, versions 1 to 3): what Foundation's `TimeZone(identifier:)` answered
/// before, without ICU. Instants after the file's last transition follow its POSIX `TZ` footer
/// (`PST8PDT,M3.2.0,M11.1.0`), or keep the last transition's offset when there is none.
struct ZoneInfo: Sendable {
  /// The local time in force from a moment on: seconds east of UTC, its abbreviation ("PDT",
  /// "+0530"), and whether it is daylight time.
  struct LocalTime: Equatable, Sendable {
    var offset: Int
    var abbreviation: String
    var isDaylight: Bool
  }

  /// The database's name ("America/Denver").
  let identifier: String
  /// Seconds since 1970 of each change of the clocks, in order.
  let transitions: [Int]
  /// The local time from each transition on.
  let times: [LocalTime]
  /// The local time before the first transition.
  let initial: LocalTime
  /// The rule after the last transition, from the file's footer.
  let rule: POSIXZoneRule?

  /// The zone the database names `name`; nil for a name that is not a plain relative path of the
  /// database (`..`, an absolute path outside it, a name not starting with a capital letter), a
  /// missing file or one that is not TZif.
  static func named(_ name: String, directory: String? = nil) -> ZoneInfo? {
    let root =
      directory ?? ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 }
      ?? "/usr/share/zoneinfo"
    guard let relative = relativeName(name, root: root),
      let data = FileManager.default.contents(atPath: root + "/" + relative)
    else { return nil }
    return ZoneInfo(identifier: relative, tzif: Array(data))
  }

  /// `name` as a path inside `root`: an absolute path is taken only when it lies inside it.
  private static func relativeName(_ name: String, root: String) -> String? {
    var name = name
    if name.hasPrefix("/") {
      let prefix = root.hasSuffix("/") ? root : root + "/"
      guard name.hasPrefix(prefix) else { return nil }
      name = String(name.dropFirst(prefix.count))
    }
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    // The database's zones are named from a capital letter: not `localtime`, `posixrules`, nor the
    // `posix/` and `right/` copies (the latter count leap seconds), which Foundation refused too.
    guard !name.isEmpty, name.utf8.count < 256, let initial = name.utf8.first,
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(initial),
      parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }), !name.utf8.contains(0)
    else { return nil }
    return name
  }

  /// A zone that keeps one local time for ever (a fixed offset from UTC).
  static func fixed(_ local: LocalTime) -> ZoneInfo {
    ZoneInfo(identifier: local.abbreviation, transitions: [], times: [], initial: local, rule: nil)
  }

  private init(identifier: String, transitions: [Int], times: [LocalTime], initial: LocalTime, rule: POSIXZoneRule?) {
    self.identifier = identifier
    self.transitions = transitions
    self.times = times
    self.initial = initial
    self.rule = rule
  }

  /// Reads a TZif file; nil when any count, index or offset in it is out of range.
  init?(identifier: String, tzif bytes: [UInt8]) {
    var reader = TZifReader(bytes: bytes)
    guard let first = reader.header() else { return nil }
    var header = first
    var timeSize = 4
    if first.version >= 2 {
      // Version 2 and later repeat the data with 64-bit times; the first block is skipped.
      guard reader.skip(first.dataSize(timeSize: 4)), let second = reader.header() else { return nil }
      header = second
      timeSize = 8
    }
    guard header.typeCount >= 1, header.characterCount >= 1,
      let times = reader.signed(count: header.transitionCount, size: timeSize),
      let indices = reader.bytes(count: header.transitionCount),
      let types = reader.bytes(count: header.typeCount * 6),
      let characters = reader.bytes(count: header.characterCount),
      reader.skip(header.leapCount * (timeSize + 4) + header.standardCount + header.universalCount)
    else { return nil }
    var localTimes: [LocalTime] = []
    for index in 0..<header.typeCount {
      let entry = types[index * 6..<index * 6 + 6]
      let offset = Int(Int32(bitPattern: entry.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }))
      let isDaylight = entry[entry.startIndex + 4]
      let start = Int(entry[entry.startIndex + 5])
      guard (-26 * 3_600...26 * 3_600).contains(offset), isDaylight <= 1, start < characters.count else { return nil }
      let name = characters[start...].prefix { $0 != 0 }
      localTimes.append(
        LocalTime(offset: offset, abbreviation: String(decoding: name, as: UTF8.self), isDaylight: isDaylight == 1))
    }
    guard indices.allSatisfy({ Int($0) < localTimes.count }), zip(times, times.dropFirst()).allSatisfy({ $0 < $1 })
    else { return nil }
    self.identifier = identifier
    transitions = times
    self.times = indices.map { localTimes[Int($0)] }
    initial = localTimes[0]
    rule = first.version >= 2 ? reader.footer().flatMap(POSIXZoneRule.init) : nil
  }

  /// The local time in force at `seconds` since 1970.
  func localTime(at seconds: Int) -> LocalTime {
    guard let last = transitions.last, seconds < last else {
      if let rule { return rule.localTime(at: seconds) }
      return times.last ?? initial
    }
    // The last transition at or before `seconds`.
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? initial : times[low - 1]
  }

  /// The local time in force at `date`; nil for an instant beyond any calendar (not finite, or
  /// further than a million years from 1970).
  func localTime(at date: Date) -> LocalTime? {
    guard let seconds = Self.seconds(date) else { return nil }
    return localTime(at: seconds)
  }

  /// The instant of a wall-clock time here, as Foundation's calendar reads one: a time repeated when
  /// the clocks go back is its first occurrence, a time skipped when they go forward is read with
  /// the offset before the change (2:30 becomes 3:30 daylight). The fields are not checked.
  func instant(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Int {
    let wall = CivilDate.days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    var offsets: [Int] = []
    for probe in [wall - 2 * 86_400, wall, wall + 2 * 86_400] {
      let offset = localTime(at: probe).offset
      if !offsets.contains(offset) { offsets.append(offset) }
    }
    var matches: [Int] = []
    var skipped: [Int] = []
    for offset in offsets {
      let candidate = wall - offset
      let actual = localTime(at: candidate).offset
      if actual == offset { matches.append(candidate) } else { skipped.append(wall - actual) }
    }
    if let first = matches.min() { return first }
    return skipped.max() ?? wall
  }

  /// Whole seconds since 1970 of `date`, rounded down; nil beyond a million years.
  static func seconds(_ date: Date) -> Int? {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    guard seconds.isFinite, abs(seconds) < 3.2e13 else { return nil }
    return Int(seconds)
  }
}

/// Reads the big-endian numbers of a TZif file, never past its end.
private struct TZifReader {
  /// The counts of a TZif header.
  struct Header {
    var version: Int
    var universalCount: Int
    var standardCount: Int
    var leapCount: Int
    var transitionCount: Int
    var typeCount: Int
    var characterCount: Int

    /// The size of the data block after the header.
    func dataSize(timeSize: Int) -> Int {
      transitionCount * (timeSize + 1) + typeCount * 6 + characterCount + leapCount * (timeSize + 4) + standardCount
        + universalCount
    }
  }

  let bytes: [UInt8]
  var position = 0

  /// The header at the position; nil unless it starts with `TZif` and its counts are sane.
  mutating func header() -> Header? {
    guard let magic = self.bytes(count: 4), magic.elementsEqual("TZif".utf8), let version = self.bytes(count: 1),
      skip(15), let counts = signed(count: 6, size: 4)
    else { return nil }
    // A count no database needs is a broken file (and keeps every product below small).
    guard counts.allSatisfy({ (0...100_000).contains($0) }), counts[4] <= 256 else { return nil }
    let number = version[0] == 0 ? 1 : Int(version[0]) - 0x30
    guard (1...9).contains(number) else { return nil }
    return Header(
      version: number, universalCount: counts[0], standardCount: counts[1], leapCount: counts[2],
      transitionCount: counts[3], typeCount: counts[4], characterCount: counts[5])
  }

  /// The next `count` bytes (indexed from 0); nil past the end.
  mutating func bytes(count: Int) -> [UInt8]? {
    guard count >= 0, count <= bytes.count - position else { return nil }
    defer { position += count }
    return Array(bytes[position..<position + count])
  }

  /// Moves past `count` bytes; false past the end.
  mutating func skip(_ count: Int) -> Bool { bytes(count: count) != nil }

  /// `count` signed big-endian numbers of `size` bytes (4 or 8).
  mutating func signed(count: Int, size: Int) -> [Int]? {
    guard count >= 0, count <= 1_000_000, let data = bytes(count: count * size) else { return nil }
    return (0..<count).map { index in
      let field = data[data.startIndex + index * size..<data.startIndex + (index + 1) * size]
      let raw = field.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      return size == 4 ? Int(Int32(bitPattern: UInt32(truncatingIfNeeded: raw))) : Int(Int64(bitPattern: raw))
    }
  }

  /// The footer of a version 2+ file: the text between two newlines after the data.
  mutating func footer() -> String? {
    guard position < bytes.count, bytes[position] == 0x0A else { return nil }
    let rest = bytes[(position + 1)...]
    guard let end = rest.firstIndex(of: 0x0A) else { return nil }
    let text = rest[..<end]
    return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
  }
}
