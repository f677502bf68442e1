import FoundationEssentials
import Markup
import Networking

#if canImport(Glibc)
  import Glibc
#endif

/// Checks what Passengr depends on and returns what it found, as values; front ends word them.
struct Doctor: Sendable {
  /// What it looks at: the data directory, the sources, the keys.
  struct Parts: Sendable {
    let store: ArchiveStore
    let agencies: Agencies
    let fetcher: ConditionsFetcher
    let loader: ResourceLoader
    /// Whether refreshes ask NWS too: then its host is checked.
    let asksWeather: Bool
    /// The pass list, read with the origin's conditions only, and its backups.
    let passList: PassListService
    let keyStore: KeyStore
    /// Each keyed agency's key as found, and where; only where is told.
    let keys: [AgencyID: (value: Secret, origin: KeyStore.Origin)]
    let health: AgencyHealthService
  }

  private let parts: Parts
  private let reachability: Reachability

  /// A doctor over `parts`.
  init(_ parts: Parts, reachability: Reachability = Reachability()) {
    self.parts = parts
    self.reachability = reachability
  }

  /// Versions, the data directory, the archive and its backup, source health and notes, the
  /// keys, and whether each built-in source can be reached. The checks carry dates, not ages: a
  /// front end counts them to its own `now`, which is kept here for callers that pass one.
  func run(now _: Date) async -> [DoctorCheck] {
    var checks = [
      DoctorCheck(.version(.passengr), .version(Passengr.version)),
      DoctorCheck(.version(.libxml2), .version(LibXML2Version.current)),
      DoctorCheck(.version(.swift), .version(Self.swiftVersion)),
    ]
    let store = parts.store
    let directory = store.directory.path
    do {
      try store.checkDirectory()
      let exists = FileManager.default.fileExists(atPath: directory)
      checks.append(DoctorCheck(.dataDirectory(path: directory), exists ? .writable : .notCreatedYet))
      if exists, let problem = ArchiveLock.problem(at: store.lockPath) {
        // The very rule every write applies, so doctor never calls fine a lock the writes refuse.
        checks.append(DoctorCheck(.lockFile(path: store.lockPath), .failed(.archive(problem))))
      }
    } catch {
      checks.append(DoctorCheck(.dataDirectory(path: directory), .failed(Self.problem(error, at: directory))))
    }
    checks += archiveChecks(store)
    if let history = Self.historyCheck(HistoryLog(directory: store.directory).url.path) { checks.append(history) }
    do {
      let leftovers = try LeftoverFiles.stale(in: store.directory)
      if !leftovers.isEmpty {
        checks.append(
          DoctorCheck(.leftoverFiles(directory: directory), .leftoverFiles(leftovers.map(\.lastPathComponent))))
      }
    } catch {
      checks.append(DoctorCheck(.leftoverFiles(directory: directory), .failed(Self.problem(error, at: directory))))
    }
    checks += backupChecks()
    checks += keyChecks()
    checks += await sourceChecks()
    return checks
  }

