import FoundationEssentials
import Networking

#if canImport(Glibc)
  import Glibc
#endif

/// Reads and writes `passengr.json` in the data directory: atomic writes (temp file, fsync,
/// rename), the file before each user edit kept as a backup generation (`ArchiveBackups`),
/// writers serialised by a lock. What it read or wrote last is kept (`ArchiveCache`), so an
/// operation reads and decodes the file once, and its transaction reuses that while the file is
/// unchanged. An earlier version's `passengr.plist` is read while there is no `passengr.json`; the
/// first write upgrades it (`ArchiveFormat`) and keeps it as `passengr.plist.v1` or `.v2`.
struct ArchiveStore: Sendable {
  /// The data directory.
  let directory: URL
  /// How long a writer waits for another to finish.
  var lockTimeout: Duration = .seconds(30)
  /// Told once when a writer starts waiting for another process's lock.
  var onLockWait: (@Sendable (LockWait) -> Void)?
  /// What time it is, for the names of backups and files kept aside when an operation gives no
  /// time: the session sets its own clock here.
  var clock: @Sendable () -> Date = Date.init
  /// The agencies whose catalogues a first run starts with and an older archive gains.
  let agencies: Agencies
  /// What was read or written last, shared by the store's copies.
  let cache = ArchiveCache()

  /// Creates a store over `directory` (created on first write).
  init(directory: URL, agencies: Agencies = .all) {
    self.directory = directory
    self.agencies = agencies
  }

  /// The archive as the file holds it, and the bytes it was read from.
  struct Snapshot: Sendable {
    /// The decoded archive.
    var archive: PassArchive
    /// The file's bytes: what a backup keeps.
    var data: Data
    /// Whether they are an earlier version's `passengr.plist`.
    var isLegacy = false
  }

  /// `passengr.json`: the archive this version writes.
  var archiveURL: URL { directory.appendingPathComponent("passengr.json") }
  /// `passengr.plist`: the archive as versions before this one wrote it.
  var legacyURL: URL { directory.appendingPathComponent("passengr.plist") }
  /// The file the archive is read from: `passengr.json`, else an earlier version's `passengr.plist`
  /// while there is no `passengr.json` (a link counts as there, even a broken one).
  var readURL: URL { !Self.exists(archiveURL) && Self.exists(legacyURL) ? legacyURL : archiveURL }

  private static func exists(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0
  }
  /// The archive before each of the last few user edits.
  var backups: ArchiveBackups { ArchiveBackups(directory: directory) }
  var lockPath: String { directory.appendingPathComponent("passengr.lock").path }

  /// The archive lock, waited for up to `lockTimeout` (telling `onLockWait` when it waits). The
  /// data directory is made first if it is missing: taking the lock is the first write of a run.
  func lock() async throws -> ArchiveLock {
    try ensureDirectory()
    return try await ArchiveLock.acquire(path: lockPath, timeout: lockTimeout, onWait: onLockWait)
  }

  /// The data directory the front end names, else `PASSENGR_DATA_DIR`, `$XDG_DATA_HOME/passengr`, or
  /// `~/.local/share/passengr`, in that order.
  static func defaultDirectory(flag: String?, environment: [String: String]) -> URL {
    if let flag, !flag.isEmpty { return URL(fileURLWithPath: flag) }
    if let dir = environment["PASSENGR_DATA_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
    if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
      return URL(fileURLWithPath: xdg).appendingPathComponent("passengr")
    }
    let home =
      environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/passengr")
  }

  /// The archive, or nil when there is none yet; without its hourly forecasts unless
  /// `includesHourly` (a reader that shows none of them skips decoding them), and without the
  /// conditions and weather of built-in passes that are not enabled unless `includesDisabled`.
  func read(includesHourly: Bool = true, includesDisabled: Bool = true) throws -> PassArchive? {
    try snapshot(includesHourly: includesHourly, includesDisabled: includesDisabled)?.archive
  }

