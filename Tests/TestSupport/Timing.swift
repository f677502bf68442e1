/// Times an operation against a reference measured in the same window.
///
/// A test machine with two cores can stall a test process for seconds. A reference sleep of the
/// time the operation should take, run beside it, is stalled the same way, so bounds are set on
/// the difference: `elapsed < reference + margin`, with the margin well under the gap between
/// the right behaviour and the wrong one.
public enum Timing {
  public struct Measurement: Sendable {
    /// How long the operation took.
    public var elapsed: Duration
    /// How long a sleep of the expected duration took beside it.
    public var reference: Duration

    /// How much longer than the reference the operation took.
    public var excess: Duration { elapsed - reference }
  }

  public static func measure<T: Sendable>(
    expected: Duration, _ body: @Sendable () async throws -> T
  ) async rethrows -> (T, Measurement) {
    async let reference: Duration = {
      let start = ContinuousClock.now
      try? await Task.sleep(for: expected)
      return ContinuousClock.now - start
    }()
    let start = ContinuousClock.now
    let value = try await body()
    let elapsed = ContinuousClock.now - start
    return (value, Measurement(elapsed: elapsed, reference: await reference))
  }
}
