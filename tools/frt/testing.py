"""`./frt test`: unit tests, the fork's ui tests, hello world, the examples; `N passed, N failed`."""

import argparse
import os
import re
import shutil
import subprocess
import tempfile
import time
import unittest
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from . import build, config, editor, env, lsp, prepare, toolchain
from .errors import FrtError
from .log import say
from .prepare import Ctx

HELLO = 'fn main() {\n    println!("hello from rustc-frt");\n}\n'


class Tally:
    """The counts of `./frt test`: one note per step, and the sums."""

    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0
        self.notes: list[str] = []

    def add(self, what: str, passed: int, failed: int) -> None:
        self.passed += passed
        self.failed += failed
        self.notes.append("%-34s %d passed, %d failed" % (what, passed, failed))

    def report(self) -> str:
        """The summary `./frt test` prints last."""
        lines = ["  " + n for n in self.notes]
        return "\n".join(lines + ["%d passed, %d failed" % (self.passed, self.failed)]) + "\n"


def keep_report(tally: Tally, path: Path, argv: Sequence[str], started: float) -> None:
    """Write the summary to `path` (`$FRT_HOME/last-test.txt`), with the command, the commit of
    this checkout and the wall time, so the counts of a run nobody watched (CI's) can be read
    afterwards. Each run replaces it."""
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=config.REPO,
                          capture_output=True, text=True).stdout.strip() or "unknown"
    wall = time.monotonic() - started
    header = "$ %s\ncommit %s, finished %s, wall %d min %d s\n" % (
        " ".join(["./frt", "test", *argv]), head, time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), wall // 60, wall % 60)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(header + tally.report())


def unit(tally: Tally) -> None:
    say("driver unit tests")
    suite = unittest.defaultTestLoader.discover(str(Path(__file__).parent / "tests"), top_level_dir=str(config.REPO / "tools"))
    r = unittest.TextTestRunner(verbosity=1).run(suite)
    bad = len(r.failures) + len(r.errors)
    tally.add("driver unit tests", r.testsRun - bad, bad)


class Counts(NamedTuple):
    passed: int
    failed: int
    names: list[str]  # the failing tests, as compiletest lists them


def compiletest_counts(output: str) -> Counts:
    """Sum the `test result:` lines of compiletest (or cargo test), and the names of the failing tests."""
    passed = failed = 0
    for m in re.finditer(r"test result: \w+\. (\d+) passed; (\d+) failed", output):
        passed += int(m.group(1))
        failed += int(m.group(2))
    # The names are the lines of a `failures:` list, not any indented `[..] x` line
    # (a failing test's captured output can contain such lines).
    names: set[str] = set()
    in_list = False
    for line in output.splitlines():
        listed = re.match(r"    \[[\w-]+\] (\S+)\s*$", line) if in_list else None
        if listed:
            names.add(listed.group(1))
        else:
            in_list = line.strip() == "failures:"
    return Counts(passed, failed, sorted(names))


def fork_suites(ctx: Ctx) -> list[str]:
    """The fork's own test paths (frt.toml [tests]) that exist in the tree."""
    t = ctx.paths.tree
    return [s for s in ctx.cfg.tests.paths if (t / s).exists()]


def x_test(ctx: Ctx, what: str, suites: Sequence[str], extra: Sequence[str] = ()) -> Counts:
    """x.py test of `suites` at stage 1: its counts and the names of the failing tests."""
    # --force-rerun: compiletest would skip tests it saw pass and count them as 0.
    # x_argv: the profile's configuration, so that `./frt test --release` tests the release build.
    r = env.run(ctx.paths.env, build.x_argv(ctx.cfg, ctx.paths, ["test", "--stage", "1", *suites, "--force-rerun", *extra]),
                cwd=ctx.paths.tree, tee=True, check=False)
    counts = compiletest_counts(r.output)
    if not r.ok and counts.failed == 0:
        # x.py itself failed (a build error, a crash): never a silent pass.
        return Counts(counts.passed, 1, ["x.py test of %s exited with %d" % (what, r.returncode)])
    return counts


def without_known_failures(counts: Counts, known: set[str]) -> tuple[Counts, list[str]]:
    """`counts` with the failures the base also has taken out of `failed` (they are neither
    passed nor failed), and the names of those known failures. A failure compiletest counted but
    did not name (x.py exiting early) stays a failure."""
    known_failed = [n for n in counts.names if n in known]
    new = [n for n in counts.names if n not in known]
    return Counts(counts.passed, max(counts.failed - len(known_failed), len(new)), new), known_failed


