"""What the commands of ./frt do; cli.py parses the command line and calls these."""

import subprocess
from pathlib import Path

from . import build, config, env, prepare, toolchain, tree
from .errors import FrtError
from .log import say
from .prepare import Ctx


def sync(ctx: Ctx, discard: bool) -> int:
    changed = prepare.sync(ctx, discard=discard)
    n = len(tree.patch_files(config.PATCHES))
    say("source tree at base + %d patch%s%s" % (n, "" if n == 1 else "es", "" if changed else " (no change)"))
    return 0


def export(ctx: Ctx, check: bool) -> int:
    t = ctx.paths.tree
    tree.require_usable(t, "run ./frt setup first")
    if check:
        problems = tree.export_diff(t, config.PATCHES)
        d = tree.dirty(t)
        if d:
            problems.append("uncommitted edits in %s:\n%s" % (t, d))
        if problems:
            print("patches/ and the source tree disagree:")
            print("\n".join("  " + line for line in problems))
            return 1
        print("patches/ matches the source tree")
        return 0
    if tree.dirty(t):
        say("warning: %s has uncommitted edits; they are not exported" % t)
    changes = tree.export(t, config.PATCHES)
    print("\n".join(changes) if changes else "patches/ already up to date")
    return 0


def build_fork(ctx: Ctx, discard: bool) -> int:
    prepare.ensure_built(ctx, discard=discard)
    rustc = ctx.paths.toolchain / "bin" / "rustc"
    name = ctx.toolchain_name
    say("toolchain %s in %s: on the host, `rustc +%s -vV`, `cargo +%s build`" % (name, ctx.paths.toolchain, name, name))
    return subprocess.run([str(rustc), "-vV"]).returncode


def dist(ctx: Ctx, out: str | None, discard: bool) -> int:
    prepare.ensure_built(ctx, discard=discard)
    out_dir = Path(out).absolute() if out else ctx.paths.home / "dist"
    tarball = toolchain.dist(ctx.cfg, ctx.paths, out_dir, ctx.toolchain_name)
    print("%s (%.0f MiB)" % (tarball, tarball.stat().st_size / 2**20))
    return 0


def x(ctx: Ctx, argv: list[str]) -> int:
    return build.x(ctx.cfg, ctx.paths, argv, check=False)


def host_binds(argv: list[str]) -> list[Path]:
    """The current directory and the directories of path arguments, seen inside at the same place."""
    binds = {Path.cwd()}
    for a in argv:
        for part in a.split("=", 1)[-1:] if a.startswith("-") else [a]:
            q = Path(part)
            q = q if q.is_absolute() else Path.cwd() / q
            d = q if q.is_dir() else q.parent
            if d.is_dir() and d != Path("/"):
                binds.add(d.resolve())
    return sorted(b for b in binds if b != Path("/"))


def rustc(ctx: Ctx, argv: list[str]) -> int:
    compiler = ctx.paths.stage1 / "bin" / "rustc"
    if not compiler.exists():
        raise FrtError("the fork is not built (no %s)" % compiler, "run ./frt build")
    return env.run(ctx.paths.env, [str(compiler), *argv], cwd=Path.cwd(), binds=host_binds(argv),
                   check=False, interactive=True).returncode


def cargo(ctx: Ctx, argv: list[str]) -> int:
    argv = list(argv)
    if not (argv and argv[0].startswith("+")):
        argv.insert(0, "+" + ctx.toolchain_name)
    return env.run(ctx.paths.env, ["cargo", *argv], cwd=Path.cwd(), binds=host_binds(argv), check=False,
                   interactive=True).returncode


def shell(ctx: Ctx) -> int:
    return env.run(ctx.paths.env, ["bash", "-l"], cwd=ctx.paths.tree, check=False, interactive=True).returncode


def status(ctx: Ctx) -> int:
    p = ctx.paths
    print("FRT_HOME      %s" % p.home)
    print("environment   %s" % ("ready" if env.is_ready(ctx.cfg, p.env) else "not set up (./frt setup)"))
    if not tree.usable(p.tree):
        print("source tree   not created (./frt setup)")
        return 0
    print("source tree   %s" % p.tree)
    applied = tree.git(p.tree, "log", "--reverse", "--format=  %h %s", "base..HEAD").stdout.rstrip()
    print("applied       %d commit(s) on base%s" % (len(applied.splitlines()), "\n" + applied if applied else ""))
    diff = tree.export_diff(p.tree, config.PATCHES)
    dirty = tree.dirty(p.tree)
    print("patches/      %s" % ("matches the tree" if not diff else "differs: " + ", ".join(diff)))
    if dirty:
        print("uncommitted   %s" % dirty.replace("\n", "\n              "))
    compiler = p.stage1 / "bin" / "rustc"
    if compiler.exists() and env.is_ready(ctx.cfg, p.env):
        env.run(p.env, [str(compiler), "-vV"], check=False)
    else:
        print("compiler      not built (./frt build)")
    for profile, how in (("dev", "./frt build"), ("release", "./frt build --release")):
        tp = p.with_profile(profile)
        installed = (tp.toolchain / toolchain.STAMP).exists()
        print("%-13s %s" % ("toolchain" if profile == "dev" else "release",
                            "%s (rustup toolchain %s)" % (tp.toolchain, config.toolchain_name(ctx.cfg, profile))
                            if installed else "not installed (%s)" % how))
    return 0
