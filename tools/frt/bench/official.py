"""`./frt bench`, official: is the fork as fast as the official rustc 1.95.0?

The fork's stage1 (its release build by default; `--against dev` for the dev build) against the
official rustup toolchain 1.95.0 (stage0: the Rust project's own build of the same source commit)
on code that does not use FRTs:

- the pinned crates of bench/crates in `check` and `debug` mode: stage0's cargo builds each
  crate's dependencies with the compiler under test, in a target directory of that compiler's own
  (the crate metadata of one rustc build cannot be loaded by another), and bench/record-rustc.py
  records the rustc invocation of the crate itself, as for compile-time (compile.py);
- one generated file, heavy.py's marker variant with 100 structs of 10 fields: 1,000
  hand-written marker types with `offset_of!` impls and a generic projection over each (stable
  Rust, no feature gate), `rustc --crate-type lib` in `check` (--emit=metadata) and `debug`
  (--emit=link -Copt-level=0) mode;
- `rustc -vV`: the startup cost.

bench/measure.py runs every invocation, one warm-up per compiler and workload, then the runs with
the two compilers alternating (fork, official, fork, official, ...), and takes CPU time (user +
sys) and peak RSS of rustc from os.wait4. Medians, fork / official ratios. Goals: both ratios at
most OFFICIAL_LIMIT (1.10) on every row.
"""

import dataclasses
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from .. import build, config, env
from .compile import CRATES, Cargo, Compiler, check_std, crate_versions, describe, driver_digest, \
    fork_compiler, rustc_version
from .heavy import generate
from .stats import OFFICIAL_LIMIT, Json, limit_verdict, median, ratio, spread
from ..errors import FrtError
from ..log import say
from ..prepare import Ctx

SIDES = ("fork", "official")  # the order of each pair of runs
AGAINST = ("dev", "release")  # the fork builds `--against` can measure
DEFAULT_AGAINST = "release"
DEFAULT_RUNS = 5
MODES = ("check", "debug")
QUICK_MODES = ("check",)
# The generated file: 100 structs of 10 fields, one marker type per field.
MARKER_FIELDS = 1000
MARKER_PER_STRUCT = 10
MARKER_FLAGS = {"check": ["--emit=metadata"], "debug": ["--emit=link", "-Copt-level=0"]}
STARTUP = "startup"  # the mode of the `rustc -vV` row


class Workload(NamedTuple):
    """One row of the table: the same work given to both compilers."""

    wid: str  # unique, no "/": the job ids are WID/RUN/SIDE
    name: str  # short: the crate, "marker", "rustc -vV"
    label: str  # the table's first column
    mode: str  # check, debug, startup
    commands: dict[str, Json]  # side -> {"argv", "cwd"[, "env"]}: a measure.py job without its id


def todo_missing(against: str) -> str:
    if against == "release":
        return ("build it with ./frt build --release, or measure the dev build instead: "
                "./frt bench --only official --against dev")
    return ("build it with ./frt build, or measure the release build instead: "
            "./frt bench --only official --against release")


def measured_fork(ctx: Ctx, against: str) -> Compiler:
    """The fork's stage1 of the `against` build (not a copy yet); an error saying what to do when it
    is not built."""
    if against not in AGAINST:
        raise FrtError("--against %r: no such build of the fork" % against, "give --against dev or --against release")
    c = fork_compiler(ctx, against, todo_missing(against))
    # Its own name, so that its target directories and records are its own too.
    return dataclasses.replace(c, name="fork-" + against)


def official_compiler(ctx: Ctx) -> Compiler:
    """The official rustc 1.95.0: the stage0 sysroot, a rustup toolchain directory (read-only, so
    measured in place; `build.stage0` checks that it is the pinned commit)."""
    sysroot = build.stage0(ctx.cfg)
    c = Compiler("official", sysroot, sysroot)
    check_std(c, "reinstall it: rustup toolchain uninstall %s && rustup toolchain install %s"
              % (ctx.cfg.stage0.toolchain, ctx.cfg.stage0.toolchain))
    return c


