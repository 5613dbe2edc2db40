"""`./frt owner PATH`: which patches of patches/ touch a file of the tree, so that an edit goes
into the patch that owns it (`git commit --fixup` of that patch's commit, then `./frt export`)."""

import re
from pathlib import Path

from . import config
from .errors import FrtError

DIFF_HEADER = re.compile(r"^diff --git a/(\S+) b/(\S+)$", re.M)


def patches_touching(path: str, patches: Path = config.PATCHES) -> list[str]:
    """The file names of the patches whose diffs touch `path` (a path relative to the tree's
    root, as in `diff --git a/PATH b/PATH`; a rename counts under both names), in series order."""
    path = path.strip("/")
    return [p.name for p in sorted(patches.glob("*.patch"))
            if any(path in m.groups() for m in DIFF_HEADER.finditer(p.read_text(errors="replace")))]


def run(paths: list[str], patches: Path = config.PATCHES) -> int:
    if not paths:
        raise FrtError("no path given", "name a file of the tree, e.g. ./frt owner compiler/rustc_hir_typeck/src/virtual_place.rs")
    status = 0
    for path in paths:
        owners = patches_touching(path, patches)
        if owners:
            print("%s: %s" % (path, owners[-1]))
            for earlier in owners[:-1]:
                print("  also touched by %s" % earlier)
        else:
            print("%s: no patch touches it (an upstream file: a change to it goes in the patch of the "
                  "feature it serves)" % path)
            status = 1
    return status
