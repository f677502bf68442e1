import PassengrKit
import Testing

@Suite struct TextSanitizerTests {
  @Test(arguments: [
    ("\u{1B}[2J\u{1B}]0;pwned\u{07}Bare and \u{1B}[31mdry\u{1B}[0m.\u{0}", "Bare and dry."),
    ("No restrictions\u{1B}[8m hidden\u{202E}", "No restrictions hidden"),
    ("tab\there\r\nnew line", "tab here new line"),
    ("bell\u{07} and \u{9B}31mCSI", "bell and CSI"),
    ("\u{1B}P1;2|data\u{1B}\\after", "after"),
    ("  spaced\u{00A0}\u{00A0}out  ", "spaced out"),
    ("Café 28°F", "Café 28°F"),
  ])
  func stripsControlsAndEscapes(input: String, expected: String) {
    #expect(TextSanitizer.clean(input) == expected)
  }

  @Test func emptyAfterCleaningIsNil() {
    #expect(TextSanitizer.cleanOptional("  \u{1B}[0m ") == nil)
    #expect(TextSanitizer.cleanOptional(nil) == nil)
    #expect(TextSanitizer.cleanOptional("Rain") == "Rain")
  }
}
