"""The release build (`./frt build --release`): the fork built the way the official rustc is.

The developer build (`./frt build`, rustup `frt`) is made to rebuild fast. Users compiling their
own projects want the compiler fast instead, so the release build (rustup `frt-release`, what
`./frt dist` packs) differs as frt.toml's [release] says, with the settings x.py offers:

    rust.jemalloc          jemalloc as the compiler's allocator
    rust.lto, codegen-units  thin LTO over the compiler's crates, one codegen unit each
    llvm.link-shared       LLVM (Debian's static libraries) linked into librustc_driver
    PGO                    profile-guided optimization of the compiler's crates: a first build
                           with rust.profile-generate, a training run on real crates
                           (data/pgo-training, and the examples), the raw profiles merged with
                           llvm-profdata, and the final build with rust.profile-use
    function order         librustc_driver's functions (LLVM's too) laid out as the instrumented
                           compiler runs them under callgrind (function_order.py), given to the final
                           build as rust.symbol-ordering-file
    BOLT                   librustc_driver (LLVM in it) laid out by a profile: llvm-bolt
                           instruments a copy, the same training runs on it, merge-fdata merges
                           its profiles, llvm-bolt optimizes; the toolchain gets the result

It builds in the same source tree with its own configuration (bootstrap.release.toml) and build
directory (build-release/), so the two builds never rebuild each other. The merged profile is
kept in $FRT_HOME/pgo with the function order, both named by a digest of everything they
depend on (the sources, the release settings, the training's lock file): a rebuild of unchanged
sources reuses them, any change trains again. The BOLT-optimized library is kept there too, named by the digest of the library it was
made from. Every step can be interrupted and rerun: x.py resumes, a training starts over, a
profile or library is renamed into place only when complete.
"""

import hashlib
import os
import shutil
from collections.abc import Mapping, Sequence
from pathlib import Path

from . import build, config, elf, env, function_order, pins, tree
from .config import Config, Paths
from .errors import FrtError
from .log import say

PROFILE = "release"
TRAINING = config.REPO / "data" / "pgo-training"
EXAMPLES = config.REPO / "examples"
# What the instrumented compiler compiles: (directory, cargo arguments), in order.
TRAINING_RUNS = (
    (TRAINING, ["check"]),
    (TRAINING, ["build"]),
    (TRAINING, ["build", "--release"]),
    (TRAINING, ["test", "--no-run"]),
    (EXAMPLES, ["check", "--workspace", "--all-targets"]),
    (EXAMPLES, ["build", "--workspace"]),
)
# What the instrumented compiler compiles under callgrind (about 50 times slower) for the function
# order: a few of the training's crates in each mode. Its start (`rustc -vV`) is profiled apart.
SMALL_CRATES = ["-p", "log", "-p", "smallvec", "-p", "bitflags", "-p", "anyhow"]
ORDER_RUNS = (
    (TRAINING, ["check", *SMALL_CRATES]),
    (TRAINING, ["build", *SMALL_CRATES]),
    (TRAINING, ["build", "--release", "-p", "smallvec", "-p", "log"]),
)


def settings(cfg: Config, sysroot: Path, build_id: str, pgo: tuple[str, Path] | None,
             order: Path | None = None) -> build.Settings:
    """bootstrap.release.toml: the developer settings, the release ones over them, the PGO step
    (`("profile-generate", raw profile dir)` or `("profile-use", merged profile)`) if any, and
    the function order (function_order.py) if any."""
    r = cfg.release
    s = build.bootstrap_settings(cfg, sysroot, build_id)
    s["build"]["build-dir"] = "build-%s" % PROFILE
    s["build"]["description"] = "%s, release build %s" % (cfg.fork.description, build_id)
    s["llvm"]["link-shared"] = r.llvm_link_shared
    s["rust"].update({"jemalloc": r.jemalloc, "lto": r.lto, "codegen-units": r.codegen_units})
    if pgo is not None:
        key, path = pgo
        s["rust"][key] = str(path)
    if order is not None:
        s["rust"]["symbol-ordering-file"] = str(order)
    return s


