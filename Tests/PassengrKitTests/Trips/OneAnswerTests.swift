import Foundation
import Testing

@testable import PassengrKit

/// One answer per direction, made once by the judgement and told the same way on every surface:
/// the table, the HTML page, JSON, `check`'s verdict, escalations, and `classify`.
@Suite struct OneAnswerTests {
  /// Snoqualmie's fixture update time, 2025-01-10 20:45 PST.
  static let updated = Date(timeIntervalSince1970: 1_736_570_700)
  /// 684 days later.
  static let now = updated.addingTimeInterval(684 * 86400)
  static let snoqualmie = Pass(id: 11, name: "Snoqualmie Pass", highway: "I-90")

  static func conditions(
    _ east: String, _ west: String, updatedAt: Date = updated, fetchedAt: Date = now
  ) -> PassConditions {
    PassConditions(
      restrictions: [Restriction(direction: .eastbound, text: east), Restriction(direction: .westbound, text: west)],
      roadConditions: nil,
      weather: nil, temperatureF: nil, updatedAt: updatedAt, fetchedAt: fetchedAt)
  }

  /// A row as `status` makes it: credited to `agency` and aged by its limit at `now`.
  static func row(
    _ conditions: PassConditions, agency: any Agency = WSDOT(), isStale: Bool = false, name: String = "Snoqualmie Pass"
  ) -> StatusRow {
    var row = StatusRow(
      id: 11, agency: agency.id, name: name, highway: "I-90", directions: [.eastbound, .westbound],
      conditions: conditions, isStale: isStale)
    row.credit(agency)
    row.judgeAge(limit: agency.oldAfter, now: now)
    return row
  }

  /// Old (updated 684 days ago) or stale (its last refresh failed), "No restrictions" both ways.
  static func notCurrent(isStale: Bool) -> StatusRow {
    isStale
      ? row(
        conditions("No restrictions", "No restrictions", updatedAt: now - 3600, fetchedAt: now - 1800), isStale: true)
      : row(conditions("No restrictions", "No restrictions"))
  }

  @Test(arguments: [false, true])
  func noDirectionOfAnOldOrStalePassReadsOpenOnAnySurface(isStale: Bool) throws {
    let row = Self.notCurrent(isStale: isStale)
    #expect(
      row.judgement.directions.allSatisfy {
        $0.level == .unknown && $0.published == .open && $0.text == "No restrictions"
      })
    #expect(row.judgement.directions.allSatisfy { $0.currency == (isStale ? .stale : .old) })
    #expect(row.judgement.reason?.kind == (isStale ? "stale" : "old"))

    let table = Reports.table([row], useColor: false, width: 100, now: Self.now)
    #expect(!table.contains("[open]"), "\(table)")
    #expect(table.contains("Westbound   No restrictions [unknown; said open]"), "\(table)")

