"""bench/official.py: the fork against the official rustc (jobs, statistics, verdicts, report, options)."""

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any
from unittest import mock

from frt import bench, cli, config, env
from frt.bench import compile as bench_compile, official as bench_official, report as bench_report, stats as bench_stats
from frt.bench.official import Workload
from frt.errors import FrtError

from .support import FrtTestCase


def workload(wid: str, mode: str = "check") -> Workload:
    return Workload(wid, wid, wid + " 1.0", mode,
                    {side: {"argv": ["/%s/rustc" % side, wid], "cwd": "/w", "env": {"SIDE": side}}
                     for side in bench_official.SIDES})


def fake_results(cpu: dict[str, list[float]], rss: dict[str, list[int]], wid: str = "syn.check") -> list[dict[str, Any]]:
    """measure.py's results for one workload, a warm-up first (far off, so that counting it would show)."""
    out = [{"id": "warmup/%s/%s" % (wid, side), "cpu_s": 100.0, "maxrss_kb": 10**9} for side in bench_official.SIDES]
    for r in range(len(cpu["fork"])):
        for side in bench_official.SIDES:
            out.append({"id": "%s/%d/%s" % (wid, r, side), "cpu_s": cpu[side][r], "maxrss_kb": rss[side][r]})
    return out


def sample_vs_official(cpu_fork: float = 1.05, rss_fork: int = 110_000) -> dict[str, Any]:
    results = fake_results({"fork": [cpu_fork, cpu_fork, cpu_fork], "official": [1.0, 1.0, 1.0]},
                           {"fork": [rss_fork] * 3, "official": [100_000] * 3})
    results += fake_results({"fork": [0.02, 0.021, 0.019], "official": [0.02, 0.02, 0.02]},
                            {"fork": [60_000] * 3, "official": [50_000] * 3}, wid="startup")
    rows = bench_official.official_summary(
        results, [Workload("syn.check", "syn", "syn 2.0.110", "check", {}),
                  Workload("startup", "rustc -vV", "rustc -vV", "startup", {})], 3)
    return {"against": "release", "limit": bench_stats.OFFICIAL_LIMIT, "runs": 3, "modes": ["check", "debug"],
            "marker": {"fields": 1000, "fields_per_struct": 10}, "rows": rows, "date": "2026-12-05 08:00 UTC",
            "wall_s": 120.0,
            "compilers": {"fork": {"rustc": "/b/fork-release/bin/rustc", "build": "release",
                                   "version": "rustc 1.95.0-dev (rustc-frt)\nLLVM version: 22.1.8\n",
                                   "source": "a copy of /t/build-release/host/stage1"},
                          "official": {"rustc": "/r/1.95.0/bin/rustc",
                                       "version": "rustc 1.95.0 (59807616e 2026-04-14)\nLLVM version: 22.1.2\n",
                                       "source": "the official rustup toolchain 1.95.0"}}}


def only_official(vo: dict[str, Any]) -> dict[str, Any]:
    """results.json after `./frt bench --only official` with no earlier results."""
    return {"date": "2026-12-05 08:00 UTC", "quick": False, "fork_as_base": False, "compilers": {},
            "machine": {"cpu": "Test CPU", "cores": 2, "memory": "24 GiB", "kernel": "6.1", "arch": "x86_64",
                        "load": "0.00 0.00 0.00", "valgrind": "3.24.0"},
            "vs_official": vo}


