"""The template cases kept as data: `templates/<category>/<variant>.rs`, one file a case.

A case file is a header of `//@` lines (expect, features, no-gate, crate-attr, prelude) and
then the end of its program, verbatim, where a line `//@ include: PATH` stands for a shared
file; `render` puts the expectation, features and the common prelude before it. The format
is in templates/README.md.
"""

import re
import textwrap
from dataclasses import dataclass
from pathlib import Path

TEMPLATES = Path(__file__).resolve().parent / "templates"
SHARED = TEMPLATES / "_shared"

EXPECTATIONS = ("run", "pass", "error")
PRELUDES = ("full", "header", "none")
HEADER_RE = re.compile(r"//@ ([a-z-]+)(?:: (.+))?")
INCLUDE_RE = re.compile(r"([ \t]*)//@ include: (\S+)\n?")


@dataclass(frozen=True)
class Meta:
    """What goes before a case's text (the header of its file)."""

    expect: str | None = None
    features: tuple[str, ...] = ()
    gate: bool = True
    crate_attrs: tuple[str, ...] = ()
    prelude: str = "full"


def parse(text: str, where: str = "<case>") -> tuple[Meta, str]:
    """The header of a case file and the rest of it; a malformed header is a ValueError."""
    fields: dict = {}
    lines = text.splitlines(keepends=True)
    n = 0
    while n < len(lines) and lines[n].startswith("//@ ") and not INCLUDE_RE.fullmatch(lines[n]):
        m = HEADER_RE.fullmatch(lines[n].rstrip("\n"))
        key, value = (m.group(1), m.group(2)) if m else (lines[n].strip(), None)
        if key == "no-gate" and value is None:
            fields["gate"] = False
        elif key == "expect" and value in EXPECTATIONS:
            fields["expect"] = value
        elif key == "features" and value:
            fields["features"] = tuple(f.strip() for f in value.split(","))
        elif key == "crate-attr" and value:
            fields["crate_attrs"] = fields.get("crate_attrs", ()) + (value,)
        elif key == "prelude" and value in PRELUDES:
            fields["prelude"] = value
        else:
            raise ValueError("%s:%d: not a header line: %s" % (where, n + 1, lines[n].rstrip("\n")))
        n += 1
    return Meta(**fields), "".join(lines[n:])


def expand(text: str, here: Path) -> str:
    """text with every `//@ include: PATH` line replaced by the file here/PATH, indented alike."""
    out = []
    for line in text.splitlines(keepends=True):
        m = INCLUDE_RE.fullmatch(line)
        out.append(textwrap.indent((here / m.group(2)).read_text(), m.group(1)) if m else line)
    return "".join(out)


def render(meta: Meta, body: str) -> str:
    """The program: expectation, features, crate attributes, the prelude, then body."""
    lines = ["//@ expect: %s" % meta.expect] if meta.expect else []
    features = (["field_projections"] if meta.gate else []) + list(meta.features)
    if features:
        lines.append("#![feature(%s)]" % ", ".join(features))
    lines += ["#![%s]" % a for a in meta.crate_attrs]
    text = "".join(line + "\n" for line in lines)
    if meta.prelude != "none":
        text += (SHARED / "header.rs").read_text()
        if meta.prelude == "full":
            text += "\n" + (SHARED / "helpers.rs").read_text()
        text += "\n"
    return text + body


def categories() -> list[str]:
    """The categories that have a directory of cases, sorted."""
    return sorted(p.name for p in TEMPLATES.iterdir() if p.is_dir() and not p.name.startswith("_"))


def load(category: str) -> list[tuple[str, str]]:
    """[(variant, program text)] of the case files of category, sorted by name."""
    here = TEMPLATES / category
    out = []
    for path in sorted(here.glob("*.rs")):
        if not path.name.startswith("_"):
            meta, body = parse(path.read_text(), str(path))
            out.append((path.stem, render(meta, expand(body, here))))
    return out
