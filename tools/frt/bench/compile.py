"""`./frt bench`, compile-time: what the fork costs on code that does not use FRTs.

The fork's stage1 against the base's stage1 (rustc 1.95.0 + patch 0001 only, built in
$FRT_HOME/rust-base) on the pinned crates of bench/crates (syn with "full", serde_json with
serde, regex-syntax) in `check` and `debug` (cargo build, dev profile) mode. Stage0's cargo
builds each crate's dependencies normally with RUSTC set to the compiler under test;
bench/record-rustc.py (RUSTC_WRAPPER) records the rustc invocation of the measured crate
itself, which is then re-run under `valgrind --tool=callgrind`: its total instruction count (Ir)
is the measure. Goal: fork / base <= 1.005 for every crate and mode.

Both compilers are built for the measure (`build_for_bench`), in a build directory of their own
(BUILD_DIR of each tree): the developer bootstrap.toml with `rust.codegen-units = 1`, as the
release build's crates are (frt.toml [release]). With the default of 16 units, where LLVM splits a
crate moves whenever any code of the crate changes, and with it which calls are inlined: the fork
then measured above the goal on FRT-free code while every query ran as often as in the base: the
difference was functions inlined in one build and called in the other. One unit per crate inlines the same way whatever else the crate holds.

The compilers measured are copies (`snapshot`) of the two stage1 directories, so a build running
meanwhile can neither break nor change them.
"""

import json
import os
import re
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from .. import build, config, env, pins, tree
from .report import determinism, fmt_int
from .stats import CT_GOAL, Json, ct_verdict, median, ratio, spread
from ..config import Paths
from ..errors import FrtError
from ..log import say
from ..prepare import Ctx


class Crate(NamedTuple):
    package: str  # the cargo package
    name: str  # the crate name as rustc sees it


# Versions are in bench/crates.
CRATES = [Crate("syn", "syn"), Crate("serde_json", "serde_json"), Crate("regex-syntax", "regex_syntax")]
CT_MODES = {"check": "check", "debug": "build"}  # mode -> cargo subcommand


def callgrind_total(text: str) -> int:
    """Total Ir of a callgrind output file (its `summary:` or `totals:` line)."""
    for key in ("summary:", "totals:"):
        for line in text.splitlines():
            if line.startswith(key):
                return int(line.split()[1])
    raise FrtError("no `summary:` or `totals:` line in the callgrind output", "check valgrind's log above")


@dataclass(frozen=True)
class Compiler:
    name: str  # fork or base
    stage1: Path
    tree: Path  # the source tree it is built from
    origin: Path | None = None  # the stage1 this one is a copy of

    @property
    def rustc(self) -> Path:
        return self.stage1 / "bin" / "rustc"


BUILD_DIR = "build-cgu1"  # in each tree: the compile-time part's builds (build_for_bench)
BUILD_SETTINGS = ("--set", "rust.codegen-units=1")


def build_for_bench(ctx: Ctx, name: str, tree_dir: Path) -> Compiler:
    """The stage1 compiler and library of `tree_dir` built for the measure (see the module's
    docstring): a no-op when built, an incremental build after a change."""
    build_dir = tree_dir / BUILD_DIR
    say("building the %s compiler for the measure in %s (x.py build --stage 1 library %s; about 40 min "
        "the first time)" % (name, build_dir, " ".join(BUILD_SETTINGS)))
    argv = ["python3", "x.py", "build", "--stage", "1", "library", "--build-dir", str(build_dir), *BUILD_SETTINGS]
    rc = env.run(ctx.paths.env, argv, cwd=tree_dir, check=False).returncode
    if rc != 0:
        raise FrtError("building the %s compiler in %s failed (x.py exit %d; its output is above)" % (name, build_dir, rc),
                       "fix the cause and rerun ./frt bench (the build resumes); by hand: in `./frt shell`, "
                       "cd %s && %s" % (tree_dir, " ".join(argv)))
    c = Compiler(name, build_dir / "host" / "stage1", tree_dir)
    check_std(c, "rerun ./frt bench: x.py build copies the library into the sysroot again")
    return c