  /// The archive and its bytes, or nil when there is none yet: what this store read or wrote
  /// last while the file is still that one (same device, inode, size and time), else read and
  /// decoded now. Everything a write keeps is in it unless `includesHourly` or `includesDisabled`
  /// is false.
  func snapshot(includesHourly: Bool = true, includesDisabled: Bool = true) throws -> Snapshot? {
    let url = readURL
    let isLegacy = url == legacyURL
    if let identity = FileIdentity(path: url.path), let kept = cache.entry, kept.identity == identity {
      if let archive = kept.archive, kept.includesHourly || !includesHourly, kept.includesDisabled || !includesDisabled
      {
        return Snapshot(archive: archive, data: kept.data, isLegacy: isLegacy)
      }
      // Bytes this process wrote (or read without what is asked for now): decoded when first asked for.
      cache.countDecode()
      let archive = try ArchiveFormat.decode(
        kept.data, path: url.path, agencies: agencies, includesHourly: includesHourly,
        includesDisabled: includesDisabled)
      cache.keep(
        ArchiveCache.Entry(
          identity: identity, data: kept.data, archive: archive, includesHourly: includesHourly,
          includesDisabled: includesDisabled, refreshCount: archive.refreshCount))
      return Snapshot(archive: archive, data: kept.data, isLegacy: isLegacy)
    }
    let read: (data: Data, identity: FileIdentity)
    do {
      guard let present = try LocalFile.readWithIdentity(url, limit: LocalFile.ownFileLimit) else {
        cache.keep(nil)
        return nil
      }
      read = present
    } catch {
      cache.keep(nil)
      throw ArchiveError.unreadable(path: url.path, reason: error.reason)
    }
    cache.countRead()
    cache.countDecode()
    let archive = try ArchiveFormat.decode(
      read.data, path: url.path, agencies: agencies, includesHourly: includesHourly, includesDisabled: includesDisabled)
    cache.keep(
      ArchiveCache.Entry(
        identity: read.identity, data: read.data, archive: archive, includesHourly: includesHourly,
        includesDisabled: includesDisabled, refreshCount: archive.refreshCount))
    return Snapshot(archive: archive, data: read.data, isLegacy: isLegacy)
  }

  /// The archive's refresh count (0 before the first run): what a history reader needs, taken
  /// from what this store wrote last when the file is still that, without decoding it.
  func refreshCount() throws -> Int {
    if let identity = FileIdentity(path: readURL.path), let kept = cache.entry, kept.identity == identity {
      return kept.refreshCount
    }
    return try read()?.refreshCount ?? 0
  }

  /// The archive, or a new one from the built-in pass list when there is none yet.
  func readOrInitial(includesHourly: Bool = true) throws -> PassArchive {
    try read(includesHourly: includesHourly) ?? PassDataSource.initial(agencies).archive
  }

  /// One transaction: waits for the lock, takes the latest archive under it (what the operation
  /// read already, unless the file changed since), lets `change` edit the passes, and writes the
  /// archive once if anything changed, keeping the file it replaces as a backup generation unless
  /// `keepsBackup` is false (a refresh). Then, still under the lock and only once the archive is
  /// safely written, runs `afterCommit` (the history append: history never gets ahead of the
  /// archive). A corrupt archive makes it throw before anything is written.
  @discardableResult
  func transaction<T>(
    keepsBackup: Bool = true, now: Date? = nil,
    _ change: (inout PassDataSource) throws -> T, afterCommit: (T) throws -> Void = { _ in }
  ) async throws -> T {
    let now = now ?? clock()
    try ensureDirectory()
    let lock = try await lock()
    defer { withExtendedLifetime(lock) {} }
    // Under the lock no other run of ours is between writing and renaming: what is left is a killed run's.
    LeftoverFiles.removeStale(in: directory)
    // Reading, decoding, encoding and fsync block: on a thread of their own, not the pool's.
    let existing = try await Self.offPool { [self] in try snapshot() }
    var passes = PassDataSource(archive: existing?.archive ?? PassDataSource.initial(agencies).archive)
    let result = try change(&passes)
    if passes.archive != existing?.archive {
      let archive = passes.archive
      try await Self.offPool { [self] in try write(archive, replacing: existing, keepsBackup: keepsBackup, now: now) }
    }
    try afterCommit(result)
    return result
  }