def profile_key(cfg: Config, sysroot: Path, build_id: str, bootstrap: str = "") -> str:
    """What the merged profile and the function order depend on: the sources (build id), how
    they are built (`bootstrap`: the git tree id of src/bootstrap), the release settings without
    the PGO step, the training's inputs. 16 hex digits."""
    h = hashlib.sha256(build.render_toml(settings(cfg, sysroot, build_id, None)).encode())
    h.update(bootstrap.encode())
    for f in (TRAINING / "Cargo.lock", TRAINING / "Cargo.toml", TRAINING / "src" / "lib.rs"):
        h.update(f.read_bytes())
    h.update(repr((TRAINING_RUNS, ORDER_RUNS)).encode())
    return h.hexdigest()[:16]


def write_config(cfg: Config, paths: Paths, sysroot: Path, pgo: tuple[str, Path] | None,
                 order: Path | None = None) -> None:
    text = build.render_toml(settings(cfg, sysroot, build.build_id(paths.tree), pgo, order))
    build.write_if_changed(paths.bootstrap_toml, text)


def prepare(cfg: Config, paths: Paths, sysroot: Path) -> None:
    """Make the tree's bootstrap.release.toml final: with the merged profile (and the function
    order) when PGO is on (built, trained and merged first if there is none for these sources),
    without one otherwise."""
    if paths.profile != PROFILE:
        raise ValueError("release.prepare needs the release paths, not %r" % paths.profile)
    r = cfg.release
    if not r.pgo:
        write_config(cfg, paths, sysroot, None)
        return
    bootstrap = tree.out(paths.tree, "rev-parse", "HEAD:src/bootstrap")
    stem = "rustc-%s" % profile_key(cfg, sysroot, build.build_id(paths.tree), bootstrap)
    profdata = paths.pgo / (stem + ".profdata")
    order = paths.pgo / (stem + ".order") if r.function_order else None
    if not profdata.exists() or (order is not None and not order.exists()):
        make_profile(cfg, paths, sysroot, profdata, order)
    else:
        say("PGO: using the profile %s (trained for these sources and settings)" % profdata)
    write_config(cfg, paths, sysroot, ("profile-use", profdata), order)


def make_profile(cfg: Config, paths: Paths, sysroot: Path, profdata: Path, order: Path | None = None) -> None:
    """Build the instrumented compiler, train it, merge its profiles into `profdata`; then, if
    `order`, record with it the function order there."""
    raw = paths.pgo / "raw"
    paths.pgo.mkdir(parents=True, exist_ok=True)
    steps = 4 if order is not None else 3
    say("PGO 1/%d: building the instrumented compiler in %s" % (steps, paths.build))
    write_config(cfg, paths, sysroot, ("profile-generate", raw))
    build.x(cfg, paths, ["build", "--stage", "1", "library"])
    say("PGO 2/%d: training it on %s and %s" % (steps, TRAINING, EXAMPLES))
    if raw.exists():
        shutil.rmtree(raw)  # profiles of an earlier, maybe interrupted, training: this one starts over
    raw.mkdir(parents=True)
    train(paths, sysroot, paths.stage1)
    if not any(raw.rglob("*.profraw")):
        raise FrtError("the training left no raw profile in %s" % raw,
                       "the compiler in %s is not instrumented: remove %s and rerun ./frt build --release"
                       % (paths.stage1, paths.build))
    say("PGO 3/%d: merging the raw profiles into %s" % (steps, profdata))
    part = profdata.with_name(profdata.name + ".part")
    env.run(paths.env, [cfg.release.llvm_profdata, "merge", "-o", str(part), str(raw)])
    for old in [*paths.pgo.glob("rustc-*.profdata"), *paths.pgo.glob("rustc-*.order")]:
        old.unlink()  # trained for other sources: never used again
    part.rename(profdata)
    shutil.rmtree(raw)
    if order is not None:
        say("PGO 4/4: recording which functions the compiler runs (callgrind), for their order in %s" % order)
        make_order(paths, sysroot, order)


