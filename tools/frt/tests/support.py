"""Shared helpers: an isolated environment per test, fake tarballs, fake pins."""

import contextlib
import dataclasses
import hashlib
import io
import os
import tarfile
import tempfile
import unittest
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from unittest import mock

from frt import config

# Fixed identity and dates, so commits made by the tests are reproducible, and
# no global/system git configuration (signing, hooks, default branch) leaks in.
GIT_ENV = {
    "GIT_AUTHOR_NAME": "Test Author",
    "GIT_AUTHOR_EMAIL": "author@example.invalid",
    "GIT_COMMITTER_NAME": "Test Committer",
    "GIT_COMMITTER_EMAIL": "committer@example.invalid",
    "GIT_AUTHOR_DATE": "2026-05-01T12:00:00Z",
    "GIT_COMMITTER_DATE": "2026-05-01T12:00:00Z",
    "GIT_CONFIG_NOSYSTEM": "1",
}
PROXY_VARS = ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY",
              "no_proxy", "NO_PROXY")


class FrtTestCase(unittest.TestCase):
    """A temp dir (self.tmp), FRT_HOME/FRT_MIRROR/RUSTUP_HOME/CARGO_HOME inside it,
    a fixed git identity, no proxies, and the driver's progress messages captured."""

    def setUp(self) -> None:
        super().setUp()
        td = tempfile.TemporaryDirectory(prefix="frt-test-")
        self.addCleanup(td.cleanup)
        self.tmp = Path(td.name).resolve()
        gitconfig = self.tmp / "gitconfig"
        gitconfig.write_text("")
        env = dict(GIT_ENV,
                   FRT_HOME=str(self.tmp / "frt-home"),
                   FRT_MIRROR=str(self.tmp / "no-mirror"),
                   RUSTUP_HOME=str(self.tmp / "rustup"),
                   CARGO_HOME=str(self.tmp / "cargo"),
                   GIT_CONFIG_GLOBAL=str(gitconfig))
        p = mock.patch.dict(os.environ, env)
        p.start()
        self.addCleanup(p.stop)
        for k in PROXY_VARS + ("CI",):
            os.environ.pop(k, None)  # restored by patch.dict
        self.stderr = io.StringIO()
        r = contextlib.redirect_stderr(self.stderr)
        r.__enter__()
        self.addCleanup(r.__exit__, None, None, None)


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def pin_for(name: str, data: bytes) -> config.Pin:
    return config.Pin(name, len(data), sha256_bytes(data))


def repo_config(**sections: object) -> config.Config:
    """The repository's frt.toml, read as the driver reads it, with `sections` replaced
    (records of config.py, e.g. `env=dataclasses.replace(...)`)."""
    return dataclasses.replace(config.load(), **sections)


def config_text(path: Path, old: str, new: str) -> Path:
    """A copy of the repository's frt.toml at `path` with the text `old` replaced by `new`."""
    text = (config.REPO / "frt.toml").read_text()
    assert old in text, old
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text.replace(old, new))
    return path


def make_tar(path: str | Path, files: Mapping[str, str | bytes], top: str | None = None,
             mtime: int = 1700000000) -> Path:
    """A .tar.xz of {relative path: text}, under the directory `top` if given."""
    path = Path(path)
    with tarfile.open(path, "w:xz") as tf:
        dirs = set()
        for rel in sorted(files):
            name = "%s/%s" % (top, rel) if top else rel
            parts = name.split("/")[:-1]
            for i in range(1, len(parts) + 1):
                d = "/".join(parts[:i])
                if d not in dirs:
                    dirs.add(d)
                    ti = tarfile.TarInfo(d)
                    ti.type, ti.mode, ti.mtime = tarfile.DIRTYPE, 0o755, mtime
                    tf.addfile(ti)
            data = files[rel].encode() if isinstance(files[rel], str) else files[rel]
            ti = tarfile.TarInfo(name)
            ti.size, ti.mode, ti.mtime = len(data), 0o644, mtime
            tf.addfile(ti, io.BytesIO(data))
    return path
