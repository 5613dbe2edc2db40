"""ICE hunting: compile the fork's FRT tests and a generated corpus under a matrix of flags.

`./frt test --ice` runs every ui test under `tests/ui/field_representing_types/` of the
source tree (subdirectories too, not `auxiliary/`), plus the corpus of malformed and
unusual programs that the corpus package (`frt.corpus`) generates (deterministically,
into a temporary directory), with the fork's stage1 rustc under
each flag set of MATRIX with both trait solvers, and with the stage1 rustdoc
(RUSTDOC: HTML with `--document-private-items` under both solvers, JSON under the old
one), and, for the ui tests, with clippy-driver (CLIPPY, both solvers). A run counts as failed when the tool reports an internal compiler error, dies
from a signal, or exceeds the per-run timeout (TIMEOUT). Ordinary compile errors are
expected: half of the ui tests check diagnostics and much of the corpus is malformed
on purpose.

What is an ICE (`is_ice`): exit code 101, death by a signal, or a line starting with
`error: internal compiler error`, `thread '...' panicked at`, `error: the compiler
unexpectedly panicked` or `rustc interrupted by SIG`. The markers are matched at the
start of a line, so a diagnostic that quotes source text containing "panicked at" is
not an ICE. rustdoc shares rustc's driver and panic hook: an ICE there also exits
with 101 and prints the same markers (checked with `-Ztreat-err-as-bug`), while its
ordinary errors exit with 1. We never run `rustdoc --test`, whose failing doctests
would also exit with 101 and print "panicked at". ICEs of the base compiler that
reproduce without any FRT (KNOWN_BASE_ICES; notably rustdoc -Znext-solver, which
dies in auto-trait synthesis on any crate with a struct) are counted apart as
"known base ICEs", neither passed nor failed.

Work is cut down for the corpus (the ui tests always get the full matrix), so that a
full run stays under ~25 minutes on 2 cores (measured: 828 programs in 20m18s on an idle
machine; 850 programs = 15457 runs in 26m04s while `x.py test tests/ui` ran alongside):
- every corpus program is first compiled with the probe flag set (MATRIX[0], a full
  build to a binary) under each solver. When the probe ends in an ordinary compile
  error, the flag sets that only change what happens after analysis (CODEGEN_ONLY:
  MIR opt levels, symbol mangling, panic=abort, --emit, -Zunpretty=mir and
  =thir-tree, the kcfi set, rustdoc JSON) are skipped for that solver: rustc stops
  before they matter.
  The front-end flag sets (-Zvalidate-mir, -Zunpretty=hir/expanded, -Cincremental)
  and rustdoc HTML always run;
- the flag sets that stop before type checking (SOLVER_INDEPENDENT: -Zunpretty=hir
  and =expanded) run with the old solver only: the trait solver cannot matter there.
`-Cincremental` compiles twice into the same directory under the old solver, so the
second run decodes the first one's on-disk query cache (once under the next solver).

A corpus template may declare `//@ expect: run|pass|error` (ui tests: `run-pass`,
`check-pass`, `//~ ERROR`); the probe's outcome is compared with it and mismatches
are printed as notes. For `run`, the probe's binary is run too; a binary that fails
is counted in the `binaries` line (a wrong-code bug, not an ICE).

Every ICE (and timeout) is printed with the program, the flags and the first ICE
line, and written to the findings directory ($FRT_HOME/ice-findings/, emptied at
the start): per program a directory with the program, and per ICE run the exact
command, the exit code and the full stderr (the first run of each distinct ICE is
repeated with RUST_BACKTRACE=1 for the compiler backtrace). `summary.txt` there
lists every ICE grouped by signature (compiler location and message), and the notes.

The host side (`testing.ice_harness`) enters the build environment once and runs this module
there (`python3 -m frt.ice`, the package on PYTHONPATH: `main`), which generates the corpus and
runs the programs with 2 parallel workers (the machine has 2 cores). Its console output is
for people; what the host counts comes from the result file it writes at the end
(RESULT_FILE in the findings directory, or --result): JSON with the counts (passed, failed,
ICEs, timeouts, known base ICEs, skipped, binaries), the counts per flag set, the findings
and the notes (see `result`). By hand, inside the environment, at the checkout's root
(`--sample` and `--only` for a quick look, `--probe-only` to check the expectations in ~2
minutes, `--corpus-from` to rerun the programs of a findings directory):

    PYTHONPATH=tools python3 -m frt.ice RUSTC TEST_DIR [--jobs 2] [--sample K] [--only REGEX]
        [--no-corpus] [--probe-only] [--timeout S] [--findings DIR] [--result FILE]
        [--keep-corpus DIR] [--corpus-from DIR]
"""

