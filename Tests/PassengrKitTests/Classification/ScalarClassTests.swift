import Foundation
import Testing

@testable import PassengrKit

/// The boilerplate rules' classes of scalars answer as Foundation's sets do, for every scalar below
/// U+3100 (ASCII told by its range, the rest asked of the sets).
@Suite struct ScalarClassTests {
  @Test func digitsAndCapitalsAndSmallLettersAreFoundationsSets() {
    for value in UInt32(0)..<0x3100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(Boilerplate.isDigit(scalar) == CharacterSet.decimalDigits.contains(scalar), "\(value)")
      #expect(Boilerplate.isUppercase(scalar) == CharacterSet.uppercaseLetters.contains(scalar), "\(value)")
      #expect(Boilerplate.isLowercase(scalar) == CharacterSet.lowercaseLetters.contains(scalar), "\(value)")
    }
  }
}
