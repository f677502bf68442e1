import FoundationEssentials

/// One pass of the drive, in the direction driven.
public struct CheckLeg: Sendable {
  /// The pass.
  public internal(set) var pass: Pass
  /// The direction driven; `.both` when both count.
  public internal(set) var direction: TravelDirection
  /// The pass judged over the directions driven (see `PassJudgement`).
  public internal(set) var judgement: PassJudgement
  /// The level over the directions driven; unknown without current data.
  public var level: RestrictionLevel { judgement.level }
  /// The text of the direction that set the level.
  public internal(set) var text: String
  /// Whether the data is older than it should be.
  public internal(set) var isStale: Bool
  /// Why the data is not current or complete, if it is not.
  public internal(set) var error: String?
  /// When the source last updated the pass.
  public internal(set) var updatedAt: Date?
  /// Whether that update is older than its agency allows (see `Agency.oldAfter`).
  public internal(set) var isOld = false
  /// How old its agency's update time may be; nil when the agency has no rule.
  public internal(set) var oldAfter: TimeSpan?
  /// Why the data is old (see `OldReason`); nil when it is not.
  var oldReason: OldReason?
  /// When the data was fetched; nil without data.
  var fetchedAt: Date?
  /// Its agency's name ("WSDOT"); nil for a user's own page.
  var agencyName: String?
  /// When its data was recorded, for data read from a recording; its age is judged at that time.
  public internal(set) var recordedAt: Date?
  /// The zone its agency's times are shown in.
  var zone = USZone.pacific
  /// What NWS says of the pass, when it was asked.
  public internal(set) var weather: PassWeather?
  /// The forecast period covering the time of the drive (now, or the query's `at`).
  public internal(set) var period: WeatherPeriod?
  /// The NWS alerts in effect at the time of the drive.
  public internal(set) var alerts: [WeatherAlert] = []
  /// Whether this leg's data is current, as `StatusRow.isCurrent` means it: there, fresh, not
  /// old, and without error (see each direction's `currency`).
  public var isCurrent: Bool { judgement.directions.allSatisfy { $0.currency == .current } }
}
