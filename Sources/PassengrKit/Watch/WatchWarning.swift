import FoundationEssentials

/// Something a watch could not do as promised, told once.
public enum WatchWarning: Equatable, Sendable {
  /// The watch's place in the history could not be saved; a restart may tell changes again.
  case cursorNotSaved(PassengrError)
  /// The archive numbers its refreshes again from `from` (restored or reset), where the watch had
  /// reached `had`; it watches on from there.
  case refreshesRenumbered(from: Int, had: Int)
  /// Changes recorded before `before` were pruned before they could be told.
  case changesPruned(before: Date)
  /// The history could not take a refresh's changes (`ArchiveError.historyBehind`); the archive
  /// keeps them and the watch tells them once a refresh can write the history. Told once until then.
  case historyBehind(PassengrError)
}
