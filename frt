#!/usr/bin/env python3
# Entry point of the rustc-frt driver, like x.py: find the package, hand over.
# Python 3.11+ standard library only. See README.md and `./frt --help`.
import os
import sys

if sys.version_info < (3, 11):
    sys.exit("frt: needs Python 3.11 or newer (for tomllib); found %s" % sys.version.split()[0])
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "tools"))

from frt.cli import main  # noqa: E402

sys.exit(main(sys.argv[1:]))
