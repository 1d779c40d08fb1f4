import FixFlex
import Testing

// Replaced by the flexbox suites.
@Suite struct FlexboxModuleTests {
  @Test func guidesAreNotChildren() throws {
    let root = LayoutNode(name: "root")
    let guide = try root.addGuide(named: "spacer")
    #expect(root.children.isEmpty)
    #expect(root.guides.count == 1 && guide.parent === root)
    #expect(throws: LayoutTreeError.guideInHierarchy(node: "spacer")) {
      try guide.addChild(LayoutNode(name: "x"))
    }
  }
}
