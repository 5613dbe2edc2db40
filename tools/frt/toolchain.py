"""The host-native toolchain: the fork's programs, runnable on the host like any rustup toolchain.

The compiler is built in the environment (Debian trixie: its glibc, libstdc++ and LLVM 22), so
its programs do not start on an older host as they are. `$FRT_HOME/toolchain` is a copy of the
stage1 sysroot that carries what they need, the way Nix or conda packages do:

    bin/       rustc rustdoc clippy-driver cargo-clippy rustfmt cargo-fmt rust-analyzer, and cargo
               (stage0's)
    libexec/   rust-analyzer-proc-macro-srv, where rust-analyzer looks for it in a sysroot: it
               expands the proc macros the fork compiles
    lib/       librustc_driver and the other compiler libraries, lib/rustlib/<target>/ (std),
               lib/rustlib/src/rust/library (the rust-src layout, for rust-analyzer); the
               std dylib needs no newer glibc than the host has (elf.py)
    runtime/   the environment's dynamic loader and every library the programs load, patchelf
    install.sh points the programs at runtime/'s loader; rerun it after moving the directory

Each program and library gets an RPATH relative to itself ($ORIGIN/../lib:$ORIGIN/../runtime),
and each program the absolute path of runtime/'s loader as its interpreter (install.sh), so
nothing is looked up on the host but `cc` for linking. Programs the fork compiles link against
the host's own C library, as with any toolchain.
"""

import hashlib
import os
import shlex
import shutil
import subprocess
from pathlib import Path

from . import build, elf, env, pins
from .config import Config, Paths
from .errors import FrtError
from .log import say

# Programs built in the environment, and where the build leaves them (stage1/bin, the tools dir,
# stage1/libexec); PROGRAMS are their paths in the toolchain.
STAGE1_PROGRAMS = ("rustc", "rustdoc")
TOOL_PROGRAMS = ("clippy-driver", "cargo-clippy", "rustfmt", "cargo-fmt", "rust-analyzer")
LIBEXEC_PROGRAMS = ("rust-analyzer-proc-macro-srv",)
PROGRAMS = tuple("bin/" + p for p in STAGE1_PROGRAMS + TOOL_PROGRAMS) + tuple(
    "libexec/" + p for p in LIBEXEC_PROGRAMS)
LOADER = "ld-linux-x86-64.so.2"
STAMP = ".frt-stamp"
# Never given an RPATH: the loader itself, and the C library it is paired with.
NOT_PATCHED = (LOADER, "libc.so.6")

INSTALL_SH = """#!/bin/sh
# Points this toolchain's programs at the dynamic loader it carries (runtime/), wherever the
# directory is: run it once after unpacking or moving the toolchain. Written by ./frt.
set -eu
here=$(cd "$(dirname "$0")" && pwd -P)
loader="$here/runtime/%(loader)s"
while read -r prog; do
    "$loader" --library-path "$here/runtime" "$here/runtime/patchelf" --set-interpreter "$loader" "$here/$prog"
done < "$here/runtime/programs"
"$here/bin/rustc" -vV > /dev/null || {
    echo "install.sh: $here/bin/rustc does not start after relocation" >&2
    exit 1
}
echo "toolchain ready in $here; link it with: rustup toolchain link <name> $here"
""" % {"loader": LOADER}

# Run inside the environment, in the new toolchain directory: collect the runtime, set RPATHs.
RUNTIME_SH = r"""set -eu
progs="%(progs)s"
libs=$(ls lib/*.so)
mkdir -p runtime
cp -L /lib64/%(loader)s /usr/bin/patchelf runtime/
ldd $progs $libs /usr/bin/patchelf | sed -n 's|^[[:space:]]*\([^ ]*\) => \(/[^ ]*\) .*|\1 \2|p' | sort -u |
while read -r soname path; do
    case "$path" in "$PWD"/*) continue ;; esac
    [ -e "runtime/$soname" ] || cp -L "$path" "runtime/$soname"
done
for f in runtime/*.so*; do
    case "${f##*/}" in %(not_patched)s) continue ;; esac
    patchelf --force-rpath --set-rpath '$ORIGIN' "$f"
done
for f in $libs; do patchelf --force-rpath --set-rpath '$ORIGIN:$ORIGIN/../runtime' "$f"; done
for f in $progs; do patchelf --force-rpath --set-rpath '$ORIGIN/../lib:$ORIGIN/../runtime' "$f"; done
printf '%%s\n' $progs > runtime/programs
"""


def tools_bin(paths: Paths) -> Path:
    return paths.stage1.with_name(paths.stage1.name + "-tools-bin")


def sources(paths: Paths, stage0_sysroot: Path) -> dict[str, Path]:
    """Every file the toolchain is made of: {path in the toolchain: source path}."""
    files = {}
    for name in STAGE1_PROGRAMS:
        files["bin/" + name] = paths.stage1 / "bin" / name
    for name in TOOL_PROGRAMS:
        files["bin/" + name] = tools_bin(paths) / name
    for name in LIBEXEC_PROGRAMS:
        files["libexec/" + name] = paths.stage1 / "libexec" / name
    files["bin/cargo"] = stage0_sysroot / "bin" / "cargo"  # a host program already
    missing = [str(src) for src in files.values() if not src.is_file()]
    if missing:
        raise FrtError("the build left no %s" % ", ".join(missing), "run ./frt build")
    lib = paths.stage1 / "lib"
    for f in sorted(lib.rglob("*")):
        rel = f.relative_to(lib)
        # rustlib/src and rustlib/rustc-src are links into the source tree; rust-src is copied below.
        if rel.parts[:2] in (("rustlib", "src"), ("rustlib", "rustc-src")) or not f.is_file():
            continue
        files["lib/%s" % rel] = f
    library = paths.tree / "library"
    for f in sorted(library.rglob("*")):
        if f.is_file() and "target" not in f.relative_to(library).parts:
            files["lib/rustlib/src/rust/library/%s" % f.relative_to(library)] = f
    return files


