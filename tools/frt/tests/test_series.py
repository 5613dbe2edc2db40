"""series.py (./frt check-series): the commit list, the stamp, the worktree, the run."""

import contextlib
import io
import os
from pathlib import Path
from unittest import mock

from frt import cli, config, env, prepare, series, tree
from frt.errors import FrtError

from .support import FrtTestCase
from .test_tree import TreeTestCase


def commit(c_id: str, subject: str = "s", tree_id: str = "") -> series.Commit:
    return series.Commit(c_id, subject, tree_id or c_id)


class PureTest(FrtTestCase):
    def test_stamp_round_trip_and_resume(self) -> None:
        stamp = self.tmp / "stamp"
        self.assertEqual(series.read_stamp(stamp), {})
        a, b, c = (commit(ch * 40, tree_id=ch * 39 + "0") for ch in "abc")
        series.record(stamp, a)
        series.record(stamp, b)
        proven = series.read_stamp(stamp)
        self.assertEqual(proven, {a.tree: set(), b.tree: set()})
        self.assertEqual(series.to_check([a, b, c], proven), [c])
        # a rewritten commit has new content: checked again, whatever its subject
        changed = commit("d" * 40, b.subject, tree_id="d" * 40)
        self.assertEqual(series.to_check([a, changed, c], proven), [changed, c])
        # the same content under a new commit id (./frt sync recreates the commits): proven
        self.assertEqual(series.to_check([a, commit("e" * 40, b.subject, tree_id=b.tree), c], proven), [c])

    def test_tools_are_part_of_the_proof(self) -> None:
        stamp = self.tmp / "stamp"
        a = commit("a" * 40)._replace(parts=("src/tools/clippy",))
        series.record(stamp, a)
        series.record(stamp, commit("b" * 40))
        self.assertEqual(stamp.read_text(), "%s src/tools/clippy\n%s\n" % ("a" * 40, "b" * 40))
        proven = series.read_stamp(stamp)
        self.assertEqual(series.to_check([a], proven), [])
        self.assertEqual(series.to_check([a._replace(parts=())], proven), [])  # fewer tools: proven
        # proven without a tool that the commit now needs (it became the tip): checked again
        tip = commit("b" * 40)._replace(parts=tuple(series.PARTS.values()))
        self.assertEqual(series.to_check([tip], proven), [tip])
        self.assertEqual(tip.check, ("check", "compiler", "library", "src/librustdoc", "src/tools/clippy",
                                     "src/tools/rustfmt", "src/tools/rust-analyzer"))
        # the library in a run of its own, the tools in another
        self.assertEqual(tip.checks, (("check", "compiler", "library"),
                                      ("check", "compiler", "src/librustdoc", "src/tools/clippy",
                                       "src/tools/rustfmt", "src/tools/rust-analyzer")))
        self.assertEqual(a.checks, (("check", "compiler", "src/tools/clippy"),))
        self.assertEqual(a._replace(parts=("library",)).checks, (("check", "compiler", "library"),))

    def test_stubs_of_the_parts_checked(self) -> None:
        series.write_stubs(self.tmp, ("library",))
        self.assertFalse((self.tmp / "src").exists())
        series.write_stubs(self.tmp, ("src/tools/clippy",))
        stub = self.tmp / "src/tools/clippy/util/gh-pages/index_template.html"
        self.assertEqual(stub.read_text(), "")
        stub.write_text("the real one\n")
        series.write_stubs(self.tmp, ("src/tools/clippy",))  # an existing file is left alone
        self.assertEqual(stub.read_text(), "the real one\n")
        self.assertTrue(any(stub.relative_to(self.tmp).as_posix().startswith(e.strip("/")) for e in tree.EXCLUDE))

    def test_parts_touched(self) -> None:
        self.assertEqual(series.parts_touched(["compiler/rustc_ast/src/ast.rs", "src/tools/rustfmt/src/expr.rs",
                                               "src/tools/clippy/clippy_utils/src/sugg.rs"]),
                         ("src/tools/clippy", "src/tools/rustfmt"))
        self.assertEqual(series.parts_touched(["src/librustdoc/clean/mod.rs"]), ("src/librustdoc",))
        self.assertEqual(series.parts_touched(["src/tools/clippy_dev.rs", "tests/ui/a.rs"]), ())
        self.assertEqual(series.parts_touched(["library/core/src/field.rs"]), ("library",))
        self.assertEqual(series.parts_touched(["src/tools/rust-analyzer/crates/parser/src/grammar.rs"]),
                         ("src/tools/rust-analyzer",))

    def test_parse_log_line(self) -> None:
        self.assertEqual(series.parse_log_line("%s %s fix: a b" % ("a" * 40, "b" * 40)),
                         series.Commit("a" * 40, "fix: a b", "b" * 40))
        self.assertEqual(series.parse_log_line("%s %s" % ("a" * 40, "b" * 40)),
                         series.Commit("a" * 40, "", "b" * 40))

    def test_stamp_ignores_what_is_no_commit_id(self) -> None:
        stamp = self.tmp / "stamp"
        stamp.write_text("%s\nnot an id\n%s\n%s" % ("a" * 40, "b" * 12, "C" * 40))
        self.assertEqual(series.read_stamp(stamp), {"a" * 40: set()})

    def test_error_tail(self) -> None:
        out = "".join("line %d\n" % i for i in range(100))
        tail = series.error_tail(out, 3)
        self.assertEqual(tail, "line 97\nline 98\nline 99")
        self.assertEqual(series.error_tail("only\n"), "only")

    def test_binds_outside_home(self) -> None:
        home = self.tmp / "home"
        (home / "series").mkdir(parents=True)
        (self.tmp / "elsewhere").mkdir()
        self.assertEqual(series.binds_outside(home, [home / "series", home, self.tmp / "elsewhere"]),
                         [self.tmp / "elsewhere"])

    def test_elapsed(self) -> None:
        self.assertEqual(series.elapsed(0), "0m00s")
        self.assertEqual(series.elapsed(754.6), "12m34s")


