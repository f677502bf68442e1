import PassengrKit

extension String {
  /// The word of `candidates` this one is a slip of, if one is near enough (the kit's rule).
  func nearest(in candidates: [String]) -> String? {
    PassengrSession.suggestion(for: self, among: candidates)
  }
}
