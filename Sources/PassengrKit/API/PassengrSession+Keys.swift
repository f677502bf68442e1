import FoundationEssentials

extension PassengrSession {
  /// Every agency of the session that takes a key, in order.
  public func keyStatuses() -> [KeyStatus] {
    keyService.keyStatuses()
  }

  /// Saves the key in `input` (its first line: one word of printable ASCII) as `agency`'s key file,
  /// atomically, mode 0600 in a 0700 directory. Usage errors for an agency that takes no key and
  /// for input that holds none.
  public func setKey(_ input: Data, for agency: AgencyID) throws -> KeySaved {
    try keyService.setKey(input, for: agency)
  }

  /// Removes `agency`'s key file; returns its path, or nil when there was none.
  public func removeKey(for agency: AgencyID) throws -> String? {
    try keyService.removeKey(for: agency)
  }
}
