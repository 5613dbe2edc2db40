"""The ICE harness: what counts as an internal compiler error, what is run, what is reported."""

import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path
from typing import Any
from unittest import mock

from frt import config, env, ice, testing


def proc(code: int, out: str = "", err: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.CompletedProcess([], code, out, err)


class IsIce(unittest.TestCase):
    def test_ordinary_errors_are_not_ices(self) -> None:
        self.assertFalse(ice.is_ice(proc(1, err="error[E0609]: no field `x` on type `S`")))
        self.assertFalse(ice.is_ice(proc(0)))

    def test_ice_markers(self) -> None:
        self.assertTrue(ice.is_ice(proc(101, err="error: internal compiler error: boom")))
        self.assertTrue(ice.is_ice(proc(1, err="thread 'rustc' panicked at compiler/x.rs:1:1")))
        self.assertTrue(ice.is_ice(proc(1, err="thread 'rustc' (4242) panicked at compiler/x.rs:1:1:\nboom")))
        self.assertTrue(ice.is_ice(proc(1, err="error: internal compiler error[E0405]: cannot find trait")))
        self.assertTrue(ice.is_ice(proc(1, err="\nerror: rustc interrupted by SIGSEGV, printing backtrace\n")))

    def test_exit_101_and_signals(self) -> None:
        self.assertTrue(ice.is_ice(proc(101)))
        self.assertTrue(ice.is_ice(proc(-11)))

    def test_quoted_source_is_not_an_ice(self) -> None:
        # A diagnostic quoting source text that mentions a panic is an ordinary error.
        err = ('error[E0308]: mismatched types\n --> a.rs:3:5\n  |\n3 |     panic!("thread \'main\' panicked at x");\n'
               '  |     ^ internal compiler error in a string\n')
        self.assertFalse(ice.is_ice(proc(1, err=err)))

    def test_rustdoc_ice_and_error(self) -> None:
        # rustdoc shares rustc's driver: an ICE exits with 101 and prints the same markers.
        err = ("error: internal compiler error[E0405]: cannot find trait `Missing` in this scope\n"
               "thread 'rustc' (23363) panicked at /usr/src/rustc-1.95.0/compiler/rustc_errors/src/lib.rs:1531:17:\n"
               "Box<dyn Any>\nerror: the compiler unexpectedly panicked. This is a bug\n")
        self.assertTrue(ice.is_ice(proc(101, err=err)))
        self.assertFalse(ice.is_ice(proc(1, err="error[E0405]: cannot find trait `Missing` in this scope\n")))

    def test_first_ice_line_and_signature(self) -> None:
        err = ("warning: unused\nthread 'rustc' (99) panicked at /usr/src/rustc-1.95.0/compiler/rustc_a/src/b.rs:10:5:\n"
               "unexpected type in /tmp/frt-ice.x/corpus/tpl-a.rs:3:9: 3:20 (#0)\nstack backtrace:\n")
        first = ice.first_ice_line(err)
        self.assertEqual(first, "thread 'rustc' (99) panicked at /usr/src/rustc-1.95.0/compiler/rustc_a/src/b.rs:10:5: "
                                "unexpected type in /tmp/frt-ice.x/corpus/tpl-a.rs:3:9: 3:20 (#0)")
        self.assertEqual(ice.signature(first),
                         "thread 'rustc' panicked at compiler/rustc_a/src/b.rs:10:5: unexpected type in SPAN (#N)")
        other = first.replace("(99)", "(7)").replace("tpl-a.rs:3:9: 3:20", "mut-b.rs:40:1: 40:2")
        self.assertEqual(ice.signature(first), ice.signature(other))
        self.assertEqual(ice.first_ice_line("error: internal compiler error: x\nmore"),
                         "error: internal compiler error: x")

    def test_signature_groups_one_bug(self) -> None:
        a = ("thread 'rustc' (1) panicked at /usr/src/rustc-1.95.0/src/librustdoc/clean/mod.rs:1814:29: "
             "`field_of!(S<'^0.Named(DefId(0:9 ~ tpl_a[4f2e]::e::'_)), u8>, FieldId { variant: 0, field: 1 })` "
             "has escaping bound vars, so it cannot be wrapped in a dummy binder.")
        b = ("thread 'rustc' (2) panicked at /usr/src/rustc-1.95.0/src/librustdoc/clean/mod.rs:1814:29: "
             "`field_of!(Ref<'^0.Named(DefId(0:7 ~ mut_b[9a9a]::same::'a))>, FieldId { variant: 0, field: 0 })` "
             "has escaping bound vars, so it cannot be wrapped in a dummy binder.")
        self.assertEqual(ice.signature(a), ice.signature(b))
        self.assertIn("src/librustdoc/clean/mod.rs:1814:29", ice.signature(a))

    def test_known_base_ices(self) -> None:
        err = ("thread 'rustc' (1) panicked at /usr/src/rustc-1.95.0/compiler/rustc_trait_selection/src/traits/"
               "select/mod.rs:256:9:\nassertion failed: !self.infcx.next_trait_solver()\n")
        self.assertTrue(ice.known_base_ice(ice.Entry("rustdoc", ["--document-private-items"], ["-Znext-solver"]), proc(101, err=err)))
        self.assertIsNone(ice.known_base_ice(ice.Entry("rustdoc", ["--document-private-items"], []), proc(101, err=err)))
        # The same assertion in rustc itself would be a real bug.
        self.assertIsNone(ice.known_base_ice(ice.Entry("rustc", ["-Cdebuginfo=2"], ["-Znext-solver"]), proc(101, err=err)))


class Programs(unittest.TestCase):
    def test_lists_tests_and_auxiliaries_apart(self) -> None:
        with tempfile.TemporaryDirectory() as d:
            Path(d, "auxiliary").mkdir()
            Path(d, "sub", "auxiliary").mkdir(parents=True)
            for f in ("b.rs", "a.rs", "a.old.stderr", "auxiliary/lib.rs", "sub/c.rs", "sub/auxiliary/d.rs"):
                Path(d, f).write_text("")
            self.assertEqual([str(p.relative_to(d)) for p in ice.programs(d)], ["a.rs", "b.rs", "sub/c.rs"])
            self.assertEqual([str(p.relative_to(d)) for p in ice.aux_crates(d)],
                             ["auxiliary/lib.rs", "sub/auxiliary/d.rs"])

    def test_matrix_has_the_issue_flags(self) -> None:
        flags = {f for fs in ice.MATRIX for f in fs}
        for f in ("-Cdebuginfo=2", "-Zvalidate-mir", "-Zmir-opt-level=0", "-Zunpretty=mir",
                  "-Csymbol-mangling-version=v0", "-Zunpretty=hir"):
            self.assertIn(f, flags)
        self.assertIn(["-Znext-solver"], ice.SOLVERS)

    def test_entries(self) -> None:
        es = ice.entries()
        self.assertEqual(len(es), len(ice.MATRIX) * len(ice.SOLVERS) + sum(len(s) for _, s in ice.RUSTDOC)
                         + sum(len(s) for _, s in ice.CLIPPY))
        self.assertEqual(es[0], ("rustc", ice.PROBE, []))
        self.assertEqual(ice.PROBE, ice.MATRIX[0])
        html = ice.RUSTDOC[0][0]
        self.assertIn(("rustdoc", html, []), es)
        self.assertIn(("rustdoc", html, ["-Znext-solver"]), es)
        for fs in ice.CODEGEN_ONLY:
            self.assertIn(fs, ice.MATRIX + [f for f, _ in ice.RUSTDOC])
        self.assertNotIn(ice.PROBE, ice.CODEGEN_ONLY)
        self.assertNotIn(html, ice.CODEGEN_ONLY)  # rustdoc HTML always runs
        for fs in ice.SOLVER_INDEPENDENT:
            self.assertIn(fs, ice.MATRIX)
            self.assertTrue(all(f.startswith("-Zunpretty=") and f != "-Zunpretty=mir" for f in fs))

    def test_commands(self) -> None:
        with tempfile.TemporaryDirectory() as d:
            h = ice.Harness("/x/bin/rustc", d, d, Path(d, "f"))
            scratch = Path(d, "s")
            cmd = h.command(Path("/p/a.rs"), ice.Entry("rustc", ["-Cincremental"], ["-Znext-solver"]), scratch)
            self.assertEqual(cmd[:2], ["/x/bin/rustc", "/p/a.rs"])
            self.assertIn("-Cincremental=%s" % (scratch / "incr"), cmd)
            self.assertEqual(cmd[-1], "-Znext-solver")
            self.assertIn("-Zunstable-options", cmd)
            cmd = h.command(Path("/p/a.rs"), ice.Entry("rustdoc", ice.RUSTDOC[0][0], ["-Znext-solver"]), scratch)
            self.assertEqual(cmd[0], "/x/bin/rustdoc")
            self.assertIn("--edition=2021", cmd)
            self.assertIn("-Zunstable-options", cmd)
            self.assertEqual(cmd[-1], "-Znext-solver")

    def test_ui_expectations(self) -> None:
        self.assertEqual(ice.expectation_of_ui("//@ run-pass\nfn main() {}"), "run")
        self.assertEqual(ice.expectation_of_ui("//@ check-pass\nfn main() {}"), "pass")
        self.assertEqual(ice.expectation_of_ui("fn main() { x } //~ ERROR E0425"), "error")
        self.assertIsNone(ice.expectation_of_ui("fn main() {}"))


def result(passed: int = 178, failed: int = 2, bin_passed: int = 4, bin_failed: int = 2) -> dict[str, Any]:
    return {"complete": True, "error": None, "passed": passed, "failed": failed,
            "binaries": {"passed": bin_passed, "failed": bin_failed}}


class Counts(unittest.TestCase):
    def setUp(self) -> None:
        err = contextlib.redirect_stderr(io.StringIO())
        err.__enter__()
        self.addCleanup(err.__exit__, None, None, None)

    def test_tally(self) -> None:
        t = testing.Tally()
        testing.add_ice_counts(t, result())
        self.assertEqual((t.passed, t.failed), (182, 4))
        self.assertEqual(len(t.notes), 2)

    def test_run_enters_the_environment(self) -> None:
        with tempfile.TemporaryDirectory() as d:
            home = Path(d)
            paths = config.Paths(home)
            ctx = mock.Mock(paths=paths)
            result_file = home / "ice-result.json"
            result_file.write_text("{}")  # stale: removed before the run

            def harness(root: Path, argv: list[str], **kw: Any) -> env.Result:
                self.assertFalse(result_file.exists())
                ice.write_result(Path(argv[argv.index("--result") + 1]), result())
                return env.Result(1)

            t = testing.Tally()
            with mock.patch("frt.env.run", side_effect=harness) as run:
                testing.ice_harness(ctx, t)
        argv = run.call_args.args[1]
        self.assertEqual(argv[:3], ["python3", "-m", "frt.ice"])
        self.assertEqual(argv[3:], [str(paths.stage1 / "bin" / "rustc"),
                                    str(paths.tree / "tests/ui/field_representing_types"),
                                    "--findings", str(home / "ice-findings"), "--result", str(result_file)])
        kw = run.call_args.kwargs
        self.assertEqual(kw["binds"], [config.REPO])  # the package, at the same path
        self.assertEqual(kw["extra_env"]["PYTHONPATH"], str(config.REPO / "tools"))
        self.assertEqual((t.passed, t.failed), (178 + 4, 2 + 2))

    def test_a_harness_that_died_is_a_failure(self) -> None:
        with tempfile.TemporaryDirectory() as d:
            for text in (None, "not json", "[1]", '{"complete": false, "error": "aborted: x"}'):
                f = Path(d, "result.json")
                f.unlink(missing_ok=True)
                if text is not None:
                    f.write_text(text)
                t = testing.Tally()
                testing.add_ice_counts(t, ice.read_result(f))
                self.assertEqual((t.passed, t.failed), (0, 1), text)


# A stand-in for rustc and rustdoc, driven by words in the program: ICE_OPT4 (an ICE under
# -Zmir-opt-level=4), ICE_DOC_NEXT (the known rustdoc -Znext-solver ICE), ERROR (an ordinary
# error), QUOTED (an error quoting "panicked at"), BADRUN (a binary that fails).
FAKE = r'''#!/usr/bin/env python3
import os, sys
from pathlib import Path
args = sys.argv[1:]
tool = Path(sys.argv[0]).name
prog = next(a for a in args if a.endswith(".rs"))
text = Path(prog).read_text()
with open(os.environ["FAKE_LOG"], "a") as f:
    f.write("%s %s %s\n" % (tool, Path(prog).name, " ".join(a for a in args if a.startswith(("-Z", "-C", "--emit", "--output")))))
if "--crate-type=lib" in args:
    sys.exit(0)
if "ICE_OPT4" in text and "-Zmir-opt-level=4" in args:
    sys.stderr.write("error: internal compiler error: compiler/rustc_x/src/lib.rs:1:2: boom\n")
    sys.exit(101)
if "ICE_DOC_NEXT" in text and tool == "rustdoc" and "-Znext-solver" in args:
    sys.stderr.write("thread 'rustc' (7) panicked at compiler/rustc_trait_selection/src/traits/select/mod.rs:256:9:\n"
                     "assertion failed: !self.infcx.next_trait_solver()\n")
    sys.exit(101)
if "QUOTED" in text:
    sys.stderr.write('error[E0425]: x\n  |\n3 |     panic!("thread main panicked at")\n')
    sys.exit(1)
if "ERROR" in text:
    sys.stderr.write("error[E0308]: mismatched types\n")
    sys.exit(1)
if tool == "rustc" and not any(a.startswith(("-Zunpretty", "--emit")) for a in args):
    out = Path(args[args.index("--out-dir") + 1]) / Path(prog).stem
    out.write_text("#!/bin/sh\nexit %d\n" % (3 if "BADRUN" in text else 0))
    out.chmod(0o755)
sys.exit(0)
'''


class Harness(unittest.TestCase):
    def setUp(self) -> None:
        td = tempfile.TemporaryDirectory()
        self.addCleanup(td.cleanup)
        self.tmp = Path(td.name)
        bin_ = self.tmp / "bin"
        bin_.mkdir()
        for tool in ("rustc", "rustdoc", "clippy-driver"):
            (bin_ / tool).write_text(FAKE)
            (bin_ / tool).chmod(0o755)
        self.rustc = bin_ / "rustc"
        self.ui = self.tmp / "ui"
        self.ui.mkdir()
        (self.ui / "ok.rs").write_text("//@ run-pass\nfn main() {}\n")
        (self.ui / "err.rs").write_text("fn main() { ERROR } //~ ERROR\n")
        (self.ui / "ice.rs").write_text("// ICE_OPT4\nfn main() {}\n")
        self.corpus = self.tmp / "corpus"
        self.corpus.mkdir()
        (self.corpus / "tpl-a.rs").write_text("//@ expect: run\nfn main() {}\n")
        (self.corpus / "tpl-b.rs").write_text("//@ expect: error\nfn main() { ERROR }\n")
        (self.corpus / "tpl-c.rs").write_text("// ICE_DOC_NEXT\nfn main() {}\n")
        (self.corpus / "tpl-d.rs").write_text("//@ expect: run\n// BADRUN\nfn main() {}\n")
        (self.corpus / "tpl-e.rs").write_text("fn main() { QUOTED }\n")
        self.log = self.tmp / "log"
        p = mock.patch.dict(os.environ, {"FAKE_LOG": str(self.log)})
        p.start()
        self.addCleanup(p.stop)

    def main(self, *extra: str) -> tuple[int, str]:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = ice.main([str(self.rustc), str(self.ui), "--findings", str(self.tmp / "findings"),
                           "--corpus-from", str(self.corpus), *extra])
        return rc, out.getvalue()

    def test_whole_run(self) -> None:
        rc, out = self.main()
        self.assertEqual(rc, 1)
        self.assertIn("ice harness: 8 programs (3 ui tests + 5 corpus) x 33 flag sets = 206 runs "
                      "(58 skipped, 1 known base ICEs): 203 passed, 2 failed", out.splitlines()[-1])
        self.assertIn("binaries: 6 run: 4 passed, 2 failed", out)
        self.assertIn("ICE ice.rs [-Zmir-opt-level=4 -Zvalidate-mir]: error: internal compiler error: "
                      "compiler/rustc_x/src/lib.rs:1:2: boom", out)
        self.assertIn("ICE ice.rs [-Zmir-opt-level=4 -Zvalidate-mir -Znext-solver]", out)
        self.assertNotIn("tpl-e.rs [", out)  # the quoted "panicked at" is no ICE
        self.assertIn("known base ICE", out)
        self.assertIn("tpl-d.rs (old solver): the binary failed (3)", out)
        # findings: the program, the command and the stderr of each ICE run; a summary
        f = self.tmp / "findings"
        self.assertEqual(sorted(p.name for p in (f / "ice").iterdir()),
                         ["ice.rs", "stderr--Zmir-opt-level=4_-Zvalidate-mir.txt",
                          "stderr--Zmir-opt-level=4_-Zvalidate-mir_-Znext-solver.txt"])
        text = (f / "ice" / "stderr--Zmir-opt-level=4_-Zvalidate-mir.txt").read_text()
        self.assertIn("rustc ice.rs --edition=2021", text)
        self.assertIn("boom", text)
        summary = (f / "summary.txt").read_text()
        self.assertIn("2 ICE runs, 1 distinct signatures", summary)
        self.assertIn("ice.rs [-Zmir-opt-level=4 -Zvalidate-mir -Znext-solver]", summary)
        # the result file: what the host counts
        r = json.loads((f / ice.RESULT_FILE).read_text())
        self.assertTrue(r["complete"])
        self.assertEqual((r["runs"], r["passed"], r["failed"], r["ices"], r["timeouts"], r["known_base_ices"],
                          r["skipped"]), (206, 203, 2, 2, 0, 1, 58))
        self.assertEqual(r["programs"], {"ui": 3, "corpus": 5})
        self.assertEqual(r["flag_sets"], 33)
        self.assertEqual(r["binaries"], {"passed": 4, "failed": 2})
        per = r["per_flag_set"]
        self.assertEqual(sorted(per), sorted(ice.label(e) for e in ice.entries()))
        opt4 = per["-Zmir-opt-level=4 -Zvalidate-mir"]
        self.assertEqual((opt4["runs"], opt4["passed"], opt4["failed"]), (6, 5, 1))
        self.assertEqual(opt4["skipped"], 2)  # corpus programs whose probe ended in an error: tpl-b, tpl-e
        self.assertEqual(sum(c["runs"] for c in per.values()), r["runs"])
        self.assertEqual(sum(c["skipped"] for c in per.values()), r["skipped"])
        self.assertEqual(per["rustdoc --document-private-items -Znext-solver"]["known_base_ices"], 1)
        self.assertEqual([(x["program"], x["flags"]) for x in r["findings"]],
                         [("ice.rs", "-Zmir-opt-level=4 -Zvalidate-mir"),
                          ("ice.rs", "-Zmir-opt-level=4 -Zvalidate-mir -Znext-solver")])
        self.assertIn("boom", r["findings"][0]["first_line"])
        self.assertEqual(list(r["signatures"].values()), [2])
        self.assertIn("tpl-d.rs (old solver): the binary failed (3): ", r["notes"])
        t = testing.Tally()
        testing.add_ice_counts(t, ice.read_result(f / ice.RESULT_FILE))
        self.assertEqual((t.passed, t.failed), (203 + 4, 2 + 2))
        # the corpus program with an ordinary error skipped the codegen-only flag sets
        log = self.log.read_text().splitlines()
        b = [line for line in log if " tpl-b.rs " in line]
        self.assertFalse([line for line in b if "-Zmir-opt-level" in line or "--output-format=json" in line])
        self.assertTrue([line for line in b if "-Zvalidate-mir" in line])
        self.assertTrue([line for line in b if line.startswith("rustdoc ")])
        # ... while the ui test with an error ran them all
        self.assertTrue([line for line in log if " err.rs " in line and "-Zmir-opt-level=0" in line])
        # the solver-independent flag sets ran once for the corpus
        self.assertEqual(len([line for line in log if " tpl-a.rs " in line and "-Zunpretty=hir" in line]), 1)
        # -Cincremental compiled twice (old solver), once (next solver)
        self.assertEqual(len([line for line in log if " tpl-a.rs " in line and "-Cincremental" in line]), 3)

    def test_findings_of_a_previous_run_are_replaced(self) -> None:
        f = self.tmp / "findings"
        self.main("--no-corpus", "--only", "ok")
        (f / "stale").mkdir()
        self.main("--no-corpus", "--only", "ok")
        self.assertFalse((f / "stale").exists())

    def test_refuses_a_foreign_findings_dir(self) -> None:
        f = self.tmp / "findings"
        f.mkdir()
        (f / "important.txt").write_text("")
        with self.assertRaises(SystemExit):
            self.main()

    def test_missing_compiler(self) -> None:
        self.rustc = self.tmp / "nowhere" / "rustc"
        rc, out = self.main("--result", str(self.tmp / "r.json"))
        self.assertEqual(rc, 1)
        self.assertIn("does not exist", out)
        r = ice.read_result(self.tmp / "r.json")
        self.assertFalse(r["complete"])
        self.assertIn("./frt build", r["error"])

    def test_runs_as_a_module_of_the_package(self) -> None:
        """As the host starts it: python3 -m frt.ice, the package on PYTHONPATH, from anywhere."""
        res = self.tmp / "r.json"
        p = subprocess.run([sys.executable, "-m", "frt.ice", str(self.rustc), str(self.ui), "--no-corpus",
                            "--only", "ok", "--findings", str(self.tmp / "findings"), "--result", str(res)],
                           cwd=self.tmp, capture_output=True, text=True,
                           env=dict(os.environ, PYTHONPATH=str(config.REPO / "tools"), PYTHONDONTWRITEBYTECODE="1"))
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        self.assertIn("ice harness: 1 programs (1 ui tests + 0 corpus)", p.stdout)
        r = json.loads(res.read_text())
        self.assertEqual((r["passed"], r["failed"], r["programs"]["ui"]), (33, 0, 1))

    def test_default_findings_directory(self) -> None:
        with mock.patch.dict(os.environ, {"FRT_HOME": str(self.tmp / "home")}):
            self.assertEqual(ice.default_findings(), self.tmp / "home" / "ice-findings")


if __name__ == "__main__":
    unittest.main()
