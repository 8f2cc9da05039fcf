define float @min_f32(float %a, float %b) {
entry:
  %r = call float @__ir2ll.minimum.f32(float %a, float %b)
  ret float %r
}

define <4 x double> @max_v4f64(<4 x double> %a, <4 x double> %b) {
entry:
  %r = call <4 x double> @__ir2ll.maximum.v4f64(<4 x double> %a, <4 x double> %b)
  ret <4 x double> %r
}

define half @min_f16(half %a, half %b) {
entry:
  %r = call half @__ir2ll.minimum.f16(half %a, half %b)
  ret half %r
}

define linkonce_odr float @__ir2ll.minimum.f32(float %a, float %b) alwaysinline {
entry:
  %uno = fcmp uno float %a, %b
  %nan = fadd float %a, %b
  %first = fcmp olt float %a, %b
  %second = fcmp olt float %b, %a
  %a.bits = bitcast float %a to i32
  %b.bits = bitcast float %b to i32
  %bits = or i32 %a.bits, %b.bits
  %zero = bitcast i32 %bits to float
  %pick = select i1 %second, float %b, float %zero
  %pick.1 = select i1 %first, float %a, float %pick
  %r = select i1 %uno, float %nan, float %pick.1
  ret float %r
}
define linkonce_odr <4 x double> @__ir2ll.maximum.v4f64(<4 x double> %a, <4 x double> %b) alwaysinline {
entry:
  %uno = fcmp uno <4 x double> %a, %b
  %nan = fadd <4 x double> %a, %b
  %first = fcmp ogt <4 x double> %a, %b
  %second = fcmp ogt <4 x double> %b, %a
  %a.bits = bitcast <4 x double> %a to <4 x i64>
  %b.bits = bitcast <4 x double> %b to <4 x i64>
  %bits = and <4 x i64> %a.bits, %b.bits
  %zero = bitcast <4 x i64> %bits to <4 x double>
  %pick = select <4 x i1> %second, <4 x double> %b, <4 x double> %zero
  %pick.1 = select <4 x i1> %first, <4 x double> %a, <4 x double> %pick
  %r = select <4 x i1> %uno, <4 x double> %nan, <4 x double> %pick.1
  ret <4 x double> %r
}
define linkonce_odr half @__ir2ll.minimum.f16(half %a, half %b) alwaysinline {
entry:
  %uno = fcmp uno half %a, %b
  %nan = fadd half %a, %b
  %first = fcmp olt half %a, %b
  %second = fcmp olt half %b, %a
  %a.bits = bitcast half %a to i16
  %b.bits = bitcast half %b to i16
  %bits = or i16 %a.bits, %b.bits
  %zero = bitcast i16 %bits to half
  %pick = select i1 %second, half %b, half %zero
  %pick.1 = select i1 %first, half %a, half %pick
  %r = select i1 %uno, half %nan, half %pick.1
  ret half %r
}
