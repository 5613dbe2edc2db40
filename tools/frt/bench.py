"""`./frt bench`: what the fork costs, and what FRTs cost.

Two benchmarks, both run inside the build environment, one process at a time:

compile-time
    The fork's stage1 against the base's stage1 (rustc 1.95.0 + patch 0001
    only, built in $FRT_HOME/rust-base) on code that does not use FRTs: the
    pinned crates of bench/crates (syn with "full", serde_json with serde,
    regex-syntax) in `check` and `debug` (cargo build, dev profile) mode.
    Stage0's cargo builds each crate's dependencies normally with RUSTC set to
    the compiler under test; bench/record-rustc.py (RUSTC_WRAPPER) records
    the rustc invocation of the measured crate itself, which is then re-run
    under `valgrind --tool=callgrind`: its total instruction count (Ir) is
    the measure. Goal: fork / base <= 1.005 for every crate and mode.

frt-heavy
    Generated crates with N projected fields (structs of FIELDS_PER_STRUCT
    fields, `project<F>` called for every field from one pub fn per struct),
    once with `field_of!` and once with hand-written marker types (one ZST
    and one `MyField` impl per field), compiled by the fork with
    `rustc --crate-type lib` in `check` (--emit=metadata) and `build`
    (-Copt-level=0) mode. bench/measure.py takes CPU time (user + sys) and
    peak RSS from os.wait4. Goals: FRT no slower than marker at every size,
    and growth linear in the number of fields.

Results: bench/results.json (raw), bench/results.md (tables and verdicts),
bench/results.png (matplotlib, from a pinned virtualenv in
$FRT_HOME/bench-venv).
"""

import datetime
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from . import build, config, env, pins, tree
from .errors import FrtError
from .log import say

BENCH = config.REPO / "bench"

# (cargo package, crate name as rustc sees it); versions are in bench/crates.
CRATES = [("syn", "syn"), ("serde_json", "serde_json"), ("regex-syntax", "regex_syntax")]
CT_MODES = {"check": "check", "debug": "build"}  # mode -> cargo subcommand
HEAVY_MODES = {"check": ["--emit=metadata"], "build": ["--emit=link", "-Copt-level=0"]}
VARIANTS = ("frt", "marker")
SIZES = (1000, 4000, 16000)
QUICK_SIZES = (100, 200, 400)
QUICK_CRATES = ("regex-syntax",)
FIELDS_PER_STRUCT = 16
FIELD_TYPES = ("u8", "u16", "u32", "u64")
DEFAULT_RUNS = 3
# Callgrind counts instructions, nearly deterministically (see results.md):
# one run per compiler, crate and mode unless --runs says otherwise.
DEFAULT_IR_RUNS = 1

CT_GOAL = 0.005  # fork may cost at most +0.5 % instructions
LINEAR_FACTOR = 1.5  # per-field growth of the last size step / of the first one
QUADRATIC_NOTE = "a quadratic cost would give (n3 + n2) / (n2 + n1), 4.0 for 1k/4k/16k"


# --- pure helpers (unit tested) ----------------------------------------------

def median(xs):
    xs = list(xs)
    if not xs:
        raise ValueError("median of no values")
    return statistics.median(xs)


def spread(xs):
    """(max - min) / median: how far apart the runs are."""
    m = median(xs)
    return (max(xs) - min(xs)) / m if m else 0.0


def ratio(a, b):
    return a / b


def ct_verdict(r, goal=CT_GOAL):
    return "holds" if r <= 1 + goal else "fails"


def speed_verdict(r, noise):
    """FRT / marker: no slower (<= 1), no slower within the run-to-run noise, or slower."""
    if r <= 1.0:
        return "holds"
    if r <= 1.0 + noise:
        return "holds within noise"
    return "fails"


def growth(points):
    """Per-field growth between consecutive sizes: [(n1, n2, (y2 - y1) / (n2 - n1))]."""
    pts = sorted(points)
    return [(n1, n2, (y2 - y1) / (n2 - n1)) for (n1, y1), (n2, y2) in zip(pts, pts[1:])]


def linearity(points, factor=LINEAR_FACTOR):
    """(slope of the last size step / slope of the first, verdict).

    Linear: the per-field cost of the largest step is at most `factor` times
    that of the smallest step. Needs three sizes or more.
    """
    g = growth(points)
    if len(g) < 2:
        return None, "not judged (needs 3 sizes)"
    first, last = g[0][2], g[-1][2]
    if first <= 0:
        return None, "not judged (no growth between the first sizes)"
    q = last / first
    return q, "holds" if q <= factor else "fails"


