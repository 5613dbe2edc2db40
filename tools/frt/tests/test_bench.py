"""bench/: the generator, statistics, verdicts, markdown, settings, the recorder and the measurer."""

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any
from unittest import mock

from frt import bench, cli, config
from frt.bench import compile as bench_compile, heavy as bench_heavy, report as bench_report, stats as bench_stats
from frt.errors import FrtError

from .support import FrtTestCase


class GeneratorTest(FrtTestCase):
    def test_layout(self) -> None:
        self.assertEqual(bench_heavy.layout(32), [16, 16])
        self.assertEqual(bench_heavy.layout(40), [16, 16, 8])
        self.assertEqual(bench_heavy.layout(5), [5])
        for n in (1, 15, 16, 17, 1000, 4000, 16000):
            self.assertEqual(sum(bench_heavy.layout(n)), n)

    def test_frt_variant(self) -> None:
        src = bench_heavy.generate(40, "frt")
        self.assertIn("#![feature(field_projections)]", src)
        self.assertIn("use std::field::{Field, field_of};", src)
        self.assertIn("pub fn project<F: Field>(base: &F::Base) -> &F::Type {", src)
        uses = re.findall(r"project::<field_of!\((S\d+), (f\d+)\)>\(s\)", src)
        self.assertEqual(len(uses), 40)
        self.assertEqual(len(set(uses)), 40)  # every field once
        self.assertEqual(len(re.findall(r"^pub struct S\d+ \{", src, re.M)), 3)
        self.assertEqual(len(re.findall(r"^pub fn sum_s\d+\(s: &S\d+\) -> u64 \{", src, re.M)), 3)
        self.assertNotIn("MyField", src)
        self.assertNotIn("offset_of", src)

    def test_marker_variant(self) -> None:
        src = bench_heavy.generate(40, "marker")
        self.assertNotIn("field_of", src)
        self.assertNotIn("feature(", src)
        self.assertIn("pub unsafe trait MyField: Sized {", src)
        self.assertEqual(len(re.findall(r"^pub struct S\d+_f\d+;$", src, re.M)), 40)
        impls = re.findall(r"unsafe impl MyField for (S(\d+)_(f\d+)) \{ type Base = S(\d+); type Type = (u\d+); "
                           r"const OFFSET: usize = core::mem::offset_of!\(S(\d+), (f\d+)\); \}", src)
        self.assertEqual(len(impls), 40)
        for marker, s1, f1, s2, ty, s3, f2 in impls:
            self.assertEqual((s1, f1), (s3, f2))
            self.assertEqual(s1, s2)
            # the impl's Type is the field's declared type
            self.assertRegex(src, r"pub struct S%s \{[^}]*pub %s: %s," % (s1, f1, ty))
        self.assertEqual(len(re.findall(r"project::<S\d+_f\d+>\(s\)", src)), 40)

    def test_variants_declare_the_same_structs(self) -> None:
        structs = lambda src: re.findall(r"^pub struct S\d+ \{.*?^\}", src, re.M | re.S)
        self.assertEqual(structs(bench_heavy.generate(50, "frt")), structs(bench_heavy.generate(50, "marker")))

    def test_balanced_and_deterministic(self) -> None:
        for v in bench_heavy.VARIANTS:
            src = bench_heavy.generate(37, v)
            self.assertEqual(src, bench_heavy.generate(37, v))
            self.assertEqual(src.count("{"), src.count("}"))
            self.assertEqual(src.count("("), src.count(")"))
            self.assertTrue(src.endswith("}\n"))

    def test_unknown_variant(self) -> None:
        with self.assertRaises(ValueError):
            bench_heavy.generate(10, "other")

    def test_heavy_jobs(self) -> None:
        jobs = bench_heavy.heavy_jobs(Path("/r/rustc"), Path("/w"), [10, 20], ["check", "build"], 2)
        self.assertEqual(jobs[0]["id"], "warmup")
        self.assertEqual(len(jobs), 1 + 2 * 2 * 2 * 2)
        ids = [j["id"] for j in jobs[1:]]
        self.assertEqual(len(set(ids)), len(ids))
        self.assertEqual(ids[:2], ["check/frt/10/0", "check/marker/10/0"])  # interleaved
        j = jobs[1]
        self.assertEqual(j["argv"][0], "/r/rustc")
        self.assertIn("--emit=metadata", j["argv"])
        self.assertEqual(j["argv"][-1], "/w/frt_10.rs")
        b = next(j for j in jobs if j["id"] == "build/marker/20/1")
        self.assertIn("-Copt-level=0", b["argv"])
        self.assertEqual(b["argv"][-1], "/w/marker_20.rs")


