#!/usr/bin/env python3
"""Times commands the way ../shared/bench/compare.sh does (its runbench.py's
run_once: GNU time, a command with shell syntax through bash -c, others
started directly), interleaved, and prints each one's median wall time:
what compare.sh's floor rows cost against ir2ll's row.

    scripts/harness-floor.py RUNS COMMAND...

e.g. (docs/PERFORMANCE.md, "Where each target stands"):

    scripts/harness-floor.py 41 true "cat IN" "cat IN >/dev/null" \\
        "build-rel/ir2ll EMPTY -o OUT" "build-rel/ir2ll IN -o OUT"
"""
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "bench"))
import runbench  # noqa: E402


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__.strip())
    runs, cmds = int(sys.argv[1]), sys.argv[2:]
    use_time = runbench.have_gnu_time()
    times = {c: [] for c in cmds}
    err = os.path.join(tempfile.mkdtemp(prefix="harness-floor."), "err")   # run_once's stderr and .rss
    for _ in range(runs):
        for c in cmds:
            wall, _, _, _, rc = runbench.run_once(c, 60, err, use_time)
            if rc:
                sys.exit("harness-floor: '%s' exited with %d" % (c, rc))
            times[c].append(wall)
    for c in cmds:
        print("%8.3f ms  %s" % (statistics.median(times[c]) * 1000, c))


if __name__ == "__main__":
    main()
