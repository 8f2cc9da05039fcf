// '!' not followed by a type alias name
func.func @f(%a: !) {
  return
}
