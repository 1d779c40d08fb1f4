import Foundation
import Testing
import _FixFlexTestSupport

/// The main job's screens (`fixflex-bench frames`), checked against frames worked out
/// by hand, through every approach in the build: the stacks version and the flexbox
/// version of each screen must mean the layout written in its documentation.
@Suite struct MainJobScreenTests {
  /// One printed frame: `x y width height`.
  typealias Frame = [Double]

  /// `fixflex-bench frames ARGS` as path → frame, or nil when the tool is not built.
  func frames(_ arguments: [String]) throws -> [String: Frame]? {
    let runner = try ToolRunner()
    guard let output = try runner.run("fixflex-bench", ["frames"] + arguments) else { return nil }
    #expect(output.status == 0, "\(arguments): \(output.stderr)")
    var result: [String: Frame] = [:]
    for line in output.stdout.split(separator: "\n") {
      let fields = line.split(separator: " ")
      try #require(fields.count == 5, "\(line)")
      result[String(fields[0])] = fields.dropFirst().compactMap { Double($0) }
    }
    return result
  }

  /// The approaches this build has (the constraints approach once issue 6 is in).
  func approaches() throws -> [String] {
    let runner = try ToolRunner()
    guard let probe = try runner.run("fixflex-bench", ["frames", "flat", "1", "constraints"])
    else { return [] }
    return probe.status == 0 ? ["stacks", "constraints", "direct"] : ["stacks", "direct"]
  }