    let html = Reports.html([row], now: Self.now)
    #expect(!html.contains("data-level=\"open\"") && !html.contains(">open<") && !html.contains(">Open<"), "\(html)")
    #expect(html.contains("Westbound: <span class=\"level unknown\" data-level=\"unknown\">unknown ("), "\(html)")

    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONOutput.encode(JSONPass(row: row)).utf8)) as? [String: Any])
    let westbound = try #require((json["restrictions"] as? [String: Any])?["westbound"] as? [String: Any])
    #expect(westbound["level"] as? String == "unknown")
    #expect(westbound["published"] as? String == "open")
    #expect(westbound["text"] as? String == "No restrictions")
    #expect(westbound["currency"] as? String == (isStale ? "stale" : "old"))
    #expect((westbound["reason"] as? [String: Any])?["kind"] as? String == (isStale ? "stale" : "old"))
  }

  @Test func escalationIsWorseByTheJudgementsOrderOverEveryRestrictionOfADirection() {
    func escalates(_ before: PassConditions, _ after: PassConditions) -> Bool {
      ConditionChange.between(before, after, pass: Self.snoqualmie).first { $0.field == .restriction(.eastbound) }?
        .isEscalation ?? false
    }
    let open = Self.conditions("No restrictions", "No restrictions")
    let unreadable = Self.conditions("Gorp florp the wibble", "No restrictions")
    let delays = Self.conditions("Traffic delays possible", "No restrictions")
    let advisory = Self.conditions("No Unnecessary Travel", "No restrictions")
    let closed = Self.conditions("Closed", "No restrictions")
    #expect(escalates(open, unreadable), "open → unknown is an escalation")
    #expect(!escalates(unreadable, delays), "unknown → traffic delays is not")
    #expect(escalates(open, advisory) && escalates(advisory, unreadable) && escalates(unreadable, closed))
    #expect(!escalates(closed, advisory))
    // The second restriction of a direction counts too.
    var both = open
    both.restrictions.append(Restriction(direction: .eastbound, text: "Closed"))
    #expect(escalates(open, both))
  }

  @Test func aCurrentNoUnnecessaryTravelIsAKnownAdvisoryNamedInTheVerdict() throws {
    let wydot = WYDOT()
    let teton = try #require(WYDOTCatalog.passes.first { $0.name == "Teton Pass" })
    let row = Self.row(
      Self.conditions("No Unnecessary Travel", "No Unnecessary Travel", updatedAt: Self.now - 1800), agency: wydot,
      name: "Teton Pass")
    #expect(row.level == .travelAdvisory)
    #expect(row.judgement.reason == .advisory(words: "No Unnecessary Travel"))
    let leg = CheckService.judge(DrivenLeg(pass: teton, direction: .westbound), row: row)
    let (verdict, summary) = CheckService.verdict([leg], threshold: .closed, now: Self.now)
    #expect(verdict == .restrictions)
    #expect(summary == "restrictions: Teton Pass westbound travel advisory: \"No Unnecessary Travel\"", "\(summary)")
    // A user who stops for advisories says so, and the verdict names it.
    let (stop, said) = CheckService.verdict([leg], threshold: .travelAdvisory, now: Self.now)
    #expect(
      stop == .noGo && said.contains("Teton Pass westbound is travel advisory (\"No Unnecessary Travel\")"), "\(said)")
  }

  @Test func aCardSaysWhyOnceAndGivesTheAdvice() {
    let fresh = Self.now - 600
    let unreadable = Self.row(Self.conditions("Gorp florp the wibble", "No restrictions", updatedAt: fresh))
    let table = Reports.table([unreadable], useColor: false, width: 100, now: Self.now)
    #expect(table.contains("Why         its report does not say it is open (\"Gorp florp the wibble\")"), "\(table)")
    let advisory = Self.row(
      Self.conditions("No Unnecessary Travel", "No restrictions", updatedAt: fresh), agency: WYDOT())
    let told = Reports.table([advisory], useColor: false, width: 100, now: Self.now)
    #expect(!told.contains("Why ") && told.contains("Advice      \"No Unnecessary Travel\""), "\(told)")
    let chains = Self.row(Self.conditions("Chains required", "Chains required", updatedAt: fresh), agency: ODOT())
    let html = Reports.html([chains], now: Self.now)
    #expect(html.contains("<dt>Advice</dt><dd>ODOT: chains required (under code C"), "\(html)")
  }

  @Test func anOldClosureKeepsItsLevelAndItsAgeIsInTheVerdict() {
    let row = Self.row(
      Self.conditions("Closed due to a collision", "No restrictions", updatedAt: Self.now - 685 * 86400))
    #expect(row.judgement.directions.map(\.level) == [.closed, .unknown])
    let leg = CheckService.judge(DrivenLeg(pass: Self.snoqualmie, direction: .eastbound), row: row)
    let (verdict, summary) = CheckService.verdict([leg], threshold: .closed, now: Self.now)
    #expect(verdict == .noGo)
    #expect(
      summary == "no go: Snoqualmie Pass eastbound is closed (reported 685 d ago) (at or above closed)", "\(summary)")
    // Old data that is no closure fails a threshold as old, not as unreadable.
    let open = Self.row(Self.conditions("No restrictions", "No restrictions"))
    #expect(open.judgement.directions.allSatisfy { $0.reason?.kind == "old" })
  }

  @Test(arguments: [
    (
      AgencyID.odot, "Chains required",
      "ODOT: chains required (under code C traction tires are allowed in place of chains for vehicles under 10,000 GVW"
    ),
    (
      AgencyID.odot, "CHAINS REQ'D, TRACTION TIRES OK UNDER 10K GVW NOT TOWING",
      "ODOT code C: chains required; traction tires allowed in place of chains for vehicles under 10,000 GVW not towing"
    ),
    (.caltrans, "Chains required", "Caltrans R-2"),
    (.wydot, "Chain Law - Level 2", "WYDOT Chain Law Level 2"),
    (.wsdot, "Chains required", "all-wheel drive with approved traction tires exempt"),
  ])
  func adviceIsInTheAgencysOwnTerms(agency: AgencyID, text: String, advice: String) throws {
    let answer = PassengrSession.answer(to: text, agency: agency, now: Self.now)
    #expect(answer.advice?.contains(advice) == true, "\(String(describing: answer.advice))")
    if agency != .wsdot { #expect(answer.advice?.contains("all-wheel drive with approved traction tires") == false) }
  }

  @Test func aCheckOverAnODOTPassGivesODOTsAdviceNotWSDOTs() throws {
    let meacham = try #require(ODOTCatalogue.passes.first { $0.name.hasPrefix("Meacham") })
    let row = Self.row(
      Self.conditions("Chains required", "Chains required", updatedAt: Self.now - 600), agency: ODOT(),
      name: meacham.name)
    let leg = CheckService.judge(DrivenLeg(pass: meacham, direction: nil), row: row)
    let (verdict, summary) = CheckService.verdict([leg], threshold: .closed, now: Self.now)
    #expect(verdict == .restrictions)
    #expect(summary.contains("ODOT: chains required") && !summary.contains("all-wheel drive"), "\(summary)")
  }

  @Test func classifyAgreesWithTheFeedOnGeneratedTexts() throws {
    var sentences = RoadSentences(seed: 35)
    var texts = [
      "Pass is open. Closures possible.", "not closed", "No Unnecessary Travel",
      "Closed to Light, High Profile Vehicles",
      "Oversize vehicles are prohibited", "No restrictions. Oversize vehicles are not allowed",
      "Traction tires are required", "Snow and ice on the roadway", "Traffic held until further notice",
    ]
    for index in 0..<240 {
      switch index % 4 {
      case 0: texts.append(sentences.closure().text)
      case 1: texts.append(sentences.chain().text)
      case 2: texts.append(sentences.negation().text)
      default:
        texts.append(sentences.place(sentences.harmless(), in: sentences.restricting().text, at: sentences.position()))
      }
    }
    for text in texts {
      var record = WSDOTEveryWordTests.Record()
      record.eastbound = text
      record.westbound = text
      let conditions = try WSDOTEveryWordTests.conditions(record, as: .feed)
      var row = StatusRow(
        id: 11, agency: .wsdot, name: "Snoqualmie Pass", highway: "I-90", directions: [.eastbound, .westbound],
        conditions: conditions)
      row.credit(WSDOT())
      // The feed judged as fresh, as `classify` judges its text.
      let feed = RestrictionLevel.worst(of: row.judgement.directions.map(\.level))
      #expect(PassengrSession.classify(text, agency: .wsdot, now: Date()) == feed, "\(text)")
    }
  }
}
