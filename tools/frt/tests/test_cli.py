"""cli.py: error reporting, the command set, export --check, host_binds."""

import argparse
import contextlib
import io
import os
from pathlib import Path
from unittest import mock

from frt import cli, commands, config, prepare, tree

from .test_tree import TreeTestCase
from .support import FrtTestCase

COMMANDS = ["setup", "sync", "export", "build", "x", "rustc", "cargo", "shell", "test", "status", "bench", "dist",
            "check-series", "owner"]


def run_main(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = cli.main(argv)
    return rc, out.getvalue(), err.getvalue()


class MainTest(FrtTestCase):
    def setUp(self) -> None:
        super().setUp()
        Path(os.environ["FRT_HOME"]).mkdir()

    def test_export_check_without_tree(self) -> None:
        rc, out, err = run_main(["export", "--check"])
        self.assertEqual(rc, 1)
        self.assertEqual(out, "")
        self.assertTrue(err.startswith("frt: error: "), err)
        self.assertIn(str(Path(os.environ["FRT_HOME"]) / "rust"), err)
        self.assertIn("run ./frt setup", err)

    def test_status_without_anything(self) -> None:
        rc, out, err = run_main(["status"])
        self.assertEqual(rc, 0)
        self.assertIn("FRT_HOME      %s" % os.environ["FRT_HOME"], out)
        self.assertIn("not set up (./frt setup)", out)
        self.assertIn("source tree   not created (./frt setup)", out)

    def test_rustc_without_build(self) -> None:
        rc, out, err = run_main(["rustc", "-vV"])
        self.assertEqual(rc, 1)
        self.assertIn("run ./frt build", err)

    def test_setup_needs_root(self) -> None:
        with mock.patch("os.geteuid", return_value=1000):
            rc, out, err = run_main(["setup"])
        self.assertEqual(rc, 1)
        self.assertIn("needs root", err)
        self.assertIn("sudo ./frt setup", err)

    def test_interrupt(self) -> None:
        with mock.patch.object(cli, "Ctx", side_effect=KeyboardInterrupt):
            rc, out, err = run_main(["status"])
        self.assertEqual(rc, 130)
        self.assertIn("interrupted", err)


class ExportCommandTest(TreeTestCase):
    """./frt export [--check] against a tree in $FRT_HOME and a patches/ of the test's own."""

    def setUp(self) -> None:
        super().setUp()
        self.t = Path(os.environ["FRT_HOME"]) / "rust"
        self.t.parent.mkdir()
        tree.create_base(self.t, self.orig, self.debian)
        self.patches.mkdir()
        p = mock.patch.object(config, "PATCHES", self.patches)
        p.start()
        self.addCleanup(p.stop)

    def test_check_and_export(self) -> None:
        rc, out, err = run_main(["export", "--check"])
        self.assertEqual((rc, out), (0, "patches/ matches the source tree\n"))

        self.commit(self.t, {"README.md": "edited\n"}, "readme: edit")
        rc, out, err = run_main(["export", "--check"])
        self.assertEqual(rc, 1)
        self.assertIn("disagree", out)
        self.assertIn("new:     0001-readme-edit.patch", out)
        self.assertEqual(list(self.patches.iterdir()), [])  # --check writes nothing

        (self.t / "src/main.rs").write_text("// uncommitted\n")
        rc, out, err = run_main(["export"])
        self.assertEqual(rc, 0)
        self.assertIn("new:     0001-readme-edit.patch", out)
        self.assertIn("uncommitted edits", err)
        self.assertEqual([p.name for p in self.patches.iterdir()], ["0001-readme-edit.patch"])

        rc, out, err = run_main(["export"])
        self.assertEqual((rc, out), (0, "patches/ already up to date\n"))

        rc, out, err = run_main(["export", "--check"])  # the uncommitted edit still disagrees
        self.assertEqual(rc, 1)
        self.assertIn("uncommitted edits", out)
        self.assertIn("src/main.rs", out)

    def test_status_lists_the_applied_commits(self) -> None:
        self.commit(self.t, {"README.md": "one\n"}, "first change")
        self.commit(self.t, {"README.md": "two\n"}, "second change")
        rc, out, err = run_main(["status"])
        self.assertEqual(rc, 0)
        lines = out.splitlines()
        i = lines.index("applied       2 commit(s) on base")
        self.assertRegex(lines[i + 1], r"^  [0-9a-f]{12} first change$")
        self.assertRegex(lines[i + 2], r"^  [0-9a-f]{12} second change$")
        self.assertIn("patches/      differs: new:     0001-first-change.patch", out)

    def test_a_directory_without_base_is_no_tree(self) -> None:
        self.assertTrue(tree.usable(self.t))
        tree.require_usable(self.t, "unused")
        other = self.tmp / "plain"
        tree.git(self.tmp, "init", "-q", str(other))
        self.assertFalse(tree.usable(other))
        with self.assertRaises(tree.FrtError) as e:
            tree.require_usable(other, "run ./frt setup first")
        self.assertIn(str(other), e.exception.what)
        self.assertEqual(e.exception.todo, "run ./frt setup first")


class ParserTest(FrtTestCase):
    def subparsers(self) -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
        ap = cli.parser()
        actions = [a for a in ap._actions if isinstance(a, argparse._SubParsersAction)]
        self.assertEqual(len(actions), 1)
        return ap, actions[0].choices

    def test_every_command_has_a_description(self) -> None:
        ap, choices = self.subparsers()
        self.assertEqual(sorted(choices), sorted(COMMANDS))
        for name, sp in choices.items():
            self.assertTrue(sp.description and sp.description.strip(), name)
            self.assertIn(name, ap.format_help())
            sp.format_help()

    def test_arguments(self) -> None:
        ap = cli.parser()
        self.assertTrue(ap.parse_args(["sync", "--discard"]).discard)
        self.assertTrue(ap.parse_args(["export", "--check"]).check)
        self.assertEqual(ap.parse_args(["x", "test", "--stage", "1"]).args, ["test", "--stage", "1"])
        self.assertEqual(ap.parse_args(["cargo", "+stable", "build"]).args, ["+stable", "build"])
        a = ap.parse_args(["test", "--unit"])
        self.assertTrue(a.unit)
        self.assertFalse(a.full)
        with contextlib.redirect_stderr(io.StringIO()), self.assertRaises(SystemExit):
            ap.parse_args([])

    def test_passthrough_commands_take_leading_options(self) -> None:
        for argv in (["rustc", "-vV"], ["rustc", "--edition", "2024", "main.rs"], ["x", "--stage", "1", "build"],
                     ["x", "--help"], ["cargo", "--version"], ["cargo", "+stable", "build", "-q"], ["x"],
                     ["rustc", "--", "-x"]):
            args = cli.parse(argv)
            self.assertIs(args.fn, getattr(cli, "cmd_" + argv[0]), argv)
            self.assertEqual(args.args, argv[1:], argv)
        self.assertTrue(cli.parse(["sync", "--discard"]).discard)
        with contextlib.redirect_stderr(io.StringIO()), self.assertRaises(SystemExit):
            cli.parse(["sync", "--bogus"])


class HostBindsTest(FrtTestCase):
    def setUp(self) -> None:
        super().setUp()
        old = os.getcwd()
        self.addCleanup(os.chdir, old)
        self.work = self.tmp / "work dir"
        (self.work / "src").mkdir(parents=True)
        (self.work / "src" / "main.rs").write_text("fn main() {}\n")
        (self.work / "out").mkdir()
        self.other = self.tmp / "elsewhere"
        self.other.mkdir()
        (self.other / "lib.rs").write_text("\n")
        os.chdir(self.work)

    def test_relative_file_maps_to_its_absolute_directory(self) -> None:
        binds = commands.host_binds(["src/main.rs"])
        self.assertIn(self.work / "src", binds)
        self.assertIn(self.work, binds)  # the current directory
        self.assertTrue(all(b.is_absolute() for b in binds))

    def test_options_and_absolute_paths(self) -> None:
        binds = commands.host_binds(["--out-dir=out", str(self.other / "lib.rs"), "-o", "out/x", "--edition", "2024",
                                "/"])
        self.assertEqual(binds, sorted({self.work, self.work / "out", self.other}))

    def test_nonexistent_output_file(self) -> None:
        self.assertEqual(commands.host_binds(["-o", "hello"]), [self.work])


class ChooseTreeTest(TreeTestCase):
    """In CI, a contributor's tree with unexported work is left alone."""

    def setUp(self) -> None:
        super().setUp()
        self.home = Path(os.environ["FRT_HOME"])
        self.home.mkdir()
        self.t = self.home / "rust"
        tree.create_base(self.t, self.orig, self.debian)
        self.patches.mkdir()
        p = mock.patch.object(config, "PATCHES", self.patches)
        p.start()
        self.addCleanup(p.stop)

    def test_outside_ci_the_tree_is_used(self) -> None:
        (self.t / "README.md").write_text("edit\n")
        ctx = prepare.Ctx()
        prepare.choose_tree(ctx)
        self.assertEqual(ctx.paths.tree, self.t)

    def test_ci_with_a_clean_tree_uses_it(self) -> None:
        os.environ["CI"] = "true"
        ctx = prepare.Ctx()
        prepare.choose_tree(ctx)
        self.assertEqual(ctx.paths.tree, self.t)

    def test_ci_with_unexported_work_builds_elsewhere(self) -> None:
        os.environ["CI"] = "true"
        mine = self.commit(self.t, {"README.md": "work in progress\n"}, "wip")
        (self.t / "src/main.rs").write_text("// uncommitted\n")
        ctx = prepare.Ctx()
        prepare.choose_tree(ctx)
        ci = self.home / "rust-ci"
        self.assertEqual(ctx.paths.tree, ci)
        self.assertEqual(tree.rev(ci, "HEAD"), tree.rev(self.t, "base"))
        self.assertEqual(tree.dirty(ci), "")
        tree.sync(ci, self.patches)
        self.assertEqual(tree.rev(ci, "HEAD"), tree.rev(ci, "base"))
        # The contributor's tree is untouched.
        self.assertEqual(tree.rev(self.t, "HEAD"), mine)
        self.assertEqual((self.t / "src/main.rs").read_text(), "// uncommitted\n")
        # The next CI run reuses the CI tree.
        ctx = prepare.Ctx()
        prepare.choose_tree(ctx)
        self.assertEqual(ctx.paths.tree, ci)
