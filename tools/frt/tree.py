"""The fork's source tree: a git repository holding `base` + one commit per patch.

- `base` (a tag): the orig tarball with Debian's patch series applied.
- `patches/*.patch`: the fork's change set, `git format-patch` files.
- `refs/frt/synced`: the commit the last sync or export left the tree at;
  HEAD moving past it means commits that are not exported yet.

Commits are built from the patches in the object database with a temporary
index (no checkout), with author and committer taken from the patch, so the
same patches always give the same commit ids. Moving the tree is a plain
`git checkout`, which rewrites only the files whose content differs: cargo
then rebuilds only what changed.
"""

import hashlib
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import IO, Any, NamedTuple

from .errors import FrtError
from .log import say

BRANCH = "frt"
SYNCED = "refs/frt/synced"
BASE_DATE = "2026-04-14T00:00:00Z"
# The one author of every patch of the series (name, email).
SERIES_AUTHOR = ("rustc-frt developers", "frt@localhost")
IDENT = {"GIT_AUTHOR_NAME": "rustc-frt", "GIT_AUTHOR_EMAIL": "frt@localhost",
         "GIT_COMMITTER_NAME": "rustc-frt", "GIT_COMMITTER_EMAIL": "frt@localhost"}
# No git maintenance (auto gc, `git maintenance`) ever runs on a tree the driver manages: a
# background gc holds ref locks while the driver goes on, and dies holding them when killed.
NO_MAINTENANCE = ("-c", "gc.auto=0", "-c", "gc.autoDetach=false", "-c", "maintenance.auto=false")
# Never edits of the tree: build output, x.py's configuration, the driver's files, and the files
# check-series writes where Debian's source has none (series.STUBS).
EXCLUDE = ["/build/", "/build-*/", "/bootstrap.toml", "/bootstrap.*.toml", "/config.toml", "/.frt-*", "__pycache__/",
           "/src/tools/clippy/util/gh-pages/"]


def git(tree: str | Path, *args: str, env: Mapping[str, str] | None = None, input: str | None = None,
        check: bool = True, stdin: IO[Any] | None = None) -> subprocess.CompletedProcess[str]:
    full_env = dict(os.environ)
    # Never take a repository above the tree for the tree's own (a tree whose .git is broken).
    full_env["GIT_CEILING_DIRECTORIES"] = str(Path(tree).absolute().parent)
    full_env.update(env or {})
    r = subprocess.run(["git", "-C", str(tree), *NO_MAINTENANCE, "-c", "core.abbrev=12", *args], env=full_env,
                       input=input, stdin=stdin, capture_output=True, text=True)
    if check and r.returncode != 0:
        if r.returncode < 0:
            raise FrtError("git %s was killed by signal %d in %s" % (" ".join(args), -r.returncode, tree),
                           "rerun the command: it clears what a git that died left behind and goes on")
        raise FrtError("git %s failed in %s:\n%s" % (" ".join(args), tree, (r.stderr or r.stdout).strip()),
                       "git's message says why; `git -C %s status` shows where the repository stands. "
                       "Fix that (or move the directory away, ./frt makes it again) and rerun" % tree)
    return r


def out(tree: str | Path, *args: str, **kw: Any) -> str:
    return git(tree, *args, **kw).stdout.strip()


def rev(tree: str | Path, name: str) -> str | None:
    r = git(tree, "rev-parse", "-q", "--verify", name + "^{commit}", check=False)
    return r.stdout.strip() if r.returncode == 0 else None


def patch_files(patches_dir: str | Path) -> list[Path]:
    return sorted(Path(patches_dir).glob("*.patch"))


# --- creating the base -----------------------------------------------------

def usable(tree: str | Path) -> bool:
    """Whether `tree` is a source tree made by create_base (a git repository, or a worktree of one,
    with the tag `base`)."""
    return (Path(tree) / ".git").exists() and rev(tree, "base") is not None


def require_usable(tree: str | Path, todo: str) -> None:
    """Stop with `todo` unless `tree` is usable (see usable)."""
    if not usable(tree):
        raise FrtError("no source tree at %s (a git repository with the tag `base`)" % tree, todo)


