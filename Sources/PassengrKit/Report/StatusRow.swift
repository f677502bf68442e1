import FoundationEssentials

/// One pass as a report shows it: what we know, how old it is, and what went wrong.
public struct StatusRow: Equatable, Sendable {
  /// The pass's id; nil for a report read by `parse` that names no known pass.
  public internal(set) var id: Int?
  /// Who publishes it; nil for a report read by `parse`. For a pass several agencies report, the
  /// one whose id it keeps (the first of `agencies`).
  public internal(set) var agency: AgencyID?
  /// Every agency that reports it, `agency` first: two for a pass on a state line; empty for a
  /// report read by `parse`.
  public internal(set) var agencies: [AgencyID] = []
  /// The names of `agencies` ("ITD", "MDT"), for people.
  public internal(set) var agencyNames: [String] = []
  /// "Snoqualmie Pass".
  public internal(set) var name: String
  /// "I-90"; empty when unknown.
  public internal(set) var highway: String
  /// Its place in the user's list.
  public internal(set) var order: Int?
  /// Whether it is shown by default.
  public internal(set) var isEnabled: Bool?
  /// Summit elevation in feet.
  public internal(set) var elevationFeet: Int?
  /// Where its summit is, when its catalogue says.
  public internal(set) var summit: Coordinate?
  /// What NWS says of its summit: information beside the road's answer, never part of it.
  public internal(set) var weather: PassWeather?
  /// The last known conditions; nil when there have never been any.
  public internal(set) var conditions: PassConditions?
  /// Whether the conditions are older than they should be (a failed or skipped refresh).
  public internal(set) var isStale: Bool
  /// Why the last refresh of this pass failed, if it did.
  public internal(set) var error: String?
  /// The agency that published the data, by name ("WSDOT"); nil for a user's own page.
  public internal(set) var agencyName: String?
  /// The credit its publisher asks for ("Washington State Department of Transportation (WSDOT)").
  public internal(set) var attribution: String?
  /// The directions the pass's road runs, which its level is judged over.
  public internal(set) var directions: [TravelDirection]
  /// Whether the agency's own update time does not show the data is current: older than
  /// `oldAfter`, missing or unreadable, or ahead of the fetch (see `oldReason`).
  public internal(set) var isOld = false
  /// Why the data is old; nil when it is not.
  var oldReason: OldReason?
  /// How old its agency's update time may be before its data is old; nil when the agency has no rule.
  public internal(set) var oldAfter: TimeSpan?
  /// When the data was recorded, for data read from a recording (a directory given as the base location): its
  /// age is judged at this time. Nil for data fetched live.
  public internal(set) var recordedAt: Date?
  /// The zone its agency's times are shown in.
  var zone = USZone.pacific
  /// What a driver must do at each level, in its agency's own terms.
  var advice = AgencyAdvice.general
  /// When its age was judged (`judgeAge`): now, or the time of a recording; nil when not judged.
  var judgedAt: Date?
  /// When the row was made, on the real clock: a stale record's fetch is aged by it, since the
  /// fetch happened on that clock, not at a recording's time.
  var shownAt: Date?

  /// The moment the row's weather is read at: when its road data is judged (a recording's time, or
  /// the session clock's now), else when the row was made, else when its data was fetched. Never a
  /// clock of its own: every time comes from the session's.
  public var weatherTime: Date { judgedAt ?? shownAt ?? conditions?.fetchedAt ?? .distantPast }

  /// The NWS alerts in force at the row's moment.
  public var alerts: [WeatherAlert] { weather?.alerts(at: weatherTime) ?? [] }

  /// Creates a row.
  init(
    id: Int?, agency: AgencyID? = nil, name: String, highway: String, order: Int? = nil, isEnabled: Bool? = nil,
    elevationFeet: Int? = nil,
    directions: [TravelDirection], conditions: PassConditions?, isStale: Bool = false, error: String? = nil
  ) {
    self.id = id
    self.agency = agency
    agencies = agency.map { [$0] } ?? []
    self.name = name
    self.highway = highway
    self.order = order
    self.isEnabled = isEnabled
    self.elevationFeet = elevationFeet
    self.conditions = conditions
    self.isStale = isStale
    self.error = error
    self.directions = directions
  }

