"""One mutating ./frt at a time per $FRT_HOME.

The lock is an flock(2) on $FRT_HOME/.lock: the kernel drops it when its holder exits or is
killed, so no lock is ever left stale. The file names the holder, for the error message.
"""

import contextlib
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

from .errors import FrtError


@contextlib.contextmanager
def held(home: Path, what: str) -> Iterator[None]:
    home.mkdir(parents=True, exist_ok=True)
    with open(home / ".lock", "a+") as f:
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            f.seek(0)
            holder = f.read().strip() or "a process that did not say which"
            raise FrtError("another ./frt is working in %s (%s)" % (home, holder),
                           "wait for it to finish or stop it, then rerun; the lock goes away with its process")
        f.seek(0)
        f.truncate()
        f.write("pid %d, ./frt %s" % (os.getpid(), what))
        f.flush()
        yield
