/// Where the team's shared reference data lives: `../shared` beside the repository.
public enum SharedData {
  /// The repository root, found from this file's path.
  public static let repositoryRoot: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    // …/Tests/_FixFlexTestSupport/SharedData.swift → drop three components.
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// `../shared` relative to the repository root (it may not exist).
  public static let sharedDirectory: String = repositoryRoot + "/../shared"

  /// `../shared/conformance` relative to the repository root (it may not exist).
  public static let conformanceDirectory: String = sharedDirectory + "/conformance"

  /// The message tests print when the shared data is absent.
  public static let skippedMessage = "skipped: ../shared/conformance not found"
}
