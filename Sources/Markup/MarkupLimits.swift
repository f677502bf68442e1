/// Bounds on what a parse will accept, so hostile input fails fast instead of exhausting memory.
public struct MarkupLimits: Equatable, Sendable {
  /// The largest input, in bytes, that will be handed to the parser.
  public var maxInputBytes: Int

  /// Creates limits; the default accepts inputs up to 32 MiB.
  public init(maxInputBytes: Int = 32 << 20) {
    self.maxInputBytes = maxInputBytes
  }

  /// The limits used when none are given.
  public static let `default` = MarkupLimits()

  /// libxml2's own nesting limit without `XML_PARSE_HUGE`, which we never set.
  static let maxDepth = 256
}
