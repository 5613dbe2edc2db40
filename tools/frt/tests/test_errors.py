"""errors.py: every error the driver raises says what went wrong and what to do."""

import ast
from pathlib import Path

from frt.errors import FrtError

from .support import FrtTestCase

PACKAGE = Path(__file__).resolve().parents[1]


class FrtErrorTest(FrtTestCase):
    def test_message(self) -> None:
        e = FrtError("the thing broke", "mend it")
        self.assertEqual(str(e), "the thing broke\n  what to do: mend it")
        self.assertEqual((e.what, e.todo), ("the thing broke", "mend it"))

    def test_every_raise_says_what_to_do(self) -> None:
        """Each FrtError(...) in the driver's modules passes a second argument, and it is not None."""
        seen = 0
        for f in sorted(PACKAGE.glob("*.py")):
            for node in ast.walk(ast.parse(f.read_text(), str(f))):
                if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "FrtError":
                    seen += 1
                    where = "%s:%d" % (f.name, node.lineno)
                    self.assertEqual(len(node.args) + len(node.keywords), 2, where)
                    todo = node.args[1] if len(node.args) > 1 else node.keywords[0].value
                    self.assertFalse(isinstance(todo, ast.Constant) and not todo.value, where)
        self.assertGreater(seen, 50)
