#!/usr/bin/env python3
"""The strict lexicographic optimum of a `.cass` build, by an independent LP solver.

Reads the statements up to the first `u`: `v`, `c`, `e` (an edit variable whose
constraint is `NAME == 0`: the script's `e` must come before any constraint mentions
the variable, since the solver starts an edit at the variable's current value) and
`s` (which moves that constant). `r` and `x` are not supported.

Each optional constraint gets error columns (`==`: two, an inequality: one); levels
are solved from the highest priority down with HiGHS (SciPy's `linprog`), each
level's optimum then held to within TOL of itself (0 by default: exactly, to HiGHS's
own 1e-10 feasibility tolerance). A positive TOL lets a weaker level buy what the
tolerance allows at a stronger one, which a strict hierarchy must not.

    lexlp.py FILE.cass [TOL]    prints each level's optimal objective
"""
import sys

import numpy as np
from scipy.optimize import linprog

STRENGTHS = {"required": 1000.0, "strong": 750.0, "medium": 500.0, "weak": 250.0}


def parse(path):
    """The variables, and the constraints as (id, priority, op, constant, terms)."""
    variables, constraints = [], []
    for line in open(path):
        tokens = line.split("#")[0].split()
        if not tokens:
            continue
        kind = tokens[0]
        if kind == "v":
            variables.append(tokens[1])
        elif kind == "c":
            _, name, strength, op, constant, *rest = tokens
            terms = [(float(rest[i]), rest[i + 1]) for i in range(0, len(rest), 2)]
            priority = STRENGTHS.get(strength) or float(strength)
            constraints.append((name, priority, op, float(constant), terms))
        elif kind == "e":
            priority = STRENGTHS.get(tokens[2]) or float(tokens[2])
            constraints.append(("edit:" + tokens[1], priority, "==", 0.0, [(1.0, tokens[1])]))
        elif kind == "s":
            for i, c in enumerate(constraints):
                if c[0] == "edit:" + tokens[1]:
                    constraints[i] = (c[0], c[1], c[2], -float(tokens[2]), c[4])
        elif kind == "u":
            break
        elif kind in ("r", "x"):
            raise ValueError(f"{path}: '{kind}' is not supported")
    return variables, constraints


def solve(path, tolerance=0.0):
    """[(priority, optimal objective)] from the highest level down, or None when the
    required constraints are infeasible."""
    variables, constraints = parse(path)
    n = len(variables)
    index = {v: i for i, v in enumerate(variables)}
    levels = sorted({c[1] for c in constraints if c[1] < 1000}, reverse=True)
    # Error columns: (constraint, sign in the row).
    errors = []
    for k, (_, priority, op, _, _) in enumerate(constraints):
        if priority >= 1000:
            continue
        if op == "==":
            errors += [(k, 1.0), (k, -1.0)]
        else:
            errors.append((k, 1.0 if op == ">=" else -1.0))
    width = n + len(errors)
    a_eq, b_eq, a_ub, b_ub = [], [], [], []
    for k, (_, _, op, constant, terms) in enumerate(constraints):
        row = np.zeros(width)
        for coefficient, v in terms:
            row[index[v]] += coefficient
        for j, (owner, sign) in enumerate(errors):
            if owner == k:
                row[n + j] += sign
        # constant + a·x + errors  OP  0
        if op == "==":
            a_eq.append(row), b_eq.append(-constant)
        elif op == ">=":
            a_ub.append(-row), b_ub.append(constant)
        else:
            a_ub.append(row), b_ub.append(-constant)
    bounds = [(None, None)] * n + [(0, None)] * len(errors)
    optima = []
    for level in levels:
        cost = np.zeros(width)
        for j, (owner, _) in enumerate(errors):
            if constraints[owner][1] == level:
                cost[n + j] = 1
        result = linprog(
            cost,
            A_ub=np.array(a_ub) if a_ub else None, b_ub=b_ub or None,
            A_eq=np.array(a_eq) if a_eq else None, b_eq=b_eq or None,
            bounds=bounds, method="highs",
            options={"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10})
        if result.status != 0:
            return None
        optima.append((level, result.fun))
        a_ub.append(cost), b_ub.append(result.fun + tolerance * (1 + abs(result.fun)))
    return optima


if __name__ == "__main__":
    optima = solve(sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 0.0)
    if optima is None:
        print("the required constraints are infeasible")
    else:
        for level, value in optima:
            print(f"level {level:g}: {value:.10g}")
