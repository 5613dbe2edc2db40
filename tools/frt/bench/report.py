"""`./frt bench`: the goals' verdicts and bench/results.md, from the results (results.json)."""

from collections.abc import Sequence
from typing import NamedTuple

from .heavy import FIELD_TYPES
from .stats import CT_GOAL, LINEAR_FACTOR, QUADRATIC_NOTE, Json, overall, spread


class Goal(NamedTuple):
    goal: str
    verdict: str  # holds, fails, holds within noise, not judged
    why: str


def goals(res: Json) -> list[Goal]:
    """The goals' verdicts, from the results present."""
    out = []
    ct = res.get("compile_time")
    if ct and ct.get("rows"):
        worst = max(ct["rows"], key=lambda r: r["ratio"])
        ok = all(r["verdict"] == "holds" for r in ct["rows"])
        out.append(Goal("fork costs at most +%.1f %% instructions on code without FRTs" % (100 * ct["goal"]),
                    "holds" if ok else "fails",
                    "worst: %s %s %+.3f %%" % (worst["crate"], worst["mode"], 100 * (worst["ratio"] - 1))))
    fh = res.get("frt_heavy")
    if fh and fh.get("comparisons"):
        vs = [c["verdict"] for c in fh["comparisons"]]
        worst = max(fh["comparisons"], key=lambda c: c["cpu_ratio"])
        v = "fails" if "fails" in vs else ("holds within noise" if "holds within noise" in vs else "holds")
        out.append(Goal("FRT no slower than marker types at every size", v,
                    "worst: %s %d fields, FRT/marker CPU %.3f" % (worst["mode"], worst["size"], worst["cpu_ratio"])))
        lin = [g for g in fh["growth"] if g["variant"] == "frt"]
        vs = [g["cpu_linear"] for g in lin] + [g["rss_linear"] for g in lin]
        v = "fails" if "fails" in vs else ("not judged" if any(x.startswith("not judged") for x in vs) else "holds")
        qs = ["%s CPU %s, RSS %s" % (g["mode"], fmt_q(g["cpu_linearity"]), fmt_q(g["rss_linearity"])) for g in lin]
        out.append(Goal("FRT cost grows linearly with the number of fields", v,
                    "last/first per-field growth: " + "; ".join(qs) + " (limit %.1f)" % LINEAR_FACTOR))
    vo = res.get("vs_official")
    if vo and vo.get("rows"):
        for what, key in (("CPU time", "cpu"), ("peak memory", "rss")):
            worst = max(vo["rows"], key=lambda r: r[key + "_ratio"])
            out.append(Goal("fork (%s build) at most %.2f x the official rustc's %s on every row"
                            % (vo["against"], vo["limit"], what),
                            overall(r[key + "_verdict"] for r in vo["rows"]),
                            "worst: %s %s, fork / official %.3f (run spread %.1f %%)"
                            % (worst["workload"], worst["mode"], worst[key + "_ratio"], 100 * worst[key + "_noise"])))
    return out


def fmt_q(q: float | None) -> str:
    return "n/a" if q is None else "%.2f" % q


def fmt_int(n: int) -> str:
    return "{:,}".format(n)


def fmt_pct(x: float) -> str:
    """A small relative difference as a percentage with two significant digits."""
    return "%.2g %%" % (100 * x)


