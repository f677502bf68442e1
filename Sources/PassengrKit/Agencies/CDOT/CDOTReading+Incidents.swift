import Foundation

extension CDOTReading {
  /// Applies the incident list to a pass's conditions. An incident on the pass raises the
  /// directions it speaks for to its law code's level (Code 15 traction, Code 16 chains on every
  /// vehicle), to `closed` when every lane of a direction is closed, and by every word it carries;
  /// one that may lie on the pass and states anything keeps them from `open`, and a closure that
  /// may be here makes every lesser level `unknown`. Each is kept as a notice.
  func apply(_ list: [CDOTRecord], to conditions: inout PassConditions, pass: Pass, place: CDOTCatalogue.Place) {
    let ways = pass.directions.all
    for incident in list {
      let placement = CDOTPlacement.of(incident, at: place)
      guard placement != .off else { continue }
      let scope = scope(of: incident, ways: ways)
      let said = incident.fields.map(words(of:))
      let code = CDOTWords.code(in: incident.fields.map(\.text).joined(separator: ". "))
      var levels = [code.level].compactMap { $0 }
      // Every lane closed is the road closed for the directions the incident speaks for.
      if !incident.fullClosures.isEmpty { levels.append(.closed) }
      let stated = RestrictionLevel.worst(of: levels + [worstStated(said)].compactMap { $0 })
      let saysAnything = !levels.isEmpty || worstStated(said) != nil
      switch placement {
      case .off:
        continue
      case .on:
        let shown = shownText(of: incident)
        for level in levels {
          conditions.restrictions = conditions.restrictions.map { restriction in
            guard scope.contains(restriction.direction), level.rank > restriction.level.rank else { return restriction }
            return Restriction(direction: restriction.direction, text: shown, level: level)
          }
        }
        for (field, words) in zip(incident.fields, said) {
          conditions.apply(words, label: label(of: field), scope: scope)
        }
        conditions.reports.append(
          PassConditions.Notice(
            source: Self.incidentsName, direction: scope.count == 1 ? scope.first : nil,
            level: saysAnything ? stated : nil,
            kind: saysAnything && (stated.isClosure || stated == .unknown) ? .closure : .information, text: shown))
      case .maybe(let why):
        guard saysAnything else { continue }
        keepFromOpen(&conditions, ways: scope, level: stated, headline: incident.headline, record: incident, why: why)
        conditions.reports.append(
          PassConditions.Notice(
            source: Self.incidentsName, direction: scope.count == 1 ? scope.first : nil, level: .unknown,
            kind: .closure,
            text: "\(shownText(of: incident)) (cannot be placed with certainty: \(why))"))
      }
    }
  }

  /// An incident as shown: its type and its message, as CDOT wrote them.
  func shownText(of incident: CDOTRecord) -> String {
    let message = incident.fields.first { $0.name == "travelerInformationMessage" }?.text
    return [incident.headline, message].compactMap { $0 }.reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    .joined(separator: " — ")
  }
}
