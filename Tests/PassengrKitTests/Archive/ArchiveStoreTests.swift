import Foundation
import Synchronization
import TestSupport
import Testing

@testable import PassengrKit

#if canImport(Glibc)
  import Glibc
#endif

@Suite(.hangGuard) struct ArchiveStoreTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("archive-\(UUID().uuidString)")

  func conditions(_ text: String, at date: Date) -> PassConditions {
    PassConditions(
      restrictions: [Restriction(direction: .eastbound, text: text)], roadConditions: nil, weather: nil,
      temperatureF: nil, updatedAt: nil, fetchedAt: date)
  }

  @Test func writesAreReadBackAndTheOldFileIsKeptAsBackup() async throws {
    let store = ArchiveStore(directory: directory)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await store.transaction { passes in passes.setEnabled([17], true) }
    try await store.transaction { passes in passes.move(17, to: 1) }
    let saved = try #require(try store.read())
    #expect(PassDataSource(archive: saved).visiblePasses.first?.id == 17)
    // The backup is the archive before the move: Tiger Mountain enabled, still in alphabetical place.
    let newest = try #require(try store.backups.generations().first)
    let backup = try ArchiveFormat.decode(Data(contentsOf: newest.url), path: newest.url.path)
    let visible = PassDataSource(archive: backup).visiblePasses.map(\.id)
    #expect(visible.contains(17) && visible.first != 17)
  }

  @Test func aFailedWriteLeavesTheArchiveIntact() async throws {
    let store = ArchiveStore(directory: directory)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await store.transaction { passes in passes.archive.lastRefresh = Date(timeIntervalSince1970: 1) }
    let before = try Data(contentsOf: store.archiveURL)
    // A directory where the backup must go makes the write fail part-way, like a full disk would.
    let now = Date(timeIntervalSince1970: 5_000)
    let backupURL = directory.appendingPathComponent("passengr.json.bak-5000")
    try FileManager.default.createDirectory(
      at: backupURL.appendingPathComponent("occupied"), withIntermediateDirectories: true)
    await #expect {
      try await store.transaction(now: now) { passes in passes.archive.lastRefresh = Date(timeIntervalSince1970: 2) }
    } throws: { error in
      guard case ArchiveError.writeFailed(let path, _) = error else { return false }
      return path == backupURL.path
    }
    #expect(try Data(contentsOf: store.archiveURL) == before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.isEmpty)
  }

  @Test func aFailedRefreshKeepsTheLastKnownConditions() {
    var source = PassDataSource.initial()
    let first = Date(timeIntervalSince1970: 1_000)
    RefreshMerge.apply(
      [11: .success(conditions("Chains required", at: first))], attemptedAt: first, sources: [11: "wsdot"], to: &source)
    RefreshMerge.apply(
      [11: .failure(SourceError.noPassData(source: "wsdot", url: "u"))], attemptedAt: first.addingTimeInterval(60),
      sources: [11: "wsdot"], to: &source)
    let entry = source.entry(11)
    #expect(entry?.conditions?.level == .chainsRequired)
    #expect(entry?.lastError?.contains("no pass data found") == true)
    #expect(source.archive.sourceFailures["wsdot"] == 1)
    let rows = source.rows(for: [PassCatalog.pass(id: 11)!], now: first.addingTimeInterval(60), maxAge: 300)
    #expect(rows.first?.isStale == true)
  }

  @Test func anOlderResultNeverOverwritesANewerOne() {
    var source = PassDataSource.initial()
    let newer = Date(timeIntervalSince1970: 2_000)
    RefreshMerge.apply(
      [11: .success(conditions("Pass Closed", at: newer))], attemptedAt: newer, sources: [11: "wsdot"], to: &source)
    let changes = RefreshMerge.apply(
      [11: .success(conditions("No restrictions", at: newer.addingTimeInterval(-500)))], attemptedAt: newer,
      sources: [11: "wsdot"], to: &source)
    #expect(changes.isEmpty)
    #expect(source.entry(11)?.conditions?.level == .closed)
  }

  @Test func moveShiftsTheOthersAndKeepsOrdersDense() {
    var source = PassDataSource.initial()
    source.move(12, to: 1)
    #expect(source.orderedPasses.map(\.order) == Array(1...source.orderedPasses.count))
    #expect(source.orderedPasses.first?.id == 12)
    source.move(12, to: 999)
    #expect(source.orderedPasses.last?.id == 12)
  }

  /// Runs waiting for the lock wait on threads of their own: the cooperative pool (one thread per
  /// core) stays free, so every other task of the process goes on meanwhile.
  @Test func waitingForTheLockLeavesTheCooperativePoolFree() async throws {
    var waiting = ArchiveStore(directory: directory)
    // Eight waiters in turn on a busy machine: only a hang may end their wait.
    waiting.lockTimeout = .seconds(600)
    let store = waiting
    defer { try? FileManager.default.removeItem(at: directory) }
    try await store.transaction { _ in }
    let held = try await ArchiveLock.acquire(path: store.lockPath, timeout: .seconds(600))
    let waiters = (0..<8).map { index in
      Task { try await store.transaction { passes in passes.archive.refreshCount += 1 } }
    }
    // Eight waiters on a two-core machine: were they parked on the pool, this would not run on time.
    let started = ContinuousClock.now
    try await Task.sleep(for: .milliseconds(200))
    let slept = ContinuousClock.now - started
    withExtendedLifetime(held) {}
    _ = consume held
    for waiter in waiters { try await waiter.value }
    // Parked on the pool, the sleep could not end before the lock is given up after it (never, until
    // the waiters time out and throw, which `waiter.value` above would rethrow): the bound only
    // guards against a hang, generous for a machine whose cores are busy.
    #expect(slept < .seconds(300), "a 200 ms sleep took \(slept) while transactions waited for the lock")
    #expect(try store.read()?.refreshCount == 8, "every waiter got the lock in turn")
  }

  /// Cancelling a caller that waits for the lock ends its wait at once with `CancellationError`
  /// (not at the timeout, ten minutes on), and the lock is still there for the next.
  @Test func cancellingAWaiterEndsItsWait() async throws {
    let store = ArchiveStore(directory: directory)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await store.transaction { _ in }
    var held: ArchiveLock? = try await ArchiveLock.acquire(path: store.lockPath, timeout: .seconds(600))
    let (waiting, told) = AsyncStream<Void>.makeStream()
    let waiter = Task {
      try await ArchiveLock.acquire(path: store.lockPath, timeout: .seconds(600)) { _ in told.yield() }
    }
    for await _ in waiting { break }
    waiter.cancel()
    let result = await waiter.result
    guard case .failure(let error) = result else {
      Issue.record("a cancelled waiter took the lock")
      return
    }
    #expect(error is CancellationError, "\(error)")
    #expect(held != nil)
    held = nil
    _ = try await ArchiveLock.acquire(path: store.lockPath, timeout: .seconds(600))
  }

  /// Giving up names the process the wait named, and only a running Passengr is ever named: a
  /// record whose number now belongs to another program (pid 1, this test) names nobody.
  @Test func theGiveUpNamesTheHolderTheWaitNamed() async throws {
    let store = ArchiveStore(directory: directory)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await store.transaction { _ in }
    let held = try await ArchiveLock.acquire(path: store.lockPath, timeout: .seconds(600))
    // A real passengr, itself waiting for the lock: a running Passengr process to name.
    let passengr = try await CommandRunner.start(["enable", "tiger", "--data-dir", directory.path])
    var isPassengr = false
    for _ in 0..<200 where !isPassengr {
      isPassengr = ArchiveLock.isPassengr(passengr.pid)
      if !isPassengr { try await Task.sleep(for: .milliseconds(100)) }
    }
    #expect(isPassengr)
    for (record, named) in [(passengr.pid, Optional(passengr.pid)), (1, nil), (getpid(), nil)] {
      let fd = open(store.lockPath, O_RDWR | O_CLOEXEC)
      _ = ftruncate(fd, 0)
      _ = Array("\(record)\n".utf8).withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
      close(fd)
      let told = Mutex<LockWait?>(nil)
      await #expect(throws: ArchiveError.lockTimeout(path: store.lockPath, seconds: 1, holder: named)) {
        _ = try await ArchiveLock.acquire(path: store.lockPath, timeout: .seconds(1)) { wait in
          told.withLock { $0 = wait }
        }
      }
      #expect(told.withLock { $0 }?.holder == named, "\(record)")
    }
    #expect(
      ArchiveError.lockTimeout(path: "/d/passengr.lock", seconds: 30, holder: 42).description
        == "passengr (pid 42) has held /d/passengr.lock for over 30 s; try again later")
    #expect(
      ArchiveError.lockTimeout(path: "/d/passengr.lock", seconds: 30, holder: nil).description
        == "another passengr has held /d/passengr.lock for over 30 s; try again later")
    withExtendedLifetime(held) {}
    _ = consume held
    #expect(try await passengr.output.value.status == 0)
  }
}