def parse_list(text, conv=str):
    return [conv(x.strip()) for x in text.split(",") if x.strip()]


def parse_sizes(text):
    try:
        sizes = sorted(set(parse_list(text, int)))
    except ValueError:
        raise FrtError("--sizes %r is not a list of numbers" % text, "give field counts like --sizes 1000,4000,16000")
    if not sizes or sizes[0] < 1:
        raise FrtError("--sizes %r has no positive size" % text, "give field counts like --sizes 1000,4000,16000")
    return sizes


def callgrind_total(text):
    """Total Ir of a callgrind output file (its `summary:` or `totals:` line)."""
    for key in ("summary:", "totals:"):
        for line in text.splitlines():
            if line.startswith(key):
                return int(line.split()[1])
    raise FrtError("no `summary:` or `totals:` line in the callgrind output", "check valgrind's log above")


# --- the FRT-heavy crates ------------------------------------------------------

def layout(n, per=FIELDS_PER_STRUCT):
    """Field counts of the structs holding n fields."""
    return [per] * (n // per) + ([n % per] if n % per else [])


def generate(n, variant, per=FIELDS_PER_STRUCT):
    """A library crate with n fields, each read once through `project<F>`."""
    if variant not in VARIANTS:
        raise ValueError(variant)
    out = ["// Generated by `./frt bench`: %d projected fields, %s variant." % (n, variant)]
    if variant == "frt":
        out += ["#![feature(field_projections)]", "#![allow(incomplete_features)]",
                "use std::field::{Field, field_of};", "",
                "pub fn project<F: Field>(base: &F::Base) -> &F::Type {",
                "    unsafe { &*std::ptr::from_ref(base).byte_add(F::OFFSET).cast::<F::Type>() }",
                "}"]
    else:
        out += ["#![allow(non_camel_case_types)]", "",
                "/// A hand-written field marker: what FRTs replace.",
                "pub unsafe trait MyField: Sized {", "    type Base;", "    type Type;", "    const OFFSET: usize;", "}", "",
                "pub fn project<F: MyField>(base: &F::Base) -> &F::Type {",
                "    unsafe { &*std::ptr::from_ref(base).byte_add(F::OFFSET).cast::<F::Type>() }",
                "}"]
    for s, count in enumerate(layout(n, per)):
        fields = [("f%d" % j, FIELD_TYPES[(s + j) % len(FIELD_TYPES)]) for j in range(count)]
        out.append("")
        out.append("pub struct S%d {" % s)
        out += ["    pub %s: %s," % f for f in fields]
        out.append("}")
        if variant == "marker":
            for name, ty in fields:
                m = "S%d_%s" % (s, name)
                out.append("pub struct %s;" % m)
                out.append("unsafe impl MyField for %s { type Base = S%d; type Type = %s; "
                           "const OFFSET: usize = core::mem::offset_of!(S%d, %s); }" % (m, s, ty, s, name))
        out.append("")
        out.append("pub fn sum_s%d(s: &S%d) -> u64 {" % (s, s))
        out.append("    let mut t = 0u64;")
        for name, _ in fields:
            f = "field_of!(S%d, %s)" % (s, name) if variant == "frt" else "S%d_%s" % (s, name)
            out.append("    t += *project::<%s>(s) as u64;" % f)
        out.append("    t")
        out.append("}")
    return "\n".join(out) + "\n"


def heavy_jobs(rustc, work, sizes, modes, runs):
    """measure.py jobs: a warm-up, then runs x sizes x modes x variants, interleaved."""
    def job(jid, size, variant, mode):
        src = work / ("%s_%d.rs" % (variant, size))
        outdir = work / "out" / ("%s_%s_%d" % (mode, variant, size))
        return {"id": jid, "cwd": str(work),
                "argv": [str(rustc), "--edition", "2021", "--crate-type", "lib",
                         "--crate-name", "frt_heavy_%s_%d" % (variant, size), *HEAVY_MODES[mode],
                         "--out-dir", str(outdir), str(src)]}
    jobs = [job("warmup", sizes[0], VARIANTS[0], modes[0])]
    for r in range(runs):
        for size in sizes:
            for mode in modes:
                for variant in VARIANTS:
                    jobs.append(job("%s/%s/%d/%d" % (mode, variant, size, r), size, variant, mode))
    return jobs


def heavy_summary(results, sizes, modes, runs):
    """Medians, FRT/marker ratios and growth per field from measure.py's results."""
    by = {}
    for r in results:
        if r["id"] == "warmup":
            continue
        mode, variant, size, _ = r["id"].split("/")
        by.setdefault((mode, variant, int(size)), []).append(r)
    points, comparisons, growths = [], [], []
    for mode in modes:
        for size in sizes:
            row = {}
            for variant in VARIANTS:
                rs = by[(mode, variant, size)]
                cpu = [x["cpu_s"] for x in rs]
                rss = [x["maxrss_kb"] for x in rs]
                row[variant] = p = {"mode": mode, "variant": variant, "size": size, "cpu_runs": cpu, "rss_runs": rss,
                                    "cpu_s": median(cpu), "maxrss_kb": median(rss), "cpu_spread": spread(cpu)}
                points.append(p)
            cr = ratio(row["frt"]["cpu_s"], row["marker"]["cpu_s"])
            noise = max(row["frt"]["cpu_spread"], row["marker"]["cpu_spread"])
            comparisons.append({"mode": mode, "size": size, "cpu_ratio": cr,
                                "rss_ratio": ratio(row["frt"]["maxrss_kb"], row["marker"]["maxrss_kb"]),
                                "noise": noise, "verdict": speed_verdict(cr, noise)})
        for variant in VARIANTS:
            pts = [p for p in points if p["mode"] == mode and p["variant"] == variant]
            cpu = [(p["size"], p["cpu_s"]) for p in pts]
            rss = [(p["size"], p["maxrss_kb"]) for p in pts]
            q_cpu, v_cpu = linearity(cpu)
            q_rss, v_rss = linearity(rss)
            growths.append({"mode": mode, "variant": variant,
                            "cpu_us_per_field": [(a, b, s * 1e6) for a, b, s in growth(cpu)],
                            "rss_kb_per_field": growth(rss),
                            "cpu_linearity": q_cpu, "cpu_linear": v_cpu,
                            "rss_linearity": q_rss, "rss_linear": v_rss})
    return {"modes": list(modes), "sizes": list(sizes), "runs": runs, "points": points,
            "comparisons": comparisons, "growth": growths}


# --- verdicts and markdown -----------------------------------------------------

def goals(res):
    """[(goal, verdict, why)] from the results present."""
    out = []
    ct = res.get("compile_time")
    if ct and ct.get("rows"):
        worst = max(ct["rows"], key=lambda r: r["ratio"])
        ok = all(r["verdict"] == "holds" for r in ct["rows"])
        out.append(("fork costs at most +%.1f %% instructions on code without FRTs" % (100 * ct["goal"]),
                    "holds" if ok else "fails",
                    "worst: %s %s %+.3f %%" % (worst["crate"], worst["mode"], 100 * (worst["ratio"] - 1))))
    fh = res.get("frt_heavy")
    if fh and fh.get("comparisons"):
        vs = [c["verdict"] for c in fh["comparisons"]]
        worst = max(fh["comparisons"], key=lambda c: c["cpu_ratio"])
        v = "fails" if "fails" in vs else ("holds within noise" if "holds within noise" in vs else "holds")
        out.append(("FRT no slower than marker types at every size", v,
                    "worst: %s %d fields, FRT/marker CPU %.3f" % (worst["mode"], worst["size"], worst["cpu_ratio"])))
        lin = [g for g in fh["growth"] if g["variant"] == "frt"]
        vs = [g["cpu_linear"] for g in lin] + [g["rss_linear"] for g in lin]
        v = "fails" if "fails" in vs else ("not judged" if any(x.startswith("not judged") for x in vs) else "holds")
        qs = ["%s CPU %s, RSS %s" % (g["mode"], fmt_q(g["cpu_linearity"]), fmt_q(g["rss_linearity"])) for g in lin]
        out.append(("FRT cost grows linearly with the number of fields", v,
                    "last/first per-field growth: " + "; ".join(qs) + " (limit %.1f)" % LINEAR_FACTOR))
    return out


def fmt_q(q):
    return "n/a" if q is None else "%.2f" % q


def fmt_int(n):
    return "{:,}".format(n)


def table(head, rows):
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join(" --- " for _ in head) + "|"]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def render_markdown(res):
    """bench/results.md from the results dict (the same one as results.json)."""
    m = res["machine"]
    out = ["# Benchmarks of rustc-frt", "",
           "Written by `./frt bench` (see README.md, \"Benchmarks\"); raw data in `results.json`, "
           "plot in `results.png`.", ""]
    if res.get("fork_as_base"):
        out += ["**Dry run: `--fork-as-base` measured the fork against itself; "
                "the compile-time ratios say nothing about the base.**", ""]
    if res.get("quick"):
        out += ["**Quick run (`--quick`): small sizes, one run; for testing the harness only.**", ""]
    out += ["## Setup", "",
            table(["what", "value"], [
                ["date", res["date"]],
                ["machine", "%s, %d cores, %s memory, Linux %s" % (m["cpu"], m["cores"], m["memory"], m["kernel"])],
                ["load average at start", m["load"]],
                ["environment", "Debian trixie build environment (`./frt shell`), valgrind %s" % m.get("valgrind", "?")],
                ["time taken", ", ".join("%s %.1f min" % (name, res[key]["wall_s"] / 60)
                                         for key, name in (("compile_time", "compile-time"), ("frt_heavy", "frt-heavy"))
                                         if res.get(key) and "wall_s" in res[key]) or "?"],
            ]), ""]
    for name in ("fork", "base"):
        c = res["compilers"].get(name)
        if c:
            out += ["**%s** (`%s`), %s:" % (name, c["rustc"], c["source"]), "", "```", c["version"].strip(), "```", ""]
    if len(res["compilers"]) == 2:
        out += ["Both are built with the same `bootstrap.toml` settings; the fork's version also names its build id, "
                "and the source trees and the `librustc_driver` digests tell them apart.", ""]
    out += ["## Goals", "", table(["goal", "verdict", "from"], goals(res)), ""]

    ct = res.get("compile_time")
    if ct and ct.get("rows"):
        out += ["## Compile time of code without FRTs: fork vs base", "",
                "How: stage0's cargo builds each crate's dependencies normally (`RUSTC` = the compiler under test, "
                "`-j1`); `bench/record-rustc.py` (`RUSTC_WRAPPER`) records the rustc invocation of the crate itself, "
                "which is re-run under `valgrind --tool=callgrind`; the measure is its total instruction count (Ir), "
                "dependencies excluded. `check` = `cargo check`, `debug` = `cargo build` (dev profile). "
                "Versions pinned by `bench/crates/Cargo.lock`. Runs: %d per compiler, crate and mode (median). %s"
                % (ct["runs"], ct["determinism"]), "",
                table(["crate", "mode", "base Ir", "fork Ir", "fork / base", "goal <= %.3f" % (1 + ct["goal"])],
                      [[r["crate"] + " " + r["version"], r["mode"], fmt_int(r["base_ir"]), fmt_int(r["fork_ir"]),
                        "%.5f (%+.3f %%)" % (r["ratio"], 100 * (r["ratio"] - 1)), r["verdict"]] for r in ct["rows"]]),
                ""]
        if ct.get("date") and ct["date"] != res["date"]:
            out += ["(Measured %s.)" % ct["date"], ""]

    fh = res.get("frt_heavy")
    if fh and fh.get("points"):
        out += ["## FRT-heavy code: `field_of!` vs hand-written marker types (fork)", "",
                "How: generated library crates with N projected fields (structs of %d fields of types %s; one "
                "`pub fn` per struct sums every field through a generic `project<F>(&F::Base) -> &F::Type`), "
                "once with `field_of!(S, f)` and once with one marker ZST + `unsafe impl MyField` (with "
                "`OFFSET = core::mem::offset_of!(S, f)`) per field. Compiled by the fork with `rustc --edition 2021 "
                "--crate-type lib`, mode `check` = `--emit=metadata`, `build` = `--emit=link -Copt-level=0`. "
                "CPU time (user + sys) and peak RSS of the rustc process from `os.wait4`; median of %d run(s), "
                "FRT and marker runs interleaved, after one warm-up compile." % (
                    fh["fields_per_struct"], ", ".join(FIELD_TYPES), fh["runs"]), ""]
        rows = []
        pts = {(p["mode"], p["variant"], p["size"]): p for p in fh["points"]}
        for c in fh["comparisons"]:
            f, k = pts[(c["mode"], "frt", c["size"])], pts[(c["mode"], "marker", c["size"])]
            rows.append([c["mode"], fmt_int(c["size"]), "%.3f" % f["cpu_s"], "%.3f" % k["cpu_s"],
                         "%.3f" % c["cpu_ratio"], fmt_int(f["maxrss_kb"]), fmt_int(k["maxrss_kb"]),
                         "%.3f" % c["rss_ratio"], "%.1f %%" % (100 * c["noise"]), c["verdict"]])
        out += [table(["mode", "fields", "FRT CPU s", "marker CPU s", "FRT / marker", "FRT peak RSS KiB",
                       "marker peak RSS KiB", "RSS FRT / marker", "run spread", "FRT no slower"], rows), "",
                "\"run spread\" is the larger (max - min) / median of the two variants' CPU times; a ratio above 1 "
                "but within it counts as \"holds within noise\".", "",
                "Growth per field, from the differences between sizes (fixed costs cancel out):", ""]
        rows = []
        for g in fh["growth"]:
            steps_cpu = ", ".join("%s-%s: %.1f" % (fmt_int(a), fmt_int(b), s) for a, b, s in g["cpu_us_per_field"])
            steps_rss = ", ".join("%s-%s: %.2f" % (fmt_int(a), fmt_int(b), s) for a, b, s in g["rss_kb_per_field"])
            rows.append([g["mode"], g["variant"], steps_cpu, steps_rss,
                         "%s (%s)" % (fmt_q(g["cpu_linearity"]), g["cpu_linear"]),
                         "%s (%s)" % (fmt_q(g["rss_linearity"]), g["rss_linear"])])
        out += [table(["mode", "variant", "CPU us per field", "RSS KiB per field", "CPU last/first", "RSS last/first"],
                      rows), "",
                "Linearity: the per-field growth of the last size step divided by that of the first one; linear "
                "if at most %.1f (%s)." % (LINEAR_FACTOR, QUADRATIC_NOTE), ""]
        if fh.get("date") and fh["date"] != res["date"]:
            out += ["(Measured %s.)" % fh["date"], ""]
    return "\n".join(out)


