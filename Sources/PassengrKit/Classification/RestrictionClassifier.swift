import Foundation

/// Reads WSDOT restriction text and says what it means, by phrases, case- and
/// whitespace-insensitively.
///
/// Text is split into clauses; each clause is matched against the phrases of every level and the
/// worst match wins. Negations only cancel what they negate: "chains not required" cancels the
/// chain requirement, "reopened" cancels the closure, and "No restrictions" means open. Text that
/// matches nothing is `unknown`, never `open`.
enum RestrictionClassifier {
  /// The level `text` describes.
  static func classify(_ text: String) -> RestrictionLevel {
    let normalized = normalize(text)
    let levels = clauses(of: normalized).compactMap(classify(clause:))
    guard !levels.isEmpty else { return .unknown }
    let worst = RestrictionLevel.worst(of: levels)
    // "Closed at milepost 134. For the season.": the qualifier may stand in a clause of its own.
    if worst == .closed, isSeasonal(" \(normalized.filter { $0 != "." && $0 != ";" && $0 != "," }) ") { return .closedForSeason }
    return worst
  }

  /// Words that make a closure seasonal wherever they stand in the text: "closed at milepost 134
  /// for the season", "closed from Newhalem to Mazama for the winter", "closed until spring".
  static let seasonQualifiers = [
    "for the season", "for season", "for the winter", "for winter", "for the winter season", "winter season", "seasonal",
    "seasonally", "winter closure", "until spring", "for the remainder of the season", "rest of the season",
  ]

  private static func isSeasonal(_ words: String) -> Bool {
    seasonQualifiers.contains { words.contains(" \($0) ") }
  }

  /// Lowercase, hyphens and slashes as spaces, white space collapsed.
  static func normalize(_ text: String) -> String {
    TextSanitizer.clean(text).lowercased()
      .replacingOccurrences(of: "-", with: " ")
      .replacingOccurrences(of: "/", with: " ")
      .replacingOccurrences(of: "4wd", with: "four wheel drive")
      .replacingOccurrences(of: "awd", with: "all wheel drive")
      .collapsingSpaces()
  }

  /// Splits on sentence and list punctuation, keeping "10,000" whole.
  static func clauses(of text: String) -> [String] {
    var clauses: [String] = []
    var current = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      let isSeparator: Bool
      switch character {
      case ".", ";", "!", "\n":
        let nextIsDigit = index + 1 < characters.count && characters[index + 1].isNumber
        isSeparator = !nextIsDigit
      case ",":
        let between = index > 0 && characters[index - 1].isNumber && index + 1 < characters.count && characters[index + 1].isNumber
        isSeparator = !between
      default:
        isSeparator = false
      }
      if isSeparator {
        clauses.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    clauses.append(current)
    return clauses.map { $0.collapsingSpaces() }.filter { !$0.isEmpty }
  }

  /// The level one clause states, or nil when it says nothing we recognise.
  static func classify(clause: String) -> RestrictionLevel? {
    let words = " \(clause) "
    func hasAny(_ phrases: [String]) -> Bool { phrases.contains { words.contains(" \($0) ") } }

    if hasAny(["no current information", "no information", "information not available", "not available", "unavailable"]) {
      return nil
    }
    // "No chain controls are in effect at this time." is Caltrans' R-0 description.
    if hasAny(["no restrictions", "no restriction", "no current restrictions", "restrictions lifted", "restrictions removed", "no travel restrictions", "no chain controls", "no chain control"]) {
      return .open
    }
    let requirementsNegated = hasAny(["not required", "no longer required", "not needed", "no longer needed", "not in effect", "no longer in effect", "lifted", "removed", "no chains", "no traction"])
    // Only a reopening that happened cancels a closure: "expected to reopen at 3 PM" does not.
    let closureNegated = hasAny(["reopened", "re opened", "not closed", "no longer closed", "now open"])

    if !closureNegated {
      if hasAny(["closed", "closure", "closures"]) {
        let partial = hasAny(["one lane", "single lane", "left lane", "right lane", "lane closure", "shoulder", "ramp", "rest area"])
        if partial { return .trafficDelays }
        // The season may follow the place: "closed at milepost 134 for the season".
        return isSeasonal(words) ? .closedForSeason : .closed
      }
    }
    if !requirementsNegated {
      let chains = hasAny(["chains", "chain"])
      let required = hasAny(["required", "require", "requirement", "mandatory"])
      // Chains or traction (snow) tires as alternatives: tires suffice, so this is the traction
      // requirement (Oregon TripCheck: "Chains or traction tires required"; Idaho and Nevada:
      // "Snow tires or chains required"). Caltrans' "traction devices" are chain-like, not tires.
      let tiresSuffice = hasAny(["chains or traction tires", "chains or snow tires", "snow tires or chains", "traction tires or chains"])
      if chains && required && tiresSuffice && !hasAny(["all vehicles"]) { return .tractionRequired }
      // Carrying chains, or a chain advisory, is advice, not a requirement to fit them (Oregon
      // TripCheck: "Carry chains or traction tires").
      if chains && !required && hasAny(["carry", "advised", "advisory", "recommended", "suggested"]) { return .tractionAdvised }
      // Caltrans signs "Chain controls in effect" whenever R-1 to R-3 applies.
      if hasAny(["chain controls in effect", "chain control in effect", "chain controls are in effect"]) { return .chainsRequired }
      if chains && required {
        let heavyOnly = clause.contains("10,000") || clause.contains("10000") || hasAny(["gvw", "gross vehicle weight", "commercial", "trucks", "vehicles over", "over 10", "towing", "trailers"])
        if heavyOnly { return .tractionRequired }
        if hasAny(["except", "exempt", "excluding"]) { return .chainsRequired }
        if hasAny(["all vehicles", "all vehicle", "including all wheel drive", "including four wheel drive"]) { return .chainsAll }
        return .chainsRequired
      }
      // Traction named as a noun, with or without "tires": "Traction Advisory", "traction
      // advisory in effect", "Traction requirement", "traction devices advised".
      if hasAny(["traction"]) && !hasAny(["traction control"]) {
        if hasAny(["required", "require", "requirement", "requirements", "mandatory"]) { return .tractionRequired }
        if hasAny(["advised", "advisory", "advisories", "advise", "recommended", "suggested"]) { return .tractionAdvised }
      }
    }
    if hasAny(["oversize vehicles prohibited", "oversize vehicle prohibited", "oversize prohibited", "oversized vehicles prohibited"]) {
      return .tractionAdvised
    }
    if hasAny(["avalanche control", "delayed", "delay", "delays", "stopped", "stoppage", "alternating traffic", "pilot car", "flaggers", "flagger", "holding traffic", "traffic held"]) {
      return .trafficDelays
    }
    if closureNegated || requirementsNegated || hasAny(["open", "none", "bare and dry"]) {
      return .open
    }
    return nil
  }
}
