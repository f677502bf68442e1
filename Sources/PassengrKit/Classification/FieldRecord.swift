/// A record written flat, its fields between bars or semicolons (a line of its own ends a field with
/// a bar: `LineBreaks`), or a JSON object's members: "Conditions: Dry |
/// Advisories: None | Restrictions: None | Last Report Time: Jan 20, 2026, 06:05 AM", "MT-1 |
/// Georgetown Lake | Wet | None", "typeOfClosure: Lane | lanesClosed: 1 | totalExistingLanes: 2 |
/// facility: Mainline", "RoadwayName: I-80 | RoadCondition: Wet | Restriction: None". A field's name
/// says what its value is, and the reader reads the value in that role:
///
/// - the words of a description, a comment, a condition, a restriction or an event's type are read
///   as any words are, without the field's name ("Description: Right lane closed" is "Right lane
///   closed");
/// - a field that only says when ("Last Report Time: …", "closureStartTime: 21:00"), who or which
///   record ("closureID: C3NA", "Organization: ERS", "Severity: Minor"), or that it is empty
///   ("Advisories: None", "Direction: (blank)", "LanesAffected: No Data", a lone "None") is set
///   aside, never read as a lifting: "Restrictions: None" and "Restriction: None" stay, and are one;
///   so does a "None" after lanes told open ("Lanes open | None");
/// - a place's field ("Location: to WB I-80 (Truckee)", "RoadwayName: I-80 Parleys Summit") and a
///   field that is only a place's name ("Georgetown Lake", "WESTBOUND Between Sundance and
///   Moorcroft") keep only the direction they name: every other word is a number, a road's or
///   place's word, a word of where, or a name no reading knows that is not shaped like a hazard;
/// - a lane-closure record's counts and kinds are said in words: "lanesClosed: 0" nothing, "lanesClosed:
///   1 | totalExistingLanes: 2" "1 of 2 lanes closed", "estimatedDelay: 0" nothing, "typeOfClosure:
///   Full" beside "facility: On Ramp" "on ramp closed", beside "facility: Mainline" "full closure";
///   the kind of work ("typeOfWork: Crack Sealing") is why, not what, unless it tells of a hazard or
///   a closure;
/// - a code's field ("weather-id=6 Rain", "road-cond-id=1 Bare Pavement") gives its words, without the
///   code; a restriction's, a type's or an event's code stays for the agency's terms
///   ("restriction-id=A": "A").
///
/// A field of any other name, and any value holding a word that might say more ("Location: road
/// closed at MP 5"), is left as written, for the reader.
enum FieldRecord {
  /// `text` with its fields read as above; unchanged unless it is a record: at least three fields
  /// between bars, or at least two fields of names the reader knows.
  static func rewritten(_ written: String) -> String {
    // A JSON record is a record by its shape, however few its fields.
    // "Open: N", "Chain controls lifted: N": one field whose value is a flag, read as a record's.
    if !written.contains("|"), let field = field(written), role(of: field.key) == nil, field.key.count <= 4,
      !field.key.contains(where: { ["lane", "lanes"].contains($0) }),
      words(field.value).count == 1,
      ["n", "no", "false", "0", "y", "yes", "true", "1"].contains(words(field.value)[0]),
      let read = unknownField(field)
    {
      return " \(read) "
    }
    let json = jsonRecord(written)
    let text = json ?? splitFields(written)
    guard let separator = json != nil ? "|" : separator(of: text) else { return written }
    let cells = text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    let fields = cells.map(field)
    let named = fields.filter { $0.map { role(of: $0.key) != nil } ?? false }.count
    guard json != nil || (separator == "|" ? cells.count >= 3 || named >= 2 : named >= 2) else { return written }
    // A closure picked up (1098) or cancelled (1022) is over; so is a record whose own status is
    // cleared. Only where no other field says something goes on ("remains closed", "Chain
    // Control: R2 in effect", "roadStatus: closed"): then the end is not understood.
    let cellCodes = cells.map(closureCode)
    let codes = cellCodes.compactMap { $0 }.flatMap { $0 }
    let statusKeys: Set<String> = ["status", "event status", "incident status", "record status"]
    let ended = fields.contains(where: { field in
      guard let field, statusKeys.contains(field.key.joined(separator: " ")) else { return false }
      return Lexicon.recordEnded.contains(words(field.value).joined(separator: " "))
    })
    let over = codes.contains(where: { ($0.code == "1022" || $0.code == "1098") && $0.set }) || ended
    if over {
      let goesOn = cells.indices.contains { index in
        if cellCodes[index] != nil { return false }
        if let field = fields[index] {
          let name = field.key.joined(separator: " ")
          if statusKeys.contains(name) { return false }
          let known = role(of: field.key)
          if known == .rule || name.contains("status")
            || known == nil && field.key.contains(where: ruleNameWords.contains)
          {
            return !isEmpty(words(field.value))
          }
        }
        let said = words(cells[index])
        // A record ended by its status keeps a closure any other field tells ("Road Closed"); one
        // ended by Caltrans' code only a closure beyond its own fields ("Full Closure", "Mainline").
        if ended || !codes.contains(where: { $0.set }) {
          if said.contains(where: { RestrictionClassifier.closureWords.contains($0) || $0 == "closed" }) { return true }
        } else if said.contains(where: { RestrictionClassifier.closureWords.contains($0) || $0 == "closed" }),
          !said.allSatisfy({
            closureKinds.contains($0) || facilityWords.contains($0)
              || ["mainline", "closure", "closed", "of", "lanes", "lane"]
                .contains($0)
              || Lexicon.routePrefixes.contains($0) || RestrictionClassifier.isNumber($0)
              || RestrictionClassifier.isRouteToken($0) || ClauseStatement.fourWays.contains($0) || isRecordID($0)
          })
        {
          return true
        }
        return said.contains(where: Lexicon.recordGoesOn.contains)
          || Wording(said.joined(separator: " ")).hasAny(["r 1", "r 2", "r 3"])
      }
      if !goesOn {
        if codes.contains(where: { $0.code == "1022" && $0.set }) { return "closure cancelled" }
        return ended ? "incident cleared" : "closure ended"
      }
    }
    // "status: confirmed report", "Status: Active": the record in force, which its other fields tell.
    let bare = separator == "|" ? cells.indices.filter { fields[$0] == nil }.map { cells[$0] } : []
    var record = Record(fields.compactMap { $0 }, bare: bare)
    // (The place list is looked up only where a cell may name a place.)
    if !bare.isEmpty || fields.contains(where: { $0.map { role(of: $0.key) == .place } ?? false }) {
      record.known = PlaceNames.words(in: words(text))
    }
    var out: [String] = []
    out.reserveCapacity(cells.count)
    for (index, cell) in cells.enumerated() {
      let before = index > 0 ? cells[index - 1] : nil
      let read: String?
      if let field = fields[index],
        ["status", "event status", "incident status"].contains(field.key.joined(separator: " ")),
        Lexicon.recordInForce.contains(words(field.value).joined(separator: " "))
      {
        read = ""
      } else if let codes = cellCodes[index] {
        // "code1097: …": the closure set up, which the record's other fields tell. (A closure
        // picked up beside a field that says it goes on is not understood.)
        read = codes.allSatisfy({ $0.code == "1097" }) ? "" : nil
      } else if let field = fields[index], let role = role(of: field.key) {
        // A value that may say more is read without its field's name ("Location: road closed at
        // MP 5" is "road closed at MP 5").
        read =
          rewritten(field, role: role, in: record)
          ?? ([.place, .work].contains(role) && words(field.value).contains(where: unread) ? field.value : nil)
      } else if separator == "|", let field = fields[index] {
        read = unknownField(field)
      } else if separator == "|" {
        let words = words(cell)
        if record.closedFacility != nil, record.closureType != nil, closureKinds.contains(words.joined(separator: " "))
        {
          read = rewritten((key: ["type"], value: cell), role: .closureType, in: record)
        } else if record.closedFacility != nil, record.closureType != nil, !words.isEmpty,
          words.allSatisfy(facilityWords.contains)
        {
          read = ""
        } else if record.closedFacility == nil, closureKinds.contains(words.joined(separator: " ")) {
          // "| Mainline | Full |": the kind of closure of the road itself.
          read = rewritten((key: ["type"], value: cell), role: .closureType, in: record)
        } else if record.closedFacility == nil, !words.isEmpty, words.allSatisfy({ $0 == "mainline" }) {
          read = ""
        } else if record.closureType != nil, words.count == 3, words[0] == "all", words[1] == "of" {
          // "| Lane | All of 2 |": every lane.
          read = "all lanes closed"
        } else if record.closureType != nil,
          let counted = words.first == "lanes" ? Array(words.dropFirst()) : Optional(words), counted.count == 3,
          counted[1] == "of", let closed = Int(counted[0]), let total = Int(counted[2]), closed > 0, total > 0
        {
          // "| Lane | 2 of 2 |": the lanes a lane closure's record counts closed.
          read = "\(closed) of \(total) lanes closed"
        } else {
          read = rewritten(bare: cell, before: before, known: record.known)
        }
      } else {
        read = nil
      }
      // A field read anew ends as a clause of its own.
      out.append(read.map { " \($0) " } ?? cell)
    }
    return out.joined(separator: String(separator))
  }

