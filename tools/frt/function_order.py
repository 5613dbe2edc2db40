"""The release build's function order: which of librustc_driver's functions run, from callgrind.

Bootstrap's `rust.symbol-ordering-file` (patch 0010) makes lld lay out librustc_driver's
functions in the order of a list of symbol names. The release build (release.py) writes that
list from callgrind profiles of the instrumented compiler: the functions a start (`rustc -vV`)
runs first, then every other function the training runs, most time spent first. Code that runs
is then packed together instead of spread over the library's 110 MB of text (LLVM's static
constructors alone touch pages across all of LLVM at each start), so fewer pages are mapped:
less peak memory, a faster start. Everything not listed keeps the linker's order, after them.
"""

import re
from collections import Counter
from collections.abc import Iterable

# callgrind's options for these profiles: per function only (no lines, no instructions), names
# as the symbol table has them (mangled, what the linker matches), uncompressed names.
CALLGRIND = ("valgrind", "--tool=callgrind", "--dump-line=no", "--dump-instr=no", "--compress-strings=no",
             "--compress-pos=no", "--demangle=no")
LIBRARY = "librustc_driver"
RECURSION = re.compile(r"'\d+$")  # callgrind's suffix of a recursion level: f'2


def self_costs(text: str, library: str = LIBRARY) -> Counter[str]:
    """The instructions executed in each function of `library` (its own, not those of what it
    calls), from the text of a callgrind profile written with CALLGRIND's options."""
    costs: Counter[str] = Counter()
    obj = fn = ""
    after_calls = False
    for line in text.splitlines():
        if after_calls:  # the inclusive cost of a call: not the caller's own
            after_calls = False
            continue
        if line[:1].isdigit() or line[:1] in "+-*":
            parts = line.split()
            if library in obj and fn and len(parts) > 1:
                costs[fn] += int(parts[1])
        elif line.startswith("ob="):
            obj = line[3:].strip()
        elif line.startswith("fn="):
            name = RECURSION.sub("", line[3:].strip())
            fn = "" if name.startswith("0x") or not name or any(c.isspace() for c in name) else name
        elif line.startswith("calls="):
            after_calls = True
    return costs


def function_order(startup: Counter[str], training: Iterable[Counter[str]]) -> list[str]:
    """The symbol order: startup's functions, then the training's others, each part most
    expensive first (ties in the order seen)."""
    total: Counter[str] = Counter()
    for c in training:
        total.update(c)
    first = [f for f, _ in startup.most_common()]
    seen = set(first)
    return first + [f for f, _ in total.most_common() if f not in seen]
