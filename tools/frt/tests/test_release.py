"""release.py (./frt build --release): its bootstrap.release.toml, the PGO profile's key and steps,
and the profile a command works on."""

import dataclasses
import shutil
import subprocess
import tomllib
from pathlib import Path
from typing import Any
from unittest import mock

from frt import build, cli, config, function_order, release
from frt.errors import FrtError

from .support import FrtTestCase, config_text
from .test_build import cfg as dev_cfg


def cfg(pgo: bool = True, bolt: bool = True, order: bool = False, codegen_units: int = 1) -> config.Config:
    return dataclasses.replace(dev_cfg(), release=config.Release(
        jemalloc=True, lto="thin", codegen_units=codegen_units, llvm_link_shared=False, pgo=pgo,
        llvm_profdata="/usr/bin/llvm-profdata-22", function_order=order, bolt=bolt,
        llvm_bolt="/usr/bin/llvm-bolt-22", merge_fdata="/usr/bin/merge-fdata-22"))


class SettingsTest(FrtTestCase):
    def doc(self, pgo: tuple[str, Path] | None = None) -> dict[str, Any]:
        return tomllib.loads(build.render_toml(release.settings(cfg(), self.tmp / "sysroot", "0123456789ab", pgo)))

    def test_release_over_the_developer_settings(self) -> None:
        doc, dev = self.doc(), tomllib.loads(build.bootstrap_toml(cfg(), self.tmp / "sysroot", "0123456789ab"))
        self.assertEqual(doc["build"]["build-dir"], "build-release")
        self.assertEqual(doc["build"]["description"], "rustc-frt: field representing types, release build 0123456789ab")
        self.assertIs(doc["rust"]["jemalloc"], True)
        self.assertEqual((doc["rust"]["lto"], doc["rust"]["codegen-units"]), ("thin", 1))
        self.assertIs(doc["llvm"]["link-shared"], False)
        self.assertNotIn("profile-use", doc["rust"])
        # everything else as in the developer build (same stage0, channel, LLVM)
        for table in ("build", "rust", "llvm"):
            for k, v in dev[table].items():
                if k not in ("description", "jemalloc", "link-shared"):
                    self.assertEqual(doc[table][k], v, "%s.%s" % (table, k))
        self.assertEqual(doc["target"], dev["target"])
        self.assertNotIn("build-dir", dev["build"])  # the developer build keeps build/

    def test_pgo_steps(self) -> None:
        self.assertEqual(self.doc(("profile-generate", Path("/h/pgo/raw")))["rust"]["profile-generate"], "/h/pgo/raw")
        self.assertEqual(self.doc(("profile-use", Path("/h/p.profdata")))["rust"]["profile-use"], "/h/p.profdata")

    def test_incomplete_config(self) -> None:
        f = config_text(self.tmp / "frt.toml", 'lto = "thin"', "")
        with self.assertRaises(FrtError) as e:
            config.load(f)
        self.assertIn("[release] needs `lto`", e.exception.what)
        self.assertIn("frt.toml", e.exception.todo)

    def test_profile_key(self) -> None:
        s = self.tmp / "sysroot"
        key = release.profile_key(cfg(), s, "0123456789ab")
        self.assertRegex(key, "^[0-9a-f]{16}$")
        self.assertEqual(key, release.profile_key(cfg(), s, "0123456789ab"))
        self.assertNotEqual(key, release.profile_key(cfg(), s, "ba9876543210"))  # other sources
        self.assertNotEqual(key, release.profile_key(cfg(), s, "0123456789ab", "b00751"))  # built otherwise
        self.assertNotEqual(key, release.profile_key(cfg(codegen_units=16), s, "0123456789ab"))  # other settings
        # pgo on or off is not part of what the profile depends on
        self.assertEqual(key, release.profile_key(cfg(pgo=False), s, "0123456789ab"))


