"""corpus.py: the generated programs are deterministic, many, distinct, and cover every category."""

import re
import tempfile
import unittest
from pathlib import Path

from frt import config, corpus

# Small stand-ins for the fork's ui tests (the real ones live in the source tree).
UI_TESTS = {
    "offset": """\
//@ run-pass
#![feature(field_projections)]
#![expect(incomplete_features)]
use std::field::{Field, field_of};
#[repr(C)]
struct S { a: u8, b: u64 }
struct G<T> { head: u8, value: T }
fn main() {
    assert_eq!(<field_of!(S, b) as Field>::OFFSET, 8);
    let _ = <field_of!(G<u32>, value) as Field>::OFFSET;
    let _ = <field_of!((u8, u32), 1) as Field>::OFFSET;
}
""",
    "enum-names": """\
#![feature(field_projections, never_type)]
#![expect(incomplete_features)]
use std::field::field_of;
enum E { V { x: u8 }, T(u16) }
struct Tuple(u8, u16);
fn main() {
    let _: field_of!(E, V.x);
    let _: field_of!(Tuple, 1,);
    let _: field_of!(E, T.0);
}
""",
    "impls": """\
#![feature(field_projections)]
#![expect(incomplete_features)]
use std::field::field_of;
pub struct S { a: u8 }
impl field_of!(S, a) { fn f() {} }
trait Tr {}
impl<T> Tr for field_of!((T, u8), 1) {}
fn main() {}
""",
}
AUX = {"lib": "#![feature(field_projections)]\npub struct P { pub x: u8 }\npub type X = std::field::field_of!(P, x);\n"}
REAL_UI = config.frt_home() / "rust" / "tests" / "ui" / "field_representing_types"


def fixture(d):
    d = Path(d)
    (d / "auxiliary").mkdir(parents=True)
    for name, text in UI_TESTS.items():
        (d / (name + ".rs")).write_text(text)
    for name, text in AUX.items():
        (d / "auxiliary" / (name + ".rs")).write_text(text)
    return d


class Generator(unittest.TestCase):
    def setUp(self):
        td = tempfile.TemporaryDirectory()
        self.addCleanup(td.cleanup)
        self.ui = fixture(Path(td.name) / "ui")
        self.progs = corpus.programs(self.ui)

    def test_deterministic(self):
        self.assertEqual(corpus.programs(self.ui), self.progs)
        with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
            pa = corpus.write(self.ui, a)
            pb = corpus.write(self.ui, b)
            self.assertEqual([p.name for p in pa], [p.name for p in pb])
            self.assertEqual([p.read_text() for p in pa], [p.read_text() for p in pb])
            self.assertEqual(sorted(p.name for p in Path(a).iterdir()), [p.name for p in pa])

    def test_hash_is_stable(self):
        # Every choice is a hash of the seed: a different value means a different corpus.
        self.assertEqual(corpus.h("a", 1), corpus.h("a", "1"))
        self.assertNotEqual(corpus.h("a", 1), corpus.h("a", 2))
        self.assertEqual(corpus.h("frt"), 9112776947551934237)

    def test_at_least_500_distinct_programs(self):
        self.assertGreaterEqual(len(self.progs), 500)
        self.assertEqual(len(set(self.progs.values())), len(self.progs))

    def test_every_category_and_mutation_kind(self):
        names = list(self.progs)
        for cat in corpus.CATEGORIES:
            prefix = "tpl-%s-" % cat.replace("_", "-")
            self.assertTrue(any(n.startswith(prefix) for n in names), cat)
        stems = list(UI_TESTS) + ["aux-" + a for a in AUX]
        for kind in corpus.KINDS:
            self.assertTrue(any(n.startswith("mut-%s-%s-" % (s, kind)) for n in names for s in stems), kind)

    def test_mutations_of_every_source(self):
        for stem in list(UI_TESTS) + ["aux-lib"]:
            made = [n for n in corpus.mutations(self.ui) if n.startswith("mut-%s-" % stem)]
            self.assertEqual(len(made), corpus.PER_TEST, stem)

    def test_names_and_texts(self):
        for name, text in self.progs.items():
            self.assertRegex(name, r"^(tpl|mut)-[A-Za-z0-9_.-]+\.rs$")
            self.assertIn("fn main", text, name)
            self.assertIn(corpus.expectation(text), (None, "run", "pass", "error"), name)
            if name.startswith("tpl-") and corpus.expectation(text) in ("run", "pass"):
                self.assertNotIn("MutEnum", text)

    def test_both_outcomes_are_expected(self):
        exp = [corpus.expectation(t) for n, t in self.progs.items() if n.startswith("tpl-")]
        self.assertGreater(exp.count("run"), 100)
        self.assertGreater(exp.count("error"), 100)

    @unittest.skipUnless(REAL_UI.is_dir(), "the fork's source tree is not there")
    def test_with_the_real_ui_tests(self):
        progs = corpus.programs(REAL_UI)
        self.assertEqual(progs, corpus.programs(REAL_UI))
        self.assertGreaterEqual(len(progs), 500)
        self.assertGreaterEqual(len([n for n in progs if n.startswith("mut-")]), 150)


