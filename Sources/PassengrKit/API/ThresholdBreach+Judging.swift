extension ThresholdBreach {
  /// The one threshold rule, for every front end that fails on a level (a status, a drive's check
  /// and its page, a watch): a pass fails when a direction considered is judged at or
  /// above `threshold` (a known closure counts however old), and is cleared only when every
  /// direction considered is judged below it. Data that is not current proves nothing short of a
  /// closure, so a direction judged `unknown` is never cleared: it fails every threshold, as
  /// `uncleared`. nil when every pass is cleared.
  ///
  /// `judgements` pairs each pass's name with its judgement (over its own directions for `status`,
  /// over the directions driven for a trip).
  static func judging(_ judgements: [(name: String, judgement: PassJudgement)], against threshold: RestrictionLevel)
    -> ThresholdBreach?
  {
    let hits = judgements.compactMap { pair in pair.judgement.reached(threshold).map { (name: pair.name, answer: $0) } }
    if !hits.isEmpty {
      return .reached(
        hits.map { .init(name: $0.name, level: $0.answer.level, reason: $0.answer.reason) }, threshold: threshold)
    }
    let unknown = judgements.compactMap { pair -> Uncleared? in
      let directions = pair.judgement.directions
      guard
        directions.isEmpty || pair.judgement.level == .unknown || directions.contains(where: { $0.level == .unknown })
      else { return nil }
      let answer = directions.first { $0.level == .unknown }
      return Uncleared(name: pair.name, reason: answer?.reason ?? .noData)
    }
    return unknown.isEmpty ? nil : .uncleared(unknown, threshold: threshold)
  }
}
