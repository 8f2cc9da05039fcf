define float @min_f32(float %a, float %b) {
entry:
  %r = call float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}

define <4 x double> @max_v4f64(<4 x double> %a, <4 x double> %b) {
entry:
  %r = call <4 x double> @llvm.maximum.v4f64(<4 x double> %a, <4 x double> %b)
  ret <4 x double> %r
}

define half @min_f16(half %a, half %b) {
entry:
  %r = call half @llvm.minimum.f16(half %a, half %b)
  ret half %r
}

declare float @llvm.minimum.f32(float, float)
declare <4 x double> @llvm.maximum.v4f64(<4 x double>, <4 x double>)
declare half @llvm.minimum.f16(half, half)
