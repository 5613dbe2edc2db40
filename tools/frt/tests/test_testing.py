"""testing.py: compiletest output parsing and the tally."""

from collections.abc import Callable, Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from unittest import mock

from frt import config, testing

from .support import FrtTestCase, repo_config

OUTPUT = """\
running 12 tests
test [ui] tests/ui/field_representing_types/ok.rs ... ok
test [ui] tests/ui/foo/bar.rs ... FAILED

failures:

---- [ui] tests/ui/foo/bar.rs stdout ----
error: test compilation failed although it shouldn't!
    [ui] tests/ui/not/a/failure/line.rs
failures:
    [ui] tests/ui/foo/bar.rs
    [ui] tests/ui/foo/baz.rs#edition2024
    [mir-opt] tests/mir-opt/x.rs

test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 100 filtered out; finished in 1.23s

running 5 tests
test result: ok. 3 passed; 1 failed; 2 ignored; 0 measured; 0 filtered out; finished in 0.10s

test result: ok. 10 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s
failures:
    [ui] tests/ui/foo/bar.rs
"""


class CompiletestCountsTest(FrtTestCase):
    def test_sums_results_and_names_failures(self) -> None:
        passed, failed, names = testing.compiletest_counts(OUTPUT)
        self.assertEqual((passed, failed), (16, 2))
        self.assertEqual(names, ["tests/mir-opt/x.rs", "tests/ui/foo/bar.rs", "tests/ui/foo/baz.rs#edition2024"])

    def test_no_results(self) -> None:
        self.assertEqual(testing.compiletest_counts("error: could not compile `rustc_driver`\n"), (0, 0, []))

    def test_tally(self) -> None:
        t = testing.Tally()
        t.add("a", 3, 1)
        t.add("b", 2, 0)
        self.assertEqual((t.passed, t.failed), (5, 1))
        self.assertEqual(len(t.notes), 2)
        self.assertIn("3 passed, 1 failed", t.notes[0])

    def test_report_is_kept(self) -> None:
        t = testing.Tally()
        t.add("whole tests/ui", 20000, 0)
        t.add("ICE harness", 19000, 1)
        out = self.tmp / "home" / "last-test.txt"
        testing.keep_report(t, out, ["--full", "--ice"], started=0.0)
        text = out.read_text()
        self.assertTrue(text.startswith("$ ./frt test --full --ice\ncommit "), text)
        self.assertIn("whole tests/ui", text)
        self.assertTrue(text.endswith("39000 passed, 1 failed\n"), text)


CARGO_OUTPUT = """\
     Running tests/projections.rs (target/debug/deps/projections-0123)

running 18 tests
test result: ok. 18 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

   Doc-tests field_projection

running 21 tests
test result: ok. 21 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s

running 19 tests
test result: FAILED. 18 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.96s
"""


class ExamplesTest(FrtTestCase):
    def ctx(self) -> Any:
        home = Path(self.tmp) / "frt-home"
        return SimpleNamespace(paths=SimpleNamespace(env=home / "env", home=home),
                               cfg={"fork": {"toolchain": "frt"}}, toolchain_name="frt")

    def run_examples(self, rc: int, output: str, extra: Sequence[str] = ()) -> tuple[testing.Tally, Any]:
        t = testing.Tally()
        with mock.patch.object(testing.env, "run", return_value=testing.env.Result(rc, output)) as run:
            testing.examples(self.ctx(), t, "examples", "examples-target", extra)
        return t, run.call_args

    def test_counts_cargo_test_results(self) -> None:
        t, call = self.run_examples(101, CARGO_OUTPUT)
        self.assertEqual((t.passed, t.failed), (57, 1))
        argv = call.args[1]
        self.assertEqual(argv[:3], ["cargo", "+frt", "test"])
        for flag in ("--workspace", "--locked", "--no-fail-fast"):
            self.assertIn(flag, argv)
        self.assertEqual(argv[argv.index("--manifest-path") + 1], str(testing.EXAMPLES / "Cargo.toml"))
        self.assertEqual(argv[argv.index("--target-dir") + 1], str(self.ctx().paths.home / "examples-target"))
        self.assertEqual(call.kwargs["cwd"], testing.EXAMPLES)
        self.assertIn(testing.config.REPO, call.kwargs["binds"])

    def test_exit_without_results_is_a_failure(self) -> None:
        t, _ = self.run_examples(101, "error: could not compile `field-projection`\n")
        self.assertEqual((t.passed, t.failed), (0, 1))
        t, _ = self.run_examples(0, CARGO_OUTPUT.replace("FAILED. 18 passed; 1 failed", "ok. 19 passed; 0 failed"))
        self.assertEqual((t.passed, t.failed), (58, 0))

    def test_next_solver_flags(self) -> None:
        _, call = self.run_examples(0, CARGO_OUTPUT, testing.NEXT_SOLVER)
        argv = call.args[1]
        self.assertIn('build.rustflags=["-Znext-solver"]', argv)
        self.assertIn('build.rustdocflags=["-Znext-solver"]', argv)

    def run_step(self, step: Callable[[Any, testing.Tally], None], rc: int) -> tuple[testing.Tally, Any]:
        t = testing.Tally()
        with mock.patch.object(testing.env, "run", return_value=testing.env.Result(rc, "")) as run:
            step(self.ctx(), t)
        return t, run.call_args

    def test_clippy_and_fmt_steps(self) -> None:
        for step, words, name in ((testing.examples_clippy, ["clippy", "--all-targets"], "cargo clippy -D warnings"),
                                  (testing.examples_fmt, ["fmt", "--all", "--check"], "cargo fmt --check")):
            t, call = self.run_step(step, 0)
            self.assertEqual((t.passed, t.failed), (1, 0))
            self.assertIn(name, t.notes[0])
            argv = call.args[1]
            self.assertEqual(argv[:3], ["cargo", "+frt", words[0]])
            for w in words:
                self.assertIn(w, argv)
            self.assertEqual(argv[argv.index("--manifest-path") + 1], str(testing.EXAMPLES / "Cargo.toml"))
            self.assertEqual(call.kwargs["cwd"], testing.EXAMPLES)
            self.assertIn(testing.config.REPO, call.kwargs["binds"])
            t, _ = self.run_step(step, 1)
            self.assertEqual((t.passed, t.failed), (0, 1))

    def test_examples_workspace_is_committed_with_a_lock_file(self) -> None:
        for f in ("Cargo.toml", "Cargo.lock", "field-projection/Cargo.toml", "rcu-mutex/Cargo.toml"):
            self.assertTrue((testing.EXAMPLES / f).is_file(), f)
        self.assertIn('resolver = "3"', (testing.EXAMPLES / "Cargo.toml").read_text())


