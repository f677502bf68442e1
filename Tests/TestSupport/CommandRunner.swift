import Foundation
import Synchronization

/// Runs the built `passengr` binary and collects its exit status, stdout and stderr.
public enum CommandRunner {
  /// What a run produced.
  public struct Output: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// The `passengr` executable next to the test bundle.
  public static var executable: URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("passengr")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return Fixtures.packageRoot.appendingPathComponent(".build/debug/passengr")
  }

  /// Runs `passengr arguments…` with `environment` added to a clean one (no colour, no terminal).
  public static func run(
    _ arguments: [String], environment: [String: String] = [:], stdin: Data? = nil, executable: URL = executable
  ) async throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var base = ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path, "LANG": "C.UTF-8"]
    base.merge(environment) { _, new in new }
    process.environment = base
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    let collected = Mutex<(Data, Data)>((Data(), Data()))
    let group = DispatchGroup()
    // Blocking reads get threads of their own: parked on GCD's workers they would starve the
    // Swift concurrency runtime, which runs on the same pool, and every timer in the test process.
    for (pipe, isOut) in [(out, true), (err, false)] {
      group.enter()
      Thread.detachNewThread {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        collected.withLock { if isOut { $0.0 = data } else { $0.1 = data } }
        group.leave()
      }
    }
    return try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { process in
        group.notify(queue: .global()) {
          let (stdout, stderr) = collected.withLock { $0 }
          continuation.resume(returning: Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self)))
        }
      }
      do {
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try? input.fileHandleForWriting.close()
      } catch {
        continuation.resume(throwing: error)
      }
    }
  }
}
