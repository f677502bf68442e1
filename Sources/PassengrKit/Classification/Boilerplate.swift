import Synchronization

/// The parts of an agency's text that say nothing about the road: when the record was updated and
/// will be again ("Last updated Thu Nov 28 at 3:05 PM PST", "Next update time …"), its id
/// ("(DBC-47147)", "(ID# 133627)"), a dispatcher's stamp ("Sep 16 2025  9:07AM [1]"), a marker
/// of cut text ("[Truncated]"), a sign's layout codes ("[jl3][fo2]"), a contact line. They are taken
/// out before the text is cut into clauses, so that words not understood are only words about the
/// road: a clause of boilerplate never keeps a direction from `open`, and never makes one either.
enum Boilerplate {
  /// A pattern, the cheap test a text must pass before it is tried, and what replaces a match. The
  /// pattern is compiled the first time a text passes its test: most texts pass none.
  struct Rule: Sendable {
    /// How a pattern reads, as `NSRegularExpression` named them (the patterns are ICU's).
    struct Options: OptionSet, Sendable {
      let rawValue: Int
      static let caseInsensitive = Options(rawValue: 1)
      static let dotMatchesLineSeparators = Options(rawValue: 2)
    }

    let applies: @Sendable (String) -> Bool
    let pattern: String
    let options: Options
    let replacement: String

    init(_ marker: String, _ pattern: String, _ replacement: String, options: Options = []) {
      self.init(markers: [marker], pattern, replacement, options: options)
    }

    init(markers: [String], _ pattern: String, _ replacement: String, options: Options = []) {
      // A pattern that ignores case is looked for whatever the case ("[TRUNCATED]", "NO INJ").
      // Beyond ASCII a marker is looked for scalar by scalar: a mark or a joiner after it never
      // hides it (the pattern would still find it).
      if options.contains(.caseInsensitive) {
        let lowered = markers.map { $0.lowercased() }
        self.init(
          applies: { text in
            if let found = ASCIIText.contains(anyOf: lowered, in: text, ignoringCase: true) { return found }
            let text = text.lowercased()
            return lowered.contains { text.containsScalars(of: $0) }
          }, pattern, replacement, options: options)
      } else {
        self.init(
          applies: { text in
            ASCIIText.contains(anyOf: markers, in: text, ignoringCase: false)
              ?? markers.contains { text.containsScalars(of: $0) }
          }, pattern, replacement, options: options)
      }
    }

    init(
      applies: @escaping @Sendable (String) -> Bool, _ pattern: String, _ replacement: String, options: Options = []
    ) {
      self.applies = applies
      self.pattern = pattern
      self.options = options
      self.replacement = replacement
    }
  }

  /// A compiled pattern, shared once made.
  private struct Compiled: @unchecked Sendable {
    let expression: ICUPattern?
  }

  /// The patterns compiled so far, by rule.
  private static let compiled = Mutex<[Int: Compiled]>([:])

  /// The expression of rule `index`, compiled on first use.
  private static func expression(_ index: Int) -> ICUPattern? {
    compiled.withLock { cache in
      if let made = cache[index] { return made.expression }
      let rule = rules[index]
      let made = Compiled(
        expression: try? ICUPattern(
          rule.pattern, ignoresCase: rule.options.contains(.caseInsensitive),
          dotMatchesLineSeparators: rule.options.contains(.dotMatchesLineSeparators)))
      cache[index] = made
      return made.expression
    }
  }

