import Foundation
import Synchronization

/// Times as every report prints them: "Fri Jan 10, 8:45 PM PST" in the zone of the agency that
/// published them, written out from `USZone`'s wall time, and through the time-zone database only
/// for years before its rules (making that formatter costs more than the rest of a `status`).
enum ZonedTime {
  /// "Fri Jan 10, 8:45 PM PST", or with `withYear` "Fri Jan 10 2025, 8:45 PM PST", in `zone`.
  static func text(_ date: Date, in zone: USZone, withYear: Bool = false) -> String {
    guard let time = zone.wallTime(of: date) else { return databaseText(date, in: zone, withYear: withYear) }
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
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
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = USZone.userZone
    formatter.dateFormat = withYear ? "EEE MMM d yyyy, h:mm a zzz" : "EEE MMM d, h:mm a zzz"
    return formatter.string(from: date)
  }

  /// How long before `now` `date` was ("5 min ago"); for data of a recording, how long before the
  /// recording ("5 min before the recording"), since that is the time it is judged at.
  static func age(of date: Date, at now: Date, recordedAt: Date?) -> String {
    guard let recordedAt else { return date.age(at: now) }
    let age = date.age(at: recordedAt)
    if age == "just now" { return "at the recording" }
    return age.hasSuffix(" ago") ? String(age.dropLast(4)) + " before the recording" : age + " of the recording"
  }

  /// The same through the time-zone database, for years before `USZone.firstYear`.
  private static func databaseText(_ date: Date, in zone: USZone, withYear: Bool) -> String {
    let format = withYear ? "EEE MMM d yyyy, h:mm a zzz" : "EEE MMM d, h:mm a zzz"
    if zone.standardOffsetHours == 7 {
      return mountainFormatter.withLock { formatter in
        formatter.dateFormat = format
        return formatter.string(from: date)
      }
    }
    return pacificFormatter.withLock { formatter in
      formatter.dateFormat = format
      return formatter.string(from: date)
    }
  }

  private static let pacificFormatter = formatter(zone: PacificTime.zone ?? TimeZone(secondsFromGMT: -8 * 3600))
  private static let mountainFormatter = formatter(
    zone: TimeZone(identifier: "America/Denver") ?? TimeZone(secondsFromGMT: -7 * 3600))

  private static func formatter(zone: TimeZone?) -> Mutex<DateFormatter> {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    return Mutex(formatter)
  }
}
