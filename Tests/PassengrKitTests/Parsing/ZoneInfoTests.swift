import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The time-zone database read from its TZif files gives what Foundation's `TimeZone`, `Calendar`
/// and `DateFormatter` gave, around every change of the clocks and at random instants, for the
/// US zones and a few others (a half-hour zone, a half-hour daylight time, the southern hemisphere,
/// UTC); and no file, however broken, makes it trap.
@Suite struct ZoneInfoTests {
  static let names = [
    "America/Los_Angeles", "America/Denver", "America/Phoenix", "America/Chicago", "America/New_York",
    "Europe/Paris", "Asia/Kolkata", "Australia/Lord_Howe", "UTC", "Etc/UTC", "Europe/London", "America/St_Johns",
    "Pacific/Chatham", "America/Sao_Paulo", "America/Anchorage", "GMT+5", "UTC-0930",
  ]

  static func zones() throws -> [(ZoneInfo, TimeZone)] {
    try names.map { name in
      (
        try #require(USZone.zone(named: name), "the test needs the tz database (tzdata): \(name)"),
        try #require(TimeZone(identifier: name))
      )
    }
  }

  /// Instants to compare at: every hour around each change of the clocks Foundation knows from
  /// 1900 to 2100, and random instants over those years.
  static func instants(_ zone: TimeZone, seed: UInt64, count: Int) -> [Date] {
    var instants: [Date] = []
    var transition = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: -2_208_988_800))
    while let change = transition, change.timeIntervalSince1970 < 4_102_444_800 {
      for hour in -3...3 { instants.append(change.addingTimeInterval(TimeInterval(hour * 3_600 - 1))) }
      instants.append(change)
      transition = zone.nextDaylightSavingTimeTransition(after: change)
    }
    // The start of 1970, from which ICU gives US zones their abbreviations.
    instants += (-30...30).map { Date(timeIntervalSince1970: TimeInterval($0 * 1_800)) }
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<count {
      instants.append(
        Date(timeIntervalSince1970: TimeInterval(Int.random(in: -2_208_988_800...4_102_444_800, using: &generator))))
    }
    // Brazil's clocks of 1965 and 1966 differ between the system's database and ICU's.
    if zone.identifier == "America/Sao_Paulo" { instants.removeAll { $0.timeIntervalSince1970 < 0 } }
    return instants
  }

  @Test func offsetsAndDaylightTimeAreFoundations() throws {
    for (zone, foundation) in try Self.zones() {
      for instant in Self.instants(foundation, seed: 1, count: 1_000) {
        let local = try #require(zone.localTime(at: instant))
        #expect(local.offset == foundation.secondsFromGMT(for: instant), "\(zone.identifier) \(instant)")
        #expect(local.isDaylight == foundation.isDaylightSavingTime(for: instant), "\(zone.identifier) \(instant)")
      }
    }
  }

  @Test func printedTimesAreTheFormattersInEveryZone() throws {
    // One formatter a pattern: setting a pattern again costs ICU more than the text it formats.
    let formatters = ["EEE MMM d, h:mm a zzz", "EEE MMM d yyyy, h:mm a zzz"].map { pattern in
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.dateFormat = pattern
      return formatter
    }
    for (zone, foundation) in try Self.zones() {
      for formatter in formatters { formatter.timeZone = foundation }
      for instant in Self.instants(foundation, seed: 2, count: 700) {
        for withYear in [false, true] {
          let formatter = formatters[withYear ? 1 : 0]
          #expect(
            ZonedTime.text(instant, in: zone, fixedOffset: 0, withYear: withYear) == formatter.string(from: instant),
            "\(zone.identifier) \(instant.timeIntervalSince1970)")
        }
      }
    }
  }

  @Test func wallClockTimesBecomeTheCalendarsInstants() throws {
    var generator = SeededGenerator(seed: 3)
    for (zone, foundation) in try Self.zones() {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = foundation
      // Every quarter hour around each change, and random wall times.
      var walls: [DateComponents] = Self.instants(foundation, seed: 4, count: 0).flatMap { change in
        (-8...8).map { quarter in
          var parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute], from: change.addingTimeInterval(TimeInterval(quarter * 900)))
          parts.second = 0
          return parts
        }
      }
      for _ in 0..<700 {
        walls.append(
          DateComponents(
            year: Int.random(in: 1900...2100, using: &generator), month: Int.random(in: 1...12, using: &generator),
            day: Int.random(in: 1...28, using: &generator), hour: Int.random(in: 0...23, using: &generator),
            minute: Int.random(in: 0...59, using: &generator), second: Int.random(in: 0...59, using: &generator)))
      }
      for wall in walls {
        let date = zone.date(
          year: wall.year ?? 0, month: wall.month ?? 0, day: wall.day ?? 0, hour: wall.hour ?? 0,
          minute: wall.minute ?? 0, second: wall.second ?? 0)
        #expect(date == calendar.date(from: wall), "\(zone.identifier) \(wall)")
      }
    }
  }

  @Test func theUsersZoneIsTheOneFoundationTookFromTZ() throws {
    let names = [
      "America/Denver", ":America/Denver", " Europe/Paris ", "UTC", "GMT", "Etc/UTC", "EST5EDT", "PST8PDT", "PST",
      "CET", "IST", "MST", "GMT+5", "GMT-0530", "UTC+1", "UTC+05:30", "GMT+18", "GMT+19", "GMT+5:3", "GMT+530",
      "US/Pacific", "Asia/Kolkata", "Nowhere/City", "", " ", "../etc/passwd", "America/../America/Denver",
      "/etc/passwd", "localtime", "posixrules", "right/America/Denver", "zone.tab", "America", "Factory",
    ]
    for value in names {
      var name = value.trimmingCharacters(in: .whitespaces)
      if name.hasPrefix(":") { name.removeFirst() }
      let foundation = name.isEmpty ? nil : TimeZone(identifier: name) ?? TimeZone(abbreviation: name)
      let zone = USZone.zone(named: value)
      #expect((zone == nil) == (foundation == nil), "\(value)")
      guard let zone, let foundation else { continue }
      let instants = [1_750_000_000, 1_736_000_000, 0, 2_000_000_000].map { Date(timeIntervalSince1970: $0) }
      for instant in instants {
        #expect(zone.localTime(at: instant)?.offset == foundation.secondsFromGMT(for: instant), "\(value)")
      }
    }
    // Names Foundation took as abbreviations keep their US rules.
    #expect(USZone.zone(named: "PST")?.identifier == "America/Los_Angeles")
    #expect(USZone.zone(named: ":America/Denver")?.identifier == "America/Denver")
    #expect(USZone.zone(named: "/usr/share/zoneinfo/America/Denver")?.identifier == "America/Denver")
  }

  @Test func generatedOffsetNamesReadAsFoundationReadsThem() {
    var generator = SeededGenerator(seed: 5)
    let pieces = ["GMT", "UTC", "+", "-", "0", "1", "5", "9", ":", ".", "3", "18", "2"]
    for _ in 0..<5_000 {
      let name = (0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? ""
      }
      .joined()
      // Foundation traps on a punctuation mark where a minute's first digit belongs.
      let bytes = Array(name.utf8)
      if bytes.count == 9, [0x3A, 0x2E].contains(bytes[6]), !(0x30...0x39).contains(bytes[7]) { continue }
      guard name.hasPrefix("GMT") || name.hasPrefix("UTC") else { continue }
      // Names of the database itself ("GMT0", "GMT+5" as Etc/GMT+5) are read from it when Foundation
      // does not read them as offsets.
      #expect(
        USZone.zone(named: name)?.localTime(at: 1_750_000_000).offset
          == TimeZone(identifier: name).map { $0.secondsFromGMT() }, "\(name)")
    }
  }

  @Test func theDatabaseDirectoryComesFromTZDIRAndNoPathLeavesIt() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoneinfo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Test"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let denver = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/America/Denver"))
    try denver.write(to: directory.appendingPathComponent("Test/Zone"))
    let zone = try #require(ZoneInfo.named("Test/Zone", directory: directory.path))
    #expect(zone.localTime(at: 1_750_000_000).offset == -6 * 3_600)
    #expect(ZoneInfo.named("America/Denver", directory: directory.path) == nil)
    #expect(ZoneInfo.named(directory.path + "/Test/Zone", directory: directory.path) != nil)
    for name in ["../Test/Zone", "Test/../Test/Zone", "/usr/share/zoneinfo/America/Denver", "Test//Zone", "Test/"] {
      #expect(ZoneInfo.named(name, directory: directory.path) == nil, "\(name)")
    }
  }

  @Test func brokenFilesAreRefusedWithoutTrapping() throws {
    var generator = SeededGenerator(seed: 6)
    for name in ["America/Los_Angeles", "Australia/Lord_Howe", "UTC"] {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/" + name)))
      // Every truncation, and random bytes changed.
      for length in 0..<bytes.count {
        let zone = ZoneInfo(identifier: name, tzif: Array(bytes.prefix(length)))
        _ = zone?.localTime(at: Int.random(in: -4_000_000_000...8_000_000_000, using: &generator))
      }
      for _ in 0..<1_000 {
        var changed = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          changed[Int.random(in: 0..<changed.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        }
        let zone = ZoneInfo(identifier: name, tzif: changed)
        _ = zone?.localTime(at: Int.random(in: -4_000_000_000...8_000_000_000, using: &generator))
        _ = zone?.date(year: 2030, month: 3, day: 10, hour: 2, minute: 30)
      }
    }
    #expect(ZoneInfo(identifier: "x", tzif: Array("TZif2".utf8)) == nil)
  }

  @Test func footerRulesAreReadOrRefused() {
    #expect(POSIXZoneRule("PST8PDT,M3.2.0,M11.1.0")?.daylight?.offset == -7 * 3_600)
    #expect(POSIXZoneRule("<+0530>-5:30")?.standard == .init(offset: 19_800, abbreviation: "+0530", isDaylight: false))
    #expect(POSIXZoneRule("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0")?.daylight?.offset == 39_600)
    #expect(POSIXZoneRule("EST5EDT")?.changes != nil)
    #expect(POSIXZoneRule("<-03>3<-02>,M3.5.0/-2,M10.5.0/-1") != nil)
    #expect(POSIXZoneRule("IST-2IDT,M3.4.4/26,M10.5.0") != nil)
    #expect(POSIXZoneRule("XXX3YYY,J60/2,300/3")?.changes?.start == .julian(60))
    for bad in ["", "P8", "PST", "PST8PDT,M13.1.0,M11.1.0", "PST8PDT,M3.2.0", "<+05>", "PST999", "PST8PDT,J0,J1"] {
      #expect(POSIXZoneRule(bad) == nil, "\(bad)")
    }
  }
}
