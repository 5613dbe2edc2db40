"""`./frt bench`: what the fork costs, and what FRTs cost.

Three benchmarks (`--only PART` runs one), all run inside the build environment, one process at a
time:

compile-time (compile.py)
    The fork's stage1 against the base's (rustc 1.95.0 + patch 0001 only, built in
    $FRT_HOME/rust-base) on code that does not use FRTs: callgrind instruction counts of the
    pinned crates of bench/crates. Goal: fork / base <= 1.005 for every crate and mode.

frt-heavy (heavy.py)
    Generated crates with N projected fields, `field_of!` against hand-written marker types,
    compiled by the fork: CPU time and peak RSS. Goals: FRT no slower than marker at every
    size, and growth linear in the number of fields.

official (official.py)
    The fork (its release build, or the dev one with `--against dev`) against the official rustup
    toolchain 1.95.0 (stage0, same source commit) on code that does not use FRTs: the pinned crates
    (check, debug), a generated file of 1,000 marker types with `offset_of!` impls, `rustc -vV`;
    CPU time and peak RSS, the two compilers alternating run by run. Goals: fork / official <= 1.10
    in CPU time and in peak memory on every row.

Results: bench/results.json (raw), bench/results.md (tables and verdicts, report.py),
bench/results.png (matplotlib, from a pinned virtualenv in $FRT_HOME/bench-venv). This module
is the command: its settings, the order of the parts, the plot.
"""
import argparse
import datetime
import json
import os
import platform
import re
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from .. import config, env, pins
from . import official as bench_official
from .compile import (CRATES, Compiler, build_for_bench, compile_time, describe, ensure_base, fork_compiler, snapshot,
                      valgrind_version)
from .heavy import QUICK_SIZES, SIZES, frt_heavy
from .report import goals, render_markdown
from ..errors import FrtError
from ..log import say
from ..prepare import Ctx

QUICK_CRATES = ("regex-syntax",)
PARTS = ("compile-time", "frt-heavy", "official")  # in the order they run
RESULT_KEYS = {"compile-time": "compile_time", "frt-heavy": "frt_heavy", "official": "vs_official"}
DEFAULT_RUNS = 3
# Callgrind counts instructions, nearly deterministically (see results.md):
# one run per compiler, crate and mode unless --runs says otherwise.
DEFAULT_IR_RUNS = 1

T = TypeVar("T")


def parse_list(text: str, conv: Callable[[str], T]) -> list[T]:
    return [conv(x.strip()) for x in text.split(",") if x.strip()]


def parse_sizes(text: str) -> list[int]:
    try:
        sizes = sorted(set(parse_list(text, int)))
    except ValueError:
        raise FrtError("--sizes %r is not a list of numbers" % text, "give field counts like --sizes 1000,4000,16000")
    if not sizes or sizes[0] < 1:
        raise FrtError("--sizes %r has no positive size" % text, "give field counts like --sizes 1000,4000,16000")
    return sizes


def machine_info() -> dict[str, Any]:
    cpu, mem = "unknown CPU", "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
        m = re.search(r"MemTotal:\s+(\d+)", Path("/proc/meminfo").read_text())
        if m:
            mem = "%.0f GiB" % (int(m.group(1)) / 2**20)
    except OSError:
        pass
    return {"cpu": cpu, "cores": os.cpu_count() or 0, "memory": mem, "kernel": platform.release(),
            "arch": platform.machine(), "load": "%.2f %.2f %.2f" % os.getloadavg()}


