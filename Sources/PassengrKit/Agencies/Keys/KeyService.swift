import FoundationEssentials

/// The agencies' keys: which are needed and found where, saving one (0600) and removing it.
struct KeyService {
  let agencies: Agencies
  let keyStore: KeyStore
  /// Each keyed agency's key as found, and where; never printed.
  let keys: [AgencyID: (value: Secret, origin: KeyStore.Origin)]
  /// The source each agency uses, where it is not its default.
  let sourceNames: [AgencyID: SourceName]

  /// Every agency of the session that takes a key, in order.
  func keyStatuses() -> [KeyStatus] {
    agencies.list.compactMap { agency in
      guard let key = agency.key else { return nil }
      let source = sourceNames[agency.id] ?? agency.defaultSourceName
      let foundIn: String? = keys[agency.id].map { found in
        switch found.origin {
        case .environment(let variable): return variable
        case .file(let path), .option(let path): return path
        }
      }
      return KeyStatus(
        agency: agency.id, name: key.name, variable: key.variable, file: keyStore.file(for: agency.id).path,
        foundIn: foundIn,
        neededBy: key.neededBy, isNeeded: key.isNeeded(by: source))
    }
  }

  /// Saves the key in `input` (its first line: one word of printable ASCII) as `agency`'s key file,
  /// atomically, mode 0600 in a 0700 directory. Usage errors for an agency that takes no key and
  /// for input that holds none.
  func setKey(_ input: Data, for agency: AgencyID) throws -> KeySaved {
    let requirement = try keyRequirement(of: agency)
    let value = try KeyStore.parse(input)
    let file = try keyStore.save(value, for: agency)
    return KeySaved(
      file: file, shadowedBy: keys[agency]?.origin == .environment(requirement.variable) ? requirement.variable : nil)
  }

  /// Removes `agency`'s key file; returns its path, or nil when there was none.
  func removeKey(for agency: AgencyID) throws -> String? {
    _ = try keyRequirement(of: agency)
    return try keyStore.remove(for: agency)
  }

  private func keyRequirement(of id: AgencyID) throws -> AgencyKey {
    guard let key = agencies.agency(id)?.key else {
      throw KeyError.noKeyNeeded(agency: id, keyed: agencies.list.filter { $0.key != nil }.map(\.id))
    }
    return key
  }
}