# --- the machine, the compilers ------------------------------------------------

def machine_info():
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
        mem_kb = int(re.search(r"MemTotal:\s+(\d+)", Path("/proc/meminfo").read_text()).group(1))
        mem = "%.0f GiB" % (mem_kb / 2**20)
    except (OSError, AttributeError):
        mem = "unknown"
    return {"cpu": cpu, "cores": os.cpu_count() or 0, "memory": mem, "kernel": platform.release(),
            "arch": platform.machine(), "load": "%.2f %.2f %.2f" % os.getloadavg()}


class Compiler:
    def __init__(self, name, stage1, tree_dir, origin=None):
        self.name = name
        self.stage1 = Path(stage1)
        self.tree = Path(tree_dir)
        self.origin = origin  # the stage1 this one is a copy of

    @property
    def rustc(self):
        return self.stage1 / "bin" / "rustc"


def base_tree(paths):
    return paths.home / "rust-base"


def patch_subject(patch):
    """The subject of a format-patch file, unfolded, without `[PATCH]`."""
    text = Path(patch).read_text(errors="replace")
    m = re.search(r"^Subject: (.*(?:\n[ \t].*)*)", text, re.M)
    if not m:
        raise FrtError("%s has no Subject: line" % patch, "re-export the patches with ./frt export")
    return re.sub(r"^\[PATCH[^\]]*\]\s*", "", " ".join(m.group(1).split()))