import argparse
import concurrent.futures
import dataclasses
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

from . import config, corpus

Flags = list[str]

# One flag set per entry; each also runs with -Znext-solver.
MATRIX: list[Flags] = [
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
    # THIR as built, place operations (`ExprKind::PlaceOp`) included.
    ["-Zunpretty=thir-tree"],
    ["-Cincremental"],  # a directory under the scratch dir is filled in
    # The fork's cases in the KCFI type-id encoder, the retag pass and -Zinput-stats (kcfi needs
    # panic=abort, and std was not built with it: allow the mismatch).
    ["-Zsanitizer=kcfi", "-Cpanic=abort", "-Cunsafe-allow-abi-mismatch=sanitizer", "-Zmir-emit-retag",
     "-Zinput-stats"],
]
SOLVERS: list[Flags] = [[], ["-Znext-solver"]]
# rustdoc entries (stage1 rustdoc next to rustc) and their solvers. HTML runs with both; JSON with
# the old solver only: under -Znext-solver rustdoc dies in a known base ICE (KNOWN_BASE_ICES)
# before it renders anything, so a JSON run there would only repeat the HTML one.
RUSTDOC: list[tuple[Flags, list[Flags]]] = [
    (["--document-private-items"], SOLVERS),
    (["--output-format=json", "--document-private-items"], [[]]),
]
# clippy-driver (stage1/bin, put there by `./frt build`) with clippy's default lints, both solvers,
# on the ui tests only: clippy runs rustc's analysis plus its lints, and the ui tests are the
# programs that get through analysis; the corpus adds little but time there.
CLIPPY: list[tuple[Flags, list[Flags]]] = [(["-Wclippy::all"], SOLVERS)]
PROBE = MATRIX[0]
# Flag sets skipped for a corpus program whose probe ends in an ordinary error (see above); the
# rustdoc JSON entries are skipped then too (HTML is enough for programs that do not compile).
CODEGEN_ONLY = [RUSTDOC[1][0]] + [f for f in MATRIX if f[0].startswith(
    ("-Zmir-opt-level", "-Csymbol-mangling-version", "-Cpanic", "--emit", "-Zunpretty=mir",
     "-Zunpretty=thir", "-Zsanitizer"))]
# Flag sets that stop before type checking: the trait solver cannot matter, so for the corpus
# they run with the old solver only.
SOLVER_INDEPENDENT: list[Flags] = [
    ["-Zunpretty=hir"],
    ["-Zunpretty=expanded"],
]
TIMEOUT = 120  # seconds per compiler run
RUN_TIMEOUT = 20  # seconds per binary run
# The start of a line that only an ICE prints (rustc and rustdoc alike).
ICE_LINE = re.compile(r"^(?:error: internal compiler error|thread '[^']*'.* panicked at "
                      r"|error: the compiler unexpectedly panicked|(?:error: )?rustc interrupted by SIG)", re.M)


class KnownIce(NamedTuple):
    tool: str | None  # rustc, rustdoc, clippy-driver; None: any
    solver: str | None  # a flag of the solver (-Znext-solver); None: any
    pattern: re.Pattern[str]  # searched in the first ICE line
    why: str


