// Alias names that span lines, right after a function: the grammar has
// read the first when the function ends, so its text must stay until the
// alias is defined. As in MLIR, an alias name is a bare identifier: a '<'
// body or a '.' makes it a dialect's attribute or type.
func.func @f() {
  return
}
#x.y<
1> = 5
!t.u<
2> = i32
#d.e = 1
!t = i32
#y<
3> = 6
