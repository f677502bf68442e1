import FoundationEssentials

/// How an entry is archived (schema 3). A built-in pass whose fields are its catalogue's is
/// written as a reference, its id, agency, order and enabled flag, and takes the rest from the
/// catalogue of the version that reads it: 111 passes no longer repeat the catalogue at every
/// start. A pass users added, or a built-in one that differs from the catalogue, is written whole,
/// as every earlier schema wrote every pass (and as they are still read). The hourly forecast is
/// written apart, by the archive (`PassArchive`), so a reader that shows none skips it.
extension ArchivedPass {
  enum CodingKeys: String, CodingKey {
    case pass, conditions, lastError, lastAttempt, errorOrigin, weather
  }

  /// The fields of a reference to a catalogue pass.
  private enum ReferenceKeys: String, CodingKey {
    case id, agency, order, isEnabled, name
  }

  /// A reference to a pass the catalogue of the reading version does not list.
  struct UnknownCataloguePass: Error {
    var id: Int
  }

  /// An archived entry as read: nil for a reference to a pass this version's catalogue does not
  /// list (it has no source left to read it, so it is dropped from the list).
  struct Stored: Decodable {
    var entry: ArchivedPass?

    init(from decoder: Decoder) throws {
      do { entry = try ArchivedPass(from: decoder) } catch is UnknownCataloguePass { entry = nil }
    }
  }

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let reference = try container.nestedContainer(keyedBy: ReferenceKeys.self, forKey: .pass)
    let reading = ArchiveFormat.Reading(decoder.userInfo)
    var skipsData = false
    if reference.contains(.name) {
      pass = try container.decode(Pass.self, forKey: .pass)
    } else {
      let id = try reference.decode(Int.self, forKey: .id)
      let agency = try reference.decode(AgencyID.self, forKey: .agency)
      guard var listed = reading.agencies.pass(id: id), listed.agency == agency else {
        throw UnknownCataloguePass(id: id)
      }
      listed.order = try reference.decode(Int.self, forKey: .order)
      listed.isEnabled = try reference.decode(Bool.self, forKey: .isEnabled)
      pass = listed
      // What a reader of the enabled passes never shows is left unread (`Reading.includesDisabled`).
      skipsData = !listed.isEnabled && !reading.includesDisabled
    }
    conditions = skipsData ? nil : try container.decodeIfPresent(PassConditions.self, forKey: .conditions)
    lastError = try container.decodeIfPresent(String.self, forKey: .lastError)
    lastAttempt = try container.decodeIfPresent(Date.self, forKey: .lastAttempt)
    errorOrigin = try container.decodeIfPresent(String.self, forKey: .errorOrigin)
    weather = skipsData ? nil : try container.decodeIfPresent(PassWeather.self, forKey: .weather)
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if isCatalogued(in: ArchiveFormat.Reading(encoder.userInfo).agencies) {
      var reference = container.nestedContainer(keyedBy: ReferenceKeys.self, forKey: .pass)
      try reference.encode(pass.id, forKey: .id)
      try reference.encode(pass.agency, forKey: .agency)
      try reference.encode(pass.order, forKey: .order)
      try reference.encode(pass.isEnabled, forKey: .isEnabled)
    } else {
      try container.encode(pass, forKey: .pass)
    }
    try container.encodeIfPresent(conditions, forKey: .conditions)
    try container.encodeIfPresent(lastError, forKey: .lastError)
    try container.encodeIfPresent(lastAttempt, forKey: .lastAttempt)
    try container.encodeIfPresent(errorOrigin, forKey: .errorOrigin)
    var weather = weather
    weather?.hourly = nil
    try container.encodeIfPresent(weather, forKey: .weather)
  }

  /// Whether the pass is built in and everything archived of it but its order and enabled flag is
  /// what `agencies`' catalogue says (its summit is never archived).
  private func isCatalogued(in agencies: Agencies) -> Bool {
    guard !pass.isCustom, var listed = agencies.pass(id: pass.id) else { return false }
    listed.order = pass.order
    listed.isEnabled = pass.isEnabled
    listed.summit = pass.summit
    return listed == pass
  }
}