# ICEs of the base compiler, reproduced without any FRT: not bugs of the fork. They are counted apart
# ("known base ICEs"), neither passed nor failed, and reported once.
KNOWN_BASE_ICES = [
    KnownIce("rustdoc", "-Znext-solver",
     re.compile(r"traits/select/mod\.rs:\d+:\d+: assertion failed: !self\.infcx\.next_trait_solver\(\)"),
     "rustdoc -Znext-solver: rustdoc's auto-trait impl synthesis (AutoTraitFinder) uses the old solver's "
     "SelectionContext::poly_select, which asserts under the next solver; any crate with a documented "
     "struct hits it (`pub struct S;`), also without FRTs: a base rustdoc bug"),
    KnownIce(None, "-Znext-solver",
     re.compile(r"layout_of: unexpected const: !BoundConst"),
     "rustc and rustdoc -Znext-solver with generic_const_exprs: `fn f<const N: usize>() where [(); size_of::<A<N>>()]:` "
     "called as f::<3>() ICEs in layout_of on a bound const, also without FRTs: a base bug"),
]


Proc = subprocess.CompletedProcess[str]


class Entry(NamedTuple):
    """One flag set of the matrix: the tool, its flags, the solver's flags."""

    tool: str  # rustc, rustdoc or clippy-driver
    flags: Flags
    solver: Flags


class Program(NamedTuple):
    path: Path
    is_corpus: bool
    expect: str | None  # run, pass, error (see the docstring) or None


def known_base_ice(entry: Entry, proc: Proc) -> str | None:
    """The description of the KNOWN_BASE_ICES entry this ICE is, or None."""
    first = first_ice_line((proc.stderr or "") + (proc.stdout or ""))
    for k in KNOWN_BASE_ICES:
        if k.tool in (None, entry.tool) and (k.solver is None or k.solver in entry.solver) and k.pattern.search(first):
            return k.why
    return None


def programs(test_dir: str | Path) -> list[Path]:
    """The ui tests: every `.rs` file under test_dir, in subdirectories too (`virtual-places/`),
    except the auxiliary crates."""
    root = Path(test_dir)
    return sorted(p for p in root.rglob("*.rs") if "auxiliary" not in p.relative_to(root).parts)


def aux_crates(test_dir: str | Path) -> list[Path]:
    """The auxiliary crates of every directory of ui tests (`virtual-places/auxiliary/` too):
    all are built into one library directory, so their crate names are distinct."""
    root = Path(test_dir)
    return sorted(p for p in root.rglob("*.rs") if "auxiliary" in p.relative_to(root).parts)


def entries() -> list[Entry]:
    """Every flag set: rustc x MATRIX x SOLVERS, then rustdoc x RUSTDOC, then clippy-driver x CLIPPY."""
    out = [Entry("rustc", list(f), list(s)) for f in MATRIX for s in SOLVERS]
    out += [Entry("rustdoc", list(f), list(s)) for f, solvers in RUSTDOC for s in solvers]
    out += [Entry("clippy-driver", list(f), list(s)) for f, solvers in CLIPPY for s in solvers]
    return out


def label(entry: Entry) -> str:
    return " ".join(([] if entry.tool == "rustc" else [entry.tool]) + entry.flags + entry.solver) or "(no flags)"


def is_ice(proc: Proc) -> bool:
    text = (proc.stdout or "") + (proc.stderr or "")
    return proc.returncode < 0 or proc.returncode == 101 or ICE_LINE.search(text) is not None


