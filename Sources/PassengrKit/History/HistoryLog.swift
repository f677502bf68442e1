import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `history.jsonl` in the data directory: one JSON line per changed field, appended under the
/// archive lock. A torn last line (power loss) is skipped with a warning, never fatal.
struct HistoryLog: Sendable {
  /// The data directory.
  let directory: URL

  /// Creates a log over `directory`.
  init(directory: URL) {
    self.directory = directory
  }

  /// `history.jsonl`.
  var url: URL { directory.appendingPathComponent("history.jsonl") }

  /// Past this size the log is cut back to its newest `automaticCap` records on the next append.
  static let automaticCapBytes = 4 << 20
  /// How many records the automatic cap keeps.
  static let automaticCap = 20_000

  /// Appends one line per record in a single write, then fsyncs. Call with the archive lock held.
  func append(_ records: [HistoryRecord]) throws {
    guard !records.isEmpty else { return }
    var text = ""
    for record in records { text += try JSONOutput.encode(record, pretty: false) + "\n" }
    let size = try appendRaw(Data(text.utf8))
    if size > Self.automaticCapBytes { try prune(olderThan: nil, keepingAtMost: Self.automaticCap) }
  }

  /// Appends `data` and returns the file's new size. A failed append is cut back off, so the log
  /// never keeps part of a refresh.
  @discardableResult
  func appendRaw(_ data: Data) throws -> Int {
    let fd = open(url.path, O_CREAT | O_RDWR | O_APPEND | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw PassengrError.writeFailed(path: url.path, reason: SystemMessage.current()) }
    defer { close(fd) }
    var status = stat()
    let size = fstat(fd, &status) == 0 ? Int(status.st_size) : 0
    // A previous run may have died mid-line: start on a fresh line so this record stays whole.
    var last: UInt8 = 0x0A
    if size > 0 { _ = pread(fd, &last, 1, off_t(size - 1)) }
    var payload = last == 0x0A ? Data() : Data([0x0A])
    payload.append(data)
    let ok = FileDescriptor.writeAll(fd, payload) && fsync(fd) == 0
    guard ok else {
      let reason = SystemMessage.current()
      _ = ftruncate(fd, off_t(size))
      _ = fsync(fd)
      throw PassengrError.writeFailed(path: url.path, reason: reason)
    }
    return size + payload.count
  }

  /// Every readable record, oldest first, and a warning for each line that could not be read.
  func read() throws -> (records: [HistoryRecord], warnings: [String]) {
    let data: Data
    do {
      guard let present = try LocalFile.readIfPresent(url, limit: LocalFile.ownFileLimit) else { return ([], []) }
      data = present
    } catch {
      throw PassengrError.unreadable(path: url.path, reason: error.reason)
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    var records: [HistoryRecord] = []
    var warnings: [String] = []
    for (index, line) in data.split(separator: 0x0A, omittingEmptySubsequences: true).enumerated() {
      do {
        records.append(try decoder.decode(HistoryRecord.self, from: Data(line)))
      } catch {
        warnings.append("\(url.path): skipped unreadable line \(index + 1) (a run may have been cut short)")
      }
    }
    return (records, warnings)
  }

  /// Keeps the records newer than `cutoff` and at most `maxRecords` of the newest; rewrites the
  /// file atomically (0600, fsync, rename), like the archive. Returns how many were removed. Call with the archive lock held.
  @discardableResult
  func prune(olderThan cutoff: Date?, keepingAtMost maxRecords: Int? = nil) throws -> Int {
    let (records, _) = try read()
    var kept = records.filter { record in cutoff.map { record.at >= $0 } ?? true }
    if let maxRecords, kept.count > maxRecords { kept = Array(kept.suffix(maxRecords)) }
    let removed = records.count - kept.count
    guard removed > 0 else { return 0 }
    try notePruned(records, keeping: kept)
    var text = ""
    for record in kept { text += try JSONOutput.encode(record, pretty: false) + "\n" }
    try AtomicFile.write(Data(text.utf8), to: url)
    return removed
  }
}
