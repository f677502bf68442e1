import FoundationEssentials
import Networking

/// The user's list of passes: which are shown, their order, the passes the user added, backups
/// and restores, each edit one transaction on the archive.
struct PassListService: ReadsArchive {
  let store: ArchiveStore
  let origin: String?
  let agencies: Agencies
  let loader: ResourceLoader
  let recording: Recording?
  let clock: @Sendable () -> Date

  /// Shows (`isEnabled`) or hides the passes `names` names, in one transaction. With `agency`,
  /// only that agency's: every one of them when `names` is empty; a name of another agency's pass
  /// throws `SelectionError.noPassOfAgency`.
  func setEnabled(_ names: [String], agency: AgencyID? = nil, _ isEnabled: Bool) async throws -> PassesToggled {
    // A wrong name writes nothing, not even the data directory or the lock: checked before the
    // lock against the archive as it is, and again under it.
    _ = try choose(names, agency: agency, in: dataSource())
    return try await store.transaction { passes -> PassesToggled in
      let chosen = try choose(names, agency: agency, in: passes)
      let unchanged = chosen.filter { $0.isEnabled == isEnabled }
      passes.setEnabled(chosen.map(\.id), isEnabled)
      return PassesToggled(passes: chosen, unchanged: unchanged)
    }
  }

  /// The passes `names` names in `passes`, of `agency` when given (all of its passes without names).
  private func choose(_ names: [String], agency: AgencyID?, in passes: PassDataSource) throws -> [Pass] {
    guard let agency else { return try passes.names(declaredBy: agencies).select(names) }
    let named = names.isEmpty ? passes.orderedPasses : try passes.names(declaredBy: agencies).select(names)
    let chosen = passes.passes(named, of: agency)
    guard chosen.isEmpty else { return chosen }
    throw SelectionError.noPassOfAgency(
      agency: agency, agencyName: agencies.agency(agency)?.name ?? agency.rawValue, passes: named.map(\.name), trip: nil
    )
  }

  /// Moves the pass `name` names to 1-based `position` (the others shift), in one transaction;
  /// returns it with the position it got (the last, when `position` is past the end).
  func move(_ name: String, to position: Int) async throws -> Pass {
    _ = try dataSource().names(declaredBy: agencies).select(name)  // a wrong name writes nothing (see `setEnabled`)
    return try await store.transaction { passes -> Pass in
      let chosen = try passes.names(declaredBy: agencies).select(name)
      passes.move(chosen.id, to: position)
      return passes.entry(chosen.id)?.pass ?? chosen
    }
  }

  /// Adds a pass read from the user's own page, enabled, last; returns it with its id and place.
  func add(name: String, highway: String, custom: CustomPass) async throws -> Pass {
    try await store.transaction { passes in
      try UserPasses.add(name: name, highway: highway, custom: custom, to: &passes, agencies: agencies)
    }
  }

  /// Starts over with the built-in passes; returns where the old archive was kept aside, if any.
  func reset() async throws -> String? {
    try await store.reset()?.path
  }

  /// Brings back the archive as it was before one of the last user edits: backup `generation`
  /// (1, the newest, unless told; `backups()` lists them). Returns how many passes it holds and
  /// where the archive it replaced was kept, if there was one.
  func restore(generation: Int = 1) async throws -> ArchiveRestored {
    let (archive, backup, aside) = try await store.restore(generation: generation, now: clock())
    return ArchiveRestored(
      passCount: archive.passes.count, backup: backup.lastPathComponent, keptAside: aside?.lastPathComponent)
  }

  /// The backups `restore` can bring back, newest first: each one's file, when it was made and
  /// how many passes it holds (or why it cannot be read). A data directory that cannot be listed
  /// is an error, not "no backups".
  func backups() throws -> [Backup] {
    try store.backups.generations().map { generation in
      var passCount: Int?
      var problem: String?
      do {
        passCount = try ArchiveStore.readBackup(generation.url, agencies: agencies).archive.passes.count
      } catch ArchiveError.unreadableBackup(_, let reason) {
        problem = reason
      } catch {
        problem = "\(error)"
      }
      return Backup(
        generation: generation.number, fileName: generation.url.lastPathComponent, savedAt: generation.savedAt,
        passCount: passCount, problem: problem)
    }
  }

  /// Fetches the page of `custom` once and returns what each XPath extracts, for `add` to show
  /// and check before saving.
  func preview(_ custom: CustomPass) async throws -> [CustomPass.Extract] {
    let resource = try await loader.load(custom.url, isBuiltIn: false)
    return try custom.extract(from: resource.data, charset: resource.charset)
  }

  /// The passes on `highway` (`I-90`, `I 90`, `i90`, `US 2`, `US-2`, `SR 20`, `CA-88`), in the
  /// user's order, disabled ones too. Throws a usage error naming it when it is no highway or no
  /// pass is on it.
  func passes(onHighway highway: String) throws -> [Pass] {
    try dataSource().names(declaredBy: agencies).select(highway: highway)
  }

  /// The passes in the user's order: those `names` names (by id, name or unique prefix), else the
  /// enabled ones, or every one with `includeDisabled`; only `agency`'s when given.
  func passes(named names: [String] = [], agency: AgencyID? = nil, includeDisabled: Bool = false) throws
    -> [Pass]
  {
    let saved = try dataSource()
    let chosen =
      !names.isEmpty
      ? try saved.names(declaredBy: agencies).select(names)
      : includeDisabled ? saved.orderedPasses : saved.visiblePasses
    return saved.passes(chosen, of: agency)
  }

  /// Report rows for `passes` as saved, whatever their age (a list of the saved data).
  func rows(for passes: [Pass], now: Date? = nil) throws -> [StatusRow] {
    try dataSource().rows(for: passes, now: now ?? clock(), maxAge: .infinity, agencies: agencies, recording: recording)
  }

  /// Removes the pass the user added that `name` names. A pass that saved trips use needs `force`,
  /// and is then dropped from them.
  func remove(_ name: String, force: Bool = false) async throws -> PassRemoved {
    _ = try dataSource().names(declaredBy: agencies).select(name)  // a wrong name writes nothing (see `addTrip`)
    return try await store.transaction { passes -> PassRemoved in
      let chosen = try passes.names(declaredBy: agencies).select(name)
      let using = passes.archive.trips.filter { trip in trip.legs.contains { $0.passID == chosen.id } }.map(\.name)
      if !using.isEmpty, !force, chosen.isCustom { throw TripError.passInTrips(pass: chosen.name, trips: using) }
      try UserPasses.remove(chosen.id, from: &passes)
      for index in passes.archive.trips.indices {
        passes.archive.trips[index].legs.removeAll { $0.passID == chosen.id }
      }
      let emptied = passes.archive.trips.filter(\.legs.isEmpty).map(\.name)
      passes.archive.trips.removeAll(where: \.legs.isEmpty)
      return PassRemoved(pass: chosen, droppedFrom: using.filter { !emptied.contains($0) }, removedTrips: emptied)
    }
  }
}
