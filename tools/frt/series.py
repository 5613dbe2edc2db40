"""`./frt check-series`: every commit of the patch series compiles on its own.

`./frt build` and `./frt test` only see the tip of the series; a patch that compiles only
with a later one (a function added one patch too late, a hunk in the wrong commit) goes
unnoticed there, and breaks bisecting and review one patch at a time. This command checks out
each commit from `base` (exclusive: the base alone lacks patch 0001's build fixes) to the tip
of the source tree's branch in turn and runs `x.py check compiler` on it in the build environment,
adding the other parts the commit changes (the standard library, rustdoc, clippy, rustfmt,
rust-analyzer: PARTS);
at the tip of the series all of them are checked, so a compiler patch that breaks a part it does
not touch is caught there at the latest. (Checking the library needs the stage1 compiler of the
commit built: at every commit it made a run over the series take hours.)

It works in a git worktree of the source tree, $FRT_HOME/series, with its own build directory
and the tree's bootstrap.toml, so the tree, its build and its checkout are left alone (and the
check-builds of consecutive commits reuse each other's work). Every commit that passes is
recorded in STAMP in the worktree by its content (its git tree id, one per line, with the parts
checked with it): a rerun skips
the commits whose content is already proven, so after a fix to patch N only N and the commits
after it are checked again, and `./frt sync` (which recreates the commits under new ids, same
content) costs no recheck. The first failure stops the run: which commit, the end of its output, and what
to do.
"""

import time
from pathlib import Path
from typing import NamedTuple

from . import build, env, tree
from .errors import FrtError
from .log import say
from .prepare import Ctx

STAMP = ".frt-series-passed"  # in the worktree; ignored by git like every /.frt-* (tree.EXCLUDE)
CHECK = ("check", "compiler")
# The other parts built with or against the compiler, by the x.py path that checks each; a commit
# that changes files under a key is checked with that part too.
PARTS = {"library": "library", "src/librustdoc": "src/librustdoc", "src/tools/clippy": "src/tools/clippy",
         "src/tools/rustfmt": "src/tools/rustfmt", "src/tools/rust-analyzer": "src/tools/rust-analyzer"}
# Files a part's check needs that Debian's source of rustc leaves out, written empty into the
# worktree (never into the tree): x.py checks clippy with --all-targets, and its test
# `compile-test` renders the lint list's web page from a template of util/gh-pages, a directory
# the tarball drops; an empty template compiles the same code.
STUBS = {"src/tools/clippy": ("src/tools/clippy/util/gh-pages/index_template.html",)}
TAIL_LINES = 40


class Commit(NamedTuple):
    id: str  # full commit id
    subject: str
    tree: str = ""  # its git tree id: what the check proves, whatever the commit's id or date
    parts: tuple[str, ...] = ()  # the PARTS checked with it (x.py paths)

    @property
    def check(self) -> tuple[str, ...]:
        """x.py's arguments for this commit, as one list (what it checks)."""
        return CHECK + self.parts

    @property
    def checks(self) -> tuple[tuple[str, ...], ...]:
        """The x.py runs that check it: the library in a run of its own when tools are checked
        too. Its check builds the stage-1 compiler, whose metadata (stage1-rustc-rmeta-artifacts)
        a tool checked in the same run finds beside stage 0's, two candidates for each compiler
        crate (E0464: rustdoc at the tip of a run over the series, 2026-12-07)."""
        tools = tuple(p for p in self.parts if p != "library")
        if "library" in self.parts and tools:
            return (CHECK + ("library",), CHECK + tools)
        return (self.check,)


class Outcome(NamedTuple):
    commit: Commit
    status: str  # "ok", "FAILED" or "proven" (by an earlier run: skipped)
    seconds: float


# --- pure parts ------------------------------------------------------------------

def commits(tree_dir: Path, tip: str = tree.BRANCH) -> list[Commit]:
    """The commits of the series, oldest first: base (exclusive) to `tip` (the tree's branch)."""
    if tree.rev(tree_dir, tip) is None:
        raise FrtError("the source tree %s has no branch %s" % (tree_dir, tip),
                       "run ./frt sync, which creates it at base + patches/")
    if tree.git(tree_dir, "merge-base", "--is-ancestor", "base", tip, check=False).returncode != 0:
        raise FrtError("%s of %s does not descend from the tag `base`" % (tip, tree_dir),
                       "rebase it onto base (git rebase base) or run ./frt sync, then rerun")
    log = tree.git(tree_dir, "log", "--reverse", "--format=%H %T %s", "base..%s" % tip).stdout
    series = [parse_log_line(line) for line in log.splitlines() if line]
    return [c._replace(parts=tuple(PARTS.values()) if i == len(series) - 1 else
                       parts_touched(tree.out(tree_dir, "diff-tree", "--no-commit-id", "--name-only", "-r", c.id)
                                     .splitlines()))
            for i, c in enumerate(series)]