  /// The mark between a record's fields: a bar or a semicolon, or a JSON object's comma; nil when it
  /// has none.
  static func separator(of text: String) -> Character? {
    for mark: Character in ["|", ";"] where text.contains(mark) {
      return mark
    }
    // A JSON object's members: {"RoadCondition": "Wet", "Restriction": "None"}.
    let trimmed = text.trimmingScalars(where: { $0 == " " })
    if trimmed.hasPrefix("{"), trimmed.hasSuffix("}") { return "," }
    return nil
  }

  /// The fields of a record by role, as the other fields read them.
  struct Record {
    var totalLanes: Int?
    /// The minutes of delay the record estimates.
    var delay: Int?
    /// The words of the places `PlaceNames` knows in the record.
    var known: Set<String> = []
    var facility: [String]?
    var closureType: [String]?

    init(_ fields: [(key: [String], value: String)], bare: [String] = []) {
      // "SB 5 | Off Ramp | Full | …": a facility and a closure's kind written without names.
      var facilities: [[String]] = []
      var types: [[String]] = []
      var totals: [Int?] = []
      let mainline: Set<String> = ["mainline", "main", "line", "highway", "freeway"]
      for cell in bare {
        let words = FieldRecord.words(cell)
        if !words.isEmpty, words.allSatisfy({ FieldRecord.facilityWords.contains($0) || mainline.contains($0) }) {
          facilities.append(words)
        }
        if FieldRecord.closureKinds.contains(words.joined(separator: " ")) { types.append(words) }
        // "I-5 NB Mainline" beside "Ramp": two facilities.
        if words.contains("mainline"), !words.allSatisfy(mainline.contains) { facilities.append(["mainline"]) }
      }
      for field in fields {
        let words = FieldRecord.words(field.value)
        switch FieldRecord.role(of: field.key) {
        case .totalLanes?: totals.append(FieldRecord.count(words))
        // "Lanes Closed: 2 | Lanes: 2": beside a count of lanes closed, "Lanes" counts those there are.
        case .lanesClosed?
        where field.key == ["lanes"] && !words.contains("of")
          && fields.contains(where: { $0.key == ["lanes", "closed"] }):
          totals.append(FieldRecord.count(words))
        case .facility?: facilities.append(words)
        case .delay?: if !field.value.contains("-") { delay = FieldRecord.count(words) }
        case .closureType?:
          if FieldRecord.closureKinds.contains(words.joined(separator: " ")) { types.append(words) }
        default: break
        }
      }
      // A text of several records, or one that names two facilities or totals, is read as written.
      if facilities.count == 1 { facility = facilities[0] }
      if types.count == 1 { closureType = types[0] }
      if totals.count == 1, let total = totals[0] { totalLanes = total }
    }

    /// What the record's facility says is closed, when it is a ramp or a connector: "on ramp".
    var closedFacility: String? {
      guard let facility, !facility.isEmpty else { return nil }
      // "facility: Rest Area": a place beside the road.
      let phrase = facility.joined(separator: " ")
      if Lexicon.facilities.contains(phrase) { return phrase }
      // "Facility: Evanston Port of Entry": a facility's name with its place before it.
      if let named = Lexicon.facilities.first(where: { phrase.hasSuffix(" " + $0) }),
        !facility.contains(where: { ["mainline", "highway", "road", "lanes", "lane", "and"].contains($0) })
      {
        return named
      }
      guard facility.allSatisfy({ FieldRecord.facilityWords.contains($0) }),
        facility.contains(where: { ["ramp", "ramps", "connector", "connectors"].contains($0) })
      else { return nil }
      return phrase
    }
  }

  /// What a field's value is.
  enum Role {
    case words, rule, kind, when, which, empty, place, code, lanesClosed, totalLanes, delay, facility, closureType, work
  }

