/// What a watch watches and how, told once when it starts.
public struct WatchStart: Equatable, Sendable {
  /// The trip watched, by name; nil when passes are.
  public let trip: String?
  /// The passes watched by name (a trip's in driving order); empty for the enabled passes.
  public let passes: [String]
  /// Time between refreshes.
  public let interval: TimeSpan
  /// The name the watch keeps its place under; nil when it starts from now.
  public let resume: String?
  /// The refresh a resumed watch had told through; nil when it was not resumed.
  public let resumedAfter: Int?
}
