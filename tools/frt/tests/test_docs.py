"""The repository's prose: every measured figure has one source, and nothing points outside.

A results file (bench/results.md, docs/timings.md, docs/crates.md) is where a measurement
lives; the other pages link to it. A figure is a number with what it counts or measures, as
the results files write them in the cells of their tables that hold measurements: a duration (`30 min 48 s`), a signed
percentage (`+0.918 %`), a ratio with three or more decimals (`1.00918`) or a number with
thousands separators (`41,879`). Goals (`+0.5 %`, `1.10 x`) are not figures: they are
stated where they apply, and the Goals table of bench/results.md is left out.
"""

import re
from pathlib import Path

from frt import config, tree

from .support import FrtTestCase

RESULTS = ("bench/results.md", "docs/timings.md", "docs/crates.md")

FIGURE = re.compile(
    r"\d+ min \d+ s"            # a duration with minutes and seconds
    r"|\d+ min(?! \d)"          # whole minutes
    r"|[+-]\d+\.\d+ %"          # a signed percentage
    r"|\b\d\.\d{3,}\b"          # a ratio with three or more decimals
    r"|\b\d{1,3}(?:,\d{3})+\b"  # a count with thousands separators
)


# The columns that name a row (what was measured, with which parameters) rather than hold a
# measurement.
LABEL_COLUMNS = {"what", "what changed", "crate", "crate / workload", "mode", "fields", "variant",
                 "args", "command", "home", "date", "goal"}


def table_cells(text: str, skip_sections: tuple[str, ...] = ()) -> list[str]:
    """The measurement cells of the markdown tables of `text`, outside the sections named: the
    cells of the columns that do not name the row (`LABEL_COLUMNS`)."""
    cells: list[str] = []
    section = ""
    lines = text.splitlines()
    labels: set[int] = set()
    for i, line in enumerate(lines):
        if line.startswith("#"):
            section = line.lstrip("#").strip()
            continue
        if section in skip_sections or not line.startswith("|"):
            continue
        row = [c.strip() for c in line.strip().strip("|").split("|")]
        if i + 1 < len(lines) and lines[i + 1].startswith("|") and set(lines[i + 1]) <= set("|- "):
            labels = {n for n, name in enumerate(row) if name in LABEL_COLUMNS}
            continue  # the header row
        if set(line) <= set("|- "):
            continue  # the separator
        cells.extend(c for n, c in enumerate(row) if n not in labels)
    return cells


def figures_of(text: str, skip_sections: tuple[str, ...] = ()) -> set[str]:
    """The figures of the measurement cells; a range's bounds (`1,000-4,000: 134.9`) name a
    step of a parameter, not a measurement."""
    out = set()
    for cell in table_cells(text, skip_sections):
        for m in FIGURE.finditer(cell):
            before, after = cell[:m.start()][-1:], cell[m.end():][:1]
            if before != "-" and after not in ("-", ":"):
                out.add(m.group(0))
    return out


def pages() -> list[Path]:
    """The prose a reader meets: README, docs/, the READMEs of bench/ and examples/."""
    out = [config.REPO / "README.md", config.REPO / "bench" / "README.md"]
    out += sorted((config.REPO / "docs").glob("*.md"))
    out += sorted((config.REPO / "examples").glob("*/README.md"))
    return [p for p in out if p.is_file() and str(p.relative_to(config.REPO)) not in RESULTS]


class DocsTest(FrtTestCase):
    def test_figures_are_found_in_table_cells_only(self) -> None:
        text = ("# R\n\n30 min 48 s in prose\n\n## Goals\n\n| goal | verdict |\n| --- | --- |\n"
                "| at most +0.5 % | holds, +0.918 % |\n\n## Data\n\n| what | time |\n| --- | --- |\n"
                "| the CI command | 30 min 48 s, 41,879 passed, ratio 1.00918, 2 min |\n"
                "\n| mode | fields | time |\n| --- | --- | --- |\n| check | 1,000 | 1 min, 1,000-4,000: 3 |\n")
        self.assertEqual(figures_of(text, ("Goals",)), {"30 min 48 s", "41,879", "1.00918", "2 min", "1 min"})

    def test_no_figure_of_a_results_file_is_repeated_elsewhere(self) -> None:
        figures: dict[str, str] = {}
        for name in RESULTS:
            path = config.REPO / name
            if path.is_file():
                for f in figures_of(path.read_text(), ("Goals",)):
                    figures.setdefault(f, name)
        found = []
        for page in pages():
            text = page.read_text()
            for f, source in sorted(figures.items()):
                # A bare decimal followed by a unit is another quantity (`1.260 s`), not a ratio.
                unit = r"(?!\s?(?:s|ms|MiB|GiB|MB)\b)" if re.fullmatch(r"\d\.\d+", f) else ""
                if re.search(r"(?<![\d.,+-])" + re.escape(f) + r"(?![\d,]|\.\d)" + unit, text):
                    found.append("%s repeats %r of %s" % (page.relative_to(config.REPO), f, source))
        self.assertEqual(found, [], "link to the results file instead of repeating its figures")

    def test_nothing_points_outside_the_repository(self) -> None:
        pattern = re.compile(r"\bbrief\b|spec §|\bissue [0-9]|\.\./shared/", re.IGNORECASE)
        found = []
        for path in pages() + sorted((config.REPO / "patches").glob("*.patch")):
            for n, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
                if path.suffix == ".patch" and line.startswith(("+", "-", " ")) and not line.startswith("---"):
                    continue  # the diff itself: code and upstream text, not our prose
                if pattern.search(line):
                    found.append("%s:%d: %s" % (path.relative_to(config.REPO), n, line.strip()))
        self.assertEqual(found, [])

    def test_the_series_has_one_author_and_short_subjects(self) -> None:
        authors, long_subjects = set(), []
        for path in sorted((config.REPO / "patches").glob("*.patch")):
            head = path.read_text(errors="replace").split("\n\n", 1)[0]
            unfolded = re.sub(r"\n[ \t]+", " ", head)  # RFC 2822 folding of long header lines
            fields = dict(l.split(": ", 1) for l in unfolded.splitlines() if ": " in l)
            authors.add(fields.get("From", ""))
            subject = fields.get("Subject", "").removeprefix("[PATCH] ")
            if len(subject) >= 72:
                long_subjects.append("%s: %d characters" % (path.name, len(subject)))
        self.assertEqual(authors, {"%s <%s>" % tree.SERIES_AUTHOR})
        self.assertEqual(long_subjects, [])