def cranelift_check(ctx: Ctx, tally: Tally) -> None:
    """`x.py check` of the Cranelift backend, which the fork does not build (LLVM only) but
    patches: its hunks must at least compile against the patched compiler (it fetches its
    crates from crates.io and check-builds the compiler crates once)."""
    rc = build.x(ctx.cfg, ctx.paths, ["check", "rustc_codegen_cranelift"], check=False)
    tally.add("Cranelift backend compiles (x.py check)", int(rc == 0), int(rc != 0))


def hello(ctx: Ctx, tally: Tally) -> None:
    p = ctx.paths
    d = p.home / "hello"
    d.mkdir(parents=True, exist_ok=True)
    (d / "hello.rs").write_text(HELLO)
    rustc = str(p.stage1 / "bin" / "rustc")
    script = "%s -vV && %s hello.rs -o hello && ./hello" % (rustc, rustc)
    r = env.run(p.env, ["sh", "-c", script], cwd=d, tee=True, check=False)
    ok = r.ok and "hello from rustc-frt" in r.output and ctx.cfg.fork.description in r.output
    tally.add("hello world with the fork", int(ok), int(not ok))


EXAMPLES = config.REPO / "examples"
NEXT_SOLVER = ("--config", 'build.rustflags=["-Znext-solver"]', "--config", 'build.rustdocflags=["-Znext-solver"]')


def examples_argv(ctx: Ctx, target_dir: Path, extra: Sequence[str] = ()) -> list[str]:
    """`cargo test` of the examples workspace (unit, integration and doc tests) with the fork."""
    return ["cargo", "+" + ctx.toolchain_name, "test", "--workspace", "--locked", "--no-fail-fast",
            "--manifest-path", str(EXAMPLES / "Cargo.toml"), "--target-dir", str(target_dir), *extra]


def examples(ctx: Ctx, tally: Tally, what: str, target: str, extra: Sequence[str] = ()) -> None:
    """Run the examples' tests; the target directory is `$FRT_HOME/<target>`, outside the checkout."""
    say(what)
    r = env.run(ctx.paths.env, examples_argv(ctx, ctx.paths.home / target, extra), cwd=EXAMPLES,
                binds=[config.REPO], tee=True, check=False)
    passed, failed, _ = compiletest_counts(r.output)
    if not r.ok and failed == 0:
        failed = 1  # cargo failed without a failing test (a build error, a crash): never a silent pass
    tally.add(what, passed, failed)


def examples_step(ctx: Ctx, tally: Tally, what: str, argv: list[str]) -> None:
    """One cargo command over the examples with the fork's toolchain, in the environment: one step
    of the tally, passed when cargo exits with 0."""
    say(what)
    ok = env.run(ctx.paths.env, argv, cwd=EXAMPLES, binds=[config.REPO], tee=True, check=False).ok
    tally.add(what, int(ok), int(not ok))


def examples_clippy(ctx: Ctx, tally: Tally) -> None:
    """clippy-driver over the examples (FRT-heavy code): no warning, no internal error."""
    argv = ["cargo", "+" + ctx.toolchain_name, "clippy", "--workspace", "--all-targets", "--locked",
            "--manifest-path", str(EXAMPLES / "Cargo.toml"), "--target-dir", str(ctx.paths.home / "examples-clippy"),
            "--", "-D", "warnings"]
    examples_step(ctx, tally, "examples (cargo clippy -D warnings)", argv)


def examples_fmt(ctx: Ctx, tally: Tally) -> None:
    """The fork's rustfmt over the examples (every crate of the workspace): formatted as it would
    format them, `field_of!` included."""
    argv = ["cargo", "+" + ctx.toolchain_name, "fmt", "--all", "--check",
            "--manifest-path", str(EXAMPLES / "Cargo.toml")]
    examples_step(ctx, tally, "examples (cargo fmt --check)", argv)


HOST_PROJECT = config.REPO / "tests" / "host-project"
HOST_RUN_OUTPUT = 'offsets [0, 8], y at 8 is 4\nfields ["x", "y"], q.y is 6, field_of!(app::Point, x)\n'


