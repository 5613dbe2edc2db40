"""config.py: frt.toml, $FRT_HOME and the mirrors."""

import os
from pathlib import Path
from unittest import mock

from frt import config
from frt.errors import FrtError

from .support import FrtTestCase


class ConfigTest(FrtTestCase):
    def test_repository_config_loads(self) -> None:
        cfg = config.load()
        for key in ("base", "env", "stage0", "fork"):
            self.assertIn(key, cfg)
        for which in ("orig", "debian"):
            pin = cfg["base"][which]
            self.assertEqual(len(pin["sha256"]), 64)
            self.assertIsInstance(pin["size"], int)

    def test_missing_and_invalid(self) -> None:
        with self.assertRaises(FrtError) as e:
            config.load(self.tmp / "nope.toml")
        self.assertIn("not found", e.exception.what)
        bad = self.tmp / "bad.toml"
        bad.write_text("[base\n")
        with self.assertRaises(FrtError) as e:
            config.load(bad)
        self.assertIn("not valid TOML", e.exception.what)

    def test_frt_home(self) -> None:
        self.assertEqual(config.frt_home(), self.tmp / "frt-home")
        with mock.patch.dict(os.environ, {"FRT_HOME": ""}):
            self.assertEqual(config.frt_home(), Path.home() / ".cache" / "rustc-frt")
        p = config.Paths(self.tmp / "h")
        self.assertEqual(p.tree, self.tmp / "h" / "rust")
        self.assertEqual(p.stage1, self.tmp / "h" / "rust" / "build" / "host" / "stage1")
        p.tree_override = self.tmp / "ci"
        self.assertEqual(p.build, self.tmp / "ci" / "build")

    def test_mirrors(self) -> None:
        f = self.tmp / "conf" / "frt.toml"
        f.parent.mkdir()
        f.write_text('[base]\nmirrors = ["../mirror/cache"]\n')
        cfg = config.load(f)
        self.assertEqual(config.mirrors(cfg), [self.tmp / "no-mirror", self.tmp / "mirror" / "cache"])
        with mock.patch.dict(os.environ, {"FRT_MIRROR": ""}):
            self.assertEqual(config.mirrors(cfg), [self.tmp / "mirror" / "cache"])
