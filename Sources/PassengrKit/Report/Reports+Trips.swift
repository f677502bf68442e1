import FoundationEssentials

extension Reports {
  /// "Stevens Pass eastbound → Blewett Pass southbound", names looked up in `passes`.
  public static func tripLine(_ trip: Trip, passes: [Pass]) -> String {
    let byID = Dictionary(passes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return trip.legs.map { leg in
      let name = byID[leg.passID]?.name ?? "pass \(leg.passID)"
      return leg.direction.map { "\(name) \($0.rawValue)" } ?? "\(name) (both directions)"
    }.joined(separator: " → ")
  }

  /// `passengr.trips/1`: every trip with its passes in driving order.
  public static func tripsJSON(_ trips: [Trip], passes: [Pass], now: Date, layout: JSONLayout = JSONLayout())
    throws -> String
  {
    /// Every key always there: `name` and `direction` read `null` when absent (both directions).
    struct Leg: Encodable {
      var id: Int
      var name: String?
      var direction: String?

      enum CodingKeys: String, CodingKey { case id, name, direction }

      func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(direction, forKey: .direction)
      }
    }
    struct JSONTrip: Encodable {
      var name: String
      var passes: [Leg]
    }
    struct Document: Encodable {
      var schema = "passengr.trips/1"
      var generatedAt: Date
      var trips: [JSONTrip]
    }
    let byID = Dictionary(passes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return try JSONOutput.encode(
      Document(
        generatedAt: now,
        trips: trips.map { trip in
          JSONTrip(
            name: trip.name,
            passes: trip.legs.map { Leg(id: $0.passID, name: byID[$0.passID]?.name, direction: $0.direction?.rawValue) }
          )
        }), pretty: layout.isPretty)
  }

  /// `check`'s answer: each pass in driving order (pass, highway, direction driven, level, text),
  /// then the verdict, wrapped to `width` without cutting a word (see `CheckRenderer`).
  public static func check(_ result: CheckResult, useColor: Bool, width: Int) -> String {
    CheckRenderer(useColor: useColor, width: width, now: result.now).render(result)
  }

  /// `passengr.check/3`: the verdict, the threshold, the worst level, and each pass as driven.
  public static func checkJSON(_ result: CheckResult, layout: JSONLayout = JSONLayout()) throws -> String {
    struct Leg: Encodable {
      var id: Int
      var agency: AgencyID
      var name: String
      var highway: String
      var direction: String
      var level: RestrictionLevel
      var text: String
      var stale: Bool
      var error: String?
      var updatedAt: Date?
      var old: Bool
      var oldReason: String?
      var oldAfterSeconds: Int?
      var recordedAt: Date?
      var published: RestrictionLevel?
      var reason: JSONAnswer.JSONReason?
      var advice: String?
      var period: WeatherPeriod?
      var alerts: [WeatherAlert]

      enum CodingKeys: String, CodingKey {
        case id, agency, name, highway, direction, level, published, reason, advice, text, stale, error, updatedAt,
          recordedAt, old, oldReason
        case oldAfterSeconds, forecast, alerts
      }

      func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(agency, forKey: .agency)
        try container.encode(name, forKey: .name)
        try container.encode(highway, forKey: .highway)
        try container.encode(direction, forKey: .direction)
        try container.encode(level, forKey: .level)
        try container.encode(published, forKey: .published)
        try container.encode(reason, forKey: .reason)
        try container.encode(advice, forKey: .advice)
        try container.encode(text, forKey: .text)
        try container.encode(stale, forKey: .stale)
        try container.encode(error, forKey: .error)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encode(recordedAt, forKey: .recordedAt)
        try container.encode(old, forKey: .old)
        try container.encode(oldReason, forKey: .oldReason)
        try container.encode(oldAfterSeconds, forKey: .oldAfterSeconds)
        try container.encode(period.map(JSONWeather.JSONPeriod.init), forKey: .forecast)
        try container.encode(alerts.map(JSONWeather.JSONAlert.init), forKey: .alerts)
      }
    }
    struct Document: Encodable {
      var schema = "passengr.check/3"
      var generatedAt: Date
      var trip: String?
      var isReturn: Bool
      var threshold: RestrictionLevel
      var verdict: Verdict
      var summary: String
      var worst: RestrictionLevel
      var recordedAt: Date?
      var at: Date?
      var passes: [Leg]

      enum CodingKeys: String, CodingKey {
        case schema, generatedAt, recordedAt, at, trip
        case isReturn = "return"
        case threshold, verdict, summary, worst, passes
      }

      func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(generatedAt, forKey: .generatedAt)
        try container.encode(recordedAt, forKey: .recordedAt)
        try container.encode(at, forKey: .at)
        try container.encode(trip, forKey: .trip)
        try container.encode(isReturn, forKey: .isReturn)
        try container.encode(threshold, forKey: .threshold)
        try container.encode(verdict, forKey: .verdict)
        try container.encode(summary, forKey: .summary)
        try container.encode(worst, forKey: .worst)
        try container.encode(passes, forKey: .passes)
      }
    }
    return try JSONOutput.encode(
      Document(
        generatedAt: result.now, trip: result.trip, isReturn: result.isReturn, threshold: result.threshold,
        verdict: result.verdict,
        summary: result.summary, worst: result.worst, recordedAt: result.recordedAt, at: result.at,
        passes: result.legs.map { leg in
          Leg(
            id: leg.pass.id, agency: leg.pass.agency, name: leg.pass.name, highway: leg.pass.highway,
            direction: leg.direction.rawValue,
            level: leg.level, text: leg.text, stale: leg.isStale, error: leg.error, updatedAt: leg.updatedAt,
            old: leg.isOld, oldReason: leg.oldReason?.rawValue,
            oldAfterSeconds: leg.oldAfter.map { Int($0.seconds) }, recordedAt: leg.recordedAt,
            published: leg.judgement.deciding.flatMap { $0.text == nil ? nil : $0.published },
            reason: leg.judgement.reason.map(JSONAnswer.JSONReason.init), advice: leg.judgement.deciding?.advice,
            period: leg.period,
            alerts: leg.alerts)
        }), pretty: layout.isPretty)
  }
}
