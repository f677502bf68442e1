import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads and writes `passengr.plist` in the data directory: atomic writes (temp file, fsync,
/// rename), the previous good file kept as `passengr.plist.bak`, writers serialised by a lock.
struct ArchiveStore: Sendable {
  /// The data directory.
  let directory: URL
  /// How long a writer waits for another to finish.
  var lockTimeout: Duration = .seconds(30)
  /// Told once when a writer starts waiting for another process's lock.
  var onLockWait: (@Sendable (LockWait) -> Void)?
  /// The agencies whose catalogues a first run starts with and an older archive gains.
  let agencies: Agencies

  /// Creates a store over `directory` (created on first write).
  init(directory: URL, agencies: Agencies = .all) {
    self.directory = directory
    self.agencies = agencies
  }

  /// `passengr.plist`.
  var archiveURL: URL { directory.appendingPathComponent("passengr.plist") }
  /// `passengr.plist.bak`: the archive as it was before the last write.
  var backupURL: URL { directory.appendingPathComponent("passengr.plist.bak") }
  var lockPath: String { directory.appendingPathComponent("passengr.lock").path }

  /// The archive lock, waited for up to `lockTimeout` (telling `onLockWait` when it waits).
  func lock() async throws -> ArchiveLock {
    try await ArchiveLock.acquire(path: lockPath, timeout: lockTimeout, onWait: onLockWait)
  }

  /// The data directory from `--data-dir`, `PASSENGR_DATA_DIR`, `$XDG_DATA_HOME/passengr`, or
  /// `~/.local/share/passengr`, in that order.
  static func defaultDirectory(flag: String?, environment: [String: String]) -> URL {
    if let flag, !flag.isEmpty { return URL(fileURLWithPath: flag) }
    if let dir = environment["PASSENGR_DATA_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
    if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("passengr") }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/passengr")
  }

  /// The archive, or nil when there is none yet.
  func read() throws -> PassArchive? {
    try Self.decode(at: archiveURL, agencies: agencies)
  }

  /// The archive, or a new one from the built-in pass list when there is none yet.
  func readOrInitial() throws -> PassArchive {
    try read() ?? PassDataSource.initial(agencies).archive
  }

  /// One transaction: waits for the lock, reads the latest archive under it, lets `change` edit
  /// the passes, and writes the archive once if anything changed. Then, still under the lock and
  /// only once the archive is safely written, runs `afterCommit` (the history append: history
  /// never gets ahead of the archive). A corrupt archive makes it throw before anything is written.
  @discardableResult
  func transaction<T>(
    _ change: (inout PassDataSource) throws -> T, afterCommit: (T) throws -> Void = { _ in }
  ) async throws -> T {
    try ensureDirectory()
    let lock = try await lock()
    defer { withExtendedLifetime(lock) {} }
    // Under the lock no other run of ours is between writing and renaming: what is left is a killed run's.
    LeftoverFiles.removeStale(in: directory)
    let existing = try read()
    var passes = PassDataSource(archive: existing ?? PassDataSource.initial(agencies).archive)
    let result = try change(&passes)
    if passes.archive != existing {
      try write(passes.archive, previous: existing.map { (archiveURL, $0.schemaVersion) })
    }
    try afterCommit(result)
    return result
  }

  /// Copies the backup over the archive, after checking the backup is readable. The archive it
  /// replaces is kept as `passengr.plist.before-restore-<time>`; returns the restored archive and
  /// where the replaced one went, if there was one.
  func restore(now: Date = Date()) async throws -> (archive: PassArchive, keptAside: URL?) {
    try ensureDirectory()
    let lock = try await lock()
    defer { withExtendedLifetime(lock) {} }
    guard let backup = try Self.decode(at: backupURL, agencies: agencies) else { throw PassengrError.noBackup(path: backupURL.path) }
    let data: Data
    do { data = try LocalFile.read(backupURL, limit: LocalFile.ownFileLimit) } catch { throw PassengrError.unreadable(path: backupURL.path, reason: error.reason) }
    let aside = try keepAside("passengr.plist.before-restore", now: now)
    try AtomicFile.write(data, to: archiveURL)
    return (backup, aside)
  }

  /// Keeps the archive aside (as `passengr.plist.reset-<time>`) and writes a new one. Returns
  /// where the old file went, if there was one. Nothing is ever renamed over another file.
  @discardableResult
  func reset(now: Date = Date()) async throws -> URL? {
    try ensureDirectory()
    let lock = try await lock()
    defer { withExtendedLifetime(lock) {} }
    let aside = try keepAside("passengr.plist.reset", now: now)
    try write(PassDataSource.initial(agencies).archive, previous: nil)
    return aside
  }

  /// A hard link to the current archive under a unique name; nil when there is no archive.
  private func keepAside(_ stem: String, now: Date) throws -> URL? {
    guard FileManager.default.fileExists(atPath: archiveURL.path) else { return nil }
    return try AtomicFile.keepAside(archiveURL, as: stem, now: now)
  }

  static func decode(at url: URL, agencies: Agencies = .all) throws -> PassArchive? {
    let data: Data
    do {
      guard let present = try LocalFile.readIfPresent(url, limit: LocalFile.ownFileLimit) else { return nil }
      data = present
    } catch {
      throw PassengrError.unreadable(path: url.path, reason: error.reason)
    }
    // One decode of the whole file; only a file that fails it is looked at again, for the version
    // its header claims (a newer Passengr's archive is refused as such, not called unreadable).
    let archive: PassArchive
    do {
      archive = try PropertyListDecoder().decode(PassArchive.self, from: data)
    } catch {
      let version: Int
      do {
        version = try PropertyListDecoder().decode(Header.self, from: data).schemaVersion
      } catch {
        throw PassengrError.unreadable(path: url.path, reason: data.isEmpty ? "the file is empty" : "not a Passengr property list")
      }
      guard version <= PassArchive.currentSchemaVersion else {
        throw PassengrError.unsupportedVersion(path: url.path, version: version)
      }
      throw PassengrError.unreadable(path: url.path, reason: "its contents do not match the Passengr schema")
    }
    guard archive.schemaVersion <= PassArchive.currentSchemaVersion else {
      throw PassengrError.unsupportedVersion(path: url.path, version: archive.schemaVersion)
    }
    var seen = Set<Int>()
    for entry in archive.passes where !seen.insert(entry.pass.id).inserted {
      throw PassengrError.unreadable(path: url.path, reason: "pass id \(entry.pass.id) appears twice")
    }
    return archive.addingMissingCatalogue(from: agencies)
  }

  /// The one field every archive version has.
  private struct Header: Decodable { var schemaVersion: Int }

  /// Where the archive as a version-1 Passengr wrote it is kept, the first time this one upgrades it.
  var versionOneCopyURL: URL { directory.appendingPathComponent("passengr.plist.v1") }

  /// Writes `archive`; `previous` is the file it replaces and the schema version that file was read
  /// as, kept as the backup (and once as the version-1 copy).
  private func write(_ archive: PassArchive, previous: (url: URL, version: Int)?) throws {
    var archive = archive
    archive.schemaVersion = PassArchive.currentSchemaVersion
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    let data: Data
    do { data = try encoder.encode(archive) } catch {
      throw PassengrError.writeFailed(path: archiveURL.path, reason: "\(error)")
    }
    if let previous, let old = try? LocalFile.readIfPresent(previous.url, limit: LocalFile.ownFileLimit) {
      // An older Passengr cannot read what this one writes: keep its file once, as it was.
      if previous.version < 2, !FileManager.default.fileExists(atPath: versionOneCopyURL.path) {
        try AtomicFile.write(old, to: versionOneCopyURL)
      }
      try AtomicFile.write(old, to: backupURL)
    }
    try AtomicFile.write(data, to: archiveURL)
  }

  /// The one check of the data directory every command makes: a missing one must be creatable
  /// (the first write makes it, 0700); an existing one must be a directory a file can be created
  /// in (a read-only mount fails here, as root too).
  func checkDirectory() throws {
    // A directory not there yet is made by the first write, not by a check: a command line that
    // turns out to be wrong leaves nothing behind. Until then its nearest existing parent must be
    // a directory this user can create it in.
    if access(directory.path, F_OK) != 0 {
      var parent = directory.standardizedFileURL.deletingLastPathComponent()
      while access(parent.path, F_OK) != 0, parent.path != "/" { parent.deleteLastPathComponent() }
      var status = stat()
      guard stat(parent.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        throw PassengrError.dataDirectory(path: directory.path, reason: "cannot create it (\(SystemMessage.words(for: ENOTDIR)))")
      }
      guard access(parent.path, W_OK | X_OK) == 0 else {
        throw PassengrError.dataDirectory(path: directory.path, reason: "cannot create it (\(SystemMessage.current()))")
      }
      return
    }
    try ensureDirectory()
    let probe = directory.appendingPathComponent(".passengr-probe-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    let fd = open(probe.path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw PassengrError.dataDirectory(path: directory.path, reason: "cannot write there (\(SystemMessage.current()))") }
    close(fd)
    unlink(probe.path)
  }

  private func ensureDirectory() throws {
    var status = stat()
    if stat(directory.path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw PassengrError.dataDirectory(path: directory.path, reason: "it is a file, not a directory")
      }
      return
    }
    // mkdir -p by hand, for the system's own words when it fails ("not a directory").
    var path = ""
    for component in directory.standardizedFileURL.path.split(separator: "/") {
      path += "/\(component)"
      if mkdir(path, 0o700) != 0, errno != EEXIST {
        throw PassengrError.dataDirectory(path: directory.path, reason: "cannot create it (\(SystemMessage.current()))")
      }
    }
    guard stat(directory.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw PassengrError.dataDirectory(path: directory.path, reason: "cannot create it (\(SystemMessage.current()))")
    }
  }
}
