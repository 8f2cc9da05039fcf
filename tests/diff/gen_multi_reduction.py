#!/usr/bin/env python3
"""Random vector.multi_reduction ops for a differential test against MLIR 22.

    gen_multi_reduction.py SEED OUT.mlir OUT.c

writes 40 functions, each one vector.multi_reduction of a vector of rank
1 to 4 (sizes 1 to 4) of f32, f64, i8, i32 or i64, of a random kind of
its element type, along a random set of its dimensions (none, some or
all) listed in increasing or in random order, or a vector.reduction
with or without an accumulator, some under vector.mask (lanes from the
driver's bytes, all off now and then); its operands loaded from flat
memrefs and shape_cast, its result stored back. The C driver calls
each on terms whose sums depend on their order (1e8 + 1 - 1e8), with
NaN, infinities and both zeros, and prints the results to the bit (%.9g;
a NaN as "nan", as LLVM keeps no NaN's sign or payload). minnumf and
maxnumf see no -0.0: which zero they return is LLVM's choice."""
import random
import sys

FLOAT_KINDS = ["add", "add", "add", "mul", "mul", "minnumf", "maxnumf", "minimumf", "maximumf"]
INT_KINDS = ["add", "mul", "minui", "minsi", "maxui", "maxsi", "and", "or", "xor"]
C_TYPE = {"f32": "float", "f64": "double", "i8": "int8_t", "i32": "int32_t", "i64": "int64_t"}

seed, mlir_path, c_path = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rng = random.Random(seed)
funcs, decls, calls = [], [], []
for n in range(40):
    t = rng.choice(list(C_TYPE))
    fl = t[0] == "f"
    kind = rng.choice(FLOAT_KINDS if fl else INT_KINDS)
    rank = rng.randint(1, 4)
    shape = [rng.randint(1, 4) for _ in range(rank)]
    dims = rng.sample(range(rank), 0 if rng.random() < 0.05 else rng.randint(1, rank))
    if rng.random() < 0.4:
        dims.sort()
    kept = [shape[d] for d in range(rank) if d not in dims]

    def count(s):
        c = 1
        for x in s:
            c *= x
        return c

    def vtype(s):
        return "vector<%sx%s>" % ("x".join(map(str, s)), t) if s else t

    ns, nd = count(shape), count(kept)
    body = ["func.func @m%d(%%a: memref<%dx%s>, %%c: memref<%dx%s>, %%k: memref<%dxi8>) {" % (n, ns, t, nd, t, ns),
            "  %c0 = arith.constant 0 : index"]
    for name, s, src in (("x", shape, "a"), ("z", kept, "c")):
        flat = "vector<%dx%s>" % (count(s), t)
        if not s:
            body.append("  %%%s = memref.load %%%s[%%c0] : memref<1x%s>" % (name, src, t))
            continue
        body.append("  %%%sf = vector.load %%%s[%%c0] : memref<%dx%s>, %s" % (name, src, count(s), t, flat))
        body.append("  %%%s = vector.shape_cast %%%sf : %s to %s" % (name, name, flat, vtype(s)))
    red = ("vector.multi_reduction <%s>, %%x, %%z [%s] : %s to %s"
           % (kind, ", ".join(map(str, dims)), vtype(shape), vtype(kept)))
    masked = rng.random() < 0.4
    if rank == 1 and len(dims) == 1 and rng.random() < 0.5:   # a vector.reduction
        # masked minimumf and maximumf with an accumulator: without one,
        # MLIR 22's lanes off are the largest finite float, not an infinity
        acc = rng.random() < 0.7 or (masked and kind in ("minimumf", "maximumf"))
        red = "vector.reduction <%s>, %%x%s : %s into %s" % (kind, ", %z" if acc else "", vtype(shape), t)
    if masked:   # the mask's lanes from the driver's bytes
        flat = "vector<%dxi8>" % ns
        body.append("  %%kb = vector.load %%k[%%c0] : memref<%dxi8>, %s" % (ns, flat))
        body.append("  %%kf = arith.trunci %%kb : %s to vector<%dxi1>" % (flat, ns))
        body.append("  %%km = vector.shape_cast %%kf : vector<%dxi1> to %s" % (ns, vtype(shape).replace(t, "i1")))
        red = "vector.mask %%km { %s } : %s -> %s" % (red, vtype(shape).replace(t, "i1"), vtype(kept))
    body.append("  %r = " + red)
    if kept:
        flat = "vector<%dx%s>" % (nd, t)
        body.append("  %%rf = vector.shape_cast %%r : %s to %s" % (vtype(kept), flat))
        body.append("  vector.store %%rf, %%c[%%c0] : memref<%dx%s>, %s" % (nd, t, flat))
    else:
        body.append("  memref.store %%r, %%c[%%c0] : memref<1x%s>" % t)
    body.append("  return\n}")
    funcs.append("\n".join(body))
    decls.append("void m%d(M(%s), M(%s), M(int8_t));" % (n, C_TYPE[t], C_TYPE[t]))
    mode = 1 if kind in ("minnumf", "maxnumf") else 2 if kind in ("add", "mul") and rng.random() < 0.75 else 0
    calls.append("  run_%s(m%d, %d, %d, %d);" % (t, n, ns, nd, mode))

