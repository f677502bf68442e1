import FoundationEssentials

/// What NWS answers that stays true for a while, kept in the data directory between runs
/// (`nws-cache.json`): each point's forecast addresses (while NWS's caching headers allow, at
/// most 7 days), each forecast while its
/// `max-age` lasts, points NWS has no data for (a day), and when NWS last refused us. Keyed by
/// the address really asked, so a mirror's answers never stand for NWS's. A cache that cannot be
/// read is started afresh: everything in it can be asked again.
actor NWSCache {
  struct Stored: Codable, Sendable {
    var points: [String: NWSPoint] = [:]
    var missingPoints: [String: Date] = [:]
    var forecasts: [String: WeatherForecast] = [:]
    var refusedUntil: [String: Date] = [:]
  }

  /// How long a point NWS has no data for is not asked again.
  static let missingFor: TimeInterval = 86_400
  /// How long NWS is left alone after refusing us.
  static let refusalBackoff: TimeInterval = 600

  private var stored: Stored
  private var changed = false
  private let file: URL?

  /// The cache kept in `file` (nil: kept for this run only).
  init(file: URL?) {
    self.file = file
    if let file, let data = try? Data(contentsOf: file), let stored = try? JSONDecoder().decode(Stored.self, from: data)
    {
      self.stored = stored
    } else {
      stored = Stored()
    }
  }

  func point(_ key: String, now: Date) -> NWSPoint? {
    guard let point = stored.points[key], point.isFresh(at: now) else { return nil }
    return point
  }

  func keep(_ point: NWSPoint, for key: String) {
    stored.points[key] = point.isFresh(at: point.fetchedAt) ? point : nil
    stored.missingPoints[key] = nil
    changed = true
  }

  /// When NWS said it has no data for the point, if that is recent.
  func isMissing(_ key: String, now: Date) -> Bool {
    guard let since = stored.missingPoints[key] else { return false }
    return since <= now.addingTimeInterval(300) && now.timeIntervalSince(since) < Self.missingFor
  }

  func markMissing(_ key: String, now: Date) {
    stored.missingPoints[key] = now
    changed = true
  }

  /// The forecast kept for `key` while its `max-age` lasts.
  func forecast(_ key: String, now: Date) -> WeatherForecast? {
    guard let forecast = stored.forecasts[key], forecast.isFresh(at: now) else { return nil }
    return forecast
  }

  func keep(_ forecast: WeatherForecast, for key: String) {
    guard forecast.maxAge != nil else { return }
    stored.forecasts[key] = forecast
    changed = true
  }

  /// Until when NWS (at `origin`) is not to be asked, after refusing us.
  func refusal(at origin: String, now: Date) -> Date? {
    guard let until = stored.refusedUntil[origin], until > now,
      until <= now.addingTimeInterval(Self.refusalBackoff + 60)
    else { return nil }
    return until
  }

  func refuse(at origin: String, now: Date) {
    stored.refusedUntil[origin] = now.addingTimeInterval(Self.refusalBackoff)
    changed = true
  }

  /// Writes what changed, dropping what has run out; a cache that cannot be written is only a
  /// cache (the next run asks again).
  func save(now: Date) {
    guard changed, let file else { return }
    stored.points = stored.points.filter { $0.value.isFresh(at: now) }
    stored.forecasts = stored.forecasts.filter { $0.value.isFresh(at: now) }
    stored.missingPoints = stored.missingPoints.filter { now.timeIntervalSince($0.value) < Self.missingFor }
    stored.refusedUntil = stored.refusedUntil.filter { $0.value > now }
    guard let data = try? JSONEncoder().encode(stored) else { return }
    _ = try? AtomicFile.write(data, to: file)
    changed = false
  }
}
