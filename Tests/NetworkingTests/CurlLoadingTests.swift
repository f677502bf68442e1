import Foundation
import TestSupport
import Testing

@testable import Networking

/// libcurl is opened on the first request; when it cannot be, fetching fails in one line.
@Suite(.hangGuard) struct CurlLoadingTests {
  @Test func aMissingLibraryIsOneLineThatSaysWhatToInstall() {
    let problem = CurlTransfer.problem(loading: "libcurl-missing.so.99")
    #expect(problem?.hasPrefix("cannot load libcurl-missing.so.99 (") == true, "\(problem ?? "nil")")
    #expect(problem?.contains("apt-get install libcurl4") == true)
    #expect(problem?.contains("\n") == false)
  }

  @Test func aLibraryWithoutCurlIsRefusedByName() {
    let problem = CurlTransfer.problem(loading: "libz.so.1")
    #expect(problem == "libz.so.1 lacks curl_global_init; libcurl 7.68 or later is needed")
  }

  @Test func theSystemLibraryLoads() {
    #expect(CurlTransfer.loadProblem == nil)
    #expect(NetworkError.transportUnavailable(reason: "x").isTransient == false)
  }
}
