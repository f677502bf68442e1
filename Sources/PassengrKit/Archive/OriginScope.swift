import FoundationEssentials

/// Keeping origins apart: data, errors and health read through one base URL (or from the
/// agencies themselves) are never shown as another's.
enum OriginScope {
  /// The same passes with only the conditions read from `origin` (nil: the agencies' own servers).
  /// Passes the user added are read from their own pages wherever built-in sources point, so theirs
  /// are always kept.
  static func scoped(_ passes: PassDataSource, to origin: String?) -> PassDataSource {
    var scoped = passes
    for index in scoped.archive.passes.indices where !scoped.archive.passes[index].pass.isCustom {
      if let conditions = scoped.archive.passes[index].conditions, conditions.origin != origin {
        scoped.archive.passes[index].conditions = nil
      }
      if let weather = scoped.archive.passes[index].weather, weather.origin != origin {
        scoped.archive.passes[index].weather = nil
      }
      // Another origin's failure is not this origin's: its data is neither stale nor in error.
      if scoped.archive.passes[index].lastError != nil, scoped.archive.passes[index].errorOrigin != origin {
        scoped.archive.passes[index].lastError = nil
      }
    }
    return scoped
  }

  /// The name a source's health is counted under: its own name for the agencies' servers and for
  /// users' pages, "NAME via ORIGIN" for a mirror or directory given as the base location.
  static func healthKey(_ source: String, origin: String?) -> String {
    origin.map { "\(source) via \($0)" } ?? source
  }

  /// The health counts that belong to `origin`, under the sources' plain names: users' pages
  /// always, built-in sources only as read through `origin`.
  static func health(_ counts: [String: Int], origin: String?) -> [String: Int] {
    var mine: [String: Int] = [:]
    for (key, count) in counts {
      if let origin, key.hasSuffix(" via \(origin)") {
        mine[String(key.dropLast(" via \(origin)".count))] = count
      } else if !key.contains(" via "), origin == nil || key.hasPrefix("custom") {
        mine[key] = count
      }
    }
    return mine
  }
}
