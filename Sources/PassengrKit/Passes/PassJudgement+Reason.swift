import FoundationEssentials

extension PassJudgement {
  /// Why an answer is short of a clear one: the true reason, typed, so that every surface says the
  /// same and a script can tell "old" from "unreadable".
  public enum Reason: Equatable, Sendable {
    /// The pass has never been fetched.
    case noData
    /// Nothing was published for this direction (`words`: what the reader said of it, if anything).
    case noReport(words: String?)
    /// The last fetch failed or is older than allowed: this is what was fetched at `fetchedAt`,
    /// judged at `at`; `error` is why the last fetch failed, if it did.
    case stale(fetchedAt: Date, at: Date, error: String?)
    /// A source consulted beside the main one failed: the error in words.
    case incomplete(String)
    /// The agency's update time is older than its limit: reported at `updatedAt`, judged at `at`.
    case old(updatedAt: Date, at: Date, limit: TimeSpan?, agency: String?)
    /// The agency gave no update time that can be believed, so nothing shows the data is current.
    case noUpdateTime(agency: String?)
    /// The agency's update time is later than the fetch: a wrong clock or zone.
    case futureUpdateTime(updatedAt: Date?)
    /// The agency files no reports at this time of year; its words.
    case outOfSeason(words: String)
    /// A closure was stated without saying where, so it may be here; the words.
    case unplaceable(words: String)
    /// A record the agency lists near the pass cannot be placed with certainty, so it may be
    /// here; the record's words. Its kind is `unplaceable` too.
    case mayBeHere(record: String)
    /// The list that would show a closure could not be read (or is too old): why, in the
    /// failure's words.
    case closuresNotChecked(error: String)
    /// The agency's list was read only in part: what was missing, or why.
    case partialFetch(words: String)
    /// A record that applies here could not be read whole: what is missing from it.
    case incompleteRecord(words: String)
    /// A structured code the agency's code list does not explain; the words.
    case unexplainedCode(words: String)
    /// Words that were not understood, quoted: they keep the direction from `open`.
    case unreadable(words: String)
    /// Words that were not understood beside a restriction that was: `floor` is known, and the
    /// words quoted may say worse.
    case possiblyWorse(floor: RestrictionLevel, words: String)
    /// A travel advisory the agency states in its own words ("No Unnecessary Travel").
    case advisory(words: String)

    /// A stable name for scripts: `no_data`, `no_report`, `stale`, `incomplete`, `old`,
    /// `no_update_time`, `future_update_time`, `out_of_season`, `unplaceable`, `closures_not_checked`,
    /// `partial_fetch`, `incomplete_record`, `unexplained_code`, `unreadable`, `possibly_worse`, `advisory`.
    public var kind: String {
      switch self {
      case .noData: return "no_data"
      case .noReport: return "no_report"
      case .stale: return "stale"
      case .incomplete: return "incomplete"
      case .old: return "old"
      case .noUpdateTime: return "no_update_time"
      case .futureUpdateTime: return "future_update_time"
      case .outOfSeason: return "out_of_season"
      case .unplaceable, .mayBeHere: return "unplaceable"
      case .closuresNotChecked: return "closures_not_checked"
      case .partialFetch: return "partial_fetch"
      case .incompleteRecord: return "incomplete_record"
      case .unexplainedCode: return "unexplained_code"
      case .unreadable: return "unreadable"
      case .possiblyWorse: return "possibly_worse"
      case .advisory: return "advisory"
      }
    }

    /// Whether the reason is about the data's age or fetch, not what it says: a known closure
    /// keeps its level and carries this beside it ("closed (reported 685 d ago)").
    public var isCurrency: Bool {
      switch self {
      case .stale, .old, .noUpdateTime, .futureUpdateTime, .incomplete: return true
      default: return false
      }
    }

    /// Whether a report shows the reason on a line of its own: not for the data's age (the card's
    /// Old and Stale lines say it) nor for an advisory (its words are the advice).
    var isToldBesideTheWords: Bool {
      if isCurrency { return false }
      if case .advisory = self { return false }
      return true
    }