def host_env() -> dict[str, str]:
    """The host's environment, with rustup's proxies on PATH and no toolchain forced."""
    e = {k: v for k, v in os.environ.items()
         if k not in ("RUSTC", "RUSTDOC", "RUSTUP_TOOLCHAIN", "RUSTFLAGS", "CARGO_TARGET_DIR", "CARGO_BUILD_RUSTC")}
    e["PATH"] = "%s:%s" % (env.cargo_home() / "bin", e.get("PATH", "/usr/local/bin:/usr/bin:/bin"))
    return e


class HostStep(NamedTuple):
    what: str
    argv: list[str]
    ok: Callable[[str], bool] | None  # a check of the output, besides the exit code


def host_checks(ctx: Ctx, tally: Tally, name: str, sysroot: Path, work: Path) -> None:
    """What a user runs on the host with `+name`, no ./frt, no environment: rustc, and cargo's
    build, run, test, clippy, doc and fmt on a project that uses field_of! and a proc macro."""
    say("the toolchain %s on the host (%s)" % (name, work))
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(HOST_PROJECT, work)
    plus = "+" + name

    def cargo(*a: str) -> list[str]:
        return ["cargo", plus, *a, "--locked", "--offline"]

    steps = [
        HostStep("rustc %s -vV" % plus, ["rustc", plus, "-vV"], lambda o: ctx.cfg.fork.description in o),
        HostStep("rustc %s --print sysroot" % plus, ["rustc", plus, "--print", "sysroot"],
                 lambda o: Path(o.strip()).resolve() == Path(sysroot).resolve()),
        HostStep("cargo %s build" % plus, cargo("build"), None),
        HostStep("cargo %s run" % plus, cargo("run", "-q"), lambda o: HOST_RUN_OUTPUT in o),
        HostStep("cargo %s test" % plus, cargo("test"), None),
        HostStep("cargo %s clippy -D warnings" % plus, [*cargo("clippy", "--all-targets"), "--", "-D", "warnings"],
                 None),
        HostStep("cargo %s doc" % plus, cargo("doc", "--no-deps"), None),
        HostStep("cargo %s fmt --check" % plus, ["cargo", plus, "fmt", "--all", "--check"], None),
        HostStep("rustup which rust-analyzer", ["rustup", "which", "--toolchain", name, "rust-analyzer"],
                 lambda o: Path(o.strip()).resolve() == (Path(sysroot) / "bin" / "rust-analyzer").resolve()),
    ]
    for what, argv, ok in steps:
        r = subprocess.run(argv, cwd="/" if argv[0] == "rustc" else work, env=host_env(),
                           capture_output=True, text=True, errors="replace")
        good = r.returncode == 0 and (ok is None or ok(r.stdout))
        if not good:
            print("$ %s\n%s%s(exit %d)" % (" ".join(argv), r.stdout, r.stderr, r.returncode))
        tally.add("host: %s" % what, int(good), int(not good))


