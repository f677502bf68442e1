import FoundationEssentials

extension PassDataSource {
  /// Report rows for `passes`, marking data stale when its last refresh failed or it is older
  /// than `maxAge`, and old when its agency's own update time is older than the agency allows;
  /// each credits its agency among `agencies`. Data read from a `recording` is judged at the time
  /// its agency's data was recorded, not at `now`.
  func rows(for passes: [Pass], now: Date, maxAge: TimeInterval, agencies: Agencies = .all, recording: Recording? = nil)
    -> [StatusRow]
  {
    var recorded: [AgencyID: Date?] = [:]
    return passes.map { pass in
      let entry = self.entry(pass.id)
      let conditions = entry?.conditions
      let isOld = conditions.map { now.timeIntervalSince($0.fetchedAt) > maxAge } ?? false
      var row = StatusRow(
        id: pass.id, agency: pass.agency, name: pass.name, highway: pass.highway, order: pass.order,
        isEnabled: pass.isEnabled,
        elevationFeet: pass.elevationFeet, directions: pass.reportedDirections, conditions: conditions,
        // Stale: not a current reading, because it is old or because the last refresh failed (also
        // when that left no data at all).
        isStale: entry?.lastError != nil || isOld, error: entry?.lastError ?? conditions?.warning)
      row.summit = pass.summit
      row.weather = entry?.weather
      let agency = pass.isCustom ? nil : agencies.agency(pass.agency)
      row.credit(agency, with: pass.partners.compactMap { agencies.agency($0.agency) })
      if let recording, let agency, conditions != nil {
        if recorded[agency.id] == nil { recorded[agency.id] = recordedTime(of: agency.id, in: recording, now: now) }
        row.recordedAt = recorded[agency.id] ?? nil
      }
      // A pass of one's own is shown in one's own zone; an agency's in the zone of the pass.
      row.zone = pass.isCustom ? (USZone.user ?? .pacific) : (agency?.zone(of: pass) ?? .pacific)
      row.judgeAge(limit: agency?.oldAfter, now: row.recordedAt ?? now)
      row.shownAt = now
      return row
    }
  }

  /// When `agency`'s data in `recording` was recorded: its stamp, else the newest update time of
  /// the agency's saved passes.
  private func recordedTime(of agency: AgencyID, in recording: Recording, now: Date) -> Date? {
    let updates = archive.passes.lazy.filter { $0.pass.agency == agency }.compactMap { $0.conditions?.updatedAt }
    return recording.time(of: agency, updates: Array(updates), now: now)
  }

  /// The oldest fetch time among `passes`, or nil if any has no data at all.
  func oldestFetch(of passes: [Pass]) -> Date? {
    var oldest: Date?
    for pass in passes {
      guard let fetched = entry(pass.id)?.conditions?.fetchedAt else { return nil }
      oldest = min(oldest ?? fetched, fetched)
    }
    return oldest
  }

  /// What a report of `passes` can show when a refresh failed: the oldest saved data, and the
  /// passes with none.
  func savedData(of passes: [Pass]) -> StatusProblem.SavedData {
    let fetched = passes.compactMap { entry($0.id)?.conditions?.fetchedAt }
    let missing = passes.filter { entry($0.id)?.conditions == nil }.map(\.name)
    return StatusProblem.SavedData(oldestFetch: fetched.min(), missing: fetched.isEmpty ? [] : missing)
  }

  /// Whether `passes` can be shown without fetching: every one has saved data no older than
  /// `maxStale`. When not, the problem names the passes without data, or the age of the oldest.
  func offlineProblem(of passes: [Pass], now: Date, maxStale: TimeSpan) -> StatusProblem? {
    // A pass of an agency that publishes nothing (Montana) has no data to fetch: not missing.
    let passes = passes.filter { Agencies.all.agency($0.agency)?.publishesConditions ?? true }
    let missing = passes.filter { entry($0.id)?.conditions == nil }.map(\.name)
    if !missing.isEmpty { return .noSavedData(passes: missing) }
    guard let oldest = oldestFetch(of: passes), now.timeIntervalSince(oldest) > maxStale.seconds else { return nil }
    return .savedDataTooOld(fetchedAt: oldest, maxStale: maxStale)
  }
}