def make_order(paths: Paths, sysroot: Path, order: Path) -> None:
    """The function order (function_order.py) of the instrumented compiler in stage1, into `order`."""
    work = paths.pgo / "order"
    if work.exists():
        shutil.rmtree(work)  # an earlier, maybe interrupted, run: this one starts over
    (work / "callgrind").mkdir(parents=True)
    # The instrumented compiler writes a raw profile at each exit: into the work directory.
    quiet = {"LLVM_PROFILE_FILE": str(work / "profraw" / "%p.profraw")}
    startup = work / "startup.callgrind"
    env.run(paths.env, [*function_order.CALLGRIND, "--log-file=%s" % (work / "startup.log"),
                        "--callgrind-out-file=%s" % startup, str(paths.stage1 / "bin" / "rustc"), "-vV"],
            quiet=True, extra_env=quiet)
    wrapper = work / "rustc-wrapper"
    wrapper.write_text('#!/bin/sh\nexec %s --log-file="%s/%%p.log" --callgrind-out-file="%s/%%p.callgrind" "$@"\n'
                       % (" ".join(function_order.CALLGRIND), work / "callgrind", work / "callgrind"))
    wrapper.chmod(0o755)
    train(paths, sysroot, paths.stage1, ORDER_RUNS, dict(quiet, RUSTC_WRAPPER=str(wrapper)))
    training = [function_order.self_costs(f.read_text(errors="replace")) for f in sorted((work / "callgrind").glob("*.callgrind"))]
    names = function_order.function_order(function_order.self_costs(startup.read_text(errors="replace")), training)
    if not names:
        raise FrtError("callgrind saw no function of librustc_driver run (profiles in %s)" % work,
                       "check that valgrind runs in the environment (./frt shell, then valgrind %s/bin/rustc -vV), "
                       "then rerun ./frt build --release" % paths.stage1)
    part = order.with_name(order.name + ".part")
    part.write_text("".join(n + "\n" for n in names))
    part.rename(order)
    shutil.rmtree(work)


def train(paths: Paths, sysroot: Path, compiler: Path, runs: Sequence[tuple[Path, list[str]]] = TRAINING_RUNS,
          extra_env: Mapping[str, str] | None = None) -> None:
    """An instrumented compiler (a sysroot: `compiler`/bin/rustc) compiles `runs` with stage0's
    cargo, in the environment (with `extra_env`)."""
    cargo = sysroot / "bin" / "cargo"
    work = paths.pgo / "train"
    cargo_home = paths.pgo / "cargo-home"
    cargo_home.mkdir(parents=True, exist_ok=True)
    base_env = {"CARGO_HOME": str(cargo_home), "CARGO_TERM_COLOR": "never", "CARGO_INCREMENTAL": "0",
                "RUSTC": str(compiler / "bin" / "rustc"), "RUSTDOC": str(compiler / "bin" / "rustdoc"),
                **(extra_env or {})}
    if env.run(paths.env, [str(cargo), "fetch", "--locked"], cwd=TRAINING, binds=[config.REPO], extra_env=base_env,
               check=False).returncode != 0:
        raise FrtError("cargo could not fetch the training crates of %s from crates.io (output above)" % TRAINING,
                       "check network access to crates.io and rerun ./frt build --release")
    if work.exists():
        shutil.rmtree(work)  # an earlier, maybe interrupted, training: this one compiles everything
    for i, (directory, args) in enumerate(runs):
        e = dict(base_env, CARGO_TARGET_DIR=str(work / str(i)))  # each run compiles all it needs
        say("training %d/%d: cargo %s in %s" % (i + 1, len(runs), " ".join(args), directory))
        r = env.run(paths.env, [str(cargo), *args, "--locked", "--offline"], cwd=directory, binds=[config.REPO],
                    extra_env=e, check=False)
        if r.returncode != 0:
            raise FrtError("the instrumented compiler failed `cargo %s` in %s (output above)" % (" ".join(args), directory),
                           "a compiler bug or a broken training crate: check with `./frt test`, then rerun "
                           "./frt build --release")
    shutil.rmtree(work)


