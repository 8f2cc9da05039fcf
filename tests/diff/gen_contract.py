#!/usr/bin/env python3
"""Random vector.contract ops for a differential test against MLIR 22.

    gen_contract.py SEED OUT.mlir OUT.c

writes 40 functions, each one vector.contract of kind add on f32 (one to
five iterators of sizes 1 to 4, at least one reduction; lhs and rhs maps
of the reductions and some parallel dimensions, in a random order; the
accumulator of the parallel ones, in a random order), its operands loaded
from flat memrefs and shape_cast, its result stored back; and a C driver
that calls each on terms whose sums depend on their order (1e8 + 1 - 1e8)
and prints the results to the bit (%.9g)."""
import random
import sys

seed, mlir_path, c_path = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rng = random.Random(seed)
funcs, decls, calls = [], [], []
for n in range(40):
    while True:
        niter = rng.randint(1, 5)
        kinds = [rng.choice(["parallel", "reduction"]) for _ in range(niter)]
        sizes = [rng.choice([1, 2, 3, 4]) for _ in range(niter)]
        par = [d for d in range(niter) if kinds[d] == "parallel"]
        red = [d for d in range(niter) if kinds[d] == "reduction"]
        lhs, rhs = list(red), list(red)
        for d in par:
            side = rng.choice("lrb")
            if side in "lb":
                lhs.append(d)
            if side in "rb":
                rhs.append(d)
        rng.shuffle(lhs)
        rng.shuffle(rhs)
        acc = list(par)
        rng.shuffle(acc)
        if red:
            break

    def count(ds):
        c = 1
        for d in ds:
            c *= sizes[d]
        return c

    def vtype(ds):
        return "vector<%sxf32>" % "x".join(str(sizes[d]) for d in ds) if ds else "f32"

    dims = ", ".join("d%d" % i for i in range(niter))

    def amap(ds):
        return "affine_map<(%s) -> (%s)>" % (dims, ", ".join("d%d" % d for d in ds))

    body = ["func.func @c%d(%%a: memref<%dxf32>, %%b: memref<%dxf32>, %%c: memref<%dxf32>) {"
            % (n, count(lhs), count(rhs), count(acc)), "  %c0 = arith.constant 0 : index"]
    for name, ds, src in (("x", lhs, "a"), ("y", rhs, "b"), ("z", acc, "c")):
        if ds:
            flat = "vector<%dxf32>" % count(ds)
            body.append("  %%%sf = vector.load %%%s[%%c0] : memref<%dxf32>, %s" % (name, src, count(ds), flat))
            body.append("  %%%s = vector.shape_cast %%%sf : %s to %s" % (name, name, flat, vtype(ds)))
        else:
            body.append("  %%%s = memref.load %%%s[%%c0] : memref<1xf32>" % (name, src))
    iters = ", ".join('"%s"' % k for k in kinds)
    body.append("  %%r = vector.contract {indexing_maps = [%s, %s, %s], iterator_types = [%s], "
                "kind = #vector.kind<add>} %%x, %%y, %%z : %s, %s into %s"
                % (amap(lhs), amap(rhs), amap(acc), iters, vtype(lhs), vtype(rhs), vtype(acc)))
    if acc:
        flat = "vector<%dxf32>" % count(acc)
        body.append("  %%rf = vector.shape_cast %%r : %s to %s" % (vtype(acc), flat))
        body.append("  vector.store %%rf, %%c[%%c0] : memref<%dxf32>, %s" % (count(acc), flat))
    else:
        body.append("  memref.store %r, %c[%c0] : memref<1xf32>")
    body.append("  return\n}")
    funcs.append("\n".join(body))
    decls.append("void c%d(M1, M1, M1);" % n)
    calls.append("  run(c%d, %d, %d, %d);" % (n, count(lhs), count(rhs), count(acc)))

with open(mlir_path, "w") as f:
    f.write("// gen_contract.py %d\n" % seed + "\n".join(funcs) + "\n")
with open(c_path, "w") as f:
    f.write("""#include <stdint.h>
#include <stdio.h>
#define M1 float *, float *, intptr_t, intptr_t, intptr_t
%s
static const float F[] = {1e8f, 1, -1e8f, 0.5f, 3, -2, 1e8f, -1e8f, 1, 7, -0.25f, 1e-3f, -0.0f};
static int calls;
static void run(void (*f)(M1, M1, M1), int na, int nb, int nc) {
  static float a[1024], b[1024], c[1024];
  for (int i = 0; i < na; i++) a[i] = F[(calls + i) %% 13];
  for (int i = 0; i < nb; i++) b[i] = F[(calls + 2 * i + 1) %% 13];
  for (int i = 0; i < nc; i++) c[i] = F[(calls + 3 * i + 2) %% 13];
  calls++;
  f(a, a, 0, na, 1, b, b, 0, nb, 1, c, c, 0, nc, 1);
  for (int i = 0; i < nc; i++) printf(" %%.9g", c[i]);
  printf("\\n");
}
int main(void) {
%s
  return 0;
}
""" % ("\n".join(decls), "\n".join(calls)))