  /// The role of a field by its name (lower case words), or nil for a name the reader does not know.
  static func role(of key: [String]) -> Role? {
    let name = key.joined(separator: " ")
    // "closureStartDate", "closureEndTime": when; "roadStatus": a rule's.
    if key.count > 1, let last = key.last, ["date", "time", "timestamp"].contains(last) { return .when }
    if key.count > 1, key.last == "status", !whichKeys.contains(name) { return roles[name] ?? .rule }
    if key.last == "id" {
      if key.count == 1 || whichKeys.contains(name) { return .which }
      return .code
    }
    if let role = roles[name] { return role }
    // "statusDescription", "weather-desc", "road-cond-desc": a text's field, read as words.
    if key.count > 1, let last = key.last, ["desc", "description", "text", "message"].contains(last) { return .words }
    return nil
  }

  /// What a "Lanes Affected" field's value closes, in words the reader knows: "all lanes closed",
  /// "2 of 3 lanes closed", "right lane closed"; nil for anything else, left as written.
  static func affectedLanes(_ words: [String]) -> String? {
    if words == ["all"] || words == ["both"] || words == ["all", "lanes"] { return "all lanes closed" }
    // "Lanes Affected: Total Closure", "Full Closure": every lane.
    if words.contains(where: { ["total", "full", "complete", "entire"].contains($0) }) { return "all lanes closed" }
    if words.count == 3, words[1] == "of", let closed = Int(words[0]), let total = Int(words[2]), closed > 0,
      total > 0
    {
      return "\(closed) of \(total) lanes closed"
    }
    let parts = Lexicon.laneWords.union(Lexicon.laneQualifiers).union(Lexicon.roadsideWords).union(["and", "&"])
    guard !words.isEmpty, words.allSatisfy({ parts.contains($0) || RestrictionClassifier.isNumber($0) }),
      words.contains(where: { !RestrictionClassifier.isNumber($0) })
    else { return nil }
    let named = words.contains(where: { Lexicon.laneWords.contains($0) || Lexicon.roadsideWords.contains($0) })
    return words.joined(separator: " ") + (named ? " closed" : " lane closed")
  }

  /// The roles of the names of fields agencies publish.
  static let roles: [String: Role] = {
    var roles: [String: Role] = [:]
    for key in [
      "description", "comment", "comments", "headline", "traveler information message", "restriction text",
      "restriction desc", "restriction description", "message", "details", "additional info", "remarks", "remark",
      "note", "notes", "reason", "cause", "road condition", "road conditions", "road cond", "weather condition",
      "weather conditions", "weather", "surface", "surface status", "pavement conditions", "pavement condition",
      "primary condition", "secondary conditions", "secondary condition", "conditions", "condition", "road",
    ] {
      roles[key] = .words
    }
    // A rule's field keeps its name ("Chain Controls: In Effect", "Closures: SR-89 Emerald Bay").
    for key in [
      "restriction", "restrictions", "driving restriction", "commercial vehicle restriction", "chain control",
      "chain controls", "chain law", "status", "closure status", "seasonal closure status", "state", "roads state",
      "lanes affected", "lane impacts", "additional impacts", "impact desc", "impact", "closures",
      "advisories", "advisory", "alerts", "alert", "warnings", "warning", "incidents", "incident", "events",
      "event", "detour",
    ] {
      roles[key] = .rule
    }
    for key in [
      "last report time", "report time", "last reported", "last report", "reported", "reported at",
      "last updated", "updated", "update time", "last update", "time", "date", "start", "start time", "end",
      "end time", "start date", "end date", "created", "modified", "timestamp", "as of", "posted", "issued",
      "record timestamp",
      "entry time", "begin date", "begin time", "hours", "schedule", "duration of closure", "duration",
      "closure duration", "expected duration", "estimated duration", "est duration",
    ] {
      roles[key] = .when
    }
    for key in whichKeys { roles[key] = .which }
    for key in ["event type", "event subtype", "event subtypes", "event sub type", "sub type", "subtype", "category"] {
      roles[key] = .kind
    }
    for key in [
      "location", "loc", "route", "highway", "segment", "section", "county", "district", "area", "region",
      "between", "city", "town", "near", "milepost", "mileposts", "mile post", "mp", "mile marker", "cross street",
      "direction", "dir", "directions", "place", "landmark", "station", "location description", "location desc",
      "location name", "begin location name", "end location name", "route name", "route id", "roadway name",
      "roads name", "roads", "area name", "begin county", "end county", "begin route", "end route",
      "begin postmile", "end postmile", "postmile", "postmiles", "pm from", "pm to", "start marker", "end marker",
      "restriction start milepost", "restriction end milepost", "travel direction", "direction of travel",
      "travel flow direction", "station name", "from", "to", "cnty", "rte",
    ] {
      roles[key] = .place
    }
    for key in ["lanes closed", "lanes closed count", "lanes"] { roles[key] = .lanesClosed }
    for key in ["total existing lanes", "total lanes", "lane count"] { roles[key] = .totalLanes }
    for key in ["estimated delay", "est delay", "delay", "delays"] { roles[key] = .delay }
    roles["facility"] = .facility
    for key in ["type of closure", "closure type", "type", "closure"] { roles[key] = .closureType }
    for key in ["type of work", "work type", "work", "work description"] { roles[key] = .work }
    for key in [
      "severity", "is full closure", "visibility", "air temperature", "temperature", "wind speed",
      "wind", "snowfall accum rate", "temperature in fahrenheit", "is active", "is code", "adjacent snow depth",
      "snow depth", "snowfall", "surface temperature", "pavement temperature", "dew point", "humidity",
    ] {
      roles[key] = .empty
    }
    return roles
  }()

  /// Names of fields that hold the road's or the record's state, whose value says it alone.
  static let stateKeys: Set<String> = [
    "state", "status", "roads state", "road state", "road status", "closure status", "seasonal closure status",
  ]

  /// Names of fields that only say which record, or whose.
  static let whichKeys: Set<String> = [
    "closure id", "log number", "source id", "incident id", "station id", "mountain pass id", "organization",
    "event id", "record id", "sign id", "id", "index",
  ]

  /// The first words of the names of fields that hold a rule's code.
  static let ruleKeys: Set<String> = [
    "restriction", "chain", "closure", "status", "level", "code", "control", "type", "event", "impact", "severity",
    "law", "traction", "tier",
  ]

  /// Caltrans' kinds of closure, as a record writes them without a field's name.
  static let closureKinds: Set<String> = [
    "full", "lane", "shoulder", "moving", "full closure", "lane closure", "ramp", "ramp closure",
  ]

  /// Kinds of event that are only categories, whose other fields say what.
  static let categories: Set<String> = [
    "generalinfo", "general info", "general information", "weather", "winter driving", "road condition",
    "road conditions", "weather condition", "weather conditions", "winter storm", "accidentsandincidents",
    "accidents and incidents", "weather restriction",
  ]

