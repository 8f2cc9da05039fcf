// empty function body
func.func @f() {
}
