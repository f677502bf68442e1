extension Double {
  /// The nearest whole number, or nil when this is not a plausible measurement (not finite, or
  /// beyond ±100,000): `Int(_:)` would trap on a feed that says 1e300.
  var measurement: Int? {
    guard isFinite, abs(self) <= 100_000 else { return nil }
    return Int(rounded())
  }
}
