"""The build environment: a Debian chroot with LLVM 22, entered per command.

Every command runs as `unshare --mount --propagation private` + bind mounts +
`chroot`, so no mount outlives the command. $FRT_HOME, the rustup home and
the cargo home are visible inside at the same paths as outside.
"""

import contextlib
import ctypes
import dataclasses
import hashlib
import os
import shlex
import shutil
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Mapping, Sequence
from pathlib import Path

from .errors import FrtError
from .config import Config, frt_home
from .log import say

STAMP = ".frt-env"
PATH = "/root/.cargo/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
PASS_ENV = ("TERM", "CI", "RUSTUP_AUTO_INSTALL", "FRT_HOME", "COLUMNS")


def require_root(what: str) -> None:
    if os.geteuid() != 0:
        raise FrtError(
            "%s needs root (debootstrap, mount namespaces and chroot do)" % what,
            "run it as root, for example: sudo ./frt %s" % what.split()[0],
        )


def rustup_home() -> Path:
    return Path(os.environ.get("RUSTUP_HOME") or Path.home() / ".rustup")


def cargo_home() -> Path:
    return Path(os.environ.get("CARGO_HOME") or Path.home() / ".cargo")


def env_stamp(cfg: Config) -> str:
    e = cfg.env
    key = "\n".join([e.suite, e.mirror, e.variant] + sorted(e.packages))
    return hashlib.sha256(key.encode()).hexdigest()


def is_ready(cfg: Config, root: Path) -> bool:
    stamp = root / STAMP
    return stamp.exists() and stamp.read_text().strip() == env_stamp(cfg)


def check_disk(path: str | Path, need_gb: float) -> None:
    p = Path(path)
    while not p.exists():
        p = p.parent
    free = shutil.disk_usage(p).free / 2**30
    if free < need_gb:
        raise FrtError(
            "only %.1f GiB free under %s; setup needs %d GiB (environment, source tree, build)"
            % (free, p, need_gb),
            "free some space there, or point FRT_HOME at a file system with more room",
        )


def check_archive(mirror: str, suite: str) -> None:
    url = "%s/dists/%s/Release" % (mirror.rstrip("/"), suite)
    try:
        with urllib.request.urlopen(urllib.request.Request(url, method="HEAD"), timeout=30):
            pass
    except (urllib.error.URLError, OSError) as e:
        raise FrtError(
            "cannot reach the Debian archive (%s): %s" % (url, e),
            "setup needs network access to the Debian archive; check the connection and rerun",
        )


def host_tool(name: str, package: str) -> None:
    if shutil.which(name):
        return
    say("installing %s on the host (apt-get install %s)" % (name, package))
    for cmd in (["apt-get", "update", "-q"], ["apt-get", "install", "-y", "-q", package]):
        if subprocess.run(cmd).returncode != 0:
            raise FrtError(
                "`%s` failed; %s is needed on the host" % (" ".join(cmd), name),
                "install the Debian package %s by hand and rerun" % package,
            )


def setup(cfg: Config, root: Path) -> None:
    """Create or update the chroot at `root`; idempotent."""
    if is_ready(cfg, root):
        return
    e = cfg.env
    require_root("setup")
    check_archive(e.mirror, e.suite)
    if not (root / "usr" / "bin").exists():
        host_tool("debootstrap", "debootstrap")
        partial = root.with_name(root.name + ".partial")
        if partial.exists():
            say("removing the interrupted debootstrap in %s" % partial)
            shutil.rmtree(partial)
        say("debootstrap %s into %s" % (e.suite, root))
        cmd = ["debootstrap", "--variant=" + e.variant, e.suite, str(partial), e.mirror]
        if subprocess.run([*CONTAINED, *cmd], preexec_fn=die_with_parent).returncode != 0:
            raise FrtError(
                "debootstrap of Debian %s failed (see its output above)" % e.suite,
                "check network access to %s and rerun; the partial root is redone" % e.mirror,
            )
        partial.rename(root)
    refresh_host_files(root)
    say("installing the build packages in the environment")
    # dpkg --configure -a: finish what an interrupted earlier install left half configured.
    script = "export DEBIAN_FRONTEND=noninteractive; dpkg --configure -a && apt-get update -q && apt-get install -y -q --no-install-recommends %s" % (
        " ".join(shlex.quote(p) for p in e.packages)
    )
    if not run(root, ["sh", "-c", script], check=False).ok:
        raise FrtError(
            "installing the build packages in the environment failed (see apt's output above)",
            "check network access to the Debian archive and rerun ./frt setup",
        )
    install_ca_certs(root)
    (root / STAMP).write_text(env_stamp(cfg) + "\n")


def refresh_host_files(root: Path) -> None:
    """DNS and hosts come from the host at every entry: they may change."""
    for f in ("etc/resolv.conf", "etc/hosts"):
        src = Path("/") / f
        dst = root / f
        if src.exists():
            if dst.is_symlink():
                dst.unlink()
            shutil.copyfile(src, dst)