class SeriesTestCase(TreeTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.home = Path(os.environ["FRT_HOME"])
        self.home.mkdir()
        self.t = self.home / "rust"
        tree.create_base(self.t, self.orig, self.debian)
        (self.t / "bootstrap.toml").write_text("# the tree's bootstrap.toml\n")
        self.ids = [self.commit(self.t, {"src/lib.rs": "pub fn one() -> u32 {\n    %d\n}\n" % (10 + n)}, "patch %d" % n)
                    for n in (1, 2, 3)]
        self.trees = [tree.out(self.t, "rev-parse", "%s^{tree}" % i) for i in self.ids]
        self.ctx = prepare.Ctx(cfg={"fork": {"toolchain": "frt"}}, paths=config.Paths(self.home))


class CommitsTest(SeriesTestCase):
    def test_base_to_the_tip_of_the_branch(self) -> None:
        # the tip is checked with every tool; the others with the tools they change (none here)
        tools = ((), (), tuple(series.PARTS.values()))
        self.assertEqual(series.commits(self.t), [series.Commit(i, "patch %d" % n, t, tl)
                                                  for i, n, t, tl in zip(self.ids, (1, 2, 3), self.trees, tools)])
        # the branch, not HEAD: a checkout elsewhere does not change the series
        tree.git(self.t, "checkout", "-q", "--detach", "base")
        self.assertEqual(len(series.commits(self.t)), 3)

    def test_a_commit_that_changes_a_tool_checks_it(self) -> None:
        self.commit(self.t, {"src/tools/clippy/lib.rs": "// clippy\n", "src/lib.rs": "pub fn two() {}\n"}, "tool")
        self.commit(self.t, {"src/lib.rs": "pub fn three() {}\n"}, "after")
        c = series.commits(self.t)
        self.assertEqual([x.parts for x in c[2:]], [(), ("src/tools/clippy",), tuple(series.PARTS.values())])

    def test_no_commits(self) -> None:
        tree.git(self.t, "checkout", "-q", "-B", tree.BRANCH, "base")
        self.assertEqual(series.commits(self.t), [])

    def test_branch_not_on_base(self) -> None:
        tree.git(self.t, "checkout", "-q", "--orphan", "other")
        self.commit(self.t, {"x": "y\n"}, "unrelated")
        tree.git(self.t, "branch", "-f", tree.BRANCH, "other")
        with self.assertRaises(FrtError) as e:
            series.commits(self.t)
        self.assertIn("does not descend", e.exception.what)
        self.assertIn("./frt sync", e.exception.todo)


class RunTest(SeriesTestCase):
    """The whole command with x.py replaced: which commits are checked, in which order, where."""

    def setUp(self) -> None:
        super().setUp()
        self.checked: list[str | None] = []
        self.fail_at: str | None = None
        for target, kw in ((series.env, {"run": mock.Mock(side_effect=self.fake_x),
                                         "is_ready": mock.Mock(return_value=True)}),
                           (series.build, {"stage0": mock.Mock(return_value=self.tmp / "sysroot")})):
            p = mock.patch.multiple(target, **kw)
            p.start()
            self.addCleanup(p.stop)

    def fake_x(self, root: Path, argv: list[str], cwd: Path, binds: list[Path], tee: bool,
               check: bool) -> env.Result:
        head = tree.rev(cwd, "HEAD")
        parts = tuple(series.PARTS.values()) if head == tree.rev(self.t, tree.BRANCH) else ()
        runs = series.Commit(head, "", parts=parts).checks  # at the tip: the library, then the tools
        self.assertEqual(argv[:2], ["python3", "x.py"])
        self.assertIn(tuple(argv[2:]), runs)
        if tuple(argv[2:]) == runs[0]:
            self.checked.append(head)
        self.assertEqual(cwd, self.home / "series")
        self.assertEqual((cwd / "bootstrap.toml").read_text(), "# the tree's bootstrap.toml\n")
        self.assertTrue(tee)
        if head == self.fail_at:
            return env.Result(101, "Checking rustc_a\n" * 100 + "error[E0425]: cannot find value `x`\n"
                              "Build completed unsuccessfully in 0:01:02\n")
        return env.Result(0, "Finished\n")

    def run_series(self) -> tuple[int, str]:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = series.run(self.ctx)
        return rc, out.getvalue()

    def test_every_commit_then_nothing(self) -> None:
        rc, out = self.run_series()
        self.assertEqual(rc, 0)
        self.assertEqual(self.checked, self.ids)
        for n, i in enumerate(self.ids, 1):
            self.assertRegex(out, r"  ok +\dm\d\ds  %s patch %d" % (i[:12], n))
        self.assertIn("all 3 commit(s) of the series compile", out)
        wt = self.home / "series"
        self.assertEqual(set(series.read_stamp(wt / series.STAMP)), set(self.trees))
        self.assertEqual(tree.out(wt, "status", "--porcelain"), "")  # bootstrap.toml, the stamp: no edits
        # the tree itself is untouched
        self.assertEqual(tree.rev(self.t, "HEAD"), self.ids[-1])
        self.checked.clear()
        rc, out = self.run_series()
        self.assertEqual((rc, self.checked), (0, []))
        self.assertIn("  proven       -  %s patch 1" % self.ids[0][:12], out)

    def test_failure_stops_and_a_rerun_resumes(self) -> None:
        self.fail_at = self.ids[1]
        with self.assertRaises(FrtError) as e:
            self.run_series()
        self.assertEqual(self.checked, self.ids[:2])
        self.assertIn("patch 2 of 3 does not compile on its own: %s patch 2" % self.ids[1][:12], e.exception.what)
        self.assertIn("git rebase -i base", e.exception.todo)
        self.assertIn("rerun ./frt check-series", e.exception.todo)
        wt = self.home / "series"
        self.assertEqual(series.read_stamp(wt / series.STAMP), {self.trees[0]: set()})
        self.assertEqual(tree.rev(wt, "HEAD"), self.ids[1])  # left at the failing commit

        # the fix: patch 2 and 3 rewritten; patch 1 stays proven
        tree.git(self.t, "reset", "-q", "--hard", self.ids[0])
        fixed = [self.commit(self.t, {"src/lib.rs": "pub fn one() -> u32 {\n    %d\n}\n" % n}, "patch %d" % n,
                             date="2026-05-02T12:00:00Z") for n in (2, 3)]
        self.checked.clear()
        rc, out = self.run_series()
        self.assertEqual(rc, 0)
        self.assertEqual(self.checked, fixed)
        self.assertIn("proven", out)

    def test_same_content_under_new_ids_is_not_checked_again(self) -> None:
        self.run_series()
        # what ./frt sync does: the same patches applied again, new commit ids
        tree.git(self.t, "reset", "-q", "--hard", "base")
        again = [self.commit(self.t, {"src/lib.rs": "pub fn one() -> u32 {\n    %d\n}\n" % (10 + n)}, "patch %d" % n,
                             date="2026-06-01T12:00:00Z") for n in (1, 2, 3)]
        self.assertNotEqual(again, self.ids)
        self.checked.clear()
        rc, out = self.run_series()
        self.assertEqual((rc, self.checked), (0, []))
        self.assertEqual(out.count("proven"), 3)

    def test_failure_output(self) -> None:
        self.fail_at = self.ids[0]
        out = io.StringIO()
        with contextlib.redirect_stdout(out), self.assertRaises(FrtError):
            series.run(self.ctx)
        text = out.getvalue()
        self.assertIn("FAILED", text)
        self.assertIn("the end of x.py's output for %s:" % self.ids[0][:12], text)
        self.assertIn("error[E0425]: cannot find value `x`", text)
        self.assertLessEqual(text.count("Checking rustc_a"), series.TAIL_LINES)

    def test_a_foreign_directory_is_moved_aside(self) -> None:
        wt = self.home / "series"
        wt.mkdir()
        (wt / "mine.txt").write_text("something of someone's\n")
        rc, _ = self.run_series()
        self.assertEqual(rc, 0)
        self.assertEqual((self.home / "series.broken-1" / "mine.txt").read_text(), "something of someone's\n")
        self.assertTrue(series.is_worktree_of(wt, self.t))

    def test_a_removed_worktree_is_made_again(self) -> None:
        self.run_series()
        import shutil

        shutil.rmtree(self.home / "series")
        self.checked.clear()
        rc, _ = self.run_series()  # registered but gone: pruned, added again, all checked again
        self.assertEqual((rc, self.checked), (0, self.ids))

    def test_stale_index_lock_is_removed(self) -> None:
        self.run_series()
        wt = self.home / "series"
        gitdir = Path(tree.out(wt, "rev-parse", "--absolute-git-dir"))
        (gitdir / "index.lock").write_text("")
        tree.git(self.t, "commit", "-q", "--allow-empty", "-m", "patch 4")
        rc, _ = self.run_series()
        self.assertEqual(rc, 0)
        self.assertFalse((gitdir / "index.lock").exists())

    def test_preconditions(self) -> None:
        (self.t / "bootstrap.toml").unlink()
        with self.assertRaises(FrtError) as e:
            self.run_series()
        self.assertIn("./frt setup", e.exception.todo)
        series.env.is_ready.return_value = False
        with self.assertRaises(FrtError) as e:
            self.run_series()
        self.assertIn("./frt setup", e.exception.todo)

    def test_command_takes_the_lock(self) -> None:
        self.assertTrue(cli.locked(cli.parse(["check-series"])))
        self.assertIs(cli.parse(["check-series"]).fn, cli.cmd_check_series)