  /// Runs blocking file work on a thread of its own, never one of the cooperative pool's (whose few
  /// threads every other task needs meanwhile), and waits for it to end, cancelled or not: a write
  /// begun under the lock is finished under it.
  private static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await Future<T>.onThread(work).start().result.get()
  }

  /// Throws unless backup `generation` (1, the newest) is among `generations` of `directory`.
  private static func check(_ generation: Int, among generations: [ArchiveBackups.Generation], in directory: URL) throws
  {
    guard !generations.isEmpty else { throw ArchiveError.noBackup(path: directory.path) }
    guard generations.indices.contains(generation - 1) else {
      throw ArchiveError.noSuchBackup(generation: generation, count: generations.count)
    }
  }

  /// Copies backup `generation` (1, the newest, unless told) over the archive, after checking it
  /// is readable. The archive it replaces is kept as `passengr.json.before-restore-<time>` and,
  /// when readable, as the newest backup (so a restore is undone by another); returns the restored
  /// archive, the backup it came from, and where the replaced one went, if there was one.
  func restore(generation: Int = 1, now: Date? = nil) async throws -> (
    archive: PassArchive, backup: URL, keptAside: URL?
  ) {
    let now = now ?? clock()
    // A backup that is not there writes nothing, not even the data directory: checked before
    // the lock, and again under it.
    try Self.check(generation, among: try backups.generations(), in: directory)
    try ensureDirectory()
    let lock = try await lock()
    defer { withExtendedLifetime(lock) {} }
    let generations = try backups.generations()
    try Self.check(generation, among: generations, in: directory)
    let chosen = generations[generation - 1].url
    var (backup, data) = try Self.readBackup(chosen, agencies: agencies)
    // An earlier version's backup comes back in this version's format.
    if ArchiveFormat(of: data) != .json {
      backup.schemaVersion = PassArchive.currentSchemaVersion
      data = try encoded(backup)
    }
    // An archive that cannot be read is kept aside below, not as a generation: restoring it would fail.
    let current: Snapshot?
    do { current = try snapshot() } catch { current = nil }
    try refuseLinkedArchive()
    let wasLegacy = readURL == legacyURL
    let aside = try keepAside(".before-restore", now: now)
    if let current { try backups.add(current.data, now: now, legacy: current.isLegacy) }
    try keepLegacyCopy(current)
    let identity = try AtomicFile.write(data, to: archiveURL)
    if wasLegacy { removeLegacy() }
    cache.keep(ArchiveCache.Entry(identity: identity, data: data, archive: backup, refreshCount: backup.refreshCount))
    return (backup, chosen, aside)
  }

  /// The archive in backup `url` and its bytes; a backup that cannot be read or decoded is
  /// `ArchiveError.unreadableBackup`, naming it.
  static func readBackup(_ url: URL, agencies: Agencies) throws -> (archive: PassArchive, data: Data) {
    do {
      let data = try LocalFile.read(url, limit: LocalFile.ownFileLimit)
      return (try ArchiveFormat.decode(data, path: url.path, agencies: agencies), data)
    } catch let failure as LocalFile.Failure {
      throw ArchiveError.unreadableBackup(path: url.path, reason: failure.reason)
    } catch ArchiveError.unreadable(_, let reason) {
      throw ArchiveError.unreadableBackup(path: url.path, reason: reason)
    } catch ArchiveError.unsupportedVersion(_, let version) {
      throw ArchiveError.unreadableBackup(
        path: url.path, reason: "it has schema version \(version), newer than this version of Passengr understands")
    }
  }

  /// Keeps the archive aside (as `passengr.json.reset-<time>`) and writes a new one. Returns
  /// where the old file went, if there was one. Nothing is ever renamed over another file.
  @discardableResult
  func reset(now: Date? = nil) async throws -> URL? {
    let now = now ?? clock()
    try ensureDirectory()
    let lock = try await lock()
    defer { withExtendedLifetime(lock) {} }
    // An archive that cannot be read is only kept aside: a backup of it could not be restored.
    let current: Snapshot?
    do { current = try snapshot() } catch { current = nil }
    let wasLegacy = readURL == legacyURL
    let aside = try keepAside(".reset", now: now)
    if let current { try backups.add(current.data, now: now, legacy: current.isLegacy) }
    try keepLegacyCopy(current)
    try write(PassDataSource.initial(agencies).archive, replacing: nil, keepsBackup: false, now: now)
    // Kept aside above, readable or not: only the new archive is left in its place.
    if wasLegacy { removeLegacy() }
    return aside
  }

  /// A hard link to the current archive (`passengr.json`, or an earlier version's `passengr.plist`)
  /// under its name and `suffix` (`passengr.json.reset-<time>`) made unique; nil when there is no
  /// archive.
  private func keepAside(_ suffix: String, now: Date) throws -> URL? {
    let url = readURL
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try AtomicFile.keepAside(url, as: url.lastPathComponent + suffix, now: now)
  }

  /// Where an earlier version's archive of schema `version` (1 or 2) is kept, as it was, the
  /// first time this one upgrades it: `passengr.plist.v1` or `passengr.plist.v2`.
  func legacyCopyURL(schemaVersion version: Int) -> URL {
    directory.appendingPathComponent("passengr.plist.v\(min(max(version, 1), 2))")
  }

  /// Writes `archive`; `previous` is the file it replaces, kept as a backup generation when
  /// `keepsBackup` (and once as `passengr.plist.v1`/`.v2` when an earlier version wrote it). Its bytes are in hand: nothing is read again,
  /// and a backup that cannot be written fails the write.
  private func write(_ archive: PassArchive, replacing previous: Snapshot?, keepsBackup: Bool, now: Date) throws {
    try refuseLinkedArchive()
    var archive = archive
    archive.schemaVersion = PassArchive.currentSchemaVersion
    let data = try encoded(archive)
    if let previous, keepsBackup { try backups.add(previous.data, now: now, legacy: previous.isLegacy) }
    try keepLegacyCopy(previous)
    let identity = try AtomicFile.write(data, to: archiveURL)
    if previous?.isLegacy == true { removeLegacy() }
    // What was written is what the next read in this process gets, decoded only if asked for.
    cache.keep(ArchiveCache.Entry(identity: identity, data: data, archive: nil, refreshCount: archive.refreshCount))
  }

  /// `archive` as this version writes it.
  private func encoded(_ archive: PassArchive) throws -> Data {
    do { return try ArchiveFormat.encode(archive, agencies: agencies) } catch {
      throw ArchiveError.writeFailed(path: archiveURL.path, reason: "\(error)")
    }
  }

  /// Before `passengr.json` is first written over what an earlier version's `passengr.plist` held
  /// (`previous`): keeps that file as it was, once, as `passengr.plist.v1` or `.v2` (an older
  /// Passengr cannot read what this one writes: go back with that copy). A copy already there is
  /// never replaced; one that cannot be written fails the write before anything is changed.
  ///
  /// So is a `passengr.json` of an earlier schema (2), once, as `passengr.json.v2`: the first write
  /// upgrades it, and the Passengr that wrote it refuses what this one writes.
  private func keepLegacyCopy(_ previous: Snapshot?) throws {
    guard let previous else { return }
    let copy: URL
    if previous.isLegacy {
      copy = legacyCopyURL(schemaVersion: previous.archive.schemaVersion)
    } else if previous.archive.schemaVersion < PassArchive.currentSchemaVersion,
      ArchiveFormat(of: previous.data) == .json
    {
      copy = directory.appendingPathComponent("passengr.json.v\(max(previous.archive.schemaVersion, 2))")
    } else {
      return
    }
    if !FileManager.default.fileExists(atPath: copy.path) { try AtomicFile.write(previous.data, to: copy) }
  }

  /// Once `passengr.json` is written: removes the earlier version's `passengr.plist` it replaced,
  /// so one archive is left. Should that fail, `passengr.json` is still the one read.
  private func removeLegacy() {
    unlink(legacyURL.path)
  }

  /// Throws `writeFailed` when the archive is a symbolic link: every write replaces the archive by
  /// rename, which would turn the link into a plain file and leave the file it points at behind,
  /// no longer updated. Nothing is written; reading through the link still works.
  private func refuseLinkedArchive() throws {
    // An earlier version's archive that is a link is not upgraded either: the link would be left behind.
    let url = readURL
    var status = stat()
    guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
    throw ArchiveError.writeFailed(
      path: url.path,
      reason:
        "it is a symbolic link\(LocalFile.linkTargetPhrase(of: url.path)); Passengr replaces the archive whole on every write "
        + "and never turns a link into a file: move the file it points at into its place")
  }

  /// The one check of the data directory every command makes: a missing one must be creatable
  /// (the first write makes it, 0700); an existing one must be a directory a file can be created
  /// in (a read-only mount fails here, as root too).
  func checkDirectory(forWriting: Bool = true) throws {
    // A directory not there yet is made by the first write, not by a check: a command line that
    // turns out to be wrong leaves nothing behind. Until then its nearest existing parent must be
    // a directory this user can create it in.
    if access(directory.path, F_OK) != 0 {
      var parent = directory.standardizedFileURL.deletingLastPathComponent()
      while access(parent.path, F_OK) != 0, parent.path != "/" { parent.deleteLastPathComponent() }
      var status = stat()
      guard stat(parent.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        throw ArchiveError.dataDirectory(
          path: directory.path, reason: "cannot create it (\(SystemMessage.words(for: ENOTDIR)))")
      }
      guard access(parent.path, W_OK | X_OK) == 0 else {
        throw ArchiveError.dataDirectory(path: directory.path, reason: "cannot create it (\(SystemMessage.current()))")
      }
      return
    }
    try ensureDirectory()
    // A command that only reads is served by a read-only directory.
    guard forWriting else { return }
    let probe = directory.appendingPathComponent(".passengr-probe-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    let fd = open(probe.path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw ArchiveError.dataDirectory(path: directory.path, reason: "cannot write there (\(SystemMessage.current()))")
    }
    close(fd)
    unlink(probe.path)
  }

  private func ensureDirectory() throws {
    var status = stat()
    if stat(directory.path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw ArchiveError.dataDirectory(path: directory.path, reason: "it is a file, not a directory")
      }
      return
    }
    // mkdir -p by hand, for the system's own words when it fails ("not a directory"). Only the
    // data directory itself is private (0700); a parent made on the way (~/.local/share on a new
    // account) is an ordinary directory, as every other program expects it (0755 less the umask).
    var path = ""
    let components = directory.standardizedFileURL.path.split(separator: "/")
    for (index, component) in components.enumerated() {
      path += "/\(component)"
      if mkdir(path, index == components.count - 1 ? 0o700 : 0o755) != 0, errno != EEXIST {
        throw ArchiveError.dataDirectory(path: directory.path, reason: "cannot create it (\(SystemMessage.current()))")
      }
    }
    guard stat(directory.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw ArchiveError.dataDirectory(path: directory.path, reason: "cannot create it (\(SystemMessage.current()))")
    }
  }
}
