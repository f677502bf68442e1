import PassengrCLI

/// The `passengr` executable: the command tree and everything it does live in PassengrCLI, so a
/// test program can run the same tree with an agency of its own.
@main
enum Passengr {
  static func main() async {
    await PassengrCommand.main()
  }
}
