import FoundationEssentials

/// Finds passes by what people call them: id, name, title, alias (`PassAliases`) or unique prefix,
/// case-insensitively; an unknown name gets the nearest one as a suggestion.
struct PassNames {
  /// The passes to choose from, in the user's order.
  let passes: [Pass]
  /// The agencies whose aliases and states name their passes.
  let agencies: Agencies
  /// Each pass by id (the first, should two share one).
  private let byID: [Int: Pass]

  /// Names for `passes`, in the user's order, with what `agencies` declare of them.
  init(passes: [Pass], agencies: Agencies = .all) {
    self.passes = passes
    self.agencies = agencies
    // A partner's id (MDT's 11010 for Targhee Pass) still names the one pass it belongs to.
    byID = Dictionary(
      passes.flatMap { pass in [(pass.id, pass)] + pass.partners.map { ($0.id, pass) } },
      uniquingKeysWith: { first, _ in first })
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

  /// The one pass `name` names: id, name, title or unique prefix, case-insensitively; `AGENCY/NAME`
  /// ("odot/siskiyou") looks among that agency's passes only, for names two agencies share.
  func select(_ name: String) throws -> Pass {
    var key = name.collapsingSpaces().lowercased()
    if key.isEmpty { throw SelectionError.emptyPassName }
    var passes = self.passes
    if let slash = key.firstIndex(of: "/"), case let agency = String(key[..<slash]),
      passes.contains(where: { $0.agencies.contains { $0.rawValue == agency } })
    {
      // Any agency that reports a pass names it: `mdt/targhee` is the one Targhee Pass.
      passes = passes.filter { $0.agencies.contains { $0.rawValue == agency } }
      key = String(key[key.index(after: slash)...]).trimmingSpaces()
      if key.isEmpty { throw SelectionError.emptyPassName }
      if let id = Int(key), let pass = byID[id], passes.contains(where: { $0.id == pass.id }) { return pass }
    }
    if let id = Int(key), let pass = byID[id] { return pass }
    let exact = passes.filter { $0.name.lowercased() == key || $0.title.lowercased() == key }
    if exact.count == 1 { return exact[0] }
    // The names drivers use ("grapevine", "north cascades", "SR 20"), spelled loosely.
    let aliasKey = PassAliases.key(key)
    let aliases = PassAliases(agencies: agencies)
    let aliased = aliasKey.isEmpty ? [] : passes.filter { aliases.keys(of: $0).contains(aliasKey) }
    if exact.isEmpty, aliased.count == 1 { return aliased[0] }
    let words = passes.filter { pass in
      let name = pass.name.lowercased()
      return name.hasPrefix(key) || name.replacing(" pass", with: "").hasPrefix(key)
        || pass.title.lowercased().hasPrefix(key)
        // An alias's start names it too, unless the alias is a highway's number ("SR 2" is not "SR 20").
        || (aliasKey.count >= 3
          && aliases.keys(of: pass).contains { !$0.contains(where: \.isNumber) && $0.hasPrefix(aliasKey) })
    }
    if words.count == 1 { return words[0] }
    if words.isEmpty {
      // A suggestion is a name that resolves: one two passes share is offered with each agency.
      let suggestion = key.nearest(in: passes.map(\.name)).map { near in
        let sharing = passes.filter { $0.name == near }
        return sharing.count > 1 ? sharing.map { "\($0.agency)/\($0.name)" }.joined(separator: " or ") : near
      }
      throw SelectionError.unknownPass(name, suggestion: suggestion)
    }
    // Names two agencies share are told apart by agency and id, never guessed.
    let names = words.map(\.name)
    throw SelectionError.ambiguousPass(
      name,
      candidates: words.map { pass in
        names.filter { $0 == pass.name }.count > 1 ? "\(pass.agency)/\(pass.name) (\(pass.id))" : pass.name
      })
  }
}

extension PassNames {
  /// The passes on `highway`, in the list's order; a usage error naming it when it is no highway
  /// or no pass is on it.
  func select(highway text: String) throws -> [Pass] {
    let routes = agencies.routes
    guard let asked = Highway(text, routes: routes) else { throw SelectionError.unknownHighway(text) }
    let found = passes.filter { pass in
      Highway(pass.highway, state: agencies.agency(pass.agency)?.state, routes: routes).map { $0.matches(asked) }
        ?? false
    }
    if found.isEmpty { throw SelectionError.unknownHighway(text) }
    return found
  }
}

extension PassDataSource {
  /// The passes of this list by name, with the aliases and highway states `agencies` declare (a
  /// session's own, which may hold an agency `Agencies.all` does not).
  func names(declaredBy agencies: Agencies) -> PassNames { PassNames(passes: orderedPasses, agencies: agencies) }
}