def base_tree(paths: Paths) -> Path:
    return paths.home / "rust-base"


def patch_subject(patch: Path) -> str:
    """The subject of a format-patch file, unfolded, without `[PATCH]`."""
    text = Path(patch).read_text(errors="replace")
    m = re.search(r"^Subject: (.*(?:\n[ \t].*)*)", text, re.M)
    if not m:
        raise FrtError("%s has no Subject: line" % patch, "re-export the patches with ./frt export")
    return re.sub(r"^\[PATCH[^\]]*\]\s*", "", " ".join(m.group(1).split()))


def ensure_base(ctx: Ctx) -> Compiler:
    """Make $FRT_HOME/rust-base = tag `base` + patches/0001 and build its stage1 for the measure."""
    p = ctx.paths
    fork_tree = p.home / "rust"
    tree.require_usable(fork_tree, "run ./frt build first")
    t = base_tree(p)
    patches = tree.patch_files(config.PATCHES)
    if not patches:
        raise FrtError("no patches in %s" % config.PATCHES, "run ./frt bench from a full checkout of rustc-frt")
    first = patches[0]
    if not (t / ".git").exists():
        say("creating the base tree %s (git worktree of %s at tag base)" % (t, fork_tree))
        tree.git(fork_tree, "worktree", "prune")
        tree.git(fork_tree, "worktree", "add", "--detach", str(t), "base")
    head, base = tree.rev(t, "HEAD"), tree.rev(t, "base")
    if head == base:
        say("applying %s to the base tree" % first.name)
        r = tree.git(t, "-c", "user.name=rustc-frt developers", "-c", "user.email=frt@localhost", "am", str(first),
                     check=False)
        if r.returncode != 0:
            tree.git(t, "am", "--abort", check=False)
            raise FrtError("%s does not apply to the base tree %s:\n%s" % (first.name, t, r.stderr.strip()),
                           "remove the base tree (git -C %s worktree remove --force %s) and rerun ./frt bench"
                           % (fork_tree, t))
    elif not (tree.rev(t, "HEAD^") == base and tree.out(t, "log", "-1", "--format=%s") == patch_subject(first)):
        raise FrtError("the base tree %s is not tag `base` + %s" % (t, first.name),
                       "remove it (git -C %s worktree remove --force %s) and rerun ./frt bench, which recreates it"
                       % (fork_tree, t))
    build.write_if_changed(t / "bootstrap.toml", build.bootstrap_toml(ctx.cfg, build.stage0(ctx.cfg)))
    return build_for_bench(ctx, "base", t)


def check_std(c: Compiler, todo: str) -> None:
    """A stage1 whose sysroot lost its standard library (x.py can leave it so) compiles nothing."""
    lib = c.stage1 / "lib" / "rustlib" / build.TRIPLE / "lib"
    if not list(lib.glob("libstd-*.rlib")):
        raise FrtError("the %s compiler %s has no standard library (no libstd-*.rlib in %s)" % (c.name, c.rustc, lib),
                       todo)


def fork_compiler(ctx: Ctx, profile: str = "dev", todo: str = "run ./frt build") -> Compiler:
    """The stage1 of the fork's `profile` build (config.Paths.profile: dev or release)."""
    p = ctx.paths.with_profile(profile)
    c = Compiler("fork", p.stage1, p.tree)
    if not c.rustc.exists():
        raise FrtError("the fork's %s build is not there (no %s)" % (profile, c.rustc), todo)
    check_std(c, todo)
    return c


def driver_digest(c: Compiler) -> str:
    """sha256 (16 hex digits) of the compiler's librustc_driver: tells whether it was rebuilt."""
    drivers = sorted((c.stage1 / "lib").glob("librustc_driver-*.so"))
    if not drivers:
        return "?"
    return pins.sha256_of(drivers[0])[:16]


