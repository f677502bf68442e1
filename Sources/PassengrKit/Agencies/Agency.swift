import FoundationEssentials
import Networking

/// An agency Passengr knows: its passes, its sources, the formats it publishes, the key it may need.
///
/// A new agency is a folder under `Agencies/` holding a type that conforms to this protocol, its
/// sources, formats, failures and catalogue, plus one line in `Agencies.all`. Nothing outside its
/// folder names it: the session, the fetcher, `parse`, `doctor`, the key files and every report
/// ask the agencies they were given.
protocol Agency: Sendable {
  /// The agency's id, as in a selection by agency, key files and JSON.
  var id: AgencyID { get }
  /// Its name for people: "WSDOT".
  var name: String { get }
  /// Who published the data, as reports credit it: "Washington State Department of Transportation".
  var attribution: String { get }
  /// The ids its catalogue may use; the ranges of all agencies never overlap (a test checks).
  var idRange: ClosedRange<Int> { get }
  /// Its built-in passes, each with `agency == id` and an id inside `idRange`.
  var catalogue: [Pass] { get }
  /// The names of its sources (what a source choice names), the default first: "wsdot", "wsdot-api", "wsdot-page".
  var sourceNames: [SourceName] { get }
  /// The source called `name` (one of `sourceNames`), reading through `settings`.
  func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource
  /// The formats of its saved pages and feeds that `parse` reads.
  var formats: [SourceFormat] { get }
  /// Which of `formats` `data` is, if it looks like one of them; parsing with no format given asks every
  /// agency and takes the one sure answer.
  func recognise(_ data: Data) -> SourceFormat.Recognition?
  /// The passes in `data`, read as `format` (one of `formats`); `location` names it in errors.
  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
    -> [PassReport]
  /// The key its sources need, if any: what it is called, where it goes, where it is found.
  var key: AgencyKey? { get }
  /// The least time between two of its requests to one host, when it asks for one.
  var minimumRequestInterval: Duration? { get }
  /// How many requests may start at one of its hosts in a sliding period, when it documents a
  /// throttle ("ten calls every 60 seconds"): requests past it wait their turn.
  var requestWindow: RequestWindow? { get }
  /// How old the agency's own update time of a pass may be before the data counts as old (not
  /// current: it proves nothing short of a closure), from how often the agency updates
  /// (docs/<agency>-data.md); nil when it has no such rule.
  var oldAfter: TimeSpan? { get }
  /// The zone its times are shown in, as its region lives by: Pacific unless it says otherwise.
  var zone: USZone { get }
  /// The zone `pass`'s times are shown in: the agency's, unless the pass lies where another zone
  /// is kept (Idaho's panhandle keeps Pacific time).
  func zone(of pass: Pass) -> USZone
  /// What a driver must do at each level, in the agency's own terms (its chain-law levels, codes
  /// and exemptions).
  var advice: AgencyAdvice { get }
  /// Reads a text as the agency's sources read its words: the one reader with its own terms.
  func read(_ text: String) -> RoadWords
  /// Its own entries for the one reader: phrases that state a level in its words, its boilerplate.
  var terms: RoadTerms { get }
  /// How its URLs map onto a mirror or directory given as the base location: by host for every agency but the
  /// first four, whose recordings are laid out by path.
  var mirrorLayout: BaseLocation.Layout { get }
  /// The state its state routes are in, as a two-letter code in lower case ("wa"): what a bare
  /// `SR 20` on its passes means. Nil for an agency of no one state.
  var state: String? { get }
  /// The words (lower case, without spaces) its roads are written with beyond the ones every
  /// agency shares (`I`, `US`, `SR`, `SH`, a state's code): `rt` makes `RT 21` a road of its
  /// `state`. Empty for most agencies.
  var routePrefixes: [String] { get }
  /// Names drivers use for its passes besides the agency's own, by pass id: `Grapevine` for Tejon
  /// Pass, `SR 20` for North Cascade Hwy. Looked up after a pass's own name and before prefixes.
  var aliases: [Int: [String]] { get }
  /// Whether the agency publishes road conditions at all; false for one whose passes are only a
  /// catalogue (Montana), whose missing data no fetch would bring.
  var publishesConditions: Bool { get }
}

extension Agency {
  var key: AgencyKey? { nil }
  var minimumRequestInterval: Duration? { nil }
  var requestWindow: RequestWindow? { nil }
  var oldAfter: TimeSpan? { nil }
  var zone: USZone { .pacific }
  func zone(of pass: Pass) -> USZone { zone }
  var advice: AgencyAdvice { .general }
  func read(_ text: String) -> RoadWords { RoadWords.read(text, terms: terms) }
  var terms: RoadTerms { .none }
  var mirrorLayout: BaseLocation.Layout { .byHost }
  var state: String? { nil }
  var routePrefixes: [String] { [] }
  var aliases: [Int: [String]] { [:] }
  var publishesConditions: Bool { true }

  /// The source used when none is chosen.
  var defaultSourceName: SourceName { sourceNames.first ?? SourceName(rawValue: id.rawValue) }
}
