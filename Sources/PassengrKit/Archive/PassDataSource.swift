import Foundation

/// All known passes in the user's order, which of them are shown, and what is known about each:
/// the model behind every command, archived by `ArchiveStore`. Naming passes (`PassNames`), the
/// rules for passes users add (`UserPasses`), taking in a refresh (`RefreshMerge`) and keeping
/// origins apart (`OriginScope`) are types of their own.
struct PassDataSource: Equatable, Sendable {
  /// The archive this source reads and changes.
  var archive: PassArchive

  /// Wraps an archive.
  init(archive: PassArchive) {
    self.archive = archive
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

  /// The archived entry for `id`.
  func entry(_ id: Int) -> ArchivedPass? { archive.passes.first { $0.pass.id == id } }

  /// Shows or hides passes.
  mutating func setEnabled(_ ids: [Int], _ isEnabled: Bool) {
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
    for index in archive.passes.indices {
      archive.passes[index].pass.order = (ordered.firstIndex(of: archive.passes[index].pass.id) ?? 0) + 1
    }
  }

  /// The passes of `agency`, or all of them for nil.
  func passes(_ passes: [Pass], of agency: AgencyID?) -> [Pass] {
    guard let agency else { return passes }
    return passes.filter { $0.agency == agency }
  }

}