with open(mlir_path, "w") as f:
    f.write("// gen_multi_reduction.py %d\n" % seed + "\n".join(funcs) + "\n")
with open(c_path, "w") as f:
    f.write("""#include <math.h>
#include <stdint.h>
#include <stdio.h>
#define M(T) T *, T *, intptr_t, intptr_t, intptr_t
%s
static const double F[] = {1e8, 1, -1e8, 0.5, 3, 1e8, -1e8, 1e-3, -0.25, 7, -2, 1, -0.0, INFINITY, 0.0,
                           -INFINITY, NAN, 1e30, -1e30, 2.5};
static const int64_t I[] = {1, -1, 127, -128, 100, 3, 0, 0x7fffffff, -0x7fffffff - 1, 0x55, -7, 64,
                            0x123456789, -0x100000000, 2, 255};
static int calls;
static int8_t *mask(int n) {   /* lanes on and off, all off now and then */
  static int8_t k[256];
  for (int i = 0; i < n; i++) k[i] = calls %% 7 == 3 ? 0 : (calls + 3 * i) %% 5 < 3;
  return k;
}
static void show(double x) {
  if (isnan(x)) printf(" nan");
  else printf(" %%.9g", x);
}
#define RUN_FLOAT(T)                                                                    \\
  static void run_##T(void (*f)(M(T), M(T), M(int8_t)), int na, int nc, int mode) {  \\
    static T a[256], c[256];                                                            \\
    int m = mode == 2 ? 9 : 20; /* 2: the terms whose sums depend on their order */   \\
    for (int i = 0; i < na; i++) a[i] = (T)F[(calls + i) %% m];                        \\
    for (int i = 0; i < nc; i++) c[i] = (T)F[(calls + 3 * i + 2) %% m];                \\
    for (int i = 0; mode == 1 && i < na; i++) a[i] = a[i] == 0 ? 0 : a[i];             \\
    for (int i = 0; mode == 1 && i < nc; i++) c[i] = c[i] == 0 ? 0 : c[i];             \\
    calls++;                                                                            \\
    f(a, a, 0, na, 1, c, c, 0, nc, 1, mask(na), mask(na), 0, na, 1);                    \\
    for (int i = 0; i < nc; i++) show(c[i]);                                            \\
    printf("\\n");                                                                      \\
  }
#define RUN_INT(T, N)                                                                   \\
  static void run_##N(void (*f)(M(T), M(T), M(int8_t)), int na, int nc, int mode) {  \\
    static T a[256], c[256];                                                            \\
    (void)mode;                                                                         \\
    for (int i = 0; i < na; i++) a[i] = (T)I[(calls + i) %% 16];                       \\
    for (int i = 0; i < nc; i++) c[i] = (T)I[(calls + 3 * i + 2) %% 16];               \\
    calls++;                                                                            \\
    f(a, a, 0, na, 1, c, c, 0, nc, 1, mask(na), mask(na), 0, na, 1);                    \\
    for (int i = 0; i < nc; i++) printf(" %%lld", (long long)c[i]);                    \\
    printf("\\n");                                                                      \\
  }
typedef float f32;
typedef double f64;
RUN_FLOAT(f32)
RUN_FLOAT(f64)
RUN_INT(int8_t, i8)
RUN_INT(int32_t, i32)
RUN_INT(int64_t, i64)
int main(void) {
%s
  return 0;
}
""" % ("\n".join(decls), "\n".join(calls)))