def ensure_base(ctx):
    """Make $FRT_HOME/rust-base = tag `base` + patches/0001 and build its stage1 (a no-op when built)."""
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
    say("building the base compiler in %s (x.py build --stage 1 library; about 15 min the first time, "
        "seconds after)" % t)
    rc = env.run(p.env, ["python3", "x.py", "build", "--stage", "1", "library"], cwd=t, check=False).returncode
    if rc != 0:
        raise FrtError("building the base compiler in %s failed (x.py exit %d; its output is above)" % (t, rc),
                       "fix the cause and rerun ./frt bench (the build resumes); by hand: in `./frt shell`, "
                       "cd %s && python3 x.py build --stage 1 library" % t)
    c = Compiler("base", t / "build" / "host" / "stage1", t)
    check_std(c, "rerun ./frt bench: x.py build copies the library into the sysroot again")
    return c


def check_std(c, todo):
    """A stage1 whose sysroot lost its standard library (x.py can leave it so) compiles nothing."""
    lib = c.stage1 / "lib" / "rustlib" / build.TRIPLE / "lib"
    if not list(lib.glob("libstd-*.rlib")):
        raise FrtError("the %s compiler %s has no standard library (no libstd-*.rlib in %s)" % (c.name, c.rustc, lib),
                       todo)


