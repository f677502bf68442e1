import FoundationEssentials
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
    names(words, prefix: prefix) { _ in true }
  }

  /// The passes the user added: the only ones `remove` takes.
  @Sendable static func customPasses(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
    names(words, prefix: prefix, \.isCustom)
  }

  /// A name for each pass `including` takes that names that pass and no other, starting with
  /// `prefix`: its name's first word, else (a name two agencies share, "Wolf Creek Pass") the
  /// agency's and the first word, `cdot/wolf`, else the agency's and its id. Only names that
  /// resolve are offered.
  static func names(_ words: [String], prefix: String, _ including: (Pass) -> Bool) -> [String] {
    guard let session = Completion.session(words) else { return [] }
    let typed = prefix.lowercased()
    var offered: [String] = []
    for pass in ((try? session.passes(includeDisabled: true)) ?? []).filter(including) {
      guard let first = pass.name.lowercased().split(separator: " ").first.map(String.init) else { continue }
      let agency = pass.agency.rawValue
      let candidates = [first, "\(agency)/\(first)", "\(agency)/\(pass.id)"]
      guard candidates.contains(where: { $0.hasPrefix(typed) }),
        let name = candidates.first(where: { candidate in
          (try? session.passes(named: [candidate], includeDisabled: true))?.map(\.id) == [pass.id]
        }),
        name.hasPrefix(typed), !offered.contains(name)
      else { continue }
      offered.append(name)
    }
    return offered
  }
}

/// Shell completion of a drive: trip names, pass names, and after `PASS:` the directions that pass
/// runs (`stevens:east`, `stevens:west`).
enum DriveCompletion {
  @Sendable static func complete(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
    (prefix.contains(":") ? [] : TripNames.complete(words, index, prefix)) + passes(words, index, prefix)
  }

  /// Passes, then `PASS:DIRECTION` once a pass and a colon are typed.
  @Sendable static func passes(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
    guard let colon = prefix.firstIndex(of: ":") else { return PassNameCompletion.complete(words, index, prefix) }
    let name = String(prefix[..<colon])
    let typed = prefix[prefix.index(after: colon)...].lowercased()
    guard let session = Completion.session(words),
      let pass = try? session.passes(named: [name], includeDisabled: true).first
    else { return [] }
    let directions = pass.directions == .eastWest ? ["east", "west"] : ["north", "south"]
    return directions.filter { $0.hasPrefix(typed) }.map { "\(name):\($0)" }
  }
}

enum Completion {
  /// A session for reading only, on the `--data-dir` of `words` if given.
  static func session(_ words: [String]) -> PassengrSession? {
    var settings = PassengrSession.Settings()
    settings.agencies = PassengrCommand.agencies
    settings.checksDirectory = false
    if let flag = words.firstIndex(of: "--data-dir"), flag + 1 < words.count {
      settings.dataDirectory = words[flag + 1]
    }
    return try? PassengrSession(settings)
  }
}