def parts_touched(files: list[str]) -> tuple[str, ...]:
    """The x.py paths of the PARTS that have a file among `files`, in PARTS' order."""
    return tuple(path for prefix, path in PARTS.items() if any(f.startswith(prefix + "/") for f in files))


def parse_log_line(line: str) -> Commit:
    """A line of `git log --format='%H %T %s'` (the subject may be empty)."""
    c_id, tree_id, subject = (line.split(" ", 2) + ["", ""])[:3]
    return Commit(c_id, subject, tree_id)


Proven = dict[str, set[str]]  # tree id -> the PARTS checked with it


def read_stamp(path: Path) -> Proven:
    """The tree ids proven by earlier runs, each with the parts checked with it besides the
    compiler (lines `TREE [part,part]`; lines that start with no object id are ignored)."""
    proven: Proven = {}
    if not path.exists():
        return proven
    for line in path.read_text().splitlines():
        words = line.split()
        if words and len(words[0]) == 40 and all(c in "0123456789abcdef" for c in words[0]):
            proven.setdefault(words[0], set()).update(words[1].split(",") if len(words) > 1 else [])
    return proven


def record(path: Path, commit: Commit) -> None:
    """Add a proven commit's tree (and its parts) to the stamp file (appended: an interruption
    loses nothing already proven)."""
    with open(path, "a") as f:
        f.write("%s\n" % " ".join([commit.tree, ",".join(commit.parts)] if commit.parts else [commit.tree]))
        f.flush()


def is_proven(commit: Commit, proven: Proven) -> bool:
    """Its content was checked before, with at least the parts it needs now."""
    return commit.tree in proven and set(commit.parts) <= proven[commit.tree]


def to_check(series: list[Commit], proven: Proven) -> list[Commit]:
    return [c for c in series if not is_proven(c, proven)]


def error_tail(output: str, n: int = TAIL_LINES) -> str:
    """The last n lines of a failed run's output (where x.py reports what did not compile)."""
    return "\n".join(output.rstrip("\n").splitlines()[-n:])


def binds_outside(home: Path, dirs: list[Path]) -> list[Path]:
    """The directories the environment must see besides $FRT_HOME (which it always sees)."""
    home = home.resolve()
    return [d for d in dirs if not (d.resolve() == home or home in d.resolve().parents)]