def install_ca_certs(root: Path) -> None:
    """Trust the host's local CA certificates inside (crates.io fails without them)."""
    src = Path("/usr/local/share/ca-certificates")
    dst = root / "usr/local/share/ca-certificates"
    dst.mkdir(parents=True, exist_ok=True)
    for crt in sorted(src.glob("*.crt")) if src.exists() else []:
        shutil.copyfile(crt, dst / crt.name)
    run(root, ["update-ca-certificates"], check=True, quiet=True)


def mount_script(root: Path, binds: Sequence[Path], cwd: str | Path, argv: Sequence[str],
                 env: Mapping[str, str]) -> str:
    """The shell script run in the new mount namespace: mounts, then chroot."""
    q = shlex.quote
    lines = ["set -e"]
    lines.append("mount -t proc proc %s" % q(str(root / "proc")))
    for d in ("dev", "sys"):
        lines.append("mount --rbind /%s %s" % (d, q(str(root / d))))
    for src in binds:
        dst = root / str(src).lstrip("/")
        if Path(src).is_dir():
            lines.append("mkdir -p %s" % q(str(dst)))
        else:
            lines.append("mkdir -p %s && touch %s" % (q(str(dst.parent)), q(str(dst))))
        lines.append("mount --bind %s %s" % (q(str(src)), q(str(dst))))
    envs = " ".join(q("%s=%s" % kv) for kv in sorted(env.items()))
    inner = "cd %s && exec %s" % (q(str(cwd)), " ".join(q(a) for a in argv))
    # No exec: this shell stays PID 1 of the command's PID namespace and reaps orphans (dash waits
    # for any child), which a compiler or test run as PID 1 would not.
    lines.append("chroot %s /usr/bin/env -i %s /bin/sh -c %s" % (q(str(root)), envs, q(inner)))
    return "\n".join(lines)


def default_binds(home: Path) -> list[Path]:
    binds = [home, rustup_home(), cargo_home()]
    return [b for b in binds if Path(b).exists()]


# Long commands run in mount and PID namespaces of their own, whose first process dies with unshare
# (--kill-child), and unshare dies with the driver (die_with_parent): however the driver ends, even
# by SIGKILL, the kernel kills everything the command started and undoes its mounts. Nothing runs
# on to hold locks or write into a directory a rerun removes.
CONTAINED = ("unshare", "--mount", "--propagation", "private", "--pid", "--fork", "--kill-child", "--")


def die_with_parent() -> None:
    """In the child before exec: be sent SIGKILL when the driver dies (prctl PR_SET_PDEATHSIG)."""
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0)


@dataclasses.dataclass(frozen=True)
class Result:
    """How a command in the environment ended: its exit code and, with `tee`, what it printed."""

    returncode: int
    output: str = ""  # stdout and stderr, interleaved; empty unless run with tee

    @property
    def ok(self) -> bool:
        return self.returncode == 0


def run(root: Path, argv: Sequence[str], cwd: str | Path = "/", binds: Sequence[str | Path] = (), check: bool = True,
        quiet: bool = False, extra_env: Mapping[str, str] | None = None, tee: bool = False,
        interactive: bool = False) -> Result:
    """Run argv inside the environment; return a Result (exit code, and the output with tee).

    With tee the output is shown as it comes and also kept in the Result, for parsing. The command runs
    CONTAINED: it cannot outlive the driver. Unless `interactive` (a shell, rustc, cargo at the
    user's terminal), it also has a process group of its own, so Ctrl-C reaches the driver
    alone, which then kills it.
    """
    require_root("running the build environment")
    if not (root / "usr" / "bin").exists():
        raise FrtError("the build environment %s does not exist" % root, "run ./frt setup")
    refresh_host_files(root)
    env = {"HOME": "/root", "PATH": PATH, "LANG": "C.UTF-8", "SHELL": "/bin/bash",
           "RUSTUP_HOME": str(rustup_home()), "CARGO_HOME": str(cargo_home())}
    for k in PASS_ENV:
        if k in os.environ:
            env[k] = os.environ[k]
    env.update(extra_env or {})
    all_binds = default_binds(frt_home()) + [Path(b) for b in binds]
    script = mount_script(root, all_binds, cwd, argv, env)
    cmd = [*CONTAINED, "/bin/sh", "-c", script]
    out = subprocess.DEVNULL if quiet else None
    if tee:
        out = subprocess.PIPE
    err = subprocess.STDOUT if tee else out
    output = ""
    with subprocess.Popen(cmd, stdout=out, stderr=err, text=True, errors="replace", preexec_fn=die_with_parent,
                          process_group=None if interactive else 0) as p:
        try:
            if tee and p.stdout is not None:
                lines = []
                for line in p.stdout:
                    sys.stdout.write(line)
                    sys.stdout.flush()
                    lines.append(line)
                output = "".join(lines)
            p.wait()
        except BaseException:
            if not interactive:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(p.pid, signal.SIGKILL)
            raise
    if check and p.returncode != 0:
        raise FrtError(
            "`%s` failed in the build environment (exit %d)" % (" ".join(argv), p.returncode),
            "read the output above; `./frt shell` opens a shell in the environment",
        )
    return Result(p.returncode, output)
