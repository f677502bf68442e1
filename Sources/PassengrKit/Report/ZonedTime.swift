import FoundationEssentials

/// Times as every report prints them: "Fri Jan 10, 8:45 PM PST" in the zone of the agency that
/// published them, written out from `USZone`'s wall time, and from the time-zone database's file only
/// for years before its rules and for a user's zone outside the US.
enum ZonedTime {
  /// "Fri Jan 10, 8:45 PM PST", or with `withYear` "Fri Jan 10 2025, 8:45 PM PST", in `zone`.
  static func text(_ date: Date, in zone: USZone, withYear: Bool = false) -> String {
    guard let time = zone.wallTime(of: date) else { return databaseText(date, in: zone, withYear: withYear) }
    let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
    let minute = (time.minute < 10 ? "0" : "") + String(time.minute)
    let year = withYear ? " \(time.year)" : ""
    return
      "\(weekdays[time.weekday - 1]) \(months[time.month - 1]) \(time.day)\(year), \(hour):\(minute) \(time.hour < 12 ? "AM" : "PM") "
      + zone.abbreviation(time)
  }

  /// "Fri Jan 10, 8:45 PM MST": a time of Passengr's own (a refresh, a backup, a change, a page
  /// made) in the user's zone (`TZ`; Pacific when unset).
  static func user(_ date: Date, withYear: Bool = false) -> String {
    if let zone = USZone.user { return text(date, in: zone, withYear: withYear) }
    return text(date, in: USZone.userZone, fixedOffset: 0, withYear: withYear)
  }

  /// How long before `now` `date` was ("5 min ago"); for data of a recording, how long before the
  /// recording ("5 min before the recording"), since that is the time it is judged at.
  static func age(of date: Date, at now: Date, recordedAt: Date?) -> String {
    guard let recordedAt else { return date.age(at: now) }
    let age = date.age(at: recordedAt)
    if age == "just now" { return "at the recording" }
    return age.hasSuffix(" ago") ? String(age.dropLast(4)) + " before the recording" : age + " of the recording"
  }

  /// The same through the time-zone database, for years before `USZone.firstYear`. Arizona's
  /// older times are Denver's, and Central and Eastern ones Pacific, as they always were here.
  private static func databaseText(_ date: Date, in zone: USZone, withYear: Bool) -> String {
    if zone.standardOffsetHours == 7 {
      return text(date, in: mountain, fixedOffset: -7 * 3_600, withYear: withYear)
    }
    return text(date, in: PacificTime.zone, fixedOffset: -8 * 3_600, withYear: withYear)
  }

  private static let mountain = ZoneInfo.named("America/Denver")

  /// "Fri Jan 10 2025, 8:45 PM GMT+1" in a zone of the database, or at `fixedOffset` seconds east
  /// of UTC without one: what an `en_US_POSIX` formatter wrote with "EEE MMM d yyyy, h:mm a zzz"
  /// (without the year, "EEE MMM d, h:mm a zzz").
  static func text(_ date: Date, in zone: ZoneInfo?, fixedOffset: Int, withYear: Bool) -> String {
    let fixed = ZoneInfo.LocalTime(offset: fixedOffset, abbreviation: "", isDaylight: false)
    let found = zone.map { $0.wallTime(of: date) } ?? ZoneInfo.fixed(fixed).wallTime(of: date)
    guard let (time, local) = found else { return date.formatted(.iso8601) }
    let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
    let minute = (time.minute < 10 ? "0" : "") + String(time.minute)
    let year =
      withYear ? " " + String(repeating: "0", count: max(0, 4 - String(time.year).count)) + String(time.year) : ""
    return
      "\(weekdays[time.weekday - 1]) \(months[time.month - 1]) \(time.day)\(year), \(hour):\(minute) \(time.hour < 12 ? "AM" : "PM") "
      + ZoneInfo.shortName(local, at: date)
  }

  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
