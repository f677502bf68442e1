import ArgumentParser
import PassengrKit

extension TimeSpan {
  /// `check(_:within:)` as a usage error (exit 64).
  func validate(_ option: String, within range: ClosedRange<Double>) throws {
    do { try check(option, within: range) } catch { throw ValidationError(String(describing: error)) }
  }
}