def snapshot(c: Compiler, dest: Path) -> Compiler:
    """A copy of stage1 `c` at `dest`: what is measured, so that a build running meanwhile in the
    tree (x.py empties and refills the sysroot) can neither break nor change it."""
    dest = Path(dest)
    before = driver_digest(c)
    partial = dest.with_name(dest.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    say("copying the %s compiler %s to %s" % (c.name, c.stage1, dest))
    shutil.copytree(c.stage1, partial, symlinks=True)
    copy = Compiler(c.name, partial, c.tree, origin=c.stage1)
    if driver_digest(copy) != before or driver_digest(c) != before:
        shutil.rmtree(partial, ignore_errors=True)
        raise FrtError("the %s compiler %s changed while it was copied (a build is running in its tree?)"
                       % (c.name, c.stage1), "rerun ./frt bench when the build is done")
    check_std(copy, "rerun ./frt bench when no build is running in %s" % c.tree)
    shutil.rmtree(dest, ignore_errors=True)
    partial.rename(dest)
    return Compiler(c.name, dest, c.tree, origin=c.stage1)


def rustc_version(ctx: Ctx, c: Compiler, work: Path) -> str:
    """`rustc -vV` of compiler `c`, run in the environment (kept in work/version-NAME.txt)."""
    f = work / ("version-%s.txt" % c.name)
    env.run(ctx.paths.env, ["sh", "-c", '"$0" -vV > "$1" 2>&1', str(c.rustc), str(f)], quiet=True)
    return f.read_text()


def describe(ctx: Ctx, c: Compiler, work: Path) -> dict[str, str]:
    """rustc -vV, the source commit and a digest of the compiler library, for results.md."""
    version = rustc_version(ctx, c, work)
    digest = driver_digest(c)
    known = tree.usable(c.tree)
    head = tree.out(c.tree, "log", "-1", "--format=%h %s") if known else "?"
    n = tree.out(c.tree, "rev-list", "--count", "base..HEAD") if known else "?"
    copied = "a copy of %s, " % c.origin if c.origin else ""
    return {"rustc": str(c.rustc), "version": version,
            "source": "%stree %s at base + %s commit(s), HEAD %s; librustc_driver sha256 %s"
            % (copied, c.tree, n, head, digest)}


def valgrind_version(ctx: Ctx, work: Path) -> str:
    f = work / "valgrind-version.txt"
    if not env.run(ctx.paths.env, ["sh", "-c", 'valgrind --version > "$0" 2>&1', str(f)], check=False,
                   quiet=True).ok:
        raise FrtError("valgrind does not run in the build environment",
                       "frt.toml lists valgrind among the environment's packages: run ./frt setup")
    return f.read_text().strip()


def crate_versions() -> dict[str, str]:
    """{package: version} from bench/crates/Cargo.lock."""
    text = (config.BENCH / "crates" / "Cargo.lock").read_text()
    return dict(re.findall(r'^name = "([^"]+)"\nversion = "([^"]+)"', text, re.M))


class Cargo:
    """Stage0's cargo on bench/crates, in the environment, with a cargo home of its own."""

    def __init__(self, ctx: Ctx, work: Path) -> None:
        self.ctx = ctx
        self.work = work
        self.home = ctx.paths.home / "bench" / "cargo-home"
        self.cargo = build.stage0(ctx.cfg) / "bin" / "cargo"

    def run(self, argv: list[str], compiler: Compiler | None = None, mode: str = "", extra: dict[str, str] | None = None,
            quiet: bool = False) -> int:
        e = {"CARGO_HOME": str(self.home), "CARGO_TERM_COLOR": "never", "CARGO_INCREMENTAL": "0",
             "RUSTC": str(self.cargo.parent / "rustc")}
        if compiler:
            e["RUSTC"] = str(compiler.rustc)
            e["RUSTC_WRAPPER"] = str(config.BENCH / "record-rustc.py")
            e["CARGO_TARGET_DIR"] = str(self.target_dir(compiler, mode))
        e.update(extra or {})
        return env.run(self.ctx.paths.env, [str(self.cargo), *argv], cwd=config.BENCH / "crates", binds=[config.BENCH],
                       extra_env=e, check=False, quiet=quiet).returncode

    def target_dir(self, compiler: Compiler, mode: str) -> Path:
        """Cargo's target directory for one compiler and mode: the dependencies there are built by that
        compiler alone (the crate metadata of one rustc build cannot be loaded by another)."""
        return self.work / "target" / compiler.name / mode

    def fetch(self) -> None:
        self.home.mkdir(parents=True, exist_ok=True)
        say("fetching the pinned crates (bench/crates/Cargo.lock) into %s" % self.home)
        if self.run(["fetch", "--locked"]) != 0:
            raise FrtError("cargo could not fetch the pinned crates of bench/crates from crates.io (output above)",
                           "check network access to crates.io and rerun ./frt bench; once fetched, the crates "
                           "stay in %s and no network is needed" % self.home)

    def record(self, compiler: Compiler, mode: str, package: str, crate: str) -> Json:
        """Build the dependencies, rebuild the crate, return its recorded rustc invocation."""
        sub = CT_MODES[mode]
        rec = self.work / "records" / compiler.name / mode / (crate + ".json")
        rec.parent.mkdir(parents=True, exist_ok=True)
        if rec.exists():
            rec.unlink()
        self.run(["clean", "--locked", "-p", package], compiler, mode, quiet=True)
        rc = self.run([sub, "--locked", "--offline", "-j1", "-p", package], compiler, mode,
                      extra={"FRT_BENCH_RECORD": crate, "FRT_BENCH_RECORD_FILE": str(rec)})
        if rc != 0:
            raise FrtError("`cargo %s -p %s` with the %s compiler failed (output above)" % (sub, package, compiler.name),
                           "this is a compiler or setup problem, not a benchmark one: check that `%s -vV` runs "
                           "in ./frt shell" % compiler.rustc)
        if not rec.exists():
            raise FrtError("cargo did not run rustc for crate %s (no %s)" % (crate, rec),
                           "remove %s and rerun ./frt bench" % (self.work / "target"))
        record = json.loads(rec.read_text())
        check_record(record, compiler, self.target_dir(compiler, mode))
        return record


def record_paths(argv: Sequence[str]) -> list[str]:
    """The dependency paths of a rustc command line: `-L dependency=DIR` and `--extern NAME=FILE`
    (not `--extern proc_macro`, a crate of the compiler's own sysroot)."""
    out = []
    for flag, value in zip(argv, argv[1:]):
        if flag == "-L" and value.startswith("dependency="):
            out.append(value.split("=", 1)[1])
        elif flag == "--extern" and "=" in value:
            out.append(value.split("=", 1)[1])
    for a in argv:
        if a.startswith("-Ldependency="):
            out.append(a.split("=", 1)[1])
    return out


def check_record(record: Json, compiler: Compiler, target: Path) -> None:
    """A recorded invocation runs `compiler` and reads dependencies from `target` only, where that
    compiler built them: re-run, it measures that compiler on its own dependencies."""
    argv = record["argv"]
    if not argv or argv[0] != str(compiler.rustc):
        raise FrtError("the recorded rustc command of the %s compiler runs %s, not %s"
                       % (compiler.name, argv[0] if argv else "nothing", compiler.rustc),
                       "remove %s and rerun ./frt bench" % target)
    base = os.path.normpath(target)
    paths = [os.path.normpath(os.path.join(record.get("cwd", "/"), d)) for d in record_paths(argv)]
    foreign = [d for d in paths if os.path.commonpath([base, d]) != base]
    if foreign:
        raise FrtError("the recorded rustc command of the %s compiler reads dependencies outside its target "
                       "directory %s: %s" % (compiler.name, target, ", ".join(foreign)),
                       "remove %s and rerun ./frt bench" % target)


class Callgrind(NamedTuple):
    ir: int  # total instructions
    wall: float  # seconds under valgrind


def callgrind(ctx: Ctx, record: Json, out_dir: Path, label: str) -> Callgrind:
    """Re-run a recorded rustc invocation under callgrind."""
    out_dir.mkdir(parents=True, exist_ok=True)
    cg, log, out = out_dir / "callgrind.out", out_dir / "valgrind.log", out_dir / "rustc.log"
    for f in (cg, log, out):
        if f.exists():
            f.unlink()
    (out_dir / "command.json").write_text(json.dumps(record, indent=1))
    argv = ["valgrind", "--tool=callgrind", "--callgrind-out-file=%s" % cg, "--log-file=%s" % log, *record["argv"]]
    t0 = time.monotonic()
    # rustc's own output (JSON artifact notices, cargo style) goes to rustc.log.
    rc = env.run(ctx.paths.env, ["sh", "-c", 'exec "$@" > "$0" 2>&1', str(out), *argv], cwd=Path(record["cwd"]),
                 extra_env=record["env"], check=False).returncode
    wall = time.monotonic() - t0
    if rc != 0 or not cg.exists():
        tail = "".join(f.read_text(errors="replace")[-2000:] for f in (out, log) if f.exists())
        raise FrtError("rustc under callgrind failed for %s (exit %d):\n%s" % (label, rc, tail),
                       "rustc's output %s and valgrind's log %s say why; the command is %s"
                       % (out, log, out_dir / "command.json"))
    return Callgrind(callgrind_total(cg.read_text(errors="replace")), wall)


def compile_time(ctx: Ctx, fork: Compiler, base: Compiler, work: Path, packages: Sequence[str], runs: int,
                 fork_as_base: bool) -> Json:
    """Both compilers on every crate and mode, under callgrind: the rows of results.json."""
    cargo = Cargo(ctx, work)
    cargo.fetch()
    versions = crate_versions()
    compilers = (base, fork)
    rows: list[Json] = []
    recs: dict[tuple[str, str, str], Json] = {}

    def measure(c: Compiler, mode: str, crate: str, label: str) -> int:
        say("callgrind: %s ..." % label)
        ir, wall = callgrind(ctx, recs[(c.name, mode, crate)], work / "callgrind" / c.name / mode / crate, label)
        say("callgrind: %s: %s Ir (%.0f s under valgrind)" % (label, fmt_int(ir), wall))
        return ir

    for package, crate in CRATES:
        if package not in packages:
            continue
        for mode in CT_MODES:
            irs: dict[str, list[int]] = {}
            for c in compilers:
                recs[(c.name, mode, crate)] = cargo.record(c, mode, package, crate)
            for r in range(runs):
                for c in compilers:
                    label = "%s %s %s run %d/%d" % (crate, mode, c.name, r + 1, runs)
                    irs.setdefault(c.name, []).append(measure(c, mode, crate, label))
            b, f = median(irs["base"]), median(irs["fork"])
            q = ratio(f, b)
            rows.append({"crate": package, "name": crate, "version": versions.get(package, "?"), "mode": mode,
                         "base_runs": irs["base"], "fork_runs": irs["fork"], "base_ir": int(b), "fork_ir": int(f),
                         "ratio": q, "verdict": ct_verdict(q)})
    probes: list[Json] = []
    if runs == 1:
        # One run each: how repeatable is a count? A second run of the cheapest case of each mode.
        for mode in CT_MODES:
            cands = [row for row in rows if row["mode"] == mode]
            if cands:
                row = min(cands, key=lambda row: row["fork_ir"])
                again = measure(fork, mode, row["name"],
                                "%s %s fork, second run (determinism probe)" % (row["name"], mode))
                probes.append({"crate": row["crate"], "mode": mode, "runs": [row["fork_ir"], again],
                               "spread": spread([row["fork_ir"], again])})
    return {"rows": rows, "runs": runs, "goal": CT_GOAL, "probes": probes, "fork_as_base": fork_as_base,
            "determinism": determinism(rows, probes)}
