"""toolchain.py: what the host-native toolchain is made of, and when it is made again."""

import os
from pathlib import Path

from frt import config, toolchain
from frt.errors import FrtError

from .support import FrtTestCase


class SourcesTest(FrtTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.paths = config.Paths(self.tmp / "home")
        self.stage0 = self.tmp / "stage0"
        files = ["bin/rustc", "bin/rustdoc", "lib/librustc_driver-1.so",
                 "lib/rustlib/x86_64-unknown-linux-gnu/lib/libcore-1.rlib",
                 "lib/rustlib/src/rust/library/core/src/lib.rs"]  # a link into the tree in real builds
        for rel in files:
            self.write(self.paths.stage1 / rel, rel)
        for tool in toolchain.TOOL_PROGRAMS:
            self.write(toolchain.tools_bin(self.paths) / tool, tool)
        for program in toolchain.LIBEXEC_PROGRAMS:
            self.write(self.paths.stage1 / "libexec" / program, program)
        self.write(self.stage0 / "bin" / "cargo", "cargo")
        self.write(self.paths.tree / "library" / "core" / "src" / "lib.rs", "//! core\n")
        self.write(self.paths.tree / "library" / "target" / "debug" / "junk", "build product")

    def write(self, path: Path, text: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)

    def test_contents(self) -> None:
        files = toolchain.sources(self.paths, self.stage0)
        self.assertEqual(files["bin/cargo"], self.stage0 / "bin" / "cargo")
        self.assertEqual(files["bin/clippy-driver"], toolchain.tools_bin(self.paths) / "clippy-driver")
        self.assertEqual(files["bin/rust-analyzer"], toolchain.tools_bin(self.paths) / "rust-analyzer")
        # where rust-analyzer looks for its proc-macro server in a sysroot
        self.assertEqual(files["libexec/rust-analyzer-proc-macro-srv"],
                         self.paths.stage1 / "libexec" / "rust-analyzer-proc-macro-srv")
        self.assertIn("lib/librustc_driver-1.so", files)
        self.assertIn("lib/rustlib/x86_64-unknown-linux-gnu/lib/libcore-1.rlib", files)
        # rust-src comes from the tree's library/, without build products
        self.assertEqual(files["lib/rustlib/src/rust/library/core/src/lib.rs"],
                         self.paths.tree / "library" / "core" / "src" / "lib.rs")
        self.assertFalse([r for r in files if "target" in r.split("/")])

    def test_missing_program_is_named(self) -> None:
        (toolchain.tools_bin(self.paths) / "rustfmt").unlink()
        with self.assertRaises(FrtError) as cm:
            toolchain.sources(self.paths, self.stage0)
        self.assertIn("rustfmt", str(cm.exception))
        self.assertIn("./frt build", str(cm.exception))

    def test_fingerprint_follows_contents_not_times(self) -> None:
        files = toolchain.sources(self.paths, self.stage0)
        before = toolchain.fingerprint(files)
        rustc = self.paths.stage1 / "bin" / "rustc"
        os.utime(rustc, (1, 1))  # x.py test copies the sysroot again: new times, same bytes
        self.assertEqual(toolchain.fingerprint(files), before)
        rustc.write_text("a new compiler")
        self.assertNotEqual(toolchain.fingerprint(files), before)

    def test_install_script_uses_only_what_it_carries(self) -> None:
        # install.sh runs on hosts without patchelf: the bundled one, through the bundled loader.
        self.assertIn('"$loader" --library-path "$here/runtime" "$here/runtime/patchelf"', toolchain.INSTALL_SH)
        self.assertIn("cp -L /lib64/%s /usr/bin/patchelf runtime/" % toolchain.LOADER,
                      toolchain.RUNTIME_SH % {"progs": "", "loader": toolchain.LOADER, "not_patched": ""})
