"""A small LSP client over stdio: `./frt test` asks the toolchain's rust-analyzer what an editor
would (hover, definition, completion) on tests/host-project, as JSON-RPC messages."""

import json
import queue
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

from .errors import FrtError


class Client:
    """One rust-analyzer process; `request` waits for the answer, replying to the server's own
    requests (progress tokens, configuration) on the way."""

    def __init__(self, argv: list[str], root: Path, env: dict[str, str]) -> None:
        self.proc = subprocess.Popen(argv, cwd=root, env=env, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.messages: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.next_id = 1
        self.quiescent = False
        threading.Thread(target=self._read_all, daemon=True).start()

    def _read_all(self) -> None:
        out = self.proc.stdout
        assert out is not None
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            if length is None:
                continue
            self.messages.put(json.loads(out.read(length)))

    def _send(self, message: dict[str, Any]) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        stdin = self.proc.stdin
        assert stdin is not None
        stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        stdin.flush()

    def notify(self, method: str, params: Any) -> None:
        self._send({"method": method, "params": params})

    def _next(self, deadline: float) -> dict[str, Any]:
        try:
            message = self.messages.get(timeout=max(0.1, deadline - time.monotonic()))
        except queue.Empty:
            raise FrtError("rust-analyzer did not answer in time", "run it by hand on the project")
        if message is None:
            raise FrtError("rust-analyzer exited", "run it by hand on the project to see why")
        if "method" in message:  # the server's notification or request
            if message["method"] == "experimental/serverStatus":
                self.quiescent = bool(message["params"].get("quiescent"))
            if "id" in message:
                self._send({"id": message["id"], "result": [] if message["method"] ==
                            "workspace/configuration" else None})
        return message

    def request(self, method: str, params: Any, timeout: float = 120) -> Any:
        request_id, self.next_id = self.next_id, self.next_id + 1
        self._send({"id": request_id, "method": method, "params": params})
        deadline = time.monotonic() + timeout
        while True:
            message = self._next(deadline)
            if message.get("id") == request_id and "method" not in message:
                if "error" in message:
                    raise FrtError("rust-analyzer answered %s with %s" % (method, message["error"]),
                                   "run it by hand on the project")
                return message.get("result")

    def wait_quiescent(self, timeout: float = 600) -> None:
        """Until the server has loaded the workspace and run its build scripts and proc macros."""
        deadline = time.monotonic() + timeout
        while not self.quiescent:
            self._next(deadline)

    def close(self) -> None:
        try:
            self.request("shutdown", None, timeout=30)
            self.notify("exit", None)
            self.proc.wait(timeout=30)
        except (FrtError, OSError, subprocess.TimeoutExpired):
            self.proc.kill()


def position(text: str, needle: str, offset: int = 0) -> dict[str, int]:
    """The LSP position of `offset` characters into the first `needle` of `text`."""
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    return {"line": line, "character": index - (text.rfind("\n", 0, index) + 1)}


def start(argv: list[str], root: Path, env: dict[str, str]) -> Client:
    client = Client(argv, root, env)
    client.request("initialize", {
        "processId": None,
        "rootUri": root.as_uri(),
        "capabilities": {"experimental": {"serverStatusNotification": True},
                         "textDocument": {"hover": {"contentFormat": ["plaintext"]}}},
        "initializationOptions": {"cargo": {"buildScripts": {"enable": True}},
                                  "procMacro": {"enable": True}},
    })
    client.notify("initialized", {})
    return client


def open_file(client: Client, path: Path, text: str, version: int = 1) -> dict[str, str]:
    doc = {"uri": path.as_uri()}
    if version == 1:
        client.notify("textDocument/didOpen", {"textDocument": {**doc, "languageId": "rust", "version": 1,
                                                                "text": text}})
    else:
        client.notify("textDocument/didChange", {"textDocument": {**doc, "version": version},
                                                 "contentChanges": [{"text": text}]})
    return doc


def hover_text(result: Any) -> str:
    if not result:
        return ""
    contents = result["contents"]
    return contents["value"] if isinstance(contents, dict) else str(contents)
