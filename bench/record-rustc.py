#!/usr/bin/env python3
"""RUSTC_WRAPPER of `./frt bench` (runs inside the build environment).

Cargo calls it as `record-rustc.py RUSTC ARGS...`. It runs RUSTC ARGS
unchanged; when `--crate-name` is $FRT_BENCH_RECORD, it first writes the
invocation (argv, cwd, environment) as JSON to $FRT_BENCH_RECORD_FILE, so
that `./frt bench` can re-run exactly that one rustc invocation under
callgrind (the way rustc-perf measures one crate without its dependencies).
"""

import json
import os
import sys

# Not part of the recorded environment: ours, and cargo's jobserver, whose
# file descriptors do not exist when the command is re-run.
DROP = ("FRT_BENCH_RECORD", "FRT_BENCH_RECORD_FILE", "RUSTC_WRAPPER", "CARGO_MAKEFLAGS", "MAKEFLAGS", "MFLAGS")


def crate_name(args):
    for i, a in enumerate(args):
        if a == "--crate-name" and i + 1 < len(args):
            return args[i + 1]
    return None


def main(argv):
    rustc, args = argv[1], argv[2:]
    want = os.environ.get("FRT_BENCH_RECORD")
    if want and crate_name(args) == want:
        rec = {"argv": [rustc, *args], "cwd": os.getcwd(),
               "env": {k: v for k, v in os.environ.items() if k not in DROP}}
        with open(os.environ["FRT_BENCH_RECORD_FILE"], "w") as f:
            json.dump(rec, f, indent=1)
    os.execv(rustc, [rustc, *args])


if __name__ == "__main__":
    main(sys.argv)