def create_base(tree: Path, orig: Path, debian_tar: Path) -> None:
    """Unpack orig, apply debian/patches/series, commit and tag `base`.

    A directory in the tree's place that is not such a tree (an interrupted or foreign one) is
    moved aside, never deleted: it may hold something of someone's.
    """
    if usable(tree):
        return
    if tree.exists():
        move_aside(tree, "not a source tree made by ./frt (no git repository with the tag `base`)")
    partial = tree.with_name(tree.name + ".partial")
    if partial.exists():
        say("removing the interrupted source tree %s" % partial)
        shutil.rmtree(partial)
    partial.mkdir(parents=True)
    say("unpacking %s" % orig.name)
    untar(orig, partial, strip=1)
    with tempfile.TemporaryDirectory() as tmp:
        untar(debian_tar, Path(tmp))
        pdir = Path(tmp) / "debian" / "patches"
        series = [l.split()[0] for l in (pdir / "series").read_text().splitlines()
                  if l.strip() and not l.lstrip().startswith("#")]
        say("applying Debian's %d patches" % len(series))
        for name in series:
            r = subprocess.run(["patch", "-p1", "-s", "-F0", "--no-backup-if-mismatch", "-N",
                                "-d", str(partial), "-i", str(pdir / name)],
                               capture_output=True, text=True)
            if r.returncode != 0:
                raise FrtError("Debian patch %s does not apply:\n%s" % (name, r.stdout + r.stderr),
                               "the base tarballs do not match frt.toml's pins; rerun ./frt setup")
    say("committing the base tree (one-time, takes a minute)")
    git(partial, "init", "-q", "-b", BRANCH)
    write_exclude(partial)
    configure(partial)
    git(partial, "add", "-A", "-f", ".")
    # -f: the orig tree carries .gitignore files; everything it has is the base.
    env = dict(IDENT, GIT_AUTHOR_DATE=BASE_DATE, GIT_COMMITTER_DATE=BASE_DATE)
    git(partial, "commit", "-q", "--no-verify", "-m", "base: rustc 1.95.0+dfsg1-2 (orig + Debian patches)",
        env=env)
    git(partial, "tag", "base")
    git(partial, "update-ref", SYNCED, "base")
    partial.rename(tree)


def move_aside(path: Path, why: str) -> Path:
    """Rename `path` to `<name>.broken-N` (the first N free), never delete it: it may hold something
    of someone's. Returns the new path."""
    n = 1
    while path.with_name("%s.broken-%d" % (path.name, n)).exists():
        n += 1
    aside = path.with_name("%s.broken-%d" % (path.name, n))
    say("%s is %s; moving it to %s and creating it again" % (path, why, aside))
    path.rename(aside)
    return aside


def untar(tarball: Path, dest: Path, strip: int = 0) -> None:
    cmd = ["tar", "-xf", str(tarball), "-C", str(dest)]
    if strip:
        cmd.append("--strip-components=%d" % strip)
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise FrtError("unpacking %s failed: %s" % (tarball, r.stderr.strip()),
                       "check free disk space and rerun")


# --- building commits from patches ----------------------------------------

class PatchFailure(NamedTuple):
    patch: Path
    error: str  # what `git apply` said


class Series(NamedTuple):
    """The commits built from patches/: the last one, and the patch that did not apply, if any."""

    tip: str  # the last commit made (base itself when the first patch failed)
    failure: PatchFailure | None


def build_series(tree: Path, patches: Iterable[Path]) -> Series:
    """Commit each patch on top of `base` without touching the work tree."""
    parent = rev(tree, "base")
    if parent is None:
        raise FrtError("%s has no tag `base`" % tree, "run ./frt setup, which makes the source tree again")
    with tempfile.TemporaryDirectory() as tmp:
        index = Path(tmp) / "index"
        ienv = {"GIT_INDEX_FILE": str(index)}
        git(tree, "read-tree", parent, env=ienv)
        for p in patches:
            msg, patch = Path(tmp) / "msg", Path(tmp) / "patch"
            with open(p, "rb") as f:  # as bytes: a patch may change files that are not UTF-8
                info = git(tree, "mailinfo", "-b", str(msg), str(patch), stdin=f).stdout
            fields = dict(line.split(": ", 1) for line in info.splitlines() if ": " in line)
            r = git(tree, "apply", "--cached", "--whitespace=nowarn", str(patch), env=ienv, check=False)
            if r.returncode != 0:
                return Series(parent, PatchFailure(p, r.stderr.strip()))
            treeid = out(tree, "write-tree", env=ienv)
            message = fields.get("Subject", p.stem) + "\n"
            body = msg.read_text().strip()
            if body:
                message += "\n" + body + "\n"
            cenv = {"GIT_AUTHOR_NAME": fields.get("Author", "unknown"),
                    "GIT_AUTHOR_EMAIL": fields.get("Email", "unknown"),
                    "GIT_AUTHOR_DATE": fields.get("Date", BASE_DATE)}
            cenv.update(GIT_COMMITTER_NAME=cenv["GIT_AUTHOR_NAME"], GIT_COMMITTER_EMAIL=cenv["GIT_AUTHOR_EMAIL"],
                        GIT_COMMITTER_DATE=cenv["GIT_AUTHOR_DATE"])
            parent = out(tree, "commit-tree", treeid, "-p", parent, env=cenv, input=message)
    return Series(parent, None)


