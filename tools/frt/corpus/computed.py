"""The template cases that are computed rather than written out.

- enum_variant: every field spelling of an enum (valid, valid only as a type, invalid) in
  every context (a type, a `Field` bound, `OFFSET`, `type_name`); the category's written
  cases and its `_defs.rs` (the enum) are in templates/enum_variant/.
- layouts: fixed "random" struct layouts (a hash of the seed, `choice.h`), every field's
  OFFSET checked against `offset_of!`.
"""

import re
from typing import Callable

from .choice import h, pick
from .loader import TEMPLATES, Meta, render

Cases = list[tuple[str, str]]  # [(variant, program text)]

# field spellings of `enum E { V { x: u8, y: u32 }, T(u16, u8), U }`
VALID = ["V.x", "T.1"]  # in every context
VALID_TY = ["V.y", "T.0", "r#V.x", "V . x"]  # only as a type
INVALID = ["V.z", "W.x", "T.2", "U.x", "U.0", "V", "x", "V.x.y", "T.x", "V.0", "0.x", "Self.x",
           "E.V.x", "V.self", "V.", "V..x", "T.00", "T.1e0", "E::V.x"]
# context: (expectation with a valid field, main with @F@ for the field)
CONTEXTS = {
    "ty": ("run", "fn main() { let _: PhantomData<field_of!(E, @F@)> = PhantomData; }"),
    "bound": ("error", "fn main() { is_field::<field_of!(E, @F@)>(); }"),
    "offset": ("error", "fn main() { let _ = <field_of!(E, @F@) as Field>::OFFSET; }"),
    "name": ("run", 'fn main() { assert!(type_name::<field_of!(E, @F@)>().starts_with("field_of!(")); }'),
}

LAYOUT_TYPES = ["u8", "u16", "u32", "u64", "u128", "i8", "bool", "char", "f32", "f64", "usize", "()",
                "[u8; 3]", "[u32; 2]", "(u8, u32)", "Option<u8>", "Option<Box<u8>>", "&'static str",
                "*const u8", "String", "Vec<u16>", "PhantomData<u64>", "std::num::NonZeroU32",
                "Option<std::num::NonZeroU16>", "Inner", "field_of!(Inner, y)", "[u64; 0]", "Box<dyn Fn()>",
                "std::cell::Cell<u16>", "std::sync::atomic::AtomicU8"]
LAYOUT_REPRS = ["", "#[repr(C)]", "#[repr(align(16))]", "#[repr(C, align(8))]", "#[repr(align(2))]"]
LAYOUT_KINDS = ["named", "tuple", "generic", "tuple-type"]


def slug(s: str) -> str:
    """s as a file-name part: runs of other characters as `_`, lower case."""
    s = re.sub(r"[^A-Za-z0-9]+", "_", s).strip("_").lower()
    return s or "x"


def enum_variant() -> Cases:
    """Every field spelling in the contexts where it makes sense."""
    enum = (TEMPLATES / "enum_variant" / "_defs.rs").read_text()

    def case(name: str, expect: str, context: str, field: str) -> tuple[str, str]:
        main = CONTEXTS[context][1].replace("@F@", field)
        return name, render(Meta(expect=expect), enum + main + "\n")

    out = []
    for i, field in enumerate(VALID):
        for context, (expect, _) in CONTEXTS.items():
            out.append(case("%s-%d-%s" % (context, i, slug(field)), expect, context, field))
    for i, field in enumerate(VALID_TY, len(VALID)):
        out.append(case("ty-%d-%s" % (i, slug(field)), "run", "ty", field))
    for i, field in enumerate(INVALID):
        out.append(case("bad-%d-%s" % (i, slug(field)), "error", "ty", field))
    return out


def layout(n: int) -> tuple[str, str]:
    """The n-th layout: a struct (named, tuple, generic) or a tuple, and a main that checks it."""
    nfields = 1 + h("layout", n, "n") % 7
    kind = pick(LAYOUT_KINDS, "layout", n, "kind")
    repr_ = pick(LAYOUT_REPRS, "layout", n, "repr")
    tys = [pick(LAYOUT_TYPES, "layout", n, "ty", i) for i in range(nfields)]
    named = ["f%d" % i for i in range(nfields)]
    lines = ["#[repr(C)]", "struct Inner { x: u8, y: u32 }"]
    if kind == "named":
        lines += [repr_, "struct L { %s }" % ", ".join("%s: %s" % ft for ft in zip(named, tys))]
        base, fields = "L", named
    elif kind == "tuple":
        lines += [repr_, "struct L(%s);" % ", ".join(tys)]
        base, fields = "L", [str(i) for i in range(nfields)]
    elif kind == "generic":
        params = ["P%d" % i for i in range(nfields)]
        fields_of_params = ", ".join("%s: %s" % fp for fp in zip(named, params))
        lines += [repr_, "struct L<%s> { %s }" % (", ".join(params), fields_of_params)]
        base, fields = "L<%s>" % ", ".join(tys), named
    else:
        base, fields = "(%s,)" % ", ".join(tys), [str(i) for i in range(nfields)]
    checks = ['    let (frt, std) = (<field_of!(%s, %s) as Field>::OFFSET, offset_of!(%s, %s));\n'
              '    println!("%s.%s: {frt}", frt = frt);\n'
              '    assert_eq!(frt, std);\n'
              '    assert_eq!(offset::<field_of!(%s, %s)>(), std);' % (base, f, base, f, kind, f, base, f)
              for f in fields]
    lines.append("fn main() {\n%s\n}" % "\n".join(checks))
    body = "\n".join(line for line in lines if line) + "\n"
    return "%02d-%s" % (n, kind), render(Meta(expect="run"), body)


def layouts(count: int = 16) -> Cases:
    """count fixed "random" layouts."""
    return [layout(n) for n in range(count)]


GENERATORS: dict[str, Callable[[], Cases]] = {"enum_variant": enum_variant, "layouts": layouts}


def generate(category: str) -> Cases:
    """The computed cases of category (none for most)."""
    return GENERATORS[category]() if category in GENERATORS else []
