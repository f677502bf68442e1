import FoundationEssentials

extension IBI511Reading {
  /// Applies the event list: an event at the pass closes the directions it covers when its code
  /// says every lane is closed, and every word it carries is read for its level; an event that may
  /// be at the pass (its roadway written another way, no position) keeps those directions from
  /// `open`, and from any level below what it says. Without the list, no direction is `open`.
  func readEvents(for site: IBI511Site, ways: [TravelDirection], into conditions: inout PassConditions) {
    let source = healthName(.event)
    let agency = deployment.agencyName
    guard let result = answers[.event] else { return }
    let answer: IBI511Answer
    switch result {
    case .failure(let error):
      let reason = TextSanitizer.clean(String(describing: error))
      conditions.partialFailures[source] = reason
      conditions.keepFromOpen(ways, mayBe: .closed, gap: .closuresNotChecked, detail: reason)
      return
    case .success(let read):
      answer = read
    }
    let events = answer.records.map(IBI511Event.init)
    if deployment.conditionKind == nil { standInForConditions(events, site: site, ways: ways, into: &conditions) }
    for event in events {
      let placement = IBI511Placement.of(event, at: site, state: deployment.state)
      guard placement != .off else { continue }
      var covered = event.directions(of: ways)
      let direction = covered.count == 1 ? covered.first : nil
      guard event.mayBeActive(at: now) else {
        if placement == .on, let start = event.start, start > now {
          conditions.reports.append(
            PassConditions.Notice(
              source: source, direction: direction, level: nil, kind: .information, isUpcoming: true,
              text: event.headline))
        }
        continue
      }
      var readings = event.words.map { (label: $0.label, words: IBI511Deployment.read($0.text)) }
      // A chain rule's type ("Chain Restriction") is the kind of event; the description that
      // states the rule says for whom ("Commercial vehicles must chain up"): it decides.
      let describesRule = event.words.contains { word in
        word.label != "Type" && ["chain", "traction"].contains(where: word.text.lowercased().contains)
      }
      // An event told as over ("Right lane has reopened … after the crash was cleared"): its type
      // ("Crash", "Bridge Work") no longer delays anyone.
      let toldOver = readings.contains { reading in
        reading.label != "Type" && (reading.words.level(for: direction ?? .both) ?? .open) == .open
          && reading.words.statements.contains { $0.meaning == .lifting || $0.meaning == .information }
          && ["reopened", "cleared", "ended", "has reopened", "lanes open", "now clear"].contains {
            reading.words.text.lowercased().contains($0)
          }
      }
      if toldOver {
        readings = readings.filter { reading in
          reading.label != "Type" || reading.words.level(for: direction ?? .both) != .trafficDelays
        }
      }
      if describesRule {
        readings = readings.filter { reading in
          reading.label != "Type"
            || !reading.words.statements.allSatisfy { $0.level.map(Lexicon.ruleLevels.contains) ?? true }
        }
      }
      // "Closed in both directions" on a record filed under one direction (`US-40E`) closes both.
      if readings.contains(where: { $0.words.statements.contains { $0.namesBoth && $0.level?.isClosure == true } }) {
        covered = ways
      }
      var levels = readings.compactMap { $0.words.level(for: direction ?? .both) }
      if event.isClosureByCode { levels.append(.closed) }
      if !event.problems.isEmpty { levels.append(.unknown) }
      let worst = levels.isEmpty ? nil : RestrictionLevel.worst(of: levels)
      switch placement {
      case .off:
        continue
      case .on:
        if event.isClosureByCode {
          let text = "\(agency): \(event.headline)"
          conditions.restrictions = conditions.restrictions.map { restriction in
            guard covered.contains(restriction.direction), RestrictionLevel.closed.rank > restriction.level.rank else {
              return restriction
            }
            return Restriction(direction: restriction.direction, text: text, level: .closed)
          }
        }
        for reading in readings {
          apply(reading.words, label: "\(agency) event \(reading.label)", covering: covered, of: ways, to: &conditions)
        }
        if !event.problems.isEmpty {
          conditions.keepFromOpen(
            covered, mayBe: .unknown, gap: .incompleteRecord, detail: event.problems.joined(separator: "; "))
        }
        let kind: NoticeKind =
          worst?.isClosure == true
          ? .closure
          : worst.map { $0.rank >= RestrictionLevel.tractionAdvised.rank && $0 != .unknown } == true
            ? .chains : worst == .unknown ? .unclear : .information
        conditions.reports.append(
          PassConditions.Notice(source: source, direction: direction, level: worst, kind: kind, text: event.headline))
      case .maybe:
        // Whatever it says, an event that may be here is never left out: open is not proven.
        // Only the directions it may cover: the other direction's report stands.
        conditions.keepFromOpen(covered, mayBe: worst ?? .unknown, gap: .unplaceable, detail: event.headline)
        conditions.reports.append(
          PassConditions.Notice(source: source, direction: direction, level: nil, kind: .unclear, text: event.headline))
      }
    }
  }

