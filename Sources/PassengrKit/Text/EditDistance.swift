extension String {
  /// Levenshtein distance between the lowercased strings, for "did you mean" suggestions.
  func editDistance(to other: String) -> Int {
    let a = Array(lowercased())
    let b = Array(other.lowercased())
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The candidate nearest to this string, when it is near enough to be a likely typo.
  package func nearest(in candidates: [String]) -> String? {
    let scored = candidates.map { candidate -> (String, Int) in
      // Compare with each word too ("lolo" is near "Loup Loup Pass"), and with each word cut to
      // this string's length, so a mistyped start ("snoqq") finds "Snoqualmie Pass".
      let words = candidate.split(separator: " ").map(String.init)
      let starts = words.filter { $0.count > count }.map { String($0.prefix(count)) }
      let best = ([candidate] + words + starts).map { editDistance(to: $0) }.min() ?? Int.max
      return (candidate, best)
    }
    guard let (best, distance) = scored.min(by: { $0.1 < $1.1 }), distance <= Swift.max(2, count / 3) else {
      return nil
    }
    return best
  }
}
