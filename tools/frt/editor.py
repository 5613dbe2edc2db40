"""What the toolchain's rust-analyzer says about whole projects, run as a user would run it
(`rustup run <toolchain> rust-analyzer ...`): `analysis-stats` (expressions and patterns of
unknown type, with their places) and `diagnostics` (errors). The projects: the host project
(a proc-macro derive, `field_of!`, `@NonNull`), examples/, and the fork's run-pass tests of
FRTs and virtual places, which `run_pass_project` lists as crates of a rust-project.json."""

import json
import re
import subprocess
from pathlib import Path
from typing import NamedTuple

from .errors import FrtError

# The fork's run-pass tests that rust-analyzer is run over (below the tree).
RUN_PASS_DIR = "tests/ui/field_representing_types"
# Run-pass tests left out, with why: what rust-analyzer gets wrong there is not about FRTs.
KNOWN_GAPS = {
    "mangling-hygiene.rs": "rust-analyzer resolves field names without `macro` 2.0 hygiene, for a "
    "plain `h.x` as for `field_of!(Hygienic, x)` (two fields named `x`: a false E0308)",
}
# The standard library's source in a toolchain (rust-src), which rust-analyzer reads.
SYSROOT_SRC = "lib/rustlib/src/rust/library"


class Stats(NamedTuple):
    """`analysis-stats`: counts of expressions and patterns, and the places of the unknown ones
    ("path,line:col,line:col,type" lines of its csv output; a partly unknown type counts too)."""

    exprs: int
    pats: int
    unknown: list[str]


class Diagnostics(NamedTuple):
    """`diagnostics`: the files it scanned to the end, and the lines of its error diagnostics."""

    complete: bool
    errors: list[str]


def run(argv: list[str], env: dict[str, str], cwd: Path, timeout: int = 1800) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, errors="replace", timeout=timeout)
    except FileNotFoundError as e:
        raise FrtError("cannot run %s: %s" % (argv[0], e), "install rustup and link the toolchain (./frt build)")
    except subprocess.TimeoutExpired:
        raise FrtError("%s did not finish in %d s" % (" ".join(argv), timeout),
                       "run it by hand to see where it hangs")


def parse_stats(stdout: str, stderr: str) -> Stats:
    """Read `analysis-stats --output csv`: its totals on stderr, its unknown places on stdout."""
    exprs = re.search(r"^\s*exprs: (\d+), \?\?ty: (\d+)", stderr, re.M)
    pats = re.search(r"^\s*pats: (\d+), \?\?ty: (\d+)", stderr, re.M)
    if not exprs or not pats:
        raise FrtError("rust-analyzer analysis-stats printed no totals:\n%s" % stderr[-3000:],
                       "run the command by hand; a project it cannot load has no totals")
    unknown = [line for line in stdout.splitlines() if ",type," in line]
    return Stats(int(exprs.group(1)), int(pats.group(1)), unknown)


# What makes an expression an FRT or place expression, in its source text.
FRT_OR_PLACE = re.compile(r"field_of!|@|\(\*")


def source_of(line: str) -> str:
    """The source text of an `analysis-stats` csv line ("path,l:c,l:c,..."; columns in bytes)."""
    path, start, end = line.split(",")[:3]
    if not start:
        return ""  # synthetic: no source
    (l1, c1), (l2, c2) = ([int(n) for n in p.split(":")] for p in (start, end))
    lines = Path(path).read_bytes().split(b"\n")
    if l1 == l2:
        text = lines[l1 - 1][c1:c2]
    else:
        text = b"\n".join([lines[l1 - 1][c1:], *lines[l1:l2 - 1], lines[l2 - 1][:c2]])
    return text.decode(errors="replace")


def on_frt_or_place(unknown: list[str]) -> list[str]:
    """The unknowns whose expression names an FRT or is a place expression (`field_of!`, `@`,
    `(*p)`); the others are rust-analyzer's own gaps, as in code without FRTs (an array length
    it does not evaluate, `[u8; _]`, the length literal in `[u8; 3]`)."""
    return [line for line in unknown if FRT_OR_PLACE.search(source_of(line))]


