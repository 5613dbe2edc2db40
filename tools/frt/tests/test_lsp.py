"""lsp.py: positions, answers, and a session with a stand-in server."""

import sys
import textwrap
from pathlib import Path

from frt import lsp
from frt.errors import FrtError

from .support import FrtTestCase

# A server that answers every request with its method's name, after a request of its own and
# a status notification, as rust-analyzer interleaves them.
FAKE_SERVER = textwrap.dedent('''
    import json, sys
    def read():
        length = None
        while True:
            line = sys.stdin.buffer.readline()
            if not line:
                sys.exit(0)
            if not line.strip():
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(sys.stdin.buffer.read(length))
    def send(message):
        body = json.dumps(message).encode()
        sys.stdout.buffer.write(b"Content-Length: %d\\r\\n\\r\\n" % len(body) + body)
        sys.stdout.buffer.flush()
    while True:
        message = read()
        if "id" not in message:
            continue
        if message["method"] == "initialize":
            send({"jsonrpc": "2.0", "id": "srv", "method": "window/workDoneProgress/create", "params": {}})
            reply = read()
            assert reply["id"] == "srv", reply
            send({"jsonrpc": "2.0", "method": "experimental/serverStatus", "params": {"quiescent": True}})
        send({"jsonrpc": "2.0", "id": message["id"], "result": {"method": message["method"]}})
        if message["method"] == "shutdown":
            sys.exit(0)
''')


class LspTest(FrtTestCase):
    def test_position(self) -> None:
        text = "fn main() {\n    let y = 1;\n}\n"
        self.assertEqual(lsp.position(text, "let y", 4), {"line": 1, "character": 8})
        self.assertEqual(lsp.position(text, "fn"), {"line": 0, "character": 0})

    def test_hover_text(self) -> None:
        self.assertEqual(lsp.hover_text(None), "")
        self.assertEqual(lsp.hover_text({"contents": {"kind": "plaintext", "value": "&u64"}}), "&u64")

    def test_session_with_a_server_that_asks_back(self) -> None:
        server = self.tmp / "server.py"
        server.write_text(FAKE_SERVER)
        client = lsp.start([sys.executable, str(server)], self.tmp, {})
        client.wait_quiescent(timeout=30)
        self.assertEqual(client.request("textDocument/hover", {}), {"method": "textDocument/hover"})
        client.close()
        self.assertEqual(client.proc.returncode, 0)

    def test_a_server_that_exits_is_an_error(self) -> None:
        client = lsp.Client([sys.executable, "-c", "pass"], Path(self.tmp), {})
        with self.assertRaises(FrtError) as cm:
            client.request("initialize", {}, timeout=30)
        self.assertIn("exited", str(cm.exception))
