"""frt.toml and the paths derived from it and from $FRT_HOME."""

import dataclasses
import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from .errors import FrtError

REPO = Path(__file__).resolve().parents[2]
PATCHES = REPO / "patches"  # the fork's change set
BENCH = REPO / "bench"  # ./frt bench: pinned crates, helper scripts, results

PROFILES = ("dev", "release")  # the builds of the tree (Paths.profile)


T = TypeVar("T")


# --- frt.toml, read once into typed records (load) -------------------------------------------


@dataclass(frozen=True)
class Pin:
    """A pinned download: nothing is used unless its size and sha256 match (pins.py)."""

    file: str
    size: int
    sha256: str


@dataclass(frozen=True)
class Base:
    """[base]: the Debian source package the tree is made from."""

    name: str
    archive: str  # URL of the pool directory holding the tarballs
    mirrors: tuple[Path, ...]  # local mirror directories, resolved against frt.toml's directory
    orig: Pin
    debian: Pin


@dataclass(frozen=True)
class EnvSpec:
    """[env]: the Debian build environment (env.py)."""

    suite: str
    mirror: str
    variant: str
    packages: tuple[str, ...]
    llvm_config: str
    min_free_gb: float


@dataclass(frozen=True)
class Stage0:
    """[stage0]: the rustup toolchain the tree is built with (local-rebuild)."""

    toolchain: str
    commit: str


@dataclass(frozen=True)
class Fork:
    """[fork]: how the fork names itself: rustup toolchain and version description."""

    toolchain: str
    description: str


@dataclass(frozen=True)
class Release:
    """[release]: how the release build differs from the developer one (release.py)."""

    jemalloc: bool
    lto: str
    codegen_units: int
    llvm_link_shared: bool
    pgo: bool
    llvm_profdata: str
    function_order: bool
    bolt: bool
    llvm_bolt: str
    merge_fdata: str


@dataclass(frozen=True)
class Tests:
    """[tests]: what `./frt test` runs with x.py, and the base's known tests/ui failures."""

    paths: tuple[str, ...]
    base_results: str


@dataclass(frozen=True)
class CrateSuite:
    """One of [crates] suites: a crate whose own tests `./frt test --crates` runs (crates.py)."""

    name: str
    version: str
    args: tuple[str, ...]


@dataclass(frozen=True)
class Config:
    """frt.toml, checked: every key the driver reads, typed, read once by `load`."""

    dir: Path  # the directory of frt.toml, against which its relative paths resolve
    base: Base
    env: EnvSpec
    stage0: Stage0
    fork: Fork
    release: Release
    tests: Tests
    crates: tuple[CrateSuite, ...]


def toolchain_name(cfg: Config, profile: str) -> str:
    """The rustup toolchain name of a profile's toolchain: `frt` (dev) or `frt-release`."""
    name = cfg.fork.toolchain
    return name if profile == "dev" else "%s-%s" % (name, profile)


@dataclass
class Paths:
    home: Path  # $FRT_HOME
    tree_override: Path | None = None  # CI's own tree when the contributor's has unexported work
    # Which build of the tree: "dev" (quick to rebuild, for work on the fork, rustup `frt`) or
    # "release" (as the official rustc is built, for users, rustup `frt-release`; release.py).
    profile: str = "dev"

    def with_profile(self, profile: str) -> "Paths":
        if profile not in PROFILES:
            raise ValueError("unknown build profile %r" % profile)
        return dataclasses.replace(self, profile=profile)

    @property
    def downloads(self) -> Path:
        return self.home / "downloads"

    @property
    def env(self) -> Path:
        """Root of the Debian build environment (a chroot)."""
        return self.home / "env"

    @property
    def tree(self) -> Path:
        """The fork's source tree, a git repository: base + patches/."""
        return self.tree_override or self.home / "rust"

    @property
    def build(self) -> Path:
        """x.py's build directory: one per profile, so the two builds never rebuild each other."""
        return self.tree / ("build" if self.profile == "dev" else "build-" + self.profile)

    @property
    def bootstrap_toml(self) -> Path:
        """The profile's x.py configuration, in the tree (written by ./frt, see build.py)."""
        return self.tree / ("bootstrap.toml" if self.profile == "dev" else "bootstrap.%s.toml" % self.profile)

    @property
    def toolchain(self) -> Path:
        """The host-native toolchain (rustup's `frt` or `frt-release` points here), see toolchain.py."""
        return self.home / ("toolchain" if self.profile == "dev" else "toolchain-" + self.profile)

    @property
    def pgo(self) -> Path:
        """The release build's profile data: the training's raw profiles and the merged one."""
        return self.home / "pgo"

    @property
    def stage1(self) -> Path:
        return self.build / "host" / "stage1"

    @property
    def series(self) -> Path:
        """`./frt check-series`'s worktree of the source tree (series.py), with its own build/."""
        return self.home / "series"

    @property
    def ice_findings(self) -> Path:
        """What the ICE harness found (ice.py), emptied at each of its runs."""
        return self.home / "ice-findings"


