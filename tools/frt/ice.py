"""ICE hunting: compile the fork's FRT tests under a matrix of flags.

`./frt test --ice` runs every `tests/ui/field_representing_types/*.rs` of the
source tree with the fork's stage1 rustc under each flag set of MATRIX, with
both trait solvers, and counts a run as failed when rustc reports an internal
compiler error (or dies from a signal). Ordinary compile errors are expected:
half of these tests check diagnostics.

The host side (`run`) enters the build environment once and runs this file
there as a script (`main`), which loops over the programs and flags.
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

# One flag set per entry; each also runs with -Znext-solver.
MATRIX = [
    ["-Cdebuginfo=2"],
    ["-Zvalidate-mir"],
    ["-Zmir-opt-level=0"],
    ["-Zmir-opt-level=4", "-Zvalidate-mir"],
    ["-Csymbol-mangling-version=v0"],
    ["-Csymbol-mangling-version=legacy"],
    ["-Cpanic=abort"],
    ["--emit=mir,llvm-ir,metadata"],
    ["-Zunpretty=hir"],
    ["-Zunpretty=expanded"],
    ["-Zunpretty=mir"],
    ["-Cincremental"],  # a directory under the scratch dir is filled in
]
SOLVERS = [[], ["-Znext-solver"]]
ICE_MARKERS = ("internal compiler error", "panicked at", "error: the compiler unexpectedly panicked")


def programs(test_dir):
    return sorted(p for p in Path(test_dir).glob("*.rs"))


def aux_crates(test_dir):
    return sorted(Path(test_dir, "auxiliary").glob("*.rs"))


def is_ice(proc):
    text = proc.stdout + proc.stderr
    return proc.returncode < 0 or proc.returncode == 101 or any(m in text for m in ICE_MARKERS)


def main(argv):
    """Inside the environment: main(rustc, test_dir) -> prints results, exit 0/1."""
    rustc, test_dir = argv
    passed = failed = 0
    with tempfile.TemporaryDirectory() as out:
        # Auxiliary crates are built once per solver, as the tests expect.
        for solver in SOLVERS:
            libdir = Path(out, "aux" + "".join(solver))
            libdir.mkdir()
            for aux in aux_crates(test_dir):
                subprocess.run([rustc, "--crate-type=lib", "--edition=2021", *solver, str(aux),
                                "--out-dir", str(libdir)], capture_output=True, text=True)
        for prog in programs(test_dir):
            for flags in MATRIX:
                for solver in SOLVERS:
                    libdir = Path(out, "aux" + "".join(solver))
                    if ["-Cincremental"] == flags[:1]:
                        flags = ["-Cincremental=" + str(Path(out, "incr"))]
                    cmd = [rustc, str(prog), "--edition=2021", "-L", str(libdir), "--out-dir", out,
                           "--cfg", "next" if solver else "old", "-Zunstable-options", *flags, *solver]
                    try:
                        p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
                    except subprocess.TimeoutExpired:
                        failed += 1
                        print("TIMEOUT %s %s" % (prog.name, " ".join(flags + solver)))
                        continue
                    if is_ice(p):
                        failed += 1
                        first = next((l for l in (p.stderr + p.stdout).splitlines()
                                      if any(m in l for m in ICE_MARKERS)), "")
                        print("ICE %s %s: %s" % (prog.name, " ".join(flags + solver), first.strip()))
                    else:
                        passed += 1
    print("ice matrix: %d programs x %d flag sets: %d passed, %d failed"
          % (len(programs(test_dir)), len(MATRIX) * len(SOLVERS), passed, failed))
    return 0 if failed == 0 else 1


def run(ctx, tally):
    """Host side: run main() in the build environment and add its counts to tally."""
    import re

    from . import config, env

    rustc = ctx.paths.stage1 / "bin" / "rustc"
    test_dir = ctx.paths.tree / "tests" / "ui" / "field_representing_types"
    rc, output = env.run(ctx.paths.env, ["python3", str(Path(__file__).resolve()), str(rustc), str(test_dir)],
                         cwd=config.REPO, binds=[config.REPO], tee=True, check=False)
    m = re.search(r"(\d+) passed, (\d+) failed", output)
    if m:
        tally.add("ICE matrix", int(m.group(1)), int(m.group(2)))
    else:
        tally.add("ICE matrix", 0, 1)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