def describe_official(ctx: Ctx, c: Compiler, work: Path) -> dict[str, str]:
    return {"rustc": str(c.rustc), "version": rustc_version(ctx, c, work),
            "source": "the official rustup toolchain %s (the fork's stage0, same source commit) in %s; "
            "librustc_driver sha256 %s" % (ctx.cfg.stage0.toolchain, c.stage1, driver_digest(c))}


def marker_source() -> str:
    """The generated many-items file (stable Rust)."""
    return generate(MARKER_FIELDS, "marker", per=MARKER_PER_STRUCT)


def marker_workload(compilers: dict[str, Compiler], src: Path, work: Path, mode: str) -> Workload:
    cmds = {}
    for side, c in compilers.items():
        out = work / "out" / side / mode
        cmds[side] = {"argv": [str(c.rustc), "--edition", "2021", "--crate-type", "lib", "--crate-name", "marker_items",
                               *MARKER_FLAGS[mode], "--out-dir", str(out), str(src)], "cwd": str(work)}
    label = "marker types: %d structs x %d fields" % (MARKER_FIELDS // MARKER_PER_STRUCT, MARKER_PER_STRUCT)
    return Workload("marker.%s" % mode, "marker", label, mode, cmds)


def startup_workload(compilers: dict[str, Compiler], work: Path) -> Workload:
    return Workload("startup", "rustc -vV", "rustc -vV", STARTUP,
                    {side: {"argv": [str(c.rustc), "-vV"], "cwd": str(work)} for side, c in compilers.items()})


def crate_workload(package: str, version: str, mode: str, records: dict[str, Json]) -> Workload:
    """A crate's recorded invocation per side (Cargo.record: each one checked to read the
    dependencies its own compiler built)."""
    cmds = {side: {"argv": r["argv"], "cwd": r["cwd"], "env": r["env"]} for side, r in records.items()}
    return Workload("%s.%s" % (package, mode), package, "%s %s" % (package, version), mode, cmds)


def official_jobs(workloads: Sequence[Workload], runs: int) -> list[Json]:
    """measure.py jobs: one warm-up per workload and compiler, then `runs` rounds; in each, every
    workload with the two compilers in turn (fork, official), so that the runs of the two compilers
    alternate and a change of the machine's load meanwhile hits both alike."""
    jobs = []
    for w in workloads:
        for side in SIDES:
            jobs.append({"id": "warmup/%s/%s" % (w.wid, side), **w.commands[side]})
    for r in range(runs):
        for w in workloads:
            for side in SIDES:
                jobs.append({"id": "%s/%d/%s" % (w.wid, r, side), **w.commands[side]})
    return jobs


def official_summary(results: Sequence[Json], workloads: Sequence[Workload], runs: int,
                     limit: float = OFFICIAL_LIMIT) -> list[Json]:
    """The rows of the table from measure.py's results: medians, ratios fork / official, the
    run-to-run spread and the verdicts against `limit`."""
    by: dict[tuple[str, str], list[Json]] = {}
    for r in results:
        parts = r["id"].split("/")
        if parts[0] == "warmup":
            continue
        wid, _, side = parts
        by.setdefault((wid, side), []).append(r)
    rows = []
    for w in workloads:
        row: Json = {"workload": w.label, "name": w.name, "mode": w.mode}
        for side in SIDES:
            rs = by.get((w.wid, side), [])
            if len(rs) != runs:
                raise ValueError("%d result(s) of %s %s, not %d" % (len(rs), w.wid, side, runs))
            cpu = [x["cpu_s"] for x in rs]
            rss = [x["maxrss_kb"] for x in rs]
            row[side] = {"cpu_runs": cpu, "rss_runs": rss, "cpu_s": median(cpu), "maxrss_kb": median(rss),
                         "cpu_spread": spread(cpu), "rss_spread": spread(rss)}
        f, o = row["fork"], row["official"]
        row["cpu_ratio"] = ratio(f["cpu_s"], o["cpu_s"])
        row["rss_ratio"] = ratio(f["maxrss_kb"], o["maxrss_kb"])
        row["cpu_noise"] = max(f["cpu_spread"], o["cpu_spread"])
        row["rss_noise"] = max(f["rss_spread"], o["rss_spread"])
        # Strict: the goal is a ratio, and the median of alternating runs already takes the noise.
        row["cpu_verdict"] = limit_verdict(row["cpu_ratio"], 0.0, limit)
        row["rss_verdict"] = limit_verdict(row["rss_ratio"], 0.0, limit)
        rows.append(row)
    return rows


DROP_CACHES = Path("/proc/sys/vm/drop_caches")


def drop_page_cache() -> None:
    """Empty the kernel's page cache (root only), so that both compilers' libraries are read from
    disk the same way in the warm-up. Peak RSS counts the pages of librustc_driver a process maps,
    and how many the kernel maps at each fault depends on how a file came into the cache: the
    fork's toolchain right after its install (written by patchelf) showed 38 MiB at `rustc -vV`,
    the same file read back from disk 24.5 MiB (2026-12-05). Without the permission, says so."""
    try:
        os.sync()
        DROP_CACHES.write_text("1\n")
    except OSError as e:
        say("official: could not empty the page cache (%s): memory rows depend on how the compilers' files "
            "were last cached" % e)


def vs_official(ctx: Ctx, fork: Compiler, official: Compiler, against: str, work: Path, packages: Sequence[str],
                modes: Sequence[str], runs: int) -> Json:
    """Record the crates' invocations with each compiler, generate the file, measure (measure.py, in
    the environment), summarize: the `vs_official` part of results.json."""
    work.mkdir(parents=True, exist_ok=True)
    compilers = {"fork": fork, "official": official}
    workloads: list[Workload] = []
    if packages:
        cargo = Cargo(ctx, work)
        cargo.fetch()
        versions = crate_versions()
        for package, crate in CRATES:
            if package not in packages:
                continue
            for mode in modes:
                records = {side: cargo.record(c, mode, package, crate) for side, c in compilers.items()}
                workloads.append(crate_workload(package, versions.get(package, "?"), mode, records))
    src = work / "marker_items.rs"
    build.write_if_changed(src, marker_source())
    workloads += [marker_workload(compilers, src, work, mode) for mode in modes]
    workloads.append(startup_workload(compilers, work))
    jobs = official_jobs(workloads, runs)
    jf, rf = work / "jobs.json", work / "results.json"
    jf.write_text(json.dumps(jobs, indent=1))
    if rf.exists():
        rf.unlink()
    say("official: %d runs of rustc (%d workload(s), a warm-up and %d run(s) each, the %s build of the fork and "
        "the official rustc alternating)" % (len(jobs), len(workloads), runs, against))
    drop_page_cache()
    if not env.run(ctx.paths.env, ["python3", str(config.BENCH / "measure.py"), str(jf), str(rf)], binds=[config.BENCH],
                   check=False).ok:
        raise FrtError("a compile of the fork-vs-official benchmark failed (output above)",
                       "the commands are in %s; the generated file is %s" % (jf, src))
    rows = official_summary(json.loads(rf.read_text()), workloads, runs)
    fork_desc = describe(ctx, fork, work)
    fork_desc["build"] = against
    return {"against": against, "limit": OFFICIAL_LIMIT, "runs": runs, "modes": list(modes),
            "marker": {"fields": MARKER_FIELDS, "fields_per_struct": MARKER_PER_STRUCT},
            "compilers": {"fork": fork_desc, "official": describe_official(ctx, official, work)},
            "rows": rows}
