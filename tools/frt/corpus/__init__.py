"""A deterministic corpus of malformed and unusual FRT programs for the ICE harness.

`programs(ui_dir)` returns {file name: program text}; `write(ui_dir, out_dir)` writes them;
`expectation(text)` reads a program's `//@ expect:`. The same inputs always give the same
programs: there is no random state, every "random" choice is a hash of a fixed seed and what
is being chosen (choice.py). Identical texts are written once.

Two sources:

- `mut-<test>-<kind>-<n>.rs`: mutations of the fork's FRT ui tests and of their auxiliary
  crates (mutator.py).
- `tpl-<category>-<variant>.rs`: template programs, about half of which compile (many run a
  `main` that checks OFFSETs against `offset_of!`) and half are errors. Most are data, one
  file a case: templates/<category>/<variant>.rs (loader.py, the format in
  templates/README.md); the enum-variant matrix and the "random" layouts are computed
  (computed.py). A category is a directory or a generator there.

A template may start with `//@ expect: run` (compiles and its binary exits 0),
`//@ expect: pass` (compiles) or `//@ expect: error` (an ordinary compile error); the
harness compares this with the default flag set and reports mismatches as notes.

Stdlib only; runs on the host (unit tests) and inside the build environment
(`PYTHONPATH=tools python3 -m frt.corpus UI_DIR OUT_DIR` writes the corpus, for a look at it).
"""

import re
from pathlib import Path

from . import computed, loader
# Re-exported: the unit tests use them as corpus.X.
from .choice import SEED, h
from .mutator import (KINDS, PER_TEST, _features, invocations, mutate, mutations, split_args, text_of,
                      tokenize, untokenize)

__all__ = ["CATEGORIES", "KINDS", "PER_TEST", "SEED", "expectation", "h", "invocations", "mutate", "mutations",
           "programs", "split_args", "templates", "text_of", "tokenize", "untokenize", "write"]

CATEGORIES: tuple[str, ...] = tuple(sorted(set(loader.categories()) | set(computed.GENERATORS)))


def templates() -> dict[str, str]:
    """{`tpl-<category>-<variant>.rs`: text} of every category, written and computed."""
    out = {}
    for category in CATEGORIES:
        for variant, text in loader.load(category) + computed.generate(category):
            name = "tpl-%s-%s.rs" % (category.replace("_", "-"), variant)
            if name in out:
                raise ValueError("duplicate template name %s" % name)
            out[name] = text
    return out


def programs(ui_dir: str | Path) -> dict[str, str]:
    """{file name: text} of the whole corpus, identical texts once (the first name wins)."""
    seen, out = set(), {}
    for name, text in list(templates().items()) + list(mutations(ui_dir).items()):
        if text in seen:
            continue
        seen.add(text)
        out[name] = text
    return dict(sorted(out.items()))


def expectation(text: str) -> str | None:
    """The `//@ expect:` of a program (run, pass, error) or None."""
    m = re.match(r"//@ expect: (\w+)", text)
    return m.group(1) if m else None


def write(ui_dir: str | Path, out_dir: str | Path) -> list[Path]:
    """Write the corpus into out_dir; returns the sorted list of paths."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, text in programs(ui_dir).items():
        p = out_dir / name
        p.write_text(text)
        paths.append(p)
    return paths
