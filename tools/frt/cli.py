"""Command line of ./frt: one function per command, each with its --help."""

import argparse
import signal
import subprocess
import sys
from pathlib import Path

from . import build, config, env, lock, pins, prepare, toolchain, tree
from .errors import FrtError
from .log import say

PATCHES = config.PATCHES


class Ctx:
    """What every command needs: the pins, the paths, and which tree to use."""

    def __init__(self):
        self.cfg = config.load()
        self.paths = config.Paths(config.frt_home())

    def fetch_base(self):
        base = self.cfg["base"]
        dl = self.paths.downloads
        mirrors = config.mirrors(self.cfg)
        orig = pins.fetch(base["orig"], base["archive"], dl, mirrors)
        deb = pins.fetch(base["debian"], base["archive"], dl, mirrors)
        return orig, deb


def cmd_setup(ctx, args):
    """Make the build environment, fetch and verify the base, create the source tree."""
    prepare.setup(ctx)
    return 0


def cmd_sync(ctx, args):
    """Move the source tree to exactly `base` + patches/."""
    prepare.setup(ctx)
    changed = tree.sync(ctx.paths.tree, PATCHES, discard=args.discard)
    n = len(tree.patch_files(PATCHES))
    say("source tree at base + %d patch%s%s" % (n, "" if n == 1 else "es", "" if changed else " (no change)"))
    return 0


def cmd_export(ctx, args):
    """Write the tree's commits since `base` to patches/ (or --check that they agree)."""
    t = ctx.paths.tree
    if not (t / ".git").exists():
        raise FrtError("no source tree at %s" % t, "run ./frt setup first")
    if args.check:
        problems = tree.export_diff(t, PATCHES)
        d = tree.dirty(t)
        if d:
            problems.append("uncommitted edits in %s:\n%s" % (t, d))
        if problems:
            print("patches/ and the source tree disagree:")
            print("\n".join("  " + l for l in problems))
            return 1
        print("patches/ matches the source tree")
        return 0
    if tree.dirty(t):
        say("warning: %s has uncommitted edits; they are not exported" % t)
    changes = tree.export(t, PATCHES)
    print("\n".join(changes) if changes else "patches/ already up to date")
    return 0


def cmd_build(ctx, args):
    """setup + sync, build the stage1 compiler, std, rustdoc, clippy and rustfmt, install them as the
    host-native toolchain $FRT_HOME/toolchain and link it as rustup toolchain `frt`."""
    prepare.ensure_built(ctx, discard=getattr(args, "discard", False))
    rustc = ctx.paths.toolchain / "bin" / "rustc"
    say("toolchain %s in %s: on the host, `rustc +%s -vV`, `cargo +%s build`"
        % (ctx.cfg["fork"]["toolchain"], ctx.paths.toolchain, ctx.cfg["fork"]["toolchain"], ctx.cfg["fork"]["toolchain"]))
    return subprocess.run([str(rustc), "-vV"]).returncode


def cmd_dist(ctx, args):
    """Build the fork and pack the host-native toolchain as a relocatable .tar.xz: unpack it
    anywhere on an x86_64 Linux machine, run its install.sh, `rustup toolchain link NAME DIR`."""
    prepare.ensure_built(ctx, discard=getattr(args, "discard", False))
    out = Path(args.out).absolute() if args.out else ctx.paths.home / "dist"
    tarball = toolchain.dist(ctx.cfg, ctx.paths, out)
    print("%s (%.0f MiB)" % (tarball, tarball.stat().st_size / 2**20))
    return 0


def cmd_x(ctx, args):
    """Run x.py ARGS in the environment at the tree root."""
    return build.x(ctx.cfg, ctx.paths, args.args, check=False)


def host_binds(argv):
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


def cmd_rustc(ctx, args):
    """Run the fork's stage1 rustc on files of the host (paths work as given)."""
    rustc = ctx.paths.stage1 / "bin" / "rustc"
    if not rustc.exists():
        raise FrtError("the fork is not built (no %s)" % rustc, "run ./frt build")
    return env.run(ctx.paths.env, [str(rustc), *args.args], cwd=Path.cwd(), binds=host_binds(args.args),
                   check=False, interactive=True).returncode


