import FoundationEssentials

/// A length of time as people type it: a number and a unit, `90s`, `10m`, `1h30m`, `24h`, `7d`, `2w`.
///
/// A bare number is refused: `1` could mean one second or one day, and guessing seconds once
/// deleted a user's whole history.
public struct TimeSpan: Equatable, Sendable, CustomStringConvertible {
  /// The length in seconds.
  var seconds: TimeInterval

  /// The longest span accepted: about 100 years, far below where durations overflow.
  public static let maximumSeconds: TimeInterval = 100 * 365 * 86400

  /// How spans are written, for error messages and help.
  public static let syntax = "a number and a unit: s, m, h, d or w (90s, 10m, 1h30m, 7d, 2w)"

  /// Creates a span of `seconds`.
  public init(seconds: TimeInterval) {
    self.seconds = seconds
  }

  /// Parses `90s`, `10m`, `1h30m`, `24h`, `7d` or `2w`; nil for anything else, a bare number, or a
  /// span that is not finite or longer than `maximumSeconds`.
  init?(text: String) {
    guard let span = try? Self.parse(text) else { return nil }
    self = span
  }

  /// Parses a span, saying what is wrong with one that does not parse.
  public static func parse(_ text: String) throws -> TimeSpan {
    let trimmed = text.trimmingSpaces().lowercased()
    guard !trimmed.isEmpty else { throw SelectionError.invalidSpan("'\(text)' is empty; give \(syntax)") }
    var total = 0.0
    var number = ""
    for character in trimmed {
      if character.isASCII, character.isNumber || character == "." {
        number.append(character)
        continue
      }
      let unit: Double
      switch character {
      case "s": unit = 1
      case "m": unit = 60
      case "h": unit = 3600
      case "d": unit = 86400
      case "w": unit = 604_800
      default: throw SelectionError.invalidSpan("'\(text)' is not a span; give \(syntax)")
      }
      guard let value = Double(number), value.isFinite else {
        throw SelectionError.invalidSpan("'\(text)' is not a span; give \(syntax)")
      }
      total += value * unit
      number = ""
    }
    guard number.isEmpty else { throw SelectionError.invalidSpan("'\(text)' has no unit; give \(syntax)") }
    guard total.isFinite, total <= maximumSeconds else {
      throw SelectionError.invalidSpan("'\(text)' is longer than 100 years")
    }
    return TimeSpan(seconds: total)
  }

  /// Throws unless the span lies within `range`, naming the option.
  public func check(_ option: String, within range: ClosedRange<TimeInterval>) throws {
    guard range.contains(seconds) else {
      let low = TimeSpan(seconds: range.lowerBound)
      let high = TimeSpan(seconds: range.upperBound)
      throw SelectionError.invalidSpan("\(option) \(self) is out of range: give a span from \(low) to \(high)")
    }
  }

  public var description: String {
    let whole = Int(seconds.rounded(.down))
    guard Double(whole) == seconds else { return "\(seconds)s" }
    if whole % 86400 == 0, whole > 0 { return "\(whole / 86400)d" }
    if whole % 3600 == 0, whole > 0 { return "\(whole / 3600)h" }
    if whole % 60 == 0, whole > 0 { return "\(whole / 60)m" }
    return "\(whole)s"
  }

  /// The span as a `Duration`; safe for every span `parse` accepts.
  var duration: Duration { .milliseconds(Int64((min(seconds, Self.maximumSeconds) * 1000).rounded())) }
}
