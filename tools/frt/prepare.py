"""Getting to a built fork: the context of a command, setup, the choice of tree, sync, build, the
toolchain install.

The sequence the commands (commands.py) and the tests (testing.py) share; it imports neither.
"""

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from . import build, config, env, pins, release, toolchain, tree
from .log import say


def default_paths() -> config.Paths:
    return config.Paths(config.frt_home())


@dataclass
class Ctx:
    """What every command needs: the pins (frt.toml), the paths, and which tree to use."""

    cfg: config.Config = field(default_factory=config.load)
    paths: config.Paths = field(default_factory=default_paths)

    @property
    def toolchain_name(self) -> str:
        """The rustup name of the toolchain of this build profile (`frt`, `frt-release`)."""
        return config.toolchain_name(self.cfg, self.paths.profile)


class BaseTarballs(NamedTuple):
    orig: Path  # the orig tarball
    debian: Path  # the debian tarball, whose debian/patches/series is applied on top


def fetch_base(ctx: Ctx) -> BaseTarballs:
    """The verified base tarballs (downloaded, or copied from a local mirror, when missing)."""
    base = ctx.cfg.base
    dl = ctx.paths.downloads
    mirrors = config.mirrors(ctx.cfg)
    return BaseTarballs(pins.fetch(base.orig, base.archive, dl, mirrors),
                        pins.fetch(base.debian, base.archive, dl, mirrors))


def setup(ctx: Ctx) -> None:
    """Make the build environment, fetch and verify the base, create the source tree (idempotent)."""
    p = ctx.paths
    env.require_root("setup")
    if not (env.is_ready(ctx.cfg, p.env) and tree.usable(p.tree)):
        env.check_disk(p.home, ctx.cfg.env.min_free_gb)
    build.stage0(ctx.cfg)
    env.setup(ctx.cfg, p.env)
    if not tree.usable(p.tree):
        base = fetch_base(ctx)
        tree.create_base(p.tree, base.orig, base.debian)
    configure_build(ctx)
    say("setup done: environment %s, source tree %s" % (p.env, p.tree))


def sync(ctx: Ctx, discard: bool = False) -> bool:
    """setup, then move the tree to exactly base + patches/; True when files changed."""
    setup(ctx)
    return tree.sync(ctx.paths.tree, config.PATCHES, discard=discard)


def configure_build(ctx: Ctx) -> None:
    """Write the tree's bootstrap.toml, with the build id of what the tree holds now."""
    p = ctx.paths
    text = build.bootstrap_toml(ctx.cfg, build.stage0(ctx.cfg), build.build_id(p.tree))
    build.write_if_changed(p.tree / "bootstrap.toml", text)


def choose_tree(ctx: Ctx) -> None:
    """In CI, never touch a contributor's unexported work: build in a tree of its own."""
    p = ctx.paths
    if os.environ.get("CI") != "true" or not tree.usable(p.tree):
        return
    if tree.dirty(p.tree) or (tree.unexported(p.tree) and tree.export_diff(p.tree, config.PATCHES)):
        ci_tree = p.home / "rust-ci"
        say("CI: %s has unexported work; building in %s instead" % (p.tree, ci_tree))
        if not (ci_tree / ".git").exists():
            tree.git(p.home, "clone", "-q", "--no-checkout", str(p.tree), str(ci_tree))
            tree.configure(ci_tree)
            tree.write_exclude(ci_tree)
            tree.git(ci_tree, "fetch", "-q", "origin", "refs/tags/base:refs/tags/base")
            tree.checkout(ci_tree, "base")
        p.tree_override = ci_tree


def ensure_built(ctx: Ctx, discard: bool = False) -> None:
    """setup, sync to patches/, build, install and link the toolchain (of the profile: the release
    build first makes its PGO profile, release.py)."""
    choose_tree(ctx)
    sync(ctx, discard=discard)
    configure_build(ctx)
    if ctx.paths.profile == release.PROFILE:
        release.prepare(ctx.cfg, ctx.paths, build.stage0(ctx.cfg))
    install_toolchain(ctx)


def install_toolchain(ctx: Ctx) -> None:
    """Build (or, when built, just reinstall) stage1's std, rustdoc, clippy and rustfmt, install the
    host-native toolchain from them and link it as rustup toolchain `frt` (`frt-release`).

    `x.py test` reassembles `stage1/bin` with rustc alone, so `./frt test` calls this again before
    it uses rustdoc or clippy from there; on a built tree it takes seconds.
    """
    build.x(ctx.cfg, ctx.paths, ["build", "--stage", "1", *build.COMPONENTS])
    sysroot = build.stage0(ctx.cfg)
    build.complete_stage1(ctx.paths, sysroot)
    replaced = release.bolt(ctx.cfg, ctx.paths, sysroot) if ctx.paths.profile == release.PROFILE else {}
    toolchain.link(ctx.cfg, toolchain.install(ctx.cfg, ctx.paths, sysroot, replaced), ctx.toolchain_name)
