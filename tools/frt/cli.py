"""Command line of ./frt: one function per command, each with its --help."""

import argparse
import signal
import sys
from collections.abc import Callable, Sequence
from types import FrameType
from typing import NamedTuple, NoReturn

from . import commands, lock, prepare
from .errors import FrtError
from .prepare import Ctx

Command = Callable[[Ctx, argparse.Namespace], int]
Options = Callable[[argparse.ArgumentParser], None]


class Spec(NamedTuple):
    """A command: its function, one-line help, options (declared beside the code that reads them),
    whether it takes $FRT_HOME's lock for these arguments, and the build it works on."""

    fn: Command
    help: str
    options: Options | None = None
    locked: Callable[[argparse.Namespace], bool] = lambda args: False
    profile: Callable[[argparse.Namespace], str] = lambda args: "dev"


COMMANDS: dict[str, Spec] = {}  # in --help order


def command(name: str, helptext: str, options: Options | None = None,
            locked: bool | Callable[[argparse.Namespace], bool] = False,
            profile: Callable[[argparse.Namespace], str] = lambda args: "dev") -> Callable[[Command], Command]:
    """Register `fn` as the command `name`."""

    def register(fn: Command) -> Command:
        COMMANDS[name] = Spec(fn, helptext, options, locked if callable(locked) else (lambda args: locked), profile)
        return fn

    return register


def flag(name: str, helptext: str) -> Options:
    """A command's one option, a flag."""

    def add(sp: argparse.ArgumentParser) -> None:
        sp.add_argument(name, action="store_true", help=helptext)

    return add


def passthrough(sp: argparse.ArgumentParser) -> None:
    sp.add_argument("args", nargs=argparse.REMAINDER, help="passed on unchanged")


def release_flag(args: argparse.Namespace) -> str:
    return "release" if args.release else "dev"


@command("setup", "make the build environment and the source tree (idempotent)", locked=True)
def cmd_setup(ctx: Ctx, args: argparse.Namespace) -> int:
    """Make the build environment, fetch and verify the base, create the source tree."""
    prepare.setup(ctx)
    return 0


@command("sync", "move the source tree to base + patches/", locked=True,
         options=flag("--discard", "throw away uncommitted edits and unexported commits"))
def cmd_sync(ctx: Ctx, args: argparse.Namespace) -> int:
    """Move the source tree to exactly `base` + patches/."""
    return commands.sync(ctx, discard=args.discard)


# `export --check` only reads: it runs from a hook, beside builds.
@command("export", "write the tree's commits to patches/", locked=lambda args: not args.check,
         options=flag("--check", "only report whether patches/ and the tree agree"))
def cmd_export(ctx: Ctx, args: argparse.Namespace) -> int:
    """Write the tree's commits since `base` to patches/ (or --check that they agree)."""
    return commands.export(ctx, check=args.check)


def build_options(sp: argparse.ArgumentParser) -> None:
    sp.add_argument("--discard", action="store_true", help="let the sync discard unexported work in the tree")
    sp.add_argument("--release", action="store_true",
                    help="the release build for users (toolchain frt-release; its time: docs/timings.md)")


@command("build", "build the fork (stage1 compiler, std, rustdoc, clippy) and link toolchain frt", build_options,
         locked=True, profile=release_flag)
def cmd_build(ctx: Ctx, args: argparse.Namespace) -> int:
    """setup + sync, build the stage1 compiler, std, rustdoc, clippy, rustfmt and rust-analyzer,
    install them as the host-native toolchain $FRT_HOME/toolchain and link it as rustup toolchain
    `frt`. With --release:
    the build for users, made as the official rustc is (jemalloc, LTO, static LLVM, PGO; slow to
    build, fast to use), in $FRT_HOME/toolchain-release, rustup toolchain `frt-release`."""
    return commands.build_fork(ctx, discard=args.discard)


def dist_options(sp: argparse.ArgumentParser) -> None:
    sp.add_argument("--out", metavar="DIR", help="where the tarball goes (default $FRT_HOME/dist)")
    sp.add_argument("--dev", action="store_true", help="pack the developer build instead (quick to build)")


@command("dist", "pack the release toolchain as a relocatable tarball", dist_options, locked=True,
         profile=lambda args: "dev" if args.dev else "release")
def cmd_dist(ctx: Ctx, args: argparse.Namespace) -> int:
    """Build the fork's release toolchain (or, with --dev, the developer one) and pack it as a
    relocatable .tar.xz: unpack it anywhere on an x86_64 Linux machine, run its install.sh,
    `rustup toolchain link NAME DIR`."""
    return commands.dist(ctx, out=args.out, discard=False)


