import FoundationEssentials

extension PassConditions {
  /// One agency's answer for a pass several agencies report (`SharedPasses`).
  struct Share {
    /// The agency's name for people, which its words are credited to: "ODOT".
    var agency: String
    /// The health name of the source it was read from.
    var source: String
    /// What the source answered.
    var result: Result<PassConditions, Error>
  }

  /// The one answer of a pass several agencies report: every agency's restrictions, each credited
  /// to it, so a direction is as bad as the worst any of them says (a closure from either closes),
  /// and `open` only when every one of them says so. An agency that could not be read or says nothing
  /// of a direction leaves that direction `unknown`, over what the others know (its floor). The
  /// update time is the oldest of theirs, so the judgement finds the answer old when any part is.
  /// A failure only when no agency could be read.
  static func combining(_ shares: [Share], over directions: [TravelDirection]) -> Result<PassConditions, Error> {
    guard shares.count > 1 else {
      return shares.first?.result ?? .failure(SourceError.sourceFailed(reason: "no agency reports the pass"))
    }
    let read = shares.compactMap { share in (try? share.result.get()).map { (share, $0) } }
    guard var combined = read.first?.1 else { return shares[0].result }
    combined.restrictions = []
    combined.reports = []
    combined.notes = []
    combined.cameras = []
    var warnings: [String] = []
    var roads: [String] = []
    for share in shares {
      let credit = "\(share.agency): "
      let conditions: PassConditions
      switch share.result {
      case .success(let answer):
        conditions = answer
      case .failure(let error):
        let reason = TextSanitizer.clean(String(describing: error))
        combined.restrictions += directions.map {
          Restriction(direction: $0, text: credit + "not read (\(reason))", gap: .noReport)
        }
        warnings.append("\(share.agency) could not be read: \(reason)")
        combined.partialFailures[share.source] = reason
        if !combined.consulted.contains(share.source) { combined.consulted.append(share.source) }
        continue
      }
      for var restriction in conditions.restrictions {
        restriction.text = credit + restriction.text
        combined.restrictions.append(restriction)
      }
      for way in directions where conditions.restrictions(for: way).isEmpty {
        combined.restrictions.append(
          Restriction(direction: way, text: credit + "nothing published for this direction", gap: .noReport))
      }
      combined.reports += conditions.reports.map { notice in
        var notice = notice
        notice.text = credit + notice.text
        return notice
      }
      combined.notes += conditions.notes.map { credit + $0 }
      combined.cameras += conditions.cameras
      if let road = conditions.roadConditions { roads.append(credit + road) }
      if let warning = conditions.warning { warnings.append(credit + warning) }
      if combined.weather == nil { combined.weather = conditions.weather }
      if combined.temperatureF == nil { combined.temperatureF = conditions.temperatureF }
      if combined.forecast.isEmpty { combined.forecast = conditions.forecast }
      if let updated = conditions.updatedAt { combined.updatedAt = min(combined.updatedAt ?? updated, updated) }
      combined.fetchedAt = max(combined.fetchedAt, conditions.fetchedAt)
      for name in [share.source] + conditions.consulted where name != shares[0].source {
        if !combined.consulted.contains(name) { combined.consulted.append(name) }
      }
      combined.partialFailures.merge(conditions.partialFailures) { first, _ in first }
    }
    combined.roadConditions = roads.isEmpty ? nil : roads.joined(separator: " ")
    combined.warning = warnings.isEmpty ? nil : warnings.joined(separator: "; ")
    // Each direction's words together, agency by agency, in the order of the road's directions.
    let rank = { (way: TravelDirection) in directions.firstIndex(of: way) ?? directions.count }
    combined.restrictions = combined.restrictions.enumerated().sorted {
      (rank($0.element.direction), $0.offset) < (rank($1.element.direction), $1.offset)
    }.map(\.element)
    combined.keepFloors(over: directions)
    return .success(combined)
  }

  /// Gives every `unknown` restriction of a direction the worst restriction known of it as its floor:
  /// what one agency knows stays beneath another's words not understood or not read.
  private mutating func keepFloors(over directions: [TravelDirection]) {
    for way in directions {
      let known = RoadWords.floor(of: restrictions(for: way).flatMap { [$0.level] + [$0.floor].compactMap { $0 } })
      guard let known else { continue }
      for index in restrictions.indices
      where restrictions[index].level == .unknown
        && (restrictions[index].direction == way || restrictions[index].direction == .both)
      {
        restrictions[index].floor = RoadWords.floor(of: [known] + [restrictions[index].floor].compactMap { $0 })
      }
    }
  }
}