def fork_compiler(ctx):
    p = ctx.paths
    c = Compiler("fork", p.stage1, p.tree)
    if not c.rustc.exists():
        raise FrtError("the fork is not built (no %s)" % c.rustc, "run ./frt build")
    check_std(c, "run ./frt build, which rebuilds it")
    return c


def driver_digest(c):
    """sha256 (16 hex digits) of the compiler's librustc_driver: tells whether it was rebuilt."""
    drivers = sorted((c.stage1 / "lib").glob("librustc_driver-*.so"))
    if not drivers:
        return "?"
    return pins.sha256_of(drivers[0])[:16]


def snapshot(c, dest):
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


def describe(ctx, c, work):
    """rustc -vV, the source commit and a digest of the compiler library, for results.md."""
    f = work / ("version-%s.txt" % c.name)
    env.run(ctx.paths.env, ["sh", "-c", '"$0" -vV > "$1" 2>&1', str(c.rustc), str(f)], quiet=True)
    digest = driver_digest(c)
    known = tree.usable(c.tree)
    head = tree.out(c.tree, "log", "-1", "--format=%h %s") if known else "?"
    n = tree.out(c.tree, "rev-list", "--count", "base..HEAD") if known else "?"
    copied = "a copy of %s, " % c.origin if c.origin else ""
    return {"rustc": str(c.rustc), "version": f.read_text(),
            "source": "%stree %s at base + %s commit(s), HEAD %s; librustc_driver sha256 %s"
            % (copied, c.tree, n, head, digest)}


