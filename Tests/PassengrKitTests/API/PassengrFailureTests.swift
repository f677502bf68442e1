import Foundation
import Testing

@testable import PassengrKit

/// Errors split by domain: each domain error is a `PassengrFailure` that says whether it is a usage
/// error, and kept as a value it stays the same error with the same words.
@Suite struct PassengrFailureTests {
  struct Foreign: Error, CustomStringConvertible {
    var description: String { "curl: (7) connection refused\u{200B}" }
  }

  @Test(
    arguments: [
      (ArchiveError.noSuchBackup(generation: 9, count: 3), true),
      (ArchiveError.unreadable(path: "/d/passengr.json", reason: "bad"), false),
      (SelectionError.emptyPassName, true), (SelectionError.nothingToCheck, true),
      (TripError.unknownTrip("home", suggestion: nil), true), (TripError.emptyTrip("home"), false),
      (KeyError.invalidKey("empty"), true),
      (KeyError.missingKey(agency: .odot, name: "subscription key", variable: "K", file: "/k"), false),
      (SourceError.invalidBaseURL("ftp://x"), true), (SourceError.offline(reason: "no route"), false),
      (DocumentError.noDirection, true), (DocumentError.notAFile(path: "/tmp"), false),
    ] as [(any PassengrFailure, Bool)])
  func eachDomainSaysWhetherTheUserNamedSomethingWrongly(_ error: any PassengrFailure, isUsage: Bool) {
    #expect(error.isUsageError == isUsage, "\(error)")
  }

  @Test func aDomainErrorKeptAsAValueIsTheSameErrorWithTheSameWords() {
    let thrown: [any Error] = [
      ArchiveError.noBackup(path: "/d"), SelectionError.unknownHighway("I-999"), TripError.duplicateTrip("home"),
      KeyError.invalidKey("empty"), SourceError.offline(reason: "no route"), DocumentError.noDirection,
    ]
    let kept = thrown.map { PassengrError(wrapping: $0) }
    #expect(
      kept == [
        .archive(.noBackup(path: "/d")), .selection(.unknownHighway("I-999")), .trip(.duplicateTrip("home")),
        .key(.invalidKey("empty")), .source(.offline(reason: "no route")), .document(.noDirection),
      ])
    for (error, value) in zip(thrown, kept) {
      #expect(value.description == String(describing: error))
      #expect(value.isUsageError == (error as? any PassengrFailure)?.isUsageError)
      #expect(PassengrError(wrapping: value) == value)
    }
  }

  @Test func anotherModulesErrorIsKeptAsAFailedSourceInCleanWords() {
    #expect(PassengrError(wrapping: Foreign()) == .source(.sourceFailed(reason: "curl: (7) connection refused")))
  }
}