  /// Applies an event's words: a clause that names no direction speaks for the directions the
  /// event covers; one that names a direction or both ("westbound lanes closed", "closed in both
  /// directions") speaks for what it names, whatever the event's own direction says.
  func apply(
    _ words: RoadWords, label: String, covering covered: [TravelDirection], of ways: [TravelDirection],
    to conditions: inout PassConditions
  ) {
    var named = words
    named.statements = words.statements.filter { $0.direction != .both || $0.namesBoth }
    var unnamed = words
    unnamed.statements = words.statements.filter { !($0.direction != .both || $0.namesBoth) }
    conditions.apply(unnamed, label: label, scope: covered)
    conditions.apply(named, label: label, scope: ways)
  }

  /// Without road conditions (Arizona), a known restriction of an event at the pass is the best
  /// word there is: it stands in place of "no road conditions", which would hide it behind
  /// `unknown`. Done before any event is read, so words not understood still raise it after. The
  /// list's newest time is the pass's update time: it is as current as that.
  func standInForConditions(
    _ events: [IBI511Event], site: IBI511Site, ways: [TravelDirection], into conditions: inout PassConditions
  ) {
    conditions.updatedAt = events.compactMap(\.lastUpdated).filter { $0 <= now.addingTimeInterval(OldReason.skew) }
      .max()
    for event in events
    where event.mayBeActive(at: now) && IBI511Placement.of(event, at: site, state: deployment.state) == .on {
      for way in event.directions(of: ways) {
        let known = event.words.compactMap { IBI511Deployment.read($0.text).level(for: way) }.filter {
          $0.severity != nil && $0 != .open
        }
        guard !known.isEmpty, let index = conditions.restrictions.firstIndex(where: { $0.direction == way }),
          conditions.restrictions[index].gap == .noReport
            || conditions.restrictions[index].level.rank < RestrictionLevel.worst(of: known).rank
        else { continue }
        conditions.restrictions[index] = Restriction(
          direction: way, text: "\(deployment.agencyName) event: \(event.headline)",
          level: RestrictionLevel.worst(of: known))
      }
    }
  }

  /// Applies the platform's own pass record (Utah, Idaho): a seasonal gate stated closed closes the
  /// pass for the season; a gate in words the reader does not know keeps it from `open`; an open
  /// gate, an empty list or none at all says nothing of today. The station's readings are shown.
  func readPassRecord(for site: IBI511Site, ways: [TravelDirection], into conditions: inout PassConditions) {
    guard let result = answers[.mountainPasses] else { return }
    let agency = deployment.agencyName
    guard case .success(let answer) = result else {
      if site.hasSeasonalGate {
        conditions.keepFromOpen(
          ways, mayBe: .closedForSeason, gap: .closuresNotChecked,
          detail: "\(agency)'s pass list, which holds its seasonal gate, could not be read")
      }
      return
    }
    let records = answer.records.map(IBI511PassRecord.init)
    let record =
      records.first { site.platformID != nil && $0.id == site.platformID }
      ?? records.first {
        site.isNamed(in: $0.name)
          && IBI511Placement.road($0.roadway ?? $0.name, of: site, state: deployment.state) != .different
      }
    guard let record else {
      if site.hasSeasonalGate {
        conditions.keepFromOpen(
          ways, mayBe: .closedForSeason, gap: .closuresNotChecked,
          detail: "\(agency)'s pass list does not list its seasonal gate")
      }
      return
    }
    if let observations = record.observations { conditions.weather = observations }
    if let air = record.airTemperatureF, abs(air) < 200 { conditions.temperatureF = Int(exactly: air.rounded()) }
    if !record.forecast.isEmpty { conditions.forecast = record.forecast }
    if let surface = record.surfaceStatus {
      conditions.apply(IBI511Deployment.read(surface), label: "\(record.stationName ?? "Station") surface", scope: ways)
    }
    for gate in record.gates ?? [] {
      let status = gate.status.map { TextSanitizer.clean($0).foldedWords() }
      let place = gate.description.map { " (\($0))" } ?? ""
      switch status {
      case "closed"?:
        conditions.restrictions = conditions.restrictions.map { restriction in
          guard RestrictionLevel.closedForSeason.rank > restriction.level.rank else { return restriction }
          return Restriction(
            direction: restriction.direction, text: "\(agency): closed for the season\(place)", level: .closedForSeason)
        }
      case "open"?:
        continue
      default:
        conditions.keepFromOpen(
          ways, mayBe: .closed, gap: .unexplainedCode, detail: "seasonal gate: \(gate.status ?? "")\(place)")
      }
    }
  }
}