def cmd_cargo(ctx, args):
    """Run cargo with the fork's toolchain (`+frt` unless another +toolchain is given)."""
    argv = list(args.args)
    if not (argv and argv[0].startswith("+")):
        argv.insert(0, "+" + ctx.cfg["fork"]["toolchain"])
    return env.run(ctx.paths.env, ["cargo", *argv], cwd=Path.cwd(), binds=host_binds(argv), check=False,
                   interactive=True).returncode


def cmd_shell(ctx, args):
    """An interactive shell in the environment at the tree root."""
    return env.run(ctx.paths.env, ["bash", "-l"], cwd=ctx.paths.tree, check=False, interactive=True).returncode


def cmd_test(ctx, args):
    """The project's tests; ends with `N passed, N failed`."""
    from . import testing

    return testing.run(ctx, args)


def cmd_bench(ctx, args):
    """Benchmarks (not run in CI): the fork's compile-time cost on code without FRTs (callgrind
    instructions, fork vs the base compiler, which it builds in $FRT_HOME/rust-base) and FRT-heavy
    code (field_of! vs hand-written marker types); writes bench/results.md, .json and .png."""
    from . import bench

    return bench.run(ctx, args)


def cmd_status(ctx, args):
    """What is set up, which patches are applied, whether the tree matches patches/."""
    p = ctx.paths
    print("FRT_HOME      %s" % p.home)
    print("environment   %s" % ("ready" if env.is_ready(ctx.cfg, p.env) else "not set up (./frt setup)"))
    if not tree.usable(p.tree):
        print("source tree   not created (./frt setup)")
        return 0
    print("source tree   %s" % p.tree)
    applied = tree.out(p.tree, "log", "--reverse", "--format=  %h %s", "base..HEAD")
    print("applied       %d commit(s) on base%s" % (len(applied.splitlines()), "\n" + applied if applied else ""))
    diff = tree.export_diff(p.tree, PATCHES)
    dirty = tree.dirty(p.tree)
    print("patches/      %s" % ("matches the tree" if not diff else "differs: " + ", ".join(diff)))
    if dirty:
        print("uncommitted   %s" % dirty.replace("\n", "\n              "))
    rustc = p.stage1 / "bin" / "rustc"
    if rustc.exists() and env.is_ready(ctx.cfg, p.env):
        env.run(p.env, [str(rustc), "-vV"], check=False)
    else:
        print("compiler      not built (./frt build)")
    installed = (p.toolchain / toolchain.STAMP).exists()
    print("toolchain     %s" % ("%s (rustup toolchain %s)" % (p.toolchain, ctx.cfg["fork"]["toolchain"]) if installed
                                else "not installed (./frt build)"))
    return 0


