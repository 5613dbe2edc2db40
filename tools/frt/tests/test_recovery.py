"""tree.py and lock.py: recovery from what an interrupted or killed git (or ./frt) leaves behind.

Every bad state is made for real on a small tree made by tree.create_base.
"""

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any
from unittest import mock

import frt
from frt import lock, tree
from frt.errors import FrtError

from .support import FrtTestCase
from .test_tree import TreeTestCase

TOOLS = Path(frt.__file__).resolve().parent.parent

LIB_TIP = "pub fn one() -> u32 {\n    11\n}\n"
NEW_TIP = "pub fn new() {}\n"

# The patches of a developer tree: src/lib.rs changed, src/new.rs added, src/other.rs removed.
# They are the same bytes every time (fixed dates, --zero-commit), so they are made once.
_PATCHES: dict[str, bytes] = {}


def stop(p: subprocess.Popen[Any]) -> None:
    """End a process a test started (if a failed test left it running) and close its pipes."""
    if p.poll() is None:
        p.kill()
        p.wait()
    for f in (p.stdin, p.stdout):
        if f:
            f.close()


class RecoveryTestCase(TreeTestCase):
    """self.patches holds two patches; tip_of(tree) is the commit they give on top of base."""

    def setUp(self) -> None:
        super().setUp()
        if not _PATCHES:
            dev = self.new_tree("dev")
            self.commit(dev, {"src/lib.rs": LIB_TIP}, "lib: one is eleven")
            self.commit(dev, {"src/new.rs": NEW_TIP, "src/other.rs": None}, "add new.rs, drop other.rs")
            tree.export(dev, self.patches)
            _PATCHES.update((p.name, p.read_bytes()) for p in tree.patch_files(self.patches))
        else:
            self.patches.mkdir()
            for name, data in _PATCHES.items():
                (self.patches / name).write_bytes(data)

    def tip_of(self, t: Path) -> str:
        tip, failure = tree.build_series(t, tree.patch_files(self.patches))
        self.assertIsNone(failure)
        return tip

    def state(self, t: Path) -> tuple[object, ...]:
        """Everything a refused sync must leave as it was."""
        files = {rel: (t / rel).read_bytes() if (t / rel).exists() else None
                 for rel in ("src/main.rs", "src/lib.rs", "src/other.rs", "src/new.rs", "src/mine.rs",
                             "README.md")}
        return (self.head(t), tree.rev(t, tree.SYNCED),
                self.git(t, "status", "--porcelain", "--untracked-files=all"),
                self.git(t, "ls-files", "-s"), files)

    def assert_at_tip(self, t: Path, tip: str) -> None:
        self.assertEqual(self.head(t), tip)
        self.assertEqual(tree.rev(t, tree.SYNCED), tip)
        self.assertEqual(self.git(t, "rev-parse", "--abbrev-ref", "HEAD"), tree.BRANCH)
        self.assertEqual(tree.dirty(t), "")
        self.assertEqual(tree.stale_locks(t), [])
        self.assertEqual((t / "src/lib.rs").read_text(), LIB_TIP)
        self.assertEqual((t / "src/new.rs").read_text(), NEW_TIP)
        self.assertFalse((t / "src/other.rs").exists())


# --- stale git locks -----------------------------------------------------

