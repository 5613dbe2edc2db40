"""Progress messages on stderr, so stdout stays for command output."""

import sys


def say(msg: str) -> None:
    print("frt: %s" % msg, file=sys.stderr, flush=True)