def analysis_stats(rust_analyzer: list[str], project: Path, env: dict[str, str]) -> Stats:
    """Inference over the project's own crates (data layout, const eval and MIR skipped)."""
    r = run([*rust_analyzer, "analysis-stats", "--output", "csv", "--skip-data-layout",
             "--skip-const-eval", "--skip-mir-stats", str(project)], env, project if project.is_dir() else project.parent)
    if r.returncode != 0:
        raise FrtError("rust-analyzer analysis-stats %s exited with %d:\n%s" % (project, r.returncode, r.stderr[-3000:]),
                       "run it by hand")
    return parse_stats(r.stdout, r.stderr)


def parse_diagnostics(stdout: str) -> Diagnostics:
    errors = [line for line in stdout.splitlines() if re.search(r": Error \S+ from ", line)]
    return Diagnostics("diagnostic scan complete" in stdout, errors)


def diagnostics(rust_analyzer: list[str], project: Path, env: dict[str, str]) -> Diagnostics:
    """Its errors (it exits non-zero when there is one, which the lines say)."""
    r = run([*rust_analyzer, "diagnostics", "--severity", "error", str(project)], env,
            project if project.is_dir() else project.parent)
    found = parse_diagnostics(r.stdout)
    if r.returncode != 0 and not found.errors:
        raise FrtError("rust-analyzer diagnostics %s exited with %d:\n%s" % (project, r.returncode, r.stderr[-3000:]),
                       "run it by hand")
    return found


class Directives(NamedTuple):
    run_pass: bool
    edition: str
    revisions: list[str]
    aux: list[str]  # file names in auxiliary/


def directives(text: str) -> Directives:
    """The compiletest directives that decide how a test is built (edition 2015 by default)."""
    edition = re.search(r"^//@\s*edition\s*:\s*(\d{4})", text, re.M)
    revisions = re.search(r"^//@\s*revisions\s*:\s*(.*)$", text, re.M)
    return Directives(bool(re.search(r"^//@\s*run-pass\b", text, re.M)),
                      edition.group(1) if edition else "2015",
                      revisions.group(1).split() if revisions else [],
                      re.findall(r"^//@\s*aux-build\s*:\s*(\S+\.rs)", text, re.M))


def run_pass_project(tests: Path, sysroot: Path, out: Path) -> tuple[Path, int]:
    """A rust-project.json in `out` with every run-pass test below `tests` (but KNOWN_GAPS) as a
    binary crate (its auxiliary crates as dependencies, its first revision as a cfg, as
    compiletest builds it), against the toolchain's `sysroot`. Returns its directory and the
    number of tests."""
    crates: list[dict[str, object]] = []
    aux_index: dict[Path, int] = {}

    def add(root: Path, d: Directives, deps: list[dict[str, object]]) -> int:
        crates.append({"display_name": root.stem.replace("-", "_"), "root_module": str(root),
                       "edition": d.edition, "deps": deps, "cfg": d.revisions[:1],
                       "is_workspace_member": True})
        return len(crates) - 1

    count = 0
    for test in sorted(tests.rglob("*.rs")):
        if "auxiliary" in test.parts:
            continue
        d = directives(test.read_text())
        if not d.run_pass or test.relative_to(tests).as_posix() in KNOWN_GAPS:
            continue
        deps = []
        for name in d.aux:
            aux = test.parent / "auxiliary" / name
            if not aux.exists():
                raise FrtError("%s builds %s, which is missing" % (test, aux), "check the test's aux-build line")
            if aux not in aux_index:
                aux_index[aux] = add(aux, directives(aux.read_text()), [])
            deps.append({"crate": aux_index[aux], "name": aux.stem.replace("-", "_")})
        add(test, d, deps)
        count += 1
    out.mkdir(parents=True, exist_ok=True)
    (out / "rust-project.json").write_text(json.dumps({"sysroot": str(sysroot), "sysroot_src": str(sysroot / SYSROOT_SRC), "crates": crates}, indent=1))
    return out, count