class StatsTest(FrtTestCase):
    def test_median(self) -> None:
        self.assertEqual(bench_stats.median([3]), 3)
        self.assertEqual(bench_stats.median([5, 1, 3]), 3)
        self.assertEqual(bench_stats.median([4, 1, 3, 2]), 2.5)
        with self.assertRaises(ValueError):
            bench_stats.median([])

    def test_spread(self) -> None:
        self.assertEqual(bench_stats.spread([10, 10, 10]), 0)
        self.assertAlmostEqual(bench_stats.spread([9, 10, 11]), 0.2)

    def test_ct_verdict(self) -> None:
        self.assertEqual(bench_stats.ct_verdict(1.0), "holds")
        self.assertEqual(bench_stats.ct_verdict(0.99), "holds")
        self.assertEqual(bench_stats.ct_verdict(1.005), "holds")
        self.assertEqual(bench_stats.ct_verdict(1.0051), "fails")

    def test_speed_verdict(self) -> None:
        self.assertEqual(bench_stats.speed_verdict(0.7, 0.01), "holds")
        self.assertEqual(bench_stats.speed_verdict(1.0, 0.0), "holds")
        self.assertEqual(bench_stats.speed_verdict(1.01, 0.02), "holds within noise")
        self.assertEqual(bench_stats.speed_verdict(1.03, 0.02), "fails")

    def test_growth_and_linearity(self) -> None:
        lin = [(1000, 1.0 + 0.001 * 1000), (4000, 1.0 + 0.001 * 4000), (16000, 1.0 + 0.001 * 16000)]
        g = bench_stats.growth(lin)
        self.assertEqual([(a, b) for a, b, _ in g], [(1000, 4000), (4000, 16000)])
        for _, _, s in g:
            self.assertAlmostEqual(s, 0.001)
        q, v = bench_stats.linearity(lin)
        self.assertAlmostEqual(q, 1.0)
        self.assertEqual(v, "holds")
        quad = [(n, 1e-9 * n * n) for n in (1000, 4000, 16000)]
        q, v = bench_stats.linearity(quad)
        self.assertAlmostEqual(q, 4.0)
        self.assertEqual(v, "fails")
        nlogn = [(n, n * __import__("math").log(n)) for n in (1000, 4000, 16000)]
        self.assertEqual(bench_stats.linearity(nlogn)[1], "holds")
        self.assertEqual(bench_stats.linearity(lin[:2]), (None, "not judged (needs 3 sizes)"))
        self.assertTrue(bench_stats.linearity([(1, 5), (2, 5), (3, 9)])[1].startswith("not judged"))
        self.assertEqual(bench_stats.growth(list(reversed(lin))), g)  # order does not matter

    def test_callgrind_total(self) -> None:
        text = "version: 1\ncmd: rustc\nevents: Ir\nfl=(1) a.rs\n0 3\nsummary: 123456789\ntotals: 123456789\n"
        self.assertEqual(bench_compile.callgrind_total(text), 123456789)
        self.assertEqual(bench_compile.callgrind_total("events: Ir\ntotals: 42\n"), 42)
        with self.assertRaises(FrtError) as e:
            bench_compile.callgrind_total("events: Ir\n")
        self.assertIn("valgrind", e.exception.todo)

    def test_parse_sizes(self) -> None:
        self.assertEqual(bench.parse_sizes("4000, 1000,16000,1000"), [1000, 4000, 16000])
        for bad in ("", "a,b", "0", "-5"):
            with self.assertRaises(FrtError) as e:
                bench.parse_sizes(bad)
            self.assertIn("--sizes 1000,4000,16000", e.exception.todo)

    def test_heavy_summary(self) -> None:
        results = [{"id": "warmup", "cpu_s": 99, "maxrss_kb": 99}]
        for r, jitter in enumerate((0.0, 0.01, -0.01)):
            for size in (10, 20, 40):
                results.append({"id": "check/frt/%d/%d" % (size, r), "cpu_s": 1 + 0.01 * size + jitter,
                                "maxrss_kb": 1000 + 10 * size})
                results.append({"id": "check/marker/%d/%d" % (size, r), "cpu_s": 1 + 0.02 * size + jitter,
                                "maxrss_kb": 1000 + 20 * size})
        s = bench_heavy.heavy_summary(results, [10, 20, 40], ["check"], 3)
        self.assertEqual(len(s["points"]), 6)
        p = next(p for p in s["points"] if p["variant"] == "frt" and p["size"] == 20)
        self.assertAlmostEqual(p["cpu_s"], 1.2)
        self.assertEqual(len(p["cpu_runs"]), 3)  # the warm-up is not a run
        self.assertEqual([c["verdict"] for c in s["comparisons"]], ["holds"] * 3)
        c = s["comparisons"][0]
        self.assertAlmostEqual(c["cpu_ratio"], 1.1 / 1.2)
        self.assertAlmostEqual(c["rss_ratio"], 1100 / 1200)
        g = next(g for g in s["growth"] if g["variant"] == "marker")
        self.assertAlmostEqual(g["cpu_us_per_field"][0][2], 0.02 * 1e6)
        self.assertAlmostEqual(g["rss_kb_per_field"][1][2], 20)
        self.assertEqual(g["cpu_linear"], "holds")


