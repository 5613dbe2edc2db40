#!/usr/bin/env python3
"""Draw results.png from results.json (run by `./frt bench` with the
virtualenv's python, which has the matplotlib of bench/requirements.txt).

    plot.py RESULTS.json RESULTS.png

Left: instruction-count ratio fork/base per crate and build mode, with the
+0.5 % goal. Middle: CPU time of the FRT-heavy crates against the number of
projected fields, field_of! vs hand-written marker types, per build mode.
Right: the fork against the official rustc, CPU time and peak memory ratios
fork/official per workload and mode, with the 1.10 limit.
"""

import json
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import Patch  # noqa: E402


def not_measured(ax):
    """An empty panel for a part of the benchmark that results.json does not hold."""
    ax.text(0.5, 0.5, "not measured", ha="center", va="center", transform=ax.transAxes)
    ax.set_axis_off()


def left(ax, ct):
    ax.set_title("Fork vs base on code without FRTs\n(callgrind instructions, fork / base)")
    if not ct or not ct.get("rows"):
        return not_measured(ax)
    rows = ct["rows"]
    labels = ["%s\n%s" % (r["crate"], r["mode"]) for r in rows]
    ratios = [r["ratio"] for r in rows]
    goal = 1 + ct["goal"]
    colors = ["tab:green" if r["verdict"] == "holds" else "tab:red" for r in rows]
    xs = range(len(rows))
    ax.bar(xs, [x - 1 for x in ratios], bottom=1, color=colors, width=0.6)
    ax.axhline(1, color="black", linewidth=0.8)
    ax.axhline(goal, color="tab:red", linestyle="--", linewidth=1, label="goal: <= %+.1f %%" % (100 * ct["goal"]))
    for x, r in zip(xs, ratios):
        ax.annotate("%+.3f %%" % (100 * (r - 1)), (x, r), ha="center", va="bottom" if r >= 1 else "top",
                    fontsize=8, xytext=(0, 2 if r >= 1 else -2), textcoords="offset points")
    ax.set_xticks(list(xs))
    ax.set_xticklabels(labels, fontsize=8)
    span = max([abs(r - 1) for r in ratios] + [ct["goal"]]) * 1.4
    ax.set_ylim(1 - span, 1 + span)
    ax.set_ylabel("instructions fork / base")
    ax.legend(loc="lower right", fontsize=8)


def right(ax, fh):
    ax.set_title("FRT-heavy crates (fork)\nfield_of! vs marker types, CPU time (user + sys)")
    if not fh or not fh.get("points"):
        return not_measured(ax)
    styles = {"frt": ("tab:blue", "o", "field_of!"), "marker": ("tab:orange", "s", "marker types")}
    dashes = ["-", "--", ":"]
    for i, mode in enumerate(fh["modes"]):
        for variant, (color, mark, name) in styles.items():
            pts = sorted((p["size"], p["cpu_s"]) for p in fh["points"] if p["mode"] == mode and p["variant"] == variant)
            if pts:
                # Hollow markers for the first mode, so that coinciding lines of two modes both show.
                ax.plot([p[0] for p in pts], [p[1] for p in pts], color=color, marker=mark,
                        markerfacecolor="white" if i == 0 else color, markersize=8 if i == 0 else 5,
                        linestyle=dashes[i % len(dashes)], label="%s, %s" % (name, mode))
    ax.set_xlabel("projected fields in the crate")
    ax.set_ylabel("CPU time, median (s)")
    ax.set_xlim(left=0)
    ax.set_ylim(bottom=0)
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=8)


def official(ax, vo):
    ax.set_title("Fork vs the official rustc 1.95.0 on code without FRTs\n(fork / official, median)")
    if not vo or not vo.get("rows"):
        return not_measured(ax)
    rows = vo["rows"]
    limit = vo["limit"]
    labels = ["%s\n%s" % (r["name"], r["mode"]) for r in rows]
    xs = list(range(len(rows)))
    width = 0.38
    handles = []
    for dx, key, color, name in ((-width / 2, "cpu", "tab:blue", "CPU time"),
                                 (width / 2, "rss", "tab:orange", "peak memory")):
        ratios = [r[key + "_ratio"] for r in rows]
        # A failing row is hatched; bars start at 1, so they show how far each ratio is from parity.
        hatches = ["" if r[key + "_verdict"] != "fails" else "//" for r in rows]
        for x, q, h in zip(xs, ratios, hatches):
            ax.bar(x + dx, q - 1, bottom=1, width=width, color=color, hatch=h, edgecolor="black" if h else color)
            ax.annotate("%.2f" % q, (x + dx, q), ha="center", va="bottom" if q >= 1 else "top", fontsize=7,
                        xytext=(0, 2 if q >= 1 else -2), textcoords="offset points")
        handles.append(Patch(color=color, label=name))
    ax.axhline(1, color="black", linewidth=0.8)
    handles.append(ax.axhline(limit, color="tab:red", linestyle="--", linewidth=1, label="limit: %.2f" % limit))
    handles.append(Patch(facecolor="white", edgecolor="black", hatch="//", label="above the limit"))
    ax.set_xticks(xs)
    ax.set_xticklabels(labels, fontsize=8)
    qs = [r[k + "_ratio"] for r in rows for k in ("cpu", "rss")]
    span = max([abs(q - 1) for q in qs] + [limit - 1]) * 1.3
    ax.set_ylim(1 - span, 1 + span)
    ax.set_ylabel("fork / official (%s build)" % vo.get("against", "?"))
    ax.legend(handles=handles, loc="lower right", fontsize=8)


def main(argv):
    with open(argv[1]) as f:
        res = json.load(f)
    fig, (a, b, c) = plt.subplots(1, 3, figsize=(19.5, 5.4))
    left(a, res.get("compile_time"))
    right(b, res.get("frt_heavy"))
    official(c, res.get("vs_official"))
    fig.suptitle("rustc-frt benchmarks (%s)" % res.get("date", ""), fontsize=11)
    fig.tight_layout()
    fig.savefig(argv[2], dpi=110)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
