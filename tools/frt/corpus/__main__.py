"""`PYTHONPATH=tools python3 -m frt.corpus UI_DIR OUT_DIR`: write the corpus, for a look at it."""

import sys

from . import write


def main(argv: list[str]) -> int:
    """Write the corpus of the ui tests in argv[0] into argv[1]."""
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    paths = write(argv[0], argv[1])
    print("%d programs in %s" % (len(paths), argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
