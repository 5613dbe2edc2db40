#!/usr/bin/env python3
"""CPU time and peak RSS of commands (runs inside the build environment).

    measure.py JOBS.json RESULTS.json

JOBS.json is a list of {"id", "argv", "cwd"} (and optionally "env": the whole
environment of the command, as bench/record-rustc.py recorded it; without it
the command gets this process's); each job runs as a direct child
of this process, one at a time, in the given order, and its resources come
from os.wait4: user + system CPU time and peak RSS (ru_maxrss, KiB) of that
rustc alone, without the cost of entering the environment. RESULTS.json gets
one {"id", "user_s", "sys_s", "cpu_s", "maxrss_kb", "wall_s", "rc"} per job,
rewritten after every job. A job that fails stops the run (exit 1) after
printing its output.
"""

import json
import os
import subprocess
import sys
import time


def run_job(job):
    t0 = time.monotonic()
    p = subprocess.Popen(job["argv"], cwd=job.get("cwd"), env=job.get("env"), stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT)
    out = p.stdout.read()
    _, status, ru = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    p.stdout.close()
    wall = time.monotonic() - t0
    return {"id": job["id"], "user_s": ru.ru_utime, "sys_s": ru.ru_stime, "cpu_s": ru.ru_utime + ru.ru_stime,
            "maxrss_kb": ru.ru_maxrss, "wall_s": wall, "rc": p.returncode}, out


def main(argv):
    jobs_file, results_file = argv[1], argv[2]
    with open(jobs_file) as f:
        jobs = json.load(f)
    results = []
    for i, job in enumerate(jobs, 1):
        r, out = run_job(job)
        if r["rc"] != 0:
            sys.stderr.write(out.decode(errors="replace"))
            print("measure: %s failed (exit %d): %s" % (job["id"], r["rc"], " ".join(job["argv"])), file=sys.stderr)
            return 1
        results.append(r)
        with open(results_file, "w") as f:
            json.dump(results, f, indent=1)
        print("frt:   [%d/%d] %-28s cpu %7.3f s  peak RSS %8d KiB" % (i, len(jobs), job["id"], r["cpu_s"], r["maxrss_kb"]),
              file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
