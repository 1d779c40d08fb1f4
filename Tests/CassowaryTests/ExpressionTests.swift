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

  @Test func subtractionNegatesEveryTermOnTheRight() {
    let x = Variable("x")
    let y = Variable("y")
    // 10 - (2x - y + 3)  =  -2x + y + 7
    let e = 10 - (2 * x - y + 3)
    #expect(e.terms.map(\.variable.name) == ["x", "y"])
    #expect(e.terms.map(\.coefficient) == [-2, 1])
    #expect(e.constant == 7)
    // A constant on the right leaves the terms as they are.
    let f = x - 5
    #expect(f.terms.map(\.variable.name) == ["x"] && f.terms[0].coefficient == 1)
    #expect(f.constant == -5)
    // (x + y) - (y + 2) keeps y twice until reduced: then x alone.
    let g = (x + y) - (y + 2)
    #expect(g.terms.map(\.coefficient) == [1, 1, -1])
    #expect(g.reduced().terms.map(\.variable.name) == ["x"])
    #expect(g.reduced().constant == -2)
  }

  /// A constraint keeps its reduced terms in order, past the four it holds itself,
  /// and the solver reads every one.
  @Test func aConstraintOfSixTermsKeepsThemAllInOrder() throws {
    let variables = (1...6).map { Variable("x\($0)") }
    var sum = Expression()
    for (index, variable) in variables.enumerated() {
      sum = sum + Double(index + 1) * variable
    }
    // x1 + 2·x2 + ... + 6·x6 == 91 with x1 … x5 = 1 … 5: 1 + 4 + 9 + 16 + 25 = 55,
    // so 6·x6 = 36 and x6 = 6.
    let constraint = sum == 91
    #expect(constraint.expression.terms.map(\.variable.name) == variables.map(\.name))
    #expect(constraint.expression.terms.map(\.coefficient) == [1, 2, 3, 4, 5, 6])
    #expect(constraint.constant == -91)
    let solver = Solver()
    try solver.add(constraint)
    for (index, variable) in variables.dropLast().enumerated() {
      try solver.add(variable == Double(index + 1))
    }
    solver.updateVariables()
    #expect(abs(variables[5].value - 6) < 1e-9)
    #expect(constraint.isSatisfied())
    // Terms that cancel are gone from the constraint, as from a reduced expression.
    let cancelled = variables[0] + variables[1] - variables[0] == 2
    #expect(cancelled.expression.terms.map(\.variable.name) == ["x2"])
  }

  @Test func reducedLeavesAReducedExpressionAsItIs() {
    let x = Variable("x")
    let y = Variable("y")
    let e = Expression([Term(y, 2), Term(x, -1)], constant: 4).reduced()
    #expect(e.terms.map(\.variable.name) == ["y", "x"])
    #expect(e.terms.map(\.coefficient) == [2, -1])
    #expect(e.constant == 4)
    // A zero coefficient or a repeat anywhere, not only next to its twin, is reduced.
    let zero = Expression([Term(x, 1), Term(y, 0)]).reduced()
    #expect(zero.terms.map(\.variable.name) == ["x"])
    let repeated = Expression([Term(x, 1), Term(y, 2), Term(x, 3)]).reduced()
    #expect(repeated.terms.map(\.variable.name) == ["x", "y"])
    #expect(repeated.terms.map(\.coefficient) == [4, 2])
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

  @Test func reducedMergesLongExpressionsTheSameWay() {
    // 20 variables, each written twice: vᵢ with coefficient i, then again with
    // 1 − i (every other one with −i, so that it cancels): 10 remain, each at 1,
    // in order of first appearance — more terms than the short expressions' scan
    // takes, so this goes through the other merge.
    let variables = (0..<20).map { Variable("v\($0)") }
    var terms: [Term] = variables.enumerated().map { Term($1, Double($0)) }
    for (i, v) in variables.enumerated() {
      terms.append(Term(v, i.isMultiple(of: 2) ? 1 - Double(i) : -Double(i)))
    }
    let e = Expression(terms, constant: 3).reduced()
    #expect(e.terms.map(\.variable.name) == stride(from: 0, to: 20, by: 2).map { "v\($0)" })
    #expect(e.terms.allSatisfy { $0.coefficient == 1 })
    #expect(e.constant == 3)
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
