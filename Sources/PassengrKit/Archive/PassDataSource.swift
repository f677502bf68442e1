import Foundation

/// All known passes in the user's order, which of them are shown, and what is known about each:
/// the model behind every command, archived by `ArchiveStore`.
struct PassDataSource: Equatable, Sendable {
  /// The archive this source reads and changes.
  public var archive: PassArchive

  /// Wraps an archive.
  public init(archive: PassArchive) {
    self.archive = archive
  }

  /// The first-run model: every agency's passes, WSDOT's alphabetically first, with Blewett,
  /// Manastash, Satus, Snoqualmie, Stevens and White enabled.
  public static func initial() -> PassDataSource {
    PassDataSource(archive: PassArchive(passes: []).addingMissingCatalogue())
  }

  /// Every pass, by order.
  public var orderedPasses: [Pass] { archive.passes.map(\.pass).sorted { $0.order < $1.order } }

  /// The enabled passes, by order.
  public var visiblePasses: [Pass] { orderedPasses.filter(\.isEnabled) }

  /// The archived entry for `id`.
  public func entry(_ id: Int) -> ArchivedPass? { archive.passes.first { $0.pass.id == id } }

  /// Passes named on the command line, case-insensitively by id, name, title or unique prefix.
  public func select(_ names: [String]) throws -> [Pass] {
    var chosen: [Pass] = []
    for name in names {
      let pass = try select(name)
      if !chosen.contains(where: { $0.id == pass.id }) { chosen.append(pass) }
    }
    return chosen
  }

  /// The one pass `name` names: id, name, title or unique prefix, case-insensitively.
  public func select(_ name: String) throws -> Pass {
    let passes = orderedPasses
    let key = name.collapsingSpaces().lowercased()
    if let id = Int(key), let pass = passes.first(where: { $0.id == id }) { return pass }
    let exact = passes.filter { $0.name.lowercased() == key || $0.title.lowercased() == key }
    if exact.count == 1 { return exact[0] }
    let words = passes.filter { pass in
      let name = pass.name.lowercased()
      return name.hasPrefix(key) || name.replacingOccurrences(of: " pass", with: "").hasPrefix(key)
        || pass.title.lowercased().hasPrefix(key)
    }
    if words.count == 1 { return words[0] }
    if words.isEmpty { throw PassengrError.unknownPass(name, suggestion: key.nearest(in: passes.map(\.name))) }
    throw PassengrError.ambiguousPass(name, candidates: words.map(\.name))
  }

  /// Shows or hides passes.
  public mutating func setEnabled(_ ids: [Int], _ isEnabled: Bool) {
    for index in archive.passes.indices where ids.contains(archive.passes[index].pass.id) {
      archive.passes[index].pass.isEnabled = isEnabled
    }
  }

  /// Moves a pass to 1-based `position`; the others shift to make room.
  public mutating func move(_ id: Int, to position: Int) {
    var ordered = orderedPasses.map(\.id)
    guard let from = ordered.firstIndex(of: id) else { return }
    ordered.remove(at: from)
    ordered.insert(id, at: min(max(position - 1, 0), ordered.count))
    for index in archive.passes.indices {
      archive.passes[index].pass.order = (ordered.firstIndex(of: archive.passes[index].pass.id) ?? 0) + 1
    }
  }

  /// Adds a pass read from the user's own page; it gets the id after the highest a user's pass
  /// ever had here (from 1000, never one a built-in pass holds) and goes last, enabled.
  @discardableResult
  public mutating func add(name: String, highway: String, custom: CustomPass) throws -> Pass {
    if let clash = orderedPasses.first(where: { $0.name.lowercased() == name.lowercased() }) {
      throw PassengrError.duplicatePass(name, existing: clash.name)
    }
    let builtIn = Set(Agencies.all.flatMap(\.catalogue).map(\.id))
    var id = max(999, archive.passes.filter(\.pass.isCustom).map(\.pass.id).max() ?? 0) + 1
    while builtIn.contains(id) || entry(id) != nil { id += 1 }
    let pass = Pass(id: id, name: name, highway: highway, custom: custom, order: (archive.passes.map(\.pass.order).max() ?? 0) + 1, isEnabled: true)
    archive.passes.append(ArchivedPass(pass: pass))
    return pass
  }

  /// The passes of `agency`, or all of them for nil.
  public func passes(_ passes: [Pass], of agency: AgencyID?) -> [Pass] {
    guard let agency else { return passes }
    return passes.filter { $0.agency == agency }
  }

