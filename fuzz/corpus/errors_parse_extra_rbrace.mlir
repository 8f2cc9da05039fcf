// one '}' too many at the end of the file: reported at that '}'
func.func @f() {
  return
}
}
