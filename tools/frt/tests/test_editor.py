"""editor.py: reading rust-analyzer's output, and the rust-project.json of the run-pass tests."""

import json

from frt import editor
from frt.errors import FrtError

from .support import FrtTestCase

STATS_STDERR = """\
Database loaded:     1.2s
  exprs: 515, ??ty: 0 (0%), ?ty: 0 (0%), !ty: 0
  pats: 102, ??ty: 1 (0%), ?ty: 0 (0%), !ty: 0
  panics: 0
"""
STATS_STDOUT = """\
/p/src/main.rs,3:8,3:9,type,"{unknown}"
/p/src/main.rs,4:8,4:20,mismatch,"u8","u16"
"""


class ReadOutputTest(FrtTestCase):
    def test_stats(self) -> None:
        stats = editor.parse_stats(STATS_STDOUT, STATS_STDERR)
        self.assertEqual((stats.exprs, stats.pats), (515, 102))
        self.assertEqual(stats.unknown, ['/p/src/main.rs,3:8,3:9,type,"{unknown}"'])

    def test_stats_without_totals(self) -> None:
        with self.assertRaises(FrtError):
            editor.parse_stats("", "Error: failed to load workspace\n")

    def test_diagnostics(self) -> None:
        out = ("at crate app, file /p/src/main.rs: Error RustcHardError(\"E0599\") from LineCol { line: 1, col: 2 }"
               " to LineCol { line: 1, col: 5 }: no method\n"
               "at crate app, file /p/src/main.rs: WeakWarning Ra(\"unused\", WeakWarning) from LineCol"
               " { line: 2, col: 2 } to LineCol { line: 2, col: 3 }: unused\n"
               "\ndiagnostic scan complete\n")
        found = editor.parse_diagnostics(out)
        self.assertTrue(found.complete)
        self.assertEqual(len(found.errors), 1)
        self.assertIn("E0599", found.errors[0])
        self.assertFalse(editor.parse_diagnostics("").complete)


class FrtOrPlaceTest(FrtTestCase):
    def test_only_frt_and_place_expressions_count(self) -> None:
        src = self.tmp / "main.rs"
        src.write_text("fn main() {\n    let a: [u8; 3] = x();\n    let b = f::<field_of!((u8, u16), 1)>();\n"
                       "    let c = @Pin (*p).f;\n}\n")
        lines = ['%s,2:16,2:17,type,"{unknown}"' % src,  # the `3`
                 '%s,3:12,3:42,type,"fn f<{unknown}>()"' % src,
                 '%s,4:12,4:23,type,"Pin<{unknown}>"' % src,
                 'synthetic,,,type,"&{unknown}"']
        self.assertEqual(editor.source_of(lines[0]), "3")
        self.assertEqual(editor.on_frt_or_place(lines), lines[1:3])


class RunPassProjectTest(FrtTestCase):
    def test_crates_aux_editions_and_revisions(self) -> None:
        tests = self.tmp / "tests"
        (tests / "auxiliary").mkdir(parents=True)
        (tests / "sub").mkdir()
        (tests / "auxiliary" / "frt-lib.rs").write_text("//@ edition: 2021\npub struct S;\n")
        (tests / "cross.rs").write_text("//@ revisions: old next\n//@ run-pass\n//@ aux-build: frt-lib.rs\nfn main() {}\n")
        (tests / "sub" / "plain.rs").write_text("//@ run-pass\n//@ edition:2024\nfn main() {}\n")
        (tests / "fails.rs").write_text("//@ check-fail\nfn main() {} //~ ERROR\n")
        for gap in editor.KNOWN_GAPS:
            (tests / gap).write_text("//@ run-pass\nfn main() {}\n")
        out, count = editor.run_pass_project(tests, self.tmp / "sysroot", self.tmp / "out")
        self.assertEqual(count, 2)
        project = json.loads((out / "rust-project.json").read_text())
        self.assertEqual(project["sysroot_src"], str(self.tmp / "sysroot" / editor.SYSROOT_SRC))
        crates = {c["display_name"]: c for c in project["crates"]}
        self.assertEqual(sorted(crates), ["cross", "frt_lib", "plain"])
        self.assertEqual(crates["frt_lib"]["edition"], "2021")
        self.assertEqual(crates["cross"]["edition"], "2015")
        self.assertEqual(crates["cross"]["cfg"], ["old"])
        self.assertEqual(crates["plain"]["edition"], "2024")
        aux = project["crates"][crates["cross"]["deps"][0]["crate"]]
        self.assertEqual((aux["display_name"], crates["cross"]["deps"][0]["name"]), ("frt_lib", "frt_lib"))
        self.assertTrue(all(c["is_workspace_member"] for c in project["crates"]))

    def test_missing_aux_is_an_error(self) -> None:
        tests = self.tmp / "tests"
        tests.mkdir()
        (tests / "t.rs").write_text("//@ run-pass\n//@ aux-build: gone.rs\nfn main() {}\n")
        with self.assertRaises(FrtError):
            editor.run_pass_project(tests, self.tmp / "sysroot", self.tmp / "out")
