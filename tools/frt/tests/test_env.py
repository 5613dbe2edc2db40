"""env.py: root, disk, archive checks; the stamp; the mount script."""

import collections
import os
import shlex
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from unittest import mock

from frt import config, env
from frt.errors import FrtError

from .support import FrtTestCase, repo_config

Usage = collections.namedtuple("Usage", "total used free")
GiB = 2**30


def cfg(packages: Sequence[str] = ("git", "cmake", "python3"), suite: str = "trixie") -> config.Config:
    return repo_config(env=config.EnvSpec(suite, "http://deb.debian.org/debian", "minbase", tuple(packages),
                                          "/usr/bin/llvm-config-22", 15))


class RootTest(FrtTestCase):
    def test_not_root_raises(self) -> None:
        with mock.patch("os.geteuid", return_value=1000):
            with self.assertRaises(FrtError) as e:
                env.require_root("setup")
        self.assertIn("root", e.exception.what)
        self.assertIn("sudo ./frt setup", e.exception.todo)

    def test_root_passes(self) -> None:
        with mock.patch("os.geteuid", return_value=0):
            env.require_root("setup")

    def test_run_needs_root_first(self) -> None:
        with mock.patch("os.geteuid", return_value=1000), mock.patch("subprocess.run") as run:
            with self.assertRaises(FrtError) as e:
                env.run(self.tmp / "env", ["true"])
        self.assertIn("root", e.exception.what)
        run.assert_not_called()

    def test_run_without_environment_says_setup(self) -> None:
        with mock.patch("os.geteuid", return_value=0), mock.patch("subprocess.run") as run:
            with self.assertRaises(FrtError) as e:
                env.run(self.tmp / "env", ["true"])
        self.assertIn("./frt setup", e.exception.todo)
        run.assert_not_called()


class DiskTest(FrtTestCase):
    def test_small_disk_raises_with_free_space_and_todo(self) -> None:
        with mock.patch("shutil.disk_usage", return_value=Usage(100 * GiB, 97.5 * GiB, 2.5 * GiB)) as du:
            with self.assertRaises(FrtError) as e:
                env.check_disk(self.tmp / "not" / "yet" / "there", 15)
        du.assert_called_once_with(self.tmp)  # the nearest existing parent
        self.assertIn("2.5 GiB free", e.exception.what)
        self.assertIn("15 GiB", e.exception.what)
        self.assertIn(str(self.tmp), e.exception.what)
        self.assertIn("FRT_HOME", e.exception.todo)

    def test_enough_disk_passes(self) -> None:
        with mock.patch("shutil.disk_usage", return_value=Usage(100 * GiB, 50 * GiB, 50 * GiB)):
            env.check_disk(self.tmp, 15)


class ArchiveTest(FrtTestCase):
    def test_unreachable_archive(self) -> None:
        with self.assertRaises(FrtError) as e:
            env.check_archive("http://127.0.0.1:9/", "trixie")
        self.assertIn("cannot reach the Debian archive", e.exception.what)
        self.assertIn("http://127.0.0.1:9/dists/trixie/Release", e.exception.what)
        self.assertIn("network", e.exception.todo)


class StampTest(FrtTestCase):
    def test_stamp_follows_the_package_list(self) -> None:
        a = env.env_stamp(cfg())
        self.assertEqual(a, env.env_stamp(cfg()))
        self.assertEqual(a, env.env_stamp(cfg(("python3", "git", "cmake"))))  # order does not matter
        self.assertNotEqual(a, env.env_stamp(cfg(("git", "cmake", "python3", "ninja-build"))))
        self.assertNotEqual(a, env.env_stamp(cfg(("git", "cmake"))))
        self.assertNotEqual(a, env.env_stamp(cfg(suite="forky")))

    def test_is_ready(self) -> None:
        root = self.tmp / "env"
        root.mkdir()
        self.assertFalse(env.is_ready(cfg(), root))
        (root / env.STAMP).write_text(env.env_stamp(cfg()) + "\n")
        self.assertTrue(env.is_ready(cfg(), root))
        self.assertFalse(env.is_ready(cfg(("git",)), root))

    def test_setup_of_a_ready_environment_does_nothing(self) -> None:
        root = self.tmp / "env"
        root.mkdir()
        (root / env.STAMP).write_text(env.env_stamp(cfg()) + "\n")
        with mock.patch("os.geteuid", return_value=1000), mock.patch("subprocess.run") as run:
            env.setup(cfg(), root)  # no root needed, nothing run
        run.assert_not_called()


