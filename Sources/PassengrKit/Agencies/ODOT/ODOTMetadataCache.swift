import FoundationEssentials

/// The code list kept for a day in the data directory (`odot-metadata.json`, 0600), so a refresh
/// asks TripCheck for it once a day, or sooner when a report carries a code it does not explain.
/// It remembers where it was read from: a mirror's list is never taken for ODOT's.
struct ODOTMetadataCache: Sendable {
  /// How long a saved list is used without asking again.
  static let maximumAge: TimeInterval = 24 * 3600

  /// What the file holds.
  private struct Entry: Codable {
    var origin: String?
    var savedAt: Date
    var metadata: ODOTMetadata
  }

  /// The file; nil keeps nothing.
  let file: URL?
  /// Where the list is read from (nil for ODOT's own server).
  let origin: String?

  /// A cache in `directory` for lists read from `origin`.
  init(directory: URL?, origin: String?) {
    file = directory?.appendingPathComponent("odot-metadata.json")
    self.origin = origin
  }

  /// The saved list from the same origin, if any, and whether it is younger than a day at `now`.
  func read(now: Date) -> (metadata: ODOTMetadata, isFresh: Bool)? {
    guard let file, let data = try? LocalFile.readIfPresent(file),
      let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.origin == origin
    else { return nil }
    let age = now.timeIntervalSince(entry.savedAt)
    return (entry.metadata, age >= 0 && age < Self.maximumAge)
  }

  /// Saves `metadata` read at `now`; a file that cannot be written only costs a request next time.
  func save(_ metadata: ODOTMetadata, now: Date) {
    guard let file else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(Entry(origin: origin, savedAt: now, metadata: metadata)) else { return }
    _ = try? AtomicFile.write(data, to: file)
  }
}
