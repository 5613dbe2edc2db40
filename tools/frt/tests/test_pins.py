"""pins.py: nothing is used without matching its size and sha256."""

import dataclasses
import os
from pathlib import Path
from typing import Any

from frt import config, pins
from frt.errors import FrtError

from .support import FrtTestCase, pin_for, sha256_bytes

DATA = b"the pinned tarball\n" * 100
NAME = "rustc_1.0.0+dfsg1.orig.tar.xz"


class VerifyTest(FrtTestCase):
    def write(self, data: bytes = DATA, name: str = NAME, where: Path | None = None) -> Path:
        d = where or self.tmp / "files"
        d.mkdir(parents=True, exist_ok=True)
        f = d / name
        f.write_bytes(data)
        return f

    def test_good_file_verifies(self) -> None:
        f = self.write()
        pins.verify(f, pin_for(NAME, DATA))
        self.assertTrue(f.exists())
        self.assertEqual(pins.sha256_of(f), sha256_bytes(DATA))

    def assert_mismatch_message(self, e: Any, f: Path, pin: config.Pin, actual: str) -> None:
        msg = str(e.exception)
        self.assertIn(str(f), msg)
        self.assertIn("expected sha256 %s" % pin.sha256, msg)
        self.assertIn("actual   sha256 %s" % actual, msg)
        self.assertTrue(e.exception.todo)

    def test_wrong_size_is_deleted_and_named(self) -> None:
        f = self.write()
        pin = dataclasses.replace(pin_for(NAME, DATA), size=len(DATA) + 1)
        with self.assertRaises(FrtError) as e:
            pins.verify(f, pin)
        self.assertFalse(f.exists())
        self.assert_mismatch_message(e, f, pin, sha256_bytes(DATA))
        self.assertIn("deleted", str(e.exception))

    def test_wrong_digest_is_deleted_and_named(self) -> None:
        bad = DATA.replace(b"pinned", b"PINNED")  # same size, other content
        f = self.write(bad)
        pin = pin_for(NAME, DATA)
        with self.assertRaises(FrtError) as e:
            pins.verify(f, pin)
        self.assertFalse(f.exists())
        self.assert_mismatch_message(e, f, pin, sha256_bytes(bad))
        self.assertIn("(%d bytes)" % len(DATA), str(e.exception))

    def test_verify_without_delete_keeps_the_file(self) -> None:
        f = self.write(b"other")
        with self.assertRaises(FrtError) as e:
            pins.verify(f, pin_for(NAME, DATA), delete=False)
        self.assertTrue(f.exists())
        self.assertNotIn("deleted", str(e.exception))


class FetchTest(FrtTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.pin = pin_for(NAME, DATA)
        self.dest_dir = self.tmp / "downloads"
        # Where a download would come from if fetch went to the "network".
        self.archive = self.tmp / "archive"
        self.archive.mkdir()
        self.mirror = self.tmp / "mirror"
        self.mirror.mkdir()

    def test_download_from_file_url(self) -> None:
        (self.archive / NAME).write_bytes(DATA)
        dest = pins.fetch(self.pin, self.archive.as_uri(), self.dest_dir)
        self.assertEqual(dest, self.dest_dir / NAME)
        self.assertEqual(dest.read_bytes(), DATA)
        self.assertEqual(sorted(p.name for p in self.dest_dir.iterdir()), [NAME])  # no .part left

    def test_download_restarts_a_stale_part_file(self) -> None:
        # A server that ignores Range (file:// does) must not get its reply appended.
        (self.archive / NAME).write_bytes(DATA)
        self.dest_dir.mkdir()
        (self.dest_dir / (NAME + ".part")).write_bytes(DATA[:10])
        dest = pins.fetch(self.pin, self.archive.as_uri() + "/", self.dest_dir)
        self.assertEqual(dest.read_bytes(), DATA)

    def test_downloaded_bad_file_is_deleted(self) -> None:
        (self.archive / NAME).write_bytes(b"not the pinned file")
        with self.assertRaises(FrtError) as e:
            pins.fetch(self.pin, self.archive.as_uri(), self.dest_dir)
        self.assertIn(self.pin.sha256, str(e.exception))
        self.assertFalse((self.dest_dir / NAME).exists())

    def test_mirror_is_preferred_and_verified(self) -> None:
        (self.mirror / NAME).write_bytes(DATA)
        # The archive has nothing: any attempt to download would fail.
        dest = pins.fetch(self.pin, self.archive.as_uri(), self.dest_dir,
                          [self.tmp / "missing-mirror", self.mirror])
        self.assertEqual(dest.read_bytes(), DATA)
        self.assertTrue((self.mirror / NAME).exists())
        self.assertIn("local mirror", self.stderr.getvalue())
        self.assertNotIn("downloading", self.stderr.getvalue())

    def test_bad_mirror_copy_raises_and_is_kept(self) -> None:
        (self.mirror / NAME).write_bytes(b"corrupt mirror copy")
        (self.archive / NAME).write_bytes(DATA)
        with self.assertRaises(FrtError) as e:
            pins.fetch(self.pin, self.archive.as_uri(), self.dest_dir, [self.mirror])
        self.assertIn(str(self.mirror / NAME), str(e.exception))
        self.assertTrue((self.mirror / NAME).exists())
        self.assertEqual((self.mirror / NAME).read_bytes(), b"corrupt mirror copy")
        self.assertFalse((self.dest_dir / NAME).exists())

    def test_already_downloaded_good_file_is_reused(self) -> None:
        self.dest_dir.mkdir()
        f = self.dest_dir / NAME
        f.write_bytes(DATA)
        os.utime(f, ns=(1_000_000_000, 1_000_000_000))
        dest = pins.fetch(self.pin, "http://127.0.0.1:9/nothing-here", self.dest_dir, [self.mirror])
        self.assertEqual(dest, f)
        self.assertEqual(f.stat().st_mtime_ns, 1_000_000_000)
        self.assertEqual(self.stderr.getvalue(), "")

    def test_already_downloaded_bad_file_is_deleted(self) -> None:
        self.dest_dir.mkdir()
        (self.dest_dir / NAME).write_bytes(b"truncated")
        with self.assertRaises(FrtError):
            pins.fetch(self.pin, self.archive.as_uri(), self.dest_dir)
        self.assertFalse((self.dest_dir / NAME).exists())


class DownloadTest(FrtTestCase):
    def test_file_url(self) -> None:
        src = self.tmp / "src.bin"
        src.write_bytes(DATA)
        dest = self.tmp / "dest.bin"
        pins.download(src.as_uri(), dest)
        self.assertEqual(dest.read_bytes(), DATA)
        self.assertFalse(Path(str(dest) + ".part").exists())

    def assert_download_fails(self, url: str) -> None:
        dest = self.tmp / "dest.bin"
        with self.assertRaises(FrtError) as e:
            pins.download(url, dest)
        self.assertIn(url, e.exception.what)
        self.assertTrue(e.exception.todo)
        self.assertIn("what to do:", str(e.exception))
        self.assertFalse(dest.exists())

    def test_missing_file_url_raises_with_hint(self) -> None:
        self.assert_download_fails((self.tmp / "missing.bin").as_uri())

    def test_refused_connection_raises_with_hint(self) -> None:
        self.assert_download_fails("http://127.0.0.1:9/missing.bin")
