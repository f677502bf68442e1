import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads and writes `passengr.plist` in the data directory: atomic writes (temp file, fsync,
/// rename), the previous good file kept as `passengr.plist.bak`, writers serialised by a lock.
public struct ArchiveStore: Sendable {
  /// The data directory.
  public let directory: URL
  /// How long a writer waits for another to finish.
  public var lockTimeout: Duration = .seconds(30)

  /// Creates a store over `directory` (created on first write).
  public init(directory: URL) {
    self.directory = directory
  }

  /// `passengr.plist`.
  public var archiveURL: URL { directory.appendingPathComponent("passengr.plist") }
  /// `passengr.plist.bak`: the archive as it was before the last write.
  public var backupURL: URL { directory.appendingPathComponent("passengr.plist.bak") }
  var lockPath: String { directory.appendingPathComponent("passengr.lock").path }

  /// The data directory from `--data-dir`, `PASSENGR_DATA_DIR`, `$XDG_DATA_HOME/passengr`, or
  /// `~/.local/share/passengr`, in that order.
  public static func defaultDirectory(flag: String?, environment: [String: String]) -> URL {
    if let flag, !flag.isEmpty { return URL(fileURLWithPath: flag) }
    if let dir = environment["PASSENGR_DATA_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
    if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("passengr") }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/passengr")
  }

  /// The archive, or nil when there is none yet.
  public func read() throws -> PassArchive? {
    try Self.decode(at: archiveURL)
  }

  /// The archive, or a new one from the built-in pass list when there is none yet.
  public func readOrInitial() throws -> PassArchive {
    try read() ?? PassDataSource.initial().archive
  }

  /// Runs `change` on the latest archive while holding the lock, and writes the result if it differs.
  /// A corrupt archive makes it throw before anything is written.
  @discardableResult
  public func update<T>(_ change: (inout PassArchive) throws -> T) throws -> T {
    try ensureDirectory()
    let lock = try ArchiveLock(path: lockPath, timeout: lockTimeout)
    defer { withExtendedLifetime(lock) {} }
    let existing = try read()
    var archive = existing ?? PassDataSource.initial().archive
    let result = try change(&archive)
    if archive != existing { try write(archive, previous: existing == nil ? nil : archiveURL) }
    return result
  }

  /// Copies the backup over the archive, after checking the backup is readable.
  public func restore() throws -> PassArchive {
    try ensureDirectory()
    let lock = try ArchiveLock(path: lockPath, timeout: lockTimeout)
    defer { withExtendedLifetime(lock) {} }
    guard FileManager.default.fileExists(atPath: backupURL.path), let backup = try Self.decode(at: backupURL) else {
      throw ArchiveError.noBackup(path: backupURL.path)
    }
    try atomicWrite(try Data(contentsOf: backupURL), to: archiveURL)
    return backup
  }

  /// Moves the archive aside (kept as `passengr.plist.reset-<time>`) and writes a new one. Returns
  /// where the old file went, if there was one.
  @discardableResult
  public func reset(now: Date = Date()) throws -> URL? {
    try ensureDirectory()
    let lock = try ArchiveLock(path: lockPath, timeout: lockTimeout)
    defer { withExtendedLifetime(lock) {} }
    var movedTo: URL?
    if FileManager.default.fileExists(atPath: archiveURL.path) {
      let stamp = Int(now.timeIntervalSince1970)
      let aside = directory.appendingPathComponent("passengr.plist.reset-\(stamp)")
      guard rename(archiveURL.path, aside.path) == 0 else {
        throw ArchiveError.writeFailed(path: aside.path, reason: String(cString: strerror(errno)))
      }
      movedTo = aside
    }
    try write(PassDataSource.initial().archive, previous: nil)
    return movedTo
  }

  static func decode(at url: URL) throws -> PassArchive? {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch let error as NSError where error.domain == NSCocoaErrorDomain && error.code == NSFileReadNoSuchFileError {
      return nil
    } catch {
      if !FileManager.default.fileExists(atPath: url.path) { return nil }
      throw ArchiveError.unreadable(path: url.path, reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
    }
    let version: Int
    do {
      struct Header: Decodable { var schemaVersion: Int }
      version = try PropertyListDecoder().decode(Header.self, from: data).schemaVersion
    } catch {
      throw ArchiveError.unreadable(path: url.path, reason: data.isEmpty ? "the file is empty" : "not a Passengr property list")
    }
    guard version <= PassArchive.currentSchemaVersion else {
      throw ArchiveError.unsupportedVersion(path: url.path, version: version)
    }
    do {
      return try PropertyListDecoder().decode(PassArchive.self, from: data)
    } catch {
      throw ArchiveError.unreadable(path: url.path, reason: "\(error)".prefix(200).description)
    }
  }

  private func write(_ archive: PassArchive, previous: URL?) throws {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    let data: Data
    do { data = try encoder.encode(archive) } catch {
      throw ArchiveError.writeFailed(path: archiveURL.path, reason: "\(error)")
    }
    if let previous, let old = try? Data(contentsOf: previous) {
      try atomicWrite(old, to: backupURL)
    }
    try atomicWrite(data, to: archiveURL)
  }

  /// Temp file in the same directory, fsync, rename over the target, fsync the directory.
  private func atomicWrite(_ data: Data, to target: URL) throws {
    let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(getpid()).tmp")
    let fail = { (reason: String) -> ArchiveError in
      unlink(temporary.path)
      return ArchiveError.writeFailed(path: target.path, reason: reason)
    }
    let fd = open(temporary.path, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw fail(String(cString: strerror(errno))) }
    let written = FileDescriptor.writeAll(fd, data)
    let synced = written && fsync(fd) == 0
    let reason = String(cString: strerror(errno))
    close(fd)
    guard synced else { throw fail(reason) }
    guard rename(temporary.path, target.path) == 0 else { throw fail(String(cString: strerror(errno))) }
    let dirFD = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if dirFD >= 0 {
      fsync(dirFD)
      close(dirFD)
    }
  }

  private func ensureDirectory() throws {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw ArchiveError.dataDirectory(path: directory.path, reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
    }
  }
}
