import FoundationEssentials

/// What a source reported for one pass at one moment.
public struct PassConditions: Codable, Equatable, Sendable {
  /// One restriction per direction, in the order published.
  public internal(set) var restrictions: [Restriction]
  /// Road conditions, as published ("Compact snow and ice on the road.").
  public internal(set) var roadConditions: String?
  /// Weather, as published; nil when WSDOT leaves it empty.
  public internal(set) var weather: String?
  /// Temperature in °F; nil when WSDOT publishes none.
  public internal(set) var temperatureF: Int?
  /// When the source last updated this pass.
  public internal(set) var updatedAt: Date?
  /// When we fetched it.
  public internal(set) var fetchedAt: Date
  /// Where it was read from when that was not the agency's own server: a mirror or
  /// directory. Data from one origin is never shown as another's.
  var origin: String?
  /// What the source noted while reading (records it skipped), for `doctor`.
  var notes: [String]
  /// Camera images of the pass; empty when the source has none.
  public internal(set) var cameras: [Camera]
  /// The weather forecast, period by period; empty when the source has none.
  public internal(set) var forecast: [ForecastPeriod]
  /// What other sources said about the pass and were taken into account (Caltrans' highway
  /// information beside its chain controls): closures, chain requirements, information.
  public internal(set) var reports: [Notice]
  /// Why the conditions may be incomplete ("closures could not be checked: …"); shown as the pass's error.
  public internal(set) var warning: String?
  /// The names of the sources besides the main one that were asked, for health counts.
  var consulted: [String]
  /// Which of `consulted` failed, and why.
  var partialFailures: [String: String]

  /// Creates conditions; text fields are cleaned and empty ones become nil, and an implausible
  /// temperature or update time (see `Plausibility`) is dropped with a note.
  init(
    restrictions: [Restriction], roadConditions: String?, weather: String?, temperatureF: Int?,
    updatedAt: Date?, fetchedAt: Date, origin: String? = nil, notes: [String] = [], cameras: [Camera] = [],
    forecast: [ForecastPeriod] = []
  ) {
    reports = []
    warning = nil
    consulted = []
    partialFailures = [:]
    self.restrictions = restrictions
    self.roadConditions = TextSanitizer.cleanOptional(roadConditions)
    self.weather = TextSanitizer.cleanOptional(weather)
    var notes = notes
    self.temperatureF = Plausibility.temperature(temperatureF, notes: &notes)
    self.updatedAt = Plausibility.date(updatedAt, now: fetchedAt, notes: &notes)
    self.fetchedAt = fetchedAt
    self.origin = origin
    self.notes = notes
    self.cameras = cameras
    self.forecast = forecast
  }

  enum CodingKeys: String, CodingKey {
    case restrictions, roadConditions, weather, temperatureF, updatedAt, fetchedAt, origin, notes, cameras, forecast,
      reports, warning
    case consulted, partialFailures
  }

  /// Reads archives written before `origin` and `notes` existed.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    restrictions = try container.decode([Restriction].self, forKey: .restrictions)
    roadConditions = try container.decodeIfPresent(String.self, forKey: .roadConditions)
    weather = try container.decodeIfPresent(String.self, forKey: .weather)
    temperatureF = try container.decodeIfPresent(Int.self, forKey: .temperatureF)
    updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt)
    fetchedAt = try container.decode(Date.self, forKey: .fetchedAt)
    origin = try container.decodeIfPresent(String.self, forKey: .origin)
    notes = try container.decodeIfPresent([String].self, forKey: .notes) ?? []
    cameras = try container.decodeIfPresent([Camera].self, forKey: .cameras) ?? []
    forecast = try container.decodeIfPresent([ForecastPeriod].self, forKey: .forecast) ?? []
    reports = try container.decodeIfPresent([Notice].self, forKey: .reports) ?? []
    warning = try container.decodeIfPresent(String.self, forKey: .warning)
    consulted = try container.decodeIfPresent([String].self, forKey: .consulted) ?? []
    partialFailures = try container.decodeIfPresent([String: String].self, forKey: .partialFailures) ?? [:]
  }

  /// The restriction for `direction`, if one was published.
  public func restriction(_ direction: TravelDirection) -> Restriction? {
    restrictions.first { $0.direction == direction }
  }
}