def valgrind_version(ctx, work):
    f = work / "valgrind-version.txt"
    if not env.run(ctx.paths.env, ["sh", "-c", 'valgrind --version > "$0" 2>&1', str(f)], check=False,
                   quiet=True).ok:
        raise FrtError("valgrind does not run in the build environment",
                       "frt.toml lists valgrind among the environment's packages: run ./frt setup")
    return f.read_text().strip()


# --- compile-time benchmark ----------------------------------------------------

def crate_versions():
    """{package: version} from bench/crates/Cargo.lock."""
    text = (BENCH / "crates" / "Cargo.lock").read_text()
    return dict(re.findall(r'^name = "([^"]+)"\nversion = "([^"]+)"', text, re.M))


class Cargo:
    def __init__(self, ctx, work):
        self.ctx = ctx
        self.work = work
        self.home = ctx.paths.home / "bench" / "cargo-home"
        self.cargo = build.stage0(ctx.cfg) / "bin" / "cargo"

    def run(self, argv, compiler=None, mode=None, extra=None, quiet=False):
        e = {"CARGO_HOME": str(self.home), "CARGO_TERM_COLOR": "never", "CARGO_INCREMENTAL": "0",
             "RUSTC": str(self.cargo.parent / "rustc")}
        if compiler:
            e["RUSTC"] = str(compiler.rustc)
            e["RUSTC_WRAPPER"] = str(BENCH / "record-rustc.py")
            e["CARGO_TARGET_DIR"] = str(self.work / "target" / compiler.name / mode)
        e.update(extra or {})
        return env.run(self.ctx.paths.env, [str(self.cargo), *argv], cwd=BENCH / "crates", binds=[BENCH],
                       extra_env=e, check=False, quiet=quiet).returncode

    def fetch(self):
        self.home.mkdir(parents=True, exist_ok=True)
        say("fetching the pinned crates (bench/crates/Cargo.lock) into %s" % self.home)
        if self.run(["fetch", "--locked"]) != 0:
            raise FrtError("cargo could not fetch the pinned crates of bench/crates from crates.io (output above)",
                           "check network access to crates.io and rerun ./frt bench; once fetched, the crates "
                           "stay in %s and no network is needed" % self.home)

    def record(self, compiler, mode, package, crate):
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
        return json.loads(rec.read_text())


def callgrind(ctx, record, out_dir, label):
    """Re-run a recorded rustc invocation under callgrind; its total Ir."""
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
    return callgrind_total(cg.read_text(errors="replace")), wall


