import FoundationEssentials
import Networking

/// CDOT's times: ISO 8601 strings with any offset, with or without fractions of a second
/// (`2025-04-14T15:37:24.339Z`), and epoch numbers in seconds or milliseconds (over 10^12 is ms).
enum CDOTTime {
  /// The time `value` states; nil when it states none that can be read.
  static func date(_ value: JSONValue?) -> Date? {
    switch value {
    case .string(let text):
      return date(text: text)
    default:
      return CDOTValue.number(value).flatMap { date(epoch: $0) }
    }
  }

  /// An ISO 8601 string, or an epoch number written as text.
  static func date(text: String) -> Date? {
    let trimmed = text.trimmingSpaces()
    if let epoch = Double(trimmed) { return date(epoch: epoch) }
    return ISO8601Time.formatterDate(trimmed) ?? ISO8601Time.formatterDate(trimmed, fractionalSeconds: true)
  }

  /// Seconds or milliseconds since 1970; nil for a value no clock gives (not finite, negative,
  /// before 2000 or after 2100).
  static func date(epoch: Double) -> Date? {
    guard epoch.isFinite, epoch > 0 else { return nil }
    let seconds = epoch > 1e12 ? epoch / 1000 : epoch
    guard seconds > 946_684_800, seconds < 4_102_444_800 else { return nil }
    return Date(timeIntervalSince1970: seconds)
  }
}
