#!/usr/bin/env python3
"""Random MLIR programs for differential testing against MLIR 22.

    gen_program.py SEED OUT.mlir OUT.c [--no-bf16] [--index32] [--bare]
                   [--cif] [--generic] [--aligned]

writes a module of random functions and a C driver that calls each of
them on several inputs and prints what they computed. The programs are
free of undefined behaviour and poison (divisors and shift amounts are
made safe first, conversions to integers stay in range, loads stay in
bounds), so ir2ll's translation and MLIR's must print the same. They mix
integers of usual and odd widths, floats, casts, the extended
arithmetic, math, complex numbers, vectors, scf regions, branches with
block arguments (the same block named twice, switches), loops, memref
views with dynamic offsets and strides, atomics, globals, direct and
indirect calls with several results and C-interface wrappers, heap
buffers.
--index32 writes them for a 32-bit index, --bare for the bare-pointer
convention, --no-bf16 without bf16 (its conversions call compiler-rt).
--cif for a C interface to every function (ir2ll's --emit-c-interface;
MLIR's copy needs llvm.emit_c_interface on each): the driver calls the
helpers too, and the module calls external functions that the driver
defines. --generic for a driver that defines the allocation functions
(ir2ll's --use-generic-functions) and prints their calls, --aligned for
aligned_alloc (ir2ll's --use-aligned-alloc).
"""
import random
import sys

INTS = ["i1", "i8", "i16", "i32", "i64", "index", "i3", "i17", "i33", "i128"]
FLOATS = ["f32", "f64", "f16", "bf16"]
IN_N, FIN_N = 64, 16            # elements of the driver's input arrays
OUT_N = 25                      # and outputs: the last sums alignment checks
# the driver's arrays as the functions take them; static with --bare
# (ir2ll's --use-bare-ptr-memref-call-conv), which takes no other shapes
MEM = {"in": "memref<?xi64>", "fin": "memref<?xf64>", "out": "memref<?xi64>", "fout": "memref<?xf64>"}
INT_EDGES = [0, 1, -1, 2, 3, 7, -8, 127, -128, 255, 32767, -32768, 65535,
             2**31 - 1, -2**31, 2**32 - 1, 2**63 - 1, -2**63, 0x5555555555555555]
FLOAT_EDGES = [0.0, -0.0, 1.0, -1.5, 0.1, 3.0e5, -7.25e-3, 1e300, -1e-310,
               float("inf"), float("-inf"), float("nan"), 65504.0, 2.5]


INDEX_BITS = [64]   # 32 with --index32 (ir2ll's --index-bitwidth=32)
BARE = [False]      # --bare
CIF = [False]       # --cif
GENERIC = [False]   # --generic
ALIGNED = [False]   # --aligned
GLOBALS = []        # the module's memref.global lines


def width(t):
    return INDEX_BITS[0] if t == "index" else int(t[1:])


def wrap(v, w):
    """v as a w-bit two's complement integer"""
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


class Fn:
    def __init__(self, rng, name):
        self.rng, self.name = rng, name
        self.lines, self.n, self.indent = [], 0, "  "
        self.pool = {}            # type -> names visible here
        self.has_in = False       # the driver's memrefs are arguments
        self.globals = GLOBALS    # memref.global lines of the module

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def emit(self, text):
        self.lines.append(self.indent + text)

    def add(self, t, name):
        self.pool.setdefault(t, []).append(name)
        return name

    def op(self, t, text):
        return self.add(t, self._def(text))

    def _def(self, text):
        r = self.fresh()
        self.emit("%s = %s" % (r, text))
        return r

    def const(self, t, v):
        if t == "i1":
            lit = "true" if v & 1 else "false"
            return self._def("arith.constant %s" % lit)
        if t in FLOATS:
            return self._def("arith.constant %s : %s" % (float_lit(t, v), t))
        return self._def("arith.constant %d : %s" % (wrap(v, width(t)), t))

    def pick(self, t):
        vals = self.pool.get(t)
        if not vals or self.rng.random() < 0.08:
            v = self.rng.choice(FLOAT_EDGES if t in FLOATS else INT_EDGES)
            if t == "index" and INDEX_BITS[0] == 32:   # see arith_ints
                v = abs(v) % 100
            return self.add(t, self.const(t, v))
        if self.rng.random() < 0.5:   # mostly recent values: long chains reach the outputs
            return self.rng.choice(vals[-4:])
        return self.rng.choice(vals)

    def pick_plain(self, t):
        """a value for a successor operand, where MLIR takes no '%x#k'"""
        for _ in range(4):
            v = self.pick(t)
            if "#" not in v:
                return v
        return self.add(t, self.const(t, 0))

    def scope(self):
        return ({k: list(v) for k, v in self.pool.items()}, self.indent)

    def restore(self, saved):
        self.pool, self.indent = {k: list(v) for k, v in saved[0].items()}, saved[1]


# a quiet NaN's bits, +inf's bits, hex digits; the largest finite value
FLOAT_BITS = {"f16": (0x7E00, 0x7C00, 4, 65504.0), "bf16": (0x7FC0, 0x7F80, 4, 3.38e38),
              "f32": (0x7FC00000, 0x7F800000, 8, 3.40e38),
              "f64": (0x7FF8000000000000, 0x7FF0000000000000, 16, 1.79e308)}


def float_lit(t, v):
    """v spelled for type t: NaN, and infinities (and what t cannot hold) as
    bits; a value that t would make subnormal or 0 as 0.5"""
    nan, inf, digits, largest = FLOAT_BITS[t]
    if v != v:
        return "0x%0*X" % (digits, nan)
    if abs(v) > largest:
        return "0x%0*X" % (digits, inf | (1 << (4 * digits - 1) if v < 0 else 0))
    if t != "f64" and v != 0 and abs(v) < 1e-30:
        v = 0.5
    return "%.6e" % v


# ---- scalar ops ------------------------------------------------------------

def safe_divisor(f, t, d, signed, a):
    """d with 0 replaced by 7 (and a with the overflowing MIN / -1 made 0)"""
    w = width(t)
    zero = f.const(t, 0)
    isz = f._def("arith.cmpi eq, %s, %s : %s" % (d, zero, t))
    d = f._def("arith.select %s, %s, %s : %s" % (isz, f.const(t, 7 if w > 3 else 1), d, t))
    if signed:
        mn = f._def("arith.cmpi eq, %s, %s : %s" % (a, f.const(t, -(1 << (w - 1))), t))
        m1 = f._def("arith.cmpi eq, %s, %s : %s" % (d, f.const(t, -1), t))
        both = f._def("arith.andi %s, %s : i1" % (mn, m1))
        a = f._def("arith.select %s, %s, %s : %s" % (both, zero, a, t))
    return d, a


def int_op(f, t):
    r = f.rng
    a, b = f.pick(t), f.pick(t)
    k = r.randrange(10)
    if k < 4:
        o = r.choice(["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"])
        return f.op(t, "arith.%s %s, %s : %s" % (o, a, b, t))
    if k == 4:
        o = r.choice(["shli", "shrsi", "shrui"])
        amt = f._def("arith.remui %s, %s : %s" % (b, f.const(t, width(t)), t))
        return f.op(t, "arith.%s %s, %s : %s" % (o, a, amt, t))
    if k == 5:
        o = r.choice(["divsi", "divui", "remsi", "remui", "ceildivsi", "ceildivui", "floordivsi"])
        if o == "floordivsi" and width(t) > 64:   # MLIR 22's expansion subtracts 2^64 - 1, not 1
            o = "divsi"
        d, a = safe_divisor(f, t, b, o in ("divsi", "remsi", "ceildivsi", "floordivsi"), a)
        return f.op(t, "arith.%s %s, %s : %s" % (o, a, d, t))
    if k == 6:
        p = r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
        return f.op("i1", "arith.cmpi %s, %s, %s : %s" % (p, a, b, t))
    if k == 7:
        return f.op(t, "arith.select %s, %s, %s : %s" % (f.pick("i1"), a, b, t))
    if k == 8 and t != "index":
        if r.random() < 0.5:
            res = f.fresh()
            f.emit("%s:2 = arith.%s %s, %s : %s" % (res, r.choice(["mulsi_extended", "mului_extended"]), a, b, t))
            f.add(t, res + "#0")
            return f.add(t, res + "#1")
        res = f.fresh()
        f.emit("%s:2 = arith.addui_extended %s, %s : %s, i1" % (res, a, b, t))
        f.add("i1", res + "#1")
        return f.add(t, res + "#0")
    if t == "index":
        return f.op(t, "arith.addi %s, %s : index" % (a, b))
    o = r.choice(["absi", "ctlz", "cttz", "ctpop"])
    return f.op(t, "math.%s %s : %s" % (o, a, t))


