/// Placeholder until the Networking module lands.
enum NetworkingPlaceholder {}
