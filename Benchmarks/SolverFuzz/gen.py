#!/usr/bin/env python3
"""A badly scaled `.cass` build for a seed, in the style of stop 32's fuzzer.

Two to five items `l + w = r` (required), four to fourteen rows of one to three terms
with coefficients from 0.001 to 1 000 and constants up to 30 000, priorities of every
kind (the named strengths, 999, 750, and unique weights near 1 and 2.5), a unique-weight
anchor on a free variable, and in 70 % of the scripts an edit variable (declared first,
so that it starts at 0) with a suggestion in 60 % of those. Rows are shuffled.

    gen.py SEED > FILE.cass
"""
import random
import sys

COEFFICIENTS = [0.001, 0.1, 0.25, 0.5, 1, 1.5, 2, 3, 20, 50, 1000]
PRIORITIES = ["required", "required", "required", "strong", "medium", "weak",
              "999", "579.9784", "2.5", "1.0185", "750", "1.0485"]


def generate(seed):
    r = random.Random(seed)
    items = r.randint(2, 5)
    variables = [f"ai{i}.{part}" for i in range(items) for part in "lwr"] + ["free"]
    lines = [f"v {v}" for v in variables]
    rows = [f"c k{i}i required == 0 1 ai{i}.l 1 ai{i}.w -1 ai{i}.r" for i in range(items)]
    for k in range(r.randint(4, 14)):
        terms = r.sample(variables, r.randint(1, 3))
        body = " ".join(f"{r.choice([-1, 1]) * r.choice(COEFFICIENTS):g} {t}" for t in terms)
        constant = round(r.uniform(-300, 300) * r.choice([1, 1, 1, 10, 100]), 3)
        op = r.choice(["==", "<=", ">="])
        priority = r.choice(PRIORITIES)
        if priority == "required" and op == "==" and r.random() < 0.5:
            op = ">="
        rows.append(f"c k{k} {priority} {op} {constant:g} {body}")
    anchor = r.randint(0, 99)
    weight = r.choice(["1.0485", "1.0185", "1.0311"])
    rows.append(f"c uq{anchor} {weight} == {-r.randint(0, 300)} 1 free")
    r.shuffle(rows)
    if r.random() < 0.7:
        edited = r.choice(variables)
        rows.insert(0, f"e {edited} {r.choice(['strong', 'medium', 'weak'])}")
        if r.random() < 0.6:
            rows.append(f"s {edited} {round(r.uniform(-500, 500), 2):g}")
    return "\n".join(lines + rows + ["u"]) + "\n"


if __name__ == "__main__":
    sys.stdout.write(generate(int(sys.argv[1])))
