import Foundation

/// Reads a saved page or feed, as `passengr parse` does.
enum PassDocument {
  /// The bytes of the file at `path`; a directory or a missing file is an `unreadableFile` error.
  static func read(path: String) throws -> Data {
    do {
      return try LocalFile.read(URL(fileURLWithPath: path))
    } catch {
      throw PassengrError.unreadableFile(path: path, reason: error.reason)
    }
  }

  /// The passes in `data`, and the format it was read as.
  ///
  /// - Parameters:
  ///   - format: the shape to expect, or `.auto` to guess from the content.
  ///   - location: a file path or URL, used in error messages.
  static func reports(
    from data: Data, format: SourceFormat = .auto, charset: String? = nil, location: String, fetchedAt: Date = Date()
  ) throws -> (format: SourceFormat, reports: [PassReport]) {
    let resolved = format == .auto ? SourceFormat.detect(data) : format
    guard let agency = Agencies.all.first(where: { $0.formats.contains(resolved) }) else {
      throw PassengrError.noPassData(source: resolved.rawValue, url: location)
    }
    return (resolved, try agency.reports(from: data, format: resolved, charset: charset, location: location, fetchedAt: fetchedAt))
  }
}