@command("x", "run x.py ARGS in the environment", passthrough, locked=True)
def cmd_x(ctx: Ctx, args: argparse.Namespace) -> int:
    """Run x.py ARGS in the environment at the tree root."""
    return commands.x(ctx, args.args)


@command("rustc", "run the fork's rustc", passthrough)
def cmd_rustc(ctx: Ctx, args: argparse.Namespace) -> int:
    """Run the fork's stage1 rustc on files of the host (paths work as given)."""
    return commands.rustc(ctx, args.args)


@command("cargo", "run cargo with the fork's toolchain", passthrough)
def cmd_cargo(ctx: Ctx, args: argparse.Namespace) -> int:
    """Run cargo with the fork's toolchain (`+frt` unless another +toolchain is given)."""
    return commands.cargo(ctx, args.args)


@command("shell", "interactive shell in the environment")
def cmd_shell(ctx: Ctx, args: argparse.Namespace) -> int:
    """An interactive shell in the environment at the tree root."""
    return commands.shell(ctx)


def test_options(sp: argparse.ArgumentParser) -> None:
    from . import testing

    testing.add_options(sp)


# `test --unit` only reads: it runs beside builds.
@command("test", "run the project's tests", test_options, locked=lambda args: not args.unit, profile=release_flag)
def cmd_test(ctx: Ctx, args: argparse.Namespace) -> int:
    """The project's tests; ends with `N passed, N failed`."""
    from . import testing

    return testing.run(ctx, args)


def bench_options(sp: argparse.ArgumentParser) -> None:
    from . import bench

    bench.add_options(sp)


@command("bench", "benchmarks: fork vs base, field_of! vs marker types, fork vs the official rustc", bench_options,
         locked=True)
def cmd_bench(ctx: Ctx, args: argparse.Namespace) -> int:
    """Benchmarks (not run in CI): the fork's compile-time cost on code without FRTs (callgrind
    instructions, fork vs the base compiler, which it builds in $FRT_HOME/rust-base), FRT-heavy
    code (field_of! vs hand-written marker types), and the fork's release (or dev) build against
    the official rustc 1.95.0 (CPU time, peak memory); writes bench/results.md, .json and .png."""
    from . import bench

    return bench.run(ctx, args)


@command("check-series", "check that every commit of the patch series compiles (x.py check)", locked=True)
def cmd_check_series(ctx: Ctx, args: argparse.Namespace) -> int:
    """Prove that each commit of the patch series compiles on its own: in a worktree of the tree
    ($FRT_HOME/series, its own build directory), `x.py check compiler` on every commit from `base`
    to the tip of the tree's branch, with library, src/librustdoc, src/tools/clippy,
    src/tools/rustfmt and src/tools/rust-analyzer added at the commits that change them and at
    the tip. Commits that passed are remembered, so a rerun resumes; the first failure stops it
    and says what to do."""
    from . import series

    return series.run(ctx)


def owner_options(sp: argparse.ArgumentParser) -> None:
    sp.add_argument("paths", nargs="*", metavar="PATH", help="a file of the tree, relative to its root")


@command("owner", "name the patch that owns a file of the tree", owner_options)
def cmd_owner(ctx: Ctx, args: argparse.Namespace) -> int:
    """Print the patch that last touched each PATH of the tree (and the earlier ones that touched
    it), from patches/: where an edit of that file belongs. Paths are relative to the tree's root."""
    from . import owner

    return owner.run(args.paths)


@command("status", "show what is set up and built")
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
    for name, spec in COMMANDS.items():
        sp = sub.add_parser(name, help=spec.help, description=spec.fn.__doc__)
        sp.set_defaults(fn=spec.fn)
        if spec.options:
            spec.options(sp)
    return ap


PASSTHROUGH = tuple(name for name, spec in COMMANDS.items() if spec.options is passthrough)


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


def profile_of(args: argparse.Namespace) -> str:
    """Which build a command works on: `--release` (build, test), dist unless `--dev`; else dev."""
    return COMMANDS[args.cmd].profile(args)


def locked(args: argparse.Namespace) -> bool:
    """Whether the command changes $FRT_HOME and takes its lock (rustc, cargo, shell, status only use it)."""
    return COMMANDS[args.cmd].locked(args)


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
        if locked(args):
            with lock.held(ctx.paths.home, " ".join(argv)):
                return args.fn(ctx, args) or 0
        return args.fn(ctx, args) or 0
    except FrtError as e:
        print("frt: error: %s" % e, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("frt: interrupted; rerun the command to resume", file=sys.stderr)
        return 130