def venv_python(ctx: Ctx) -> Path:
    """$FRT_HOME/bench-venv with bench/requirements.txt installed (on the host); its python."""
    venv = ctx.paths.home / "bench-venv"
    req = config.BENCH / "requirements.txt"
    stamp = venv / ".frt-requirements"
    want = pins.sha256_of(req)
    py = venv / "bin" / "python"
    if py.exists() and stamp.exists() and stamp.read_text().strip() == want:
        return py
    say("creating the plotting virtualenv %s (matplotlib from PyPI, pinned in %s)" % (venv, req))
    if not py.exists():
        r = subprocess.run([sys.executable, "-m", "venv", str(venv)])
        if r.returncode != 0:
            raise FrtError("`%s -m venv %s` failed" % (sys.executable, venv),
                           "install Python's venv module on the host (Debian: apt-get install python3-venv) "
                           "and rerun ./frt bench")
    r = subprocess.run([str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check", "-r", str(req)])
    if r.returncode != 0:
        raise FrtError("pip could not install the pinned plotting packages of %s (output above)" % req,
                       "check network access to PyPI and rerun ./frt bench")
    stamp.write_text(want + "\n")
    return py


def plot(ctx: Ctx, results_json: Path, png: Path) -> None:
    py = venv_python(ctx)
    r = subprocess.run([str(py), str(config.BENCH / "plot.py"), str(results_json), str(png)])
    if r.returncode != 0:
        raise FrtError("drawing %s failed (output above); results.md and results.json are written" % png,
                       "rerun ./frt bench --only ... after fixing bench/plot.py, or run %s %s %s by hand"
                       % (py, config.BENCH / "plot.py", results_json))


@dataclass(frozen=True)
class Settings:
    """What the command line asks of `./frt bench`."""

    quick: bool
    ir_runs: int  # runs under callgrind (compile-time)
    runs: int  # runs of the CPU-time measurements (frt-heavy)
    sizes: list[int]
    packages: list[str]  # the crates of compile-time and official
    parts: list[str]  # compile-time, frt-heavy, official
    out: Path  # where results.{md,json,png} go
    fork_as_base: bool
    against: str  # official: the fork build measured, dev or release
    official_runs: int  # official: runs per compiler and workload
    official_modes: list[str]  # official: check, debug


def add_options(sp: argparse.ArgumentParser) -> None:
    """`./frt bench`'s options, read by settings below."""
    sp.add_argument("--runs", type=int, metavar="N",
                    help="runs per measurement, median taken (default: 3 for frt-heavy, 5 per compiler for "
                    "official, 1 under callgrind, which is deterministic)")
    sp.add_argument("--only", choices=list(PARTS),
                    help="run one of the benchmarks (the other parts of an earlier results.json are kept)")
    sp.add_argument("--against", choices=list(bench_official.AGAINST), default=bench_official.DEFAULT_AGAINST,
                    help="official: the build of the fork compared with the official rustc (default release, "
                    "from ./frt build --release)")
    sp.add_argument("--sizes", metavar="N,N,..", help="projected fields of the frt-heavy crates (default 1000,4000,16000)")
    sp.add_argument("--crates", metavar="NAME,..",
                    help="crates of compile-time and official (default syn,serde_json,regex-syntax)")
    sp.add_argument("--quick", action="store_true",
                    help="test the harness: sizes 100,200,400, one run, regex-syntax only, official in check "
                    "mode only; results go to $FRT_HOME/bench/results-quick")
    sp.add_argument("--fork-as-base", action="store_true",
                    help="dry run: the fork on both sides of the compile-time comparison (its build for the "
                    "measure is made, the base's is not); "
                    "results go to $FRT_HOME/bench/results-quick")
    sp.add_argument("--out", metavar="DIR", help="where results.{md,json,png} go (default bench/)")


def settings(args: argparse.Namespace) -> Settings:
    quick = args.quick
    runs = args.runs
    if runs is not None and runs < 1:
        raise FrtError("--runs %d: needs at least one run" % runs, "give --runs 1 or more")
    sizes = parse_sizes(args.sizes) if args.sizes else list(QUICK_SIZES if quick else SIZES)
    packages = [c.package for c in CRATES]
    if args.crates:
        packages = parse_list(args.crates, str)
        unknown = [p for p in packages if p not in [c.package for c in CRATES]]
        if unknown:
            raise FrtError("unknown crate(s) %s" % ", ".join(unknown),
                           "choose among %s" % ", ".join(c.package for c in CRATES))
    elif quick:
        packages = list(QUICK_CRATES)
    parts = [args.only] if args.only else list(PARTS)
    against = args.against or bench_official.DEFAULT_AGAINST
    if against not in bench_official.AGAINST:
        raise FrtError("--against %r: no such build of the fork" % against, "give --against dev or --against release")
    out = Path(args.out) if args.out else (config.frt_home() / "bench" / "results-quick"
                                           if quick or args.fork_as_base else config.BENCH)
    return Settings(quick=quick, ir_runs=runs or (1 if quick else DEFAULT_IR_RUNS),
                    runs=runs or (1 if quick else DEFAULT_RUNS), sizes=sizes, packages=packages, parts=parts,
                    out=out, fork_as_base=args.fork_as_base, against=against,
                    official_runs=runs or (1 if quick else bench_official.DEFAULT_RUNS),
                    official_modes=list(bench_official.QUICK_MODES if quick else bench_official.MODES))


def run(ctx: Ctx, args: argparse.Namespace) -> int:
    s = settings(args)
    env.require_root("bench")
    p = ctx.paths
    if not env.is_ready(ctx.cfg, p.env):
        raise FrtError("the build environment %s is not set up" % p.env, "run ./frt build first")
    work = p.home / "bench"
    work.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    # Both compilers of the official part first: a missing build stops the run before anything else.
    official_pair: tuple[Compiler, Compiler] | None = None
    if "official" in s.parts:
        official_pair = (bench_official.measured_fork(ctx, s.against), bench_official.official_compiler(ctx))
    compilers: dict[str, Any] = {}
    dev: Compiler | None = None  # the dev build: frt-heavy
    if "frt-heavy" in s.parts:
        dev = snapshot(fork_compiler(ctx), work / "compilers" / "fork-dev")
        compilers["fork-dev"] = describe(ctx, dev, work)
    fork: Compiler | None = None  # compile-time: both built for the measure (compile.build_for_bench)
    base: Compiler | None = None
    if "compile-time" in s.parts:
        fork = snapshot(build_for_bench(ctx, "fork", p.tree), work / "compilers" / "fork")
        compilers["fork"] = describe(ctx, fork, work)
        if s.fork_as_base:
            say("--fork-as-base: measuring the fork against itself (a dry run; ratios should be 1)")
            base = Compiler("base", fork.stage1, fork.tree, fork.origin)
        else:
            base = snapshot(ensure_base(ctx), work / "compilers" / "base")
        compilers["base"] = describe(ctx, base, work)
        if s.fork_as_base:
            compilers["base"]["source"] = "the fork itself (--fork-as-base dry run)"
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    res: dict[str, Any] = {"date": now, "machine": machine_info(), "compilers": compilers, "quick": s.quick,
                           "fork_as_base": s.fork_as_base}
    res["machine"]["valgrind"] = valgrind_version(ctx, work).replace("valgrind-", "")

    # With --only, keep the other parts of an earlier results.json (and the compilers they measured).
    s.out.mkdir(parents=True, exist_ok=True)
    rj = s.out / "results.json"
    if args.only and rj.exists():
        try:
            old = json.loads(rj.read_text())
        except ValueError:
            old = {}
        for key in RESULT_KEYS.values():
            if old.get(key):
                res[key] = old[key]
        for name in ("fork", "base", "fork-dev"):
            if name not in compilers and old.get("compilers", {}).get(name):
                compilers[name] = old["compilers"][name]

    if base is not None:
        assert fork is not None
        t0 = time.monotonic()
        ct = compile_time(ctx, fork, base, work / "compile-time", s.packages, s.ir_runs, s.fork_as_base)
        ct["date"], ct["wall_s"] = now, time.monotonic() - t0
        res["compile_time"] = ct
    if "frt-heavy" in s.parts:
        assert dev is not None
        t0 = time.monotonic()
        fh = frt_heavy(ctx, dev.rustc, work / "frt-heavy", s.sizes, s.runs)
        fh["date"], fh["wall_s"] = now, time.monotonic() - t0
        res["frt_heavy"] = fh
    if official_pair is not None:
        t0 = time.monotonic()
        measured, official = official_pair
        copy = snapshot(measured, work / "compilers" / measured.name)
        vo = bench_official.vs_official(ctx, copy, official, s.against, work / "official", s.packages,
                                        s.official_modes, s.official_runs)
        vo["date"], vo["wall_s"] = now, time.monotonic() - t0
        res["vs_official"] = vo

    rj.write_text(json.dumps(res, indent=1) + "\n")
    md = s.out / "results.md"
    md.write_text(render_markdown(res))
    plot(ctx, rj, s.out / "results.png")
    print()
    for goal, verdict, why in goals(res):
        print("%-70s %s (%s)" % (goal, verdict, why))
    print("results: %s, %s, %s (%.0f s)" % (md, rj, s.out / "results.png", time.monotonic() - started))
    return 0