# --- recovery ---------------------------------------------------------------

# Lock files git leaves behind when it dies (or is killed) while holding them.
LOCK_GLOBS = ("*.lock", "refs/**/*.lock", "logs/**/*.lock", "gc.pid")


def configure(tree: Path) -> None:
    """The repository settings every managed tree has (idempotent, also for older trees). The
    identity is the series' one author: a commit made in the tree is exported under it."""
    for key, value in (("core.autocrlf", "false"), ("gc.auto", "0"), ("maintenance.auto", "false"),
                       ("user.name", SERIES_AUTHOR[0]), ("user.email", SERIES_AUTHOR[1])):
        if out(tree, "config", "--local", "--default", "", "--get", key) != value:
            git(tree, "config", "--local", key, value)


def git_processes(tree: Path) -> list[int]:
    """The pids of running git processes working in `tree` (their cwd is in it)."""
    tree = Path(tree).resolve()
    pids = []
    for proc in Path("/proc").glob("[0-9]*"):
        try:
            if (proc / "comm").read_text().strip() != "git":
                continue
            cwd = Path(os.readlink(proc / "cwd"))
        except OSError:
            continue  # gone, or not ours to read
        if cwd == tree or tree in cwd.parents:
            pids.append(int(proc.name))
    return sorted(pids)


def stale_locks(tree: Path) -> list[Path]:
    gitdir = Path(tree) / ".git"
    return sorted({f for pattern in LOCK_GLOBS for f in gitdir.glob(pattern) if f.is_file()})


def recover(tree: Path) -> None:
    """Remove the lock files of a git that is no longer running; set the repository up as ours.

    With a git still running in the tree its locks are live: say which process, and stop.
    """
    locks = stale_locks(tree)
    if locks:
        pids = git_processes(tree)
        if pids:
            raise FrtError("git is still running in %s (pid %s) and holds %s"
                           % (tree, ", ".join(map(str, pids)), ", ".join(str(l) for l in locks)),
                           "wait for it to finish (or stop it), then rerun")
        for lock in locks:
            say("removing %s, left by a git that is no longer running" % lock)
            lock.unlink()
    configure(tree)


def blob_id(path: Path) -> str:
    """The git blob id of a file or symlink in the work tree (sha1 repositories)."""
    data = os.readlink(path).encode() if path.is_symlink() else path.read_bytes()
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


class Entry(NamedTuple):
    """A file as git records it."""

    mode: str  # 100644, 100755, 120000
    blob: str  # blob id


def blobs(tree: Path, commit: str) -> dict[str, Entry]:
    """{path: Entry} of a commit's files."""
    listing = git(tree, "ls-tree", "-r", "-z", "--full-tree", commit).stdout
    entries = (e.split("\t", 1) for e in listing.split("\0") if e)
    return {path: Entry(meta.split()[0], meta.split()[2]) for meta, path in entries}


def work_entry(path: Path) -> Entry | None:
    """A file or symlink in the work tree as git would record it, or None."""
    if path.is_symlink():
        return Entry("120000", blob_id(path))
    if path.is_file():
        return Entry("100755" if path.stat().st_mode & 0o100 else "100644", blob_id(path))
    return None


def only_known_content(tree: Path, commits: Iterable[str | None]) -> bool:
    """True when every file that differs from HEAD (in the work tree and in the index) has the
    content and mode, or the absence, it has in one of `commits`: no work of anyone's is in it."""
    status = git(tree, "-c", "status.renames=false", "status", "--porcelain", "-z",
                 "--untracked-files=all").stdout
    paths = [e[3:] for e in status.split("\0") if e]
    if not paths:
        return True
    known = [blobs(tree, c) for c in dict.fromkeys(c for c in commits if c)]
    index: dict[str, Entry] = {}
    for e in git(tree, "ls-files", "-s", "-z").stdout.split("\0"):
        if e:
            meta, path = e.split("\t", 1)
            index[path] = Entry(*meta.split()[:2])
    for path in paths:
        for state in (work_entry(Path(tree) / path), index.get(path)):
            if not any(k.get(path) == state for k in known):
                return False
    return True


# --- state ------------------------------------------------------------------

def write_exclude(tree: Path) -> None:
    """Build products (build/, bootstrap.toml, __pycache__) are never edits."""
    f = Path(tree) / ".git" / "info" / "exclude"
    text = "\n".join(EXCLUDE) + "\n"
    if not f.exists() or f.read_text() != text:
        f.parent.mkdir(exist_ok=True)
        f.write_text(text)