def sample_results(fork_ir: int = 1_002_000, worst_heavy: float = 0.9) -> dict[str, Any]:
    ct = {"rows": [{"crate": "syn", "name": "syn", "version": "2.0.110", "mode": "check", "base_runs": [1_000_000],
                    "fork_runs": [fork_ir], "base_ir": 1_000_000, "fork_ir": fork_ir, "ratio": fork_ir / 1_000_000,
                    "verdict": bench_stats.ct_verdict(fork_ir / 1_000_000)},
                   {"crate": "regex-syntax", "name": "regex_syntax", "version": "0.8.8", "mode": "debug",
                    "base_runs": [2_000_000], "fork_runs": [1_999_000], "base_ir": 2_000_000, "fork_ir": 1_999_000,
                    "ratio": 0.9995, "verdict": "holds"}],
          "runs": 1, "goal": bench_stats.CT_GOAL, "probes": [], "determinism": "Callgrind counts instructions.",
          "date": "2026-12-03 14:00 UTC"}
    results = []
    for r in range(3):
        for size in (1000, 4000, 16000):
            for mode in ("check", "build"):
                results.append({"id": "%s/frt/%d/%d" % (mode, size, r), "cpu_s": worst_heavy * (0.1 + 1e-5 * size),
                                "maxrss_kb": 100_000 + 5 * size})
                results.append({"id": "%s/marker/%d/%d" % (mode, size, r), "cpu_s": 0.1 + 1e-5 * size,
                                "maxrss_kb": 100_000 + 8 * size})
    fh = bench_heavy.heavy_summary(results, [1000, 4000, 16000], ["check", "build"], 3)
    fh.update(fields_per_struct=16, date="2026-12-03 14:00 UTC")
    return {"date": "2026-12-03 14:00 UTC", "quick": False, "fork_as_base": False,
            "machine": {"cpu": "Test CPU", "cores": 2, "memory": "24 GiB", "kernel": "6.1", "arch": "x86_64",
                        "load": "0.00 0.00 0.00", "valgrind": "3.24.0"},
            "compilers": {n: {"rustc": "/x/%s/rustc" % n, "version": "rustc 1.95.0-dev\nLLVM version: 22.1.8\n",
                              "source": "tree /x/%s" % n} for n in ("fork", "base")},
            "compile_time": ct, "frt_heavy": fh}


