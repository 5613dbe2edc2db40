"""Command line of ./frt: one function per command, each with its --help."""

import argparse
import signal
import sys
from collections.abc import Callable, Sequence
from types import FrameType
from typing import NoReturn

from . import commands, lock, prepare
from .errors import FrtError
from .prepare import Ctx

Command = Callable[[Ctx, argparse.Namespace], int]


def cmd_setup(ctx: Ctx, args: argparse.Namespace) -> int:
    """Make the build environment, fetch and verify the base, create the source tree."""
    prepare.setup(ctx)
    return 0


def cmd_sync(ctx: Ctx, args: argparse.Namespace) -> int:
    """Move the source tree to exactly `base` + patches/."""
    return commands.sync(ctx, discard=args.discard)


def cmd_export(ctx: Ctx, args: argparse.Namespace) -> int:
    """Write the tree's commits since `base` to patches/ (or --check that they agree)."""
    return commands.export(ctx, check=args.check)


def cmd_build(ctx: Ctx, args: argparse.Namespace) -> int:
    """setup + sync, build the stage1 compiler, std, rustdoc, clippy and rustfmt, install them as the
    host-native toolchain $FRT_HOME/toolchain and link it as rustup toolchain `frt`. With --release:
    the build for users, made as the official rustc is (jemalloc, LTO, static LLVM, PGO; slow to
    build, fast to use), in $FRT_HOME/toolchain-release, rustup toolchain `frt-release`."""
    return commands.build_fork(ctx, discard=args.discard)


def cmd_dist(ctx: Ctx, args: argparse.Namespace) -> int:
    """Build the fork's release toolchain (or, with --dev, the developer one) and pack it as a
    relocatable .tar.xz: unpack it anywhere on an x86_64 Linux machine, run its install.sh,
    `rustup toolchain link NAME DIR`."""
    return commands.dist(ctx, out=args.out, discard=getattr(args, "discard", False))


def cmd_x(ctx: Ctx, args: argparse.Namespace) -> int:
    """Run x.py ARGS in the environment at the tree root."""
    return commands.x(ctx, args.args)


def cmd_rustc(ctx: Ctx, args: argparse.Namespace) -> int:
    """Run the fork's stage1 rustc on files of the host (paths work as given)."""
    return commands.rustc(ctx, args.args)


def cmd_cargo(ctx: Ctx, args: argparse.Namespace) -> int:
    """Run cargo with the fork's toolchain (`+frt` unless another +toolchain is given)."""
    return commands.cargo(ctx, args.args)


def cmd_shell(ctx: Ctx, args: argparse.Namespace) -> int:
    """An interactive shell in the environment at the tree root."""
    return commands.shell(ctx)


def cmd_test(ctx: Ctx, args: argparse.Namespace) -> int:
    """The project's tests; ends with `N passed, N failed`."""
    from . import testing

    return testing.run(ctx, args)


def cmd_bench(ctx: Ctx, args: argparse.Namespace) -> int:
    """Benchmarks (not run in CI): the fork's compile-time cost on code without FRTs (callgrind
    instructions, fork vs the base compiler, which it builds in $FRT_HOME/rust-base), FRT-heavy
    code (field_of! vs hand-written marker types), and the fork's release (or dev) build against
    the official rustc 1.95.0 (CPU time, peak memory); writes bench/results.md, .json and .png."""
    from . import bench

    return bench.run(ctx, args)


def cmd_check_series(ctx: Ctx, args: argparse.Namespace) -> int:
    """Prove that each commit of the patch series compiles on its own: in a worktree of the tree
    ($FRT_HOME/series, its own build directory), `x.py check compiler library` on every commit from
    `base` to the tip of the tree's branch. Commits that passed are remembered, so a rerun resumes;
    the first failure stops it and says what to do."""
    from . import series

    return series.run(ctx)


def cmd_owner(ctx: Ctx, args: argparse.Namespace) -> int:
    """Print the patch that last touched each PATH of the tree (and the earlier ones that touched
    it), from patches/: where an edit of that file belongs. Paths are relative to the tree's root."""
    from . import owner

    return owner.run(args.paths)


