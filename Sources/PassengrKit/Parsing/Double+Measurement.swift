extension Double {
  /// The nearest whole number, or nil when it has none (not finite, or too large for `Int`, which
  /// would trap on a feed that says 1e300). Whether the number is plausible is `Plausibility`'s call.
  var measurement: Int? {
    guard isFinite, abs(self) < 1e15 else { return nil }
    return Int(rounded())
  }
}