  /// The archive, the sources' failures it counts, and what the last refresh dropped and noted.
  private func archiveChecks(_ store: ArchiveStore) -> [DoctorCheck] {
    let path = store.readURL.path
    let archive: PassArchive
    do {
      guard let read = try store.read() else { return [DoctorCheck(.archive(path: path), .notCreatedYet)] }
      archive = read
    } catch {
      return [DoctorCheck(.archive(path: path), .failed(Self.problem(error, at: path)))]
    }
    let dataSource = PassDataSource(archive: archive)
    var checks = [
      DoctorCheck(
        .archive(path: path),
        .archive(
          passes: archive.passes.count, enabled: dataSource.visiblePasses.count, lastRefresh: archive.lastRefresh))
    ]
    for (source, failures) in archive.sourceFailures.sorted(by: { $0.key < $1.key }) where failures > 0 {
      checks.append(DoctorCheck(.sourceHealth(source: source), .consecutiveFailures(failures)))
    }
    let notes = archive.passes.flatMap { $0.conditions?.notes ?? [] }
    let dropped = notes.filter { $0.hasPrefix(Plausibility.notePrefix) }.count
    if dropped > 0 { checks.append(DoctorCheck(.droppedValues, .droppedValues(dropped))) }
    for note in notes.reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
      checks.append(DoctorCheck(.sourceNote, .note(note)))
    }
    return checks
  }

  /// `error` as the kit's error, for a front end to word: what the archive's readers throw, or
  /// else a file at `path` that cannot be read.
  static func problem(_ error: any Error, at path: String) -> PassengrError {
    error is any PassengrFailure
      ? PassengrError(wrapping: error)
      : .document(.unreadableFile(path: path, reason: SystemMessage.describe(error)))
  }

  /// One line per source and host a refresh of the enabled passes would contact (each agency's
  /// source in use, the pages it consults such as Caltrans' highway information, the pages of
  /// passes the user added), checked all at once; a directory's files when reading from one.
  func sourceChecks() async -> [DoctorCheck] {
    let saved = (try? parts.passList.dataSource()) ?? PassDataSource.initial(parts.agencies)
    var targets: [(source: String, host: String, url: URL, effective: URL)] = []
    var files: [String: [URL]] = [:]
    for pass in saved.visiblePasses {
      for (source, url, effective) in parts.fetcher.contactedURLs(for: pass, loader: parts.loader) {
        if effective.isFileURL {
          if files[source] == nil { targets.append((source, url.host ?? "", url, effective)) }
          files[source, default: []].append(effective)
          continue
        }
        let key = Self.hostAndPort(effective)
        guard !targets.contains(where: { $0.source == source && Self.hostAndPort($0.effective) == key }) else {
          continue
        }
        targets.append((source, url.host ?? key, url, effective))
      }
      // NWS, asked for the weather of every pass with a summit, is laid out by host on a mirror.
      if parts.asksWeather, let summit = pass.summit, NWSSource.covers(summit), let url = NWSSource.pointURL(summit) {
        let effective = parts.loader.effectiveURL(for: url, layout: .byHost)
        let source = NWSSource.name
        if effective.isFileURL {
          if files[source] == nil { targets.append((source, url.host ?? "", url, effective)) }
          files[source, default: []].append(effective)
        } else if !targets.contains(where: { $0.source == source }) {
          targets.append((source, url.host ?? "", url, effective))
        }
      }
    }
    let reachability = self.reachability
    return await withTaskGroup(of: (Int, DoctorCheck).self) { group in
      for (index, target) in targets.enumerated() {
        let subject = DoctorCheck.Subject.source(name: target.source, host: target.host, url: target.url)
        if let paths = files[target.source] {
          let unique = Set(paths)
          let missing = unique.filter { !FileManager.default.fileExists(atPath: $0.path) }.map(\.path).sorted()
          let place = unique.count == 1 ? paths[0].path : target.effective.deletingLastPathComponent().path
          let finding: DoctorCheck.Finding =
            missing.first.map { .filesMissing(first: $0, more: missing.count - 1) }
            ?? .filesPresent(count: unique.count, path: place)
          group.addTask { (index, DoctorCheck(subject, finding)) }
          continue
        }
        group.addTask {
          let server = target.effective.host ?? target.effective.absoluteString
          let failure = await reachability.check(target.effective)
          return (
            index,
            DoctorCheck(
              subject,
              failure.map { .unreachable(server: server, reason: $0.description) } ?? .reachable(server: server))
          )
        }
      }
      var found: [(Int, DoctorCheck)] = []
      for await check in group { found.append(check) }
      return found.sorted { $0.0 < $1.0 }.map(\.1)
    }
  }

  /// The change history at `path`: a file that can be read and appended to. A refresh that records
  /// a change fails when it cannot be, so no new data is saved either. Nil when it is not there yet.
  static func historyCheck(_ path: String) -> DoctorCheck? {
    let subject = DoctorCheck.Subject.history(path: path)
    var status = stat()
    guard stat(path, &status) == 0 else {
      return errno == ENOENT ? nil : DoctorCheck(subject, .inaccessible(errno: errno))
    }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else { return DoctorCheck(subject, .notARegularFile(isDirectory: kind == S_IFDIR)) }
    guard access(path, R_OK | W_OK) == 0 else { return DoctorCheck(subject, .inaccessible(errno: errno)) }
    // Lines every read skips (a run cut short mid-line): said here too, not only by `history`.
    let log = HistoryLog(directory: URL(fileURLWithPath: path).deletingLastPathComponent())
    do {
      let skipped = try log.read().warnings.count
      return DoctorCheck(subject, .history(bytes: Int(status.st_size), skippedLines: skipped))
    } catch {
      // A history that cannot be read is no "ok": `history` and `diff` fail on it too.
      return DoctorCheck(subject, .failed(problem(error, at: path)))
    }
  }

  /// `host` or `host:port` of `url` as a person would name the server.
  static func hostAndPort(_ url: URL) -> String {
    (url.host ?? url.absoluteString) + (url.port.map { ":\($0)" } ?? "")
  }

  /// The backups `restore` can bring back, newest first; one that cannot be read is said, as
  /// needing attention.
  func backupChecks() -> [DoctorCheck] {
    let directory = parts.store.directory.path
    let backups: [Backup]
    do {
      backups = try parts.passList.backups()
    } catch {
      return [DoctorCheck(.backups(directory: directory), .failed(Self.problem(error, at: directory)))]
    }
    guard !backups.isEmpty else {
      return [DoctorCheck(.backups(directory: directory), .noBackups(kept: ArchiveBackups.kept))]
    }
    return backups.map { DoctorCheck(.backup(generation: $0.generation), .backup($0)) }
  }

  /// One check per agency that takes a key: where it was found (never the key), or that it is
  /// missing or was refused, and whether the source in use needs it.
  func keyChecks() -> [DoctorCheck] {
    let saved = (try? parts.store.read()).flatMap { $0 }.map { PassDataSource(archive: $0) }
    let errors = saved.map { AgencyHealthService.lastErrors(in: $0) } ?? [:]
    let shown = Set((saved ?? PassDataSource.initial(parts.agencies)).visiblePasses.map(\.agency))
    return parts.agencies.list.compactMap { agency -> DoctorCheck? in
      guard let agencyKey = agency.key else { return nil }
      let source = parts.fetcher.sourceNames[agency.id] ?? agency.defaultSourceName
      let isNeeded = agencyKey.isNeeded(by: source)
      let key = DoctorCheck.Key(
        agency: agency.id, name: agencyKey.name, variable: agencyKey.variable,
        file: parts.keyStore.file(for: agency.id).path, neededBy: agencyKey.neededBy)
      guard let found = parts.keys[agency.id] else {
        if parts.loader.readsFromDisk { return DoctorCheck(.key(agency.id), .keyNotNeededFromDirectory(key)) }
        return DoctorCheck(
          .key(agency.id), .keyMissing(key, isNeeded: isNeeded, isPassEnabled: shown.contains(agency.id)))
      }
      let origin: DoctorCheck.Key.Origin
      switch found.origin {
      case .environment(let variable): origin = .environment(variable)
      case .file(let path), .option(let path): origin = .file(path)
      }
      if parts.health.keyState(of: agency, source: source, lastErrors: errors[agency.id] ?? []) == .rejected {
        return DoctorCheck(.key(agency.id), .keyRejected(key, origin: origin))
      }
      if case .file(let path) = found.origin, let mode = Self.mode(of: path), mode & 0o077 != 0 {
        return DoctorCheck(.key(agency.id), .keyReadableByOthers(key, path: path, mode: mode))
      }
      return DoctorCheck(.key(agency.id), .keyPresent(key, origin: origin, isNeeded: isNeeded))
    }
  }

  /// The permission bits of the file at `path`, nil when it cannot be read.
  static func mode(of path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
  }

  static var swiftVersion: String {
    #if swift(>=6.3)
      return "6.3 or later"
    #elseif swift(>=6.2)
      return "6.2"
    #else
      return "6.1 or earlier"
    #endif
  }
}
