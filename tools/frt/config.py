"""frt.toml and the paths derived from it and from $FRT_HOME."""

import dataclasses
import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import FrtError

REPO = Path(__file__).resolve().parents[2]
PATCHES = REPO / "patches"  # the fork's change set
BENCH = REPO / "bench"  # ./frt bench: pinned crates, helper scripts, results

Config = dict[str, Any]  # frt.toml as loaded (see load)
PROFILES = ("dev", "release")  # the builds of the tree (Paths.profile)


def toolchain_name(cfg: Config, profile: str) -> str:
    """The rustup toolchain name of a profile's toolchain: `frt` (dev) or `frt-release`."""
    name = cfg["fork"]["toolchain"]
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


def load(path: str | Path | None = None) -> Config:
    path = Path(path or REPO / "frt.toml")
    try:
        with open(path, "rb") as f:
            cfg = tomllib.load(f)
    except FileNotFoundError:
        raise FrtError("%s not found" % path, "run ./frt from a checkout of rustc-frt")
    except tomllib.TOMLDecodeError as e:
        raise FrtError("%s is not valid TOML: %s" % (path, e), "fix the file (see git diff frt.toml)")
    cfg["_dir"] = path.parent
    return cfg


def mirrors(cfg: Config) -> list[Path]:
    """Local mirror directories of the base tarballs, in order ($FRT_MIRROR first)."""
    dirs = []
    if os.environ.get("FRT_MIRROR"):
        dirs.append(Path(os.environ["FRT_MIRROR"]))
    for m in cfg["base"].get("mirrors", []):
        dirs.append((cfg["_dir"] / m).resolve())
    return dirs
