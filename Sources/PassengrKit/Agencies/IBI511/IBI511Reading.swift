import FoundationEssentials

/// What one refresh read from a state's 511 deployment, and the conditions of a pass made from it.
///
/// A direction is `open` only with a current road-condition record placed on the pass's stretch
/// whose every word restricts nothing, no closure or chain event at the pass in that direction,
/// the events read, and (where the pass has one) its seasonal gate checked. Everything else is
/// `unknown` saying why; a closure is never hidden behind it: an event that may be at the pass
/// keeps it from `open`, and a closure that may be here makes every lesser level `unknown`.
struct IBI511Reading: Sendable {
  /// The deployment read.
  var deployment: IBI511Deployment
  /// Each resource's answer, by kind.
  var answers: [IBI511Resource.Kind: Result<IBI511Answer, Error>]
  /// The moment events and records are judged at: now, or a recording's own time.
  var now: Date
  /// When it was read.
  var fetchedAt: Date

  /// The health name of a resource.
  func healthName(_ kind: IBI511Resource.Kind) -> String { "\(deployment.agency.rawValue)-\(kind.rawValue)" }

  /// The newest time any record of the answers gives: a recording's own time.
  static func newestTime(of answers: [IBI511Resource.Kind: Result<IBI511Answer, Error>]) -> Date? {
    answers.values.compactMap { try? $0.get() }.flatMap(\.records).compactMap { record in
      record.value("LastUpdated", "Reported")?.date
    }.max()
  }

  /// The conditions of the pass at `site`, or why there are none (every resource failed).
  func conditions(for site: IBI511Site) -> Result<PassConditions, Error> {
    let failures = answers.compactMap { kind, result -> (IBI511Resource.Kind, Error)? in
      if case .failure(let error) = result { return (kind, error) }
      return nil
    }
    if failures.count == answers.count,
      let first = deployment.kinds.compactMap({ kind in failures.first { $0.0 == kind } }).first
    {
      return .failure(first.1)
    }
    let ways = site.pass.directions.all
    var conditions = PassConditions(
      restrictions: [], roadConditions: nil, weather: nil, temperatureF: nil, updatedAt: nil, fetchedAt: fetchedAt)
    // Each resource has its own health count: one failing is said by name while the pass still reads.
    conditions.consulted = deployment.kinds.map(healthName)
    for (kind, error) in failures {
      conditions.partialFailures[healthName(kind)] = TextSanitizer.clean(String(describing: error))
    }
    readRoadConditions(for: site, ways: ways, into: &conditions)
    readPassRecord(for: site, ways: ways, into: &conditions)
    readEvents(for: site, ways: ways, into: &conditions)
    for (kind, result) in answers {
      if case .success(let answer) = result { conditions.notes += answer.notes(resource: healthName(kind)) }
    }
    return .success(conditions)
  }

  /// The base of every direction: open from a current segment at the pass whose words restrict
  /// nothing, raised by every word of every such segment; `unknown` saying why without one.
  func readRoadConditions(for site: IBI511Site, ways: [TravelDirection], into conditions: inout PassConditions) {
    let agency = deployment.agencyName
    guard let kind = deployment.conditionKind, let result = answers[kind] else {
      conditions.restrictions = ways.map {
        Restriction(
          direction: $0,
          text:
            "\(agency) publishes no road conditions: only its closures and chain notices can be read, never that the road is open",
          gap: .noReport)
      }
      return
    }
    let answer: IBI511Answer
    switch result {
    case .failure(let error):
      let why = "\(agency)'s road conditions could not be read: \(TextSanitizer.clean(String(describing: error)))"
      conditions.restrictions = ways.map { Restriction(direction: $0, text: why, level: .unknown) }
      conditions.warning = why
      return
    case .success(let read):
      answer = read
    }
    let records = answer.records.map(IBI511Condition.init)
    var current: [IBI511Condition] = []
    var old: [IBI511Condition] = []
    var uncertain: [(IBI511Condition, String)] = []
    for record in records {
      switch IBI511Placement.of(record, at: site, state: deployment.state) {
      case .off: continue
      case .maybe(let why): uncertain.append((record, why))
      case .on:
        if let time = record.lastUpdated, time <= now.addingTimeInterval(OldReason.skew),
          now.timeIntervalSince(time) <= IBI511Deployment.currency
        {
          current.append(record)
        } else {
          old.append(record)
        }
      }
    }
    if let first = current.first {
      let summary = first.words.map { "\($0.label): \($0.text)" }.joined(separator: "; ")
      conditions.restrictions = ways.map {
        Restriction(direction: $0, text: "\(first.name ?? agency): \(summary)", level: .open)
      }
      conditions.roadConditions = first.words.filter { $0.label != "Restriction" }.map(\.text).joined(separator: "; ")
      conditions.updatedAt = current.compactMap(\.lastUpdated).max()
    } else if let last = old.max(by: { ($0.lastUpdated ?? .distantPast) < ($1.lastUpdated ?? .distantPast) }) {
      let age = last.lastUpdated.map { "was updated \($0.age(at: now))" } ?? "gives no time it was updated"
      conditions.restrictions = ways.map {
        Restriction(
          direction: $0, text: "\(agency)'s segment \(last.name ?? "at the pass") \(age): no current road report",
          gap: .noReport)
      }
      conditions.updatedAt = last.lastUpdated
    } else {
      conditions.restrictions = ways.map {
        Restriction(
          direction: $0, text: "no \(agency) road-condition segment covers \(site.pass.name) in this answer",
          gap: .noReport)
      }
    }
    for record in current {
      let label = record.name ?? "Segment"
      if record.isNoReport {
        conditions.restrictions = conditions.restrictions.map { restriction in
          guard restriction.level.rank < RestrictionLevel.unknown.rank else { return restriction }
          return Restriction(
            direction: restriction.direction,
            text: "\(label): \(record.status ?? "no status") (\(agency) reports no conditions here now)", gap: .noReport
          )
        }
      }
      if !record.problems.isEmpty {
        conditions.keepFromOpen(
          ways, mayBe: .unknown, gap: .incompleteRecord, detail: "\(label): \(record.problems.joined(separator: "; "))")
      }
      for (field, text) in record.words where !(field != "Restriction" && record.isNoReport && text == record.status) {
        conditions.apply(IBI511Deployment.read(text), label: "\(label) \(field)", scope: ways)
      }
      conditions.apply(IBI511Deployment.read(label).statedClosures, label: "Segment", scope: ways)
    }
    // An old segment proves nothing of now, but a closure it states is never hidden.
    for record in old {
      for (field, text) in record.words {
        conditions.apply(
          IBI511Deployment.read(text).statedClosures, label: "\(record.name ?? "Segment") \(field) (old)", scope: ways)
      }
    }
    for (record, _) in uncertain {
      var level = record.words.compactMap { IBI511Deployment.read($0.text).level(for: .both) }
      // A segment that may be the pass's and cannot be read whole may say anything.
      if !record.problems.isEmpty { level.append(.unknown) }
      let worst = level.isEmpty ? nil : RestrictionLevel.worst(of: level)
      guard let worst, worst != .open else { continue }
      // Words that restrict or are not understood, on a segment that may be the pass's.
      conditions.keepFromOpen(
        ways, mayBe: worst, gap: .unplaceable,
        detail: "\(record.name ?? "\(agency) segment"): \(record.words.map(\.text).joined(separator: "; "))")
    }
  }
}