def editor_checks(tally: Tally, name: str, work: Path) -> None:
    """What an editor asks the toolchain's rust-analyzer about the host project (in `work`, after
    host_checks built it), over LSP: the types of a projection through `field_of!` and of an
    `@NonNull` borrow, the field `field_of!` names, the fields completed inside `field_of!(`."""
    main_rs = work / "app" / "src" / "main.rs"
    text = main_rs.read_text()
    incomplete = text.replace("field_of!(Point, y)", "field_of!(Point, )", 1)
    results: list[tuple[str, bool, str]] = []
    try:
        client = lsp.start(["rustup", "run", name, "rust-analyzer"], work, host_env())
    except FrtError as e:
        say("error: %s" % e)
        tally.add("editor: a rust-analyzer session", 0, 1)
        return
    try:
        client.wait_quiescent()
        doc = lsp.open_file(client, main_rs, text)
        for what, needle, want in (("hover: a projection's type", "let y", "&u64"),
                                   ("hover: an @NonNull borrow's type", "let qy", "NonNull<u64>"),
                                   ("hover: an FRT", "let frt", "field_of!(Point, x)"),
                                   ("hover: a derive's constant", "let names", "&[&str]")):
            got = lsp.hover_text(client.request("textDocument/hover", {
                "textDocument": doc, "position": lsp.position(text, needle, len("let "))}))
            results.append((what, want in got, got))
        got_def = client.request("textDocument/definition", {
            "textDocument": doc, "position": lsp.position(text, "field_of!(Point, y)", len("field_of!(Point, "))})
        target = got_def[0] if isinstance(got_def, list) and got_def else {}
        uri = target.get("targetUri", target.get("uri", ""))
        line = target.get("targetSelectionRange", target.get("range", {})).get("start", {}).get("line", -1)
        lib_rs = (work / "app" / "src" / "lib.rs").read_text().splitlines()
        results.append(("definition: the field in field_of!", uri.endswith("/app/src/lib.rs") and
                        0 <= line < len(lib_rs) and "pub y: u64" in lib_rs[line], str(got_def)))
        lsp.open_file(client, main_rs, incomplete, version=2)
        got_completion = client.request("textDocument/completion", {
            "textDocument": doc, "position": lsp.position(incomplete, "field_of!(Point, )", len("field_of!(Point, "))})
        items = got_completion.get("items", []) if isinstance(got_completion, dict) else got_completion or []
        labels = {item.get("label") for item in items}
        results.append(("completion: fields in field_of!(", {"x", "y"} <= labels, str(sorted(map(str, labels)))))
    except FrtError as e:
        results.append(("a rust-analyzer session", False, str(e)))
    finally:
        client.close()
    for what, good, got in results:
        if not good:
            print("editor check %r: got %s" % (what, got))
        tally.add("editor: %s" % what, int(good), int(not good))


def editor_projects(ctx: Ctx, tally: Tally, name: str, host_project: Path) -> None:
    """What the toolchain's rust-analyzer reports on whole projects (editor.py): no FRT or place
    expression of unknown type and no error on the host project (after host_checks built it: its
    derive expands), on examples/, and on the fork's run-pass tests of FRTs, virtual places and
    pinning."""
    ra = ["rustup", "run", name, "rust-analyzer"]
    e = host_env()
    e["CARGO_TARGET_DIR"] = str(ctx.paths.home / "editor-target")  # r-a's cargo check, off the checkout
    run_pass, count = editor.run_pass_project(ctx.paths.tree / editor.RUN_PASS_DIR, ctx.paths.toolchain,
                                              ctx.paths.home / "editor-run-pass")
    for test, why in editor.KNOWN_GAPS.items():
        say("left out: %s: %s" % (test, why))
    projects = [("the host project", host_project), ("examples/", EXAMPLES),
                ("%d run-pass tests" % count, run_pass)]
    for what, project in projects:
        say("rust-analyzer on %s (%s)" % (what, project))
        try:
            stats = editor.analysis_stats(ra, project, e)
            found = editor.diagnostics(ra, project, e)
        except FrtError as err:
            say("error: %s" % err)
            tally.add("editor: %s" % what, 0, 1)
            continue
        frt_unknown = editor.on_frt_or_place(stats.unknown)
        print("  %d exprs, %d pats, %d of unknown type (%d on FRT or place expressions); %d error "
              "diagnostics" % (stats.exprs, stats.pats, len(stats.unknown), len(frt_unknown), len(found.errors)))
        for line in stats.unknown[:20] + found.errors[:20]:
            print("    " + line)
        tally.add("editor: %s, types known" % what, int(not frt_unknown and stats.exprs > 0),
                  int(bool(frt_unknown) or stats.exprs == 0))
        tally.add("editor: %s, no errors" % what, int(found.complete and not found.errors),
                  int(not found.complete or bool(found.errors)))


# rust-analyzer's fixture tests of FRTs and place borrows (docs/rust-analyzer.md): the crates that
# have them, and the names they share.
RA_CRATES = ("parser", "hir-def", "hir-ty", "ide", "ide-completion", "ide-diagnostics")
RA_TEST_FILTERS = ("field_of", "place_borrow", "field_projections", "pin_project")


