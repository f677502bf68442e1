import FoundationEssentials

/// All known passes in the user's order, which of them are shown, and what is known about each:
/// the model behind every command, archived by `ArchiveStore`. Naming passes (`PassNames`), the
/// rules for passes users add (`UserPasses`), taking in a refresh (`RefreshMerge`) and keeping
/// origins apart (`OriginScope`) are types of their own.
struct PassDataSource: Equatable, Sendable {
  /// The archive this source reads and changes.
  var archive: PassArchive
  /// Where each pass id stood in `archive.passes` when last indexed: a hint `entry` checks before
  /// trusting, so edits that move entries stay correct, only slower until `reindex()`.
  private var positions: [Int: Int]

  /// Wraps an archive.
  init(archive: PassArchive) {
    self.archive = archive
    positions = Self.positions(of: archive)
  }

  /// Two sources are equal when their archives are: the index is only a hint.
  static func == (lhs: PassDataSource, rhs: PassDataSource) -> Bool { lhs.archive == rhs.archive }

  /// Indexes the passes again, after entries were added or removed.
  mutating func reindex() {
    positions = Self.positions(of: archive)
  }

  private static func positions(of archive: PassArchive) -> [Int: Int] {
    var positions: [Int: Int] = [:]
    positions.reserveCapacity(archive.passes.count)
    for (position, entry) in archive.passes.enumerated() where positions[entry.pass.id] == nil {
      positions[entry.pass.id] = position
    }
    return positions
  }

  /// The first-run model: every agency's passes, WSDOT's alphabetically first, with Blewett,
  /// Manastash, Satus, Snoqualmie, Stevens and White enabled.
  static func initial(_ agencies: Agencies = .all) -> PassDataSource {
    PassDataSource(archive: PassArchive(passes: []).addingMissingCatalogue(from: agencies))
  }

  /// Every pass, by order.
  var orderedPasses: [Pass] { archive.passes.map(\.pass).sorted { $0.order < $1.order } }

  /// The enabled passes, by order.
  var visiblePasses: [Pass] { orderedPasses.filter(\.isEnabled) }

  /// The archived entry for `id`: found through the index, so looking up every pass stays linear.
  func entry(_ id: Int) -> ArchivedPass? {
    if let position = positions[id], position < archive.passes.count, archive.passes[position].pass.id == id {
      return archive.passes[position]
    }
    guard let position = archive.passes.firstIndex(where: { $0.pass.id == id }) else { return nil }
    return archive.passes[position]
  }

  /// Shows or hides passes.
  mutating func setEnabled(_ ids: [Int], _ isEnabled: Bool) {
    let ids = Set(ids)
    for index in archive.passes.indices where ids.contains(archive.passes[index].pass.id) {
      archive.passes[index].pass.isEnabled = isEnabled
    }
  }

  /// Moves a pass to 1-based `position`; the others shift to make room.
  mutating func move(_ id: Int, to position: Int) {
    var ordered = orderedPasses.map(\.id)
    guard let from = ordered.firstIndex(of: id) else { return }
    ordered.remove(at: from)
    ordered.insert(id, at: min(max(position - 1, 0), ordered.count))
    var orders: [Int: Int] = [:]
    for (offset, id) in ordered.enumerated() where orders[id] == nil { orders[id] = offset + 1 }
    for index in archive.passes.indices {
      archive.passes[index].pass.order = orders[archive.passes[index].pass.id] ?? 1
    }
  }

  /// The passes `agency` reports (alone or with another agency), or all of them for nil.
  func passes(_ passes: [Pass], of agency: AgencyID?) -> [Pass] {
    guard let agency else { return passes }
    return passes.filter { $0.agencies.contains(agency) }
  }

}
