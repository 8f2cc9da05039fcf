#!/usr/bin/env python3
"""Systematic sweep: every arith op and cast over scalar and vector types, and
memref load/store/dim/call/alloc over element types, shapes, layouts and
memory spaces, each translated with several option sets; every successful
translation must be accepted by opt -passes=verify and llc -O0. Complements
the fuzzer, whose inputs rarely translate without errors.

    fuzz/sweep.py IR2LL [OUTDIR]      (OUTDIR default: /tmp/ir2ll-sweep)

Prints one line per rejected translation (inputs saved in OUTDIR) and a
summary; exit status 1 if anything was rejected or crashed. Needs opt-NN and
llc-NN (LLVM 15 or later) on PATH, or OPT and LLC in the environment."""
import os, re, shutil, subprocess, sys
from collections import Counter

def newest(tool):
    for v in range(30, 14, -1):
        p = shutil.which(f'{tool}-{v}')
        if p:
            return p
    return None

IR = sys.argv[1] if len(sys.argv) > 1 else sys.exit(__doc__)
OUT = sys.argv[2] if len(sys.argv) > 2 else '/tmp/ir2ll-sweep'
OPT = os.environ.get('OPT') or newest('opt')
LLC = os.environ.get('LLC') or newest('llc')
if not OPT:
    sys.exit('sweep.py: no opt-NN found')

def i1of(t):
    return 'vector<%sxi1>' % t[7:t.index('x')] if t.startswith('vector') else 'i1'

def arith_cases():
    ints = ['i1', 'i7', 'i8', 'i32', 'i64', 'i128', 'index', 'vector<3xi1>', 'vector<4xi32>',
            'vector<2xi128>', 'vector<4xindex>']
    floats = ['f16', 'bf16', 'f32', 'f64', 'vector<2xf16>', 'vector<4xbf16>', 'vector<4xf32>']
    binint = ('addi subi muli divsi divui remsi remui andi ori xori shli shrsi shrui maxsi maxui '
              'minsi minui ceildivsi ceildivui floordivsi').split()
    binf = 'addf subf mulf divf remf maximumf minimumf maxnumf minnumf'.split()
    for t in ints:
        c = i1of(t)
        for op in binint:
            yield f'{op}_{t}', f'func.func @f(%a: {t}, %b: {t}) -> {t} {{\n  %0 = arith.{op} %a, %b : {t}\n  return %0 : {t}\n}}\n'
        for op in ('mulsi_extended', 'mului_extended'):
            yield f'{op}_{t}', f'func.func @f(%a: {t}, %b: {t}) -> ({t}, {t}) {{\n  %0, %1 = arith.{op} %a, %b : {t}\n  return %0, %1 : {t}, {t}\n}}\n'
        yield f'addui_extended_{t}', f'func.func @f(%a: {t}, %b: {t}) -> ({t}, {c}) {{\n  %0, %1 = arith.addui_extended %a, %b : {t}, {c}\n  return %0, %1 : {t}, {c}\n}}\n'
        for p in 'eq ne slt sle sgt sge ult ule ugt uge'.split():
            yield f'cmpi_{p}_{t}', f'func.func @f(%a: {t}, %b: {t}) -> {c} {{\n  %0 = arith.cmpi {p}, %a, %b : {t}\n  return %0 : {c}\n}}\n'
        yield f'select_{t}', f'func.func @f(%c: {c}, %a: {t}, %b: {t}) -> {t} {{\n  %0 = arith.select %c, %a, %b : {c}, {t}\n  return %0 : {t}\n}}\n'
        yield f'select_i1_{t}', f'func.func @f(%c: i1, %a: {t}, %b: {t}) -> {t} {{\n  %0 = arith.select %c, %a, %b : {t}\n  return %0 : {t}\n}}\n'
        for v in ('0', '1', '-1', '127', '-128', '0x7f'):
            lit = f'dense<{v}>' if t.startswith('vector') else v
            yield f'const_{v}_{t}', f'func.func @f() -> {t} {{\n  %0 = arith.constant {lit} : {t}\n  return %0 : {t}\n}}\n'
    for t in floats:
        c = i1of(t)
        for op in binf:
            yield f'{op}_{t}', f'func.func @f(%a: {t}, %b: {t}) -> {t} {{\n  %0 = arith.{op} %a, %b fastmath<fast> : {t}\n  return %0 : {t}\n}}\n'
        yield f'negf_{t}', f'func.func @f(%a: {t}) -> {t} {{\n  %0 = arith.negf %a : {t}\n  return %0 : {t}\n}}\n'
        for p in 'false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true'.split():
            yield f'cmpf_{p}_{t}', f'func.func @f(%a: {t}, %b: {t}) -> {c} {{\n  %0 = arith.cmpf {p}, %a, %b : {t}\n  return %0 : {c}\n}}\n'
        for v in ('0.0', '-0.0', '1.5', '65504.0', '1.0e10', '3.4028235e38', '1.0e-10', '0x7FC0',
                  '0x7F800000', '0x0000000000000001'):
            lit = f'dense<{v}>' if t.startswith('vector') else v
            yield f'const_{v}_{t}', f'func.func @f() -> {t} {{\n  %0 = arith.constant {lit} : {t}\n  return %0 : {t}\n}}\n'
    scal = ['i1', 'i8', 'i32', 'i64', 'i128', 'index', 'f16', 'bf16', 'f32', 'f64']
    for op in 'extsi extui trunci extf truncf sitofp uitofp fptosi fptoui index_cast index_castui bitcast'.split():
        for a in scal:
            for b in scal:
                yield f'{op}_{a}_{b}', f'func.func @f(%a: {a}) -> {b} {{\n  %0 = arith.{op} %a : {a} to {b}\n  return %0 : {b}\n}}\n'
                va, vb = f'vector<4x{a}>', f'vector<4x{b}>'
                yield f'{op}_v{a}_v{b}', f'func.func @f(%a: {va}) -> {vb} {{\n  %0 = arith.{op} %a : {va} to {vb}\n  return %0 : {vb}\n}}\n'

