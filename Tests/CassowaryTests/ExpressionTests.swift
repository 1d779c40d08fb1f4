import Cassowary
import Testing

@Suite struct ExpressionTests {
  @Test func operatorsBuildTheWrittenExpression() {
    let x = Variable("x")
    let y = Variable("y")
    let e = 2 * x + y - 10
    #expect(e.terms.count == 2)
    #expect(e.terms[0].variable === x && e.terms[0].coefficient == 2)
    #expect(e.terms[1].variable === y && e.terms[1].coefficient == 1)
    #expect(e.constant == -10)
    #expect(e.description == "2·x + y - 10")
  }

  @Test func reducedMergesRepeatsInFirstAppearanceOrderAndDropsZeros() {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    // y + 3x - y + z/2 + x  =  4x + 0.5z   (y cancels)
    let e = (y + 3 * x - y + z / 2 + x).reduced()
    #expect(e.terms.map(\.variable.name) == ["x", "z"])
    #expect(e.terms.map(\.coefficient) == [4, 0.5])
  }

  @Test func relationsMoveEverythingToTheLeft() {
    let x = Variable("x")
    let w = Variable("w")
    let c = x + w <= 300
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.constant == -300)
    #expect(c.priority == .required)
    #expect(c.withPriority(.weak).priority.value == 250)
  }
}