class MarkdownTest(FrtTestCase):
    def test_goals(self) -> None:
        g = bench_report.goals(sample_results())
        self.assertEqual([v for _, v, _ in g], ["holds", "holds", "holds"])
        self.assertIn("syn check +0.200 %", g[0][2])
        g = bench_report.goals(sample_results(fork_ir=1_010_000, worst_heavy=1.2))
        self.assertEqual([v for _, v, _ in g], ["fails", "fails", "holds"])
        self.assertIn("+1.000 %", g[0][2])
        self.assertEqual(bench_report.goals({}), [])

    def test_render(self) -> None:
        md = bench_report.render_markdown(sample_results())
        self.assertTrue(md.startswith("# Benchmarks of rustc-frt\n"))
        for text in ("## Setup", "## Goals", "Test CPU, 2 cores, 24 GiB", "valgrind 3.24.0",
                     "**fork** (compile-time; `/x/fork/rustc`)", "**base** (compile-time; `/x/base/rustc`)", "`rust.codegen-units = 1`", "LLVM version: 22.1.8",
                     "| syn 2.0.110 | check | 1,000,000 | 1,002,000 | 1.00200 (+0.200 %) | holds |",
                     "| regex-syntax 0.8.8 | debug | 2,000,000 | 1,999,000 | 0.99950 (-0.050 %) | holds |",
                     "`valgrind --tool=callgrind`", "Callgrind counts instructions.",
                     "| check | 16,000 |", "1,000-4,000: 10.0", "linear if at most 1.5"):
            self.assertIn(text, md)
        # every table row has as many cells as its header
        for block in re.findall(r"((?:^\|.*\|\n)+)", md + "\n", re.M):
            widths = {line.count("|") for line in block.strip().splitlines()}
            self.assertEqual(len(widths), 1, block)
        self.assertNotIn("Dry run", md)
        self.assertNotIn("Quick run", md)

    def test_render_parts_and_flags(self) -> None:
        res = sample_results()
        res["fork_as_base"] = True
        res["quick"] = True
        del res["compile_time"]
        md = bench_report.render_markdown(res)
        self.assertIn("Dry run", md)
        self.assertIn("Quick run", md)
        self.assertNotIn("fork vs base", md)
        self.assertIn("FRT-heavy code", md)
        res = sample_results()
        del res["frt_heavy"]
        res["compile_time"]["date"] = "2026-11-30 10:00 UTC"
        md = bench_report.render_markdown(res)
        self.assertNotIn("FRT-heavy code", md)
        self.assertIn("(Measured 2026-11-30 10:00 UTC.)", md)

    def test_determinism_sentence(self) -> None:
        rows = sample_results()["compile_time"]["rows"]
        text = bench_report.determinism(rows, [{"crate": "syn", "mode": "check", "runs": [1_000_000, 1_000_290],
                                          "spread": 290 / 1_000_145},
                                         {"crate": "syn", "mode": "debug", "runs": [10, 10], "spread": 0.0}])
        self.assertIn("one run per compiler", text)
        self.assertIn("290 Ir = 0.029 % on syn check and by 0 Ir = 0 % on syn debug", text)
        rows[0]["fork_runs"] = [1000, 1001, 1000]
        self.assertIn("0.1 %", bench_report.determinism(rows, []))
        self.assertEqual(bench_report.determinism([], []), "Callgrind counts instructions, not time.")

    def test_json_round_trip(self) -> None:
        res = sample_results()
        again = json.loads(json.dumps(res))
        self.assertEqual(bench_report.render_markdown(again), bench_report.render_markdown(res))


class SettingsTest(FrtTestCase):
    def args(self, argv: list[str]) -> argparse.Namespace:
        return cli.parse(["bench", *argv])

    def test_defaults(self) -> None:
        s = bench.settings(self.args([]))
        self.assertEqual(s.sizes, [1000, 4000, 16000])
        self.assertEqual(s.runs, 3)
        self.assertEqual(s.ir_runs, bench.DEFAULT_IR_RUNS)
        self.assertEqual(s.packages, ["syn", "serde_json", "regex-syntax"])
        self.assertEqual(s.parts, ["compile-time", "frt-heavy", "official"])
        self.assertEqual(s.out, config.REPO / "bench")

    def test_quick_and_options(self) -> None:
        s = bench.settings(self.args(["--quick"]))
        self.assertEqual((s.runs, s.ir_runs), (1, 1))
        self.assertEqual(s.sizes, list(bench_heavy.QUICK_SIZES))
        self.assertEqual(s.out, Path(os.environ["FRT_HOME"]) / "bench" / "results-quick")
        s = bench.settings(self.args(["--runs", "5", "--only", "frt-heavy", "--sizes", "10,20", "--crates", "syn"]))
        self.assertEqual((s.runs, s.ir_runs, s.sizes, s.packages, s.parts),
                         (5, 5, [10, 20], ["syn"], ["frt-heavy"]))
        self.assertEqual(bench.settings(self.args(["--fork-as-base"])).out.name, "results-quick")
        self.assertEqual(bench.settings(self.args(["--out", str(self.tmp)])).out, self.tmp)

    def test_bad_options(self) -> None:
        with self.assertRaises(FrtError) as e:
            bench.settings(self.args(["--crates", "syn,tokio"]))
        self.assertIn("tokio", e.exception.what)
        self.assertIn("regex-syntax", e.exception.todo)
        with self.assertRaises(FrtError):
            bench.settings(self.args(["--runs", "0"]))
        with self.assertRaises(SystemExit), mock.patch("sys.stderr"):
            self.args(["--only", "everything"])

    def test_needs_root(self) -> None:
        with mock.patch("os.geteuid", return_value=1000):
            with self.assertRaises(FrtError) as e:
                bench.run(mock.Mock(), self.args(["--quick"]))
        self.assertIn("sudo ./frt bench", e.exception.todo)


