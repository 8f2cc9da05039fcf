"""Runs ir2ll under GNU time for the memory tests (top_level_memory.sh,
long_line_memory.sh): a child forked from Python would count Python's
pages in its peak RSS until it execs, so GNU time reports the peak."""
import hashlib
import subprocess


class Tester:
    """Checks counted, and runs of ir2ll on inputs in tmp."""

    def __init__(self, ir2ll, tmp):
        self.ir2ll, self.tmp = ir2ll, tmp
        self.passes = self.fails = 0

    def check(self, ok, what):
        if ok:
            self.passes += 1
        else:
            self.fails += 1
            print("FAIL:", what)

    def run(self, name, from_pipe):
        return run(self.ir2ll, self.tmp, name, from_pipe)

    def done(self):
        print(f"{self.passes} passed, {self.fails} failed")
        return 1 if self.fails else 0


def run(ir2ll, tmp, name, from_pipe):
    """(status, (output's digest, its count of 'declare' lines),
    diagnostics, peak RSS in MB) of translating tmp/name.mlir, from the
    file or through a pipe; diagnostics name the file as name.mlir."""
    path, out, err = f"{tmp}/{name}.mlir", f"{tmp}/out.ll", f"{tmp}/err.txt"
    with open(path, "rb") as f, open(out, "wb") as o, open(err, "wb") as e:
        args = ["/usr/bin/time", "-f", "%M", "-o", f"{tmp}/rss", ir2ll, "-" if from_pipe else path]
        if from_pipe:
            cat = subprocess.Popen(["cat"], stdin=f, stdout=subprocess.PIPE)
            p = subprocess.run(args, stdin=cat.stdout, stdout=o, stderr=e)
            cat.stdout.close()
            cat.wait()
        else:
            p = subprocess.run(args, stdout=o, stderr=e)
    with open(f"{tmp}/rss") as r:
        peak = int(r.read().split()[-1]) / 1024
    h, declares = hashlib.sha256(), 0
    with open(out, "rb") as o:
        for line in o:
            h.update(line)
            declares += line.startswith(b"declare ")
    with open(err) as e:
        diags = e.read().replace(f"{tmp}/", "").replace("<stdin>", f"{name}.mlir")
    return p.returncode, (h.hexdigest(), declares), diags, peak
