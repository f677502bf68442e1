import Foundation

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

  /// The zone `TZ` names (`America/Denver`, `:Europe/Paris`); nil when unset or not a zone.
  static let userZone: TimeZone? = {
    guard var name = ProcessInfo.processInfo.environment["TZ"]?.trimmingCharacters(in: .whitespaces),
      !name.isEmpty
    else { return nil }
    if name.hasPrefix(":") { name.removeFirst() }
    return TimeZone(identifier: name) ?? TimeZone(abbreviation: name)
  }()

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
