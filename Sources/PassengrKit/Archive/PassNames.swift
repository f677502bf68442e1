import Foundation

/// Finds passes by what people call them: id, name, title or unique prefix, case-insensitively;
/// an unknown name gets the nearest one as a suggestion.
struct PassNames {
  /// The passes to choose from, in the user's order.
  let passes: [Pass]
  /// Each pass by id (the first, should two share one).
  private let byID: [Int: Pass]

  /// Names for `passes`, in the user's order.
  init(passes: [Pass]) {
    self.passes = passes
    byID = Dictionary(passes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Passes named on the command line, case-insensitively by id, name, title or unique prefix.
  func select(_ names: [String]) throws -> [Pass] {
    var chosen: [Pass] = []
    var seen = Set<Int>()
    for name in names {
      let pass = try select(name)
      if seen.insert(pass.id).inserted { chosen.append(pass) }
    }
    return chosen
  }

  /// The one pass `name` names: id, name, title or unique prefix, case-insensitively.
  func select(_ name: String) throws -> Pass {
    let key = name.collapsingSpaces().lowercased()
    if let id = Int(key), let pass = byID[id] { return pass }
    let exact = passes.filter { $0.name.lowercased() == key || $0.title.lowercased() == key }
    if exact.count == 1 { return exact[0] }
    let words = passes.filter { pass in
      let name = pass.name.lowercased()
      return name.hasPrefix(key) || name.replacingOccurrences(of: " pass", with: "").hasPrefix(key)
        || pass.title.lowercased().hasPrefix(key)
    }
    if words.count == 1 { return words[0] }
    if words.isEmpty { throw PassengrError.unknownPass(name, suggestion: key.nearest(in: passes.map(\.name))) }
    throw PassengrError.ambiguousPass(name, candidates: words.map(\.name))
  }
}

extension PassDataSource {
  /// The passes of this list by name.
  var names: PassNames { PassNames(passes: orderedPasses) }
}
