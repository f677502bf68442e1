import FoundationEssentials

/// The stable JSON shape of one pass, shared by `status`, `refresh`, `list` and `parse`.
struct JSONPass: Encodable {
  var row: StatusRow
  /// How much of NWS's forecasts to carry.
  var layout = JSONLayout()

  enum CodingKeys: String, CodingKey {
    case id, agency, agencies, name, highway, order, enabled, level, reason, restrictions, conditions, weather,
      temperatureF,
      elevationFt,
      updatedAt, fetchedAt, recordedAt, stale, old, oldReason, oldAfterSeconds, error, cameras, forecast, reports,
      attribution, summit, nws
  }

  /// What a second source said, as `reports: [{source, direction, level, kind, upcoming, text}]`.
  struct JSONNotice: Encodable {
    var notice: PassConditions.Notice

    enum CodingKeys: String, CodingKey { case source, direction, level, kind, upcoming, text }

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(notice.source, forKey: .source)
      try container.encode(notice.direction?.rawValue, forKey: .direction)
      try container.encode(notice.level, forKey: .level)
      try container.encode(notice.kind.rawValue, forKey: .kind)
      try container.encode(notice.isUpcoming, forKey: .upcoming)
      try container.encode(notice.text, forKey: .text)
    }
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(row.id, forKey: .id)
    try container.encode(row.agency, forKey: .agency)
    try container.encode(row.agencies, forKey: .agencies)
    try container.encode(row.name, forKey: .name)
    try container.encode(row.highway, forKey: .highway)
    try container.encode(row.order, forKey: .order)
    try container.encode(row.isEnabled, forKey: .enabled)
    try container.encode(row.level, forKey: .level)
    try container.encode(row.judgement.reason.map(JSONAnswer.JSONReason.init), forKey: .reason)
    // One answer per direction the pass is judged over, and per other direction published: the
    // judged level, with what was published beside it.
    var restrictions: [String: JSONAnswer] = [:]
    for answer in row.judgement.directions { restrictions[answer.direction.rawValue] = JSONAnswer(answer: answer) }
    for restriction in row.conditions?.restrictions ?? [] where restrictions[restriction.direction.rawValue] == nil {
      if let answer = row.judgement(over: [restriction.direction]).directions.first {
        restrictions[restriction.direction.rawValue] = JSONAnswer(answer: answer)
      }
    }
    try container.encode(restrictions, forKey: .restrictions)
    try container.encode(row.conditions?.roadConditions, forKey: .conditions)
    try container.encode(row.conditions?.weather, forKey: .weather)
    try container.encode(row.conditions?.temperatureF, forKey: .temperatureF)
    try container.encode(row.elevationFeet, forKey: .elevationFt)
    try container.encode(row.conditions?.updatedAt, forKey: .updatedAt)
    try container.encode(row.conditions?.fetchedAt, forKey: .fetchedAt)
    try container.encode(row.recordedAt, forKey: .recordedAt)
    try container.encode(row.isStale, forKey: .stale)
    try container.encode(row.isOld, forKey: .old)
    try container.encode(row.oldReason?.rawValue, forKey: .oldReason)
    try container.encode(row.oldAfter.map { Int($0.seconds) }, forKey: .oldAfterSeconds)
    try container.encode(row.error, forKey: .error)
    try container.encode(row.conditions?.cameras ?? [], forKey: .cameras)
    try container.encode(row.conditions?.forecast ?? [], forKey: .forecast)
    try container.encode((row.conditions?.reports ?? []).map(JSONNotice.init), forKey: .reports)
    try container.encode(row.attribution, forKey: .attribution)
    try container.encode(row.summit, forKey: .summit)
    try container.encode(
      row.weather.map { JSONWeather(weather: $0, now: row.weatherTime, layout: layout) }, forKey: .nws)
  }
}
