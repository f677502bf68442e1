import FoundationEssentials

extension Date {
  /// How long before `now` this was, for people: "just now", "5 min ago", "3 h ago", "2 d ago".
  func age(at now: Date) -> String {
    let seconds = now.timeIntervalSince(self)
    guard seconds.isFinite else { return "at an unknown time" }
    // A clock a minute off, or "now" read a moment before the fetch, is not the future.
    if seconds < -60 { return "in the future" }
    if seconds < 90 { return "just now" }
    if seconds < 90 * 60 { return "\(Int(seconds / 60)) min ago" }
    if seconds < 48 * 3600 { return "\(Int(seconds / 3600)) h ago" }
    return seconds < 1e12 ? "\(Int(seconds / 86400)) d ago" : "long ago"
  }
}