def elapsed(seconds: float) -> str:
    return "%dm%02ds" % (seconds // 60, seconds % 60)


def line(o: Outcome, width: int) -> str:
    return "  %-6s %7s  %s %s" % (o.status, elapsed(o.seconds) if o.status != "proven" else "-",
                                  o.commit.id[:12], o.commit.subject[:width])


# --- the worktree --------------------------------------------------------------------

def is_worktree_of(wt: Path, tree_dir: Path) -> bool:
    """Whether `wt` is a working worktree of the repository of `tree_dir`."""
    if not (wt / ".git").is_file() or not tree.usable(wt):
        return False
    common = tree.out(wt, "rev-parse", "--git-common-dir")
    return (wt / common).resolve() == (tree_dir / ".git").resolve()


def ensure_worktree(ctx: Ctx) -> Path:
    """$FRT_HOME/series: a detached worktree of the source tree, with the tree's bootstrap.toml."""
    t, wt = ctx.paths.tree, ctx.paths.series
    bootstrap = t / "bootstrap.toml"
    if not bootstrap.exists():
        raise FrtError("the source tree %s has no bootstrap.toml" % t, "run ./frt setup, which writes it")
    if wt.exists() and not is_worktree_of(wt, t):
        tree.move_aside(wt, "not a worktree of %s" % t)
    if not wt.exists():
        say("creating the worktree %s of %s (its own build directory)" % (wt, t))
        tree.git(t, "worktree", "prune")
        tree.git(t, "worktree", "add", "-q", "--detach", str(wt), "base")
    tree.write_exclude(t)  # shared by the worktree: build/, bootstrap.toml and the stamp are no edits
    recover(wt)
    build.write_if_changed(wt / "bootstrap.toml", bootstrap.read_text())
    return wt


def recover(wt: Path) -> None:
    """Remove the lock files of a git that died in the worktree (none is running there)."""
    gitdir = Path(tree.out(wt, "rev-parse", "--absolute-git-dir"))
    locks = [f for f in (gitdir / "index.lock", gitdir / "HEAD.lock") if f.exists()]
    if not locks:
        return
    pids = tree.git_processes(wt)
    if pids:
        raise FrtError("git is still running in %s (pid %s) and holds %s"
                       % (wt, ", ".join(map(str, pids)), ", ".join(map(str, locks))),
                       "wait for it to finish (or stop it), then rerun ./frt check-series")
    for lock in locks:
        say("removing %s, left by a git that is no longer running" % lock)
        lock.unlink()


def check_commit(ctx: Ctx, wt: Path, commit: Commit) -> env.Result:
    """Check out `commit` in the worktree and run x.py check on it in the environment."""
    tree.git(wt, "checkout", "-q", "-f", "--detach", commit.id)
    tree.git(wt, "clean", "-q", "-fd")  # untracked sources only: build/, bootstrap.toml, the stamp stay
    write_stubs(wt, commit.parts)
    common = (wt / tree.out(wt, "rev-parse", "--git-common-dir")).resolve()
    for args in commit.checks:
        r = env.run(ctx.paths.env, ["python3", "x.py", *args], cwd=wt,
                    binds=binds_outside(ctx.paths.home, [wt, common]), tee=True, check=False)
        if not r.ok:
            break
    return r


def write_stubs(wt: Path, parts: tuple[str, ...]) -> None:
    """The STUBS of `parts` that the checkout lacks, as empty untracked files."""
    for part in parts:
        for name in STUBS.get(part, ()):
            stub = wt / name
            if not stub.exists():
                stub.parent.mkdir(parents=True, exist_ok=True)
                stub.write_text("")


# --- the command -------------------------------------------------------------------

def run(ctx: Ctx) -> int:
    p = ctx.paths
    if not env.is_ready(ctx.cfg, p.env):
        raise FrtError("the build environment %s is not set up" % p.env, "run ./frt setup")
    tree.require_usable(p.tree, "run ./frt setup")
    build.stage0(ctx.cfg)
    series = commits(p.tree)
    if not series:
        print("no commits on base in %s: nothing to check" % p.tree)
        return 0
    wt = ensure_worktree(ctx)
    stamp = wt / STAMP
    proven = read_stamp(stamp)
    todo = to_check(series, proven)
    say("check-series: %d commit(s) from base to %s (%s), %d proven by an earlier run, %d to check in %s"
        % (len(series), tree.BRANCH, series[-1].id[:12], len(series) - len(todo), len(todo), wt))
    outcomes: list[Outcome] = []
    for i, c in enumerate(series, 1):
        if is_proven(c, proven):
            outcomes.append(Outcome(c, "proven", 0.0))
            continue
        say("check-series [%d/%d] %s %s: x.py %s" % (i, len(series), c.id[:12], c.subject, " ".join(c.check)))
        t0 = time.monotonic()
        r = check_commit(ctx, wt, c)
        o = Outcome(c, "ok" if r.ok else "FAILED", time.monotonic() - t0)
        outcomes.append(o)
        print(line(o, 100), flush=True)
        if not r.ok:
            report(outcomes, len(series))
            print("\nthe end of x.py's output for %s:\n%s\n" % (c.id[:12], error_tail(r.output)))
            raise FrtError(
                "patch %d of %d does not compile on its own: %s %s (x.py %s exited with %d)"
                % (i, len(series), c.id[:12], c.subject, " ".join(c.check), r.returncode),
                "fix that commit in %s: `git rebase -i base`, mark it `edit`, fix, check with "
                "`./frt x %s`, `git commit --amend`, `git rebase --continue`; then "
                "./frt export and rerun ./frt check-series (the %d commit(s) before it are proven and skipped). "
                "The worktree %s is left at the failing commit (`./frt shell`, then cd there). If the output "
                "shows no compile error (no network for crates.io, a full disk), fix that and rerun"
                % (p.tree, " ".join(c.check), i - 1, wt))
        record(stamp, c)
    report(outcomes, len(series))
    print("all %d commit(s) of the series compile (x.py %s; with each part a commit changes, and all "
          "of %s at the tip)" % (len(series), " ".join(CHECK), ", ".join(PARTS.values())))
    return 0


def report(outcomes: list[Outcome], total: int) -> None:
    print("\ncheck-series: %d of %d commit(s)" % (len(outcomes), total))
    for o in outcomes:
        print(line(o, 100))
