"""`./frt bench`: the statistics and verdicts both benchmarks share (pure, unit tested)."""

import statistics
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

CT_GOAL = 0.005  # fork may cost at most +0.5 % instructions
OFFICIAL_LIMIT = 1.10  # fork / official rustc, CPU time and peak memory, on every workload
LINEAR_FACTOR = 1.5  # per-field growth of the last size step / of the first one
QUADRATIC_NOTE = "a quadratic cost would give (n3 + n2) / (n2 + n1), 4.0 for 1k/4k/16k"

Json = dict[str, Any]  # a part of results.json


def median(xs: Iterable[float]) -> float:
    xs = list(xs)
    if not xs:
        raise ValueError("median of no values")
    return statistics.median(xs)


def spread(xs: Sequence[float]) -> float:
    """(max - min) / median: how far apart the runs are."""
    m = median(xs)
    return (max(xs) - min(xs)) / m if m else 0.0


def ratio(a: float, b: float) -> float:
    return a / b


def ct_verdict(r: float, goal: float = CT_GOAL) -> str:
    return "holds" if r <= 1 + goal else "fails"


def limit_verdict(r: float, noise: float, limit: float) -> str:
    """A ratio against its limit: within it, within it up to the run-to-run noise (the ratio exceeds
    the limit by at most the relative spread `noise`), or above it."""
    if r <= limit:
        return "holds"
    if r <= limit * (1.0 + noise):
        return "holds within noise"
    return "fails"


def speed_verdict(r: float, noise: float) -> str:
    """FRT / marker: no slower (<= 1), no slower within the run-to-run noise, or slower."""
    return limit_verdict(r, noise, 1.0)


def overall(verdicts: Iterable[str]) -> str:
    """One verdict for a goal from those of its rows: fails if one fails, then within noise, then holds."""
    vs = list(verdicts)
    if "fails" in vs:
        return "fails"
    if "holds within noise" in vs:
        return "holds within noise"
    return "holds"


class Step(NamedTuple):
    """The growth between two sizes (in results.json a list [n1, n2, per_field])."""

    n1: int
    n2: int
    per_field: float  # (y2 - y1) / (n2 - n1)


class Linearity(NamedTuple):
    ratio: float | None  # per-field growth of the last step / of the first; None when not judged
    verdict: str


def growth(points: Iterable[tuple[int, float]]) -> list[Step]:
    """Per-field growth between consecutive sizes, from (size, measure) points."""
    pts = sorted(points)
    return [Step(n1, n2, (y2 - y1) / (n2 - n1)) for (n1, y1), (n2, y2) in zip(pts, pts[1:])]


def linearity(points: Iterable[tuple[int, float]], factor: float = LINEAR_FACTOR) -> Linearity:
    """Whether the growth is linear: the slope of the last size step / that of the first, and the verdict.

    Linear: the per-field cost of the largest step is at most `factor` times
    that of the smallest step. Needs three sizes or more.
    """
    g = growth(points)
    if len(g) < 2:
        return Linearity(None, "not judged (needs 3 sizes)")
    first, last = g[0].per_field, g[-1].per_field
    if first <= 0:
        return Linearity(None, "not judged (no growth between the first sizes)")
    q = last / first
    return Linearity(q, "holds" if q <= factor else "fails")
