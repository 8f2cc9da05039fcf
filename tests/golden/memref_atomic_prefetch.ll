define { float, i32 } @rmw(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, ptr %n.alloc, ptr %n.aligned, i64 %n.offset, i64 %n.size0, i64 %n.size1, i64 %n.stride0, i64 %n.stride1, i64 %i, i64 %j, float %v, i32 %w) {
entry:
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %i
  %a = atomicrmw fadd ptr %ptr, float %v acq_rel
  %idx = mul i64 %i, %n.stride0
  %idx.1 = add i64 %idx, %j
  %ptr.1 = getelementptr inbounds i32, ptr %n.aligned, i64 %idx.1
  %b = atomicrmw add ptr %ptr.1, i32 %w acq_rel
  %e = atomicrmw fmax ptr %ptr, float %v acq_rel
  %f = atomicrmw fmin ptr %ptr, float %v acq_rel
  %ptr.2 = getelementptr inbounds float, ptr %m.aligned, i64 %j
  %g = atomicrmw xchg ptr %ptr.2, float %v acq_rel
  %h = atomicrmw xchg ptr %ptr.1, i32 %w acq_rel
  %k = atomicrmw max ptr %ptr.1, i32 %w acq_rel
  %l = atomicrmw umax ptr %ptr.1, i32 %w acq_rel
  %o = atomicrmw min ptr %ptr.1, i32 %w acq_rel
  %p = atomicrmw umin ptr %ptr.1, i32 %w acq_rel
  %q = atomicrmw or ptr %ptr.1, i32 %w acq_rel
  %r = atomicrmw and ptr %ptr.1, i32 %w acq_rel
  %s = atomicrmw xor ptr %ptr.1, i32 %w acq_rel
  %x = fadd float %a, %g
  %y = add i32 %b, %s
  %ret = insertvalue { float, i32 } poison, float %x, 0
  %ret.1 = insertvalue { float, i32 } %ret, i32 %y, 1
  ret { float, i32 } %ret.1
}

define { { ptr, ptr, i64, [1 x i64], [1 x i64] }, i8 } @hints(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, ptr addrspace(1) %k.alloc, ptr addrspace(1) %k.aligned, i64 %k.offset, i64 %k.size0, i64 %k.stride0, i64 %i, i8 %v) {
entry:
  %ptr = getelementptr inbounds double, ptr %m.aligned, i64 %m.offset
  call void @llvm.assume(i1 true) [ "align"(ptr %ptr, i64 64) ]
  %idx = add i64 %m.offset, %i
  %ptr.1 = getelementptr inbounds double, ptr %m.aligned, i64 %idx
  call void @llvm.prefetch.p0(ptr %ptr.1, i32 0, i32 3, i32 1)
  call void @llvm.assume(i1 true) [ "align"(ptr addrspace(1) %k.aligned, i64 8) ]
  %ptr.2 = getelementptr inbounds i8, ptr addrspace(1) %k.aligned, i64 %i
  call void @llvm.prefetch.p1(ptr addrspace(1) %ptr.2, i32 1, i32 1, i32 1)
  %a = atomicrmw add ptr addrspace(1) %ptr.2, i8 %v acq_rel
  %desc = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.2, i64 %m.size0, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.3, i64 %m.stride0, 4, 0
  %ret = insertvalue { { ptr, ptr, i64, [1 x i64], [1 x i64] }, i8 } poison, { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.4, 0
  %ret.1 = insertvalue { { ptr, ptr, i64, [1 x i64], [1 x i64] }, i8 } %ret, i8 %a, 1
  ret { { ptr, ptr, i64, [1 x i64], [1 x i64] }, i8 } %ret.1
}

declare void @llvm.assume(i1)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.prefetch.p1(ptr addrspace(1), i32, i32, i32)
