define <4 x float> @add(<4 x float> %a, <4 x float> %b) {
entry:
  %v0 = fadd <4 x float> %a, %b
  ret <4 x float> %v0
}

define <4 x float> @load_vec(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %j) {
entry:
  %ptr = getelementptr inbounds <4 x float>, ptr %m.aligned, i64 %j
  %v0 = load <4 x float>, ptr %ptr
  ret <4 x float> %v0
}