def rust_analyzer_tests(ctx: Ctx, tally: Tally) -> None:
    """Run them with the stage0 toolchain on the host (rust-analyzer builds on stable Rust,
    with its crates.io dependencies), in $FRT_HOME/rust-analyzer-target."""
    what = "rust-analyzer (fixture tests)"
    say(what)
    argv = ["cargo", "+" + ctx.cfg.stage0.toolchain, "test", "--locked",
            *(a for c in RA_CRATES for a in ("-p", c)), "--", *RA_TEST_FILTERS]
    e = host_env()
    e["CARGO_TARGET_DIR"] = str(ctx.paths.home / "rust-analyzer-target")
    r = subprocess.run(argv, cwd=ctx.paths.tree / "src" / "tools" / "rust-analyzer", env=e,
                       capture_output=True, text=True, errors="replace")
    counts = compiletest_counts(r.stdout)
    failed = counts.failed or int(r.returncode != 0)  # a build that fails runs no test
    if r.returncode != 0:
        print("$ %s\n%s%s(exit %d)" % (" ".join(argv), r.stdout[-8000:], r.stderr[-8000:], r.returncode))
    tally.add(what, counts.passed, failed)


def crates_check(ctx: Ctx, tally: Tally) -> None:
    """Real crates' own suites, as published and with our pin-project-lite (crates.py); one
    tally entry per crate, passed when both give the same counts; writes docs/crates.md."""
    from . import crates

    outcomes = []
    for suite in ctx.cfg.crates:
        try:
            outcome = crates.run_suite(suite, ctx.paths.home, ctx.toolchain_name, host_env())
        except FrtError as e:
            say("error: %s" % e)
            tally.add("crates: %s %s" % (suite.name, suite.version), 0, 1)
            continue
        outcomes.append(outcome)
        tally.add("crates: %s %s, ours as published" % (suite.name, suite.version), int(outcome.same),
                  int(not outcome.same))
    version = subprocess.run(["rustc", "+" + ctx.toolchain_name, "-V"], env=host_env(), capture_output=True,
                             text=True).stdout.strip()
    crates.RESULTS.write_text(crates.report(outcomes, version, time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())))
    say("crates: results in %s" % crates.RESULTS)


def dist_check(ctx: Ctx, tally: Tally) -> None:
    """`./frt dist`'s tarball unpacked in a new directory, installed, linked under another name,
    and used on the host project: cargo, and an editor's session with its rust-analyzer."""
    name = ctx.toolchain_name + "-dist-check"
    tarball = toolchain.dist(ctx.cfg, ctx.paths, ctx.paths.home / "dist", ctx.toolchain_name)
    say("%s: %.0f MiB" % (tarball.name, tarball.stat().st_size / 2**20))
    with tempfile.TemporaryDirectory(prefix="dist-check-", dir=ctx.paths.home) as tmp:
        r = subprocess.run(["tar", "-xf", str(tarball), "-C", tmp], capture_output=True, text=True)
        roots = list(Path(tmp).iterdir())
        ok = r.returncode == 0 and len(roots) == 1
        if ok:
            try:
                toolchain.relocate(roots[0])
                toolchain.link(ctx.cfg, roots[0], name)
            except FrtError as e:
                say("error: %s" % e)
                ok = False
        tally.add("dist: unpack, install.sh, rustup link", int(ok), int(not ok))
        if ok:
            try:
                host_checks(ctx, tally, name, roots[0], Path(tmp) / "project")
                # The tarball's rust-analyzer and proc-macro server, relocated.
                editor_checks(tally, name, Path(tmp) / "project")
            finally:
                subprocess.run([toolchain.rustup(), "toolchain", "uninstall", name], capture_output=True)


def ice_harness(ctx: Ctx, tally: Tally) -> None:
    """The ICE harness (ice.py) in the build environment, on the fork's ui tests and the corpus; its
    counts come from the result file it writes."""
    from . import ice

    result_file = ctx.paths.home / "ice-result.json"
    result_file.unlink(missing_ok=True)  # a result left by an earlier run is no result of this one
    test_dir = ctx.paths.tree / "tests" / "ui" / "field_representing_types"
    argv = ice.harness_argv(ctx.paths.stage1 / "bin" / "rustc", test_dir, ctx.paths.ice_findings, result_file)
    env.run(ctx.paths.env, argv, cwd=config.REPO, binds=[config.REPO],
            extra_env={"PYTHONPATH": str(config.REPO / "tools"), "PYTHONDONTWRITEBYTECODE": "1"}, check=False)
    add_ice_counts(tally, ice.read_result(result_file))


