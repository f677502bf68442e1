import Foundation

extension PassengrSession {
  /// What `key list` shows about one agency's key: where it is kept and whether it is set, never
  /// the key itself.
  public struct KeyStatus: Equatable, Sendable {
    /// The agency.
    public internal(set) var agency: AgencyID
    /// What the agency calls its key: "access code".
    public internal(set) var name: String
    /// The environment variable that holds it.
    public internal(set) var variable: String
    /// The file `key set` writes.
    public internal(set) var file: String
    /// Where the key in force was found (a variable name or a file path); nil when none is set.
    public internal(set) var foundIn: String?
    /// The sources that need it (empty when every one does).
    public internal(set) var neededBy: [SourceName]
    /// Whether the source in use needs it.
    var isNeeded: Bool
  }

  /// What `setKey` did.
  public struct KeySaved: Equatable, Sendable {
    /// The file written (0600).
    public internal(set) var file: String
    /// The environment variable that is set and so still wins over the file, if any.
    public internal(set) var shadowedBy: String?
  }

  /// Every agency of the session that takes a key, in order.
  public func keyStatuses() -> [KeyStatus] {
    agencies.list.compactMap { agency in
      guard let key = agency.key else { return nil }
      let source = fetcher.sourceNames[agency.id] ?? agency.defaultSourceName
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
  public func setKey(_ input: Data, for agency: AgencyID) throws -> KeySaved {
    let requirement = try keyRequirement(of: agency)
    let value = try KeyStore.parse(input)
    let file = try keyStore.save(value, for: agency)
    return KeySaved(
      file: file, shadowedBy: keys[agency]?.origin == .environment(requirement.variable) ? requirement.variable : nil)
  }

  /// Removes `agency`'s key file; returns its path, or nil when there was none.
  public func removeKey(for agency: AgencyID) throws -> String? {
    _ = try keyRequirement(of: agency)
    return try keyStore.remove(for: agency)
  }

  private func keyRequirement(of id: AgencyID) throws -> AgencyKey {
    guard let key = agencies.agency(id)?.key else {
      throw PassengrError.noKeyNeeded(agency: id, keyed: agencies.list.filter { $0.key != nil }.map(\.id))
    }
    return key
  }
}
