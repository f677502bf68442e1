import FoundationEssentials

extension PassengrSession {
  /// The passes in the user's order: those `names` names (by id, name or unique prefix), else the
  /// enabled ones, or every one with `includeDisabled`; only `agency`'s when given.
  public func passes(named names: [String] = [], agency: AgencyID? = nil, includeDisabled: Bool = false) throws
    -> [Pass]
  {
    try passList.passes(named: names, agency: agency, includeDisabled: includeDisabled)
  }

  /// The passes on `highway` (`I-90`, `I 90`, `i90`, `US 2`, `US-2`, `SR 20`, `CA-88`), in the
  /// user's order, disabled ones too. Throws a usage error naming it when it is no highway or no
  /// pass is on it.
  public func passes(onHighway highway: String) throws -> [Pass] {
    try passList.passes(onHighway: highway)
  }

  /// Report rows for `passes` as saved, whatever their age.
  public func rows(for passes: [Pass], now: Date? = nil) throws -> [StatusRow] {
    try passList.rows(for: passes, now: now)
  }

  /// Shows (`isEnabled`) or hides the passes `names` names, in one transaction. With `agency`,
  /// only that agency's: every one of them when `names` is empty; a name of another agency's pass
  /// throws `SelectionError.noPassOfAgency`.
  public func setEnabled(_ names: [String], agency: AgencyID? = nil, _ isEnabled: Bool) async throws -> PassesToggled {
    try await passList.setEnabled(names, agency: agency, isEnabled)
  }

  /// Moves the pass `name` names to 1-based `position` (the others shift), in one transaction;
  /// returns it with the position it got (the last, when `position` is past the end).
  public func move(_ name: String, to position: Int) async throws -> Pass {
    try await passList.move(name, to: position)
  }

  /// Adds a pass read from the user's own page, enabled, last; returns it with its id and place.
  public func add(name: String, highway: String, custom: CustomPass) async throws -> Pass {
    try await passList.add(name: name, highway: highway, custom: custom)
  }

  /// Fetches the page of `custom` once and returns what each XPath extracts, to show and check
  /// before `add` saves it.
  public func preview(_ custom: CustomPass) async throws -> [CustomPass.Extract] {
    try await passList.preview(custom)
  }

  /// Removes the pass the user added that `name` names. A pass that saved trips use needs `force`,
  /// and is then dropped from them.
  public func remove(_ name: String, force: Bool = false) async throws -> PassRemoved {
    try await passList.remove(name, force: force)
  }

  /// Starts over with the built-in passes; returns where the old archive was kept aside, if any.
  public func reset() async throws -> String? {
    try await passList.reset()
  }

  /// Brings back the archive as it was before one of the last user edits: backup `generation`
  /// (1, the newest, unless told; `backups()` lists them). Returns how many passes it holds and
  /// where the archive it replaced was kept, if there was one.
  public func restore(generation: Int = 1) async throws -> ArchiveRestored {
    try await passList.restore(generation: generation)
  }

  /// The backups `restore` can bring back, newest first: each one's file, when it was made and
  /// how many passes it holds (or why it cannot be read). A data directory that cannot be listed
  /// is an error, not "no backups".
  public func backups() throws -> [Backup] {
    try passList.backups()
  }
}
