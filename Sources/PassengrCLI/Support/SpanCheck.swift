import ArgumentParser
import FoundationEssentials
import PassengrKit

extension TimeSpan {
  /// `check(_:within:)` as a usage error (exit 64), quoting the value as it was typed ("2w", not
  /// the "14d" it was read as) from `arguments`.
  func validate(_ option: String, within range: ClosedRange<Double>, arguments: [String] = CommandLine.arguments) throws
  {
    do { try check(option, within: range) } catch {
      let typed = Self.typedValue(of: option, in: arguments) ?? description
      let low = Self.words(range.lowerBound)
      let high = Self.words(range.upperBound)
      let isShort = (try? check(option, within: range.lowerBound...max(range.upperBound, 1e12))) == nil
      throw ValidationError(
        "\(option): '\(typed)' is \(isShort ? "shorter than \(low)" : "longer than \(high)"); give a span from \(low) to \(high)"
      )
    }
  }

  /// A bound as the help writes it: "1w" rather than "7d".
  private static func words(_ seconds: Double) -> String {
    let week = 604_800.0
    return seconds >= week && seconds.truncatingRemainder(dividingBy: week) == 0
      ? "\(Int(seconds / week))w" : "\(TimeSpan(seconds: seconds))"
  }

  /// The last value given to `option` in `arguments` (`--every 2w` or `--every=2w`).
  static func typedValue(of option: String, in arguments: [String]) -> String? {
    var found: String?
    for (index, word) in arguments.enumerated() {
      if word == option, index + 1 < arguments.count { found = arguments[index + 1] }
      if word.hasPrefix(option + "=") { found = String(word.dropFirst(option.count + 1)) }
    }
    return found
  }
}
