"""Progress messages on stderr, so stdout stays for command output."""

import sys


def say(msg):
    print("frt: %s" % msg, file=sys.stderr, flush=True)