def first_ice_line(text: str) -> str:
    """The first ICE line of the output; for a panic also the message on the next line."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if ICE_LINE.match(line):
            if "panicked at" in line and i + 1 < len(lines):
                return "%s %s" % (line.strip(), lines[i + 1].strip())
            return line.strip()
    return ""


COMPILER_DIRS = "(?:compiler|library|src/librustdoc|src/tools)"


def signature(line: str) -> str:
    """A grouping key for an ICE line: the same compiler location and message, whatever the program.

    The thread id, the path prefix of compiler sources, spans in the program, `quoted` types and
    paths, DefIds and other numbers are dropped; the compiler's own `file.rs:line:col` are kept.
    """
    s = re.sub(r"thread '([^']*)' \(\d+\)", r"thread '\1'", line)
    s = re.sub(r"\S*?/(%s/[\w/.-]+\.rs:\d+:\d+)" % COMPILER_DIRS, r"\1", s)
    kept: list[str] = []

    def keep(m: re.Match[str]) -> str:
        kept.append(m.group(0))
        return "\ue000%s\ue001" % chr(0xE100 + len(kept) - 1)

    s = re.sub(r"(?<![\w/.-])%s/[\w/.-]+\.rs:\d+:\d+" % COMPILER_DIRS, keep, s)
    s = re.sub(r"[\w/.-]+\.rs:\d+:\d+(?:: \d+:\d+)?", "SPAN", s)
    s = re.sub(r"`[^`]*`", "`..`", s)  # types and paths of the program
    s = re.sub(r"DefId\([^)]*\)", "DefId(..)", s)
    s = re.sub(r"\d+", "N", s)
    return re.sub("\ue000(.)\ue001", lambda m: kept[ord(m.group(1)) - 0xE100], s)


def expectation_of_ui(text: str) -> str | None:
    if re.search(r"^//@ run-pass", text, re.M):
        return "run"
    if re.search(r"^//@ check-pass", text, re.M):
        return "pass"
    if "//~" in text:
        return "error"
    return None


class HarnessError(Exception):
    pass


@dataclasses.dataclass
class FlagSetCounts:
    """What happened under one flag set (one label), over all programs."""

    runs: int = 0  # compiler runs made (an ICE is one run, however often it was repeated)
    passed: int = 0
    failed: int = 0  # ICEs and timeouts
    known_base_ices: int = 0
    skipped: int = 0
    seconds: float = 0.0


class ProgramCounts(NamedTuple):
    passed: int
    failed: int
    skipped: int


class Finding(NamedTuple):
    """One ICE (or timeout) run."""

    program: str  # file name
    flags: str  # the label of the flag set
    first_line: str  # the first ICE line
    signature: str  # its grouping key (see `signature`)


class Harness:
    def __init__(self, rustc: str | Path, test_dir: str | Path, out: str | Path, findings: str | Path,
                 timeout: int = TIMEOUT, jobs: int = 2, probe_only: bool = False) -> None:
        self.rustc = str(rustc)
        self.rustdoc = str(Path(rustc).with_name("rustdoc"))
        self.clippy = str(Path(rustc).with_name("clippy-driver"))
        self.test_dir = Path(test_dir)
        self.out = Path(out)
        self.findings = Path(findings)
        self.timeout = timeout
        self.jobs = jobs
        self.probe_only = probe_only
        self.lock = threading.Lock()
        self.passed = self.failed = self.skipped = 0
        self.bin_passed = self.bin_failed = 0
        self.notes: list[str] = []
        self.ices: list[Finding] = []
        self.signatures_with_backtrace: set[str] = set()
        self.known = 0  # runs that hit a KNOWN_BASE_ICES entry
        self.known_seen: dict[str, tuple[str, str]] = {}  # description -> first (program, label)
        self.by_flag_set: dict[str, FlagSetCounts] = {label(e): FlagSetCounts() for e in entries()}
        self.env = dict(os.environ, RUSTC_ICE="0")
        self.env.pop("RUST_BACKTRACE", None)

    # --- commands

    def libdir(self, solver: Flags) -> Path:
        return self.out / ("aux" + "".join(solver))

    def build_aux(self) -> None:
        # Auxiliary crates are built once per solver, as the tests expect.
        for solver in SOLVERS:
            libdir = self.libdir(solver)
            libdir.mkdir(parents=True, exist_ok=True)
            for aux in aux_crates(self.test_dir):
                subprocess.run([self.rustc, "--crate-type=lib", "--edition=2021", *solver, str(aux),
                                "--out-dir", str(libdir)], capture_output=True, text=True)

    def command(self, prog: Path, entry: Entry, scratch: Path) -> list[str]:
        tool, flags, solver = entry
        common = ["--edition=2021", "-L", str(self.libdir(solver)), "--cfg", "next" if solver else "old",
                  "-Zunstable-options"]
        if tool == "rustdoc":
            return [self.rustdoc, str(prog), *common, "-o", str(scratch / "doc"), *flags, *solver]
        if flags[:1] == ["-Cincremental"]:
            flags = ["-Cincremental=" + str(scratch / "incr")]
        compiler = self.clippy if tool == "clippy-driver" else self.rustc
        return [compiler, str(prog), *common, "--out-dir", str(scratch), *flags, *solver]

    def execute(self, cmd: list[str], scratch: Path, backtrace: bool = False) -> Proc:
        """Run a compiler; a timeout gives a CompletedProcess whose returncode is None."""
        env = dict(self.env, RUST_BACKTRACE="1") if backtrace else self.env
        try:
            return subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=self.timeout,
                                  cwd=scratch, env=env)
        except subprocess.TimeoutExpired as e:
            out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
            err = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else (e.stderr or "")
            return subprocess.CompletedProcess(cmd, None, out, err)  # type: ignore[arg-type]
        except OSError as e:  # the compiler went away (a rebuild), or the scratch dir did
            raise HarnessError("cannot run %s: %s" % (cmd[0], e))

    # --- results

    def record_ice(self, prog: Path, entry: Entry, cmd: list[str], proc: Proc, scratch: Path,
                   timeout: bool = False) -> None:
        text = (proc.stderr or "") + (proc.stdout or "")
        first = "TIMEOUT after %ds" % self.timeout if timeout else first_ice_line(text) or (
            "exit code %s" % proc.returncode)
        sig = "TIMEOUT" if timeout else signature(first)
        with self.lock:
            self.ices.append(Finding(prog.name, label(entry), first, sig))
            new_sig = sig not in self.signatures_with_backtrace
            self.signatures_with_backtrace.add(sig)
            print("%s %s [%s]: %s" % ("TIMEOUT" if timeout else "ICE", prog.name, label(entry), first), flush=True)
        if new_sig and not timeout:
            bt = self.execute(cmd, scratch, backtrace=True)
            if bt.returncode is not None and is_ice(bt):
                proc = bt
        d = self.findings / prog.stem
        d.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(prog, d / prog.name)
        slug = re.sub(r"[^A-Za-z0-9=.,-]+", "_", label(entry)).strip("_")
        shown = " ".join(a if a != str(prog) else prog.name for a in cmd)
        (d / ("stderr-%s.txt" % slug)).write_text(
            "# command (the program is %s in this directory; -L points at the ui tests' aux crates,\n"
            "# built with the same solver from %s)\n%s\n# exit code: %s\n# first ICE line: %s\n\n%s\n--- stdout ---\n%s"
            % (prog.name, self.test_dir / "auxiliary", shown, proc.returncode, first, proc.stderr or "",
               proc.stdout or ""))

    def note(self, text: str, prog: Path | None = None, proc: Proc | None = None) -> None:
        with self.lock:
            self.notes.append(text)
        if prog is not None and proc is not None:
            d = self.findings / "notes"
            d.mkdir(parents=True, exist_ok=True)
            with open(d / (prog.stem + ".txt"), "a") as f:
                f.write("# %s\n%s\n%s\n\n" % (text, proc.stderr or "", proc.stdout or ""))

    def count(self, entry: Entry, outcome: str, seconds: float = 0.0) -> None:
        """Add one run (or skip) of `entry` to its flag set's counts; outcome is a FlagSetCounts field."""
        with self.lock:
            c = self.by_flag_set[label(entry)]
            setattr(c, outcome, getattr(c, outcome) + 1)
            if outcome != "skipped":
                c.runs += 1
                c.seconds += seconds

    # --- one program

    def run_program(self, prog: Path, is_corpus: bool, expect: str | None) -> ProgramCounts:
        """All runs of one program."""
        scratch = Path(tempfile.mkdtemp(prefix=prog.stem[:40] + ".", dir=self.out / "work"))
        passed = failed = skipped = 0
        try:
            for solver in SOLVERS:
                probe_error = False
                for entry in [e for e in entries() if e.solver == solver]:
                    tool, flags, _ = entry
                    if is_corpus and ((probe_error and flags in CODEGEN_ONLY) or tool == "clippy-driver"
                                      or (solver and flags in SOLVER_INDEPENDENT)):
                        skipped += 1
                        self.count(entry, "skipped")
                        continue
                    if self.probe_only and flags != PROBE:
                        skipped += 1
                        self.count(entry, "skipped")
                        continue
                    cmd = self.command(prog, entry, scratch)
                    t0 = time.monotonic()
                    proc = self.execute(cmd, scratch)
                    if (proc.returncode is not None and not is_ice(proc) and flags[:1] == ["-Cincremental"]
                            and not solver):
                        proc = self.execute(cmd, scratch)  # again, from the on-disk cache
                    seconds = time.monotonic() - t0
                    if proc.returncode is None:
                        failed += 1
                        self.count(entry, "failed", seconds)
                        self.record_ice(prog, entry, cmd, proc, scratch, timeout=True)
                        continue
                    if is_ice(proc):
                        known = known_base_ice(entry, proc)
                        if known:
                            self.count(entry, "known_base_ices", seconds)
                            with self.lock:
                                self.known += 1
                                self.known_seen.setdefault(known, (prog.name, label(entry)))
                            continue
                        failed += 1
                        self.count(entry, "failed", seconds)
                        self.record_ice(prog, entry, cmd, proc, scratch)
                        continue
                    passed += 1
                    self.count(entry, "passed", seconds)
                    if tool == "rustc" and flags == PROBE:
                        probe_error = proc.returncode != 0
                        self.check_expectation(prog, expect, proc, scratch, solver)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
        return ProgramCounts(passed, failed, skipped)

    def check_expectation(self, prog: Path, expect: str | None, proc: Proc, scratch: Path, solver: Flags) -> None:
        if expect is None:
            return
        which = "next solver" if solver else "old solver"
        ok = proc.returncode == 0
        if expect in ("run", "pass") and not ok:
            first = next((line for line in proc.stderr.splitlines() if line.startswith("error")), "")
            self.note("%s (%s): expected to compile, got: %s" % (prog.name, which, first), prog, proc)
        elif expect == "error" and ok:
            self.note("%s (%s): expected a compile error, compiled" % (prog.name, which), prog, proc)
        if expect == "run" and ok:
            exe = scratch / prog.stem  # rustc names the binary after the file, not the crate
            if not exe.exists():
                return
            r: Proc | None
            try:
                r = subprocess.run([str(exe)], capture_output=True, text=True, errors="replace",
                                   timeout=RUN_TIMEOUT, cwd=scratch)
                code: int | str = r.returncode
            except subprocess.TimeoutExpired:
                r, code = None, "timeout"
            with self.lock:
                if code == 0:
                    self.bin_passed += 1
                else:
                    self.bin_failed += 1
            if code != 0:
                err = (r.stderr.strip().splitlines() or [""])[-1] if r else ""
                self.note("%s (%s): the binary failed (%s): %s" % (prog.name, which, code, err), prog,
                          r or subprocess.CompletedProcess([], 1, "", "timeout"))

    # --- all programs

    def run(self, progs: Sequence[Program]) -> float:
        """Run every program; the wall time in seconds."""
        (self.out / "work").mkdir(parents=True, exist_ok=True)
        self.build_aux()
        start = time.monotonic()
        done = 0
        with concurrent.futures.ThreadPoolExecutor(max_workers=self.jobs) as pool:
            futures = {pool.submit(self.run_program, *p): p for p in progs}
            for fut in concurrent.futures.as_completed(futures):
                try:
                    p, f, s = fut.result()
                except HarnessError:
                    pool.shutdown(wait=True, cancel_futures=True)
                    raise
                with self.lock:
                    self.passed += p
                    self.failed += f
                    self.skipped += s
                    done += 1
                    if done % 50 == 0:
                        print("progress: %d/%d programs, %d runs, %d failed, %ds"
                              % (done, len(progs), self.passed + self.failed, self.failed,
                                 time.monotonic() - start), flush=True)
        return time.monotonic() - start

    def groups(self) -> dict[str, list[Finding]]:
        """The findings by signature."""
        out: dict[str, list[Finding]] = {}
        for f in sorted(self.ices):
            out.setdefault(f.signature, []).append(f)
        return out

    def write_summary(self, header: str) -> dict[str, list[Finding]]:
        self.findings.mkdir(parents=True, exist_ok=True)
        groups = self.groups()
        lines = [header, "", "%d ICE runs, %d distinct signatures" % (len(self.ices), len(groups)), ""]
        for sig, items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
            lines.append("== %s  (%d runs, %d programs)" % (sig, len(items), len({i.program for i in items})))
            for f in items:
                lines.append("   %s [%s]" % (f.program, f.flags))
            lines.append("")
        if self.notes:
            lines.append("notes (expectations, binaries):")
            lines += ["   " + n for n in sorted(self.notes)]
        (self.findings / "summary.txt").write_text("\n".join(lines) + "\n")
        return groups

    def result(self, progs: Sequence[Program], wall: float) -> dict[str, Any]:
        """The machine-readable outcome (the result file; the host side counts from it)."""
        timeouts = sum(1 for f in self.ices if f.signature == "TIMEOUT")
        n_ui = sum(1 for p in progs if not p.is_corpus)
        return {
            "complete": True,
            "error": None,
            "programs": {"ui": n_ui, "corpus": len(progs) - n_ui},
            "flag_sets": len(entries()),
            "runs": self.passed + self.failed + self.known,
            "passed": self.passed,
            "failed": self.failed,
            "ices": len(self.ices) - timeouts,
            "timeouts": timeouts,
            "known_base_ices": self.known,
            "skipped": self.skipped,
            "binaries": {"passed": self.bin_passed, "failed": self.bin_failed},
            "per_flag_set": {lab: dataclasses.asdict(c) for lab, c in self.by_flag_set.items()},
            "findings": [f._asdict() for f in sorted(self.ices)],
            "signatures": {sig: len(items) for sig, items in self.groups().items()},
            "known_base_ices_seen": [{"why": why, "program": name, "flags": lab}
                                     for why, (name, lab) in self.known_seen.items()],
            "notes": sorted(self.notes),
            "findings_dir": str(self.findings),
            "wall_s": wall,
        }


