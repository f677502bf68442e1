import FoundationEssentials

extension RestrictionClassifier {
  // MARK: Chains and traction

  /// What a clause says of chains or traction: a requirement at its level, an advisory, or nil
  /// when it names neither. Caltrans' codes count as named ("R-2"); so do chain laws ("Chain Law -
  /// Level 2", "Level 1 chain law in effect": Wyoming's level 1 asks every vehicle for chains, snow
  /// tires or all-wheel drive, level 2 for chains unless four- or all-wheel drive on snow tires).
  static func chainReading(_ clause: String, has hasAny: ([String]) -> Bool) -> Reading? {
    // "Chain controls are likely on I-80 and US-50 over the Sierra": a rule to come, an advisory.
    if hasAny([
      "chain controls are likely", "chain controls likely", "chain controls are possible", "chain controls possible",
      "possible chain controls", "chain controls expected", "chain controls are expected",
    ]), !hasAny(["in effect", "now", "required", "currently", "remain", "remains", "continue", "still"]) {
      return .restriction(.travelAdvisory)
    }
    // "Chains may be required later today": a rule that may come is advice to carry them.
    // "The Traction Law may be put in place on short notice": so may a law.
    if hasAny([
      "may be required", "might be required", "could be required", "may become required", "may be put in place",
      "could be put in place", "might be put in place", "may be implemented", "could be implemented",
      "may go into effect", "could go into effect", "may be activated", "may be enacted", "may be in effect",
    ]),
      !hasAny(["are required", "is required", "now required", "is in effect", "are in effect", "remains in effect"]),
      // ("Chains required and could be required for several more hours": required now, and for how
      // long is what the hedge is about.)
      !startsWithARuleInForce(clause.split(separator: " ").map(String.init))
    {
      return .restriction(.tractionAdvised)
    }
    // ODOT's code C: chains required, but traction tires do for a car under 10,000 GVW not towing.
    if hasAny(["in place of chains", "instead of chains"])
      && hasAny(["traction tires allowed", "traction tires may be used", "traction tires are allowed"])
      && !hasAny(["no longer", "not allowed", "not permitted", "not be used", "are not", "never"])
    {
      return .restriction(.tractionRequired)
    }
    // "Not" that is no negation of the requirement: "not towing", "traction tires alone are not sufficient".
    let incidentalNot =
      hasAny(["not towing", "not sufficient", "not enough"])
      && !hasAny(["not required", "not in effect", "not needed"])
    let negated =
      hasAny([
        "not required", "no longer required", "not needed", "no longer needed", "not in effect", "no longer in effect",
        "lifted", "removed",
        "no chains", "no traction",
      ]) || hasAny(["not"]) && !incidentalNot
    // "Passenger cars allowed with chains": chains are the condition of passing.
    if hasAny(["allowed with chains", "permitted with chains", "with chains only", "chains only"]),
      !hasAny(["not allowed", "not permitted"])
    {
      return .restriction(.chainsRequired)
    }
    let code = caltransCode(hasAny)
    let chains = hasAny(["chains", "chain"]) || code != nil
    // "Work may be cancelled if chain controls are in effect": the rule as a condition of something
    // else, not in force.
    if hasAny([
      "if chain controls", "when chain controls", "whenever chain controls", "if chains are required",
      "when chains are required", "if chain control", "when chain control",
    ]) {
      return nil
    }
    // "Passenger vehicles require winter tires": the tires are the rule.
    if !chains, !negated, hasAny(["winter tires", "snow tires", "traction tires", "mud and snow tires"]),
      hasAny(["require", "requires", "required", "must have", "must use", "mandatory"])
    {
      return .restriction(.tractionRequired)
    }
    // "Winter tires recommended": advice to fit them, as "traction tires advised" is.
    // "4-wheel drive recommended": the same advice, of the drive.
    let tiresAdvised =
      hasAny([
        "winter tires", "snow tires", "winter tire", "snow tire", "four wheel drive recommended",
        "all wheel drive recommended", "4x4 recommended", "four wheel drive advised", "all wheel drive advised",
        "four wheel drive vehicles recommended", "four wheel drive suggested",
      ])
      && hasAny(["recommended", "advised", "suggested"])
    let traction = hasAny(["traction"]) && !hasAny(["traction control"]) || tiresAdvised
    guard chains || traction else { return nil }
    // "The Traction Law (Code 15) has been lifted on CO 9 Hoosier Pass": the rule, lifted where
    // the clause says, with nothing else of chains or tires in it.
    if let lifted = liftedRule(clause.split(separator: " ").map(String.init)) { return lifted }
    // A negated requirement that is not a plain statement ("chains not required for vehicles with
    // …") is no opening we can trust.
    if negated { return .unrecognised }
    if let code { return .restriction(code) }
    // A chain law for every vehicle or for passenger vehicles (Colorado's Code 16, four- and
    // all-wheel drive included) requires chains on all.
    // ("Chain law in effect for vehicles under 26,001 lbs": the lighter vehicles, cars among them.)
    if hasAny(["chain law", "chain laws", "chain control law"]),
      hasAny([
        "all vehicles", "every vehicle", "passenger", "passenger vehicles", "passenger vehicle", "code 16",
      ]) || namesLighterVehicles(clause.split(separator: " ").map(String.init)),
      !hasAny(["level 1", "level one", "level 2", "level two", "commercial", "traction law"])
    {
      return .restriction(.chainsAll)
    }
    // "Commercial Chain Law Code 18 and chains required on passenger vehicles": a rule for cars
    // stated in so many words beside a law is read as that rule (below).
    let statedForCars =
      hasAny(["passenger", "passenger vehicles", "cars", "all vehicles"])
      && hasAny(["chains required", "chains are required", "must chain", "must use chains", "chains mandatory"])
    if hasAny(["chain law", "chain laws", "traction law", "chain control law"]), !statedForCars {
      if hasAny(["level 2", "level two"]) { return .restriction(.chainsRequired) }
      return .restriction(.tractionRequired)
    }
    // British Columbia's "winter tire and chain-up regulations in effect": winter tires for a car,
    // chains for commercial vehicles.
    if hasAny([
      "winter tire and chain up regulations", "winter tire and chain regulations", "winter tire and chain requirements",
      "winter tire and chain up requirements", "winter tire and chain requirement",
      "winter tire and chain up requirement",
    ]), !hasAny(["not", "no longer", "lifted"]) {
      return .restriction(.tractionRequired)
    }
    let fit = ["required", "require", "requirement", "requirements", "mandatory", "must"]
    let required = hasAny(fit)
    // "Vehicles must be equipped with winter tires or carry chains": the tires are required.
    if hasAny(["must be equipped with winter tires", "must be equipped with snow tires", "must have winter tires"]),
      hasAny(["or carry chains", "or carry tire chains"])
    {
      return .restriction(.tractionRequired)
    }
    // "Passenger vehicles should have traction tires": advice to fit them, no requirement.
    // (Never where to chain up: "… should use the chain-up area at milepost 52".)
    if hasAny([
      "should have", "should be equipped", "should use chains", "should use traction", "should use snow tires",
      "should use winter tires", "are encouraged to", "are advised to have",
    ]), !hasAny(fit), !hasAny(["area", "areas", "station", "stations", "lot", "chain up", "chain off"]) {
      return .restriction(.tractionAdvised)
    }
    // Carrying chains ("Carry chains or traction tires", "Chains must be carried") is Oregon's
    // legal requirement to have them aboard, not to fit them: the advisory rung.
    // ("Chain controls ahead carry chains", a sign's lines run together: the controls are in force.)
    if hasAny(["carry", "carried", "carrying"])
      && !hasAny(["must use", "must be used", "must be installed", "required to use"])
      // "Carry and install chains", "Chains must be carried and installed": fitted too, the rule.
      && !(hasAny([
        "and install", "and installed", "must install", "and put on", "and fit", "and fitted", "and use", "and used",
        "and mount", "and mounted",
      ])
        && !hasAny(["prepared", "may", "might", "if", "when", "before", "ready"]))
      && !hasAny(["chain controls ahead", "chain control ahead", "chain controls in effect", "chain control in effect"])
    {
      return .restriction(.tractionAdvised)
    }
    if chains {
      // Chains or traction (snow) tires as alternatives: tires suffice, so this is the traction
      // requirement (Oregon: "Chains or traction tires required"; Idaho and Nevada: "Snow tires or
      // chains required"). Caltrans' "traction devices" are chain-like, not tires.
      let tokens = clause.split(separator: " ").map(String.init)
      // "Studded tires or chains", "chains or winter tires": tires beside "or" and the chains.
      let tiresBesideOr = tokens.indices.contains { index in
        guard tokens[index] == "or", index > 0, index + 1 < tokens.count else { return false }
        let before = tokens[index - 1]
        let after = tokens[(index + 1)...].prefix(3)
        return before == "tires" && after.first.map { $0 == "chains" || $0 == "tire" } == true
          || ["chains", "chain"].contains(before) && after.contains("tires")
      }
      // "Chains required unless the vehicle has snow tires", "2WD vehicles without proper tires
      // must use chains": tires excuse a car from the chains.
      // ("Chains required without exception, even with snow tires" excuses nobody).
      let tiresExcuse = tokens.indices.contains { index in
        guard ["unless", "without"].contains(tokens[index]) else { return false }
        let window = tokens[(index + 1)...].prefix(4)
        return window.contains { ["tires", "tire", "3pmsf"].contains($0) }
          && !window.contains { ["exception", "exceptions", "even", "chains", "chain", "not"].contains($0) }
      }
      let tiresSuffice =
        tiresBesideOr || tiresExcuse
        || hasAny([
          "chains or traction tires", "chains or snow tires", "snow tires or chains", "traction tires or chains",
        ])
      // "Chains or all-season tires with 4WD required": tires only on a four-wheel drive, so a car
      // without one needs chains.
      let tiresOnFourWheelDrive = hasAny([
        "tires with four wheel drive", "tires with all wheel drive", "tires on four wheel drive",
        "tires on all wheel drive", "tires and four wheel drive", "tires and all wheel drive",
        "four wheel drive with", "all wheel drive with", "4x4 with",
      ])
      if required && tiresSuffice && !hasAny(["all vehicles"]) && !tiresOnFourWheelDrive {
        return .restriction(.tractionRequired)
      }
      // A chain advisory is advice, not a requirement to fit them.
      if !required && hasAny(["advised", "advisory", "recommended", "suggested"]) {
        return .restriction(.tractionAdvised)
      }
      // Caltrans signs "Chain controls in effect" whenever applies.
      if hasAny(["chain controls", "chain control", "chain restrictions", "chain restriction"]) {
        return .restriction(.chainsRequired)
      }
      // "Chains on all vehicles", "chain requirement in effect": stated as in force.
      if required || hasAny(["in effect", "chains on", "chains for"]) {
        // Limited to heavy vehicles: by a weight ("vehicles over 10,000 GVW"), or by a class with
        // everyone else left out ("chains required for trucks"). "All vehicles over Yuba Pass" is
        // a place, not a weight.
        let tokens = clause.split(separator: " ")
        // "Vehicles over 10,000 GVW": a weight that sets apart the heavier vehicles; "over 4,000
        // feet" is an elevation and sets apart nobody.
        let size = isLargerThanACar(tokens.map(String.init))
        // ("… on vehicles under 10,000 GVW": the lighter vehicles, cars among them.)
        let lighter =
          hasAny([
            "under 10,000", "under 10000", "under 10k", "less than 10,000", "below 10,000", "10,000 gvw or less",
            "10,000 or less",
          ]) || namesLighterVehicles(tokens.map(String.init))
        let weight =
          !lighter
          && (size
            ?? (clause.contains("10,000") || clause.contains("10000") || hasAny(["gvw", "gross vehicle weight"])))
        // ("Chains required and trucks should use caution": the trucks are no limit of the rule.)
        let scope = Wording(ruleScope(tokens.map(String.init)).joined(separator: " "))
        let classOnly =
          scope.hasAny(["commercial", "trucks", "towing", "trailers"])
          && !hasAny(["all vehicles", "passenger", "cars", "autos", "other vehicles", "all other", "non commercial"])
        // ("… on vehicles over 10,000 GVW and passenger vehicles": cars too.)
        // ("Chains required on trucks and SUVs", "commercial and private vehicles": others too.)
        let heavyOnly =
          (weight || classOnly)
          && !hasAny(["passenger", "cars", "autos", "all vehicles", "other vehicles", "all other", "non commercial"])
          && !ClauseStatement.namesOthersThanAClass(ruleScope(tokens.map(String.init)), size: size)
        // Passenger cars exempt (with snow tires, as Caltrans' R-1 says): tires do for a car.
        if heavyOnly || hasAny(["except passenger vehicles", "except passenger cars", "except cars"]) {
          return .restriction(.tractionRequired)
        }
        // "4WD and chains required", "AWD with chains only": chains on a four-wheel drive too.
        if hasAny([
          "four wheel drive and chains", "all wheel drive and chains", "four wheel drive with chains",
          "all wheel drive with chains", "4x4 and chains", "4x4 with chains",
        ]), !tokens.contains("or"), !hasAny(["except", "exempt", "excluding"]) {
          return .restriction(.chainsAll)
        }
        // "All vehicles must have chains or 4WD/AWD": four- or all-wheel drive does instead.
        if hasAny([
          "except", "exempt", "excluding", "or four wheel drive", "or all wheel drive", "or 4x4",
          "or be four wheel drive", "or be all wheel drive", "or have four wheel drive", "or have all wheel drive",
          "or be four wheel all wheel drive", "or four wheel all wheel drive", "four wheel drive or chains",
          "all wheel drive or chains", "4x4 or chains",
        ]) {
          return .restriction(.chainsRequired)
        }
        if hasAny([
          "all vehicles", "all vehicle", "every vehicle", "including all wheel drive", "including four wheel drive",
          "including 4x4", "including 4x4s",
        ]) {
          return .restriction(.chainsAll)
        }
        return .restriction(.chainsRequired)
      }
      // Chains named without saying what of them: not open, not readable.
      return .unrecognised
    }
    // Traction named as a noun, with or without "tires": "Traction Advisory", "traction devices advised".
    if hasAny(["advised", "advisory", "advisories", "advise", "recommended", "suggested"]) && !required {
      return .restriction(.tractionAdvised)
    }
    if required || hasAny(["in effect", "law"]) { return .restriction(.tractionRequired) }
    return .unrecognised
  }