  func expect(
    _ frames: [String: Frame], _ path: String, _ expected: Frame, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let frame = frames[path] else {
      Issue.record("\(context): no node \(path)", sourceLocation: sourceLocation)
      return
    }
    // The tool prints 4 decimals.
    let close = zip(frame, expected).allSatisfy { abs($0 - $1) <= 1e-4 }
    #expect(
      close, "\(context) \(path): \(frame), expected \(expected)", sourceLocation: sourceLocation)
  }

  /// Flat, N = 7, root 358 × 44: item0 Fix 20; item1 a 1-character label (8 points)
  /// held at its minimum 10; item2 Fill weight 1; item3 Fix 23; item4 a 2-character
  /// label, 16; item5 Fill weight 2; item6 Fix 26. Padding 4 + 6 gaps of 4 + 4 = 32,
  /// fixed 95, so the fills share 358 − 127 = 231 as 77 and 154. Resized to 393 × 48:
  /// they share 266 as 88.667 and 177.333.
  @Test func flatRowByHand() throws {
    for approach in try approaches() {
      guard let laid = try frames(["flat", "7", approach]),
        let resized = try frames(["flat", "7", approach, "--resized"])
      else { return }
      #expect(laid.count == 8)
      expect(laid, "row", [0, 0, 358, 44], approach)
      let widths = [20, 10, 77, 23, 16, 154, 26.0]
      var x = 4.0
      for (index, width) in widths.enumerated() {
        expect(laid, "row/item\(index)", [x, 4, width, 36], approach)
        x += width + 4
      }
      #expect(x == 358)
      let resizedWidths = [20, 10, 266.0 / 3, 23, 16, 532.0 / 3, 26]
      x = 4
      for (index, width) in resizedWidths.enumerated() {
        expect(resized, "row/item\(index)", [x, 4, width, 40], approach + " resized")
        x += width + 4
      }
    }
  }

  /// Deep, N = 3: the root 1000 × 1000, level1 fills it, level2 fills level1 less its
  /// 0.05 padding at the top and leading edge, the 10 × 10 leaf at level2's (0.05,
  /// 0.05). Resized to 1100 × 1050.
  @Test func deepChainByHand() throws {
    for approach in try approaches() {
      guard let laid = try frames(["deep", "3", approach]),
        let resized = try frames(["deep", "3", approach, "--resized"])
      else { return }
      #expect(laid.count == 4)
      expect(laid, "deep/level1", [0, 0, 1000, 1000], approach)
      expect(laid, "deep/level1/level2", [0.05, 0.05, 999.95, 999.95], approach)
      expect(laid, "deep/level1/level2/leaf", [0.05, 0.05, 10, 10], approach)
      expect(resized, "deep/level1/level2", [0.05, 0.05, 1099.95, 1049.95], approach)
      expect(resized, "deep/level1/level2/leaf", [0.05, 0.05, 10, 10], approach)
    }
  }

  /// Grid, N = 4 (2 × 2) in 800 × 600: rows (600 − 8 − 4) / 2 = 294 high and 792 wide,
  /// cells (792 − 4) / 2 = 394 wide. Resized to 840 × 630: rows 309, cells 414.
  @Test func gridByHand() throws {
    for approach in try approaches() {
      guard let laid = try frames(["grid", "4", approach]),
        let resized = try frames(["grid", "4", approach, "--resized"])
      else { return }
      #expect(laid.count == 7)
      expect(laid, "grid/row0", [4, 4, 792, 294], approach)
      expect(laid, "grid/row1", [4, 302, 792, 294], approach)
      expect(laid, "grid/row1/cell1_0", [0, 0, 394, 294], approach)
      expect(laid, "grid/row1/cell1_1", [398, 0, 394, 294], approach)
      expect(resized, "grid/row1", [4, 317, 832, 309], approach)
      expect(resized, "grid/row1/cell1_1", [418, 0, 414, 309], approach)
    }
  }

  /// The feed cell of SEMANTICS §4.3 for items 0 and 10 at 375 points, worked out with
  /// the bench's text measure (8 points a character, lines 20.333 high): content
  /// 359 wide; the poster labels 375 − 16 − 58 = 301 wide, so item 0's 37-character
  /// headline (296 points) takes one line and item 10's (38, 304 points) two; the
  /// image 359 × 200/350 high; the actions spaced between; the actor row 50 high
  /// with its comment stretched. At 390 points the labels are 316 wide, item 10's
  /// headline fits on one line and the image is 374 × 200/350.
  @Test func feedCellByHand() throws {
    let line = 20.333
    let image = 359 * 200 / 350.0
    for approach in try approaches() {
      guard let laid = try frames(["feed", "11", approach]),
        let resized = try frames(["feed", "11", approach, "--resized"])
      else { return }
      #expect(laid.count == 1 + 11 * 22)
      let cell = "feed/cell0/contentView"
      // posterRow's height is the labels' (3 lines) since they exceed the 50-point
      // image, which is centred: (3L − 50) / 2 from the top.
      let posterRow = 3 * line
      let commentY = 8 + line + posterRow
      let imageY = commentY + line
      let actionsY = imageY + image + 2 * line + 4
      let actorY = actionsY + line + 2
      let height = actorY + 50 + 8
      expect(laid, "feed/cell0", [0, 0, 375, height], approach)
      expect(laid, "\(cell)/topBar", [8, 8, 359, line], approach)
      expect(laid, "\(cell)/topBar/action", [0, 0, 13 * 8, line], approach)
      expect(laid, "\(cell)/topBar/options", [359 - 24, 0, 24, line], approach)
      expect(laid, "\(cell)/posterRow", [8, 8 + line, 359, posterRow], approach)
      expect(laid, "\(cell)/posterRow/posterImage", [0, (posterRow - 50) / 2, 50, 50], approach)
      expect(laid, "\(cell)/posterRow/posterLabels", [58, 0, 301, posterRow], approach)
      expect(laid, "\(cell)/posterRow/posterLabels/posterTime", [0, 2 * line, 301, line], approach)
      expect(laid, "\(cell)/posterComment", [8, commentY, 359, line], approach)
      expect(laid, "\(cell)/contentImage", [8, imageY, 359, image], approach)
      expect(laid, "\(cell)/contentDomain", [8, imageY + image + line, 359, line], approach)
      // Like 32, Comment 56, Share 40: (359 − 128) / 2 = 115.5 between them.
      expect(laid, "\(cell)/actions", [8, actionsY, 359, line], approach)
      expect(laid, "\(cell)/actions/comment", [32 + 115.5, 0, 56, line], approach)
      expect(laid, "\(cell)/actions/share", [319, 0, 40, line], approach)
      expect(laid, "\(cell)/actorRow", [8, actorY, 359, 50], approach)
      expect(laid, "\(cell)/actorRow/actorComment", [58, 0, 301, 50], approach)

      // Item 10: the headline wraps, the poster row is 4 lines high, the cell 20.333
      // higher; the cells follow one another.
      let tenth = "feed/cell10/contentView/posterRow"
      expect(laid, tenth, [8, 8 + line, 359, 4 * line], approach)
      expect(laid, "\(tenth)/posterImage", [0, (4 * line - 50) / 2, 50, 50], approach)
      expect(laid, "\(tenth)/posterLabels/posterHeadline", [0, line, 301, 2 * line], approach)
      expect(laid, "feed/cell1", [0, height, 375, height], approach)

      // At 390 points.
      // The image is 374 × 200/350 high now, the rest as high as before.
      let resizedHeight = height - image + 374 * 200 / 350.0
      expect(resized, "feed/cell0", [0, 0, 390, resizedHeight], approach)
      expect(resized, "\(tenth)/posterLabels/posterHeadline", [0, line, 316, line], approach)
      expect(
        resized, "feed/cell10/contentView/contentImage", [8, imageY, 374, 374 * 200 / 350.0],
        approach)
    }
  }

  @Test func badFramesArgumentsExitTwo() throws {
    let runner = try ToolRunner()
    for arguments in [
      ["frames"], ["frames", "spiral", "10"], ["frames", "flat", "0"], ["frames", "flat", "x"],
      ["frames", "flat", "10", "yoga"], ["frames", "flat", "10", "--wide"],
    ] {
      guard let output = try runner.run("fixflex-bench", arguments) else { return }
      #expect(output.status == 2, "\(arguments): \(output.status)")
      #expect(output.stderr.hasPrefix("error: frames"), "\(arguments): \(output.stderr)")
      #expect(output.stdout.isEmpty, "\(arguments)")
    }
  }
}
