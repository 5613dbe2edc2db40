"""The ICE matrix: what counts as an internal compiler error, what is run."""

import subprocess
import tempfile
import unittest
from pathlib import Path

from frt import ice


def proc(code, out="", err=""):
    return subprocess.CompletedProcess([], code, out, err)


class IsIce(unittest.TestCase):
    def test_ordinary_errors_are_not_ices(self):
        self.assertFalse(ice.is_ice(proc(1, err="error[E0609]: no field `x` on type `S`")))
        self.assertFalse(ice.is_ice(proc(0)))

    def test_ice_markers(self):
        self.assertTrue(ice.is_ice(proc(101, err="error: internal compiler error: boom")))
        self.assertTrue(ice.is_ice(proc(1, err="thread 'rustc' panicked at compiler/x.rs:1:1")))

    def test_exit_101_and_signals(self):
        self.assertTrue(ice.is_ice(proc(101)))
        self.assertTrue(ice.is_ice(proc(-11)))


class Programs(unittest.TestCase):
    def test_lists_tests_and_auxiliaries_apart(self):
        with tempfile.TemporaryDirectory() as d:
            Path(d, "auxiliary").mkdir()
            for f in ("b.rs", "a.rs", "a.old.stderr", "auxiliary/lib.rs"):
                Path(d, f).write_text("")
            self.assertEqual([p.name for p in ice.programs(d)], ["a.rs", "b.rs"])
            self.assertEqual([p.name for p in ice.aux_crates(d)], ["lib.rs"])

    def test_matrix_has_the_issue_flags(self):
        flags = {f for fs in ice.MATRIX for f in fs}
        for f in ("-Cdebuginfo=2", "-Zvalidate-mir", "-Zmir-opt-level=0", "-Zunpretty=mir",
                  "-Csymbol-mangling-version=v0", "-Zunpretty=hir"):
            self.assertIn(f, flags)
        self.assertIn(["-Znext-solver"], ice.SOLVERS)


if __name__ == "__main__":
    unittest.main()