def compile_time(ctx, fork, base, work, packages, runs, fork_as_base):
    cargo = Cargo(ctx, work)
    cargo.fetch()
    versions = crate_versions()
    compilers = (base, fork)
    rows, recs = [], {}

    def measure(c, mode, crate, label):
        say("callgrind: %s ..." % label)
        ir, wall = callgrind(ctx, recs[(c.name, mode, crate)], work / "callgrind" / c.name / mode / crate, label)
        say("callgrind: %s: %s Ir (%.0f s under valgrind)" % (label, fmt_int(ir), wall))
        return ir

    for package, crate in CRATES:
        if package not in packages:
            continue
        for mode in CT_MODES:
            irs = {}
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
    probes = []
    if runs == 1:
        # One run each: how repeatable is a count? A second run of the cheapest case of each mode.
        for mode in CT_MODES:
            cands = [r for r in rows if r["mode"] == mode]
            if cands:
                r = min(cands, key=lambda r: r["fork_ir"])
                again = measure(fork, mode, r["name"], "%s %s fork, second run (determinism probe)" % (r["name"], mode))
                probes.append({"crate": r["crate"], "mode": mode, "runs": [r["fork_ir"], again],
                               "spread": spread([r["fork_ir"], again])})
    return {"rows": rows, "runs": runs, "goal": CT_GOAL, "probes": probes, "fork_as_base": fork_as_base,
            "determinism": determinism(rows, probes)}


def fmt_pct(x):
    """A small relative difference as a percentage with two significant digits."""
    return "%.2g %%" % (100 * x)


def determinism(rows, probes):
    """The sentence of results.md on how repeatable the instruction counts are."""
    multi = [x for r in rows for x in (r["base_runs"], r["fork_runs"]) if len(x) > 1]
    if multi:
        return ("Callgrind counts instructions, not time: the largest run-to-run spread of a count here is %s."
                % fmt_pct(max(spread(x) for x in multi)))
    if probes:
        return ("Callgrind counts instructions, not time, so one run per compiler, crate and mode is taken "
                "(`--runs N` for more, at N times the cost): a second run of the fork differed from the first by "
                + " and by ".join("%s Ir = %s on %s %s" % (fmt_int(abs(p["runs"][1] - p["runs"][0])),
                                                          fmt_pct(p["spread"]), p["crate"], p["mode"])
                                  for p in probes)
                + ", far below the %.1f %% goal (`debug` runs LLVM on several threads, whose interleaving "
                "makes its counts vary more than `check`'s)." % (100 * CT_GOAL))
    return "Callgrind counts instructions, not time."


# --- FRT-heavy benchmark -------------------------------------------------------

def frt_heavy(ctx, fork, work, sizes, runs):
    work.mkdir(parents=True, exist_ok=True)
    for size in sizes:
        for variant in VARIANTS:
            build.write_if_changed(work / ("%s_%d.rs" % (variant, size)), generate(size, variant))
    modes = list(HEAVY_MODES)
    jobs = heavy_jobs(fork.rustc, work, sizes, modes, runs)
    jf, rf = work / "jobs.json", work / "results.json"
    jf.write_text(json.dumps(jobs, indent=1))
    if rf.exists():
        rf.unlink()
    say("frt-heavy: %d compiles (sizes %s, %d run(s), modes %s, FRT and marker)"
        % (len(jobs), ", ".join(map(str, sizes)), runs, "/".join(modes)))
    if not env.run(ctx.paths.env, ["python3", str(BENCH / "measure.py"), str(jf), str(rf)], binds=[BENCH],
                   check=False).ok:
        raise FrtError("a generated FRT-heavy crate did not compile with the fork (output above)",
                       "the crates are in %s; compile one by hand with ./frt rustc to see why" % work)
    s = heavy_summary(json.loads(rf.read_text()), sizes, modes, runs)
    s["fields_per_struct"] = FIELDS_PER_STRUCT
    return s


# --- plot ----------------------------------------------------------------------

def venv_python(ctx):
    """$FRT_HOME/bench-venv with bench/requirements.txt installed (on the host); its python."""
    venv = ctx.paths.home / "bench-venv"
    req = BENCH / "requirements.txt"
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