  /// The words a facility's field may hold.
  static let facilityWords: Set<String> = [
    "on", "off", "ramp", "ramps", "connector", "connectors", "exit", "entrance", "collector",
  ]

  /// What stands for a named field: an empty string to set it aside, words to read in its place,
  /// or nil to leave it as written.
  static func rewritten(_ field: (key: [String], value: String), role: Role, in record: Record) -> String? {
    let words = words(field.value)
    let value = field.value.trimmingScalars(where: { $0 == " " || $0 == "\"" || $0 == "," || $0 == "{" || $0 == "}" })
    if isEmpty(words) {
      // "Restriction: None" lifts; "Closures: None" too.
      if role == .rule,
        ["restriction", "restrictions", "closures", "closure", "driving restriction"].contains(
          field.key.joined(separator: " "))
      {
        return field.key.contains(where: { $0.hasPrefix("closure") }) ? "no closures" : "no restrictions"
      }
      return ""
    }
    switch role {
    case .words:
      return String(value)
    case .rule:
      // "driving-restriction "0"", "Restrictions: 0": none.
      if words == ["0"], field.key.contains(where: { $0.hasPrefix("restriction") }) { return "no restrictions" }
      // "Lanes Affected: 1 right lane", "Lanes Affected: All", "Lanes Affected: 2 of 3": the lanes closed.
      if field.key == ["lanes", "affected"] { return affectedLanes(words) }
      // "state: ALL_LANES_OPEN", "roadStatus: Closed": a state's field says its state, which its value
      // names alone.
      // ("Facility: Evanston Port of Entry | Status: Closed": the facility's state.)
      if stateKeys.contains(field.key.joined(separator: " ")) {
        if let facility = record.closedFacility, Lexicon.facilities.contains(facility) { return "\(facility) \(value)" }
        return String(value)
      }
      return nil
    case .kind:
      // An event's kind that is only its category ("EventType: generalInfo", "ROAD_CONDITION"): the
      // other fields say what; any other kind is read ("Lane Closure", "Commercial Vehicle
      // Restriction").
      return categories.contains(words.joined(separator: " ")) ? "" : String(value)
    case .when:
      // "durationOfClosure: Nighttime", "Continuous 24/7": how long, which says nothing more.
      let spans: Set<String> = [
        "nighttime", "daytime", "night", "day", "continuous", "overnight", "weekend", "weekends", "daily", "nightly",
        "24", "7", "hours", "hour", "long", "term", "short", "weekday", "weekdays",
      ]
      // "Duration: 30 min", "Expected Duration: < 2 hours": how long, in numbers and units.
      let units: Set<String> = ["min", "mins", "minute", "minutes", "hr", "hrs", "hour", "hours", "day", "days"]
      let about: Set<String> = [
        "less", "than", "more", "under", "over", "about", "approx", "approximately", "up", "to",
      ]
      let span =
        words.contains(where: RestrictionClassifier.isNumber) && words.contains(where: units.contains)
        && words.allSatisfy({ units.contains($0) || about.contains($0) || RestrictionClassifier.isNumber($0) })
      return isTime(words) || words.allSatisfy(spans.contains) || span ? "" : nil
    case .which:
      return words.count <= 5 && !words.contains(where: { unread($0) }) ? "" : nil
    case .empty:
      // "Severity: Minor", "IsFullClosure: false", "AirTemperature: 54", "Visibility: Good".
      // A flag is set aside only when false ("IsFullClosure: 1" may close).
      if field.key.first == "is" { return words == ["false"] ? "" : nil }
      let plain: Set<String> = ["minor", "moderate", "medium", "major", "unknown", "good", "fair", "poor", "low"]
      return words.allSatisfy({ plain.contains($0) || RestrictionClassifier.isNumber($0) || isReading($0) }) ? "" : nil
    case .place:
      return directions(ofPlace: words, named: true, written: field.value, known: record.known)
    case .code:
      return code(field)
    case .lanesClosed:
      // "Lanes Closed: All", "Lanes Closed: Both": every lane.
      if words == ["all"] || words == ["both"] || words == ["all", "lanes"] { return "all lanes closed" }
      // ("Lanes: 2" may count the lanes there are, not those closed.)
      if field.key == ["lanes"], !words.contains("of") { return nil }
      guard !value.contains("-"), let closed = count(words) else { return nil }
      if closed == 0 { return "" }
      // The lanes of a ramp or a connector the record names closed: its closure says it.
      if let facility = record.closedFacility {
        return record.closureType != nil ? "" : "\(facility) lane closed"
      }
      // "Lanes Closed: 1 of 2", or a record's total beside it.
      let total = words.count == 3 && words[1] == "of" ? Int(words[2]) : record.totalLanes
      // "Type: Lane | Lanes Closed: 1 of 1 | Est. Delay: 20 min": a lane closure of a way's only lane,
      // with a wait, is traffic let by in turns.
      if let total, total == 1, closed == 1, record.closureType == ["lane"], let delay = record.delay, delay > 0,
        delay <= 60
      {
        return "one way traffic control"
      }
      if let total, total > 0 { return "\(closed) of \(total) lanes closed" }
      return nil
    case .totalLanes:
      return !value.contains("-") && count(words) != nil ? "" : nil
    case .delay:
      // "Delay: Indefinite", "Estimated Delay: Until further notice": a road held, not a delay.
      if words.contains(where: { ["indefinite", "indefinitely", "further", "tbd"].contains($0) }),
        !words.contains(where: RestrictionClassifier.isNumber)
      {
        return "traffic held indefinitely"
      }
      guard !value.contains("-"), let minutes = count(words) else { return nil }
      return minutes == 0 ? "" : "delay \(minutes) minutes"
    case .facility:
      // "Facility: Mainline": the road itself, which the other fields speak of.
      if words.allSatisfy({ ["mainline", "main", "line", "lanes", "highway", "freeway", "roadway"].contains($0) }) {
        return ""
      }
      return record.closedFacility != nil && record.closureType != nil ? "" : nil
    case .closureType:
      // Caltrans' kinds of closure, of the facility the record names.
      let kind = words.filter { $0 != "closure" }.joined(separator: " ")
      guard closureKinds.contains(words.joined(separator: " ")) else { return nil }
      if let facility = record.closedFacility {
        return kind == "shoulder" ? "\(facility) shoulder closed" : "\(facility) closed"
      }
      switch kind {
      case "full": return "full closure"
      case "lane", "lanes": return "lane closure"
      case "shoulder": return "shoulder closed"
      case "moving", "moving lane": return "moving closure"
      default: return String(value)
      }
    case .work:
      // The kind of work says why the lanes close, not what closes; a hazard's word ("Emergency
      // Slide Removal", "Vehicle Fire") is read.
      let stops: Set<String> = [
        "full", "lane", "lanes", "shoulder", "moving", "traffic", "break", "blasting", "hold", "holds", "control",
        "detour", "avalanche", "all", "total", "complete", "entire", "whole",
      ]
      return words.allSatisfy({
        (Lexicon.eventWords.contains($0) || workJoins.contains($0)) && !stops.contains($0) && !unread($0)
      })
        ? "" : nil
    }
  }

