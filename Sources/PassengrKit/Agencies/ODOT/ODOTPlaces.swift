/// The names a report or a crew may use for each Oregon pass, and for the places near them that
/// are not passes, so that a report can prove it is about the station it is filed under: a report
/// under Santiam's station whose own words are about Meacham is not Santiam's.
enum ODOTPlaces {
  /// Normalised names (as `RestrictionClassifier.normalize` gives them) by catalogue pass id.
  static let byPass: [Int: [String]] = [
    3001: ["santiam", "santiam pass", "santiam summit", "santiam smt", "hoodoo", "santiam junction", "santiam jct"],
    3002: ["tombstone", "tombstone pass", "santiam"],
    3003: ["willamette", "willamette pass", "odell lake", "oakridge"],
    3004: ["government camp", "govt camp", "govy", "mt hood", "mount hood", "timberline"],
    3005: ["blue box", "blue box pass", "mt hood", "mount hood"],
    3006: ["sunset summit", "sunset highway", "sunset hwy"],
    3007: ["bennett", "bennett pass", "mt hood meadows", "hood meadows", "mt hood", "mount hood"],
    3008: ["siskiyou", "siskiyou summit", "siskiyou smt", "siskiyou pass"],
    3009: ["sexton", "sexton pass", "stage pass", "stage road pass"],
    3010: ["canyon creek", "canyon creek pass", "canyonville"],
    3011: ["cabbage hill", "deadman", "deadman pass", "emigrant hill", "pendleton"],
    3012: ["meacham", "meacham pass", "emigrant springs"],
    3013: ["ladd canyon", "ladd", "la grande", "north powder"],
    3014: ["diamond lake", "diamond lake summit", "e diamond lake", "east diamond lake"],
    3015: ["green springs", "green springs summit", "green springs smt"],
    3016: ["tollgate", "toll gate"],
    3017: ["battle mountain", "battle mt", "battle mtn", "battle mountain summit", "battle mt summit"],
    3018: ["ochoco", "ochoco summit", "ochoco pass"],
  ]

  /// Places on ODOT's reports that are no pass of the catalogue.
  static let others = [
    "warm springs", "detroit", "sisters", "madras", "klamath falls", "medford", "ashland", "grants pass",
    "ontario", "baker city", "burns", "john day", "prineville", "mitchell", "chemult", "roseburg",
  ]

  /// The names of `passID` a normalised text contains.
  static func own(_ passID: Int, in wording: Wording) -> Bool {
    (byPass[passID] ?? []).contains(where: wording.has)
  }

  /// The first name of another pass, or of a place that is no pass, that a normalised text
  /// contains and that is not also a name of `passID`.
  static func other(than passID: Int, in wording: Wording) -> String? {
    let mine = Set(byPass[passID] ?? [])
    let names = byPass.filter { $0.key != passID }.sorted { $0.key < $1.key }.flatMap(\.value) + others
    return names.first { !mine.contains($0) && wording.has($0) }
  }
}
