import FoundationEssentials

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

  /// Past this size the log is cut back, on the append that crosses it, to its newest
  /// `automaticKeepBytes` and at most `automaticCap` records.
  static let automaticCapBytes = 4 << 20
  /// What the automatic cut keeps: half the trigger, so a log at its cap takes another 2 MiB of
  /// changes before it is cut again, and a refresh into it costs what one into a short log does.
  static let automaticKeepBytes = 2 << 20
  /// How many records the automatic cut keeps at most.
  static let automaticCap = 20_000
  /// How much of the log is read at a time from its end.
  static let tailChunkBytes = 64 << 10

  /// Appends one line per record in a single write, then fsyncs. Call with the archive lock held.
  func append(_ records: [HistoryRecord]) throws {
    try append(lines: records.map(Self.line))
  }

  /// Appends `lines` (history lines, without their newline) in a single write, then fsyncs. Call
  /// with the archive lock held.
  func append(lines: [String]) throws {
    guard !lines.isEmpty else { return }
    var text = ""
    for line in lines { text += line + "\n" }
    let size = try appendRaw(Data(text.utf8))
    // The lines are in: a cut that fails only leaves the log longer, and the next append tries again.
    if size > Self.automaticCapBytes { _ = try? cut(keepingBytes: Self.automaticKeepBytes, lines: Self.automaticCap) }
  }

  /// `record` as one line of the log, without its newline.
  static func line(_ record: HistoryRecord) throws -> String {
    try JSONOutput.encode(record, pretty: false)
  }

  /// Cuts the log back to its newest whole lines that fit in `maxBytes` and number at most
  /// `maxLines`, copied as they are (nothing is decoded or encoded again), and rewrites it
  /// atomically. Returns how many lines went. Call with the archive lock held.
  @discardableResult
  func cut(keepingBytes maxBytes: Int, lines maxLines: Int) throws -> Int {
    let data: Data
    do {
      guard let present = try LocalFile.readIfPresent(url, limit: LocalFile.ownFileLimit) else { return 0 }
      data = present
    } catch {
      throw ArchiveError.unreadableHistory(path: url.path, reason: error.reason)
    }
    let (start, removed) = data.withUnsafeBytes { bytes -> (Int, Int) in
      let count = bytes.count
      var start = count
      var kept = 0
      var index = count - 1
      if index >= 0, bytes[index] == 0x0A { index -= 1 }
      while index >= -1 {
        if index == -1 || bytes[index] == 0x0A {
          let lineStart = index + 1
          guard count - lineStart <= maxBytes, kept < maxLines else { break }
          start = lineStart
          kept += 1
        }
        index -= 1
      }
      var removed = 0
      for offset in 0..<start where bytes[offset] == 0x0A { removed += 1 }
      if start > 0, bytes[start - 1] != 0x0A { removed += 1 }
      return (start, removed)
    }
    guard start > 0 else { return 0 }
    try notePruned(lines: data.prefix(start))
    try AtomicFile.write(data.subdata(in: start..<data.count), to: url)
    return removed
  }

  /// Records in the prune mark what cutting `lines` (the log's oldest, as raw bytes) removes, as
  /// `notePruned(_:keeping:)` does for a prune that decoded the whole log.
  private func notePruned(lines: Data) throws {
    let decoder = Self.decoder()
    var removed: HistoryPruneMark?
    lines.withUnsafeBytes { bytes in
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x0A {
        defer { start = end + 1 }
        guard end > start,
          let record = HistoryRecord.read(line: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), decoder: decoder),
          let refresh = record.refresh
        else { continue }
        removed = HistoryPruneMark(through: refresh, before: record.at).merged(with: removed)
      }
    }
    guard let removed else { return }
    let mark = removed.merged(with: pruneMark())
    try AtomicFile.write(Data(try JSONOutput.encode(mark, pretty: false).utf8), to: pruneMarkURL)
  }

  /// The records of refresh number `refresh` at the end of the log (refreshes append in order, so
  /// they are the last run of lines), oldest first, read backwards from the end: what `diff` shows
  /// costs the same however long the log is. Unreadable lines among them are skipped with a warning.
  func readLastRefresh(_ refresh: Int) throws -> (records: [HistoryRecord], warnings: [String]) {
    let decoder = Self.decoder()
    var newestFirst: [HistoryRecord] = []
    var warnings: [String] = []
    var lineFromEnd = 0
    try readBackwards { line in
      lineFromEnd += 1
      guard let record = line.withUnsafeBytes({ HistoryRecord.read(line: $0, decoder: decoder) }) else {
        warnings.append(
          "\(url.path): skipped unreadable line \(lineFromEnd) from the end (a run may have been cut short)")
        return true
      }
      guard record.refresh == refresh else { return false }
      newestFirst.append(record)
      return true
    }
    return (newestFirst.reversed(), warnings.reversed())
  }

  /// Hands the log's non-empty lines to `body`, newest first, until it returns false or the log
  /// begins; reads a chunk at a time from the end. No log is no lines.
  func readBackwards(_ body: (Data) throws -> Bool) throws {
    let fd = open(url.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT { return }
      throw ArchiveError.unreadableHistory(path: url.path, reason: SystemMessage.current())
    }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else {
      throw ArchiveError.unreadableHistory(path: url.path, reason: SystemMessage.current())
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw ArchiveError.unreadableHistory(path: url.path, reason: "it is not a file")
    }
    var offset = Int(status.st_size)
    var carry = Data()
    while offset > 0 {
      let length = min(Self.tailChunkBytes, offset)
      offset -= length
      var chunk = Data(count: length)
      let read = chunk.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return -1 }
        var done = 0
        while done < length {
          let got = pread(fd, base + done, length - done, off_t(offset + done))
          if got < 0, errno == EINTR { continue }
          guard got > 0 else { return -1 }
          done += got
        }
        return done
      }
      guard read == length else {
        throw ArchiveError.unreadableHistory(path: url.path, reason: SystemMessage.current())
      }
      chunk.append(carry)
      var lines = chunk.split(separator: 0x0A, omittingEmptySubsequences: false)
      // The first piece may be the end of a line that starts in the chunk before.
      carry = offset > 0 && !lines.isEmpty ? Data(lines.removeFirst()) : Data()
      for line in lines.reversed() where !line.isEmpty {
        guard try body(Data(line)) else { return }
      }
    }
  }

  /// The decoder every read uses.
  private static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// Appends `data` and returns the file's new size. A failed append is cut back off, so the log
  /// never keeps part of a refresh.
  @discardableResult
  func appendRaw(_ data: Data) throws -> Int {
    let fd = open(url.path, O_CREAT | O_RDWR | O_APPEND | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw ArchiveError.writeFailed(path: url.path, reason: SystemMessage.current()) }
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
      throw ArchiveError.writeFailed(path: url.path, reason: reason)
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
      throw ArchiveError.unreadableHistory(path: url.path, reason: error.reason)
    }
    let decoder = Self.decoder()
    var records: [HistoryRecord] = []
    var warnings: [String] = []
    data.withUnsafeBytes { bytes in
      // Lines are found on the bytes in place: no copy of the log, no Data per line.
      guard let base = bytes.baseAddress else { return }
      records.reserveCapacity(bytes.count / 256)
      var lineNumber = 0
      var start = 0
      while start < bytes.count {
        let end = memchr(base + start, 0x0A, bytes.count - start).map { UnsafeRawPointer($0) - base } ?? bytes.count
        defer { start = end + 1 }
        guard end > start else { continue }
        lineNumber += 1
        if let record = HistoryRecord.read(line: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), decoder: decoder)
        {
          records.append(record)
        } else {
          warnings.append("\(url.path): skipped unreadable line \(lineNumber) (a run may have been cut short)")
        }
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
