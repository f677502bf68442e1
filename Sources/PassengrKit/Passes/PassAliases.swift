/// Names drivers use for built-in passes besides the agencies' own: `Grapevine` for Tejon Pass,
/// `North Cascades` or `SR 20` for WSDOT's North Cascade Hwy, `Deadman Pass` for Cabbage Hill.
/// Looked up wherever a pass is named, after the pass's own name and before prefixes.
enum PassAliases {
  /// The aliases of each built-in pass, by id.
  static let byID: [Int: [String]] = [
    // WSDOT
    6: ["Mount Baker Highway", "Mt Baker Highway", "Mount Baker", "Mt Baker"],
    7: ["North Cascades Highway", "North Cascades Hwy", "North Cascades", "North Cascade Highway", "SR 20"],
    5: ["Crystal Mountain", "Greenwater"],
    11: ["Snoqualmie Summit"],
    17: ["Tiger Summit"],
    // Caltrans
    2001: ["Donner Pass"],
    2002: ["Echo Pass"],
    2004: ["Kit Carson Pass"],
    2007: ["Tioga Road"],
    2008: ["Grapevine", "The Grapevine", "Tejon", "Tejon Pass"],
    2009: ["Cajon Summit"],
    // ODOT
    3004: ["Mount Hood", "Mt Hood", "Government Camp"],
    3011: ["Deadman Pass", "Cabbage Hill"],
    3012: ["Meacham Summit"],
    3014: ["Diamond Lake"],
    3017: ["Battle Mountain"],
    // WYDOT
    4004: ["Sylvan Pass", "Yellowstone East"],
    4005: ["Bighorns", "Bighorn Mountains"],
    4007: ["Sherman Hill"],
  ]

  /// `text` as aliases compare: letters and digits only, lower case ("Mt. Baker" is "mtbaker").
  static func key(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// The keys of `pass`'s aliases.
  static func keys(of pass: Pass) -> [String] {
    (byID[pass.id] ?? []).map(key)
  }
}