def table(head: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join(" --- " for _ in head) + "|"]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def render_markdown(res: Json) -> str:
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
                                         for key, name in (("compile_time", "compile-time"), ("frt_heavy", "frt-heavy"),
                                                           ("vs_official", "official"))
                                         if res.get(key) and "wall_s" in res[key]) or "?"],
            ]), ""]
    for name, what in (("fork", "compile-time"), ("base", "compile-time"), ("fork-dev", "frt-heavy")):
        c = res["compilers"].get(name)
        if c:
            out += ["**%s** (%s; `%s`), %s:" % (name, what, c["rustc"], c["source"]), "", "```",
                    c["version"].strip(), "```", ""]
    if "fork" in res["compilers"] and "base" in res["compilers"]:
        out += ["fork and base are built with the same settings, the developer `bootstrap.toml` with "
                "`rust.codegen-units = 1` (as the release build's crates; why: tools/frt/bench/compile.py), "
                "each in its tree's `build-cgu1`; the fork's version also names its build id, and the source trees "
                "and the `librustc_driver` digests tell them apart.", ""]
    if "fork-dev" in res["compilers"]:
        out += ["fork-dev, which the FRT-heavy part measures, is the developer build (`./frt build`).", ""]
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
    vo = res.get("vs_official")
    if vo and vo.get("rows"):
        out += official_section(vo, res["date"])
    return "\n".join(out)


def mib(kb: float) -> str:
    return "%.1f" % (kb / 1024)


def official_section(vo: Json, date: str) -> list[str]:
    """results.md's section on the fork against the official rustc."""
    limit = vo["limit"]
    m = vo["marker"]
    out = ["## Fork vs the official rustc 1.95.0 on code without FRTs", "",
           "Is the fork compiler as fast as the official one? Measured: the fork's **%s** build (`--against %s`), "
           "against the official rustup toolchain 1.95.0 (the fork's stage0, built by the Rust project from the "
           "same source commit)." % (vo["against"], vo["against"]), ""]
    for name in ("fork", "official"):
        c = vo["compilers"].get(name)
        if c:
            out += ["**%s** (`%s`), %s:" % (name, c["rustc"], c["source"]), "", "```", c["version"].strip(), "```", ""]
    out += ["How: the pinned crates as in the compile-time benchmark (stage0's cargo builds the dependencies with "
            "the compiler under test, in a target directory of its own, and the crate's own rustc invocation is "
            "recorded per compiler); a generated file of %d structs of %d fields with one hand-written marker type "
            "and `unsafe impl` (`OFFSET` from `core::mem::offset_of!`) per field and a generic projection over "
            "each (frt-heavy's marker variant, stable Rust), `rustc --edition 2021 --crate-type lib`, `check` = "
            "`--emit=metadata`, `debug` = `--emit=link -Copt-level=0`; and `rustc -vV`, the startup cost. CPU time "
            "(user + sys) and peak RSS of the rustc process from `os.wait4`; one warm-up per compiler and workload, "
            "then %d run(s) each, the two compilers alternating run by run; medians."
            % (m["fields"] // m["fields_per_struct"], m["fields_per_struct"], vo["runs"]), ""]
    rows = []
    for r in vo["rows"]:
        f, o = r["fork"], r["official"]
        rows.append([r["workload"], r["mode"], "%.3f" % f["cpu_s"], "%.3f" % o["cpu_s"], "%.3f" % r["cpu_ratio"],
                     mib(f["maxrss_kb"]), mib(o["maxrss_kb"]), "%.3f" % r["rss_ratio"],
                     "%.1f %% / %.1f %%" % (100 * r["cpu_noise"], 100 * r["rss_noise"]),
                     r["cpu_verdict"], r["rss_verdict"]])
    out += [table(["crate / workload", "mode", "fork CPU s", "official CPU s", "CPU fork / official", "fork peak MiB",
                   "official peak MiB", "memory fork / official", "run spread (CPU / memory)",
                   "CPU <= %.2f" % limit, "memory <= %.2f" % limit], rows), "",
            "Medians of %d run(s) per compiler. \"run spread\" is the larger (max - min) / median of the two "
            "compilers' runs, for information: a row holds when its median ratio is at most %.2f, whatever the "
            "spread." % (vo["runs"], limit), ""]
    if vo.get("date") and vo["date"] != date:
        out += ["(Measured %s.)" % vo["date"], ""]
    return out


def determinism(rows: list[Json], probes: list[Json]) -> str:
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
