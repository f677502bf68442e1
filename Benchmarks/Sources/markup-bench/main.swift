// Parses a pass page and runs the benchmark queries N times; prints ns per parse+queries.
import Foundation
import Markup

let arguments = CommandLine.arguments
guard arguments.count == 4, let iterations = Int(arguments[3]), iterations > 0 else {
  FileHandle.standardError.write(Data("usage: markup-bench PAGE QUERIES N\n".utf8))
  exit(64)
}
let page = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
let queries = try String(contentsOfFile: arguments[2], encoding: .utf8).split(separator: "\n").map(String.init)

func run() throws -> Int {
  let document = try HTMLDocument(data: page)
  var characters = 0
  for query in queries {
    for node in try document.nodes(matching: query) { characters += node.text.utf8.count }
  }
  return characters
}

var checksum = try run()  // warm-up, and the figure the other implementations must match
let start = DispatchTime.now().uptimeNanoseconds
for _ in 0..<iterations { checksum &+= try run() }
let elapsed = DispatchTime.now().uptimeNanoseconds - start
print("\(elapsed / UInt64(iterations)) \(checksum / (iterations + 1))")
