import FoundationEssentials

extension URL {
  /// Whether this is an http or https URL with a host: the only kind Passengr ever fetches, follows
  /// a redirect to, or shows as a camera image.
  public var isWebAddress: Bool {
    guard let scheme = scheme?.lowercased(), scheme == "http" || scheme == "https", let host, !host.isEmpty else {
      return false
    }
    return true
  }
}
