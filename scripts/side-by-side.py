#!/usr/bin/env python3
"""Times builds of ir2ll side by side: each round runs every build once on
the same input, in turn (the order reversed every other round), so that
the machine's slow and fast moments fall on all of them alike; prints
each build's median, tenth percentile and fastest wall time, and its
median user and system time. When the machine is busy the medians wander
by more than a few percent; the tenth percentile stays steadier. docs/PERFORMANCE.md's side-by-side
tables come from it.

    scripts/side-by-side.py INPUT ROUNDS OUTPUT IR2LL...

OUTPUT is passed as -o: a file, as compare.sh writes, or /dev/null.
"""
import resource
import statistics
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__.strip())
    src, rounds, out, builds = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
    wall = {b: [] for b in builds}
    user = {b: [] for b in builds}
    system = {b: [] for b in builds}
    for r in range(rounds):
        for b in builds if r % 2 == 0 else builds[::-1]:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run([b, src, "-o", out], check=True)
            wall[b].append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            user[b].append(after.ru_utime - before.ru_utime)
            system[b].append(after.ru_stime - before.ru_stime)
    for b in builds:
        tenth = sorted(wall[b])[len(wall[b]) // 10]
        print(f"{b}: wall median {statistics.median(wall[b]) * 1e3:.2f} ms"
              f" (tenth percentile {tenth * 1e3:.2f}, fastest {min(wall[b]) * 1e3:.2f}),"
              f" user {statistics.median(user[b]) * 1e3:.2f} ms,"
              f" system {statistics.median(system[b]) * 1e3:.2f} ms")


main()
