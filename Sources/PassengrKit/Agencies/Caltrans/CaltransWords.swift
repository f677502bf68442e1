import FoundationEssentials

/// How every text Caltrans publishes is read: a chain-control checkpoint's `statusDescription` and
/// each clause of a highway-information entry. Each goes through the one reader (`RoadWords`);
/// Caltrans' own sentence forms that the reader does not know yet ("traffic is being turned
/// around", "is reopened … at 1512 hrs on 12/13/21", "Eastbound trucks are being screened", "A
/// high wind advisory is in effect") are read as what they say, and only where the reader
/// understood nothing, so they never lower a level the reader found.
enum CaltransWords {
  /// What a clause the reader did not understand says in Caltrans' forms.
  enum Form: Equatable, Sendable {
    /// Traffic cannot pass: turned around, gated, barricaded, no through traffic.
    case closure
    /// A reopening that happened, with its place and time, nothing hedging it.
    case reopening
    /// Trucks (screening, brake checks, a closure to trucks only).
    case trucksOnly
    /// An advisory (wind, travel not recommended for campers and trailers).
    case advisory
    /// Caltrans' housekeeping lines ("Please research chain control locations …").
    case housekeeping
  }

  /// Vehicle classes whose restrictions do not stop a passenger car.
  static let vehicleClasses = Lexicon.heavyVehicles + ["high profile"]

  /// The words a list of vehicle classes is made of.
  static let vehicleListWords: Set<String> = [
    "trucks", "truck", "trailers", "trailer", "rvs", "campers", "camper", "oversize", "permit", "loads", "high",
    "profile", "vehicles",
    "commercial", "big", "rigs", "rig", "and", "or", "for", "with", "towing", "motorhomes", "buses",
  ]

  /// Phrases that lift a closure.
  static let closureLiftings = [
    "closure lifted", "closure has been lifted", "closure is lifted", "closure removed", "closure has been removed",
    "no longer closed",
    "closure cancelled", "closure canceled", "closure was lifted",
  ]

  /// Whether a clause the reader reads as a closure only lifts one: "Closure lifted at Kingvale
  /// (Placer Co)". Any other closure word left once the liftings are taken out, or a hedge, keeps
  /// it a closure ("closed again after the earlier closure lifted").
  static func isLiftedClosure(_ clause: String) -> Bool {
    let wording = Wording(clause)
    guard wording.hasAny(closureLiftings), !wording.hasAny(["will", "expected", "not yet", "until", "may", "might"])
    else { return false }
    var rest = " \(clause) "
    for lifting in closureLiftings where wording.has(lifting) {
      rest = rest.replacing(" \(lifting) ", with: " ")
    }
    return !rest.split(separator: " ").contains { RestrictionClassifier.closureWords.contains(String($0)) }
  }

  /// What `text` (one checkpoint description or one clause of an entry) says, clause by clause.
  static func read(_ text: String?) -> RoadWords {
    var words = RoadWords.read(text)
    for index in words.statements.indices {
      let clause = words.statements[index].clause
      // "Traffic stopped at Kingvale", read as a delay, stops everyone (trucks alone stop nobody else).
      if words.statements[index].meaning == .restriction(.trafficDelays), TrafficStops.stops(clause),
        form(of: clause) == .closure
      {
        words.statements[index].meaning = .restriction(.closed)
        continue
      }
      if case .restriction(let level) = words.statements[index].meaning {
        // Caltrans' housekeeping names chain controls without requiring any; "Closure lifted at
        // Kingvale" ends a closure with its place after it.
        if !level.isClosure, form(of: clause) == .housekeeping { words.statements[index].meaning = .information }
        if level.isClosure, isLiftedClosure(clause) { words.statements[index].meaning = .lifting }
        continue
      }
      guard words.statements[index].meaning == .unrecognised else { continue }
      switch form(of: clause) {
      case .closure?: words.statements[index].meaning = .restriction(.closed)
      case .reopening?: words.statements[index].meaning = .lifting
      // A closure of trucks only is no closure a car meets, nor an opening: it stays not understood
      // (a checkpoint's R-0 reads unknown; highway information shows it as truck information).
      case .trucksOnly?:
        if !tokens(of: clause).contains(where: RestrictionClassifier.closureWords.contains)
          && !TrafficStops.stops(clause)
        {
          words.statements[index].meaning = .information
        }
      case .advisory?, .housekeeping?: words.statements[index].meaning = .information
      case nil: break
      }
    }
    return words
  }

  /// The words of a normalised clause.
  static func tokens(of clause: String) -> [String] { clause.split(separator: " ").map(String.init) }