class JobsTest(FrtTestCase):
    def test_alternation(self) -> None:
        ws = [workload("syn.check"), workload("marker.debug", "debug"), workload("startup", "startup")]
        jobs = bench_official.official_jobs(ws, 3)
        self.assertEqual(len(jobs), 2 * 3 + 3 * 3 * 2)
        ids = [j["id"] for j in jobs]
        self.assertEqual(len(set(ids)), len(ids))
        warm, runs = jobs[:6], jobs[6:]
        self.assertTrue(all(j["id"].startswith("warmup/") for j in warm))
        self.assertFalse(any(j["id"].startswith("warmup/") for j in runs))
        # fork, official, fork, official, ...: never the same compiler twice in a row
        sides = [j["id"].rsplit("/", 1)[1] for j in jobs]
        self.assertEqual(sides, ["fork", "official"] * (len(jobs) // 2))
        # each workload's runs alternate too, and every round has each workload once
        for w in ws:
            mine = [j["id"] for j in runs if j["id"].startswith(w.wid + "/")]
            self.assertEqual(mine, ["%s/%d/%s" % (w.wid, r, s) for r in range(3) for s in ("fork", "official")])
        self.assertEqual([j["id"] for j in runs[:6]],
                         ["syn.check/0/fork", "syn.check/0/official", "marker.debug/0/fork",
                          "marker.debug/0/official", "startup/0/fork", "startup/0/official"])
        # each side's own command, environment included
        j = next(j for j in jobs if j["id"] == "marker.debug/2/official")
        self.assertEqual((j["argv"], j["cwd"], j["env"]), (["/official/rustc", "marker.debug"], "/w", {"SIDE": "official"}))

    def test_one_run(self) -> None:
        jobs = bench_official.official_jobs([workload("regex-syntax.check")], 1)
        self.assertEqual([j["id"] for j in jobs], ["warmup/regex-syntax.check/fork", "warmup/regex-syntax.check/official",
                                                   "regex-syntax.check/0/fork", "regex-syntax.check/0/official"])


class SummaryTest(FrtTestCase):
    def test_medians_ratios_spread(self) -> None:
        res = fake_results({"fork": [1.2, 1.0, 1.1, 1.3, 1.1], "official": [1.0, 1.0, 0.9, 1.1, 1.0]},
                           {"fork": [200, 210, 190, 200, 200], "official": [100, 100, 100, 100, 100]})
        [row] = bench_official.official_summary(res, [workload("syn.check")], 5)
        self.assertEqual((row["workload"], row["name"], row["mode"]), ("syn.check 1.0", "syn.check", "check"))
        self.assertAlmostEqual(row["fork"]["cpu_s"], 1.1)  # the warm-up is not a run
        self.assertEqual(row["fork"]["cpu_runs"], [1.2, 1.0, 1.1, 1.3, 1.1])
        self.assertAlmostEqual(row["official"]["cpu_s"], 1.0)
        self.assertAlmostEqual(row["cpu_ratio"], 1.1)
        self.assertEqual(row["fork"]["maxrss_kb"], 200)
        self.assertAlmostEqual(row["rss_ratio"], 2.0)
        self.assertAlmostEqual(row["fork"]["cpu_spread"], 0.3 / 1.1)
        self.assertAlmostEqual(row["official"]["cpu_spread"], 0.2)
        self.assertAlmostEqual(row["cpu_noise"], 0.3 / 1.1)  # the larger of the two
        self.assertAlmostEqual(row["rss_noise"], 0.1)
        self.assertEqual(row["cpu_verdict"], "holds")  # 1.1 is within the limit
        self.assertEqual(row["rss_verdict"], "fails")
        json.dumps(row)  # results.json material

    def test_verdicts(self) -> None:
        def verdicts(fork_cpu: list[float], official_cpu: list[float]) -> str:
            res = fake_results({"fork": fork_cpu, "official": official_cpu},
                               {"fork": [1] * len(fork_cpu), "official": [1] * len(fork_cpu)})
            return bench_official.official_summary(res, [workload("syn.check")], len(fork_cpu))[0]["cpu_verdict"]
        self.assertEqual(verdicts([0.8], [1.0]), "holds")
        self.assertEqual(verdicts([1.1], [1.0]), "holds")
        self.assertEqual(verdicts([1.11], [1.0]), "fails")
        self.assertEqual(verdicts([1.12, 1.15, 1.12], [1.0, 1.0, 1.0]), "fails")  # strict: no noise allowance
        self.assertEqual(verdicts([1.2, 1.2, 1.2], [1.0, 1.0, 1.01]), "fails")

    def test_missing_runs(self) -> None:
        res = fake_results({"fork": [1.0, 1.0], "official": [1.0, 1.0]}, {"fork": [1, 1], "official": [1, 1]})
        with self.assertRaises(ValueError):
            bench_official.official_summary(res, [workload("syn.check")], 3)
        with self.assertRaises(ValueError):
            bench_official.official_summary(res, [workload("other.check")], 2)

    def test_limit_verdict_and_overall(self) -> None:
        v = bench_stats.limit_verdict
        self.assertEqual(v(1.10, 0.0, 1.10), "holds")
        self.assertEqual(v(1.1001, 0.0, 1.10), "fails")
        self.assertEqual(v(1.15, 0.05, 1.10), "holds within noise")
        self.assertEqual(v(1.16, 0.05, 1.10), "fails")
        self.assertEqual(bench_stats.speed_verdict(1.01, 0.02), "holds within noise")  # the old behaviour
        self.assertEqual(bench_stats.overall(["holds", "holds"]), "holds")
        self.assertEqual(bench_stats.overall(["holds", "holds within noise"]), "holds within noise")
        self.assertEqual(bench_stats.overall(["holds within noise", "fails", "holds"]), "fails")


class WorkloadTest(FrtTestCase):
    def compilers(self) -> dict[str, bench_compile.Compiler]:
        return {"fork": bench_compile.Compiler("fork-release", Path("/c/fork-release"), Path("/t")),
                "official": bench_compile.Compiler("official", Path("/r/1.95.0"), Path("/r/1.95.0"))}

    def test_marker_source(self) -> None:
        src = bench_official.marker_source()
        self.assertNotIn("#![feature", src)  # stable Rust: the official compiler takes it
        self.assertNotIn("field_of", src)
        self.assertEqual(len(re.findall(r"^pub struct S\d+ \{", src, re.M)), 100)
        for body in re.findall(r"^pub struct S\d+ \{\n(.*?)^\}", src, re.M | re.S):
            self.assertEqual(body.count("\n"), 10)  # 10 fields each
        self.assertEqual(len(re.findall(r"^pub struct S\d+_f\d+;$", src, re.M)), 1000)
        self.assertEqual(src.count("const OFFSET: usize = core::mem::offset_of!("), 1000)
        self.assertIn("pub fn project<F: MyField>(base: &F::Base) -> &F::Type {", src)
        self.assertEqual(len(re.findall(r"project::<S\d+_f\d+>\(s\)", src)), 1000)

    def test_marker_and_startup(self) -> None:
        cs = self.compilers()
        w = bench_official.marker_workload(cs, Path("/w/marker_items.rs"), Path("/w"), "debug")
        self.assertEqual((w.wid, w.mode), ("marker.debug", "debug"))
        self.assertIn("100 structs x 10 fields", w.label)
        f, o = w.commands["fork"]["argv"], w.commands["official"]["argv"]
        self.assertEqual((f[0], o[0]), ("/c/fork-release/bin/rustc", "/r/1.95.0/bin/rustc"))
        self.assertEqual(f[1:], [a.replace("/official/", "/fork/") for a in o[1:]])  # the same but the out dir
        self.assertIn("-Copt-level=0", f)
        self.assertIn("--emit=link", f)
        self.assertEqual(f[f.index("--out-dir") + 1], "/w/out/fork/debug")
        self.assertEqual(f[-1], "/w/marker_items.rs")
        w = bench_official.marker_workload(cs, Path("/w/marker_items.rs"), Path("/w"), "check")
        self.assertIn("--emit=metadata", w.commands["official"]["argv"])
        s = bench_official.startup_workload(cs, Path("/w"))
        self.assertEqual((s.mode, s.commands["official"]["argv"]), ("startup", ["/r/1.95.0/bin/rustc", "-vV"]))

    def test_crate_workload(self) -> None:
        recs = {side: {"argv": ["/%s/rustc" % side, "--crate-name", "syn"], "cwd": "/src/syn", "env": {"S": side}}
                for side in bench_official.SIDES}
        w = bench_official.crate_workload("syn", "2.0.110", "debug", recs)
        self.assertEqual((w.wid, w.name, w.label, w.mode), ("syn.debug", "syn", "syn 2.0.110", "debug"))
        self.assertEqual(w.commands["fork"], recs["fork"])
        self.assertEqual(w.commands["official"]["env"], {"S": "official"})


class RecordCheckTest(FrtTestCase):
    """Each compiler's recorded invocation reads the dependencies that compiler built."""

    def record(self, rustc: str, deps: str) -> dict[str, Any]:
        return {"argv": [rustc, "--crate-name", "syn", "--edition=2021", "src/lib.rs", "--crate-type", "lib",
                         "--out-dir", deps, "-L", "dependency=" + deps,
                         "--extern", "proc_macro2=%s/libproc_macro2-1.rmeta" % deps,
                         "--extern", "quote=%s/libquote-2.rmeta" % deps, "--extern", "proc_macro", "--cap-lints", "allow"],
                "cwd": "/reg/syn-2.0.110", "env": {}}

    def test_own_dependencies(self) -> None:
        c = bench_compile.Compiler("official", Path("/r"), Path("/r"))
        target = Path("/w/target/official/check")
        bench_compile.check_record(self.record("/r/bin/rustc", "/w/target/official/check/debug/deps"), c, target)
        deps = "/w/target/official/check/debug/deps"
        self.assertEqual(bench_compile.record_paths(self.record("/r/bin/rustc", deps)["argv"]),
                         [deps, deps + "/libproc_macro2-1.rmeta", deps + "/libquote-2.rmeta"])

    def test_other_compilers_dependencies(self) -> None:
        c = bench_compile.Compiler("official", Path("/r"), Path("/r"))
        target = Path("/w/target/official/check")
        rec = self.record("/r/bin/rustc", "/w/target/fork-release/check/debug/deps")
        with self.assertRaises(FrtError) as e:
            bench_compile.check_record(rec, c, target)
        self.assertIn("outside its target directory", e.exception.what)
        self.assertIn("fork-release", e.exception.what)
        # a prefix of the name is not the directory
        rec = self.record("/r/bin/rustc", "/w/target/official/check-old/deps")
        with self.assertRaises(FrtError):
            bench_compile.check_record(rec, c, target)
        # relative to the invocation's directory
        rec = self.record("/r/bin/rustc", "../../w/target/official/check/debug/deps")
        rec["cwd"] = "/reg/syn"
        bench_compile.check_record(rec, c, target)

    def test_other_rustc(self) -> None:
        c = bench_compile.Compiler("official", Path("/r"), Path("/r"))
        rec = self.record("/c/fork-release/bin/rustc", "/w/target/official/check/debug/deps")
        with self.assertRaises(FrtError) as e:
            bench_compile.check_record(rec, c, Path("/w/target/official/check"))
        self.assertIn("runs /c/fork-release/bin/rustc, not /r/bin/rustc", e.exception.what)


class ReportTest(FrtTestCase):
    def test_goals(self) -> None:
        g = bench_report.goals(only_official(sample_vs_official()))
        self.assertEqual(len(g), 2)
        cpu, mem = g
        self.assertIn("CPU time on every row", cpu.goal)
        self.assertIn("release build", cpu.goal)
        self.assertIn("1.10", cpu.goal)
        self.assertEqual(cpu.verdict, "holds")
        self.assertIn("syn 2.0.110 check, fork / official 1.050", cpu.why)
        self.assertIn("peak memory on every row", mem.goal)
        self.assertEqual(mem.verdict, "fails")  # rustc -vV at 1.2
        self.assertIn("rustc -vV startup, fork / official 1.200", mem.why)
        g = bench_report.goals(only_official(sample_vs_official(cpu_fork=1.5, rss_fork=100_000)))
        self.assertEqual([x.verdict for x in g], ["fails", "fails"])
        self.assertEqual(bench_report.goals(only_official({"rows": []})), [])

    def test_render(self) -> None:
        md = bench_report.render_markdown(only_official(sample_vs_official()))
        for text in ("## Fork vs the official rustc 1.95.0 on code without FRTs", "fork's **release** build",
                     "`--against release`", "rustc 1.95.0 (59807616e 2026-04-14)", "rustc 1.95.0-dev (rustc-frt)",
                     "**official** (`/r/1.95.0/bin/rustc`)", "**fork** (`/b/fork-release/bin/rustc`)",
                     "100 structs of 10 fields", "alternating run by run", "official 2.0 min",
                     "| crate / workload | mode | fork CPU s | official CPU s | CPU fork / official | fork peak MiB | "
                     "official peak MiB | memory fork / official | run spread (CPU / memory) | CPU <= 1.10 | "
                     "memory <= 1.10 |",
                     "| syn 2.0.110 | check | 1.050 | 1.000 | 1.050 | 107.4 | 97.7 | 1.100 | 0.0 % / 0.0 % | holds | "
                     "holds |",
                     "| rustc -vV | startup | 0.020 | 0.020 | 1.000 | 58.6 | 48.8 | 1.200 | 10.0 % / 0.0 % | holds | "
                     "fails |"):
            self.assertIn(text, md)
        for block in re.findall(r"((?:^\|.*\|\n)+)", md + "\n", re.M):
            widths = {line.count("|") for line in block.strip().splitlines()}
            self.assertEqual(len(widths), 1, block)
        self.assertNotIn("fork vs base", md)
        self.assertNotIn("FRT-heavy code", md)

    def test_render_with_the_other_parts(self) -> None:
        from .test_bench import sample_results

        res = sample_results()
        vo = sample_vs_official()
        vo["date"] = "2026-12-01 10:00 UTC"  # kept from an earlier run (--only)
        res["vs_official"] = vo
        md = bench_report.render_markdown(res)
        self.assertIn("fork vs base", md)
        self.assertIn("## Fork vs the official rustc 1.95.0", md)
        self.assertIn("(Measured 2026-12-01 10:00 UTC.)", md)
        self.assertEqual(len(bench_report.goals(res)), 5)
        self.assertEqual(bench_report.render_markdown(json.loads(json.dumps(res))), md)


class OptionsTest(FrtTestCase):
    def args(self, argv: list[str]) -> argparse.Namespace:
        return cli.parse(["bench", *argv])

    def test_defaults(self) -> None:
        s = bench.settings(self.args([]))
        self.assertIn("official", s.parts)
        self.assertEqual((s.against, s.official_runs, s.official_modes), ("release", 5, ["check", "debug"]))
        self.assertEqual(s.packages, ["syn", "serde_json", "regex-syntax"])

    def test_quick_only_against_runs(self) -> None:
        s = bench.settings(self.args(["--only", "official", "--quick", "--against", "dev"]))
        self.assertEqual((s.parts, s.against, s.official_runs, s.official_modes, s.packages),
                         (["official"], "dev", 1, ["check"], ["regex-syntax"]))
        s = bench.settings(self.args(["--only", "official", "--runs", "7", "--crates", "syn,serde_json"]))
        self.assertEqual((s.official_runs, s.official_modes, s.packages), (7, ["check", "debug"], ["syn", "serde_json"]))
        with self.assertRaises(SystemExit), mock.patch("sys.stderr"):
            self.args(["--against", "stage0"])
        with self.assertRaises(FrtError) as e:
            bench.settings(argparse.Namespace(**{**vars(self.args([])), "against": "beta"}))
        self.assertIn("--against dev or --against release", e.exception.todo)

    def stage1(self, profile: str) -> Path:
        s = config.Paths(self.tmp / "home").with_profile(profile).stage1
        (s / "bin").mkdir(parents=True)
        (s / "bin" / "rustc").write_text("#!/bin/sh\n")
        lib = s / "lib" / "rustlib" / bench_compile.build.TRIPLE / "lib"
        lib.mkdir(parents=True)
        (lib / "libstd-0.rlib").write_text("")
        return s

    def test_missing_stage1(self) -> None:
        ctx = mock.Mock(cfg={}, paths=config.Paths(self.tmp / "home"))
        with self.assertRaises(FrtError) as e:
            bench_official.measured_fork(ctx, "release")
        self.assertIn("release build", e.exception.what)
        self.assertIn(str(self.tmp / "home" / "rust" / "build-release" / "host" / "stage1" / "bin" / "rustc"),
                      e.exception.what)
        self.assertIn("./frt build --release", e.exception.todo)
        self.assertIn("--against dev", e.exception.todo)
        self.stage1("release")
        with self.assertRaises(FrtError) as e:
            bench_official.measured_fork(ctx, "dev")  # only the release build is there
        self.assertIn("./frt build", e.exception.todo)
        self.assertIn("--against release", e.exception.todo)
        with self.assertRaises(FrtError):
            bench_official.measured_fork(ctx, "beta")

    def test_measured_fork(self) -> None:
        ctx = mock.Mock(cfg={}, paths=config.Paths(self.tmp / "home"))
        for profile in ("release", "dev"):
            s = self.stage1(profile)
            c = bench_official.measured_fork(ctx, profile)
            self.assertEqual((c.name, c.stage1, c.rustc), ("fork-" + profile, s, s / "bin" / "rustc"))
        self.assertEqual(bench_official.measured_fork(ctx, "release").stage1.parent.parent.name, "build-release")

    def test_missing_build_stops_before_copies(self) -> None:
        home = Path(self.tmp / "home")
        ctx = mock.Mock(cfg={}, paths=config.Paths(home))
        with mock.patch.object(bench.env, "require_root"), mock.patch.object(bench.env, "is_ready", return_value=True), \
                mock.patch.object(bench, "snapshot") as snap:
            with self.assertRaises(FrtError) as e:
                bench.run(ctx, self.args(["--only", "official"]))
        self.assertIn("./frt build --release", e.exception.todo)
        snap.assert_not_called()


class HarnessTest(FrtTestCase):
    """vs_official end to end on the host, with fake compilers and a fake cargo: the recorded
    invocations, the generated file and `-vV` go through measure.py for real."""

    def compiler(self, name: str) -> bench_compile.Compiler:
        d = self.tmp / name
        (d / "bin").mkdir(parents=True)
        rustc = d / "bin" / "rustc"
        # Logs its side, its environment's marker and its arguments, in order.
        rustc.write_text('#!/bin/sh\necho "%s ${FRT_SIDE:-none} $*" >> "%s"\n' % (name, self.tmp / "log"))
        rustc.chmod(0o755)
        return bench_compile.Compiler(name, d, d)

    def test_harness(self) -> None:
        fork, official = self.compiler("fork-dev"), self.compiler("official")
        work = self.tmp / "work"

        class FakeCargo:
            def __init__(self, ctx: Any, w: Path) -> None:
                pass

            def fetch(self) -> None:
                pass

            def record(self, c: bench_compile.Compiler, mode: str, package: str, crate: str) -> dict[str, Any]:
                return {"argv": [str(c.rustc), "--crate-name", crate, mode], "cwd": str(work),
                        "env": {"PATH": "/usr/bin:/bin", "FRT_SIDE": c.name}}

        def run_here(root: Path, argv: list[str], **kw: Any) -> env.Result:
            return env.Result(subprocess.run([sys.executable, *argv[1:]], capture_output=True).returncode)

        describe = lambda ctx, c, w: {"rustc": str(c.rustc), "version": "v\n", "source": "s"}
        with mock.patch.object(bench_official, "Cargo", FakeCargo), \
                mock.patch.object(bench_official.env, "run", side_effect=run_here), \
                mock.patch.object(bench_official, "describe", side_effect=describe), \
                mock.patch.object(bench_official, "describe_official", side_effect=describe), \
                mock.patch.object(bench_official, "DROP_CACHES", self.tmp / "drop_caches"):
            vo = bench_official.vs_official(mock.Mock(), fork, official, "dev", work, ["regex-syntax"], ["check"], 2)
        self.assertEqual((self.tmp / "drop_caches").read_text(), "1\n")  # the page cache emptied first
        self.assertEqual([(r["name"], r["mode"]) for r in vo["rows"]],
                         [("regex-syntax", "check"), ("marker", "check"), ("rustc -vV", "startup")])
        self.assertEqual((vo["against"], vo["runs"], vo["compilers"]["fork"]["build"]), ("dev", 2, "dev"))
        for r in vo["rows"]:
            self.assertEqual(len(r["fork"]["cpu_runs"]), 2)
            self.assertGreater(r["official"]["maxrss_kb"], 0)
        log = (self.tmp / "log").read_text().splitlines()
        self.assertEqual(len(log), 3 * 2 + 2 * 3 * 2)
        # alternating; each crate record ran with its own compiler's environment
        self.assertEqual([l.split()[0] for l in log], ["fork-dev", "official"] * 9)
        self.assertIn("fork-dev fork-dev --crate-name regex_syntax check", log)
        self.assertIn("official official --crate-name regex_syntax check", log)
        self.assertIn("official none -vV", log)
        self.assertTrue(any("--emit=metadata" in l and l.endswith("marker_items.rs") for l in log))
        self.assertIn("#![allow(non_camel_case_types)]", (work / "marker_items.rs").read_text())
        md = bench_report.render_markdown(only_official(vo))
        self.assertIn("| regex-syntax ", md)


class MeasureEnvTest(FrtTestCase):
    def test_job_environment(self) -> None:
        jobs = [{"id": "e", "argv": ["sh", "-c", 'test "$FRT_X" = yes && test -z "$HOME"'], "cwd": str(self.tmp),
                 "env": {"PATH": "/usr/bin:/bin", "FRT_X": "yes"}},
                {"id": "inherit", "argv": ["sh", "-c", 'test -n "$HOME"'], "cwd": str(self.tmp)}]
        jf, rf = self.tmp / "jobs.json", self.tmp / "res.json"
        jf.write_text(json.dumps(jobs))
        r = subprocess.run([sys.executable, str(config.BENCH / "measure.py"), str(jf), str(rf)], capture_output=True,
                           text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual([x["id"] for x in json.loads(rf.read_text())], ["e", "inherit"])


class DropPageCacheTest(FrtTestCase):
    def test_without_permission_it_says_so(self) -> None:
        with mock.patch.object(bench_official, "DROP_CACHES", self.tmp / "no" / "such"), \
                mock.patch.object(bench_official, "say") as say:
            bench_official.drop_page_cache()
        self.assertIn("could not empty the page cache", say.call_args.args[0])
