#if DEBUG
  import PassengrCLI
  import PassengrKit
  import TestAgency

  /// `passengr` with Ridgeline, the test agency, beside the built-in ones: the CLI tests take an
  /// agency the command tree knows nothing of through every command.
  @main
  enum PassengrRidgeline {
    static func main() async {
      await PassengrCommand.main(agencies: .withRidgeline)
    }
  }
#else
  import Foundation

  /// Ridgeline reaches PassengrKit's internals, which a release build hides: this program is built
  /// for the tests, in a debug build, and does nothing else.
  @main
  enum PassengrRidgeline {
    static func main() {
      FileHandle.standardError.write(Data("passengr-ridgeline: built for the tests only; use a debug build\n".utf8))
      exit(70)
    }
  }
#endif