class PrepareTest(FrtTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.paths = config.Paths(self.tmp / "home").with_profile("release")
        self.paths.tree.mkdir(parents=True)
        for p in (mock.patch.object(build, "build_id", return_value="0123456789ab"),
                  mock.patch.object(release.tree, "out", return_value="b00751")):
            p.start()
            self.addCleanup(p.stop)

    def written(self) -> dict[str, Any]:
        return tomllib.loads(self.paths.bootstrap_toml.read_text())

    def test_without_pgo(self) -> None:
        with mock.patch.object(release, "make_profile") as make:
            release.prepare(cfg(pgo=False), self.paths, self.tmp / "sysroot")
        make.assert_not_called()
        self.assertEqual(self.paths.bootstrap_toml.name, "bootstrap.release.toml")
        self.assertNotIn("profile-use", self.written()["rust"])

    def test_trains_once_then_reuses_the_profile(self) -> None:
        def make(c: Any, paths: config.Paths, sysroot: Path, profdata: Path, order: Path | None) -> None:
            profdata.parent.mkdir(parents=True, exist_ok=True)
            profdata.write_text("profile")
            if order is not None:
                order.write_text("f\n")

        for with_order in (False, True):
            with self.subTest(function_order=with_order):
                shutil.rmtree(self.paths.pgo, ignore_errors=True)
                c = cfg(order=with_order)
                with mock.patch.object(release, "make_profile", side_effect=make) as m:
                    release.prepare(c, self.paths, self.tmp / "sysroot")
                    release.prepare(c, self.paths, self.tmp / "sysroot")
                self.assertEqual(m.call_count, 1)
                rust = self.written()["rust"]
                used = Path(rust["profile-use"])
                self.assertEqual(used.parent, self.paths.pgo)
                self.assertEqual(used.read_text(), "profile")
                if with_order:
                    self.assertEqual(Path(rust["symbol-ordering-file"]), used.with_suffix(".order"))
                else:
                    self.assertNotIn("symbol-ordering-file", rust)

    def test_a_missing_order_trains_again(self) -> None:
        """A profile from before the function order (or an interrupted order step) is made again."""
        with mock.patch.object(release, "make_profile") as m:
            release.prepare(cfg(), self.paths, self.tmp / "sysroot")  # no order: writes nothing
        stem = m.call_args.args[3].stem
        self.paths.pgo.mkdir(parents=True)
        (self.paths.pgo / (stem + ".profdata")).write_text("profile")
        with mock.patch.object(release, "make_profile") as m:
            release.prepare(cfg(order=True), self.paths, self.tmp / "sysroot")
        self.assertEqual(m.call_args.args[4], self.paths.pgo / (stem + ".order"))

    def test_order_needs_pgo(self) -> None:
        f = config_text(self.tmp / "frt.toml", "pgo = true ", "pgo = false ")
        with self.assertRaises(FrtError) as e:
            config.load(f)
        self.assertIn("function-order", e.exception.what)

    def test_needs_the_release_paths(self) -> None:
        with self.assertRaises(ValueError):
            release.prepare(cfg(), self.paths.with_profile("dev"), self.tmp / "sysroot")

    def test_make_profile_steps(self) -> None:
        """Instrumented build, training, merge: the profile appears only when merged."""
        raw = self.paths.pgo / "raw"
        calls: list[str] = []

        def x(c: Any, paths: config.Paths, args: list[str], check: bool = True) -> int:
            calls.append("x %s: %s" % (" ".join(args), self.written()["rust"].get("profile-generate")))
            return 0

        def train(paths: config.Paths, sysroot: Path, compiler: Path) -> None:
            self.assertEqual(compiler, self.paths.stage1)
            calls.append("train")
            (raw / "default_1.profraw").write_text("raw")

        def run(root: Path, argv: list[str], **kw: Any) -> None:
            calls.append("run %s" % argv[1])
            Path(argv[3]).write_text("merged")

        profdata = self.paths.pgo / "rustc-k.profdata"
        self.paths.pgo.mkdir(parents=True)
        (self.paths.pgo / "rustc-old.profdata").write_text("old")
        with mock.patch.object(build, "x", side_effect=x), mock.patch.object(release, "train", side_effect=train), \
                mock.patch.object(release.env, "run", side_effect=run):
            release.make_profile(cfg(), self.paths, self.tmp / "sysroot", profdata)
        self.assertEqual(calls, ["x build --stage 1 library: %s" % raw, "train", "run merge"])
        self.assertEqual(profdata.read_text(), "merged")
        self.assertFalse((self.paths.pgo / "rustc-old.profdata").exists())
        self.assertFalse(raw.exists())

        calls.clear()
        (self.paths.pgo / "rustc-old.order").write_text("old")
        with mock.patch.object(build, "x", side_effect=x), mock.patch.object(release, "train", side_effect=train), \
                mock.patch.object(release.env, "run", side_effect=run), \
                mock.patch.object(release, "make_order", side_effect=lambda *a: calls.append("order")) as order:
            release.make_profile(cfg(), self.paths, self.tmp / "sysroot", profdata, self.paths.pgo / "rustc-k.order")
        self.assertEqual(calls, ["x build --stage 1 library: %s" % raw, "train", "run merge", "order"])
        self.assertEqual(order.call_args.args[2], self.paths.pgo / "rustc-k.order")
        self.assertFalse((self.paths.pgo / "rustc-old.order").exists())

    def test_make_order(self) -> None:
        """callgrind runs rustc -vV, then the order runs through a RUSTC_WRAPPER; the order file
        lists startup's functions first and appears only when complete."""
        work = self.paths.pgo / "order"
        profile = "ob=/s/lib/librustc_driver-1.so\nfn=%s\n0 %d\n"
        runs: list[Any] = []

        def run(root: Path, argv: list[str], **kw: Any) -> None:
            self.assertEqual(tuple(argv[:len(function_order.CALLGRIND)]), function_order.CALLGRIND)
            self.assertEqual(argv[-2:], [str(self.paths.stage1 / "bin" / "rustc"), "-vV"])
            out = next(a for a in argv if a.startswith("--callgrind-out-file="))
            Path(out.split("=", 1)[1]).write_text(profile % ("start", 5))

        def train(paths: config.Paths, sysroot: Path, compiler: Path, order_runs: Any, extra_env: Any) -> None:
            runs.append(order_runs)
            self.assertIn("RUSTC_WRAPPER", extra_env)
            self.assertIn("LLVM_PROFILE_FILE", extra_env)
            self.assertIn("exec valgrind --tool=callgrind", Path(extra_env["RUSTC_WRAPPER"]).read_text())
            (work / "callgrind" / "1.callgrind").write_text(profile % ("cold", 1) + profile % ("hot", 9))
            (work / "callgrind" / "2.callgrind").write_text(profile % ("start", 100))

        order = self.paths.pgo / "rustc-k.order"
        self.paths.pgo.mkdir(parents=True)
        with mock.patch.object(release.env, "run", side_effect=run), mock.patch.object(release, "train", side_effect=train):
            release.make_order(self.paths, self.tmp / "sysroot", order)
        self.assertEqual(runs, [release.ORDER_RUNS])
        self.assertEqual(order.read_text(), "start\nhot\ncold\n")
        self.assertFalse(work.exists())

    def test_make_order_without_functions_is_an_error(self) -> None:
        order = self.paths.pgo / "rustc-k.order"
        with mock.patch.object(release.env, "run"), mock.patch.object(release, "train"), \
                mock.patch.object(Path, "read_text", return_value=""):
            with self.assertRaises(FrtError) as e:
                release.make_order(self.paths, self.tmp / "sysroot", order)
        self.assertIn("valgrind", e.exception.todo)
        self.assertFalse(order.exists())

    def test_training_without_profiles_is_an_error(self) -> None:
        with mock.patch.object(build, "x", return_value=0), mock.patch.object(release, "train"):
            with self.assertRaises(FrtError) as e:
                release.make_profile(cfg(), self.paths, self.tmp / "sysroot", self.paths.pgo / "rustc-k.profdata")
        self.assertIn("no raw profile", e.exception.what)
        self.assertIn("./frt build --release", e.exception.todo)


class BoltTest(FrtTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.paths = config.Paths(self.tmp / "home").with_profile("release")
        lib = self.paths.stage1 / "lib"
        (lib / "rustlib").mkdir(parents=True)
        (self.paths.stage1 / "bin").mkdir()
        (self.paths.stage1 / "bin" / "rustc").write_text("rustc")
        self.driver = lib / "librustc_driver-0123.so"
        self.driver.write_bytes(b"the driver")
        p = mock.patch.object(release.elf, "keeps_link_relocations", return_value=True)
        self.relocs = p.start()
        self.addCleanup(p.stop)

    def test_needs_the_link_relocations(self) -> None:
        self.relocs.return_value = False
        with self.assertRaises(FrtError) as e:
            release.bolt(cfg(), self.paths, self.tmp / "sysroot")
        self.assertIn("without its relocations", e.exception.what)
        self.assertIn(".fingerprint/rustc_driver-*", e.exception.todo)

    def test_off(self) -> None:
        self.assertEqual(release.bolt(cfg(bolt=False), self.paths, self.tmp / "sysroot"), {})

    def test_makes_then_reuses_the_optimized_library(self) -> None:
        calls: list[str] = []

        def run(root: Path, argv: list[str], **kw: Any) -> None:
            if argv[1] == "-instrument":
                calls.append("instrument")
                Path(argv[-1]).write_bytes(b"instrumented")
            elif argv[0] == "sh":
                calls.append("merge %d" % (len(argv) - 6))
                Path(argv[4]).write_text("merged")
            else:
                calls.append("optimize")
                self.assertIn("-reorder-blocks=ext-tsp", argv)
                Path(argv[argv.index("-o") + 1]).write_bytes(b"optimized")

        def train(paths: config.Paths, sysroot: Path, compiler: Path) -> None:
            calls.append("train")
            # the training runs the instrumented copy; the build's own library is untouched
            self.assertEqual((compiler / "lib" / self.driver.name).read_bytes(), b"instrumented")
            self.assertEqual(self.driver.read_bytes(), b"the driver")
            (self.paths.pgo / "bolt" / "profiles" / "prof.fdata.123.fdata").write_text("p")

        with mock.patch.object(release.env, "run", side_effect=run), mock.patch.object(release, "train", side_effect=train):
            got = release.bolt(cfg(), self.paths, self.tmp / "sysroot")
            again = release.bolt(cfg(), self.paths, self.tmp / "sysroot")
        self.assertEqual(calls, ["instrument", "train", "merge 1", "optimize"])
        self.assertEqual(got, again)
        (rel, optimized), = got.items()
        self.assertEqual(rel, "lib/librustc_driver-0123.so")
        self.assertEqual(optimized.read_bytes(), b"optimized")
        self.assertEqual(optimized.parent, self.paths.pgo)
        self.assertFalse((self.paths.pgo / "bolt").exists())
        # another library (a rebuild): made again
        self.driver.write_bytes(b"another driver")
        with mock.patch.object(release, "make_bolted") as make:
            release.bolt(cfg(), self.paths, self.tmp / "sysroot")
        make.assert_called_once()

    def test_no_profile_is_an_error(self) -> None:
        with mock.patch.object(release.env, "run"), mock.patch.object(release, "train"):
            with self.assertRaises(FrtError) as e:
                release.bolt(cfg(), self.paths, self.tmp / "sysroot")
        self.assertIn("no profile", e.exception.what)

    def test_needs_one_driver(self) -> None:
        (self.paths.stage1 / "lib" / "librustc_driver-4567.so").write_bytes(b"x")
        with self.assertRaises(FrtError) as e:
            release.bolt(cfg(), self.paths, self.tmp / "sysroot")
        self.assertIn("found 2", e.exception.what)


class LinkRelocationsTest(FrtTestCase):
    def test_with_and_without(self) -> None:
        if not shutil.which("cc"):
            self.skipTest("no C compiler")
        src = self.tmp / "main.c"
        src.write_text("int main(void) { return 0; }\n")
        for flags, want in (([], False), (["-Wl,-q"], True)):
            out = self.tmp / ("a%d.out" % len(flags))
            subprocess.run(["cc", str(src), "-o", str(out), *flags], check=True)
            self.assertIs(release.elf.keeps_link_relocations(out), want, flags)


class ProfileTest(FrtTestCase):
    def test_paths(self) -> None:
        dev = config.Paths(self.tmp)
        rel = dev.with_profile("release")
        self.assertEqual((dev.build, rel.build), (self.tmp / "rust" / "build", self.tmp / "rust" / "build-release"))
        self.assertEqual((dev.toolchain, rel.toolchain), (self.tmp / "toolchain", self.tmp / "toolchain-release"))
        self.assertEqual(rel.stage1, self.tmp / "rust" / "build-release" / "host" / "stage1")
        self.assertEqual((dev.bootstrap_toml.name, rel.bootstrap_toml.name), ("bootstrap.toml", "bootstrap.release.toml"))
        self.assertEqual(build.x_argv(cfg(bolt=False), rel, ["build"]),
                         ["python3", "x.py", "--config", "bootstrap.release.toml", "build"])
        self.assertEqual(build.x_argv(cfg(), rel, ["build"]),
                         ["python3", "x.py", "--config", "bootstrap.release.toml", "--enable-bolt-settings", "build"])
        self.assertEqual(build.x_argv(cfg(), dev, ["test"]), ["python3", "x.py", "--config", "bootstrap.toml", "test"])
        self.assertEqual((config.toolchain_name(cfg(), "dev"), config.toolchain_name(cfg(), "release")),
                         ("frt", "frt-release"))
        with self.assertRaises(ValueError):
            dev.with_profile("fast")

    def test_command_line(self) -> None:
        for argv, profile in ((["build"], "dev"), (["build", "--release"], "release"), (["test"], "dev"),
                              (["test", "--release"], "release"), (["dist"], "release"), (["dist", "--dev"], "dev"),
                              (["status"], "dev")):
            self.assertEqual(cli.profile_of(cli.parse(argv)), profile, argv)
