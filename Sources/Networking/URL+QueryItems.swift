import FoundationEssentials

extension URL {
  /// This URL without any query item named one of `names` (compared case-insensitively, as a
  /// server may read them); the rest of the query is kept byte for byte. Nil when the URL cannot be
  /// taken apart, so a caller never sends it on unexamined.
  func removingQueryItems(named names: Set<String>) -> URL? {
    guard !names.isEmpty else { return self }
    guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false) else { return nil }
    guard let query = components.percentEncodedQuery else { return self }
    let lowered = Set(names.map { $0.lowercased() })
    let kept = query.split(separator: "&", omittingEmptySubsequences: false).filter { item in
      let rawName =
        item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map { String($0) } ?? ""
      let name = (rawName.replacing("+", with: " ").percentDecoded ?? rawName).lowercased()
      return !lowered.contains(name)
    }
    components.percentEncodedQuery = kept.isEmpty ? nil : kept.joined(separator: "&")
    return components.url
  }
}