def frt_home() -> Path:
    return Path(os.environ.get("FRT_HOME") or Path.home() / ".cache" / "rustc-frt").absolute()


class _Table:
    """A table of frt.toml being read: each key is taken with its type, or load fails naming it."""

    def __init__(self, path: Path, where: str, data: object) -> None:
        if not isinstance(data, dict):
            raise FrtError("%s has no [%s] table" % (path, where), "restore it from git: git checkout -- frt.toml")
        self.path, self.where, self.data = path, where, data

    def take(self, key: str, kind: type[T], default: T | None = None) -> T:
        value = self.data.get(key, default)
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if value is None or not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise FrtError("%s: [%s] needs `%s`, a %s (it has %r)" % (self.path, self.where, key, kind.__name__, value),
                           "fix frt.toml (git diff frt.toml shows what changed)")
        return value

    def strings(self, key: str, default: list[str] | None = None) -> tuple[str, ...]:
        values = self.take(key, list, default)
        if not all(isinstance(v, str) for v in values):
            raise FrtError("%s: [%s] `%s` must be a list of strings" % (self.path, self.where, key),
                           "fix frt.toml (git diff frt.toml shows what changed)")
        return tuple(values)

    def table(self, key: str, default: dict[str, Any] | None = None) -> "_Table":
        return _Table(self.path, "%s.%s" % (self.where, key) if self.where else key, self.data.get(key, default))

    def pin(self, key: str) -> Pin:
        t = self.table(key)
        return Pin(t.take("file", str), t.take("size", int), t.take("sha256", str))


def load(path: str | Path | None = None) -> Config:
    """frt.toml (the repository's by default), checked and typed; FrtError names a missing key."""
    path = Path(path or REPO / "frt.toml")
    try:
        with open(path, "rb") as f:
            doc = _Table(path, "", tomllib.load(f))
    except FileNotFoundError:
        raise FrtError("%s not found" % path, "run ./frt from a checkout of rustc-frt")
    except tomllib.TOMLDecodeError as e:
        raise FrtError("%s is not valid TOML: %s" % (path, e), "fix the file (see git diff frt.toml)")
    b, e, s0, fk = doc.table("base"), doc.table("env"), doc.table("stage0"), doc.table("fork")
    r, t = doc.table("release"), doc.table("tests")
    release = Release(r.take("jemalloc", bool), r.take("lto", str), r.take("codegen-units", int),
                      r.take("llvm-link-shared", bool), r.take("pgo", bool), r.take("llvm-profdata", str),
                      r.take("function-order", bool), r.take("bolt", bool), r.take("llvm-bolt", str),
                      r.take("merge-fdata", str))
    if release.function_order and not release.pgo:
        raise FrtError("%s: [release] has function-order = true without pgo: the order is recorded "
                       "from the PGO build's instrumented compiler" % path,
                       "set pgo = true, or function-order = false, in frt.toml's [release]")
    suites = []
    for i, suite in enumerate(doc.table("crates", {}).take("suites", list, [])):
        c = _Table(path, "crates.suites[%d]" % i, suite)
        suites.append(CrateSuite(c.take("name", str), c.take("version", str), c.strings("args", [])))
    return Config(
        dir=path.parent,
        base=Base(b.take("name", str), b.take("archive", str),
                  tuple((path.parent / m).resolve() for m in b.strings("mirrors", [])), b.pin("orig"), b.pin("debian")),
        env=EnvSpec(e.take("suite", str), e.take("mirror", str), e.take("variant", str), e.strings("packages"),
                    e.take("llvm-config", str), e.take("min-free-gb", float)),
        stage0=Stage0(s0.take("toolchain", str), s0.take("commit", str)),
        fork=Fork(fk.take("toolchain", str), fk.take("description", str)),
        release=release,
        tests=Tests(t.strings("paths"), t.take("base-results", str)),
        crates=tuple(suites),
    )


def mirrors(cfg: Config) -> list[Path]:
    """Local mirror directories of the base tarballs, in order ($FRT_MIRROR first)."""
    dirs = []
    if os.environ.get("FRT_MIRROR"):
        dirs.append(Path(os.environ["FRT_MIRROR"]))
    return dirs + list(cfg.base.mirrors)