def cmd_status(ctx: Ctx, args: argparse.Namespace) -> int:
    """What is set up, which patches are applied, whether the tree matches patches/."""
    return commands.status(ctx)


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="frt",
        description="Build, test and develop rustc-frt: rustc 1.95.0 plus field representing types, "
        "kept as a patch queue (patches/) on a pinned base. State lives in $FRT_HOME "
        "(default ~/.cache/rustc-frt). See README.md.",
    )
    sub = ap.add_subparsers(dest="cmd", metavar="COMMAND")
    sub.required = True

    def add(name: str, fn: Command, helptext: str) -> argparse.ArgumentParser:
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
    sp.add_argument("--release", action="store_true",
                    help="the release build for users (toolchain frt-release; its time: docs/timings.md)")
    sp = add("dist", cmd_dist, "pack the release toolchain as a relocatable tarball")
    sp.add_argument("--out", metavar="DIR", help="where the tarball goes (default $FRT_HOME/dist)")
    sp.add_argument("--dev", action="store_true", help="pack the developer build instead (quick to build)")
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
    sp.add_argument("--release", action="store_true",
                    help="test the release build (./frt build --release) instead of the developer one")
    sp.add_argument("--crates", action="store_true",
                    help="also run real crates' test suites with the published and our pin-project-lite "
                    "(frt.toml [crates]; writes docs/crates.md; slow, not in CI)")
    add("status", cmd_status, "show what is set up and built")
    sp = add("owner", cmd_owner, "name the patch that owns a file of the tree")
    sp.add_argument("paths", nargs="*", metavar="PATH", help="a file of the tree, relative to its root")
    add("check-series", cmd_check_series, "check that every commit of the patch series compiles (x.py check)")
    sp = add("bench", cmd_bench, "benchmarks: fork vs base, field_of! vs marker types, fork vs the official rustc")
    sp.add_argument("--runs", type=int, metavar="N",
                    help="runs per measurement, median taken (default: 3 for frt-heavy, 5 per compiler for "
                    "official, 1 under callgrind, which is deterministic)")
    sp.add_argument("--only", choices=["compile-time", "frt-heavy", "official"],
                    help="run one of the benchmarks (the other parts of an earlier results.json are kept)")
    sp.add_argument("--against", choices=["dev", "release"], default="release",
                    help="official: the build of the fork compared with the official rustc (default release, "
                    "from ./frt build --release)")
    sp.add_argument("--sizes", metavar="N,N,..", help="projected fields of the frt-heavy crates (default 1000,4000,16000)")
    sp.add_argument("--crates", metavar="NAME,..",
                    help="crates of compile-time and official (default syn,serde_json,regex-syntax)")
    sp.add_argument("--quick", action="store_true",
                    help="test the harness: sizes 100,200,400, one run, regex-syntax only, official in check "
                    "mode only; results go to $FRT_HOME/bench/results-quick")
    sp.add_argument("--fork-as-base", action="store_true",
                    help="dry run: the fork on both sides of the compile-time comparison (no base build); "
                    "results go to $FRT_HOME/bench/results-quick")
    sp.add_argument("--out", metavar="DIR", help="where results.{md,json,png} go (default bench/)")
    return ap


PASSTHROUGH = ("x", "rustc", "cargo")


def parse(argv: Sequence[str]) -> argparse.Namespace:
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
LOCKED = ("setup", "sync", "export", "build", "test", "x", "bench", "dist", "check-series")


def profile_of(args: argparse.Namespace) -> str:
    """Which build a command works on: `--release` (build, test), dist unless `--dev`; else dev."""
    if args.cmd == "dist":
        return "dev" if args.dev else "release"
    return "release" if getattr(args, "release", False) else "dev"


def stop_on_signal(signum: int, frame: FrameType | None) -> NoReturn:
    raise KeyboardInterrupt  # SIGTERM/SIGHUP end the run like Ctrl-C: children are killed too


def main(argv: Sequence[str]) -> int:
    args = parse(argv)
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, stop_on_signal)
    try:
        ctx = Ctx()
        profile = profile_of(args)
        if profile != ctx.paths.profile:
            ctx.paths = ctx.paths.with_profile(profile)
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