def add_ice_counts(tally: Tally, result: dict[str, Any]) -> None:
    """The ICE harness's result into the tally (a harness that did not finish counts as one failure)."""
    if not result.get("complete"):
        say("ICE harness: %s" % (result.get("error") or "no result"))
        tally.add("ICE harness", 0, 1)
        return
    tally.add("ICE harness", result["passed"], result["failed"])
    b = result["binaries"]
    tally.add("ICE harness: corpus binaries", b["passed"], b["failed"])


def known_base_failures(ctx: Ctx) -> set[str]:
    """Failures the base has in tests/ui, from data/ui-base-results.md (a list of `tests/ui/...`)."""
    f = Path(ctx.cfg.tests.base_results)
    f = f if f.is_absolute() else config.REPO / f
    if not f.exists():
        raise FrtError("the base's ui results %s are missing" % f, "restore data/ui-base-results.md from git (git checkout -- data)")
    return set(re.findall(r"^\s*(?:[-*]\s*)?(tests/ui/\S+\.rs\S*)", f.read_text(), re.M))


def add_options(sp: argparse.ArgumentParser) -> None:
    """`./frt test`'s options, read by run below."""
    sp.add_argument("--full", action="store_true", help="also run the whole tests/ui suite against the base's known failures")
    sp.add_argument("--ice", action="store_true", help="also run the ICE-hunting harness")
    sp.add_argument("--unit", action="store_true", help="only the driver's unit tests (no build)")
    sp.add_argument("--dist", action="store_true",
                    help="also pack the toolchain (./frt dist), unpack it elsewhere and check it on the host")
    sp.add_argument("--release", action="store_true",
                    help="test the release build (./frt build --release) instead of the developer one")
    sp.add_argument("--crates", action="store_true",
                    help="also run real crates' test suites with the published and our pin-project-lite "
                    "(frt.toml [crates]; writes docs/crates.md; slow, not in CI)")


def run(ctx: Ctx, args: argparse.Namespace) -> int:
    started = time.monotonic()
    tally = Tally()
    unit(tally)
    if not args.unit:
        try:
            prepare.ensure_built(ctx)
        except FrtError as e:
            say("error: %s" % e)
            tally.add("build the fork", 0, 1)
        else:
            tally.add("build the fork", 1, 0)
            suites = fork_suites(ctx)
            if suites:
                what = "fork tests (ui, rustdoc, rustfmt)"
                counts = x_test(ctx, what, suites)
                tally.add(what, counts.passed, counts.failed)
            else:
                say("no fork tests in the tree yet (none of frt.toml's [tests] paths exist): nothing to run")
            hello(ctx, tally)
            cranelift_check(ctx, tally)
            prepare.install_toolchain(ctx)  # x.py test left only rustc in stage1/bin
            examples(ctx, tally, "examples (cargo test)", "examples-target")
            examples(ctx, tally, "examples (cargo test, next solver)", "examples-target-next", NEXT_SOLVER)
            examples_clippy(ctx, tally)
            examples_fmt(ctx, tally)
            host_checks(ctx, tally, ctx.toolchain_name, ctx.paths.toolchain, ctx.paths.home / "host-project")
            editor_checks(tally, ctx.toolchain_name, ctx.paths.home / "host-project")
            editor_projects(ctx, tally, ctx.toolchain_name, ctx.paths.home / "host-project")
            rust_analyzer_tests(ctx, tally)
            if args.dist:
                dist_check(ctx, tally)
            if args.crates:
                crates_check(ctx, tally)
            if args.full:
                counts, known_failed = without_known_failures(x_test(ctx, "whole tests/ui", ["tests/ui"]), known_base_failures(ctx))
                tally.add("whole tests/ui", counts.passed, counts.failed)
                say("whole tests/ui: %d new failures, %d failures the base has too (data/ui-base-results.md, not counted)"
                    % (counts.failed, len(known_failed)))
                for n in counts.names:
                    print("  new failure: %s" % n)
            if args.ice:
                prepare.install_toolchain(ctx)  # rustdoc and clippy-driver again, after x.py test
                ice_harness(ctx, tally)
    print()
    print(tally.report(), end="")
    flags = {"--full": args.full, "--ice": args.ice, "--unit": args.unit, "--dist": args.dist,
             "--release": args.release, "--crates": args.crates}
    keep_report(tally, ctx.paths.home / "last-test.txt", [f for f, on in flags.items() if on], started)
    return 0 if tally.failed == 0 else 1
