"""tree.py: the base, and the sync/export rule between the tree and patches/."""

import os
from collections.abc import Mapping
from pathlib import Path

from frt import tree
from frt.errors import FrtError

from .support import FrtTestCase, make_tar

ORIG = {
    "README.md": "The orig tarball.\n",
    "src/main.rs": 'fn main() {\n    println!("hello");\n}\n',
    "src/lib.rs": "pub fn one() -> u32 {\n    1\n}\n",
    "src/other.rs": "pub fn other() {}\n",
    "library/core.rs": "// core\n",
    "vendor/dep.rs": "// vendored\n",
    ".gitignore": "/vendor/\n",  # the orig tree's .gitignore must not hide base files
}

DEB_MAIN = """Description: say hello from Debian
--- a/src/main.rs
+++ b/src/main.rs
@@ -1,3 +1,3 @@
 fn main() {
-    println!("hello");
+    println!("hello from debian");
 }
"""

DEB_NEWFILE = """--- /dev/null
+++ b/debian-added.txt
@@ -0,0 +1 @@
+added by a Debian patch
"""

DEB_BROKEN = """--- a/src/lib.rs
+++ b/src/lib.rs
@@ -1,3 +1,3 @@
 pub fn one() -> u32 {
-    2
+    3
 }
"""


