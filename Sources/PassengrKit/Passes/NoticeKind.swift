/// What sort of thing a notice reports: a closure, a chain requirement, information that sets no
/// level. Its raw value is what the archive and the status JSON carry; a kind this version does not
/// know (one a newer Passengr saved) is kept as it was read.
public struct NoticeKind: RawRepresentable, Codable, Hashable, Sendable {
  /// "closure", "chains", "trucks-only".
  public let rawValue: String

  /// A kind by its raw value.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The road is closed.
  public static let closure = NoticeKind(rawValue: "closure")
  /// The road reopened.
  public static let reopening = NoticeKind(rawValue: "reopening")
  /// Chains or traction tires are required.
  public static let chains = NoticeKind(rawValue: "chains")
  /// Traffic is held and led through one way at a time.
  public static let oneWayControl = NoticeKind(rawValue: "one-way-control")
  /// A lane is closed.
  public static let laneClosure = NoticeKind(rawValue: "lane-closure")
  /// Only trucks are concerned.
  public static let trucksOnly = NoticeKind(rawValue: "trucks-only")
  /// A limit for trucks (weight, height, light trailers).
  public static let truckLimit = NoticeKind(rawValue: "truck-limit")
  /// An advisory: wind, blowing snow, slick spots.
  public static let advisory = NoticeKind(rawValue: "advisory")
  /// Information that sets no level.
  public static let information = NoticeKind(rawValue: "information")
  /// What one segment of a road with several says.
  public static let segment = NoticeKind(rawValue: "segment")
  /// Restricting or opening words that cannot be read for certain.
  public static let unclear = NoticeKind(rawValue: "unclear")
}
