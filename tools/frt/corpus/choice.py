"""Deterministic "random" choices: a hash of a fixed seed and of what is being chosen.

Stable across Python versions and processes, so the same inputs always give the same corpus.
"""

import hashlib
from typing import Sequence, TypeVar

SEED = "frt-corpus-1"

T = TypeVar("T")


def h(*key: object) -> int:
    """A stable integer for key (sha256 of the seed and the key's parts)."""
    data = "\x00".join([SEED] + [str(k) for k in key]).encode()
    return int.from_bytes(hashlib.sha256(data).digest()[:8], "big")


def pick(seq: Sequence[T], *key: object) -> T:
    """The element of seq that key chooses."""
    return seq[h(*key) % len(seq)]