  /// The words that join a kind of work's parts: "Landscape Maintenance - Weed Abatement".
  static let workJoins: Set<String> = ["and", "of", "for", "the", "a", "landscape", "system", "cold", "mix", "hot"]

  /// Whether a word may say more than a field's role: a word of a closure, a restriction, a hazard
  /// or a road's state.
  static func unread(_ word: String) -> Bool {
    !word.allSatisfy(\.isASCII) || RestrictionClassifier.closureWords.contains(word)
      || RestrictionClassifier.restrictiveWords.contains(word)
      || RestrictionClassifier.signalWords.contains(word) || Lexicon.ordinaryBarred.contains(word)
      || ClauseStatement.barred.contains(word) || ClauseStatement.namesAHazard(word)
      || Lexicon.impassableStates.contains(word)
      || ClauseStatement.isStateShaped(word) && !Lexicon.eventWords.contains(word)
  }

  /// Whether a word is a record's id: letters and figures mixed, a letter first, four characters or
  /// more ("c3ta", "c10af", "incident25120419844"), never a route's number ("us26"), a time, a
  /// reading or a Caltrans code ("r2").
  static func isRecordID(_ word: String) -> Bool {
    guard word.count >= 4, word.first?.isLetter == true, word.contains(where: \.isNumber),
      word.allSatisfy({ $0.isLetter || $0.isNumber }), !RestrictionClassifier.isRouteToken(word),
      !ClauseStatement.isStamp(word), !isReading(word)
    else { return false }
    // A route's number with its way's letter: "us26w", "i70e".
    let letters = word.prefix(while: \.isLetter)
    if Lexicon.routePrefixes.contains(String(letters)) { return false }
    return true
  }

  /// A reading with its unit: "54", "-3", "19F", "35mph".
  static func isReading(_ word: String) -> Bool {
    guard let unit = word.firstIndex(where: { !$0.isNumber && $0 != "." }), unit != word.startIndex else {
      return false
    }
    return ["f", "c", "mph", "kmh", "kph", "in", "ft", "mi"].contains(String(word[unit...]))
  }

  /// The number a count's field holds ("1", "1 of 2" is 1, "10 minutes" is 10), without trapping.
  static func count(_ words: [String]) -> Int? {
    guard let first = words.first, first.count <= 6, let number = Int(first), number >= 0 else { return nil }
    let rest = words.dropFirst()
    let allowed: Set<String> = ["min", "mins", "minute", "minutes", "of", "lanes", "lane"]
    guard rest.allSatisfy({ allowed.contains($0) || RestrictionClassifier.isNumber($0) }) else { return nil }
    return number
  }

  /// A code's field: its words without the code, or the code alone for a rule's code.
  static func code(_ field: (key: [String], value: String)) -> String? {
    let value = field.value.trimmingScalars(where: { $0 == " " || $0 == "\"" })
    guard let code = value.split(separator: " ").first.map(String.init) else { return "" }
    let rest = value.split(separator: " ").dropFirst().joined(separator: " ")
    // A restriction's code is the agency's to read ("restriction-id=A" is ODOT's code A).
    // ("chain-level-id=2" is "chain level 2": never a bare figure.)
    if let first = field.key.first, ruleKeys.contains(first) {
      return rest.isEmpty ? (field.key.dropLast() + [code]).joined(separator: " ") : nil
    }
    // A code of letters and figures that is no word a reading knows ("CLSD" is "closed").
    let plain = words(code)
    guard code.count <= 6, code.allSatisfy(\.isNumber),
      plain.allSatisfy({ !ClauseStatement.unnameable.contains($0) && !ClauseStatement.looksLikeAHazard($0) })
    else { return nil }
    return rest
  }

  /// Words of a field's name that tell of a rule ("ChainLevel", "IsOpen").
  static let ruleNameWords: Set<String> = [
    "chain", "chains", "traction", "law", "restriction", "restrictions", "closure", "closed", "open", "level",
    "control", "status", "code", "tier", "detour", "blocked", "block", "ban", "permit", "permits",
  ]

  /// What stands for a lifting's flag left unset ("closureLifted: false"): words the reader never
  /// understands ("not" bars every reading that could lift or inform), so the record is not
  /// understood rather than lifted. A test reads them alone.
  static let unsetLifting = "not understood flag"

  /// What stands for a field of a name the reader does not know, between bars: a flag of the road
  /// open or closed read as it says ("IsOpen: 0" is closed, "IsClosed: 1" closed), any other field
  /// its name's words and its value ("ChainLevel: 2" is "chain level 2"), so that no name is taken
  /// for a place; nil to leave it as written.
  static func unknownField(_ field: (key: [String], value: String)) -> String? {
    let words = words(field.value)
    let truthy: Set<String> = ["1", "true", "yes", "y"]
    let falsy: Set<String> = ["0", "false", "no", "n"]
    // "inService: true": a chain-control station at work, which says nothing of the road.
    if field.key == ["in", "service"], words.count == 1, truthy.contains(words[0]) { return "" }
    if field.key.contains("open"), words.count == 1 {
      if truthy.contains(words[0]) { return nil }
      if falsy.contains(words[0]) { return "closed" }
    }
    // "closureLifted: false", "chainControlsLifted: N": a lifting's flag unset is no lifting.
    let liftings: Set<String> = [
      "lifted", "cleared", "reopened", "removed", "cancelled", "canceled", "ended", "rescinded", "resolved", "expired",
    ]
    if field.key.contains(where: liftings.contains), words.count == 1 {
      return truthy.contains(words[0]) ? field.key.joined(separator: " ") : unsetLifting
    }
    if field.key.contains("closed") || field.key.contains("closure"), words.count == 1, truthy.contains(words[0]) {
      return "closed"
    }
    // "closedLaneIds: ALL", "blockedLaneIds: ALL": every lane.
    if field.key.contains(where: { ["closed", "blocked"].contains($0) }),
      field.key.contains(where: { ["lane", "lanes"].contains($0) }), words == ["all"]
    {
      return "all lanes closed"
    }
    // A field whose name tells of a rule is read with its name ("ChainLevel: 2" is "chain level 2");
    // any other is left as written.
    return field.key.contains(where: ruleNameWords.contains) ? (field.key + words).joined(separator: " ") : nil
  }