  /// A row for a report read by `parse` from a document of `publisher`, among `agencies`.
  init(report: PassReport, publisher: (any Agency)? = nil, agencies: Agencies = .all) {
    let known = report.id.flatMap(agencies.pass(id:))
    self.init(
      id: report.id, name: known?.name ?? report.name ?? report.publishedName,
      highway: known?.highway ?? report.highway ?? "",
      elevationFeet: report.elevationFeet ?? known?.elevationFeet,
      directions: known?.directions.all ?? Self.published(report.conditions.restrictions), conditions: report.conditions
    )
    credit(publisher)
    // A parsed page's times are shown as `status` shows them: in its agency's zone (the pass's own).
    zone = known.flatMap { pass in publisher.map { $0.zone(of: pass) } } ?? publisher?.zone ?? .pacific
  }

  /// Names `agency` as the publisher of the row's data.
  mutating func credit(_ agency: (any Agency)?) {
    agencyName = agency?.name
    attribution = agency?.attribution
    advice = agency?.advice ?? .general
    agencyNames = agency.map { [$0.name] } ?? []
  }

  /// Names every agency of a pass several report (`others` besides the first, `agency`): the
  /// update is credited to those that publish conditions, the data to each in its own words.
  mutating func credit(_ agency: (any Agency)?, with others: [any Agency]) {
    credit(agency)
    guard let agency, !others.isEmpty else { return }
    let all = [agency] + others
    agencies = all.map(\.id)
    agencyNames = all.map(\.name)
    let reporting = all.filter(\.publishesConditions)
    agencyName = (reporting.isEmpty ? all : reporting).map(\.name).joined(separator: " and ")
    // One agency's terms would be read into another's words: several speak in general terms.
    if reporting.count > 1 { advice = .general }
    attribution = all.map(\.attribution).joined(separator: "; ")
  }

  /// The directions `restrictions` name, each once, in order: what a report of no known pass covers.
  private static func published(_ restrictions: [Restriction]) -> [TravelDirection] {
    var seen: [TravelDirection] = []
    for restriction in restrictions where !seen.contains(restriction.direction) { seen.append(restriction.direction) }
    return seen
  }

  /// Whether the data is current: there, fresh, not old by its agency's own update time, and read
  /// without an error or a partial failure.
  public var isCurrent: Bool { conditions != nil && !isStale && !isOld && error == nil }

  /// How current the data is, as every answer of the row says it.
  var currency: PassJudgement.Currency {
    if conditions == nil { return .noRecord }
    if isStale { return .stale }
    if isOld { return .old }
    return error == nil ? .current : .incomplete
  }

  /// What one published restriction counts for with this row's currency (see `PassJudgement`).
  func judged(_ restriction: Restriction) -> RestrictionLevel {
    PassJudgement.judged(restriction.level, currency: currency)
  }

  /// A restriction's tag as every report shows it: the judged level, and what was published
  /// beside it when the judgement differs ("unknown; said open").
  func tag(_ restriction: Restriction) -> String {
    let judged = judged(restriction)
    return judged == restriction.level ? judged.phrase : "\(judged.phrase); said \(restriction.level.phrase)"
  }

  /// Marks the row old when its agency has a `limit` and the data's update time is older than it at
  /// `now`, cannot be read, or is ahead of the fetch (see `OldReason`): data without a believable
  /// update time proves nothing short of a closure.
  mutating func judgeAge(limit: TimeSpan?, now: Date) {
    oldAfter = limit
    judgedAt = now
    guard let limit, let conditions else { return }
    oldReason = OldReason.judge(conditions, limit: limit, now: now)
    isOld = oldReason != nil
  }

  /// Why the row is old, in a reader's words ("updated 3 d ago, older than WSDOT's 2d limit"); nil
  /// when it is not old.
  func oldness(now: Date) -> String? {
    guard isOld else { return nil }
    return (oldReason ?? .age).description(
      updatedAt: conditions?.updatedAt, fetchedAt: conditions?.fetchedAt, agencyName: agencyName, limit: oldAfter,
      now: recordedAt ?? now)
  }

  /// The pass judged over its own directions (see `PassJudgement`).
  public var judgement: PassJudgement { judgement(over: directions) }

  /// The pass judged over `directions` (those driven on a trip).
  func judgement(over directions: [TravelDirection]) -> PassJudgement { PassJudgement(row: self, over: directions) }

  /// The pass's level over its own directions: a direction without a current report counts unknown.
  public var level: RestrictionLevel { judgement.level }
}
