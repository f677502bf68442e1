import FoundationEssentials

/// How the archive is kept on disk. This version writes JSON (`passengr.json`): it decodes in about
/// a third of the time of the XML property list earlier versions wrote (`passengr.plist`, schema 1
/// and 2), which is still read, as are backups made from it. The format is told by the bytes, not
/// the file name.
enum ArchiveFormat: Equatable, Sendable {
  /// A JSON object, as this version writes.
  case json
  /// An XML (or binary) property list, as versions before it wrote.
  case propertyList

  /// The format of `data`: a JSON object starts with `{` (after any white space); anything else is
  /// read as a property list.
  init(of data: Data) {
    let first = data.first { !Self.whitespace.contains($0) }
    self = first == UInt8(ascii: "{") ? .json : .propertyList
  }

  private static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

  /// `archive` as this version writes it: JSON with sorted keys, times as seconds since 1970 (exact,
  /// fractions kept), and a number that is not finite (which JSON cannot hold) as a string.
  /// Built-in passes are written as references to `agencies`' catalogue (see `ArchivedPass`).
  static func encode(_ archive: PassArchive, agencies: Agencies = .all) throws -> Data {
    let encoder = JSONEncoder()
    encoder.userInfo[Reading.key] = Reading(agencies: agencies)
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: infinity, negativeInfinity: "-" + infinity, nan: notANumber)
    return try encoder.encode(archive)
  }

  private static let infinity = "Infinity"
  private static let notANumber = "NaN"

  /// The archive in `data` (either format), read from `path` (named in errors), with the
  /// catalogue's missing passes added; its hourly forecasts only when `includesHourly`, the
  /// conditions and weather of built-in passes that are not enabled only when `includesDisabled`. An archive
  /// of a newer schema is refused as such, not called unreadable; one that names a pass id twice
  /// is refused as corrupt.
  static func decode(
    _ data: Data, path: String, agencies: Agencies = .all, includesHourly: Bool = true, includesDisabled: Bool = true
  ) throws -> PassArchive {
    let format = ArchiveFormat(of: data)
    var reading = Reading(agencies: agencies, includesHourly: includesHourly)
    reading.includesDisabled = includesDisabled
    // One decode of the whole file; only a file that fails it is looked at again, for the version
    // its header claims.
    let archive: PassArchive
    do {
      archive = try format.decode(PassArchive.self, from: data, reading: reading)
    } catch {
      let version: Int
      do {
        version = try format.decode(Header.self, from: data, reading: reading).schemaVersion
      } catch {
        let what = format == .json ? "not a Passengr archive" : "not a Passengr property list"
        throw ArchiveError.unreadable(path: path, reason: data.isEmpty ? "the file is empty" : what)
      }
      guard version <= PassArchive.currentSchemaVersion else {
        throw ArchiveError.unsupportedVersion(path: path, version: version)
      }
      throw ArchiveError.unreadable(path: path, reason: "its contents do not match the Passengr schema")
    }
    guard archive.schemaVersion <= PassArchive.currentSchemaVersion else {
      throw ArchiveError.unsupportedVersion(path: path, version: archive.schemaVersion)
    }
    var seen = Set<Int>()
    for entry in archive.passes where !seen.insert(entry.pass.id).inserted {
      throw ArchiveError.unreadable(path: path, reason: "pass id \(entry.pass.id) appears twice")
    }
    return archive.addingMissingCatalogue(from: agencies)
  }

  /// A value of `type` in `data` of this format.
  private func decode<T: Decodable>(_ type: T.Type, from data: Data, reading: Reading) throws -> T {
    switch self {
    case .json:
      let decoder = JSONDecoder()
      decoder.userInfo[Reading.key] = reading
      decoder.dateDecodingStrategy = .secondsSince1970
      decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: Self.infinity, negativeInfinity: "-" + Self.infinity, nan: Self.notANumber)
      return try decoder.decode(type, from: data)
    case .propertyList:
      let decoder = PropertyListDecoder()
      decoder.userInfo[Reading.key] = reading
      return try decoder.decode(type, from: data)
    }
  }

  /// What decoding and encoding an archive is told: the catalogue its references name, and whether
  /// the hourly forecasts are wanted.
  struct Reading: Sendable {
    /// The key it is kept under in a coder's `userInfo`.
    static let key = CodingUserInfoKey(rawValue: "passengr.archive")!
    /// The agencies whose catalogue built-in passes refer to.
    var agencies: Agencies = .all
    /// Whether the hourly forecasts are decoded.
    var includesHourly = true
    /// Whether the conditions and weather of a built-in pass saved as a reference that is not
    /// enabled are decoded. (An entry written whole, as every schema before 3 wrote them and a
    /// partner of a shared pass among them, is always decoded whole.)
    var includesDisabled = true

    init(agencies: Agencies = .all, includesHourly: Bool = true) {
      self.agencies = agencies
      self.includesHourly = includesHourly
    }

    /// What `userInfo` holds, else the defaults (every agency, hourly forecasts included).
    init(_ userInfo: [CodingUserInfoKey: Any]) {
      self = userInfo[Self.key] as? Reading ?? Reading()
    }
  }

  /// The one field every archive version has.
  private struct Header: Decodable { var schemaVersion: Int }
}
