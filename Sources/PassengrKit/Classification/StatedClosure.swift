import Foundation

/// A closure stated in an agency's own free words about a pass (WSDOT's road conditions, an ODOT
/// crew comment), read clause by clause by `RestrictionClassifier`: only a clause with closure
/// vocabulary counts, and only as the classifier reads it. A present closure ("The pass is closed
/// in both directions") is `closed`; a closure word the classifier cannot place in the present
/// ("will close at 8 pm", a garbled "closed?") is `unknown`; a past one ("was closed earlier"), a
/// lane closure and a closure to trucks only are no closure. The directions it concerns are both,
/// unless the clause names exactly one.
struct StatedClosure: Equatable, Sendable {
  /// `closed`, `closed_for_season` or `unknown`.
  var level: RestrictionLevel
  /// The one direction the closing clause names; `.both` otherwise.
  var direction: TravelDirection
  /// The words as published, cleaned.
  var text: String

  /// What `text` says of a closure; nil when it states none.
  static func read(_ text: String?) -> StatedClosure? {
    guard let text, !text.isEmpty else { return nil }
    var found: StatedClosure?
    for clause in RestrictionClassifier.clauses(of: text) {
      let tokens = clause.split(separator: " ").map(String.init)
      guard tokens.contains(where: RestrictionClassifier.closureWords.contains) else { continue }
      let level: RestrictionLevel
      switch RestrictionClassifier.read(clause: clause) {
      case .restriction(let stated) where stated.isClosure: level = stated
      case .unrecognised where !isClosedToAVehicleClass(clause): level = .unknown
      // A lane closure, a past closure, a closure to trucks only, a lifting: no closure of the road.
      default: continue
      }
      let candidate = StatedClosure(level: level, direction: direction(in: tokens), text: TextSanitizer.clean(text))
      if let current = found, current.level.rank >= candidate.level.rank {
        if current.level == candidate.level, current.direction != candidate.direction { found?.direction = .both }
        continue
      }
      found = candidate
    }
    return found
  }

  /// "Closed to trucks", "closed to vehicles towing trailers": the road is closed to a class of
  /// vehicle only (never "closed due to a jackknifed truck", nor "closed to all vehicles").
  static func isClosedToAVehicleClass(_ clause: String) -> Bool {
    let wording = Wording(clause)
    let classes = ["trucks", "truck", "commercial vehicles", "commercial traffic", "trailers", "vehicles towing", "high profile vehicles",
                   "oversize vehicles", "oversize loads", "rvs", "campers", "permit loads"]
    let closedTo = ["closed to", "closure to", "closed for"].flatMap { lead in classes.map { "\(lead) \($0)" } }
    return wording.hasAny(closedTo) && !wording.hasAny(["all vehicles", "all traffic", "passenger", "cars", "everyone", "including"])
  }

  /// The one direction `tokens` name ("eastbound", "east bound", "eb"), or `.both`.
  static func direction(in tokens: [String]) -> TravelDirection {
    var named: Set<TravelDirection> = []
    for (index, token) in tokens.enumerated() {
      let next = index + 1 < tokens.count ? tokens[index + 1] : ""
      let word = next == "bound" ? token + next : token
      if let way = TravelDirection(text: word), way != .both, word.count > 1, ["bound", "eb", "wb", "nb", "sb"].contains(where: word.hasSuffix) {
        named.insert(way)
      }
    }
    if tokens.contains("both") { return .both }
    return named.count == 1 ? named.first ?? .both : .both
  }

  /// Whether it concerns `direction` (a `.both` on either side concerns every direction).
  func concerns(_ direction: TravelDirection) -> Bool {
    self.direction == .both || direction == .both || self.direction == direction
  }
}

extension PassConditions {
  /// Applies the closure stated in `words` (the agency's own conditions or comment, shown after
  /// `label`): a present closure closes the directions it concerns, an unclear one makes those that
  /// read open `unknown`. `scope` limits it to the directions the words speak for (an ODOT
  /// station's); a direction named outside it stands for the whole scope. Without a scope, a
  /// closure of a direction that has no restriction of its own is added for it.
  mutating func applyStatedClosure(in words: String?, label: String, scope: [TravelDirection]? = nil) {
    guard var stated = StatedClosure.read(words) else { return }
    if let scope, !scope.contains(stated.direction) { stated.direction = .both }
    func isInScope(_ direction: TravelDirection) -> Bool { scope?.contains(direction) ?? true }
    if stated.level.isClosure {
      let shown = "\(label): \(stated.text)"
      func isClosed(_ restriction: Restriction) -> Bool { stated.direction == .both || restriction.direction == stated.direction }
      restrictions = restrictions.map { restriction in
        guard isInScope(restriction.direction), isClosed(restriction), restriction.level.rank < stated.level.rank else { return restriction }
        return Restriction(direction: restriction.direction, text: shown, level: stated.level)
      }
      if scope == nil, !restrictions.contains(where: { $0.level.isClosure && isClosed($0) }) {
        restrictions.append(Restriction(direction: stated.direction, text: shown, level: stated.level))
      }
    } else {
      let why = "\(label) may state a closure: \"\(stated.text)\""
      restrictions = restrictions.map { restriction in
        guard isInScope(restriction.direction), restriction.level == .open, stated.concerns(restriction.direction) else { return restriction }
        return Restriction(direction: restriction.direction, text: "\(restriction.text) (\(why))", level: .unknown)
      }
    }
  }
}
