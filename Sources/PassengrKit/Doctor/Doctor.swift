import Foundation
import Markup
import Networking

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
      checks.append(DoctorCheck("data directory", "\(store.directory.path): ok, writable"))
    } catch {
      checks.append(DoctorCheck("data directory", String(describing: error), isHealthy: false))
    }
    do {
      if let archive = try store.read() {
        let dataSource = PassDataSource(archive: archive)
        let refreshed = archive.lastRefresh.map { "last refresh \($0.age(at: now))" } ?? "never refreshed"
        checks.append(DoctorCheck("archive", "ok: \(archive.passes.count) passes, \(dataSource.visiblePasses.count) enabled, \(refreshed)"))
        for (source, failures) in archive.sourceFailures.sorted(by: { $0.key < $1.key }) where failures > 0 {
          checks.append(DoctorCheck("source health", "\(source): \(failures) consecutive failed refresh\(failures == 1 ? "" : "es")", isHealthy: false))
        }
        let notes = archive.passes.flatMap { $0.conditions?.notes ?? [] }
        let dropped = notes.filter { $0.hasPrefix(Plausibility.notePrefix) }.count
        if dropped > 0 {
          checks.append(DoctorCheck("dropped values", "\(dropped) implausible, dropped in the last refresh (shown as unknown; see the notes below)"))
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
    let leftovers = LeftoverFiles.stale(in: store.directory)
    if !leftovers.isEmpty {
      let names = leftovers.map(\.lastPathComponent).joined(separator: ", ")
      checks.append(DoctorCheck("leftover files", "\(leftovers.count) temporary file\(leftovers.count == 1 ? "" : "s") from killed runs (\(names)); removed by the next refresh or change"))
    }
    checks += backupChecks(now: now)
    checks += keyChecks()
    let sources = session.agencies.list.flatMap(\.endpoints)
    for (name, url) in sources {
      let target = session.effectiveURL(for: url)
      if target.isFileURL {
        let exists = FileManager.default.fileExists(atPath: target.path)
        checks.append(DoctorCheck("source \(name)", "\(target.path): \(exists ? "present" : "missing")", isHealthy: exists, isSourceReachable: exists))
      } else {
        let failure = await reachability.check(target)
        checks.append(DoctorCheck(
          "source \(name)", "\(target.host ?? target.absoluteString): \(failure.map(\.description) ?? "reachable")", isHealthy: failure == nil,
          isSourceReachable: failure == nil))
      }
    }
    return checks
  }

  /// The backups `restore` can bring back, newest first: when each was made, how many passes it
  /// holds, its file; one that cannot be read is said, as needing attention.
  func backupChecks(now: Date) -> [DoctorCheck] {
    let backups = session.backups()
    guard !backups.isEmpty else {
      return [DoctorCheck("backups", "none yet (one is kept before each change to the pass list or trips, up to \(ArchiveBackups.kept))")]
    }
    return backups.map { backup in
      let held = backup.passCount.map { "\($0) passes" } ?? "unreadable: \(backup.problem ?? "unknown reason")"
      let line = "\(backup.generation): \(Self.stamp(backup.savedAt)) (\(backup.savedAt.age(at: now))), \(held) (\(backup.fileName))"
      return DoctorCheck("backup", line, isHealthy: backup.passCount != nil)
    }
  }

  /// `2026-11-23 08:19:04 UTC`.
  static func stamp(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(dateSeparator: .dash, dateTimeSeparator: .space, timeZone: .gmt)) + " UTC"
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
      let needs = key.neededBy.isEmpty ? "needed by every \(agency.id) source" : "needed only for --source \(key.neededBy.map(\.rawValue).joined(separator: ", "))"
      let label = "key \(agency.id)"
      let howToSet = "set \(key.variable) or run 'passengr key set \(agency.id)'"
      guard let found = session.keys[agency.id] else {
        if session.loader.readsFromDisk { return DoctorCheck(label, "not set (not needed: sources are read from a directory)") }
        if isNeeded, !shown.contains(agency.id) {
          return DoctorCheck(label, "\(key.name) not set (\(needs); no \(agency.id) pass is enabled); \(howToSet) before enabling one")
        }
        return DoctorCheck(label, "\(key.name) not set (\(needs)); \(howToSet)", isHealthy: !isNeeded)
      }
      let place: String
      switch found.origin {
      case .environment(let variable): place = variable
      case .file(let path), .option(let path): place = path
      }
      if session.keyState(of: agency, source: source, lastErrors: errors[agency.id] ?? []) == .rejected {
        return DoctorCheck(label, "\(key.name) from \(place) was rejected in the last refresh; \(howToSet) with a valid one", isHealthy: false)
      }
      if case .file(let path) = found.origin, let mode = Self.mode(of: path), mode & 0o077 != 0 {
        return DoctorCheck(
          label, "\(key.name) present (\(place)), but others can read it (mode \(String(mode, radix: 8))): run chmod 600 \(path)", isHealthy: false)
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
