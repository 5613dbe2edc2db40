"""`./frt bench`: the statistics and verdicts both benchmarks share (pure, unit tested)."""

import statistics

CT_GOAL = 0.005  # fork may cost at most +0.5 % instructions
LINEAR_FACTOR = 1.5  # per-field growth of the last size step / of the first one
QUADRATIC_NOTE = "a quadratic cost would give (n3 + n2) / (n2 + n1), 4.0 for 1k/4k/16k"


def median(xs):
    xs = list(xs)
    if not xs:
        raise ValueError("median of no values")
    return statistics.median(xs)


def spread(xs):
    """(max - min) / median: how far apart the runs are."""
    m = median(xs)
    return (max(xs) - min(xs)) / m if m else 0.0


def ratio(a, b):
    return a / b


def ct_verdict(r, goal=CT_GOAL):
    return "holds" if r <= 1 + goal else "fails"


def speed_verdict(r, noise):
    """FRT / marker: no slower (<= 1), no slower within the run-to-run noise, or slower."""
    if r <= 1.0:
        return "holds"
    if r <= 1.0 + noise:
        return "holds within noise"
    return "fails"


def growth(points):
    """Per-field growth between consecutive sizes: [(n1, n2, (y2 - y1) / (n2 - n1))]."""
    pts = sorted(points)
    return [(n1, n2, (y2 - y1) / (n2 - n1)) for (n1, y1), (n2, y2) in zip(pts, pts[1:])]


def linearity(points, factor=LINEAR_FACTOR):
    """(slope of the last size step / slope of the first, verdict).

    Linear: the per-field cost of the largest step is at most `factor` times
    that of the smallest step. Needs three sizes or more.
    """
    g = growth(points)
    if len(g) < 2:
        return None, "not judged (needs 3 sizes)"
    first, last = g[0][2], g[-1][2]
    if first <= 0:
        return None, "not judged (no growth between the first sizes)"
    q = last / first
    return q, "holds" if q <= factor else "fails"