  /// Whether a clause tells a rule in force before any hedge: "Chains required and could be
  /// required for several more hours". (Never a rule hedged from its start: "Chains could be
  /// required".)
  static func startsWithARuleInForce(_ tokens: [String]) -> Bool {
    let modals: Set<String> = ["may", "might", "could", "can", "should", "would", "if", "when", "possible", "possibly"]
    guard let required = tokens.firstIndex(where: { ["required", "mandatory"].contains($0) }),
      required > 0, ["chains", "chain", "tires", "devices"].contains(tokens[required - 1])
    else { return false }
    return !tokens[..<required].contains(where: modals.contains)
      && tokens[(required + 1)...].first.map({ ["and", "but"].contains($0) }) == true
  }

  /// "The Traction Law (Code 15) has been lifted on CO 9 Hoosier Pass": a rule named only by its
  /// own words, lifted, then at most where. Nil for anything more ("lifted except for trucks").
  static func liftedRule(_ tokens: [String]) -> Reading? {
    let verbs: [[String]] = [
      ["has", "been", "lifted"], ["have", "been", "lifted"], ["was", "lifted"], ["were", "lifted"], ["is", "lifted"],
      ["are", "lifted"], ["lifted"],
    ]
    guard
      let (start, verb) = tokens.indices.lazy.compactMap({ index -> (Int, [String])? in
        guard let verb = verbs.first(where: { tokens[index...].starts(with: $0) }) else { return nil }
        return (index, verb)
      }).first, start > 0
    else { return nil }
    let rule: Set<String> = [
      "the", "traction", "chain", "chains", "law", "laws", "code", "controls", "control", "restrictions",
      "restriction", "requirement", "requirements", "passenger", "vehicle", "vehicles", "level", "all",
    ]
    var named = tokens[..<start]
    // "The Passenger Vehicle Traction Law on westbound I-70 between Dotsero (MP 133) and the Vail
    // Pass summit (MP 190) has been lifted": where it held, between the rule and its lifting.
    let places: Set<String> = ["on", "at", "over", "between", "from", "in", "near"]
    if let place = named.firstIndex(where: places.contains), place > named.startIndex,
      !named[place...].contains(where: {
        signalWords.union(restrictiveWords).union(closureWords).contains($0) || Lexicon.heavyVehicles.contains($0)
          || ["except", "only", "not", "still", "no", "remains", "remain", "but", "for"].contains($0)
      })
    {
      named = named[..<place]
    }
    guard named.allSatisfy({ rule.contains($0) || isNumber($0) }),
      named.contains(where: { ["traction", "chain", "chains"].contains($0) })
    else { return nil }
    let rest = Array(tokens[(start + verb.count)...])
    if rest.isEmpty { return .lifting }
    guard ["on", "at", "over", "for", "between", "from", "in", "near"].contains(rest[0]),
      !rest.contains(where: { signalWords.union(restrictiveWords).union(closureWords).contains($0) })
    else { return nil }
    return .lifting
  }

  /// The level a Caltrans chain-control code names ("R-1", "R2"), if the clause names one. R-1
  /// lets passenger cars with snow tires through (a traction requirement), R-2 exempts four-wheel
  /// drive with snow tires, R-3 exempts nobody.
  static func caltransCode(_ hasAny: ([String]) -> Bool) -> RestrictionLevel? {
    if hasAny(["r 3", "r3"]) { return .chainsAll }
    if hasAny(["r 2", "r2"]) { return .chainsRequired }
    if hasAny(["r 1", "r1"]) { return .tractionRequired }
    return nil
  }
}
