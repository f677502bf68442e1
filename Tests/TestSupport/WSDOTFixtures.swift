import Foundation

/// WSDOT's mobile feed fixtures as a live server would answer them today: their records were
/// updated in January 2025 (and earlier), which Passengr rightly reads as old, so served as they
/// are no pass of them could be `go`.
public enum WSDOTFixtures {
  /// `data` (a mobile feed) with every `DateUpdated` moved by one span, so that its newest record
  /// was updated a few minutes ago and the others keep their distance from it. A feed whose newest
  /// record is in the future, or that has none, is left as it is.
  public static func ofNow(_ data: Data, now: Date = Date()) -> Data {
    let text = String(decoding: data, as: UTF8.self)
    guard
      let pattern = try? NSRegularExpression(
        pattern: #""DateUpdated"\s*:\s*\[\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)"#),
      let zone = TimeZone(identifier: "America/Los_Angeles")
    else { return data }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
    func date(_ match: NSTextCheckingResult) -> Date? {
      let parts = (1...5).compactMap { Range(match.range(at: $0), in: text).flatMap { Int(text[$0]) } }
      guard parts.count == 5 else { return nil }
      return calendar.date(
        from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4]))
    }
    guard let newest = matches.compactMap(date).max(), newest < now else { return data }
    // Whole minutes, so that the records keep their minutes apart.
    let offset = ((now.timeIntervalSince(newest) - 300) / 60).rounded(.down) * 60
    var result = text
    for match in matches.reversed() {
      guard let old = date(match), let range = Range(match.range, in: text) else { continue }
      let moved = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: old.addingTimeInterval(offset))
      let numbers = [moved.year, moved.month, moved.day, moved.hour, moved.minute].map { String($0 ?? 0) }
      result.replaceSubrange(range, with: "\"DateUpdated\": [" + numbers.joined(separator: ", "))
    }
    return Data(result.utf8)
  }
}