class InputsTest(FrtTestCase):
    def test_pinned_crates(self) -> None:
        manifest = (config.BENCH / "crates" / "Cargo.toml").read_text()
        versions = bench_compile.crate_versions()
        for package, _ in bench_compile.CRATES:
            m = re.search(r'^%s = (?:\{ version = )?"=([^"]+)"' % re.escape(package), manifest, re.M)
            self.assertTrue(m, package)  # an exact requirement
            self.assertEqual(versions[package], m.group(1))  # and the lock file agrees
        self.assertIn('features = ["full"]', manifest)

    def test_plot_requirements_pinned(self) -> None:
        lines = [l for l in (config.BENCH / "requirements.txt").read_text().splitlines()
                 if l.strip() and not l.startswith("#")]
        self.assertTrue(all(re.fullmatch(r"[A-Za-z0-9_.-]+==[0-9][^ ]*", l) for l in lines), lines)
        names = {l.split("==")[0] for l in lines}
        self.assertTrue({"matplotlib", "numpy"} <= names)

    def test_patch_subject(self) -> None:
        p = self.tmp / "0001-x.patch"
        p.write_text("From 0 Mon Sep 17 00:00:00 2001\nFrom: A <a@b>\nSubject: [PATCH] build: fetch crates from\n"
                     " crates.io, not the vendor directory\n\nBody.\n")
        self.assertEqual(bench_compile.patch_subject(p), "build: fetch crates from crates.io, not the vendor directory")
        first = sorted((config.REPO / "patches").glob("*.patch"))[0]
        self.assertTrue(bench_compile.patch_subject(first).startswith("build:"))


