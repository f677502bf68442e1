import FoundationEssentials

/// Reads a saved page or feed the user hands over, in a format named or recognised.
enum PassDocument {
  /// The bytes of the file at `path`; a directory or a missing file is an `unreadableFile` error.
  static func read(path: String) throws -> Data {
    do {
      return try LocalFile.read(path: path)
    } catch {
      throw DocumentError.unreadableFile(path: path, reason: error.reason)
    }
  }

  /// The passes in `data`, and the format it was read as.
  ///
  /// - Parameters:
  ///   - format: the shape to expect, or `.auto` to ask every agency which of theirs it is.
  ///   - location: a file path or URL, used in error messages.
  static func reports(
    from data: Data, format: SourceFormat = .auto, charset: String? = nil, location: String, fetchedAt: Date,
    agencies: Agencies = .all
  ) throws -> (format: SourceFormat, reports: [PassReport]) {
    let recognised = format == .auto ? try recognise(data, location: location, agencies: agencies) : nil
    let resolved = recognised?.format ?? format
    guard let agency = agencies.agency(reading: resolved) else {
      throw SourceError.unknownFormat(resolved.rawValue, known: agencies.list.flatMap(\.formats).map(\.rawValue))
    }
    do {
      return (
        resolved,
        try agency.reports(from: data, format: resolved, charset: charset, location: location, fetchedAt: fetchedAt)
      )
    } catch  where recognised?.isCertain == false {
      // Only a guess (nothing claimed the document for sure) that did not read: the document is
      // none of the formats, and naming the guessed one would say it was tried for a reason.
      throw SourceError.unrecognisedFormat(location: location, candidates: [])
    }
  }

  /// The one format the agencies recognise `data` as: the only sure answer, else the only likely
  /// one. Two answers of the same strength are an error naming both.
  static func recognise(_ data: Data, location: String, agencies: Agencies) throws -> (
    format: SourceFormat, isCertain: Bool
  ) {
    let answers = agencies.list.compactMap { $0.recognise(data) }
    let certain = answers.filter { if case .certain = $0 { return true } else { return false } }.map(\.format)
    let candidates = certain.isEmpty ? answers.map(\.format) : certain
    guard candidates.count == 1, let format = candidates.first else {
      throw SourceError.unrecognisedFormat(location: location, candidates: candidates.map(\.rawValue))
    }
    return (format, !certain.isEmpty)
  }
}
