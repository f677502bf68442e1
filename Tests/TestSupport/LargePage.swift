import Foundation

/// Rendered pass pages grown to a given size by repeating the shipped Snoqualmie page's label rows,
/// for tests that compare the cost of reading a small page with a large one.
public enum LargePage {
  /// The Snoqualmie page with its rows block repeated until the page is at least `bytes` long.
  public static func make(atLeast bytes: Int) throws -> Data {
    let page = String(decoding: try Fixtures.data("travel/real-time/mountainpasses/snoqualmie"), as: UTF8.self)
    let open = "\n      <div class=\"condition\""
    let close = "</div>\n      </div><!---->"
    guard let first = page.range(of: open), let last = page.range(of: close, options: .backwards) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    let head = page[..<first.lowerBound]
    let rows = page[first.lowerBound..<last.upperBound]
    let tail = page[last.upperBound...]
    let copies = max(1, (bytes - head.utf8.count - tail.utf8.count) / rows.utf8.count + 1)
    return Data((head + String(repeating: String(rows), count: copies) + tail).utf8)
  }

  /// The fastest of `runs` timings of `body`, in seconds of this thread's CPU time: work other
  /// tests and processes do meanwhile on a two-core machine does not count against it.
  public static func fastest(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
      let start = threadCPUTime()
      try body()
      best = min(best, threadCPUTime() - start)
    }
    return best
  }

  /// CPU time this thread has used, in seconds.
  static func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