    /// The reason of `answer`, whose worst published restriction is `deciding`, for `row`.
    static func of(_ answer: Direction, deciding: Restriction?, isPublished: Bool, row: StatusRow) -> Reason? {
      // Never fetched: why the fetch failed is the refresh's problem line, not this answer's.
      guard let conditions = row.conditions else { return .noData }
      let at = row.judgedAt ?? conditions.fetchedAt
      // A fetch happened on the real clock: it is aged on it, never at a recording's time.
      if row.isStale { return .stale(fetchedAt: conditions.fetchedAt, at: row.shownAt ?? at, error: row.error) }
      guard isPublished, let deciding else { return .noReport(words: nil) }
      let words = deciding.text
      if answer.published == .unknown, let gap = deciding.gap {
        switch gap {
        case .outOfSeason: return .outOfSeason(words: words)
        case .noReport: return .noReport(words: words)
        case .unplaceable: return deciding.gapDetail.map { .mayBeHere(record: $0) } ?? .unplaceable(words: words)
        case .unexplainedCode: return .unexplainedCode(words: deciding.gapDetail ?? words)
        case .closuresNotChecked: return .closuresNotChecked(error: deciding.gapDetail ?? words)
        case .partialFetch: return .partialFetch(words: deciding.gapDetail ?? words)
        case .incompleteRecord: return .incompleteRecord(words: deciding.gapDetail ?? words)
        }
      }
      if row.isOld {
        switch row.oldReason ?? .age {
        case .age:
          if let updated = conditions.updatedAt {
            return .old(updatedAt: updated, at: at, limit: row.oldAfter, agency: row.agencyName)
          }
          return .noUpdateTime(agency: row.agencyName)
        case .noUpdateTime: return .noUpdateTime(agency: row.agencyName)
        case .futureUpdateTime: return .futureUpdateTime(updatedAt: conditions.updatedAt)
        }
      }
      if let error = row.error { return .incomplete(error) }
      if answer.published == .unknown {
        if let floor = deciding.floor { return .possiblyWorse(floor: floor, words: words) }
        return .unreadable(words: words)
      }
      if answer.published == .travelAdvisory { return .advisory(words: words) }
      return nil
    }
  }
}

extension PassJudgement.Reason: CustomStringConvertible {
  /// The reason in a driver's words: "reported 685 d ago, older than WSDOT's 2d limit".
  public var description: String {
    switch self {
    case .noData: return "no data yet"
    case .noReport(let words): return words ?? "no report for this direction"
    case .stale(let fetched, let at, let error):
      return "data is stale, fetched \(fetched.age(at: at))" + (error.map { ": \($0)" } ?? "")
    case .incomplete(let error): return error
    case .old(_, _, let limit, let agency):
      return short + (limit.map { ", older than \(agency ?? "its agency")'s \($0) limit" } ?? "")
    case .noUpdateTime(let agency): return "no readable update time from \(agency ?? "its agency")"
    case .futureUpdateTime(let updated):
      let when = updated.map { " (\($0.formatted(Date.ISO8601FormatStyle())))" } ?? ""
      return "update time\(when) is over \(Int(OldReason.skew / 60)) min after it was fetched"
    case .outOfSeason(let words), .unplaceable(let words), .unexplainedCode(let words): return words
    case .mayBeHere(let record): return "\"\(record)\" cannot be placed with certainty: it may be here"
    case .closuresNotChecked(let error): return "closures could not be checked: \(error)"
    case .partialFetch(let words): return "the agency's list was read only in part: \(words)"
    case .incompleteRecord(let words): return "a record here cannot be read whole: \(words)"
    case .unreadable(let words): return "its report does not say it is open (\"\(words)\")"
    case .possiblyWorse(let floor, let words):
      let known =
        floor == .chainsAll ? "chains on all vehicles" : floor.rawValue.replacing("_", with: " ")
      return "\(known); possibly worse: \"\(words)\""
    case .advisory(let words): return "travel advisory: \"\(words)\""
    }
  }

  /// The reason as a qualifier beside a level: "reported 685 d ago", "fetched 3 h ago".
  public var short: String {
    switch self {
    case .old(let updated, let at, _, _): return "reported \(updated.age(at: at))"
    case .stale(let fetched, let at, _): return "fetched \(fetched.age(at: at)), stale"
    default: return description
    }
  }
}