  /// What stands for a field with no name: an empty string for an empty one or a place's name (its
  /// direction for a place told with one), nil to leave it as written.
  static func rewritten(bare cell: String, before: String?, known: Set<String> = []) -> String? {
    let words = words(cell)
    guard !words.isEmpty else { return nil }
    // "-4.5C", "19F": a reading alone.
    if words.count == 1, isReading(words[0]), words[0].contains(where: \.isLetter) { return "" }
    // "C3TA", "OpenTMS-Incident25120419844": the record's id.
    if words.count <= 2, let last = words.last, isRecordID(last), !words.dropLast().contains(where: unread),
      !unread(last) || last.filter(\.isNumber).count >= 5
    {
      return ""
    }
    if isEmpty(words) {
      // "Lanes open | None": the field before may be the name of this one.
      let previous = before.map { self.words($0) } ?? []
      let names: Set<String> = [
        "open", "opened", "lanes", "lane", "closed", "closures", "closure", "travel", "traffic", "access", "entry",
        "vehicles", "through", "restriction", "restrictions",
      ]
      if previous.contains(where: names.contains) {
        return nil
      }
      return ""
    }
    return directions(ofPlace: words, named: false, written: cell, known: known)
  }

  /// The words of a value as the reader spells them.
  static func words(_ value: String) -> [String] {
    RestrictionClassifier.normalize(value).split(separator: " ").map(String.init)
  }

  /// The name and value of a field written "Name: value", "name=value", "\"Name\": \"value\"" or
  /// "closure.typeOfClosure: Lane" (the name lower case, cut at spaces, hyphens, underscores and
  /// capitals; a dotted or indexed prefix dropped), or nil when the cell is no field.
  static func field(_ cell: String) -> (key: [String], value: String)? {
    guard let mark = cell.firstIndex(where: { $0 == ":" || $0 == "=" }) else { return keyedField(cell) }
    // "entry-time 2026-01-14T06:42:00": the colon is the time's; the name's shape says where it ends.
    if let space = cell.trimmingScalars(where: { $0 == " " }).firstIndex(of: " "),
      let keyed = keyedField(cell), role(of: keyed.key) != nil,
      cell.trimmingScalars(where: { $0 == " " })[..<space].allSatisfy({ $0 != ":" && $0 != "=" }),
      cell.firstIndex(of: " ").map({ mark > $0 }) ?? false
    {
      return keyed
    }
    var head = Substring(cell[..<mark].trimmingScalars(where: { " \"{[,".unicodeScalars.contains($0) }))
    // "closure.typeOfClosure", "roads[0].name": the last part names the field.
    if let dot = head.lastIndex(of: ".") { head = head[head.index(after: dot)...] }
    head = head.filter { $0 != "[" && $0 != "]" && !$0.isNumber }[...]
    guard head.contains(where: \.isLetter), head.count <= 40,
      head.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" || $0 == "_" })
    else { return nil }
    // "laneCount", "closedLaneTypes": a name's words run together, each with its capital.
    var spaced = ""
    for character in head {
      if character.isUppercase, let last = spaced.last, last.isLowercase { spaced.append(" ") }
      spaced.append(character)
    }
    let key = spaced.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
    guard !key.isEmpty, key.count <= 5 else { return nil }
    return (key, String(cell[cell.index(after: mark)...]))
  }

  /// A field written with no mark between its name and its value, where the name's shape says it is
  /// one: a name whose words run together with capitals ("lanesClosed 1 of 3", "estimatedDelay 10",
  /// "closureID C12MV"), or words joined by hyphens that name a field the reader knows or a code's,
  /// a time's or a measure's ("station-id 38", "entry-time 2026-01-14T06:42", "adjacent-snow-depth
  /// 94"). Prose never writes its words so ("Chain-up area congested" is no field).
  static func keyedField(_ cell: String) -> (key: [String], value: String)? {
    let trimmed = cell.trimmingScalars(where: { $0 == " " })
    // "entry-time" whose time was set aside before: a name alone says nothing, unless of when or
    // which.
    guard let space = trimmed.firstIndex(of: " ") else {
      guard trimmed.contains("-") || trimmed.contains(where: \.isUppercase), trimmed.count > 3,
        let key = gluedKey(trimmed[...]), [.when, .which].contains(role(of: key))
      else { return nil }
      return (key, "")
    }
    guard let key = gluedKey(trimmed[..<space]) else { return nil }
    return (key, String(trimmed[trimmed.index(after: space)...]))
  }

