"""`./frt test --crates`: real crates' own test suites, with the published `pin-project-lite`
and with ours (examples/pin-project-lite), on the fork's toolchain on the host.

For each crate of frt.toml's `[crates]`: its published package is fetched with cargo (into a
scratch project's registry), copied without the lock file it ships (dependencies resolve to
their newest compatible versions), twice into $FRT_HOME/crates/<name>-<version>/, and its
suite runs in each copy with `cargo +frt test ARGS`. The `patched` copy adds
`[patch.crates-io] pin-project-lite = { path = ... }` and takes the `published` copy's
Cargo.lock with only `pin-project-lite` updated, so both runs build the same dependency
versions. A crate passes when its patched suite builds and gives the same counts. The table
goes to docs/crates.md, with `cargo tree -i pin-project-lite` of the patched copy.
"""

import json
import shutil
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from . import config
from .errors import FrtError
from .log import say

PIN_PROJECT_LITE = config.REPO / "examples" / "pin-project-lite"
RESULTS = config.REPO / "docs" / "crates.md"


Suite = config.CrateSuite  # one of frt.toml's [crates] suites


class Run(NamedTuple):
    built: bool
    passed: int
    failed: int
    seconds: float
    tail: str  # the end of cargo's output, for the report


class Outcome(NamedTuple):
    suite: Suite
    published: Run
    patched: Run
    tree: str  # `cargo tree -i pin-project-lite` of the patched copy

    @property
    def same(self) -> bool:
        """Both suites built and ran tests, with the same counts."""
        return self.published.built and self.patched.built and self.published.passed > 0 and (
            self.patched.passed, self.patched.failed) == (self.published.passed, self.published.failed)


def patch_section(path: Path) -> str:
    """The `[patch.crates-io]` table that puts our pin-project-lite in place of the published."""
    return '\n[patch.crates-io]\npin-project-lite = { path = %s }\n' % json.dumps(str(path))


def counts(output: str) -> tuple[int, int]:
    """Passed and failed tests of every `test result:` line of cargo test's output."""
    from .testing import compiletest_counts  # the same summary lines

    c = compiletest_counts(output)
    return c.passed, c.failed


def cargo(toolchain: str, args: Sequence[str], cwd: Path, env: dict[str, str]) -> tuple[int, str]:
    r = subprocess.run(["cargo", "+" + toolchain, *args], cwd=cwd, env=env, capture_output=True,
                       text=True, errors="replace")
    return r.returncode, r.stdout + r.stderr


def fetch(suite: Suite, work: Path, toolchain: str, env: dict[str, str]) -> Path:
    """The published package's source, copied to work/source (fetched once)."""
    source = work / "source"
    if (source / "Cargo.toml").exists():
        return source
    scratch = work / "fetch"
    shutil.rmtree(scratch, ignore_errors=True)
    (scratch / "src").mkdir(parents=True)
    (scratch / "src" / "lib.rs").write_text("")
    (scratch / "Cargo.toml").write_text(
        '[package]\nname = "fetch"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\n'
        '%s = "=%s"\n' % (suite.name, suite.version))
    rc, out = cargo(toolchain, ["fetch"], scratch, env)
    if rc != 0:
        raise FrtError("cargo fetch of %s %s failed:\n%s" % (suite.name, suite.version, out[-2000:]),
                       "check the network access to crates.io and the version in frt.toml")
    registry = Path(env.get("CARGO_HOME", Path.home() / ".cargo")) / "registry" / "src"
    found = sorted(registry.glob("*/%s-%s" % (suite.name, suite.version)))
    if not found:
        raise FrtError("cargo fetched %s %s but its source is not under %s" % (suite.name, suite.version, registry),
                       "rerun; if it persists, remove %s" % scratch)
    tmp = work / "source.partial"
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.copytree(found[0], tmp)
    # Packages ship the lock file of their last release, which can pin old dependencies that the
    # crate's --all-features suite no longer builds with (tower 0.5.3's pins tracing 0.1.9):
    # resolve afresh, as `cargo test` in a new checkout of the crate does.
    (tmp / "Cargo.lock").unlink(missing_ok=True)
    tmp.rename(source)
    return source