class Mutations(unittest.TestCase):
    def test_tokens_round_trip(self):
        for text in ("S, a", "G<'a, T>, v", "E, V.x", "(u8, [u32; 2]), 1", "r#type, 'a'", 'S, "x" ,'):
            self.assertEqual(corpus.untokenize(corpus.tokenize(text)), text.rstrip())

    def test_invocations_and_split(self):
        text = "let _: field_of!(G<field_of!(S, a), u8>, v) = field_of! (T, 0);"
        occ = corpus.invocations(text)
        self.assertEqual(len(occ), 3)
        start, inner_start, inner_end, end = occ[0]
        self.assertEqual(text[start:end], "field_of!(G<field_of!(S, a), u8>, v)")
        base, field = corpus.split_args(corpus.tokenize(text[inner_start:inner_end]))
        self.assertEqual(corpus.text_of(base), "G<field_of!(S, a), u8>")
        self.assertEqual(corpus.text_of(field), "v")
        base, field = corpus.split_args(corpus.tokenize("S, a,"))
        self.assertEqual((corpus.text_of(base), corpus.text_of(field)), ("S", "a"))

    def test_invocations_in_strings_and_comments_are_left_alone(self):
        text = ('let a = "field_of!(S, a)"; // field_of!(T, b)\n'
                "let b: field_of!(U, c); let c = '('; /* field_of!(X, y) */ let d: field_of!(V<'a>, d);")
        self.assertEqual([text[s:e] for s, _, _, e in corpus.invocations(text)],
                         ["field_of!(U, c)", "field_of!(V<'a>, d)"])

    def test_every_kind_changes_the_text(self):
        text = UI_TESTS["offset"]
        for kind in corpus.KINDS:
            new = next((m for m in (corpus.mutate(text, kind, (kind, i)) for i in range(6)) if m), None)
            self.assertIsNotNone(new, kind)
            self.assertNotEqual(new, text, kind)

    def test_file_mutations(self):
        text = UI_TESTS["offset"]
        self.assertNotIn("field_projections", corpus.mutate(text, "no-gate", 0))
        b = corpus.mutate(text, "all-builtin", 0)
        self.assertNotIn("field_of!(", b)
        self.assertIn("builtin # field_of(S, b)", b)
        self.assertIn("#![feature(field_projections, builtin_syntax)]", b)
        self.assertIn("#[repr(packed)]\nstruct G<T>", corpus.mutate(text, "all-packed", 0))
        self.assertNotIn("use std::field", corpus.mutate(text, "no-import", 0))

    def test_features(self):
        self.assertEqual(corpus._features("#![feature(a, b)]\nfn main() {}\n", add=["c"], remove=["a"]),
                         "#![feature(b, c)]\nfn main() {}\n")
        self.assertEqual(corpus._features("#![feature(a)]\nx\n", remove=["a"]), "x\n")
        self.assertEqual(corpus._features("// c\nx\n", add=["z"]), "// c\n#![feature(z)]\nx\n")

    def test_helpers_are_appended_when_used(self):
        text = UI_TESTS["offset"]
        for i in range(20):
            new = corpus.mutate(text, "base-variant", i)
            if new and "MutEnum" in new:
                self.assertIn("enum MutEnum", new)
                break
        else:
            self.fail("base-variant never used MutEnum")


if __name__ == "__main__":
    unittest.main()
