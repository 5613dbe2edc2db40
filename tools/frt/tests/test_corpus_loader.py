"""corpus/loader.py: the header of a case file, includes, the prelude, and the template files themselves."""

import tempfile
import unittest
from pathlib import Path
from unittest import mock

from frt import corpus
from frt.corpus import computed, loader


class Header(unittest.TestCase):
    def test_keys(self):
        meta, body = loader.parse("//@ expect: pass\n//@ features: a, b\n//@ no-gate\n"
                                  "//@ crate-attr: crate_type = \"lib\"\n//@ crate-attr: x\n"
                                  "//@ prelude: header\nfn main() {}\n")
        self.assertEqual(meta, loader.Meta(expect="pass", features=("a", "b"), gate=False,
                                           crate_attrs=('crate_type = "lib"', "x"), prelude="header"))
        self.assertEqual(body, "fn main() {}\n")

    def test_defaults_and_no_header(self):
        self.assertEqual(loader.parse("fn main() {}\n"), (loader.Meta(), "fn main() {}\n"))

    def test_an_include_ends_the_header(self):
        meta, body = loader.parse("//@ expect: run\n//@ include: _defs.rs\n\n    fn main() {}\n")
        self.assertEqual(meta, loader.Meta(expect="run"))
        self.assertEqual(body, "//@ include: _defs.rs\n\n    fn main() {}\n")

    def test_bad_lines_are_errors(self):
        for line in ("//@ expect: compiles", "//@ expect:", "//@ prelude: some", "//@ gate: no",
                     "//@ no-gate: yes", "//@ features:", "//@ Expect: run"):
            with self.subTest(line=line), self.assertRaisesRegex(ValueError, r"^c\.rs:2: "):
                loader.parse("//@ expect: run\n%s\nfn main() {}\n" % line, "c.rs")


class Assembly(unittest.TestCase):
    def test_include_is_indented_like_the_directive(self):
        with tempfile.TemporaryDirectory() as td:
            Path(td, "_defs.rs").write_text("struct S {\n\n    a: u8,\n}\n")
            text = "        //@ include: _defs.rs\n    type A = S;\n//@ include:  not-a-directive\n"
            self.assertEqual(loader.expand(text, Path(td)),
                             "        struct S {\n\n            a: u8,\n        }\n    type A = S;\n"
                             "//@ include:  not-a-directive\n")

    def test_render(self):
        header = (loader.SHARED / "header.rs").read_text()
        helpers = (loader.SHARED / "helpers.rs").read_text()
        body = "fn main() {}\n"
        self.assertEqual(loader.render(loader.Meta(expect="run"), body),
                         "//@ expect: run\n#![feature(field_projections)]\n" + header + "\n" + helpers + "\n" + body)
        self.assertEqual(loader.render(loader.Meta(features=("a",), crate_attrs=("x",), prelude="header"), body),
                         "#![feature(field_projections, a)]\n#![x]\n" + header + "\n" + body)
        self.assertEqual(loader.render(loader.Meta(expect="error", gate=False, prelude="none"), body),
                         "//@ expect: error\n" + body)
        self.assertEqual(loader.render(loader.Meta(gate=False, prelude="header"), body), header + "\n" + body)

    def test_load_skips_underscore_files_and_sorts(self):
        with tempfile.TemporaryDirectory() as td:
            d = Path(td, "cat")
            d.mkdir()
            (d / "_defs.rs").write_text("struct S;\n")
            (d / "b.rs").write_text("//@ prelude: none\n//@ no-gate\n//@ include: _defs.rs\nfn main() {}\n")
            (d / "a.rs").write_text("//@ expect: run\n//@ prelude: none\nfn main() {}\n")
            (d / "notes.txt").write_text("not a case\n")
            Path(td, "_shared").mkdir()
            with mock.patch.object(loader, "TEMPLATES", Path(td)):
                self.assertEqual(loader.categories(), ["cat"])
                self.assertEqual(loader.load("cat"), [("a", "//@ expect: run\n#![feature(field_projections)]\n"
                                                             "fn main() {}\n"),
                                                      ("b", "struct S;\nfn main() {}\n")])
                self.assertEqual(loader.load("missing"), [])


class TemplateFiles(unittest.TestCase):
    """The files in templates/: every one is well formed and used."""

    def test_every_case_file_loads(self):
        for category in loader.categories():
            here = loader.TEMPLATES / category
            cases = loader.load(category)
            self.assertTrue(cases, category)
            for variant, text in cases:
                where = "%s/%s" % (category, variant)
                self.assertRegex(variant, r"^[a-z0-9][a-z0-9_.-]*$", where)
                self.assertNotIn("//@ include:", text, where)
                self.assertIn("fn main", text, where)
                self.assertIn(corpus.expectation(text), (None,) + loader.EXPECTATIONS, where)
            for shared in here.glob("_*.rs"):  # a category's shared file is included somewhere
                self.assertTrue(any("//@ include: %s" % shared.name in p.read_text() for p in here.glob("[!_]*.rs")),
                                shared)

    def test_every_case_is_one_template(self):
        self.assertEqual(list(corpus.CATEGORIES), sorted(set(loader.categories()) | set(computed.GENERATORS)))
        made = sum(len(loader.load(c)) + len(computed.generate(c)) for c in corpus.CATEGORIES)
        self.assertEqual(len(corpus.templates()), made)

    def test_shared_files_are_used(self):
        for name in ("header.rs", "helpers.rs", "executor.rs"):
            self.assertTrue((loader.SHARED / name).is_file(), name)
        users = [p for p in loader.TEMPLATES.glob("*/*.rs") if "_shared/executor.rs" in p.read_text()]
        self.assertTrue(users)


if __name__ == "__main__":
    unittest.main()