def fingerprint(files: dict[str, Path]) -> str:
    """Of the contents, not the times: `x.py test` copies the sysroot again without changing it."""
    h = hashlib.sha256((INSTALL_SH + RUNTIME_SH + Path(elf.__file__).read_text()).encode())
    for rel, src in sorted(files.items()):
        h.update(("%s %s\n" % (rel, pins.sha256_of(src))).encode())
    return h.hexdigest()


def install(cfg: Config, paths: Paths, stage0_sysroot: Path, replaced: dict[str, Path] | None = None) -> Path:
    """Make `paths.toolchain` from the build (a no-op when it is up to date) and return it;
    `replaced` gives other sources for some of its files (the release build's BOLT-optimized
    librustc_driver, release.py)."""
    dest = paths.toolchain
    files = sources(paths, stage0_sysroot)
    unknown = sorted(set(replaced or {}) - set(files))
    if unknown:
        raise ValueError("no such file in the toolchain: %s" % ", ".join(unknown))
    files.update(replaced or {})
    stamp = fingerprint(files)
    if (dest / STAMP).is_file() and (dest / STAMP).read_text() == stamp:
        return dest
    new, old = dest.with_name(dest.name + ".new"), dest.with_name(dest.name + ".old")
    for leftover in (new, old):
        if leftover.exists():
            say("removing %s, left by an interrupted install" % leftover)
            shutil.rmtree(leftover)
    say("installing the host-native toolchain in %s" % dest)
    for rel, src in files.items():
        (new / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, new / rel)
    script = RUNTIME_SH % {"progs": " ".join(PROGRAMS), "loader": LOADER,
                           "not_patched": "|".join(NOT_PATCHED)}
    env.run(paths.env, ["sh", "-c", script], cwd=new)
    for lib in sorted(new.glob("lib/rustlib/*/lib/*.so")):  # loaded by programs on the host
        try:
            elf.unversion_weak_references(lib)
        except ValueError as e:
            raise FrtError("cannot install the toolchain: %s" % e,
                           "the build left a broken library in %s: remove that directory and rerun ./frt build"
                           % paths.stage1)
    (new / "install.sh").write_text(INSTALL_SH)
    (new / "install.sh").chmod(0o755)
    (new / STAMP).write_text(stamp)
    if dest.exists():
        dest.rename(old)
    new.rename(dest)
    if old.exists():
        shutil.rmtree(old)
    relocate(dest)
    return dest


def relocate(root: Path) -> None:
    """Run the toolchain's install.sh on the host (sets the programs' interpreter to root/runtime)."""
    r = subprocess.run([str(root / "install.sh")], capture_output=True, text=True)
    if r.returncode != 0:
        raise FrtError("%s/install.sh failed:\n%s" % (root, (r.stdout + r.stderr).strip()),
                       "rerun ./frt build; if it fails again, the toolchain's runtime is incomplete (a bug)")


def rustup() -> str:
    found = shutil.which("rustup") or env.cargo_home() / "bin" / "rustup"
    if not Path(found).exists():
        raise FrtError("rustup is not installed on the host", "install rustup (https://rustup.rs), then rerun")
    return str(found)


def link(cfg: Config, root: Path, name: str | None = None) -> None:
    """Point the host's rustup toolchain `frt` (or `name`) at root (seen at the same path inside the
    environment)."""
    name = name or cfg.fork.toolchain
    r = subprocess.run([rustup(), "toolchain", "link", name, str(root)], capture_output=True, text=True)
    if r.returncode != 0:
        raise FrtError("`rustup toolchain link %s %s` failed:\n%s" % (name, root, r.stderr.strip()),
                       "check `rustup toolchain list`; remove a toolchain of that name that is not a link")


def dist(cfg: Config, paths: Paths, out_dir: Path, toolchain_name: str) -> Path:
    """A relocatable .tar.xz of the toolchain (rustc-NAME-TRIPLE.tar.xz); returns its path."""
    root = paths.toolchain
    out_dir.mkdir(parents=True, exist_ok=True)
    name = "rustc-%s-%s" % (toolchain_name, build.TRIPLE)
    tarball = out_dir / (name + ".tar.xz")
    if tarball.exists() and tarball.stat().st_mtime_ns > (root / STAMP).stat().st_mtime_ns:
        return tarball  # packed since the toolchain was last installed
    part = tarball.with_name(tarball.name + ".part")
    say("packing %s" % tarball)
    cmd = "tar -C %s --exclude=./%s --transform=%s -cf - . | xz -T0 -6 > %s" % (
        shlex.quote(str(root)), STAMP, shlex.quote("s|^\\.|%s|" % name), shlex.quote(str(part)))
    if subprocess.run(["bash", "-o", "pipefail", "-c", cmd]).returncode != 0:
        raise FrtError("packing %s failed (output above)" % tarball, "check free disk space, then rerun ./frt dist")
    os.replace(part, tarball)
    return tarball
