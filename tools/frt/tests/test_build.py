"""build.py: the stage0 toolchain check and bootstrap.toml."""

import dataclasses
import os
import tomllib
from pathlib import Path
from typing import Any

from frt import build, config, tree
from frt.errors import FrtError

from .support import FrtTestCase, repo_config

COMMIT = "59807616e1fa2540724bfbac14d7976d7e4a3860"


def cfg() -> config.Config:
    real = config.load()
    return repo_config(stage0=config.Stage0("1.95.0", COMMIT),
                       env=dataclasses.replace(real.env, llvm_config="/opt/llvm 22/bin/llvm-config"),
                       fork=config.Fork("frt", "rustc-frt: field representing types"))


class Stage0Test(FrtTestCase):
    def fake_toolchain(self, commit: str) -> Path:
        sysroot = self.tmp / "rustup" / "toolchains" / ("1.95.0-%s" % build.TRIPLE)
        (sysroot / "bin").mkdir(parents=True)
        rustc = sysroot / "bin" / "rustc"
        rustc.write_text("#!/bin/sh\nprintf 'rustc 1.95.0 (fake)\\nbinary: rustc\\ncommit-hash: %s\\n"
                         "host: %s\\n'\n" % (commit, build.TRIPLE))
        rustc.chmod(0o755)
        return sysroot

    def test_missing_toolchain(self) -> None:
        (self.tmp / "rustup").mkdir()
        self.assertEqual(os.environ["RUSTUP_HOME"], str(self.tmp / "rustup"))
        with self.assertRaises(FrtError) as e:
            build.stage0(cfg())
        self.assertIn("1.95.0", e.exception.what)
        self.assertIn("rustup toolchain install 1.95.0", e.exception.todo)
        self.assertIn(COMMIT, e.exception.todo)

    def test_wrong_commit(self) -> None:
        self.fake_toolchain("0123456789abcdef0123456789abcdef01234567")
        with self.assertRaises(FrtError) as e:
            build.stage0(cfg())
        self.assertIn("not the pinned build", e.exception.what)
        self.assertIn(COMMIT, e.exception.what)
        self.assertIn("0123456789abcdef", e.exception.what)  # what it is instead
        self.assertIn("rustup toolchain install", e.exception.todo)

    def test_right_commit(self) -> None:
        sysroot = self.fake_toolchain(COMMIT)
        self.assertEqual(build.stage0(cfg()), sysroot)


class BootstrapTomlTest(FrtTestCase):
    def test_contents(self) -> None:
        text = build.bootstrap_toml(cfg(), self.tmp / "sysroot")
        self.assertIn("local-rebuild = true", text)
        self.assertIn("vendor = false", text)
        self.assertIn('description = "rustc-frt: field representing types"', text)
        self.assertIn('llvm-config = "/opt/llvm 22/bin/llvm-config"', text)
        doc = tomllib.loads(text)
        self.assertIs(doc["build"]["local-rebuild"], True)
        self.assertIs(doc["build"]["vendor"], False)
        self.assertEqual(doc["build"]["description"], "rustc-frt: field representing types")
        self.assertEqual(doc["build"]["rustc"], str(self.tmp / "sysroot" / "bin" / "rustc"))
        self.assertEqual(doc["target"][build.TRIPLE]["llvm-config"], "/opt/llvm 22/bin/llvm-config")

    def test_from_the_repository_config(self) -> None:
        real = config.load()
        doc = tomllib.loads(build.bootstrap_toml(real, self.tmp / "sysroot"))
        self.assertEqual(doc["build"]["description"], real.fork.description)
        self.assertEqual(doc["target"][build.TRIPLE]["llvm-config"], real.env.llvm_config)

    def test_build_id_in_the_description(self) -> None:
        doc = tomllib.loads(build.bootstrap_toml(cfg(), self.tmp / "sysroot", "0123456789ab"))
        self.assertEqual(doc["build"]["description"], "rustc-frt: field representing types, build 0123456789ab")

    def test_build_id_follows_compiler_and_library_only(self) -> None:
        repo = self.tmp / "repo"
        for d in build.BUILD_ID_DIRS + ("tests/ui",):
            (repo / d).mkdir(parents=True)
            (repo / d / "f.rs").write_text("// %s\n" % d)

        def commit(msg: str) -> str:
            tree.git(repo, "add", "-A")
            tree.git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", msg)
            return build.build_id(repo)

        tree.git(repo, "init", "-q")
        first = commit("one")
        self.assertRegex(first, "^[0-9a-f]{12}$")
        (repo / "tests/ui/f.rs").write_text("// a new test\n")
        self.assertEqual(commit("tests only"), first)
        (repo / "library/f.rs").write_text("// a library change\n")
        second = commit("library")
        self.assertNotEqual(second, first)
        (repo / "compiler/f.rs").write_text("// a compiler change\n")
        self.assertNotIn(commit("compiler"), (first, second))

    def test_write_if_changed(self) -> None:
        f = self.tmp / "bootstrap.toml"
        self.assertTrue(build.write_if_changed(f, "a = 1\n"))
        os.utime(f, ns=(1_000_000_000, 1_000_000_000))
        self.assertFalse(build.write_if_changed(f, "a = 1\n"))
        self.assertEqual(f.stat().st_mtime_ns, 1_000_000_000)
        self.assertTrue(build.write_if_changed(f, "a = 2\n"))
        self.assertEqual(f.read_text(), "a = 2\n")
