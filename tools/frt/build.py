"""bootstrap.toml, the stage0 toolchain, and running x.py in the environment."""

import hashlib
import json
import os
import subprocess
from collections.abc import Sequence
from pathlib import Path

from . import env, tree
from .config import Config, Paths
from .errors import FrtError

TRIPLE = "x86_64-unknown-linux-gnu"
# What `./frt build` builds at stage 1 besides the compiler (the toolchain's contents);
# src/tools/rust-analyzer is rust-analyzer and its proc-macro server.
COMPONENTS = ("library", "src/tools/rustdoc", "src/tools/clippy", "src/tools/rustfmt",
              "src/tools/rust-analyzer")


def stage0(cfg: Config) -> Path:
    """The sysroot of the pinned rustup toolchain, checked against its commit."""
    name, commit = cfg.stage0.toolchain, cfg.stage0.commit
    sysroot = env.rustup_home() / "toolchains" / ("%s-%s" % (name, TRIPLE))
    rustc = sysroot / "bin" / "rustc"
    if not rustc.exists():
        raise FrtError(
            "the stage0 toolchain %s is not installed (no %s)" % (name, rustc),
            "install it with `rustup toolchain install %s --profile minimal -c rustfmt`, "
            "or, if `rustc +stable -vV` shows commit-hash %s, link that one: "
            "`rustup toolchain link %s \"$(rustc +stable --print sysroot)\"`" % (name, commit, name),
        )
    r = subprocess.run([str(rustc), "-vV"], capture_output=True, text=True)
    if "commit-hash: %s" % commit not in r.stdout:
        raise FrtError(
            "the stage0 toolchain %s is not the pinned build (want commit %s):\n%s" % (name, commit, r.stdout),
            "reinstall it: rustup toolchain uninstall %s && rustup toolchain install %s" % (name, name),
        )
    return sysroot


# The source directories whose content the toolchain's build id covers.
BUILD_ID_DIRS = ("compiler", "library", "src/librustdoc")


def build_id(tree_dir: Path) -> str:
    """A short digest of what the compiler, the standard library and rustdoc are built from: the
    git trees of BUILD_ID_DIRS at the source tree's HEAD (12 hex digits).

    It is part of the version (`rustc -vV`), which cargo keys its fingerprints on: without it
    every build of the fork says `rustc 1.95.0-dev`, so after a rebuild with a changed standard
    library cargo reuses a project's old artifacts and rustc rejects them (E0460, "found possibly
    newer version of crate `core`"). A change of tests or tools keeps the id, and the rebuild
    it would cost.
    """
    trees = tree.out(tree_dir, "rev-parse", *("HEAD:%s" % d for d in BUILD_ID_DIRS))
    return hashlib.sha256(trees.encode()).hexdigest()[:12]


Settings = dict[str, dict[str, object]]  # bootstrap.toml's tables: {table: {key: value}}


def bootstrap_settings(cfg: Config, sysroot: Path, build_id: str | None = None) -> Settings:
    """The developer build's bootstrap.toml as data (settings of fork-architecture.md); `build_id`
    (see `build_id`) goes into the version's description."""
    description = cfg.fork.description + (", build %s" % build_id if build_id else "")
    return {
        "build": {"rustc": "%s/bin/rustc" % sysroot, "cargo": "%s/bin/cargo" % sysroot,
                  "rustfmt": "%s/bin/rustfmt" % sysroot, "local-rebuild": True, "submodules": False,
                  "vendor": False, "docs": False, "extended": False, "description": description},
        "llvm": {"download-ci-llvm": False, "link-shared": True},
        "rust": {"channel": "dev", "download-rustc": False, "debuginfo-level": 0, "incremental": False,
                 "lld": False, "codegen-backends": ["llvm"], "deny-warnings": False, "jemalloc": False},
        "target.%s" % TRIPLE: {"llvm-config": cfg.env.llvm_config},
    }


def toml_value(v: object) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    if isinstance(v, str):
        return json.dumps(v)  # a TOML basic string: the same escapes as JSON's
    if isinstance(v, list):
        return "[%s]" % ", ".join(toml_value(x) for x in v)
    raise TypeError("no TOML form for %r" % (v,))


def render_toml(settings: Settings) -> str:
    """bootstrap.toml's text: the header, then each table."""
    parts = ['# Written by ./frt from frt.toml; edits are overwritten.\nchange-id = "ignore"\n']
    for table, values in settings.items():
        parts.append("[%s]\n%s" % (table, "".join("%s = %s\n" % (k, toml_value(v)) for k, v in values.items())))
    return "\n".join(parts)


def bootstrap_toml(cfg: Config, sysroot: Path, build_id: str | None = None) -> str:
    """The developer build's bootstrap.toml."""
    return render_toml(bootstrap_settings(cfg, sysroot, build_id))


def write_if_changed(path: str | Path, text: str) -> bool:
    path = Path(path)
    if path.exists() and path.read_text() == text:
        return False
    path.write_text(text)
    return True


def x_argv(cfg: Config, paths: Paths, args: Sequence[str]) -> list[str]:
    """x.py ARGS with the profile's configuration (each profile has its own, and its own build
    directory); the release build with BOLT links librustc_driver with its relocations kept
    (`--enable-bolt-settings`, which has no bootstrap.toml key), for llvm-bolt (release.py)."""
    flags = ["--enable-bolt-settings"] if paths.profile == "release" and cfg.release.bolt else []
    return ["python3", "x.py", "--config", paths.bootstrap_toml.name, *flags, *args]


def x(cfg: Config, paths: Paths, args: Sequence[str], check: bool = True) -> int:
    """Run x.py ARGS in the environment at the tree root; its exit code."""
    return env.run(paths.env, x_argv(cfg, paths, args), cwd=paths.tree, check=check).returncode


def complete_stage1(paths: Paths, sysroot: Path) -> None:
    """Put cargo (stage0's) and clippy's programs into `stage1/bin`, for the tools run from there.

    x.py rebuilds `stage1/bin` whenever it assembles the sysroot again (`x.py test` does
    too), dropping them: call this after any x.py run followed by the ICE harness.
    """
    bin_dir = paths.stage1 / "bin"
    tools_bin = paths.stage1.with_name(paths.stage1.name + "-tools-bin")
    cargo = bin_dir / "cargo"
    if not cargo.exists():
        if cargo.is_symlink():
            cargo.unlink()  # dangling
        cargo.symlink_to(sysroot / "bin" / "cargo")
    # Hard links, not symlinks: clippy finds its libraries relative to the resolved path.
    for tool in ("cargo-clippy", "clippy-driver"):
        if not (bin_dir / tool).exists() and (tools_bin / tool).exists():
            os.link(tools_bin / tool, bin_dir / tool)
