import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Temporary files a killed run left behind: `AtomicFile` writes `.NAME.PID.N.tmp` beside its
/// target, and a run killed between writing and renaming leaves one. They are ours only when the
/// name has exactly that shape, and stale only when process PID is gone.
enum LeftoverFiles {
  /// The stale temporary files in `directory`; an error when it cannot be listed.
  static func stale(in directory: URL) throws -> [URL] {
    let names = try DirectoryListing.names(in: directory)
    return names.filter(isStale).sorted().map { directory.appendingPathComponent($0) }
  }

  /// Removes the stale temporary files in `directory`; call it holding the archive lock. Returns
  /// how many went. Tidying is no reason to fail the write it precedes: a directory that cannot
  /// be listed removes none here, and `doctor` names the error.
  @discardableResult
  static func removeStale(in directory: URL) -> Int {
    ((try? stale(in: directory)) ?? []).filter { unlink($0.path) == 0 }.count
  }

  /// Whether `name` is `.NAME.PID.N.tmp` and process PID no longer exists.
  static func isStale(_ name: String) -> Bool {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
    let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3, let pid = Int32(parts[parts.count - 2]), pid > 0, UInt32(parts[parts.count - 1]) != nil,
      !parts[0].isEmpty, pid != getpid()
    else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }
}
