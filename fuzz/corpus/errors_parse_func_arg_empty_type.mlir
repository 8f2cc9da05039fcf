// function argument with ':' but no type
func.func @f(%a: ) {
  return
}
