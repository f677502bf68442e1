import Foundation
import Markup
import Networking

#if canImport(Glibc)
  import Glibc
#endif

/// Checks what Passengr depends on and returns what it found; front ends only print the checks.
struct Doctor: Sendable {
  private let session: PassengrSession
  private let reachability: Reachability

  /// A doctor for `session`.
  init(session: PassengrSession) {
    self.init(session: session, reachability: Reachability())
  }

  init(session: PassengrSession, reachability: Reachability) {
    self.session = session
    self.reachability = reachability
  }

  /// Versions, the data directory, the archive and its backup, source health and notes, the access
  /// code, and whether each built-in source can be reached.
  func run(now: Date = Date()) async -> [DoctorCheck] {
    var checks = [
      DoctorCheck("passengr", Passengr.version),
      DoctorCheck("libxml2", LibXML2Version.current),
      DoctorCheck("swift", Self.swiftVersion),
    ]
    let store = session.store
    do {
      try store.checkDirectory()
      let exists = FileManager.default.fileExists(atPath: store.directory.path)
      checks.append(
        DoctorCheck(
          "data directory",
          "\(store.directory.path): " + (exists ? "ok, writable" : "not there yet, can be created (by the first run)")))
      if exists, let problem = Self.lockProblem(store.lockPath) {
        checks.append(DoctorCheck("lock file", problem, isHealthy: false))
      }
    } catch {
      checks.append(DoctorCheck("data directory", String(describing: error), isHealthy: false))
    }
    do {
      if let archive = try store.read() {
        let dataSource = PassDataSource(archive: archive)
        let refreshed = archive.lastRefresh.map { "last refresh \($0.age(at: now))" } ?? "never refreshed"
        checks.append(
          DoctorCheck(
            "archive", "ok: \(archive.passes.count) passes, \(dataSource.visiblePasses.count) enabled, \(refreshed)"))
        for (source, failures) in archive.sourceFailures.sorted(by: { $0.key < $1.key }) where failures > 0 {
          checks.append(
            DoctorCheck(
              "source health", "\(source): \(failures) consecutive failed refresh\(failures == 1 ? "" : "es")",
              isHealthy: false))
        }
        let notes = archive.passes.flatMap { $0.conditions?.notes ?? [] }
        let dropped = notes.filter { $0.hasPrefix(Plausibility.notePrefix) }.count
        if dropped > 0 {
          checks.append(
            DoctorCheck(
              "dropped values",
              "\(dropped) implausible, dropped in the last refresh (shown as unknown; see the notes below)"))
        }
        for note in notes.reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
          checks.append(DoctorCheck("source notes", "\(note) (last refresh)"))
        }
      } else {
        checks.append(DoctorCheck("archive", "none yet (created on the first run)"))
      }
    } catch {
      checks.append(DoctorCheck("archive", String(describing: error), isHealthy: false))
    }
    if let history = Self.historyCheck(HistoryLog(directory: store.directory).url.path) { checks.append(history) }
    do {
      let leftovers = try LeftoverFiles.stale(in: store.directory)
      if !leftovers.isEmpty {
        let names = leftovers.map(\.lastPathComponent).joined(separator: ", ")
        checks.append(
          DoctorCheck(
            "leftover files",
            "\(leftovers.count) temporary file\(leftovers.count == 1 ? "" : "s") from killed runs (\(names)); removed by the next refresh or change"
          ))
      }
    } catch {
      checks.append(DoctorCheck("leftover files", String(describing: error), isHealthy: false))
    }
    checks += backupChecks(now: now)
    checks += keyChecks()
    checks += await sourceChecks()
    return checks
  }

  /// One line per source and host a refresh of the enabled passes would contact (each agency's
  /// source in use, the pages it consults such as Caltrans' highway information, the pages of
  /// passes the user added), checked all at once; a directory's files when reading from one.
  func sourceChecks() async -> [DoctorCheck] {
    let saved = (try? session.dataSource()) ?? PassDataSource.initial(session.agencies)
    var targets: [(source: String, host: String, url: URL, effective: URL)] = []
    var files: [String: [URL]] = [:]
    for pass in saved.visiblePasses {
      for (source, url, effective) in session.fetcher.contactedURLs(for: pass, loader: session.loader) {
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
      if session.weatherSource != nil, let summit = pass.summit, let url = NWSSource.pointURL(summit) {
        let effective = session.loader.effectiveURL(for: url, layout: .byHost)
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
        let label = "source \(target.source)"
        if let paths = files[target.source] {
          let missing = Set(paths).filter { !FileManager.default.fileExists(atPath: $0.path) }.sorted {
            $0.path < $1.path
          }
          let place =
            Set(paths).count == 1
            ? paths[0].path : "\(Set(paths).count) files in \(target.effective.deletingLastPathComponent().path)"
          let detail =
            missing.first.map { "\($0.path): missing" + (missing.count > 1 ? " (and \(missing.count - 1) more)" : "") }
            ?? "\(place): present"
          group.addTask {
            (
              index,
              DoctorCheck(
                label, detail, isHealthy: missing.isEmpty, isSourceReachable: missing.isEmpty, host: target.host,
                url: target.url)
            )
          }
          continue
        }
        group.addTask {
          let failure = await reachability.check(target.effective)
          return (
            index,
            DoctorCheck(
              label,
              "\(target.effective.host ?? target.effective.absoluteString): \(failure.map(\.description) ?? "reachable")",
              isHealthy: failure == nil,
              isSourceReachable: failure == nil, host: target.host, url: target.url)
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
    var status = stat()
    guard stat(path, &status) == 0 else {
      return errno == ENOENT ? nil : DoctorCheck("history", "\(path): \(SystemMessage.current())", isHealthy: false)
    }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else {
      let what = kind == S_IFDIR ? "a directory" : "not a regular file"
      return DoctorCheck(
        "history", "\(path) is \(what): every refresh that records a change fails until it is moved aside",
        isHealthy: false)
    }
    guard access(path, R_OK | W_OK) == 0 else {
      return DoctorCheck(
        "history", "\(path): \(SystemMessage.current()): every refresh that records a change fails", isHealthy: false)
    }
    let size = "\((Int(status.st_size) + 1023) / 1024) KB"
    // Lines every read skips (a run cut short mid-line): said here too, not only by `history`.
    let log = HistoryLog(directory: URL(fileURLWithPath: path).deletingLastPathComponent())
    let skipped: Int
    do {
      skipped = try log.read().warnings.count
    } catch {
      // A history that cannot be read is no "ok": `history` and `diff` fail on it too.
      return DoctorCheck("history", "\(path): \(error)", isHealthy: false)
    }
    if skipped > 0 {
      let lines = skipped == 1 ? "1 unreadable line" : "\(skipped) unreadable lines"
      return DoctorCheck(
        "history", "\(path): \(lines) skipped by every read (a run may have been cut short); the rest ok, \(size)")
    }
    return DoctorCheck("history", "\(path): ok, \(size)")
  }

  /// `host` or `host:port` of `url` as a person would name the server.
  static func hostAndPort(_ url: URL) -> String {
    (url.host ?? url.absoluteString) + (url.port.map { ":\($0)" } ?? "")
  }

  /// Why the archive lock cannot be taken, when a write would fail on it: a directory standing in
  /// its place, a file that cannot be opened for writing. Nil when it is usable or not made yet.
  static func lockProblem(_ path: String) -> String? {
    // The very rule every write applies, so doctor never calls fine a lock the writes refuse.
    ArchiveLock.problem(at: path)?.description
  }

  /// The backups `restore` can bring back, newest first: when each was made, how many passes it
  /// holds, its file; one that cannot be read is said, as needing attention.
  func backupChecks(now: Date) -> [DoctorCheck] {
    let backups: [Backup]
    do {
      backups = try session.backups()
    } catch {
      return [DoctorCheck("backups", String(describing: error), isHealthy: false)]
    }
    guard !backups.isEmpty else {
      return [
        DoctorCheck(
          "backups", "none yet (one is kept before each change to the pass list or trips, up to \(ArchiveBackups.kept))"
        )
      ]
    }
    return backups.map { backup in
      let held = backup.passCount.map { "\($0) passes" } ?? "unreadable: \(backup.problem ?? "unknown reason")"
      let line =
        "\(backup.generation): \(TableRenderer.pacific(backup.savedAt)) (\(backup.savedAt.age(at: now))), \(held) (\(backup.fileName))"
      return DoctorCheck("backup", line, isHealthy: backup.passCount != nil)
    }
  }

  /// One line per agency that takes a key: where it was found (never the key), or that it is
  /// missing or was refused, and whether the source in use needs it. A missing key is trouble only
  /// for an agency with a pass enabled: Oregon's key is no one's concern until an Oregon pass is shown.
  func keyChecks() -> [DoctorCheck] {
    let saved = (try? session.store.read()).flatMap { $0 }.map { PassDataSource(archive: $0) }
    let errors = saved.map { session.lastErrors(in: $0) } ?? [:]
    let shown = Set((saved ?? PassDataSource.initial(session.agencies)).visiblePasses.map(\.agency))
    return session.agencies.list.compactMap { agency -> DoctorCheck? in
      guard let key = agency.key else { return nil }
      let source = session.fetcher.sourceNames[agency.id] ?? agency.defaultSourceName
      let isNeeded = key.isNeeded(by: source)
      let needs =
        key.neededBy.isEmpty
        ? "needed by every \(agency.id) source"
        : "needed only by the source \(key.neededBy.map(\.rawValue).joined(separator: " or "))"
      let label = "key \(agency.id)"
      let howToSet = "set \(key.variable) or keep it in \(session.keyStore.file(for: agency.id).path)"
      guard let found = session.keys[agency.id] else {
        if session.loader.readsFromDisk {
          return DoctorCheck(label, "not set (not needed: sources are read from a directory)")
        }
        if isNeeded, !shown.contains(agency.id) {
          return DoctorCheck(
            label, "\(key.name) not set (\(needs); no \(agency.id) pass is enabled); before enabling one, \(howToSet)"
          ).asking(agency.id)
        }
        return DoctorCheck(label, "\(key.name) not set (\(needs)); \(howToSet)", isHealthy: !isNeeded).asking(agency.id)
      }
      let place: String
      switch found.origin {
      case .environment(let variable): place = variable
      case .file(let path), .option(let path): place = path
      }
      if session.keyState(of: agency, source: source, lastErrors: errors[agency.id] ?? []) == .rejected {
        return DoctorCheck(
          label, "\(key.name) from \(place) was rejected in the last refresh; with a valid one, \(howToSet)",
          isHealthy: false
        ).asking(agency.id)
      }
      if case .file(let path) = found.origin, let mode = Self.mode(of: path), mode & 0o077 != 0 {
        return DoctorCheck(
          label,
          "\(key.name) present (\(place)), but others can read it (mode \(String(mode, radix: 8))): run chmod 600 \(path)",
          isHealthy: false)
      }
      return DoctorCheck(label, "\(key.name) present (\(place))\(isNeeded ? "" : "; \(needs)")")
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
