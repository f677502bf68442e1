import Foundation

extension PassengrSession {
  /// What `setEnabled` did.
  public struct Toggled: Sendable {
    /// The passes named, in the order named.
    public internal(set) var passes: [Pass]
    /// Those of them that were already in the state asked for.
    public internal(set) var unchanged: [Pass]
  }

  /// What `restore` did.
  public struct Restored: Sendable {
    /// How many passes the restored archive holds.
    public internal(set) var passCount: Int
    /// The backup's file name.
    public internal(set) var backup: String
    /// The file name the replaced archive was kept under, if there was one.
    public internal(set) var keptAside: String?
  }

  /// Shows (`isEnabled`) or hides the passes `names` names, in one transaction. With `agency`,
  /// only that agency's: every one of them when `names` is empty; a name of another agency's pass
  /// throws `PassengrError.noPassOfAgency`.
  public func setEnabled(_ names: [String], agency: AgencyID? = nil, _ isEnabled: Bool) async throws -> Toggled {
    // A wrong name writes nothing, not even the data directory or the lock: checked before the
    // lock against the archive as it is, and again under it.
    _ = try choose(names, agency: agency, in: dataSource())
    return try await store.transaction { passes -> Toggled in
      let chosen = try choose(names, agency: agency, in: passes)
      let unchanged = chosen.filter { $0.isEnabled == isEnabled }
      passes.setEnabled(chosen.map(\.id), isEnabled)
      return Toggled(passes: chosen, unchanged: unchanged)
    }
  }

  /// The passes `names` names in `passes`, of `agency` when given (all of its passes without names).
  private func choose(_ names: [String], agency: AgencyID?, in passes: PassDataSource) throws -> [Pass] {
    guard let agency else { return try passes.names(declaredBy: agencies).select(names) }
    let named = names.isEmpty ? passes.orderedPasses : try passes.names(declaredBy: agencies).select(names)
    let chosen = passes.passes(named, of: agency)
    guard chosen.isEmpty else { return chosen }
    throw PassengrError.noPassOfAgency(
      agency: agency, agencyName: agencies.agency(agency)?.name ?? agency.rawValue, passes: named.map(\.name), trip: nil
    )
  }

  /// Moves the pass `name` names to 1-based `position` (the others shift), in one transaction;
  /// returns it with the position it got (the last, when `position` is past the end).
  public func move(_ name: String, to position: Int) async throws -> Pass {
    _ = try dataSource().names(declaredBy: agencies).select(name)  // a wrong name writes nothing (see `setEnabled`)
    return try await store.transaction { passes -> Pass in
      let chosen = try passes.names(declaredBy: agencies).select(name)
      passes.move(chosen.id, to: position)
      return passes.entry(chosen.id)?.pass ?? chosen
    }
  }

  /// Adds a pass read from the user's own page, enabled, last; returns it with its id and place.
  public func add(name: String, highway: String, custom: CustomPass) async throws -> Pass {
    try await store.transaction { passes in
      try UserPasses.add(name: name, highway: highway, custom: custom, to: &passes, agencies: agencies)
    }
  }

  /// Starts over with the built-in passes; returns where the old archive was kept aside, if any.
  public func reset() async throws -> String? {
    try await store.reset()?.path
  }

  /// Brings back the archive as it was before one of the last user edits: backup `generation`
  /// (1, the newest, unless told; `backups()` lists them). Returns how many passes it holds and
  /// where the archive it replaced was kept, if there was one.
  public func restore(generation: Int = 1) async throws -> Restored {
    let (archive, backup, aside) = try await store.restore(generation: generation, now: clock())
    return Restored(
      passCount: archive.passes.count, backup: backup.lastPathComponent, keptAside: aside?.lastPathComponent)
  }

  /// The backups `restore` can bring back, newest first: each one's file, when it was made and
  /// how many passes it holds (or why it cannot be read). A data directory that cannot be listed
  /// is an error, not "no backups".
  public func backups() throws -> [Backup] {
    try store.backups.generations().map { generation in
      var passCount: Int?
      var problem: String?
      do {
        passCount = try ArchiveStore.readBackup(generation.url, agencies: agencies).archive.passes.count
      } catch PassengrError.unreadableBackup(_, let reason) {
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
  public func preview(_ custom: CustomPass) async throws -> [CustomPass.Extract] {
    let resource = try await loader.load(custom.url, isBuiltIn: false)
    return try custom.extract(from: resource.data, charset: resource.charset)
  }
}
