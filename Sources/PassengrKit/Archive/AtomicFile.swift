import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Every file Passengr writes goes through here: mode 0600, written whole to a temporary file in
/// the same directory, fsync'd, renamed over the target, and the directory fsync'd. A reader sees
/// the old file or the new one, never half of either.
enum AtomicFile {
  /// Replaces `target` with `data`; returns the identity of the file now at `target`.
  @discardableResult
  static func write(_ data: Data, to target: URL) throws -> FileIdentity {
    let directory = target.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(target.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    let fail = { (reason: String) -> ArchiveError in
      unlink(temporary.path)
      return ArchiveError.writeFailed(path: target.path, reason: reason)
    }
    let fd = open(temporary.path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw fail(SystemMessage.current()) }
    var status = stat()
    let synced =
      FileDescriptor.writeAll(fd, data) && fchmod(fd, 0o600) == 0 && fsync(fd) == 0 && fstat(fd, &status) == 0
    let reason = SystemMessage.current()
    close(fd)
    guard synced else { throw fail(reason) }
    guard rename(temporary.path, target.path) == 0 else { throw fail(SystemMessage.current()) }
    syncDirectory(directory)
    return FileIdentity(status)
  }

  /// Makes a rename or link in `directory` durable.
  static func syncDirectory(_ directory: URL) {
    let fd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }

  /// Keeps `file` under a new name `stem-<stamp>` (then `-2`, `-3` … if taken) by a hard link, so
  /// nothing is ever renamed over; returns the new name.
  static func keepAside(_ file: URL, as stem: String, now: Date) throws -> URL {
    let stamp = Int(now.timeIntervalSince1970)
    for attempt in 1...1000 {
      let name = attempt == 1 ? "\(stem)-\(stamp)" : "\(stem)-\(stamp)-\(attempt)"
      let aside = file.deletingLastPathComponent().appendingPathComponent(name)
      if link(file.path, aside.path) == 0 {
        syncDirectory(file.deletingLastPathComponent())
        return aside
      }
      guard errno == EEXIST else { throw ArchiveError.writeFailed(path: aside.path, reason: SystemMessage.current()) }
    }
    throw ArchiveError.writeFailed(path: file.path, reason: "no free name to keep it aside")
  }
}