def parser():
    ap = argparse.ArgumentParser(
        prog="frt",
        description="Build, test and develop rustc-frt: rustc 1.95.0 plus field representing types, "
        "kept as a patch queue (patches/) on a pinned base. State lives in $FRT_HOME "
        "(default ~/.cache/rustc-frt). See README.md.",
    )
    sub = ap.add_subparsers(dest="cmd", metavar="COMMAND")
    sub.required = True

    def add(name, fn, helptext):
        sp = sub.add_parser(name, help=helptext, description=fn.__doc__)
        sp.set_defaults(fn=fn)
        return sp

    add("setup", cmd_setup, "make the build environment and the source tree (idempotent)")
    sp = add("sync", cmd_sync, "move the source tree to base + patches/")
    sp.add_argument("--discard", action="store_true", help="throw away uncommitted edits and unexported commits")
    sp = add("export", cmd_export, "write the tree's commits to patches/")
    sp.add_argument("--check", action="store_true", help="only report whether patches/ and the tree agree")
    sp = add("build", cmd_build, "build the fork (stage1 compiler, std, rustdoc, clippy) and link toolchain frt")
    sp.add_argument("--discard", action="store_true", help="let the sync discard unexported work in the tree")
    sp = add("dist", cmd_dist, "pack the host-native toolchain as a relocatable tarball")
    sp.add_argument("--out", metavar="DIR", help="where the tarball goes (default $FRT_HOME/dist)")
    for name, fn, h in (("x", cmd_x, "run x.py ARGS in the environment"),
                        ("rustc", cmd_rustc, "run the fork's rustc"),
                        ("cargo", cmd_cargo, "run cargo with the fork's toolchain")):
        sp = add(name, fn, h)
        sp.add_argument("args", nargs=argparse.REMAINDER, help="passed on unchanged")
    add("shell", cmd_shell, "interactive shell in the environment")
    sp = add("test", cmd_test, "run the project's tests")
    sp.add_argument("--full", action="store_true", help="also run the whole tests/ui suite against the base's known failures")
    sp.add_argument("--ice", action="store_true", help="also run the ICE-hunting harness")
    sp.add_argument("--unit", action="store_true", help="only the driver's unit tests (no build)")
    sp.add_argument("--dist", action="store_true",
                    help="also pack the toolchain (./frt dist), unpack it elsewhere and check it on the host")
    add("status", cmd_status, "show what is set up and built")
    sp = add("bench", cmd_bench, "benchmarks: fork vs base compile time, field_of! vs marker types")
    sp.add_argument("--runs", type=int, metavar="N",
                    help="runs per measurement, median taken (default: 3 for frt-heavy, 1 under callgrind, "
                    "which is deterministic)")
    sp.add_argument("--only", choices=["compile-time", "frt-heavy"],
                    help="run one of the two benchmarks (the other part of an earlier results.json is kept)")
    sp.add_argument("--sizes", metavar="N,N,..", help="projected fields of the frt-heavy crates (default 1000,4000,16000)")
    sp.add_argument("--crates", metavar="NAME,..", help="compile-time crates (default syn,serde_json,regex-syntax)")
    sp.add_argument("--quick", action="store_true",
                    help="test the harness: sizes 100,200,400, one run, regex-syntax only; results go to "
                    "$FRT_HOME/bench/results-quick")
    sp.add_argument("--fork-as-base", action="store_true",
                    help="dry run: the fork on both sides of the compile-time comparison (no base build); "
                    "results go to $FRT_HOME/bench/results-quick")
    sp.add_argument("--out", metavar="DIR", help="where results.{md,json,png} go (default bench/)")
    return ap


PASSTHROUGH = ("x", "rustc", "cargo")


def parse(argv):
    """The parsed command line; x/rustc/cargo take the rest of it unchanged.

    argparse.REMAINDER does not take arguments that start with an option
    (`./frt rustc -vV` was a usage error), so these are split off by hand.
    """
    if argv and argv[0] in PASSTHROUGH:
        args = parser().parse_args(argv[:1])
        args.args = list(argv[1:])
        return args
    return parser().parse_args(argv)


# Commands that change $FRT_HOME take its lock; rustc, cargo, shell and status only use it.
LOCKED = ("setup", "sync", "export", "build", "test", "x", "bench", "dist")


def stop_on_signal(signum, frame):
    raise KeyboardInterrupt  # SIGTERM/SIGHUP end the run like Ctrl-C: children are killed too


def main(argv):
    args = parse(argv)
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, stop_on_signal)
    try:
        ctx = Ctx()
        # `export --check` and `test --unit` only read (the first runs from a hook, beside builds).
        if args.cmd in LOCKED and not (getattr(args, "check", False) or getattr(args, "unit", False)):
            with lock.held(ctx.paths.home, " ".join(argv)):
                return args.fn(ctx, args) or 0
        return args.fn(ctx, args) or 0
    except FrtError as e:
        print("frt: error: %s" % e, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("frt: interrupted; rerun the command to resume", file=sys.stderr)
        return 130