class StaleLockTest(RecoveryTestCase):
    def make_locks(self, t: Path) -> list[Path]:
        g = t / ".git"
        locks = [g / "HEAD.lock", g / "index.lock", g / "refs/heads/frt.lock", g / "gc.pid"]
        locks[0].write_text("ref: refs/heads/frt\n")
        locks[1].write_bytes((g / "index").read_bytes())
        locks[2].write_text(tree.rev(t, "base") + "\n")
        locks[3].write_text("4242 somehost\n")
        return locks

    def test_sync_removes_stale_locks_and_says_which(self) -> None:
        t = self.new_tree("a")
        self.assertTrue(tree.sync(t, self.patches))
        tip = self.head(t)
        locks = self.make_locks(t)
        self.assertEqual(tree.stale_locks(t), sorted(locks))
        self.stderr.truncate(0)
        self.stderr.seek(0)

        self.assertFalse(tree.sync(t, self.patches))  # already at the tip: no file changes
        for f in locks:
            self.assertFalse(f.exists(), f)
            self.assertIn("removing %s" % f, self.stderr.getvalue())
        self.assert_at_tip(t, tip)
        # git works again in the tree: the branch can move.
        tree.git(t, "update-ref", "refs/heads/frt", tip)

    def test_no_locks_no_message(self) -> None:
        t = self.new_tree("a")
        tree.recover(t)
        self.assertNotIn("removing", self.stderr.getvalue())

    def test_live_git_keeps_its_locks(self) -> None:
        t = self.new_tree("a")
        locks = self.make_locks(t)
        with mock.patch.object(tree, "git_processes", return_value=[4242]):
            with self.assertRaises(FrtError) as e:
                tree.recover(t)
            self.assertIn("pid 4242", e.exception.what)
            self.assertIn("HEAD.lock", e.exception.what)
            self.assertTrue(e.exception.todo)
            with self.assertRaises(FrtError):
                tree.sync(t, self.patches)
        for f in locks:
            self.assertTrue(f.exists(), f)
        self.assertNotIn("removing", self.stderr.getvalue())
        self.assertEqual(self.head(t), tree.rev(t, "base"))

    def test_live_git_without_locks_is_no_obstacle(self) -> None:
        # A `git log` of the user's in the tree holds no lock: the sync goes on.
        t = self.new_tree("a")
        with mock.patch.object(tree, "git_processes", return_value=[4242]):
            self.assertTrue(tree.sync(t, self.patches))
        self.assert_at_tip(t, self.tip_of(t))

    def start_git(self, where: Path) -> subprocess.Popen[bytes]:
        """A real git that keeps running with its cwd in `where` until its stdin is closed."""
        p = subprocess.Popen(["git", "-C", str(where), "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.addCleanup(stop, p)
        p.stdin.write(b"HEAD\n")
        p.stdin.flush()
        self.assertIn(b" commit ", p.stdout.readline())  # it has answered: it is set up in the tree
        return p

    def test_git_processes_finds_a_real_git(self) -> None:
        t = self.new_tree("a")
        other = self.tmp / "ab"  # a name that only starts like the tree's
        tree.git(self.tmp, "init", "-q", str(other))
        tree.git(other, "commit", "-q", "--allow-empty", "-m", "x")
        p, q = self.start_git(t), self.start_git(other)
        self.assertIn(p.pid, tree.git_processes(t))
        self.assertNotIn(q.pid, tree.git_processes(t))
        self.assertIn(q.pid, tree.git_processes(other))
        self.assertNotIn(p.pid, tree.git_processes(t / "src"))  # a git in the parent is not in src/

        # With that git running, its locks are live: recover names it and removes nothing.
        lock_file = t / ".git" / "index.lock"
        lock_file.write_bytes(b"")
        with self.assertRaises(FrtError) as e:
            tree.recover(t)
        self.assertIn(str(p.pid), e.exception.what)
        self.assertTrue(lock_file.exists())

        p.communicate(b"")  # closes stdin: that git ends
        self.assertEqual(p.returncode, 0)
        self.assertNotIn(p.pid, tree.git_processes(t))
        tree.recover(t)
        self.assertFalse(lock_file.exists())
        q.communicate(b"")


# --- interrupted checkouts ---------------------------------------------

class InterruptedCheckoutTest(RecoveryTestCase):
    def test_checkout_that_moved_index_and_files_but_not_head(self) -> None:
        # What `git checkout -f -B frt <tip>` killed at the ref update leaves.
        t = self.new_tree("a")
        base, tip = tree.rev(t, "base"), self.tip_of(t)
        tree.git(t, "read-tree", "-u", "--reset", tip)
        (t / ".git" / "HEAD.lock").write_text("ref: refs/heads/frt\n")
        (t / ".git" / "refs/heads/frt.lock").write_text(tip + "\n")
        self.assertEqual(self.head(t), base)
        self.assertEqual((t / "src/lib.rs").read_text(), LIB_TIP)
        self.assertNotEqual(tree.dirty(t), "")

        self.assertTrue(tree.sync(t, self.patches))
        self.assert_at_tip(t, tip)
        err = self.stderr.getvalue()
        self.assertIn("interrupted checkout", err)
        self.assertIn("HEAD.lock", err)
        self.assertIn("frt.lock", err)

    def test_checkout_between_two_tips(self) -> None:
        # The tree was synced to tip 1; the sync to tip 2 was killed half-way.
        t = self.new_tree("a")
        tree.sync(t, self.patches)
        tip1 = self.head(t)
        os.chmod(t / "src/main.rs", 0o755)  # a patch may change a mode too
        self.commit(t, {"README.md": "tip 2\n"}, "tip 2")
        tree.export(t, self.patches)
        tree.git(t, "reset", "-q", "--hard", tip1)
        tree.git(t, "update-ref", tree.SYNCED, tip1)
        tip2 = self.tip_of(t)
        self.assertNotEqual(tip1, tip2)
        tree.git(t, "read-tree", "-u", "--reset", tip2)
        self.assertEqual(self.head(t), tip1)

        self.assertTrue(tree.sync(t, self.patches))
        self.assert_at_tip(t, tip2)
        self.assertEqual((t / "README.md").read_text(), "tip 2\n")
        self.assertTrue(os.access(t / "src/main.rs", os.X_OK))
        self.assertIn("interrupted checkout", self.stderr.getvalue())

    def test_half_done_checkout(self) -> None:
        # Only some files were rewritten to the tip's content; the index is still HEAD's.
        t = self.new_tree("a")
        tip = self.tip_of(t)
        (t / "src/lib.rs").write_text(LIB_TIP)
        (t / "src/new.rs").write_text(NEW_TIP)  # untracked as far as HEAD knows
        (t / "src/other.rs").unlink()
        (t / ".git" / "index.lock").write_bytes(b"DIRC")  # the new index git was writing
        self.assertNotEqual(tree.dirty(t), "")

        self.assertTrue(tree.sync(t, self.patches))
        self.assert_at_tip(t, tip)
        self.assertIn("index.lock", self.stderr.getvalue())
        self.assertIn("interrupted checkout", self.stderr.getvalue())


# --- real work is still protected ------------------------------------------

class UserWorkTest(RecoveryTestCase):
    def assert_refused_then_discarded(self, t: Path) -> None:
        before = self.state(t)
        with self.assertRaises(FrtError) as e:
            tree.sync(t, self.patches)
        self.assertIn("uncommitted edits", e.exception.what)
        self.assertIn("--discard", e.exception.todo)
        self.assertEqual(self.state(t), before)
        self.assertNotIn("interrupted checkout", self.stderr.getvalue())

        self.assertTrue(tree.sync(t, self.patches, discard=True))
        self.assert_at_tip(t, self.tip_of(t))
        self.assertFalse((t / "src/mine.rs").exists())

    def test_edit_with_unknown_content(self) -> None:
        t = self.new_tree("a")
        (t / "src/main.rs").write_text("// my edit\n")
        self.assert_refused_then_discarded(t)

    def test_edit_of_a_file_the_patches_change(self) -> None:
        t = self.new_tree("a")
        (t / "src/lib.rs").write_text("pub fn one() -> u32 {\n    12\n}\n")  # neither base's nor tip's
        self.assert_refused_then_discarded(t)

    def test_mode_change(self) -> None:
        t = self.new_tree("a")
        os.chmod(t / "src/main.rs", 0o755)
        self.assert_refused_then_discarded(t)
        self.assertFalse(os.access(t / "src/main.rs", os.X_OK))

    def test_new_untracked_source(self) -> None:
        t = self.new_tree("a")
        (t / "src/mine.rs").write_text("// a new file\n")
        self.assert_refused_then_discarded(t)

    def test_staged_change_with_unknown_content(self) -> None:
        # Only the index holds the work: the work-tree file is back at HEAD's content.
        t = self.new_tree("a")
        f = t / "src/main.rs"
        original = f.read_bytes()
        f.write_text("// staged work\n")
        tree.git(t, "add", "src/main.rs")
        f.write_bytes(original)
        self.assertIn("MM src/main.rs", tree.dirty(t).splitlines())  # staged; the file is HEAD's again
        self.assert_refused_then_discarded(t)

    def test_real_edit_inside_an_interrupted_checkout(self) -> None:
        t = self.new_tree("a")
        tree.git(t, "read-tree", "-u", "--reset", self.tip_of(t))
        (t / "README.md").write_text("my notes\n")
        self.assert_refused_then_discarded(t)

    def test_build_products_are_not_edits(self) -> None:
        t = self.new_tree("a")
        (t / "build").mkdir()
        (t / "build" / "artifact").write_text("built\n")
        (t / "bootstrap.toml").write_text("# generated\n")
        self.assertTrue(tree.sync(t, self.patches))
        self.assertTrue((t / "build" / "artifact").exists())
        self.assertTrue((t / "bootstrap.toml").exists())


# --- only_known_content ----------------------------------------------------

class OnlyKnownContentTest(RecoveryTestCase):
    """One tree, put back to HEAD after each case (a tree per case would be slow)."""

    CASES = [
        ("clean tree", True, lambda t, tip: None),
        ("deleted file absent in tip", True, lambda t, tip: (t / "src/other.rs").unlink()),
        ("deleted file absent in tip, also from the index", True,
         lambda t, tip: tree.git(t, "rm", "-q", "src/other.rs")),
        ("deleted file present in all known commits", False, lambda t, tip: (t / "src/main.rs").unlink()),
        ("deleted from the index only, present in all known commits", False,
         lambda t, tip: tree.git(t, "rm", "-q", "--cached", "src/main.rs")),
        ("files with the tip's content", True,
         lambda t, tip: ((t / "src/lib.rs").write_text(LIB_TIP), (t / "src/new.rs").write_text(NEW_TIP))),
        ("the index at the tip, the files at HEAD", True,
         lambda t, tip: tree.git(t, "read-tree", "--reset", tip)),
        ("a mode change only", False, lambda t, tip: os.chmod(t / "src/main.rs", 0o755)),
        ("a mode change only", False, lambda t, tip: os.chmod(t / "src/main.rs", 0o755)),
        ("a new file with unknown content", False,
         lambda t, tip: (t / "src/new.rs").write_text("pub fn new() -> u8 { 1 }\n")),
        ("an untracked symlink", False, lambda t, tip: (t / "src/link.rs").symlink_to("lib.rs")),
    ]

    def test_cases(self) -> None:
        t = self.new_tree("a")
        tip = self.tip_of(t)
        known = [tip, self.head(t)]
        for name, expected, make in self.CASES:
            with self.subTest(name):
                make(t, tip)
                self.assertEqual(tree.only_known_content(t, known), expected)
            tree.git(t, "reset", "-q", "--hard", "HEAD")
            tree.git(t, "clean", "-q", "-fd")
            self.assertEqual(tree.dirty(t), "")


# --- create_base over something that is not a tree ------------------------

class BrokenTreeTest(RecoveryTestCase):
    def test_what_is_in_the_way_is_moved_aside(self) -> None:
        t = self.tmp / "rust"
        t.mkdir()
        (t / "notes.txt").write_text("someone's notes\n")
        tree.create_base(t, self.orig, self.debian)
        aside = self.tmp / "rust.broken-1"
        self.assertEqual((aside / "notes.txt").read_text(), "someone's notes\n")
        self.assertTrue(tree.usable(t))
        self.assertFalse((t / "notes.txt").exists())
        self.assertEqual(tree.dirty(t), "")
        self.assertIn("moving it to %s" % aside, self.stderr.getvalue())

        # A git repository without the tag `base` (here: the tag lost) is not a tree either.
        base = tree.rev(t, "base")
        tree.git(t, "tag", "-d", "base")
        self.assertFalse(tree.usable(t))
        tree.create_base(t, self.orig, self.debian)
        aside2 = self.tmp / "rust.broken-2"
        self.assertIn("moving it to %s" % aside2, self.stderr.getvalue())
        self.assertEqual(tree.rev(aside2, "HEAD"), base)  # kept whole, with its history
        self.assertEqual((aside / "notes.txt").read_text(), "someone's notes\n")
        self.assertEqual(tree.rev(t, "base"), base)

        # A .git that is no repository any more (here: its HEAD lost).
        (t / ".git" / "HEAD").unlink()
        self.assertFalse(tree.usable(t))
        tree.create_base(t, self.orig, self.debian)
        self.assertTrue((self.tmp / "rust.broken-3" / ".git" / "refs" / "tags" / "base").exists())
        self.assertEqual(tree.rev(t, "base"), base)

    def test_foreign_git_repository(self) -> None:
        t = self.tmp / "rust"
        tree.git(self.tmp, "init", "-q", str(t))
        (t / "mine.txt").write_text("mine\n")
        tree.git(t, "add", "mine.txt")
        tree.git(t, "commit", "-q", "-m", "my commit")
        mine = tree.rev(t, "HEAD")
        tree.create_base(t, self.orig, self.debian)
        self.assertEqual(tree.rev(self.tmp / "rust.broken-1", "HEAD"), mine)
        self.assertTrue(tree.usable(t))

    def test_usable_tree_is_left_alone(self) -> None:
        t = self.new_tree("rust")
        (t / "build").mkdir()
        tree.create_base(t, self.orig, self.debian)
        self.assertTrue((t / "build").is_dir())
        self.assertFalse((self.tmp / "rust.broken-1").exists())


# --- no git maintenance --------------------------------------------------------

class ConfigureTest(RecoveryTestCase):
    def local(self, t: Path, key: str) -> str:
        return self.git(t, "config", "--local", "--get", key)

    def test_new_tree_has_no_maintenance(self) -> None:
        t = self.new_tree("a")
        self.assertEqual(self.local(t, "gc.auto"), "0")
        self.assertEqual(self.local(t, "maintenance.auto"), "false")
        self.assertEqual(self.local(t, "core.autocrlf"), "false")

    def test_sync_configures_an_older_tree(self) -> None:
        t = self.new_tree("a")
        tree.git(t, "config", "--local", "--unset", "gc.auto")
        tree.git(t, "config", "--local", "maintenance.auto", "true")
        tree.sync(t, self.patches)
        self.assertEqual(self.local(t, "gc.auto"), "0")
        self.assertEqual(self.local(t, "maintenance.auto"), "false")

    def test_every_git_call_disables_maintenance(self) -> None:
        t = self.new_tree("a")
        with mock.patch.object(tree.subprocess, "run", wraps=subprocess.run) as run:
            tree.sync(t, self.patches)
        calls = [c.args[0] for c in run.call_args_list if c.args[0][0] == "git"]
        self.assertTrue(calls)
        n = len(tree.NO_MAINTENANCE)
        self.assertIn("gc.auto=0", tree.NO_MAINTENANCE)
        for argv in calls:
            # Right after `-C <tree>`, before the subcommand: `git -c` only counts there.
            self.assertEqual(tuple(argv[3:3 + n]), tree.NO_MAINTENANCE, argv)


# --- lock.held ------------------------------------------------------------------

HOLDER = textwrap.dedent("""\
    import subprocess, sys, time
    sys.path.insert(0, sys.argv[1])
    from pathlib import Path
    from frt import lock
    with lock.held(Path(sys.argv[2]), "build --stage 1"):
        # A child that outlives the holder: it must not keep the lock (close_fds=False on purpose).
        child = subprocess.Popen(["sleep", "60"], close_fds=False)
        print(child.pid, flush=True)
        time.sleep(60)
""")


class LockTest(FrtTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.home = self.tmp / "home" / "frt"  # made by held

    def start_holder(self) -> tuple[subprocess.Popen[str], int]:
        p = subprocess.Popen([sys.executable, "-c", HOLDER, str(TOOLS), str(self.home)],
                             stdout=subprocess.PIPE, text=True)
        self.addCleanup(stop, p)
        child = int(p.stdout.readline())  # the lock is held from here on
        self.addCleanup(self.kill, child)
        return p, child

    def kill(self, pid: int) -> None:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def test_second_holder_is_refused_until_the_first_is_killed(self) -> None:
        holder, child = self.start_holder()
        with self.assertRaises(FrtError) as e:
            with lock.held(self.home, "sync"):
                self.fail("two holders")
        self.assertIn("pid %d" % holder.pid, e.exception.what)
        self.assertIn("./frt build --stage 1", e.exception.what)
        self.assertIn(str(self.home), e.exception.what)
        self.assertTrue(e.exception.todo)

        holder.send_signal(signal.SIGKILL)
        holder.wait()
        os.kill(child, 0)  # the holder's child still runs, and does not hold the lock
        with lock.held(self.home, "sync"):
            self.assertEqual((self.home / ".lock").read_text(), "pid %d, ./frt sync" % os.getpid())

    def test_released_on_exit_and_on_error(self) -> None:
        with lock.held(self.home, "sync"):
            pass
        with self.assertRaises(KeyError):
            with lock.held(self.home, "build"):
                raise KeyError("boom")
        with lock.held(self.home, "test"):
            pass

    def test_nested_holds_on_different_homes(self) -> None:
        other = self.tmp / "other-home"
        with lock.held(self.home, "build"):
            with lock.held(other, "test"):
                self.assertIn("./frt test", (other / ".lock").read_text())
            self.assertIn("./frt build", (self.home / ".lock").read_text())
