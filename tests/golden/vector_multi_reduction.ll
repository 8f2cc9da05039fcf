define [2 x <3 x float>] @none([2 x <3 x float>] %v, [2 x <3 x float>] %a) {
entry:
  ret [2 x <3 x float>] %v
}

define <4 x i32> @rows([3 x <4 x i32>] %v, <4 x i32> %a) {
entry:
  %leaf = extractvalue [3 x <4 x i32>] %v, 0
  %red = add <4 x i32> %leaf, %a
  %leaf.1 = extractvalue [3 x <4 x i32>] %v, 1
  %red.1 = add <4 x i32> %leaf.1, %red
  %leaf.2 = extractvalue [3 x <4 x i32>] %v, 2
  %red.2 = add <4 x i32> %leaf.2, %red.1
  ret <4 x i32> %red.2
}

define <2 x float> @lanes([2 x <4 x float>] %v, <2 x float> %a) {
entry:
  %acc = extractelement <2 x float> %a, i64 0
  %leaf = extractvalue [2 x <4 x float>] %v, 0
  %red = call float @llvm.vector.reduce.fadd.v4f32(float %acc, <4 x float> %leaf)
  %lane = insertelement <2 x float> poison, float %red, i64 0
  %acc.1 = extractelement <2 x float> %a, i64 1
  %leaf.1 = extractvalue [2 x <4 x float>] %v, 1
  %red.1 = call float @llvm.vector.reduce.fadd.v4f32(float %acc.1, <4 x float> %leaf.1)
  %r = insertelement <2 x float> %lane, float %red.1, i64 1
  ret <2 x float> %r
}

define i8 @all([2 x <4 x i8>] %v, i8 %a) {
entry:
  %leaf = extractvalue [2 x <4 x i8>] %v, 0
  %red = call i8 @llvm.vector.reduce.smax.v4i8(<4 x i8> %leaf)
  %cmp = icmp sge i8 %a, %red
  %r = select i1 %cmp, i8 %a, i8 %red
  %leaf.1 = extractvalue [2 x <4 x i8>] %v, 1
  %red.1 = call i8 @llvm.vector.reduce.smax.v4i8(<4 x i8> %leaf.1)
  %cmp.1 = icmp sge i8 %r, %red.1
  %r.1 = select i1 %cmp.1, i8 %r, i8 %red.1
  ret i8 %r.1
}

declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare i8 @llvm.vector.reduce.smax.v4i8(<4 x i8>)
