import Testing

@testable import PassengrKit

@Suite struct TextSanitizerTests {
  @Test(arguments: [
    ("\u{1B}[2J\u{1B}]0;pwned\u{07}Bare and \u{1B}[31mdry\u{1B}[0m.\u{0}", "Bare and dry."),
    ("No restrictions\u{1B}[8m hidden\u{202E}", "No restrictions hidden"),
    ("tab\there\r\nnew line", "tab here new line"),
    ("next line\u{0B}vt", "next line vt"),
    ("form\u{0C}feed\u{85}next\u{2028}line\u{2029}para\u{1F}unit\u{0}nul", "form feed next line para unit nul"),
    ("bell\u{07} and \u{9B}31mCSI", "bell and CSI"),
    ("\u{1B}P1;2|data\u{1B}\\after", "after"),
    ("  spaced\u{00A0}\u{00A0}out  ", "spaced out"),
    ("Café 28°F", "Café 28°F"),
    ("\u{FEFF}Snoqualmie\u{200B} Pass", "Snoqualmie Pass"),
    ("Chains\u{061C} required\u{2060}", "Chains required"),
    ("soft\u{00AD}hyphen \u{2066}isolated\u{2069}", "softhyphen isolated"),
    ("family \u{1F468}\u{200D}\u{1F469} keeps its joiner", "family \u{1F468}\u{200D}\u{1F469} keeps its joiner"),
  ])
  func stripsControlsAndEscapes(input: String, expected: String) {
    #expect(TextSanitizer.clean(input) == expected)
  }

  @Test func noInvisibleFormatCharacterSurvives() {
    // The rule, not a list: every format character but the two joiners goes.
    let formats = (0x00A0...0xFFFF).compactMap(Unicode.Scalar.init).filter { $0.properties.generalCategory == .format }
    let cleaned = TextSanitizer.clean("a" + formats.map(String.init).joined() + "b")
    #expect(cleaned == "a\u{200C}\u{200D}b")
    #expect(formats.count > 20)
  }

  @Test func emptyAfterCleaningIsNil() {
    #expect(TextSanitizer.cleanOptional("  \u{1B}[0m ") == nil)
    #expect(TextSanitizer.cleanOptional(nil) == nil)
    #expect(TextSanitizer.cleanOptional("Rain") == "Rain")
  }
}