RESULT_FILE = "result.json"


def write_result(path: Path, result: dict[str, Any]) -> None:
    """Write the result file in one piece (a reader never sees half of it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(path.name + ".part")
    part.write_text(json.dumps(result, indent=1) + "\n")
    part.replace(path)


def failed_result(error: str) -> dict[str, Any]:
    """The result of a run that stopped before its end: no counts, the reason."""
    return {"complete": False, "error": error}


def prepare_findings(path: str | Path) -> None:
    """Empty the findings directory of a previous run (only if it looks like one)."""
    path = Path(path)
    if path.exists():
        if any(path.iterdir()) and not (path / "summary.txt").exists() and not (path / ".ice-findings").exists():
            raise SystemExit("%s exists and is not an ICE findings directory (no summary.txt, no .ice-findings): "
                             "move it away, or pass --findings DIR" % path)
        shutil.rmtree(path)
    path.mkdir(parents=True)
    (path / ".ice-findings").write_text("written by the ICE harness (python3 -m frt.ice)\n")


def default_findings() -> Path:
    return config.Paths(config.frt_home()).ice_findings


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python3 -m frt.ice",
                                 description="ICE harness (runs inside the build environment)")
    ap.add_argument("rustc")
    ap.add_argument("test_dir")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=TIMEOUT, help="seconds per compiler run")
    ap.add_argument("--sample", type=int, default=1, help="only every K-th program (estimates)")
    ap.add_argument("--only", help="only programs whose file name matches this regex")
    ap.add_argument("--no-corpus", action="store_true", help="only the ui tests")
    ap.add_argument("--probe-only", action="store_true",
                    help="only the probe flag set (both solvers) and the binaries: checks the expectations")
    ap.add_argument("--findings", default=None, help="findings directory (default $FRT_HOME/ice-findings)")
    ap.add_argument("--result", default=None,
                    help="the JSON result file (default %s in the findings directory)" % RESULT_FILE)
    ap.add_argument("--keep-corpus", default=None, help="write the corpus here instead of a temp dir")
    ap.add_argument("--corpus-from", default=None,
                    help="take the corpus programs from this directory (*.rs) instead of generating them")
    return ap.parse_args(argv)


def main(argv: Sequence[str]) -> int:
    """Inside the environment: main([rustc, test_dir, options]) -> prints results, writes the
    result file, exit 0/1."""
    args = parse_args(argv)
    findings = Path(args.findings) if args.findings else default_findings()
    result_file = Path(args.result) if args.result else findings / RESULT_FILE
    prepare_findings(findings)
    with tempfile.TemporaryDirectory(prefix="frt-ice.") as out:
        ui = programs(args.test_dir)
        corpus_paths: list[Path] = []
        if args.corpus_from:
            corpus_paths = sorted(Path(args.corpus_from).glob("*.rs"))
        elif not args.no_corpus:
            cdir = Path(args.keep_corpus) if args.keep_corpus else Path(out, "corpus")
            corpus_paths = corpus.write(args.test_dir, cdir)
        progs = [Program(p, False, expectation_of_ui(p.read_text())) for p in ui]
        progs += [Program(p, True, corpus.expectation(p.read_text())) for p in corpus_paths]
        if args.only:
            progs = [p for p in progs if re.search(args.only, p.path.name)]
        progs = progs[::max(1, args.sample)]
        n_ui = sum(1 for p in progs if not p.is_corpus)
        n_corpus = len(progs) - n_ui
        print("ice harness: %d ui tests + %d corpus programs, %d flag sets, %d workers, findings in %s"
              % (n_ui, n_corpus, len(entries()), args.jobs, findings), flush=True)
        for tool in (Path(args.rustc), Path(args.rustc).with_name("rustdoc"),
                     Path(args.rustc).with_name("clippy-driver")):
            if not tool.exists():
                print("ice harness: %s does not exist (is the fork built?)" % tool)
                write_result(result_file, failed_result("%s does not exist: build the fork (./frt build)" % tool))
                return 1
        h = Harness(args.rustc, args.test_dir, out, findings, timeout=args.timeout, jobs=args.jobs,
                    probe_only=args.probe_only)
        try:
            wall = h.run(progs)
        except HarnessError as e:
            print("ice harness: aborted: %s" % e)
            write_result(result_file, failed_result("aborted: %s (a build that ran meanwhile can take the compiler "
                                                    "away: rerun ./frt test --ice when none runs)" % e))
            return 1
    runs = h.passed + h.failed + h.known
    for n in sorted(h.notes):
        print("note: " + n)
    for why, (name, lab) in h.known_seen.items():
        print("known base ICE (not counted as failed; first: %s [%s]): %s" % (name, lab, why))
    print("time by flag set (runs, seconds):")
    for lab, c in sorted(h.by_flag_set.items(), key=lambda kv: -kv[1].seconds):
        if c.runs:
            print("  %6d %7.0fs  %s" % (c.runs, c.seconds, lab))
    summary = ("ice harness: %d programs (%d ui tests + %d corpus) x %d flag sets = %d runs "
               "(%d skipped, %d known base ICEs): %d passed, %d failed"
               % (len(progs), n_ui, n_corpus, len(entries()), runs, h.skipped, h.known, h.passed, h.failed))
    groups = h.write_summary(summary)
    print("ice harness: %d ICE runs, %d distinct signatures, findings in %s"
          % (len(h.ices), len(groups), findings))
    for sig, items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print("  %4d runs, %3d programs: %s" % (len(items), len({i.program for i in items}), sig))
    print("ice harness: %d notes; binaries: %d run: %d passed, %d failed"
          % (len(h.notes), h.bin_passed + h.bin_failed, h.bin_passed, h.bin_failed))
    print("ice harness: wall time %dm%02ds" % (wall // 60, wall % 60))
    print(summary, flush=True)
    write_result(result_file, h.result(progs, wall))
    return 0 if h.failed == 0 and h.bin_failed == 0 else 1


# --- for the host side (testing.ice_harness) ----------------------------------------

def harness_argv(rustc: Path, test_dir: Path, findings: Path, result_file: Path) -> list[str]:
    """The command that runs the harness in the environment (with the package on PYTHONPATH)."""
    return ["python3", "-m", "frt.ice", str(rustc), str(test_dir), "--findings", str(findings),
            "--result", str(result_file)]


def read_result(path: Path) -> dict[str, Any]:
    """The harness's result file; a missing or unreadable one is the result of a harness that died."""
    try:
        result = json.loads(path.read_text())
    except FileNotFoundError:
        return failed_result("the harness wrote no result file %s: it died (its output above says why; "
                             "fix that and rerun ./frt test --ice)" % path)
    except ValueError as e:
        return failed_result("the result file %s is not JSON (%s): rerun ./frt test --ice" % (path, e))
    if not isinstance(result, dict):
        return failed_result("the result file %s holds no JSON object: rerun ./frt test --ice" % path)
    return result


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
