import Foundation
import PassengrKit

/// Shell completion of saved trip names, read from the data directory the command line names (or
/// the default one).
enum TripNames {
  @Sendable static func complete(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
    guard let session = Completion.session(words) else { return [] }
    return ((try? session.trips()) ?? []).map(\.name).filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
  }
}

/// Shell completion of pass names (their first word, as `status snoq` takes them).
enum PassNameCompletion {
  @Sendable static func complete(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
    guard let session = Completion.session(words) else { return [] }
    let names = ((try? session.passes(includeDisabled: true)) ?? []).compactMap { $0.name.lowercased().split(separator: " ").first.map(String.init) }
    return names.filter { $0.hasPrefix(prefix.lowercased()) }
  }
}

enum Completion {
  /// A session for reading only, on the `--data-dir` of `words` if given.
  static func session(_ words: [String]) -> PassengrSession? {
    var settings = PassengrSession.Settings()
    settings.checksDirectory = false
    if let flag = words.firstIndex(of: "--data-dir"), flag + 1 < words.count { settings.dataDirectory = words[flag + 1] }
    return try? PassengrSession(settings)
  }
}