def test_copy(suite: Suite, source: Path, copy: Path, toolchain: str, env: dict[str, str],
              patched_lock_from: Path | None = None) -> Run:
    """`cargo test ARGS` in a fresh copy of the source (patched when a lock file to start from is
    given)."""
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(source, copy)
    if patched_lock_from is not None:
        with open(copy / "Cargo.toml", "a") as f:
            f.write(patch_section(PIN_PROJECT_LITE))
        shutil.copy(patched_lock_from, copy / "Cargo.lock")
        rc, out = cargo(toolchain, ["update", "-p", "pin-project-lite"], copy, env)
        if rc != 0:
            return Run(False, 0, 0, 0.0, out[-3000:])
    start = time.monotonic()
    rc, out = cargo(toolchain, ["test", *suite.args], copy, env)
    seconds = time.monotonic() - start
    passed, failed = counts(out)
    built = "could not compile" not in out and (rc == 0 or passed + failed > 0)
    return Run(built, passed, failed, seconds, out[-3000:])


def run_suite(suite: Suite, home: Path, toolchain: str, env: dict[str, str]) -> Outcome:
    work = home / "crates" / ("%s-%s" % (suite.name, suite.version))
    work.mkdir(parents=True, exist_ok=True)
    source = fetch(suite, work, toolchain, env)
    say("crates: %s %s as published" % (suite.name, suite.version))
    published = test_copy(suite, source, work / "published", toolchain, env)
    say("crates: %s %s: %d passed, %d failed (%.0f s)" % (suite.name, suite.version, published.passed,
                                                         published.failed, published.seconds))
    lock = work / "published" / "Cargo.lock"
    if not lock.exists():
        raise FrtError("cargo test left no Cargo.lock in %s" % lock.parent,
                       "its output above says why; rerun ./frt test --crates")
    say("crates: %s %s with examples/pin-project-lite" % (suite.name, suite.version))
    patched = test_copy(suite, source, work / "patched", toolchain, env, patched_lock_from=lock)
    _, tree = cargo(toolchain, ["tree", "-i", "pin-project-lite", "-e", "normal,dev"], work / "patched", env)
    say("crates: %s %s patched: %s" % (suite.name, suite.version, "built, %d passed, %d failed" % (
        patched.passed, patched.failed) if patched.built else "did not build"))
    return Outcome(suite, published, patched, tree.strip())


def report(outcomes: Sequence[Outcome], toolchain_version: str, when: str) -> str:
    """docs/crates.md."""
    lines = [
        "# Real crates with pin-project-lite on places",
        "",
        "Written by `./frt test --crates` (tools/frt/crates.py); the crates and versions are",
        "frt.toml's `[crates]`. Each crate's own suite ran with `cargo +frt test ARGS` on the host,",
        "as published and with `[patch.crates-io] pin-project-lite` pointing at",
        "`examples/pin-project-lite` (the same lock file, only `pin-project-lite` updated).",
        "",
        "Toolchain: `%s`. Run: %s." % (toolchain_version, when),
        "",
        "| crate | args | published: passed / failed | ours: passed / failed | same counts |",
        "| --- | --- | --- | --- | --- |",
    ]
    for o in outcomes:
        published = ("%d / %d" % (o.published.passed, o.published.failed)) if o.published.built else "does not build"
        ours = ("%d / %d" % (o.patched.passed, o.patched.failed)) if o.patched.built else "does not build"
        lines.append("| %s %s | `%s` | %s | %s | %s |" % (
            o.suite.name, o.suite.version, " ".join(o.suite.args) or "-", published, ours,
            "yes" if o.same else "no"))
    lines += ["", "## Where our pin-project-lite is used (`cargo tree -i pin-project-lite -e normal,dev`)", ""]
    for o in outcomes:
        lines += ["### %s %s" % (o.suite.name, o.suite.version), "", "```", o.tree or "(no output)", "```", ""]
        for what, run in (("as published", o.published), ("with ours", o.patched)):
            if not run.built:
                lines += ["Why it does not build %s (end of cargo's output):" % what, "", "```",
                          "\n".join(run.tail.splitlines()[-25:]), "```", ""]
    return "\n".join(lines).rstrip("\n") + "\n"
