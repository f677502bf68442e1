import Glibc

/// A number written with a fixed count of decimals, as C's `printf("%.Nf")` writes it (and
/// Foundation's `String(format:)` with it): rounded from the binary value, half to even.
package enum DecimalText {
  package static func text(_ value: Double, places: Int) -> String {
    let places = min(max(places, 0), 17)
    var buffer = [CChar](repeating: 0, count: 512)
    let written = buffer.withUnsafeMutableBufferPointer { out in
      withVaList([Int32(places), value]) { vsnprintf(out.baseAddress, out.count, "%.*f", $0) }
    }
    guard written > 0, Int(written) < buffer.count else { return value.description }
    return String(decoding: buffer[..<Int(written)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
