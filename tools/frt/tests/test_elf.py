"""elf.py on a real shared object, built with the host's cc."""

import ctypes
import shutil
import subprocess
import unittest
from pathlib import Path

from frt import elf

from .support import FrtTestCase

SOURCE = r"""
#include <stddef.h>
#include <string.h>
#include <sys/types.h>
extern ssize_t getrandom(void *, size_t, unsigned int) __attribute__((weak));
extern void *memfd_create(const char *, unsigned int) __attribute__((weak));
int has_getrandom(void) { return getrandom != NULL; }
int has_memfd_create(void) { return memfd_create != NULL; }
/* a strong use of a versioned symbol (strlen@GLIBC_2.2.5): its version stays */
size_t length(const char *s) { return strlen(s); }
"""


def needed_versions(path: Path) -> set[str]:
    out = subprocess.run(["readelf", "-V", str(path)], capture_output=True, text=True, check=True).stdout
    return {w for line in out.splitlines() if "Name: " in line for w in line.split() if w.startswith("GLIBC_")}


@unittest.skipUnless(shutil.which("cc") and shutil.which("readelf"), "needs cc and readelf on the host")
class UnversionTest(FrtTestCase):
    def test_weak_only_versions_are_dropped_and_the_library_still_works(self) -> None:
        src, lib = self.tmp / "weak.c", self.tmp / "libweak.so"
        src.write_text(SOURCE)
        subprocess.run(["cc", "-shared", "-fPIC", "-O1", "-o", str(lib), str(src)], check=True)
        before = needed_versions(lib)
        self.assertIn("GLIBC_2.25", before)  # getrandom@GLIBC_2.25, referenced only weakly
        self.assertEqual(elf.unversion_weak_references(lib), ["GLIBC_2.25", "GLIBC_2.27"])
        after = needed_versions(lib)
        self.assertEqual(after, before - {"GLIBC_2.25", "GLIBC_2.27"})
        self.assertIn("GLIBC_2.2.5", after)  # strlen's strong use keeps its version
        # it loads, and the unversioned weak references still bind to the host's functions
        so = ctypes.CDLL(str(lib))
        self.assertEqual(so.has_getrandom(), 1)
        self.assertEqual(so.has_memfd_create(), 1)
        # a second run finds nothing more to do and changes no byte
        data = lib.read_bytes()
        self.assertEqual(elf.unversion_weak_references(lib), [])
        self.assertEqual(lib.read_bytes(), data)

    def test_not_elf(self) -> None:
        f = self.tmp / "notelf.so"
        f.write_text("hello")
        with self.assertRaises(ValueError):
            elf.unversion_weak_references(f)
