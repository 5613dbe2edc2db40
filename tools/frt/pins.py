"""Pinned downloads: nothing is used without matching its size and sha256."""

import hashlib
import shutil
import urllib.error
import urllib.request
from collections.abc import Sequence
from pathlib import Path

from .config import Pin
from .errors import FrtError
from .log import say


def sha256_of(path: str | Path) -> str:
    with open(path, "rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def verify(path: Path, pin: Pin, delete: bool = True) -> None:
    """Check `path` against `pin`; on mismatch delete it and fail."""
    size = path.stat().st_size
    digest = sha256_of(path)
    if size == pin.size and digest == pin.sha256:
        return
    if delete:
        path.unlink()
    raise FrtError(
        "%s does not match its pin%s:\n  expected sha256 %s (%d bytes)\n  actual   sha256 %s (%d bytes)"
        % (path, " and was deleted" if delete else "", pin.sha256, pin.size, digest, size),
        "rerun the command to download it again; if it keeps failing, the archive or mirror "
        "serves a different file: check the pin in frt.toml against Debian's archive",
    )


def fetch(pin: Pin, base_url: str, dest_dir: str | Path, mirrors: Sequence[Path] = ()) -> Path:
    """Return a verified copy of the pinned file in dest_dir.

    An already downloaded file is re-verified; a local mirror is preferred to the
    network; an interrupted download (a .part file) is resumed on the next run.
    """
    dest_dir = Path(dest_dir)
    dest_dir.mkdir(parents=True, exist_ok=True)
    dest = dest_dir / pin.file
    if dest.exists():
        verify(dest, pin)
        return dest
    for mirror in mirrors:
        src = Path(mirror) / pin.file
        if src.is_file():
            verify(src, pin, delete=False)
            say("copying %s from the local mirror %s" % (pin.file, mirror))
            shutil.copyfile(src, dest.with_suffix(dest.suffix + ".part"))
            dest.with_suffix(dest.suffix + ".part").rename(dest)
            verify(dest, pin)
            return dest
    url = "%s/%s" % (base_url.rstrip("/"), pin.file)
    download(url, dest)
    verify(dest, pin)
    return dest


def download(url: str, dest: Path) -> None:
    part = dest.with_suffix(dest.suffix + ".part")
    have = part.stat().st_size if part.exists() else 0
    req = urllib.request.Request(url)
    if have:
        req.add_header("Range", "bytes=%d-" % have)
    say("downloading %s%s" % (url, " (resuming at %d bytes)" % have if have else ""))
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            mode = "ab" if have and r.status == 206 else "wb"
            with open(part, mode) as f:
                shutil.copyfileobj(r, f, 1 << 20)
    except (urllib.error.URLError, OSError) as e:
        raise FrtError(
            "downloading %s failed: %s" % (url, e),
            "check the network access to the Debian archive, then rerun (the download resumes)",
        )
    part.rename(dest)