def dirty(tree: Path) -> str:
    """Uncommitted edits in the tree (ignoring build products)."""
    write_exclude(tree)
    return out(tree, "status", "--porcelain", "--untracked-files=normal")


def unexported(tree: Path) -> str | None:
    """Commits on HEAD that the last sync/export did not produce, or None."""
    head, synced = rev(tree, "HEAD"), rev(tree, SYNCED)
    if head == synced:
        return None
    return out(tree, "log", "--oneline", "%s..HEAD" % (synced or "base")) or "(HEAD moved off %s)" % SYNCED


def sync(tree: Path, patches_dir: Path, discard: bool = False) -> bool:
    """Move the tree to exactly base + patches/. Returns True when files changed.

    A tree left behind by an interrupted git (stale locks, a checkout that moved the files
    but not HEAD) is put back in order first; only real unexported work stops the sync.
    """
    patches = patch_files(patches_dir)
    recover(tree)
    tip, failure = build_series(tree, patches)
    if not discard:
        d = dirty(tree)
        if d:
            if only_known_content(tree, [tip, rev(tree, "HEAD"), rev(tree, SYNCED)]):
                say("%s: the files differ from HEAD only by content of commits the driver made "
                    "(an interrupted checkout); finishing it" % tree)
            else:
                raise FrtError("the source tree %s has uncommitted edits:\n%s" % (tree, d),
                               "commit them there and run ./frt export, or rerun with --discard to throw them away")
        u = unexported(tree)
        if u:
            # Commits that reproduce patches/ exactly are not new work.
            if export_diff(tree, patches_dir):
                raise FrtError("the source tree %s has commits not exported to patches/:\n%s" % (tree, u),
                               "run ./frt export and commit patches/, or rerun with --discard to drop them")
    if failure:
        p, err = failure.patch, failure.error
        checkout(tree, tip)
        raise FrtError("patch %s no longer applies:\n%s\nthe tree is left at the last patch that applied (%s)"
                       % (p.name, err, out(tree, "log", "-1", "--format=%h %s", tip)),
                       "in %s run `git am -3 %s`, resolve, commit, then ./frt export" % (tree, p))
    if rev(tree, "HEAD") == tip and not dirty(tree):
        git(tree, "update-ref", SYNCED, tip)
        return False
    checkout(tree, tip)
    return True


def checkout(tree: Path, commit: str) -> None:
    git(tree, "checkout", "-q", "-f", "-B", BRANCH, commit)
    git(tree, "clean", "-q", "-fd")  # untracked sources only: ignored build products stay
    git(tree, "update-ref", SYNCED, commit)


# --- export -----------------------------------------------------------------

def format_patches(tree: Path, dest: str | Path) -> list[Path]:
    """The commits base..HEAD as stable `git format-patch` files in dest."""
    git(tree, "format-patch", "-q", "--no-signature", "--zero-commit", "--no-numbered",
        "--subject-prefix=PATCH", "-o", str(dest), "base..HEAD")
    return sorted(Path(dest).glob("*.patch"))


def export_diff(tree: Path, patches_dir: Path) -> list[str]:
    """Lines describing how patches/ differs from the tree's commits; empty if equal."""
    with tempfile.TemporaryDirectory() as tmp:
        new = {p.name: p.read_bytes() for p in format_patches(tree, tmp)}
    old = {p.name: p.read_bytes() for p in patch_files(patches_dir)}
    diff = []
    for name in sorted(set(new) | set(old)):
        if name not in old:
            diff.append("new:     %s" % name)
        elif name not in new:
            diff.append("removed: %s" % name)
        elif new[name] != old[name]:
            diff.append("changed: %s" % name)
    return diff


def export(tree: Path, patches_dir: Path) -> list[str]:
    """Write base..HEAD to patches_dir; returns the list of changes made."""
    if not usable(tree) or git(tree, "merge-base", "--is-ancestor", "base", "HEAD", check=False).returncode != 0:
        raise FrtError("HEAD of %s does not descend from the tag `base`" % tree,
                       "rebase your work onto base (git rebase base) and rerun ./frt export")
    patches_dir = Path(patches_dir)
    patches_dir.mkdir(exist_ok=True)
    changes = export_diff(tree, patches_dir)
    with tempfile.TemporaryDirectory() as tmp:
        new = format_patches(tree, tmp)
        names = {p.name for p in new}
        for p in patch_files(patches_dir):
            if p.name not in names:
                p.unlink()
        for p in new:
            target = patches_dir / p.name
            data = p.read_bytes()
            if not target.exists() or target.read_bytes() != data:
                target.write_bytes(data)
    git(tree, "update-ref", SYNCED, "HEAD")
    return changes
