"""testing.py: compiletest output parsing and the tally."""

from frt import testing

from .support import FrtTestCase

OUTPUT = """\
running 12 tests
test [ui] tests/ui/field_representing_types/ok.rs ... ok
test [ui] tests/ui/foo/bar.rs ... FAILED

failures:

---- [ui] tests/ui/foo/bar.rs stdout ----
error: test compilation failed although it shouldn't!
    [ui] tests/ui/not/a/failure/line.rs
failures:
    [ui] tests/ui/foo/bar.rs
    [ui] tests/ui/foo/baz.rs#edition2024
    [mir-opt] tests/mir-opt/x.rs

test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 100 filtered out; finished in 1.23s

running 5 tests
test result: ok. 3 passed; 1 failed; 2 ignored; 0 measured; 0 filtered out; finished in 0.10s

test result: ok. 10 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s
failures:
    [ui] tests/ui/foo/bar.rs
"""


class CompiletestCountsTest(FrtTestCase):
    def test_sums_results_and_names_failures(self):
        passed, failed, names = testing.compiletest_counts(OUTPUT)
        self.assertEqual((passed, failed), (16, 2))
        self.assertEqual(names, ["tests/mir-opt/x.rs", "tests/ui/foo/bar.rs", "tests/ui/foo/baz.rs#edition2024"])

    def test_no_results(self):
        self.assertEqual(testing.compiletest_counts("error: could not compile `rustc_driver`\n"), (0, 0, []))

    def test_tally(self):
        t = testing.Tally()
        t.add("a", 3, 1)
        t.add("b", 2, 0)
        self.assertEqual((t.passed, t.failed), (5, 1))
        self.assertEqual(len(t.notes), 2)
        self.assertIn("3 passed, 1 failed", t.notes[0])