class MountScriptTest(FrtTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.root = self.tmp / "my env root"
        self.root.mkdir()
        self.bind_dir = self.tmp / "a dir with spaces"
        self.bind_dir.mkdir()
        self.bind_file = self.tmp / "it's a file.rs"
        self.bind_file.write_text("fn main() {}\n")
        self.cwd = self.bind_dir
        self.argv = ["rustc", "it's a file.rs", "-o", "out put"]
        self.env = {"HOME": "/root", "ODD": "a b'c"}
        self.script = env.mount_script(self.root, [self.bind_dir, self.bind_file], self.cwd, self.argv, self.env)

    def test_ends_with_chroot_under_a_waiting_shell(self) -> None:
        # the script's shell stays PID 1 of the namespace (it reaps orphans): no exec
        lines = self.script.splitlines()
        self.assertEqual(lines[0], "set -e")
        self.assertTrue(lines[-1].startswith("chroot "), lines[-1])
        self.assertEqual(sum(l.startswith("exec ") for l in lines), 0)

    def test_paths_with_spaces_are_quoted(self) -> None:
        words = [shlex.split(l) for l in self.script.splitlines()]
        self.assertIn(["mount", "-t", "proc", "proc", str(self.root / "proc")], words)
        self.assertIn(["mount", "--bind", str(self.bind_dir), str(self.root) + str(self.bind_dir)], words)
        self.assertIn(["mount", "--bind", str(self.bind_file), str(self.root) + str(self.bind_file)], words)
        last = words[-1]
        self.assertEqual(last[:2], ["chroot", str(self.root)])
        self.assertEqual(last[2:4], ["/usr/bin/env", "-i"])
        self.assertIn("ODD=a b'c", last)
        inner = shlex.split(last[-1])
        self.assertEqual(inner, ["cd", str(self.cwd), "&&", "exec", *self.argv])

    def test_script_runs_as_written(self) -> None:
        """Run it with stub mount/chroot: the words they get are the intended ones."""
        stubs = self.tmp / "stubs"
        stubs.mkdir()
        log = self.tmp / "log"
        for name in ("mount", "chroot"):
            f = stubs / name
            f.write_text('#!/bin/sh\nfor a in %s "$@"; do printf "%%s\\n" "$a"; done >> "$LOG"\n'
                         'printf -- "--\\n" >> "$LOG"\n' % name)
            f.chmod(0o755)
        r = subprocess.run(["/bin/sh", "-c", self.script], capture_output=True, text=True,
                           env=dict(os.environ, PATH="%s:%s" % (stubs, os.environ["PATH"]), LOG=str(log)))
        self.assertEqual(r.returncode, 0, r.stderr)
        calls = [c.strip("\n").split("\n") for c in log.read_text().split("--\n") if c.strip()]
        self.assertEqual(calls[0], ["mount", "-t", "proc", "proc", str(self.root / "proc")])
        self.assertIn(["mount", "--bind", str(self.bind_dir), str(self.root) + str(self.bind_dir)], calls)
        self.assertEqual(calls[-1][:2], ["chroot", str(self.root)])
        self.assertEqual(calls[-1][-1], "cd %s && exec %s" % (shlex.quote(str(self.cwd)),
                                                              " ".join(shlex.quote(a) for a in self.argv)))
        # The bind targets were made: a directory for a directory, a file for a file.
        self.assertTrue(Path(str(self.root) + str(self.bind_dir)).is_dir())
        self.assertTrue(Path(str(self.root) + str(self.bind_file)).is_file())


class FakePopen:
    """subprocess.Popen as env.run uses it: a context manager with stdout lines and an exit code."""

    def __init__(self, returncode: int, lines: list[str]) -> None:
        self.returncode, self.stdout, self.pid = returncode, iter(lines), 4242

    def __call__(self, cmd: list[str], **kw: Any) -> "FakePopen":
        self.cmd, self.kw = cmd, kw
        return self

    def __enter__(self) -> "FakePopen":
        return self

    def __exit__(self, *exc: object) -> bool:
        return False

    def wait(self) -> int:
        return self.returncode


class RunResultTest(FrtTestCase):
    """env.run returns one record, env.Result, whatever the options."""

    def setUp(self) -> None:
        super().setUp()
        self.root = self.tmp / "env"
        (self.root / "usr" / "bin").mkdir(parents=True)
        (self.root / "etc").mkdir()
        p = mock.patch("os.geteuid", return_value=0)
        p.start()
        self.addCleanup(p.stop)

    def run_with(self, popen: FakePopen, **kw: Any) -> env.Result:
        with mock.patch.object(env.subprocess, "Popen", popen), mock.patch("sys.stdout"):
            return env.run(self.root, ["x.py", "check"], **kw)

    def test_plain_run(self) -> None:
        r = self.run_with(FakePopen(3, []), check=False)
        self.assertEqual(r, env.Result(3, ""))
        self.assertFalse(r.ok)
        self.assertTrue(env.Result(0).ok)

    def test_tee_keeps_the_output(self) -> None:
        popen = FakePopen(0, ["a\n", "b\n"])
        r = self.run_with(popen, tee=True)
        self.assertEqual((r.returncode, r.output, r.ok), (0, "a\nb\n", True))
        self.assertEqual(popen.kw["stdout"], subprocess.PIPE)

    def test_check_raises_with_what_to_do(self) -> None:
        with self.assertRaises(FrtError) as e:
            self.run_with(FakePopen(2, []))
        self.assertIn("exit 2", e.exception.what)
        self.assertIn("./frt shell", e.exception.todo)