class KnownFailuresTest(FrtTestCase):
    """`./frt test --full`: a failure the base has too is not counted as a failure of the fork."""

    def test_known_failure_is_not_counted(self) -> None:
        counts = testing.compiletest_counts(OUTPUT)  # 16 passed, 2 failed: bar.rs and baz.rs#edition2024 (+ x.rs named)
        known = {"tests/ui/foo/bar.rs", "tests/ui/foo/baz.rs#edition2024", "tests/mir-opt/x.rs"}
        new, known_failed = testing.without_known_failures(counts, known)
        self.assertEqual((new.passed, new.failed, new.names), (16, 0, []))
        self.assertEqual(len(known_failed), 3)

    def test_new_failure_is_counted(self) -> None:
        counts = testing.Counts(10, 2, ["tests/ui/a.rs", "tests/ui/b.rs"])
        new, known_failed = testing.without_known_failures(counts, {"tests/ui/a.rs"})
        self.assertEqual((new.passed, new.failed, new.names, known_failed), (10, 1, ["tests/ui/b.rs"], ["tests/ui/a.rs"]))

    def test_unnamed_failure_stays_a_failure(self) -> None:
        """x.py stopped early: one failure without a name, which no known failure cancels."""
        counts = testing.Counts(0, 1, ["x.py test of whole tests/ui exited with 1"])
        new, _ = testing.without_known_failures(counts, {"tests/ui/a.rs"})
        self.assertEqual(new.failed, 1)

    def test_base_results_file_lists_known_failures(self) -> None:
        ctx = SimpleNamespace(cfg=repo_config(tests=config.Tests((), str(self.tmp / "r.md"))))
        (self.tmp / "r.md").write_text("# base\n- tests/ui/a.rs\n* tests/ui/b.rs#next\nnot tests/ui/c.rs\n")
        self.assertEqual(testing.known_base_failures(ctx), {"tests/ui/a.rs", "tests/ui/b.rs#next"})


class XTestTest(FrtTestCase):
    def test_runs_x_py_with_the_profile_configuration(self) -> None:
        """`./frt test --release` tests the release build: x.py gets bootstrap.release.toml."""
        from frt import config
        from .test_release import cfg

        for profile, toml in (("dev", "bootstrap.toml"), ("release", "bootstrap.release.toml")):
            with self.subTest(profile=profile):
                ctx = SimpleNamespace(paths=config.Paths(self.tmp / "home").with_profile(profile), cfg=cfg(bolt=False))
                out = "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n"
                with mock.patch.object(testing.env, "run", return_value=testing.env.Result(0, out)) as run:
                    self.assertEqual(testing.x_test(ctx, "fork tests", ["tests/ui/x"]), (3, 0, []))
                argv = run.call_args.args[1]
                self.assertEqual(argv[:4], ["python3", "x.py", "--config", toml])
                self.assertEqual(argv[4:8], ["test", "--stage", "1", "tests/ui/x"])