  /// Removes a pass the user added; built-in passes can only be disabled.
  public mutating func remove(_ id: Int) throws {
    guard let entry = entry(id) else { return }
    guard entry.pass.isCustom else { throw PassengrError.notCustom(entry.pass.name) }
    archive.passes.removeAll { $0.pass.id == id }
    let remaining = orderedPasses.map(\.id)
    for index in archive.passes.indices {
      archive.passes[index].pass.order = (remaining.firstIndex(of: archive.passes[index].pass.id) ?? 0) + 1
    }
  }

  /// Takes in a refresh: successes replace the conditions (unless the archive already holds newer
  /// ones from the same origin, written by a concurrent run); failures keep the last known
  /// conditions and record the error. `sources` names the source each pass was read from: a source
  /// with no success in this refresh counts one more consecutive failure, one with any success is
  /// healthy again, whatever other sources did. `others` are passes a whole-catalogue answer
  /// carried besides the ones asked for: kept quietly, so enabling one later shows its data at once.
  /// Returns what changed, pass by pass; a change of origin is a fresh start, not a change.
  /// `origin` is where built-in passes were read from in this refresh (nil: the agencies' own
  /// servers): errors and health are kept per origin, so a failed live refresh never marks demo
  /// data stale or counts against the demo's health, and the other way round.
  @discardableResult
  public mutating func apply(
    _ results: [Int: Result<PassConditions, Error>], others: [Int: PassConditions] = [:], attemptedAt: Date,
    sources: [Int: String], origin: String? = nil
  ) -> [ConditionChange] {
    var changes: [ConditionChange] = []
    var answered: [String: Bool] = [:]
    for index in archive.passes.indices {
      let id = archive.passes[index].pass.id
      if let result = results[id] {
        let passOrigin = archive.passes[index].pass.isCustom ? nil : origin
        let source = Self.healthKey(sources[id] ?? "unknown", origin: passOrigin)
        archive.passes[index].lastAttempt = attemptedAt
        switch result {
        case .success(let conditions):
          answered[source] = true
          let old = archive.passes[index].conditions.flatMap { $0.origin == conditions.origin ? $0 : nil }
          if let old, old.fetchedAt > conditions.fetchedAt { continue }
          archive.passes[index].conditions = conditions
          archive.passes[index].lastError = nil
          archive.passes[index].errorOrigin = nil
          changes += ConditionChange.between(old, conditions, pass: archive.passes[index].pass)
        case .failure(let error):
          answered[source] = answered[source] ?? false
          archive.passes[index].lastError = TextSanitizer.clean(String(describing: error))
          archive.passes[index].errorOrigin = passOrigin
        }
      } else if let conditions = others[id] {
        let old = archive.passes[index].conditions.flatMap { $0.origin == conditions.origin ? $0 : nil }
        if let old, old.fetchedAt > conditions.fetchedAt { continue }
        archive.passes[index].conditions = conditions
        archive.passes[index].lastError = nil
        archive.passes[index].errorOrigin = nil
      }
    }
    for (source, isHealthy) in answered {
      archive.sourceFailures[source] = isHealthy ? 0 : archive.sourceFailures[source, default: 0] + 1
    }
    if answered.values.contains(true) {
      archive.refreshCount += 1
      archive.lastRefresh = max(archive.lastRefresh ?? attemptedAt, attemptedAt)
    }
    return changes
  }

  /// The same passes with only the conditions read from `origin` (nil: the agencies' own servers).
  /// Passes the user added are read from their own pages wherever built-in sources point, so theirs
  /// are always kept.
  public func scoped(to origin: String?) -> PassDataSource {
    var scoped = self
    for index in scoped.archive.passes.indices where !scoped.archive.passes[index].pass.isCustom {
      if let conditions = scoped.archive.passes[index].conditions, conditions.origin != origin {
        scoped.archive.passes[index].conditions = nil
      }
      // Another origin's failure is not this origin's: its data is neither stale nor in error.
      if scoped.archive.passes[index].lastError != nil, scoped.archive.passes[index].errorOrigin != origin {
        scoped.archive.passes[index].lastError = nil
      }
    }
    return scoped
  }

  /// The name a source's health is counted under: its own name for the agencies' servers and for
  /// users' pages, "NAME via ORIGIN" for a `--base-url` mirror or directory.
  public static func healthKey(_ source: String, origin: String?) -> String {
    origin.map { "\(source) via \($0)" } ?? source
  }

  /// The health counts that belong to `origin`, under the sources' plain names: users' pages
  /// always, built-in sources only as read through `origin`.
  public static func health(_ counts: [String: Int], origin: String?) -> [String: Int] {
    var mine: [String: Int] = [:]
    for (key, count) in counts {
      if let origin, key.hasSuffix(" via \(origin)") {
        mine[String(key.dropLast(" via \(origin)".count))] = count
      } else if !key.contains(" via "), origin == nil || key.hasPrefix("custom") {
        mine[key] = count
      }
    }
    return mine
  }
}
