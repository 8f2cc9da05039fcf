// one '}' too many at the end of the file
func.func @f() {
  return
}
}
