import Foundation
import PassengrKit
import TestSupport
import Testing

@testable import PassengrCLI

#if canImport(Glibc)
  import Glibc
#endif

/// What the command line does by hand instead of with Foundation (so it needs only
/// `FoundationEssentials`), held to Foundation's own answers on generated input.
struct FoundationlessCLITests {
  /// The targets the command line replaces: a shell quote, a value's dash and underscore, the
  /// placeholder of a refusal, the words a summary drops.
  static let targets = ["'", "-", "_", "<value>: ", "<agency>: ", "; no saved data to show"]

  /// Pieces of text around them: what a composed character joins (combining, enclosing and
  /// spacing marks, a variation selector, an emoji modifier) and what it does not (a joiner, a
  /// prepended mark, line ends, regional indicators, Hangul jamo), letters, quotes and the targets.
  static let pieces: [String] =
    [
      "a", "Z", "e", "é", "e\u{301}", "\u{301}", "\u{308}", "\u{20DD}", "\u{903}", "\u{FE0F}", "\u{1F3FB}", "\u{200D}",
      "\u{600}", "\r", "\n", "\r\n", "\u{1F1FA}", "\u{1F1F8}", "\u{1100}", "\u{1161}", "\u{E33}", "\u{94D}", " ", "\"",
      "<", ">", ":", ";", "😀", "'", "-", "_",
    ] + targets

  static func texts(count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "a" }
        .joined()
    }
  }

  @Test func replacingEveryIsFoundations() {
    for text in Self.texts(count: 20_000, seed: 11) {
      for target in Self.targets {
        for replacement in ["", "'\\''", "_", "XY"] {
          let ours = text.replacingEvery(target, with: replacement)
          let foundations = text.replacingOccurrences(of: target, with: replacement)
          #expect(
            ours.unicodeScalars.elementsEqual(foundations.unicodeScalars),
            "\(text.unicodeScalars.map(\.value)) \(target) \(replacement)")
        }
      }
    }
  }

  /// Every scalar after and before a target: the only ones read differently are marks that
  /// Unicode made part of a character after the tables Foundation's comparison uses (Unicode 15.1
  /// and 16 added a hundred or so), which Foundation then takes for a character of its own.
  @Test func replacingEveryBesideEachScalarDiffersOnlyForNewerMarks() {
    var differing: [UInt32] = []
    for value in UInt32(0)...0x1_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in ["-" + String(scalar), String(scalar) + "-"] {
        let ours = text.replacingEvery("-", with: "_")
        let foundations = text.replacingOccurrences(of: "-", with: "_")
        if !ours.unicodeScalars.elementsEqual(foundations.unicodeScalars) { differing.append(value) }
      }
    }
    #expect(differing.count < 150, "\(differing.count) scalars")
    for value in differing {
      let category = Unicode.Scalar(value).map(\.properties.generalCategory)
      #expect(category == .nonspacingMark || category == .spacingMark, "U+\(String(value, radix: 16))")
    }
  }

  @Test func paddedIsFoundations() {
    for field in CustomPass.Field.allCases {
      #expect(field.rawValue.padded(to: 12) == field.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0))
    }
    var generator = SeededGenerator(seed: 5)
    let letters = Array("abcdefghijklmnopqrstuvwxyz ABC-_'")
    for _ in 0..<5_000 {
      let text = String(
        (0..<Int.random(in: 0...20, using: &generator)).map { _ in letters.randomElement(using: &generator) ?? "a" })
      let length = Int.random(in: 0...16, using: &generator)
      #expect(
        text.padded(to: length) == text.padding(toLength: length, withPad: " ", startingAt: 0), "\(text) \(length)")
    }
  }

  /// Bytes written to a pipe arrive whole, in order, however the kernel splits the writes.
  @Test func streamWritesEveryByteThroughAPipe() async {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    let readEnd = descriptors[0]
    let text = (0..<40_000).map { "line \($0) ünïcode\n" }.joined()
    let received = Task.detached {
      let handle = FileHandle(fileDescriptor: readEnd, closeOnDealloc: true)
      return handle.readDataToEndOfFile()
    }
    StandardStream(descriptor: descriptors[1]).write(text)
    close(descriptors[1])
    #expect(await received.value == Data(text.utf8))
  }

  /// Reading is `FileHandle.readData(ofLength:)`: to the end or the limit, whichever comes first.
  @Test func streamReadsAsFileHandleDoes() throws {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<40 {
      let size = Int.random(in: 0...70_000, using: &generator)
      let limit = Int.random(in: 0...70_000, using: &generator)
      let bytes = Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) })
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-stream-\(UUID().uuidString)")
      try bytes.write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }
      let ours = open(file.path, O_RDONLY)
      defer { close(ours) }
      let handle = try FileHandle(forReadingFrom: file)
      #expect(StandardStream(descriptor: ours).read(upTo: limit) == handle.readData(ofLength: limit))
    }
  }

  /// A reader that went away ends the process as SIGPIPE does, even when the parent ignored the
  /// signal (the child inherits that): no crash report, and the status of a broken pipe.
  @Test func brokenPipeEndsTheProcessAsSIGPIPEDoes() throws {
    let binary = CommandRunner.executable.path
    let script =
      "trap '' PIPE; { sleep 0.3; '\(binary)' classify -- 'Chains required'; echo \"status $?\" >&2; } | true"
    let (status, stderr) = try Self.shell(script)
    #expect(status == 0)
    #expect(stderr == "status 141\n")
  }

  /// Output that cannot be written (a full disk) is one line on stderr and exit 2, not a crash.
  @Test func failedWriteIsOneLineAndTrouble() throws {
    let binary = CommandRunner.executable.path
    let (status, stderr) = try Self.shell("'\(binary)' classify -- 'Chains required' > /dev/full")
    #expect(status == 2)
    #expect(stderr == "passengr: cannot write to standard output: no space left on device\n")
  }

  /// Runs `script` with bash; its exit status and stderr.
  private static func shell(_ script: String) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
