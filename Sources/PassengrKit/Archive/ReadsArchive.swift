import FoundationEssentials

/// A service that reads the saved passes of one origin: the archive as saved, with only that
/// origin's conditions (saved data of another mirror or a recording is never shown).
protocol ReadsArchive {
  /// The archive.
  var store: ArchiveStore { get }
  /// Where built-in sources are read from (a mirror, a directory), nil for the agencies' servers.
  var origin: String? { get }
}

extension ReadsArchive {
  /// The saved passes (the built-in list before the first run), with only this origin's conditions.
  func dataSource() throws -> PassDataSource {
    OriginScope.scoped(PassDataSource(archive: try store.readOrInitial()), to: origin)
  }
}
