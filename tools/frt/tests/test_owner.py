"""owner.py: which patches touch a file of the tree."""

import contextlib
import io

from frt import owner
from frt.errors import FrtError

from .support import FrtTestCase

PATCH = """From 0 Mon Sep 17 00:00:00 2001
Subject: [PATCH] {subject}

diff --git a/{a} b/{b}
index 1..2 100644
--- a/{a}
+++ b/{b}
@@ -1 +1 @@
-diff --git a/not/a/header.rs b/not/a/header.rs
+x
"""


class OwnerTest(FrtTestCase):
    def write(self, name: str, a: str, b: str | None = None) -> None:
        (self.tmp / name).write_text(PATCH.format(subject=name, a=a, b=b or a))

    def test_last_patch_owns_and_earlier_ones_are_listed(self) -> None:
        self.write("0001-a.patch", "compiler/x.rs")
        self.write("0002-b.patch", "compiler/y.rs")
        self.write("0003-c.patch", "compiler/x.rs")
        self.assertEqual(owner.patches_touching("compiler/x.rs", self.tmp), ["0001-a.patch", "0003-c.patch"])
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            self.assertEqual(owner.run(["compiler/x.rs"], self.tmp), 0)
        self.assertEqual(out.getvalue().splitlines(), ["compiler/x.rs: 0003-c.patch", "  also touched by 0001-a.patch"])

    def test_rename_and_leading_slash(self) -> None:
        self.write("0001-a.patch", "old/name.rs", "new/name.rs")
        self.assertEqual(owner.patches_touching("/new/name.rs", self.tmp), ["0001-a.patch"])
        self.assertEqual(owner.patches_touching("old/name.rs", self.tmp), ["0001-a.patch"])

    def test_only_diff_headers_count(self) -> None:
        """A `diff --git` line inside a hunk is content (a `-` or `+` line), not a header."""
        self.write("0001-a.patch", "compiler/x.rs")
        self.assertEqual(owner.patches_touching("not/a/header.rs", self.tmp), [])

    def test_untouched_file_and_no_path(self) -> None:
        self.write("0001-a.patch", "compiler/x.rs")
        with contextlib.redirect_stdout(io.StringIO()):
            self.assertEqual(owner.run(["compiler/z.rs"], self.tmp), 1)
        with self.assertRaises(FrtError):
            owner.run([], self.tmp)

    def test_the_repository_series_names_the_patch_that_made_a_file(self) -> None:
        """The typeck of virtual places comes from the typeck patch (later patches may touch it)."""
        got = owner.patches_touching("compiler/rustc_hir_typeck/src/virtual_place.rs")
        self.assertTrue(got and "typeck" in got[0], got)