class TreeTestCase(FrtTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.orig = make_tar(self.tmp / "rustc_1.0.orig.tar.xz", ORIG, top="rustc-1.0-src")
        self.debian = self.make_debian({"01-main.patch": DEB_MAIN, "02-newfile.patch": DEB_NEWFILE},
                                       "# Debian's series\n01-main.patch\n\n02-newfile.patch -p1\n")
        self.patches = self.tmp / "patches"

    def make_debian(self, patches: dict[str, str], series: str, name: str = "rustc_1.0-1.debian.tar.xz") -> Path:
        files = {"debian/patches/series": series, "debian/control": "Source: rustc\n"}
        files.update({"debian/patches/" + k: v for k, v in patches.items()})
        return make_tar(self.tmp / name, files)

    def new_tree(self, name: str = "rust") -> Path:
        t = self.tmp / name
        tree.create_base(t, self.orig, self.debian)
        return t

    def git(self, t: Path, *args: str) -> str:
        return tree.out(t, *args)

    def commit(self, t: Path, files: Mapping[str, str | None], subject: str, body: str = "",
               date: str = "2026-05-01T12:00:00Z") -> str | None:
        for rel, text in files.items():
            f = t / rel
            if text is None:
                f.unlink()
            else:
                f.parent.mkdir(parents=True, exist_ok=True)
                f.write_text(text)
        tree.git(t, "add", "-A")
        msg = subject + ("\n\n" + body if body else "")
        tree.git(t, "commit", "-q", "-m", msg,
                 env={"GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date})
        return tree.rev(t, "HEAD")

    def head(self, t: Path) -> str | None:
        return tree.rev(t, "HEAD")

    def subject(self, t: Path, ref: str = "HEAD") -> str:
        return self.git(t, "log", "-1", "--format=%s", ref)

    def snapshot(self, d: Path) -> dict[str, tuple[bytes, int]]:
        """{name: (bytes, mtime_ns)} of the files in d."""
        return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(Path(d).iterdir())}

    def age(self, *files: Path) -> None:
        """Give files an old mtime, so any rewrite of them shows."""
        for f in files:
            os.utime(f, ns=(1_000_000_000, 1_000_000_000))


class CreateBaseTest(TreeTestCase):
    def test_base_is_orig_plus_debian_patches(self) -> None:
        t = self.new_tree()
        base = tree.rev(t, "base")
        self.assertIsNotNone(base)
        self.assertEqual(self.head(t), base)
        self.assertEqual(tree.rev(t, tree.SYNCED), base)
        self.assertEqual(self.git(t, "rev-parse", "--abbrev-ref", "HEAD"), tree.BRANCH)
        self.assertIn("hello from debian", (t / "src/main.rs").read_text())
        self.assertEqual((t / "debian-added.txt").read_text(), "added by a Debian patch\n")
        # Every file of the orig is in the base commit, even those its .gitignore names.
        files = set(self.git(t, "ls-tree", "-r", "--name-only", "base").splitlines())
        self.assertEqual(files, set(ORIG) | {"debian-added.txt"})
        self.assertEqual(tree.dirty(t), "")
        self.assertIsNone(tree.unexported(t))
        self.assertFalse(t.with_name(t.name + ".partial").exists())

    def test_base_commit_is_reproducible_and_idempotent(self) -> None:
        a, b = self.new_tree("a"), self.new_tree("b")
        self.assertEqual(tree.rev(a, "base"), tree.rev(b, "base"))
        before = tree.rev(a, "base")
        tree.create_base(a, self.orig, self.debian)  # already there: nothing happens
        self.assertEqual(tree.rev(a, "base"), before)

    def test_failing_debian_patch_is_named(self) -> None:
        self.debian = self.make_debian({"01-main.patch": DEB_MAIN, "02-broken.patch": DEB_BROKEN},
                                       "01-main.patch\n02-broken.patch\n", name="broken.debian.tar.xz")
        t = self.tmp / "rust"
        with self.assertRaises(FrtError) as e:
            tree.create_base(t, self.orig, self.debian)
        self.assertIn("02-broken.patch", e.exception.what)
        self.assertTrue(e.exception.todo)
        self.assertFalse(t.exists())

    def test_interrupted_partial_tree_is_redone(self) -> None:
        partial = self.tmp / "rust.partial"
        partial.mkdir()
        (partial / "leftover").write_text("from an interrupted run\n")
        t = self.new_tree()
        self.assertFalse(partial.exists())
        self.assertFalse((t / "leftover").exists())
        self.assertIsNotNone(tree.rev(t, "base"))

    def test_bad_tarball_raises(self) -> None:
        bad = self.tmp / "bad.tar.xz"
        bad.write_bytes(b"not a tarball")
        with self.assertRaises(FrtError) as e:
            tree.create_base(self.tmp / "rust", bad, self.debian)
        self.assertIn("bad.tar.xz", e.exception.what)


class ExportTest(TreeTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.t = self.new_tree()
        self.c1 = self.commit(self.t, {"src/lib.rs": "pub fn one() -> u32 {\n    11\n}\n"},
                              "lib: one is eleven", "Because tests say so.")
        self.c2 = self.commit(self.t, {"src/new.rs": "pub fn new() {}\n", "src/other.rs": None},
                              "add new.rs, drop other.rs")

    def test_export_writes_one_patch_per_commit(self) -> None:
        changes = tree.export(self.t, self.patches)
        names = [p.name for p in tree.patch_files(self.patches)]
        self.assertEqual(len(names), 2)
        self.assertTrue(names[0].startswith("0001-lib-one-is-eleven"))
        self.assertEqual(changes, ["new:     %s" % n for n in names])
        text = (self.patches / names[0]).read_text()
        self.assertTrue(text.startswith("From 0000000000000000000000000000000000000000 "))
        self.assertIn("Subject: [PATCH] lib: one is eleven", text)
        self.assertIn("Because tests say so.", text)
        self.assertEqual(tree.rev(self.t, tree.SYNCED), self.c2)
        self.assertIsNone(tree.unexported(self.t))

    def test_second_export_changes_no_byte(self) -> None:
        tree.export(self.t, self.patches)
        self.age(*self.patches.iterdir())
        before = self.snapshot(self.patches)
        self.assertEqual(tree.export(self.t, self.patches), [])
        self.assertEqual(self.snapshot(self.patches), before)

    def test_export_diff(self) -> None:
        self.assertEqual(len(tree.export_diff(self.t, self.patches)), 2)  # nothing exported yet
        tree.export(self.t, self.patches)
        self.assertEqual(tree.export_diff(self.t, self.patches), [])
        first, second = [p.name for p in tree.patch_files(self.patches)]

        self.commit(self.t, {"README.md": "changed\n"}, "third")
        diff = tree.export_diff(self.t, self.patches)
        self.assertEqual(len(diff), 1)
        self.assertTrue(diff[0].startswith("new:") and "0003-third" in diff[0], diff)

        tree.git(self.t, "reset", "-q", "--hard", self.c2)
        tree.git(self.t, "commit", "-q", "--amend", "-m", "add new.rs, drop other.rs\n\nA body now.")
        self.assertEqual(tree.export_diff(self.t, self.patches), ["changed: %s" % second])

        tree.git(self.t, "reset", "-q", "--hard", self.c1)
        self.assertEqual(tree.export_diff(self.t, self.patches), ["removed: %s" % second])

    def test_export_removes_patches_of_dropped_commits(self) -> None:
        tree.export(self.t, self.patches)
        first, second = [p.name for p in tree.patch_files(self.patches)]
        (self.patches / "README").write_text("not a patch\n")
        tree.git(self.t, "reset", "-q", "--hard", self.c1)
        self.assertEqual(tree.export(self.t, self.patches), ["removed: %s" % second])
        self.assertEqual([p.name for p in tree.patch_files(self.patches)], [first])
        self.assertTrue((self.patches / "README").exists())

    def test_export_of_a_head_not_on_base_raises(self) -> None:
        tree.git(self.t, "checkout", "-q", "--orphan", "elsewhere")
        tree.git(self.t, "commit", "-q", "-m", "unrelated")
        with self.assertRaises(FrtError) as e:
            tree.export(self.t, self.patches)
        self.assertIn("base", e.exception.what)
        self.assertFalse(self.patches.exists())


class SyncTest(TreeTestCase):
    """A developer tree `dev` exports; fresh trees sync to its patches."""

    def setUp(self) -> None:
        super().setUp()
        self.dev = self.new_tree("dev")
        self.commit(self.dev, {"src/lib.rs": "pub fn one() -> u32 {\n    11\n}\n"},
                    "lib: one is eleven", "With a body.\n\nOf two paragraphs.")
        self.commit(self.dev, {"src/new.rs": "pub fn new() {}\n", "src/other.rs": None},
                    "add new.rs, drop other.rs", date="2026-05-02T08:30:00+02:00")
        tree.export(self.dev, self.patches)

    def test_sync_is_deterministic(self) -> None:
        a, b = self.new_tree("a"), self.new_tree("b")
        self.assertTrue(tree.sync(a, self.patches))
        self.assertTrue(tree.sync(b, self.patches))
        self.assertEqual(self.head(a), self.head(b))
        self.assertEqual(tree.rev(a, tree.SYNCED), self.head(a))
        self.assertEqual(self.git(a, "rev-parse", "HEAD^{tree}"), self.git(self.dev, "rev-parse", "HEAD^{tree}"))
        self.assertEqual(self.git(a, "rev-parse", "--abbrev-ref", "HEAD"), tree.BRANCH)
        self.assertEqual(self.git(a, "log", "--format=%an <%ae> %ad|%s|%b", "base..HEAD"),
                         self.git(self.dev, "log", "--format=%an <%ae> %ad|%s|%b", "base..HEAD"))
        self.assertEqual((a / "src/lib.rs").read_text(), "pub fn one() -> u32 {\n    11\n}\n")
        self.assertFalse((a / "src/other.rs").exists())
        self.assertEqual(tree.dirty(a), "")
        # The synced tree exports to exactly the same patches.
        self.assertEqual(tree.export_diff(a, self.patches), [])
        # A second sync changes nothing.
        self.assertFalse(tree.sync(a, self.patches))
        self.assertEqual(self.head(a), self.head(b))

    def test_sync_of_the_exporting_tree_keeps_its_content(self) -> None:
        tree_before = self.git(self.dev, "rev-parse", "HEAD^{tree}")
        tree.sync(self.dev, self.patches)
        self.assertEqual(self.git(self.dev, "rev-parse", "HEAD^{tree}"), tree_before)
        self.assertEqual(tree.dirty(self.dev), "")
        self.assertIsNone(tree.unexported(self.dev))

    def test_sync_rewrites_only_changed_files(self) -> None:
        a = self.new_tree("a")
        tree.sync(a, self.patches)
        (a / "build").mkdir()
        (a / "build" / "artifact").write_text("a build product\n")
        (a / "bootstrap.toml").write_text("# generated\n")
        self.age(a / "src/lib.rs", a / "src/main.rs", a / "src/new.rs", a / "README.md")

        self.commit(self.dev, {"src/new.rs": "pub fn new() -> u8 {\n    0\n}\n"}, "new returns 0")
        tree.export(self.dev, self.patches)
        self.assertTrue(tree.sync(a, self.patches))

        self.assertEqual(self.head(a), tree.rev(a, tree.SYNCED))
        self.assertEqual(self.subject(a), "new returns 0")
        self.assertEqual((a / "src/new.rs").read_text(), "pub fn new() -> u8 {\n    0\n}\n")
        self.assertNotEqual((a / "src/new.rs").stat().st_mtime_ns, 1_000_000_000)
        for rel in ("src/lib.rs", "src/main.rs", "README.md"):
            self.assertEqual((a / rel).stat().st_mtime_ns, 1_000_000_000, "%s was rewritten" % rel)
        # Build products survive a sync.
        self.assertTrue((a / "build" / "artifact").exists())
        self.assertTrue((a / "bootstrap.toml").exists())

    def test_sync_to_no_patches_returns_to_base(self) -> None:
        a = self.new_tree("a")
        tree.sync(a, self.patches)
        empty = self.tmp / "empty-patches"
        empty.mkdir()
        self.assertTrue(tree.sync(a, empty))
        self.assertEqual(self.head(a), tree.rev(a, "base"))
        self.assertTrue((a / "src/other.rs").exists())
        self.assertFalse((a / "src/new.rs").exists())

    def test_sync_refuses_uncommitted_edits(self) -> None:
        a = self.new_tree("a")
        (a / "src/main.rs").write_text("// my edit\n")
        with self.assertRaises(FrtError) as e:
            tree.sync(a, self.patches)
        self.assertIn("uncommitted", e.exception.what)
        self.assertIn("src/main.rs", e.exception.what)
        self.assertIn("--discard", e.exception.todo)
        self.assertEqual(self.head(a), tree.rev(a, "base"))
        self.assertEqual((a / "src/main.rs").read_text(), "// my edit\n")

        self.assertTrue(tree.sync(a, self.patches, discard=True))
        self.assertEqual(self.git(a, "rev-parse", "HEAD^{tree}"), self.git(self.dev, "rev-parse", "HEAD^{tree}"))
        self.assertIn("hello from debian", (a / "src/main.rs").read_text())
        self.assertEqual(tree.dirty(a), "")

    def test_sync_refuses_untracked_sources(self) -> None:
        a = self.new_tree("a")
        (a / "src/mine.rs").write_text("// new file\n")
        with self.assertRaises(FrtError):
            tree.sync(a, self.patches)
        self.assertTrue((a / "src/mine.rs").exists())
        tree.sync(a, self.patches, discard=True)
        self.assertFalse((a / "src/mine.rs").exists())

    def test_sync_refuses_unexported_commits(self) -> None:
        a = self.new_tree("a")
        tree.sync(a, self.patches)
        tip = self.head(a)
        mine = self.commit(a, {"src/main.rs": "// my work\n"}, "my unexported work")
        with self.assertRaises(FrtError) as e:
            tree.sync(a, self.patches)
        self.assertIn("not exported", e.exception.what)
        self.assertIn("my unexported work", e.exception.what)
        self.assertEqual(self.head(a), mine)
        self.assertEqual((a / "src/main.rs").read_text(), "// my work\n")

        self.assertTrue(tree.sync(a, self.patches, discard=True))
        self.assertEqual(self.head(a), tip)
        self.assertIn("hello from debian", (a / "src/main.rs").read_text())

    def test_commits_equal_to_patches_are_not_unexported_work(self) -> None:
        # `git am` of patches/ gives other commit ids (committer) but the same patches.
        a = self.new_tree("a")
        tree.git(a, "am", "-q", *[str(p) for p in tree.patch_files(self.patches)])
        self.assertIsNotNone(tree.unexported(a))
        self.assertEqual(tree.export_diff(a, self.patches), [])
        tree.sync(a, self.patches)
        b = self.new_tree("b")
        tree.sync(b, self.patches)
        self.assertEqual(self.head(a), self.head(b))

    def test_patch_that_no_longer_applies(self) -> None:
        first, second = tree.patch_files(self.patches)
        # The second patch's context now names a line the tree does not have.
        text = second.read_text()
        self.assertIn("-pub fn other() {}", text)
        second.write_text(text.replace("-pub fn other() {}", "-pub fn another() {}"))
        a = self.new_tree("a")
        with self.assertRaises(FrtError) as e:
            tree.sync(a, self.patches)
        self.assertIn(second.name, e.exception.what)
        self.assertIn("lib: one is eleven", e.exception.what)  # where the tree was left
        self.assertIn("git am -3", e.exception.todo)
        self.assertIn(str(second), e.exception.todo)
        self.assertEqual(self.subject(a), "lib: one is eleven")
        self.assertEqual(self.git(a, "rev-parse", "HEAD~1"), tree.rev(a, "base"))
        self.assertEqual(tree.rev(a, tree.SYNCED), self.head(a))
        self.assertEqual((a / "src/lib.rs").read_text(), "pub fn one() -> u32 {\n    11\n}\n")
        self.assertTrue((a / "src/other.rs").exists())
        self.assertEqual(tree.dirty(a), "")

    def test_first_patch_failing_leaves_base(self) -> None:
        first, second = tree.patch_files(self.patches)
        first.write_text(first.read_text().replace("-    1\n", "-    7\n"))
        a = self.new_tree("a")
        with self.assertRaises(FrtError) as e:
            tree.sync(a, self.patches)
        self.assertIn(first.name, e.exception.what)
        self.assertEqual(self.head(a), tree.rev(a, "base"))


class ContentTest(TreeTestCase):
    def test_binary_and_non_utf8_files_round_trip(self) -> None:
        dev = self.new_tree("dev")
        blob = bytes(range(256))
        (dev / "img.bin").write_bytes(blob)
        (dev / "latin1.rs").write_bytes(b"// caf\xe9\n")
        self.commit(dev, {"README.md": "caf\u00e9 \u2014 utf-8\n"}, "binary, latin-1 and utf-8: caf\u00e9")
        tree.export(dev, self.patches)
        a = self.new_tree("a")
        self.assertTrue(tree.sync(a, self.patches))
        self.assertEqual((a / "img.bin").read_bytes(), blob)
        self.assertEqual((a / "latin1.rs").read_bytes(), b"// caf\xe9\n")
        self.assertEqual(self.subject(a), "binary, latin-1 and utf-8: caf\u00e9")
        self.assertEqual(self.git(a, "rev-parse", "HEAD^{tree}"), self.git(dev, "rev-parse", "HEAD^{tree}"))
        self.assertEqual(tree.export_diff(a, self.patches), [])
