import Foundation

/// What a source reported for one pass at one moment.
public struct PassConditions: Codable, Equatable, Sendable {
  /// One restriction per direction, in the order published.
  public var restrictions: [Restriction]
  /// Road conditions, as published ("Compact snow and ice on the road.").
  public var roadConditions: String?
  /// Weather, as published; nil when WSDOT leaves it empty.
  public var weather: String?
  /// Temperature in °F; nil when WSDOT publishes none.
  public var temperatureF: Int?
  /// When the source last updated this pass.
  public var updatedAt: Date?
  /// When we fetched it.
  public var fetchedAt: Date
  /// Where it was read from when that was not the agency's own server: a `--base-url` mirror or
  /// directory. Data from one origin is never shown as another's.
  public var origin: String?

  /// Creates conditions; text fields are cleaned and empty ones become nil.
  public init(
    restrictions: [Restriction], roadConditions: String?, weather: String?, temperatureF: Int?,
    updatedAt: Date?, fetchedAt: Date, origin: String? = nil
  ) {
    self.restrictions = restrictions
    self.roadConditions = TextSanitizer.cleanOptional(roadConditions)
    self.weather = TextSanitizer.cleanOptional(weather)
    self.temperatureF = temperatureF
    self.updatedAt = updatedAt
    self.fetchedAt = fetchedAt
    self.origin = origin
  }

  /// The worst level over every direction.
  public var level: RestrictionLevel { RestrictionLevel.worst(of: restrictions.map(\.level)) }

  /// The restriction for `direction`, if one was published.
  public func restriction(_ direction: TravelDirection) -> Restriction? {
    restrictions.first { $0.direction == direction }
  }
}