  /// The Caltrans form of a normalised clause the reader did not understand; nil for none.
  static func form(of clause: String) -> Form? {
    let wording = Wording(clause)
    let tokens = clause.split(separator: " ").map(String.init)
    if wording.hasAny(["please research", "working to update"]) { return .housekeeping }
    // Who it concerns is said before its reason: "turned around due to a jackknifed truck" stops everyone.
    let concerned = Wording(beforeReason(tokens).joined(separator: " "))
    let forVehicleClass =
      concerned.hasAny(vehicleClasses)
      && !concerned.hasAny([
        "passenger", "cars", "autos", "motorists", "all vehicles", "all traffic", "everyone", "including",
      ])
    if isAboutTrucks(tokens) { return .trucksOnly }
    // "Chains are required on single axle drive vehicles towing trailers from Graeagle to …": a rule
    // for towing alone.
    if wording.hasAny(["chains", "chain"]), wording.hasAny(["vehicles towing", "towing trailers", "towing a trailer"]),
      !wording.hasAny(["passenger", "cars", "all vehicles except", "except", "snow tires", "not towing"])
    {
      return .trucksOnly
    }
    // "Is closed from Colfax to Truckee due to a jackknifed truck": the truck is the reason, the
    // closure everyone's.
    if wording.hasAny(vehicleClasses), !concerned.hasAny(vehicleClasses),
      RoadWords.read(beforeReason(tokens).joined(separator: " ")).statements.contains(where: {
        $0.level?.isClosure == true
      })
    {
      return .closure
    }
    // "… - Travel is not recommended for campers, trailers or permit loads": the list goes on.
    // …and may run into harmless words ("… permit loads Use caution").
    if tokens.allSatisfy(vehicleListWords.contains)
      || tokens.contains(where: vehicleListWords.contains)
        && tokens.allSatisfy({ vehicleListWords.contains($0) || SurfaceWording.words.contains($0) })
        && wording.hasAny(["permit loads", "trailers", "campers"])
    {
      return .advisory
    }
    // "Is closed to trucks": the reader leaves a closure of one class of vehicle unread.
    // "Is closed to trucks", "Trailers prohibited": only when the vehicles are what is closed (after
    // "to" or "for", or the subject); a list of vehicles run into another sentence stays unclear.
    let isForAClass = forVehicleClass && isClosedToAVehicleClass(beforeReason(tokens))
    if isForAClass, tokens.contains(where: RestrictionClassifier.closureWords.contains),
      !wording.hasAny(TrafficStops.hedges)
    {
      return .trucksOnly
    }
    if TrafficStops.stops(clause) { return forVehicleClass ? (isForAClass ? .trucksOnly : nil) : .closure }
    // "Travel is not recommended for campers": advice for a class of vehicle; "not recommended
    // unless …" for everyone is left to the reader.
    if wording.hasAny(["advisory", "wind", "winds", "not recommended"])
      && !wording.hasAny(["chains", "chain", "traction", "closed", "closure"])
      && (!wording.hasAny(["not recommended"]) || forVehicleClass)
    {
      return .advisory
    }
    if isReopening(tokens, wording: wording) { return .reopening }
    return nil
  }

  /// "Is reopened 11 mi north of Truckee at 1512 hrs on 12/13/21": a reopening that happened, with
  /// its place and time, and nothing that limits, negates or postpones it.
  static func isReopening(_ tokens: [String], wording: Wording) -> Bool {
    let done = wording.hasAny([
      "is reopened", "has reopened", "has been reopened", "was reopened", "reopened", "is re opened", "is now open",
    ])
    let hedged = wording.hasAny([
      "not", "no", "never", "yet", "only", "emergency", "local", "residents", "expected", "will", "until", "pending",
      "partially", "except",
      "delayed", "postponed", "tentatively", "may", "might", "if", "when", "beyond", "escorted", "escort", "closed",
      "closure", "chains",
      "chain", "traction", "trucks", "lane", "lanes",
    ])
    return done && !hedged
  }

  /// "Eastbound trucks are being screened", "All westbound trucks are required to stop": trucks are
  /// the subject.
  static func isAboutTrucks(_ tokens: [String]) -> Bool {
    let lead: Set<String> = [
      "all", "eastbound", "westbound", "northbound", "southbound", "commercial", "big", "rig", "large",
    ]
    let subject = tokens.first { !lead.contains($0) } ?? ""
    return ["trucks", "truck", "trucking", "truckers", "tractor"].contains(subject)
  }

  /// Whether the vehicle class is what a closure speaks of: its subject ("Trailers prohibited",
  /// "Trucks are turned around") or the words right after "to" or "for" ("closed to trucks",
  /// "closed to vehicles towing trailers").
  static func isClosedToAVehicleClass(_ tokens: ArraySlice<String>) -> Bool {
    let lead: Set<String> = [
      "all", "eastbound", "westbound", "northbound", "southbound", "commercial", "large", "heavy", "big", "the",
    ]
    let classes = Set(vehicleListWords).subtracting(["and", "or", "for", "with", "vehicles"])
    if let subject = tokens.first(where: { !lead.contains($0) }), classes.contains(subject) { return true }
    for index in tokens.indices where ["to", "for"].contains(tokens[index]) {
      let following = tokens[(index + 1)...].drop { lead.contains($0) }.prefix(3)
      let isCommercial = index + 1 < tokens.endIndex && tokens[index + 1] == "commercial"
      if let next = following.first,
        classes.contains(next) || next == "vehicles" && (following.contains("towing") || isCommercial)
      {
        return true
      }
    }
    return false
  }

  /// The words before a clause's reason ("due to", "because").
  static func beforeReason(_ tokens: [String]) -> ArraySlice<String> {
    let reasonAt = tokens.indices.first {
      tokens[$0] == "because" || (tokens[$0] == "due" && $0 + 1 < tokens.count && tokens[$0 + 1] == "to")
    }
    return tokens[..<(reasonAt ?? tokens.count)]
  }
}
