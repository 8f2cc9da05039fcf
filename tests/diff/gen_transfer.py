#!/usr/bin/env python3
"""Random vector.transfer_read and transfer_write ops for a differential
test against MLIR 22.

    gen_transfer.py SEED OUT.mlir OUT.c

writes 40 functions, each one transfer of f32 on a memref of static sizes
(rank 1 to 3; the identity layout, or dynamic strides and offset that the
driver picks), of a vector of rank 1 to 2 under a random permutation map
(the dimensions in any order; a read's of the identity layout may
broadcast: MLIR 22 leaves strided ones unconverted), with or without a
mask (an operand, or vector.mask's; its dimensions those of the vector
that are not broadcast, in the memref's order), in_bounds
where the driver's indices keep the vector inside; and a C driver that
calls each at several indices, some past the memref's ends, and prints
what was read, or the buffer after the write. The padding and the
buffers' values tell every element apart."""
import random
import sys

seed, mlir_path, c_path = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rng = random.Random(seed)
funcs, decls, calls = [], [], []
for n in range(40):
    mrank = rng.randint(1, 3)
    shape = [rng.randint(1, 4) for _ in range(mrank)]
    strided = rng.random() < 0.5
    read = rng.random() < 0.6
    vrank = rng.randint(1, 2)
    free = list(range(mrank))
    res = []
    for _ in range(vrank):
        if (read and not strided and rng.random() < 0.25) or not free:
            res.append(-1)
        else:
            res.append(free.pop(rng.randrange(len(free))))
    if not read and -1 in res:
        res = [r for r in res if r >= 0] or [0]
        vrank = len(res)
    # masks of the minor identity, of 1-D vectors along any dimension and of
    # 2-D transposes of a matrix: MLIR 22's --convert-vector-to-scf makes
    # invalid IR of some others (a mask of the wrong type, an extract out
    # of range)
    minor = res == list(range(mrank - vrank, mrank))
    masked = (minor or (vrank == 1 and res[0] >= 0) or (mrank == 2 and res == [1, 0])) and rng.random() < 0.4
    vshape = [rng.randint(1, 4) for _ in range(vrank)]
    # the mask: the vector's dimensions that are not broadcast, in the
    # order of the memref dimensions they run along
    kshape = [vshape[i] for i in sorted((i for i in range(vrank) if res[i] >= 0), key=lambda i: res[i])]
    in_bounds = [r < 0 or rng.random() < 0.3 for r in res]
    vt = "vector<%sxf32>" % "x".join(map(str, vshape))
    mask_t = "vector<%sxi1>" % "x".join(map(str, kshape))
    nv = nk = 1
    for s in vshape:
        nv *= s
    for s in kshape:
        nk *= s
    layout = ", strided<[%s], offset: ?>" % ", ".join(["?"] * mrank) if strided else ""
    mt = "memref<%sxf32%s>" % ("x".join(map(str, shape)), layout)
    dims = ", ".join("d%d" % i for i in range(mrank))
    amap = "affine_map<(%s) -> (%s)>" % (dims, ", ".join("d%d" % r if r >= 0 else "0" for r in res))
    attrs = "{in_bounds = [%s], permutation_map = %s}" % (", ".join("true" if b else "false" for b in in_bounds), amap)
    idx = ", ".join("%%i%d" % d for d in range(mrank))
    args = ["%%m: %s" % mt] + ["%%i%d: index" % d for d in range(mrank)] + ["%%k: memref<%dxi8>" % nv,
                                                                             "%%v: memref<%dxf32>" % nv]
    body = ["func.func @t%d(%s) {" % (n, ", ".join(args)), "  %c0 = arith.constant 0 : index"]
    if masked:
        body += ["  %%kf = vector.load %%k[%%c0] : memref<%dxi8>, vector<%dxi8>" % (nv, nk),
                 "  %%z = arith.constant dense<0> : vector<%dxi8>" % nk,
                 "  %%kb = arith.cmpi ne, %%kf, %%z : vector<%dxi8>" % nk,
                 "  %%mask = vector.shape_cast %%kb : vector<%dxi1> to %s" % (nk, mask_t)]
    wrap = masked and rng.random() < 0.5   # the mask as vector.mask's
    mask = ", %mask" if masked and not wrap else ""
    if read:
        op = "vector.transfer_read %%m[%s], %%pad%s %s : %s, %s" % (idx, mask, attrs, mt, vt)
        if wrap:
            op = "vector.mask %%mask { %s } : %s -> %s" % (op, mask_t, vt)
        body += ["  %pad = arith.constant -7.5 : f32",
                 "  %%r = %s" % op,
                 "  %%rf = vector.shape_cast %%r : %s to vector<%dxf32>" % (vt, nv),
                 "  vector.store %%rf, %%v[%%c0] : memref<%dxf32>, vector<%dxf32>" % (nv, nv)]
    else:
        body += ["  %%vf = vector.load %%v[%%c0] : memref<%dxf32>, vector<%dxf32>" % (nv, nv),
                 "  %%w = vector.shape_cast %%vf : vector<%dxf32> to %s" % (nv, vt)]
        op = "vector.transfer_write %%w, %%m[%s]%s %s : %s, %s" % (idx, mask, attrs, vt, mt)
        body.append("  " + ("vector.mask %%mask { %s } : %s" % (op, mask_t) if wrap else op))
    body.append("  return\n}")
    funcs.append("\n".join(body))
    # the driver: strides (elements) and offset of the memref in a buffer
    strides, st = [], 1
    for d in reversed(range(mrank)):
        strides.insert(0, st * (rng.choice([1, 2, 3]) if strided else 1))
        st = strides[0] * shape[d] + (rng.randint(0, 2) if strided else 0)
    offset = rng.randint(0, 3) if strided else 0
    span = offset + sum((s - 1) * t for s, t in zip(shape, strides)) + 1
    decls.append("void t%d(float *, float *, intptr_t%s%s, int8_t *, int8_t *, intptr_t, intptr_t, intptr_t, "
                 "float *, float *, intptr_t, intptr_t, intptr_t);"
                 % (n, ", intptr_t" * (2 * mrank), ", intptr_t" * mrank))
    for call in range(3):
        ix = []
        for d in range(mrank):
            # in bounds where in_bounds says a vector dimension along d is
            limit = shape[d] - 1
            for i, r in enumerate(res):
                if r == d and in_bounds[i]:
                    limit = shape[d] - vshape[i]
            ix.append(rng.randint(0, limit) if limit >= 0 else None)
        if None in ix:
            continue
        ks = [rng.randint(0, 1) for _ in range(nv)]
        desc = ", ".join(map(str, shape + strides))
        calls.append("  { int8_t k[] = {%s}; reset(); t%d(buf, buf, %d, %s, %s, k, k, 0, %d, 1, v, v, 0, %d, 1); "
                     "show(\"t%d\", %d, %d, %d); }"
                     % (", ".join(map(str, ks)), n, offset, desc, ", ".join(map(str, ix)), nv, nv, n, read, nv, span))

with open(mlir_path, "w") as f:
    f.write("// gen_transfer.py %d\n" % seed + "\n".join(funcs) + "\n")
with open(c_path, "w") as f:
    f.write("""#include <stdint.h>
#include <stdio.h>
%s
static float buf[4096], v[64];
static void reset(void) {
  for (int i = 0; i < 4096; i++) buf[i] = (float)i;
  for (int i = 0; i < 64; i++) v[i] = 1000.0f + (float)i;
}
static void show(const char *name, int read, int nv, int span) {
  printf("%%s:", name);
  if (read)
    for (int i = 0; i < nv; i++) printf(" %%g", v[i]);
  else
    for (int i = 0; i < span; i++) printf(" %%g", buf[i]);
  printf("\\n");
}
int main(void) {
%s
  return 0;
}
""" % ("\n".join(decls), "\n".join(calls)))
