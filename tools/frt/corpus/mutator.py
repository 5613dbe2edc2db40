"""Mutations of the fork's FRT ui tests: `mut-<test>-<kind>-<n>.rs`.

Inside the n-th `field_of!(...)` of a test a token is dropped, swapped or duplicated, the
field or the base is replaced by something wrong (MUTATIONS), the invocation itself is
rewritten (INVOCATION_MUTATIONS), or the whole file is changed (FILE_MUTATIONS: feature gate
or import dropped, raw `builtin # field_of` syntax, packed structs, ...). Every test (and
auxiliary crate, with a `main` added) gets PER_TEST mutations, the kinds rotating over the
tests; every choice is a hash (`choice.h`), so the same tests always give the same mutants.
"""

import re
from pathlib import Path
from typing import Callable, Sequence

from .choice import h, pick

PER_TEST = 9  # mutations per ui test (and auxiliary crate)

Token = tuple[str, str]  # (leading whitespace, token)


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


def tokenize(text: str) -> list[Token]:
    """[(leading whitespace, token)] of text."""
    out, ws = [], ""
    for m in TOKEN_RE.finditer(text):
        if m.group("ws") is not None:
            ws += m.group("ws")
        else:
            out.append((ws, m.group("tok")))
            ws = ""
    return out


def untokenize(toks: list[Token]) -> str:
    """The text of toks (the inverse of tokenize, but for trailing whitespace)."""
    return "".join(ws + t for ws, t in toks)


INVOCATION_RE = re.compile(r"field_of!\s*\(")


def in_code(text: str) -> list[bool]:
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


def invocations(text: str) -> list[tuple[int, int, int, int]]:
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


def split_args(toks: list[Token]) -> tuple[list[Token], list[Token]]:
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


def text_of(toks: list[Token]) -> str:
    """The text of toks without surrounding whitespace."""
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


def _drop(base: list[Token], field: list[Token], toks: list[Token], key: object) -> str | None:
    """One token dropped."""
    if len(toks) < 2:
        return None
    i = h(key, "drop") % len(toks)
    return untokenize(toks[:i] + toks[i + 1:])


def _swap(base: list[Token], field: list[Token], toks: list[Token], key: object) -> str | None:
    """Two different tokens swapped."""
    if len(toks) < 2:
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


def _dup(base: list[Token], field: list[Token], toks: list[Token], key: object) -> str | None:
    """One token doubled."""
    if not toks:
        return None
    i = h(key, "dup") % len(toks)
    return untokenize(toks[:i + 1] + [(" ", toks[i][1])] + toks[i + 1:])


FIELD_NUMERIC = ["0", "1", "9", "18446744073709551616", "0x1", "1_0", "01", "1e2", "1.", "1.1",
                 "0.0.0", "1.2e3", "0u8", "1.0f32", "-1", "0b1"]
FIELD_KEYWORD = ["self", "Self", "super", "crate", "type", "r#type", "async", "_", "dyn", "union",
                 "'a", '"a"', "a!()", "a()", "(a)", "{a}", "a as u8", "a + b", "<a>", "V::a", "&a",
                 "a[0]", "..", "a..", "a = 1", "if", "[0]", "a.0", "0.a"]


def _field_missing(base: list[Token], field: list[Token], toks: list[Token], key: object) -> str | None:
    """A field the base does not have."""
    return "%s, %s" % (text_of(base), pick(["missing_field", "nonexistent", "A", "x_y_z", "__"], key))


def _field_numeric(base: list[Token], field: list[Token], toks: list[Token], key: object) -> str | None:
    """A numeric field, often malformed."""
    return "%s, %s" % (text_of(base), pick(FIELD_NUMERIC, key, "num"))


def _field_keyword(base: list[Token], field: list[Token], toks: list[Token], key: object) -> str | None:
    """A keyword, a raw identifier or an expression as the field."""
    kw = pick(FIELD_KEYWORD + ["r#" + (text_of(field) or "a")], key, "kw")
    return "%s, %s" % (text_of(base), kw)


def _field_variant(base: list[Token], field: list[Token], toks: list[Token], key: object) -> str | None:
    """A variant path that is wrong for the base."""
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


def _base(kind: str) -> Callable[..., str | None]:
    """The mutation that replaces the base by one of BASE_WRONG[kind]."""
    def f(base: list[Token], field: list[Token], toks: list[Token], key: object) -> str | None:
        b = text_of(base) or "S"
        return "%s, %s" % (BASE_WRONG[kind](b, (key, kind)), text_of(field) or "a")
    return f


def _empty(base: list[Token], field: list[Token], toks: list[Token], key: object) -> str | None:
    """Missing or doubled arguments."""
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


def _features(text: str, add: Sequence[str] = (), remove: Sequence[str] = ()) -> str:
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


def _all_builtin(text: str, key: object) -> str | None:
    """Every invocation in the raw `builtin # field_of(..)` syntax."""
    if not invocations(text):
        return None
    out, last = [], 0
    for start, inner_start, inner_end, end in invocations(text):
        out.append(text[last:start])
        out.append("builtin # field_of(%s)" % text[inner_start:inner_end])
        last = end
    out.append(text[last:])
    return _features("".join(out), add=["builtin_syntax"])


def _packed(text: str, key: object) -> str:
    """Every struct `#[repr(packed)]`."""
    return re.sub(r"^(\s*)((?:pub(?:\([^)]*\))? )?struct )", r"\1#[repr(packed)]\n\1\2", text, flags=re.M)


def _struct_to_union(text: str, key: object) -> str:
    """The first braced struct made a union."""
    return re.sub(r"^(\s*(?:pub(?:\([^)]*\))? )?)struct (\w+)(<[^>{]*>)? \{", r"\1union \2\3 {", text,
                  count=1, flags=re.M)


def _drop_field_def(text: str, key: object) -> str | None:
    # the first named field of the first braced struct
    m = re.search(r"struct \w+(?:<[^>{]*>)? \{\s*((?:pub(?:\([^)]*\))? )?\w+: [^,\n}]*,?)", text)
    if not m:
        return None
    return text[:m.start(1)] + text[m.end(1):]


def _generic_main(text: str, key: object) -> str | None:
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


def mutate(text: str, kind: str, key: object) -> str | None:
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


def sources(ui_dir: str | Path) -> dict[str, str]:
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


def mutations(ui_dir: str | Path) -> dict[str, str]:
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
