"""config.py: frt.toml, $FRT_HOME and the mirrors."""

import os
from pathlib import Path
from unittest import mock

from frt import config
from frt.errors import FrtError

from .support import FrtTestCase, config_text


class ConfigTest(FrtTestCase):
    def test_repository_config_loads(self) -> None:
        cfg = config.load()
        for pin in (cfg.base.orig, cfg.base.debian):
            self.assertEqual(len(pin.sha256), 64)
            self.assertIsInstance(pin.size, int)
        self.assertEqual(cfg.dir, config.REPO)
        self.assertIn("tests/ui/field_representing_types", cfg.tests.paths)

    def test_a_missing_or_mistyped_key_is_named(self) -> None:
        f = config_text(self.tmp / "frt.toml", "min-free-gb = 15", 'min-free-gb = "15"')
        with self.assertRaises(FrtError) as e:
            config.load(f)
        self.assertIn("[env] needs `min-free-gb`, a float", e.exception.what)
        config_text(f, "[fork]\n", "[fork-renamed]\n")
        with self.assertRaises(FrtError) as e:
            config.load(f)
        self.assertIn("has no [fork] table", e.exception.what)

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
        f = config_text(self.tmp / "conf" / "frt.toml", "mirrors = []", 'mirrors = ["../mirror/cache"]')
        cfg = config.load(f)
        self.assertEqual(config.mirrors(cfg), [self.tmp / "no-mirror", self.tmp / "mirror" / "cache"])
        with mock.patch.dict(os.environ, {"FRT_MIRROR": ""}):
            self.assertEqual(config.mirrors(cfg), [self.tmp / "mirror" / "cache"])
