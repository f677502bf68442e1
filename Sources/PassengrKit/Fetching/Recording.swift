import FoundationEssentials

/// When a directory of saved answers (a directory given as the base location) was recorded. Its data is judged at
/// that time, not at the moment it is read: a recording of a winter evening reads as that evening
/// did, with its levels, restrictions and verdicts, instead of every pass being too old to count.
///
/// The directory may carry a `RECORDED` file: one line per agency (`wsdot 2025-01-10T20:45:00-08:00`)
/// or one line for every agency it does not name (`2025-01-10T20:45:00-08:00`), ISO 8601 with an
/// offset, `#` starting a comment. An agency it does not name is judged at its newest record, and
/// so is one whose newest record is later than its stamp.
struct Recording: Equatable, Sendable {
  /// The stamp file's name in the directory.
  static let stampName = "RECORDED"

  /// The stamp's time for each agency it names.
  private(set) var times: [AgencyID: Date] = [:]
  /// The stamp's time for every agency it does not name.
  private(set) var everyAgency: Date?

  /// A recording whose stamp names no time: every agency is judged at its newest record.
  init() {}

  /// The recording in `directory`: its stamp file when it has one. Throws
  /// `DocumentError.unreadableFile` for a stamp that cannot be read or has a line that is not a time.
  init(directory: URL) throws {
    let stamp = directory.appendingPathComponent(Self.stampName)
    guard FileManager.default.fileExists(atPath: stamp.path) else {
      self.init()
      return
    }
    let text: String
    do {
      text = try String(contentsOf: stamp, encoding: .utf8)
    } catch {
      throw DocumentError.unreadableFile(path: stamp.path, reason: "cannot be read as UTF-8 text")
    }
    try self.init(parsing: text, path: stamp.path)
  }

  /// Reads a stamp's `text`; `path` names it in errors.
  init(parsing text: String, path: String) throws {
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.prefix { $0 != "#" }.split(whereSeparator: \.isWhitespace).map(String.init)
      guard !line.isEmpty else { continue }
      guard line.count <= 2, let time = Self.time(line[line.count - 1]) else {
        throw DocumentError.unreadableFile(
          path: path,
          reason: "line \(number + 1) is not '[AGENCY] TIME' with an ISO 8601 time such as 2025-01-10T20:45:00-08:00")
      }
      if line.count == 2 { times[AgencyID(rawValue: line[0].lowercased())] = time } else { everyAgency = time }
    }
  }

  /// The stamp's time for `agency`, if it gives one.
  func stampedTime(of agency: AgencyID) -> Date? { times[agency] ?? everyAgency }

  /// The time `agency`'s data is judged at: the stamp's, else the newest of `updates` (the agency's
  /// own update times of what was read from the recording) no later than `now` (give or take
  /// `OldReason.skew`); nil with neither.
  /// A stamp older than the newest update is not this data's (nothing is recorded before it was
  /// published: the files were replaced or their times moved), so the newest update counts.
  func time(of agency: AgencyID, updates: [Date], now: Date) -> Date? {
    // A record a little ahead of the clock (clocks apart, within `OldReason.skew`) still counts.
    let newest = updates.filter { $0 <= now.addingTimeInterval(OldReason.skew) }.max()
    guard let stamp = stampedTime(of: agency) else { return newest }
    return max(stamp, newest ?? stamp)
  }

  /// "2025-01-10T20:45:00-08:00" (fractional seconds allowed) as a date.
  private static func time(_ text: String) -> Date? {
    if let date = ISO8601Time.date(text) { return date }
    if let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) { return date }
    return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
