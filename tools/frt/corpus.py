"""A deterministic corpus of malformed and unusual FRT programs for the ICE harness.

`programs(ui_dir)` returns {file name: program text}; `write(ui_dir, out_dir)` writes
them. The same inputs always give the same programs: there is no random state, every
"random" choice is a hash of a fixed seed and what is being chosen (stable across
Python versions and processes). Identical texts are written once.

Two sources:

- `mut-<test>-<kind>-<n>.rs`: mutations of the fork's FRT ui tests (and of their
  auxiliary crates, with a `main` added): inside the n-th `field_of!(...)` of the test
  a token is dropped, swapped, duplicated, the field or the base is replaced by
  something wrong (MUTATIONS), or the whole file is changed (FILE_MUTATIONS: feature
  gate or import dropped, raw `builtin # field_of` syntax, packed structs, ...).
  Every test gets PER_TEST mutations, the kinds rotating over the tests.
- `tpl-<category>-<variant>.rs`: template programs, one generator per category of
  CATEGORIES (enum variants, generic and lifetime-laden bases and HRTBs, aliases,
  `Self`, modules and privacy, impls on FRTs, consts/statics, closures and async,
  trait objects, const generics, unions, packed structs, enums, unsized tails,
  recursive types, FRTs of FRTs, generic projections, sizes, type names, transmute
  and zeroed, patterns, where clauses, associated type mismatches, overlapping impls
  and specialization, derives, macros, printed offsets, fixed "random" layouts, the
  feature gate, the raw syntax, rustdoc, the `field_offset` intrinsic, shims
  (clone/drop/fn pointers), methods and casts, type mismatches, bases containing
  errors, outlives, const evaluation, `[const]` traits, library crates with
  impossible bounds, misc). About half of them compile (many run a `main` that checks
  OFFSETs against `offset_of!`), half are errors.

A template may start with `//@ expect: run` (compiles and its binary exits 0),
`//@ expect: pass` (compiles) or `//@ expect: error` (an ordinary compile error); the
harness compares this with the default flag set and reports mismatches as notes.

Stdlib only; runs on the host (unit tests) and inside the build environment
(`python3 corpus.py UI_DIR OUT_DIR` writes the corpus, for a look at it).
"""

import hashlib
import re
import sys
import textwrap
from pathlib import Path

SEED = "frt-corpus-1"
PER_TEST = 9  # mutations per ui test (and auxiliary crate)

# ---------------------------------------------------------------------------------------------
# deterministic choices


def h(*key):
    """A stable integer for key (sha256 of the seed and the key's parts)."""
    data = "\x00".join([SEED] + [str(k) for k in key]).encode()
    return int.from_bytes(hashlib.sha256(data).digest()[:8], "big")


def pick(seq, *key):
    return seq[h(*key) % len(seq)]


# ---------------------------------------------------------------------------------------------
# tokens of a field_of! invocation

TOKEN_RE = re.compile(r"""
    (?P<ws>\s+)
  | (?P<tok>
        r\#[A-Za-z_]\w*                      # raw identifier
      | '[A-Za-z_]\w*(?!')                   # lifetime
      | '(?:\\.|[^\\'])'                     # char literal
      | "(?:\\.|[^\\"])*"                    # string literal
      | [A-Za-z_]\w*                         # identifier or keyword
      | \d[\w]*                              # integer (a `.` is a separate token)
      | ::|->|=>|\.\.=|\.\.|<=|>=|==|!=|&&|\|\|
      | .
    )""", re.X | re.S)


def tokenize(text):
    """[(leading whitespace, token)] of text."""
    out, ws = [], ""
    for m in TOKEN_RE.finditer(text):
        if m.group("ws") is not None:
            ws += m.group("ws")
        else:
            out.append((ws, m.group("tok")))
            ws = ""
    return out


def untokenize(toks):
    return "".join(ws + t for ws, t in toks)


OPEN = {"(": ")", "[": "]", "{": "}"}
INVOCATION_RE = re.compile(r"field_of!\s*\(")