def memref_cases():
    elems = ['i1', 'i8', 'i64', 'i128', 'index', 'f16', 'bf16', 'f64', 'vector<4xf32>', 'vector<2xi1>']
    shapes = ['', '4', '?', '4x?', '?x?', '2x3x4', '?x3x?', '1', '0', '0x?']
    layouts = ['', ', strided<[?, 1], offset: ?>', ', strided<[1], offset: 5>', ', strided<[?], offset: ?>',
               ', strided<[3, 1]>', ', 1', ', strided<[?, ?, ?], offset: 0>, 3', ', offset: ?, strides: [?]',
               ', strided<[-1]>', ', strided<[0, 0]>', ', contiguous<2>', ', contiguous<[1, 0], offset: ?>']
    for e in elems:
        for s in shapes:
            dims = s.split('x') if s else []
            idx = ', '.join(['%i'] * len(dims))
            dyn = ', '.join(['%i'] * dims.count('?'))
            for l in layouts:
                t = f'memref<{s + "x" if s else ""}{e}{l}>'
                body = [f'  %c0 = arith.constant 0 : index',
                        f'  %v = memref.load %m[{idx}] : {t}',
                        f'  memref.store %v, %m[{idx}] : {t}']
                body += [f'  %d{k} = memref.dim %m, %c0 : {t}' for k in range(len(dims))]
                src = (f'func.func @f(%m: {t}, %i: index) -> ({e}, {t}) {{\n' + '\n'.join(body) +
                       f'\n  return %v, %m : {e}, {t}\n}}\n'
                       f'func.func @g(%m: {t}, %i: index) -> {e} {{\n'
                       f'  %r:2 = func.call @f(%m, %i) : ({t}, index) -> ({e}, {t})\n  return %r#0 : {e}\n}}\n')
                yield f'mem_{e}_{s}_{l}', src
                if l in ('', ', 1'):
                    yield f'alloc_{e}_{s}_{l}', (
                        f'func.func @h(%i: index) -> {t} {{\n  %a = memref.alloc({dyn}) {{alignment = 32}} : {t}\n'
                        f'  %b = memref.alloca({dyn}) : {t}\n  memref.dealloc %a : {t}\n  return %b : {t}\n}}\n')
        yield f'unranked_{e}', (
            f'func.func private @ext(memref<*x{e}>) -> memref<*x{e}>\n'
            f'func.func @u(%m: memref<*x{e}>) -> memref<*x{e}> {{\n'
            f'  %r = func.call @ext(%m) : (memref<*x{e}>) -> memref<*x{e}>\n  return %r : memref<*x{e}>\n}}\n')

OPTIONS = [[], ['--emit-c-interface'], ['--index-bitwidth=32'], ['--index-bitwidth=8', '--emit-c-interface']]

def main():
    os.makedirs(OUT, exist_ok=True)
    ok = errors = bad = n = 0
    why_count = Counter()
    for kind, gen in (('arith', arith_cases), ('memref', memref_cases)):
        for name, src in gen():
            n += 1
            for args in OPTIONS:
                p = subprocess.run([IR] + args + ['-'], input=src.encode(), capture_output=True)
                err = p.stderr.decode(errors='replace')
                if p.returncode == 1 and 'internal error' not in err and 'Sanitizer' not in err:
                    errors += 1
                    continue
                why = None
                if p.returncode != 0:
                    why = f'CRASH exit {p.returncode}: {err.strip().splitlines()[0] if err.strip() else ""}'
                else:
                    v = subprocess.run([OPT, '-passes=verify', '-disable-output'], input=p.stdout, capture_output=True)
                    if v.returncode:
                        why = 'opt: ' + v.stderr.decode(errors='replace').strip().splitlines()[0]
                    elif LLC:
                        v = subprocess.run([LLC, '-O0', '-filetype=null'], input=p.stdout, capture_output=True)
                        if v.returncode:
                            why = 'llc: ' + v.stderr.decode(errors='replace').strip().splitlines()[0]
                if not why:
                    ok += 1
                    continue
                bad += 1
                fname = re.sub(r'[^A-Za-z0-9_.-]+', '_', f'{name}_{"_".join(a.lstrip("-") for a in args)}')[:150]
                with open(os.path.join(OUT, fname + '.mlir'), 'w') as f:
                    f.write(f'// ir2ll-args: {" ".join(args)}\n{src}')
                short = re.sub(r"<stdin>:\d+:\d+: ", '', why)
                short = re.sub(r"'%[^']*'", "'%x'", short)
                why_count[short] += 1
                print(f'REJECTED {fname}.mlir: {why}')
    print(f'sweep: {n} programs x {len(OPTIONS)} option sets: {ok} verified, {errors} input errors, {bad} rejected')
    for w, c in why_count.most_common():
        print(f'  {c:5d}  {w}')
    return 1 if bad else 0

sys.exit(main())
