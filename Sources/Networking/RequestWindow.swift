/// A limit on how many requests may start at one host within a sliding period: "ten calls every
/// 60 seconds". Requests past it wait for their turn rather than being sent and refused.
public struct RequestWindow: Equatable, Sendable {
  /// How many requests may start within `period`.
  public var count: Int
  /// The sliding period.
  public var period: Duration

  /// At most `count` request starts (at least one) in any `period`.
  public init(count: Int, per period: Duration) {
    self.count = max(1, count)
    self.period = period
  }
}
