// The reference for start-up: a trivial program that links Foundation and FoundationNetworking,
// built like passengr (static Swift stdlib, libcurl dynamic).
import Foundation
import FoundationNetworking

let session = URLSessionConfiguration.ephemeral
print(ProcessInfo.processInfo.arguments.count > 5 ? "\(session)" : "0.1.0")
