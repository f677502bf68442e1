import FoundationEssentials
import Networking

extension USZone {
  /// Central time, for users who keep it.
  static let central = USZone(standardOffsetHours: 6, standardAbbreviation: "CST", daylightAbbreviation: "CDT")
  /// Eastern time, for users who keep it.
  static let eastern = USZone(standardOffsetHours: 5, standardAbbreviation: "EST", daylightAbbreviation: "EDT")

  /// The user's zone as `TZ` names it, when it keeps the US rules worked out here; nil for another
  /// zone (then `userZone` names it). Without `TZ`, Pacific time, as Passengr always showed.
  static let user: USZone? = {
    guard let zone = userZone else { return .pacific }
    return known[zone.identifier]
  }()

  /// The zone `TZ` names (`America/Denver`, `:Europe/Paris`, `PST`), read from the system's
  /// time-zone database; nil when unset or not a zone.
  static let userZone: ZoneInfo? = zone(named: ProcessInfo.processInfo.environment["TZ"])

  /// The zone `TZ` set to `value` names, as Foundation's `TimeZone(identifier:)` then
  /// `TimeZone(abbreviation:)` took it: an offset from GMT ("GMT+5", "UTC", a fixed zone), a
  /// database name, else an abbreviation ("PST" for America/Los_Angeles).
  static func zone(named value: String?, directory: String? = nil) -> ZoneInfo? {
    guard var name = value?.trimmingSpaces(), !name.isEmpty else { return nil }
    if name.hasPrefix(":") { name.removeFirst() }
    if let offset = ZoneInfo.gmtOffset(named: name) {
      return .fixed(ZoneInfo.LocalTime(offset: offset, abbreviation: "", isDaylight: false))
    }
    return ZoneInfo.named(name, directory: directory)
      ?? ZoneInfo.abbreviations[name].flatMap { ZoneInfo.named($0, directory: directory) }
  }

  /// Zones by the time-zone database's name.
  private static let known: [String: USZone] = {
    var table: [String: USZone] = [:]
    for name in ["America/Los_Angeles", "US/Pacific", "PST8PDT", "America/Vancouver", "America/Tijuana"] {
      table[name] = .pacific
    }
    for name in ["America/Denver", "US/Mountain", "MST7MDT", "America/Boise", "America/Edmonton", "America/Shiprock"] {
      table[name] = .mountain
    }
    for name in ["America/Phoenix", "US/Arizona", "MST"] { table[name] = .arizona }
    for name in ["America/Chicago", "US/Central", "CST6CDT", "America/Winnipeg"] { table[name] = .central }
    for name in ["America/New_York", "US/Eastern", "EST5EDT", "America/Detroit", "America/Toronto"] {
      table[name] = .eastern
    }
    return table
  }()
}
