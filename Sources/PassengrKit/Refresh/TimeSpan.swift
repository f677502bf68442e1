import Foundation

/// A length of time as people type it: `90s`, `10m`, `24h`, `7d`, `2w`, or plain seconds.
public struct TimeSpan: Equatable, Sendable, CustomStringConvertible {
  /// The length in seconds.
  public var seconds: TimeInterval

  /// Creates a span of `seconds`.
  public init(seconds: TimeInterval) {
    self.seconds = seconds
  }

  /// Parses `90s`, `10m`, `1h30m`, `24h`, `7d`, `2w` or `300`; nil for anything else or a negative.
  public init?(text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if let plain = Double(trimmed) {
      guard plain >= 0 else { return nil }
      seconds = plain
      return
    }
    var total = 0.0
    var number = ""
    for character in trimmed {
      if character.isNumber || character == "." {
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
      default: return nil
      }
      guard let value = Double(number) else { return nil }
      total += value * unit
      number = ""
    }
    guard number.isEmpty, !trimmed.isEmpty else { return nil }
    seconds = total
  }

  public var description: String {
    let whole = Int(seconds)
    if whole % 86400 == 0, whole > 0 { return "\(whole / 86400)d" }
    if whole % 3600 == 0, whole > 0 { return "\(whole / 3600)h" }
    if whole % 60 == 0, whole > 0 { return "\(whole / 60)m" }
    return "\(whole)s"
  }
}