def in_code(text):
    """A list of booleans: is text[i] code (not inside a comment, string or char literal)?"""
    mask = [True] * len(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j += 1
        elif c == "'" and re.match(r"'(?:\\.|[^\\'])'", text[i:i + 4]):
            j = i + len(re.match(r"'(?:\\.|[^\\'])'", text[i:i + 4]).group(0))
        else:
            i += 1
            continue
        for k in range(i, min(j, n)):
            mask[k] = False
        i = j
    return mask


def invocations(text):
    """(start, inner_start, inner_end, end) of every `field_of!( ... )` in code, in order.

    text[start:end] is the whole invocation, text[inner_start:inner_end] its arguments.
    """
    found = []
    code = in_code(text)
    for m in INVOCATION_RE.finditer(text):
        if not code[m.start()]:
            continue
        depth, i = 0, m.end() - 1
        while i < len(text):
            c = text[i]
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
                if depth == 0:
                    found.append((m.start(), m.end(), i, i + 1))
                    break
            i += 1
    return found


def split_args(toks):
    """(base tokens, field tokens) split at the first top-level comma; a trailing comma is dropped."""
    depth = 0
    for i, (_, t) in enumerate(toks):
        if t in "([{<":
            depth += 1
        elif t in ")]}>":
            depth -= 1
        elif t == "," and depth == 0:
            field = toks[i + 1:]
            if field and field[-1][1] == ",":
                field = field[:-1]
            return toks[:i], field
    return toks, []


def text_of(toks):
    return untokenize(toks).strip()


# ---------------------------------------------------------------------------------------------
# mutations of one invocation: f(base, field, toks, key) -> new argument text, or None

MUT_ITEMS = """

// added by the mutation
#[allow(dead_code)]
enum MutEnum { V { x: u8 }, T(u8) }
#[allow(dead_code)]
trait MutTrait { type Assoc; }
#[allow(dead_code)]
struct MutGen<T>(T);
"""


def _drop(base, field, toks, key):
    if len(toks) < 2:
        return None
    i = h(key, "drop") % len(toks)
    return untokenize(toks[:i] + toks[i + 1:])


def _swap(base, field, toks, key):
    idx = [i for i in range(len(toks))]
    if len(idx) < 2:
        return None
    i = h(key, "swap1") % len(toks)
    j = h(key, "swap2") % len(toks)
    if toks[i][1] == toks[j][1]:
        j = (i + 1) % len(toks) if toks[(i + 1) % len(toks)][1] != toks[i][1] else (i + 2) % len(toks)
    if toks[i][1] == toks[j][1]:
        return None
    t = list(toks)
    t[i], t[j] = (t[i][0], toks[j][1]), (t[j][0], toks[i][1])
    return untokenize(t)


def _dup(base, field, toks, key):
    if not toks:
        return None
    i = h(key, "dup") % len(toks)
    return untokenize(toks[:i + 1] + [(" ", toks[i][1])] + toks[i + 1:])


FIELD_NUMERIC = ["0", "1", "9", "18446744073709551616", "0x1", "1_0", "01", "1e2", "1.", "1.1",
                 "0.0.0", "1.2e3", "0u8", "1.0f32", "-1", "0b1"]
FIELD_KEYWORD = ["self", "Self", "super", "crate", "type", "r#type", "async", "_", "dyn", "union",
                 "'a", '"a"', "a!()", "a()", "(a)", "{a}", "a as u8", "a + b", "<a>", "V::a", "&a",
                 "a[0]", "..", "a..", "a = 1", "if", "[0]", "a.0", "0.a"]


def _field_missing(base, field, toks, key):
    return "%s, %s" % (text_of(base), pick(["missing_field", "nonexistent", "A", "x_y_z", "__"], key))


def _field_numeric(base, field, toks, key):
    return "%s, %s" % (text_of(base), pick(FIELD_NUMERIC, key, "num"))


def _field_keyword(base, field, toks, key):
    kw = pick(FIELD_KEYWORD + ["r#" + (text_of(field) or "a")], key, "kw")
    return "%s, %s" % (text_of(base), kw)


def _field_variant(base, field, toks, key):
    f = text_of(field) or "a"
    return "%s, %s" % (text_of(base), pick(["Nope.%s" % f, "%s.%s" % (f, f), "V.%s" % f, "Self.%s" % f,
                                            "%s." % f, ".%s" % f], key, "var"))


BASE_WRONG = {
    "variant": lambda b, k: pick(["MutEnum::V", "MutEnum::T", "Option::Some", "Self::V"], k),
    "self": lambda b, k: "Self",
    "prim": lambda b, k: pick(["u8", "bool", "str", "char", "!", "()", "f64", "usize"], k),
    "ref": lambda b, k: pick(["&'static %s", "&mut %s", "*const %s", "&&%s", "Box<%s>", "Option<%s>",
                              "std::mem::ManuallyDrop<%s>"], k) % b,
    "slice": lambda b, k: pick(["[%s]", "[%s; 2]", "[%s; 0]"], k) % b,
    "dyn": lambda b, k: pick(["dyn MutTrait<Assoc = u8>", "dyn std::any::Any", "dyn Send + Sync",
                              "impl Sized", "fn() -> %s" % b], k),
    "generic": lambda b, k: pick(["T", "MutGen<T>", "MutGen<%s>" % b, "MutGen<_>", "<%s as MutTrait>::Assoc" % b,
                                  "Self::Assoc"], k),
    "infer": lambda b, k: pick(["_", "(_, %s)" % b, "MutGen<_>"], k),
    "frt": lambda b, k: "field_of!(%s, a)" % b,
    "tuple": lambda b, k: pick(["(%s, %s)", "(%s,)", "((%s, %s), u8)"], k).replace("%s", b),
}


def _base(kind):
    def f(base, field, toks, key):
        b = text_of(base) or "S"
        return "%s, %s" % (BASE_WRONG[kind](b, (key, kind)), text_of(field) or "a")
    return f


def _empty(base, field, toks, key):
    return pick(["", ",", ", a", "%s" % text_of(base), "%s,," % text_of(base)], key, "empty")


# Mutations of the n-th invocation. Each may also rewrite the macro name or delimiters.
MUTATIONS = {
    "drop-token": _drop,
    "swap-tokens": _swap,
    "dup-token": _dup,
    "field-missing": _field_missing,
    "field-numeric": _field_numeric,
    "field-keyword": _field_keyword,
    "field-variant": _field_variant,
    "base-variant": _base("variant"),
    "base-self": _base("self"),
    "base-prim": _base("prim"),
    "base-ref": _base("ref"),
    "base-slice": _base("slice"),
    "base-dyn": _base("dyn"),
    "base-generic": _base("generic"),
    "base-infer": _base("infer"),
    "base-frt": _base("frt"),
    "base-tuple": _base("tuple"),
    "empty-args": _empty,
}
# These rewrite the invocation itself instead of its arguments.
INVOCATION_MUTATIONS = {
    "delims": lambda args, key: pick(["field_of![%s]", "field_of!{%s}"], key) % args,
    "path": lambda args, key: pick(["std::field::field_of!(%s)", "core::field::field_of!(%s)",
                                    "::core::field::field_of!(%s)", "crate::field_of!(%s)"], key) % args,
    "builtin": lambda args, key: "builtin # field_of(%s)" % args,
}


def _features(text, add=(), remove=()):
    """text with crate features added/removed in its first `#![feature(..)]` (one is made if needed)."""
    m = re.search(r"#!\[feature\(([^)]*)\)\]\n?", text)
    if m:
        feats = [f.strip() for f in m.group(1).split(",") if f.strip()]
    else:
        feats = []
    feats = [f for f in feats if f not in remove] + [f for f in add if f not in feats]
    attr = "#![feature(%s)]\n" % ", ".join(feats) if feats else ""
    if m:
        return text[:m.start()] + attr + text[m.end():]
    # after the leading comment lines
    lines = text.split("\n")
    i = 0
    while i < len(lines) and lines[i].startswith("//"):
        i += 1
    return "\n".join(lines[:i] + [attr.rstrip("\n")] + lines[i:])


def _all_builtin(text, key):
    if not invocations(text):
        return None
    out, last = [], 0
    for start, inner_start, inner_end, end in invocations(text):
        out.append(text[last:start])
        out.append("builtin # field_of(%s)" % text[inner_start:inner_end])
        last = end
    out.append(text[last:])
    return _features("".join(out), add=["builtin_syntax"])


def _packed(text, key):
    return re.sub(r"^(\s*)((?:pub(?:\([^)]*\))? )?struct )", r"\1#[repr(packed)]\n\1\2", text, flags=re.M)


def _struct_to_union(text, key):
    return re.sub(r"^(\s*(?:pub(?:\([^)]*\))? )?)struct (\w+)(<[^>{]*>)? \{", r"\1union \2\3 {", text,
                  count=1, flags=re.M)


def _drop_field_def(text, key):
    # the first named field of the first braced struct
    m = re.search(r"struct \w+(?:<[^>{]*>)? \{\s*((?:pub(?:\([^)]*\))? )?\w+: [^,\n}]*,?)", text)
    if not m:
        return None
    return text[:m.start(1)] + text[m.end(1):]


def _generic_main(text, key):
    # main becomes generic: the FRTs in it are now inside a generic body (and main is invalid)
    return text.replace("fn main()", "fn main<T: Copy>()", 1) if "fn main()" in text else None


FILE_MUTATIONS = {
    "no-gate": lambda text, key: _features(text, remove=["field_projections"]),
    "no-import": lambda text, key: re.sub(r"^\s*use (std|core)::field::[^;]*;\n", "", text, flags=re.M),
    "all-builtin": _all_builtin,
    "all-packed": _packed,
    "struct-to-union": _struct_to_union,
    "drop-field-def": _drop_field_def,
    "core-path": lambda text, key: text.replace("std::field", "core::field"),
    "generic-main": _generic_main,
}

KINDS = sorted(MUTATIONS) + sorted(INVOCATION_MUTATIONS) + sorted(FILE_MUTATIONS)


def mutate(text, kind, key):
    """The mutated program text (None when the kind does not apply to this text)."""
    if kind in FILE_MUTATIONS:
        new = FILE_MUTATIONS[kind](text, key)
        return new if new and new != text else None
    occ = invocations(text)
    if not occ:
        return None
    start, inner_start, inner_end, end = occ[h(key, "occurrence") % len(occ)]
    args = text[inner_start:inner_end]
    if kind in INVOCATION_MUTATIONS:
        repl = INVOCATION_MUTATIONS[kind](args, key)
        new = text[:start] + repl + text[end:]
        if kind == "builtin":
            new = _features(new, add=["builtin_syntax"])
    else:
        toks = tokenize(args)
        base, field = split_args(toks)
        new_args = MUTATIONS[kind](base, field, toks, key)
        if new_args is None:
            return None
        new = text[:inner_start] + new_args + text[inner_end:]
    if new == text:
        return None
    if "MutEnum" in new or "MutTrait" in new or "MutGen" in new:
        new = new.rstrip("\n") + "\n" + MUT_ITEMS
    return new


def sources(ui_dir):
    """{stem: text} of the ui tests, and of the auxiliary crates with a `main` added."""
    ui_dir = Path(ui_dir)
    out = {}
    for p in sorted(ui_dir.glob("*.rs")):
        out[p.stem] = p.read_text()
    for p in sorted(ui_dir.glob("auxiliary/*.rs")):
        text = p.read_text()
        if "fn main" not in text:
            text = text.rstrip("\n") + "\n\nfn main() {}\n"
        out["aux-" + p.stem] = text
    return out


def mutations(ui_dir):
    """{name: text}: PER_TEST mutations of every source, the kinds rotating over the sources."""
    out = {}
    for n, (stem, text) in enumerate(sorted(sources(ui_dir).items())):
        made = 0
        for k in range(len(KINDS)):
            if made == PER_TEST:
                break
            kind = KINDS[(n * PER_TEST + k) % len(KINDS)]
            for attempt in range(6):
                new = mutate(text, kind, (stem, kind, attempt))
                if new is not None:
                    break
            if new is None:
                continue
            occ = h((stem, kind, attempt), "occurrence") % max(1, len(invocations(text)))
            out["mut-%s-%s-%d.rs" % (stem, kind, occ if kind not in FILE_MUTATIONS else attempt)] = new
            made += 1
    return out


# ---------------------------------------------------------------------------------------------
# templates

HEADER = """\
#![allow(incomplete_features, internal_features, dead_code, unused)]
use std::any::type_name;
use std::field::{Field, field_of};
use std::marker::PhantomData;
use std::mem::{align_of, offset_of, size_of};
"""

HELPERS = """
fn is_field<F: Field>() {}
fn offset<F: Field>() -> usize { F::OFFSET }
fn project<F: Field>(base: &F::Base) -> &F::Type {
    let ptr: *const F::Base = base;
    unsafe { &*ptr.byte_add(F::OFFSET).cast::<F::Type>() }
}
fn project_mut<F: Field>(base: &mut F::Base) -> &mut F::Type {
    let ptr: *mut F::Base = base;
    unsafe { &mut *ptr.byte_add(F::OFFSET).cast::<F::Type>() }
}
fn frt<F: Copy>() -> F { unsafe { std::mem::zeroed() } }
"""

EXECUTOR = """
fn block_on<Fut: std::future::Future>(f: Fut) -> Fut::Output {
    let mut f = std::pin::pin!(f);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    loop {
        if let std::task::Poll::Ready(v) = f.as_mut().poll(&mut cx) {
            return v;
        }
    }
}
"""


def program(body, expect=None, features=(), gate=True, helpers=False, header=True, attrs=()):
    """A template program: expectation, features, crate attributes, the common header, helpers, body."""
    lines = []
    if expect:
        lines.append("//@ expect: %s" % expect)
    feats = (["field_projections"] if gate else []) + list(features)
    if feats:
        lines.append("#![feature(%s)]" % ", ".join(feats))
    lines += ["#![%s]" % a for a in attrs]
    text = "\n".join(lines) + ("\n" if lines else "")
    if header:
        text += HEADER
    if helpers:
        text += HELPERS
    return text + "\n" + textwrap.dedent(body).strip("\n") + "\n"


def sub(template, **kw):
    for k, v in kw.items():
        template = template.replace("@%s@" % k, str(v))
    return template


def slug(s):
    s = re.sub(r"[^A-Za-z0-9]+", "_", s).strip("_").lower()
    return s or "x"


# Each generator returns [(variant, text)].

ENUM_DEF = """
enum E { V { x: u8, y: u32 }, T(u16, u8), U }
"""


def t_enum_variant():
    out = []
    valid = ["V.x", "T.1"]  # in every context
    valid_ty = ["V.y", "T.0", "r#V.x", "V . x"]  # only as a type
    invalid = ["V.z", "W.x", "T.2", "U.x", "U.0", "V", "x", "V.x.y", "T.x", "V.0", "0.x", "Self.x",
               "E.V.x", "V.self", "V.", "V..x", "T.00", "T.1e0", "E::V.x"]
    ctx = {
        "ty": ("run", "fn main() { let _: PhantomData<field_of!(E, @F@)> = PhantomData; }"),
        "bound": ("error", "fn main() { is_field::<field_of!(E, @F@)>(); }"),
        "offset": ("error", "fn main() { let _ = <field_of!(E, @F@) as Field>::OFFSET; }"),
        "name": ("run", 'fn main() { assert!(type_name::<field_of!(E, @F@)>().starts_with("field_of!(")); }'),
    }
    for i, f in enumerate(valid):
        for c in ("ty", "bound", "offset", "name"):
            exp, body = ctx[c]
            out.append(("%s-%d-%s" % (c, i, slug(f)), program(ENUM_DEF + sub(body, F=f), exp, helpers=True)))
    for i, f in enumerate(valid_ty):
        exp, body = ctx["ty"]
        out.append(("ty-%d-%s" % (i + len(valid), slug(f)), program(ENUM_DEF + sub(body, F=f), exp, helpers=True)))
    for i, f in enumerate(invalid):
        exp, body = ctx["ty"]
        out.append(("bad-%d-%s" % (i, slug(f)), program(ENUM_DEF + sub(body, F=f), "error", helpers=True)))
    out.append(("void", program("enum Void {}\nfn main() { let _: PhantomData<field_of!(Void, V.x)> = PhantomData; }",
                                "error")))
    out.append(("generic", program("""
        enum G<T> { A { t: T }, B(T, T) }
        fn g<T>() -> &'static str { type_name::<field_of!(G<T>, B.1)>() }
        fn main() {
            let _: PhantomData<field_of!(G<u8>, A.t)> = PhantomData;
            assert!(g::<u32>().ends_with("B.1)"));
        }""", "run")))
    for name, spec, exp in [("option", "Option<u8>, Some.0", "run"), ("option-none", "Option<u8>, None.0", "error"),
                            ("result", "Result<u8, String>, Err.0", "run"),
                            ("ordering", "std::cmp::Ordering, Less.0", "error"),
                            ("poll", "std::task::Poll<u8>, Ready.0", "run"),
                            ("bound", "std::ops::Bound<u8>, Included.0", "run")]:
        out.append((name, program("fn main() { let _ = type_name::<field_of!(%s)>(); }" % spec, exp)))
    out.append(("self-variant", program(ENUM_DEF + """
        impl E {
            fn name() -> &'static str { type_name::<field_of!(Self, V.y)>() }
            fn bad() { is_field::<field_of!(Self, T.0)>(); }
        }
        fn main() {}""", "error", helpers=True)))
    out.append(("repr-u8", program("""
        #[repr(u8)]
        enum R { A { x: u32 } = 3, B(u64) = 7 }
        #[repr(C)]
        enum C { A { x: u8, y: u64 } }
        fn main() {
            let _ = type_name::<field_of!(R, A.x)>();
            let _ = type_name::<field_of!(C, A.y)>();
            let _ = <field_of!(C, A.y) as Field>::OFFSET;
        }""", "error")))
    out.append(("non-exhaustive", program("""
        #[non_exhaustive]
        enum N { #[non_exhaustive] V { x: u8 } }
        fn main() { let _ = type_name::<field_of!(N, V.x)>(); }""", "run")))
    out.append(("uninhabited", program("""
        enum Never {}
        enum E2 { V { x: Never, y: u8 }, W(u8) }
        fn main() { let _ = type_name::<field_of!(E2, V.x)>(); let _ = size_of::<field_of!(E2, V.y)>(); }""",
                                       "run")))
    out.append(("variant-as-base", program(ENUM_DEF + """
        fn main() { let _: PhantomData<field_of!(E::V, x)> = PhantomData; }""", "error")))
    return out


def t_generic_base():
    defs = """
        struct S<'a, T: ?Sized> { n: u8, r: &'a T }
        struct W<'a, T: ?Sized> { n: u8, r: &'a u8, tail: T }
        struct G<T> { head: u8, v: T }
        trait Tr { type A; }
        impl Tr for u8 { type A = u64; }
    """
    cases = [
        ("lifetime-generic", "run", """
            fn off<'a, T: 'a>() -> usize { <field_of!(S<'a, T>, r) as Field>::OFFSET }
            fn main() { assert_eq!(off::<u64>(), offset_of!(S<'static, u64>, r)); }"""),
        ("static-slice", "run", """
            fn main() {
                assert_eq!(<field_of!(S<'static, [u8]>, r) as Field>::OFFSET, offset_of!(S<'static, [u8]>, r));
                let s = S { n: 1, r: &[1u8, 2][..] };
                assert_eq!(project::<field_of!(S<'static, [u8]>, r)>(&s).len(), 2);
            }"""),
        ("unsized-base", "error", "fn main() { is_field::<field_of!(W<'static, [u8]>, n)>(); }"),
        ("unsized-base-str", "error", "fn main() { let _ = <field_of!(W<'static, str>, r) as Field>::OFFSET; }"),
        ("hrtb-where", "pass", """
            fn f() where for<'a> field_of!(S<'a, u8>, r): Field<Type = &'a u8> {}
            fn main() { f(); }"""),
        ("hrtb-where-generic", "pass", """
            fn f<T: 'static>() where for<'a> field_of!(S<'a, T>, r): Field<Base = S<'a, T>> {}
            fn main() { f::<u32>(); }"""),
        ("hrtb-wrong", "error", """
            fn f() where for<'a> field_of!(S<'a, u8>, r): Field<Type = &'static u8> {}
            fn main() { f(); }"""),
        ("hrtb-fn-ptr", "run", """
            fn main() {
                let f: for<'a> fn(PhantomData<field_of!(S<'a, u8>, r)>) = |_| {};
                f(PhantomData);
            }"""),
        ("hrtb-dyn-fn", "run", """
            fn main() {
                let f: Box<dyn for<'a> Fn(field_of!(S<'a, u8>, r), &'a u8) -> &'a u8> = Box::new(|_, x| x);
                let v: field_of!(S<'static, u8>, r) = unsafe { std::mem::transmute(()) };
                assert_eq!(*f(v, &7), 7);
            }"""),
        ("value-param", "run", """
            fn g<T: Copy>(x: field_of!(S<'static, T>, n)) -> field_of!(S<'static, T>, n) { x }
            fn main() { let _ = g::<u8>(frt()); }"""),
        ("elided", "pass", """
            fn e(_: PhantomData<field_of!(S<'_, u8>, r)>) {}
            fn e2(_: PhantomData<field_of!(S<u8>, r)>) {}
            fn e3(x: &u8) -> PhantomData<field_of!(S<'_, u8>, r)> { PhantomData }
            fn main() { e(PhantomData); e2(PhantomData); let _ = e3(&1); }"""),
        ("too-many-args", "error", "fn main() { let _: PhantomData<field_of!(S<'static, u8, u8>, r)>; }"),
        ("missing-args", "error", "fn main() { let _: PhantomData<field_of!(G, v)>; }"),
        ("missing-args-sig", "error", "fn f(_: field_of!(G, v)) {}\nfn main() {}"),
        ("infer-arg", "run", """
            fn main() {
                let _: PhantomData<field_of!(G<_>, v)> = PhantomData::<field_of!(G<u16>, v)>;
                let _: PhantomData<field_of!((_, u8), 1)> = PhantomData::<field_of!((u32, u8), 1)>;
            }"""),
        ("infer-arg-offset", "error", "fn main() { let _ = <field_of!(G<_>, v) as Field>::OFFSET; }"),
        ("infer-arg-offset-tuple", "error", "fn main() { let _ = <field_of!((_, u8), 1) as Field>::OFFSET; }"),
        ("infer-arg-value", None, """
            fn main() {
                let x: field_of!(G<_>, v) = frt();
                let y: field_of!(G<u8>, v) = x;
                let z = offset::<field_of!(G<_>, v)>;
            }"""),
        ("impl-generic", "pass", """
            trait Marker {}
            impl<'a, T> Marker for field_of!(S<'a, T>, r) {}
            fn m<M: Marker>() {}
            fn main() { m::<field_of!(S<'static, String>, r)>(); }"""),
        ("std-wrapping", "run", """
            use std::num::Wrapping;
            fn main() {
                assert_eq!(<field_of!(Wrapping<u32>, 0) as Field>::OFFSET, 0);
                let w = Wrapping(5u32);
                assert_eq!(*project::<field_of!(Wrapping<u32>, 0)>(&w), 5);
            }"""),
        ("std-range", "run", """
            fn main() {
                let r = 3u64..9;
                assert_eq!(*project::<field_of!(std::ops::Range<u64>, end)>(&r), 9);
                assert_eq!(offset::<field_of!(std::ops::Range<u64>, start)>(), offset_of!(std::ops::Range<u64>, start));
            }"""),
        ("std-reverse", "run", "fn main() { assert_eq!(offset::<field_of!(std::cmp::Reverse<u8>, 0)>(), 0); }"),
        ("std-vec-private", "error", "fn main() { let _: PhantomData<field_of!(Vec<u8>, len)>; }"),
        ("std-string-private", "error", "fn main() { let _: PhantomData<field_of!(String, vec)>; }"),
        ("std-pin-pointer", None, "fn main() { let _ = offset::<field_of!(std::pin::Pin<&'static u8>, pointer)>(); }"),
        ("std-manually-drop", "error", "fn main() { let _: PhantomData<field_of!(std::mem::ManuallyDrop<u8>, value)>; }"),
        ("std-phantom", "error", "fn main() { let _: PhantomData<field_of!(PhantomData<u8>, 0)>; }"),
        ("std-cell", "error", "fn main() { let _: PhantomData<field_of!(std::cell::Cell<u8>, value)>; }"),
        ("std-saturating", "run", "fn main() { assert_eq!(offset::<field_of!(std::num::Saturating<i8>, 0)>(), 0); }"),
        ("std-unstable-field", None, """
            fn main() { let _ = offset::<field_of!(std::ops::RangeInclusive<u8>, exhausted)>(); }"""),
        ("unsized-param", "error", """
            fn f<T: ?Sized>() -> usize { <field_of!(W<'static, T>, n) as Field>::OFFSET }
            fn main() {}"""),
        ("sized-param", "run", """
            fn f<T>() -> usize { <field_of!(W<'static, T>, tail) as Field>::OFFSET }
            fn main() { assert_eq!(f::<u64>(), offset_of!(W<'static, u64>, tail)); }"""),
        ("projection-arg", "run", """
            fn main() { assert_eq!(offset::<field_of!(G<<u8 as Tr>::A>, v)>(), offset_of!(G<u64>, v)); }"""),
        ("param-projection-arg", "run", """
            fn f<T: Tr>() -> usize { <field_of!(G<T::A>, v) as Field>::OFFSET }
            fn main() { assert_eq!(f::<u8>(), offset_of!(G<u64>, v)); }"""),
        ("apit", None, """
            fn f(_: PhantomData<field_of!(G<impl Sized>, v)>) {}
            fn main() { f(PhantomData::<field_of!(G<u8>, v)>); }"""),
        ("rpit", None, """
            fn g() -> PhantomData<field_of!(G<impl Sized>, v)> { PhantomData::<field_of!(G<u8>, v)> }
            fn main() { let _ = g(); }"""),
        ("rpit-offset", None, """
            fn g() -> G<impl Sized> { G { head: 0, v: 5u64 } }
            fn h<T>(_: &G<T>) -> usize { offset::<field_of!(G<T>, v)>() }
            fn main() { assert_eq!(h(&g()), offset_of!(G<u64>, v)); }"""),
        ("dyn-arg", "run", """
            fn main() { assert_eq!(offset::<field_of!(G<Box<dyn Fn(&u8) -> &u8>>, v)>(), offset_of!(G<Box<dyn Fn(&u8) -> &u8>>, v)); }"""),
        ("generic-const-item", None, """
            const O<T>: usize = <field_of!(G<T>, v) as Field>::OFFSET;
            fn main() { assert_eq!(O::<u32>, offset_of!(G<u32>, v)); }""", ["generic_const_items"]),
        ("non-lifetime-binder", None, """
            fn f() where for<T> field_of!(G<T>, v): Field {}
            fn main() { f(); }""", ["non_lifetime_binders"]),
        ("default-param", "run", """
            struct D<T = u16> { a: u8, x: T }
            fn main() { assert_eq!(offset::<field_of!(D, x)>(), offset_of!(D<u16>, x)); }"""),
        ("outlives", None, """
            struct R<'a, 'b: 'a> { x: &'a &'b u8, y: u8 }
            fn f<'a, 'b>(_: PhantomData<field_of!(R<'a, 'b>, x)>) {}
            fn main() {}"""),
        ("tuple-lifetime", "run", """
            fn g<'a>(t: &(&'a u8, u8)) -> &'a u8 { *project::<field_of!((&'a u8, u8), 0)>(t) }
            fn main() { let x = 3; assert_eq!(*g(&(&x, 1)), 3); }"""),
        ("hrtb-mangle", "run", """
            struct R<'a> { r: &'a u8 }
            #[inline(never)] fn name<T: ?Sized>() -> &'static str { type_name::<T>() }
            fn main() {
                assert!(name::<for<'a> fn(field_of!(R<'a>, r)) -> &'a u8>().contains("field_of!("));
                let _ = name::<dyn for<'a> Fn(field_of!(R<'a>, r))>();
                let _ = name::<PhantomData<for<'a, 'b> fn(&'b field_of!((&'a u8, &'b u8), 1))>>();
                let f: for<'a> fn(field_of!(R<'a>, r)) = |_| {};
                f(frt());
            }"""),
        ("inherent-lifetime-impl", "run", """
            struct R<'a> { y: &'a u8 }
            impl<'a> field_of!(R<'a>, y) { fn get(r: &R<'a>) -> &'a u8 { r.y } }
            fn main() { let v = 9; assert_eq!(*<field_of!(R<'_>, y)>::get(&R { y: &v }), 9); }"""),
    ]
    out = []
    for c in cases:
        name, exp, body = c[:3]
        feats = c[3] if len(c) > 3 else ()
        out.append((name, program(defs + body, exp, features=feats, helpers=True)))
    return out


def t_alias():
    defs = """
        struct S { a: u8, b: u32 }
        struct G<T> { v: T }
        trait Tr { type Out; }
        impl Tr for S { type Out = S; }
    """
    cases = [
        ("plain", "run", "type A = S;\nfn main() { assert_eq!(offset::<field_of!(A, b)>(), offset_of!(S, b)); }"),
        ("generic", "run", "type GA<T> = G<T>;\nfn main() { assert_eq!(offset::<field_of!(GA<u32>, v)>(), 0); }"),
        ("of-frt", "error", "type F = field_of!(S, a);\nfn main() { let _: PhantomData<field_of!(F, a)>; }"),
        ("tuple", "run", "type P = (u8, u32);\nfn main() { assert_eq!(offset::<field_of!(P, 1)>(), offset_of!((u8, u32), 1)); }"),
        ("reference", "error", "type R = &'static S;\nfn main() { let _: PhantomData<field_of!(R, a)>; }"),
        ("tait", None, """
            type X = impl Sized;
            #[define_opaque(X)]
            fn d() -> X { S { a: 0, b: 0 } }
            fn f(_: PhantomData<field_of!(X, a)>) {}
            fn main() {}""", ["type_alias_impl_trait"]),
        ("tait-in-args", None, """
            type X = impl Sized;
            #[define_opaque(X)]
            fn d() -> X { 5u64 }
            fn main() { let _ = offset::<field_of!(G<X>, v)>(); }""", ["type_alias_impl_trait"]),
        ("lazy", None, """
            type L<T> = G<T>;
            fn main() { let _ = offset::<field_of!(L<u8>, v)>(); }""", ["lazy_type_alias"]),
        ("lazy-bad", None, """
            type L<T: Copy> = G<T>;
            fn main() { let _: PhantomData<field_of!(L<String>, v)>; }""", ["lazy_type_alias"]),
        ("inherent-assoc", None, """
            impl S { type Me = S; }
            fn main() { let _ = offset::<field_of!(S::Me, b)>(); }""", ["inherent_associated_types"]),
        ("unused-param", "error", "type U<T> = S;\nfn main() { let _: PhantomData<field_of!(U<u8>, a)>; }"),
        ("chain", "run", """
            type A1 = S; type A2 = A1; type A3 = A2;
            fn main() { assert_eq!(offset::<field_of!(A3, b)>(), offset_of!(S, b)); }"""),
        ("frt-alias-impl", "run", """
            type F = field_of!(S, a);
            impl F { fn one() -> u8 { 1 } }
            fn main() { assert_eq!(F::one(), 1); }"""),
        ("array", "error", "type Arr = [u8; 4];\nfn main() { let _: PhantomData<field_of!(Arr, 0)>; }"),
        ("projection", "error", "type P = <S as Tr>::Out;\nfn main() { let _: PhantomData<field_of!(P, a)>; }"),
        ("identity", "run", "type Id<T> = T;\nfn main() { assert_eq!(offset::<field_of!(Id<S>, b)>(), offset_of!(S, b)); }"),
        ("use-rename", "run", "use S as Renamed;\nfn main() { assert_eq!(offset::<field_of!(Renamed, b)>(), offset_of!(S, b)); }"),
        ("trait-alias", None, """
            trait FieldOfS = Field<Base = S>;
            fn f<F: FieldOfS>() -> usize { F::OFFSET }
            fn main() { assert_eq!(f::<field_of!(S, b)>(), offset_of!(S, b)); }""", ["trait_alias"]),
        ("alias-generic-frt", "run", """
            type GV<T> = field_of!(G<T>, v);
            fn main() { assert_eq!(offset::<GV<u64>>(), 0); let _ = type_name::<GV<GV<u8>>>(); }"""),
        ("alias-frt-bad-param", "error", """
            type GV<T> = field_of!(T, v);
            fn main() {}"""),
    ]
    out = []
    for c in cases:
        name, exp, body = c[:3]
        out.append((name, program(defs + body, exp, features=c[3] if len(c) > 3 else (), helpers=True)))
    return out


def t_self_type():
    defs = """
        struct S { a: u8, b: u32 }
        struct G<T> { v: T, w: u16 }
        enum E { V { x: u8 } }
        union U { a: u8, b: u32 }
        trait Tr { fn off() -> usize; }
    """
    cases = [
        ("inherent", "run", """
            impl S { fn off() -> usize { <field_of!(Self, b) as Field>::OFFSET } }
            fn main() { assert_eq!(S::off(), offset_of!(S, b)); }"""),
        ("trait-default", "error", """
            trait T2 { fn f() -> usize where Self: Sized { <field_of!(Self, a) as Field>::OFFSET } }
            fn main() {}"""),
        ("trait-impl", "run", """
            impl Tr for S { fn off() -> usize { offset::<field_of!(Self, a)>() } }
            impl Tr for (u8, u32) { fn off() -> usize { <field_of!(Self, 1) as Field>::OFFSET } }
            fn main() { assert_eq!(<(u8, u32)>::off(), offset_of!((u8, u32), 1)); assert_eq!(S::off(), offset_of!(S, a)); }"""),
        ("assoc-type", "run", """
            trait Has { type F: Field; }
            impl Has for S { type F = field_of!(Self, b); }
            fn main() { assert_eq!(<S as Has>::F::OFFSET, offset_of!(S, b)); }"""),
        ("enum", "pass", """
            impl E { fn n() -> &'static str { type_name::<field_of!(Self, V.x)>() } }
            fn main() { let _ = E::n(); }"""),
        ("in-struct-def", None, """
            struct R { a: u8, f: PhantomData<field_of!(Self, a)> }
            fn main() { assert_eq!(offset::<field_of!(R, f)>(), offset_of!(R, f)); }"""),
        ("in-struct-def-offset", None, """
            struct R { a: u8, f: [u8; <field_of!(Self, a) as Field>::OFFSET] }
            fn main() {}"""),
        ("generic-impl", "run", """
            impl<T> G<T> { fn off() -> usize { offset::<field_of!(Self, v)>() + offset::<field_of!(Self, w)>() } }
            fn main() { assert_eq!(G::<u64>::off(), offset_of!(G<u64>, v) + offset_of!(G<u64>, w)); }"""),
        ("frt-self", "error", """
            impl field_of!(S, a) { fn f() -> PhantomData<field_of!(Self, a)> { PhantomData } }
            fn main() {}"""),
        ("where-clause", "pass", """
            impl S where field_of!(Self, a): Field<Type = u8> { fn ok() {} }
            fn main() { S::ok(); }"""),
        ("union", "error", """
            impl U { fn off() -> usize { <field_of!(Self, b) as Field>::OFFSET } }
            fn main() {}"""),
        ("outside-impl", "error", "fn main() { let _: PhantomData<field_of!(Self, a)>; }"),
        ("const-in-impl", "run", """
            impl S { const B: usize = <field_of!(Self, b) as Field>::OFFSET; }
            fn main() { assert_eq!(S::B, offset_of!(S, b)); }"""),
        ("self-in-trait-assoc-const", "error", """
            trait C { const O: usize = <field_of!(Self, a) as Field>::OFFSET; }
            fn main() {}"""),
        ("self-ctor-alias", "run", """
            impl S { fn mk() -> Self { Self { a: 1, b: 2 } } fn get(&self) -> u32 { *project::<field_of!(Self, b)>(self) } }
            fn main() { assert_eq!(S::mk().get(), 2); }"""),
        ("self-in-impl-frt", None, """
            trait Name { fn name() -> &'static str; }
            impl Name for field_of!(S, a) { fn name() -> &'static str { type_name::<Self>() } }
            fn main() { assert!(<field_of!(S, a) as Name>::name().starts_with("field_of!(")); }"""),
        ("self-assoc-field", "error", """
            impl Tr for field_of!(S, a) { fn off() -> usize { <Self as Field>::OFFSET + <field_of!(<Self as Field>::Base, b) as Field>::OFFSET } }
            fn main() {}"""),
    ]
    out = []
    for name, exp, body in cases:
        out.append((name, program(defs + body, exp, helpers=True)))
    return out


def t_privacy():
    defs = """
        mod a {
            pub mod b {
                pub struct S { pub x: u8, y: u8, pub(crate) z: u8, pub(super) w: u8, pub(in crate::a) v: u8 }
                pub struct T(pub u8, u8);
                pub(crate) struct Hidden { pub h: u8 }
                pub fn inside() -> usize { <super::super::field_of!(S, y) as super::super::Field>::OFFSET }
            }
            pub fn from_a() -> usize { <crate::field_of!(b::S, w) as crate::Field>::OFFSET }
        }
        use a::b::{S, T};
    """
    cases = [
        ("pub-field", "run", "fn main() { let _ = offset::<field_of!(S, x)>(); let _ = a::b::inside(); }"),
        ("private-field", "error", "fn main() { let _ = offset::<field_of!(S, y)>(); }"),
        ("crate-field", "run", "fn main() { let _ = offset::<field_of!(a::b::S, z)>(); }"),
        ("super-field", "error", "fn main() { let _ = offset::<field_of!(S, w)>(); }"),
        ("super-field-ok", "run", "fn main() { let _ = a::from_a(); }"),
        ("in-path-field", "error", "fn main() { let _ = offset::<field_of!(S, v)>(); }"),
        ("tuple-private", "error", "fn main() { let _ = offset::<field_of!(T, 1)>(); }"),
        ("tuple-pub", "run", "fn main() { let _ = offset::<field_of!(T, 0)>(); }"),
        ("crate-path", "run", "fn main() { let _ = offset::<field_of!(crate::a::b::Hidden, h)>(); }"),
        ("pub-interface", None, """
            pub fn leak(_: PhantomData<field_of!(a::b::Hidden, h)>) {}
            pub type Leak = field_of!(a::b::Hidden, h);
            fn main() {}"""),
        ("macro-in-module", "error", """
            mod m {
                pub struct P { secret: u8 }
                #[macro_export]
                macro_rules! secret_frt { () => { field_of!($crate::m::P, secret) } }
            }
            fn main() { let _: PhantomData<secret_frt!()> = PhantomData; }"""),
        ("decl-macro", None, """
            mod m {
                use std::field::field_of;
                pub struct P { secret: u8 }
                pub macro secret() { field_of!(P, secret) }
            }
            fn main() { let _: PhantomData<m::secret!()> = PhantomData; let _ = offset::<m::secret!()>(); }""",
         ["decl_macro"]),
        ("private-in-impl", "run", """
            mod m {
                pub struct P { secret: u8 }
                impl P { pub fn off() -> usize { <field_of!(Self, secret) as super::Field>::OFFSET } }
                use std::field::field_of;
            }
            fn main() { assert_eq!(m::P::off(), 0); }"""),
        ("generic-private", "error", """
            mod m { pub struct P<T> { t: T } }
            fn f<T>() -> usize { offset::<field_of!(m::P<T>, t)>() }
            fn main() {}"""),
        ("private-type", "error", """
            mod m { struct Private { pub a: u8 } }
            fn main() { let _: PhantomData<field_of!(m::Private, a)>; }"""),
        ("reexport", "run", """
            mod m { pub mod inner { pub struct Q { pub q: u16 } } pub use inner::Q as Renamed; }
            fn main() { assert_eq!(offset::<field_of!(m::Renamed, q)>(), 0); }"""),
        ("unsafe-field", None, """
            struct Uf { unsafe f: u8, g: u8 }
            fn main() { let _ = offset::<field_of!(Uf, f)>(); }""", ["unsafe_fields"]),
    ]
    out = []
    for c in cases:
        name, exp, body = c[:3]
        out.append((name, program(defs + body, exp, features=c[3] if len(c) > 3 else (), helpers=True)))
    return out


def t_impls():
    defs = """
        struct S { a: u8, b: u32 }
        struct G<T> { v: T }
        trait Tr { fn id() -> u32 { 0 } }
    """
    cases = [
        ("inherent-foreign", "error", "impl field_of!(std::num::Wrapping<u8>, 0) { fn f() {} }\nfn main() {}"),
        ("inherent-tuple", "error", "impl field_of!((u8, u16), 1) { fn f() {} }\nfn main() {}"),
        ("inherent-unconstrained", "error", "impl<T> field_of!(S, a) { fn f() {} }\nfn main() {}"),
        ("inherent-dup", "error", """
            impl field_of!(S, a) { fn f() {} }
            impl field_of!(S, a) { fn f() {} }
            fn main() {}"""),
        ("inherent-distinct", "run", """
            impl field_of!(S, a) { fn f() -> u8 { 1 } }
            impl field_of!(S, b) { fn f() -> u8 { 2 } }
            fn main() { assert_eq!(<field_of!(S, a)>::f() + <field_of!(S, b)>::f(), 3); }"""),
        ("trait", "run", """
            impl Tr for field_of!(S, a) { fn id() -> u32 { 7 } }
            fn main() { assert_eq!(<field_of!(S, a) as Tr>::id(), 7); }"""),
        ("blanket-overlap", "error", """
            impl<F: Field> Tr for F {}
            impl Tr for field_of!(S, a) {}
            fn main() {}"""),
        ("blanket", "run", """
            impl<F: Field> Tr for F { fn id() -> u32 { F::OFFSET as u32 } }
            fn main() { assert_eq!(<field_of!(S, a) as Tr>::id() as usize, offset_of!(S, a)); }"""),
        ("impl-field", "error", "impl Field for field_of!(S, a) { type Base = S; type Type = u8; }\nfn main() {}"),
        ("unsafe-impl-field", "error", """
            unsafe impl Field for field_of!(S, a) { type Base = S; type Type = u8; const OFFSET: usize = 0; }
            fn main() {}"""),
        ("unsafe-impl-field-generic", "error", """
            unsafe impl<T> Field for G<T> { type Base = G<T>; type Type = T; }
            fn main() {}"""),
        ("impl-field-wrong-types", "error", """
            unsafe impl Field for field_of!(S, b) { type Base = u64; type Type = String; const OFFSET: usize = 99; }
            fn main() { assert_eq!(<field_of!(S, b) as Field>::OFFSET, 99); }"""),
        ("negative", None, """
            impl !Field for field_of!(S, a) {}
            fn main() {}""", ["negative_impls"]),
        ("negative-send", None, """
            impl !Send for field_of!(S, a) {}
            fn main() {}""", ["negative_impls"]),
        ("copy", "error", "impl Copy for field_of!(S, a) {}\nfn main() {}"),
        ("clone", "error", "impl Clone for field_of!(S, a) { fn clone(&self) -> Self { *self } }\nfn main() {}"),
        ("default", "error", """
            impl Default for field_of!(S, a) { fn default() -> Self { unsafe { std::mem::transmute(()) } } }
            fn main() { let _x: field_of!(S, a) = Default::default(); }"""),
        ("partial-eq", "error", """
            impl PartialEq for field_of!(S, a) { fn eq(&self, _: &Self) -> bool { true } }
            fn main() { let x: field_of!(S, a) = frt(); assert!(x == x); }"""),
        ("debug", "error", """
            impl std::fmt::Debug for field_of!(S, b) { fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { f.write_str("S.b") } }
            fn main() { assert_eq!(format!("{:?}", frt::<field_of!(S, b)>()), "S.b"); }"""),
        ("iterator", "run", """
            impl Iterator for field_of!(S, a) { type Item = usize; fn next(&mut self) -> Option<usize> { None } }
            fn main() { for _ in frt::<field_of!(S, a)>() {} }"""),
        ("deref", "run", """
            impl std::ops::Deref for field_of!(S, b) { type Target = u32; fn deref(&self) -> &u32 { &7 } }
            fn main() { assert_eq!(*frt::<field_of!(S, b)>(), 7); }"""),
        ("fn-traits", None, """
            impl FnOnce<()> for field_of!(S, a) { type Output = u8; extern "rust-call" fn call_once(self, _: ()) -> u8 { 3 } }
            fn main() { let f: field_of!(S, a) = frt(); assert_eq!(f(), 3); }""", ["unboxed_closures", "fn_traits"]),
        ("sized", "error", "impl Sized for field_of!(S, a) {}\nfn main() {}"),
        ("drop", "error", "impl Drop for field_of!(S, a) { fn drop(&mut self) {} }\nfn main() {}"),
        ("generic-base", "pass", """
            impl<T: Copy> Tr for field_of!(G<T>, v) {}
            fn t<X: Tr>() {}
            fn main() { t::<field_of!(G<u8>, v)>(); }"""),
        ("generic-base-unsatisfied", "error", """
            impl<T: Copy> Tr for field_of!(G<T>, v) {}
            fn t<X: Tr>() {}
            fn main() { t::<field_of!(G<String>, v)>(); }"""),
        ("assoc-from-field", "run", """
            trait Proj { type Out; }
            impl<F: Field> Proj for F { type Out = F::Type; }
            fn main() { let x: <field_of!(S, b) as Proj>::Out = 5u32; assert_eq!(x, 5); }"""),
        ("const-trait", None, """
            const trait Off { fn off() -> usize; }
            impl const Off for field_of!(S, b) { fn off() -> usize { <Self as Field>::OFFSET } }
            const O: usize = <field_of!(S, b) as Off>::off();
            fn main() { assert_eq!(O, offset_of!(S, b)); }""", ["const_trait_impl"]),
        ("gat", "run", """
            struct L { b: String }
            trait Lend { type Out<'x> where Self: 'x; fn lend<'x>(&self, b: &'x L) -> Self::Out<'x>; }
            impl Lend for field_of!(L, b) { type Out<'x> = &'x String; fn lend<'x>(&self, b: &'x L) -> &'x String { &b.b } }
            fn main() { let l = L { b: "x".into() }; assert_eq!(frt::<field_of!(L, b)>().lend(&l), "x"); }"""),
        ("marker", None, """
            #[marker] trait M {}
            impl<F: Field> M for F {}
            impl M for field_of!(S, a) {}
            fn main() {}""", ["marker_trait_attr"]),
        ("auto-trait-local", "error", """
            auto trait Au {}
            impl Au for field_of!(S, a) {}
            fn main() {}""", ["auto_traits"]),
        ("unsize", None, """
            struct Ptr<T: ?Sized>(*const T);
            impl<T: ?Sized + std::marker::Unsize<U>, U: ?Sized> std::ops::CoerceUnsized<Ptr<U>> for Ptr<T> {}
            fn main() { let p: Ptr<field_of!(S, a)> = Ptr(std::ptr::null()); let _q: Ptr<dyn std::any::Any> = p; }""",
         ["unsize", "coerce_unsized"]),
    ]
    out = []
    for c in cases:
        name, exp, body = c[:3]
        out.append((name, program(defs + body, exp, features=c[3] if len(c) > 3 else (), helpers=True)))
    return out


def t_consts_statics():
    defs = """
        #[repr(C)]
        struct S { a: u8, b: u32, c: u16 }
        struct G<T> { h: u8, v: T }
    """
    cases = [
        ("const", "run", """
            const B: usize = <field_of!(S, b) as Field>::OFFSET;
            fn main() { assert_eq!(B, 4); }"""),
        ("static", "run", """
            static C: usize = <field_of!(S, c) as Field>::OFFSET;
            fn main() { assert_eq!(C, 8); }"""),
        ("static-value", "run", """
            static F: field_of!(S, a) = unsafe { std::mem::zeroed() };
            static mut M: field_of!(S, b) = unsafe { std::mem::transmute(()) };
            fn main() { let _x = F; let _y = unsafe { M }; }"""),
        ("const-value", "run", """
            const F: field_of!(S, a) = unsafe { std::mem::transmute(()) };
            const ARR: [field_of!(S, a); 3] = [F; 3];
            fn main() { assert_eq!(size_of::<[field_of!(S, a); 3]>(), 0); let _ = ARR; }"""),
        ("const-assert", "pass", """
            const _: () = assert!(<field_of!(S, b) as Field>::OFFSET == 4);
            fn main() {}"""),
        ("const-assert-fail", "error", """
            const _: () = assert!(<field_of!(S, b) as Field>::OFFSET == 5);
            fn main() {}"""),
        ("post-mono-fail", "error", """
            struct Check<F>(PhantomData<F>);
            impl<F: Field> Check<F> { const OK: () = assert!(F::OFFSET == 999); }
            fn check<F: Field>() { let () = Check::<F>::OK; }
            fn main() { check::<field_of!(S, b)>(); }"""),
        ("post-mono-ok", "run", """
            struct Check<F>(PhantomData<F>);
            impl<F: Field> Check<F> { const OK: usize = F::OFFSET * 2; }
            fn check<F: Field>() -> usize { Check::<F>::OK }
            fn main() { assert_eq!(check::<field_of!(S, c)>(), 16); }"""),
        ("repeat-len", "run", """
            fn main() { let a = [0u8; <field_of!(S, b) as Field>::OFFSET]; assert_eq!(a.len(), 4); }"""),
        ("thread-local", "run", """
            thread_local! { static T: std::cell::Cell<Option<field_of!(S, a)>> = const { std::cell::Cell::new(None) }; }
            fn main() { T.with(|t| assert!(t.get().is_none())); }"""),
        ("fn-pointer-const", "run", """
            const F: fn() -> usize = offset::<field_of!(S, c)>;
            fn main() { assert_eq!(F(), 8); }"""),
        ("static-dyn-any", "run", """
            static ANY: &(dyn std::any::Any + Send + Sync) = &unsafe { std::mem::transmute::<(), field_of!(S, a)>(()) };
            fn main() { assert!(ANY.is::<field_of!(S, a)>()); assert!(!ANY.is::<field_of!(S, b)>()); }"""),
        ("inline-const", "run", """
            fn g<F: Field>() -> usize { const { F::OFFSET } }
            fn main() { assert_eq!(g::<field_of!(S, c)>(), 8); }"""),
        ("const-type", "run", """
            const V: <field_of!(S, c) as Field>::Type = 5;
            fn main() { let _: u16 = V; }"""),
        ("promoted", "run", """
            fn main() { let r: &'static usize = &<field_of!(S, b) as Field>::OFFSET; assert_eq!(*r, 4); }"""),
        ("const-fn-generic", "run", """
            const fn off<F: Field>() -> usize { F::OFFSET }
            const X: usize = off::<field_of!(G<u64>, v)>();
            fn main() { assert_eq!(X, offset_of!(G<u64>, v)); }"""),
        ("assoc-const-trait", "run", """
            trait T { const O: usize; }
            impl T for S { const O: usize = <field_of!(Self, c) as Field>::OFFSET; }
            fn main() { assert_eq!(S::O, 8); }"""),
        ("const-generic-offset-of-generic", "error", """
            fn f<T>() -> [u8; <field_of!(G<T>, v) as Field>::OFFSET] { todo!() }
            fn main() {}"""),
        ("const-ref-frt", "run", """
            const R: &field_of!(S, a) = &unsafe { std::mem::transmute::<(), field_of!(S, a)>(()) };
            fn main() { let _ = *R; }"""),
        ("static-ptr", "run", """
            static P: usize = <field_of!(G<&'static str>, v) as Field>::OFFSET;
            static Q: &usize = &P;
            fn main() { assert_eq!(*Q, offset_of!(G<&'static str>, v)); }"""),
    ]
    return [(n, program(defs + b, e, helpers=True)) for n, e, b in cases]


def t_closures_async():
    defs = """
        struct S { a: u8, b: u32 }
    """
    cases = [
        ("closure-param", "run", """
            fn main() { let c = |x: field_of!(S, a)| x; let _ = c(frt()); }"""),
        ("closure-capture", "run", """
            fn main() { let x: field_of!(S, b) = frt(); let c = move || { let _y = x; 1 }; assert_eq!(c(), 1); }"""),
        ("closure-generic", "run", """
            fn g<F: Field>() -> impl Fn() -> usize { || F::OFFSET }
            fn main() { assert_eq!(g::<field_of!(S, b)>()(), offset_of!(S, b)); }"""),
        ("closure-project", "run", """
            fn main() {
                let s = S { a: 4, b: 8 };
                let get = |s: &S| *project::<field_of!(S, b)>(s);
                assert_eq!(get(&s), 8);
            }"""),
        ("async-fn", "run", EXECUTOR + """
            async fn off<F: Field>() -> usize { F::OFFSET }
            async fn hold(x: field_of!(S, a)) -> field_of!(S, a) { async {}.await; x }
            fn main() { assert_eq!(block_on(off::<field_of!(S, b)>()), offset_of!(S, b)); let _ = block_on(hold(frt())); }"""),
        ("async-block", "run", EXECUTOR + """
            fn main() {
                let x: field_of!(S, a) = frt();
                let fut = async move { let _y = x; <field_of!(S, b) as Field>::OFFSET };
                assert_eq!(block_on(fut), offset_of!(S, b));
            }"""),
        ("async-closure", "run", EXECUTOR + """
            fn main() {
                let c = async |x: field_of!(S, a)| { let _ = x; 3u8 };
                assert_eq!(block_on(c(frt())), 3);
            }"""),
        ("async-trait", "run", EXECUTOR + """
            trait Get { async fn get(&self) -> usize; }
            impl Get for field_of!(S, b) { async fn get(&self) -> usize { <Self as Field>::OFFSET } }
            fn main() { assert_eq!(block_on(frt::<field_of!(S, b)>().get()), offset_of!(S, b)); }"""),
        ("coroutine", None, """
            use std::ops::{Coroutine, CoroutineState};
            use std::pin::Pin;
            fn main() {
                let mut c = #[coroutine] || { yield frt::<field_of!(S, a)>(); <field_of!(S, b) as Field>::OFFSET };
                let _ = Pin::new(&mut c).resume(());
                match Pin::new(&mut c).resume(()) { CoroutineState::Complete(o) => assert_eq!(o, offset_of!(S, b)), _ => panic!() }
            }""", ["coroutines", "coroutine_trait", "stmt_expr_attributes"]),
        ("gen-block", None, """
            fn main() {
                let g = gen { yield frt::<field_of!(S, a)>(); yield frt::<field_of!(S, a)>(); };
                assert_eq!(g.count(), 2);
            }""", ["gen_blocks"]),
        ("closure-returns-frt-type", "run", """
            fn main() { let c = || -> <field_of!(S, b) as Field>::Type { 42 }; assert_eq!(c(), 42u32); }"""),
        ("fn-item-of-frt", "run", """
            fn main() { let fs = [offset::<field_of!(S, a)>, offset::<field_of!(S, b)>]; assert_eq!(fs[1](), offset_of!(S, b)); }"""),
        ("closure-in-const", "run", """
            const C: fn(field_of!(S, a)) -> usize = |_| <field_of!(S, b) as Field>::OFFSET;
            fn main() { assert_eq!(C(frt()), offset_of!(S, b)); }"""),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_dyn_objects():
    defs = """
        struct S { a: u8, b: u32 }
        use std::any::Any;
        trait Tr { fn n(&self) -> usize; }
    """
    cases = [
        ("dyn-field", "error", "fn f(_: &dyn Field) {}\nfn main() {}"),
        ("dyn-field-assoc", "error", "fn f(_: &dyn Field<Base = S, Type = u8>) {}\nfn main() {}"),
        ("dyn-field-ptr", "error", "fn main() { let _: *const dyn Field<Base = S, Type = u32> = std::ptr::null::<field_of!(S, b)>(); }"),
        ("box-any", "run", """
            fn main() {
                let b: Box<dyn Any> = Box::new(frt::<field_of!(S, a)>());
                assert!(b.downcast_ref::<field_of!(S, a)>().is_some());
                assert!(b.downcast_ref::<field_of!(S, b)>().is_none());
            }"""),
        ("dyn-trait", "run", """
            impl Tr for field_of!(S, a) { fn n(&self) -> usize { 1 } }
            impl Tr for field_of!(S, b) { fn n(&self) -> usize { 2 } }
            fn main() {
                let v: Vec<Box<dyn Tr>> = vec![Box::new(frt::<field_of!(S, a)>()), Box::new(frt::<field_of!(S, b)>())];
                assert_eq!(v.iter().map(|t| t.n()).sum::<usize>(), 3);
            }"""),
        ("dyn-generic-blanket", "run", """
            impl<F: Field> Tr for F { fn n(&self) -> usize { F::OFFSET } }
            fn main() { let t: &dyn Tr = &frt::<field_of!(S, b)>(); assert_eq!(t.n(), offset_of!(S, b)); }"""),
        ("dyn-debug", "run", """
            fn main() { let d: &dyn std::fmt::Debug = &frt::<field_of!(S, a)>(); assert!(format!("{d:?}").ends_with(", a)")); }"""),
        ("dyn-send-sync", "run", """
            fn main() { let _: Box<dyn Send + Sync> = Box::new(frt::<field_of!(S, a)>()); }"""),
        ("any-type-id", "run", """
            fn main() { let x = frt::<field_of!(S, a)>(); assert_eq!(x.type_id(), std::any::TypeId::of::<field_of!(S, a)>()); }"""),
        ("upcast", "run", """
            trait Sub: Tr + Any {}
            impl Tr for field_of!(S, a) { fn n(&self) -> usize { 5 } }
            impl Sub for field_of!(S, a) {}
            fn main() { let s: &dyn Sub = &frt::<field_of!(S, a)>(); let t: &dyn Tr = s; assert_eq!(t.n(), 5); let _: &dyn Any = s; }"""),
        ("impl-dyn-field", "error", "impl dyn Field<Base = S, Type = u8> {}\nfn main() {}"),
        ("dyn-in-base", "error", "fn main() { let _: PhantomData<field_of!(dyn Tr, a)>; }"),
        ("dyn-any-in-tuple-base", "error", "fn main() { is_field::<field_of!((u8, dyn Any), 0)>(); }"),
        ("supertrait-field", "error", """
            trait Projected: Field {}
            fn f(_: &dyn Projected<Base = S, Type = u8>) {}
            fn main() {}"""),
        ("dyn-star-like", None, """
            fn main() { let f: fn() -> Box<dyn Any> = || Box::new(frt::<field_of!((u8, u8), 1)>()); assert!(f().is::<field_of!((u8, u8), 1)>()); }"""),
    ]
    return [(n, program(defs + b, e, helpers=True)) for n, e, b in cases]


def t_const_generics():
    defs = """
        struct A<const N: usize> { a: [u8; N], b: u32 }
        #[repr(C)]
        struct S { a: u8, b: u32 }
        struct Holder<const O: usize>;
    """
    cases = [
        ("concrete", "run", "fn main() { assert_eq!(offset::<field_of!(A<4>, b)>(), offset_of!(A<4>, b)); }"),
        ("generic", "run", """
            fn f<const N: usize>() -> usize { <field_of!(A<N>, b) as Field>::OFFSET }
            fn main() { assert_eq!(f::<7>(), offset_of!(A<7>, b)); assert_eq!(f::<0>(), offset_of!(A<0>, b)); }"""),
        ("array-len", "run", """
            fn main() { let x = [0u16; <field_of!(A<12>, b) as Field>::OFFSET]; assert_eq!(x.len(), offset_of!(A<12>, b)); }"""),
        ("const-arg", "run", """
            fn main() { let _h: Holder<{ <field_of!(S, b) as Field>::OFFSET }> = Holder::<4>; }"""),
        ("const-arg-generic", "error", """
            fn f<const N: usize>() -> Holder<{ <field_of!(A<N>, b) as Field>::OFFSET }> { todo!() }
            fn main() {}"""),
        ("gce", None, """
            fn f<const N: usize>() -> [u8; <field_of!(A<N>, b) as Field>::OFFSET] where [u8; <field_of!(A<N>, b) as Field>::OFFSET]: { [0; <field_of!(A<N>, b) as Field>::OFFSET] }
            fn main() { assert_eq!(f::<3>().len(), offset_of!(A<3>, b)); }""", ["generic_const_exprs"]),
        ("gce-type-param", None, """
            struct G<T> { h: u8, v: T }
            fn f<T>() -> usize where [(); <field_of!(G<T>, v) as Field>::OFFSET]: { <field_of!(G<T>, v) as Field>::OFFSET }
            fn main() { assert_eq!(f::<u64>(), offset_of!(G<u64>, v)); }""", ["generic_const_exprs"]),
        ("expr-arg", "error", """
            fn f<const N: usize>() -> usize { <field_of!(A<{ N + 1 }>, b) as Field>::OFFSET }
            fn main() {}"""),
        ("infer-const", None, """
            fn main() { let _: PhantomData<field_of!(A<_>, b)> = PhantomData::<field_of!(A<3>, b)>; }"""),
        ("frt-const-param", "error", """
            struct W<const F: field_of!(S, a)>;
            fn main() {}"""),
        ("frt-const-param-adt", None, """
            struct W<const F: field_of!(S, a)>;
            fn main() { let _: W<{ unsafe { std::mem::transmute::<(), field_of!(S, a)>(()) } }>; }""",
         ["adt_const_params"]),
        ("str-const-param", None, """
            struct K<const NAME: &'static str> { k: u8 }
            fn main() { assert_eq!(offset::<field_of!(K<"x">, k)>(), 0); }""", ["adt_const_params", "unsized_const_params"]),
        ("mgca", None, """
            fn f<F: Field<OFFSET = 4>>() {}
            fn main() { f::<field_of!(S, b)>(); }""", ["min_generic_const_args"]),
        ("mgca-wrong", None, """
            fn f<F: Field<OFFSET = 3>>() {}
            fn main() { f::<field_of!(S, b)>(); }""", ["min_generic_const_args"]),
        ("array-of-n-frt", "run", """
            fn f<const N: usize>() -> usize { size_of::<[field_of!(A<N>, a); N]>() }
            fn main() { assert_eq!(f::<5>(), 0); }"""),
        ("transmute-generic-const", None, """
            fn f<const N: usize>(x: [field_of!(A<N>, a); N]) -> [field_of!(A<N>, b); N] { unsafe { std::mem::transmute(x) } }
            fn main() { let _ = f::<2>([frt(), frt()]); }""", ["transmute_generic_consts"]),
        ("default-const", "run", """
            struct D<const N: usize = 2> { a: [u32; N], b: u8 }
            fn main() { assert_eq!(offset::<field_of!(D, b)>(), offset_of!(D, b)); }"""),
        ("huge-array", None, """
            struct Big { a: [u8; 1 << 40], b: u8 }
            fn main() { let _ = <field_of!(Big, b) as Field>::OFFSET; }"""),
        ("too-big", "error", """
            struct Huge { a: [u64; usize::MAX / 4], b: u8 }
            fn main() { let _ = <field_of!(Huge, b) as Field>::OFFSET; }"""),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_unions():
    defs = """
        union U { a: u8, b: std::mem::ManuallyDrop<String> }
        #[repr(C)]
        union C { x: u32, y: [u8; 4] }
        union G<T: Copy> { t: T, z: u8 }
    """
    cases = [
        ("offset", "error", "fn main() { let _ = <field_of!(U, a) as Field>::OFFSET; }"),
        ("bound", "error", "fn main() { is_field::<field_of!(C, y)>(); }"),
        ("name", "run", 'fn main() { assert!(type_name::<field_of!(U, b)>().ends_with("U, b)")); }'),
        ("generic", "error", "fn f<T: Copy>() { is_field::<field_of!(G<T>, t)>(); }\nfn main() {}"),
        ("generic-name", "run", "fn main() { let _ = type_name::<field_of!(G<u64>, t)>(); assert_eq!(size_of::<field_of!(G<u64>, t)>(), 0); }"),
        ("missing", "error", "fn main() { let _: PhantomData<field_of!(U, c)>; }"),
        ("project", "error", "fn main() { let u = C { x: 1 }; let _ = project::<field_of!(C, x)>(&u); }"),
        ("transparent-union", None, """
            #[repr(transparent)]
            union T { a: u32 }
            fn main() { let _ = type_name::<field_of!(T, a)>(); is_field::<field_of!(T, a)>(); }""",
         ["transparent_unions"]),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_packed():
    defs = """
        #[repr(packed)]
        struct P { a: u8, b: u32 }
        #[repr(packed(2))]
        struct P2 { a: u8, b: u64 }
        #[repr(C, packed(4))]
        struct PC { a: u8, b: u64 }
        #[repr(packed)]
        struct PG<T> { a: u8, t: T }
        struct Outer { x: u8, p: P }
    """
    cases = [
        ("offset", "error", "fn main() { let _ = <field_of!(P, b) as Field>::OFFSET; }"),
        ("packed2", "error", "fn main() { is_field::<field_of!(P2, b)>(); }"),
        ("packed-c", "error", "fn main() { is_field::<field_of!(PC, a)>(); }"),
        ("generic", "error", "fn f<T>() { is_field::<field_of!(PG<T>, t)>(); }\nfn main() {}"),
        ("generic-concrete", "error", "fn main() { let _ = offset::<field_of!(PG<u8>, a)>(); }"),
        ("outer", "run", "fn main() { assert_eq!(offset::<field_of!(Outer, p)>(), offset_of!(Outer, p)); }"),
        ("where", "error", "fn f<T>() where field_of!(PG<T>, a): Field {}\nfn main() { f::<u8>(); }"),
        ("name-size", "run", "fn main() { let _ = type_name::<field_of!(P, b)>(); assert_eq!(size_of::<field_of!(P, b)>(), 0); }"),
        ("frt-in-packed", "run", """
            #[repr(packed)]
            struct Q { a: u8, f: field_of!(P, a), g: u32 }
            fn main() { assert_eq!(size_of::<Q>(), 5); let _ = type_name::<field_of!(Q, f)>(); }"""),
        ("align-and-packed", "error", """
            #[repr(packed, align(8))]
            struct Bad { a: u8 }
            fn main() { let _ = type_name::<field_of!(Bad, a)>(); }"""),
        ("trivial-bounds", None, """
            fn f() -> usize where field_of!(P, b): Field { <field_of!(P, b) as Field>::OFFSET }
            fn main() {}""", ["trivial_bounds"]),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_enums():
    defs = """
        struct S { a: u8, b: u32 }
        enum Holder { A(field_of!(S, a)), B { f: field_of!(S, b), n: u8 }, C }
    """
    cases = [
        ("payload", "run", """
            fn main() {
                let h = Holder::B { f: frt(), n: 3 };
                match h { Holder::B { n, .. } => assert_eq!(n, 3), _ => panic!() }
                assert_eq!(size_of::<Holder>(), 2);
            }"""),
        ("option-size", "run", "fn main() { assert_eq!(size_of::<Option<field_of!(S, a)>>(), 1); }"),
        ("result", "run", "fn main() { let r: Result<field_of!(S, a), field_of!(S, b)> = Ok(frt()); assert!(r.is_ok()); }"),
        ("frt-of-holder", "run", "fn main() { let _ = type_name::<field_of!(Holder, B.f)>(); let _ = type_name::<field_of!(Holder, A.0)>(); }"),
        ("generic-enum", "error", """
            enum GE<T> { V { t: T } }
            fn f<T>() -> usize { <field_of!(GE<T>, V.t) as Field>::OFFSET }
            fn main() {}"""),
        ("offset-of-enum", None, """
            enum E { V { x: u8, y: u32 } }
            fn main() { let _ = offset_of!(E, V.y); let _ = type_name::<field_of!(E, V.y)>(); }""", ["offset_of_enum"]),
        ("discriminant", "run", """
            fn main() { let h = Holder::A(frt()); assert_ne!(std::mem::discriminant(&h), std::mem::discriminant(&Holder::C)); }"""),
        ("repr-c-enum-frt", "run", """
            #[repr(C, u8)]
            enum R { A(field_of!(S, a)), B(u32) }
            fn main() { assert_eq!(size_of::<R>(), 8); }"""),
        ("never-variant", None, """
            enum N { V { x: ! } }
            fn main() { let _ = type_name::<field_of!(N, V.x)>(); }""", ["never_type"]),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_unsized_tail():
    defs = """
        struct T { a: u8, tail: [u16] }
        struct D { a: u8, tail: dyn std::fmt::Debug }
        struct St { a: u8, s: str }
        struct G<X: ?Sized> { a: u8, t: X }
    """
    cases = [
        ("slice-tail", "error", "fn main() { is_field::<field_of!(T, tail)>(); }"),
        ("slice-head", "error", "fn main() { let _ = <field_of!(T, a) as Field>::OFFSET; }"),
        ("dyn-tail", "error", "fn main() { is_field::<field_of!(D, a)>(); }"),
        ("str-tail", "error", "fn main() { is_field::<field_of!(St, s)>(); }"),
        ("size", "run", "fn main() { assert_eq!(size_of::<field_of!(T, tail)>(), 0); let _ = type_name::<field_of!(D, tail)>(); }"),
        ("generic-unsized", "error", "fn main() { let _ = offset::<field_of!(G<[u8]>, t)>(); }"),
        ("generic-sized", "run", "fn main() { assert_eq!(offset::<field_of!(G<[u8; 3]>, t)>(), offset_of!(G<[u8; 3]>, t)); }"),
        ("extern-type", None, """
            unsafe extern "C" { type Opaque; }
            struct E { a: u8, o: Opaque }
            fn main() { let _ = type_name::<field_of!(E, o)>(); is_field::<field_of!(E, a)>(); }""", ["extern_types"]),
        ("extern-type-offset", None, """
            unsafe extern "C" { type Opaque; }
            struct E { a: u8, o: Opaque }
            fn main() { let _ = <field_of!(E, a) as Field>::OFFSET; }""", ["extern_types"]),
        ("unsized-tuple", "error", "fn main() { is_field::<field_of!((u8, [u8]), 0)>(); }"),
        ("unsized-tuple-name", None, "fn main() { let _ = type_name::<field_of!((u8, str), 1)>(); }"),
        ("unsized-fn-params", None, """
            fn f(x: <field_of!(T, tail) as Field>::Type) {}
            fn main() {}""", ["unsized_fn_params"]),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_recursive():
    cases = [
        ("boxed", "run", """
            struct R { a: u8, next: Option<Box<R>> }
            fn main() { assert_eq!(offset::<field_of!(R, next)>(), offset_of!(R, next)); }"""),
        ("infinite", "error", """
            struct Inf { a: u8, b: Inf }
            fn main() { let _ = <field_of!(Inf, a) as Field>::OFFSET; }"""),
        ("self-frt-field", None, """
            struct R2 { a: u8, f: PhantomData<field_of!(R2, a)> }
            fn main() { assert_eq!(offset::<field_of!(R2, f)>(), offset_of!(R2, f)); }"""),
        ("self-frt-value", None, """
            struct R3 { a: u8, f: field_of!(R3, a) }
            fn main() { assert_eq!(size_of::<R3>(), 1); assert_eq!(offset::<field_of!(R3, f)>(), offset_of!(R3, f)); }"""),
        ("mutual", None, """
            struct A { b: PhantomData<field_of!(B, a)>, x: u8 }
            struct B { a: PhantomData<field_of!(A, b)> }
            fn main() { let _ = offset::<field_of!(A, x)>(); }"""),
        ("array-len-cycle", "error", """
            struct C { a: u8, b: [u8; <field_of!(C, a) as Field>::OFFSET] }
            fn main() {}"""),
        ("array-len-cycle-2", "error", """
            struct C2 { a: [u8; <field_of!(C2, b) as Field>::OFFSET], b: u8 }
            fn main() { let _ = size_of::<C2>(); }"""),
        ("enum-array-len", "run", """
            struct S { a: u8, b: u32 }
            enum E { V([u8; <field_of!(S, b) as Field>::OFFSET]) }
            fn main() { assert_eq!(size_of::<E>(), offset_of!(S, b)); }"""),
        ("polymorphic-recursion", "error", """
            struct G<T> { a: T }
            fn rec<T>(n: usize) -> usize { if n == 0 { 0 } else { rec::<field_of!(G<T>, a)>(n - 1) } }
            fn main() { rec::<u8>(3); }"""),
        ("nested-generic", "run", """
            struct G<T> { a: T, b: PhantomData<field_of!(G<G<T>>, a)> }
            fn main() { let _ = offset::<field_of!(G<u8>, b)>(); }"""),
        ("type-cycle-alias", "run", """
            type X = field_of!(Y, a);
            struct Y { a: X }
            fn main() { let _ = size_of::<Y>(); }"""),
        ("const-cycle", "error", """
            struct Z { a: u8, b: [u8; O] }
            const O: usize = <field_of!(Z, b) as Field>::OFFSET;
            fn main() {}"""),
        ("assoc-const-cycle", "error", """
            struct Q { a: [u8; Q::N], b: u8 }
            impl Q { const N: usize = <field_of!(Q, b) as Field>::OFFSET; }
            fn main() {}"""),
        ("deep-nesting", "run", """
            struct G<T> { h: u8, v: T }
            type D1 = field_of!(G<u8>, v);
            type D2 = field_of!(G<D1>, v);
            type D3 = field_of!(G<D2>, v);
            type D4 = field_of!(G<(D3, D2, D1)>, v);
            fn main() { assert_eq!(offset::<D4>(), 1); let _ = type_name::<D4>(); }"""),
    ]
    return [(n, program(b, e, helpers=True)) for n, e, b in cases]


def t_frt_of_frt():
    defs = """
        struct S { a: u8, inner: In }
        struct In { x: u16, y: u64 }
        struct G<T> { h: u8, v: T }
    """
    cases = [
        ("direct", "error", "fn main() { let _: PhantomData<field_of!(field_of!(S, a), a)>; }"),
        ("direct-x", "error", "fn main() { let _: PhantomData<field_of!(field_of!(S, inner), x)>; }"),
        ("in-generic", "run", "fn main() { assert_eq!(offset::<field_of!(G<field_of!(S, a)>, v)>(), offset_of!(G<()>, v)); }"),
        ("via-type", "error", "fn main() { let _: PhantomData<field_of!(<field_of!(S, inner) as Field>::Type, x)>; }"),
        ("via-base", "error", "fn main() { let _: PhantomData<field_of!(<field_of!(S, inner) as Field>::Base, a)>; }"),
        ("tuple-of-frts", "run", """
            fn main() { assert_eq!(offset::<field_of!((field_of!(S, a), u8), 1)>(), offset_of!(((), u8), 1)); }"""),
        ("chain-projection", "run", """
            fn chain<'a, F1: Field, F2: Field<Base = F1::Type>>(b: &'a F1::Base) -> &'a F2::Type where F1::Type: 'a { project::<F2>(project::<F1>(b)) }
            fn main() {
                let s = S { a: 1, inner: In { x: 2, y: 3 } };
                assert_eq!(*chain::<field_of!(S, inner), field_of!(In, y)>(&s), 3);
            }"""),
        ("chain-mismatch", "error", """
            fn chain<F1: Field, F2: Field<Base = F1::Type>>() {}
            fn main() { chain::<field_of!(S, a), field_of!(In, y)>(); }"""),
        ("frt-of-frt-tuple", "error", "fn main() { let _: PhantomData<field_of!(field_of!((u8, u8), 0), 0)>; }"),
        ("alias-nested", "run", """
            type A = field_of!(S, a);
            type B = field_of!(G<A>, v);
            type C = field_of!(G<B>, v);
            fn main() { let _ = type_name::<C>(); assert_eq!(offset::<C>(), offset_of!(G<B>, v)); }"""),
    ]
    return [(n, program(defs + b, e, helpers=True)) for n, e, b in cases]


def t_projection():
    defs = """
        #[repr(C)]
        struct S { a: u8, b: u32, c: String }
        struct G<T> { h: u8, v: T }
    """
    cases = [
        ("read", "run", """
            fn main() { let s = S { a: 1, b: 2, c: "c".into() }; assert_eq!(project::<field_of!(S, c)>(&s), "c"); }"""),
        ("write", "run", """
            fn main() { let mut s = S { a: 1, b: 2, c: "c".into() }; *project_mut::<field_of!(S, b)>(&mut s) = 9; assert_eq!(s.b, 9); }"""),
        ("ptr-wrapper", "run", """
            struct Ptr<'a, T>(&'a T);
            impl<'a, T> Ptr<'a, T> { fn proj<F: Field<Base = T>>(&self) -> Ptr<'a, F::Type> { Ptr(project::<F>(self.0)) } }
            fn main() { let s = S { a: 1, b: 2, c: String::new() }; let p = Ptr(&s); assert_eq!(*p.proj::<field_of!(S, b)>().0, 2); }"""),
        ("pin", "run", """
            use std::pin::Pin;
            fn pin_proj<F: Field>(p: Pin<&mut F::Base>) -> Pin<&mut F::Type> {
                unsafe { p.map_unchecked_mut(|b| project_mut::<F>(b)) }
            }
            fn main() { let mut s = S { a: 1, b: 2, c: String::new() }; let p = Pin::new(&mut s); *pin_proj::<field_of!(S, a)>(p) = 5; assert_eq!(s.a, 5); }"""),
        ("raw", "run", """
            fn raw<F: Field>(p: *mut F::Base) -> *mut F::Type { unsafe { p.byte_add(F::OFFSET).cast() } }
            fn main() { let mut g = G { h: 1, v: 7u64 }; unsafe { *raw::<field_of!(G<u64>, v)>(&mut g) += 1; } assert_eq!(g.v, 8); }"""),
        ("where-copy", "run", """
            fn get<F: Field>(b: &F::Base) -> F::Type where F::Type: Copy { *project::<F>(b) }
            fn main() { let g = G { h: 3, v: 'x' }; assert_eq!(get::<field_of!(G<char>, v)>(&g), 'x'); }"""),
        ("wrong-base", "error", """
            fn main() { let g = G { h: 3, v: 1u8 }; let _ = project::<field_of!(S, a)>(&g); }"""),
        ("generic-tuple", "run", """
            fn second<A, B>(t: &(A, B)) -> &B { project::<field_of!((A, B), 1)>(t) }
            fn main() { assert_eq!(*second(&(1u8, 2u128)), 2); }"""),
        ("generic-struct", "run", """
            fn v<T>(g: &G<T>) -> &T { project::<field_of!(G<T>, v)>(g) }
            fn main() { assert_eq!(v(&G { h: 0, v: [1u8; 3] }), &[1, 1, 1]); }"""),
        ("trait-assoc-field", "run", """
            trait HasLen { type LenField: Field<Base = Self, Type = usize>; fn len(&self) -> usize where Self: Sized { *project::<Self::LenField>(self) } }
            struct V { p: *const u8, n: usize }
            impl HasLen for V { type LenField = field_of!(V, n); }
            fn main() { assert_eq!(V { p: std::ptr::null(), n: 4 }.len(), 4); }"""),
        ("offset-arith", "run", """
            fn span<F1: Field, F2: Field<Base = F1::Base>>() -> isize { F2::OFFSET as isize - F1::OFFSET as isize }
            fn main() { assert_eq!(span::<field_of!(S, a), field_of!(S, b)>(), 4); }"""),
        ("maybe-uninit", "run", """
            use std::mem::MaybeUninit;
            fn init<F: Field>(m: &mut MaybeUninit<F::Base>, v: F::Type) { unsafe { m.as_mut_ptr().byte_add(F::OFFSET).cast::<F::Type>().write(v) } }
            fn main() {
                let mut m = MaybeUninit::<G<u32>>::uninit();
                init::<field_of!(G<u32>, h)>(&mut m, 1);
                init::<field_of!(G<u32>, v)>(&mut m, 2);
                let g = unsafe { m.assume_init() };
                assert_eq!((g.h, g.v), (1, 2));
            }"""),
        ("specialize-by-offset", "run", """
            fn is_first<F: Field>() -> bool { F::OFFSET == 0 }
            fn main() { assert!(is_first::<field_of!(S, a)>()); assert!(!is_first::<field_of!(S, c)>()); }"""),
        ("dyn-dispatch-offset", "run", """
            trait Off { fn off(&self) -> usize; }
            struct W<F>(PhantomData<F>);
            impl<F: Field> Off for W<F> { fn off(&self) -> usize { F::OFFSET } }
            fn main() {
                let v: Vec<Box<dyn Off>> = vec![Box::new(W::<field_of!(S, a)>(PhantomData)), Box::new(W::<field_of!(S, c)>(PhantomData))];
                assert_eq!(v[1].off(), offset_of!(S, c));
            }"""),
    ]
    return [(n, program(defs + b, e, helpers=True)) for n, e, b in cases]


def t_size_of():
    defs = """
        struct S { a: u8, b: u32 }
    """
    cases = [
        ("zst", "run", "fn main() { assert_eq!(size_of::<field_of!(S, a)>(), 0); assert_eq!(align_of::<field_of!(S, b)>(), 1); }"),
        ("size-of-val", "run", "fn main() { let x: field_of!(S, a) = frt(); assert_eq!(std::mem::size_of_val(&x), 0); }"),
        ("array", "run", "fn main() { assert_eq!(size_of::<[field_of!(S, a); 1000]>(), 0); }"),
        ("in-struct", "run", """
            #[repr(C)]
            struct H { x: field_of!(S, a), y: u16, z: field_of!(S, b) }
            fn main() { assert_eq!(size_of::<H>(), 2); assert_eq!(offset::<field_of!(H, z)>(), 2); }"""),
        ("transparent", "run", """
            #[repr(transparent)]
            struct T(u32, field_of!(S, a));
            #[repr(transparent)]
            struct T2(field_of!(S, b));
            fn main() { assert_eq!(size_of::<T>(), 4); assert_eq!(size_of::<T2>(), 0); }"""),
        ("needs-drop", "run", """
            struct D { s: String }
            fn main() { assert!(!std::mem::needs_drop::<field_of!(D, s)>()); }"""),
        ("vec", "run", """
            fn main() { let mut v: Vec<field_of!(S, a)> = Vec::new(); for _ in 0..100 { v.push(frt()); } assert_eq!(v.len(), 100); }"""),
        ("layout", "run", """
            fn main() { let l = std::alloc::Layout::new::<field_of!(S, b)>(); assert_eq!((l.size(), l.align()), (0, 1)); }"""),
        ("size-in-const", "run", """
            const Z: usize = size_of::<(field_of!(S, a), field_of!(S, b))>();
            fn main() { assert_eq!(Z, 0); }"""),
        ("repr-align-field", "run", """
            #[repr(C, align(64))]
            struct Al { a: u8, b: u8 }
            fn main() { assert_eq!(offset::<field_of!(Al, b)>(), 1); assert_eq!(align_of::<field_of!(Al, b)>(), 1); }"""),
    ]
    return [(n, program(defs + b, e, helpers=True)) for n, e, b in cases]


def t_type_name():
    defs = """
        struct S { a: u8, r#type: u32, r#fn: u8 }
        struct G<'a, T, const N: usize> { v: &'a [T; N] }
        enum E { V { x: u8 }, T(u8) }
    """
    cases = [
        ("raw-ident", "run", 'fn main() { let n = type_name::<field_of!(S, r#type)>(); assert!(n.ends_with("type)"), "{n}"); }'),
        ("raw-ident-fn", "run", 'fn main() { let _ = type_name::<field_of!(S, r#fn)>(); assert_eq!(offset::<field_of!(S, r#fn)>(), offset_of!(S, r#fn)); }'),
        ("generic-const", "run", """
            fn main() { let n = type_name::<field_of!(G<'static, u8, 3>, v)>(); assert!(n.contains("u8, 3>"), "{n}"); }"""),
        ("nested", "run", """
            fn main() { let n = type_name::<field_of!((field_of!(S, a), field_of!(E, V.x)), 1)>(); assert!(n.starts_with("field_of!((field_of!("), "{n}"); }"""),
        ("debug-typeid", "run", 'fn main() { let s = format!("{:?}", std::any::TypeId::of::<field_of!(E, T.0)>()); assert!(!s.is_empty()); }'),
        ("generic-fn", "run", """
            fn n<T>() -> &'static str { type_name::<field_of!((T, T), 1)>() }
            fn main() { assert_eq!(n::<u8>(), "field_of!((u8, u8), 1)"); }"""),
        ("type-name-of-val", "run", """
            fn main() { let x: field_of!(S, a) = frt(); assert!(std::any::type_name_of_val(&x).starts_with("field_of!(")); }"""),
        ("closure-base", "error", """
            fn main() { let c = || 1; fn g<T>(_: T) -> &'static str { type_name::<field_of!(T, 0)>() } g(c); }"""),
        ("dyn-in-tuple", "run", """
            fn main() { let n = type_name::<field_of!((u8, Box<dyn Fn() + Send>), 1)>(); assert!(n.contains("dyn"), "{n}"); }"""),
    ]
    return [(n, program(defs + b, e, helpers=True)) for n, e, b in cases]


def t_transmute():
    defs = """
        struct S { a: u8, b: u32 }
        use std::mem;
    """
    cases = [
        ("unit", "run", "fn main() { let _x: field_of!(S, a) = unsafe { mem::transmute::<(), field_of!(S, a)>(()) }; }"),
        ("frt-to-frt", "run", "fn main() { let x: field_of!(S, a) = frt(); let _y: field_of!(S, b) = unsafe { mem::transmute(x) }; }"),
        ("size-mismatch", "error", "fn main() { let x: field_of!(S, a) = frt(); let _y: u8 = unsafe { mem::transmute(x) }; }"),
        ("zeroed", "run", "fn main() { let _x: field_of!(S, a) = unsafe { mem::zeroed() }; }"),
        ("uninit", "run", "fn main() { let _x: field_of!(S, b) = unsafe { mem::MaybeUninit::uninit().assume_init() }; }"),
        ("transmute-copy", "run", "fn main() { let x: field_of!(S, a) = frt(); let _y: () = unsafe { mem::transmute_copy(&x) }; }"),
        ("dangling-read", "run", "fn main() { let _x: field_of!(S, a) = unsafe { std::ptr::NonNull::<field_of!(S, a)>::dangling().as_ptr().read() }; }"),
        ("swap-replace", "run", """
            fn main() { let mut x: field_of!(S, a) = frt(); let mut y = frt(); mem::swap(&mut x, &mut y); let _z = mem::replace(&mut x, y); mem::forget(x); }"""),
        ("box", "run", "fn main() { let b = Box::new(frt::<field_of!(S, b)>()); let _c = *b; let _r: &'static mut field_of!(S, a) = Box::leak(Box::new(frt())); }"),
        ("generic-transmute", "error", """
            fn t<A: Field, B: Field>(a: A) -> B { unsafe { mem::transmute(a) } }
            fn main() {}"""),
        ("as-cast", "error", "fn main() { let x: field_of!(S, a) = frt(); let _ = x as u8; }"),
        ("ptr-cast", "run", """
            fn main() { let x: field_of!(S, a) = frt(); let p = &x as *const field_of!(S, a) as *const field_of!(S, b); let _y = unsafe { *p }; }"""),
        ("valid-zeroed-generic", "run", """
            fn z<T>() -> T { unsafe { mem::zeroed() } }
            fn main() { let _: field_of!((u8, bool), 1) = z(); }"""),
        ("uninhabited-base", "run", """
            enum Never {}
            struct N { n: Never, a: u8 }
            fn main() { let _x: field_of!(N, n) = unsafe { mem::zeroed() }; let _ = offset::<field_of!(N, a)>(); }"""),
    ]
    return [(n, program(defs + b, e, helpers=True)) for n, e, b in cases]


def t_patterns():
    defs = """
        struct S { a: u8, b: u32 }
    """
    cases = [
        ("match-binding", "run", "fn main() { match frt::<field_of!(S, a)>() { x => { let _ = x; } } }"),
        ("tuple-pattern", "run", "fn main() { let (a, b): (field_of!(S, a), field_of!(S, b)) = (frt(), frt()); let _ = (a, b); }"),
        ("const-pattern", "error", """
            const Z: field_of!(S, a) = unsafe { std::mem::transmute(()) };
            fn main() { match frt::<field_of!(S, a)>() { Z => {} } }"""),
        ("const-pattern-partialeq", None, """
            impl PartialEq for field_of!(S, a) { fn eq(&self, _: &Self) -> bool { true } }
            const Z: field_of!(S, a) = unsafe { std::mem::transmute(()) };
            fn main() { match frt::<field_of!(S, a)>() { Z => {} } }"""),
        ("const-pattern-in-tuple", None, """
            impl PartialEq for field_of!(S, a) { fn eq(&self, _: &Self) -> bool { true } }
            impl Eq for field_of!(S, a) {}
            const Z: (u8, field_of!(S, a)) = (1, unsafe { std::mem::transmute(()) });
            fn main() { match (1u8, frt::<field_of!(S, a)>()) { Z => {} _ => {} } }"""),
        ("range-pattern", "run", """
            const B: usize = <field_of!(S, b) as Field>::OFFSET;
            fn main() { match B { 0..=B => {} _ => panic!() } }"""),
        ("guard", "run", """
            fn main() { match () { _ if <field_of!(S, a) as Field>::OFFSET <= 8 => {} _ => panic!() } }"""),
        ("struct-pattern-frt", "error", "fn main() { let x: field_of!(S, a) = frt(); let field_of!(S, a) {} = x; }"),
        ("struct-expr-frt", "error", "fn main() { let _x = <field_of!(S, a)> {}; }"),
        ("qualified-path-pattern", "run", """
            fn main() { match offset_of!(S, b) { <field_of!(S, b) as Field>::OFFSET => {} _ => panic!() } }"""),
        ("if-let", "run", "fn main() { if let Some(_x) = Some(frt::<field_of!(S, b)>()) {} else { panic!() } }"),
        ("let-else", "run", "fn main() { let Ok(_x) = Ok::<_, ()>(frt::<field_of!(S, b)>()) else { panic!() }; }"),
        ("exhaustive-empty", None, """
            enum Never {}
            struct N { n: Never }
            fn f(x: Option<field_of!(N, n)>) { match x { Some(_) => {} None => {} } }
            fn main() { f(None); }"""),
        ("slice-pattern", "run", """
            fn main() { let v = [frt::<field_of!(S, a)>(); 3]; match v { [_a, .., _c] => {} } }"""),
        ("ref-pattern", "run", "fn main() { let x = frt::<field_of!(S, a)>(); let &y = &x; let ref _z = y; }"),
        ("pattern-type", None, """
            fn main() { let _: PhantomData<field_of!(std::pat::pattern_type!(u32 is 1..), 0)>; }""", ["pattern_types", "pattern_type_macro"]),
        ("deref-pattern", None, """
            fn main() { let b = Box::new(frt::<field_of!(S, a)>()); match b { deref!(_x) => {} } }""", ["deref_patterns"]),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_where_clauses():
    defs = """
        struct S { a: u8, b: u32 }
        struct G<T> { v: T }
        union U { a: u8 }
        struct R<'a> { r: &'a u8 }
    """
    cases = [
        ("concrete", "pass", "fn f() where field_of!(S, a): Field<Type = u8> {}\nfn main() { f(); }"),
        ("concrete-wrong", "error", "fn f() where field_of!(S, a): Field<Type = u16> {}\nfn main() { f(); }"),
        ("generic", "pass", "fn g<T>() where field_of!(G<T>, v): Field<Type = T> {}\nfn main() { g::<String>(); }"),
        ("generic-concrete", "pass", "fn g<T>() where field_of!(G<T>, v): Field<Type = u8> {}\nfn main() { g::<u8>(); }"),
        ("generic-concrete-wrong", "error", "fn g<T>() where field_of!(G<T>, v): Field<Type = u8> {}\nfn main() { g::<u16>(); }"),
        ("union", "error", "fn f() where field_of!(U, a): Field {}\nfn main() { f(); }"),
        ("union-trivial", None, "fn f() where field_of!(U, a): Field {}\nfn main() {}", ["trivial_bounds"]),
        ("hrtb", "pass", "fn f() where for<'a> field_of!(R<'a>, r): Field<Type = &'a u8> {}\nfn main() { f(); }"),
        ("auto", "pass", "fn f() where field_of!(S, a): Copy + Send + Sync + Unpin {}\nfn main() { f(); }"),
        ("const-wf", None, "fn f() where [u8; <field_of!(S, b) as Field>::OFFSET]: Sized {}\nfn main() { f(); }"),
        ("base-mismatch", "error", "fn f<F: Field<Base = S>>() {}\nfn main() { f::<field_of!(G<u8>, v)>(); }"),
        ("impl-where", "pass", """
            trait Tr {}
            impl<T> Tr for G<T> where field_of!(G<T>, v): Field<Type = T> {}
            fn t<X: Tr>() {}
            fn main() { t::<G<u8>>(); }"""),
        ("assoc-bound-in-trait", "pass", """
            trait HasF { type F: Field<Base = Self>; }
            impl HasF for S { type F = field_of!(S, b); }
            fn main() {}"""),
        ("assoc-bound-wrong", "error", """
            trait HasF { type F: Field<Base = Self>; }
            impl HasF for S { type F = field_of!(G<u8>, v); }
            fn main() {}"""),
        ("impl-trait-bound", "run", """
            fn mk() -> impl Field<Base = S, Type = u32> + Copy { frt::<field_of!(S, b)>() }
            fn off<F: Field>(_: F) -> usize { F::OFFSET }
            fn main() { assert_eq!(off(mk()), offset_of!(S, b)); }"""),
        ("rtn-like-outlives", "pass", "fn f<'a, T: 'a>() where field_of!(G<&'a T>, v): 'static {}\nfn main() { f::<u8>(); }"),
        ("param-env-projection", "pass", """
            fn f<F>() where F: Field<Type = u8>, field_of!(G<F>, v): Field<Type = F> { let _: F::Type = 1u8; }
            fn main() { f::<field_of!(S, a)>(); }"""),
        ("negative-bound", None, "fn f() where field_of!(S, a): !Field {}\nfn main() {}", ["negative_bounds"]),
        ("sized-hierarchy", None, """
            fn f<T: ?Sized>() where field_of!(G<u8>, v): std::marker::MetaSized {}
            fn main() { f::<u8>(); }""", ["sized_hierarchy"]),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_assoc_mismatch():
    defs = """
        struct S { a: u8, b: u32 }
        struct G<T> { v: T }
    """
    cases = [
        ("type-let", "error", "fn main() { let _x: <field_of!(S, a) as Field>::Type = 5u32; }"),
        ("bound-type", "error", "fn f<F: Field<Type = u32>>() {}\nfn main() { f::<field_of!(S, a)>(); }"),
        ("bound-base", "error", "fn f<T, F: Field<Base = T>>() {}\nfn main() { f::<u8, field_of!(S, a)>(); }"),
        ("no-such-item", "error", "fn main() { let _: <field_of!(S, a) as Field>::Nope; }"),
        ("type-const", "error", "fn main() { let _ = <field_of!(S, a) as Field>::Type::CONST; }"),
        ("no-as", "run", "fn main() { assert_eq!(<field_of!(S, b)>::OFFSET, offset_of!(S, b)); }"),
        ("no-as-type", "error", "fn main() { let _: <field_of!(S, a)>::Type = 1; }"),
        ("path-syntax", "error", "fn main() { let _ = field_of!(S, a)::OFFSET; }"),
        ("impl-return", "error", """
            fn get<F: Field>(b: &F::Base) -> &F::Base { project::<F>(b) }
            fn main() {}"""),
        ("generic-mismatch", "error", "fn f<T>(x: <field_of!(G<T>, v) as Field>::Type) -> u8 { x }\nfn main() {}"),
        ("assoc-ambiguous", "error", """
            trait Other { type Type; }
            impl<T> Other for T { type Type = (); }
            fn main() { let _: <field_of!(S, a)>::Type = 1u8; }"""),
        ("trait-object-assoc", "error", "fn main() { let _: Box<dyn Field<Base = S>>; }"),
        ("offset-type", "error", "fn main() { let _: u8 = <field_of!(S, a) as Field>::OFFSET; }"),
        ("equality-bound-eq", "pass", """
            fn same<F1: Field, F2: Field<Base = F1::Base, Type = F1::Type>>() {}
            fn main() { same::<field_of!((u8, u8), 0), field_of!((u8, u8), 1)>(); }"""),
        ("equality-bound-ne", "error", """
            fn same<F1: Field, F2: Field<Base = F1::Base, Type = F1::Type>>() {}
            fn main() { same::<field_of!(S, a), field_of!(S, b)>(); }"""),
        ("rtn", None, """
            trait Tr { fn f() -> impl Field; }
            fn g<T: Tr<f(..): Field<Type = u8>>>() {}
            fn main() {}""", ["return_type_notation"]),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_overlap():
    defs = """
        struct S { a: u8, b: u32 }
        trait Tr { fn v() -> u8; }
    """
    cases = [
        ("blanket-and-specific", "error", """
            impl<F: Field> Tr for F { fn v() -> u8 { 0 } }
            impl Tr for field_of!(S, a) { fn v() -> u8 { 1 } }
            fn main() {}"""),
        ("assoc-disjoint", None, """
            impl<F: Field<Type = u8>> Tr for F { fn v() -> u8 { 0 } }
            impl<F: Field<Type = u32>> Tr for F { fn v() -> u8 { 1 } }
            fn main() {}"""),
        ("copy-overlap", "error", """
            impl<T: Copy> Tr for T { fn v() -> u8 { 0 } }
            impl Tr for field_of!(S, a) { fn v() -> u8 { 1 } }
            fn main() {}"""),
        ("distinct-fields", "run", """
            impl Tr for field_of!(S, a) { fn v() -> u8 { 1 } }
            impl Tr for field_of!(S, b) { fn v() -> u8 { 2 } }
            fn main() { assert_eq!(<field_of!(S, b) as Tr>::v(), 2); }"""),
        ("specialization", None, """
            impl<F: Field> Tr for F { default fn v() -> u8 { 0 } }
            impl Tr for field_of!(S, a) { fn v() -> u8 { 1 } }
            fn main() { assert_eq!(<field_of!(S, a) as Tr>::v(), 1); assert_eq!(<field_of!(S, b) as Tr>::v(), 0); }""",
         ["specialization"]),
        ("min-specialization", None, """
            impl<F: Field> Tr for F { default fn v() -> u8 { 0 } }
            impl Tr for field_of!(S, a) { fn v() -> u8 { 1 } }
            fn main() { assert_eq!(<field_of!(S, a) as Tr>::v(), 1); }""", ["min_specialization"]),
        ("specialization-assoc", None, """
            trait Out { type O; }
            impl<F: Field> Out for F { default type O = F::Type; }
            impl Out for field_of!(S, a) { type O = String; }
            fn main() { let _: <field_of!(S, a) as Out>::O = String::new(); }""", ["specialization"]),
        ("generic-vs-concrete-base", "error", """
            struct G<T> { v: T }
            impl<T> Tr for field_of!(G<T>, v) { fn v() -> u8 { 0 } }
            impl Tr for field_of!(G<u8>, v) { fn v() -> u8 { 1 } }
            fn main() {}"""),
        ("tuple-fields-distinct", "run", """
            impl<A, B> Tr for field_of!((A, B), 0) { fn v() -> u8 { 0 } }
            impl<A, B> Tr for field_of!((A, B), 1) { fn v() -> u8 { 1 } }
            fn main() { assert_eq!(<field_of!((u8, u8), 1) as Tr>::v(), 1); }"""),
        ("with-negative-coherence", None, """
            impl<F: Field> Tr for F { fn v() -> u8 { 0 } }
            impl Tr for S { fn v() -> u8 { 1 } }
            fn main() {}""", ["with_negative_coherence"]),
        ("projection-disjoint", "run", """
            impl<T: Field<Type = u8>> Tr for T { fn v() -> u8 { 0 } }
            impl Tr for field_of!(S, b) { fn v() -> u8 { 1 } }
            fn main() { assert_eq!(<field_of!(S, b) as Tr>::v(), 1); assert_eq!(<field_of!(S, a) as Tr>::v(), 0); }"""),
        ("projection-overlap", "error", """
            impl<T: Field<Type = u8>> Tr for T { fn v() -> u8 { 0 } }
            impl Tr for field_of!(S, a) { fn v() -> u8 { 1 } }
            fn main() {}"""),
        ("base-projection-overlap", "error", """
            struct T2 { a: u8 }
            impl<F: Field<Base = S>> Tr for F { fn v() -> u8 { 0 } }
            impl<F: Field<Base = T2>> Tr for F { fn v() -> u8 { 1 } }
            fn main() {}"""),
        ("from-conflict", "error", "impl<T> From<T> for field_of!(S, a) { fn from(_: T) -> Self { unsafe { std::mem::transmute(()) } } }\nfn main() {}"),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_derive():
    cases = [
        ("debug", "run", """
            struct S { a: u8 }
            #[derive(Debug)]
            struct D { f: field_of!(S, a) }
            fn main() { assert!(format!("{:?}", D { f: Default::default() }).contains("field_of!(")); }"""),
        ("clone-copy", "run", """
            struct S { a: u8 }
            #[derive(Clone, Copy)]
            struct D { f: field_of!(S, a), n: u8 }
            fn main() { let d = D { f: frt(), n: 1 }; let e = d; assert_eq!(d.n + e.n, 2); }"""),
        ("default", "run", """
            struct S { a: u8 }
            #[derive(Default)]
            struct D { f: field_of!(S, a) }
            fn main() { let _ = D::default(); }"""),
        ("eq-hash", "run", """
            struct S { a: u8 }
            #[derive(PartialEq, Eq, Hash, PartialOrd, Ord)]
            struct D { f: field_of!(S, a) }
            fn main() { let d = D { f: Default::default() }; assert!(d == d && d.cmp(&d).is_eq()); }"""),
        ("std-generic", "run", """
            use std::hash::Hash;
            struct S { a: u8 }
            union U { x: u8 }
            fn make<F: Default + Ord + Hash + std::fmt::Debug + Copy + Send + Sync>() -> F { F::default() }
            fn field<F: Field>(f: F) -> (F, F) { (f, f) }
            fn main() {
                let a = make::<field_of!(S, a)>();
                let u = make::<field_of!(U, x)>();
                assert_eq!(a, field(a).1);
                assert!(u <= u);
            }"""),
        ("partial-eq-other-frt", "error", """
            struct S { a: u8, b: u8 }
            fn main() { let _ = <field_of!(S, a)>::default() == <field_of!(S, b)>::default(); }"""),
        ("user-clone-impl", "error", """
            struct S { a: u8 }
            impl Clone for field_of!(S, a) { fn clone(&self) -> Self { *self } }
            fn main() { let x = <field_of!(S, a)>::default(); let _ = x.clone(); }"""),
        ("user-debug-impl", "error", """
            struct S { a: u8 }
            impl std::fmt::Debug for field_of!(S, a) {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { f.write_str("S.a") }
            }
            fn main() { println!("{:?}", <field_of!(S, a)>::default()); }"""),
        ("user-partial-eq-rhs", "error", """
            struct S { a: u8 }
            impl PartialEq<u8> for field_of!(S, a) { fn eq(&self, _: &u8) -> bool { true } }
            fn main() { let _ = <field_of!(S, a)>::default() == 1u8; }"""),
        ("user-generic-impl", "error", """
            struct S<T> { a: T }
            impl<T> Default for field_of!(S<T>, a) { fn default() -> Self { loop {} } }
            fn main() { let _ = <field_of!(S<u8>, a)>::default(); }"""),
        ("nested-field", "error", """
            struct In { x: u8 }
            struct Out { i: In }
            fn main() { let _: PhantomData<field_of!(Out, i.x)> = PhantomData; }"""),
        ("typo-field", "error", """
            struct S { value: u8 }
            fn main() { let _: PhantomData<field_of!(S, valeu)> = PhantomData; }"""),
        ("derived-base", "run", """
            #[derive(Debug, Clone, Default, PartialEq)]
            struct S { a: u8, b: String }
            fn main() { let s = S::default(); assert_eq!(project::<field_of!(S, b)>(&s), ""); }"""),
        ("phantom-derive", "run", """
            struct S { a: u8 }
            #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
            struct D { p: PhantomData<field_of!(S, a)> }
            fn main() { assert_eq!(D::default(), D { p: PhantomData }); println!("{:?}", D::default()); }"""),
        ("self-referential-derive", None, """
            #[derive(Clone, Copy)]
            struct R { a: u8, f: field_of!(R, a) }
            fn main() { let r = R { a: 1, f: frt() }; let _ = r; }"""),
        ("derive-enum-base", "run", """
            #[derive(Debug, Clone, Copy)]
            enum E { V { x: u8 } }
            fn main() { let _ = type_name::<field_of!(E, V.x)>(); }"""),
        ("coerce-pointee", None, """
            #[derive(std::marker::CoercePointee)]
            #[repr(transparent)]
            struct P<T: ?Sized> { p: Box<T> }
            fn main() { assert_eq!(offset::<field_of!(P<u8>, p)>(), 0); }""", ["derive_coerce_pointee"]),
        ("derive-from", None, """
            struct S { a: u8 }
            #[derive(From)]
            struct W(field_of!(S, a));
            fn main() { let _ = W::from(frt()); }""", ["derive_from"]),
    ]
    return [(c[0], program(c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_macros():
    defs = """
        struct S { a: u8, b: u32 }
        struct T(u8, u16);
        enum E { V { x: u8 } }
    """
    cases = [
        ("ty-ident", "run", """
            macro_rules! frt { ($t:ty, $f:ident) => { field_of!($t, $f) } }
            fn main() { assert_eq!(offset::<frt!(S, b)>(), offset_of!(S, b)); }"""),
        ("tt", "run", """
            macro_rules! frt { ($t:ty, $($f:tt)+) => { field_of!($t, $($f)+) } }
            fn main() { let _ = type_name::<frt!(E, V.x)>(); assert_eq!(offset::<frt!(T, 1)>(), offset_of!(T, 1)); }"""),
        ("expr", None, """
            macro_rules! frt { ($t:ty, $f:expr) => { field_of!($t, $f) } }
            fn main() { let _ = offset::<frt!(S, b)>(); let _ = offset::<frt!(T, 1)>(); }"""),
        ("literal", None, """
            macro_rules! frt { ($t:ty, $f:literal) => { field_of!($t, $f) } }
            fn main() { let _ = offset::<frt!(T, 1)>(); }"""),
        ("path-base", None, """
            macro_rules! frt { ($t:path, $f:ident) => { field_of!($t, $f) } }
            fn main() { let _ = offset::<frt!(S, a)>(); }"""),
        ("lifetime-field", "error", """
            macro_rules! frt { ($t:ty, $f:lifetime) => { field_of!($t, $f) } }
            fn main() { let _: PhantomData<frt!(S, 'a)>; }"""),
        ("block-field", "error", """
            macro_rules! frt { ($t:ty, $f:block) => { field_of!($t, $f) } }
            fn main() { let _: PhantomData<frt!(S, { a })>; }"""),
        ("variant-split", "run", """
            macro_rules! frt { ($t:ty, $v:ident . $f:ident) => { field_of!($t, $v.$f) } }
            fn main() { let _ = type_name::<frt!(E, V.x)>(); }"""),
        ("many", "run", """
            macro_rules! offsets { ($t:ty: $($f:ident),*) => { [$(<field_of!($t, $f) as Field>::OFFSET),*] } }
            fn main() { assert_eq!(offsets!(S: a, b), [offset_of!(S, a), offset_of!(S, b)]); }"""),
        ("impls", "run", """
            trait Named { const NAME: &'static str; }
            macro_rules! named { ($t:ty: $($f:ident),*) => { $(impl Named for field_of!($t, $f) { const NAME: &'static str = stringify!($f); })* } }
            named!(S: a, b);
            fn main() { assert_eq!(<field_of!(S, b) as Named>::NAME, "b"); }"""),
        ("stringify", "run", """
            fn main() { let s = stringify!(field_of!(S, a)); assert_eq!(s, "field_of!(S, a)"); }"""),
        ("nested-macro-base", "error", """
            macro_rules! frt { ($t:ty, $f:ident) => { field_of!($t, $f) } }
            fn main() { let _: PhantomData<frt!(frt!(S, a), a)>; }"""),
        ("builtin-in-macro", None, """
            macro_rules! raw { ($t:ty, $f:ident) => { builtin # field_of($t, $f) } }
            fn main() { let _ = offset::<raw!(S, b)>(); }""", ["builtin_syntax"]),
        ("hygiene-field", None, """
            macro_rules! mk { ($name:ident) => { struct H { $name: u8, hidden: u16 } fn h() -> usize { offset::<field_of!(H, hidden)>() } } }
            mk!(shown);
            fn main() { let _ = offset::<field_of!(H, shown)>(); let _ = h(); }"""),
        ("hygiene-field-outside", "run", """
            macro_rules! mk { () => { struct H { hidden: u16 } } }
            mk!();
            fn main() { let _ = offset::<field_of!(H, hidden)>(); }"""),
        ("decl-macro-hygiene", None, """
            macro mk() { struct H2 { hidden: u16 } }
            mk!();
            fn main() { let _ = offset::<field_of!(H2, hidden)>(); }""", ["decl_macro"]),
        ("concat-field", None, """
            macro_rules! frt { ($t:ty, $a:ident) => { field_of!($t, ${concat($a, _x)}) } }
            struct C { f_x: u8 }
            fn main() { let _ = offset::<frt!(C, f)>(); }""", ["macro_metavar_expr_concat"]),
        ("vec-macro", "run", "fn main() { let v = vec![frt::<field_of!(S, a)>(); 4]; assert_eq!(v.len(), 4); }"),
        ("assert-eq-macro", "run", "fn main() { assert_eq!(<field_of!(S, a) as Field>::OFFSET, offset_of!(S, a), \"{}\", type_name::<field_of!(S, a)>()); }"),
        ("cfg-false", "pass", """
            #[cfg(false)]
            fn hidden() -> field_of!(Missing, nothing) { loop {} }
            fn main() {}"""),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_offsets():
    # handwritten: main prints the offsets of a few containers
    body = """
        #[repr(C)]
        struct C { a: u8, b: u64, c: u16 }
        struct R { a: u8, b: u64, c: u16 }
        struct T3(u8, u32, u8);
        struct G<A, B> { a: A, b: B }
        fn main() {
            println!("C: {} {} {}", <field_of!(C, a) as Field>::OFFSET, <field_of!(C, b) as Field>::OFFSET, <field_of!(C, c) as Field>::OFFSET);
            assert_eq!(<field_of!(C, c) as Field>::OFFSET, 16);
            println!("R: {} {} {}", offset::<field_of!(R, a)>(), offset::<field_of!(R, b)>(), offset::<field_of!(R, c)>());
            assert_eq!(offset::<field_of!(R, c)>(), offset_of!(R, c));
            println!("T3: {}", offset::<field_of!(T3, 2)>());
            assert_eq!(offset::<field_of!(T3, 2)>(), offset_of!(T3, 2));
            println!("G: {}", offset::<field_of!(G<u8, u128>, b)>());
            assert_eq!(offset::<field_of!(G<u8, u128>, b)>(), offset_of!(G<u8, u128>, b));
            println!("tuple: {}", offset::<field_of!((u8, (u16, u64), u8), 1)>());
            assert_eq!(offset::<field_of!((u8, (u16, u64), u8), 1)>(), offset_of!((u8, (u16, u64), u8), 1));
        }
    """
    return [("print", program(body, "run", helpers=True))]


LAYOUT_TYPES = ["u8", "u16", "u32", "u64", "u128", "i8", "bool", "char", "f32", "f64", "usize", "()",
                "[u8; 3]", "[u32; 2]", "(u8, u32)", "Option<u8>", "Option<Box<u8>>", "&'static str",
                "*const u8", "String", "Vec<u16>", "PhantomData<u64>", "std::num::NonZeroU32",
                "Option<std::num::NonZeroU16>", "Inner", "field_of!(Inner, y)", "[u64; 0]", "Box<dyn Fn()>",
                "std::cell::Cell<u16>", "std::sync::atomic::AtomicU8"]
LAYOUT_REPRS = ["", "#[repr(C)]", "#[repr(align(16))]", "#[repr(C, align(8))]", "#[repr(align(2))]"]


def t_layouts(count=16):
    """Random (but fixed) struct layouts: every field's OFFSET must agree with offset_of!."""
    out = []
    for n in range(count):
        nfields = 1 + h("layout", n, "n") % 7
        kind = pick(["named", "tuple", "generic", "tuple-type"], "layout", n, "kind")
        repr_ = pick(LAYOUT_REPRS, "layout", n, "repr")
        tys = [pick(LAYOUT_TYPES, "layout", n, "ty", i) for i in range(nfields)]
        lines = ["#[repr(C)]", "struct Inner { x: u8, y: u32 }"]
        checks = []
        if kind == "named":
            lines.append(repr_)
            lines.append("struct L { %s }" % ", ".join("f%d: %s" % (i, t) for i, t in enumerate(tys)))
            base, fields = "L", ["f%d" % i for i in range(nfields)]
        elif kind == "tuple":
            lines.append(repr_)
            lines.append("struct L(%s);" % ", ".join(tys))
            base, fields = "L", [str(i) for i in range(nfields)]
        elif kind == "generic":
            lines.append(repr_)
            params = ["P%d" % i for i in range(nfields)]
            lines.append("struct L<%s> { %s }" % (", ".join(params), ", ".join("f%d: %s" % (i, p) for i, p in enumerate(params))))
            base, fields = "L<%s>" % ", ".join(tys), ["f%d" % i for i in range(nfields)]
        else:
            base, fields = "(%s,)" % ", ".join(tys), [str(i) for i in range(nfields)]
        for f in fields:
            checks.append('    let (frt, std) = (<field_of!(%s, %s) as Field>::OFFSET, offset_of!(%s, %s));\n'
                          '    println!("%s.%s: {frt}", frt = frt);\n'
                          '    assert_eq!(frt, std);\n'
                          '    assert_eq!(offset::<field_of!(%s, %s)>(), std);' % (base, f, base, f, kind, f, base, f))
        lines.append("fn main() {\n%s\n}" % "\n".join(checks))
        out.append(("%02d-%s" % (n, kind), program("\n".join(l for l in lines if l), "run", helpers=True)))
    return out


def t_gate():
    s = "struct S { a: u8, b: u32 }\n"
    cases = [
        ("no-gate-macro", "error", False, True, s + "fn main() { let _: PhantomData<field_of!(S, a)>; }"),
        ("no-gate-trait", "error", False, True, s + "fn f<F: Field>() {}\nfn main() {}"),
        ("no-gate-builtin", "error", False, False, s + "fn main() { let _: builtin # field_of(S, a); }"),
        ("no-gate-cfg-false", None, False, True, s + "#[cfg(false)]\nfn f() -> field_of!(S, a) { loop {} }\nfn main() {}"),
        ("no-gate-macro-def", None, False, True, s + "macro_rules! m { () => { field_of!(S, a) } }\nfn main() {}"),
        ("no-gate-intrinsic", "error", False, True, s + "fn main() { let _ = core::intrinsics::field_offset::<u8>(); }"),
        ("no-import", "error", True, False, s + "fn main() { let _: field_of!(S, a); }"),
        ("prelude-path", "run", True, False, s + "fn main() { let _: std::marker::PhantomData<core::field::field_of!(S, a)> = std::marker::PhantomData; }"),
        ("gate-in-module", "error", False, False, """
            mod m { #![feature(field_projections)] }
            struct S { a: u8 }
            fn main() { let _: std::field::field_of!(S, a); }"""),
        ("cfg-attr-gate", "run", False, False, """
            #![cfg_attr(all(), feature(field_projections))]
            #![allow(incomplete_features)]
            struct S { a: u8 }
            fn main() { let _: std::marker::PhantomData<std::field::field_of!(S, a)> = std::marker::PhantomData; }"""),
        ("no-incomplete-allow", "error", True, False, """
            #![deny(warnings)]
            struct S { a: u8 }
            fn main() { let _: std::marker::PhantomData<std::field::field_of!(S, a)> = std::marker::PhantomData; }"""),
    ]
    out = []
    for name, exp, gate, header, body in cases:
        if header:
            out.append((name, program(body, exp, gate=gate)))
        else:
            lines = (["//@ expect: %s" % exp] if exp else []) + (["#![feature(field_projections)]"] if gate else [])
            out.append((name, "\n".join(lines) + "\n" + textwrap.dedent(body).strip("\n") + "\n"))
    return out


def t_builtin_syntax():
    defs = """
        struct S { a: u8, b: u32 }
        enum E { V { x: u8 } }
    """
    cases = [
        ("plain", "run", "fn main() { assert_eq!(offset::<builtin # field_of(S, b)>(), offset_of!(S, b)); }"),
        ("variant", "run", "fn main() { let _ = type_name::<builtin # field_of(E, V.x)>(); }"),
        ("tuple", "run", "fn main() { assert_eq!(offset::<builtin # field_of((u8, u16), 1)>(), 2); }"),
        ("no-field", "error", "fn main() { let _: PhantomData<builtin # field_of(S)>; }"),
        ("no-parens", "error", "fn main() { let _: PhantomData<builtin # field_of>; }"),
        ("brackets", "error", "fn main() { let _: PhantomData<builtin # field_of[S, a]>; }"),
        ("expr-position", "error", "fn main() { let _ = builtin # field_of(S, a); }"),
        ("pattern-position", "error", "fn main() { let builtin # field_of(S, a) = 1; }"),
        ("unknown-builtin", "error", "fn main() { let _: PhantomData<builtin # field_off(S, a)>; }"),
        ("offset-of-builtin", None, "fn main() { assert_eq!(const { builtin # offset_of(S, b) }, offset_of!(S, b)); }"),
        ("nested-fields", "error", "fn main() { let _: PhantomData<builtin # field_of(S, a.b.c)>; }"),
        ("float-field", "error", "fn main() { let _: PhantomData<builtin # field_of((u8, (u8, u8)), 1.1)>; }"),
        ("trailing-garbage", "error", "fn main() { let _: PhantomData<builtin # field_of(S, a, b, c)>; }"),
        ("trailing-comma-garbage", "error", "fn main() { let _: PhantomData<builtin # field_of(S, a,, )>; }"),
        ("expr-field", "error", "fn main() { let _: PhantomData<builtin # field_of(S, a + 1)>; }"),
        ("method-field", "error", "fn main() { let _: PhantomData<builtin # field_of(S, a())>; }"),
        ("empty", "error", "fn main() { let _: PhantomData<builtin # field_of()>; }"),
        ("suffix", "error", "fn main() { let _: PhantomData<builtin # field_of((u8,), 0usize)>; }"),
        ("float-1e0", "error", "fn main() { let _: PhantomData<builtin # field_of((u8,), 1e0)>; }"),
        ("trailing-dot", "error", "fn main() { let _: PhantomData<builtin # field_of((u8,), 0.)>; }"),
        ("float-exp-sign", "error", "fn main() { let _: PhantomData<builtin # field_of((u8,), 1.2e-3)>; }"),
        ("in-generic-args", "run", "fn main() { let _: Vec<builtin # field_of(S, a)> = Vec::new(); }"),
        ("unclosed", "error", "fn main() { let _: PhantomData<builtin # field_of(S, a>; }"),
    ]
    return [(n, program(defs + b, e, features=["builtin_syntax"], helpers=True)) for n, e, b in cases]


def t_rustdoc():
    cases = [
        ("pub-items", "pass", """
            /// A struct.
            pub struct S { pub a: u8, b: u32 }
            /// The FRT of `a`: [`field_of!`].
            pub type A = field_of!(S, a);
            /// Takes an FRT.
            pub fn f(_: field_of!(S, a)) -> <field_of!(S, a) as Field>::Type { 0 }
            pub trait Tr { type X: Field<Base = S>; }
            pub struct Holder<F: Field>(pub PhantomData<F>);
            pub const O: usize = <field_of!(S, b) as Field>::OFFSET;
            fn main() {}"""),
        ("inherent-impl", "pass", """
            pub struct S { pub a: u8 }
            /// Docs on an inherent impl of an FRT.
            impl field_of!(S, a) { pub fn get(s: &S) -> u8 { s.a } }
            fn main() {}"""),
        ("trait-impl", "pass", """
            pub struct S { pub a: u8 }
            pub trait Tr {}
            impl Tr for field_of!(S, a) {}
            impl<F: Field> Tr for PhantomData<F> {}
            fn main() {}"""),
        ("blanket-for-field", "pass", """
            pub struct S { pub a: u8 }
            pub trait Named { fn name() -> &'static str; }
            impl<F: Field> Named for F { fn name() -> &'static str { "f" } }
            fn main() {}"""),
        ("intra-doc", None, """
            pub struct S { pub a: u8 }
            /// See [`field_of!(S, a)`] and [`<field_of!(S, a) as Field>::OFFSET`] and [S::a] and [Field::OFFSET].
            pub fn f() {}
            fn main() {}"""),
        ("generic-pub", "pass", """
            pub struct G<T> { pub v: T }
            pub fn g<T>(_: PhantomData<field_of!(G<T>, v)>) -> impl Field<Base = G<T>, Type = T> { frt::<field_of!(G<T>, v)>() }
            fn main() {}"""),
        ("private-frt-in-pub", "pass", """
            struct Private { x: u8 }
            pub fn leak() -> usize { <field_of!(Private, x) as Field>::OFFSET }
            pub type Leak = PhantomData<field_of!((u8, u16), 1)>;
            fn main() {}"""),
        ("doc-hidden", "pass", """
            pub struct S { pub a: u8 }
            #[doc(hidden)]
            pub type Hidden = field_of!(S, a);
            pub type Shown = Hidden;
            fn main() {}"""),
        ("reexport", "pass", """
            pub mod m { pub struct S { pub a: u8 } pub type A = std::field::field_of!(S, a); }
            pub use m::A as FieldA;
            pub use std::field::field_of as frt;
            fn main() {}"""),
        ("const-generic-pub", "pass", """
            pub struct A<const N: usize> { pub a: [u8; N], pub b: u8 }
            pub fn f<const N: usize>() -> usize { <field_of!(A<N>, b) as Field>::OFFSET }
            pub struct Arr(pub [u8; <field_of!(A<3>, b) as Field>::OFFSET]);
            fn main() {}"""),
        ("enum-union-pub", "pass", """
            pub enum E { V { x: u8 } }
            pub union U { pub a: u8 }
            pub type EV = field_of!(E, V.x);
            pub type UA = field_of!(U, a);
            fn main() {}"""),
        ("late-bound", "pass", """
            pub struct R<'a> { pub r: &'a u8 }
            pub fn late<'a>(_: field_of!(R<'a>, r)) -> &'a u8 { loop {} }
            pub fn elided(_: field_of!(R<'_>, r)) {}
            pub fn hr(_: for<'a> fn(field_of!(R<'a>, r))) {}
            pub trait Tr { fn m<'a>(&self, _: field_of!(R<'a>, r)); }
            impl<'b> Tr for field_of!(R<'b>, r) { fn m<'a>(&self, _: field_of!(R<'a>, r)) {} }
            pub struct H<'a> { pub f: field_of!(R<'a>, r) }
            pub type Hr = for<'a> fn(field_of!(R<'a>, r), &'a u8);
            fn main() {}"""),
        ("inline-from-aux", None, """
            extern crate frt_lib;
            #[doc(inline)] pub use frt_lib::PairB;
            #[doc(inline)] pub use frt_lib::{project, offset_of_field, WrapperValue, PAIR_B_OFFSET};
            fn main() {}"""),
        ("auto-traits", "pass", """
            pub struct S { pub p: *const u8 }
            pub struct W(pub field_of!(S, p));
            fn main() {}"""),
    ]
    return [(n, program(b, e, helpers=True)) for n, e, b in cases]


def t_intrinsic():
    defs = """
        struct S { a: u8, b: u32 }
        enum E { V { x: u8, y: u64 } }
        union U { a: u8 }
        use std::intrinsics::field_offset;
    """
    cases = [
        ("direct", None, "fn main() { assert_eq!(field_offset::<field_of!(S, b)>(), offset_of!(S, b)); }"),
        ("generic", None, "fn g<F: Field>() -> usize { field_offset::<F>() }\nfn main() { assert_eq!(g::<field_of!(S, b)>(), offset_of!(S, b)); }"),
        ("not-field", "error", "fn main() { let _ = field_offset::<u8>(); }"),
        ("enum", "error", "fn main() { let _ = field_offset::<field_of!(E, V.y)>(); }"),
        ("union", "error", "fn main() { let _ = field_offset::<field_of!(U, a)>(); }"),
        ("fn-ptr", None, "fn main() { let f: fn() -> usize = field_offset::<field_of!(S, b)>; assert_eq!(f(), offset_of!(S, b)); }"),
        ("const", None, "const O: usize = field_offset::<field_of!(S, b)>();\nfn main() { assert_eq!(O, offset_of!(S, b)); }"),
        ("trivial-bound", None, """
            fn f() -> usize where field_of!(E, V.y): Field { field_offset::<field_of!(E, V.y)>() }
            fn main() {}""", ["trivial_bounds"]),
        ("trivial-bound-called", None, """
            fn f() -> usize where field_of!(E, V.y): Field { field_offset::<field_of!(E, V.y)>() + <field_of!(E, V.y) as Field>::OFFSET }
            fn main() { f(); }""", ["trivial_bounds"]),
        ("trivial-bound-union", None, """
            fn f() -> usize where field_of!(U, a): Field { <field_of!(U, a) as Field>::OFFSET }
            fn main() { f(); }""", ["trivial_bounds"]),
    ]
    return [(c[0], program(defs + c[2], c[1], features=["core_intrinsics"] + list(c[3] if len(c) > 3 else ()),
                           helpers=True)) for c in cases]


def t_misc():
    defs = """
        struct S { a: u8, b: u32 }
    """
    cases = [
        ("never-base", "error", "fn main() { let _: PhantomData<field_of!(!, 0)>; }"),
        ("unsafe-binder", None, """
            fn main() { let _: PhantomData<field_of!(unsafe<'a> &'a S, a)>; }""", ["unsafe_binders"]),
        ("fn-ptr-base", "error", "fn main() { let _: PhantomData<field_of!(fn(S) -> S, 0)>; }"),
        ("closure-in-base", "error", "fn main() { let _: PhantomData<field_of!([u8; { let c = || 1; 2 }], 0)>; }"),
        ("anon-const-in-base", "run", """
            struct A<const N: usize> { a: [u8; N], b: u8 }
            fn main() { assert_eq!(offset::<field_of!(A<{ 1 + 2 }>, b)>(), offset_of!(A<3>, b)); }"""),
        ("typeof", "error", "fn main() { let _: PhantomData<field_of!(typeof(1), a)>; }"),
        ("macro-in-base", "run", """
            macro_rules! ty { () => { S } }
            fn main() { assert_eq!(offset::<field_of!(ty!(), b)>(), offset_of!(S, b)); }"""),
        ("qself-base", "error", """
            trait Tr { type A; }
            impl Tr for u8 { type A = S; }
            fn main() { let _: PhantomData<field_of!(<u8 as Tr>::A, a)>; }"""),
        ("paren-base", "run", "fn main() { assert_eq!(offset::<field_of!((S), b)>(), offset_of!(S, b)); }"),
        ("impl-trait-let", None, "fn main() { let x: impl Field = frt::<field_of!(S, a)>(); }", ["impl_trait_in_bindings"]),
        ("extern-fn", None, """
            unsafe extern "C" { fn ext(x: field_of!(S, a)); }
            extern "C" fn exported(_x: field_of!(S, b)) {}
            fn main() { exported(frt()); }"""),
        ("improper-ctypes", "error", """
            #![deny(improper_ctypes_definitions)]
            extern "C" fn exported(_x: field_of!(S, b)) {}
            fn main() {}"""),
        ("fn-sig-hrtb-frt", "run", """
            fn apply<F>(f: F) -> usize where F: for<'a> Fn(&'a field_of!(S, a)) -> usize { f(&frt()) }
            fn main() { assert_eq!(apply(|_| 3), 3); }"""),
        ("mut-ref-frt", "run", "fn main() { let mut x: field_of!(S, a) = frt(); let r = &mut x; *r = frt(); }"),
        ("shadowed-field-of", None, """
            macro_rules! field_of { ($a:ty, $b:ident) => { u8 } }
            fn main() { let x: field_of!(S, a) = 5; }"""),
        ("label-and-loop", "run", """
            fn main() { let mut n = 0; 'outer: for _ in 0..<field_of!(S, b) as Field>::OFFSET { n += 1; if n > 100 { break 'outer; } } assert_eq!(n, offset_of!(S, b)); }"""),
        ("ufcs-method", "run", """
            trait M { fn m(self) -> usize; }
            impl<F: Field> M for F { fn m(self) -> usize { F::OFFSET } }
            fn main() { assert_eq!(frt::<field_of!(S, b)>().m(), offset_of!(S, b)); assert_eq!(M::m(frt::<field_of!(S, a)>()), offset_of!(S, a)); }"""),
        ("offset-of-frt", "error", "fn main() { let _ = offset_of!(field_of!(S, a), a); }"),
        ("offset-of-containing-frt", "run", """
            struct H { f: field_of!(S, a), x: u16 }
            fn main() { assert_eq!(offset_of!(H, x), 0); }"""),
        ("track-caller-generic", "run", """
            #[track_caller]
            fn t<F: Field>() -> u32 { std::panic::Location::caller().line() + F::OFFSET as u32 * 0 }
            fn main() { assert!(t::<field_of!(S, b)>() > 0); }"""),
        ("inline-asm-const", "run", """
            fn main() {
                let x: usize;
                unsafe { std::arch::asm!("mov {0}, {1}", out(reg) x, const <field_of!(S, b) as Field>::OFFSET) };
                assert_eq!(x, offset_of!(S, b));
            }"""),
        ("closure-base", "run", """
            fn off<T>(_: &T) -> usize where field_of!((T, u8), 1): Field { <field_of!((T, u8), 1) as Field>::OFFSET }
            fn main() { let c = |x: u8| x; let _ = off(&c); let d = move || c(1); let _ = off(&d); let _ = off(&async { 1 }); }"""),
        ("coroutine-base", None, """
            fn off<T>(_: &T) -> usize { <field_of!((u16, T), 1) as Field>::OFFSET }
            fn main() { let co = #[coroutine] || { yield 1u8; 2u8 }; let _ = off(&co); let _ = off(&main); let _ = off(&(main as fn())); }""",
         ["coroutines", "stmt_expr_attributes"]),
        ("never-fields", None, """
            struct N { a: u8, n: !, b: u32 }
            fn main() { let _ = <field_of!(N, b) as Field>::OFFSET; let _ = <field_of!((!, u8), 1) as Field>::OFFSET; let _ = <field_of!(N, n) as Field>::OFFSET; }""",
         ["never_type"]),
        ("big-tuple", "run", """
            fn main() { assert_eq!(offset::<field_of!((u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u64), 15)>(), 16); }"""),
        ("repeat-frt-in-signature", "run", """
            fn f(_: field_of!(S, a), _: field_of!(S, a), _: [field_of!(S, a); 2]) -> (field_of!(S, a), field_of!(S, b)) { (frt(), frt()) }
            fn main() { let _ = f(frt(), frt(), [frt(); 2]); }"""),
        ("panic-payload", "run", """
            fn main() {
                let r = std::panic::catch_unwind(|| std::panic::panic_any(frt::<field_of!(S, a)>()));
                assert!(r.unwrap_err().is::<field_of!(S, a)>());
            }"""),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_shims():
    """Clone/Copy/drop glue and fn-pointer shims built for FRTs (rustc_mir_transform::shim, instance resolution)."""
    defs = """
        struct S { a: u8, b: String }
        struct G<T> { v: T }
    """
    cases = [
        ("clone-generic", "run", """
            fn c<T: Clone>(t: &T) -> T { t.clone() }
            fn main() { let x: field_of!(S, b) = frt(); let _y = c(&x); let _z = c(&[x; 3]); let _w = c(&(x, 1u8, x)); }"""),
        ("clone-fn-ptr", "run", """
            fn main() {
                let f: fn(&field_of!(S, a)) -> field_of!(S, a) = Clone::clone;
                let _ = f(&frt());
                let g = <field_of!(G<String>, v) as Clone>::clone;
                let _ = g(&frt());
            }"""),
        ("clone-dyn", "run", """
            trait DynClone { fn dc(&self) -> Box<dyn DynClone>; }
            impl<T: Clone + 'static> DynClone for T { fn dc(&self) -> Box<dyn DynClone> { Box::new(self.clone()) } }
            fn main() { let b: Box<dyn DynClone> = Box::new(frt::<field_of!(S, b)>()); let _c = b.dc(); }"""),
        ("closure-clone", "run", """
            fn main() { let x: field_of!(S, a) = frt(); let c = move || { let _ = x; 5 }; let d = c.clone(); assert_eq!(d() + c(), 10); }"""),
        ("drop-in-place", "run", """
            fn main() {
                let mut x: field_of!(S, b) = frt();
                unsafe { std::ptr::drop_in_place(&mut x) };
                let mut v = vec![frt::<field_of!(S, b)>(); 3];
                unsafe { std::ptr::drop_in_place(v.as_mut_slice()) };
                std::mem::forget(v);
            }"""),
        ("drop-generic", "run", """
            struct D<T>(T, Vec<T>);
            impl<T> Drop for D<T> { fn drop(&mut self) {} }
            fn main() { let _d = D(frt::<field_of!(S, b)>(), vec![frt()]); }"""),
        ("fn-ptr-generic-method", "run", """
            trait Off { fn off() -> usize; }
            impl<F: Field> Off for F { fn off() -> usize { F::OFFSET } }
            fn main() { let f: fn() -> usize = <field_of!(G<u64>, v) as Off>::off; assert_eq!(f(), 0); }"""),
        ("copy-in-generic", "run", """
            fn dup<T: Copy>(t: T) -> (T, T) { (t, t) }
            fn main() { let _ = dup(frt::<field_of!(S, b)>()); let _ = dup([frt::<field_of!(S, a)>(); 4]); }"""),
        ("default-impl-clone-from", "run", """
            fn main() { let mut a: field_of!(S, a) = frt(); let b = frt(); a.clone_from(&b); }"""),
        ("vtable-clone-fnptr", "run", """
            fn main() { let v: Vec<fn(&field_of!(S, b)) -> field_of!(S, b)> = vec![Clone::clone, |x| *x]; for f in v { let _ = f(&frt()); } }"""),
        ("may-dangle", None, """
            struct D<T>(Vec<T>);
            unsafe impl<#[may_dangle] T> Drop for D<T> { fn drop(&mut self) {} }
            struct R<'a> { r: &'a u8 }
            fn main() { let d; { let v = 1u8; d = D(vec![frt::<field_of!(R<'_>, r)>()]); let _ = &v; } }""", ["dropck_eyepatch"]),
        ("async-drop-like", "run", EXECUTOR + """
            async fn hold(x: field_of!(S, b), s: String) -> usize { async {}.await; let _ = x; s.len() }
            fn main() { assert_eq!(block_on(hold(frt(), "ab".into())), 2); }"""),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_methods():
    """Method probing, autoderef and casts on FRT values (rustc_hir_typeck)."""
    defs = """
        struct S { a: u8, b: u32 }
        impl field_of!(S, a) { fn get(self) -> u8 { 1 } fn by_ref(&self) -> u8 { 2 } fn by_box(self: Box<Self>) -> u8 { 3 } }
        trait Ext { fn ext(&self) -> u8 { 4 } }
        impl<T: Field> Ext for T {}
    """
    cases = [
        ("inherent", "run", "fn main() { let x: field_of!(S, a) = frt(); assert_eq!(x.get() + x.by_ref() + Box::new(x).by_box(), 6); }"),
        ("autoderef", "run", "fn main() { let x: field_of!(S, a) = frt(); let r = &&&x; assert_eq!(r.by_ref(), 2); assert_eq!(r.ext(), 4); }"),
        ("no-method", "error", "fn main() { let x: field_of!(S, b) = frt(); x.get(); }"),
        ("ambiguous", "error", """
            trait Ext2 { fn ext(&self) -> u8 { 5 } }
            impl<T: Copy> Ext2 for T {}
            fn main() { let x: field_of!(S, a) = frt(); x.ext(); }"""),
        ("field-access", "error", "fn main() { let x: field_of!(S, a) = frt(); let _ = x.a; }"),
        ("tuple-index", "error", "fn main() { let x: field_of!((u8, u8), 0) = frt(); let _ = x.0; }"),
        ("cast-ptr", "run", "fn main() { let x: field_of!(S, a) = frt(); let p = &x as *const _ as usize; assert_ne!(p, 0); }"),
        ("cast-int", "error", "fn main() { let x: field_of!(S, a) = frt(); let _ = x as usize; }"),
        ("cast-to-frt", "error", "fn main() { let _ = 0u8 as field_of!(S, a); }"),
        ("cast-ptr-to-frt-ptr", "run", "fn main() { let s = S { a: 1, b: 2 }; let _p = &s as *const S as *const field_of!(S, b); }"),
        ("deref-error", "error", "fn main() { let x: field_of!(S, a) = frt(); let _ = *x; }"),
        ("index-error", "error", "fn main() { let x: field_of!(S, a) = frt(); let _ = x[0]; }"),
        ("ops-error", "error", "fn main() { let x: field_of!(S, a) = frt(); let _ = x + x; }"),
        ("call-assoc-on-value", "error", "fn main() { let x: field_of!(S, a) = frt(); let _ = x.OFFSET; }"),
        ("method-generic-frt", "run", """
            struct W<F>(PhantomData<F>);
            impl<F: Field<Type = u32>> W<F> { fn read(&self, b: &F::Base) -> u32 { *project::<F>(b) } }
            fn main() { assert_eq!(W::<field_of!(S, b)>(PhantomData).read(&S { a: 1, b: 7 }), 7); }"""),
        ("method-wrong-bound", "error", """
            struct W<F>(PhantomData<F>);
            impl<F: Field<Type = u32>> W<F> { fn read(&self) {} }
            fn main() { W::<field_of!(S, a)>(PhantomData).read(); }"""),
        ("arbitrary-self", None, """
            struct P<T>(T);
            impl<T> std::ops::Receiver for P<T> { type Target = T; }
            impl field_of!(S, b) { fn via(self: P<Self>) -> u8 { 9 } }
            fn main() { assert_eq!(P(frt::<field_of!(S, b)>()).via(), 9); }""", ["arbitrary_self_types"]),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_mismatch():
    """Relating FRTs: type mismatches between fields, bases, instantiations (rustc_type_ir::relate)."""
    defs = """
        struct S { a: u8, b: u8 }
        struct G<T> { v: T }
        struct R<'a> { r: &'a u8 }
        fn same<T>(_: T, _: T) {}
    """
    cases = [
        ("fields", "error", "fn main() { let _x: field_of!(S, a) = frt::<field_of!(S, b)>(); }"),
        ("bases", "error", "fn main() { same(frt::<field_of!(G<u8>, v)>(), frt::<field_of!(G<u16>, v)>()); }"),
        ("if-else", "error", "fn main() { let _ = if true { frt::<field_of!(S, a)>() } else { frt::<field_of!(S, b)>() }; }"),
        ("vs-unit", "error", "fn main() { let _x: field_of!(S, a) = (); }"),
        ("tuple-vs-struct", "error", "fn main() { same(frt::<field_of!((u8, u8), 0)>(), frt::<field_of!(S, a)>()); }"),
        ("infer-unify", "run", "fn main() { let x = frt(); same(x, frt::<field_of!(G<u8>, v)>()); let _y: field_of!(G<_>, v) = x; }"),
        ("infer-unify-conflict", "error", """
            fn main() { let x: field_of!(G<_>, v) = frt(); same(x, frt::<field_of!(G<u8>, v)>()); same(x, frt::<field_of!(G<u16>, v)>()); }"""),
        ("lifetime-invariant", "error", """
            fn f<'a>(x: &'a u8) { let y: field_of!(R<'a>, r) = frt(); let _z: field_of!(R<'static>, r) = y; }
            fn main() {}"""),
        ("lifetime-ok", "pass", """
            fn f<'a>(y: field_of!(R<'a>, r)) -> field_of!(R<'a>, r) { y }
            fn main() { let _ = f(frt::<field_of!(R<'static>, r)>()); }"""),
        ("fn-ptr-variance", "error", """
            fn f<'a>(g: fn(field_of!(R<'a>, r))) -> fn(field_of!(R<'static>, r)) { g }
            fn main() {}"""),
        ("generic-param-mismatch", "error", """
            fn f<T, U>(x: field_of!(G<T>, v)) -> field_of!(G<U>, v) { x }
            fn main() {}"""),
        ("closure-arg-mismatch", "error", """
            fn call<F: Fn(field_of!(S, a))>(f: F) { f(frt()) }
            fn main() { call(|_x: field_of!(S, b)| {}); }"""),
        ("return-impl-mismatch", "error", """
            fn f(b: bool) -> impl Copy { if b { return frt::<field_of!(S, a)>(); } frt::<field_of!(S, b)>() }
            fn main() {}"""),
        ("coerce-array", "error", "fn main() { let _v = [frt::<field_of!(S, a)>(), frt::<field_of!(S, b)>()]; }"),
        ("match-arms", "error", "fn main() { let _ = match 1 { 0 => frt::<field_of!(S, a)>(), _ => frt::<field_of!(G<u8>, v)>() }; }"),
    ]
    return [(n, program(defs + b, e, helpers=True)) for n, e, b in cases]


def t_error_base():
    """FRTs whose base contains an error: recovery after the first error must not ICE."""
    defs = """
        struct S { a: u8, b: u32 }
        struct G<T> { h: u8, v: T }
    """
    cases = [
        ("missing-arg", "error", "fn main() { let _ = <field_of!(G<Missing>, v) as Field>::OFFSET; }"),
        ("missing-arg-size", "error", "fn main() { let _ = size_of::<field_of!(G<Missing>, h)>(); let _ = type_name::<field_of!(G<Missing>, h)>(); }"),
        ("tuple-error-elem", "error", "fn main() { let _ = <field_of!((Missing, u8), 1) as Field>::OFFSET; }"),
        ("tuple-error-elem-project", "error", """
            fn main() { let t = (1u8, 2u8); let _ = project::<field_of!((Missing, u8), 1)>(&t); }"""),
        ("sig-error", "error", "fn f(x: field_of!(G<Missing>, v)) -> <field_of!(G<Missing>, v) as Field>::Type { loop {} }\nfn main() { f(frt()); }"),
        ("const-error-arg", "error", """
            struct A<const N: usize> { a: [u8; N], b: u8 }
            fn main() { let _ = <field_of!(A<{ 1 / 0 }>, b) as Field>::OFFSET; }"""),
        ("const-type-error-arg", "error", """
            struct A<const N: usize> { a: [u8; N], b: u8 }
            fn main() { let _ = <field_of!(A<{ "x" }>, b) as Field>::OFFSET; }"""),
        ("bad-field-then-use", "error", """
            fn main() { let x: field_of!(S, c) = frt(); let _ = <field_of!(S, c) as Field>::OFFSET; let _y = x; }"""),
        ("bad-field-in-impl", "error", """
            trait Tr { fn f() -> usize; }
            impl Tr for field_of!(S, nope) { fn f() -> usize { <Self as Field>::OFFSET } }
            fn main() { let _ = <field_of!(S, nope) as Tr>::f(); }"""),
        ("bad-field-in-static", "error", """
            static X: usize = <field_of!(S, zz) as Field>::OFFSET;
            static Y: [u8; <field_of!(S, zz) as Field>::OFFSET] = [];
            fn main() { let _ = X; }"""),
        ("error-in-struct-field", "error", """
            struct H { a: Missing, b: u8 }
            fn main() { let _ = <field_of!(H, b) as Field>::OFFSET; let _ = <field_of!(H, a) as Field>::OFFSET; }"""),
        ("error-in-generic-struct", "error", """
            struct H<T> { a: T, b: Missing }
            fn f<T>() -> usize { <field_of!(H<T>, a) as Field>::OFFSET }
            fn main() { f::<u8>(); }"""),
        ("unsized-error-elem", "error", """
            fn main() { let _ = <field_of!(([u8], u8), 1) as Field>::OFFSET; }"""),
        ("ambiguous-type", "error", """
            mod a { pub struct S { pub x: u8 } }
            mod b { pub struct S { pub x: u8 } }
            use a::*; use b::*;
            fn main() { let _ = <field_of!(S, x) as Field>::OFFSET; }"""),
        ("wrong-kind-arg", "error", "fn main() { let _ = <field_of!(G<'static>, v) as Field>::OFFSET; }"),
        ("enum-in-struct-position", "error", """
            enum E { V { x: u8 } }
            fn main() { let _ = <field_of!(E, x) as Field>::OFFSET; let _ = <field_of!(E, V.x) as Field>::Type::default(); }"""),
    ]
    return [(n, program(defs + b, e, helpers=True)) for n, e, b in cases]


def t_outlives():
    """Regions inside FRT bases: outlives, 'static requirements, implied bounds (rustc_type_ir::outlives)."""
    defs = """
        struct R<'a> { r: &'a u8 }
        struct G<T> { v: T }
        fn req_static<T: 'static>(_: T) {}
    """
    cases = [
        ("static-ok", "run", "fn main() { req_static(frt::<field_of!(R<'static>, r)>()); }"),
        ("static-err", "error", "fn f<'a>(_: &'a u8) { req_static(frt::<field_of!(R<'a>, r)>()); }\nfn main() {}"),
        ("generic-static-err", "error", "fn f<T>() { req_static(frt::<field_of!(G<T>, v)>()); }\nfn main() {}"),
        ("generic-static-ok", "pass", "fn f<T: 'static>() { req_static(frt::<field_of!(G<T>, v)>()); }\nfn main() { f::<u8>(); }"),
        ("any-with-lifetime", "error", """
            fn f<'a>(_: &'a u8) -> Box<dyn std::any::Any> { Box::new(frt::<field_of!(R<'a>, r)>()) }
            fn main() {}"""),
        ("thread-spawn", "run", """
            fn main() { let x = frt::<field_of!(R<'static>, r)>(); std::thread::spawn(move || { let _y = x; }).join().unwrap(); }"""),
        ("thread-spawn-err", "error", """
            fn f<'a>(_: &'a u8) { let x = frt::<field_of!(R<'a>, r)>(); std::thread::spawn(move || { let _y = x; }); }
            fn main() {}"""),
        ("rpit-capture", "run", """
            fn f<'a>(_: &'a u8) -> impl Copy + use<'a> { frt::<field_of!(R<'a>, r)>() }
            fn main() { let v = 1; let _ = f(&v); }"""),
        ("rpit-no-capture", "error", """
            fn f<'a>(_: &'a u8) -> impl Copy + use<> { frt::<field_of!(R<'a>, r)>() }
            fn main() {}"""),
        ("implied-bounds", "pass", """
            fn f<'a, 'b>(_: &'a &'b u8, _: field_of!((&'a &'b u8, u8), 0)) {}
            fn main() { let v = 1; let r = &v; f(&r, frt()); }"""),
        ("dyn-lifetime-base", "run", """
            fn main() { let _ = offset::<field_of!(G<Box<dyn Fn(&u8) + 'static>>, v)>(); let _ = type_name::<field_of!((&'static dyn Send, u8), 1)>(); }"""),
        ("wf-base-bound", "error", """
            struct B<T: Copy> { t: T }
            fn f(_: PhantomData<field_of!(B<String>, t)>) {}
            fn main() {}"""),
        ("wf-base-bound-generic", "error", """
            struct B<T: Copy> { t: T }
            fn f<T>() -> usize { <field_of!(B<T>, t) as Field>::OFFSET }
            fn main() {}"""),
    ]
    return [(n, program(defs + b, e, helpers=True)) for n, e, b in cases]


def t_const_eval():
    """Const evaluation with FRTs: const type_name/TypeId, pointers to FRT values, raw pointer projections."""
    defs = """
        #[repr(C)]
        struct S { a: u8, b: u32 }
    """
    cases = [
        ("const-type-name", None, """
            const N: &str = type_name::<field_of!(S, b)>();
            fn main() { assert!(N.starts_with("field_of!(")); }""", ["const_type_name"]),
        ("const-type-id", None, """
            const ID: std::any::TypeId = std::any::TypeId::of::<field_of!(S, b)>();
            fn main() { assert_eq!(ID, std::any::TypeId::of::<field_of!(S, b)>()); }""", ["const_type_id"]),
        ("const-project", "run", """
            const fn get<F: Field>(b: &F::Base) -> &F::Type { unsafe { &*(b as *const F::Base).byte_add(F::OFFSET).cast::<F::Type>() } }
            const V: u32 = *get::<field_of!(S, b)>(&S { a: 1, b: 42 });
            fn main() { assert_eq!(V, 42); }"""),
        ("const-project-mut", "run", """
            const fn set<F: Field>(b: &mut F::Base, v: F::Type) { unsafe { (b as *mut F::Base).byte_add(F::OFFSET).cast::<F::Type>().write(v) } }
            const V: S = { let mut s = S { a: 1, b: 2 }; set::<field_of!(S, b)>(&mut s, 9); s };
            fn main() { assert_eq!(V.b, 9); }"""),
        ("const-project-oob", "error", """
            struct Big { a: u8, b: [u64; 4] }
            const fn get<F: Field>(b: &u8) -> &F::Type { unsafe { &*(b as *const u8).byte_add(F::OFFSET).cast::<F::Type>() } }
            const V: [u64; 4] = *get::<field_of!(Big, b)>(&1);
            fn main() {}"""),
        ("const-ptr-frt", "run", """
            const P: *const field_of!(S, a) = &unsafe { std::mem::transmute::<(), field_of!(S, a)>(()) };
            fn main() { let _ = unsafe { *P }; }"""),
        ("const-offset-sum", "run", """
            const fn sum<A: Field, B: Field>() -> usize { A::OFFSET + B::OFFSET }
            const X: usize = sum::<field_of!(S, a), field_of!(S, b)>();
            fn main() { assert_eq!(X, 4); }"""),
        ("const-overflow", "error", """
            const X: u8 = (<field_of!(S, b) as Field>::OFFSET as u8) * 100;
            fn main() {}"""),
        ("const-size-generic", "run", """
            struct W<F>(PhantomData<F>);
            impl<F: Field> W<F> { const END: usize = F::OFFSET + size_of::<F::Type>(); }
            fn main() { assert_eq!(W::<field_of!(S, b)>::END, 8); }"""),
        ("static-project", "run", """
            static SS: S = S { a: 3, b: 4 };
            static PB: &u32 = unsafe { &*(&SS as *const S).byte_add(<field_of!(S, b) as Field>::OFFSET).cast::<u32>() };
            fn main() { assert_eq!(*PB, 4); }"""),
        ("const-trait-offset", None, """
            const trait Off { fn off() -> usize; }
            impl<F: Field> const Off for F { fn off() -> usize { F::OFFSET } }
            const X: usize = <field_of!(S, b) as Off>::off();
            fn main() { assert_eq!(X, 4); }""", ["const_trait_impl"]),
    ]
    return [(c[0], program(defs + c[2], c[1], features=c[3] if len(c) > 3 else (), helpers=True)) for c in cases]


def t_const_traits():
    """`[const]` bounds with FRTs: const Clone/Destruct (effect goals in both solvers), `[const] Field`."""
    defs = """
        struct S { a: u8, b: String }
        use std::marker::Destruct;
        const Z: field_of!(S, b) = unsafe { std::mem::transmute(()) };
    """
    feats = ["const_trait_impl", "const_clone", "const_destruct"]
    cases = [
        ("const-clone", "run", """
            const fn cl<T: [const] Clone>(t: &T) -> T { t.clone() }
            const C: field_of!(S, b) = cl(&Z);
            fn main() { let _ = C; }"""),
        ("const-destruct", "run", """
            const fn dr<T: [const] Destruct>(_t: T) {}
            const _: () = dr(Z);
            const _: () = dr((Z, 1u8, [Z; 2]));
            fn main() {}"""),
        ("const-field-bound", "error", """
            const fn f<F: [const] Field>() -> usize { F::OFFSET }
            fn main() { let _ = f::<field_of!(S, a)>(); }"""),
        ("const-trait-blanket", "pass", """
            const trait Get { fn get(&self) -> usize; }
            impl<F: Field + [const] Clone> const Get for F { fn get(&self) -> usize { let _c = self.clone(); F::OFFSET } }
            const X: usize = Z.get();
            fn main() {}"""),
        ("const-trait-copy", "run", """
            const trait Get { fn get(&self) -> usize; }
            impl<F: Field + Copy> const Get for F { fn get(&self) -> usize { let _c = *self; F::OFFSET } }
            const X: usize = Z.get();
            fn main() { assert_eq!(X, offset_of!(S, b)); }"""),
        ("const-closure", None, """
            const fn call<F: [const] FnOnce() -> usize>(f: F) -> usize { f() }
            const X: usize = call(const || <field_of!(S, a) as Field>::OFFSET);
            fn main() { assert_eq!(X, offset_of!(S, a)); }""", ["const_closures"]),
    ]
    return [(c[0], program(defs + c[2], c[1], features=feats + list(c[3] if len(c) > 3 else ()), helpers=True))
            for c in cases]


def t_lib_crates():
    """Library crates: every `pub` non-generic fn is codegened, also with impossible (trivial) bounds."""
    lib = ["crate_type = \"lib\""]
    feats = ["trivial_bounds", "core_intrinsics"]
    cases = [
        ("trivial-enum", "pass", """
            pub enum E { V { x: u8, y: u64 } }
            pub fn f() -> usize where field_of!(E, V.y): Field { <field_of!(E, V.y) as Field>::OFFSET }
            pub fn g() -> usize where field_of!(E, V.y): Field { std::intrinsics::field_offset::<field_of!(E, V.y)>() }
            pub fn h(b: &E) -> &u64 where field_of!(E, V.y): Field<Base = E, Type = u64> {
                unsafe { &*(b as *const E).byte_add(<field_of!(E, V.y) as Field>::OFFSET).cast() }
            }
            fn main() {}"""),
        ("trivial-union-packed-unsized", "pass", """
            pub union U { a: u8, b: u64 }
            pub fn f() -> usize where field_of!(U, b): Field { <field_of!(U, b) as Field>::OFFSET }
            #[repr(packed)]
            pub struct P { a: u8, b: u64 }
            pub fn p() -> usize where field_of!(P, b): Field { <field_of!(P, b) as Field>::OFFSET }
            pub struct T { a: u8, t: [u8] }
            pub fn t() -> usize where field_of!(T, a): Field { <field_of!(T, a) as Field>::OFFSET }
            fn main() {}"""),
        ("trivial-types", "pass", """
            pub enum E { V { x: u8, y: u64 } }
            pub fn f(x: <field_of!(E, V.y) as Field>::Type) -> u64 where field_of!(E, V.y): Field<Type = u64> { x }
            pub fn b() -> Option<<field_of!(E, V.y) as Field>::Base> where field_of!(E, V.y): Field { None }
            fn main() {}"""),
        ("pub-api", "pass", """
            pub struct S<'a, T> { pub a: u8, pub r: &'a T }
            pub type A = field_of!(S<'static, u8>, a);
            pub fn off<F: Field>() -> usize { F::OFFSET }
            pub fn late<'a>(_: field_of!(S<'a, u8>, r)) -> usize { off::<field_of!(S<'a, u8>, r)>() }
            pub fn hr(_: for<'a> fn(field_of!(S<'a, u8>, r))) {}
            pub static O: usize = <field_of!(S<'static, u16>, a) as Field>::OFFSET;
            #[inline]
            pub fn inlined<'s, T>(s: &'s S<'_, T>) -> &'s u8 { unsafe { &*(s as *const S<'_, T>).byte_add(<field_of!(S<'_, T>, a) as Field>::OFFSET).cast() } }
            fn main() {}"""),
        ("pub-trait-impls", "pass", """
            pub struct S { pub a: u8 }
            pub trait Tr { const O: usize; }
            impl<F: Field> Tr for F { const O: usize = F::OFFSET; }
            pub trait Dyn { fn m(&self) -> usize; }
            impl<F: Field> Dyn for F { fn m(&self) -> usize { <F as Tr>::O } }
            pub fn dynamic() -> Box<dyn Dyn> { Box::new(unsafe { std::mem::zeroed::<field_of!(S, a)>() }) }
            fn main() {}"""),
    ]
    return [(n, program(b, e, features=feats, helpers=True, attrs=lib)) for n, e, b in cases]


CATEGORIES = {
    "enum_variant": t_enum_variant,
    "generic_base": t_generic_base,
    "alias": t_alias,
    "self_type": t_self_type,
    "privacy": t_privacy,
    "impls": t_impls,
    "consts_statics": t_consts_statics,
    "closures_async": t_closures_async,
    "dyn_objects": t_dyn_objects,
    "const_generics": t_const_generics,
    "unions": t_unions,
    "packed": t_packed,
    "enums": t_enums,
    "unsized_tail": t_unsized_tail,
    "recursive": t_recursive,
    "frt_of_frt": t_frt_of_frt,
    "projection": t_projection,
    "size_of": t_size_of,
    "type_name": t_type_name,
    "transmute": t_transmute,
    "patterns": t_patterns,
    "where_clauses": t_where_clauses,
    "assoc_mismatch": t_assoc_mismatch,
    "overlap": t_overlap,
    "derive": t_derive,
    "macros": t_macros,
    "offsets": t_offsets,
    "layouts": t_layouts,
    "gate": t_gate,
    "builtin_syntax": t_builtin_syntax,
    "rustdoc": t_rustdoc,
    "intrinsic": t_intrinsic,
    "misc": t_misc,
    "shims": t_shims,
    "methods": t_methods,
    "mismatch": t_mismatch,
    "error_base": t_error_base,
    "outlives": t_outlives,
    "const_eval": t_const_eval,
    "const_traits": t_const_traits,
    "lib_crates": t_lib_crates,
}


def templates():
    out = {}
    for cat, gen in CATEGORIES.items():
        for variant, text in gen():
            name = "tpl-%s-%s.rs" % (cat.replace("_", "-"), variant)
            if name in out:
                raise ValueError("duplicate template name %s" % name)
            out[name] = text
    return out


# ---------------------------------------------------------------------------------------------


def programs(ui_dir):
    """{file name: text} of the whole corpus, identical texts once (the first name wins)."""
    seen, out = set(), {}
    for name, text in list(templates().items()) + list(mutations(ui_dir).items()):
        if text in seen:
            continue
        seen.add(text)
        out[name] = text
    return dict(sorted(out.items()))


def expectation(text):
    """The `//@ expect:` of a program (run, pass, error) or None."""
    m = re.match(r"//@ expect: (\w+)", text)
    return m.group(1) if m else None


def write(ui_dir, out_dir):
    """Write the corpus into out_dir; returns the sorted list of paths."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, text in programs(ui_dir).items():
        p = out_dir / name
        p.write_text(text)
        paths.append(p)
    return paths


if __name__ == "__main__":
    ui, out = sys.argv[1:3]
    ps = write(ui, out)
    print("%d programs in %s" % (len(ps), out))
