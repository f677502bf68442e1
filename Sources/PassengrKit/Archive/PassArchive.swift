import FoundationEssentials

/// Everything the archive (`passengr.json`) holds.
struct PassArchive: Codable, Equatable, Sendable {
  /// The schema this build writes; older ones are read, newer ones refused. Version 2 added trips:
  /// a version-1 Passengr would drop them on its next write, so it must refuse the file instead.
  /// Version 3 writes a built-in pass as a reference to the catalogue and the hourly forecasts
  /// apart from the passes (`ArchivedPass+Coding.swift`, docs/files.md).
  static let currentSchemaVersion = 3

  /// The schema version of the file.
  var schemaVersion: Int
  /// All known passes, with order, enabled flag and last known conditions.
  var passes: [ArchivedPass]
  /// When a refresh last fetched anything.
  var lastRefresh: Date?
  /// Consecutive failures per source name, reset by a success.
  var sourceFailures: [String: Int]
  /// How many refreshes have fetched something; history records carry the number of theirs.
  var refreshCount: Int
  /// The user's saved trips.
  var trips: [Trip]
  /// The history lines (`history.jsonl`) of the changes this archive took in that the log may not
  /// hold yet, oldest first: a refresh commits them here with its conditions, then appends them to
  /// the log; the next refresh appends whichever the log still lacks (`HistoryLog.missing(_:)`).
  /// So a change is never in the archive without reaching the history.
  var unrecorded: [String] = []

  /// Creates an archive.
  init(passes: [ArchivedPass], lastRefresh: Date? = nil, sourceFailures: [String: Int] = [:]) {
    schemaVersion = Self.currentSchemaVersion
    self.passes = passes
    self.lastRefresh = lastRefresh
    self.sourceFailures = sourceFailures
    refreshCount = 0
    trips = []
  }

  /// The archive with every built-in pass it lacks appended, disabled, after the others: an archive
  /// from before an agency existed gains its passes. An id a user's own pass already holds is left
  /// to that pass. Every built-in pass takes its summit from the catalogue (summits are not archived).
  func addingMissingCatalogue(from agencies: Agencies = .all) -> PassArchive {
    var archive = mergingSharedPasses(from: agencies)
    for index in archive.passes.indices where !archive.passes[index].pass.isCustom {
      let pass = archive.passes[index].pass
      if let listed = agencies.pass(id: pass.id), listed.agency == pass.agency, listed.id == pass.id {
        archive.passes[index].pass.summit = listed.summit
        archive.passes[index].pass.partners = listed.partners
      }
    }
    var known = Set(archive.passes.map(\.pass.id))
    var order = archive.passes.map(\.pass.order).max() ?? 0
    for pass in agencies.catalogue where !known.contains(pass.id) {
      order += 1
      var added = pass
      added.order = order
      added.isEnabled = passes.isEmpty && pass.isEnabled
      archive.passes.append(ArchivedPass(pass: added))
      known.insert(pass.id)
    }
    return archive
  }

  enum CodingKeys: String, CodingKey {
    case schemaVersion, passes, lastRefresh, sourceFailures, refreshCount, trips, unrecorded, hourly
  }

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
    // An entry that refers to a pass the catalogue of this version does not list has no source
    // left to read it: it is dropped (`ArchivedPass.Stored`).
    passes = try container.decode([ArchivedPass.Stored].self, forKey: .passes).compactMap(\.entry)
    lastRefresh = try container.decodeIfPresent(Date.self, forKey: .lastRefresh)
    sourceFailures = try container.decodeIfPresent([String: Int].self, forKey: .sourceFailures) ?? [:]
    refreshCount = try container.decodeIfPresent(Int.self, forKey: .refreshCount) ?? 0
    trips = try container.decodeIfPresent([Trip].self, forKey: .trips) ?? []
    unrecorded = try container.decodeIfPresent([String].self, forKey: .unrecorded) ?? []
    // The hourly forecasts (dozens of periods a pass) are decoded only for a reader that asks:
    // `status` shows none of them (`ArchiveFormat.Reading`).
    if ArchiveFormat.Reading(decoder.userInfo).includesHourly,
      let hourly = try container.decodeIfPresent([String: WeatherForecast].self, forKey: .hourly)
    {
      for index in passes.indices {
        guard let forecast = hourly[String(passes[index].pass.id)] else { continue }
        passes[index].weather?.hourly = forecast
      }
    }
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schemaVersion, forKey: .schemaVersion)
    try container.encode(passes, forKey: .passes)
    var hourly: [String: WeatherForecast] = [:]
    for entry in passes {
      if let forecast = entry.weather?.hourly { hourly[String(entry.pass.id)] = forecast }
    }
    if !hourly.isEmpty { try container.encode(hourly, forKey: .hourly) }
    try container.encodeIfPresent(lastRefresh, forKey: .lastRefresh)
    try container.encode(sourceFailures, forKey: .sourceFailures)
    try container.encode(refreshCount, forKey: .refreshCount)
    try container.encode(trips, forKey: .trips)
    // Written only while there is something waiting: most archives never carry the key.
    if !unrecorded.isEmpty { try container.encode(unrecorded, forKey: .unrecorded) }
  }
}
