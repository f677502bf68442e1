import FoundationEssentials

/// One pass in WSDOT's JSON, shared by the mobile feed and the Traveler Information API.
struct PassRecord: Decodable {
  struct RecordRestriction: Decodable {
    var text: String?
    var direction: String?

    enum CodingKeys: String, CodingKey {
      case text = "RestrictionText"
      case direction = "TravelDirection"
    }
  }

  /// The pass id; nil when the record gives none that can be read (it is then attributed by name
  /// or makes the answer partial, see `UnattributedRecords`).
  var id: Int?
  var name: String?
  var roadCondition: String?
  var weather: String?
  var temperature: Double?
  var elevation: Double?
  var restrictionOne: RecordRestriction?
  var restrictionTwo: RecordRestriction?
  var updated: WSDOTTimestamp?
  var cameras: [Camera] = []
  var forecast: [ForecastPeriod] = []

  /// A camera as the feed has it; any field may be missing.
  struct RecordCamera: Decodable {
    var title: String?
    var url: String?
  }

  /// A forecast period as the feed has it.
  struct RecordForecast: Decodable {
    var day: String?
    var text: String?
    enum CodingKeys: String, CodingKey {
      case day = "Day"
      case text = "ForecastText"
    }
  }

  enum CodingKeys: String, CodingKey {
    case id = "MountainPassId"
    case name = "MountainPassName"
    case roadCondition = "RoadCondition"
    case weather = "WeatherCondition"
    case temperature = "TemperatureInFahrenheit"
    case elevation = "ElevationInFeet"
    case restrictionOne = "RestrictionOne"
    case restrictionTwo = "RestrictionTwo"
    case updated = "DateUpdated"
    case cameras = "Cameras"
    case forecast = "Forecast"
  }

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let number = try? container.decode(Int.self, forKey: .id) {
      id = number
    } else if let text = try? container.decode(String.self, forKey: .id),
      let number = Int(text.trimmingSpaces())
    {
      id = number
    } else {
      id = nil
    }
    name = try? container.decodeIfPresent(String.self, forKey: .name)
    roadCondition = try? container.decodeIfPresent(String.self, forKey: .roadCondition)
    weather = try? container.decodeIfPresent(String.self, forKey: .weather)
    temperature = try? container.decodeIfPresent(Double.self, forKey: .temperature)
    elevation = try? container.decodeIfPresent(Double.self, forKey: .elevation)
    restrictionOne = try? container.decodeIfPresent(RecordRestriction.self, forKey: .restrictionOne)
    restrictionTwo = try? container.decodeIfPresent(RecordRestriction.self, forKey: .restrictionTwo)
    updated = try? container.decodeIfPresent(WSDOTTimestamp.self, forKey: .updated)
    let rawCameras = (try? container.decodeIfPresent([Lossy<RecordCamera>].self, forKey: .cameras)) ?? []
    cameras = rawCameras.compactMap { entry in entry.value.flatMap { Camera(title: $0.title ?? "", url: $0.url ?? "") }
    }
    let rawForecast = (try? container.decodeIfPresent([Lossy<RecordForecast>].self, forKey: .forecast)) ?? []
    forecast = rawForecast.compactMap { entry in
      guard let period = entry.value, let text = period.text, !text.isEmpty else { return nil }
      return ForecastPeriod(day: period.day ?? "", text: text)
    }
  }

  func report(fetchedAt: Date) -> PassReport {
    // A direction label that cannot be read is never guessed from the record's position: a
    // restriction then counts for both directions, and an opening for neither (each direction
    // without a report of its own reads unknown).
    let restrictions = [restrictionOne, restrictionTwo].compactMap { record -> Restriction? in
      guard let record else { return nil }
      if let direction = record.direction.flatMap(TravelDirection.init(text:)) {
        return WSDOTWords.restriction(direction, text: record.text ?? "")
      }
      let both = WSDOTWords.restriction(.both, text: record.text ?? "")
      return both.level == .open ? nil : both
    }
    var conditions = PassConditions(
      restrictions: restrictions, roadConditions: roadCondition, weather: weather,
      temperatureF: temperature.flatMap(\.measurement),
      updatedAt: updated?.date, fetchedAt: fetchedAt,
      notes: updated?.isInvalid == true ? ["\(Plausibility.notePrefix) update time (no such date or time)"] : [],
      cameras: cameras, forecast: forecast)
    // The pass's own road and weather conditions count as much as its restrictions; so does a
    // restriction its name states ("Manastash Ridge I-82 (CLOSED)").
    WSDOTWords.applyConditions(to: &conditions)
    conditions.apply(WSDOTWords.read(name).statedClosures, label: "Name")
    return PassReport(
      id: id,
      publishedName: name ?? id.flatMap(PassCatalog.pass(id:))?.title ?? id.map { "Pass \($0)" }
        ?? "A record without a pass id",
      elevationFeet: elevation.flatMap(\.measurement), conditions: conditions)
  }
}
