// swift-tools-version:6.0
// Benchmarks live in their own package so that CI and `swift test` never build them.
import PackageDescription

let package = Package(
  name: "PassengrBenchmarks",
  dependencies: [.package(name: "Passengr", path: "..")],
  targets: [
    .executableTarget(
      name: "markup-bench",
      dependencies: [.product(name: "Markup", package: "Passengr")],
      swiftSettings: [.unsafeFlags(["-Ounchecked"])]
    )
  ],
  swiftLanguageModes: [.v6]
)