def plot(ctx, results_json, png):
    py = venv_python(ctx)
    r = subprocess.run([str(py), str(BENCH / "plot.py"), str(results_json), str(png)])
    if r.returncode != 0:
        raise FrtError("drawing %s failed (output above); results.md and results.json are written" % png,
                       "rerun ./frt bench --only ... after fixing bench/plot.py, or run %s %s %s by hand"
                       % (py, BENCH / "plot.py", results_json))


# --- the command ---------------------------------------------------------------

def settings(args):
    quick = args.quick
    runs = args.runs
    if runs is not None and runs < 1:
        raise FrtError("--runs %d: needs at least one run" % runs, "give --runs 1 or more")
    sizes = parse_sizes(args.sizes) if args.sizes else list(QUICK_SIZES if quick else SIZES)
    packages = [c[0] for c in CRATES]
    if args.crates:
        packages = parse_list(args.crates)
        unknown = [p for p in packages if p not in dict(CRATES)]
        if unknown:
            raise FrtError("unknown crate(s) %s" % ", ".join(unknown),
                           "choose among %s" % ", ".join(c[0] for c in CRATES))
    elif quick:
        packages = list(QUICK_CRATES)
    parts = [args.only] if args.only else ["compile-time", "frt-heavy"]
    out = Path(args.out) if args.out else (config.frt_home() / "bench" / "results-quick"
                                           if quick or args.fork_as_base else BENCH)
    return {"quick": quick, "ir_runs": runs or (1 if quick else DEFAULT_IR_RUNS),
            "runs": runs or (1 if quick else DEFAULT_RUNS), "sizes": sizes, "packages": packages, "parts": parts,
            "out": out, "fork_as_base": args.fork_as_base}


def run(ctx, args):
    s = settings(args)
    env.require_root("bench")
    p = ctx.paths
    if not env.is_ready(ctx.cfg, p.env):
        raise FrtError("the build environment %s is not set up" % p.env, "run ./frt build first")
    work = p.home / "bench"
    work.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    fork = snapshot(fork_compiler(ctx), work / "compilers" / "fork")
    compilers = {"fork": describe(ctx, fork, work)}
    base = None
    if "compile-time" in s["parts"]:
        if s["fork_as_base"]:
            say("--fork-as-base: measuring the fork against itself (a dry run; ratios should be 1)")
            base = Compiler("base", fork.stage1, fork.tree, fork.origin)
        else:
            base = snapshot(ensure_base(ctx), work / "compilers" / "base")
        compilers["base"] = describe(ctx, base, work)
        if s["fork_as_base"]:
            compilers["base"]["source"] = "the fork itself (--fork-as-base dry run)"
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    res = {"date": now, "machine": machine_info(), "compilers": compilers, "quick": s["quick"],
           "fork_as_base": s["fork_as_base"]}
    res["machine"]["valgrind"] = valgrind_version(ctx, work).replace("valgrind-", "")

    # With --only, keep the other part of an earlier results.json.
    s["out"].mkdir(parents=True, exist_ok=True)
    rj = s["out"] / "results.json"
    if args.only and rj.exists():
        try:
            old = json.loads(rj.read_text())
        except ValueError:
            old = {}
        for key in ("compile_time", "frt_heavy"):
            if old.get(key):
                res[key] = old[key]
        if "base" not in compilers and old.get("compilers", {}).get("base"):
            compilers["base"] = old["compilers"]["base"]

    if "compile-time" in s["parts"]:
        t0 = time.monotonic()
        ct = compile_time(ctx, fork, base, work / "compile-time", s["packages"], s["ir_runs"], s["fork_as_base"])
        ct["date"], ct["wall_s"] = now, time.monotonic() - t0
        res["compile_time"] = ct
    if "frt-heavy" in s["parts"]:
        t0 = time.monotonic()
        fh = frt_heavy(ctx, fork, work / "frt-heavy", s["sizes"], s["runs"])
        fh["date"], fh["wall_s"] = now, time.monotonic() - t0
        res["frt_heavy"] = fh

    rj.write_text(json.dumps(res, indent=1) + "\n")
    md = s["out"] / "results.md"
    md.write_text(render_markdown(res))
    plot(ctx, rj, s["out"] / "results.png")
    print()
    for goal, verdict, why in goals(res):
        print("%-70s %s (%s)" % (goal, verdict, why))
    print("results: %s, %s, %s (%.0f s)" % (md, rj, s["out"] / "results.png", time.monotonic() - started))
    return 0