  /// The words of a field's name written without a mark after it, where its shape says it is one: a
  /// name the reader knows in camel case ("lanesClosed"), or hyphenated words that the reader knows
  /// or that end in a code's, a time's or a measure's word ("station-id"); nil otherwise.
  static func gluedKey(_ head: Substring) -> [String]? {
    guard head.count <= 40, let first = head.first, first.isLowercase, first.isLetter else { return nil }
    if isCamelCase(head) {
      // "lanesClosed": a small letter, then a capital; a name the reader knows.
      guard let key = field(head + ":")?.key, role(of: key) != nil else { return nil }
      return key
    }
    let parts = head.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isLowercase) }) else { return nil }
    let key = parts.map(String.init)
    let measures: Set<String> = [
      "id", "time", "date", "rate", "depth", "temperature", "milepost", "code", "desc", "name", "speed", "level",
      "status",
    ]
    guard role(of: key) != nil || key.last.map(measures.contains) == true else { return nil }
    return key
  }

  /// `text` with a bar before each field of a record written with spaces alone, where two fields or
  /// more start: a name whose words run together with capitals ("lanesClosed 2", "closureStartDate
  /// 2026-03-10"), a name before "=" ("facility=Mainline"), or a name the reader knows before a colon
  /// after other words ("C3JZ I-80 WB facility: Rest Area"). Unchanged otherwise.
  static func splitFields(_ text: String) -> String {
    guard text.contains(where: { $0 == "=" || $0 == ":" || $0.isUppercase }) else { return text }
    let pieces = text.split(separator: " ")
    guard pieces.count >= 3 else { return text }
    var starts: [Int] = []
    for (index, piece) in pieces.enumerated() {
      let head = piece.prefix(while: { $0 != "=" && $0 != ":" })
      // (Never a value after its name, "EventType: generalInfo", nor a unit run into the next
      // word, "10 ftLength".)
      let unit = head.prefix(while: \.isLowercase)
      let value = index > 0 && (pieces[index - 1].hasSuffix(":") || pieces[index - 1].hasSuffix("="))
      if unit.count >= 2, isCamelCase(head), !value,
        !["ft", "in", "mi", "km", "lbs", "lb", "cm", "mph", "kg", "tons", "am", "pm"].contains(String(unit)),
        let key = field(head + ":")?.key, role(of: key) != nil || head.hasPrefix("code")
      {
        starts.append(index)  // "lanesClosed", "closureStartDate:"
      } else if piece.contains("="), !head.isEmpty, head.count < piece.count - 1,
        head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), head.first?.isLetter == true
      {
        starts.append(index)  // "facility=Mainline"
      } else if piece.hasSuffix(":"), piece.count > 1 {
        // The longest name the reader knows that ends at this colon: "facility:", "type of closure:".
        // (A generic last word alone may end a longer name the reader does not know: "Width
        // restriction:", "Closure Start Time:".)
        let generic: Set<String> = [
          "restriction", "restrictions", "time", "date", "type", "status", "condition", "conditions", "delay", "work",
          "closure", "name", "id", "direction", "start", "end", "state", "road", "area", "event", "lanes", "weather",
        ]
        for length in stride(from: min(3, index + 1), through: 1, by: -1) {
          // (A name never spans a bar, another name's colon or the value right after one:
          // "inService: true | status:" holds no field "true status".)
          let start = index + 1 - length
          if pieces[start..<index].contains(where: { $0 == "|" || $0 == ";" || $0.hasSuffix(":") || $0.hasSuffix("=") })
            || start > 0 && (pieces[start - 1].hasSuffix(":") || pieces[start - 1].hasSuffix("="))
          {
            continue
          }
          let words = pieces[(index + 1 - length)...index].flatMap { self.words(String($0)) }
          if role(of: words) != nil, words.count > 1 || !generic.contains(words[0]) || index + 1 - length == 0 {
            starts.append(index + 1 - length)
            break
          }
        }
      }
    }
    let separators: Set<Substring> = ["|", ";"]
    guard starts.count >= 2 else { return text }
    var out: [Substring] = []
    out.reserveCapacity(pieces.count + starts.count)
    for (index, piece) in pieces.enumerated() {
      if starts.contains(index), index > 0, !separators.contains(pieces[index - 1]),
        !pieces[index - 1].hasSuffix(";") && !pieces[index - 1].hasSuffix(",")
      {
        out.append("|")
      }
      out.append(piece)
    }
    return out.joined(separator: " ")
  }

  /// Whether a word is a field's name written in camel case: small ASCII letters, then words each
  /// a capital and small letters or figures ("lanesClosed", "closureStartDate", "code1097"), or a
  /// closing "ID" ("closureID").
  static func isCamelCase(_ word: Substring) -> Bool {
    guard word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), word.first?.isLowercase == true else {
      return false
    }
    var rest = word.drop(while: { $0.isLowercase })
    guard !rest.isEmpty, rest.first?.isUppercase == true else { return false }
    if rest == "ID" || rest == "Id" { return true }
    while let first = rest.first, first.isUppercase {
      let tail = rest.dropFirst().prefix(while: { $0.isLowercase || $0.isNumber })
      if tail.isEmpty { return rest == "ID" || rest == "Id" }
      rest = rest.dropFirst(1 + tail.count)
    }
    return rest.isEmpty
  }

  /// Caltrans' lane-closure codes, as a record writes them ("code1097: 2026-01-14T07:00"): 1097 the
  /// closure set up, 1098 picked up, 1022 cancelled. The record's closure stands as its other fields
  /// say while only 1097 is told; once 1098 or 1022 is, the closure is over. Nil for a cell that
  /// does not start with one; else each code the cell tells ("1097: 09/22 07:12 1098: 09/22 14:48")
  /// and whether it is set (a time, "Y", "true"; never empty, "false" or "null").
  static func closureCode(_ cell: String) -> [(code: String, set: Bool)]? {
    // ("code1097:2026-01-05 06:00", "code1097.isCode1097: true": a colon or a point may join them.)
    let spaced = cell.lowercased().replacing(":", with: " : ").replacing("code1097.", with: "code1097 ")
      .replacing("code1098.", with: "code1098 ").replacing("code1022.", with: "code1022 ")
    let pieces = spaced.split(whereSeparator: { " \"{},=".contains($0) })
    var codes: [(code: String, set: Bool)] = []
    var index = 0
    var value: [Substring] = []
    func close() {
      guard !codes.isEmpty else { return }
      // Set by a time or a yes ("Y (closure cancelled)"), never by "pending", "TBD" or "ETA 1600".
      let words = words(value.joined(separator: " "))
      // (A time has a date and an hour: two figures at least, the first a figure.)
      let time =
        isTime(words) && words.first?.first?.isNumber == true && words.filter({ $0.first?.isNumber == true }).count >= 2
      codes[codes.count - 1].set = time || ["y", "yes", "true"].contains(words.first ?? "")
      value = []
    }
    while index < pieces.count {
      let piece = pieces[index]
      let before = index > 0 ? pieces[index - 1] : ""
      let after = index + 1 < pieces.count ? pieces[index + 1] : ""
      // The colon, and a flag's own name ("isCode1097"), say nothing of the value.
      if piece == ":" || piece.hasPrefix("iscode") {
        index += 1
        continue
      }
      var code: String?
      for number in ["1097", "1098", "1022"] {
        // "code1097", "code 1097", "1097:" (a bare number is a code only before its colon).
        if piece == "code" + number || piece == number && (after == ":" || before == "code") {
          code = number
        }
      }
      if let code {
        close()
        if codes.isEmpty, index > 0, !(index == 1 && pieces[0] == "code") { return nil }
        if after == ":" { index += 1 }
        codes.append((code, false))
      } else if piece != "code" || index + 1 >= pieces.count {
        if codes.isEmpty { return nil }
        value.append(pieces[index])
      }
      index += 1
    }
    close()
    return codes.isEmpty ? nil : codes
  }

  /// Whether words say a field is empty: "None", "N/A", "(blank)", "No Data", "none at this time".
  static func isEmpty(_ words: [String]) -> Bool {
    let phrase = words.joined(separator: " ")
    return words.isEmpty
      || [
        "none", "n a", "na", "blank", "nil", "null", "none at this time", "none reported", "not applicable", "no data",
      ].contains(phrase)
  }

  /// Time zones a time is written with (Mountain daylight time left out: its letters are an
  /// agency's id).
  static let timeZones: Set<String> = [
    "pst", "pdt", "mst", "cst", "cdt", "est", "edt", "akst", "akdt", "utc", "gmt", "t", "z",
  ]

  /// Whether words are only a date and a time: "Jan 20, 2026, 06:05 AM", "22:00", "1768546200".
  static func isTime(_ words: [String]) -> Bool {
    return !words.isEmpty && words.contains(where: { $0.first?.isNumber == true })
      && words.allSatisfy {
        $0.allSatisfy { $0.isNumber || $0 == "." || $0 == "," } || ClauseStatement.timeWords.contains($0)
          || timeZones.contains($0) || isStampPiece($0)
      }
  }

  /// A piece of an ISO time the reader cut apart: "52.118z", "06t12".
  static func isStampPiece(_ word: String) -> Bool {
    word.first?.isNumber == true && word.allSatisfy { $0.isNumber || $0 == "." || $0 == "t" || $0 == "z" }
  }

  /// The direction words of a field that only says where ("eastbound", "westbound"; empty when it
  /// names none), or nil when a word in it may say more than where. `named`: the field's name says
  /// it is a place; a field without one must hold a place's word or a span besides names.
  static func directions(ofPlace words: [String], named: Bool, written: String, known: Set<String> = []) -> String? {
    // Names are written as names: a capital, then small letters ("Truckee", not "CC" or "cerrado").
    var capitalised: Set<String> = []
    for piece in written.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
      guard let first = piece.first, first.isUppercase, piece.dropFirst().contains(where: \.isLowercase) else {
        continue
      }
      for part in self.words(String(piece)) { capitalised.insert(part) }
    }
    // "Direction: West", "travelFlowDirection: East" name a way; "Farson to Lander (South Pass)" a
    // name.
    if named, words.count == 1, let way = RoadSpelling.compass[words[0]] { return way }
    if named, words.count == 1, countyCodes.contains(words[0]) { return "" }
    var ways: [String] = []
    var said = false
    var names = 0
    for (index, word) in words.enumerated() {
      if ClauseStatement.fourWays.contains(word) {
        if !ways.contains(word) { ways.append(word) }
        continue
      }
      let numbered = index + 1 < words.count && RestrictionClassifier.isNumber(words[index + 1])
      if RestrictionClassifier.isNumber(word) || ["mp", "mm", "milepost", "exit", "pm", "km"].contains(word) {
        continue
      }
      // "Willamette Pass Smt OR58 5128 ft": the place's height.
      if ["ft", "feet", "m"].contains(word), index > 0, RestrictionClassifier.isNumber(words[index - 1]) { continue }
      // "I84", "US 26": a route's number says where.
      if Lexicon.routePrefixes.contains(word) && numbered || RestrictionClassifier.isRouteToken(word) {
        said = true
        continue
      }
      if Lexicon.highwayWords.contains(word) || ClauseStatement.placeNouns.contains(word)
        || Lexicon.streetWords.contains(word)
      {
        said = true
        continue
      }
      if connectors.contains(word) || RoadSpelling.compass[word] != nil {
        // "between", "to", "from" join places' names: "Farson to Lander", "Between Rawlins and
        // Exit 235".
        said = said || ["between", "to", "from"].contains(word)
        continue
      }
      // A name no reading knows, never shaped like a hazard, a road's state or an event
      // ("Obstruction", "Impediment"); in a named field, a postmile's letter ("R55.1").
      if ClauseStatement.mayName(word), word.allSatisfy(\.isASCII), capitalised.contains(word) || known.contains(word),
        !ruleNameWords.contains(word),
        !["tion", "sion", "ment"].contains(where: { word.hasSuffix($0) })
      {
        names += 1
        // A place `PlaceNames` knows says where by itself: "KINGVALE".
        said = said || known.contains(word)
        continue
      }
      // A Caltrans county's code before its postmiles: "KER 0.61", "ED 73.10".
      // (Any county's code before a postmile with its point, "ED 73.10"; a bare figure only after a
      // code no English word spells.)
      if index + 1 < words.count, RestrictionClassifier.isNumber(words[index + 1]),
        (named || words[index + 1].contains(".") ? countyCodes : postmileCounties).contains(word)
      {
        said = true
        continue
      }
      // "I-70W": a route's number with its way's letter, in a place's field.
      if named, word.count <= 4, let last = word.last, "nsew".contains(last), word.dropLast().allSatisfy(\.isNumber),
        word.count > 1
      {
        continue
      }
      if named, word.count <= 8, word.first?.isLetter == true,
        word.dropFirst().allSatisfy({ $0.isNumber || $0 == "." }),
        word.contains(where: \.isNumber), word.contains(".")
      {
        continue
      }
      return nil
    }
    // A field with no name of its own says where only by a place's word or a span ("Kyburz" alone
    // may be anything).
    return named || said && names <= 4 ? ways.joined(separator: " ") : nil
  }

  /// The codes of `countyCodes` no English word spells, which head a postmile in any text ("TUO
  /// 18.0/24.6", "NEV 24.8-27.1").
  static let postmileCounties: Set<String> = countyCodes.subtracting([
    "but", "cal", "col", "imp", "las", "la", "men", "mod", "mon", "nap", "sol", "son", "sta", "tri", "ven", "cc", "dn",
    "ed", "sd", "sf", "sj", "sm", "sb", "kin", "mad", "mer",
  ])

  /// California's counties as Caltrans' postmiles name them.
  static let countyCodes: Set<String> = [
    "ala", "alp", "ama", "but", "cal", "cc", "col", "dn", "ed", "fre", "gle", "hum", "imp", "iny", "ker", "kin",
    "lak", "las", "la", "mad", "mrn", "mpa", "men", "mer", "mod", "mno", "mon", "nap", "nev", "ora", "pla", "plu",
    "riv", "sac", "sbt", "sbd", "sd", "sf", "sj", "slo", "sm", "sb", "scl", "scr", "sha", "sie", "sis", "sol", "son",
    "sta", "sut", "teh", "tri", "tul", "tuo", "ven", "yol", "yub",
  ]

  /// The words that join a place's parts: "Farson to Lander", "just north of Islip Saddle".
  static let connectors: Set<String> = [
    "to", "from", "between", "and", "at", "near", "of", "the", "just", "in", "on", "past", "before", "after", "bound",
    "both", "directions", "direction", "line", "state", "county", "all",
  ]
}

extension FieldRecord {
  /// Whether a line is a field whose name the reader knows ("Lanes Closed: 1 of 3", "Facility:
  /// Mainline"): between two such lines `LineBreaks` puts a bar, so each stays a field.
  static func isNamedField(_ line: Substring) -> Bool {
    guard line.count <= 200, let field = field(String(line)) else { return false }
    if role(of: field.key) != nil { return true }
    // "inService: true", "weather-desc: Snowing", "roads[0].state: OPEN": a name no prose writes,
    // its words run together or joined by marks.
    let head = line.prefix(while: { $0 != ":" && $0 != "=" }).trimmingScalars(where: { $0 == "\"" || $0 == " " })
    return head.count >= 3 && head.count <= 40 && head.first?.isLetter == true
      && head.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.[]".contains($0)) })
      && (isCamelCase(head[...]) || head.contains(where: { "-_.[".contains($0) }))
  }
}
