"""crates.py: the real-crates check's pure parts (no network, no cargo)."""

from frt import config, crates
from frt.errors import FrtError

from .support import FrtTestCase, config_text

CARGO_TEST = """\
     Running tests/bounded.rs (target/debug/deps/bounded-1)

running 23 tests
test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 10.21s

   Doc-tests async_channel

running 30 tests
test result: FAILED. 29 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.56s
"""


def run(built: bool, passed: int, failed: int) -> crates.Run:
    return crates.Run(built, passed, failed, 1.0, "error: could not compile `x`" if not built else "")


class CratesTest(FrtTestCase):
    def test_suites_from_config(self) -> None:
        start = (config.REPO / "frt.toml").read_text().index("suites = [")
        old = (config.REPO / "frt.toml").read_text()[start:]
        f = config_text(self.tmp / "frt.toml", old, 'suites = [\n  { name = "tower", version = "0.5.3", '
                        'args = ["--all-features"] },\n  { name = "event-listener", version = "5.4.2" },\n]\n')
        self.assertEqual(config.load(f).crates, (crates.Suite("tower", "0.5.3", ("--all-features",)),
                                                 crates.Suite("event-listener", "5.4.2", ())))
        config_text(f, old, 'suites = [{ name = "tower" }]\n')
        with self.assertRaises(FrtError) as e:
            config.load(f)
        self.assertIn("[crates.suites[0]] needs `version`", e.exception.what)

    def test_repository_pins_the_five_crates(self) -> None:
        names = [s.name for s in config.load().crates]
        self.assertEqual(names, ["futures-lite", "event-listener", "async-channel", "tokio-stream", "tower"])

    def test_counts(self) -> None:
        self.assertEqual(crates.counts(CARGO_TEST), (52, 1))

    def test_patch_section_points_at_the_example(self) -> None:
        section = crates.patch_section(crates.PIN_PROJECT_LITE)
        self.assertIn("[patch.crates-io]", section)
        self.assertIn('pin-project-lite = { path = "%s" }' % crates.PIN_PROJECT_LITE, section)
        self.assertTrue((crates.PIN_PROJECT_LITE / "Cargo.toml").is_file())

    def test_same_counts_only_when_patched_builds(self) -> None:
        suite = crates.Suite("a", "1.0.0", ())
        self.assertTrue(crates.Outcome(suite, run(True, 5, 0), run(True, 5, 0), "").same)
        self.assertFalse(crates.Outcome(suite, run(True, 5, 0), run(True, 4, 1), "").same)
        self.assertFalse(crates.Outcome(suite, run(True, 0, 0), run(False, 0, 0), "").same)

    def test_not_same_when_the_published_suite_does_not_run(self) -> None:
        suite = crates.Suite("x", "1.0.0", ())
        # Both failing to build, or building no test at all, proves nothing.
        self.assertFalse(crates.Outcome(suite, run(False, 0, 0), run(False, 0, 0), "").same)
        self.assertFalse(crates.Outcome(suite, run(True, 0, 0), run(True, 0, 0), "").same)

    def test_report(self) -> None:
        suite = crates.Suite("async-channel", "2.5.0", ())
        text = crates.report([crates.Outcome(suite, run(True, 70, 0), run(False, 0, 0), "pin-project-lite v0.2.99")],
                             "rustc 1.95.0-dev", "2026-12-07 09:00 UTC")
        self.assertIn("| async-channel 2.5.0 | `-` | 70 / 0 | does not build | no |", text)
        self.assertIn("pin-project-lite v0.2.99", text)
        self.assertIn("could not compile", text)