def int_cast(f):
    r = f.rng
    s, t = r.choice(INTS), r.choice(arith_ints())
    a = f.pick(s)
    if s == t:
        return a
    if "index" in (s, t):
        return f.op(t, "arith.%s %s : %s to %s" % (r.choice(["index_cast", "index_castui"]), a, s, t))
    if width(s) < width(t):
        return f.op(t, "arith.%s %s : %s to %s" % (r.choice(["extsi", "extui"]), a, s, t))
    if width(s) > width(t):
        return f.op(t, "arith.trunci %s : %s to %s" % (a, s, t))
    return a


def float_op(f, t):
    r = f.rng
    a, b = f.pick(t), f.pick(t)
    k = r.randrange(8)
    if k < 3:
        o = r.choice(["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"])
        if o in ("maxnumf", "minnumf"):   # of two zeros, either: + 0.0 makes it +0
            m = f._def("arith.%s %s, %s : %s" % (o, a, b, t))
            return f.op(t, "arith.addf %s, %s : %s" % (m, f.const(t, 0.0), t))
        return f.op(t, "arith.%s %s, %s : %s" % (o, a, b, t))
    if k == 3:
        return f.op(t, "arith.negf %s : %s" % (a, t))
    if k == 4:
        p = r.choice(["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                      "ult", "ule", "une", "uno", "true"])
        return f.op("i1", "arith.cmpf %s, %s, %s : %s" % (p, a, b, t))
    if k == 5:
        return f.op(t, "arith.select %s, %s, %s : %s" % (f.pick("i1"), a, b, t))
    if k == 6 and t in ("f32", "f64"):
        o = r.choice(["absf", "ceil", "floor", "trunc", "round", "roundeven", "sqrt"])
        return f.op(t, "math.%s %s : %s" % (o, a, t))
    if k == 6:
        return f.op(t, "arith.addf %s, %s : %s" % (a, b, t))
    if t in ("f32", "f64") and r.random() < 0.5:
        return f.op(t, "math.fma %s, %s, %s : %s" % (a, b, f.pick(t), t))
    if t not in ("f32", "f64"):
        return a
    # a NaN's sign is not defined (mlir-opt's folding and the machine differ)
    nan = f._def("arith.cmpf uno, %s, %s : %s" % (b, b, t))
    b = f._def("arith.select %s, %s, %s : %s" % (nan, f.const(t, 1.0), b, t))
    return f.op(t, "math.copysign %s, %s : %s" % (a, b, t))


FBITS = {"f16": "i16", "bf16": "i16", "f32": "i32", "f64": "i64"}


def float_cast(f):
    r = f.rng
    k = r.randrange(4)
    if k == 0:
        s, t = r.sample(FLOATS, 2)
        if {s, t} == {"f16", "bf16"}:
            t = "f32"
        rank = {"f16": 0, "bf16": 0, "f32": 1, "f64": 2}
        o = "extf" if rank[s] < rank[t] else "truncf"
        return f.op(t, "arith.%s %s : %s to %s" % (o, f.pick(s), s, t))
    if k == 1:
        s, t = r.choice(INTS), r.choice(["f32", "f64"])
        if s == "index":
            s = "i64"
        return f.op(t, "arith.%s %s : %s to %s" % (r.choice(["sitofp", "uitofp"]), f.pick(s), s, t))
    if k == 2:
        t = r.choice(FLOATS)
        if r.random() < 0.5:
            return f.op(t, "arith.bitcast %s : %s to %s" % (f.pick(FBITS[t]), FBITS[t], t))
        # a NaN's sign and payload may differ by -O level: a NaN gives 1
        x = f.pick(t)
        nan = f._def("arith.cmpf uno, %s, %s : %s" % (x, x, t))
        bits = f._def("arith.bitcast %s : %s to %s" % (x, t, FBITS[t]))
        return f.op(FBITS[t], "arith.select %s, %s, %s : %s" % (nan, f.const(FBITS[t], 1), bits, FBITS[t]))
    # float to integer, in range: an i8 made a float first
    s = f.pick("i8")
    fl = f._def("arith.sitofp %s : i8 to f32" % s)
    t = r.choice(["i16", "i32", "i64", "i17"])
    return f.op(t, "arith.%s %s : f32 to %s" % ("fptosi", fl, t))


def arith_ints():
    """the integer types arithmetic makes: with a 32-bit index, not index,
    as mlir-opt folds index constants in 64 bits whatever the index width"""
    return INTS if INDEX_BITS[0] == 64 else [t for t in INTS if t != "index"]


def scalar_step(f):
    r = f.rng.random()
    if r < 0.45:
        return int_op(f, f.rng.choice(arith_ints()))
    if r < 0.6:
        return int_cast(f)
    if r < 0.85:
        return float_op(f, f.rng.choice(FLOATS))
    return float_cast(f)


# ---- structure ---------------------------------------------------------------

def small_index(f, n):
    """an index in [0, n) computed from an input value"""
    x = f.pick("i64")
    m = f._def("arith.remui %s, %s : i64" % (x, f.const("i64", n)))
    return f._def("arith.index_cast %s : i64 to index" % m)


def yielding(f, saved, t, depth, least, most):
    """a region's steps (least to most - 1 of them), then the scf.yield of
    a t; then the scope saved before the region again"""
    f.indent = saved[1] + "  "
    body(f, f.rng.randrange(least, most), depth + 1)
    f.emit("scf.yield %s : %s" % (f.pick(t), t))
    f.restore(saved)


def scf_if(f, depth):
    t = f.rng.choice(INTS[:6] + FLOATS[:2])
    c = f.pick("i1")
    r = f.fresh()
    saved = f.scope()
    f.emit("%s = scf.if %s -> (%s) {" % (r, c, t))
    for arm in range(2):
        yielding(f, saved, t, depth, 1, 5)
        f.emit("} else {" if arm == 0 else "}")
    return f.add(t, r)


def scf_for(f, depth):
    t = f.rng.choice(["i32", "i64", "f64", "i8"])
    lb = f.const("index", f.rng.randrange(3))
    ub = small_index(f, 6) if f.rng.random() < 0.6 else f.const("index", f.rng.randrange(5))
    st = f.const("index", f.rng.randrange(1, 3))
    init = f.pick(t)
    r, iv, acc = f.fresh(), f.fresh(), f.fresh()
    saved = f.scope()
    f.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {" % (r, iv, lb, ub, st, acc, init, t))
    f.indent += "  "
    f.add("index", iv)
    f.add(t, acc)
    body(f, f.rng.randrange(1, 5), depth + 1)
    f.emit("scf.yield %s : %s" % (f.pick(t), t))
    f.restore(saved)
    f.emit("}")
    return f.add(t, r)


def memref_step(f):
    """loads from a view of the input, or a small local buffer"""
    r = f.rng
    if r.random() < 0.5:
        off, s = small_index(f, 9), small_index(f, 4)
        s1 = f._def("arith.addi %s, %s : index" % (s, f.const("index", 1)))
        n = r.randrange(1, 5)
        v = f._def("memref.subview %%in[%s][%d][%s] : %s to memref<%dxi64, strided<[?], offset: ?>>"
                   % (off, n, s1, MEM["in"], n))
        i = small_index(f, n)
        return f.op("i64", "memref.load %s[%s] : memref<%dxi64, strided<[?], offset: ?>>" % (v, i, n))
    if r.random() < 0.5:
        # a 2-D window with a dynamic offset and row stride
        off, rs = small_index(f, 8), small_index(f, 5)
        rs = f._def("arith.addi %s, %s : index" % (rs, f.const("index", 3)))
        v = f._def("memref.reinterpret_cast %%in to offset: [%s], sizes: [3, 3], strides: [%s, 1] "
                   ": %s to memref<3x3xi64, strided<[?, 1], offset: ?>>" % (off, rs, MEM["in"]))
        i, j = small_index(f, 3), small_index(f, 3)
        return f.op("i64", "memref.load %s[%s, %s] : memref<3x3xi64, strided<[?, 1], offset: ?>>" % (v, i, j))
    t = r.choice(["i8", "i32", "i64", "f32", "f64", "i1", "i17"])
    m, _ = local_buffer(f, t, [2, 3])
    i, j = small_index(f, 2), small_index(f, 3)
    f.emit("memref.store %s, %s[%s, %s] : memref<2x3x%s>" % (f.pick(t), m, i, j, t))
    if r.random() < 0.5:
        c = f._def("memref.collapse_shape %s [[0, 1]] : memref<2x3x%s> into memref<6x%s>" % (m, t, t))
        return f.op(t, "memref.load %s[%s] : memref<6x%s>" % (c, small_index(f, 6), t))
    d = f._def("memref.cast %s : memref<2x3x%s> to memref<?x?x%s>" % (m, t, t))
    return f.op(t, "memref.load %s[%s, %s] : memref<?x?x%s>" % (d, small_index(f, 2), small_index(f, 3), t))


# ---- vectors ----------------------------------------------------------------

VECTORS = {"vector<4xi32>": ("i32", [4]), "vector<8xi8>": ("i8", [8]), "vector<2xi64>": ("i64", [2]),
           "vector<4xf32>": ("f32", [4]), "vector<2xf64>": ("f64", [2]), "vector<2x4xi16>": ("i16", [2, 4])}


def vpick(f, vt):
    """a vector of type vt: one made before, or a new one from scalars"""
    if f.pool.get(vt) and f.rng.random() < 0.7:
        return f.rng.choice(f.pool[vt][-4:])
    e, shape = VECTORS[vt]
    if len(shape) == 1 and f.rng.random() < 0.5:
        return f.op(vt, "vector.from_elements %s : %s" % (", ".join(f.pick(e) for _ in range(shape[0])), vt))
    return f.op(vt, "vector.broadcast %s : %s to %s" % (f.pick(e), e, vt))


def vector_step(f):
    r = f.rng
    vt = r.choice(list(VECTORS))
    e, shape = VECTORS[vt]
    a, b = vpick(f, vt), vpick(f, vt)
    fl = e in FLOATS
    k = r.randrange(9)
    if k < 2:
        o = r.choice(["addf", "subf", "mulf", "maximumf", "minimumf"] if fl else
                     ["addi", "subi", "muli", "andi", "xori", "maxsi", "minui"])
        return f.op(vt, "arith.%s %s, %s : %s" % (o, a, b, vt))
    if k == 2:
        pos = ", ".join(str(r.randrange(n)) for n in shape)
        return f.op(e, "vector.extract %s[%s] : %s from %s" % (a, pos, e, vt))
    if k == 3:
        pos = ", ".join(str(r.randrange(n)) for n in shape)
        return f.op(vt, "vector.insert %s, %s[%s] : %s into %s" % (f.pick(e), a, pos, e, vt))
    if k == 4 and len(shape) == 1:
        kinds = ["add", "mul", "minimumf", "maximumf"] if fl else ["add", "mul", "minsi", "maxui", "and", "or", "xor"]
        return f.op(e, "vector.reduction <%s>, %s : %s into %s" % (r.choice(kinds), a, vt, e))
    if k == 5 and len(shape) == 1:
        mask = ", ".join(str(r.randrange(2 * shape[0])) for _ in range(shape[0]))
        return f.op(vt, "vector.shuffle %s, %s [%s] : %s, %s" % (a, b, mask, vt, vt))
    if k == 6 and len(shape) == 2:
        t2 = "vector<%dx%dx%s>" % (shape[1], shape[0], e)
        tr = f._def("vector.transpose %s, [1, 0] : %s to %s" % (a, vt, t2))
        flat = f._def("vector.shape_cast %s : %s to vector<8x%s>" % (tr, t2, e))
        return f.op(e, "vector.extract %s[%d] : %s from vector<8x%s>" % (flat, r.randrange(8), e, e))
    if k == 6:
        m = f._def("arith.%s, %s, %s : %s" % ("cmpf olt" if fl else "cmpi slt", a, b, vt))
        return f.op(vt, "arith.select %s, %s, %s : vector<%dxi1>, %s" % (m, a, b, shape[0], vt))
    if k == 7 and fl and len(shape) == 1:
        return f.op(vt, "vector.fma %s, %s, %s : %s" % (a, b, vpick(f, vt), vt))
    return f.op(e, "vector.extract %s[%s] : %s from %s" % (a, ", ".join("0" for _ in shape), e, vt))


# ---- more regions -------------------------------------------------------------

def scf_while(f, depth):
    """a while loop that counts to a small bound, carrying a value"""
    t = f.rng.choice(["i32", "i64", "f32"])
    lim = small_index(f, 5)
    zero, one = f.const("index", 0), f.const("index", 1)
    r, a, n, a2, n2 = (f.fresh() for _ in range(5))
    saved = f.scope()
    f.emit("%s:2 = scf.while (%s = %s, %s = %s) : (%s, index) -> (%s, index) {" % (r, a, f.pick(t), n, zero, t, t))
    f.indent += "  "
    c = f._def("arith.cmpi slt, %s, %s : index" % (n, lim))
    f.emit("scf.condition(%s) %s, %s : %s, index" % (c, a, n, t))
    f.indent = saved[1]
    f.emit("} do {")
    f.emit("^bb0(%s: %s, %s: index):" % (a2, t, n2))
    f.indent += "  "
    f.add(t, a2)
    f.add("index", n2)
    body(f, f.rng.randrange(1, 4), depth + 1)
    nx = f._def("arith.addi %s, %s : index" % (n2, one))
    f.emit("scf.yield %s, %s : %s, index" % (f.pick(t), nx, t))
    f.restore(saved)
    f.emit("}")
    return f.add(t, r + "#0")


def scf_switch(f, depth):
    t = f.rng.choice(["i32", "i8", "f64", "index"])
    sel = small_index(f, 4)
    cases = sorted(f.rng.sample(range(4), f.rng.randrange(1, 3)))
    r = f.fresh()
    saved = f.scope()
    f.emit("%s = scf.index_switch %s -> %s" % (r, sel, t))
    for c in cases + ["default"]:
        f.emit("case %d {" % c if c != "default" else "default {")
        yielding(f, saved, t, depth, 0, 3)
        f.emit("}")
    return f.add(t, r)


def scf_region(f, depth):
    """scf.execute_region with two blocks that yield"""
    t = f.rng.choice(["i16", "i64", "f32"])
    r = f.fresh()
    saved = f.scope()
    f.emit("%s = scf.execute_region -> %s {" % (r, t))
    f.indent = saved[1] + "  "
    f.emit("cf.cond_br %s, ^bb1, ^bb2" % f.pick("i1"))
    f.restore(saved)
    for b in (1, 2):
        f.emit("^bb%d:" % b)
        yielding(f, saved, t, depth, 0, 3)
    f.emit("}")
    return f.add(t, r)


def local_buffer(f, t, shape):
    """an alloca of type t with every element stored"""
    mt = "memref<%sx%s>" % ("x".join(map(str, shape)), t)
    m = f._def("memref.alloca() : %s" % mt)
    idx = [[]]
    for n in shape:
        idx = [i + [k] for i in idx for k in range(n)]
    for i in idx:
        f.emit("memref.store %s, %s[%s] : %s" % (f.pick(t), m, ", ".join(f.const("index", k) for k in i), mt))
    return m, mt


def memref_views(f, t):
    """views of views: dynamic subviews, byte views, reshapes, metadata"""
    r = f.rng
    k = r.randrange(5)
    if k == 0:      # a subview of a dynamic subview, rank-reduced
        m, mt = local_buffer(f, t, [4, 5])
        d = f._def("memref.cast %s : %s to memref<?x?x%s>" % (m, mt, t))
        o0, o1 = small_index(f, 2), small_index(f, 3)
        s0 = f._def("arith.addi %s, %s : index" % (small_index(f, 2), f.const("index", 1)))
        v1t = "memref<2x3x%s, strided<[?, 1], offset: ?>>" % t
        v1 = f._def("memref.subview %s[%s, %s] [2, 3] [%s, 1] : memref<?x?x%s> to %s" % (d, o0, o1, s0, t, v1t))
        x = small_index(f, 2)
        v2t = "memref<2x%s, strided<[1], offset: ?>>" % t
        v2 = f._def("memref.subview %s[1, %s] [1, 2] [1, 1] : %s to %s" % (v1, x, v1t, v2t))
        f.emit("memref.store %s, %s[%s] : %s" % (f.pick(t), v2, small_index(f, 2), v2t))
        return f.op(t, "memref.load %s[%s, %s] : %s" % (v1, small_index(f, 2), small_index(f, 3), v1t))
    if k == 1 and t in ("i32", "i64", "f32", "f64", "i16"):   # a typed view of bytes
        size = width(t) // 8
        buf = f._def("memref.alloca() : memref<64xi8>")
        off = f._def("arith.muli %s, %s : index" % (small_index(f, 4), f.const("index", size)))
        vt = "memref<4x%s>" % t
        v = f._def("memref.view %s[%s][] : memref<64xi8> to %s" % (buf, off, vt))
        for i in range(4):
            f.emit("memref.store %s, %s[%s] : %s" % (f.pick(t), v, f.const("index", i), vt))
        return f.op(t, "memref.load %s[%s] : %s" % (v, small_index(f, 4), vt))
    if k == 2:      # reshaped by a shape in memory
        m, mt = local_buffer(f, t, [6])
        shape = f._def("memref.alloca() : memref<2xindex>")
        rows = r.choice([2, 3])
        f.emit("memref.store %s, %s[%s] : memref<2xindex>" % (f.const("index", rows), shape, f.const("index", 0)))
        f.emit("memref.store %s, %s[%s] : memref<2xindex>" % (f.const("index", 6 // rows), shape, f.const("index", 1)))
        vt = "memref<%dx%dx%s>" % (rows, 6 // rows, t)     # MLIR 22 lowers static shapes only
        v = f._def("memref.reshape %s(%s) : (%s, memref<2xindex>) -> %s" % (m, shape, mt, vt))
        return f.op(t, "memref.load %s[%s, %s] : %s" % (v, small_index(f, rows), small_index(f, 6 // rows), vt))
    if k == 3:      # taken apart and put together again
        m, mt = local_buffer(f, t, [3, 4])
        o1 = small_index(f, 2)
        vt = "memref<2x2x%s, strided<[4, 1], offset: ?>>" % t
        v = f._def("memref.subview %s[1, %s] [2, 2] [1, 1] : %s to %s" % (m, o1, mt, vt))
        res = f.fresh()
        f.emit("%s:6 = memref.extract_strided_metadata %s : %s -> memref<%s>, index, index, index, index, index"
               % (res, v, vt, t))
        for i in range(1, 6):
            f.add("index", "%s#%d" % (res, i))
        back = f._def("memref.reinterpret_cast %s#0 to offset: [%s#1], sizes: [2, 2], strides: [4, 1] : memref<%s> to %s"
                      % (res, res, t, vt))
        return f.op(t, "memref.load %s[%s, %s] : %s" % (back, small_index(f, 2), small_index(f, 2), vt))
    # expanded with a dynamic size
    m, mt = local_buffer(f, t, [8])
    d = f._def("memref.cast %s : %s to memref<?x%s>" % (m, mt, t))
    n = f._def("arith.constant 4 : index")
    e = f._def("memref.expand_shape %s [[0, 1]] output_shape [%s, 2] : memref<?x%s> into memref<?x2x%s>" % (d, n, t, t))
    return f.op(t, "memref.load %s[%s, %s] : memref<?x2x%s>" % (e, small_index(f, 4), small_index(f, 2), t))


def memref_more(f):
    r = f.rng
    t = r.choice(["i8", "i32", "i64", "f32", "f64", "i16"])
    if r.random() < 0.45:
        return memref_views(f, t)
    m, mt = local_buffer(f, t, [2, 3])
    k = r.randrange(6)
    if k == 0:      # a row, rank-reduced
        row = r.randrange(2)
        v = f._def("memref.subview %s[%d, 0] [1, 3] [1, 1] : %s to memref<3x%s, strided<[1], offset: %d>>"
                   % (m, row, mt, t, 3 * row))
        return f.op(t, "memref.load %s[%s] : memref<3x%s, strided<[1], offset: %d>>" % (v, small_index(f, 3), t, 3 * row))
    if k == 1:      # a column, strided
        col = r.randrange(3)
        v = f._def("memref.subview %s[0, %d] [2, 1] [1, 1] : %s to memref<2x1x%s, strided<[3, 1], offset: %d>>"
                   % (m, col, mt, t, col))
        return f.op(t, "memref.load %s[%s, %s] : memref<2x1x%s, strided<[3, 1], offset: %d>>"
                    % (v, small_index(f, 2), f.const("index", 0), t, col))
    if k == 2:      # through an unranked memref and back
        u = f._def("memref.cast %s : %s to memref<*x%s>" % (m, mt, t))
        rk = f._def("memref.rank %s : memref<*x%s>" % (u, t))
        f.add("index", rk)
        back = f._def("memref.cast %s : memref<*x%s> to %s" % (u, t, mt))
        return f.op(t, "memref.load %s[%s, %s] : %s" % (back, small_index(f, 2), small_index(f, 3), mt))
    if k == 3:      # copied into a fresh buffer
        n, nt = local_buffer(f, t, [2, 3])
        f.emit("memref.copy %s, %s : %s to %s" % (m, n, mt, nt))
        return f.op(t, "memref.load %s[%s, %s] : %s" % (n, small_index(f, 2), small_index(f, 3), nt))
    if k == 4:      # collapsed, then expanded the other way
        c = f._def("memref.collapse_shape %s [[0, 1]] : %s into memref<6x%s>" % (m, mt, t))
        e = f._def("memref.expand_shape %s [[0, 1]] output_shape [3, 2] : memref<6x%s> into memref<3x2x%s>"
                   % (c, t, t))
        return f.op(t, "memref.load %s[%s, %s] : memref<3x2x%s>" % (e, small_index(f, 3), small_index(f, 2), t))
    return heap_buffer(f)


HEAP = ["i1", "i8", "i16", "i17", "i32", "i64", "i128", "index", "f16", "f32", "f64"]
# vector and complex elements: malloc's pointer is aligned to their size
# (not with a 32-bit index and malloc: MLIR 22 aligns the pointer in an
# i32, see heap_buffer)
HEAP_ALIGNED = ["vector<4xi32>", "vector<2xf64>", "vector<2x4xi16>", "complex<f32>", "complex<f64>"]


def heap_value(f, t):
    if t in VECTORS:
        return vpick(f, t)
    if t.startswith("complex"):
        e = t[8:-1]
        return f._def("complex.create %s, %s : %s" % (f.pick(e), f.pick(e), t))
    return f.pick(t)


def heap_read(f, t, v):
    if t.startswith("complex"):
        e = t[8:-1]
        f.add(e, f._def("complex.re %s : %s" % (v, t)))
        return f.op(e, "complex.im %s : %s" % (v, t))
    return f.add(t, v)


def heap_fill(f, h, mt, t, shape):
    """every element stored by loops over the dimensions (an integer
    element plus its position, so that they differ)"""
    v = heap_value(f, t)
    zero, one = f.const("index", 0), f.const("index", 1)
    dims = [f._def("memref.dim %s, %s : %s" % (h, f.const("index", k), mt)) for k in range(len(shape))]
    saved = f.scope()
    ivs = []
    for d in dims:
        ivs.append(f.fresh())
        f.emit("scf.for %s = %s to %s step %s {" % (ivs[-1], zero, d, one))
        f.indent += "  "
    if t in INTS:
        pos = ivs[0] if len(ivs) == 1 else f._def("arith.addi %s, %s : index" % (
            f._def("arith.muli %s, %s : index" % (ivs[0], f.const("index", 7))), ivs[1]))
        if t != "index":
            pos = f._def("arith.index_cast %s : index to %s" % (pos, t))
        v = f._def("arith.addi %s, %s : %s" % (v, pos, t))
    f.emit("memref.store %s, %s[%s] : %s" % (v, h, ", ".join(ivs), mt))
    for k in reversed(range(len(dims))):
        f.indent = saved[1] + "  " * k
        f.emit("}")
    f.restore(saved)
    return dims


def heap_buffer(f):
    """memref.alloc of a static or dynamic shape, maybe with an alignment,
    filled, maybe copied, read, and deallocated (maybe as unranked); the
    aligned pointer modulo the alignment promised, 0, joins the values"""
    r = f.rng
    types = HEAP + (HEAP_ALIGNED if ALIGNED[0] or INDEX_BITS[0] != 32 else [])
    if INDEX_BITS[0] == 32 and ALIGNED[0]:
        # MLIR 22 rounds aligned_alloc's size up unless it thinks it needs
        # not: there it counts 8 bytes for an index (its data layout's)
        types = [t for t in types if t != "index"]
    t = r.choice(types)
    shape = r.choice([["?"], [3], [2, "?"], ["?", 3], [2, 3], [5]])
    mt = "memref<%sx%s>" % ("x".join(map(str, shape)), t)
    dyn = ", ".join(f._def("arith.addi %s, %s : index" % (small_index(f, 4), f.const("index", 1)))
                    for n in shape if n == "?")
    # not below the element's natural alignment (--generic's allocator
    # gives no more than asked)
    align = r.choice([0, 0, 0, 16, 32, 64, 128] + ([8] if t in HEAP and t != "i128" else []))
    if INDEX_BITS[0] == 32 and not ALIGNED[0]:    # MLIR 22 aligns malloc's pointer in an i32: it drops its upper half
        align = 0
    attr = " {alignment = %d}" % align if align else ""
    h = f._def("memref.alloc(%s)%s : %s" % (dyn, attr, mt))
    promised = align or (16 if ALIGNED[0] else 0)
    if promised:
        p = f._def("memref.extract_aligned_pointer_as_index %s : %s -> index" % (h, mt))
        rem = f.op("index", "arith.remui %s, %s : index" % (p, f.const("index", promised)))
        if f.has_in:    # added to out[OUT_N - 1], seen from within any region
            slot = f.const("index", OUT_N - 1)
            total = f._def("arith.addi %s, %s : i64" % (f._def("memref.load %%out[%s] : %s" % (slot, MEM["out"])),
                                                       f._def("arith.index_cast %s : index to i64" % rem)))
            f.emit("memref.store %s, %%out[%s] : %s" % (total, slot, MEM["out"]))
    dims = heap_fill(f, h, mt, t, shape)
    src = h
    if r.random() < 0.3:
        src = f._def("memref.alloc(%s)%s : %s" % (dyn, attr, mt))
        f.emit("memref.copy %s, %s : %s to %s" % (h, src, mt, mt))
        f.emit("memref.dealloc %s : %s" % (h, mt))
    at = [f._def("arith.remui %s, %s : index" % (small_index(f, 5), d)) for d in dims]
    f.emit("memref.store %s, %s[%s] : %s" % (heap_value(f, t), src, ", ".join(at), mt))
    at = [f._def("arith.remui %s, %s : index" % (small_index(f, 5), d)) for d in dims]
    v = heap_read(f, t, f._def("memref.load %s[%s] : %s" % (src, ", ".join(at), mt)))
    if r.random() < 0.3:
        ut = "memref<*x%s>" % t
        f.emit("memref.dealloc %s : %s" % (f._def("memref.cast %s : %s to %s" % (src, mt, ut)), ut))
    else:
        f.emit("memref.dealloc %s : %s" % (src, mt))
    return v



# ---- math, complex, atomics, globals, parallel loops, indirect calls -----------

INTRINSIC_MATH = ["sin", "cos", "exp", "exp2", "log", "log2", "log10", "expm1", "log1p", "rsqrt"]
LIBM_MATH = ["tan", "tanh", "atan", "sinh", "cosh", "asin", "acos", "asinh", "acosh", "atanh", "cbrt", "erf"]


def opaque(f, t):
    """a value of f32 or f64 that MLIR cannot fold: x + (-0.0) with the
    -0.0 loaded from the input. mlir-opt folds math and complex ops of
    constants with its own, more precise, functions (expm1 of a constant
    is the host's expm1, at run time exp(x) - 1), which ir2ll does not."""
    return f._def("arith.addf %s, %s : %s" % (f.pick(t), f.fzero[t], t))


def math_step(f):
    r = f.rng
    t = r.choice(["f32", "f64"])
    k = r.randrange(4)
    if k == 0:
        return f.op(t, "math.%s %s : %s" % (r.choice(INTRINSIC_MATH), opaque(f, t), t))
    if k == 1:
        return f.op(t, "math.%s %s : %s" % (r.choice(LIBM_MATH), opaque(f, t), t))
    if k == 2:
        return f.op(t, "math.%s %s, %s : %s" % (r.choice(["powf", "atan2"]), opaque(f, t), opaque(f, t), t))
    n = f._def("arith.trunci %s : i64 to i8" % f.pick("i64"))
    n32 = f._def("arith.extsi %s : i8 to i32" % n)
    return f.op(t, "math.fpowi %s, %s : %s, i32" % (opaque(f, t), n32, t))


def complex_step(f):
    r = f.rng
    e = r.choice(["f32", "f64"])
    ct = "complex<%s>" % e
    a = f._def("complex.create %s, %s : %s" % (opaque(f, e), opaque(f, e), ct))
    b = f._def("complex.create %s, %s : %s" % (opaque(f, e), opaque(f, e), ct))
    k = r.randrange(3)
    if k == 0:
        c = f._def("complex.%s %s, %s : %s" % (r.choice(["add", "sub", "mul", "div"]), a, b, ct))
    elif k == 1:
        c = f._def("complex.%s %s : %s" % (r.choice(["neg", "conj", "exp", "log", "sqrt", "sign", "sin", "cos",
                                                     "tanh", "expm1", "log1p", "rsqrt"]), a, ct))
    else:
        f.add(e, f._def("complex.%s %s : %s" % (r.choice(["abs", "angle"]), a, ct)))
        return f.op("i1", "complex.%s %s, %s : %s" % (r.choice(["eq", "neq"]), a, b, ct))
    f.add(e, f._def("complex.re %s : %s" % (c, ct)))
    return f.op(e, "complex.im %s : %s" % (c, ct))


def atomic_step(f):
    r = f.rng
    t = r.choice(["i32", "i64", "f32", "f64"])
    m, mt = local_buffer(f, t, [4])
    i = small_index(f, 4)
    kinds = (["addf", "assign"] if t[0] == "f" else      # what MLIR 22 lowers
             ["addi", "assign", "maxs", "maxu", "mins", "minu", "ori", "andi"])
    old = f.op(t, "memref.atomic_rmw %s %s, %s[%s] : (%s, %s) -> %s" % (r.choice(kinds), f.pick(t), m, i, t, mt, t))
    f.add(t, f._def("memref.load %s[%s] : %s" % (m, i, mt)))
    return old


def global_step(f):
    r = f.rng
    t = r.choice(["i32", "i16", "f32", "f64", "i64"])
    name = "g%d" % len(f.globals)
    vals = [r.choice(INT_EDGES) for _ in range(4)] if t[0] == "i" else [r.choice([0.5, -2.0, 3.25, 1e3]) for _ in range(4)]
    lits = [str(wrap(v, width(t))) if t[0] == "i" else "%.6e" % v for v in vals]
    f.globals.append('  memref.global "private" constant @%s : memref<2x2x%s> = dense<[[%s, %s], [%s, %s]]>'
                     % ((name, t) + tuple(lits)))
    g = f._def("memref.get_global @%s : memref<2x2x%s>" % (name, t))
    return f.op(t, "memref.load %s[%s, %s] : memref<2x2x%s>" % (g, small_index(f, 2), small_index(f, 2), t))


def parallel_step(f, depth):
    """scf.parallel (run in order) filling a buffer, then a load"""
    t = f.rng.choice(["i32", "f64", "i8"])
    m, mt = local_buffer(f, t, [2, 3])
    zero, one = f.const("index", 0), f.const("index", 1)
    two, three = f.const("index", 2), f.const("index", 3)
    i, j = f.fresh(), f.fresh()
    saved = f.scope()
    f.emit("scf.parallel (%s, %s) = (%s, %s) to (%s, %s) step (%s, %s) {" % (i, j, zero, zero, two, three, one, one))
    f.indent += "  "
    f.add("index", i)
    f.add("index", j)
    body(f, f.rng.randrange(0, 3), depth + 1)
    f.emit("memref.store %s, %s[%s, %s] : %s" % (f.pick(t), m, i, j, mt))
    f.emit("scf.reduce")
    f.restore(saved)
    f.emit("}")
    return f.op(t, "memref.load %s[%s, %s] : %s" % (m, small_index(f, 2), small_index(f, 3), mt))


def indirect_step(f, helpers):
    h = f.rng.choice(helpers)
    ft = "(%s) -> (%s)" % (", ".join(h["ins"]), ", ".join(h["outs"]))
    fn = f._def("func.constant @%s : %s" % (h["name"], ft))
    r = f.fresh()
    n = len(h["outs"])
    f.emit("%s%s = func.call_indirect %s(%s) : %s" % (r, ":%d" % n if n > 1 else "", fn,
                                                      ", ".join(argument(f, t) for t in h["ins"]), ft))
    results(f, r, h["outs"])


def vector_memory(f):
    """vector.load/store and masked ones on a local buffer"""
    r = f.rng
    e, n = r.choice([("i32", 4), ("f32", 4), ("i8", 8), ("f64", 2)])
    vt = "vector<%dx%s>" % (n, e)
    m, mt = local_buffer(f, e, [2 * n])
    base = small_index(f, n + 1)
    if r.random() < 0.5:
        f.emit("vector.store %s, %s[%s] : %s, %s" % (vpick(f, vt), m, base, mt, vt))
        return f.op(vt, "vector.load %s[%s] : %s, %s" % (m, small_index(f, n + 1), mt, vt))
    mask = f._def("arith.constant dense<[%s]> : vector<%dxi1>" % (", ".join(r.choice(["true", "false"]) for _ in range(n)), n))
    pas = vpick(f, vt)
    v = f.op(vt, "vector.maskedload %s[%s], %s, %s : %s, vector<%dxi1>, %s into %s" % (m, base, mask, pas, mt, n, vt, vt))
    f.emit("vector.maskedstore %s[%s], %s, %s : %s, vector<%dxi1>, %s" % (m, small_index(f, n + 1), mask, v, mt, n, vt))
    return f.op(e, "memref.load %s[%s] : %s" % (m, small_index(f, 2 * n), mt))



VIEW = "memref<4xi64, strided<[?], offset: ?>>"    # a window of the input, passed to helpers
UVIEW = "memref<*xi64>"                             # one passed unranked


def argument(f, t):
    """an operand of type t for a call: a view is a new window of the input"""
    if t not in (VIEW, UVIEW):
        return f.pick(t)
    off, s = small_index(f, 9), small_index(f, 4)
    s1 = f._def("arith.addi %s, %s : index" % (s, f.const("index", 1)))
    v = f._def("memref.subview %%in[%s][4][%s] : %s to %s" % (off, s1, MEM["in"], VIEW))
    return v if t == VIEW else f._def("memref.cast %s : %s to %s" % (v, VIEW, UVIEW))


def results(f, r, outs):
    """the results r of a call: a view is read at once"""
    n = len(outs)
    for k, t in enumerate(outs):
        v = "%s#%d" % (r, k) if n > 1 else r
        if t == VIEW:
            f.op("i64", "memref.load %s[%s] : %s" % (v, small_index(f, 4), VIEW))
        else:
            f.add(t, v)


def call_step(f, helpers):
    h = f.rng.choice(helpers)
    args = ", ".join(argument(f, t) for t in h["ins"])
    r = f.fresh()
    n = len(h["outs"])
    f.emit("%s%s = func.call @%s(%s) : (%s) -> (%s)" % (r, ":%d" % n if n > 1 else "", h["name"], args,
           ", ".join(h["ins"]), ", ".join(h["outs"])))
    results(f, r, h["outs"])


def body(f, n, depth, helpers=()):
    for _ in range(n):
        k = f.rng.random()
        if depth < 2 and k < 0.05:
            scf_if(f, depth)
        elif depth < 2 and k < 0.08:
            scf_for(f, depth)
        elif depth < 2 and k < 0.10:
            f.rng.choice([scf_while, scf_switch, scf_region])(f, depth)
        elif f.has_in and k < 0.15:
            memref_step(f)
        elif k < 0.18:
            memref_more(f)
        elif k < 0.24:
            vector_step(f)
        elif k < 0.26 and INDEX_BITS[0] == 64:   # MLIR's vector.load takes a 64-bit index only
            vector_memory(f)
        elif f.has_in and k < 0.29:
            math_step(f)
        elif f.has_in and k < 0.31:
            complex_step(f)
        elif k < 0.32:
            atomic_step(f)
        elif k < 0.33:
            global_step(f)
        elif k < 0.35:
            heap_buffer(f)
        elif depth < 2 and k < 0.36:
            parallel_step(f, depth)
        elif helpers and k < 0.39:
            call_step(f, helpers)
        elif helpers and k < 0.40:
            indirect_step(f, helpers)
        else:
            scalar_step(f)


def block_join(f, label):
    """end the block with a branch pattern; the next block takes arguments"""
    r = f.rng
    ts = [r.choice(INTS[:6] + FLOATS[:2]) for _ in range(r.randrange(1, 3))]
    sig = ", ".join(ts)
    args = lambda: ", ".join(f.pick_plain(t) for t in ts)
    j = "^j%d" % label
    k = r.randrange(3)
    if k == 0:                         # the same block twice, with different arguments
        f.emit("cf.cond_br %s, %s(%s : %s), %s(%s : %s)" % (f.pick("i1"), j, args(), sig, j, args(), sig))
    elif k == 1:                       # a switch
        st = r.choice(["i32", "i8", "i64"])
        flag = f.pick(st)
        cases = sorted(r.sample([-3, 0, 1, 2, 5, 100], r.randrange(1, 4)))
        case_text = ", ".join("%d: %s(%s : %s)" % (c, j, args(), sig) for c in cases)
        f.emit("cf.switch %s : %s, [default: %s(%s : %s), %s]" % (flag, st, j, args(), sig, case_text))
    else:                              # a diamond
        c = f.pick("i1")
        f.emit("cf.cond_br %s, ^t%d, ^e%d" % (c, label, label))
        saved = f.scope()
        for arm in ("t", "e"):
            f.restore(saved)
            f.emit("^%s%d:" % (arm, label))
            body(f, r.randrange(0, 4), 1)
            f.emit("cf.br %s(%s : %s)" % (j, args(), sig))
        f.restore(saved)
    params = [f.fresh() for _ in ts]
    f.emit("%s(%s):" % (j, ", ".join("%s: %s" % p for p in zip(params, ts))))
    for p, t in zip(params, ts):
        f.add(t, p)


def block_loop(f, label):
    """a counted loop of blocks carrying a value"""
    r = f.rng
    t = r.choice(["i32", "i64", "f64", "i16"])
    n = small_index(f, 5)
    zero, one = f.const("index", 0), f.const("index", 1)
    i, acc, res = f.fresh(), f.fresh(), f.fresh()
    f.emit("cf.br ^h%d(%s, %s : index, %s)" % (label, zero, f.pick_plain(t), t))
    f.emit("^h%d(%s: index, %s: %s):" % (label, i, acc, t))
    f.add("index", i)
    f.add(t, acc)
    saved = f.scope()
    c = f._def("arith.cmpi slt, %s, %s : index" % (i, n))
    f.emit("cf.cond_br %s, ^b%d, ^x%d(%s : %s)" % (c, label, label, acc, t))
    f.emit("^b%d:" % label)
    body(f, r.randrange(1, 4), 1)
    nx = f._def("arith.addi %s, %s : index" % (i, one))
    f.emit("cf.br ^h%d(%s, %s : index, %s)" % (label, nx, f.pick_plain(t), t))
    f.restore(saved)
    f.emit("^x%d(%s: %s):" % (label, res, t))
    f.add(t, res)


# ---- functions and the driver --------------------------------------------------

def to_i64(f, t, v):
    if t in FLOATS:
        return None
    if t == "index":
        return f._def("arith.index_cast %s : index to i64" % v)
    w = width(t)
    if w < 64:
        return f._def("arith.%s %s : %s to i64" % (f.rng.choice(["extsi", "extui"]), v, t))
    if w > 64:
        return f._def("arith.trunci %s : %s to i64" % (v, t))
    return v


def checksums(f, slot):
    """every visible value folded into out[slot] (integers) and out[slot + 1]
    (floats' bits, a NaN as 1: its sign and payload may differ by -O level)"""
    mul = f.const("i64", 1000003)
    for k, kinds in enumerate((INTS, FLOATS)):
        acc = f.const("i64", 17)
        for t in kinds:
            for v in f.pool.get(t, []):
                if t in FLOATS:
                    d = to_f64(f, t, v)
                    bits = f._def("arith.bitcast %s : f64 to i64" % d)
                    nan = f._def("arith.cmpf uno, %s, %s : f64" % (d, d))
                    x = f._def("arith.select %s, %s, %s : i64" % (nan, f.const("i64", 1), bits))
                else:
                    x = to_i64(f, t, v)
                acc = f._def("arith.muli %s, %s : i64" % (acc, mul))
                acc = f._def("arith.xori %s, %s : i64" % (acc, x))
        f.emit("memref.store %s, %%out[%s] : %s" % (acc, f.const("index", slot + k), MEM["out"]))


def to_f64(f, t, v):
    return v if t == "f64" else f._def("arith.extf %s : %s to f64" % (v, t))


def gen_helper(rng, name):
    f = Fn(rng, name)
    ins = [rng.choice(INTS + FLOATS[:2]) for _ in range(rng.randrange(1, 4))]
    outs = [rng.choice(INTS + FLOATS[:2]) for _ in range(rng.randrange(1, 4))]
    if not BARE[0] and rng.random() < 0.5:    # a view in, read and written, and maybe out
        ins.insert(rng.randrange(len(ins) + 1), rng.choice([VIEW, VIEW, UVIEW]))
        if rng.random() < 0.5:
            outs.insert(rng.randrange(len(outs) + 1), VIEW)
    params = []
    f.indent = "    "
    for t in ins:
        p = f.fresh()
        params.append("%s: %s" % (p, t))
        if t == UVIEW:      # ranked again
            f.add("index", f._def("memref.rank %s : %s" % (p, UVIEW)))
            p, t = f._def("memref.cast %s : %s to %s" % (p, UVIEW, VIEW)), VIEW
        f.add(t, p)
    for v in f.pool.get(VIEW, []):
        for i in range(4):
            f.op("i64", "memref.load %s[%s] : %s" % (v, f.const("index", i), VIEW))
    body(f, rng.randrange(3, 12), 0)
    for v in f.pool.get(VIEW, []):
        f.emit("memref.store %s, %s[%s] : %s" % (f.pick("i64"), v, f.const("index", rng.randrange(4)), VIEW))
    rets = [f.rng.choice(f.pool[VIEW]) if t == VIEW else f.pick(t) for t in outs]
    f.emit("return %s : %s" % (", ".join(rets), ", ".join(outs)))
    text = ["  func.func private @%s(%s) -> (%s)%s {" % (name, ", ".join(params), ", ".join(outs), cif_attr(rng))]
    return {"name": name, "ins": ins, "outs": outs, "text": text + f.lines + ["  }"]}


def cif_attr(rng):
    """with --cif, now and then the attribute that the option implies too"""
    return " attributes {llvm.emit_c_interface}" if CIF[0] and rng.random() < 0.3 else ""


# what an external function, defined by the driver, returns: types that C
# writes exactly (LLVM's load of an i3 or i17 is undefined where its store
# did not write it)
EXTERN_OUTS = ["i1", "i8", "i16", "i32", "i64", "index", "i128", "f32", "f64", VIEW]


def gen_extern(rng, name):
    """a declaration of a function that the driver defines (--cif)"""
    ins = [rng.choice(INTS + ["f32", "f64", VIEW, UVIEW]) for _ in range(rng.randrange(0, 4))]
    outs = [rng.choice(EXTERN_OUTS) for _ in range(rng.randrange(1, 3))]
    text = ["  func.func private @%s(%s) -> (%s)%s" % (name, ", ".join(ins), ", ".join(outs), cif_attr(rng))]
    return {"name": name, "ins": ins, "outs": outs, "text": text, "extern": True}


SCALAR_C = {"i8": "int8_t", "i16": "int16_t", "i32": "int32_t", "i64": "int64_t", "f32": "float", "f64": "double"}


def gen_main(rng, name, helpers):
    f = Fn(rng, name)
    scalars = [rng.choice(list(SCALAR_C)) for _ in range(rng.randrange(0, 4))]
    cif = CIF[0] or rng.random() < 0.5 and not BARE[0]    # the bare-pointer convention has no C interface
    outs = [rng.choice(["i32", "i64", "f64"]) for _ in range(rng.randrange(0, 3))] if cif else []
    if CIF[0]:
        outs = [rng.choice(INTS + ["f32", "f64", VIEW]) for _ in range(rng.randrange(0, 4))]
    params = ["%%%s: %s" % (a, MEM[a]) for a in ("in", "fin", "out", "fout")]
    f.indent = "    "
    for k in range(rng.randrange(3, 7)):
        f.add("i64", f._def("memref.load %%in[%s] : %s" % (f.const("index", rng.randrange(IN_N)), MEM["in"])))
    for k in range(rng.randrange(1, 4)):
        f.add("f64", f._def("memref.load %%fin[%s] : %s" % (f.const("index", rng.randrange(FIN_N)), MEM["fin"])))
    z = f._def("memref.load %%fin[%s] : %s" % (f.const("index", FIN_N - 1), MEM["fin"]))   # -0.0
    f.fzero = {"f64": z, "f32": f._def("arith.truncf %s : f64 to f32" % z)}
    for t in scalars:
        p = f.fresh()
        params.append("%s: %s" % (p, t))
        f.add(t, p)
    f.has_in = True
    for t in list(f.pool):          # the inputs in other types
        for v in list(f.pool[t]):
            if t == "f64":
                for nt in rng.sample(FLOATS, 2):
                    if nt != "f64":
                        f.add(nt, f._def("arith.truncf %s : f64 to %s" % (v, nt)))
            elif t not in FLOATS:
                for nt in rng.sample(INTS, 3):
                    if nt == "index":
                        f.add(nt, f._def("arith.index_cast %s : %s to index" % (v, t)))
                    elif width(nt) < width(t):
                        f.add(nt, f._def("arith.trunci %s : %s to %s" % (v, t, nt)))
                    elif width(nt) > width(t):
                        f.add(nt, f._def("arith.extsi %s : %s to %s" % (v, t, nt)))
    labels = 0
    for part in range(rng.randrange(1, 5)):
        body(f, rng.randrange(4, 14), 0, helpers)
        if rng.random() < 0.6:
            labels += 1
            (block_join if rng.random() < 0.7 else block_loop)(f, labels)
    nout, nfout = 0, 0
    for t in INTS + FLOATS:
        for v in f.pool.get(t, [])[-3:]:
            if t in FLOATS:
                if nfout < 8:
                    f.emit("memref.store %s, %%fout[%s] : %s" % (to_f64(f, t, v), f.const("index", nfout), MEM["fout"]))
                    nfout += 1
            elif nout < 22:
                f.emit("memref.store %s, %%out[%s] : %s" % (to_i64(f, t, v), f.const("index", nout), MEM["out"]))
                nout += 1
    checksums(f, nout)
    nout += 2
    rets = [argument(f, t) for t in outs]
    f.emit("return %s" % (", ".join(rets) + " : " + ", ".join(outs) if outs else ""))
    attrs = cif_attr(rng) if CIF[0] else " attributes {llvm.emit_c_interface}" if cif else ""
    res = " -> (%s)" % ", ".join(outs) if outs else ""
    text = ["  func.func @%s(%s)%s%s {" % (name, ", ".join(params), res, attrs)]
    return {"name": name, "scalars": scalars, "outs": outs, "cif": cif, "nout": nout, "nfout": nfout,
            "ins": [MEM[a] for a in ("in", "fin", "out", "fout")] + scalars, "text": text + f.lines + ["  }"]}


def c_value(rng, t):
    if t in ("f32", "f64"):
        v = rng.choice(FLOAT_EDGES)
        return "NAN" if v != v else ("INFINITY" if v == float("inf") else "-INFINITY" if v == float("-inf") else repr(v))
    v = rng.choice(INT_EDGES) if t == "i64" else rng.randrange(-200, 200)
    return "(%s)0x%xULL" % (SCALAR_C[t], v & (2**64 - 1))


# ---- C interfaces -------------------------------------------------------------

def c_field(t):
    """t's C type in a struct that a C interface fills (LLVM's size for t)"""
    if t == VIEW:
        return "D1"
    if t in ("f32", "f64", "i128", "index"):
        return {"f32": "float", "f64": "double", "i128": "unsigned __int128", "index": "uidx"}[t]
    return "uint%d_t" % max(8, 1 << (width(t) - 1).bit_length())


def c_reg(t):
    """t's C type as an argument or a returned value: the bits above t's
    width are not defined there, so at least 32 bits, masked when read"""
    if t.startswith("memref"):
        return "U *" if t.startswith("memref<*") else "D1 *"
    return "uint32_t" if c_field(t) in ("uint8_t", "uint16_t") else c_field(t)


def by_struct(outs):
    """several results, or a memref, come through a first pointer"""
    return len(outs) > 1 or outs == [VIEW]


def c_proto(name, ins, outs, named=False):
    ps = ["R_%s *" % name] if by_struct(outs) else []
    ps += [c_reg(t) for t in ins]
    if named:
        ps = [p + ("" if p.endswith("*") else " ") + "a%d" % k for k, p in enumerate(ps)]
    ret = c_reg(outs[0]) if outs and not by_struct(outs) else "void"
    return "%s _mlir_ciface_%s(%s)" % (ret, name, ", ".join(ps) or "void")


def c_struct(name, outs):
    if not by_struct(outs):
        return []
    return ["typedef struct { %s } R_%s;" % (" ".join("%s r%d;" % (c_field(t), k) for k, t in enumerate(outs)), name)]


def c_bits(t, e):
    """e, of type t, as the unsigned long long that is printed"""
    if t in FLOATS:
        return "fb(%s)" % e
    if t == "index":
        return "(unsigned long long)(uidx)(%s)" % e
    if width(t) < 64:
        return "((unsigned long long)(%s) & 0x%xULL)" % (e, (1 << width(t)) - 1)
    return "(unsigned long long)(%s)" % e


def c_show(label, t, e):
    if t == VIEW:    # its fields, the pointers as positions in the input
        return ['printf("%s %%td %%td %%lld %%lld %%lld\\n", (int64_t *)%s.alloc - in, (int64_t *)%s.aligned - in, '
                '(long long)%s.offset, (long long)%s.size, (long long)%s.stride);' % ((label,) + (e,) * 5)]
    if t == "i128":
        return ['printf("%s %%llx %%llx\\n", %s, %s);' % (label, c_bits("i64", "(%s) >> 64" % e), c_bits("i64", e))]
    return ['printf("%s %%llx\\n", %s);' % (label, c_bits(t, e))]


def c_call(name, args, outs):
    """statements calling NAME's C interface and printing its results"""
    if by_struct(outs):
        lines = ["R_%s r; _mlir_ciface_%s(%s);" % (name, name, ", ".join(["&r"] + args))]
        for k, t in enumerate(outs):
            lines += c_show("%s r%d" % (name, k), t, "r.r%d" % k)
        return lines
    if outs:
        return (["%s r0 = _mlir_ciface_%s(%s);" % (c_reg(outs[0]), name, ", ".join(args))]
                + c_show("%s r0" % name, outs[0], "r0"))
    return ["_mlir_ciface_%s(%s);" % (name, ", ".join(args))]


def c_arg(rng, t, pre, k):
    """a C argument of type t for a helper; pre gets the windows it needs"""
    if t in (VIEW, UVIEW):
        pre.append("D1 v%d = {in, in, %d, 4, %d};" % (k, rng.randrange(9), rng.randrange(1, 5)))
        if t == VIEW:
            return "&v%d" % k
        pre.append("U u%d = {1, &v%d};" % (k, k))
        return "&u%d" % k
    if t in FLOATS:
        return c_value(rng, t)
    v = rng.choice(INT_EDGES) if rng.random() < 0.7 else rng.randrange(-300, 300)
    if t == "i128":
        return "((unsigned __int128)0x%xULL << 64 | 0x%xULL)" % (rng.choice(INT_EDGES) & (2**64 - 1), v & (2**64 - 1))
    return "(%s)0x%xULL" % (c_reg(t), v & (2**64 - 1))


def c_extern(e):
    """the driver's C interface of an external function: it prints a hash
    of its arguments (windows: of their elements, one of which it
    overwrites), and makes its results from the hash"""
    c = [c_proto(e["name"], e["ins"], e["outs"], named=True) + " {", "  uint64_t h = %d;" % len(e["ins"])]
    first = 1 if by_struct(e["outs"]) else 0
    for k, t in enumerate(e["ins"]):
        a = "a%d" % (k + first)
        if t == VIEW:
            c.append("  h = window(h, %s, %d);" % (a, k % 4))
        elif t == UVIEW:
            c.append("  h = window(mix(h, (uint64_t)%s->rank), %s->desc, %d);" % (a, a, k % 4))
        elif t == "i128":
            c.append("  h = mix(mix(h, (uint64_t)%s), (uint64_t)(%s >> 64));" % (a, a))
        else:
            c.append("  h = mix(h, %s);" % c_bits(t, a))
    c.append('  printf("%s %%llx\\n", (unsigned long long)h);' % e["name"])
    for k, t in enumerate(e["outs"]):
        c.append("  h = mix(h, %d);" % k)
        if t == VIEW:
            v = "(D1){in, in, (idx)(h % 9), 4, (idx)(h % 4 + 1)}"
        elif t in FLOATS:
            v = "(double)(int64_t)(h % 4001) / 8 - 250"
        elif t == "i128":
            v = "((unsigned __int128)h << 64 | h >> 7)"
        else:
            v = "(%s)%s" % (c_field(t), "(h & 1)" if t == "i1" else "h")
        c.append("  a0->r%d = %s;" % (k, v) if first else "  return %s;" % v)
    c.append("}")
    return c


HEAP_C = r"""#include <stdlib.h>
static long long heap[3]; static uint64_t heap_h = 17;
/* a block as aligned as asked and no more: a past a multiple of 2a (malloc's: 16) */
static void *place(size_t n, size_t a) {
  char *p = malloc(n + 3 * a + 16), *q = (char *)(((uintptr_t)p + 16 + 2 * a - 1) / (2 * a) * (2 * a)) + a;
  ((void **)q)[-1] = p;
  return q;
}
/* sizes of index type, as MLIR 22 declares them (ir2ll's are as wide as a
   pointer under --index-bitwidth=32: the same low half) */
void *_mlir_memref_to_llvm_alloc(idx n) { heap[0]++; heap_h = (heap_h ^ (uint64_t)n) * 1000003; return place(n, 16); }
void *_mlir_memref_to_llvm_aligned_alloc(idx a, idx n) {
  heap[1]++; heap_h = (((heap_h ^ (uint64_t)a) * 1000003) ^ (uint64_t)n) * 1000003;
  return place(n, a);
}
void _mlir_memref_to_llvm_free(void *q) { heap[2]++; free(((void **)q)[-1]); }"""
HEAP_SHOW = 'printf("heap %lld %lld %lld %llx\\n", heap[0], heap[1], heap[2], (unsigned long long)heap_h);'


def driver(rng, mains, helpers):
    c = ["#include <math.h>", "#include <stdint.h>", "#include <stdio.h>", "#include <string.h>",
         "typedef int%d_t idx; typedef uint%d_t uidx;" % (INDEX_BITS[0], INDEX_BITS[0]),
         "typedef struct { void *alloc, *aligned; idx offset, size, stride; } D1;",
         "typedef struct { idx rank; D1 *desc; } U;",
         "#define M(p, n) (p), (p), (idx)0, (idx)(n), (idx)1",
         "static uint64_t fb(double d) { uint64_t u; memcpy(&u, &d, 8); return d != d ? 1 : u; }",
         "static uint64_t mix(uint64_t h, uint64_t v) { return (h ^ v) * 1000003; }",
         "static int64_t in[%d]; static double fin[%d]; static int64_t out[%d]; static double fout[8];" % (IN_N, FIN_N, OUT_N),
         "static uint64_t window(uint64_t h, D1 *v, int k) {",
         "  int64_t *p = v->aligned;",
         "  for (int i = 0; i < 4; i++) h = mix(h, (uint64_t)p[v->offset + i * v->stride]);",
         "  p[v->offset + k * v->stride] = (int64_t)h;",
         "  return h;",
         "}"]
    if GENERIC[0]:
        c.append(HEAP_C)
    called = [h for h in helpers if not h.get("extern")] if CIF[0] else []
    for h in helpers:
        if CIF[0]:
            c += c_struct(h["name"], h["outs"])
        if h.get("extern"):
            c += c_extern(h)
        elif CIF[0]:
            c.append(c_proto(h["name"], h["ins"], h["outs"]) + ";")
    for m in mains:
        sc = "".join(", " + SCALAR_C[t] for t in m["scalars"])
        if m["cif"]:
            c += c_struct(m["name"], m["outs"])
            c.append(c_proto(m["name"], m["ins"], m["outs"]) + ";")
        else:
            mem = ", ".join(["void *"] * 4 if BARE[0] else ["void *, void *, idx, idx, idx"] * 4)
            c.append("void %s(%s%s);" % (m["name"], mem, sc))
    c.append("int main(void) {")
    for run in range(4):
        for i in range(IN_N):
            v = rng.choice(INT_EDGES) if rng.random() < 0.5 else rng.randrange(-300, 300)
            c.append("  in[%d] = (int64_t)0x%xULL;" % (i, v & (2**64 - 1)))
        for i in range(FIN_N - 1):
            c.append("  fin[%d] = %s;" % (i, c_value(rng, "f64")))
        c.append("  fin[%d] = -0.0;" % (FIN_N - 1))
        for m in mains:
            c.append("  memset(out, 0, sizeof out); memset(fout, 0, sizeof fout);")
            sc = [c_value(rng, t) for t in m["scalars"]]
            if m["cif"]:
                c.append("  { D1 a = {M(in, %d)}, b = {M(fin, %d)}, o = {M(out, %d)}, p = {M(fout, 8)};"
                         % (IN_N, FIN_N, OUT_N))
                c += ["    " + l for l in c_call(m["name"], ["&a", "&b", "&o", "&p"] + sc, m["outs"])]
                c.append("  }")
            elif BARE[0]:
                c.append("  %s(%s);" % (m["name"], ", ".join(["in", "fin", "out", "fout"] + sc)))
            else:
                c.append("  %s(%s);" % (m["name"], ", ".join(["M(in, %d)" % IN_N, "M(fin, %d)" % FIN_N,
                                                              "M(out, %d)" % OUT_N, "M(fout, 8)"] + sc)))
            c.append('  for (int i = 0; i < %d; i++) printf("%s %%d %%llx\\n", i, (unsigned long long)out[i]);'
                     % (m["nout"], m["name"]))
            c.append('  printf("%s a %%llx\\n", (unsigned long long)out[%d]);' % (m["name"], OUT_N - 1))
            c.append('  for (int i = 0; i < %d; i++) printf("%s f%%d %%llx\\n", i, (unsigned long long)fb(fout[i]));'
                     % (m["nfout"], m["name"]))
            if GENERIC[0]:
                c.append("  " + HEAP_SHOW)
        for h in called:     # the helpers through their C interfaces
            pre = []
            args = [c_arg(rng, t, pre, k) for k, t in enumerate(h["ins"])]
            c.append("  { " + " ".join(pre))
            c += ["    " + l for l in c_call(h["name"], args, h["outs"])]
            c.append("  }")
            if GENERIC[0]:
                c.append("  " + HEAP_SHOW)
    c.append("  return 0;")
    c.append("}")
    return "\n".join(c) + "\n"


def main():
    if "--no-bf16" in sys.argv:    # bf16 conversions need compiler-rt's __truncdfbf2
        FLOATS.remove("bf16")
        sys.argv.remove("--no-bf16")
    if "--bare" in sys.argv:
        BARE[0] = True
        MEM.update({"in": "memref<%dxi64>" % IN_N, "fin": "memref<%dxf64>" % FIN_N,
                    "out": "memref<%dxi64>" % OUT_N, "fout": "memref<8xf64>"})
        sys.argv.remove("--bare")
    if "--index32" in sys.argv:
        INDEX_BITS[0] = 32
        sys.argv.remove("--index32")
    for flag, on in (("--cif", CIF), ("--generic", GENERIC), ("--aligned", ALIGNED)):
        if flag in sys.argv:
            on[0] = True
            sys.argv.remove(flag)
    seed = int(sys.argv[1])
    rng = random.Random(seed)
    helpers = [gen_helper(rng, "h%d" % k) for k in range(rng.randrange(0, 3))]
    if CIF[0]:
        helpers += [gen_extern(rng, "e%d" % k) for k in range(rng.randrange(0, 3))]
    mains = [gen_main(rng, "f%d" % k, helpers) for k in range(rng.randrange(1, 4))]
    with open(sys.argv[2], "w") as out:
        out.write("// differential test program, gen_program.py seed %d\n" % seed)
        out.write("module {\n")
        out.write("".join(g + "\n" for g in GLOBALS))
        for h in helpers + mains:
            out.write("\n".join(h["text"]) + "\n")
        out.write("}\n")
    with open(sys.argv[3], "w") as out:
        out.write(driver(rng, mains, helpers))


if __name__ == "__main__":
    main()