  /// Whether `text` starts (after spaces) with a month's name: a dispatcher's stamp may follow.
  private static func startsWithMonth(_ text: String) -> Bool {
    let head = text.drop(while: { $0 == " " }).prefix(3).lowercased()
    return ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].contains(head)
  }

  /// Whether `text` starts (after spaces) with a four-figure radio code of 10 or 11 and a word.
  private static func startsWithRadioCode(_ text: String) -> Bool {
    let head = Array(text.drop(while: { $0 == " " }).prefix(5))
    return head.count == 5 && head[0] == "1" && (head[1] == "0" || head[1] == "1") && head[2].isNumber
      && head[3].isNumber && (head[4] == " " || head[4] == "-")
  }

  /// Whether `text` has a figure run into a capitalised word ("40Mile", "5Kingvale").
  private static func hasFigureBeforeWord(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > 2 else { return false }
    for index in 0..<(scalars.count - 2)
    where isDigit(scalars[index]) && isUppercase(scalars[index + 1]) && isLowercase(scalars[index + 2]) {
      return true
    }
    return false
  }

  // Foundation's sets, by the Unicode categories they hold (tests hold the three to the sets); an
  // ASCII scalar's answer is its range. Foundation's sets follow an older Unicode than Swift's:
  // what Unicode 16 added or moved is answered as Foundation answers it.
  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return ("0"..."9").contains(scalar) }
    return scalar.properties.generalCategory == .decimalNumber && !isNewer(scalar, newerDigits)
  }

  static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return ("A"..."Z").contains(scalar) }
    let category = scalar.properties.generalCategory
    return (category == .uppercaseLetter || category == .titlecaseLetter) && !isNewer(scalar, newerUppercase)
  }

  static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return ("a"..."z").contains(scalar) }
    // U+0295 was a small letter before Unicode 16.
    if scalar.value == 0x295 { return true }
    return scalar.properties.generalCategory == .lowercaseLetter && !isNewer(scalar, newerLowercase)
  }

  private static func isNewer(_ scalar: Unicode.Scalar, _ ranges: [ClosedRange<UInt32>]) -> Bool {
    scalar.value >= 0x1C89 && ranges.contains { $0.contains(scalar.value) }
  }

  /// Digits, capitals and small letters of Unicode 16, unknown to Foundation's sets.
  private static let newerDigits: [ClosedRange<UInt32>] = [
    0x10D40...0x10D49, 0x116D0...0x116E3, 0x11BF0...0x11BF9, 0x11DE0...0x11DE9, 0x16130...0x16139,
    0x16D70...0x16D79, 0x1CCF0...0x1CCF9, 0x1E5F1...0x1E5FA,
  ]
  private static let newerUppercase: [ClosedRange<UInt32>] = [
    0x1C89...0x1C89, 0xA7CB...0xA7CC, 0xA7CE...0xA7CE, 0xA7D2...0xA7D2, 0xA7D4...0xA7D4, 0xA7DA...0xA7DA,
    0xA7DC...0xA7DC, 0x10D50...0x10D65, 0x16EA0...0x16EB8,
  ]
  private static let newerLowercase: [ClosedRange<UInt32>] = [
    0x1C8A...0x1C8A, 0xA7CD...0xA7CD, 0xA7CF...0xA7CF, 0xA7DB...0xA7DB, 0x10D70...0x10D85, 0x16EBB...0x16ED3,
  ]

  private static let weekday = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\\.?,?"
  private static let month = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?"

  /// What a post's tag or account may say of a road: it is kept, read as words.
  private static let tagSignals =
    "(?:r[0-3]|[A-Za-z0-9_]*(?:clos|clsd|shut|block|stop|hold|ban|chain|restrict|impass|avalanch|"
    + "avy|gate|out|gone|stuck|strand|standstill|gridlock|evacu|travel|traction|tire|law|detour|delay|crash|wreck|"
    + "slide|flood|wash|fire|emergenc|alert|warn|danger|hazard|spin|jackknif|collision|accident|incident|open|lane|"
    + "thru|code|level|only|required|home))"

  static let rules: [Rule] = [
    Rule("<", "<br\\s*/?>", ". ", options: .caseInsensitive),
    // Markup of text only; a script or anything else stays, words no reader understands.
    Rule(
      "<", "</?(?:br|p|div|span|a|b|i|u|strong|em|ul|ol|li|font|small|big|center|hr)\\b[^>]{0,200}>", " ",
      options: .caseInsensitive),
    // Caltrans' field of when a chain control began ("Chain control effective from: 12/24/2025
    // 08:19"): when, never what; the level is in its own field.
    Rule(
      "ffective from",
      "\\bChain controls? effective from\\s*:?\\s*\\d{1,2}/\\d{1,2}/\\d{2,4}(?:\\s+\\d{1,2}:\\d{2}(?:\\s*[AaPp]\\.?[Mm]\\.?)?)?",
      ". ",
      options: .caseInsensitive),
    // A post's hashtag naming where or what about ("#UtahTraffic", "#NVroads", "#wawx"); any other
    // ("#RoadClosed", "#R2", "#Impassable") is read as words.
    Rule(
      "#",
      "(^|\\s)#(?![A-Za-z]*(?:no|not|clos|thru|stop|block|shut|ban|chain|restrict))[A-Za-z]{0,20}(?:traffic|roads|wx)(?![A-Za-z0-9_])",
      "$1 ", options: .caseInsensitive),
    // A post's tags at its end that only say where, what about or whose ("… behind plows. #wyoroad
    // #KnowSnow", "#TripCheck ⛷️", "#I84", "#BlewettPass") and the accounts it names ("Check
    // @WSDOT_Passes before heading out"): who posts and where to read more, never the road's state.
    // Any other tag ("#CLSD", "#Gated", "#R2inEffect", "#StayHome") stays, read as words.
    Rule(
      "#",
      "(^|\\s)#(?!\(tagSignals))(?:[A-Za-z]{0,20}(?:traffic|roads|road|wx|weather|winterdriving)|knowsnow|"
        + "knowbeforeyougo|tripcheck|(?:i|us|sr|sh|hwy|co|or|wa|id|ut|nv|az|mt|wy|ca)-?\\d{1,3}|"
        + "[A-Za-z]{2,20}(?:pass|summit|canyon|sierra|tahoe|valley|mountains))"
        + "(?=(?:\\s+[#@][A-Za-z0-9_]{1,40})*[\\s\\p{So}\\p{Sk}\\p{M}\\p{P}]*$)",
      "$1 ", options: .caseInsensitive),
    Rule("@", "(^|[\\s(])@[A-Za-z0-9_]{1,30}(?![A-Za-z0-9_])", "$1 "),
    // A page's comment ("<!-- WT-430 -->") is never shown to a driver.
    Rule("<!--", "<!--.{0,300}?-->", " ", options: .dotMatchesLineSeparators),
    Rule("runcated", "\\[Truncated\\]", " ", options: .caseInsensitive),
    // A pass page's link to its disclaimer, copied with the text.
    Rule("isclaimer", "\\[Disclaimer\\]", " ", options: .caseInsensitive),
    Rule(markers: ["(ID#", "(DBC"], "\\((?:ID#\\s*-?\\d+|(?:ID#\\s*)?DBC[A-Z]*-\\d+)\\)", ". "),
    // Caltrans' county after a place ("(El Dorado Co)", "(Tuolumne, Mono Co's)") and its landmark
    // between slashes ("/Echo Summit/", "/in Truckee/"): where, never what.
    Rule(
      markers: [" Co)", " Co's)", " CO)", " Cos)"], "\\((?:[A-Z][A-Za-z.'-]*,?\\s+){1,4}C[Oo](?:'s|s|\\.)?\\)", " "),
    Rule(" /", "\\s/[A-Za-z][A-Za-z .'-]{1,40}[A-Za-z.]/(?=\\s|$|[.,;(])", " "),
    // A dispatcher's source: "PER CT CHAIN CONTROLS LIFTED".
    Rule(markers: ["PER ", "Per "], "\\bPER (?:CT|CALTRANS|CHP|DOT)\\b", " ", options: .caseInsensitive),
    Rule(
      "pdate",
      "\\b(?:Last updated|Next update time|Next update|Updated on|Updated)\\s*:?\\s+(?:on\\s+)?(?:\(weekday)\\s+)?"
        + "(?:\(month)\\s+\\d{1,2}|\\d{1,2}\\s+\(month))[^.]{0,40}?\\d{1,2}:\\d{2}\\s*(?:[AaPp]\\.?\\s?[Mm]\\.?)?"
        + "(?:\\s+[A-Z]{3,4}\\b)?\\.?",
      ". ", options: .caseInsensitive),
    // "Last updated 1:12 PM", "Last updated: 11/28/2026 6:42 AM", "Next update 6:00 PM".
    Rule(
      "pdate",
      "\\b(?:Last updated|Next update time|Next update|Updated)\\s*:?\\s*(?:on\\s+|at\\s+)?"
        + "(?:\\d{1,2}/\\d{1,2}/\\d{2,4}\\s+(?:at\\s+)?)?\\d{1,2}:\\d{2}\\s*(?:[AaPp]\\.?\\s?[Mm]\\.?)?"
        + "(?:\\s+[A-Z]{3,4}\\b)?\\.?",
      ". ", options: .caseInsensitive),
    // The Weather Service's own notes: "This product will be updated by 4:00 AM MST", and the
    // bullets of an alert ("* WHAT...", "* IMPACTS...").
    Rule("product", "\\bThis product will be updated\\b[^.]{0,60}\\.?", ". ", options: .caseInsensitive),
    // The "WHERE" bullet names the zones an alert covers ("Portions of central and eastern North
    // Dakota"): told as a place, so what it says is read as where (and anything more as itself).
    Rule("* WHERE", "\\*\\s*WHERE\\s*\\.\\.\\.\\s*", ". In "),
    Rule(
      "*", "\\*\\s*(?:WHAT|WHERE|WHEN|IMPACTS|ADDITIONAL DETAILS|PRECAUTIONARY/PREPAREDNESS ACTIONS)\\s*\\.\\.\\.",
      ". "),
    Rule(
      applies: startsWithMonth, "^\\s*\(month)\\s+\\d{1,2}\\s+\\d{4}\\s+\\d{1,2}:\\d{2}\\s*[AP]M\\s*(?:\\[\\d+\\])?",
      " "),
    // A later entry of CHP's log, run into the one before: its time and number end the entry before.
    Rule(
      markers: ["M [", "M  ["],
      "\\s+\(month)\\s+\\d{1,2}\\s+\\d{4}\\s+\\d{1,2}:\\d{2}\\s*[AP]M\\s*\\[\\d+\\]\\s*(?:1[01]\\d\\d\\s+)?",
      ". "),
    // Caltrans asked for a sander, a plow or a sign ("1039 CT REQ SAND", "REQ CT FOR SIGN"): the
    // crews' routine.
    Rule(
      markers: ["CT REQ", "REQ CT"],
      "\\b(?:CT REQ(?:UESTED)?|REQ(?:UEST|UESTED)? CT)\\s+(?:FOR\\s+)?(?:SANDERS?|SAND|SANDING|PLOWS?|PLOWING|SIGNS?)\\b",
      ". "),
    // A Caltrans chain-control checkpoint written out flat ("3-ED-50-76.28-E-148 | STRAWBERRY |
    // US-50 | East | R-2"): the checkpoint's index. The field after it, its location's name, is read
    // as any words are ("BRIDGE OUT" may stand there).
    Rule(
      applies: { $0.contains("-") },
      "\\b\\d{1,2}-[A-Z]{2,3}-\\d{1,3}[A-Z]?-\\d+(?:\\.\\d+)?-[NSEW*]?-\\d+[A-Za-z]?\\b", ". "),
    // A record's date and time in ISO form, a field of its own ("R-2,2026-01-12,05:48:10"): when,
    // never what.
    Rule(
      applies: { $0.contains("-") }, "(^|[\\s,|])\\d{4}-\\d{2}-\\d{2}(?:(?:[ ,T]|, )\\d{1,2}:\\d{2}(?::\\d{2})?)?",
      "$1. "),
    // CHP's log entry on its own: "[4] 1039 CALTRANS FOR DEBRIS" (the entry's number).
    Rule("[", "^\\s*\\[\\d{1,3}\\]\\s*", " "),
    Rule(markers: ["[Shared]", "[FSP]", "[CHP]", "[]"], "\\[(?:Shared|FSP|CHP)?\\]", " "),
    Rule("pdate", "^\\s*Update\\s+\\d{1,2}:\\d{2}\\s*[AaPp]\\.?[Mm]\\.?\\s*:", " ", options: .caseInsensitive),
    Rule("**", "\\*\\*[^*]{1,40}\\*\\*", ". "),
    Rule("ontact", "\\bContact\\s*:.*$", " ", options: [.dotMatchesLineSeparators]),
    Rule(
      "ontact", "\\b(?:MoTI\\s+)?Contact\\b[^.:]{0,60}?\\(?\\d{3}\\)?[- .]\\d{3}[- .]\\d{4}", " ",
      options: .caseInsensitive),
    Rule("[n", "\\[nl\\d*\\]", " "),
    // Caltrans' area headers: "[IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA]".
    Rule("[IN ", "\\[IN [^\\]]{3,80}\\]", ". "),
    // The same header written without its brackets, before a colon: "IN THE CENTRAL CALIFORNIA
    // AREA & SIERRA NEVADA: SR 168 IS CLOSED …".
    Rule(
      "IN THE ", "(?:^|(?<=[.:;]\\s))\\s*IN THE [A-Z][A-Z &.,'-]{2,60}?AREAS?(?:\\s*&\\s*[A-Z][A-Z .'-]{1,40})?\\s*:",
      ". "),
    Rule("[n", "\\[np\\d*\\]", ". "),
    // A post's link with a word of its own ("[Details](https://…)"): where to read more.
    Rule(
      "](http", "\\[(?:Details|More info|More|Info|Link|Here|Map|Read more)\\]\\(https?://[^)\\s]{1,200}\\)", " ",
      options: .caseInsensitive),
    Rule("http", "(?:and )?(?:link to media release )?https?://\\S+", " ", options: .caseInsensitive),
    Rule("www.", "\\bwww\\.\\S+", " ", options: .caseInsensitive),
    // CHP's injury notes ("1182-Trfc Collision-No Inj", "Unkn Inj"): nothing of the road.
    Rule("nj", "\\b(?:no|unkn|unk|minor|major)\\s+inj(?:ury|uries)?\\b", " ", options: .caseInsensitive),
    Rule("ext update", "\\bNext update time\\b[^.]*$", " "),
    Rule("ast updated", "\\bLast updated\\b[^.]*$", " "),
    Rule(applies: hasFigureBeforeWord, "(\\d)([A-Z][a-z])", "$1 $2"),
    // A sign's layout codes carry a number ("[jl3]", "[pt30o0]", "[cf255,255,0]"); "[closed]" is words.
    Rule("[", "\\[[a-z]{2}\\d[0-9a-z,]*\\]", " "),
    Rule("schedule below", "Full schedule below\\s*:.*?(?=Comment\\s*:|$)", ". ", options: [.dotMatchesLineSeparators]),
    Rule("omment:", "\\bComment\\s*:", ". "),
    // The National Weather Service's headline: "Dense Fog Advisory issued November 22 at 4:10AM PST
    // until November 22 at 11:00AM PST by NWS Reno NV" is the alert's name; when and by whom is
    // boilerplate.
    Rule(
      "by NWS",
      "\\s+issued\\s+[A-Za-z]+\\.?\\s+\\d{1,2}\\s+at\\s+\\d{1,2}:\\d{2}\\s*[AP]M\\s*[A-Z]{3,4}"
        + "(?:\\s+until\\s+[A-Za-z]+\\.?\\s+\\d{1,2}\\s+at\\s+\\d{1,2}:\\d{2}\\s*[AP]M\\s*[A-Z]{3,4})?"
        + "\\s+by\\s+NWS(?:\\s+[A-Z][A-Za-z.]*){1,3}\\s+[A-Z]{2}\\b",
      ". "),
    // CHP's log: a dispatcher's code at the head of an entry ("1098 ALL LNS OPEN": assignment done).
    Rule(applies: startsWithRadioCode, "^\\s*1[01]\\d\\d(?:\\s+|\\s*-\\s*)(?=[A-Z])", " "),
    // CHP's log: "CT ADVISED CHAIN CONTROLS LIFTED" tells who advised, not what.
    Rule("CT ADVISED", "\\bCT ADVISED\\b", " "),
    // Caltrans' area, written out after a route ("Interstate 80 in the Northern California area and
    // Sierra Nevada"): where the report is, never what.
    Rule(
      "CALIFORNIA AREA",
      "\\bIN THE (?:NORTHERN|CENTRAL|SOUTHERN) CALIFORNIA AREA(?:\\s+(?:AND|&)\\s+SIERRA NEVADA)?\\b",
      " ", options: .caseInsensitive),
    // "WB LNS NOW OPEN PER 1039 CT", "- CT NOTIFIED": who told the dispatcher, not what.
    Rule("PER 1039", "\\bPER\\s+1039(?:\\s+(?:CT|CHP|CALTRANS))?\\b", " ", options: .caseInsensitive),
    Rule("NOTIFIED", "\\b(?:CT|CHP|CALTRANS)\\s+NOTIFIED\\b", " ", options: .caseInsensitive),
  ]

  /// `cleaned` (see `TextSanitizer.clean`) without its boilerplate, a flat record's fields that say
  /// nothing of the road set aside (`FieldRecord`).
  static func stripped(_ cleaned: String) -> String {
    var text = cleaned
    for (index, rule) in rules.enumerated() where rule.applies(text) {
      guard let expression = expression(index) else { continue }
      text = expression.replacingMatches(in: text, with: rule.replacement)
    }
    return FieldRecord.rewritten(text)
  }
}
