// the only word scf.execute_region takes before its region is no_inline
func.func @f() {
  scf.execute_region noinline {
    scf.yield
  }
  return
}
