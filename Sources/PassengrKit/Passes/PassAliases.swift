/// Names drivers use for passes besides the agencies' own (each agency declares its `aliases`),
/// spelled loosely: `Grapevine` for Tejon Pass, `North Cascades` or `SR 20` for North Cascade Hwy.
struct PassAliases: Sendable {
  /// The agencies whose aliases are looked up.
  let agencies: Agencies

  /// `text` as aliases compare: letters and digits only, lower case ("Mt. Baker" is "mtbaker").
  static func key(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// The aliases of `pass`, as its agency declares them.
  func aliases(of pass: Pass) -> [String] {
    agencies.agency(pass.agency)?.aliases[pass.id] ?? []
  }

  /// The keys of `pass`'s aliases.
  func keys(of pass: Pass) -> [String] {
    aliases(of: pass).map(Self.key)
  }
}