BOLT_FLAGS = ("-reorder-blocks=ext-tsp", "-reorder-functions=cdsort", "-split-functions", "-split-strategy=cdsplit",
              "-split-all-cold", "-jump-tables=move", "-icf=all", "-dyno-stats")


def driver_library(paths: Paths) -> Path:
    """stage1's librustc_driver (the compiler, and LLVM linked into it)."""
    found = sorted((paths.stage1 / "lib").glob("librustc_driver-*.so"))
    if len(found) != 1:
        raise FrtError("expected one librustc_driver-*.so in %s, found %d" % (paths.stage1 / "lib", len(found)),
                       "remove %s and rerun ./frt build --release" % paths.stage1)
    return found[0]


def bolt(cfg: Config, paths: Paths, sysroot: Path) -> dict[str, Path]:
    """The toolchain's files that BOLT replaces: {"lib/librustc_driver-*.so": the optimized
    library} (made first if there is none for this library), or nothing when BOLT is off."""
    r = cfg.release
    if not r.bolt:
        return {}
    driver = driver_library(paths)
    if not elf.keeps_link_relocations(driver):
        raise FrtError("%s was linked without its relocations, which llvm-bolt needs (a build from before "
                       "BOLT was on, or without x.py's --enable-bolt-settings)" % driver,
                       "make x.py link it again: rm -r %s/host/stage1-rustc/*/release/.fingerprint/rustc_driver-*, "
                       "then rerun ./frt build --release" % paths.build)
    optimized = paths.pgo / ("%s.bolt-%s.so" % (driver.stem, pins.sha256_of(driver)[:16]))
    if not optimized.exists():
        make_bolted(cfg, paths, sysroot, driver, optimized)
    else:
        say("BOLT: using %s (made from this library)" % optimized)
    return {"lib/" + driver.name: optimized}


def make_bolted(cfg: Config, paths: Paths, sysroot: Path, driver: Path, optimized: Path) -> None:
    r = cfg.release
    work = paths.pgo / "bolt"
    if work.exists():
        shutil.rmtree(work)  # an earlier, maybe interrupted, run: this one starts over
    (work / "profiles").mkdir(parents=True)
    # A copy of the stage1 sysroot (hard links) whose librustc_driver is the instrumented one: the
    # build's own stays as x.py made it.
    compiler = work / "sysroot"
    shutil.copytree(paths.stage1, compiler, symlinks=True, copy_function=os.link)
    instrumented = compiler / "lib" / driver.name
    instrumented.unlink()
    say("BOLT 1/3: instrumenting %s" % driver.name)
    env.run(paths.env, [r.llvm_bolt, "-instrument", str(driver),
                        "--instrumentation-file=%s" % (work / "profiles" / "prof.fdata"),
                        "--instrumentation-file-append-pid", "-o", str(instrumented)])
    say("BOLT 2/3: training it")
    train(paths, sysroot, compiler)
    profiles = sorted((work / "profiles").glob("*.fdata*"))
    if not profiles:
        raise FrtError("the BOLT training left no profile in %s" % (work / "profiles"),
                       "check that llvm-bolt instrumented %s (output above), then rerun ./frt build --release"
                       % driver)
    say("BOLT 3/3: optimizing %s with %d profile(s)" % (driver.name, len(profiles)))
    merged = work / "merged.fdata"
    env.run(paths.env, ["sh", "-c", 'out="$1"; shift; exec "$@" > "$out"', "sh", str(merged), r.merge_fdata,
                        *map(str, profiles)])
    part = optimized.with_name(optimized.name + ".part")
    env.run(paths.env, [r.llvm_bolt, str(driver), "-data", str(merged), "-o", str(part), *BOLT_FLAGS])
    for old in paths.pgo.glob("librustc_driver-*.bolt-*.so"):
        old.unlink()  # made from another library: never used again
    part.rename(optimized)
    shutil.rmtree(work)
