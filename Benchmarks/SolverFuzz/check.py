#!/usr/bin/env python3
"""Compares the solver's answer to `.cass` builds with the strict lexicographic LP.

    check.py FIXFLEX FILE.cass...

FIXFLEX is the `fixflex` executable (`.build/release/fixflex`); its `explain` gives
the values. One line a file: `ok` (every required row holds to 1e-9 of its terms and
every level is at the LP's optimum to 1e-6 of it), `required-violated` (the worst
row's violation over its terms), `worse at P` / `better at P` (the first level whose
objective differs: ours, then the LP's), `lp-infeasible`, `timeout` (10 s) or
`noresult`.
"""
import re
import subprocess
import sys

import lexlp


def level_objectives(path, values):
    """The worst required row's violation over its terms, and each level's sum of
    violations, at `values`."""
    _, constraints = lexlp.parse(path)
    worst, levels = 0.0, {}
    for _, priority, op, constant, terms in constraints:
        value = constant + sum(a * values[v] for a, v in terms)
        scale = abs(constant) + sum(abs(a * values[v]) for a, v in terms)
        if op == "==":
            violation = abs(value)
        elif op == ">=":
            violation = max(0.0, -value)
        else:
            violation = max(0.0, value)
        if priority >= 1000:
            worst = max(worst, violation / (1 + scale))
        else:
            levels[priority] = levels.get(priority, 0.0) + violation
    return worst, levels


def verdict(fixflex, path):
    try:
        run = subprocess.run([fixflex, "explain", path], capture_output=True, text=True, timeout=10)
    except subprocess.TimeoutExpired:
        return "timeout"
    values = {m[1]: float(m[2]) for m in re.finditer(r"^  (\S+) = (\S+)$", run.stdout, re.M)}
    if not values:
        return "noresult"
    optima = lexlp.solve(path)
    if optima is None:
        return "lp-infeasible"
    worst, levels = level_objectives(path, values)
    if worst > 1e-9:
        return f"required-violated {worst:.2g}"
    for level, optimum in optima:
        ours = levels.get(level, 0.0)
        if abs(ours - optimum) > 1e-6 * (1 + abs(optimum)):
            side = "worse" if ours > optimum else "better"
            return f"{side} at {level:g}: {ours:.10g} vs {optimum:.10g}"
    return "ok"


if __name__ == "__main__":
    for path in sys.argv[2:]:
        print(path, verdict(sys.argv[1], path), flush=True)