class ScriptsTest(FrtTestCase):
    """bench/record-rustc.py and bench/measure.py, run with a fake rustc."""

    def fake_rustc(self) -> Path:
        f = self.tmp / "rustc"
        f.write_text("#!/bin/sh\necho \"fake rustc $*\" > \"%s/ran\"\n" % self.tmp)
        f.chmod(0o755)
        return f

    def test_record(self) -> None:
        rustc = self.fake_rustc()
        rec = self.tmp / "rec.json"
        env = dict(os.environ, FRT_BENCH_RECORD="syn", FRT_BENCH_RECORD_FILE=str(rec), CARGO_MAKEFLAGS="-j2",
                   CARGO_PKG_NAME="syn")
        script = str(config.BENCH / "record-rustc.py")
        subprocess.run([sys.executable, script, str(rustc), "--crate-name", "quote", "x.rs"], env=env, check=True,
                       cwd=self.tmp)
        self.assertFalse(rec.exists())
        self.assertEqual((self.tmp / "ran").read_text(), "fake rustc --crate-name quote x.rs\n")
        subprocess.run([sys.executable, script, str(rustc), "--crate-name", "syn", "lib.rs"], env=env, check=True,
                       cwd=self.tmp)
        r = json.loads(rec.read_text())
        self.assertEqual(r["argv"], [str(rustc), "--crate-name", "syn", "lib.rs"])
        self.assertEqual(r["cwd"], str(self.tmp))
        self.assertEqual(r["env"]["CARGO_PKG_NAME"], "syn")
        for k in ("FRT_BENCH_RECORD", "FRT_BENCH_RECORD_FILE", "CARGO_MAKEFLAGS"):
            self.assertNotIn(k, r["env"])
        self.assertEqual((self.tmp / "ran").read_text(), "fake rustc --crate-name syn lib.rs\n")

    def test_measure(self) -> None:
        jobs = [{"id": "a", "argv": ["sh", "-c", "i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done"], "cwd": str(self.tmp)},
                {"id": "b", "argv": ["true"], "cwd": str(self.tmp)}]
        jf, rf = self.tmp / "jobs.json", self.tmp / "res.json"
        jf.write_text(json.dumps(jobs))
        r = subprocess.run([sys.executable, str(config.BENCH / "measure.py"), str(jf), str(rf)], capture_output=True,
                           text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        res = json.loads(rf.read_text())
        self.assertEqual([x["id"] for x in res], ["a", "b"])
        self.assertGreater(res[0]["cpu_s"], 0)
        self.assertGreater(res[0]["maxrss_kb"], 0)
        self.assertAlmostEqual(res[0]["cpu_s"], res[0]["user_s"] + res[0]["sys_s"])
        jf.write_text(json.dumps([{"id": "bad", "argv": ["sh", "-c", "echo oops; exit 3"], "cwd": str(self.tmp)}]))
        r = subprocess.run([sys.executable, str(config.BENCH / "measure.py"), str(jf), str(rf)], capture_output=True,
                           text=True)
        self.assertEqual(r.returncode, 1)
        self.assertIn("oops", r.stderr)
        self.assertIn("bad failed (exit 3)", r.stderr)


class EnsureBaseTest(FrtTestCase):
    """ensure_base: worktree at tag base + patch 0001 (once), bootstrap.toml, then the build."""

    def git(self, cwd: Path, *args: str) -> str:
        return subprocess.run(["git", "-C", str(cwd), *args], check=True, capture_output=True, text=True).stdout

    def setUp(self) -> None:
        super().setUp()
        self.home = self.tmp / "frt-home"
        fork = self.home / "rust"
        fork.mkdir(parents=True)
        self.git(fork, "init", "-q", "-b", "frt")
        (fork / "x.py").write_text("# x.py\n")
        self.git(fork, "add", "x.py")
        self.git(fork, "commit", "-q", "-m", "base: test")
        self.git(fork, "tag", "base")
        (fork / ".cargo").mkdir()
        (fork / "x.py").write_text("# x.py, patched\n")
        self.git(fork, "commit", "-q", "-am", "build: fetch crates from crates.io")
        self.patches = self.tmp / "patches"
        self.git(fork, "format-patch", "-q", "-o", str(self.patches), "base..HEAD")
        self.git(fork, "commit", "-q", "--allow-empty", "-m", "the feature")
        self.ctx = mock.Mock(cfg={}, paths=config.Paths(self.home))
        for target, kw in ((config, {"PATCHES": self.patches}),
                           (bench_compile.build, {"stage0": mock.Mock(return_value=self.tmp / "sysroot"),
                                          "bootstrap_toml": mock.Mock(return_value="# bootstrap\n")})):
            p = mock.patch.multiple(target, **kw)
            p.start()
            self.addCleanup(p.stop)
        p = mock.patch.object(bench_compile, "check_std")
        p.start()
        self.addCleanup(p.stop)
        self.run_calls = []
        p = mock.patch.object(bench_compile.env, "run", side_effect=lambda *a, **k: self.run_calls.append((a, k)) or bench_compile.env.Result(0))
        p.start()
        self.addCleanup(p.stop)

    def test_create_patch_build_then_idempotent(self) -> None:
        c = bench_compile.ensure_base(self.ctx)
        t = self.home / "rust-base"
        self.assertEqual(c.stage1, t / "build-cgu1" / "host" / "stage1")
        self.assertEqual((t / "x.py").read_text(), "# x.py, patched\n")
        self.assertEqual(self.git(t, "log", "--format=%s", "base..HEAD").strip(), "build: fetch crates from crates.io")
        self.assertEqual((t / "bootstrap.toml").read_text(), "# bootstrap\n")
        (argv,), kw = self.run_calls[0][0][1:], self.run_calls[0][1]
        self.assertEqual(argv, ["python3", "x.py", "build", "--stage", "1", "library", "--build-dir", str(t / "build-cgu1"),
                                "--set", "rust.codegen-units=1"])
        self.assertEqual(kw["cwd"], t)
        head = self.git(t, "rev-parse", "HEAD")
        bench_compile.ensure_base(self.ctx)  # again: no second patch, the build re-run
        self.assertEqual(self.git(t, "rev-parse", "HEAD"), head)
        self.assertEqual(len(self.run_calls), 2)

    def test_foreign_state(self) -> None:
        bench_compile.ensure_base(self.ctx)
        t = self.home / "rust-base"
        self.git(t, "-c", "user.name=x", "-c", "user.email=x@y", "commit", "-q", "--allow-empty", "-m", "other")
        with self.assertRaises(FrtError) as e:
            bench_compile.ensure_base(self.ctx)
        self.assertIn("is not tag `base` +", e.exception.what)
        self.assertIn("worktree remove --force", e.exception.todo)

    def test_build_failure(self) -> None:
        bench_compile.env.run.side_effect = lambda *a, **k: bench_compile.env.Result(2)
        with self.assertRaises(FrtError) as e:
            bench_compile.ensure_base(self.ctx)
        self.assertIn("building the base compiler", e.exception.what)
        self.assertIn("rerun ./frt bench", e.exception.todo)

    def test_no_fork_tree(self) -> None:
        self.ctx.paths = config.Paths(self.tmp / "elsewhere")
        with self.assertRaises(FrtError) as e:
            bench_compile.ensure_base(self.ctx)
        self.assertIn("./frt build", e.exception.todo)


class SnapshotTest(FrtTestCase):
    def stage1(self, with_std: bool = True) -> bench_compile.Compiler:
        stage1 = self.tmp / "stage1"
        lib = stage1 / "lib" / "rustlib" / bench_compile.build.TRIPLE / "lib"
        lib.mkdir(parents=True)
        (stage1 / "bin").mkdir()
        (stage1 / "bin" / "rustc").write_text("#!/bin/sh\n")
        (stage1 / "lib" / "librustc_driver-abc.so").write_bytes(b"one")
        (stage1 / "lib" / "rustlib" / "src").symlink_to("/nonexistent/src")
        if with_std:
            (lib / "libstd-0123.rlib").write_text("std")
        return bench_compile.Compiler("fork", stage1, self.tmp)

    def test_copy(self) -> None:
        c = self.stage1()
        self.assertEqual(len(bench_compile.driver_digest(c)), 16)
        dest = self.tmp / "snap" / "fork"
        dest.mkdir(parents=True)
        (dest / "stale").write_text("old")
        s = bench_compile.snapshot(c, dest)
        self.assertEqual((s.stage1, s.origin, s.name), (dest, c.stage1, "fork"))
        self.assertEqual(bench_compile.driver_digest(s), bench_compile.driver_digest(c))
        self.assertFalse((dest / "stale").exists())
        self.assertTrue((dest / "lib" / "rustlib" / "src").is_symlink())
        self.assertFalse((self.tmp / "snap" / "fork.partial").exists())
        (c.stage1 / "lib" / "librustc_driver-abc.so").write_bytes(b"two")  # a rebuild does not touch the copy
        self.assertNotEqual(bench_compile.driver_digest(s), bench_compile.driver_digest(c))
        self.assertEqual(bench_compile.driver_digest(bench_compile.Compiler("x", self.tmp / "none", self.tmp)), "?")

    def test_copy_without_std(self) -> None:
        with self.assertRaises(FrtError) as e:
            bench_compile.snapshot(self.stage1(with_std=False), self.tmp / "snap")
        self.assertIn("no standard library", e.exception.what)
        self.assertIn("no build is running", e.exception.todo)


class StdCheckTest(FrtTestCase):
    def test_missing_std(self) -> None:
        stage1 = self.tmp / "stage1"
        lib = stage1 / "lib" / "rustlib" / bench_compile.build.TRIPLE / "lib"
        lib.mkdir(parents=True)
        c = bench_compile.Compiler("fork", stage1, self.tmp)
        with self.assertRaises(FrtError) as e:
            bench_compile.check_std(c, "run ./frt build")
        self.assertIn("no standard library", e.exception.what)
        (lib / "libstd-0123.rlib").write_text("")
        bench_compile.check_std(c, "run ./frt build")
